//! The transposition table: search results by Zobrist key, shared by every game and by every
//! thread of a search.
//!
//! The best move is kept as its index in the position's legal move list (move generation is
//! deterministic), so one table type serves every game. An entry is two atomic words: its
//! data, and its key XOR its data. Threads write without locks; an entry torn by two writes
//! at once fails the key check and reads as empty.

use std::sync::atomic::{AtomicU64, Ordering};

/// What a stored score says about the true score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Bound {
    /// The true score.
    Exact,
    /// The true score is at least this (the search failed high).
    Lower,
    /// The true score is at most this (the search failed low).
    Upper,
}

/// One stored result: the key check word and the data word.
#[derive(Debug, Default)]
struct Slot {
    check: AtomicU64,
    data: AtomicU64,
}

/// The fields of a data word, packed as score (16 bits), depth (8), flags (8), best (16).
#[derive(Clone, Copy, Debug)]
struct Data {
    score: i16,
    depth: i8,
    /// Bound in the low two bits (0: empty), generation above.
    flags: u8,
    best: u16,
}

impl Data {
    fn pack(self) -> u64 {
        u64::from(self.score as u16)
            | u64::from(self.depth as u8) << 16
            | u64::from(self.flags) << 24
            | u64::from(self.best) << 32
    }

    fn unpack(word: u64) -> Data {
        Data {
            score: word as u16 as i16,
            depth: (word >> 16) as u8 as i8,
            flags: (word >> 24) as u8,
            best: (word >> 32) as u16,
        }
    }

    fn generation(self) -> u8 {
        self.flags >> 2
    }
}

/// A probed entry.
#[derive(Clone, Copy, Debug)]
pub(super) struct Entry {
    pub score: i32,
    pub depth: i32,
    pub bound: Bound,
    /// Index of the best move in the legal move list.
    pub best: usize,
}

/// A fixed-size table, replaced by depth and age.
#[derive(Debug)]
pub struct Table {
    slots: Vec<Slot>,
    generation: u8,
}

impl Table {
    /// A table of about `megabytes` MB (at least one slot, rounded down to a power of two).
    pub fn new(megabytes: usize) -> Table {
        let wanted = (megabytes.max(1) << 20) / std::mem::size_of::<Slot>();
        let slots = 1usize << (usize::BITS - 1 - wanted.max(1).leading_zeros());
        Table { slots: (0..slots).map(|_| Slot::default()).collect(), generation: 0 }
    }

    /// Forgets everything (a new game).
    pub fn clear(&mut self) {
        for slot in &mut self.slots {
            *slot = Slot::default();
        }
        self.generation = 0;
    }

    /// Starts a new search: older entries become easier to replace.
    pub(super) fn next_generation(&mut self) {
        self.generation = (self.generation + 1) & 0x3f;
    }

    #[inline]
    fn slot(&self, key: u64) -> &Slot {
        &self.slots[(key as usize) & (self.slots.len() - 1)]
    }

    /// The entry for `key`, if stored.
    #[inline]
    pub(super) fn probe(&self, key: u64) -> Option<Entry> {
        let slot = self.slot(key);
        let word = slot.data.load(Ordering::Relaxed);
        if slot.check.load(Ordering::Relaxed) ^ word != key {
            return None;
        }
        let data = Data::unpack(word);
        let bound = match data.flags & 3 {
            0 => return None,
            1 => Bound::Exact,
            2 => Bound::Lower,
            _ => Bound::Upper,
        };
        Some(Entry {
            score: i32::from(data.score),
            depth: i32::from(data.depth),
            bound,
            best: usize::from(data.best),
        })
    }

    /// Stores a result unless a deeper exact one of this search holds the slot for another
    /// position. Scores must fit in 16 bits.
    #[inline]
    pub(super) fn store(&self, key: u64, score: i32, depth: i32, bound: Bound, best: usize) {
        let slot = self.slot(key);
        let old_word = slot.data.load(Ordering::Relaxed);
        let old = Data::unpack(old_word);
        let same_key = slot.check.load(Ordering::Relaxed) ^ old_word == key;
        let same_search = old.generation() == self.generation;
        if !same_key && same_search && i32::from(old.depth) > depth && old.flags & 3 == 1 {
            return;
        }
        let bound_bits = match bound {
            Bound::Exact => 1,
            Bound::Lower => 2,
            Bound::Upper => 3,
        };
        let word = Data {
            score: score.clamp(i32::from(i16::MIN), i32::from(i16::MAX)) as i16,
            depth: depth.clamp(-1, 127) as i8,
            flags: bound_bits | (self.generation << 2),
            best: best.min(usize::from(u16::MAX)) as u16,
        }
        .pack();
        slot.check.store(key ^ word, Ordering::Relaxed);
        slot.data.store(word, Ordering::Relaxed);
    }

    /// How full the table is with results of the current search, in permille.
    pub fn hashfull(&self) -> u32 {
        let sample = self.slots.len().min(1000);
        let used = self.slots[..sample]
            .iter()
            .map(|s| Data::unpack(s.data.load(Ordering::Relaxed)))
            .filter(|d| d.flags != 0 && d.generation() == self.generation)
            .count();
        (used * 1000 / sample) as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stored_result_reads_back_and_other_keys_miss() {
        let table = Table::new(1);
        table.store(0xdead_beef_0000_0005, -29_950, 7, Bound::Lower, 513);
        let entry = table.probe(0xdead_beef_0000_0005).unwrap();
        assert_eq!(
            (entry.score, entry.depth, entry.bound, entry.best),
            (-29_950, 7, Bound::Lower, 513)
        );
        assert!(table.probe(0xdead_beef_0001_0005).is_none());
        assert!(table.probe(0x1234).is_none());
    }

    #[test]
    fn a_deeper_exact_result_of_this_search_is_kept_against_another_position() {
        let mut table = Table::new(1);
        table.store(1 << 40, 10, 9, Bound::Exact, 0);
        table.store(2 << 40, 20, 3, Bound::Exact, 0);
        assert_eq!(table.probe(1 << 40).unwrap().score, 10);
        assert!(table.probe(2 << 40).is_none());
        table.next_generation();
        table.store(2 << 40, 20, 3, Bound::Exact, 0);
        assert_eq!(table.probe(2 << 40).unwrap().score, 20);
        table.clear();
        assert!(table.probe(2 << 40).is_none());
    }
}
