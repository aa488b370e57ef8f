//! Perft: the number of distinct legal move sequences of a given length.

use crate::position::{MoveList, Position};

/// How perft treats the last ply.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Leaves {
    /// Count the legal moves at the last ply without playing them (bulk counting).
    Counted,
    /// Play every leaf move (measures move making too).
    Played,
}

/// The number of legal move sequences of length `depth` from `position`.
pub fn perft<P: Position>(position: &P, depth: u32, leaves: Leaves) -> u64 {
    match depth {
        0 => 1,
        1 if leaves == Leaves::Counted => position.count_legal_moves() as u64,
        _ => {
            let mut moves = MoveList::new();
            position.legal_moves(&mut moves);
            moves.iter().map(|mv| perft(&position.play(mv), depth - 1, leaves)).sum()
        }
    }
}

/// Perft split by first move: each legal move with the count below it.
pub fn perft_divide<P: Position>(position: &P, depth: u32) -> Vec<(P::Move, u64)> {
    let mut moves = MoveList::new();
    position.legal_moves(&mut moves);
    moves
        .iter()
        .map(|mv| (*mv, perft(&position.play(mv), depth.saturating_sub(1), Leaves::Counted)))
        .collect()
}
