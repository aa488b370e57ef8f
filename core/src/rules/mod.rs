//! The facts of each game as named constants, one file per game.
//!
//! The move generator of [`crate::draughts`] is written once and reads these constants; a
//! game is a type implementing [`Rules`]. What Damier knows of a game beyond its moves (names,
//! PDN tags, draw rules, the names of its pieces) is its [`Facts`], in the same file.

mod facts;
mod hexdame;
mod international;
mod italian;
mod lasca;
mod thai;
mod variant;

use std::fmt::Debug;
use std::hash::Hash;

use crate::geometry::Geometry;

pub use facts::{Colours, DrawRules, Facts, GameType, KingMoveRule, PieceNames, with_article};
pub use hexdame::Hexdame;
pub use international::International;
pub use italian::Italian;
pub use thai::Thai;
pub use variant::{UnknownVariant, Variant};

/// Which capture sequences are legal when several are available.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Precedence {
    /// Free choice between all complete sequences (Thai, Lasca).
    FreeChoice,
    /// Only sequences taking the most pieces (International, Hexdame).
    MostPieces,
    /// Italian order: most pieces, then by a king, then most kings, then a king met earliest.
    Italian,
}

/// The rules of one single-piece game (every game but Lasca), as constants.
pub trait Rules: Copy + Eq + Hash + Debug + Default + Send + Sync + 'static {
    /// Which game this is.
    const VARIANT: Variant;
    /// The board.
    const GEOMETRY: &'static Geometry;
    /// The start position in FEN.
    const START_FEN: &'static str;
    /// The most pieces a side may have (its number at the start).
    const MAX_PIECES: u32;
    /// Men capture backwards as well as forwards.
    const MEN_CAPTURE_BACKWARDS: bool;
    /// Men may capture kings (false in Italian).
    const MEN_CAPTURE_KINGS: bool;
    /// Kings move and capture at any distance along a free line.
    const FLYING_KINGS: bool;
    /// A flying king must land directly behind the piece it takes (Thai).
    const KING_LANDS_DIRECTLY_BEHIND: bool;
    /// A man that reaches its promotion row during a capture stops there.
    const CAPTURE_ENDS_ON_PROMOTION: bool;
    /// How the legal capture sequences are chosen among all of them.
    const PRECEDENCE: Precedence;
    /// The separator written between the cells of a capture (`x`, or `-` in Thai).
    const CAPTURE_SEPARATOR: char;
}
