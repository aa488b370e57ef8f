//! Lasca (Emanuel Lasker's game), RULES.md §5: the facts beyond its moves. Its moves, on
//! columns of pieces, are [`crate::lasca`]'s.

use super::facts::{Facts, REPETITION_ONLY, WHITE_AND_BLACK};

/// What Damier knows of Lasca beyond its moves.
pub const FACTS: Facts = Facts {
    name: "Lasca",
    id: "lasca",
    sides: WHITE_AND_BLACK,
    pieces: ["soldier", "officer"],
    game_type: None,
    fen_always: false,
    draws: REPETITION_ONLY,
    pieces_at_start: 22,
};
