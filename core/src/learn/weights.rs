//! The weights being fitted, as floating-point numbers.
//!
//! Each region contents has its own weight `w` for each phase of the game. The score counts the
//! contents seen and subtracts the weight of the mirror image's contents (the position turned
//! half round with colours swapped), so every model fitted is colour-symmetric by construction:
//! a position and its mirror image always score opposite.

use crate::rules::Variant;
use crate::search::Observation;
use crate::search::eval::model::{PHASES, UNITS, blend};
use crate::search::eval::{SCALARS, full_phase, regions};
use crate::search::{Model, eval::regions::Regions};

/// Evaluation weights in hundredths of a man, being fitted.
#[derive(Clone, Debug, PartialEq)]
pub struct Weights {
    variant: Variant,
    regions: &'static Regions,
    /// Start of each region's contents among the pattern weights.
    offsets: Vec<usize>,
    /// One weight for each of the [`PHASES`], for every region contents, then the counted
    /// features, then the move.
    values: Vec<f32>,
    /// Whether every middle-game weight is read as halfway between the opening's and the
    /// endgame's (as a weight file of format 2 has it), leaving two phases to fit.
    two_phases: bool,
}

impl Weights {
    /// Weights that score exactly as `model` does.
    pub fn from_model(model: &Model) -> Weights {
        let variant = model.variant();
        let mut weights = Weights::zero(variant);
        let (patterns, scalars, tempo) = model.tables();
        // A folded weight f = w(s) - w(mirror(s)) with f antisymmetric is reproduced by w = f/2.
        for (i, phases) in patterns.iter().chain(scalars).chain([&tempo]).enumerate() {
            let halve = if i < patterns.len() { 2.0 } else { 1.0 };
            for (phase, &value) in phases.iter().enumerate() {
                weights.values[PHASES * i + phase] = f32::from(value) / UNITS as f32 / halve;
            }
        }
        weights
    }

    /// All weights zero.
    pub fn zero(variant: Variant) -> Weights {
        let regions = regions::of(variant);
        let mut offsets = Vec::with_capacity(regions.len());
        let mut entries = 0;
        for region in regions {
            offsets.push(entries);
            entries += region.states();
        }
        let values = vec![0.0; PHASES * (entries + SCALARS + 1)];
        Weights { variant, regions, offsets, values, two_phases: false }
    }

    /// The same weights with every middle-game weight read as halfway between the opening's
    /// and the endgame's from now on: two phases are fitted, not three. Fewer weights meet
    /// rare features (a king among many men) more often, so they are fitted more surely.
    pub fn with_two_phases(mut self) -> Weights {
        self.two_phases = true;
        self
    }

    /// How much each phase's weight counts in a position at `phase`.
    fn phase_parts(&self, phase: u8) -> [f32; PHASES] {
        let full = i32::from(full_phase(self.variant));
        let [opening, middle, endgame] =
            blend(i32::from(phase), full).map(|part| part as f32 / full as f32);
        if self.two_phases {
            [opening + middle / 2.0, 0.0, endgame + middle / 2.0]
        } else {
            [opening, middle, endgame]
        }
    }

    /// The weights of entry `at` as they score, each phase's.
    fn phases_at(&self, at: usize) -> [f32; PHASES] {
        let [opening, middle, endgame] = [0, 1, 2].map(|phase| self.values[at + phase]);
        if self.two_phases {
            [opening, (opening + endgame) / 2.0, endgame]
        } else {
            [opening, middle, endgame]
        }
    }

    /// The game these weights are for.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// How many numbers are fitted.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Whether there is nothing to fit (never: every game has weights).
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// The weights of counted feature `k` in each phase (opening, middle game, endgame).
    pub fn scalar(&self, k: usize) -> [f32; PHASES] {
        self.phases_at(PHASES * (self.pattern_entries() + k))
    }

    /// Sets the weights of counted feature `k` in each phase.
    pub fn set_scalar(&mut self, k: usize, value: [f32; PHASES]) {
        let at = PHASES * (self.pattern_entries() + k);
        self.values[at..at + PHASES].copy_from_slice(&value);
    }

    fn pattern_entries(&self) -> usize {
        self.values.len() / PHASES - SCALARS - 1
    }

    /// How many of the weights are region weights (they come first).
    pub(super) fn pattern_weights(&self) -> usize {
        PHASES * self.pattern_entries()
    }

    pub(super) fn values_mut(&mut self) -> &mut [f32] {
        &mut self.values
    }

    /// Calls `visit` with the index of every weight that counts for `seen` and how much it
    /// counts (the score is the sum of weight × amount).
    #[inline]
    pub(super) fn active(&self, seen: &Observation, mut visit: impl FnMut(usize, f32)) {
        let parts = self.phase_parts(seen.phase);
        let mut each_phase = |entry: usize, amount: f32| {
            for (phase, part) in parts.iter().enumerate() {
                if *part != 0.0 {
                    visit(PHASES * entry + phase, amount * part);
                }
            }
        };
        for (r, region) in self.regions.iter().enumerate() {
            let state = seen.patterns[r] as usize;
            each_phase(self.offsets[r] + state, 1.0);
            let image = region.mirrored[state] as usize;
            each_phase(self.offsets[region.mirror] + image, -1.0);
        }
        let scalars = self.pattern_entries();
        for (k, &count) in seen.scalars.iter().enumerate() {
            if count != 0 {
                each_phase(scalars + k, f32::from(count));
            }
        }
        each_phase(scalars + SCALARS, if seen.white_to_move { 1.0 } else { -1.0 });
    }

    /// The score of what was observed, for White, in hundredths of a man.
    pub fn score(&self, seen: &Observation) -> f32 {
        let mut sum = 0.0;
        self.active(seen, |i, amount| sum += self.values[i] * amount);
        sum
    }

    /// The weight file of these weights.
    pub fn to_bytes(&self) -> Vec<u8> {
        let quantize = |x: f32| (x * UNITS as f32).round().clamp(-32767.0, 32767.0) as i16;
        let mut patterns = Vec::with_capacity(self.pattern_entries());
        for (r, region) in self.regions.iter().enumerate() {
            for state in 0..region.states() {
                let own = PHASES * (self.offsets[r] + state);
                let image =
                    PHASES * (self.offsets[region.mirror] + region.mirrored[state] as usize);
                let (own, image) = (self.phases_at(own), self.phases_at(image));
                patterns.push(std::array::from_fn(|phase| quantize(own[phase] - image[phase])));
            }
        }
        let scalars: [[i16; PHASES]; SCALARS] =
            std::array::from_fn(|k| self.scalar(k).map(quantize));
        let tempo = self.scalar(SCALARS).map(quantize);
        Model::to_bytes(self.variant, &patterns, &scalars, tempo)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::any::AnyPosition;
    use crate::draughts::Draughts;
    use crate::lasca::{LascaPosition, LascaSetup};
    use crate::rules::Rules;
    use crate::search::Evaluate;
    use crate::search::eval::regions::half_turn;
    use crate::setup::Setup;
    use crate::side::Piece;
    use crate::zobrist::splitmix;

    /// Weights drawn at random in ±50 hundredths, the same for the same seed.
    fn random_weights(variant: Variant, seed: u64) -> Weights {
        let mut weights = Weights::zero(variant);
        let mut state = seed;
        for value in weights.values_mut() {
            let (x, next) = splitmix(state);
            state = next;
            *value = (x % 10_001) as f32 / 100.0 - 50.0;
        }
        weights
    }

    fn swapped(piece: Piece) -> Piece {
        Piece::new(!piece.side, piece.role)
    }

    fn mirror_draughts<R: Rules>(p: &Draughts<R>) -> Draughts<R> {
        let setup = p.to_setup();
        let pieces =
            setup.pieces.iter().map(|&(c, piece)| (half_turn(R::GEOMETRY, c), swapped(piece)));
        Draughts::from_setup(&Setup { side_to_move: !setup.side_to_move, pieces: pieces.collect() })
            .expect("the mirror image of a position is a position")
    }

    fn mirror_lasca(p: &LascaPosition) -> LascaPosition {
        let setup = p.to_setup();
        let columns = setup
            .columns
            .iter()
            .map(|(c, pieces)| {
                (
                    half_turn(&crate::geometry::LASCA, *c),
                    pieces.iter().copied().map(swapped).collect(),
                )
            })
            .collect();
        LascaPosition::from_setup(&LascaSetup { side_to_move: !setup.side_to_move, columns })
            .expect("the mirror image of a position is a position")
    }

    /// The position turned half round with the colours (and the move) swapped.
    fn mirror(position: &AnyPosition) -> AnyPosition {
        match position {
            AnyPosition::International(p) => AnyPosition::International(mirror_draughts(p)),
            AnyPosition::Italian(p) => AnyPosition::Italian(mirror_draughts(p)),
            AnyPosition::Thai(p) => AnyPosition::Thai(mirror_draughts(p)),
            AnyPosition::Hexdame(p) => AnyPosition::Hexdame(mirror_draughts(p)),
            AnyPosition::Lasca(p) => AnyPosition::Lasca(mirror_lasca(p)),
        }
    }

    /// Positions along a random game of `variant`.
    fn random_game(variant: Variant, seed: u64) -> Vec<AnyPosition> {
        let mut state = seed;
        let mut position = AnyPosition::start(variant);
        let mut seen = vec![position.clone()];
        for _ in 0..150 {
            let moves = position.moves();
            if moves.is_empty() {
                break;
            }
            let (x, next) = splitmix(state);
            state = next;
            position.play_text(&moves[(x % moves.len() as u64) as usize].full).unwrap();
            seen.push(position.clone());
        }
        seen
    }

    fn observe(position: &AnyPosition) -> Observation {
        crate::dispatch!(position, p => p.observe())
    }

    #[test]
    fn any_weights_score_a_position_and_its_mirror_image_opposite() {
        for variant in Variant::ALL {
            let weights = random_weights(variant, 11);
            let model = Model::from_bytes(variant, &weights.to_bytes()).unwrap();
            for position in random_game(variant, 5) {
                let turned = mirror(&position);
                let (here, there) = (observe(&position), observe(&turned));
                assert_eq!(
                    model.score(&here),
                    -model.score(&there),
                    "{variant} {}",
                    position.to_fen()
                );
                let (a, b) = (weights.score(&here), weights.score(&there));
                assert!((a + b).abs() < 1e-2, "{variant}: {a} and {b}");
            }
        }
    }

    #[test]
    fn the_weight_file_scores_as_the_fitted_weights_do() {
        for variant in Variant::ALL {
            let weights = random_weights(variant, 3);
            let model = Model::from_bytes(variant, &weights.to_bytes()).unwrap();
            for position in random_game(variant, 9) {
                let seen = observe(&position);
                let (float, int) = (weights.score(&seen), model.score(&seen));
                // Each weight is rounded to 1/8 of a hundredth, the sum to a whole hundredth.
                assert!((float - int as f32).abs() < 6.0, "{variant}: {float} and {int}");
            }
            let back = Weights::from_model(&model);
            let again = Model::from_bytes(variant, &back.to_bytes()).unwrap();
            assert_eq!(again, model, "{variant}: weights read back write the same file");
        }
    }

    #[test]
    fn two_phase_weights_score_as_their_file_whose_middle_game_lies_halfway() {
        for variant in Variant::ALL {
            let weights = random_weights(variant, 13).with_two_phases();
            let model = Model::from_bytes(variant, &weights.to_bytes()).unwrap();
            let (patterns, scalars, tempo) = model.tables();
            for [opening, middle, endgame] in patterns.iter().chain(scalars).chain([&tempo]) {
                let halfway = (i32::from(*opening) + i32::from(*endgame)) as f32 / 2.0;
                assert!((f32::from(*middle) - halfway).abs() <= 1.0, "{variant}");
            }
            for position in random_game(variant, 17) {
                let seen = observe(&position);
                let (float, int) = (weights.score(&seen), model.score(&seen));
                assert!((float - int as f32).abs() < 6.0, "{variant}: {float} and {int}");
            }
        }
    }

    #[test]
    fn the_built_in_evaluation_is_colour_symmetric() {
        for variant in Variant::ALL {
            for position in random_game(variant, 21) {
                let turned = mirror(&position);
                let score = |p: &AnyPosition| crate::dispatch!(p, q => q.evaluate());
                assert_eq!(score(&position), score(&turned), "{variant} {}", position.to_fen());
            }
        }
    }
}
