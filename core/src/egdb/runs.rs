//! How a table's values are kept: [`Dense`], two bits a position, while it is built or
//! checked; [`Runs`], run-length coded in blocks, in files and for probing.
//!
//! A run is one varint (LEB128) of `(length − 1) << 2 | code`. Every block of
//! [`BLOCK`] positions starts a new run, and the byte where each block starts is listed, so a
//! probe reads one block's runs at most. The entries of positions left out of the table
//! (the side to move must capture) join whichever run is next to them.

/// Positions per block.
pub const BLOCK: u64 = 4096;

/// The code of an entry that is not part of the table (a capture is pending).
pub const LEFT_OUT: u8 = 3;

/// Two bits a position: value codes, or [`LEFT_OUT`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dense {
    bytes: Vec<u8>,
    len: u64,
}

impl Dense {
    /// `len` entries, all [`LEFT_OUT`].
    pub fn new(len: u64) -> Dense {
        Dense { bytes: vec![0xff; len.div_ceil(4) as usize], len }
    }

    /// The number of entries.
    pub fn len(&self) -> u64 {
        self.len
    }

    /// The code at `index`.
    #[inline]
    pub fn get(&self, index: u64) -> u8 {
        (self.bytes[(index / 4) as usize] >> (2 * (index % 4))) & 3
    }

    /// Sets the code at `index`.
    #[inline]
    pub fn set(&mut self, index: u64, code: u8) {
        let byte = &mut self.bytes[(index / 4) as usize];
        let shift = 2 * (index % 4);
        *byte = (*byte & !(3 << shift)) | (code << shift);
    }
}

/// Run-length coded values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Runs {
    /// Where each block's runs start in `data`, and where the last one ends.
    pub starts: Vec<u64>,
    /// The runs.
    pub data: Vec<u8>,
    /// The number of positions.
    pub len: u64,
}

impl Runs {
    /// The runs of `dense`.
    pub fn encode(dense: &Dense) -> Runs {
        let mut starts = Vec::with_capacity(dense.len.div_ceil(BLOCK) as usize + 1);
        let mut data = Vec::new();
        let mut start = 0;
        while start < dense.len {
            starts.push(data.len() as u64);
            let end = (start + BLOCK).min(dense.len);
            encode_block(dense, start..end, &mut data);
            start = end;
        }
        starts.push(data.len() as u64);
        Runs { starts, data, len: dense.len }
    }

    /// The code at `index` (below `len`; the runs are known to be well formed).
    pub fn get(&self, index: u64) -> u8 {
        let block = (index / BLOCK) as usize;
        let mut rest = index % BLOCK;
        let mut at = self.starts[block] as usize;
        loop {
            let (word, next) = read_varint(&self.data, at).expect("checked when read");
            let length = (word >> 2) + 1;
            if rest < length {
                return (word & 3) as u8;
            }
            rest -= length;
            at = next;
        }
    }

    /// The values as [`Dense`] (left-out entries read as the runs give them).
    pub fn decode(&self) -> Dense {
        let mut dense = Dense::new(self.len);
        let mut index = 0;
        let mut at = 0;
        while index < self.len {
            let (word, next) = read_varint(&self.data, at).expect("checked when read");
            for _ in 0..(word >> 2) + 1 {
                dense.set(index, (word & 3) as u8);
                index += 1;
            }
            at = next;
        }
        dense
    }

    /// Checks that every block's runs cover exactly its positions with value codes; says what
    /// is wrong otherwise.
    pub fn check(&self) -> Result<(), String> {
        let blocks = self.len.div_ceil(BLOCK) as usize;
        if self.starts.len() != blocks + 1 || self.starts.last() != Some(&(self.data.len() as u64))
        {
            return Err(format!("{} block starts for {blocks} blocks", self.starts.len()));
        }
        for block in 0..blocks {
            let expected = BLOCK.min(self.len - block as u64 * BLOCK);
            let (mut at, end) = (self.starts[block] as usize, self.starts[block + 1] as usize);
            let mut covered = 0;
            while at < end {
                let (word, next) = read_varint(&self.data[..end], at)
                    .ok_or_else(|| format!("block {block}: a run is cut short"))?;
                if word & 3 == LEFT_OUT as u64 {
                    return Err(format!("block {block}: a run has no value"));
                }
                covered += (word >> 2) + 1;
                at = next;
            }
            if covered != expected {
                return Err(format!("block {block}: runs cover {covered} of {expected} positions"));
            }
        }
        Ok(())
    }
}

/// Appends the runs of `dense[range]`.
fn encode_block(dense: &Dense, range: std::ops::Range<u64>, data: &mut Vec<u8>) {
    let first = range.clone().map(|i| dense.get(i)).find(|&c| c != LEFT_OUT).unwrap_or(1);
    let (mut code, mut length) = (first, 0u64);
    for i in range {
        let next = dense.get(i);
        if next == LEFT_OUT || next == code {
            length += 1;
        } else {
            write_varint(data, (length - 1) << 2 | code as u64);
            (code, length) = (next, 1);
        }
    }
    write_varint(data, (length - 1) << 2 | code as u64);
}

/// Appends `value` as LEB128.
fn write_varint(data: &mut Vec<u8>, mut value: u64) {
    while value >= 0x80 {
        data.push(value as u8 | 0x80);
        value >>= 7;
    }
    data.push(value as u8);
}

/// The LEB128 number at `at`, and where the next one starts; `None` when cut short or too
/// long.
#[inline]
fn read_varint(data: &[u8], mut at: usize) -> Option<(u64, usize)> {
    let mut value = 0u64;
    for shift in (0..64).step_by(7) {
        let byte = *data.get(at)?;
        at += 1;
        value |= ((byte & 0x7f) as u64) << shift;
        if byte & 0x80 == 0 {
            return Some((value, at));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runs_give_back_every_value_and_fill_left_out_entries() {
        let len = 3 * BLOCK + 77;
        let mut dense = Dense::new(len);
        for i in 0..len {
            let code = match i % 97 {
                0..40 => 0,
                40..45 => LEFT_OUT,
                45..90 => 1,
                _ => (i % 3) as u8,
            };
            dense.set(i, code);
        }
        let runs = Runs::encode(&dense);
        assert_eq!(runs.check(), Ok(()));
        let decoded = runs.decode();
        for i in 0..len {
            let code = dense.get(i);
            if code != LEFT_OUT {
                assert_eq!(runs.get(i), code, "entry {i}");
                assert_eq!(decoded.get(i), code, "entry {i}");
            } else {
                assert_ne!(runs.get(i), LEFT_OUT, "entry {i}");
            }
        }
        assert!(runs.data.len() < (len / 4) as usize, "runs are shorter than the dense form");
    }

    #[test]
    fn damaged_runs_are_refused() {
        let mut dense = Dense::new(BLOCK + 5);
        for i in 0..dense.len() {
            dense.set(i, (i / 100 % 3) as u8);
        }
        let runs = Runs::encode(&dense);
        let mut cut = runs.clone();
        cut.data.pop();
        *cut.starts.last_mut().unwrap() -= 1;
        assert!(cut.check().is_err());
        let mut longer = runs.clone();
        longer.data[0] = 0x7c;
        assert!(longer.check().is_err());
    }
}
