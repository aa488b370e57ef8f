//! Hexdame (Freeling, 1979), docs/RULES.md §4.

use super::facts::{Colours, Facts, PieceNames, REPETITION_ONLY};
use super::{Precedence, Rules, Variant};
use crate::geometry::{Geometry, HEXDAME};

/// Hexdame on the 61-cell hexagonal board; Black is shown as Red.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Hexdame;

impl Rules for Hexdame {
    const VARIANT: Variant = Variant::Hexdame;
    const GEOMETRY: &'static Geometry = &HEXDAME;
    /// "White men on a1–d4, Red men on f6–i9. White moves."
    const START_FEN: &'static str = "W:Wa1,a2,a3,a4,b1,b2,b3,b4,c1,c2,c3,c4,d1,d2,d3,d4:\
                                     Bf6,f7,f8,f9,g6,g7,g8,g9,h6,h7,h8,h9,i6,i7,i8,i9";
    const MAX_PIECES: u32 = 16;
    /// "Men capture in all six directions (forward and backward)."
    const MEN_CAPTURE_BACKWARDS: bool = true;
    const MEN_CAPTURE_KINGS: bool = true;
    /// "Kings fly along all six lines ... exactly as International kings do."
    const FLYING_KINGS: bool = true;
    const KING_LANDS_DIRECTLY_BEHIND: bool = false;
    /// "Promotion ... only by ending the move there."
    const CAPTURE_ENDS_ON_PROMOTION: bool = false;
    /// "Maximum capture, as in International."
    const PRECEDENCE: Precedence = Precedence::MostPieces;
    const CAPTURE_SEPARATOR: char = 'x';
}

/// What Damier knows of Hexdame beyond its moves.
pub const FACTS: Facts = Facts {
    name: "Hexdame",
    id: "hexdame",
    sides: Colours::WhiteAndRed,
    pieces: PieceNames::MenAndKings,
    game_type: None,
    fen_always: false,
    draws: REPETITION_ONLY,
    pieces_at_start: 32,
};
