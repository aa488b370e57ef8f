//! Zobrist keys for whole columns: one key per (cell, place in the column, piece kind),
//! made at compile time.

use super::column::{Column, MAX_HEIGHT};
use crate::cells::Cell;
use crate::zobrist::splitmix;

/// `KEYS[cell][index][code]`: the piece with two-bit code `code` standing `index` places below
/// the top of the column on `cell`.
static KEYS: [[[u64; 4]; MAX_HEIGHT]; 64] = keys();

const fn keys() -> [[[u64; 4]; MAX_HEIGHT]; 64] {
    let mut keys = [[[0; 4]; MAX_HEIGHT]; 64];
    let mut state = 0x1a5c_a000_c011_0001u64;
    let mut cell = 0;
    while cell < 64 {
        let mut index = 0;
        while index < MAX_HEIGHT {
            let mut kind = 0;
            while kind < 4 {
                let (value, next) = splitmix(state);
                keys[cell][index][kind] = value;
                state = next;
                kind += 1;
            }
            index += 1;
        }
        cell += 1;
    }
    keys
}

/// The key of the whole column standing on `cell`.
#[inline]
pub(super) fn column_key(cell: Cell, column: Column) -> u64 {
    let table = &KEYS[cell as usize];
    let mut codes = column.codes();
    let mut key = 0;
    for entry in table.iter().take(column.height()) {
        key ^= entry[(codes & 3) as usize];
        codes >>= 2;
    }
    key
}
