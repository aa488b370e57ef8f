//! International draughts (FMJD), docs/RULES.md §1.

use super::facts::{Colours, Facts, GameType, PieceNames};
use super::{DrawRules, KingMoveRule};
use super::{Precedence, Rules, Variant};
use crate::geometry::{Geometry, INTERNATIONAL};

/// International draughts on the 10×10 board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct International;

impl Rules for International {
    const VARIANT: Variant = Variant::International;
    const GEOMETRY: &'static Geometry = &INTERNATIONAL;
    /// Black men on 1–20, White men on 31–50, White moves.
    const START_FEN: &'static str = "W:W31-50:B1-20";
    const MAX_PIECES: u32 = 20;
    /// "Men capture forward and backward."
    const MEN_CAPTURE_BACKWARDS: bool = true;
    const MEN_CAPTURE_KINGS: bool = true;
    /// "Kings fly: any distance along a free diagonal."
    const FLYING_KINGS: bool = true;
    /// "It may land on any empty cell behind the captured piece."
    const KING_LANDS_DIRECTLY_BEHIND: bool = false;
    /// "Promotion only by ending the move there": a man passing the row goes on capturing.
    const CAPTURE_ENDS_ON_PROMOTION: bool = false;
    /// "Only those that capture the most pieces are legal."
    const PRECEDENCE: Precedence = Precedence::MostPieces;
    const CAPTURE_SEPARATOR: char = 'x';
}

/// What Damier knows of International draughts beyond its moves.
pub const FACTS: Facts = Facts {
    name: "International",
    id: "international",
    sides: Colours::WhiteAndBlack,
    pieces: PieceNames::MenAndKings,
    game_type: Some(GameType { number: 20, board: (10, 10) }),
    fen_always: false,
    // "25 successive moves by each side (50 plies) with only king moves", and the 16- and
    // 5-move rules of the lone-king endings.
    draws: DrawRules {
        king_moves: Some((50, KingMoveRule::TwentyFiveMoves)),
        king_moves_need_kings: false,
        lone_king: true,
    },
    pieces_at_start: 40,
};
