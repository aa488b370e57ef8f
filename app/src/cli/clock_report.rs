//! The time a match's players took on the clock: for each player, the mean time a move in the
//! opening, the middle game and the ending (by the share of the pieces still on the board),
//! and the games lost on time. Worked out from the clock times the games record after every
//! move.

use std::time::Duration;

use damier_core::clock::TimeControl;
use damier_core::dispatch;
use damier_core::game::{Census, GameRecord, Reason};
use damier_core::search::eval::full_phase;
use damier_core::{AnyPosition, Side};

/// The game's phases, by the pieces on the board.
const PHASES: [&str; 3] = ["opening", "middle game", "ending"];

/// Time taken by one player, phase by phase.
#[derive(Clone, Debug, Default)]
struct Spent {
    /// Total time and moves, per phase.
    phases: [(Duration, u32); 3],
    /// Games lost on time.
    flags: u32,
}

/// Time taken by the two players of a match, the first player's first.
#[derive(Clone, Debug, Default)]
pub struct ClockReport {
    players: [Spent; 2],
}

impl ClockReport {
    /// Adds a finished game played under `control`, where the first player had White when
    /// `first_white`.
    pub fn add(&mut self, record: &GameRecord, control: &TimeControl, first_white: bool) {
        let player = |side: Side| usize::from((side == Side::White) != first_white);
        let mut left = [control.base; 2];
        let mut before: Option<AnyPosition> = None;
        for (id, position) in record.main_line_positions() {
            if let (Some(moved), Some(now)) = (&before, record.annotation(id).clock) {
                let side = moved.side_to_move();
                let used = (left[side.index()] + control.increment).saturating_sub(now);
                left[side.index()] = now;
                let spent = &mut self.players[player(side)].phases[phase_of(moved)];
                spent.0 += used;
                spent.1 += 1;
            }
            before = Some(position);
        }
        if let Some(outcome) = record.outcome().filter(|o| o.reason == Reason::Time)
            && let Some(winner) = outcome.winner
        {
            self.players[player(!winner)].flags += 1;
        }
    }

    /// One line a player, the first player's first: mean time a move in each phase, and
    /// losses on time.
    pub fn lines(&self) -> Vec<String> {
        self.players
            .iter()
            .map(|spent| {
                let phases: Vec<String> = PHASES
                    .iter()
                    .zip(spent.phases)
                    .map(|(phase, (total, moves))| match moves {
                        0 => format!("{phase} -"),
                        n => format!("{phase} {:.2} s ({n} moves)", (total / n).as_secs_f64()),
                    })
                    .collect();
                format!("{}; lost on time: {}", phases.join(", "), spent.flags)
            })
            .collect()
    }
}

/// 0 (opening) while more than two thirds of the pieces are on the board, 1 (middle game)
/// down to a third, 2 (ending) below.
fn phase_of(position: &AnyPosition) -> usize {
    let pieces =
        dispatch!(position, p => Side::BOTH.iter().map(|&s| p.material(s).pieces()).sum::<u32>());
    let full = u32::from(full_phase(position.variant()));
    if pieces * 3 > full * 2 {
        0
    } else if pieces * 3 > full {
        1
    } else {
        2
    }
}
