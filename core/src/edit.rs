//! Editing a position of any game: pieces put on cells and taken off (in Lasca, columns built
//! from the top or from the bottom), the side to move, the colours swapped. An [`AnySetup`]
//! may describe an impossible position; [`AnySetup::validate`] turns it into an
//! [`AnyPosition`] or says what is wrong and where.
//!
//! ```
//! use damier_core::edit::{AnySetup, Stacking};
//! use damier_core::{Piece, Role, Side, Variant};
//!
//! let mut setup = AnySetup::empty(Variant::International);
//! let g = setup.geometry();
//! setup.add(g.parse_cell("28").unwrap(), Piece::new(Side::White, Role::Man), Stacking::OnTop);
//! setup.add(g.parse_cell("3").unwrap(), Piece::new(Side::Black, Role::King), Stacking::OnTop);
//! assert_eq!(setup.validate().unwrap().to_fen(), "W:W28:BK3");
//! ```

use crate::any::AnyPosition;
use crate::cells::{Cell, cells_of};
use crate::draughts::{HexdamePosition, InternationalPosition, ItalianPosition, ThaiPosition};
use crate::geometry::Geometry;
use crate::lasca::{LascaPosition, LascaSetup, MAX_HEIGHT};
use crate::position::Position;
use crate::rules::Variant;
use crate::setup::{Setup, SetupError};
use crate::side::{Piece, Side};
use crate::with_type;

/// Where a piece added to an occupied cell goes. Only Lasca stacks pieces; in the other games
/// an added piece replaces the one on the cell.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Stacking {
    /// On top of the column: the new piece commands it.
    #[default]
    OnTop,
    /// Under the column, as a prisoner.
    Beneath,
}

/// Why an edited position cannot be played.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EditError {
    /// The game's own validation failed (cells are named in the message).
    #[error(transparent)]
    Setup(#[from] SetupError),
    /// Lasca: the columns hold more pieces than the game has.
    #[error(
        "the columns hold {count} pieces in all (the tallest on {tallest}); Lasca has at most {max}"
    )]
    TooManyInColumns {
        /// How many pieces the columns hold.
        count: usize,
        /// The cell of the tallest column.
        tallest: String,
        /// The most pieces a Lasca game has.
        max: usize,
    },
}

impl EditError {
    /// The cell the problem is on, if it is on one cell.
    pub fn cell(&self, geometry: &Geometry) -> Option<Cell> {
        let name = match self {
            EditError::Setup(SetupError::Occupied(name) | SetupError::ColumnTwice(name)) => name,
            EditError::Setup(
                SetupError::ManOnPromotionRow { cell, .. }
                | SetupError::SoldierCommanderOnPromotionRank { cell, .. },
            ) => cell,
            EditError::TooManyInColumns { tallest, .. } => tallest,
            EditError::Setup(SetupError::OffBoard(_) | SetupError::TooManyPieces { .. }) => {
                return None;
            }
        };
        geometry.parse_cell(name)
    }
}

/// A position being edited: what stands on each cell (a column in Lasca, one piece at most in
/// the other games) and the side to move. It may describe an impossible position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnySetup {
    variant: Variant,
    /// Who is to move.
    pub side_to_move: Side,
    /// The pieces on each cell from the top down, by cell index.
    stacks: Vec<Vec<Piece>>,
}

impl AnySetup {
    /// An empty board of `variant`, White to move.
    pub fn empty(variant: Variant) -> AnySetup {
        AnySetup { variant, side_to_move: Side::White, stacks: vec![Vec::new(); 64] }
    }

    /// The pieces and side to move of `position`.
    pub fn from_position(position: &AnyPosition) -> AnySetup {
        let mut setup = AnySetup::empty(position.variant());
        setup.side_to_move = position.side_to_move();
        for cell in cells_of(setup.geometry().board) {
            setup.stacks[cell as usize] = position.stack(cell);
        }
        setup
    }

    /// The game.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The board.
    pub fn geometry(&self) -> &'static Geometry {
        with_type!(self.variant, P => P::geometry())
    }

    /// Whether pieces stack into columns (Lasca).
    pub fn has_columns(&self) -> bool {
        self.variant == Variant::Lasca
    }

    /// The pieces on `cell` from the top down (empty for an empty cell or one off the board).
    pub fn stack(&self, cell: Cell) -> &[Piece] {
        self.stacks.get(cell as usize).map_or(&[], Vec::as_slice)
    }

    /// How many pieces of `side` stand on the board, prisoners included.
    pub fn count(&self, side: Side) -> usize {
        self.stacks.iter().flatten().filter(|p| p.side == side).count()
    }

    /// Puts `piece` on `cell`: in Lasca on top of or beneath the column there, in the other
    /// games in place of the piece there. Cells off the board are ignored.
    pub fn add(&mut self, cell: Cell, piece: Piece, at: Stacking) {
        if !self.geometry().is_cell(cell) {
            return;
        }
        let stack = &mut self.stacks[cell as usize];
        if self.variant != Variant::Lasca {
            stack.clear();
        }
        match at {
            Stacking::OnTop => stack.insert(0, piece),
            Stacking::Beneath => stack.push(piece),
        }
    }

    /// Takes the top piece off `cell` (the commander of a Lasca column), if there is one.
    pub fn remove_top(&mut self, cell: Cell) -> Option<Piece> {
        let stack = self.stacks.get_mut(cell as usize)?;
        (!stack.is_empty()).then(|| stack.remove(0))
    }

    /// Takes everything off `cell`, returning it from the top down.
    pub fn take(&mut self, cell: Cell) -> Vec<Piece> {
        self.stacks.get_mut(cell as usize).map(std::mem::take).unwrap_or_default()
    }

    /// Moves what stands on `from` to `to`, replacing what stood there.
    pub fn move_stack(&mut self, from: Cell, to: Cell) {
        if from == to || !self.geometry().is_cell(from) || !self.geometry().is_cell(to) {
            return;
        }
        let moved = self.take(from);
        self.stacks[to as usize] = moved;
    }

    /// Takes every piece off the board.
    pub fn clear(&mut self) {
        self.stacks.iter_mut().for_each(Vec::clear);
    }

    /// Swaps the colours: every piece changes side and moves to the cell opposite it (the
    /// board turned half a turn), and the other side is to move. The result is the same
    /// position seen from the other player's chair.
    pub fn flip_colours(&mut self) {
        let g = self.geometry();
        let mut flipped = vec![Vec::new(); 64];
        for cell in cells_of(g.board) {
            let (file, rank) = g.coordinates(cell);
            let opposite = g
                .cell_at(g.files as i32 - 1 - file, g.ranks as i32 - 1 - rank)
                .expect("every board is symmetric under a half turn");
            flipped[opposite as usize] =
                self.stacks[cell as usize].iter().map(|p| Piece::new(!p.side, p.role)).collect();
        }
        self.stacks = flipped;
        self.side_to_move = !self.side_to_move;
    }

    /// The position, if it is a legal one; otherwise what is wrong, naming the cell.
    pub fn validate(&self) -> Result<AnyPosition, EditError> {
        let occupied = || cells_of(self.geometry().board).filter(|&c| !self.stack(c).is_empty());
        let pieces = || occupied().map(|c| (c, self.stack(c)[0])).collect();
        let setup = || Setup { side_to_move: self.side_to_move, pieces: pieces() };
        Ok(match self.variant {
            Variant::International => InternationalPosition::from_setup(&setup())?.into(),
            Variant::Italian => ItalianPosition::from_setup(&setup())?.into(),
            Variant::Thai => ThaiPosition::from_setup(&setup())?.into(),
            Variant::Hexdame => HexdamePosition::from_setup(&setup())?.into(),
            Variant::Lasca => {
                let count: usize = self.stacks.iter().map(Vec::len).sum();
                if count > MAX_HEIGHT {
                    let tallest = occupied().max_by_key(|&c| self.stack(c).len()).unwrap_or(0);
                    return Err(EditError::TooManyInColumns {
                        count,
                        tallest: self.geometry().name(tallest),
                        max: MAX_HEIGHT,
                    });
                }
                let columns = occupied().map(|c| (c, self.stack(c).to_vec())).collect();
                let setup = LascaSetup { side_to_move: self.side_to_move, columns };
                LascaPosition::from_setup(&setup)?.into()
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::side::Role;

    const WHITE_MAN: Piece = Piece::new(Side::White, Role::Man);
    const WHITE_KING: Piece = Piece::new(Side::White, Role::King);
    const BLACK_MAN: Piece = Piece::new(Side::Black, Role::Man);
    const BLACK_KING: Piece = Piece::new(Side::Black, Role::King);

    fn cell(setup: &AnySetup, name: &str) -> Cell {
        setup.geometry().parse_cell(name).unwrap_or_else(|| panic!("{name} is a cell"))
    }

    #[test]
    fn every_start_position_goes_through_the_editor_unchanged() {
        for variant in Variant::ALL {
            let start = AnyPosition::start(variant);
            let setup = AnySetup::from_position(&start);
            assert_eq!(setup.validate().unwrap(), start, "{variant}");
        }
    }

    #[test]
    fn a_piece_put_on_an_occupied_cell_replaces_it_outside_lasca() {
        let mut setup = AnySetup::empty(Variant::Italian);
        let c = cell(&setup, "14");
        setup.add(c, WHITE_MAN, Stacking::OnTop);
        setup.add(c, BLACK_KING, Stacking::Beneath);
        assert_eq!(setup.stack(c), [BLACK_KING]);
        assert_eq!(setup.validate().unwrap().to_fen(), "W:W:BK14");
    }

    #[test]
    fn lasca_columns_are_built_from_the_top_and_from_the_bottom() {
        let mut setup = AnySetup::empty(Variant::Lasca);
        let d4 = cell(&setup, "d4");
        setup.add(d4, WHITE_MAN, Stacking::OnTop);
        setup.add(d4, BLACK_MAN, Stacking::OnTop);
        setup.add(d4, BLACK_KING, Stacking::Beneath);
        assert_eq!(setup.stack(d4), [BLACK_MAN, WHITE_MAN, BLACK_KING]);
        setup.side_to_move = Side::Black;
        assert_eq!(setup.validate().unwrap().to_fen(), "B:d4bwB");
        assert_eq!(setup.remove_top(d4), Some(BLACK_MAN));
        assert_eq!(setup.stack(d4), [WHITE_MAN, BLACK_KING]);
        let b2 = cell(&setup, "b2");
        setup.move_stack(d4, b2);
        assert!(setup.stack(d4).is_empty());
        assert_eq!(setup.take(b2), [WHITE_MAN, BLACK_KING]);
        assert_eq!(setup.count(Side::White), 0);
    }

    #[test]
    fn a_man_on_its_promotion_row_is_named_with_its_cell() {
        let mut setup = AnySetup::empty(Variant::International);
        let c = cell(&setup, "3");
        setup.add(c, WHITE_MAN, Stacking::OnTop);
        let error = setup.validate().unwrap_err();
        assert_eq!(error.to_string(), "a White man on 3, its own promotion row");
        assert_eq!(error.cell(setup.geometry()), Some(c));
    }

    #[test]
    fn too_many_pieces_for_the_game_are_refused() {
        let mut setup = AnySetup::empty(Variant::Thai);
        for number in 1..=9 {
            setup.add(setup.geometry().cell_numbered(number).unwrap(), WHITE_KING, Stacking::OnTop);
        }
        let error = setup.validate().unwrap_err();
        assert_eq!(error.to_string(), "White has 9 pieces; this game has at most 8");
        assert_eq!(error.cell(setup.geometry()), None);
    }

    #[test]
    fn lasca_columns_hold_at_most_22_pieces_in_all() {
        let mut setup = AnySetup::empty(Variant::Lasca);
        let d4 = cell(&setup, "d4");
        for _ in 0..12 {
            setup.add(d4, WHITE_MAN, Stacking::Beneath);
            setup.add(d4, BLACK_MAN, Stacking::Beneath);
        }
        let error = setup.validate().unwrap_err();
        assert_eq!(
            error.to_string(),
            "the columns hold 24 pieces in all (the tallest on d4); Lasca has at most 22"
        );
        assert_eq!(error.cell(setup.geometry()), Some(d4));
        setup.remove_top(d4);
        setup.remove_top(d4);
        assert!(setup.validate().is_ok(), "22 pieces, 11 of each colour");
    }

    #[test]
    fn a_lasca_soldier_may_not_command_on_its_promotion_rank() {
        let mut setup = AnySetup::empty(Variant::Lasca);
        let c7 = cell(&setup, "c7");
        setup.add(c7, BLACK_MAN, Stacking::OnTop);
        setup.add(c7, WHITE_MAN, Stacking::OnTop);
        let error = setup.validate().unwrap_err();
        assert_eq!(error.cell(setup.geometry()), Some(c7));
        // Under a black commander the same soldier is a prisoner, and that is fine.
        setup.add(c7, BLACK_MAN, Stacking::OnTop);
        assert!(setup.validate().is_ok());
    }

    #[test]
    fn flipping_the_colours_of_a_start_gives_the_start_with_the_other_side_to_move() {
        for variant in Variant::ALL {
            let mut setup = AnySetup::from_position(&AnyPosition::start(variant));
            setup.flip_colours();
            assert_eq!(setup.side_to_move, Side::Black);
            setup.side_to_move = Side::White;
            assert_eq!(setup.validate().unwrap(), AnyPosition::start(variant), "{variant}");
        }
    }

    #[test]
    fn flipping_the_colours_turns_the_board_and_swaps_the_sides() {
        let mut setup = AnySetup::empty(Variant::Hexdame);
        setup.add(cell(&setup, "b3"), WHITE_KING, Stacking::OnTop);
        setup.add(cell(&setup, "e5"), BLACK_MAN, Stacking::OnTop);
        setup.flip_colours();
        assert_eq!(setup.validate().unwrap().to_fen(), "B:We5:BKh7");
    }

    #[test]
    fn clearing_leaves_an_empty_board_that_is_still_a_position() {
        let mut setup = AnySetup::from_position(&AnyPosition::start(Variant::Lasca));
        setup.clear();
        assert_eq!(setup.count(Side::White) + setup.count(Side::Black), 0);
        assert_eq!(setup.validate().unwrap().to_fen(), "W:");
    }
}
