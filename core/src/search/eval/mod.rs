//! Static evaluation: a score for a quiet position from the side to move's point of view, in
//! hundredths of a man. Each game keeps its weights in one place.

mod draughts;
mod lasca;

use crate::game::Census;

pub use draughts::Weights;

/// A position the engine can evaluate (and count material of, for the draw rules).
pub trait Evaluate: Census {
    /// The static score for the side to move, in hundredths of a man.
    fn evaluate(&self) -> i32;
}
