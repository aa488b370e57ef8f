//! Thai draughts (mak-hos, as on mindsports.nl), docs/RULES.md §3.

use super::facts::{Colours, Facts, GameType, PieceNames, REPETITION_ONLY};
use super::{Precedence, Rules, Variant};
use crate::geometry::{Geometry, THAI};

/// Thai draughts on the 8×8 board, 8 men a side, numbered as PDN GameType 31.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Thai;

impl Rules for Thai {
    const VARIANT: Variant = Variant::Thai;
    const GEOMETRY: &'static Geometry = &THAI;
    /// "White on 1–8, Black on 25–32. White moves first."
    const START_FEN: &'static str = "W:W1-8:B25-32";
    const MAX_PIECES: u32 = 8;
    /// "Men ... capture forward only (short jump)."
    const MEN_CAPTURE_BACKWARDS: bool = false;
    const MEN_CAPTURE_KINGS: bool = true;
    /// "Kings move any distance along a free diagonal."
    const FLYING_KINGS: bool = true;
    /// "A king captures at a distance but must land on the cell directly behind."
    const KING_LANDS_DIRECTLY_BEHIND: bool = true;
    /// "A man that reaches the last row during a capture stops there and is promoted."
    const CAPTURE_ENDS_ON_PROMOTION: bool = true;
    /// "No capture precedence: the player may choose any capture sequence."
    const PRECEDENCE: Precedence = Precedence::FreeChoice;
    /// "The capture separator is `-` in this game type."
    const CAPTURE_SEPARATOR: char = '-';
}

/// What Damier knows of Thai draughts beyond its moves.
pub const FACTS: Facts = Facts {
    name: "Thai",
    id: "thai",
    sides: Colours::WhiteAndBlack,
    pieces: PieceNames::MenAndKings,
    game_type: Some(GameType { number: 31, board: (8, 8) }),
    fen_always: true,
    draws: REPETITION_ONLY,
    pieces_at_start: 16,
};
