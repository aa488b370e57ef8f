//! Endgame tables: the exact value (win, draw or loss for the side to move) of every position
//! with few pieces, made by retrograde analysis with each game's own rules.
//!
//! A table holds the positions of one material [`Signature`] (how many men and kings each
//! side has), both sides to move, in the order of its [`Index`]. Positions whose side to move
//! must capture are left out (their entries hold whatever compresses best) and are resolved
//! by a small capture search over the tables when probed: [`Tables::resolve`]. A signature
//! and its mirror (the colours swapped) share one table, turned half round when probed.
//!
//! The values are those of the rules of play alone: the side to move with no move loses, and
//! a game that goes on for ever is a draw. The counting draw rules (International's 16- and
//! 5-move rules and the 25- and 40-move king rules) are the game record's, not the tables':
//! a won table position is won only where they leave time to win it.
//!
//! Lasca keeps every captured piece on the board in columns, so its positions are not counted
//! by men and kings and there are no tables for it ([`NoTables`]).

/// Runs `$body` with `$R` standing for the rules of `$variant`, a game with tables; Lasca
/// gives `Err(NoTables.into())`.
macro_rules! with_rules {
    ($variant:expr, $R:ident => $body:expr) => {
        match $variant {
            $crate::rules::Variant::International => {
                type $R = $crate::rules::International;
                $body
            }
            $crate::rules::Variant::Italian => {
                type $R = $crate::rules::Italian;
                $body
            }
            $crate::rules::Variant::Thai => {
                type $R = $crate::rules::Thai;
                $body
            }
            $crate::rules::Variant::Hexdame => {
                type $R = $crate::rules::Hexdame;
                $body
            }
            $crate::rules::Variant::Lasca => Err($crate::egdb::NoTables.into()),
        }
    };
}
pub(crate) use with_rules;

mod board;
mod build;
mod file;
mod index;
mod runs;
mod signature;
mod table;
mod tables;
mod verify;

pub use board::Board;
pub use build::{BuildError, Control, Rounds, build, build_up_to, needed, rounds};
pub use file::{FORMAT, FileError, file_name};
pub use index::{Index, Placement};
pub use signature::{BadSignature, Signature};
pub use table::Table;
pub use tables::{Probe, Tables};
pub use verify::{Fault, Report, verify};

use crate::rules::Variant;

/// The value of a position for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    /// The side to move wins with best play.
    Win,
    /// Neither side can force a win.
    Draw,
    /// The side to move loses with best play.
    Loss,
}

impl Value {
    /// The value for the other side.
    #[inline]
    pub const fn flip(self) -> Value {
        match self {
            Value::Win => Value::Loss,
            Value::Draw => Value::Draw,
            Value::Loss => Value::Win,
        }
    }

    /// The value's code in a table: 0 win, 1 draw, 2 loss.
    #[inline]
    const fn code(self) -> u8 {
        self as u8
    }

    /// The value of a code written by [`Value::code`] (3 reads as a draw).
    #[inline]
    const fn from_code(code: u8) -> Value {
        match code {
            0 => Value::Win,
            2 => Value::Loss,
            _ => Value::Draw,
        }
    }

    /// The better of two values for the side choosing between them.
    #[inline]
    pub fn best(self, other: Value) -> Value {
        if other.code() < self.code() { other } else { self }
    }
}

/// Lasca has no endgame tables.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error(
    "Lasca has no endgame tables: its captured pieces stay on the board in columns, so its \
     positions are not counted by men and kings"
)]
pub struct NoTables;

/// Whether `variant` has endgame tables: every game but Lasca.
pub fn check_variant(variant: Variant) -> Result<(), NoTables> {
    if variant == Variant::Lasca { Err(NoTables) } else { Ok(()) }
}

#[cfg(test)]
mod tests;
