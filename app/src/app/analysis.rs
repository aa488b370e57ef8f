//! The window's part in analysis: the analysis commands, which reach the live analysis, the
//! review and the game.

use damier_core::AnyMove;

use super::App;
use crate::analysis::AnalysisCommand;
use crate::i18n::t;

impl App {
    /// Carries out an analysis command.
    pub(super) fn analyse(&mut self, command: AnalysisCommand) {
        match command {
            AnalysisCommand::Toggle => self.analysis.toggle(&mut self.engine),
            AnalysisCommand::Lines(n) => self.analysis.set_lines(n, &mut self.engine),
            AnalysisCommand::PlayLine(moves) => self.play_line(&moves),
            AnalysisCommand::Review => {
                let record = self.session.record();
                if !self.review.start(record, &self.waker, self.settings.threads) {
                    let text = t!(self.messages, "notice-nothing-to-review");
                    self.tell(&text);
                }
            }
            AnalysisCommand::CancelReview => self.review.cancel(),
            AnalysisCommand::ReviewTime(ms) => self.review.set_move_time(ms),
            AnalysisCommand::CloseReview => self.review.close(),
        }
    }

    /// Plays `moves` from the position shown (following moves already in the record, adding
    /// a variation where they leave it). One move is played as any other; a longer line is
    /// refused in a game on a clock.
    fn play_line(&mut self, moves: &[AnyMove]) {
        if let [only] = moves {
            self.play_move(*only);
            return;
        }
        if self.clock.is_some() {
            let text = t!(self.messages, "notice-line-on-clock");
            self.say(&text, true);
            return;
        }
        self.leave_position();
        for mv in moves {
            if let Err(e) = self.session.play_move(mv) {
                let text = self.messages.move_error(&e);
                self.say(&text, true);
                break;
            }
        }
    }
}
