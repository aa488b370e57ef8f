//! Hub position strings: the side to move (`W` or `B`) followed by one character for each of
//! the squares 1–50: `w`/`b` a man, `W`/`B` a king, `e` empty. DamExchange writes positions the
//! same way with `Z`/`z` for Black ([`Letters`]).

use crate::draughts::InternationalPosition;
use crate::position::Position;
use crate::setup::{Setup, SetupError};
use crate::side::{Piece, Role, Side};

/// Squares on the International board.
const SQUARES: usize = 50;

/// The letters a position string is written with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Letters {
    /// White's and Black's letter for the side to move (either case is read).
    pub sides: [char; 2],
    /// White's and Black's man.
    pub men: [char; 2],
    /// White's and Black's king.
    pub kings: [char; 2],
    /// The side letters, as an error lists them.
    pub sides_listed: &'static str,
    /// The square letters, as an error lists them.
    pub squares_listed: &'static str,
}

/// The Hub's letters: `W`/`B` to move, `w`/`b` men, `W`/`B` kings, `e` empty.
pub(crate) const HUB_LETTERS: Letters = Letters {
    sides: ['W', 'B'],
    men: ['w', 'b'],
    kings: ['W', 'B'],
    sides_listed: "W or B",
    squares_listed: "w b W B e",
};

/// The empty square, in every protocol.
const EMPTY: char = 'e';

/// Why a position string is not an International position.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    /// The string does not have 51 characters.
    #[error("a position has 51 characters (side to move and 50 squares), not {0}")]
    Length(usize),
    /// The first character is not a side.
    #[error("the side to move is '{found}', not {expected}")]
    Side {
        /// What was there.
        found: char,
        /// The letters that would do.
        expected: &'static str,
    },
    /// A square holds something that is not a piece or `e`.
    #[error("square {square} is '{found}', not one of {expected}")]
    Square {
        /// The square, 1–50.
        square: usize,
        /// What was there.
        found: char,
        /// The letters that would do.
        expected: &'static str,
    },
    /// The pieces do not make a legal position.
    #[error("not a legal position: {0}")]
    Setup(#[from] SetupError),
}

/// Reads a position string (the side letter may also be written in lower case).
pub fn parse_position(text: &str) -> Result<InternationalPosition, PositionError> {
    parse_with(text, &HUB_LETTERS)
}

/// Reads a position string written with `letters`.
pub(crate) fn parse_with(
    text: &str,
    letters: &Letters,
) -> Result<InternationalPosition, PositionError> {
    let chars: Vec<char> = text.trim().chars().collect();
    if chars.len() != SQUARES + 1 {
        return Err(PositionError::Length(chars.len()));
    }
    let side_to_move = Side::BOTH
        .into_iter()
        .find(|side| chars[0].eq_ignore_ascii_case(&letters.sides[side.index()]))
        .ok_or(PositionError::Side { found: chars[0], expected: letters.sides_listed })?;
    let geometry = InternationalPosition::geometry();
    let mut pieces = Vec::new();
    for (index, &found) in chars[1..].iter().enumerate() {
        let square = index + 1;
        let bad = PositionError::Square { square, found, expected: letters.squares_listed };
        if found == EMPTY {
            continue;
        }
        let piece = Side::BOTH
            .into_iter()
            .find_map(|side| {
                let i = side.index();
                (found == letters.men[i])
                    .then(|| Piece::new(side, Role::Man))
                    .or_else(|| (found == letters.kings[i]).then(|| Piece::new(side, Role::King)))
            })
            .ok_or_else(|| bad.clone())?;
        let cell = geometry.cell_numbered(square as u32).ok_or(bad)?;
        pieces.push((cell, piece));
    }
    Ok(InternationalPosition::from_setup(&Setup { side_to_move, pieces })?)
}

/// Writes a position string.
pub fn position_text(position: &InternationalPosition) -> String {
    text_with(position, &HUB_LETTERS)
}

/// Writes a position string with `letters`.
pub(crate) fn text_with(position: &InternationalPosition, letters: &Letters) -> String {
    let geometry = InternationalPosition::geometry();
    let mut text = String::with_capacity(SQUARES + 1);
    text.push(letters.sides[position.side_to_move().index()]);
    for square in 1..=SQUARES as u32 {
        let piece = geometry.cell_numbered(square).and_then(|cell| position.piece_at(cell));
        text.push(match piece {
            None => EMPTY,
            Some(Piece { side, role: Role::Man }) => letters.men[side.index()],
            Some(Piece { side, role: Role::King }) => letters.kings[side.index()],
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
        assert_eq!(
            parse_position(&START.replacen('W', "X", 1)),
            Err(PositionError::Side { found: 'X', expected: "W or B" })
        );
        let mut bad = START.to_string();
        bad.replace_range(30..31, "?");
        let error = parse_position(&bad).unwrap_err();
        assert_eq!(error, PositionError::Square { square: 30, found: '?', expected: "w b W B e" });
        assert_eq!(error.to_string(), "square 30 is '?', not one of w b W B e");
    }

    #[test]
    fn a_man_on_its_promotion_row_is_refused() {
        let text = format!("W{}w{}", "e".repeat(2), "e".repeat(47));
        assert!(matches!(parse_position(&text), Err(PositionError::Setup(_))));
    }
}
