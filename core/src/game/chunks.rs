//! [`Chunks`]: a list kept in fixed-size chunks behind [`Arc`]s, so that a copy of a long
//! game record shares its moves with the original instead of duplicating them (the window
//! hands a copy of its game to the autosave's thread). A change copies only the chunk it
//! touches.

use std::ops::Index;
use std::sync::Arc;

/// Items per chunk: a change to a shared chunk copies at most this many.
const CHUNK: usize = 1 << 16;

/// A list of `T` in shared chunks of [`CHUNK`] items (the last one shorter).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Chunks<T> {
    chunks: Vec<Arc<Vec<T>>>,
    len: usize,
}

impl<T> Default for Chunks<T> {
    fn default() -> Self {
        Chunks { chunks: Vec::new(), len: 0 }
    }
}

impl<T: Clone> Chunks<T> {
    /// How many items the list holds.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Adds `item` at the end.
    pub fn push(&mut self, item: T) {
        if self.len.is_multiple_of(CHUNK) {
            self.chunks.push(Arc::new(Vec::new()));
        }
        let last = self.chunks.last_mut().expect("a chunk with room");
        Arc::make_mut(last).push(item);
        self.len += 1;
    }

    /// The item at `index`, to change (its chunk is copied first if it is shared).
    ///
    /// # Panics
    /// If `index` is out of bounds.
    pub fn get_mut(&mut self, index: usize) -> &mut T {
        assert!(index < self.len, "index {index} of a list of {}", self.len);
        &mut Arc::make_mut(&mut self.chunks[index / CHUNK])[index % CHUNK]
    }
}

impl<T: Clone> FromIterator<T> for Chunks<T> {
    fn from_iter<I: IntoIterator<Item = T>>(items: I) -> Self {
        let mut list = Chunks::default();
        for item in items {
            list.push(item);
        }
        list
    }
}

impl<T> Index<usize> for Chunks<T> {
    type Output = T;

    fn index(&self, index: usize) -> &T {
        assert!(index < self.len, "index {index} of a list of {}", self.len);
        &self.chunks[index / CHUNK][index % CHUNK]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn items_read_back_across_chunks_and_a_copy_shares_them_until_changed() {
        let mut list: Chunks<u32> = (0..(2 * CHUNK + 5) as u32).collect();
        assert_eq!(list.len(), 2 * CHUNK + 5);
        assert_eq!(
            (list[0], list[CHUNK], list[2 * CHUNK + 4]),
            (0, CHUNK as u32, 2 * CHUNK as u32 + 4)
        );
        let copy = list.clone();
        assert!(Arc::ptr_eq(&copy.chunks[1], &list.chunks[1]), "a copy shares its chunks");
        *list.get_mut(CHUNK + 1) = 7;
        assert_eq!((list[CHUNK + 1], copy[CHUNK + 1]), (7, CHUNK as u32 + 1));
        assert!(!Arc::ptr_eq(&copy.chunks[1], &list.chunks[1]), "the changed chunk is copied");
        assert!(Arc::ptr_eq(&copy.chunks[0], &list.chunks[0]), "the others stay shared");
        list.push(9);
        assert_eq!(
            (list.len(), copy.len(), list[2 * CHUNK + 5]),
            (2 * CHUNK + 6, 2 * CHUNK + 5, 9)
        );
        assert_ne!(list, copy);
    }
}
