//! Fitting International's network ([`crate::search::eval::network`]) by mini-batch Adam:
//! its logit for the side to move predicts the mover's share of the points through the
//! logistic function, as the weights' score divided by the scale does in [`super::fit`]; the
//! loss is the cross-entropy. One thread, and the samples in an order drawn from each epoch's
//! number, so the same data folders always give the same network.

use super::Record;
use super::fit::{Blocks, Epoch, Learner, OfGame, Schedule, blended, descend, loss, sigmoid};
use crate::dispatch;
use crate::search::Evaluate;
use crate::search::eval::network::{
    Activations, Board, HIDDEN, LARGEST_FIRST, LARGEST_MIDDLE, NetworkWeights, SECOND,
};
use crate::zobrist::splitmix;

/// A position for the network's fit, with what is known of it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct NetworkSample {
    /// The position as the network reads it.
    pub board: Board,
    /// White's share of the points of the game: 1, ½ or 0.
    pub result: f32,
    /// The score a search gave the position, for White, in hundredths of a man, if searched.
    pub score: Option<f32>,
    /// Which game the position comes from.
    pub game: u32,
}

impl OfGame for NetworkSample {
    fn game(&self) -> u32 {
        self.game
    }
}

/// The network's sample of `record`, a position of a game that has a network (none of
/// another).
pub fn network_sample(record: &Record) -> Option<NetworkSample> {
    let board = dispatch!(&record.position, p => p.network_board())?;
    Some(NetworkSample { board, result: record.result, score: record.score, game: record.game })
}

/// How a network's fit runs.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct NetworkFitOptions {
    /// Passes over the samples.
    pub epochs: usize,
    /// Samples per step.
    pub batch: usize,
    /// Adam's step size in the first epoch; it falls to a tenth by the last.
    pub learning_rate: f32,
    /// Hundredths of a man per unit of the logit: the scale the search's scores are read at.
    pub scale: f32,
    /// One game in this many is set aside to check the fit.
    pub holdout: u32,
    /// How much the search's score counts in what is predicted, against the game's result:
    /// 0 the result alone, 1 the score alone.
    pub blend: f32,
    /// The seed the starting weights are drawn from.
    pub seed: u64,
}

impl Default for NetworkFitOptions {
    fn default() -> NetworkFitOptions {
        NetworkFitOptions {
            epochs: 14,
            batch: 1024,
            learning_rate: 0.002,
            scale: 179.0,
            holdout: 20,
            blend: 0.75,
            seed: 1,
        }
    }
}

/// What is predicted for `sample`, for the side to move: its result, blended with its search
/// score when it has one.
fn target(sample: &NetworkSample, options: &NetworkFitOptions) -> f32 {
    let white = blended(sample.result, sample.score, options.blend, options.scale);
    if sample.board.white_to_move { white } else { 1.0 - white }
}

/// Starting weights: each layer's drawn evenly from a range whose spread suits its number of
/// inputs, the biases zero.
pub fn starting_network(options: &NetworkFitOptions) -> NetworkWeights {
    let mut weights = NetworkWeights::zero(options.scale);
    let mut state = options.seed;
    let mut draw = |inputs: usize| {
        let (x, next) = splitmix(state);
        state = next;
        let unit = (x >> 11) as f32 / (1u64 << 53) as f32 * 2.0 - 1.0;
        unit * (3.0 / inputs as f32).sqrt()
    };
    let inputs = weights.first.len();
    weights.first.iter_mut().flatten().for_each(|w| *w = draw(inputs));
    weights.middle.iter_mut().flatten().for_each(|w| *w = draw(HIDDEN));
    weights.last.iter_mut().for_each(|w| *w = draw(SECOND));
    weights
}

/// The mean loss of `weights` on `samples` against the targets `options` make of them.
pub fn network_loss(
    weights: &NetworkWeights,
    samples: &[NetworkSample],
    options: &NetworkFitOptions,
) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    let total: f64 = samples
        .iter()
        .map(|s| {
            let logit = weights.activations(s.board.active_inputs()).logit;
            loss(sigmoid(logit), target(s, options))
        })
        .sum();
    total / samples.len() as f64
}

/// Whether a clipped unit passes a gradient: its sum lies strictly inside 0–1.
fn passes(sum: f32) -> bool {
    sum > 0.0 && sum < 1.0
}

/// Adam's state: a gradient gathered over a mini-batch, and the moments of every weight, all
/// in the file's order of the weights; and the running average of the weights.
struct Adam {
    gradient: NetworkWeights,
    average: NetworkWeights,
    first: Vec<f32>,
    second: Vec<f32>,
    steps: i32,
}

impl Adam {
    fn new(weights: &NetworkWeights) -> Adam {
        let n = weights.values().count();
        Adam {
            gradient: NetworkWeights::zero(weights.scale),
            average: weights.clone(),
            first: vec![0.0; n],
            second: vec![0.0; n],
            steps: 0,
        }
    }

    /// Adds `sample`'s gradient to the batch; returns its loss.
    fn gather(
        &mut self,
        weights: &NetworkWeights,
        sample: &NetworkSample,
        options: &NetworkFitOptions,
    ) -> f64 {
        let active = || sample.board.active_inputs();
        let Activations { first, second, logit } = weights.activations(active());
        let p = sigmoid(logit);
        let target = target(sample, options);
        let error = p - target;
        let g = &mut self.gradient;
        g.last_bias += error;
        let mut second_error = [0f32; SECOND];
        for k in 0..SECOND {
            g.last[k] += error * second[k].clamp(0.0, 1.0);
            if passes(second[k]) {
                second_error[k] = error * weights.last[k];
                g.middle_bias[k] += second_error[k];
            }
        }
        let mut first_error = [0f32; HIDDEN];
        for j in 0..HIDDEN {
            let a = first[j].clamp(0.0, 1.0);
            if a > 0.0 {
                for (gw, e) in g.middle[j].iter_mut().zip(&second_error) {
                    *gw += a * e;
                }
            }
            if passes(first[j]) {
                first_error[j] =
                    weights.middle[j].iter().zip(&second_error).map(|(w, e)| w * e).sum();
            }
        }
        for (gb, e) in g.first_bias.iter_mut().zip(&first_error) {
            *gb += e;
        }
        for input in active() {
            for (gw, e) in g.first[input].iter_mut().zip(&first_error) {
                *gw += e;
            }
        }
        loss(p, target)
    }

    /// One step over the batch of `count` samples gathered, at step size `rate`; the weights
    /// are then kept within what a network file may hold, and taken into the average.
    fn step(&mut self, weights: &mut NetworkWeights, count: usize, rate: f32) {
        let (beta1, beta2, epsilon) = (0.9f32, 0.999f32, 1e-8f32);
        self.steps += 1;
        let correct1 = 1.0 - beta1.powi(self.steps);
        let correct2 = 1.0 - beta2.powi(self.steps);
        let per_sample = 1.0 / count.max(1) as f32;
        let moments = self.first.iter_mut().zip(self.second.iter_mut());
        for ((value, gradient), (m, v)) in
            weights.values_mut().zip(self.gradient.values_mut()).zip(moments)
        {
            let g = *gradient * per_sample;
            *gradient = 0.0;
            *m = beta1 * *m + (1.0 - beta1) * g;
            *v = beta2 * *v + (1.0 - beta2) * g * g;
            *value -= rate * (*m / correct1) / ((*v / correct2).sqrt() + epsilon);
        }
        let bound = |w: &mut f32, largest: f32| *w = w.clamp(-largest, largest);
        weights.first.iter_mut().flatten().for_each(|w| bound(w, LARGEST_FIRST));
        weights.first_bias.iter_mut().for_each(|w| bound(w, LARGEST_FIRST));
        weights.middle.iter_mut().flatten().for_each(|w| bound(w, LARGEST_MIDDLE));
        // Early on the average keeps less, so that it soon forgets the starting weights.
        let kept = AVERAGE_KEPT.min((1 + self.steps) as f32 / (10 + self.steps) as f32);
        for (average, value) in self.average.values_mut().zip(weights.values()) {
            *average = kept * *average + (1.0 - kept) * value;
        }
    }
}

/// How much of the running average of the weights each step keeps (at most): the network
/// written is that average over about the last thousand steps, not the last step's weights,
/// which jitter from batch to batch.
const AVERAGE_KEPT: f32 = 0.999;

/// The network being fitted, with Adam's state.
struct NetworkFit<'a> {
    weights: &'a mut NetworkWeights,
    adam: Adam,
    held: &'a [NetworkSample],
    options: &'a NetworkFitOptions,
}

impl Learner<NetworkSample> for NetworkFit<'_> {
    fn gather(&mut self, sample: &NetworkSample) -> f64 {
        self.adam.gather(self.weights, sample, self.options)
    }

    fn step(&mut self, count: usize, rate: f32) {
        self.adam.step(self.weights, count, rate);
    }

    fn check_loss(&self) -> f64 {
        network_loss(&self.adam.average, self.held, self.options)
    }
}

/// Fits `weights` to the samples of `blocks`, reporting each epoch to `on_epoch`, its loss
/// checked on `held` (see [`super::held_out`]). The games whose number is a multiple of
/// `options.holdout` are not fitted.
pub fn fit_network(
    weights: &mut NetworkWeights,
    blocks: &dyn Blocks<NetworkSample>,
    held: &[NetworkSample],
    options: &NetworkFitOptions,
    on_epoch: &mut dyn FnMut(&Epoch),
) -> Result<(), String> {
    weights.scale = options.scale;
    let adam = Adam::new(weights);
    let schedule = Schedule {
        epochs: options.epochs,
        batch: options.batch,
        learning_rate: options.learning_rate,
        holdout: options.holdout,
    };
    let mut fit = NetworkFit { weights, adam, held, options };
    descend(&mut fit, blocks, schedule, on_epoch)?;
    *fit.weights = fit.adam.average;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::any::AnyPosition;
    use crate::arena::random_opening;
    use crate::learn::held_out;
    use crate::rules::Variant;

    /// Positions of random International games whose results follow a known rule: the side
    /// with more men wins, by lot, in proportion to the difference.
    fn synthetic(games: u32) -> Vec<NetworkSample> {
        let mut state = 11u64;
        let mut samples = Vec::new();
        for game in 0..games {
            let position = random_opening(Variant::International, 20 + game % 40, &mut state);
            let AnyPosition::International(p) = position else { unreachable!() };
            let board = p.network_board().unwrap();
            let men = |set: u64| (set & !board.kings).count_ones() as f32;
            let edge = men(board.white) - men(board.black);
            let p_white = sigmoid(edge);
            let (x, next) = splitmix(state);
            state = next;
            let result = if ((x % 1000) as f32) < p_white * 1000.0 { 1.0 } else { 0.0 };
            samples.push(NetworkSample { board, result, score: None, game });
        }
        samples
    }

    fn options() -> NetworkFitOptions {
        NetworkFitOptions {
            epochs: 6,
            batch: 64,
            learning_rate: 0.01,
            holdout: 5,
            ..NetworkFitOptions::default()
        }
    }

    #[test]
    fn a_small_fit_learns_the_rule_behind_synthetic_results() {
        let blocks: Vec<Vec<NetworkSample>> =
            synthetic(3000).chunks(500).map(<[_]>::to_vec).collect();
        let options = options();
        let held = held_out(&blocks, options.holdout, usize::MAX).unwrap();
        let mut weights = starting_network(&options);
        let before = network_loss(&weights, &held, &options);
        let mut after = before;
        fit_network(&mut weights, &blocks, &held, &options, &mut |e| after = e.check_loss).unwrap();
        assert!(after < before * 0.85, "the loss fell from {before} to {after}");
        // The side to move with more men is scored ahead, with fewer behind.
        let mean_logit = |ahead: bool| {
            let picked: Vec<f32> = held
                .iter()
                .filter_map(|s| {
                    let b = s.board;
                    let men = |set: u64| (set & !b.kings).count_ones() as i32;
                    let edge = men(b.white) - men(b.black);
                    let edge = if b.white_to_move { edge } else { -edge };
                    (edge != 0 && (edge > 0) == ahead)
                        .then(|| weights.activations(b.active_inputs()).logit)
                })
                .collect();
            picked.iter().sum::<f32>() / picked.len().max(1) as f32
        };
        assert!(mean_logit(true) > 0.5, "ahead: {}", mean_logit(true));
        assert!(mean_logit(false) < -0.5, "behind: {}", mean_logit(false));
    }

    #[test]
    fn the_same_samples_give_the_same_network() {
        let samples = synthetic(600);
        let options = NetworkFitOptions { epochs: 2, ..options() };
        let run = |blocks: Vec<Vec<NetworkSample>>| {
            let mut weights = starting_network(&options);
            fit_network(&mut weights, &blocks, &[], &options, &mut |_| {}).unwrap();
            weights.to_bytes()
        };
        let blocks: Vec<Vec<NetworkSample>> = samples.chunks(200).map(<[_]>::to_vec).collect();
        let once = run(blocks.clone());
        assert_ne!(once, starting_network(&options).to_bytes(), "the fit moved the weights");
        assert_eq!(once, run(blocks), "a fit is deterministic");
    }

    #[test]
    fn the_target_is_the_mover_s_share_blended_with_the_search_score() {
        let board = Board { white: 1, black: 2, kings: 0, white_to_move: false };
        let sample = NetworkSample { board, result: 1.0, score: Some(0.0), game: 0 };
        let options = NetworkFitOptions { blend: 0.5, ..NetworkFitOptions::default() };
        // White won; the search saw an even game: ¾ for White, ¼ for Black to move.
        assert!((target(&sample, &options) - 0.25).abs() < 1e-6);
        let alone = NetworkFitOptions { blend: 0.0, ..options };
        assert_eq!(target(&sample, &alone), 0.0);
    }
}
