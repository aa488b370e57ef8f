//! Lasca (Emanuel Lasker's game), docs/RULES.md §5: the facts beyond its moves. Its moves, on
//! columns of pieces, are [`crate::lasca`]'s.

use super::facts::{Colours, Facts, PieceNames, REPETITION_ONLY};

/// What Damier knows of Lasca beyond its moves.
pub const FACTS: Facts = Facts {
    name: "Lasca",
    id: "lasca",
    sides: Colours::WhiteAndBlack,
    pieces: PieceNames::SoldiersAndOfficers,
    game_type: None,
    fen_always: false,
    draws: REPETITION_ONLY,
    pieces_at_start: 22,
};
