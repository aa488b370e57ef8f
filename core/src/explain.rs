//! Why a move is not legal, in words a player understands: "Capture is compulsory: 27x18 or
//! 28x19", "In Italian a man may not capture a king", "You must take the maximum: 3 pieces".
//!
//! The window asks this when a piece is dropped where it may not go. The reasons come from the
//! same move generator as the legal moves: a capture refused by the precedence rules is found
//! by generating the captures again under a relaxed copy of the game's rules.
//!
//! The answer is a [`Refusal`]: the rule broken with its cells and moves, no language. Its
//! `Display` says it in English (for the command line and tests); the window says it in the
//! player's language from the same data.
//!
//! ```
//! use damier_core::{AnyPosition, Variant, explain};
//!
//! let start = AnyPosition::start(Variant::International);
//! let g = start.geometry();
//! let cell = |name| g.parse_cell(name).unwrap();
//! assert_eq!(explain::why_illegal(&start, cell("32"), cell("28")), None);
//! let refusal = explain::why_illegal(&start, cell("32"), cell("23")).unwrap();
//! assert_eq!(refusal.reason, explain::BrokenRule::ManOneCellAtATime);
//! assert_eq!(refusal.to_string(), "A man moves one cell at a time");
//! ```

use std::fmt;
use std::marker::PhantomData;

use crate::any::AnyPosition;
use crate::cells::{Cell, NO_CELL, bit};
use crate::draughts::{Draughts, Move};
use crate::geometry::Geometry;
use crate::lasca::LascaPosition;
use crate::notation;
use crate::position::{GameMove, MoveList, Position};
use crate::rules::{Precedence, Rules, Variant, with_article};
use crate::side::{Piece, Role, Side};

/// Why a move is not legal in a game: the rule and the game it is a rule of.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    /// The game, for the names of its sides and pieces.
    pub variant: Variant,
    /// The rule the move breaks, with the cells and moves that show it.
    pub reason: BrokenRule,
}

/// Moves written in the game's notation for a message, at most six: the first five and a
/// mark that there are more when there are more than six.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveNames {
    /// The moves written out, without repeats.
    pub moves: Vec<String>,
    /// Whether more moves were left out.
    pub more: bool,
}

/// The rule a move breaks. Cells and moves are written in the game's notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BrokenRule {
    /// A cell the pieces never stand on.
    NotPlayable,
    /// No piece stands on the start cell.
    NoPiece {
        /// The start cell.
        cell: String,
    },
    /// The piece is the other side's.
    NotYourPiece {
        /// The side the piece belongs to.
        owner: Side,
        /// The side to move.
        to_move: Side,
    },
    /// The piece was put back where it stood.
    Nowhere,
    /// The capture stopped half-way.
    CaptureUnfinished {
        /// The whole capture, every cell landed on written out.
        capture: String,
    },
    /// This piece has a capture and must take it.
    PieceMustCapture(MoveNames),
    /// Another piece has a capture, and captures are compulsory.
    CaptureCompulsory(MoveNames),
    /// The end cell is taken.
    Occupied {
        /// The end cell.
        cell: String,
    },
    /// Hexdame: the two cells are not on one line.
    AlongLines,
    /// The two cells are not on one diagonal.
    Diagonally,
    /// A man moved backwards.
    ManForwardOnly,
    /// A man moved more than one cell.
    ManOneCellAtATime,
    /// A king moved more than one cell in a game without flying kings.
    KingOneCellAtATime,
    /// A piece is in the way.
    Blocked {
        /// The end cell.
        cell: String,
    },
    /// The piece has no move at all.
    CannotMove,
    /// The piece can move, only elsewhere.
    CanGoTo(MoveNames),
    /// The game's men may not capture kings.
    ManMayNotCaptureKing,
    /// A capture of more pieces is possible.
    TakeTheMaximum {
        /// How many pieces the longest capture takes.
        pieces: u32,
    },
    /// Italian: a king must capture rather than a man.
    KingCapturesFirst,
    /// Italian: a capture taking more kings is possible.
    TakeTheMostKings {
        /// How many kings the best capture takes.
        kings: u32,
    },
    /// Italian: a capture meeting a king sooner is possible.
    KingAsEarlyAsPossible,
}

/// Why moving the piece on `from` to `to` is not legal in `position`, or `None` when a legal
/// move goes from `from` to `to`.
pub fn why_illegal(position: &AnyPosition, from: Cell, to: Cell) -> Option<Refusal> {
    let reason = match position {
        AnyPosition::International(p) => draughts(p, from, to),
        AnyPosition::Italian(p) => draughts(p, from, to),
        AnyPosition::Thai(p) => draughts(p, from, to),
        AnyPosition::Hexdame(p) => draughts(p, from, to),
        AnyPosition::Lasca(p) => lasca(p, from, to),
    }?;
    Some(Refusal { variant: position.variant(), reason })
}

impl fmt::Display for MoveNames {
    /// "27x18, 28x17 or 28x19", "…, 33-28 or others".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let others = self.more.then_some("others");
        let mut texts: Vec<&str> = self.moves.iter().map(String::as_str).chain(others).collect();
        let Some(last) = texts.pop() else { return Ok(()) };
        if texts.is_empty() {
            f.write_str(last)
        } else {
            write!(f, "{} or {last}", texts.join(", "))
        }
    }
}

impl fmt::Display for Refusal {
    /// The reason in English: "Capture is compulsory: 28x19".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let variant = self.variant;
        let [man, king] = variant.facts().pieces.words();
        let side = |s| variant.side_name(s);
        match &self.reason {
            BrokenRule::NotPlayable => f.write_str("Pieces stand only on the playable cells"),
            BrokenRule::NoPiece { cell } => write!(f, "There is no piece on {cell}"),
            BrokenRule::NotYourPiece { owner, to_move } => {
                write!(f, "That piece is {}'s: it is {}'s move", side(*owner), side(*to_move))
            }
            BrokenRule::Nowhere => f.write_str("A move must go somewhere"),
            BrokenRule::CaptureUnfinished { capture } => {
                write!(f, "A capture must be completed: {capture}")
            }
            BrokenRule::PieceMustCapture(moves) => write!(f, "This piece must capture: {moves}"),
            BrokenRule::CaptureCompulsory(moves) => write!(f, "Capture is compulsory: {moves}"),
            BrokenRule::Occupied { cell } => write!(f, "{cell} is not empty"),
            BrokenRule::AlongLines => f.write_str("Pieces move along the lines of cells"),
            BrokenRule::Diagonally => f.write_str("Pieces move diagonally"),
            BrokenRule::ManForwardOnly => {
                write!(f, "{} moves forward only", capitalised(&with_article(man)))
            }
            BrokenRule::ManOneCellAtATime => {
                write!(f, "{} moves one cell at a time", capitalised(&with_article(man)))
            }
            BrokenRule::KingOneCellAtATime => {
                write!(f, "In {variant} {} moves one cell at a time", with_article(king))
            }
            BrokenRule::Blocked { cell } => write!(f, "The way to {cell} is blocked"),
            BrokenRule::CannotMove => f.write_str("That piece cannot move"),
            BrokenRule::CanGoTo(moves) => write!(f, "That piece can go to {moves}"),
            BrokenRule::ManMayNotCaptureKing => {
                write!(f, "In {variant} a man may not capture a king")
            }
            BrokenRule::TakeTheMaximum { pieces: 1 } => {
                f.write_str("You must take the maximum: 1 piece")
            }
            BrokenRule::TakeTheMaximum { pieces } => {
                write!(f, "You must take the maximum: {pieces} pieces")
            }
            BrokenRule::KingCapturesFirst => {
                write!(f, "In {variant} a capture with a king comes before one with a man")
            }
            BrokenRule::TakeTheMostKings { kings } => {
                write!(f, "You must take the most kings: {kings}")
            }
            BrokenRule::KingAsEarlyAsPossible => {
                f.write_str("You must take a king as early as possible")
            }
        }
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

fn draughts<R: Rules>(p: &Draughts<R>, from: Cell, to: Cell) -> Option<BrokenRule> {
    let game =
        Game { position: p, piece_at: &|cell| p.piece_at(cell), flying_kings: R::FLYING_KINGS };
    game.explain(from, to, |legal| refused_capture(p, from, to, legal))
}

fn lasca(p: &LascaPosition, from: Cell, to: Cell) -> Option<BrokenRule> {
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
        refused: impl FnOnce(&[P::Move]) -> Option<BrokenRule>,
    ) -> Option<BrokenRule> {
        let g = P::geometry();
        if !g.is_cell(from) || !g.is_cell(to) {
            return Some(BrokenRule::NotPlayable);
        }
        let Some(piece) = (self.piece_at)(from) else {
            return Some(BrokenRule::NoPiece { cell: g.name(from) });
        };
        let me = self.position.side_to_move();
        if piece.side != me {
            return Some(BrokenRule::NotYourPiece { owner: piece.side, to_move: me });
        }
        let mut legal = MoveList::new();
        self.position.legal_moves(&mut legal);
        if legal.iter().any(|m| m.from() == from && m.to() == to) {
            return None;
        }
        if from == to {
            return Some(BrokenRule::Nowhere);
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
    fn capture_reason(&self, legal: &[P::Move], from: Cell, to: Cell) -> BrokenRule {
        let own: Vec<P::Move> = legal.iter().copied().filter(|m| m.from() == from).collect();
        let unfinished = own.iter().find(|m| {
            let routes = self.position.routes(m);
            routes.iter().any(|r| r.visited[1..r.visited.len() - 1].contains(&to))
        });
        if let Some(mv) = unfinished {
            return BrokenRule::CaptureUnfinished {
                capture: notation::full_text(self.position, mv),
            };
        }
        if !own.is_empty() {
            return BrokenRule::PieceMustCapture(self.list(&own));
        }
        BrokenRule::CaptureCompulsory(self.list(legal))
    }

    /// Why a quiet move is refused (no capture is possible).
    fn quiet_reason(&self, legal: &[P::Move], piece: Piece, from: Cell, to: Cell) -> BrokenRule {
        let g = P::geometry();
        if (self.piece_at)(to).is_some() {
            return BrokenRule::Occupied { cell: g.name(to) };
        }
        let own: Vec<P::Move> = legal.iter().copied().filter(|m| m.from() == from).collect();
        let Some((dir, distance)) = line_between(g, from, to) else {
            return if g.directions == 6 { BrokenRule::AlongLines } else { BrokenRule::Diagonally };
        };
        match piece.role {
            Role::Man if !g.forward(piece.side).contains(&dir) => BrokenRule::ManForwardOnly,
            Role::Man if distance > 1 => BrokenRule::ManOneCellAtATime,
            Role::King if !self.flying_kings && distance > 1 => BrokenRule::KingOneCellAtATime,
            Role::King if distance > 1 => BrokenRule::Blocked { cell: g.name(to) },
            _ if own.is_empty() => BrokenRule::CannotMove,
            _ => BrokenRule::CanGoTo(self.list(&own)),
        }
    }

    /// Moves written out for a message: "27x18, 28x17 or 28x19" (at most six).
    fn list(&self, moves: &[P::Move]) -> MoveNames {
        let mut texts: Vec<String> =
            moves.iter().map(|m| notation::move_text(self.position, m)).collect();
        texts.dedup();
        let more = texts.len() > 6;
        if more {
            texts.truncate(5);
        }
        MoveNames { moves: texts, more }
    }
}

/// `text` with its first letter in upper case, to stand as a sentence of its own.
pub fn capitalised(text: &str) -> String {
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
) -> Option<BrokenRule> {
    let attempts = relaxed_captures::<R, Relaxed<R, false>>(p, from, to);
    if attempts.is_empty() {
        let takes_king = !R::MEN_CAPTURE_KINGS
            && !relaxed_captures::<R, Relaxed<R, true>>(p, from, to).is_empty();
        return takes_king.then_some(BrokenRule::ManMayNotCaptureKing);
    }
    let best = legal.first().filter(|m| m.is_capture())?;
    let count = |m: &Move| m.captured.count_ones();
    let most = attempts.iter().map(count).max().unwrap_or(0);
    if most < count(best) {
        return Some(BrokenRule::TakeTheMaximum { pieces: count(best) });
    }
    if R::PRECEDENCE != Precedence::Italian {
        return None;
    }
    let by_king = |m: &Move| p.kings() & bit(m.from) != 0;
    if by_king(best) && !by_king(&attempts[0]) {
        return Some(BrokenRule::KingCapturesFirst);
    }
    let kings = |m: &Move| (m.captured & p.kings()).count_ones();
    let most_kings = attempts.iter().map(kings).max().unwrap_or(0);
    if most_kings < kings(best) {
        return Some(BrokenRule::TakeTheMostKings { kings: kings(best) });
    }
    Some(BrokenRule::KingAsEarlyAsPossible)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn why(variant: Variant, fen: &str, from: &str, to: &str) -> Option<String> {
        let position = AnyPosition::from_fen(variant, fen).expect("test FEN is valid");
        let g = position.geometry();
        let cell = |name| g.parse_cell(name).expect("test cell exists");
        why_illegal(&position, cell(from), cell(to)).map(|refusal| refusal.to_string())
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
