//! The 61-cell hexagonal Hexdame board.
//!
//! Cell `(L, N)` (letter and number, 1-based) exists when `|L − N| ≤ 4`. Cells are indexed
//! rank by rank (N), then by letter, so indices rise along the three "up" directions.

use super::{Builder, Geometry, MAX_DIRECTIONS, Naming};
use crate::cells::Cell;

/// The six steps in `(letter, number)`: White's three forward steps, then their opposites.
const HEX_STEPS: [(i8, i8); MAX_DIRECTIONS] = [(1, 0), (0, 1), (1, 1), (-1, 0), (0, -1), (-1, -1)];

/// The Hexdame board: a1 the bottom corner, i9 the top corner, e5 the centre.
pub static HEXDAME: Geometry = hexagon();

const fn hexagon() -> Geometry {
    let mut b = Builder::new(9, 9, HEX_STEPS, 6);
    let mut index: Cell = 0;
    let mut rank = 0;
    while rank < 9 {
        let mut file = 0;
        while file < 9 {
            if (file - rank) <= 4 && (rank - file) <= 4 {
                b.add(index, file, rank);
                b.number(index, index + 1);
                index += 1;
            }
            file += 1;
        }
        rank += 1;
    }
    let mut g = b.finish();
    g.naming = Naming::Algebraic;
    let mut white = 0;
    let mut red = 0;
    let mut cell = 0;
    while cell < 64 {
        let (f, r) = (g.file_of[cell], g.rank_of[cell]);
        if f >= 0 {
            if f == 8 || r == 8 {
                white |= 1u64 << cell;
            }
            if f == 0 || r == 0 {
                red |= 1u64 << cell;
            }
        }
        cell += 1;
    }
    g.promotion = [white, red];
    super::with_promotion_tables(g)
}
