//! Lasca setups: columns on cells, before validation.

use super::column::Column;
use crate::cells::{Cell, Cells, bit};
use crate::geometry::LASCA;
use crate::rules::Variant;
use crate::setup::SetupError;
use crate::side::{Piece, Role, Side};

/// The most pieces a side has in Lasca (its number at the start).
pub const MAX_PIECES_PER_SIDE: usize = 11;

/// Columns on cells and a side to move; may describe an impossible position until validated.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LascaSetup {
    /// Who is to move.
    pub side_to_move: Side,
    /// Every column with its cell, its pieces from the top (the commander) down. An empty list
    /// leaves the cell empty.
    pub columns: Vec<(Cell, Vec<Piece>)>,
}

/// The columns of a validated setup, one per cell (empty where there is none).
pub(super) type Columns = [Column; BOARD_BITS];

/// Bits of the Lasca layout that can hold a cell: every cell index is below this.
pub(super) const BOARD_BITS: usize = 32;
const _: () = assert!(LASCA.board >> BOARD_BITS == 0);

impl LascaSetup {
    /// Checks the setup: every column on a playable cell, at most one column a cell, at most
    /// 11 pieces of each colour (22 in all), no column commanded by a soldier on its own
    /// promotion rank. Returns the columns by cell.
    pub(super) fn validate(&self) -> Result<Columns, SetupError> {
        let g = &LASCA;
        let mut given: Cells = 0;
        let mut counts = [0usize; 2];
        for (cell, pieces) in &self.columns {
            let cell = *cell;
            if !g.is_cell(cell) {
                return Err(SetupError::OffBoard(format!("#{cell}")));
            }
            if given & bit(cell) != 0 {
                return Err(SetupError::ColumnTwice(g.name(cell)));
            }
            given |= bit(cell);
            if let Some(commander) = pieces.first()
                && commander.role == Role::Man
                && g.promotion[commander.side.index()] & bit(cell) != 0
            {
                return Err(SetupError::SoldierCommanderOnPromotionRank {
                    side: Variant::Lasca.side_name(commander.side),
                    cell: g.name(cell),
                });
            }
            for piece in pieces {
                counts[piece.side.index()] += 1;
            }
        }
        for side in Side::BOTH {
            let count = counts[side.index()];
            if count > MAX_PIECES_PER_SIDE {
                return Err(SetupError::TooManyPieces {
                    side: Variant::Lasca.side_name(side),
                    count,
                    max: MAX_PIECES_PER_SIDE as u32,
                });
            }
        }
        let mut columns = [Column::EMPTY; BOARD_BITS];
        for (cell, pieces) in &self.columns {
            // At most 22 pieces in all, so every column fits.
            columns[*cell as usize] =
                Column::from_pieces(pieces.iter().copied()).expect("at most 22 pieces");
        }
        Ok(columns)
    }
}
