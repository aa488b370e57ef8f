//! [`AnyPosition`]: a position of any of the games, for code that picks the game at run time
//! (the command line, files, the window). Each method dispatches once to the game's own
//! compiled code.

use crate::cells::Cell;
use crate::draughts::{
    HexdamePosition, InternationalPosition, ItalianPosition, Move, ThaiPosition,
};
use crate::fen::FenError;
use crate::geometry::Geometry;
use crate::lasca::{LascaMove, LascaPosition};
use crate::notation::{self, MoveError};
use crate::perft::{self, Leaves};
use crate::position::{GameMove, MoveList, Position, Route};
use crate::rules::Variant;
use crate::side::{Piece, Side};

/// A position of one of the games.
// A Lasca position holds a column per cell and is larger than the others; boxing it would make
// every clone allocate, and `dispatch!` needs each variant to hold its position type itself.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AnyPosition {
    /// International draughts.
    International(InternationalPosition),
    /// Italian draughts.
    Italian(ItalianPosition),
    /// Thai draughts.
    Thai(ThaiPosition),
    /// Hexdame.
    Hexdame(HexdamePosition),
    /// Lasca.
    Lasca(LascaPosition),
}

/// Runs `$body` with `$p` bound to the concrete position inside `$any`.
#[macro_export]
#[doc(hidden)]
macro_rules! dispatch {
    ($any:expr, $p:ident => $body:expr) => {
        match $any {
            $crate::AnyPosition::International($p) => $body,
            $crate::AnyPosition::Italian($p) => $body,
            $crate::AnyPosition::Thai($p) => $body,
            $crate::AnyPosition::Hexdame($p) => $body,
            $crate::AnyPosition::Lasca($p) => $body,
        }
    };
}

/// Runs `$body` with `$P` standing for the position type of `$variant`.
#[macro_export]
#[doc(hidden)]
macro_rules! with_type {
    ($variant:expr, $P:ident => $body:expr) => {
        match $variant {
            $crate::Variant::International => {
                type $P = $crate::InternationalPosition;
                $body
            }
            $crate::Variant::Italian => {
                type $P = $crate::ItalianPosition;
                $body
            }
            $crate::Variant::Thai => {
                type $P = $crate::ThaiPosition;
                $body
            }
            $crate::Variant::Hexdame => {
                type $P = $crate::HexdamePosition;
                $body
            }
            $crate::Variant::Lasca => {
                type $P = $crate::LascaPosition;
                $body
            }
        }
    };
}

/// A move of one of the games, as a value: what the board hands the game record, checked and
/// played with no notation on the way. It names its game, so a move of one game is never
/// played in another.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AnyMove {
    /// An International draughts move.
    International(Move),
    /// An Italian draughts move.
    Italian(Move),
    /// A Thai draughts move.
    Thai(Move),
    /// A Hexdame move.
    Hexdame(Move),
    /// A Lasca move.
    Lasca(LascaMove),
}

/// A game's position type whose moves an [`AnyMove`] carries.
pub trait Tagged: Position {
    /// `mv` as a move of any game.
    fn tag(mv: Self::Move) -> AnyMove;
    /// The move `mv` carries, if it is a move of this game.
    fn untag(mv: &AnyMove) -> Option<Self::Move>;
}

macro_rules! tagged {
    ($($variant:ident($ty:ty)),*) => {$(
        impl Tagged for $ty {
            fn tag(mv: Self::Move) -> AnyMove {
                AnyMove::$variant(mv)
            }

            fn untag(mv: &AnyMove) -> Option<Self::Move> {
                match mv {
                    AnyMove::$variant(mv) => Some(*mv),
                    _ => None,
                }
            }
        }
    )*};
}

tagged!(
    International(InternationalPosition),
    Italian(ItalianPosition),
    Thai(ThaiPosition),
    Hexdame(HexdamePosition),
    Lasca(LascaPosition)
);

/// A legal move described for people and programs: the move itself, how the game writes it,
/// and the cells it starts, turns, ends and captures on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveInfo {
    /// The move.
    pub mv: AnyMove,
    /// The move as a game record writes it (short unless ambiguous).
    pub text: String,
    /// The full-path form.
    pub full: String,
    /// Start cell.
    pub from: Cell,
    /// End cell.
    pub to: Cell,
    /// Start, turning cells and end of the written route.
    pub path: Vec<Cell>,
    /// Captured cells in capture order.
    pub captured: Vec<Cell>,
}

impl MoveInfo {
    /// Whether the move captures.
    pub fn is_capture(&self) -> bool {
        !self.captured.is_empty()
    }
}

/// Describes `mv`, one of `legal` (the legal moves of `position`), played along `route`
/// (its first route).
fn describe<P: Tagged>(mv: &P::Move, route: &Route, legal: &[P::Move]) -> MoveInfo {
    MoveInfo {
        mv: P::tag(*mv),
        text: notation::written_text::<P>(mv, legal, || route.clone()),
        full: notation::route_text::<P>(mv, route),
        from: mv.from(),
        to: mv.to(),
        path: route.path.to_vec(),
        captured: route.captured.to_vec(),
    }
}

/// Describes `mv`, a legal move of `position`.
pub(crate) fn describe_one<P: Tagged>(position: &P, mv: &P::Move) -> MoveInfo {
    describe::<P>(mv, &position.routes(mv).swap_remove(0), &legal(position))
}

fn legal<P: Position>(position: &P) -> MoveList<P::Move> {
    let mut moves = MoveList::new();
    position.legal_moves(&mut moves);
    moves
}

/// The legal moves of `position` described, sorted by their full path in board order.
fn described_moves<P: Tagged>(position: &P) -> Vec<(P::Move, MoveInfo)> {
    let g = P::geometry();
    let legal = legal(position);
    let mut moves: Vec<(Vec<u32>, P::Move, MoveInfo)> = legal
        .iter()
        .map(|mv| {
            let route = position.routes(mv).swap_remove(0);
            let key = route.path.iter().map(|&c| g.order_key(c)).collect();
            (key, *mv, describe::<P>(mv, &route, &legal))
        })
        .collect();
    moves.sort_by(|a, b| a.0.cmp(&b.0));
    moves.into_iter().map(|(_, mv, info)| (mv, info)).collect()
}

impl AnyPosition {
    /// The start position of `variant`.
    pub fn start(variant: Variant) -> AnyPosition {
        with_type!(variant, P => P::start().into())
    }

    /// Reads a FEN of `variant`.
    pub fn from_fen(variant: Variant, fen: &str) -> Result<AnyPosition, FenError> {
        with_type!(variant, P => Ok(P::from_fen(fen)?.into()))
    }

    /// Which game this position belongs to.
    pub fn variant(&self) -> Variant {
        dispatch!(self, p => variant_of(p))
    }

    /// The position as FEN.
    pub fn to_fen(&self) -> String {
        dispatch!(self, p => p.to_fen())
    }

    /// Who is to move.
    pub fn side_to_move(&self) -> Side {
        dispatch!(self, p => p.side_to_move())
    }

    /// Every legal move, described, sorted in board order of their full paths.
    pub fn moves(&self) -> Vec<MoveInfo> {
        dispatch!(self, p => described_moves(p).into_iter().map(|(_, info)| info).collect())
    }

    /// Plays the move written `text`, returning its description.
    pub fn play_text(&mut self, text: &str) -> Result<MoveInfo, MoveError> {
        dispatch!(self, p => {
            let mv = notation::parse_move(p, text)?;
            let info = describe_one(p, &mv);
            *p = p.play(&mv);
            Ok(info)
        })
    }

    /// Plays `mv` if it is a legal move of this position, returning its description.
    pub fn play_move(&mut self, mv: &AnyMove) -> Result<MoveInfo, MoveError> {
        dispatch!(self, p => {
            let played = untag_legal(p, mv).ok_or_else(|| illegal(p, mv))?;
            let info = describe_one(p, &played);
            *p = p.play(&played);
            Ok(info)
        })
    }

    /// Whether `mv` is a legal move of this position.
    pub fn is_legal(&self, mv: &AnyMove) -> bool {
        dispatch!(self, p => untag_legal(p, mv).is_some())
    }

    /// The position's Zobrist key (equal positions have equal keys).
    pub fn hash_key(&self) -> u64 {
        dispatch!(self, p => p.hash_key())
    }

    /// The board this position is played on.
    pub fn geometry(&self) -> &'static Geometry {
        dispatch!(self, p => geometry_of(p))
    }

    /// The pieces on `cell` from the top down: at most one in the single-piece games, the
    /// whole column in Lasca. Empty for an empty cell or a cell not on the board.
    pub fn stack(&self, cell: Cell) -> Vec<Piece> {
        if !self.geometry().is_cell(cell) {
            return Vec::new();
        }
        match self {
            AnyPosition::International(p) => p.piece_at(cell).into_iter().collect(),
            AnyPosition::Italian(p) => p.piece_at(cell).into_iter().collect(),
            AnyPosition::Thai(p) => p.piece_at(cell).into_iter().collect(),
            AnyPosition::Hexdame(p) => p.piece_at(cell).into_iter().collect(),
            AnyPosition::Lasca(p) => p.column(cell).pieces().collect(),
        }
    }

    /// `mv` as this position's game writes it (short unless ambiguous), if it is a legal move
    /// here.
    pub fn move_text(&self, mv: &AnyMove) -> Option<String> {
        dispatch!(self, p => untag_legal(p, mv).map(|m| notation::move_text(p, &m)))
    }

    /// Reads moves written in this game's notation, each in the position the ones before it
    /// lead to.
    pub fn read_line(&self, texts: &[&str]) -> Result<Vec<AnyMove>, MoveError> {
        let mut at = self.clone();
        texts.iter().map(|text| at.play_text(text).map(|played| played.mv)).collect()
    }

    /// The moves of `line` as this position's game writes them, each in the position it is
    /// played from; it stops at the first move that is not legal where it is played.
    pub fn line_text(&self, line: &[AnyMove]) -> Vec<String> {
        dispatch!(self, p => written_line(p, line))
    }

    /// Perft to `depth`.
    pub fn perft(&self, depth: u32, leaves: Leaves) -> u64 {
        dispatch!(self, p => perft::perft(p, depth, leaves))
    }

    /// Perft split by first move, in board order.
    pub fn perft_divide(&self, depth: u32) -> Vec<(MoveInfo, u64)> {
        dispatch!(self, p => {
            described_moves(p)
                .into_iter()
                .map(|(mv, info)| {
                    let below = depth.saturating_sub(1);
                    (info, perft::perft(&p.play(&mv), below, Leaves::Counted))
                })
                .collect()
        })
    }
}

/// The moves of `line` as `position`'s game writes them, up to the first that is not legal.
fn written_line<P: Tagged>(position: &P, line: &[AnyMove]) -> Vec<String> {
    let mut at = position.clone();
    let mut texts = Vec::with_capacity(line.len());
    for mv in line {
        let Some(mv) = untag_legal(&at, mv) else { break };
        texts.push(notation::move_text(&at, &mv));
        at = at.play(&mv);
    }
    texts
}

/// The move `mv` carries, if it is a legal move of `position`.
pub(crate) fn untag_legal<P: Tagged>(position: &P, mv: &AnyMove) -> Option<P::Move> {
    P::untag(mv).filter(|m| legal(position).contains(m))
}

/// The error for `mv`, which is not a legal move of `position`.
pub(crate) fn illegal<P: Tagged>(position: &P, mv: &AnyMove) -> MoveError {
    let g = P::geometry();
    let text = match P::untag(mv) {
        Some(m) => format!("{}-{}", g.name(m.from()), g.name(m.to())),
        None => format!("a move of another game ({mv:?})"),
    };
    let legal = described_moves(position).into_iter().map(|(_, info)| info.text);
    MoveError::Illegal { text, legal: legal.collect::<Vec<_>>().join(" ") }
}

fn variant_of<P: Position>(_: &P) -> Variant {
    P::VARIANT
}

fn geometry_of<P: Position>(_: &P) -> &'static Geometry {
    P::geometry()
}

macro_rules! from_position {
    ($($variant:ident($ty:ty)),*) => {$(
        impl From<$ty> for AnyPosition {
            fn from(p: $ty) -> AnyPosition {
                AnyPosition::$variant(p)
            }
        }
    )*};
}

from_position!(
    International(InternationalPosition),
    Italian(ItalianPosition),
    Thai(ThaiPosition),
    Hexdame(HexdamePosition),
    Lasca(LascaPosition)
);
