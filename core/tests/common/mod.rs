//! Helpers shared by the rule tests.

#![allow(dead_code)]

use damier_core::{AnyPosition, Variant};

/// The position `fen` of `variant`, which must be valid.
pub fn position(variant: Variant, fen: &str) -> AnyPosition {
    AnyPosition::from_fen(variant, fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// Every legal move in full-path notation, sorted as text.
pub fn full_moves(variant: Variant, fen: &str) -> Vec<String> {
    let mut moves: Vec<String> =
        position(variant, fen).moves().into_iter().map(|m| m.full).collect();
    moves.sort();
    moves
}

/// Every legal move as a game record writes it (short unless ambiguous), sorted as text.
pub fn written_moves(variant: Variant, fen: &str) -> Vec<String> {
    let mut moves: Vec<String> =
        position(variant, fen).moves().into_iter().map(|m| m.text).collect();
    moves.sort();
    moves
}

/// `expected` sorted as text, for comparing with the helpers above.
pub fn sorted(expected: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = expected.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

/// The FEN after playing `moves` from `fen`.
pub fn fen_after(variant: Variant, fen: &str, moves: &[&str]) -> String {
    let mut p = position(variant, fen);
    for m in moves {
        p.play_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    p.to_fen()
}
