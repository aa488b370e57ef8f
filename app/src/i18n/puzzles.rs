//! Puzzles in the player's language: a puzzle's goal, why a game of a puzzle file is no puzzle,
//! and what importing a file or reviewing a game made.

use damier_core::puzzle::{Fault, Goal, Refused};
use damier_core::{Side, Variant};

use super::{Messages, t};
use crate::files::GameFault;
use crate::puzzles::Report;

/// The most refused games named in a report; the others are counted.
const NAMED_REFUSALS: usize = 3;

impl Messages {
    /// "White to play and win": the goal of a puzzle of `variant` solved by `side`.
    pub fn puzzle_goal(&self, variant: Variant, goal: Goal, side: Side) -> String {
        let side = self.side(variant, side);
        match goal {
            Goal::Win => t!(self, "puzzle-goal-win", side = side),
            Goal::Material => t!(self, "puzzle-goal-material", side = side),
            Goal::Save => t!(self, "puzzle-goal-save", side = side),
        }
    }

    /// Why a game of a puzzle file is no puzzle.
    pub fn puzzle_fault(&self, fault: &Fault) -> String {
        match fault {
            Fault::NoPosition => t!(self, "puzzle-fault-no-position"),
            Fault::NoGoal => t!(self, "puzzle-fault-no-goal"),
            Fault::UnknownGoal(goal) => t!(self, "puzzle-fault-unknown-goal", goal = goal.clone()),
            Fault::NoSolution => t!(self, "puzzle-fault-no-solution"),
            Fault::EndsWithReply => t!(self, "puzzle-fault-ends-with-reply"),
            Fault::IllegalMove(ply) => t!(self, "puzzle-fault-illegal-move", ply = *ply),
            Fault::BadRating(text) => t!(self, "puzzle-fault-bad-rating", rating = text.clone()),
            Fault::Unreadable(error) => self.game_fault(&GameFault::from(error)),
        }
    }

    fn refusals(&self, refused: &[Refused]) -> String {
        let mut named: Vec<String> = refused
            .iter()
            .take(NAMED_REFUSALS)
            .map(|r| {
                t!(
                    self,
                    "puzzle-refused-game",
                    game = r.number,
                    reason = self.puzzle_fault(&r.fault)
                )
            })
            .collect();
        if refused.len() > NAMED_REFUSALS {
            named.push(t!(self, "puzzle-refused-more", count = refused.len() - NAMED_REFUSALS));
        }
        named.join("; ")
    }

    /// What a puzzle report says, and whether it is a warning.
    pub fn puzzle_report(&self, report: &Report) -> (String, bool) {
        match report {
            Report::Imported { name, puzzles: 0, refused } => {
                let reasons = self.refusals(refused);
                (t!(self, "puzzle-imported-none", name = name.clone(), reasons = reasons), true)
            }
            Report::Imported { name, puzzles, refused } if refused.is_empty() => {
                (t!(self, "puzzle-imported", name = name.clone(), puzzles = *puzzles), false)
            }
            Report::Imported { name, puzzles, refused } => {
                let imported = t!(self, "puzzle-imported", name = name.clone(), puzzles = *puzzles);
                let reasons = self.refusals(refused);
                let text = t!(
                    self,
                    "puzzle-imported-refused",
                    imported = imported,
                    refused = refused.len(),
                    reasons = reasons
                );
                (text, true)
            }
            Report::NotImported(error) => {
                (t!(self, "puzzle-not-imported", error = self.file_error(error)), true)
            }
            Report::FromGame { blunders, puzzles } => {
                (t!(self, "puzzle-from-game", blunders = *blunders, puzzles = *puzzles), false)
            }
            Report::NotSaved(error) => {
                (t!(self, "puzzle-not-saved", error = self.file_error(error)), true)
            }
        }
    }
}
