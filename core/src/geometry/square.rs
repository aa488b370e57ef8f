//! Square boards: only the dark cells are used.
//!
//! Cells are laid out two ranks to a row of bits with a spare bit between the pairs, so that
//! each diagonal step is one constant shift: cell `(file, rank)` is bit
//! `(rank * S + file) / 2` with `S` the smallest odd number above the board's width.

use super::{Builder, Geometry, MAX_DIRECTIONS, Naming};
use crate::cells::Cell;

/// Diagonal steps: up-right, up-left, then their opposites down-left, down-right.
const DIAGONALS: [(i8, i8); MAX_DIRECTIONS] = [(1, 1), (-1, 1), (-1, -1), (1, -1), (0, 0), (0, 0)];

/// Where cell number 1 is and which way the numbers run along a row.
#[derive(Clone, Copy)]
enum Numbering {
    /// Row by row from the top (Black's side), left to right as White sees the board.
    FromTopLeft,
    /// Row by row from the bottom (White's side), right to left as White sees the board.
    FromBottomRight,
}

/// The 10×10 International board: a1 dark, cells 1–50 from the top left.
pub static INTERNATIONAL: Geometry = square(10, 10, true, Naming::Numeric, Numbering::FromTopLeft);

/// The 8×8 Italian board: h1 dark (the mirror of checkers), cells 1–32 from the top left.
pub static ITALIAN: Geometry = square(8, 8, false, Naming::Numeric, Numbering::FromTopLeft);

/// The 8×8 Thai board: a1 dark, cells 1–32 from the bottom right (PDN GameType 31).
pub static THAI: Geometry = square(8, 8, true, Naming::Numeric, Numbering::FromBottomRight);

/// The 7×7 Lasca board: 25 cells with file + rank even, written `a1`…`g7`.
pub static LASCA: Geometry = square(7, 7, true, Naming::Algebraic, Numbering::FromTopLeft);

const fn square(
    files: u8,
    ranks: u8,
    a1_dark: bool,
    naming: Naming,
    numbering: Numbering,
) -> Geometry {
    let stride = if files.is_multiple_of(2) { files as i32 + 1 } else { files as i32 + 2 };
    let dark_parity = if a1_dark { 0 } else { 1 };
    let mut b = Builder::new(files, ranks, DIAGONALS, 4);
    let mut rank = 0;
    while rank < ranks as i32 {
        let mut file = 0;
        while file < files as i32 {
            if (file + rank) % 2 == dark_parity {
                b.add(((rank * stride + file) / 2) as Cell, file, rank);
            }
            file += 1;
        }
        rank += 1;
    }
    // Numbers: walk the rows in numbering order.
    let mut number = 1;
    let mut row = 0;
    while row < ranks as i32 {
        let rank = match numbering {
            Numbering::FromTopLeft => ranks as i32 - 1 - row,
            Numbering::FromBottomRight => row,
        };
        let mut col = 0;
        while col < files as i32 {
            let file = match numbering {
                Numbering::FromTopLeft => col,
                Numbering::FromBottomRight => files as i32 - 1 - col,
            };
            let cell = b.lookup(file, rank);
            if cell != crate::cells::NO_CELL {
                b.number(cell, number);
                number += 1;
            }
            col += 1;
        }
        row += 1;
    }
    let mut g = b.finish();
    g.naming = naming;
    let mut top = 0;
    let mut bottom = 0;
    let mut cell = 0;
    while cell < 64 {
        if g.rank_of[cell] == ranks as i8 - 1 {
            top |= 1u64 << cell;
        }
        if g.rank_of[cell] == 0 {
            bottom |= 1u64 << cell;
        }
        cell += 1;
    }
    g.promotion = [top, bottom];
    super::with_promotion_tables(g)
}
