//! Lasca FEN: `W:a1w,c1w,d4WbbB`: the side to move, then each occupied cell followed by its
//! column from the top down (`w`/`W` white soldier/officer, `b`/`B` black soldier/officer).
//!
//! Cells are written rank by rank from rank 1, files a→g; any order is read, with
//! whitespace around entries.

use super::column::{self, Column};
use super::setup::LascaSetup;
use crate::cells::Cell;
use crate::fen::{FenError, FenSyntax, extra_field, fields, shown, syntax};
use crate::geometry::LASCA;
use crate::side::Side;

/// Reads a Lasca FEN into a setup (not yet validated).
pub(super) fn parse(text: &str) -> Result<LascaSetup, FenError> {
    let (side_to_move, lists) = fields(text)?;
    let mut setup = LascaSetup { side_to_move, columns: Vec::new() };
    if let Some(&(offset, _)) = extra_field(&lists, 1) {
        // `offset` is the 0-based column just after the extra ':', so the ':' is at `offset`.
        return Err(syntax(offset, FenSyntax::LascaOneList));
    }
    let Some(&(offset, list)) = lists.first() else {
        return Ok(setup);
    };
    let mut column = offset;
    let entries: Vec<&str> = list.split(',').collect();
    let last = entries.len() - 1;
    for (i, entry) in entries.into_iter().enumerate() {
        let lead = entry.chars().take_while(|c| c.is_whitespace()).count();
        let trimmed = entry.trim();
        if !trimmed.is_empty() {
            setup.columns.push(parse_entry(trimmed, column + lead)?);
        } else if i < last {
            return Err(syntax(column + 1, FenSyntax::EmptyEntry));
        }
        column += entry.chars().count() + 1;
    }
    Ok(setup)
}

/// Reads one entry such as `d4WbbB`, which starts at 0-based character column `start`.
fn parse_entry(entry: &str, start: usize) -> Result<(Cell, Vec<crate::side::Piece>), FenError> {
    let mut chars = entry.char_indices().peekable();
    let Some((_, file)) = chars.next().filter(|(_, c)| c.is_ascii_alphabetic()) else {
        let found = entry.chars().next().unwrap_or(' ');
        return Err(syntax(start + 1, FenSyntax::ExpectedCell(found)));
    };
    let mut name_end = file.len_utf8();
    while let Some(&(i, c)) = chars.peek() {
        if !c.is_ascii_digit() {
            break;
        }
        name_end = i + 1;
        chars.next();
    }
    let name = &entry[..name_end];
    if name_end == 1 {
        return Err(syntax(start + 2, FenSyntax::ExpectedRank(file)));
    }
    let cell = LASCA
        .parse_algebraic(name)
        .ok_or_else(|| syntax(start + 1, FenSyntax::NotALascaCell(shown(name))))?;
    let mut pieces = Vec::new();
    for (k, c) in entry[name_end..].chars().enumerate() {
        let piece = column::from_letter(c)
            .ok_or_else(|| syntax(start + name.len() + k + 1, FenSyntax::NotAPiece(c)))?;
        pieces.push(piece);
    }
    if pieces.is_empty() {
        return Err(syntax(start + name.len() + 1, FenSyntax::EmptyColumn(name.to_string())));
    }
    Ok((cell, pieces))
}

/// Writes a position: `columns` are the occupied cells in the order to write them.
pub(super) fn write(side_to_move: Side, columns: impl Iterator<Item = (Cell, Column)>) -> String {
    let mut out = String::new();
    out.push(side_to_move.letter());
    out.push(':');
    for (i, (cell, column)) in columns.enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push_str(&LASCA.name(cell));
        out.extend(column.pieces().map(column::letter));
    }
    out
}
