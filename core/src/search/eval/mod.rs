//! Static evaluation: a score for a quiet position from the side to move's point of view, in
//! hundredths of a man. Each game keeps its weights in one place.

mod draughts;
mod lasca;

use crate::position::Position;

pub use draughts::Weights;

/// A position the engine can evaluate.
pub trait Evaluate: Position {
    /// The static score for the side to move, in hundredths of a man.
    fn evaluate(&self) -> i32;
}
