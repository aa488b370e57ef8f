//! The runtime evaluation model: integer weight tables, read from a compact weight file.
//!
//! A weight file holds, for every region and contents, an opening and an endgame weight that
//! are already colour-symmetric (the weight of a contents is minus that of its mirror image),
//! then the weights of the counted features and of having the move. Weights are in
//! [`UNITS`]ths of a hundredth of a man, as little-endian `i16`.

use std::sync::OnceLock;

use super::regions::{self, Regions};
use super::{Observation, SCALARS, full_phase};
use crate::rules::Variant;

/// Weights are stored in this fraction of a hundredth of a man.
pub const UNITS: i32 = 8;

/// The first bytes of every weight file.
const MAGIC: &[u8; 8] = b"DAMIEREV";
/// The weight file format this build reads.
const VERSION: u8 = 2;

/// Why a weight file cannot be used.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum WeightsError {
    /// The file does not start as a weight file does.
    #[error("not a Damier weight file")]
    NotWeights,
    /// The file is of another format version.
    #[error("weight file version {0}, this build reads version {VERSION}")]
    Version(u8),
    /// The file is for another game.
    #[error("weights for {found}, not {wanted}")]
    OtherGame {
        /// The game the file is for.
        found: String,
        /// The game it was loaded for.
        wanted: String,
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
/// each as an (opening, endgame) pair.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Model {
    variant: Variant,
    /// Start of each region's weights in `patterns`.
    offsets: [u32; regions::MAX_REGIONS],
    regions: usize,
    patterns: Vec<[i16; 2]>,
    scalars: [[i16; 2]; SCALARS],
    tempo: [i16; 2],
    full_phase: i32,
}

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
            Model::from_bytes(variant, embedded(variant)).expect("the built-in weights are valid")
        })
    }

    /// The size in bytes of a weight file for `variant`.
    pub fn file_size(variant: Variant) -> usize {
        let entries: usize = regions::of(variant).iter().map(|r| r.states()).sum();
        header_size() + 4 * (entries + SCALARS + 1)
    }

    /// Reads a weight file for `variant`.
    pub fn from_bytes(variant: Variant, bytes: &[u8]) -> Result<Model, WeightsError> {
        if bytes.len() < header_size() || &bytes[..8] != MAGIC {
            return Err(WeightsError::NotWeights);
        }
        if bytes[8] != VERSION {
            return Err(WeightsError::Version(bytes[8]));
        }
        let found = Variant::ALL.get(bytes[9] as usize).copied();
        if found != Some(variant) {
            return Err(WeightsError::OtherGame {
                found: found.map_or_else(|| format!("game {}", bytes[9]), |v| v.name().into()),
                wanted: variant.name().into(),
            });
        }
        let expected = Model::file_size(variant);
        if bytes.len() != expected {
            return Err(WeightsError::Size {
                found: bytes.len(),
                expected,
                game: variant.name().into(),
            });
        }
        let mut pairs = bytes[header_size()..]
            .chunks_exact(4)
            .map(|c| [i16::from_le_bytes([c[0], c[1]]), i16::from_le_bytes([c[2], c[3]])]);
        let regions: &Regions = regions::of(variant);
        let mut offsets = [0u32; regions::MAX_REGIONS];
        let mut patterns = Vec::new();
        for (i, region) in regions.iter().enumerate() {
            offsets[i] = patterns.len() as u32;
            patterns.extend(pairs.by_ref().take(region.states()));
        }
        let mut scalars = [[0; 2]; SCALARS];
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
        })
    }

    /// The weight file for a model given as weights per region contents, per counted feature
    /// and for the move, each an (opening, endgame) pair in [`UNITS`].
    pub fn to_bytes(
        variant: Variant,
        patterns: &[[i16; 2]],
        scalars: &[[i16; 2]; SCALARS],
        tempo: [i16; 2],
    ) -> Vec<u8> {
        let mut bytes = Vec::with_capacity(Model::file_size(variant));
        bytes.extend_from_slice(MAGIC);
        bytes.push(VERSION);
        bytes.push(variant as u8);
        bytes.extend_from_slice(&[0; 6]);
        for pair in patterns.iter().chain(scalars).chain([&tempo]) {
            bytes.extend_from_slice(&pair[0].to_le_bytes());
            bytes.extend_from_slice(&pair[1].to_le_bytes());
        }
        bytes
    }

    /// The weights per region contents, per counted feature and for the move, in [`UNITS`].
    pub fn tables(&self) -> (&[[i16; 2]], &[[i16; 2]; SCALARS], [i16; 2]) {
        (&self.patterns, &self.scalars, self.tempo)
    }

    /// The game this model scores.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The score of what was observed, for White, in hundredths of a man.
    #[inline]
    pub fn score(&self, seen: &Observation) -> i32 {
        let (mut opening, mut endgame) = (0i32, 0i32);
        for (region, &state) in seen.patterns[..self.regions].iter().enumerate() {
            let [o, e] = self.patterns[self.offsets[region] as usize + state as usize];
            opening += i32::from(o);
            endgame += i32::from(e);
        }
        for (&[o, e], &count) in self.scalars.iter().zip(&seen.scalars) {
            opening += i32::from(o) * i32::from(count);
            endgame += i32::from(e) * i32::from(count);
        }
        let tempo = if seen.white_to_move { 1 } else { -1 };
        opening += i32::from(self.tempo[0]) * tempo;
        endgame += i32::from(self.tempo[1]) * tempo;
        let phase = i32::from(seen.phase).min(self.full_phase);
        (opening * phase + endgame * (self.full_phase - phase)) / (self.full_phase * UNITS)
    }
}

/// Magic, version, game, six spare bytes.
const fn header_size() -> usize {
    16
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_built_in_weight_file_loads() {
        for variant in Variant::ALL {
            let model = Model::of(variant);
            assert_eq!(model.variant(), variant);
            assert_eq!(embedded(variant).len(), Model::file_size(variant), "{variant}");
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
    }
}
