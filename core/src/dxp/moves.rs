//! DamExchange moves and Damier's: a move is sent as the squares it goes from and to and
//! those of the pieces it takes, which is all that tells International moves apart (two
//! routes with the same three are the same move), so every legal move has exactly one form.

use crate::cells::{Cell, cells_of};
use crate::draughts::{InternationalPosition, Move};
use crate::hub;
use crate::position::Position;

use super::message::DxpMove;

/// Why a DamExchange move names no single legal move.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// A square that is not 1–50.
    #[error("{text}: {square} is not a square 1-50")]
    NoSquare {
        /// The move as written.
        text: String,
        /// The number.
        square: u8,
    },
    /// A captured square listed twice.
    #[error("{text}: square {square} is listed twice among the pieces taken")]
    Repeated {
        /// The move as written.
        text: String,
        /// The square.
        square: u8,
    },
    /// No legal move has that start, end and captured pieces.
    #[error("{0} is not a legal move here")]
    Illegal(String),
    /// Several legal captures fit (a capture sent without its captured pieces).
    #[error("{text} is ambiguous: it could be {}", candidates.join(" or "))]
    Ambiguous {
        /// The move as written.
        text: String,
        /// Every move it could be, from, to and pieces taken.
        candidates: Vec<String>,
    },
}

/// The cell of square `number`.
fn cell(number: u8, text: &str) -> Result<Cell, MoveError> {
    InternationalPosition::geometry()
        .cell_numbered(u32::from(number))
        .ok_or_else(|| MoveError::NoSquare { text: text.to_string(), square: number })
}

/// The square number of a cell.
fn square(cell: Cell) -> u8 {
    InternationalPosition::geometry().number(cell)
}

/// `mv` as DamExchange sends it, having taken `seconds` to choose (captured squares in
/// increasing order).
pub fn to_dxp(mv: &Move, seconds: u16) -> DxpMove {
    let mut captured: Vec<u8> = cells_of(mv.captured).map(square).collect();
    captured.sort_unstable();
    DxpMove { seconds, from: square(mv.from), to: square(mv.to), captured }
}

/// The legal move of `position` that `mv` names. A capture sent without its captured pieces
/// is taken when no other legal capture has the same start and end.
pub fn from_dxp(position: &InternationalPosition, mv: &DxpMove) -> Result<Move, MoveError> {
    let text = mv.text();
    let from = cell(mv.from, &text)?;
    let to = cell(mv.to, &text)?;
    let mut captured = Vec::with_capacity(mv.captured.len());
    for (i, &number) in mv.captured.iter().enumerate() {
        if mv.captured[..i].contains(&number) {
            return Err(MoveError::Repeated { text, square: number });
        }
        captured.push(cell(number, &text)?);
    }
    match hub::fitting(position, from, to, &captured).as_slice() {
        [mv] => Ok(*mv),
        [] => Err(MoveError::Illegal(text)),
        many => Err(MoveError::Ambiguous {
            text,
            candidates: many.iter().map(|m| to_dxp(m, 0).text()).collect(),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::{MoveList, Position};

    fn position(fen: &str) -> InternationalPosition {
        InternationalPosition::from_fen(fen).unwrap()
    }

    fn legal(position: &InternationalPosition) -> Vec<Move> {
        let mut moves = MoveList::new();
        position.legal_moves(&mut moves);
        moves.to_vec()
    }

    fn sent(from: u8, to: u8, captured: &[u8]) -> DxpMove {
        DxpMove { seconds: 3, from, to, captured: captured.to_vec() }
    }

    #[test]
    fn every_legal_move_goes_there_and_back() {
        for fen in ["W:W31-50:B1-20", "W:WK24:B7,18,19,38", "B:W27,28,32,K46:B12,17,18,K5"] {
            let p = position(fen);
            for mv in legal(&p) {
                assert_eq!(from_dxp(&p, &to_dxp(&mv, 0)), Ok(mv), "{fen}");
            }
        }
    }

    #[test]
    fn captures_with_the_same_ends_are_told_apart_by_the_pieces_taken() {
        // The king on 24 takes 19, then 18 or 7, then 38, and ends on 49 or 43 either way.
        let p = position("W:WK24:B7,18,19,38");
        let via_18 = from_dxp(&p, &sent(24, 49, &[38, 19, 18])).unwrap();
        let via_7 = from_dxp(&p, &sent(24, 49, &[7, 19, 38])).unwrap();
        assert_ne!(via_18, via_7);
        assert_eq!(
            from_dxp(&p, &sent(24, 49, &[])),
            Err(MoveError::Ambiguous {
                text: "24-49".into(),
                candidates: vec!["24x49x18x19x38".into(), "24x49x7x19x38".into()]
            })
        );
    }

    #[test]
    fn a_capture_sent_without_its_pieces_is_taken_when_only_one_fits() {
        let p = position("W:W37:B22,32");
        assert_eq!(from_dxp(&p, &sent(37, 17, &[])), Ok(legal(&p)[0]));
    }

    #[test]
    fn moves_that_do_not_fit_say_why() {
        let start = InternationalPosition::start();
        assert_eq!(from_dxp(&start, &sent(32, 26, &[])), Err(MoveError::Illegal("32-26".into())));
        assert_eq!(
            from_dxp(&start, &sent(32, 28, &[23])),
            Err(MoveError::Illegal("32x28x23".into()))
        );
        let p = position("W:W37:B22,32");
        assert_eq!(
            from_dxp(&p, &sent(37, 17, &[32, 32])),
            Err(MoveError::Repeated { text: "37x17x32x32".into(), square: 32 })
        );
        assert_eq!(
            from_dxp(&p, &sent(37, 0, &[])).unwrap_err().to_string(),
            "37-0: 0 is not a square 1-50"
        );
    }
}
