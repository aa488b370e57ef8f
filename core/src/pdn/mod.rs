//! PDN files (Portable Draughts Notation, version 3.0, with our extensions for Hexdame and
//! Lasca): a streaming reader and a writer.
//!
//! The reader gives one game at a time. It reads tags (any names), move numbers, moves in
//! short or full-path form, numeric or algebraic, comments, `%` line comments, glyphs, marks,
//! nested variations, setups and results; it finds the game from the `GameType` or `Variant`
//! tag, or, without them, from the moves (International unless only another game fits), and
//! checks every move against the rules. A *lenient* reader (the default) also loads what a
//! person would understand in off-standard files, with a [`Warning`] for each liberty taken;
//! a strict one refuses it.
//!
//! ```
//! use damier_core::pdn::{self, ReadOptions};
//! use damier_core::Variant;
//!
//! let text = "[White \"A\"]\n[Black \"B\"]\n1. 32-28 19-23 2. 28x19 14x23 (2... 13x24) 1-1\n";
//! let games: Vec<_> = pdn::Reader::new(text, ReadOptions::default()).collect();
//! let game = games[0].as_ref().unwrap();
//! assert_eq!(game.record.variant(), Variant::International);
//! assert_eq!(game.record.main_line().len(), 5);
//!
//! let written = pdn::write_game(&game.record);
//! assert!(written.starts_with("[Event \"?\"]\n[Site \"?\"]"));
//! assert!(written.contains("1. 32-28 19-23 2. 28x19 14x23 (2... 13x24) 1-1"));
//! let again = pdn::Reader::new(&written, ReadOptions::strict()).next().unwrap().unwrap();
//! assert_eq!(again.record.tags().get("White"), Some("A"));
//! assert_eq!(again.record.main_line().len(), 5);
//! ```

mod embedded;
mod error;
mod gametype;
mod lexer;
mod replay;
mod syntax;
mod writer;

use std::borrow::Cow;

use crate::game::GameRecord;

pub use error::{Attempt, Element, Issue, Location, PdnError, Remedy, TagFault, Warning, dots};
pub use writer::{write_game, write_game_to, write_games};

/// How a PDN text is read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReadOptions {
    /// Load what a person would understand in off-standard files, with warnings: moves
    /// written with spaces (`1- 6`), unknown results, nested comments, games without a
    /// result, ambiguous short captures (resolved by looking ahead). A strict reader refuses
    /// them.
    pub lenient: bool,
    /// The deepest nesting of variations accepted.
    pub max_depth: usize,
    /// The longest comment accepted, in bytes.
    pub max_comment: usize,
    /// How many moves the look-ahead may replay in one game to resolve ambiguous captures.
    pub look_ahead_budget: u32,
}

impl Default for ReadOptions {
    /// Lenient, variations nested at most 64 deep, comments up to 1 MiB.
    fn default() -> ReadOptions {
        ReadOptions {
            lenient: true,
            max_depth: 64,
            max_comment: 1 << 20,
            look_ahead_budget: 100_000,
        }
    }
}

impl ReadOptions {
    /// The default limits, strict.
    pub fn strict() -> ReadOptions {
        ReadOptions { lenient: false, ..ReadOptions::default() }
    }
}

/// A game read from a PDN text.
#[derive(Clone, Debug)]
pub struct PdnGame {
    /// Its number in the file, from 1.
    pub number: usize,
    /// Where it starts.
    pub at: Location,
    /// The record: tags (all but GameType, Variant, FEN, SetUp and Result, which it keeps in
    /// other forms), moves and result.
    pub record: GameRecord,
    /// What a lenient reader got past.
    pub warnings: Vec<Warning>,
}

/// Reads the games of a PDN text one by one. A game that does not load gives a
/// [`PdnError`] and reading goes on with the next game.
pub struct Reader<'a> {
    parser: syntax::Parser<'a>,
    options: ReadOptions,
}

impl<'a> Reader<'a> {
    /// A reader at the start of `text`.
    pub fn new(text: &'a str, options: ReadOptions) -> Reader<'a> {
        Reader { parser: syntax::Parser::new(text, options), options }
    }
}

impl Iterator for Reader<'_> {
    type Item = Result<PdnGame, PdnError>;

    fn next(&mut self) -> Option<Self::Item> {
        let raw = self.parser.next_game()?;
        Some(raw.and_then(|raw| replay::replay(raw, &self.options)))
    }
}

/// The text of a PDN file's bytes: UTF-8 (a byte-order mark is dropped), or, when the bytes
/// are not UTF-8, Latin-1 as older programs wrote. The flag tells which.
pub fn decode(bytes: &[u8]) -> (Cow<'_, str>, bool) {
    match std::str::from_utf8(bytes) {
        Ok(text) => (Cow::Borrowed(text.strip_prefix('\u{feff}').unwrap_or(text)), false),
        Err(_) => (Cow::Owned(bytes.iter().map(|&b| b as char).collect()), true),
    }
}
