//! Hub move text: `32-28` for a quiet move; a capture is written from, to, then every
//! captured square, joined by `x` (`28x19x23`). The captured squares may come in any order;
//! they are written here in increasing order.

use crate::any::{AnyMove, Tagged};
use crate::cells::{Cell, cells_of};
use crate::draughts::{InternationalPosition, Move};
use crate::position::{GameMove, MoveList, Position};

/// Why a Hub move text names no single legal move.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum HubMoveError {
    /// The text is not squares joined by `-` or `x`.
    #[error("'{0}' is not a move: expected squares joined by '-' or 'x'")]
    NotAMove(String),
    /// A square is not a number 1–50.
    #[error("'{square}' in '{text}' is not a square 1-50")]
    UnknownSquare {
        /// The whole move text.
        text: String,
        /// The part that is not a square.
        square: String,
    },
    /// No legal move has that start, end and captures.
    #[error("{0} is not a legal move here")]
    Illegal(String),
    /// Several legal moves fit (a capture written without its captured squares).
    #[error("{text} is ambiguous: it could be {}", candidates.join(" or "))]
    Ambiguous {
        /// The move text.
        text: String,
        /// Every move it could be, in Hub form.
        candidates: Vec<String>,
    },
}

/// The square number of a cell.
fn square(cell: Cell) -> u8 {
    InternationalPosition::geometry().number(cell)
}

/// Writes a move in Hub form.
pub fn move_text(mv: &Move) -> String {
    if !mv.is_capture() {
        return format!("{}-{}", square(mv.from), square(mv.to));
    }
    let mut captured: Vec<u8> = cells_of(mv.captured).map(square).collect();
    captured.sort_unstable();
    let mut text = format!("{}x{}", square(mv.from), square(mv.to));
    for square in captured {
        text.push_str(&format!("x{square}"));
    }
    text
}

/// Reads a Hub move against `position`. A capture written with only its start and end is
/// accepted when no other legal capture shares them.
pub fn parse_move(position: &InternationalPosition, text: &str) -> Result<Move, HubMoveError> {
    let geometry = InternationalPosition::geometry();
    let trimmed = text.trim();
    let parts: Vec<&str> = trimmed.split(['-', 'x', 'X']).collect();
    if parts.len() < 2 || parts.iter().any(|p| p.is_empty()) {
        return Err(HubMoveError::NotAMove(trimmed.to_string()));
    }
    let mut cells = Vec::with_capacity(parts.len());
    for part in parts {
        let cell = part.parse().ok().and_then(|n| geometry.cell_numbered(n)).ok_or_else(|| {
            HubMoveError::UnknownSquare { text: trimmed.to_string(), square: part.to_string() }
        })?;
        cells.push(cell);
    }
    let (from, to, captured) = (cells[0], cells[1], &cells[2..]);
    match fitting(position, from, to, captured).as_slice() {
        [mv] => Ok(*mv),
        [] => Err(HubMoveError::Illegal(trimmed.to_string())),
        many => Err(HubMoveError::Ambiguous {
            text: trimmed.to_string(),
            candidates: many.iter().map(move_text).collect(),
        }),
    }
}

/// The legal moves of `position` from `from` to `to` that take the pieces on `captured` (in
/// any order), or any pieces when `captured` is empty: what the Hub and DamExchange protocols
/// send a move as.
pub(crate) fn fitting(
    position: &InternationalPosition,
    from: Cell,
    to: Cell,
    captured: &[Cell],
) -> Vec<Move> {
    let captured_set = captured.iter().fold(0, |set, &c| set | crate::cells::bit(c));
    let mut legal = MoveList::new();
    position.legal_moves(&mut legal);
    legal
        .iter()
        .copied()
        .filter(|m| m.from == from && m.to == to)
        .filter(|m| captured.is_empty() || m.captured == captured_set)
        .collect()
}

/// A line of the engine's, in Hub form; it stops at the first move that is not an
/// International one.
pub fn line_text(line: &[AnyMove]) -> Vec<String> {
    line.iter().map_while(InternationalPosition::untag).map(|mv| move_text(&mv)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation;

    fn position(fen: &str) -> InternationalPosition {
        InternationalPosition::from_fen(fen).unwrap()
    }

    #[test]
    fn quiet_moves_are_from_dash_to() {
        let start = InternationalPosition::start();
        let mv = parse_move(&start, "32-28").unwrap();
        assert_eq!(move_text(&mv), "32-28");
        assert_eq!(notation::move_text(&start, &mv), "32-28");
    }

    #[test]
    fn captures_list_every_captured_square_in_increasing_order() {
        // The white man on 37 takes 32 and 22 (landing on 28, then 17).
        let p = position("W:W37:B22,32");
        let mut moves = MoveList::new();
        p.legal_moves(&mut moves);
        assert_eq!(moves.len(), 1);
        assert_eq!(move_text(&moves[0]), "37x17x22x32");
        assert_eq!(parse_move(&p, "37x17x32x22"), Ok(moves[0]));
        assert_eq!(parse_move(&p, "37x17"), Ok(moves[0]));
    }

    #[test]
    fn a_wrong_captured_set_is_illegal() {
        let p = position("W:W37:B22,32");
        assert_eq!(parse_move(&p, "37x17x22"), Err(HubMoveError::Illegal("37x17x22".into())));
    }

    #[test]
    fn captures_with_the_same_ends_are_told_apart_by_their_captured_squares() {
        // The king on 24 takes 19, then 18 or 7, then 38, and ends on 49 or 43 either way.
        let p = position("W:WK24:B7,18,19,38");
        let mut moves = MoveList::new();
        p.legal_moves(&mut moves);
        let texts: Vec<String> = moves.iter().map(move_text).collect();
        assert_eq!(texts, ["24x49x18x19x38", "24x43x18x19x38", "24x49x7x19x38", "24x43x7x19x38"]);
        for (mv, text) in moves.iter().zip(&texts) {
            assert_eq!(parse_move(&p, text).as_ref(), Ok(mv));
        }
        let candidates = vec![texts[0].clone(), texts[2].clone()];
        assert_eq!(
            parse_move(&p, "24x49"),
            Err(HubMoveError::Ambiguous { text: "24x49".into(), candidates })
        );
    }

    #[test]
    fn malformed_moves_say_what_is_wrong() {
        let start = InternationalPosition::start();
        assert_eq!(parse_move(&start, "32"), Err(HubMoveError::NotAMove("32".into())));
        assert_eq!(parse_move(&start, "32--28"), Err(HubMoveError::NotAMove("32--28".into())));
        assert!(matches!(parse_move(&start, "32-51"), Err(HubMoveError::UnknownSquare { .. })));
        assert!(matches!(parse_move(&start, "a-28"), Err(HubMoveError::UnknownSquare { .. })));
        assert_eq!(parse_move(&start, "32-26"), Err(HubMoveError::Illegal("32-26".into())));
    }

    #[test]
    fn engine_lines_are_written_until_a_move_of_another_game() {
        let mut at = InternationalPosition::start();
        let mut line = Vec::new();
        for text in ["32-28", "19-23", "28x19"] {
            let mv = parse_move(&at, text).unwrap();
            line.push(AnyMove::International(mv));
            at = at.play(&mv);
        }
        let next = parse_move(&at, "14x23").unwrap();
        line.extend([AnyMove::Italian(next), AnyMove::International(next)]);
        assert_eq!(line_text(&line), ["32-28", "19-23", "28x19x23"]);
    }
}
