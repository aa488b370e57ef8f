//! A Lasca move: the start cell and every cell the column lands on, in order.

use crate::cells::Cell;
use crate::position::GameMove;

/// The most jumps a capture sequence can have.
///
/// Each jump takes the commander of the column jumped, and that commander is a piece of the
/// opponent. The piece taken goes under the capturing column, which is never jumped, so it is
/// not taken again; and no column is jumped twice in a sequence. Every jump therefore takes a
/// different opponent piece that stood on the board when the sequence began, and a side has at
/// most 11 pieces (validated when a position is made). Hence at most 11 jumps. (The board's
/// interior, the only cells that can be jumped, has 13 cells, so the piece count is the
/// tighter bound.)
pub const MAX_JUMPS: usize = 11;

/// A move of Lasca.
///
/// A quiet move has one landing cell; a capture has one per jump. Two captures with the same
/// start and end are different moves when they build different columns (docs/RULES.md §0.8),
/// so the move keeps its whole route, which is also all that playing it needs.
/// Unused landing slots are zero, so equal moves compare equal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LascaMove {
    from: Cell,
    len: u8,
    capture: bool,
    landings: [Cell; MAX_JUMPS],
}

impl LascaMove {
    /// A quiet move of one step.
    #[inline]
    pub(crate) const fn quiet(from: Cell, to: Cell) -> LascaMove {
        let mut landings = [0; MAX_JUMPS];
        landings[0] = to;
        LascaMove { from, len: 1, capture: false, landings }
    }

    /// A capture landing on `landings` in order (at least one, at most [`MAX_JUMPS`]).
    #[inline]
    pub(crate) fn capture(from: Cell, landings: &[Cell]) -> LascaMove {
        let mut all = [0; MAX_JUMPS];
        all[..landings.len()].copy_from_slice(landings);
        LascaMove { from, len: landings.len() as u8, capture: true, landings: all }
    }

    /// The cells the column lands on, in order; the last is the end cell.
    #[inline]
    pub fn landings(&self) -> &[Cell] {
        &self.landings[..self.len as usize]
    }

    /// How many columns a capture jumps (0 for a quiet move).
    #[inline]
    pub fn jumps(&self) -> usize {
        if self.capture { self.len as usize } else { 0 }
    }
}

impl GameMove for LascaMove {
    #[inline]
    fn from(&self) -> Cell {
        self.from
    }

    #[inline]
    fn to(&self) -> Cell {
        self.landings[self.len as usize - 1]
    }

    #[inline]
    fn is_capture(&self) -> bool {
        self.capture
    }
}
