//! Logistic regression by mini-batch Adam: the score, divided by a scale, predicts White's
//! share of the points through the logistic function; the loss is the cross-entropy.

use super::{Sample, Weights};

/// How a fit runs.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FitOptions {
    /// Passes over the samples.
    pub epochs: usize,
    /// Samples per step.
    pub batch: usize,
    /// Step size of the first epoch, in hundredths of a man; it falls to a tenth by the last.
    pub learning_rate: f32,
    /// Pull of every region weight towards zero (the counted features are not pulled) (keeps rare contents near zero).
    pub l2: f32,
    /// Score (hundredths of a man) at which the prediction is 1/(1+e⁻¹) ≈ 73 %.
    pub scale: f32,
    /// One game in this many is set aside to check the fit.
    pub holdout: u32,
    /// How much the search's score counts in what is predicted, against the game's result:
    /// 0 the result alone, 1 the score alone.
    pub blend: f32,
    /// Whether the region weights stay as they are (only the counted features and the move
    /// are fitted).
    pub keep_regions: bool,
}

impl Default for FitOptions {
    fn default() -> FitOptions {
        FitOptions {
            epochs: 20,
            batch: 4096,
            learning_rate: 1.0,
            l2: 5e-10,
            scale: 100.0,
            holdout: 20,
            blend: 0.0,
            keep_regions: false,
        }
    }
}

/// How an epoch went.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Epoch {
    /// Which epoch (1-based).
    pub number: usize,
    /// Mean loss on the samples fitted.
    pub train_loss: f64,
    /// Mean loss on the games set aside.
    pub check_loss: f64,
}

pub(super) fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

/// Cross-entropy of predicting `p` when the result is `y`.
pub(super) fn loss(p: f32, y: f32) -> f64 {
    let p = p.clamp(1e-6, 1.0 - 1e-6) as f64;
    let y = y as f64;
    -(y * p.ln() + (1.0 - y) * (1.0 - p).ln())
}

/// What is predicted for `sample`: its result, blended with its search score when it has one.
fn target(sample: &Sample, options: &FitOptions) -> f32 {
    blended(sample.result, sample.score, options.blend, options.scale)
}

/// A game's `result` blended with a search's `score` of one of its positions (read at
/// `scale`), `blend` the score's share; the result alone when the position was not searched.
pub(super) fn blended(result: f32, score: Option<f32>, blend: f32, scale: f32) -> f32 {
    match score {
        Some(score) if blend > 0.0 => (1.0 - blend) * result + blend * sigmoid(score / scale),
        _ => result,
    }
}

/// The mean loss of `weights` on `samples` against the targets `options` make of them.
pub fn check_loss(weights: &Weights, samples: &[Sample], options: &FitOptions) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    let total: f64 = samples
        .iter()
        .map(|s| loss(sigmoid(weights.score(&s.seen) / options.scale), target(s, options)))
        .sum();
    total / samples.len() as f64
}

/// The mean loss of `weights` predicting the results of `samples` at `scale`.
pub fn mean_loss(weights: &Weights, samples: &[Sample], scale: f32) -> f64 {
    check_loss(weights, samples, &FitOptions { scale, blend: 0.0, ..FitOptions::default() })
}

/// The scale at which `weights` as they are predict the results of `samples` best: it ties
/// hundredths of a man to winning chances, so the fitted weights keep the meaning of the
/// starting ones.
pub fn best_scale(weights: &Weights, samples: &[Sample]) -> f32 {
    let (mut low, mut high) = (10.0f32, 2000.0f32);
    // Golden-section search: the loss is unimodal in the scale.
    let ratio = 0.618_034f32;
    for _ in 0..40 {
        let a = high - ratio * (high - low);
        let b = low + ratio * (high - low);
        if mean_loss(weights, samples, a) < mean_loss(weights, samples, b) {
            high = b;
        } else {
            low = a;
        }
    }
    (low + high) / 2.0
}

/// Positions to fit, in blocks read one at a time, so that a fit's memory does not grow with
/// the number of positions.
pub trait Blocks<T = Sample> {
    /// How many blocks there are.
    fn count(&self) -> usize;

    /// The samples of block `index`, or why they cannot be read.
    fn read(&self, index: usize) -> Result<Vec<T>, String>;
}

impl<T: Clone> Blocks<T> for Vec<Vec<T>> {
    fn count(&self) -> usize {
        self.len()
    }

    fn read(&self, index: usize) -> Result<Vec<T>, String> {
        Ok(self[index].clone())
    }
}

/// A sample of a numbered game.
pub trait OfGame {
    /// The game's number.
    fn game(&self) -> u32;
}

impl OfGame for Sample {
    fn game(&self) -> u32 {
        self.game
    }
}

/// Whether `sample`'s game is one set aside to check the fit, one in every `holdout` (none
/// for 0).
fn set_aside(sample: &impl OfGame, holdout: u32) -> bool {
    holdout > 0 && sample.game().is_multiple_of(holdout)
}

/// The samples of the games set aside to check the fit (one game in every `holdout`), read
/// from every block, at most `limit` of them (the first blocks' when there are more).
pub fn held_out<T: OfGame>(
    blocks: &dyn Blocks<T>,
    holdout: u32,
    limit: usize,
) -> Result<Vec<T>, String> {
    let mut held = Vec::new();
    for index in 0..blocks.count() {
        if held.len() >= limit {
            break;
        }
        held.extend(blocks.read(index)?.into_iter().filter(|s| set_aside(s, holdout)));
    }
    held.truncate(limit);
    Ok(held)
}

/// An epoch holds at most about this many blocks' samples at once.
const BLOCKS_HELD: usize = 8;

/// Shows `visit` every sample of `blocks` but those set aside (one game in every `holdout`),
/// in the order of epoch `epoch`, shuffled across all blocks while holding only about
/// [`BLOCKS_HELD`] blocks' samples at once: each sample is dealt to one of as many stripes as
/// that takes, every block is read once a stripe, and each stripe's samples are shuffled
/// together (a block's samples come from a run of consecutive games, so a fit that saw one
/// block at a time would lean towards the last). Both draws come from the epoch's number, so
/// the same blocks always give the same order.
pub(super) fn visit_epoch<T: OfGame>(
    blocks: &dyn Blocks<T>,
    epoch: usize,
    holdout: u32,
    visit: &mut dyn FnMut(&T),
) -> Result<(), String> {
    let stripes = blocks.count().div_ceil(BLOCKS_HELD).max(1) as u64;
    let seed = 0x9e37_79b9_7f4a_7c15u64 ^ epoch as u64;
    let stripe_of = |index: usize, position: usize| {
        let key = seed ^ (index as u64) << 32 ^ position as u64;
        crate::zobrist::splitmix(key).0 % stripes
    };
    let mut state = seed;
    for stripe in 0..stripes {
        let mut samples = Vec::new();
        for index in 0..blocks.count() {
            let dealt = blocks.read(index)?.into_iter().enumerate();
            samples.extend(dealt.filter_map(|(position, s)| {
                (stripe_of(index, position) == stripe && !set_aside(&s, holdout)).then_some(s)
            }));
        }
        let mut indices: Vec<usize> = (0..samples.len()).collect();
        shuffle(&mut indices, &mut state);
        for i in indices {
            visit(&samples[i]);
        }
    }
    Ok(())
}

/// The step size of epoch `epoch` (1-based) of `epochs`: `first` at the first, falling
/// evenly on a log scale to a tenth of it at the last.
pub(super) fn step_size(first: f32, epoch: usize, epochs: usize) -> f32 {
    let progress = (epoch - 1) as f32 / epochs.max(2).saturating_sub(1) as f32;
    first * 0.1f32.powf(progress)
}

/// Adam's state: a gradient gathered over a mini-batch, and the moments of every weight.
struct Adam {
    gradient: Vec<f32>,
    first: Vec<f32>,
    second: Vec<f32>,
    /// The weights with a gradient in the batch under way.
    touched: Vec<usize>,
    steps: i32,
}

impl Adam {
    fn new(n: usize) -> Adam {
        Adam {
            gradient: vec![0.0; n],
            first: vec![0.0; n],
            second: vec![0.0; n],
            touched: Vec::new(),
            steps: 0,
        }
    }

    /// Adds `sample`'s gradient, for a prediction `p`, to the batch; returns its loss.
    fn gather(&mut self, weights: &Weights, sample: &Sample, options: &FitOptions) -> f64 {
        let p = sigmoid(weights.score(&sample.seen) / options.scale);
        let target = target(sample, options);
        let error = (p - target) / options.scale;
        weights.active(&sample.seen, |k, amount| {
            if self.gradient[k] == 0.0 {
                self.touched.push(k);
            }
            self.gradient[k] += error * amount;
        });
        loss(p, target)
    }

    /// One step over the batch of `count` samples gathered, at step size `rate`.
    fn step(&mut self, weights: &mut Weights, count: usize, rate: f32, options: &FitOptions) {
        let (beta1, beta2, epsilon) = (0.9f32, 0.999f32, 1e-8f32);
        self.steps += 1;
        let correct1 = 1.0 - beta1.powi(self.steps);
        let correct2 = 1.0 - beta2.powi(self.steps);
        let patterns = weights.pattern_weights();
        let per_sample = 1.0 / count.max(1) as f32;
        // Every weight's moments decay; only those with a gradient get one.
        let first_fitted = if options.keep_regions { patterns } else { 0 };
        let fitted = weights.values_mut().iter_mut().enumerate().skip(first_fitted);
        for (k, value) in fitted {
            let pull = if k < patterns { options.l2 * *value } else { 0.0 };
            let g = self.gradient[k] * per_sample + pull;
            self.first[k] = beta1 * self.first[k] + (1.0 - beta1) * g;
            self.second[k] = beta2 * self.second[k] + (1.0 - beta2) * g * g;
            *value -=
                rate * (self.first[k] / correct1) / ((self.second[k] / correct2).sqrt() + epsilon);
        }
        for k in self.touched.drain(..) {
            self.gradient[k] = 0.0;
        }
    }
}

/// What a mini-batch fit moves: a gradient gathered sample by sample, a step at the end of
/// each batch, and a loss to check after each epoch.
pub(super) trait Learner<T> {
    /// Adds `sample`'s gradient to the batch; returns its loss.
    fn gather(&mut self, sample: &T) -> f64;

    /// One step over the batch of `count` samples gathered, at step size `rate`.
    fn step(&mut self, count: usize, rate: f32);

    /// The loss on the samples set aside.
    fn check_loss(&self) -> f64;
}

/// How a mini-batch fit runs through its samples.
#[derive(Clone, Copy, Debug)]
pub(super) struct Schedule {
    /// Passes over the samples.
    pub epochs: usize,
    /// Samples per step.
    pub batch: usize,
    /// Step size of the first epoch (see [`step_size`]).
    pub learning_rate: f32,
    /// One game in this many is set aside.
    pub holdout: u32,
}

/// Runs `learner` through the samples of `blocks` as `schedule` says, reporting each epoch
/// to `on_epoch`.
pub(super) fn descend<T: OfGame>(
    learner: &mut dyn Learner<T>,
    blocks: &dyn Blocks<T>,
    schedule: Schedule,
    on_epoch: &mut dyn FnMut(&Epoch),
) -> Result<(), String> {
    let batch = schedule.batch.max(1);
    for epoch in 1..=schedule.epochs {
        let rate = step_size(schedule.learning_rate, epoch, schedule.epochs);
        let (mut train_loss, mut trained, mut gathered) = (0.0, 0usize, 0usize);
        visit_epoch(blocks, epoch, schedule.holdout, &mut |sample| {
            train_loss += learner.gather(sample);
            trained += 1;
            gathered += 1;
            if gathered == batch {
                learner.step(gathered, rate);
                gathered = 0;
            }
        })?;
        if gathered > 0 {
            learner.step(gathered, rate);
        }
        on_epoch(&Epoch {
            number: epoch,
            train_loss: train_loss / trained.max(1) as f64,
            check_loss: learner.check_loss(),
        });
    }
    Ok(())
}

/// The weights being fitted, with Adam's state.
struct WeightsFit<'a> {
    weights: &'a mut Weights,
    adam: Adam,
    held: &'a [Sample],
    options: &'a FitOptions,
}

impl Learner<Sample> for WeightsFit<'_> {
    fn gather(&mut self, sample: &Sample) -> f64 {
        self.adam.gather(self.weights, sample, self.options)
    }

    fn step(&mut self, count: usize, rate: f32) {
        self.adam.step(self.weights, count, rate, self.options);
    }

    fn check_loss(&self) -> f64 {
        check_loss(self.weights, self.held, self.options)
    }
}

/// Fits `weights` to the samples of `blocks`, reporting each epoch to `on_epoch`, its loss
/// checked on `held` (see [`held_out`]). The games whose number is a multiple of
/// `options.holdout` are not fitted. Each epoch visits the samples of all blocks shuffled
/// together, in an order drawn from its number, so the same blocks always give the same
/// weights.
pub fn fit(
    weights: &mut Weights,
    blocks: &dyn Blocks,
    held: &[Sample],
    options: &FitOptions,
    on_epoch: &mut dyn FnMut(&Epoch),
) -> Result<(), String> {
    let adam = Adam::new(weights.len());
    let schedule = Schedule {
        epochs: options.epochs,
        batch: options.batch,
        learning_rate: options.learning_rate,
        holdout: options.holdout,
    };
    descend(&mut WeightsFit { weights, adam, held, options }, blocks, schedule, on_epoch)
}

/// Fisher–Yates shuffle from a SplitMix64 state.
fn shuffle(order: &mut [usize], state: &mut u64) {
    for i in (1..order.len()).rev() {
        let (draw, next) = crate::zobrist::splitmix(*state);
        *state = next;
        order.swap(i, (draw % (i as u64 + 1)) as usize);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;
    use crate::search::Observation;
    use crate::search::eval::model::PHASES;
    use crate::zobrist::splitmix;

    /// Samples whose results follow a known rule: White wins in proportion to its extra men
    /// and its kings, at scale 100.
    fn synthetic(count: usize) -> Vec<Sample> {
        let mut state = 7u64;
        let mut draw = |n: u64| {
            let (x, next) = splitmix(state);
            state = next;
            x % n
        };
        (0..count)
            .map(|i| {
                let mut seen = Observation { phase: draw(41) as u8, ..Observation::default() };
                seen.scalars[0] = draw(5) as i16 - 2;
                seen.scalars[1] = draw(3) as i16 - 1;
                seen.white_to_move = draw(2) == 0;
                let truth = 100.0 * f32::from(seen.scalars[0]) + 300.0 * f32::from(seen.scalars[1]);
                let p = sigmoid(truth / 100.0);
                // The result is a draw by lot with White winning with probability p.
                let result = if (draw(1000) as f32) < p * 1000.0 { 1.0 } else { 0.0 };
                Sample { seen, result, score: None, game: i as u32 }
            })
            .collect()
    }

    #[test]
    fn a_small_fit_finds_the_rule_behind_synthetic_results() {
        let samples = synthetic(20_000);
        let mut weights = Weights::zero(Variant::International);
        let options =
            FitOptions { epochs: 30, batch: 256, learning_rate: 8.0, ..FitOptions::default() };
        let blocks = vec![samples];
        let held = held_out(&blocks, options.holdout, usize::MAX).unwrap();
        let before = mean_loss(&weights, &held, options.scale);
        let mut after = before;
        fit(&mut weights, &blocks, &held, &options, &mut |epoch| after = epoch.check_loss).unwrap();
        assert!(after < before * 0.7, "the loss fell from {before} to {after}");
        let man = weights.scalar(0);
        let king = weights.scalar(1);
        for phase in 0..PHASES {
            assert!(
                (70.0..130.0).contains(&man[phase]),
                "a man is worth about 100: {man:?} {king:?}"
            );
            assert!((220.0..380.0).contains(&king[phase]), "a king about 300: {king:?}");
        }
        let tempo = weights.scalar(crate::search::eval::SCALARS);
        assert!(tempo.iter().all(|t| t.abs() < 20.0), "the move means nothing here: {tempo:?}");
    }

    #[test]
    fn a_fit_that_keeps_the_regions_fits_the_counts_alone() {
        let samples = synthetic(20_000);
        let mut weights = Weights::zero(Variant::International);
        let regions = weights.pattern_weights();
        weights.values_mut()[..regions].iter_mut().enumerate().for_each(|(i, w)| {
            *w = (i % 7) as f32;
        });
        let before: Vec<f32> = weights.values_mut()[..regions].to_vec();
        let options = FitOptions {
            epochs: 30,
            batch: 256,
            learning_rate: 8.0,
            keep_regions: true,
            ..FitOptions::default()
        };
        fit(&mut weights, &vec![samples], &[], &options, &mut |_| {}).unwrap();
        assert_eq!(weights.values_mut()[..regions], before[..], "the regions are kept");
        let man = weights.scalar(0);
        assert!((60.0..140.0).contains(&man[0]), "a man is still found worth about 100: {man:?}");
    }

    #[test]
    fn the_best_scale_of_weights_that_match_the_rule_is_the_rule_s_scale() {
        let samples = synthetic(20_000);
        let mut weights = Weights::zero(Variant::International);
        weights.set_scalar(0, [100.0; PHASES]);
        weights.set_scalar(1, [300.0; PHASES]);
        let scale = best_scale(&weights, &samples);
        assert!((80.0..125.0).contains(&scale), "scale {scale}");
    }
}
