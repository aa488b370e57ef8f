//! Learning the evaluation from games: play games, keep their quiet positions labelled with
//! the result, and fit the weights of the evaluation's [`Model`](crate::search::Model) by
//! logistic regression (the model's score, scaled, predicts White's share of the points).
//!
//! Nothing here starts threads or prints: the caller plays games where it likes
//! ([`training_game`]), gathers the [`Sample`]s and calls [`fit`].

mod fit;
mod games;
mod samples;
mod weights;

pub use fit::{Epoch, FitOptions, best_scale, fit, mean_loss};
pub use games::training_game;
pub use samples::{SamplesError, read_samples, write_samples};
pub use weights::Weights;

use crate::search::Observation;

/// A position seen in a game, with the game's result.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sample {
    /// What the evaluation sees of the position.
    pub seen: Observation,
    /// White's share of the points of the game: 1, ½ or 0.
    pub result: f32,
    /// The score a search gave the position, for White, in hundredths of a man (±100 000 for
    /// a win found), if it was searched.
    pub score: Option<f32>,
    /// Which game the position comes from (positions of one game are kept together when
    /// some games are set aside to check the fit).
    pub game: u32,
}
