//! Setups: what FEN and the position editor produce, before validation.

use crate::cells::{Cell, Cells, bit};
use crate::geometry::Geometry;
use crate::side::{Piece, Role, Side};

/// Pieces on cells and a side to move; may describe an impossible position until validated.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Setup {
    /// Who is to move.
    pub side_to_move: Side,
    /// Every piece with its cell.
    pub pieces: Vec<(Cell, Piece)>,
}

/// Why a setup is not a legal position. Cells are named as the game writes them.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// A piece stands on a cell that is not on the board.
    #[error("cell {0} is not a playable cell of this board")]
    OffBoard(String),
    /// Two pieces stand on one cell.
    #[error("two pieces on cell {0}")]
    Occupied(String),
    /// A man stands on its own promotion row, where it would already be a king.
    #[error("a {side} man on {cell}, its own promotion row")]
    ManOnPromotionRow {
        /// The man's side, as the game names it.
        side: &'static str,
        /// The cell.
        cell: String,
    },
    /// A side has more pieces than the game starts with.
    #[error("{side} has {count} pieces; this game has at most {max}")]
    TooManyPieces {
        /// The side, as the game names it.
        side: &'static str,
        /// How many pieces it has.
        count: usize,
        /// The most it may have.
        max: u32,
    },
    /// Lasca: two columns are given for one cell.
    #[error("two columns given for cell {0}")]
    ColumnTwice(String),
    /// Lasca: a column is commanded by a soldier standing on its own promotion rank, where it
    /// would already be an officer.
    #[error("the column on {cell} is commanded by a {side} soldier on its own promotion rank")]
    SoldierCommanderOnPromotionRank {
        /// The soldier's side, as the game names it.
        side: &'static str,
        /// The cell.
        cell: String,
    },
}

/// A validated placement of single pieces: one set per side and the kings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Placement {
    pub pieces: [Cells; 2],
    pub kings: Cells,
}

impl Setup {
    /// Checks the setup against a board and its limits and returns the piece sets.
    pub(crate) fn place(
        &self,
        geometry: &Geometry,
        max_pieces: u32,
        side_name: impl Fn(Side) -> &'static str,
    ) -> Result<Placement, SetupError> {
        let mut placement = Placement { pieces: [0, 0], kings: 0 };
        for &(cell, piece) in &self.pieces {
            if !geometry.is_cell(cell) {
                return Err(SetupError::OffBoard(format!("#{cell}")));
            }
            let b = bit(cell);
            if (placement.pieces[0] | placement.pieces[1]) & b != 0 {
                return Err(SetupError::Occupied(geometry.name(cell)));
            }
            if piece.role == Role::Man && geometry.promotion[piece.side.index()] & b != 0 {
                return Err(SetupError::ManOnPromotionRow {
                    side: side_name(piece.side),
                    cell: geometry.name(cell),
                });
            }
            placement.pieces[piece.side.index()] |= b;
            if piece.role == Role::King {
                placement.kings |= b;
            }
        }
        for side in Side::BOTH {
            let count = placement.pieces[side.index()].count_ones() as usize;
            if count > max_pieces as usize {
                return Err(SetupError::TooManyPieces {
                    side: side_name(side),
                    count,
                    max: max_pieces,
                });
            }
        }
        Ok(placement)
    }
}
