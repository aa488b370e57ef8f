//! Lasca: pieces form columns, a column moves as its top piece (the commander) may, and a
//! capture takes only the commander of the column jumped (docs/RULES.md §5.5).
//!
//! A position keeps one packed [`Column`] per cell and, for fast generation, bitboards of the
//! cells whose commander is white, black, or an officer.

mod column;
mod fen;
mod movegen;
mod moves;
mod setup;
mod zobrist;

use crate::cells::{Cell, Cells, bit, cells_of};
use crate::fen::FenError;
use crate::geometry::{Geometry, LASCA};
use crate::position::{GameMove, MoveList, Position, Route};
use crate::rules::Variant;
use crate::setup::SetupError;
use crate::side::{Piece, Role, Side};

pub use column::{Column, MAX_HEIGHT, Pieces};
pub use moves::{LascaMove, MAX_JUMPS};
pub use setup::{LascaSetup, MAX_PIECES_PER_SIDE};

use setup::{BOARD_BITS, Columns};

/// The start position: 11 soldiers a side on the three nearest ranks, White to move.
pub const START_FEN: &str = "W:a1w,c1w,e1w,g1w,b2w,d2w,f2w,a3w,c3w,e3w,g3w,\
                             a5b,c5b,e5b,g5b,b6b,d6b,f6b,a7b,c7b,e7b,g7b";

/// A validated Lasca position: the column on every cell and the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LascaPosition {
    /// The column on each cell, by cell index (empty off the board).
    columns: Columns,
    /// Cells whose commander is white, black (indexed by [`Side::index`]).
    tops: [Cells; 2],
    /// Cells whose commander is an officer.
    officers: Cells,
    side: Side,
    /// The Zobrist key of the columns (the side to move aside), kept up to date as columns
    /// change.
    key: u64,
}

impl LascaPosition {
    /// Validates a setup: every column on a playable cell, one column a cell, at most 11
    /// pieces of each colour, no column commanded by a soldier on its own promotion rank.
    pub fn from_setup(setup: &LascaSetup) -> Result<LascaPosition, SetupError> {
        let columns = setup.validate()?;
        let mut position = LascaPosition {
            columns: [Column::EMPTY; BOARD_BITS],
            tops: [0, 0],
            officers: 0,
            side: setup.side_to_move,
            key: 0,
        };
        for cell in cells_of(LASCA.board) {
            position.set(cell, columns[cell as usize]);
        }
        Ok(position)
    }

    /// The setup this position was made from (for the editor), cells in board order.
    pub fn to_setup(&self) -> LascaSetup {
        LascaSetup {
            side_to_move: self.side,
            columns: self
                .cells_in_order()
                .map(|c| (c, self.column(c).pieces().collect()))
                .collect(),
        }
    }

    /// The column on `cell`, from its commander down (empty for an empty or unknown cell).
    #[inline]
    pub fn column(&self, cell: Cell) -> Column {
        self.columns.get(cell as usize).copied().unwrap_or(Column::EMPTY)
    }

    /// The commander (top piece) of the column on `cell`, if there is a column.
    #[inline]
    pub fn commander(&self, cell: Cell) -> Option<Piece> {
        self.column(cell).commander()
    }

    /// The cells of the columns `side` commands.
    #[inline]
    pub fn tops(&self, side: Side) -> Cells {
        self.tops[side.index()]
    }

    /// The cells of the columns commanded by an officer (of either side).
    #[inline]
    pub fn officer_tops(&self) -> Cells {
        self.officers
    }

    /// Every cell holding a column.
    #[inline]
    pub fn occupied(&self) -> Cells {
        self.tops[0] | self.tops[1]
    }

    /// How many pieces of `side` are on the board, commanders and prisoners alike.
    pub fn piece_count(&self, side: Side) -> usize {
        cells_of(self.occupied())
            .map(|c| self.column(c).pieces().filter(|p| p.side == side).count())
            .sum()
    }

    /// The occupied cells rank by rank from rank 1, files a→g: the order FEN writes them.
    fn cells_in_order(&self) -> impl Iterator<Item = Cell> + '_ {
        let mut cells: Vec<Cell> = cells_of(self.occupied()).collect();
        cells.sort_by_key(|&c| {
            let (file, rank) = LASCA.coordinates(c);
            (rank, file)
        });
        cells.into_iter()
    }

    /// Puts `column` on `cell`, keeping the bitboards in step.
    #[inline(always)]
    fn set(&mut self, cell: Cell, column: Column) {
        let b = bit(cell);
        let old = std::mem::replace(&mut self.columns[cell as usize], column);
        self.key ^= zobrist::column_key(cell, old) ^ zobrist::column_key(cell, column);
        self.tops[0] &= !b;
        self.tops[1] &= !b;
        self.officers &= !b;
        if !column.is_empty() {
            let code = column.commander_code();
            self.tops[(code & 1) as usize] |= b;
            if code & 2 != 0 {
                self.officers |= b;
            }
        }
    }
}

impl Position for LascaPosition {
    type Move = LascaMove;
    const VARIANT: Variant = Variant::Lasca;
    const FULL_CAPTURE_PATHS: bool = true;

    fn geometry() -> &'static Geometry {
        &LASCA
    }

    fn capture_separator() -> char {
        'x'
    }

    fn start() -> Self {
        Self::from_fen(START_FEN).expect("the start position is valid")
    }

    fn from_fen(text: &str) -> Result<Self, FenError> {
        let setup = fen::parse(text)?;
        Ok(Self::from_setup(&setup)?)
    }

    fn to_fen(&self) -> String {
        fen::write(self.side, self.cells_in_order().map(|c| (c, self.column(c))))
    }

    #[inline]
    fn side_to_move(&self) -> Side {
        self.side
    }

    fn legal_moves(&self, moves: &mut MoveList<LascaMove>) {
        self.legal_captures(moves);
        if moves.is_empty() {
            self.quiet_moves(moves);
        }
    }

    fn count_legal_moves(&self) -> usize {
        let capturers = self.capturers();
        if capturers != 0 { self.count_captures(capturers) } else { self.count_quiet_moves() }
    }

    #[inline]
    fn legal_captures(&self, moves: &mut MoveList<LascaMove>) {
        moves.clear();
        let capturers = self.capturers();
        if capturers != 0 {
            self.captures(capturers, moves);
        }
    }

    #[inline]
    fn has_quiet_move(&self) -> bool {
        self.count_quiet_moves() > 0
    }

    #[inline]
    fn play(&self, mv: &LascaMove) -> Self {
        let g = &LASCA;
        let mut next = *self;
        let from = mv.from();
        let mut column = self.columns[from as usize];
        next.set(from, Column::EMPTY);
        if mv.is_capture() {
            let mut at = from;
            for &land in mv.landings() {
                let over = movegen::jumped_cell(at, land);
                if let Some((prisoner, rest)) = next.columns[over as usize].take_commander() {
                    next.set(over, rest);
                    column = column.add_prisoner(prisoner);
                }
                at = land;
            }
        }
        let to = mv.to();
        if column.commander().is_some_and(|c| c.role == Role::Man)
            && g.promotion[self.side.index()] & bit(to) != 0
        {
            column = column.with_officer_commander();
        }
        next.set(to, column);
        next.side = !self.side;
        next
    }

    fn is_irreversible(&self, mv: &LascaMove) -> bool {
        mv.is_capture() || self.commander(mv.from()).is_some_and(|c| c.role == Role::Man)
    }

    fn hash_key(&self) -> u64 {
        let side = if self.side == Side::Black { crate::zobrist::BLACK_TO_MOVE } else { 0 };
        self.key ^ side
    }

    fn routes(&self, mv: &LascaMove) -> Vec<Route> {
        if !mv.is_capture() {
            let cells = vec![mv.from(), mv.to()];
            return vec![Route { path: cells.clone(), visited: cells, captured: Vec::new() }];
        }
        let mut routes = self.capture_routes(mv);
        if routes.is_empty() {
            // Not a legal move here: describe the route the move itself records.
            let mut path = vec![mv.from()];
            path.extend_from_slice(mv.landings());
            let captured = path.windows(2).map(|w| movegen::jumped_cell(w[0], w[1])).collect();
            routes.push(Route { path: path.clone(), visited: path, captured });
        }
        routes
    }
}
