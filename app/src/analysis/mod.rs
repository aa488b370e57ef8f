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
use damier_core::{AnyMove, AnyPosition, Side, Variant};

use crate::engine::{EngineEvent, EngineHandle, Job};
use crate::i18n::{Messages, t};
use crate::session::Session;
use damier_core::MoveInfo;

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
    PlayLine(Vec<AnyMove>),
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

/// One line of the live analysis: what the engine said of it, and its moves as the game
/// writes them (made once, when the line comes in).
#[derive(Clone, Debug)]
pub struct ShownLine {
    /// The engine's report: score, depth and moves.
    pub info: Info,
    /// The moves, written from the position analysed.
    pub texts: Vec<String>,
}

/// The live analysis: on or off, how many lines, and what the engine has said so far.
#[derive(Clone, Debug)]
pub struct LiveAnalysis {
    on: bool,
    lines_wanted: usize,
    /// The position analysed, and the position itself.
    target: Option<(Target, AnyPosition)>,
    /// The best lines so far, best first.
    lines: Vec<ShownLine>,
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
    pub fn lines(&self, target: Target) -> &[ShownLine] {
        match &self.target {
            Some((t, _)) if *t == target => &self.lines,
            _ => &[],
        }
    }

    /// The evaluation of `target` from White's side, once the engine has one.
    pub fn white_score(&self, target: Target) -> Option<Score> {
        let side = self.target.as_ref()?.1.side_to_move();
        self.lines(target).first().map(|line| white_view(line.info.score, side))
    }

    /// The best move found for `target`, among the moves of `session`'s position.
    pub fn best_move<'a>(&self, session: &'a Session, target: Target) -> Option<&'a MoveInfo> {
        let first = self.lines(target).first()?.info.pv.first()?;
        session.moves().iter().find(|c| c.mv == *first)
    }

    fn begin(&mut self, target: Target, position: &AnyPosition) {
        self.target = Some((target, position.clone()));
        self.lines.clear();
        self.finished = false;
    }

    fn take(&mut self, info: Info) {
        let Some((_, position)) = &self.target else { return };
        let line = ShownLine { texts: position.line_text(&info.pv), info };
        let index = line.info.multipv.saturating_sub(1).min(self.lines.len());
        if index < self.lines.len() {
            self.lines[index] = line;
        } else {
            self.lines.push(line);
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

/// A White's-side score as people read it: `+0.25`, who wins in how many moves, or who wins
/// by the endgame tables.
pub fn describe(score: Score, messages: &Messages, variant: Variant) -> String {
    let wins = |side, moves: u32| {
        t!(messages, "score-wins-in", side = messages.side(variant, side), moves = moves)
    };
    let wins_by_tables =
        |side| t!(messages, "score-wins-by-tables", side = messages.side(variant, side));
    match (score, score.by_tables()) {
        (_, Some(white_wins)) => wins_by_tables(if white_wins { Side::White } else { Side::Black }),
        (Score::Value(_), None) => score.to_string(),
        (Score::Win(n), None) => wins(Side::White, n),
        (Score::Loss(n), None) => wins(Side::Black, n),
    }
}

/// A score from the mover's side as people read it: `+0.25`, "win in 3", "loss in 2",
/// "database win".
pub fn mover_view(score: Score, messages: &Messages) -> String {
    match (score, score.by_tables()) {
        (_, Some(true)) => t!(messages, "score-win-by-tables"),
        (_, Some(false)) => t!(messages, "score-loss-by-tables"),
        (Score::Value(_), None) => score.to_string(),
        (Score::Win(n), None) => t!(messages, "score-win-in", moves = n),
        (Score::Loss(n), None) => t!(messages, "score-loss-in", moves = n),
    }
}

/// The position shown as an analysis target.
pub fn target_of(session: &Session) -> Target {
    (session.record().current(), session.position().hash_key())
}

impl LiveAnalysis {
    /// Switches the analysis on or off; switched off, its search on `engine` stops.
    pub(crate) fn toggle(&mut self, engine: &mut EngineHandle) {
        self.on = !self.on;
        if !self.on && engine.running() == Some(Job::Analyse) {
            engine.cancel();
        }
        self.target = None;
    }

    /// Shows `n` lines from now on; the search on `engine` starts again for them.
    pub(crate) fn set_lines(&mut self, n: usize, engine: &mut EngineHandle) {
        self.lines_wanted = n.clamp(1, MAX_LINES);
        self.search_again(engine);
    }

    /// Stops the analysis's search on `engine`, if it runs, and starts it again from the next
    /// frame, so that it reads what changed (the lines wanted, the endgame tables).
    pub(crate) fn search_again(&mut self, engine: &mut EngineHandle) {
        if engine.running() == Some(Job::Analyse) {
            engine.cancel();
        }
        self.target = None;
    }

    /// Takes the window engine's analysis events.
    pub(crate) fn hear(&mut self, event: EngineEvent) {
        match event {
            EngineEvent::Line(info) => self.take(info),
            EngineEvent::Done { job: Job::Analyse, .. } => self.finished = true,
            _ => {}
        }
    }

    /// Keeps the analysis on `engine` on the position `session` shows: starts it where it is
    /// due, and stops it when it is switched off or `editing` a position.
    pub(crate) fn keep_up(&mut self, engine: &mut EngineHandle, session: &Session, editing: bool) {
        let running = engine.running();
        let wanted = self.on && !editing && session.outcome().is_none();
        if !wanted {
            if running == Some(Job::Analyse) {
                engine.cancel();
            }
            return;
        }
        let target = target_of(session);
        let current = self.target.as_ref().map(|(t, _)| *t) == Some(target);
        let due = match running {
            Some(Job::Analyse) => !current,
            Some(_) => false,
            None => !(current && self.finished),
        };
        if due {
            self.start(engine, session, target);
        }
    }

    fn start(&mut self, engine: &mut EngineHandle, session: &Session, target: Target) {
        let position: &AnyPosition = session.position();
        self.begin(target, position);
        let settings = SearchSettings { multipv: self.lines_wanted, level: Level::FULL, seed: 0 };
        let limits = Limits { infinite: true, ..Limits::default() };
        let past = session.record().past(session.record().current());
        engine.start(Job::Analyse, position, past, limits, settings);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Language;

    #[test]
    fn scores_are_turned_to_white_s_side() {
        assert_eq!(white_view(Score::Value(30), Side::Black), Score::Value(-30));
        assert_eq!(white_view(Score::Win(3), Side::Black), Score::Loss(3));
        assert_eq!(white_view(Score::Loss(2), Side::White), Score::Loss(2));
        let messages = Messages::new(Language::English);
        assert_eq!(describe(Score::Loss(4), &messages, Variant::Hexdame), "Red wins in 4");
        assert_eq!(describe(Score::Value(-125), &messages, Variant::Hexdame), "-1.25");
        for score in [Score::Value(25), Score::Win(3), Score::Loss(2)] {
            assert_eq!(mover_view(score, &messages), score.to_string());
        }
    }

    #[test]
    fn a_line_into_a_table_s_win_is_said_to_win_by_the_database() {
        let messages = Messages::new(Language::English);
        // A table's win is scored a hundred men up, the evaluation added.
        let (won, lost) = (Score::Value(9_909), Score::Value(-10_012));
        assert_eq!(describe(won, &messages, Variant::International), "White wins (database)");
        assert_eq!(describe(lost, &messages, Variant::Hexdame), "Red wins (database)");
        assert_eq!(mover_view(won, &messages), "database win");
        assert_eq!(mover_view(lost, &messages), "database loss");
        // Forty men up is still an evaluation.
        assert_eq!(describe(Score::Value(4_000), &messages, Variant::Italian), "+40.00");
    }
}
