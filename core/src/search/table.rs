//! The transposition table: search results by Zobrist key, shared by every game and by every
//! thread of a search.
//!
//! The table is an array of buckets of [`WAYS`] entries, one cache line each; a key may be
//! stored in any entry of its bucket. The best move is kept as its index in the position's
//! legal move list (move generation is deterministic), so one table type serves every game.
//! An entry is two atomic words: its data, and its key XOR its data. Threads write without
//! locks; an entry torn by two writes at once fails the key check and reads as empty. The
//! buckets are kept in huge pages where the system has them (see [`memory`]).

mod memory;

use std::sync::atomic::{AtomicU64, Ordering};

use memory::Buckets;

/// Entries per bucket: four of 16 bytes fill a 64-byte cache line.
const WAYS: usize = 4;

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

impl Bound {
    fn bits(self) -> u8 {
        match self {
            Bound::Exact => 1,
            Bound::Lower => 2,
            Bound::Upper => 3,
        }
    }
}

/// One stored result: the key check word and the data word.
#[derive(Debug)]
struct Slot {
    check: AtomicU64,
    data: AtomicU64,
}

impl Slot {
    /// The slot's data and whether it holds `key`.
    #[inline]
    fn read(&self, key: u64) -> (Data, bool) {
        let word = self.data.load(Ordering::Relaxed);
        let holds = self.check.load(Ordering::Relaxed) ^ word == key && word != 0;
        (Data::unpack(word), holds)
    }

    #[inline]
    fn write(&self, key: u64, data: Data) {
        let word = data.pack();
        self.check.store(key ^ word, Ordering::Relaxed);
        self.data.store(word, Ordering::Relaxed);
    }
}

/// A cache line of slots (all-zero bytes: empty).
#[derive(Debug)]
#[repr(align(64))]
struct Bucket([Slot; WAYS]);

/// The fields of a data word, packed as score (16 bits), depth (8), flags (8), best (16).
#[derive(Clone, Copy, Debug)]
struct Data {
    score: i16,
    depth: i8,
    /// Bound in the low two bits (0: empty), generation above.
    flags: u8,
    /// Index of the best move plus one; 0 when none is known.
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

    fn is_empty(self) -> bool {
        self.flags & 3 == 0
    }
}

/// A probed entry.
#[derive(Clone, Copy, Debug)]
pub(super) struct Entry {
    pub score: i32,
    pub depth: i32,
    pub bound: Bound,
    /// Index of the best move in the legal move list, when one is known.
    pub best: Option<usize>,
}

impl Entry {
    /// Whether the stored score settles a search to `depth` within (`alpha`, `beta`).
    #[inline]
    pub fn cuts(&self, score: i32, depth: i32, alpha: i32, beta: i32) -> bool {
        self.depth >= depth
            && match self.bound {
                Bound::Exact => true,
                Bound::Lower => score >= beta,
                Bound::Upper => score <= alpha,
            }
    }
}

/// A fixed-size table, replaced by depth and age.
#[derive(Debug)]
pub struct Table {
    buckets: Buckets,
    generation: u8,
}

impl Table {
    /// A table of about `megabytes` MB (at least one bucket, rounded down to a power of two).
    pub fn new(megabytes: usize) -> Table {
        let wanted = (megabytes.max(1) << 20) / std::mem::size_of::<Bucket>();
        let buckets = 1usize << (usize::BITS - 1 - wanted.max(1).leading_zeros());
        Table { buckets: Buckets::new(buckets), generation: 0 }
    }

    /// Forgets everything (a new game).
    pub fn clear(&mut self) {
        self.buckets.clear();
        self.generation = 0;
    }

    /// Starts a new search: older entries become easier to replace.
    pub(super) fn next_generation(&mut self) {
        self.generation = (self.generation + 1) & 0x3f;
    }

    /// Which bucket holds `key`: the high bits choose it; the check word covers the whole key.
    #[inline]
    fn index(&self, key: u64) -> usize {
        ((key >> 32) as usize) & (self.buckets.len() - 1)
    }

    #[inline]
    fn bucket(&self, key: u64) -> &Bucket {
        &self.buckets.as_slice()[self.index(key)]
    }

    /// Starts bringing the bucket of `key` into the processor's cache, for a probe soon after.
    #[inline]
    pub(super) fn prefetch(&self, key: u64) {
        self.buckets.prefetch(self.index(key));
    }

    /// The entry for `key`, if stored.
    #[inline]
    pub(super) fn probe(&self, key: u64) -> Option<Entry> {
        self.bucket(key).0.iter().find_map(|slot| {
            let (data, holds) = slot.read(key);
            let bound = match data.flags & 3 {
                _ if !holds => return None,
                0 => return None,
                1 => Bound::Exact,
                2 => Bound::Lower,
                _ => Bound::Upper,
            };
            Some(Entry {
                score: i32::from(data.score),
                depth: i32::from(data.depth),
                bound,
                best: data.best.checked_sub(1).map(usize::from),
            })
        })
    }

    /// Stores a result for `key`. The entry already holding `key` is replaced unless it holds
    /// a result much deeper than this inexact one, and keeps its best move when this result
    /// has none; a new key takes an empty entry, else the shallowest entry of an earlier
    /// search, else the shallowest. Scores must fit in 16 bits.
    #[inline]
    pub(super) fn store(
        &self,
        key: u64,
        score: i32,
        depth: i32,
        bound: Bound,
        best: Option<usize>,
    ) {
        let bucket = self.bucket(key);
        let mut data = Data {
            score: score.clamp(i32::from(i16::MIN), i32::from(i16::MAX)) as i16,
            depth: depth.clamp(-1, 127) as i8,
            flags: bound.bits() | (self.generation << 2),
            best: best.map_or(0, |b| (b + 1).min(usize::from(u16::MAX)) as u16),
        };
        let mut victim = &bucket.0[0];
        let mut victim_worth = i32::MAX;
        for slot in &bucket.0 {
            let (old, holds) = slot.read(key);
            if holds {
                if bound != Bound::Exact && i32::from(old.depth) > depth + 2 {
                    return;
                }
                if data.best == 0 {
                    data.best = old.best;
                }
                slot.write(key, data);
                return;
            }
            // An empty entry is worth nothing; an entry of this search is worth more than one
            // of an earlier search, and a deeper one more than a shallower.
            let worth = if old.is_empty() {
                -1
            } else {
                i32::from(old.depth) + if old.generation() == self.generation { 256 } else { 0 }
            };
            if worth < victim_worth {
                victim = slot;
                victim_worth = worth;
            }
        }
        victim.write(key, data);
    }

    /// How full the table is with results of the current search, in permille.
    pub fn hashfull(&self) -> u32 {
        let buckets = self.buckets.as_slice();
        let sample = buckets.len().min(250);
        let used = buckets[..sample]
            .iter()
            .flat_map(|b| &b.0)
            .map(|s| Data::unpack(s.data.load(Ordering::Relaxed)))
            .filter(|d| !d.is_empty() && d.generation() == self.generation)
            .count();
        (used * 1000 / (sample * WAYS)) as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stored_result_reads_back_and_other_keys_miss() {
        let table = Table::new(1);
        table.store(0xdead_beef_0000_0005, -29_950, 7, Bound::Lower, Some(513));
        let entry = table.probe(0xdead_beef_0000_0005).unwrap();
        assert_eq!(
            (entry.score, entry.depth, entry.bound, entry.best),
            (-29_950, 7, Bound::Lower, Some(513))
        );
        assert!(table.probe(0xdead_beef_0001_0005).is_none());
        assert!(table.probe(0x1234).is_none());
    }

    #[test]
    fn prefetching_any_key_changes_nothing_a_probe_sees() {
        let table = Table::new(1);
        table.store(0xdead_beef_0000_0005, 42, 3, Bound::Exact, Some(1));
        // The first bucket, the last and two between.
        for key in [0, u64::MAX, 0xdead_beef_0000_0005, 0x1234 << 32] {
            table.prefetch(key);
        }
        let entry = table.probe(0xdead_beef_0000_0005).unwrap();
        assert_eq!((entry.score, entry.depth, entry.best), (42, 3, Some(1)));
        assert!(table.probe(0x1234 << 32).is_none());
    }

    #[test]
    fn a_bucket_holds_four_keys_and_then_gives_up_its_shallowest() {
        let table = Table::new(1);
        // Keys differing in their low bits only share a bucket.
        let keys: Vec<u64> = (1..=5).map(|i| (7 << 32) | i).collect();
        for (depth, &key) in [9, 3, 7, 5].iter().zip(&keys) {
            table.store(key, 10, *depth, Bound::Exact, Some(0));
        }
        assert!(keys[..4].iter().all(|&k| table.probe(k).is_some()), "four ways");
        table.store(keys[4], 10, 4, Bound::Exact, Some(0));
        assert!(table.probe(keys[1]).is_none(), "the shallowest (depth 3) made room");
        assert!([0, 2, 3, 4].iter().all(|&i| table.probe(keys[i]).is_some()));
    }

    #[test]
    fn entries_of_an_earlier_search_give_way_first_and_a_new_game_forgets_all() {
        let mut table = Table::new(1);
        let keys: Vec<u64> = (1..=5).map(|i| (9 << 32) | i).collect();
        table.store(keys[0], 10, 20, Bound::Exact, Some(0));
        table.next_generation();
        for &key in &keys[1..4] {
            table.store(key, 10, 2, Bound::Exact, Some(0));
        }
        table.store(keys[4], 10, 2, Bound::Exact, Some(0));
        assert!(table.probe(keys[0]).is_none(), "deep but old");
        table.clear();
        assert!(keys.iter().all(|&k| table.probe(k).is_none()));
    }

    #[test]
    fn a_result_without_a_move_keeps_the_move_known_and_a_much_deeper_one_is_kept() {
        let table = Table::new(1);
        table.store(42 << 32, 5, 6, Bound::Lower, Some(3));
        table.store(42 << 32, -5, 7, Bound::Upper, None);
        let entry = table.probe(42 << 32).unwrap();
        assert_eq!((entry.score, entry.bound, entry.best), (-5, Bound::Upper, Some(3)));
        table.store(42 << 32, 1, 2, Bound::Upper, None);
        assert_eq!(
            table.probe(42 << 32).unwrap().depth,
            7,
            "a far shallower bound does not replace it"
        );
        table.store(42 << 32, 1, 2, Bound::Exact, Some(1));
        assert_eq!(table.probe(42 << 32).unwrap().depth, 2, "an exact score does");
    }
}
