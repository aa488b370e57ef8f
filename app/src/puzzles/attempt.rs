//! One try at a puzzle: how far into its solution the player is, and what their last move did.
//! The window plays what this decides on the board.

use damier_core::cells::Cell;
use damier_core::game::GameRecord;
use damier_core::puzzle::Puzzle;
use damier_core::{AnyMove, AnyPosition};

/// Seconds between the player's right move and the opponent's reply.
pub const REPLY_DELAY: f64 = 0.5;

/// Where the try stands.
#[derive(Clone, Debug, PartialEq)]
pub enum Stage {
    /// The player is to find the solver's move.
    Solving,
    /// The player's move was right; the opponent's reply comes at this window time.
    Replying {
        /// When the reply is played.
        due: f64,
    },
    /// The player's move was wrong; the engine's answer to it, once found.
    Wrong {
        /// The move played.
        played: AnyMove,
        /// The engine's best line after it (its first move the refutation).
        refutation: Option<Vec<AnyMove>>,
    },
    /// The whole solution was found.
    Solved,
    /// The solution was shown.
    Shown,
}

/// What a hint shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hint {
    /// The piece to move.
    Piece(Cell),
    /// The move.
    Move(AnyMove),
}

/// What the player's move did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Judged {
    /// It is the solution's move; the puzzle goes on with a reply.
    Right,
    /// It is the solution's last move.
    Solved,
    /// It is not the solution's move.
    Wrong,
}

/// A try at one puzzle.
#[derive(Clone, Debug)]
pub struct Attempt {
    /// The set the puzzle is in, by its key.
    pub set: String,
    /// The puzzle's place in its set.
    pub index: usize,
    /// The puzzle.
    pub puzzle: Puzzle,
    /// Plies of the solution played on the board.
    pub played: usize,
    /// Where the try stands.
    pub stage: Stage,
    /// Hints given: the piece (1), then the move (2).
    pub hints: u8,
    /// Whether the try has been counted in the progress, and how: solved at the first go, or
    /// not (a wrong move, a hint or the solution shown).
    pub counted: Option<bool>,
}

impl Attempt {
    /// A fresh try at `puzzle`, the `index`th of the set `set`.
    pub fn new(set: &str, index: usize, puzzle: Puzzle) -> Attempt {
        Attempt {
            set: set.to_string(),
            index,
            puzzle,
            played: 0,
            stage: Stage::Solving,
            hints: 0,
            counted: None,
        }
    }

    /// The key the progress keeps the puzzle's result under.
    pub fn key(&self) -> String {
        format!("{}/{}", self.set, self.puzzle.id)
    }

    /// The position the solution has reached.
    pub fn position(&self) -> AnyPosition {
        self.puzzle.position_after(self.played)
    }

    /// The record of the solution played so far, its cursor at the end.
    pub fn record(&self) -> GameRecord {
        let mut record = GameRecord::new(self.puzzle.start.clone());
        for mv in &self.puzzle.solution[..self.played] {
            record.play_move(mv).expect("a puzzle's solution is legal");
        }
        record
    }

    /// The solver's move expected now, while the player is to find it.
    fn expected(&self) -> Option<AnyMove> {
        (self.stage == Stage::Solving).then(|| self.puzzle.solution.get(self.played).copied())?
    }

    /// Judges the player's move `mv` at window time `now`. A move that reaches the same
    /// position as the solution's is as good.
    pub fn judge(&mut self, mv: &AnyMove, now: f64) -> Judged {
        let Some(expected) = self.expected() else { return Judged::Wrong };
        let position = self.position();
        let after = |mv: &AnyMove| {
            let mut next = position.clone();
            next.play_move(mv).ok().map(|_| next)
        };
        if *mv != expected && after(mv) != after(&expected) {
            self.stage = Stage::Wrong { played: *mv, refutation: None };
            return Judged::Wrong;
        }
        self.played += 1;
        if self.played >= self.puzzle.solution.len() {
            self.stage = Stage::Solved;
            return Judged::Solved;
        }
        self.stage = Stage::Replying { due: now + REPLY_DELAY };
        Judged::Right
    }

    /// The opponent's reply, once it is due at window time `now`; the player is then to move.
    pub fn reply_due(&mut self, now: f64) -> Option<AnyMove> {
        let Stage::Replying { due } = self.stage else { return None };
        if now < due {
            return None;
        }
        let reply = self.puzzle.solution[self.played];
        self.played += 1;
        self.stage = Stage::Solving;
        Some(reply)
    }

    /// Takes the wrong move back: the player is to find the move again.
    pub fn retry(&mut self) {
        if matches!(self.stage, Stage::Wrong { .. }) {
            self.stage = Stage::Solving;
        }
    }

    /// The next hint: the piece to move, then the move; none unless the player is to move.
    pub fn hint(&mut self) -> Option<Hint> {
        let expected = self.expected()?;
        self.hints = (self.hints + 1).min(2);
        Some(if self.hints == 1 {
            Hint::Piece(expected_from(&self.position(), &expected)?)
        } else {
            Hint::Move(expected)
        })
    }

    /// Shows the solution: the try ends.
    pub fn show_solution(&mut self) {
        self.stage = Stage::Shown;
    }

    /// The result to count, the first time the try is decided: solved at the first go
    /// (`true`), or not (`false`) once a wrong move, a hint or the solution came first.
    pub fn result_to_count(&mut self) -> Option<bool> {
        if self.counted.is_some() {
            return None;
        }
        let result = match self.stage {
            Stage::Solved => self.hints == 0,
            Stage::Wrong { .. } | Stage::Shown => false,
            Stage::Solving | Stage::Replying { .. } if self.hints > 0 => false,
            Stage::Solving | Stage::Replying { .. } => return None,
        };
        self.counted = Some(result);
        Some(result)
    }

    /// Whether the try is over: solved or shown.
    pub fn is_over(&self) -> bool {
        matches!(self.stage, Stage::Solved | Stage::Shown)
    }
}

/// The cell `mv` starts from in `position`.
fn expected_from(position: &AnyPosition, mv: &AnyMove) -> Option<Cell> {
    position.moves().into_iter().find(|m| m.mv == *mv).map(|m| m.from)
}

#[cfg(test)]
mod tests {
    use super::*;
    use damier_core::puzzle;

    fn attempt() -> Attempt {
        let text = "[FEN \"W:W6,17,18,38,41:B8,14,24,34,36.\"]\n[Result \"1-0\"]\n\n\
                    1. 17-12 36x47 2. 12x3 47x1 3. 3x45 1-0\n";
        let (mut puzzles, _) = puzzle::read(text);
        Attempt::new("test", 0, puzzles.remove(0))
    }

    fn legal(position: &AnyPosition, text: &str) -> AnyMove {
        position.moves().into_iter().find(|m| m.text == text).expect(text).mv
    }

    #[test]
    fn right_moves_bring_the_replies_in_time_and_the_last_solves() {
        let mut a = attempt();
        let first = legal(&a.position(), "17-12");
        assert_eq!(a.judge(&first, 10.0), Judged::Right);
        assert_eq!(a.reply_due(10.2), None, "not yet");
        assert_eq!(a.reply_due(10.0 + REPLY_DELAY), Some(a.puzzle.solution[1]));
        assert_eq!(a.stage, Stage::Solving);
        let second = legal(&a.position(), "12x3");
        assert_eq!(a.judge(&second, 11.0), Judged::Right);
        assert!(a.reply_due(12.0).is_some());
        let last = legal(&a.position(), "3x45");
        assert_eq!(a.judge(&last, 13.0), Judged::Solved);
        assert!(a.is_over());
        assert_eq!(a.result_to_count(), Some(true));
        assert_eq!(a.result_to_count(), None, "counted once");
        assert_eq!(a.record().len(), 6);
    }

    #[test]
    fn a_wrong_move_counts_as_a_miss_and_a_retry_asks_again() {
        let mut a = attempt();
        let wrong = legal(&a.position(), "41-37");
        assert_eq!(a.judge(&wrong, 1.0), Judged::Wrong);
        assert!(matches!(a.stage, Stage::Wrong { played, .. } if played == wrong));
        assert_eq!(a.result_to_count(), Some(false));
        a.retry();
        assert_eq!(a.stage, Stage::Solving);
        let first = legal(&a.position(), "17-12");
        assert_eq!(a.judge(&first, 2.0), Judged::Right);
        assert_eq!(a.result_to_count(), None, "the miss stays");
    }

    #[test]
    fn hints_show_the_piece_then_the_move_and_count_as_a_miss() {
        let mut a = attempt();
        let first = a.puzzle.solution[0];
        let from = a.position().geometry().parse_cell("17").unwrap();
        assert_eq!(a.hint(), Some(Hint::Piece(from)));
        assert_eq!(a.hint(), Some(Hint::Move(first)));
        assert_eq!(a.hint(), Some(Hint::Move(first)));
        assert_eq!(a.result_to_count(), Some(false));
        a.show_solution();
        assert!(a.is_over());
        assert_eq!(a.hint(), None);
    }
}
