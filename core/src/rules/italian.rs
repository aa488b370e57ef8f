//! Italian draughts (FID), docs/RULES.md §2.

use super::facts::{Colours, Facts, GameType, PieceNames};
use super::{DrawRules, KingMoveRule};
use super::{Precedence, Rules, Variant};
use crate::geometry::{Geometry, ITALIAN};

/// Italian draughts on the 8×8 board with a dark cell at each player's bottom right.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Italian;

impl Rules for Italian {
    const VARIANT: Variant = Variant::Italian;
    const GEOMETRY: &'static Geometry = &ITALIAN;
    /// Black men on 1–12, White men on 21–32, White moves.
    const START_FEN: &'static str = "W:W21-32:B1-12";
    const MAX_PIECES: u32 = 12;
    /// "Men capture forward only."
    const MEN_CAPTURE_BACKWARDS: bool = false;
    /// "A man may not capture a king."
    const MEN_CAPTURE_KINGS: bool = false;
    /// "Kings move one cell diagonally ... capture by the short jump."
    const FLYING_KINGS: bool = false;
    const KING_LANDS_DIRECTLY_BEHIND: bool = true;
    /// "A man that reaches the last row becomes a king and its move ends there."
    const CAPTURE_ENDS_ON_PROMOTION: bool = true;
    /// Most pieces, then by a king, then most kings, then a king met earliest.
    const PRECEDENCE: Precedence = Precedence::Italian;
    const CAPTURE_SEPARATOR: char = 'x';
}

/// What Damier knows of Italian draughts beyond its moves.
pub const FACTS: Facts = Facts {
    name: "Italian",
    id: "italian",
    sides: Colours::WhiteAndBlack,
    pieces: PieceNames::MenAndKings,
    game_type: Some(GameType { number: 22, board: (8, 8) }),
    fen_always: false,
    // "With at least one king on each side, 40 moves by each side (80 plies)".
    draws: DrawRules {
        king_moves: Some((80, KingMoveRule::FortyMoves)),
        king_moves_need_kings: true,
        lone_king: false,
    },
    pieces_at_start: 24,
};
