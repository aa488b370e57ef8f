//! Cells and sets of cells.
//!
//! A [`Cell`] is a bit index into a board's layout (see [`crate::geometry`]); a set of cells is
//! a plain `u64` with one bit per cell, so set operations are single instructions.

/// A cell of a board, as a bit index `0..64` in the board's layout.
pub type Cell = u8;

/// A set of cells: bit `c` is set when cell `c` is in the set.
pub type Cells = u64;

/// "No cell": marks a missing neighbour in geometry tables.
pub const NO_CELL: Cell = u8::MAX;

/// The set holding only `cell`.
#[inline]
pub const fn bit(cell: Cell) -> Cells {
    1u64 << cell
}

/// Whether `set` contains `cell`.
#[inline]
pub const fn contains(set: Cells, cell: Cell) -> bool {
    set & bit(cell) != 0
}

/// The cells of `set`, lowest first.
#[inline]
pub fn cells_of(set: Cells) -> CellIter {
    CellIter(set)
}

/// Iterator over the cells of a set, lowest first.
#[derive(Clone, Copy, Debug)]
pub struct CellIter(Cells);

impl Iterator for CellIter {
    type Item = Cell;

    #[inline]
    fn next(&mut self) -> Option<Cell> {
        if self.0 == 0 {
            return None;
        }
        let cell = self.0.trailing_zeros() as Cell;
        self.0 &= self.0 - 1;
        Some(cell)
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for CellIter {}
