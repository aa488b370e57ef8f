//! Games for learning: the engine against itself from random openings, at a fixed number of
//! nodes a move, keeping the quiet positions; and those positions scored again by a deeper
//! search.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;
use std::sync::atomic::AtomicBool;

use crate::any::AnyPosition;
use crate::arena::{EnginePlayer, Player, play_game, random_opening};
use crate::dispatch;
use crate::game::{GameRecord, GameResult, Past};
use crate::position::{GameMove, MoveList, Position};
use crate::rules::Variant;
use crate::search::{Engine, Evaluate, Limits, Settings};
use crate::side::Side;
use crate::zobrist::splitmix;

use super::{Record, Sample};

/// Random moves played from the start before the engine takes over: at least this many…
const OPENING_MIN: u32 = 4;
/// …and fewer than this many more.
const OPENING_SPREAD: u64 = 5;
/// Transposition table of each player, in MB.
const HASH_MB: usize = 8;

/// Plays game number `game` of a set (its random opening drawn from `seed` and `game`), each
/// move searched to `nodes` nodes, adjudicated a draw after `max_plies`; returns the quiet
/// positions (no capture to make) after the opening, labelled with the result and the score
/// the search gave them.
pub fn training_game(
    variant: Variant,
    seed: u64,
    game: u32,
    nodes: u64,
    max_plies: u32,
) -> Vec<Record> {
    let (draw, mut state) = splitmix(seed ^ u64::from(game).wrapping_mul(0x9e37_79b9));
    let plies = OPENING_MIN + (draw % OPENING_SPREAD) as u32;
    let start = random_opening(variant, plies, &mut state);
    let scores = Scores::default();
    let limits = Limits { nodes: Some(nodes), ..Limits::default() };
    let mut white = Scoring::new(limits, &scores);
    let mut black = Scoring::new(limits, &scores);
    let record = play_game(start, &mut white, &mut black, max_plies);
    let result = match record.result() {
        GameResult::WhiteWins => 1.0,
        GameResult::BlackWins => 0.0,
        _ => 0.5,
    };
    let scores = scores.borrow();
    record
        .main_line_positions()
        .zip(0..)
        .filter(|(entry, _)| is_quiet(&entry.1))
        .map(|((_, position), ply)| {
            let score = scores.get(&ply).copied();
            Record { position, result, score, game }
        })
        .collect()
}

/// `record` with its position searched again by `engine` to `nodes` nodes, the score that
/// search gives it in place of the one it had. The engine's table is cleared first, so the
/// score depends on the position alone, whatever was searched before.
pub fn rescore(engine: &mut Engine, record: &Record, nodes: u64) -> Record {
    engine.new_game();
    let limits = Limits { nodes: Some(nodes), ..Limits::default() };
    let position = &record.position;
    let found = position.search(
        engine,
        &Past::default(),
        &limits,
        &Settings::default(),
        &AtomicBool::new(false),
        &mut |_| {},
    );
    let score = found.score.centi() as f32;
    let white = if position.side_to_move() == Side::White { score } else { -score };
    Record { score: Some(white), ..record.clone() }
}

/// What the evaluation sees of `record`'s position, as a sample to fit.
pub fn sample(record: &Record) -> Sample {
    let seen = dispatch!(&record.position, p => p.observe());
    Sample { seen, result: record.result, score: record.score, game: record.game }
}

/// The search score of each ply's position, for White, in hundredths of a man.
type Scores = Rc<RefCell<HashMap<u32, f32>>>;

/// The engine at fixed limits, noting the score of every position it searches.
struct Scoring {
    player: EnginePlayer,
    scores: Scores,
}

impl Scoring {
    fn new(limits: Limits, scores: &Scores) -> Scoring {
        let player = EnginePlayer::new("Damier", limits, Settings::default(), HASH_MB);
        Scoring { player, scores: Rc::clone(scores) }
    }
}

impl Player for Scoring {
    fn name(&self) -> String {
        self.player.name()
    }

    fn choose(&mut self, record: &GameRecord) -> Option<String> {
        let found = self.player.search(record);
        let score = found.score.centi() as f32;
        let white = if record.position().side_to_move() == Side::White { score } else { -score };
        self.scores.borrow_mut().insert(record.ply(record.current()), white);
        found.best.and_then(|mv| record.position().move_text(&mv))
    }
}

/// Whether the side to move in `position` has a move and no capture to make.
fn is_quiet(position: &AnyPosition) -> bool {
    dispatch!(position, p => {
        let mut moves = MoveList::new();
        p.legal_moves(&mut moves);
        moves.first().is_some_and(|mv| !mv.is_capture())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_training_game_gives_quiet_positions_labelled_with_one_result() {
        let samples = training_game(Variant::Italian, 1, 3, 300, 120);
        assert!(samples.len() > 10, "{} positions", samples.len());
        let result = samples[0].result;
        assert!([0.0, 0.5, 1.0].contains(&result));
        assert!(samples.iter().all(|s| s.result == result && s.game == 3));
        // Every position was searched but the last when the game was cut at its length.
        let searched = samples.iter().filter(|s| s.score.is_some()).count();
        assert!(searched + 1 >= samples.len(), "{searched} of {} searched", samples.len());
        assert_eq!(samples, training_game(Variant::Italian, 1, 3, 300, 120), "reproducible");
    }

    #[test]
    fn a_position_scored_again_keeps_its_game_and_gets_the_deeper_searchs_score_for_white() {
        // Black to move, a man down with nothing to show for it: White's score is positive.
        let position = AnyPosition::from_fen(Variant::Italian, "B:W21,22,23:B9,10").unwrap();
        let record = Record { position, result: 1.0, score: None, game: 7 };
        let mut engine = Engine::new(1);
        let again = rescore(&mut engine, &record, 5_000);
        assert_eq!((&again.position, again.result, again.game), (&record.position, 1.0, 7));
        let score = again.score.expect("searched");
        assert!(score > 50.0, "White is a man up: {score}");
        // Another search in between changes nothing: the table is cleared first.
        let other = AnyPosition::from_fen(Variant::Italian, "W:W21:B9,10,11").unwrap();
        rescore(&mut engine, &Record { position: other, ..record.clone() }, 5_000);
        assert_eq!(rescore(&mut engine, &record, 5_000), again);
    }
}
