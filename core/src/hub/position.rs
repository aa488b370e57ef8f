//! Hub position strings: the side to move (`W` or `B`) followed by one character for each of
//! the squares 1–50: `w`/`b` a man, `W`/`B` a king, `e` empty.

use crate::draughts::InternationalPosition;
use crate::position::Position;
use crate::setup::{Setup, SetupError};
use crate::side::{Piece, Role, Side};

/// Squares on the International board.
const SQUARES: usize = 50;

/// Why a position string is not an International position.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    /// The string does not have 51 characters.
    #[error("a position has 51 characters (side to move and 50 squares), not {0}")]
    Length(usize),
    /// The first character is not a side.
    #[error("the side to move is '{0}', not W or B")]
    Side(char),
    /// A square holds something that is not a piece or `e`.
    #[error("square {square} is '{found}', not one of w b W B e")]
    Square {
        /// The square, 1–50.
        square: usize,
        /// What was there.
        found: char,
    },
    /// The pieces do not make a legal position.
    #[error("not a legal position: {0}")]
    Setup(#[from] SetupError),
}

/// Reads a position string (the side letter may also be written in lower case).
pub fn parse_position(text: &str) -> Result<InternationalPosition, PositionError> {
    let chars: Vec<char> = text.trim().chars().collect();
    if chars.len() != SQUARES + 1 {
        return Err(PositionError::Length(chars.len()));
    }
    let side_to_move = match chars[0] {
        'W' | 'w' => Side::White,
        'B' | 'b' => Side::Black,
        other => return Err(PositionError::Side(other)),
    };
    let geometry = InternationalPosition::geometry();
    let mut pieces = Vec::new();
    for (index, &found) in chars[1..].iter().enumerate() {
        let square = index + 1;
        let piece = match found {
            'w' => Piece::new(Side::White, Role::Man),
            'b' => Piece::new(Side::Black, Role::Man),
            'W' => Piece::new(Side::White, Role::King),
            'B' => Piece::new(Side::Black, Role::King),
            'e' => continue,
            _ => return Err(PositionError::Square { square, found }),
        };
        let cell =
            geometry.cell_numbered(square as u32).ok_or(PositionError::Square { square, found })?;
        pieces.push((cell, piece));
    }
    Ok(InternationalPosition::from_setup(&Setup { side_to_move, pieces })?)
}

/// Writes a position string.
pub fn position_text(position: &InternationalPosition) -> String {
    let geometry = InternationalPosition::geometry();
    let mut text = String::with_capacity(SQUARES + 1);
    text.push(position.side_to_move().letter());
    for square in 1..=SQUARES as u32 {
        let piece = geometry.cell_numbered(square).and_then(|cell| position.piece_at(cell));
        text.push(match piece.map(|p| (p.side, p.role)) {
            None => 'e',
            Some((Side::White, Role::Man)) => 'w',
            Some((Side::Black, Role::Man)) => 'b',
            Some((Side::White, Role::King)) => 'W',
            Some((Side::Black, Role::King)) => 'B',
        });
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    const START: &str = "Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww";

    #[test]
    fn the_start_position_reads_and_writes() {
        let start = InternationalPosition::start();
        assert_eq!(position_text(&start), START);
        assert_eq!(parse_position(START), Ok(start));
    }

    #[test]
    fn kings_and_the_side_to_move_round_trip() {
        let text = "BeeeWWeeeeeeeeeeeeeeeeeeeweeeeeeeeewweBeeeeeeeeeBee";
        let position = parse_position(text).unwrap();
        assert_eq!(position.to_fen(), "B:WK4,K5,25,35,36:BK38,K48");
        assert_eq!(position_text(&position), text);
    }

    #[test]
    fn a_lower_case_side_letter_is_accepted() {
        assert!(parse_position(&START.replacen('W', "w", 1)).is_ok());
    }

    #[test]
    fn malformed_strings_say_what_is_wrong() {
        assert_eq!(parse_position("W"), Err(PositionError::Length(1)));
        assert_eq!(parse_position(&START.replacen('W', "X", 1)), Err(PositionError::Side('X')));
        let mut bad = START.to_string();
        bad.replace_range(30..31, "?");
        assert_eq!(parse_position(&bad), Err(PositionError::Square { square: 30, found: '?' }));
    }

    #[test]
    fn a_man_on_its_promotion_row_is_refused() {
        let text = format!("W{}w{}", "e".repeat(2), "e".repeat(47));
        assert!(matches!(parse_position(&text), Err(PositionError::Setup(_))));
    }
}
