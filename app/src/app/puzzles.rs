//! The window's part in puzzles: a try is played on the board as a game studied by the person
//! alone; their moves are judged against the solution, the opponent's replies and the
//! refutation of a wrong move are played by themselves.

use std::time::Duration;

use damier_core::AnyMove;

use super::{App, STUDY};
use crate::i18n::t;
use crate::puzzles::attempt::{Hint, Judged, Stage};
use crate::puzzles::{PuzzleCommand, Report};
use crate::session::Session;

impl App {
    /// Carries out a puzzles command.
    pub(super) fn puzzle_command(&mut self, command: PuzzleCommand) {
        match command {
            PuzzleCommand::Open => {
                self.puzzles.open = true;
                self.puzzles.want_sets();
                if self.puzzles.attempt().is_none() {
                    self.puzzles.start_when_read = true;
                    self.start_when_read();
                }
            }
            PuzzleCommand::Close => {
                self.puzzles.open = false;
                self.leave_puzzle();
            }
            PuzzleCommand::ChooseSet(index) => {
                self.puzzles.choose(index);
                self.next_puzzle();
            }
            PuzzleCommand::Start(index) => self.start_puzzle(index),
            PuzzleCommand::Next => self.next_puzzle(),
            PuzzleCommand::Retry => {
                self.retry_puzzle();
            }
            PuzzleCommand::Hint => {
                self.puzzle_hint();
            }
            PuzzleCommand::ShowSolution => {
                let Some(attempt) = self.puzzles.attempt_mut() else { return };
                attempt.show_solution();
                let record = attempt.puzzle.to_record();
                self.puzzles.count_result();
                self.session = Session::from_record(record);
                self.clear_puzzle_marks();
                self.tell(&t!(self.messages, "puzzle-solution-shown"));
            }
            PuzzleCommand::OpenAsGame => {
                let Some(attempt) = self.puzzles.attempt() else { return };
                let record = attempt.puzzle.to_record();
                let on_a_try = self.puzzle_on_board();
                self.leave_puzzle();
                self.puzzles.open = false;
                self.put_record(record, !on_a_try);
            }
            PuzzleCommand::Import => {
                self.file_workflow(crate::files::FileCommand::ImportPuzzles);
            }
        }
    }

    /// Starts a puzzle of the game in play, if one is to start and the sets have been read.
    fn start_when_read(&mut self) {
        if self.puzzles.start_when_read && self.puzzles.has_sets() {
            self.puzzles.start_when_read = false;
            self.puzzles.choose_game(self.session.variant());
            self.next_puzzle();
        }
    }

    /// Starts the next puzzle of the set shown.
    fn next_puzzle(&mut self) {
        match self.puzzles.next_index() {
            Some(index) => self.start_puzzle(index),
            None => self.leave_puzzle(),
        }
    }

    /// Starts the puzzle at `index` of the set shown: its position on the board, both sides
    /// the person's, the goal in the status line.
    fn start_puzzle(&mut self, index: usize) {
        // A try replaced is no game to keep; the game the puzzles began from is.
        let on_a_try = self.puzzle_on_board();
        let Some(attempt) = self.puzzles.start(index) else { return };
        let record = attempt.record();
        let puzzle = &attempt.puzzle;
        let goal = self.messages.puzzle_goal(puzzle.start.variant(), puzzle.goal, puzzle.solver());
        self.put_record(record, !on_a_try);
        self.game_players = Some(STUDY);
        self.clear_puzzle_marks();
        self.tell(&goal);
    }

    /// Whether the game on the board is the try under way (not a game the player went on to).
    fn puzzle_on_board(&self) -> bool {
        let start = self.session.record().start_position();
        self.puzzles.attempt().is_some_and(|a| a.puzzle.start == *start)
    }

    /// Ends the try under way; the board keeps its position, to study.
    fn leave_puzzle(&mut self) {
        self.puzzles.stop();
        self.clear_puzzle_marks();
    }

    fn clear_puzzle_marks(&mut self) {
        self.hint = None;
        self.marked.clear();
    }

    /// Takes the wrong move (and its refutation) back, after a wrong move (Retry, or Undo).
    /// Returns whether there was one.
    pub(super) fn retry_puzzle(&mut self) -> bool {
        let Some(attempt) = self.puzzles.attempt_mut() else { return false };
        if !matches!(attempt.stage, Stage::Wrong { .. }) {
            return false;
        }
        attempt.retry();
        let record = attempt.record();
        self.session = Session::from_record(record);
        self.board.reset();
        self.clear_puzzle_marks();
        self.tell(&t!(self.messages, "puzzle-try-again"));
        true
    }

    /// Shows the piece to move, then the move, while a puzzle is being solved (the engine's
    /// hint would give the solution away). Returns whether a puzzle took the request.
    pub(super) fn puzzle_hint(&mut self) -> bool {
        let Some(attempt) = self.puzzles.attempt_mut() else { return false };
        let Some(hint) = attempt.hint() else { return !attempt.is_over() };
        self.puzzles.count_result();
        match hint {
            Hint::Piece(cell) => self.marked = vec![cell],
            Hint::Move(mv) => {
                self.marked.clear();
                self.hint = self.session.position().moves().into_iter().find(|m| m.mv == mv);
            }
        }
        true
    }

    /// Judges the person's move while a puzzle is being solved at the board's position; plays
    /// it. Returns whether the puzzle took the move (otherwise it is an ordinary move).
    pub(super) fn puzzle_move(&mut self, mv: AnyMove) -> bool {
        let now = self.now;
        let Some(attempt) = self.puzzles.attempt_mut() else { return false };
        if attempt.stage != Stage::Solving || *self.session.position() != attempt.position() {
            return false;
        }
        let judged = attempt.judge(&mv, now);
        self.play_move(mv);
        self.marked.clear();
        match judged {
            // The next frames bring the reply (see `puzzle_frame`).
            Judged::Right => {}
            Judged::Solved => {
                self.puzzles.count_result();
                self.say(&t!(self.messages, "puzzle-solved"), false);
            }
            Judged::Wrong => {
                self.puzzles.count_result();
                self.puzzles.refute(self.session.position().clone());
                self.say(&t!(self.messages, "puzzle-wrong-thinking"), true);
            }
        }
        true
    }

    /// The puzzles' work of a frame: the reply when it is due, the refutation when found,
    /// what the worker reports; a try whose position left the board ends.
    pub(super) fn puzzle_frame(&mut self) {
        let refutation = self.puzzles.poll();
        self.start_when_read();
        self.tell_puzzle_reports();
        let now = self.now;
        if !self.puzzle_on_board() {
            if self.puzzles.attempt().is_some() {
                self.leave_puzzle();
            }
            return;
        }
        let Some(attempt) = self.puzzles.attempt_mut() else { return };
        if let Some(reply) = attempt.reply_due(now) {
            self.play_move(reply);
            return;
        }
        if let Stage::Replying { due } = attempt.stage {
            // A frame when the reply is due, even if nothing else happens by then.
            self.waker.wake_after(Duration::from_secs_f64(due - now + 0.01));
            return;
        }
        let Some(line) = refutation else { return };
        let Stage::Wrong { refutation, .. } = &mut attempt.stage else { return };
        *refutation = Some(line.clone());
        let Some(first) = line.first() else { return };
        let position = self.session.position().clone();
        let texts = position.line_text(&line[..line.len().min(6)]).join(" ");
        let record = self.session.record();
        let played = record.move_text(record.current()).unwrap_or_default();
        self.play_move(*first);
        let text = t!(self.messages, "puzzle-wrong", played = played, line = texts);
        self.say(&text, true);
    }

    /// Tells what the puzzles' files and searches came to; a set just imported starts.
    fn tell_puzzle_reports(&mut self) {
        for report in self.puzzles.take_reports() {
            if matches!(report, Report::Imported { puzzles: 1.., .. }) {
                self.start_puzzle(0);
            }
            let (text, warning) = self.messages.puzzle_report(&report);
            self.say(&text, warning);
            if matches!(report, Report::Imported { .. } | Report::FromGame { .. }) {
                self.make_notice_last();
            }
        }
    }
}
