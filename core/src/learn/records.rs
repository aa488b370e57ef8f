//! Training positions on disk. A data set is a folder of *block* files; each holds the quiet
//! positions of a run of consecutive games with the game's number and result and the score
//! the search gave the position, and is written whole (atomically, by the caller) once its
//! games are played. Positions rather than what the evaluation sees of them: the fit works
//! that out as it reads, so a new evaluation can be fitted to games played long before.
//!
//! A file is a header (magic, format, game, spare, the games it covers, the seed and nodes
//! they were played with, how many positions follow), then one record per position,
//! little-endian: game (u32), White's points in halves (u8), score (f32, NaN when not
//! searched), then the position: for the single-piece games White's, Black's and the kings'
//! cells (three u64) and the side to move (u8); for Lasca its FEN (length u8, bytes).

use std::io::{self, Read, Write};

use crate::any::AnyPosition;
use crate::draughts::Draughts;
use crate::fen::FenError;
use crate::position::Position;
use crate::rules::{Rules, Variant};
use crate::side::Side;

const MAGIC: &[u8; 8] = b"DAMIERPS";
const VERSION: u8 = 1;
const HEADER: usize = 8 + 4 + 4 * 6;

/// A quiet position of a training game, with what is known of it.
#[derive(Clone, Debug, PartialEq)]
pub struct Record {
    /// The position.
    pub position: AnyPosition,
    /// White's share of the points of the game: 1, ½ or 0.
    pub result: f32,
    /// The score a search gave the position, for White, in hundredths of a man (±100 000 for
    /// a win found), if it was searched.
    pub score: Option<f32>,
    /// The game's number.
    pub game: u32,
}

/// What a block covers and how its games were played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Block {
    /// The game.
    pub variant: Variant,
    /// The number of its first game.
    pub first_game: u32,
    /// How many games it covers.
    pub games: u32,
    /// The seed the games' openings were drawn from.
    pub seed: u32,
    /// Nodes searched a move.
    pub nodes: u32,
}

/// Why a block file cannot be read.
#[derive(Debug, thiserror::Error)]
pub enum RecordsError {
    /// Reading failed.
    #[error(transparent)]
    Io(#[from] io::Error),
    /// The file is not a block of positions of this format.
    #[error("not a Damier positions file (format {VERSION})")]
    NotPositions,
    /// The file holds positions of another game.
    #[error("positions of {found}, not {wanted}")]
    OtherGame {
        /// The game of the file.
        found: String,
        /// The game wanted.
        wanted: String,
    },
    /// The file ends early.
    #[error("the file ends inside position {0}")]
    Truncated(usize),
    /// A position does not hold.
    #[error("position {index}: {reason}")]
    BadPosition {
        /// Which position of the file (from 1).
        index: usize,
        /// What is wrong with it.
        reason: String,
    },
}

/// Writes the block `block` holding `records` to `out`.
pub fn write_block(
    out: &mut (impl Write + ?Sized),
    block: &Block,
    records: &[Record],
) -> io::Result<()> {
    out.write_all(MAGIC)?;
    out.write_all(&[VERSION, block.variant as u8, 0, 0])?;
    let count = u32::try_from(records.len()).map_err(io::Error::other)?;
    for word in [block.first_game, block.games, block.seed, block.nodes, count, 0] {
        out.write_all(&word.to_le_bytes())?;
    }
    let mut bytes = Vec::with_capacity(64);
    for record in records {
        bytes.clear();
        bytes.extend_from_slice(&record.game.to_le_bytes());
        bytes.push((record.result * 2.0).round().clamp(0.0, 2.0) as u8);
        bytes.extend_from_slice(&record.score.unwrap_or(f32::NAN).to_le_bytes());
        encode(&record.position, &mut bytes);
        out.write_all(&bytes)?;
    }
    Ok(())
}

/// Reads only the header of a block of `variant`'s positions.
pub fn read_block_header(input: &mut impl Read, variant: Variant) -> Result<Block, RecordsError> {
    Ok(header(input, variant)?.0)
}

/// Reads a block of `variant`'s positions written by [`write_block`].
pub fn read_block(
    input: &mut impl Read,
    variant: Variant,
) -> Result<(Block, Vec<Record>), RecordsError> {
    let (block, count) = header(input, variant)?;
    let mut bytes = Vec::new();
    input.read_to_end(&mut bytes)?;
    let mut at = 0;
    let mut records = Vec::with_capacity(count);
    for index in 1..=count {
        let fixed = bytes.get(at..at + 9).ok_or(RecordsError::Truncated(index))?;
        let game = u32::from_le_bytes([fixed[0], fixed[1], fixed[2], fixed[3]]);
        let result = f32::from(fixed[4]) / 2.0;
        let score = f32::from_le_bytes([fixed[5], fixed[6], fixed[7], fixed[8]]);
        at += 9;
        let (position, used) = decode(variant, &bytes[at..]).map_err(|reason| match reason {
            Decode::Short => RecordsError::Truncated(index),
            Decode::Bad(reason) => RecordsError::BadPosition { index, reason },
        })?;
        at += used;
        records.push(Record { position, result, score: (!score.is_nan()).then_some(score), game });
    }
    Ok((block, records))
}

fn header(input: &mut impl Read, variant: Variant) -> Result<(Block, usize), RecordsError> {
    let mut header = [0u8; HEADER];
    input.read_exact(&mut header).map_err(|_| RecordsError::NotPositions)?;
    if &header[..8] != MAGIC || header[8] != VERSION {
        return Err(RecordsError::NotPositions);
    }
    if header[9] != variant as u8 {
        let found = Variant::ALL.get(usize::from(header[9])).map_or("another game", |v| v.name());
        return Err(RecordsError::OtherGame { found: found.into(), wanted: variant.name().into() });
    }
    let word = |i: usize| {
        let at = 12 + 4 * i;
        u32::from_le_bytes([header[at], header[at + 1], header[at + 2], header[at + 3]])
    };
    let block =
        Block { variant, first_game: word(0), games: word(1), seed: word(2), nodes: word(3) };
    Ok((block, word(4) as usize))
}

/// Appends `position` in the form of its game.
fn encode(position: &AnyPosition, out: &mut Vec<u8>) {
    fn cells<R: Rules>(p: &Draughts<R>, out: &mut Vec<u8>) {
        for set in [p.pieces(Side::White), p.pieces(Side::Black), p.kings()] {
            out.extend_from_slice(&set.to_le_bytes());
        }
        out.push(u8::from(p.side_to_move() == Side::Black));
    }
    match position {
        AnyPosition::International(p) => cells(p, out),
        AnyPosition::Italian(p) => cells(p, out),
        AnyPosition::Thai(p) => cells(p, out),
        AnyPosition::Hexdame(p) => cells(p, out),
        AnyPosition::Lasca(p) => {
            let fen = p.to_fen();
            // A Lasca FEN holds at most 22 pieces and 25 cells: far under 255 bytes.
            out.push(fen.len().min(255) as u8);
            out.extend_from_slice(&fen.as_bytes()[..fen.len().min(255)]);
        }
    }
}

/// Why a position could not be decoded.
enum Decode {
    /// The bytes end inside it.
    Short,
    /// It is not a legal position.
    Bad(String),
}

/// A position of `variant` at the start of `bytes`, and how many bytes it took.
fn decode(variant: Variant, bytes: &[u8]) -> Result<(AnyPosition, usize), Decode> {
    fn cells<R: Rules>(bytes: &[u8]) -> Result<(AnyPosition, usize), Decode>
    where
        AnyPosition: From<Draughts<R>>,
    {
        let b = bytes.get(..25).ok_or(Decode::Short)?;
        let set = |i: usize| u64::from_le_bytes(b[8 * i..8 * i + 8].try_into().expect("8 bytes"));
        let side = if b[24] == 0 { Side::White } else { Side::Black };
        let position = Draughts::<R>::from_cells([set(0), set(1)], set(2), side)
            .map_err(|e| Decode::Bad(e.to_string()))?;
        Ok((position.into(), 25))
    }
    use crate::rules::{Hexdame, International, Italian, Thai};
    match variant {
        Variant::International => cells::<International>(bytes),
        Variant::Italian => cells::<Italian>(bytes),
        Variant::Thai => cells::<Thai>(bytes),
        Variant::Hexdame => cells::<Hexdame>(bytes),
        Variant::Lasca => {
            let len = usize::from(*bytes.first().ok_or(Decode::Short)?);
            let text = bytes.get(1..1 + len).ok_or(Decode::Short)?;
            let text = std::str::from_utf8(text).map_err(|e| Decode::Bad(e.to_string()))?;
            let position = AnyPosition::from_fen(Variant::Lasca, text)
                .map_err(|e: FenError| Decode::Bad(e.to_string()))?;
            Ok((position, 1 + len))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_of_every_game_come_back_as_written_and_damaged_files_are_refused() {
        for variant in Variant::ALL {
            let mut position = AnyPosition::start(variant);
            let mut records = Vec::new();
            for (ply, game) in [(0, 7), (1, 7), (2, 8)] {
                if ply > 0 {
                    let moves = position.moves();
                    position.play_text(&moves[ply % moves.len()].full).unwrap();
                }
                let score = (ply != 1).then_some(ply as f32 * 12.5 - 3.0);
                records.push(Record { position: position.clone(), result: 0.5, score, game });
            }
            let block = Block { variant, first_game: 7, games: 2, seed: 3, nodes: 500 };
            let mut bytes = Vec::new();
            write_block(&mut bytes, &block, &records).unwrap();
            let (read, back) = read_block(&mut bytes.as_slice(), variant).unwrap();
            assert_eq!((read, back), (block, records.clone()), "{variant}");
            assert_eq!(read_block_header(&mut bytes.as_slice(), variant).unwrap(), block);

            let cut = &bytes[..bytes.len() - 3];
            assert!(matches!(read_block(&mut &cut[..], variant), Err(RecordsError::Truncated(3))));
            let other = if variant == Variant::Thai { Variant::Italian } else { Variant::Thai };
            assert!(matches!(
                read_block(&mut bytes.as_slice(), other),
                Err(RecordsError::OtherGame { .. })
            ));
        }
        assert!(matches!(
            read_block(&mut &b"junk"[..], Variant::Thai),
            Err(RecordsError::NotPositions)
        ));
        // Two pieces on one cell: refused, never a position.
        let block = Block { variant: Variant::Italian, first_game: 0, games: 1, seed: 0, nodes: 1 };
        let mut bytes = Vec::new();
        let record = Record {
            position: AnyPosition::start(Variant::Italian),
            result: 1.0,
            score: None,
            game: 0,
        };
        write_block(&mut bytes, &block, &[record]).unwrap();
        // Black's pieces where White's stand.
        let at = HEADER + 9;
        let white: Vec<u8> = bytes[at..at + 8].to_vec();
        bytes[at + 8..at + 16].copy_from_slice(&white);
        assert!(matches!(
            read_block(&mut bytes.as_slice(), Variant::Italian),
            Err(RecordsError::BadPosition { index: 1, .. })
        ));
    }
}
