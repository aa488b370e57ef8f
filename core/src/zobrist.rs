//! Zobrist keys: fixed pseudo-random numbers per (piece kind, cell), made at compile time.

/// One key per piece kind (white man, white king, black man, black king) and cell.
pub static PIECE_KEYS: [[u64; 64]; 4] = piece_keys();

/// Added when Black is to move.
pub const BLACK_TO_MOVE: u64 = splitmix(0x0123_4567_89ab_cdef).0;

/// One step of SplitMix64: the output and the next state.
pub(crate) const fn splitmix(state: u64) -> (u64, u64) {
    let next = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = next;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    (z ^ (z >> 31), next)
}

const fn piece_keys() -> [[u64; 64]; 4] {
    let mut keys = [[0; 64]; 4];
    let mut state = 0x5eed_da31_e700_0001u64;
    let mut kind = 0;
    while kind < 4 {
        let mut cell = 0;
        while cell < 64 {
            let (value, next) = splitmix(state);
            keys[kind][cell] = value;
            state = next;
            cell += 1;
        }
        kind += 1;
    }
    keys
}
