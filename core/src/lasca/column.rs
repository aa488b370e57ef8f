//! A column (stack) of Lasca pieces packed into one `u64`.

use std::fmt;

use crate::side::{Piece, Role, Side};

/// The most pieces a column can hold: every piece of the game.
pub const MAX_HEIGHT: usize = 22;

/// Bit of the height field.
const HEIGHT_SHIFT: u32 = 56;
/// Mask of the piece bits (two per piece, `MAX_HEIGHT` pieces).
const PIECES_MASK: u64 = (1 << (2 * MAX_HEIGHT)) - 1;

/// The two-bit code of a piece: bit 0 set for Black, bit 1 set for an officer.
#[inline(always)]
pub(crate) const fn code(piece: Piece) -> u64 {
    let black = match piece.side {
        Side::White => 0,
        Side::Black => 1,
    };
    let officer = match piece.role {
        Role::Man => 0,
        Role::King => 2,
    };
    black | officer
}

/// The piece with two-bit code `code`.
#[inline(always)]
pub(crate) const fn piece_of(code: u64) -> Piece {
    let side = if code & 1 == 0 { Side::White } else { Side::Black };
    let role = if code & 2 == 0 { Role::Man } else { Role::King };
    Piece::new(side, role)
}

/// A column of pieces, from its top (the commander) down.
///
/// Two bits a piece, the commander in the lowest bits, and the height in the top byte: a
/// column is copied and compared as one machine word. The empty column is zero.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Column(u64);

impl Column {
    /// The empty column.
    pub const EMPTY: Column = Column(0);

    /// The column made of one piece.
    #[inline]
    pub const fn single(piece: Piece) -> Column {
        Column(code(piece) | (1 << HEIGHT_SHIFT))
    }

    /// How many pieces the column holds.
    #[inline(always)]
    pub const fn height(self) -> usize {
        (self.0 >> HEIGHT_SHIFT) as usize
    }

    /// Whether the column holds no piece.
    #[inline(always)]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The top piece (the commander), if any.
    #[inline]
    pub const fn commander(self) -> Option<Piece> {
        if self.is_empty() { None } else { Some(piece_of(self.0 & 3)) }
    }

    /// The two-bit code of the commander (meaningless for the empty column).
    #[inline(always)]
    pub(crate) const fn commander_code(self) -> u64 {
        self.0 & 3
    }

    /// The piece `index` places below the top (0 is the commander), if the column is that tall.
    #[inline]
    pub const fn piece(self, index: usize) -> Option<Piece> {
        if index < self.height() { Some(piece_of((self.0 >> (2 * index)) & 3)) } else { None }
    }

    /// The pieces from the top down.
    #[inline]
    pub fn pieces(self) -> Pieces {
        Pieces { bits: self.0 & PIECES_MASK, left: self.height() }
    }

    /// The commander taken off: it and the rest of the column (the empty column if it stood
    /// alone). `None` for the empty column.
    #[inline]
    pub const fn take_commander(self) -> Option<(Piece, Column)> {
        let height = self.height();
        if height == 0 {
            return None;
        }
        let rest = if height == 1 {
            0
        } else {
            ((self.0 & PIECES_MASK) >> 2) | (((height - 1) as u64) << HEIGHT_SHIFT)
        };
        Some((piece_of(self.0 & 3), Column(rest)))
    }

    /// The column with `piece` put under its bottom piece, or `None` when the column already
    /// holds [`MAX_HEIGHT`] pieces.
    #[inline]
    pub const fn with_prisoner(self, piece: Piece) -> Option<Column> {
        let height = self.height();
        if height >= MAX_HEIGHT {
            return None;
        }
        let pieces = (self.0 & PIECES_MASK) | (code(piece) << (2 * height));
        Some(Column(pieces | (((height + 1) as u64) << HEIGHT_SHIFT)))
    }

    /// The column with `piece` put under its bottom piece; the column must hold fewer than
    /// [`MAX_HEIGHT`] pieces (always so in a game, which has 22 pieces in all).
    #[inline(always)]
    pub(crate) const fn add_prisoner(self, piece: Piece) -> Column {
        let height = self.height();
        debug_assert!(height < MAX_HEIGHT);
        let pieces = (self.0 & PIECES_MASK) | (code(piece) << (2 * height));
        Column((pieces & PIECES_MASK) | (((height + 1) as u64) << HEIGHT_SHIFT))
    }

    /// The column with its commander made an officer (unchanged if it already is one or the
    /// column is empty).
    #[inline]
    pub const fn with_officer_commander(self) -> Column {
        if self.is_empty() { self } else { Column(self.0 | 2) }
    }

    /// The column whose pieces from the top down are `pieces`, or `None` if there are more
    /// than [`MAX_HEIGHT`].
    pub fn from_pieces(pieces: impl IntoIterator<Item = Piece>) -> Option<Column> {
        pieces.into_iter().try_fold(Column::EMPTY, Column::with_prisoner)
    }

    /// The pieces' two-bit codes, the commander in the lowest bits.
    #[inline(always)]
    pub(crate) const fn codes(self) -> u64 {
        self.0 & PIECES_MASK
    }
}

impl fmt::Debug for Column {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Column(")?;
        for piece in self.pieces() {
            write!(f, "{}", letter(piece))?;
        }
        f.write_str(")")
    }
}

/// The FEN letter of a piece: `w`/`W` white soldier/officer, `b`/`B` black soldier/officer.
pub const fn letter(piece: Piece) -> char {
    match (piece.side, piece.role) {
        (Side::White, Role::Man) => 'w',
        (Side::White, Role::King) => 'W',
        (Side::Black, Role::Man) => 'b',
        (Side::Black, Role::King) => 'B',
    }
}

/// The piece written with FEN letter `c`, if it is one.
pub const fn from_letter(c: char) -> Option<Piece> {
    match c {
        'w' => Some(Piece::new(Side::White, Role::Man)),
        'W' => Some(Piece::new(Side::White, Role::King)),
        'b' => Some(Piece::new(Side::Black, Role::Man)),
        'B' => Some(Piece::new(Side::Black, Role::King)),
        _ => None,
    }
}

/// The pieces of a column from the top down.
#[derive(Clone, Copy, Debug)]
pub struct Pieces {
    bits: u64,
    left: usize,
}

impl Iterator for Pieces {
    type Item = Piece;

    #[inline]
    fn next(&mut self) -> Option<Piece> {
        if self.left == 0 {
            return None;
        }
        let piece = piece_of(self.bits & 3);
        self.bits >>= 2;
        self.left -= 1;
        Some(piece)
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        (self.left, Some(self.left))
    }
}

impl ExactSizeIterator for Pieces {}

#[cfg(test)]
mod tests {
    use super::*;

    const WS: Piece = Piece::new(Side::White, Role::Man);
    const WO: Piece = Piece::new(Side::White, Role::King);
    const BS: Piece = Piece::new(Side::Black, Role::Man);
    const BO: Piece = Piece::new(Side::Black, Role::King);

    #[test]
    fn pieces_read_back_top_first() {
        let column = Column::from_pieces([WO, BS, BS, BO]).unwrap();
        assert_eq!(column.height(), 4);
        assert_eq!(column.commander(), Some(WO));
        assert_eq!(column.pieces().collect::<Vec<_>>(), [WO, BS, BS, BO]);
        assert_eq!(column.piece(3), Some(BO));
        assert_eq!(column.piece(4), None);
        assert_eq!(format!("{column:?}"), "Column(WbbB)");
    }

    #[test]
    fn taking_the_commander_leaves_the_rest() {
        let column = Column::from_pieces([BS, WS, BO]).unwrap();
        let (taken, rest) = column.take_commander().unwrap();
        assert_eq!(taken, BS);
        assert_eq!(rest, Column::from_pieces([WS, BO]).unwrap());
        let (_, empty) = Column::single(WS).take_commander().unwrap();
        assert_eq!(empty, Column::EMPTY);
        assert_eq!(Column::EMPTY.take_commander(), None);
    }

    #[test]
    fn a_column_holds_every_piece_of_the_game_and_no_more() {
        let full = Column::from_pieces([BO; MAX_HEIGHT]).unwrap();
        assert_eq!(full.height(), MAX_HEIGHT);
        assert_eq!(full.pieces().filter(|&p| p == BO).count(), MAX_HEIGHT);
        assert_eq!(full.with_prisoner(WS), None);
        assert_eq!(Column::from_pieces([WS; MAX_HEIGHT + 1]), None);
    }

    #[test]
    fn promotion_changes_the_commander_only() {
        let column = Column::from_pieces([WS, WS, BS]).unwrap().with_officer_commander();
        assert_eq!(column.pieces().collect::<Vec<_>>(), [WO, WS, BS]);
    }

    #[test]
    fn letters_round_trip() {
        for piece in [WS, WO, BS, BO] {
            assert_eq!(from_letter(letter(piece)), Some(piece));
        }
        assert_eq!(from_letter('x'), None);
    }
}
