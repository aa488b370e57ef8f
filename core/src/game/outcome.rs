//! How a game ends: by the rules (no legal move, repetition, the move counts of International
//! and Italian) or by the players (resignation, agreed draw): docs/RULES.md §0.7, §0.9, §1.8
//! and §2.8.

use std::fmt;

use crate::rules::{KingMoveRule, Variant};
use crate::side::Side;

/// A game's result as a record or a file states it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// White won (`1-0`, International `2-0`).
    WhiteWins,
    /// Black won (`0-1`, International `0-2`).
    BlackWins,
    /// Drawn (`1/2-1/2`, International `1-1`).
    Draw,
    /// Both sides lost, e.g. a double forfeit (`0-0`).
    BothLose,
    /// Not known or not finished (`*`).
    #[default]
    Unknown,
}

impl GameResult {
    /// The result as PDN writes it in `variant`: International in points (`2-0`, `1-1`),
    /// the others `1-0`, `1/2-1/2`.
    pub const fn pdn_text(self, variant: Variant) -> &'static str {
        let points = matches!(variant, Variant::International);
        match (self, points) {
            (GameResult::WhiteWins, true) => "2-0",
            (GameResult::BlackWins, true) => "0-2",
            (GameResult::Draw, true) => "1-1",
            (GameResult::WhiteWins, false) => "1-0",
            (GameResult::BlackWins, false) => "0-1",
            (GameResult::Draw, false) => "1/2-1/2",
            (GameResult::BothLose, _) => "0-0",
            (GameResult::Unknown, _) => "*",
        }
    }

    /// The result of a game won by `side`.
    pub const fn win_for(side: Side) -> GameResult {
        match side {
            Side::White => GameResult::WhiteWins,
            Side::Black => GameResult::BlackWins,
        }
    }
}

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reason {
    /// The side to move has no legal move (no pieces left, or all blocked): it loses.
    NoLegalMove,
    /// The same position (placement and side to move) occurred for the third time.
    Repetition,
    /// International: 25 moves by each side with only kings moved and nothing captured.
    TwentyFiveMoveRule,
    /// International: a lone king against three pieces, at least one a king, for 16 moves
    /// by each side.
    SixteenMoveRule,
    /// International: a lone king against two kings, a king and a man, or a king, for 5
    /// moves by each side.
    FiveMoveRule,
    /// Italian: a king on each side and 40 moves by each side with only kings moved and
    /// nothing captured.
    FortyMoveRule,
    /// The loser resigned.
    Resignation,
    /// The loser's time ran out.
    Time,
    /// The players agreed a draw.
    Agreement,
    /// The loser broke off the game: it sent a move that is not legal or a message that does
    /// not read, or its connection was lost.
    Forfeit,
}

impl From<KingMoveRule> for Reason {
    fn from(rule: KingMoveRule) -> Reason {
        match rule {
            KingMoveRule::TwentyFiveMoves => Reason::TwentyFiveMoveRule,
            KingMoveRule::FortyMoves => Reason::FortyMoveRule,
        }
    }
}

/// The end of a game: who won (nobody for a draw) and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// The game, for the names of the sides.
    pub variant: Variant,
    /// The winner, or `None` for a draw.
    pub winner: Option<Side>,
    /// Why the game ended.
    pub reason: Reason,
}

impl Outcome {
    /// A draw for `reason` in `variant`.
    pub const fn draw(variant: Variant, reason: Reason) -> Outcome {
        Outcome { variant, winner: None, reason }
    }

    /// A win for `winner` for `reason` in `variant`.
    pub const fn win(variant: Variant, winner: Side, reason: Reason) -> Outcome {
        Outcome { variant, winner: Some(winner), reason }
    }

    /// The result this outcome gives.
    pub const fn result(&self) -> GameResult {
        match self.winner {
            Some(side) => GameResult::win_for(side),
            None => GameResult::Draw,
        }
    }
}

impl fmt::Display for Outcome {
    /// "White wins: Black cannot move", "Draw: the same position occurred three times".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = |side| self.variant.side_name(side);
        match self.winner {
            Some(winner) => write!(f, "{} wins: ", name(winner))?,
            None => f.write_str("Draw: ")?,
        }
        let loser = self.winner.map(|w| name(!w)).unwrap_or("nobody");
        match self.reason {
            Reason::NoLegalMove => write!(f, "{loser} cannot move"),
            Reason::Resignation => write!(f, "{loser} resigned"),
            Reason::Time => write!(f, "{loser} ran out of time"),
            Reason::Forfeit => write!(f, "{loser} forfeited the game"),
            Reason::Repetition => f.write_str("the same position occurred three times"),
            Reason::TwentyFiveMoveRule => f.write_str("25-move rule"),
            Reason::SixteenMoveRule => f.write_str("16-move rule"),
            Reason::FiveMoveRule => f.write_str("5-move rule"),
            Reason::FortyMoveRule => f.write_str("40-move rule"),
            Reason::Agreement => f.write_str("agreed by the players"),
        }
    }
}
