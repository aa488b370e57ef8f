//! Why a move is not legal, in words a player understands: "Capture is compulsory: 27x18 or
//! 28x19", "In Italian a man may not capture a king", "You must take the maximum: 3 pieces".
//!
//! The window asks this when a piece is dropped where it may not go. The reasons come from the
//! same move generator as the legal moves: a capture refused by the precedence rules is found
//! by generating the captures again under a relaxed copy of the game's rules.
//!
//! ```
//! use damier_core::{AnyPosition, Variant, explain};
//!
//! let start = AnyPosition::start(Variant::International);
//! let g = start.geometry();
//! let cell = |name| g.parse_cell(name).unwrap();
//! assert_eq!(explain::why_illegal(&start, cell("32"), cell("28")), None);
//! assert_eq!(
//!     explain::why_illegal(&start, cell("32"), cell("23")).as_deref(),
//!     Some("A man moves one cell at a time"),
//! );
//! ```

use std::marker::PhantomData;

use crate::any::AnyPosition;
use crate::cells::{Cell, NO_CELL, bit};
use crate::draughts::{Draughts, Move};
use crate::geometry::Geometry;
use crate::lasca::LascaPosition;
use crate::notation;
use crate::position::{GameMove, MoveList, Position};
use crate::rules::{Precedence, Rules, Variant, with_article};
use crate::side::{Piece, Role};

/// Why moving the piece on `from` to `to` is not legal in `position`, or `None` when a legal
/// move goes from `from` to `to`.
pub fn why_illegal(position: &AnyPosition, from: Cell, to: Cell) -> Option<String> {
    match position {
        AnyPosition::International(p) => draughts(p, from, to),
        AnyPosition::Italian(p) => draughts(p, from, to),
        AnyPosition::Thai(p) => draughts(p, from, to),
        AnyPosition::Hexdame(p) => draughts(p, from, to),
        AnyPosition::Lasca(p) => lasca(p, from, to),
    }
}

/// What the general checks need to know about a game beyond [`Position`].
struct Game<'a, P: Position> {
    position: &'a P,
    /// The piece (Lasca: the commander) on each cell.
    piece_at: &'a dyn Fn(Cell) -> Option<Piece>,
    /// Whether kings move any distance along a free line.
    flying_kings: bool,
}

fn draughts<R: Rules>(p: &Draughts<R>, from: Cell, to: Cell) -> Option<String> {
    let game =
        Game { position: p, piece_at: &|cell| p.piece_at(cell), flying_kings: R::FLYING_KINGS };
    game.explain(from, to, |legal| refused_capture(p, from, to, legal))
}

fn lasca(p: &LascaPosition, from: Cell, to: Cell) -> Option<String> {
    let game = Game { position: p, piece_at: &|cell| p.commander(cell), flying_kings: false };
    // Lasca has free choice of capture: no capture is ever refused by precedence.
    game.explain(from, to, |_| None)
}

impl<P: Position> Game<'_, P> {
    /// The general checks, with `refused` asked first for a game-specific reason why a capture
    /// from `from` to `to` is not legal (given the legal moves).
    fn explain(
        &self,
        from: Cell,
        to: Cell,
        refused: impl FnOnce(&[P::Move]) -> Option<String>,
    ) -> Option<String> {
        let g = P::geometry();
        let variant = P::VARIANT;
        if !g.is_cell(from) || !g.is_cell(to) {
            return Some("Pieces stand only on the playable cells".to_string());
        }
        let Some(piece) = (self.piece_at)(from) else {
            return Some(format!("There is no piece on {}", g.name(from)));
        };
        let me = self.position.side_to_move();
        if piece.side != me {
            return Some(format!(
                "That piece is {}'s: it is {}'s move",
                variant.side_name(piece.side),
                variant.side_name(me)
            ));
        }
        let mut legal = MoveList::new();
        self.position.legal_moves(&mut legal);
        if legal.iter().any(|m| m.from() == from && m.to() == to) {
            return None;
        }
        if from == to {
            return Some("A move must go somewhere".to_string());
        }
        if let Some(reason) = refused(&legal) {
            return Some(reason);
        }
        if legal.first().is_some_and(|m| m.is_capture()) {
            return Some(self.capture_reason(&legal, from, to));
        }
        Some(self.quiet_reason(&legal, piece, from, to))
    }

    /// Why a move is refused when captures are compulsory.
    fn capture_reason(&self, legal: &[P::Move], from: Cell, to: Cell) -> String {
        let own: Vec<P::Move> = legal.iter().copied().filter(|m| m.from() == from).collect();
        let unfinished = own.iter().find(|m| {
            let routes = self.position.routes(m);
            routes.iter().any(|r| r.visited[1..r.visited.len() - 1].contains(&to))
        });
        if let Some(mv) = unfinished {
            return format!(
                "A capture must be completed: {}",
                notation::full_text(self.position, mv)
            );
        }
        if !own.is_empty() {
            return format!("This piece must capture: {}", self.list(&own));
        }
        format!("Capture is compulsory: {}", self.list(legal))
    }

    /// Why a quiet move is refused (no capture is possible).
    fn quiet_reason(&self, legal: &[P::Move], piece: Piece, from: Cell, to: Cell) -> String {
        let g = P::geometry();
        let [man, king] = P::VARIANT.facts().pieces.map(with_article);
        if (self.piece_at)(to).is_some() {
            return format!("{} is not empty", g.name(to));
        }
        let own: Vec<P::Move> = legal.iter().copied().filter(|m| m.from() == from).collect();
        let Some((dir, distance)) = line_between(g, from, to) else {
            return if g.directions == 6 {
                "Pieces move along the lines of cells".to_string()
            } else {
                "Pieces move diagonally".to_string()
            };
        };
        match piece.role {
            Role::Man if !g.forward(piece.side).contains(&dir) => {
                format!("{} moves forward only", capitalised(&man))
            }
            Role::Man if distance > 1 => format!("{} moves one cell at a time", capitalised(&man)),
            Role::King if !self.flying_kings && distance > 1 => {
                format!("In {} {king} moves one cell at a time", P::VARIANT.name())
            }
            Role::King if distance > 1 => format!("The way to {} is blocked", g.name(to)),
            _ if own.is_empty() => "That piece cannot move".to_string(),
            _ => format!("That piece can go to {}", self.list(&own)),
        }
    }

    /// Moves written out for a message: "27x18, 28x17 or 28x19" (at most six).
    fn list(&self, moves: &[P::Move]) -> String {
        let mut texts: Vec<String> =
            moves.iter().map(|m| notation::move_text(self.position, m)).collect();
        texts.dedup();
        if texts.len() > 6 {
            texts.truncate(5);
            texts.push("others".to_string());
        }
        match texts.split_last() {
            Some((last, [])) => last.clone(),
            Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
            None => String::new(),
        }
    }
}

/// `text` with its first letter in upper case.
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

/// The direction and number of steps from `from` to `to`, if they are on one line.
fn line_between(g: &Geometry, from: Cell, to: Cell) -> Option<(usize, usize)> {
    (0..g.directions).find_map(|dir| {
        let mut at = from;
        let mut steps = 0;
        loop {
            at = g.neighbor[at as usize][dir];
            steps += 1;
            if at == NO_CELL {
                return None;
            }
            if at == to {
                return Some((dir, steps));
            }
        }
    })
}

/// The rules of `R` with every capture sequence allowed (no precedence), and men allowed to
/// take kings when `MEN_TAKE_KINGS`: the captures a player may have had in mind.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
struct Relaxed<R, const MEN_TAKE_KINGS: bool>(PhantomData<R>);

impl<R: Rules, const MEN_TAKE_KINGS: bool> Rules for Relaxed<R, MEN_TAKE_KINGS> {
    const VARIANT: Variant = R::VARIANT;
    const GEOMETRY: &'static Geometry = R::GEOMETRY;
    const START_FEN: &'static str = R::START_FEN;
    const MAX_PIECES: u32 = R::MAX_PIECES;
    const MEN_CAPTURE_BACKWARDS: bool = R::MEN_CAPTURE_BACKWARDS;
    const MEN_CAPTURE_KINGS: bool = R::MEN_CAPTURE_KINGS || MEN_TAKE_KINGS;
    const FLYING_KINGS: bool = R::FLYING_KINGS;
    const KING_LANDS_DIRECTLY_BEHIND: bool = R::KING_LANDS_DIRECTLY_BEHIND;
    const CAPTURE_ENDS_ON_PROMOTION: bool = R::CAPTURE_ENDS_ON_PROMOTION;
    const PRECEDENCE: Precedence = Precedence::FreeChoice;
    const CAPTURE_SEPARATOR: char = R::CAPTURE_SEPARATOR;
}

/// The captures from `from` to `to` in `p` under the relaxed rules `Q`.
fn relaxed_captures<R: Rules, Q: Rules>(p: &Draughts<R>, from: Cell, to: Cell) -> Vec<Move> {
    let Ok(relaxed) = Draughts::<Q>::from_setup(&p.to_setup()) else {
        return Vec::new();
    };
    let mut moves = MoveList::new();
    relaxed.legal_moves(&mut moves);
    moves.into_iter().filter(|m| m.is_capture() && m.from == from && m.to == to).collect()
}

/// Why a capture from `from` to `to`, possible on the board, is not legal: a man taking a
/// king where men may not, or a capture the precedence rules put behind another.
fn refused_capture<R: Rules>(
    p: &Draughts<R>,
    from: Cell,
    to: Cell,
    legal: &[Move],
) -> Option<String> {
    let attempts = relaxed_captures::<R, Relaxed<R, false>>(p, from, to);
    if attempts.is_empty() {
        let takes_king = !R::MEN_CAPTURE_KINGS
            && !relaxed_captures::<R, Relaxed<R, true>>(p, from, to).is_empty();
        return takes_king.then(|| format!("In {} a man may not capture a king", R::VARIANT));
    }
    let best = legal.first().filter(|m| m.is_capture())?;
    let count = |m: &Move| m.captured.count_ones();
    let pieces = |n: u32| if n == 1 { "1 piece".to_string() } else { format!("{n} pieces") };
    let most = attempts.iter().map(count).max().unwrap_or(0);
    if most < count(best) {
        return Some(format!("You must take the maximum: {}", pieces(count(best))));
    }
    if R::PRECEDENCE != Precedence::Italian {
        return None;
    }
    let by_king = |m: &Move| p.kings() & bit(m.from) != 0;
    if by_king(best) && !by_king(&attempts[0]) {
        return Some("In Italian a capture with a king comes before one with a man".to_string());
    }
    let kings = |m: &Move| (m.captured & p.kings()).count_ones();
    let most_kings = attempts.iter().map(kings).max().unwrap_or(0);
    if most_kings < kings(best) {
        return Some(format!("You must take the most kings: {}", kings(best)));
    }
    Some("You must take a king as early as possible".to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn why(variant: Variant, fen: &str, from: &str, to: &str) -> Option<String> {
        let position = AnyPosition::from_fen(variant, fen).expect("test FEN is valid");
        let g = position.geometry();
        let cell = |name| g.parse_cell(name).expect("test cell exists");
        why_illegal(&position, cell(from), cell(to))
    }

    fn start(variant: Variant) -> String {
        AnyPosition::start(variant).to_fen()
    }

    #[test]
    fn a_legal_move_has_no_reason() {
        assert_eq!(why(Variant::International, &start(Variant::International), "32", "28"), None);
        assert_eq!(why(Variant::Lasca, &start(Variant::Lasca), "c3", "d4"), None);
    }

    #[test]
    fn international_capture_is_compulsory() {
        assert_eq!(
            why(Variant::International, "W:W27,28,29,38:B22,24", "38", "33").as_deref(),
            Some("Capture is compulsory: 27x18, 28x17 or 29x20")
        );
        // 27x18x29 takes two pieces, the most: it alone is legal.
        assert_eq!(
            why(Variant::International, "W:W27,28,38:B22,23", "38", "33").as_deref(),
            Some("Capture is compulsory: 27x29")
        );
    }

    #[test]
    fn international_maximum_capture() {
        assert_eq!(
            why(Variant::International, "W:W28:B13,22,23", "28", "17").as_deref(),
            Some("You must take the maximum: 2 pieces")
        );
    }

    #[test]
    fn international_capture_must_be_completed() {
        assert_eq!(
            why(Variant::International, "W:W28:B13,23", "28", "19").as_deref(),
            Some("A capture must be completed: 28x19x8")
        );
    }

    #[test]
    fn international_men_move_one_cell_forward() {
        let fen = start(Variant::International);
        assert_eq!(
            why(Variant::International, &fen, "32", "23").as_deref(),
            Some("A man moves one cell at a time")
        );
        assert_eq!(
            why(Variant::International, "W:W28:B3", "28", "33").as_deref(),
            Some("A man moves forward only")
        );
    }

    #[test]
    fn wrong_side_and_empty_cell() {
        let fen = start(Variant::International);
        assert_eq!(
            why(Variant::International, &fen, "19", "23").as_deref(),
            Some("That piece is Black's: it is White's move")
        );
        assert_eq!(
            why(Variant::International, &fen, "25", "30").as_deref(),
            Some("There is no piece on 25")
        );
    }

    #[test]
    fn italian_man_cannot_capture_king() {
        assert_eq!(
            why(Variant::Italian, "W:W22:BK18,1", "22", "13").as_deref(),
            Some("In Italian a man may not capture a king")
        );
    }

    #[test]
    fn italian_king_moves_one_cell() {
        assert_eq!(
            why(Variant::Italian, "W:WK22:B1", "22", "15").as_deref(),
            Some("In Italian a king moves one cell at a time")
        );
    }

    #[test]
    fn italian_king_capture_comes_first() {
        // The man on 23 and the king on 22 can each take one piece; the king must.
        assert_eq!(
            why(Variant::Italian, "W:WK22,23:B18,19,1", "23", "14").as_deref(),
            Some("In Italian a capture with a king comes before one with a man")
        );
    }

    #[test]
    fn thai_capture_is_compulsory() {
        assert_eq!(
            why(Variant::Thai, "W:W1,11:B15", "1", "5").as_deref(),
            Some("Capture is compulsory: 11-18")
        );
    }

    #[test]
    fn hexdame_men_move_forward_only() {
        assert_eq!(
            why(Variant::Hexdame, "W:Wd4:Bh8", "d4", "c4").as_deref(),
            Some("A man moves forward only")
        );
        assert_eq!(
            why(Variant::Hexdame, "W:Wd4:Bh8", "d4", "f5").as_deref(),
            Some("Pieces move along the lines of cells")
        );
    }

    #[test]
    fn hexdame_maximum_capture() {
        // c3 can take d4 alone (c3xe5), or c4 and then d6 (c3xc5xe7).
        let reason = why(Variant::Hexdame, "W:Wc3:Bc4,d4,d6", "c3", "e5");
        assert_eq!(reason.as_deref(), Some("You must take the maximum: 2 pieces"));
    }

    #[test]
    fn lasca_capture_is_compulsory() {
        assert_eq!(
            why(Variant::Lasca, "W:a1w,c3w,d4b", "a1", "b2").as_deref(),
            Some("Capture is compulsory: c3xe5")
        );
    }

    #[test]
    fn lasca_soldier_moves_forward_and_officer_one_cell() {
        assert_eq!(
            why(Variant::Lasca, "W:d4w,a7b", "d4", "c3").as_deref(),
            Some("A soldier moves forward only")
        );
        assert_eq!(
            why(Variant::Lasca, "W:d4W,a7b", "d4", "f6").as_deref(),
            Some("In Lasca an officer moves one cell at a time")
        );
    }
}
