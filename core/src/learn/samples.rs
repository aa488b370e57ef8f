//! Samples on disk, so that games played once can be fitted again and pooled with later ones.
//!
//! The file is a header (magic, version, game, region count) then one fixed-size record per
//! sample, little-endian.

use std::io::{self, Read, Write};

use super::Sample;
use crate::rules::Variant;
use crate::search::Observation;
use crate::search::eval::{MAX_REGIONS, SCALARS, regions};

const MAGIC: &[u8; 8] = b"DAMIERSP";
const VERSION: u8 = 3;
const RECORD: usize = 2 * MAX_REGIONS + 2 * SCALARS + 1 + 1 + 4 + 4 + 4;

/// Why a samples file cannot be read.
#[derive(Debug, thiserror::Error)]
pub enum SamplesError {
    /// Reading failed.
    #[error(transparent)]
    Io(#[from] io::Error),
    /// The file is not a samples file of this version.
    #[error("not a Damier samples file (version {VERSION})")]
    NotSamples,
    /// The file holds samples of another game.
    #[error("samples of {found}, not {wanted}")]
    OtherGame {
        /// The game of the file.
        found: String,
        /// The game wanted.
        wanted: String,
    },
    /// The file ends inside a record.
    #[error("the file ends inside sample {0}")]
    Truncated(usize),
}

/// Writes `samples` of `variant` to `out`.
pub fn write_samples(out: &mut impl Write, variant: Variant, samples: &[Sample]) -> io::Result<()> {
    out.write_all(MAGIC)?;
    out.write_all(&[VERSION, variant as u8, regions::of(variant).len() as u8, 0])?;
    let mut record = Vec::with_capacity(RECORD);
    for sample in samples {
        record.clear();
        for p in sample.seen.patterns {
            record.extend_from_slice(&p.to_le_bytes());
        }
        for s in sample.seen.scalars {
            record.extend_from_slice(&s.to_le_bytes());
        }
        record.push(sample.seen.phase);
        record.push(u8::from(sample.seen.white_to_move));
        record.extend_from_slice(&sample.result.to_le_bytes());
        record.extend_from_slice(&sample.game.to_le_bytes());
        record.extend_from_slice(&sample.score.unwrap_or(f32::NAN).to_le_bytes());
        out.write_all(&record)?;
    }
    Ok(())
}

/// Reads the samples of `variant` written by [`write_samples`].
pub fn read_samples(input: &mut impl Read, variant: Variant) -> Result<Vec<Sample>, SamplesError> {
    let mut header = [0u8; 12];
    input.read_exact(&mut header).map_err(|_| SamplesError::NotSamples)?;
    if &header[..8] != MAGIC || header[8] != VERSION {
        return Err(SamplesError::NotSamples);
    }
    if header[9] != variant as u8 || usize::from(header[10]) != regions::of(variant).len() {
        let found = Variant::ALL.get(usize::from(header[9])).map_or("another game", |v| v.name());
        return Err(SamplesError::OtherGame { found: found.into(), wanted: variant.name().into() });
    }
    let mut bytes = Vec::new();
    input.read_to_end(&mut bytes)?;
    if bytes.len() % RECORD != 0 {
        return Err(SamplesError::Truncated(bytes.len() / RECORD + 1));
    }
    Ok(bytes.chunks_exact(RECORD).map(decode).collect())
}

fn decode(r: &[u8]) -> Sample {
    let word = |at: usize| [r[at], r[at + 1]];
    let mut seen = Observation::default();
    for (i, p) in seen.patterns.iter_mut().enumerate() {
        *p = u16::from_le_bytes(word(2 * i));
    }
    let base = 2 * MAX_REGIONS;
    for (i, s) in seen.scalars.iter_mut().enumerate() {
        *s = i16::from_le_bytes(word(base + 2 * i));
    }
    let at = base + 2 * SCALARS;
    seen.phase = r[at];
    seen.white_to_move = r[at + 1] != 0;
    let result = f32::from_le_bytes([r[at + 2], r[at + 3], r[at + 4], r[at + 5]]);
    let game = u32::from_le_bytes([r[at + 6], r[at + 7], r[at + 8], r[at + 9]]);
    let score = f32::from_le_bytes([r[at + 10], r[at + 11], r[at + 12], r[at + 13]]);
    Sample { seen, result, score: (!score.is_nan()).then_some(score), game }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn samples_come_back_as_written_and_other_files_are_refused() {
        let samples = crate::learn::training_game(Variant::Thai, 2, 5, 200, 80);
        let mut bytes = Vec::new();
        write_samples(&mut bytes, Variant::Thai, &samples).unwrap();
        assert_eq!(read_samples(&mut bytes.as_slice(), Variant::Thai).unwrap(), samples);
        let other = read_samples(&mut bytes.as_slice(), Variant::Italian);
        assert!(matches!(other, Err(SamplesError::OtherGame { .. })), "{other:?}");
        let cut = &bytes[..bytes.len() - 3];
        assert!(matches!(
            read_samples(&mut &cut[..], Variant::Thai),
            Err(SamplesError::Truncated(_))
        ));
        assert!(matches!(
            read_samples(&mut &b"junk"[..], Variant::Thai),
            Err(SamplesError::NotSamples)
        ));
    }
}
