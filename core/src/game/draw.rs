//! The counting draw rules (docs/RULES.md §1.8 and §2.8) and the counters a game record keeps
//! for them.
//!
//! Every counter starts at zero in the record's start position, whether that is the initial
//! position or a FEN: a game set up from a FEN counts from there.

use crate::cells::Cells;
use crate::draughts::Draughts;
use crate::game::outcome::Reason;
use crate::lasca::LascaPosition;
use crate::position::Position;
use crate::rules::{DrawRules, Rules};
use crate::side::Side;

/// How many men and kings one side has.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Material {
    /// Men (Lasca: columns commanded by a soldier).
    pub men: u32,
    /// Kings (Lasca: columns commanded by an officer).
    pub kings: u32,
}

impl Material {
    /// Men and kings together.
    pub const fn pieces(self) -> u32 {
        self.men + self.kings
    }

    /// Counts the men and kings among `pieces`, given the set of all kings.
    pub const fn of(pieces: Cells, kings: Cells) -> Material {
        Material { men: (pieces & !kings).count_ones(), kings: (pieces & kings).count_ones() }
    }
}

/// What the draw rules need to know about a position beyond [`Position`].
pub trait Census: Position {
    /// The material of `side` (Lasca: the columns it commands).
    fn material(&self, side: Side) -> Material;
}

impl<R: Rules> Census for Draughts<R> {
    fn material(&self, side: Side) -> Material {
        Material::of(self.pieces(side), self.kings())
    }
}

impl Census for LascaPosition {
    fn material(&self, side: Side) -> Material {
        Material::of(self.tops(side), self.officer_tops())
    }
}

/// The lone-king endings of International draughts, whose draw counts start when they arise.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ending {
    /// A lone king against three pieces of which at least one is a king: 16 moves each.
    ThreeAgainstKing,
    /// A lone king against two kings, a king and a man, or a king: 5 moves each.
    TwoAgainstKing,
}

impl Ending {
    /// The ending `white` against `black` is, if any.
    pub fn of(white: Material, black: Material) -> Option<Ending> {
        let lone_king = |m: Material| m.men == 0 && m.kings == 1;
        let against = |m: Material| match (m.pieces(), m.kings) {
            (_, 0) => None,
            (3, _) => Some(Ending::ThreeAgainstKing),
            (1 | 2, _) => Some(Ending::TwoAgainstKing),
            _ => None,
        };
        match (lone_king(white), lone_king(black)) {
            (true, _) if against(black).is_some() => against(black),
            (_, true) => against(white),
            _ => None,
        }
    }

    /// Plies after which the ending is drawn.
    pub const fn limit(self) -> u16 {
        match self {
            Ending::ThreeAgainstKing => 32,
            Ending::TwoAgainstKing => 10,
        }
    }

    /// The rule that draws it.
    pub const fn reason(self) -> Reason {
        match self {
            Ending::ThreeAgainstKing => Reason::SixteenMoveRule,
            Ending::TwoAgainstKing => Reason::FiveMoveRule,
        }
    }
}

/// The draw counters of one position of a game, counted from the record's start.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Counters {
    /// Plies since the last irreversible move ([`Position::is_irreversible`]: a capture or
    /// a man's move), or since the start: in the single-piece games, the plies in a row in
    /// which only kings moved and nothing was captured. No earlier position can recur.
    pub quiet_plies: u16,
    /// The lone-king ending the position is in, and the plies played since it arose.
    pub ending: Option<(Ending, u16)>,
}

impl Counters {
    /// The counters of a start position.
    pub fn start<P: Census>(position: &P) -> Counters {
        Counters { ending: ending_of(position).map(|e| (e, 0)), ..Counters::default() }
    }

    /// The counters after `mv` is played in `before` (whose counters are `self`), giving
    /// `after`.
    pub fn after<P: Census>(&self, before: &P, mv: &P::Move, after: &P) -> Counters {
        let ending = match (ending_of(after), self.ending) {
            (Some(now), Some((was, plies))) if now == was => Some((now, plies.saturating_add(1))),
            (Some(now), _) => Some((now, 0)),
            (None, _) => None,
        };
        Counters {
            quiet_plies: if before.is_irreversible(mv) {
                0
            } else {
                self.quiet_plies.saturating_add(1)
            },
            ending,
        }
    }

    /// The counting rule of `variant` that draws a position with these counters, if any.
    pub fn draw<P: Census>(&self, position: &P) -> Option<Reason> {
        let rules = DrawRules::of(P::VARIANT);
        if let Some((limit, rule)) = rules.king_moves {
            let kings = Side::BOTH.iter().all(|&s| position.material(s).kings > 0);
            if self.quiet_plies >= limit && (kings || !rules.king_moves_need_kings) {
                return Some(Reason::from(rule));
            }
        }
        match self.ending {
            Some((ending, plies)) if rules.lone_king && plies >= ending.limit() => {
                Some(ending.reason())
            }
            _ => None,
        }
    }
}

/// The lone-king ending `position` is in, for games that count them.
fn ending_of<P: Census>(position: &P) -> Option<Ending> {
    if !DrawRules::of(P::VARIANT).lone_king {
        return None;
    }
    Ending::of(position.material(Side::White), position.material(Side::Black))
}
