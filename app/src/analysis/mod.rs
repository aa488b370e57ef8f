//! Analysis in the window: the engine looking at the position shown without end (live
//! analysis, on the window's engine worker) and the review of a whole game (on a worker of
//! its own, so the two can run side by side).
//!
//! Live analysis follows the cursor: navigating cancels the search at once and the next frame
//! starts one on the new position. While it is on, the computer does not move by itself
//! (Move now still makes it play).

pub mod review;

use damier_core::game::NodeId;
use damier_core::search::{Info, Level, Limits, Score, Settings as SearchSettings};
use damier_core::{AnyPosition, Side};

use crate::app::App;
use crate::board::evalbar::Evaluation;
use crate::engine::{EngineEvent, Job};
use crate::session::{Choice, Session};
use review::ReviewState;

/// The most lines the analysis shows.
pub const MAX_LINES: usize = 5;

/// What the player asks of the analysis.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnalysisCommand {
    /// Start or stop the live analysis.
    Toggle,
    /// Show this many best lines (1 to [`MAX_LINES`]).
    Lines(usize),
    /// Play these moves from the position shown, as a variation, and stay after the last.
    PlayLine(Vec<String>),
    /// Review the main line of the game.
    Review,
    /// Stop the review.
    CancelReview,
    /// Set the review's time per position, in milliseconds.
    ReviewTime(u64),
    /// Put the review's results away.
    CloseReview,
}

/// The position an analysis belongs to: its node and its key (a node id alone may be reused
/// by another game).
pub type Target = (NodeId, u64);

/// The live analysis: on or off, how many lines, and what the engine has said so far.
#[derive(Clone, Debug)]
pub struct LiveAnalysis {
    on: bool,
    lines_wanted: usize,
    /// The position analysed, and whose move it is there.
    target: Option<(Target, Side)>,
    /// The best lines so far, best first.
    lines: Vec<Info>,
    /// Whether the search of `target` ended by itself (nothing more to learn).
    finished: bool,
}

impl Default for LiveAnalysis {
    fn default() -> LiveAnalysis {
        LiveAnalysis {
            on: false,
            lines_wanted: 3,
            target: None,
            lines: Vec::new(),
            finished: false,
        }
    }
}

impl LiveAnalysis {
    /// Whether live analysis is switched on.
    pub fn is_on(&self) -> bool {
        self.on
    }

    /// How many lines the player asked for.
    pub fn lines_wanted(&self) -> usize {
        self.lines_wanted
    }

    /// The lines found for `target`, best first (empty if the analysis is of another
    /// position).
    pub fn lines(&self, target: Target) -> &[Info] {
        match self.target {
            Some((t, _)) if t == target => &self.lines,
            _ => &[],
        }
    }

    /// The evaluation of `target` from White's side, once the engine has one.
    pub fn white_score(&self, target: Target) -> Option<Score> {
        let (_, side) = self.target?;
        self.lines(target).first().map(|line| white_view(line.score, side))
    }

    /// The best move found for `target`, among the moves of `session`'s position.
    pub fn best_move<'a>(&self, session: &'a Session, target: Target) -> Option<&'a Choice> {
        let first = self.lines(target).first()?.first?;
        session.moves().iter().find(|c| c.mv == first)
    }

    fn begin(&mut self, target: Target, side: Side) {
        self.target = Some((target, side));
        self.lines.clear();
        self.finished = false;
    }

    fn take(&mut self, info: Info) {
        let index = info.multipv.saturating_sub(1).min(self.lines.len());
        if index < self.lines.len() {
            self.lines[index] = info;
        } else {
            self.lines.push(info);
        }
    }
}

/// `score`, given for `side` to move, as White sees it.
pub fn white_view(score: Score, side: Side) -> Score {
    match (side, score) {
        (Side::White, s) => s,
        (Side::Black, Score::Value(v)) => Score::Value(-v),
        (Side::Black, Score::Win(n)) => Score::Loss(n),
        (Side::Black, Score::Loss(n)) => Score::Win(n),
    }
}

/// A White's-side score as people read it: `+0.25`, or who wins in how many moves.
pub fn describe(score: Score, side_name: impl Fn(Side) -> &'static str) -> String {
    match score {
        Score::Value(_) => score.to_string(),
        Score::Win(n) => format!("{} wins in {n}", side_name(Side::White)),
        Score::Loss(n) => format!("{} wins in {n}", side_name(Side::Black)),
    }
}

/// The position shown as an analysis target.
pub fn target_of(session: &Session) -> Target {
    (session.record().current(), session.position().hash_key())
}

impl App {
    /// The live analysis.
    pub fn analysis(&self) -> &LiveAnalysis {
        &self.analysis
    }

    /// The game review.
    pub fn review(&self) -> &ReviewState {
        &self.review
    }

    /// The evaluation shown beside the board: the live analysis's, else the review's, of the
    /// position shown.
    pub fn evaluation_shown(&self) -> Option<Evaluation> {
        let target = target_of(&self.session);
        let score = match self.analysis.white_score(target) {
            Some(score) if self.analysis.on => score,
            _ => self.review.score_at(target.0)?,
        };
        let label = match score {
            Score::Value(v) => format!("{:+.1}", v as f64 / 100.0),
            Score::Win(n) | Score::Loss(n) => format!("#{n}"),
        };
        Some(Evaluation { score, label })
    }

    /// The live analysis's best move in the position shown, drawn as an arrow.
    pub(crate) fn best_move_shown(&self) -> Option<&Choice> {
        let on = self.analysis.on && self.editor.is_none();
        on.then(|| self.analysis.best_move(&self.session, target_of(&self.session)))?
    }

    /// Carries out an analysis command.
    pub(crate) fn analyse(&mut self, command: AnalysisCommand) {
        match command {
            AnalysisCommand::Toggle => {
                self.analysis.on = !self.analysis.on;
                if !self.analysis.on && self.engine.running() == Some(Job::Analyse) {
                    self.engine.cancel();
                }
                self.analysis.target = None;
            }
            AnalysisCommand::Lines(n) => {
                self.analysis.lines_wanted = n.clamp(1, MAX_LINES);
                if self.engine.running() == Some(Job::Analyse) {
                    self.engine.cancel();
                }
                self.analysis.target = None;
            }
            AnalysisCommand::PlayLine(moves) => self.play_line(&moves),
            AnalysisCommand::Review => self.start_review(),
            AnalysisCommand::CancelReview => self.review.cancel(),
            AnalysisCommand::ReviewTime(ms) => self.review.set_move_time(ms),
            AnalysisCommand::CloseReview => self.review.close(),
        }
    }

    /// Takes the window engine's analysis events.
    pub(crate) fn hear_analysis(&mut self, event: EngineEvent) {
        match event {
            EngineEvent::Line(info) => self.analysis.take(info),
            EngineEvent::Done { job: Job::Analyse, .. } => self.analysis.finished = true,
            _ => {}
        }
    }

    /// Keeps the live analysis on the position shown: starts it where it is due, and stops
    /// it when it is switched off or the editor is open.
    pub(crate) fn keep_analysing(&mut self) {
        let running = self.engine.running();
        let wanted = self.analysis.on && self.editor.is_none() && self.session.outcome().is_none();
        if !wanted {
            if running == Some(Job::Analyse) {
                self.engine.cancel();
            }
            return;
        }
        let target = target_of(&self.session);
        let current = self.analysis.target.map(|(t, _)| t) == Some(target);
        let due = match running {
            Some(Job::Analyse) => !current,
            Some(_) => false,
            None => !(current && self.analysis.finished),
        };
        if due {
            self.start_analysis(target);
        }
    }

    fn start_analysis(&mut self, target: Target) {
        let position: &AnyPosition = self.session.position();
        self.analysis.begin(target, position.side_to_move());
        let settings =
            SearchSettings { multipv: self.analysis.lines_wanted, level: Level::FULL, seed: 0 };
        let limits = Limits { infinite: true, ..Limits::default() };
        let history = self.session.record().history_keys(self.session.record().current());
        self.engine.start(Job::Analyse, position, history, limits, settings);
    }

    /// Plays `moves` from the position shown (following moves already in the record, adding
    /// a variation where they leave it).
    fn play_line(&mut self, moves: &[String]) {
        self.leave_position();
        for text in moves {
            if let Err(e) = self.session.play(text) {
                self.notice =
                    Some(crate::Notice { text: e.to_string(), warning: true, lasting: false });
                break;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_are_turned_to_white_s_side() {
        assert_eq!(white_view(Score::Value(30), Side::Black), Score::Value(-30));
        assert_eq!(white_view(Score::Win(3), Side::Black), Score::Loss(3));
        assert_eq!(white_view(Score::Loss(2), Side::White), Score::Loss(2));
        let names = |side| if side == Side::White { "White" } else { "Red" };
        assert_eq!(describe(Score::Loss(4), names), "Red wins in 4");
        assert_eq!(describe(Score::Value(-125), names), "-1.25");
    }
}
