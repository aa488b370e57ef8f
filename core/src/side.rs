//! The two sides and the two kinds of piece.

use std::ops::Not;

/// One of the two players. White always moves first from the start position.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    /// The side that starts at the bottom of the board (rank 1).
    #[default]
    White,
    /// The side that starts at the top of the board (Red in Hexdame).
    Black,
}

impl Side {
    /// Both sides, White first.
    pub const BOTH: [Side; 2] = [Side::White, Side::Black];

    /// 0 for White, 1 for Black: an index into per-side tables.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The letter used in FEN and PDN: `W` or `B`.
    pub const fn letter(self) -> char {
        match self {
            Side::White => 'W',
            Side::Black => 'B',
        }
    }
}

impl Not for Side {
    type Output = Side;
    #[inline]
    fn not(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }
}

/// The role of a piece: a man (Lasca: soldier) or a king (Lasca: officer).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Role {
    /// Moves forward only; promoted when it ends a move on its promotion row.
    Man,
    /// A promoted man.
    King,
}

/// A piece: its side and its role.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Who owns the piece.
    pub side: Side,
    /// Man or king.
    pub role: Role,
}

impl Piece {
    /// A piece of `side` with `role`.
    pub const fn new(side: Side, role: Role) -> Piece {
        Piece { side, role }
    }
}
