//! The runtime evaluation model: integer weight tables, read from a compact weight file.
//!
//! A weight file holds, for every region and contents, a weight for each phase of the game
//! ([`PHASES`]: opening, middle game, endgame) that is already colour-symmetric (the weight
//! of a contents is minus that of its mirror image), then the weights of the counted features
//! and of having the move. Weights are in [`UNITS`]ths of a hundredth of a man, as
//! little-endian `i16`. A position's weights are blended between the two phases its number
//! of pieces lies between (see [`blend`]). Files of format 2, with an opening and an endgame
//! weight only, are read too: their middle-game weight is the mean of the two, which scores
//! every position as they did.

use std::sync::{Arc, OnceLock};

use super::network::Network;
use super::regions::{self, Regions};
use super::{Observation, PhaseMeasure, SCALARS, full_phase, phase_measure};
use crate::rules::Variant;

/// Weights are stored in this fraction of a hundredth of a man.
pub const UNITS: i32 = 8;

/// The first bytes of every weight file.
const MAGIC: &[u8; 8] = b"DAMIEREV";
/// The weight file format this build writes.
const VERSION: u8 = 3;
/// The earlier format, with two phases, that it still reads.
const TWO_PHASES: u8 = 2;

/// The phases of the game a weight is given for: opening, middle game, endgame.
pub const PHASES: usize = 3;

/// How much each phase's weights count in a position with `phase` pieces of a game that
/// starts with `full`, in parts of `full`: the opening's at `full` pieces, the middle game's
/// at half of them, the endgame's at none, and between two of these a straight line.
#[inline]
pub fn blend(phase: i32, full: i32) -> [i32; PHASES] {
    let phase = phase.clamp(0, full);
    let middle = full / 2;
    if phase >= middle {
        let opening = (phase - middle) * full / (full - middle);
        [opening, full - opening, 0]
    } else {
        let middle_part = phase * full / middle.max(1);
        [0, middle_part, full - middle_part]
    }
}

/// Why a weight file cannot be used.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum WeightsError {
    /// The file does not start as a weight file does.
    #[error("not a Damier weight file")]
    NotWeights,
    /// The file is of another format version.
    #[error("weight file version {0}, this build reads versions {TWO_PHASES} and {VERSION}")]
    Version(u8),
    /// The file is for another game.
    #[error("weights for {found}, not {wanted}")]
    OtherGame {
        /// The game the file is for.
        found: String,
        /// The game it was loaded for.
        wanted: String,
    },
    /// The file's weights were fitted to another measure of the game's phase than this build
    /// reads.
    #[error("weights fitted to a phase read from {found}; this build reads {game}'s from {wanted}")]
    Phase {
        /// The measure the file's weights were fitted with.
        found: &'static str,
        /// The measure this build reads.
        wanted: &'static str,
        /// The game.
        game: String,
    },
    /// The file's size does not match the game's regions.
    #[error("weight file of {found} bytes, {expected} expected for {game}")]
    Size {
        /// The file's size.
        found: usize,
        /// The size the game's regions need.
        expected: usize,
        /// The game.
        game: String,
    },
}

/// An evaluation's weights: per region and contents, per counted feature, and for the move,
/// each one weight for each of the three phases (opening, middle game, endgame); and, in a
/// game that has one, a network whose score is averaged with theirs.
#[derive(Clone, Debug)]
pub struct Model {
    variant: Variant,
    /// Start of each region's weights in `patterns`.
    offsets: [u32; regions::MAX_REGIONS],
    regions: usize,
    patterns: Vec<[i16; PHASES]>,
    scalars: [[i16; PHASES]; SCALARS],
    tempo: [i16; PHASES],
    full_phase: i32,
    network: Option<Arc<Network>>,
}

/// Two models are the same when their weights are and they score with the same network (one
/// loaded once, not merely equal weights).
impl PartialEq for Model {
    fn eq(&self, other: &Model) -> bool {
        let same_network = match (&self.network, &other.network) {
            (Some(a), Some(b)) => Arc::ptr_eq(a, b),
            (a, b) => a.is_none() && b.is_none(),
        };
        self.variant == other.variant && self.tables() == other.tables() && same_network
    }
}

impl Eq for Model {}

/// The weight files built into Damier.
fn embedded(variant: Variant) -> &'static [u8] {
    match variant {
        Variant::International => include_bytes!("../../../weights/international.bin"),
        Variant::Italian => include_bytes!("../../../weights/italian.bin"),
        Variant::Thai => include_bytes!("../../../weights/thai.bin"),
        Variant::Hexdame => include_bytes!("../../../weights/hexdame.bin"),
        Variant::Lasca => include_bytes!("../../../weights/lasca.bin"),
    }
}

impl Model {
    /// The built-in model of `variant`.
    #[inline]
    pub fn of(variant: Variant) -> &'static Model {
        static CACHE: [OnceLock<Model>; 5] =
            [OnceLock::new(), OnceLock::new(), OnceLock::new(), OnceLock::new(), OnceLock::new()];
        let slot = variant as usize;
        CACHE[slot].get_or_init(|| {
            Model::from_bytes(variant, embedded(variant))
                .expect("the built-in weights are valid")
                .with_network(Network::built_in(variant).map(Arc::new))
        })
    }

    /// The size in bytes of a weight file for `variant`.
    pub fn file_size(variant: Variant) -> usize {
        file_size(variant, PHASES)
    }

    /// Reads a weight file for `variant`.
    pub fn from_bytes(variant: Variant, bytes: &[u8]) -> Result<Model, WeightsError> {
        if bytes.len() < header_size() || &bytes[..8] != MAGIC {
            return Err(WeightsError::NotWeights);
        }
        let phases = match bytes[8] {
            VERSION => PHASES,
            TWO_PHASES => 2,
            other => return Err(WeightsError::Version(other)),
        };
        let found = Variant::ALL.get(bytes[9] as usize).copied();
        if found != Some(variant) {
            return Err(WeightsError::OtherGame {
                found: found.map_or_else(|| format!("game {}", bytes[9]), |v| v.name().into()),
                wanted: variant.name().into(),
            });
        }
        let measure = phase_measure(variant).code();
        if bytes[PHASE_BYTE] != measure {
            return Err(WeightsError::Phase {
                found: PhaseMeasure::name_of(bytes[PHASE_BYTE]),
                wanted: PhaseMeasure::name_of(measure),
                game: variant.name().into(),
            });
        }
        let expected = file_size(variant, phases);
        if bytes.len() != expected {
            return Err(WeightsError::Size {
                found: bytes.len(),
                expected,
                game: variant.name().into(),
            });
        }
        let mut pairs = bytes[header_size()..].chunks_exact(2 * phases).map(|c| {
            let w = |i: usize| i16::from_le_bytes([c[2 * i], c[2 * i + 1]]);
            if phases == PHASES {
                [w(0), w(1), w(2)]
            } else {
                // The middle game halfway between the opening and the endgame.
                [w(0), ((i32::from(w(0)) + i32::from(w(1))) / 2) as i16, w(1)]
            }
        });
        let regions: &Regions = regions::of(variant);
        let mut offsets = [0u32; regions::MAX_REGIONS];
        let mut patterns = Vec::new();
        for (i, region) in regions.iter().enumerate() {
            offsets[i] = patterns.len() as u32;
            patterns.extend(pairs.by_ref().take(region.states()));
        }
        let mut scalars = [[0; PHASES]; SCALARS];
        for slot in &mut scalars {
            *slot = pairs.next().expect("size checked");
        }
        let tempo = pairs.next().expect("size checked");
        Ok(Model {
            variant,
            offsets,
            regions: regions.len(),
            patterns,
            scalars,
            tempo,
            full_phase: i32::from(full_phase(variant)),
            network: None,
        })
    }

    /// The weight file for a model given as weights per region contents, per counted feature
    /// and for the move, each one for each of the three phases, in [`UNITS`].
    pub fn to_bytes(
        variant: Variant,
        patterns: &[[i16; PHASES]],
        scalars: &[[i16; PHASES]; SCALARS],
        tempo: [i16; PHASES],
    ) -> Vec<u8> {
        let mut bytes = Vec::with_capacity(Model::file_size(variant));
        bytes.extend_from_slice(MAGIC);
        bytes.push(VERSION);
        bytes.push(variant as u8);
        bytes.push(phase_measure(variant).code());
        bytes.extend_from_slice(&[0; 5]);
        for weights in patterns.iter().chain(scalars).chain([&tempo]) {
            for weight in weights {
                bytes.extend_from_slice(&weight.to_le_bytes());
            }
        }
        bytes
    }

    /// The weights per region contents, per counted feature and for the move, in [`UNITS`].
    pub fn tables(&self) -> (&[[i16; PHASES]], &[[i16; PHASES]; SCALARS], [i16; PHASES]) {
        (&self.patterns, &self.scalars, self.tempo)
    }

    /// The game this model scores.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// This model scoring with `network` beside its weights (with none, by its weights alone).
    pub fn with_network(self, network: Option<Arc<Network>>) -> Model {
        Model { network, ..self }
    }

    /// The network scored beside the weights, if any.
    pub fn network(&self) -> Option<&Arc<Network>> {
        self.network.as_ref()
    }

    /// The score of what was observed, for White, in hundredths of a man.
    #[inline]
    pub fn score(&self, seen: &Observation) -> i32 {
        let mut sums = [0i32; PHASES];
        let mut add = |weights: &[i16; PHASES], times: i32| {
            for (sum, &w) in sums.iter_mut().zip(weights) {
                *sum += i32::from(w) * times;
            }
        };
        for (region, &state) in seen.patterns[..self.regions].iter().enumerate() {
            add(&self.patterns[self.offsets[region] as usize + state as usize], 1);
        }
        for (weights, &count) in self.scalars.iter().zip(&seen.scalars) {
            add(weights, i32::from(count));
        }
        add(&self.tempo, if seen.white_to_move { 1 } else { -1 });
        let parts = blend(i32::from(seen.phase), self.full_phase);
        let blended: i32 = sums.iter().zip(parts).map(|(sum, part)| sum * part).sum();
        blended / (self.full_phase * UNITS)
    }
}

/// Where the header records the phase measure the weights were fitted with
/// ([`super::PhaseMeasure::code`]; files written before it was recorded have 0, the pieces).
const PHASE_BYTE: usize = 10;

/// Magic, version, game, the phase measure, five spare bytes.
const fn header_size() -> usize {
    16
}

/// The size in bytes of a weight file for `variant` with weights for `phases` phases.
fn file_size(variant: Variant, phases: usize) -> usize {
    let entries: usize = regions::of(variant).iter().map(|r| r.states()).sum();
    header_size() + 2 * phases * (entries + SCALARS + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_built_in_weight_file_loads() {
        for variant in Variant::ALL {
            let model = Model::of(variant);
            assert_eq!(model.variant(), variant);
            let version = embedded(variant)[8];
            let phases = if version == VERSION { PHASES } else { 2 };
            assert_eq!(embedded(variant).len(), file_size(variant, phases), "{variant}");
        }
    }

    #[test]
    fn a_two_phase_file_scores_as_its_opening_and_endgame_blended_by_the_pieces_left() {
        let variant = Variant::Thai;
        let full = i32::from(full_phase(variant));
        let entries = (file_size(variant, 2) - header_size()) / 4;
        // Weights of every kind of size and sign, opening and endgame apart.
        let pairs: Vec<[i16; 2]> = (0..entries as i32)
            .map(|i| [(i * 37 % 801 - 400) as i16, (i * 53 % 601 - 300) as i16])
            .collect();
        let mut bytes = MAGIC.to_vec();
        bytes.extend_from_slice(&[TWO_PHASES, variant as u8, 0, 0, 0, 0, 0, 0]);
        for [o, e] in &pairs {
            bytes.extend_from_slice(&o.to_le_bytes());
            bytes.extend_from_slice(&e.to_le_bytes());
        }
        let model = Model::from_bytes(variant, &bytes).unwrap();
        let regions = regions::of(variant);
        let mut state = 5u64;
        for phase in 0..=full {
            let (draw, next) = crate::zobrist::splitmix(state);
            state = next;
            let mut seen = Observation { phase: phase as u8, ..Observation::default() };
            seen.white_to_move = draw & 1 == 0;
            for (r, region) in regions.iter().enumerate() {
                seen.patterns[r] = ((draw >> (r % 40)) % region.states() as u64) as u16;
            }
            seen.scalars[0] = (draw % 5) as i16 - 2;
            let (mut opening, mut endgame) = (0i32, 0i32);
            let mut add = |[o, e]: [i16; 2], times: i32| {
                opening += i32::from(o) * times;
                endgame += i32::from(e) * times;
            };
            let mut offset = 0;
            for (r, region) in regions.iter().enumerate() {
                add(pairs[offset + seen.patterns[r] as usize], 1);
                offset += region.states();
            }
            add(pairs[offset], i32::from(seen.scalars[0]));
            add(pairs[offset + SCALARS], if seen.white_to_move { 1 } else { -1 });
            let linear = (opening * phase + endgame * (full - phase)) / (full * UNITS);
            let score = model.score(&seen);
            assert!((score - linear).abs() <= 2, "phase {phase}: {score} against {linear}");
        }
    }

    #[test]
    fn a_wrong_file_is_refused_with_the_reason() {
        let thai = embedded(Variant::Thai);
        assert_eq!(Model::from_bytes(Variant::Thai, b"hello"), Err(WeightsError::NotWeights));
        assert!(matches!(
            Model::from_bytes(Variant::Italian, thai),
            Err(WeightsError::OtherGame { .. })
        ));
        let mut newer = thai.to_vec();
        newer[8] = 9;
        assert_eq!(Model::from_bytes(Variant::Thai, &newer), Err(WeightsError::Version(9)));
        let short = &thai[..thai.len() - 4];
        assert!(matches!(Model::from_bytes(Variant::Thai, short), Err(WeightsError::Size { .. })));
        // International's weights are fitted to the men's steps; a file fitted by pieces (as
        // every file was before the measure was recorded) would score every phase wrong.
        let mut by_pieces = embedded(Variant::International).to_vec();
        by_pieces[PHASE_BYTE] = 0;
        let refused = Model::from_bytes(Variant::International, &by_pieces).unwrap_err();
        assert_eq!(
            refused.to_string(),
            "weights fitted to a phase read from the pieces on the board; this build reads \
             International's from the men's steps to promotion"
        );
        let mut by_steps = thai.to_vec();
        by_steps[PHASE_BYTE] = 1;
        assert!(matches!(
            Model::from_bytes(Variant::Thai, &by_steps),
            Err(WeightsError::Phase { .. })
        ));
    }
}
