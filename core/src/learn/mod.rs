//! Learning the evaluation from games: play games, keep their quiet positions labelled with
//! the result, and fit the weights of the evaluation's [`Model`](crate::search::Model) by
//! logistic regression (the model's score, scaled, predicts White's share of the points).
//!
//! Nothing here starts threads or prints: the caller plays games where it likes
//! ([`training_game`]), keeps their positions in blocks ([`write_block`]) and fits weights to
//! what the evaluation sees of them ([`sample`], [`fit`]), a block at a time. International's
//! network is fitted to the same blocks ([`network_sample`], [`fit_network`]).

mod fit;
mod games;
mod network_fit;
mod records;
mod weights;

pub use fit::{
    Blocks, Epoch, FitOptions, OfGame, best_scale, check_loss, fit, held_out, mean_loss,
};
pub use games::{rescore, sample, training_game};
pub use network_fit::{
    NetworkFitOptions, NetworkSample, fit_network, network_loss, network_sample, starting_network,
};
pub use records::{Block, Record, RecordsError, read_block, read_block_header, write_block};
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
