//! The file of one table: a header (format, game, signature, sizes, checksum), the length of
//! each block's runs, then the runs. Numbers are little-endian.
//!
//! | bytes | what |
//! |---|---|
//! | 0–7 | `DAMEGDB` and 0x1a |
//! | 8–9 | format ([`FORMAT`]) |
//! | 10 | game: 0 International, 1 Italian, 2 Thai, 3 Hexdame |
//! | 11–14 | White's men, White's kings, Black's men, Black's kings |
//! | 15 | 0 |
//! | 16–23 | positions (both sides to move) |
//! | 24–27 | positions a block |
//! | 28–31 | CRC-32 of every other byte of the file |
//! | 32–39 | bytes of runs |
//! | 40… | bytes of each block's runs (two bytes a block), then the runs |

use crate::rules::Variant;

use super::board::Board;
use super::index::Index;
use super::runs::{BLOCK, Runs};
use super::signature::Signature;
use super::table::Table;

/// The file format written: a file of any other format is refused.
pub const FORMAT: u16 = 1;

const MAGIC: [u8; 8] = *b"DAMEGDB\x1a";
const HEADER: usize = 40;
const CHECKSUM: std::ops::Range<usize> = 28..32;
const GAMES: [Variant; 4] =
    [Variant::International, Variant::Italian, Variant::Thai, Variant::Hexdame];

/// Why a table file was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FileError {
    /// Shorter than its header or than the header says.
    #[error("the file is cut short ({have} bytes, {need} expected)")]
    Truncated {
        /// Bytes in the file.
        have: u64,
        /// Bytes the header calls for.
        need: u64,
    },
    /// Not a Damier table file.
    #[error("not a Damier endgame table file")]
    NotATable,
    /// A format this version does not read.
    #[error("table format {0} (this version reads format {FORMAT})")]
    Format(u16),
    /// The contents do not match the checksum.
    #[error("the checksum does not match: the file is damaged")]
    Checksum,
    /// A table of another game or signature than the file name says.
    #[error("the file holds {found}, not {expected}")]
    Mismatch {
        /// What the file should hold.
        expected: String,
        /// What it holds.
        found: String,
    },
    /// The header or the runs do not make sense.
    #[error("the file is malformed: {0}")]
    Malformed(String),
}

/// The file name of a table: its game and signature, e.g. `international-KK-K.egdb`.
pub fn file_name(variant: Variant, signature: Signature) -> String {
    format!("{}-{signature}.egdb", variant.id())
}

impl Table {
    /// Reads a table from the bytes of its file, checking its header, its checksum and its
    /// runs; `expected` is the game and signature the file should hold, if known.
    pub fn from_bytes(
        bytes: &[u8],
        expected: Option<(Variant, Signature)>,
    ) -> Result<Table, FileError> {
        decode(bytes, expected)
    }

    /// The bytes of the table's file.
    pub fn to_bytes(&self) -> Vec<u8> {
        encode(self, &self.runs())
    }
}

/// The bytes of the file of `table`.
fn encode(table: &Table, runs: &Runs) -> Vec<u8> {
    let signature = table.signature();
    let blocks = runs.starts.len() - 1;
    let mut bytes = Vec::with_capacity(HEADER + 2 * blocks + runs.data.len());
    bytes.extend_from_slice(&MAGIC);
    bytes.extend_from_slice(&FORMAT.to_le_bytes());
    bytes.push(GAMES.iter().position(|&v| v == table.variant()).expect("a game with tables") as u8);
    bytes.extend_from_slice(&[
        signature.men[0],
        signature.kings[0],
        signature.men[1],
        signature.kings[1],
        0,
    ]);
    bytes.extend_from_slice(&runs.len.to_le_bytes());
    bytes.extend_from_slice(&(BLOCK as u32).to_le_bytes());
    bytes.extend_from_slice(&[0; 4]);
    bytes.extend_from_slice(&(runs.data.len() as u64).to_le_bytes());
    for block in runs.starts.windows(2) {
        bytes.extend_from_slice(&((block[1] - block[0]) as u16).to_le_bytes());
    }
    bytes.extend_from_slice(&runs.data);
    let checksum = checksum(&bytes);
    bytes[CHECKSUM].copy_from_slice(&checksum.to_le_bytes());
    bytes
}

/// The CRC-32 of the file's bytes but the checksum's own.
fn checksum(bytes: &[u8]) -> u32 {
    let mut hasher = crc32fast::Hasher::new();
    hasher.update(&bytes[..CHECKSUM.start]);
    hasher.update(&bytes[CHECKSUM.end..]);
    hasher.finalize()
}

/// Reads a table file, checking everything it says; `expected` is the game and signature its
/// name promises, if any.
fn decode(bytes: &[u8], expected: Option<(Variant, Signature)>) -> Result<Table, FileError> {
    let have = bytes.len() as u64;
    if have < HEADER as u64 {
        return Err(if bytes.starts_with(&MAGIC[..bytes.len().min(8)]) {
            FileError::Truncated { have, need: HEADER as u64 }
        } else {
            FileError::NotATable
        });
    }
    if bytes[..8] != MAGIC {
        return Err(FileError::NotATable);
    }
    let u16_at = |at: usize| u16::from_le_bytes([bytes[at], bytes[at + 1]]);
    let u32_at = |at: usize| u32::from_le_bytes(bytes[at..at + 4].try_into().expect("4 bytes"));
    let u64_at = |at: usize| u64::from_le_bytes(bytes[at..at + 8].try_into().expect("8 bytes"));
    let format = u16_at(8);
    if format != FORMAT {
        return Err(FileError::Format(format));
    }
    let positions = u64_at(16);
    let block = u32_at(24) as u64;
    let data_len = u64_at(32);
    if block != BLOCK {
        return Err(FileError::Malformed(format!("blocks of {block} positions")));
    }
    let blocks = positions.div_ceil(BLOCK);
    let need = (HEADER as u64).saturating_add(2 * blocks).saturating_add(data_len);
    if have < need {
        return Err(FileError::Truncated { have, need });
    }
    if have > need {
        return Err(FileError::Malformed(format!("{} bytes after the runs", have - need)));
    }
    if checksum(bytes) != u32_at(CHECKSUM.start) {
        return Err(FileError::Checksum);
    }
    let variant = *GAMES
        .get(bytes[10] as usize)
        .ok_or_else(|| FileError::Malformed(format!("game number {}", bytes[10])))?;
    let signature = Signature { men: [bytes[11], bytes[13]], kings: [bytes[12], bytes[14]] };
    if let Some((game, wanted)) = expected
        && (game, wanted) != (variant, signature)
    {
        return Err(FileError::Mismatch {
            expected: format!("{game} {wanted}"),
            found: format!("{variant} {signature}"),
        });
    }
    if signature.side_pieces(crate::side::Side::White) == 0
        || signature.side_pieces(crate::side::Side::Black) == 0
        || !signature.is_canonical()
        || signature.pieces() > 16
    {
        return Err(FileError::Malformed(format!("signature {signature}")));
    }
    let index = Index::new(Board::of(variant), signature);
    if index.size() != positions {
        return Err(FileError::Malformed(format!(
            "{positions} positions where {signature} has {}",
            index.size()
        )));
    }
    let mut starts = Vec::with_capacity(blocks as usize + 1);
    let mut start = 0;
    starts.push(0);
    for b in 0..blocks as usize {
        start += u16_at(HEADER + 2 * b) as u64;
        starts.push(start);
    }
    let data_start = HEADER + 2 * blocks as usize;
    let runs = Runs { starts, data: bytes[data_start..].to_vec(), len: positions };
    runs.check().map_err(FileError::Malformed)?;
    Ok(Table::with_runs(variant, index, runs))
}
