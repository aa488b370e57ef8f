//! Move text: writing moves in the short or full-path form and reading them back.
//!
//! A move is written `from-to` (quiet) or `fromxto` (capture; `-` in Thai). When another
//! legal move has the same start and end, the full path is written instead: the start, every
//! cell where the piece turns (on a straight stretch, the cell directly behind each captured
//! piece), and the end. Readers accept any path whose cells a route of the move passes in
//! order, and a short form when it names exactly one legal move.

use crate::cells::Cell;
use crate::position::{GameMove, MoveList, Position, Route};

/// Why a move text names no single legal move.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// The text is not cells joined by separators.
    #[error("'{0}' is not a move: expected cells joined by '-' or 'x'")]
    NotAMove(String),
    /// One of the cells is not on this board.
    #[error("'{cell}' in '{text}' is not a cell of this board")]
    UnknownCell {
        /// The whole move text.
        text: String,
        /// The part that is not a cell.
        cell: String,
    },
    /// No legal move fits the text.
    #[error("{text} is not a legal move here (legal: {legal})")]
    Illegal {
        /// The move text.
        text: String,
        /// The legal moves, written out.
        legal: String,
    },
    /// Several legal moves fit the text.
    #[error("{text} is ambiguous: it could be {}", candidates.join(" or "))]
    Ambiguous {
        /// The move text.
        text: String,
        /// Every move it could be, in full-path form.
        candidates: Vec<String>,
    },
}

/// The separator a move is written with.
fn separator<P: Position>(mv: &P::Move) -> char {
    if mv.is_capture() { P::capture_separator() } else { '-' }
}

fn join<P: Position>(cells: &[Cell], sep: char) -> String {
    let g = P::geometry();
    cells.iter().map(|&c| g.name(c)).collect::<Vec<_>>().join(&sep.to_string())
}

/// The full-path form of a legal move, e.g. `3x10x19x26`.
pub fn full_text<P: Position>(position: &P, mv: &P::Move) -> String {
    route_text::<P>(mv, &position.routes(mv)[0])
}

/// The full-path form of `mv` played along `route` (its first route).
pub fn route_text<P: Position>(mv: &P::Move, route: &Route) -> String {
    join::<P>(&route.path, separator::<P>(mv))
}

/// The form a move is written in a game record: short unless another legal move has the same
/// start and end (or the game always writes capture paths in full).
pub fn move_text<P: Position>(position: &P, mv: &P::Move) -> String {
    let mut legal = MoveList::new();
    position.legal_moves(&mut legal);
    written_text::<P>(mv, &legal, || position.routes(mv).swap_remove(0))
}

/// [`move_text`] for a caller that already has the legal moves, and the first route when the
/// full path is needed.
pub fn written_text<P: Position>(
    mv: &P::Move,
    legal: &[P::Move],
    route: impl FnOnce() -> Route,
) -> String {
    let ambiguous = legal.iter().any(|m| m != mv && m.from() == mv.from() && m.to() == mv.to());
    if ambiguous || (mv.is_capture() && P::FULL_CAPTURE_PATHS) {
        route_text::<P>(mv, &route())
    } else {
        join::<P>(&[mv.from(), mv.to()], separator::<P>(mv))
    }
}

/// Whether `written` (start, some of the landing cells in order, end) is a way of writing
/// `route`.
fn route_fits(route: &Route, written: &[Cell]) -> bool {
    let (first, last) = (written[0], written[written.len() - 1]);
    if route.visited.first() != Some(&first) || route.visited.last() != Some(&last) {
        return false;
    }
    let mut passed = route.visited[1..].iter();
    written[1..written.len() - 1].iter().all(|cell| passed.any(|v| v == cell))
}

/// Reads move text against a position: the one legal move it names.
pub fn parse_move<P: Position>(position: &P, text: &str) -> Result<P::Move, MoveError> {
    let g = P::geometry();
    let trimmed = text.trim().trim_end_matches('*').trim();
    let parts: Vec<&str> = trimmed.split(['-', 'x', 'X', ':', '×']).map(str::trim).collect();
    if parts.len() < 2 || parts.iter().any(|p| p.is_empty()) {
        return Err(MoveError::NotAMove(text.to_string()));
    }
    let mut written = Vec::with_capacity(parts.len());
    for part in parts {
        let cell = g.parse_cell(part).ok_or_else(|| MoveError::UnknownCell {
            text: text.to_string(),
            cell: part.to_string(),
        })?;
        written.push(cell);
    }
    let (from, to) = (written[0], written[written.len() - 1]);
    let mut legal = MoveList::new();
    position.legal_moves(&mut legal);
    let same_ends: Vec<P::Move> =
        legal.iter().copied().filter(|m| m.from() == from && m.to() == to).collect();
    // A path written exactly as a route's full path names that move; otherwise any move with
    // a route landing on the written cells in order fits. Two cells are a short form, except
    // where captures are always written in full (Lasca), or where another move shares the
    // ends: that one is then written in full, and two cells name the single step or jump.
    let full_path = written.len() > 2 || P::FULL_CAPTURE_PATHS || same_ends.len() > 1;
    let exact: Vec<P::Move> = same_ends
        .iter()
        .copied()
        .filter(|m| full_path && position.routes(m).iter().any(|r| r.path == written))
        .collect();
    let fitting: Vec<P::Move> = if exact.is_empty() {
        same_ends
            .into_iter()
            .filter(|m| {
                written.len() == 2 || position.routes(m).iter().any(|r| route_fits(r, &written))
            })
            .collect()
    } else {
        exact
    };
    match fitting.as_slice() {
        [mv] => Ok(*mv),
        [] => Err(MoveError::Illegal {
            text: text.trim().to_string(),
            legal: legal_list(position, &legal),
        }),
        many => {
            let mut candidates: Vec<(Vec<u32>, String)> = many
                .iter()
                .map(|m| {
                    let path = &position.routes(m)[0].path;
                    (path.iter().map(|&c| g.order_key(c)).collect(), full_text(position, m))
                })
                .collect();
            candidates.sort();
            Err(MoveError::Ambiguous {
                text: text.trim().to_string(),
                candidates: candidates.into_iter().map(|(_, text)| text).collect(),
            })
        }
    }
}

/// The legal moves written out for an error message (at most twelve).
fn legal_list<P: Position>(position: &P, legal: &[P::Move]) -> String {
    if legal.is_empty() {
        return "none".to_string();
    }
    let mut texts: Vec<String> = legal.iter().take(12).map(|m| move_text(position, m)).collect();
    if legal.len() > 12 {
        texts.push("…".to_string());
    }
    texts.join(", ")
}
