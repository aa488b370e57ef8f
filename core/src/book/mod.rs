//! Opening books: for positions of a game's first moves, the moves worth playing there, each
//! with the score the engine gave it. Damier makes its books with its own search
//! ([`build`]) and ships one for each game ([`Book::built_in`]).
//!
//! A book is kept as text, one move a line, each line indented one space per ply below the
//! line of the move it answers; the move in the game's notation, then its score for the side
//! that plays it, in hundredths of a man. Lines starting with `#` are comments:
//!
//! ```text
//! # International: two first moves, and two answers to the first.
//! 32-28 4
//!  18-23 -4
//!  19-23 -9
//! 33-28 2
//! ```
//!
//! Positions are found by their contents, so a position reached by another order of the same
//! moves is found too.

mod build;

use std::collections::{HashMap, HashSet};
use std::fmt::Write as _;
use std::sync::OnceLock;

use crate::{AnyMove, AnyPosition, Variant};

pub use build::{BuildOptions, build};

/// A move of the book, with the score the engine gave it (hundredths of a man, for the side
/// that plays it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BookMove {
    /// The move.
    pub mv: AnyMove,
    /// Its score.
    pub score: i32,
}

/// An opening book of one game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Book {
    variant: Variant,
    /// The book's moves of each position, by the position's hash key, best first.
    entries: HashMap<u64, Vec<BookMove>>,
}

/// Why a book's text cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}, column {column}: {what}")]
pub struct BookError {
    /// Line, from 1.
    pub line: usize,
    /// Column, from 1.
    pub column: usize,
    /// What is wrong there.
    pub what: String,
}

impl Book {
    /// An empty book of `variant`.
    pub fn new(variant: Variant) -> Book {
        Book { variant, entries: HashMap::new() }
    }

    /// The book Damier ships for `variant`, read at its first use; empty for Thai, which ships
    /// none (every Thai book tried cost the engine in matches against itself).
    pub fn built_in(variant: Variant) -> &'static Book {
        static BOOKS: [OnceLock<Book>; 5] =
            [OnceLock::new(), OnceLock::new(), OnceLock::new(), OnceLock::new(), OnceLock::new()];
        BOOKS[variant as usize].get_or_init(|| match embedded(variant) {
            Some(text) => Book::read(variant, text).expect("the built-in books are valid"),
            None => Book::new(variant),
        })
    }

    /// Whether Damier ships a book for `variant` (all games but Thai), known without reading
    /// it.
    pub fn ships(variant: Variant) -> bool {
        embedded(variant).is_some()
    }

    /// The game.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// How many positions the book has moves for.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether the book has no moves.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Sets the book's moves of `position` (kept best first).
    pub fn insert(&mut self, position: &AnyPosition, mut moves: Vec<BookMove>) {
        moves.sort_by_key(|m| std::cmp::Reverse(m.score));
        self.entries.insert(position.hash_key(), moves);
    }

    /// The book's moves in `position`, best first: none out of the book, and only legal ones
    /// (a position of another game, or one whose key happens to be a book position's, finds
    /// none that are not legal there).
    pub fn moves(&self, position: &AnyPosition) -> Vec<BookMove> {
        if position.variant() != self.variant {
            return Vec::new();
        }
        let Some(moves) = self.entries.get(&position.hash_key()) else { return Vec::new() };
        moves.iter().filter(|m| position.is_legal(&m.mv)).copied().collect()
    }

    /// One of the book's moves in `position`, chosen by `random` (any number: the same number
    /// picks the same move), each as likely; none out of the book.
    pub fn pick(&self, position: &AnyPosition, random: u64) -> Option<BookMove> {
        let moves = self.moves(position);
        let count = u64::try_from(moves.len()).ok().filter(|&n| n > 0)?;
        moves.get(usize::try_from(random % count).ok()?).copied()
    }

    /// One of the book's moves in `position`, drawn afresh at each call; none out of the book.
    pub fn draw(&self, position: &AnyPosition) -> Option<BookMove> {
        use std::hash::{BuildHasher, RandomState};
        // Every `RandomState` is keyed anew.
        self.pick(position, RandomState::new().hash_one(position.hash_key()))
    }

    /// Reads a book of `variant` from its text.
    pub fn read(variant: Variant, text: &str) -> Result<Book, BookError> {
        let mut book = Book::new(variant);
        // The position before each ply of the current line: `line[ply]` is where the move of
        // a line indented `ply` spaces is played.
        let mut line = vec![AnyPosition::start(variant)];
        let mut read: HashMap<u64, Vec<BookMove>> = HashMap::new();
        for (index, raw) in text.lines().enumerate() {
            let fail = |column: usize, what: String| BookError { line: index + 1, column, what };
            let trimmed = raw.trim_start_matches(' ');
            if trimmed.trim().is_empty() || trimmed.starts_with('#') {
                continue;
            }
            let ply = raw.len() - trimmed.len();
            if ply >= line.len() {
                let what = match line.len() - 1 {
                    0 => format!("the first move is indented {ply} spaces, not 0"),
                    above => format!("indented {ply} spaces below a move indented {}", above - 1),
                };
                return Err(fail(1, what));
            }
            line.truncate(ply + 1);
            let mut words = trimmed.split_whitespace();
            let (Some(move_text), Some(score_text), None) =
                (words.next(), words.next(), words.next())
            else {
                return Err(fail(ply + 1, "expected a move and its score".to_string()));
            };
            let score_column = ply + 1 + trimmed.find(score_text).unwrap_or(0);
            let score = score_text
                .parse::<i32>()
                .map_err(|_| fail(score_column, format!("'{score_text}' is not a score")))?;
            let mut next = line[ply].clone();
            let played = next.play_text(move_text).map_err(|e| fail(ply + 1, e.to_string()))?;
            let moves = read.entry(line[ply].hash_key()).or_default();
            if moves.iter().all(|m| m.mv != played.mv) {
                moves.push(BookMove { mv: played.mv, score });
            }
            line.push(next);
        }
        for (key, mut moves) in read {
            moves.sort_by_key(|m| std::cmp::Reverse(m.score));
            book.entries.insert(key, moves);
        }
        Ok(book)
    }

    /// The book as text, from the game's start position, under the `comment` lines given
    /// (each written after `# `). Positions not reached from the start are left out.
    pub fn write(&self, comment: &str) -> String {
        let mut text = String::new();
        for line in comment.lines() {
            let _ = writeln!(text, "# {line}");
        }
        let mut written = HashSet::new();
        self.write_from(&AnyPosition::start(self.variant), 0, &mut written, &mut text);
        text
    }

    /// Writes the moves of `position`, each followed by those of the position it leads to
    /// when not written yet.
    fn write_from(
        &self,
        position: &AnyPosition,
        ply: usize,
        written: &mut HashSet<u64>,
        text: &mut String,
    ) {
        if !written.insert(position.hash_key()) {
            return;
        }
        for book_move in self.moves(position) {
            let Some(move_text) = position.move_text(&book_move.mv) else { continue };
            let _ = writeln!(text, "{:ply$}{move_text} {}", "", book_move.score);
            let mut next = position.clone();
            if next.play_move(&book_move.mv).is_ok() {
                self.write_from(&next, ply + 1, written, text);
            }
        }
    }
}

/// The books built into Damier.
/// The text of the book shipped for `variant`. Thai ships none: in matches of the engine
/// against itself, the side that opened from a Thai book built like the others scored 36.5 %
/// (100 games at 100 ms a move), and 41.7 % from a book of the engine's own first moves.
fn embedded(variant: Variant) -> Option<&'static str> {
    match variant {
        Variant::International => Some(include_str!("../../books/international.txt")),
        Variant::Italian => Some(include_str!("../../books/italian.txt")),
        Variant::Thai => None,
        Variant::Hexdame => Some(include_str!("../../books/hexdame.txt")),
        Variant::Lasca => Some(include_str!("../../books/lasca.txt")),
    }
}

#[cfg(test)]
mod tests;
