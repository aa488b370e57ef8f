//! FEN for the single-piece games: `W:W31-50:B1-20`, `B:WK4,28:B12`, `W:Wa1,Kc3:Bf6`.
//!
//! The side to move, then one list per colour of cells (numbers, ranges of numbers, or
//! algebraic names), each optionally preceded by `K` for a king. Either list may be empty or
//! missing; `?` as the side to move is read as White.

use std::fmt::Write;

use crate::cells::Cell;
use crate::geometry::{Geometry, Naming};
use crate::setup::{Setup, SetupError};
use crate::side::{Piece, Role, Side};

/// Why a FEN could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FenError {
    /// The text is not FEN; `column` is 1-based.
    #[error("FEN column {column}: {problem}")]
    Syntax {
        /// 1-based character column of the problem.
        column: usize,
        /// What is wrong there.
        problem: FenSyntax,
    },
    /// The FEN reads but describes an impossible position.
    #[error("FEN describes an impossible position: {0}")]
    Invalid(#[from] SetupError),
}

/// What is wrong with the text of a FEN.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FenSyntax {
    /// No side to move.
    #[error("missing side to move (W or B)")]
    MissingSide,
    /// A side to move other than `W` or `B`.
    #[error("side to move must be W or B, not '{0}'")]
    BadSide(String),
    /// Nothing at all.
    #[error("empty FEN")]
    Empty,
    /// More than White's and Black's piece lists.
    #[error("a FEN has two piece lists at most, White's and Black's")]
    TooManyLists,
    /// A list that does not start with `W` or `B`.
    #[error("expected W or B, found '{0}'")]
    ExpectedSide(char),
    /// A side's list given twice (its letter).
    #[error("the {0} list comes twice")]
    ListTwice(char),
    /// Two commas with nothing between.
    #[error("an empty entry between commas")]
    EmptyEntry,
    /// A name that is no cell of the board.
    #[error("'{0}' is not a cell of this board")]
    NotACell(String),
    /// A range of cell numbers from high to low.
    #[error("range {0}-{1} runs backwards")]
    BackwardsRange(u8, u8),
    /// More than one list after the side to move, in Lasca.
    #[error("a Lasca FEN has a single list of columns after the side to move")]
    LascaOneList,
    /// A Lasca entry that does not start with a cell's letter.
    #[error("expected a cell such as d4, found '{0}'")]
    ExpectedCell(char),
    /// A Lasca cell's letter with no rank after it.
    #[error("expected the rank of cell '{0}…'")]
    ExpectedRank(char),
    /// A name that is no cell of the Lasca board.
    #[error("'{0}' is not a cell of the Lasca board")]
    NotALascaCell(String),
    /// A letter in a Lasca column that is no piece.
    #[error("'{0}' is not a piece: expected w, W, b or B")]
    NotAPiece(char),
    /// A Lasca cell with no pieces after it.
    #[error("no pieces after {0}: a column needs at least one of w, W, b, B")]
    EmptyColumn(String),
}

/// The FEN does not read at 1-based character `column`, for `problem`.
pub(crate) fn syntax(column: usize, problem: FenSyntax) -> FenError {
    FenError::Syntax { column, problem }
}

/// The longest piece of the user's text an error message repeats.
const SHOWN: usize = 24;

/// `text` as an error message shows it: whole when short, else its start and `…`.
pub(crate) fn shown(text: &str) -> String {
    if text.chars().count() <= SHOWN {
        text.to_string()
    } else {
        let start: String = text.chars().take(SHOWN).collect();
        format!("{start}…")
    }
}

/// The first of `fields` beyond the `wanted` ones, other than one empty field at the end (a
/// trailing `:`).
pub(crate) fn extra_field<'a, 'b>(fields: &'b [Field<'a>], wanted: usize) -> Option<&'b Field<'a>> {
    let trailing_colon = fields.len() == wanted + 1 && fields[wanted].1.trim().is_empty();
    fields.get(wanted).filter(|_| !trailing_colon)
}

/// The number of characters in the white space at the start of `text`.
fn leading_space(text: &str) -> usize {
    text.chars().take_while(|c| c.is_whitespace()).count()
}

/// A piece of FEN text with the 0-based character column where it starts.
pub(crate) type Field<'a> = (usize, &'a str);

/// Splits `text` at `separator`, giving each piece with its 0-based character offset.
fn split_with_offsets(text: &str, separator: char, base: usize) -> Vec<Field<'_>> {
    let mut parts = Vec::new();
    let mut start = 0;
    for (i, c) in text.char_indices() {
        if c == separator {
            parts.push((base + text[..start].chars().count(), &text[start..i]));
            start = i + c.len_utf8();
        }
    }
    parts.push((base + text[..start].chars().count(), &text[start..]));
    parts
}

/// Reads the side-to-move field shared by every FEN.
pub(crate) fn parse_side(field: &str, column: usize) -> Result<Side, FenError> {
    match field.trim() {
        "W" | "w" | "?" => Ok(Side::White),
        "B" | "b" => Ok(Side::Black),
        "" => Err(syntax(column + 1, FenSyntax::MissingSide)),
        other => Err(syntax(column + 1, FenSyntax::BadSide(shown(other)))),
    }
}

/// Splits a FEN into its side to move and the colour fields after it, with offsets.
pub(crate) fn fields(fen: &str) -> Result<(Side, Vec<Field<'_>>), FenError> {
    let body = fen.trim_end().trim_end_matches('.');
    if body.trim().is_empty() {
        return Err(syntax(1, FenSyntax::Empty));
    }
    let mut parts = split_with_offsets(body, ':', 0);
    let (column, side) = parts.remove(0);
    Ok((parse_side(side, column)?, parts))
}

/// Reads a single-piece FEN on `geometry` into a [`Setup`] (not yet validated).
pub fn parse_setup(fen: &str, geometry: &Geometry) -> Result<Setup, FenError> {
    let (side_to_move, colour_fields) = fields(fen)?;
    if let Some(&(column, _)) = extra_field(&colour_fields, 2) {
        return Err(syntax(column, FenSyntax::TooManyLists));
    }
    let mut pieces = Vec::new();
    let mut listed = [false; 2];
    for (column, field) in colour_fields {
        let column = column + leading_space(field);
        let field = field.trim();
        let mut chars = field.chars();
        let side = match chars.next() {
            Some('W' | 'w') => Side::White,
            Some('B' | 'b') => Side::Black,
            None => continue,
            Some(c) => return Err(syntax(column + 1, FenSyntax::ExpectedSide(c))),
        };
        if std::mem::replace(&mut listed[side.index()], true) {
            return Err(syntax(column + 1, FenSyntax::ListTwice(side.letter())));
        }
        let entries = split_with_offsets(chars.as_str(), ',', column + 1);
        let last = entries.len() - 1;
        for (i, (offset, entry)) in entries.into_iter().enumerate() {
            if entry.trim().is_empty() && i < last {
                return Err(syntax(offset + 1, FenSyntax::EmptyEntry));
            }
            parse_entry(entry.trim(), offset + leading_space(entry), side, geometry, &mut pieces)?;
        }
    }
    Ok(Setup { side_to_move, pieces })
}

/// Reads one list entry (`K12`, `31-35`, `c3`) and adds its pieces.
fn parse_entry(
    entry: &str,
    column: usize,
    side: Side,
    geometry: &Geometry,
    pieces: &mut Vec<(Cell, Piece)>,
) -> Result<(), FenError> {
    if entry.is_empty() {
        return Ok(());
    }
    let (rank, cells) = match entry.strip_prefix(['K', 'k']) {
        Some(rest) => (Role::King, rest),
        None => (Role::Man, entry),
    };
    let piece = Piece::new(side, rank);
    let cell = |text: &str| {
        geometry
            .parse_cell(text.trim())
            .ok_or_else(|| syntax(column + 1, FenSyntax::NotACell(shown(text.trim()))))
    };
    match cells.split_once('-') {
        Some((low, high)) if geometry.naming == Naming::Numeric => {
            let (low, high) = (cell(low)?, cell(high)?);
            let (low, high) = (geometry.number(low), geometry.number(high));
            if low > high {
                return Err(syntax(column + 1, FenSyntax::BackwardsRange(low, high)));
            }
            for number in low..=high {
                pieces.push((geometry.cell_numbered(number as u32).expect("in range"), piece));
            }
        }
        _ => pieces.push((cell(cells)?, piece)),
    }
    Ok(())
}

/// Writes a single-piece position as FEN. `piece_at` gives the piece on each cell.
pub fn write(
    side_to_move: Side,
    geometry: &Geometry,
    piece_at: impl Fn(Cell) -> Option<Piece>,
) -> String {
    let mut cells: Vec<Cell> = crate::cells::cells_of(geometry.board).collect();
    cells.sort_by_key(|&c| geometry.order_key(c));
    let mut out = String::new();
    out.push(side_to_move.letter());
    for side in Side::BOTH {
        out.push(':');
        out.push(side.letter());
        let mine: Vec<(Cell, Role)> = cells
            .iter()
            .filter_map(|&c| piece_at(c).filter(|p| p.side == side).map(|p| (c, p.role)))
            .collect();
        let mut entries = Vec::new();
        let mut i = 0;
        while i < mine.len() {
            let (cell, role) = mine[i];
            let mut j = i;
            // Runs of three or more consecutive men are written as a range.
            while geometry.naming == Naming::Numeric
                && role == Role::Man
                && j + 1 < mine.len()
                && mine[j + 1].1 == Role::Man
                && geometry.number(mine[j + 1].0) == geometry.number(mine[j].0) + 1
            {
                j += 1;
            }
            let mut entry = String::new();
            if role == Role::King {
                entry.push('K');
            }
            entry.push_str(&geometry.name(cell));
            if j >= i + 2 {
                let _ = write!(entry, "-{}", geometry.name(mine[j].0));
                i = j + 1;
            } else {
                i += 1;
            }
            entries.push(entry);
        }
        out.push_str(&entries.join(","));
    }
    out
}
