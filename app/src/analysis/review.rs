//! Reviewing the game in the window: the main line goes to a worker of its own, which looks
//! at every position for the chosen time and reports its progress; the review can be
//! cancelled at any moment. When it ends, the game is annotated (evaluations, marks, the
//! engine's better line at each mistake) and the review stays for the graph and the summary.
//!
//! A review belongs to the game it was made of: when the game shown is replaced (a new game,
//! another file) a running review stops and a finished one is put away.

use damier_core::analysis::{self, Judgement, Review};
use damier_core::game::{GameRecord, NodeId};
use damier_core::search::{Limits, Score};

use super::white_view;
use crate::engine::{EngineEvent, EngineHandle};
use crate::waker::Waker;

/// Times per position offered, in milliseconds.
pub const MOVE_TIMES: [u64; 6] = [100, 250, 500, 1000, 2000, 5000];

/// One point of the evaluation graph: a position of the main line.
#[derive(Clone, Debug, PartialEq)]
pub struct Point {
    /// The node.
    pub node: NodeId,
    /// Its evaluation from White's side.
    pub score: Score,
    /// The verdict on the move that led here (none at the start).
    pub judgement: Option<Judgement>,
}

/// A finished review of the game shown.
#[derive(Clone, Debug)]
pub struct Reviewed {
    /// What the engine found.
    pub review: Review,
    /// The evaluation after every move, the start first.
    pub points: Vec<Point>,
    game: Fingerprint,
}

/// A review under way.
#[derive(Clone, Debug)]
struct RunningReview {
    done: usize,
    total: usize,
    game: Fingerprint,
}

/// The main line of a game as it was when reviewed: each node with its position's key, and
/// the revision of the record last found to hold them.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Fingerprint {
    line: Vec<(NodeId, u64)>,
    revision: u64,
}

impl Fingerprint {
    fn of(record: &GameRecord) -> Fingerprint {
        let line = record.main_line_positions().map(|(id, p)| (id, p.hash_key())).collect();
        Fingerprint { line, revision: record.revision() }
    }

    /// Whether `record` still holds these nodes with these positions.
    fn matches(&mut self, record: &GameRecord) -> bool {
        if record.revision() == self.revision {
            return true;
        }
        let holds = self.line.iter().all(|&(id, key)| {
            id.index() < record.len() && record.position_at(id).hash_key() == key
        });
        if holds {
            self.revision = record.revision();
        }
        holds
    }
}

/// The review: its worker, its time per position, and the review running or finished.
pub struct ReviewState {
    /// The review's worker, started with the first review.
    engine: Option<EngineHandle>,
    move_time_ms: u64,
    running: Option<RunningReview>,
    finished: Option<Reviewed>,
}

impl Default for ReviewState {
    fn default() -> ReviewState {
        ReviewState { engine: None, move_time_ms: 500, running: None, finished: None }
    }
}

impl ReviewState {
    /// Reviews from the next one on on `threads` threads.
    pub(crate) fn set_threads(&mut self, threads: usize) {
        if let Some(engine) = &mut self.engine {
            engine.set_threads(threads);
        }
    }

    /// The time per position in milliseconds.
    pub fn move_time_ms(&self) -> u64 {
        self.move_time_ms
    }

    /// Positions reviewed and positions in all, while a review runs.
    pub fn progress(&self) -> Option<(usize, usize)> {
        self.running.as_ref().map(|r| (r.done, r.total))
    }

    /// Whether a review runs.
    pub fn is_running(&self) -> bool {
        self.running.is_some()
    }

    /// The finished review, if there is one.
    pub fn finished(&self) -> Option<&Reviewed> {
        self.finished.as_ref()
    }

    /// The reviewed evaluation of `node`, from White's side.
    pub fn score_at(&self, node: NodeId) -> Option<Score> {
        self.finished.as_ref()?.points.iter().find(|p| p.node == node).map(|p| p.score)
    }

    pub(crate) fn set_move_time(&mut self, ms: u64) {
        self.move_time_ms = ms.clamp(MOVE_TIMES[0], MOVE_TIMES[MOVE_TIMES.len() - 1]);
    }

    /// Stops the review at once.
    pub(crate) fn cancel(&mut self) {
        if let Some(engine) = &mut self.engine {
            engine.cancel();
        }
        self.running = None;
    }

    pub(crate) fn close(&mut self) {
        self.finished = None;
    }

    /// Starts reviewing the main line of `record`, on a worker of its own searching on
    /// `threads` threads (started the first time, waking the window through `waker`). False,
    /// starting nothing, when the game has no move yet.
    pub(crate) fn start(&mut self, record: &GameRecord, waker: &Waker, threads: usize) -> bool {
        if record.main_line().len() < 2 {
            return false;
        }
        let engine = self.engine.get_or_insert_with(|| EngineHandle::spawn(waker.clone(), threads));
        engine.review(record, Limits::movetime(self.move_time_ms));
        let game = Fingerprint::of(record);
        self.running = Some(RunningReview { done: 0, total: game.line.len(), game });
        self.finished = None;
        true
    }

    /// Takes the worker's news about the review of `record` (the game shown); when the review
    /// ends, returns the game annotated with it.
    pub(crate) fn poll(&mut self, record: &GameRecord) -> Option<GameRecord> {
        self.forget_other_games(record);
        let engine = self.engine.as_mut()?;
        let mut annotated = None;
        for event in engine.poll() {
            match event {
                EngineEvent::Reviewing { done, total } => {
                    if let Some(running) = &mut self.running {
                        (running.done, running.total) = (done, total);
                    }
                }
                EngineEvent::Reviewed(Some(review)) => {
                    let Some(running) = self.running.take() else { continue };
                    let mut game = record.clone();
                    analysis::annotate(&mut game, &review);
                    let points = points(&review, &game);
                    self.finished = Some(Reviewed { review, points, game: running.game });
                    annotated = Some(game);
                }
                _ => self.running = None,
            }
        }
        annotated
    }

    /// Stops a running review and puts a finished one away if `record` is no longer the
    /// game they were made of.
    fn forget_other_games(&mut self, record: &GameRecord) {
        if self.running.as_mut().is_some_and(|r| !r.game.matches(record)) {
            self.cancel();
        }
        if self.finished.as_mut().is_some_and(|f| !f.game.matches(record)) {
            self.finished = None;
        }
    }
}

/// The graph's points: the start, then the position after every reviewed move.
fn points(review: &Review, record: &GameRecord) -> Vec<Point> {
    let Some(first) = review.moves.first() else { return Vec::new() };
    let start = record.parent(first.node).map(|node| Point {
        node,
        score: white_view(first.best_score, first.side),
        judgement: None,
    });
    let after_moves = review.moves.iter().map(|m| Point {
        node: m.node,
        score: white_view(m.played_score, m.side),
        judgement: Some(m.judgement),
    });
    start.into_iter().chain(after_moves).collect()
}
