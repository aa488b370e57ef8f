//! The search's tuning constants, in one place. Scores are in hundredths of a man, depths in
//! plies.

use crate::rules::Variant;

/// Half the width of the first aspiration window around the last iteration's score.
pub const ASPIRATION: i32 = 30;
/// How much a window that the score fell outside of is widened on that side.
pub const ASPIRATION_WIDENING: i32 = 200;
/// Iterations shallower than this are searched with a full window.
pub const ASPIRATION_FROM_DEPTH: u32 = 4;

/// The bound of a history score (well below the killers' ordering weights).
pub const HISTORY_MAX: i32 = 1 << 16;

/// ProbCut: how far above beta, per ply of depth, a shallow search must score for a node to be
/// cut without a full search.
pub const PROBCUT_MARGIN_PER_PLY: i32 = 10;
/// ProbCut: the shallow search goes to this many fifths of the depth.
pub const PROBCUT_DEPTH_FIFTHS: i32 = 2;
/// ProbCut is tried from this depth on.
pub const PROBCUT_FROM_DEPTH: i32 = 3;

/// From which depth a node without a move from the table is searched a ply shallower, in
/// the games where matches showed that it pays: Thai and Italian. (In Lasca it lost; in
/// International it made no measurable difference.)
pub const fn unguided_reduction_from(variant: Variant) -> Option<i32> {
    match variant {
        Variant::Thai | Variant::Italian => Some(4),
        _ => None,
    }
}

/// Late-move reductions start from this depth ...
pub const LMR_FROM_DEPTH: i32 = 3;
/// ... and from this move (counted from 0) on.
pub const LMR_FROM_MOVE: usize = 3;

/// The score of a position the endgame tables say is won (the evaluation is added to it, to
/// make progress): far above any evaluation, far below a win the search has seen to the end.
pub const TABLE_WIN: i32 = 10_000;

/// What each move left to the losing side of a won table position costs the winner: the
/// tables do not tell how far the win is, and a side with few moves is near to having to give
/// a piece up.
pub const CORNERING: i32 = 30;
