//! Positions of the four single-piece games (International, Italian, Thai, Hexdame).

mod movegen;

use std::marker::PhantomData;

use crate::cells::{Cell, Cells, bit, cells_of};
use crate::fen::{self, FenError};
use crate::geometry::Geometry;
use crate::position::{GameMove, MoveList, Position, Route};
use crate::rules::{Rules, Variant};
use crate::setup::{Setup, SetupError};
use crate::side::{Piece, Role, Side};
use crate::zobrist;

/// A move of a single-piece game: start, end and the set of captured pieces. Routes with the
/// same three are the same move (docs/RULES.md §0.8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// Start cell.
    pub from: Cell,
    /// End cell.
    pub to: Cell,
    /// Every piece taken.
    pub captured: Cells,
}

impl GameMove for Move {
    #[inline]
    fn from(&self) -> Cell {
        self.from
    }
    #[inline]
    fn to(&self) -> Cell {
        self.to
    }
    #[inline]
    fn is_capture(&self) -> bool {
        self.captured != 0
    }
}

/// A validated position of a single-piece game with rules `R`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Draughts<R: Rules> {
    pieces: [Cells; 2],
    kings: Cells,
    side: Side,
    /// Zobrist key of the above, kept up to date by [`Position::play`].
    key: u64,
    rules: PhantomData<R>,
}

/// An International draughts position.
pub type InternationalPosition = Draughts<crate::rules::International>;
/// An Italian draughts position.
pub type ItalianPosition = Draughts<crate::rules::Italian>;
/// A Thai draughts position.
pub type ThaiPosition = Draughts<crate::rules::Thai>;
/// A Hexdame position.
pub type HexdamePosition = Draughts<crate::rules::Hexdame>;

impl<R: Rules> Draughts<R> {
    /// Validates a setup: every piece on a playable cell, one piece a cell, no man on its own
    /// promotion row, no more pieces than the game starts with.
    pub fn from_setup(setup: &Setup) -> Result<Self, SetupError> {
        let placement =
            setup.place(R::GEOMETRY, R::MAX_PIECES, |side| R::VARIANT.side_name(side))?;
        let mut position = Draughts {
            pieces: placement.pieces,
            kings: placement.kings,
            side: setup.side_to_move,
            key: 0,
            rules: PhantomData,
        };
        position.key = position.key_from_scratch();
        Ok(position)
    }

    /// The position with `pieces` (White's and Black's cells), the pieces on `kings` crowned
    /// and `side` to move, validated as [`Draughts::from_setup`] validates.
    pub fn from_cells(pieces: [Cells; 2], kings: Cells, side: Side) -> Result<Self, SetupError> {
        let all = pieces[0] | pieces[1];
        let mut setup =
            Setup { side_to_move: side, pieces: Vec::with_capacity(all.count_ones() as usize) };
        for (index, colour) in Side::BOTH.into_iter().enumerate() {
            for cell in cells_of(pieces[index]) {
                let role = if kings & bit(cell) != 0 { Role::King } else { Role::Man };
                setup.pieces.push((cell, Piece::new(colour, role)));
            }
        }
        Self::from_setup(&setup)
    }

    /// The position with `pieces` (White's and Black's cells), the pieces on `kings` crowned
    /// and `side` to move, not validated: for code that only makes valid placements (the
    /// endgame tables' index), where [`Draughts::from_cells`] would cost too much.
    pub(crate) fn from_valid_cells(pieces: [Cells; 2], kings: Cells, side: Side) -> Self {
        let mut position = Draughts { pieces, kings, side, key: 0, rules: PhantomData };
        position.key = position.key_from_scratch();
        position
    }

    /// The Zobrist key computed from the pieces and the side to move.
    fn key_from_scratch(&self) -> u64 {
        let mut key = if self.side == Side::Black { zobrist::BLACK_TO_MOVE } else { 0 };
        for side in Side::BOTH {
            for cell in cells_of(self.pieces[side.index()]) {
                key ^= piece_key(side, self.kings & bit(cell) != 0, cell);
            }
        }
        key
    }

    /// The setup this position was made from (for the editor).
    pub fn to_setup(&self) -> Setup {
        Setup {
            side_to_move: self.side,
            pieces: cells_of(self.occupied())
                .filter_map(|c| Some((c, self.piece_at(c)?)))
                .collect(),
        }
    }

    /// The piece on `cell`, if any.
    pub fn piece_at(&self, cell: Cell) -> Option<Piece> {
        let b = bit(cell);
        let side = if self.pieces[0] & b != 0 {
            Side::White
        } else if self.pieces[1] & b != 0 {
            Side::Black
        } else {
            return None;
        };
        let role = if self.kings & b != 0 { Role::King } else { Role::Man };
        Some(Piece::new(side, role))
    }

    /// The cells of `side`'s pieces.
    #[inline]
    pub fn pieces(&self, side: Side) -> Cells {
        self.pieces[side.index()]
    }

    /// The cells of all kings.
    #[inline]
    pub fn kings(&self) -> Cells {
        self.kings
    }

    /// Every occupied cell.
    #[inline]
    pub fn occupied(&self) -> Cells {
        self.pieces[0] | self.pieces[1]
    }
}

impl<R: Rules> Position for Draughts<R> {
    type Move = Move;
    const VARIANT: Variant = R::VARIANT;

    fn geometry() -> &'static Geometry {
        R::GEOMETRY
    }

    fn capture_separator() -> char {
        R::CAPTURE_SEPARATOR
    }

    fn start() -> Self {
        Self::from_fen(R::START_FEN).expect("the start position is valid")
    }

    fn from_fen(text: &str) -> Result<Self, FenError> {
        let setup = fen::parse_setup(text, R::GEOMETRY)?;
        Ok(Self::from_setup(&setup)?)
    }

    fn to_fen(&self) -> String {
        fen::write(self.side, R::GEOMETRY, |c| self.piece_at(c))
    }

    #[inline]
    fn side_to_move(&self) -> Side {
        self.side
    }

    fn legal_moves(&self, moves: &mut MoveList<Move>) {
        self.legal_captures(moves);
        if moves.is_empty() {
            self.quiet_moves(moves);
        }
    }

    fn count_legal_moves(&self) -> usize {
        let mut moves = MoveList::new();
        self.captures(&mut moves);
        if moves.is_empty() { self.count_quiet_moves() } else { moves.len() }
    }

    #[inline]
    fn legal_captures(&self, moves: &mut MoveList<Move>) {
        moves.clear();
        self.captures(moves);
    }

    #[inline]
    fn has_quiet_move(&self) -> bool {
        self.count_quiet_moves() > 0
    }

    #[inline]
    fn play(&self, mv: &Move) -> Self {
        let g = R::GEOMETRY;
        let me = self.side.index();
        let from = bit(mv.from);
        let to = bit(mv.to);
        let mut next = *self;
        next.pieces[me] = (self.pieces[me] & !from) | to;
        next.pieces[1 - me] &= !mv.captured;
        let was_king = self.kings & from != 0;
        let is_king = was_king || g.promotion[me] & to != 0;
        next.kings &= !(from | mv.captured);
        if is_king {
            next.kings |= to;
        }
        next.side = !self.side;
        next.key ^= zobrist::BLACK_TO_MOVE
            ^ piece_key(self.side, was_king, mv.from)
            ^ piece_key(self.side, is_king, mv.to);
        for cell in cells_of(mv.captured) {
            next.key ^= piece_key(!self.side, self.kings & bit(cell) != 0, cell);
        }
        next
    }

    #[inline]
    fn is_irreversible(&self, mv: &Move) -> bool {
        mv.captured != 0 || self.kings & bit(mv.from) == 0
    }

    #[inline]
    fn hash_key(&self) -> u64 {
        self.key
    }

    fn routes(&self, mv: &Move) -> Vec<Route> {
        if mv.captured == 0 {
            return vec![quiet_route(mv.from, mv.to)];
        }
        let mut routes = self.capture_routes(mv);
        routes.sort_by_cached_key(|r| {
            r.path.iter().map(|&c| R::GEOMETRY.order_key(c)).collect::<Vec<_>>()
        });
        routes
    }
}

/// The Zobrist key of a man or king of `side` on `cell`.
#[inline(always)]
fn piece_key(side: Side, king: bool, cell: Cell) -> u64 {
    zobrist::PIECE_KEYS[side.index() * 2 + king as usize][cell as usize]
}

/// The route of a quiet move.
fn quiet_route(from: Cell, to: Cell) -> Route {
    Route { path: vec![from, to], visited: vec![from, to], captured: Vec::new() }
}
