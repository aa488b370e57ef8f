//! Reviewing a game: the engine looks at every position of the main line, judges each move by
//! how much it lost against the best move, and annotates the record.
//!
//! A move's loss is the score of the best move minus the score of the move played, both from
//! the mover's side, in hundredths of a man, with decided scores counted as ±20 men so that a
//! missed win weighs like a heavy blunder but not infinitely. Marks:
//! loss ≥ [`Thresholds::blunder`] (default 2 men) `??`, ≥ [`Thresholds::mistake`] (0.9 men)
//! `?`, ≥ [`Thresholds::inaccuracy`] (0.4 men) `?!`, otherwise good.

use std::sync::atomic::AtomicBool;

use crate::any::AnyMove;
use crate::game::{Evaluation, GameRecord, NodeId};
use crate::search::{Engine, Limits, Score, Settings};
use crate::side::Side;

/// Decided scores are counted as this many hundredths of a man.
const DECIDED: i32 = 2000;

/// Loss thresholds, in hundredths of a man.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Thresholds {
    /// Smallest loss marked `?!`.
    pub inaccuracy: i32,
    /// Smallest loss marked `?`.
    pub mistake: i32,
    /// Smallest loss marked `??`.
    pub blunder: i32,
}

impl Default for Thresholds {
    fn default() -> Thresholds {
        Thresholds { inaccuracy: 40, mistake: 90, blunder: 200 }
    }
}

/// How good a move was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Judgement {
    /// Lost less than an inaccuracy.
    Good,
    /// `?!`
    Inaccuracy,
    /// `?`
    Mistake,
    /// `??`
    Blunder,
}

impl Judgement {
    /// The mark shown for it (`""` for a good move).
    pub const fn mark(self) -> &'static str {
        match self {
            Judgement::Good => "",
            Judgement::Inaccuracy => "?!",
            Judgement::Mistake => "?",
            Judgement::Blunder => "??",
        }
    }

    /// Its numeric annotation glyph in PDN (`$6`, `$2`, `$4`), if any.
    pub const fn nag(self) -> Option<u16> {
        match self {
            Judgement::Good => None,
            Judgement::Inaccuracy => Some(6),
            Judgement::Mistake => Some(2),
            Judgement::Blunder => Some(4),
        }
    }
}

/// The review of one move of the main line.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveReview {
    /// The node the move leads to.
    pub node: NodeId,
    /// Who played it.
    pub side: Side,
    /// The move played.
    pub played: AnyMove,
    /// Score of the position before the move, for the mover (what the best move keeps).
    pub best_score: Score,
    /// Score after the move, for the mover.
    pub played_score: Score,
    /// Hundredths of a man lost against the best move (0 when the move was as good).
    pub loss: i32,
    /// The verdict.
    pub judgement: Judgement,
    /// The engine's line from the position before the move (its first move the best).
    pub best_line: Vec<AnyMove>,
}

/// Counts per side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SideSummary {
    /// Moves reviewed.
    pub moves: u32,
    /// Moves marked `?!`.
    pub inaccuracies: u32,
    /// Moves marked `?`.
    pub mistakes: u32,
    /// Moves marked `??`.
    pub blunders: u32,
    /// Mean loss per move, in hundredths of a man.
    pub average_loss: i32,
}

/// The review of a whole game.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Review {
    /// Every main-line move, in order.
    pub moves: Vec<MoveReview>,
}

impl Review {
    /// Counts for `side`.
    pub fn summary(&self, side: Side) -> SideSummary {
        let mine: Vec<&MoveReview> = self.moves.iter().filter(|m| m.side == side).collect();
        let count = |j| mine.iter().filter(|m| m.judgement == j).count() as u32;
        let total: i32 = mine.iter().map(|m| m.loss).sum();
        SideSummary {
            moves: mine.len() as u32,
            inaccuracies: count(Judgement::Inaccuracy),
            mistakes: count(Judgement::Mistake),
            blunders: count(Judgement::Blunder),
            average_loss: if mine.is_empty() { 0 } else { total / mine.len() as i32 },
        }
    }
}

/// A score on the bounded scale losses are measured on: hundredths of a man, a decided game
/// as ±20 men.
pub(crate) fn bounded(score: Score) -> i32 {
    score.centi().clamp(-DECIDED, DECIDED)
}

/// The mover's-side score of the move played: the negated score of the position after it.
fn negate(score: Score) -> Score {
    match score {
        Score::Value(v) => Score::Value(-v),
        Score::Win(n) => Score::Loss(n),
        Score::Loss(n) => Score::Win(n),
    }
}

/// Reviews the main line of `record` with `limits` per position. `progress` hears (done,
/// total) after each position. Returns `None` when `stop` was set before the end.
pub fn review(
    record: &GameRecord,
    engine: &mut Engine,
    limits: &Limits,
    thresholds: &Thresholds,
    stop: &AtomicBool,
    progress: &mut dyn FnMut(usize, usize),
) -> Option<Review> {
    let line = record.main_line();
    let mut searched: Vec<(Score, Vec<AnyMove>)> = Vec::with_capacity(line.len());
    for (i, (id, position)) in record.main_line_positions().enumerate() {
        let past = record.past(id);
        let found = position.search(engine, &past, limits, &Settings::default(), stop, &mut |_| {});
        if stop.load(std::sync::atomic::Ordering::Relaxed) {
            return None;
        }
        let best_line = found.lines.first().map(|l| l.moves.clone()).unwrap_or_default();
        searched.push((found.score, best_line));
        progress(i + 1, line.len());
    }
    let moves = line
        .windows(2)
        .zip(searched.windows(2))
        .filter_map(|(ids, scores)| {
            let played = record.move_info(ids[1])?.mv;
            let (before, after) = (&scores[0], &scores[1]);
            let played_score = negate(after.0);
            let loss = (bounded(before.0) - bounded(played_score)).max(0);
            let judgement = if loss >= thresholds.blunder {
                Judgement::Blunder
            } else if loss >= thresholds.mistake {
                Judgement::Mistake
            } else if loss >= thresholds.inaccuracy {
                Judgement::Inaccuracy
            } else {
                Judgement::Good
            };
            Some(MoveReview {
                node: ids[1],
                side: record.position_at(ids[0]).side_to_move(),
                played,
                best_score: before.0,
                played_score,
                loss,
                judgement,
                best_line: before.1.clone(),
            })
        })
        .collect();
    Some(Review { moves })
}

/// Writes a review into the record: every move gets the engine's evaluation (in men, from
/// White's side) and its mark as a glyph; at each mistake or blunder the engine's line is
/// added as a variation. The cursor is left where it was.
pub fn annotate(record: &mut GameRecord, review: &Review) {
    let cursor = record.current();
    for reviewed in &review.moves {
        let white = match reviewed.side {
            Side::White => reviewed.played_score,
            Side::Black => negate(reviewed.played_score),
        };
        let annotation = record.annotation_mut(reviewed.node);
        annotation.eval = Some(Evaluation { score: bounded(white) as f32 / 100.0, depth: None });
        if let Some(nag) = reviewed.judgement.nag() {
            annotation.nags.retain(|n| !matches!(n, 2 | 4 | 6));
            annotation.nags.push(nag);
        }
        let worth_a_line = reviewed.judgement >= Judgement::Mistake
            && reviewed.best_line.first() != Some(&reviewed.played);
        if let (true, Some(parent)) = (worth_a_line, record.parent(reviewed.node)) {
            record.go_to(parent);
            for mv in &reviewed.best_line {
                if record.play_move(mv).is_err() {
                    break;
                }
            }
        }
    }
    record.go_to(cursor);
}
