//! What every game's position offers to perft, notation, files and the engine.

use std::fmt::Debug;
use std::hash::Hash;

use smallvec::SmallVec;

use crate::cells::Cell;
use crate::fen::FenError;
use crate::geometry::Geometry;
use crate::rules::Variant;
use crate::side::Side;

/// A fixed-capacity list of moves that lives on the stack (it spills to the heap only in
/// positions with more than 128 legal moves).
pub type MoveList<M> = SmallVec<[M; 128]>;

/// What every move can tell about itself.
pub trait GameMove: Copy + Eq + Hash + Debug + Send + Sync + 'static {
    /// Cell the moving piece (or column) starts on.
    fn from(&self) -> Cell;
    /// Cell where it ends.
    fn to(&self) -> Cell;
    /// Whether the move captures.
    fn is_capture(&self) -> bool;
}

/// One way a move can be played: the cells it is written with, the cells it passes and the
/// pieces it captures, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Route {
    /// The full path as written: start, every cell where the piece turns (on a straight
    /// stretch, the cell directly behind each captured piece), end.
    pub path: Vec<Cell>,
    /// Every cell the piece stands on, in order: the start, each landing cell, the end.
    pub visited: Vec<Cell>,
    /// The captured cells, in capture order.
    pub captured: Vec<Cell>,
}

/// A legal position of one game: the interface perft, notation, files and search use.
///
/// Each game implements it on its own type, so generic code compiles to fast code per game.
pub trait Position: Clone + Eq + Hash + Debug + Send + Sync + 'static {
    /// A move in this game.
    type Move: GameMove;

    /// Which game this is.
    const VARIANT: Variant;

    /// Whether captures are always written with every landing cell (Lasca).
    const FULL_CAPTURE_PATHS: bool = false;

    /// The board.
    fn geometry() -> &'static Geometry;

    /// The separator written between the cells of a capture.
    fn capture_separator() -> char;

    /// The start position of a new game.
    fn start() -> Self;

    /// Reads a position from FEN, validating it.
    fn from_fen(fen: &str) -> Result<Self, FenError>;

    /// Writes the position as FEN.
    fn to_fen(&self) -> String;

    /// Who is to move.
    fn side_to_move(&self) -> Side;

    /// Fills `moves` with every legal move (each move once, whatever its routes).
    fn legal_moves(&self, moves: &mut MoveList<Self::Move>);

    /// The number of legal moves; may be faster than generating them.
    fn count_legal_moves(&self) -> usize {
        let mut moves = MoveList::new();
        self.legal_moves(&mut moves);
        moves.len()
    }

    /// Fills `moves` with the legal captures, leaving it empty when there is none (the quiet
    /// moves are then not listed: past a search's horizon only captures are played out).
    fn legal_captures(&self, moves: &mut MoveList<Self::Move>);

    /// Whether the side to move has a quiet move (asked where it has no capture, to tell a
    /// position it can still move from one it has lost).
    fn has_quiet_move(&self) -> bool;

    /// The position after `mv`, which must be legal here.
    fn play(&self, mv: &Self::Move) -> Self;

    /// A Zobrist hash of the position (pieces and side to move).
    fn hash_key(&self) -> u64;

    /// Whether no position before `mv` can occur again after it (a capture or a man's move):
    /// such moves end the window for repetitions and restart the draw-rule counters.
    fn is_irreversible(&self, mv: &Self::Move) -> bool;

    /// Every route that plays `mv` (a legal move), the one to write first.
    fn routes(&self, mv: &Self::Move) -> Vec<Route>;
}
