//! Games for learning: the engine against itself from random openings, at a fixed number of
//! nodes a move, keeping the quiet positions.

use crate::any::AnyPosition;
use crate::arena::{EnginePlayer, play_game};
use crate::dispatch;
use crate::game::GameResult;
use crate::position::{GameMove, MoveList};
use crate::rules::Variant;
use crate::search::{Evaluate, Limits, Settings};
use crate::zobrist::splitmix;

use super::Sample;

/// Random moves played from the start before the engine takes over: at least this many…
const OPENING_MIN: u64 = 4;
/// …and fewer than this many more.
const OPENING_SPREAD: u64 = 5;
/// Transposition table of each player, in MB.
const HASH_MB: usize = 8;

/// Plays game number `game` of a set (its random opening drawn from `seed` and `game`), each
/// move searched to `nodes` nodes, adjudicated a draw after `max_plies`; returns the quiet
/// positions (no capture to make) after the opening, labelled with the result.
pub fn training_game(
    variant: Variant,
    seed: u64,
    game: u32,
    nodes: u64,
    max_plies: u32,
) -> Vec<Sample> {
    let mut state = splitmix(seed ^ u64::from(game).wrapping_mul(0x9e37_79b9)).1;
    let mut draw = |n: u64| {
        let (x, next) = splitmix(state);
        state = next;
        x % n
    };
    let mut start = AnyPosition::start(variant);
    for _ in 0..OPENING_MIN + draw(OPENING_SPREAD) {
        let moves = start.moves();
        if moves.is_empty() {
            break;
        }
        let choice = &moves[draw(moves.len() as u64) as usize];
        start.play_text(&choice.full).expect("a listed move is legal");
    }
    let limits = Limits { nodes: Some(nodes), ..Limits::default() };
    let player = |name: &str| EnginePlayer::new(name, limits, Settings::default(), HASH_MB);
    let record = play_game(start, &mut player("White"), &mut player("Black"), max_plies);
    let result = match record.result() {
        GameResult::WhiteWins => 1.0,
        GameResult::BlackWins => 0.0,
        _ => 0.5,
    };
    record
        .main_line()
        .into_iter()
        .filter_map(|id| quiet(record.node(id).position()))
        .map(|seen| Sample { seen, result, game })
        .collect()
}

/// What the evaluation sees of `position`, when the side to move has a move and no capture.
fn quiet(position: &AnyPosition) -> Option<crate::search::Observation> {
    dispatch!(position, p => observe_quiet(p))
}

fn observe_quiet<P: Evaluate>(position: &P) -> Option<crate::search::Observation> {
    let mut moves = MoveList::new();
    position.legal_moves(&mut moves);
    let quiet = moves.first().is_some_and(|mv| !mv.is_capture());
    quiet.then(|| position.observe())
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
        assert_eq!(samples, training_game(Variant::Italian, 1, 3, 300, 120), "reproducible");
    }
}
