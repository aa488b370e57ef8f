//! What the panels draw from: a read-only view of the window's state, with the questions they
//! ask of it (whether a person plays a side, what the engine is doing, the evaluation and the
//! best move to show). Panels take a [`View`] and return commands; they never change the state.

use std::time::Duration;

use damier_core::Side;
use damier_core::search::Score;

use crate::Notice;
use crate::analysis::review::ReviewState;
use crate::analysis::{self, LiveAnalysis};
use crate::board::Board;
use crate::board::evalbar::Evaluation;
use crate::clocks::GameClock;
use crate::editor::Editor;
use crate::egdb::EndgameTables;
use crate::engine::{Job, SearchProgress};
use crate::files::Files;
use crate::i18n::Messages;
use crate::puzzles::Trainer;
use crate::remote::Status;
use crate::session::Session;
use crate::settings::{Player, Settings};
use crate::timing::FrameTimes;
use damier_core::MoveInfo;

/// The window's state as the panels see it.
pub(crate) struct View<'a> {
    /// The window's words in the player's language.
    pub messages: &'a Messages,
    pub settings: &'a Settings,
    /// Who plays each side of the game in the window.
    pub players: [Player; 2],
    /// Whether the game is studied: the computer waits until the player asks it to play.
    pub studied: bool,
    pub session: &'a Session,
    pub board: &'a Board,
    /// Why the engine is searching, if it is.
    pub thinking: Option<Job>,
    /// Whether the last move, to the position shown, came from the computer's opening book.
    pub book_move: bool,
    /// The engine's latest progress on the search it runs.
    pub progress: Option<&'a SearchProgress>,
    pub notice: Option<&'a Notice>,
    pub files: &'a Files,
    /// The position editor, while it is open.
    pub editor: Option<&'a Editor>,
    pub analysis: &'a LiveAnalysis,
    pub review: &'a ReviewState,
    /// The game's clocks, when it is played on a clock.
    pub clock: Option<&'a GameClock>,
    /// Where the connection to a program over DamExchange stands.
    pub remote: &'a Status,
    /// The time the clocks read.
    pub now: Duration,
    /// The frame timings, while they are shown.
    pub timings: Option<&'a FrameTimes>,
    /// How long the first frame took to come.
    pub first_frame: Option<Duration>,
    /// The endgame tables.
    pub endgame: &'a EndgameTables,
    /// The puzzles.
    pub puzzles: &'a Trainer,
}

impl<'a> View<'a> {
    /// Whether a person plays `side`.
    pub fn is_person(&self, side: Side) -> bool {
        self.players[side.index()] == Player::Person
    }

    /// Whether the engine is searching.
    pub fn is_thinking(&self) -> bool {
        self.thinking.is_some()
    }

    /// The evaluation shown beside the board: the live analysis's, else the review's, of the
    /// position shown.
    pub fn evaluation_shown(&self) -> Option<Evaluation> {
        let target = analysis::target_of(self.session);
        let score = match self.analysis.white_score(target) {
            Some(score) if self.analysis.is_on() => score,
            _ => self.review.score_at(target.0)?,
        };
        let label = match (score, score.by_tables()) {
            (_, Some(_)) => "DB".to_string(),
            (Score::Value(v), None) => format!("{:+.1}", v as f64 / 100.0),
            (Score::Win(n) | Score::Loss(n), None) => format!("#{n}"),
        };
        Some(Evaluation { score, label })
    }

    /// The live analysis's best move in the position shown, drawn as an arrow.
    pub fn best_move_shown(&self) -> Option<&'a MoveInfo> {
        let on = self.analysis.is_on() && self.editor.is_none();
        on.then(|| self.analysis.best_move(self.session, analysis::target_of(self.session)))?
    }
}
