//! Making a book with Damier's own search: the positions most likely to be met are searched
//! first. The start position is searched for its best moves; those within a margin of the
//! best go in the book, and each position they lead to is met as often as its parent, shared
//! among the moves kept there. The most likely position not yet searched is searched next,
//! until the book holds as many positions as asked.

use std::cmp::Ordering;
use std::collections::BinaryHeap;
use std::sync::atomic::AtomicBool;

use super::{Book, BookMove};
use crate::game::Past;
use crate::search::{Engine, Limits, Line, Score, Settings};
use crate::{AnyPosition, Variant};

/// How a book is made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BuildOptions {
    /// Positions to search (the book's size).
    pub positions: usize,
    /// Nodes of each position's search.
    pub nodes: u64,
    /// Best moves each search looks at.
    pub lines: usize,
    /// How far below the best move's score (hundredths of a man) a move may be and still go
    /// in the book.
    pub margin: i32,
    /// No position deeper than this many plies from the start is searched.
    pub plies: usize,
    /// Table size of the engine, in MB.
    pub hash_mb: usize,
}

impl Default for BuildOptions {
    fn default() -> BuildOptions {
        BuildOptions {
            positions: 1000,
            nodes: 1_000_000,
            lines: 4,
            margin: 12,
            plies: 12,
            hash_mb: 64,
        }
    }
}

/// A position waiting to be searched, with how likely it is to be met.
struct Waiting {
    likelihood: f64,
    /// The order it was found in: of two equally likely positions, the first found goes first.
    order: u64,
    ply: usize,
    position: AnyPosition,
}

impl PartialEq for Waiting {
    fn eq(&self, other: &Self) -> bool {
        self.cmp(other) == Ordering::Equal
    }
}

impl Eq for Waiting {}

impl PartialOrd for Waiting {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Waiting {
    fn cmp(&self, other: &Self) -> Ordering {
        self.likelihood.total_cmp(&other.likelihood).then(other.order.cmp(&self.order))
    }
}

/// Makes a book of `variant` as `options` say, calling `on_position` with the number of
/// positions searched after each. One thread: the same options make the same book.
pub fn build(variant: Variant, options: &BuildOptions, on_position: &mut dyn FnMut(usize)) -> Book {
    let mut book = Book::new(variant);
    let mut engine = Engine::new(options.hash_mb);
    let limits = Limits { nodes: Some(options.nodes), ..Limits::default() };
    let stop = AtomicBool::new(false);
    let mut waiting = BinaryHeap::new();
    let mut order = 0;
    waiting.push(Waiting { likelihood: 1.0, order, ply: 0, position: AnyPosition::start(variant) });
    while book.len() < options.positions {
        let Some(next) = waiting.pop() else { break };
        if !book.moves(&next.position).is_empty() {
            continue; // reached before by another order of moves
        }
        let legal = next.position.moves().len();
        if legal == 0 {
            continue;
        }
        let settings = Settings { multipv: options.lines.min(legal), ..Settings::default() };
        let found = next.position.search(
            &mut engine,
            &Past::default(),
            &limits,
            &settings,
            &stop,
            &mut |_| {},
        );
        let kept = kept_moves(&found.lines, options.margin);
        if kept.is_empty() {
            continue;
        }
        if next.ply + 1 < options.plies {
            let share = next.likelihood / kept.len() as f64;
            for book_move in &kept {
                let mut position = next.position.clone();
                if position.play_move(&book_move.mv).is_ok() {
                    order += 1;
                    waiting.push(Waiting { likelihood: share, order, ply: next.ply + 1, position });
                }
            }
        }
        book.insert(&next.position, kept);
        on_position(book.len());
    }
    book
}

/// The moves of `lines` within `margin` of the best (the best alone when it wins or loses).
fn kept_moves(lines: &[Line], margin: i32) -> Vec<BookMove> {
    let mut scored: Vec<(Score, BookMove)> = lines
        .iter()
        .filter_map(|line| {
            Some((line.score, BookMove { mv: *line.moves.first()?, score: line.score.centi() }))
        })
        .collect();
    // A search stopped by its budget may leave its last lines out of order.
    scored.sort_by_key(|(_, m)| std::cmp::Reverse(m.score));
    let Some(&(best_score, best)) = scored.first() else { return Vec::new() };
    let reach = if matches!(best_score, Score::Value(_)) { margin } else { 0 };
    scored.into_iter().map(|(_, m)| m).filter(|m| m.score >= best.score - reach).collect()
}
