//! The transposition table: search results by Zobrist key, shared by every game.
//!
//! The best move is kept as its index in the position's legal move list (move generation is
//! deterministic), so one table type serves every game.

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

/// One stored result.
#[derive(Clone, Copy, Debug, Default)]
struct Slot {
    key: u64,
    score: i32,
    depth: i8,
    /// Bound in the low two bits, generation above.
    flags: u8,
    best: u16,
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
        Table { slots: vec![Slot::default(); slots], generation: 0 }
    }

    /// Forgets everything (a new game).
    pub fn clear(&mut self) {
        self.slots.fill(Slot::default());
        self.generation = 0;
    }

    /// Starts a new search: older entries become easier to replace.
    pub(super) fn next_generation(&mut self) {
        self.generation = (self.generation + 1) & 0x3f;
    }

    #[inline]
    fn index(&self, key: u64) -> usize {
        (key as usize) & (self.slots.len() - 1)
    }

    /// The entry for `key`, if stored.
    #[inline]
    pub(super) fn probe(&self, key: u64) -> Option<Entry> {
        let slot = self.slots[self.index(key)];
        (slot.key == key && slot.flags != 0).then_some(Entry {
            score: slot.score,
            depth: slot.depth as i32,
            bound: match slot.flags & 3 {
                1 => Bound::Exact,
                2 => Bound::Lower,
                _ => Bound::Upper,
            },
            best: slot.best as usize,
        })
    }

    /// Stores a result unless a deeper one of this search holds the slot.
    #[inline]
    pub(super) fn store(&mut self, key: u64, score: i32, depth: i32, bound: Bound, best: usize) {
        let index = self.index(key);
        let slot = &mut self.slots[index];
        let same_search = slot.flags >> 2 == self.generation;
        if slot.key != key && same_search && slot.depth as i32 > depth && slot.flags & 3 == 1 {
            return;
        }
        let bound_bits = match bound {
            Bound::Exact => 1,
            Bound::Lower => 2,
            Bound::Upper => 3,
        };
        *slot = Slot {
            key,
            score,
            depth: depth.clamp(-1, 127) as i8,
            flags: bound_bits | (self.generation << 2),
            best: best.min(u16::MAX as usize) as u16,
        };
    }

    /// How full the table is with results of the current search, in permille.
    pub fn hashfull(&self) -> u32 {
        let sample = self.slots.len().min(1000);
        let used = self.slots[..sample]
            .iter()
            .filter(|s| s.flags != 0 && s.flags >> 2 == self.generation)
            .count();
        (used * 1000 / sample) as u32
    }
}
