//! What the tables need of a board beyond its [`Geometry`]: where each side's men may stand,
//! and the half turn that swaps the colours.

use std::sync::OnceLock;

use crate::cells::{Cell, Cells, NO_CELL, bit, cells_of};
use crate::geometry::Geometry;
use crate::rules::Variant;

/// A board's half turn and the cells each side's men may stand on.
#[derive(Debug)]
pub struct Board {
    /// The board the tables are of.
    pub geometry: &'static Geometry,
    /// The cell each cell goes to when the board is turned half round (White's side then
    /// stands where Black's stood).
    turned: [Cell; 64],
}

impl Board {
    /// The board of `geometry`, its half turn computed from the cells' coordinates.
    fn new(geometry: &'static Geometry) -> Board {
        let mut turned = [NO_CELL; 64];
        for cell in cells_of(geometry.board) {
            let (file, rank) = geometry.coordinates(cell);
            let other = geometry
                .cell_at(geometry.files as i32 - 1 - file, geometry.ranks as i32 - 1 - rank);
            turned[cell as usize] = other.expect("every board is symmetric under a half turn");
        }
        Board { geometry, turned }
    }

    /// The board of one of the four single-piece games (built once).
    pub fn of(variant: Variant) -> &'static Board {
        static BOARDS: [OnceLock<Board>; 4] = [const { OnceLock::new() }; 4];
        let (slot, geometry) = match variant {
            Variant::International => (0, &crate::geometry::INTERNATIONAL),
            Variant::Italian => (1, &crate::geometry::ITALIAN),
            Variant::Thai => (2, &crate::geometry::THAI),
            Variant::Hexdame => (3, &crate::geometry::HEXDAME),
            Variant::Lasca => panic!("Lasca has no endgame tables"),
        };
        BOARDS[slot].get_or_init(|| Board::new(geometry))
    }

    /// `cells` turned half round.
    #[inline]
    pub fn turn(&self, cells: Cells) -> Cells {
        cells_of(cells).fold(0, |turned, cell| turned | bit(self.turned[cell as usize]))
    }

    /// Cells where a man of the side with index `side` may stand: all but its promotion row.
    #[inline]
    pub fn man_cells(&self, side: usize) -> Cells {
        self.geometry.board & !self.geometry.promotion[side]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_half_turn_swaps_the_sides_and_keeps_the_lines() {
        for variant in [Variant::International, Variant::Italian, Variant::Thai, Variant::Hexdame] {
            let board = Board::of(variant);
            let g = board.geometry;
            assert_eq!(board.turn(g.board), g.board, "{variant}");
            assert_eq!(board.turn(g.promotion[0]), g.promotion[1], "{variant}");
            assert_eq!(board.turn(g.promotion[1]), g.promotion[0], "{variant}");
            for cell in cells_of(g.board) {
                let turned = board.turned[cell as usize];
                assert_eq!(board.turned[turned as usize], cell, "{variant}: a half turn twice");
                for dir in 0..g.directions {
                    let next = g.neighbor[cell as usize][dir];
                    let turned_next = g.neighbor[turned as usize][g.opposite(dir)];
                    if next == NO_CELL {
                        assert_eq!(turned_next, NO_CELL, "{variant}");
                    } else {
                        assert_eq!(turned_next, board.turned[next as usize], "{variant}");
                    }
                }
            }
        }
    }
}
