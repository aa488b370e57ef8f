//! The engine: forced wins found at the right distance (checked against a plain minimax with
//! no pruning), legal moves always, determinism, multi-PV, levels and the stop flag.

use std::sync::atomic::{AtomicBool, Ordering};

use damier_core::AnyMove;
use damier_core::any::Tagged;
use damier_core::game::{Counters, Ending, Past};
use damier_core::search::{Engine, Evaluate, Found, Level, Limits, POLL_INTERVAL, Score, Settings};
use damier_core::{
    AnyPosition, HexdamePosition, InternationalPosition, ItalianPosition, LascaPosition, MoveList,
    Position, ThaiPosition, Variant,
};
use proptest::prelude::*;

/// Exact result within `depth` plies: `Some(n > 0)` wins in n plies, `Some(-n)` loses in n
/// plies, `None` not decided within the horizon.
fn solve<P: Position>(p: &P, depth: u32) -> Option<i32> {
    let mut moves = MoveList::new();
    p.legal_moves(&mut moves);
    if moves.is_empty() {
        return Some(0);
    }
    if depth == 0 {
        return None;
    }
    let (mut fastest_win, mut slowest_loss, mut all_lose) = (None, 0, true);
    for m in &moves {
        match solve(&p.play(m), depth - 1) {
            Some(r) if r <= 0 => {
                fastest_win = Some(fastest_win.map_or(1 - r, |w: i32| w.min(1 - r)));
                all_lose = false;
            }
            Some(r) => slowest_loss = slowest_loss.max(r + 1),
            None => all_lose = false,
        }
    }
    fastest_win.or(if all_lose { Some(-slowest_loss) } else { None })
}

fn search<P: Evaluate + Tagged>(p: &P, depth: u32) -> damier_core::search::Found<P::Move> {
    search_on_threads(p, depth, 1)
}

fn search_on_threads<P: Evaluate + Tagged>(
    p: &P,
    depth: u32,
    threads: usize,
) -> damier_core::search::Found<P::Move> {
    let stop = AtomicBool::new(false);
    let mut engine = Engine::new(16);
    engine.set_threads(threads);
    engine.search(
        p,
        &Past::default(),
        &Limits::depth(depth),
        &Settings::default(),
        &stop,
        &mut |_| {},
    )
}

/// The engine announces the win at the brute-force distance and its move keeps the win, on
/// one thread and on three.
fn finds_forced_win<P: Evaluate + Tagged>(fen: &str) {
    let p = P::from_fen(fen).unwrap();
    let plies = solve(&p, 5).expect("the position is a forced win");
    assert!(plies > 0, "{fen}");
    let threaded = search_on_threads(&p, 8, 3);
    assert_eq!(threaded.score, Score::Win((plies as u32).div_ceil(2)), "{fen}, three threads");
    let found = search(&p, 8);
    assert_eq!(found.score, Score::Win((plies as u32).div_ceil(2)), "{fen}");
    let best = found.best.expect("a move");
    assert_eq!(solve(&p.play(&best), plies as u32 - 1), Some(1 - plies), "{fen}: {best:?}");
}

#[test]
fn international_forced_win_in_three() {
    finds_forced_win::<InternationalPosition>("W:WK9,18,25,28,33:B6,7");
}

#[test]
fn international_forced_win_by_blocking() {
    // 16-11 leaves the black man on 6 without a move.
    finds_forced_win::<InternationalPosition>("W:W16,17:B6");
}

#[test]
fn italian_forced_win_in_two() {
    finds_forced_win::<ItalianPosition>("W:WK10,11,21,26-28,30-32:B9,19,24");
}

#[test]
fn thai_forced_win_in_three() {
    finds_forced_win::<ThaiPosition>("W:W3,5,8,9,22:B15,29");
}

#[test]
fn hexdame_forced_win_in_three() {
    finds_forced_win::<HexdamePosition>("W:Wa4,b1,c4,Kh7:Bg4");
}

#[test]
fn lasca_forced_win_in_two() {
    finds_forced_win::<LascaPosition>("W:b2bwww,f2w,a3w,e3www,g3wb,b4WbbbBB,d4b,b6b,f6b,g7Wb");
}

#[test]
fn lost_position_is_scored_as_a_loss() {
    let p = InternationalPosition::from_fen("B:W11,17:B6").unwrap();
    let found = search(&p, 4);
    assert_eq!(found.best, None);
    assert_eq!(found.score, Score::Loss(0));
    // After White's winning first move in a won position, Black is lost in two moves.
    let won = InternationalPosition::from_fen("W:WK9,18,25,28,33:B6,7").unwrap();
    let mut moves = MoveList::new();
    won.legal_moves(&mut moves);
    let lost = moves.iter().map(|m| won.play(m)).find(|after| solve(after, 4) == Some(-4));
    assert_eq!(search(&lost.expect("a winning move"), 8).score, Score::Loss(2));
}

/// `p` searched on its own (no game before it) with a fresh engine within `limits`, until
/// `stop` is set.
fn on_its_own(p: &AnyPosition, limits: &Limits, stop: &AtomicBool) -> Found<AnyMove> {
    p.search(&mut Engine::new(8), &Past::default(), limits, &Settings::default(), stop, &mut |_| {})
}

#[test]
fn same_depth_gives_the_same_result() {
    for variant in Variant::ALL {
        let p = AnyPosition::start(variant);
        let run = || {
            let stop = AtomicBool::new(false);
            let limits = Limits::depth(6);
            on_its_own(&p, &limits, &stop)
        };
        let (a, b) = (run(), run());
        assert_eq!((&a.best, &a.lines, a.nodes), (&b.best, &b.lines, b.nodes), "{variant}");
    }
}

#[test]
fn multipv_reports_lines_best_first() {
    let p = AnyPosition::start(Variant::International);
    let stop = AtomicBool::new(false);
    let settings = Settings { multipv: 3, ..Settings::default() };
    let mut reported = Vec::new();
    let found = p.search(
        &mut Engine::new(8),
        &Past::default(),
        &Limits::depth(5),
        &settings,
        &stop,
        &mut |i| reported.push((i.depth, i.multipv)),
    );
    assert_eq!(found.lines.len(), 3);
    let scores: Vec<i32> = found.lines.iter().map(|l| l.score.centi()).collect();
    assert!(scores.windows(2).all(|w| w[0] >= w[1]), "{scores:?}");
    let firsts: Vec<AnyMove> = found.lines.iter().map(|l| l.moves[0]).collect();
    assert!(firsts[0] != firsts[1] && firsts[1] != firsts[2]);
    // Every line is legal from the root to its end.
    assert!(found.lines.iter().all(|l| p.line_text(&l.moves).len() == l.moves.len()));
    assert!(reported.contains(&(5, 3)));
}

/// Two kings against one: better for White by material, but no forced win.
const KINGS: &str = "W:WK46,K50:BK5";

/// The score of `fen` searched to depth 5 after a game that reached it with `counters`, its
/// positions since the last irreversible move `keys`.
fn score_after(fen: &str, keys: &[u64], counters: Counters) -> Score {
    let p = InternationalPosition::from_fen(fen).unwrap();
    let stop = AtomicBool::new(false);
    let past = Past { keys: keys.to_vec(), counters: Some(counters) };
    Engine::new(8)
        .search(&p, &past, &Limits::depth(5), &Settings::default(), &stop, &mut |_| {})
        .score
}

/// The score of [`KINGS`] after `history`, plies of king moves only.
fn score_with_history(history: &[u64]) -> Score {
    let counters = Counters { quiet_plies: history.len() as u16, ending: None };
    score_after(KINGS, history, counters)
}

#[test]
fn repetition_of_a_game_position_is_a_draw_in_the_tree() {
    assert!(score_with_history(&[]).centi() > 100);
    // Every position White can move to already stood on the board with Black to move.
    let p = InternationalPosition::from_fen(KINGS).unwrap();
    let mut moves = MoveList::new();
    p.legal_moves(&mut moves);
    let mut history = Vec::new();
    for (i, m) in moves.iter().enumerate() {
        history.push(p.play(m).hash_key());
        history.push(i as u64 + 1);
    }
    history.pop();
    history.reverse();
    assert_eq!(score_with_history(&history), Score::Value(0));
}

#[test]
fn the_lone_king_counting_rules_hold_inside_the_search() {
    let counted = |ending, plies| Counters { quiet_plies: plies, ending: Some((ending, plies)) };
    // Two kings against a lone king: level by the 5-move rule once its 10 plies are up.
    assert!(score_after(KINGS, &[], counted(Ending::TwoAgainstKing, 0)).centi() > 100);
    assert_eq!(score_after(KINGS, &[], counted(Ending::TwoAgainstKing, 9)), Score::Value(0));
    // Three kings against one: the 16-move rule draws after 32 plies.
    let three = "W:WK46,K47,K50:BK5";
    assert!(score_after(three, &[], counted(Ending::ThreeAgainstKing, 0)).centi() > 100);
    assert_eq!(score_after(three, &[], counted(Ending::ThreeAgainstKing, 31)), Score::Value(0));
    // A win the rule leaves time for is still a win: the lone king is taken at once.
    let taken = "W:WK46,K50:BK41";
    let won = score_after(taken, &[], counted(Ending::TwoAgainstKing, 9));
    assert!(matches!(won, Score::Win(_)), "{won:?}");
}

#[test]
fn twenty_five_move_rule_is_a_draw_in_the_tree() {
    // Fifty plies of king moves already played: any further king move draws.
    let history: Vec<u64> = (1..=50).collect();
    assert_eq!(score_with_history(&history), Score::Value(0));
    let history: Vec<u64> = (1..=40).collect();
    assert!(score_with_history(&history).centi() > 100);
}

#[test]
fn a_stop_set_during_a_search_is_seen_within_one_poll_interval() {
    // An infinite search only ends when stopped; the flag is set from the progress report
    // after depth 6, and the search must notice it within one poll interval of nodes.
    let stop = AtomicBool::new(false);
    let mut nodes_when_stopped = None;
    let p = AnyPosition::start(Variant::International);
    let limits = Limits { infinite: true, ..Limits::default() };
    let found = p.search(
        &mut Engine::new(16),
        &Past::default(),
        &limits,
        &Settings::default(),
        &stop,
        &mut |info| {
            if info.depth == 6 && nodes_when_stopped.is_none() {
                nodes_when_stopped = Some(info.nodes);
                stop.store(true, Ordering::Relaxed);
            }
        },
    );
    let stopped_at = nodes_when_stopped.expect("depth 6 was reported");
    assert!(
        found.nodes <= stopped_at + POLL_INTERVAL,
        "{} nodes after the stop at {stopped_at}",
        found.nodes - stopped_at
    );
    assert_eq!(found.depth, 6, "the interrupted iteration is not reported as completed");
    assert!(found.best.is_some());
}

#[test]
fn a_search_stopped_before_it_starts_still_answers_a_move() {
    let stop = AtomicBool::new(true);
    let p = AnyPosition::start(Variant::Italian);
    let limits = Limits { infinite: true, ..Limits::default() };
    let found = on_its_own(&p, &limits, &stop);
    assert!(found.nodes <= POLL_INTERVAL, "{} nodes", found.nodes);
    assert!(found.best.is_some());
}

/// Searches the Hexdame start position within `limits`, with a stop flag never set.
fn hexdame_search(limits: &Limits) -> Found<AnyMove> {
    let stop = AtomicBool::new(false);
    let p = AnyPosition::start(Variant::Hexdame);
    on_its_own(&p, limits, &stop)
}

#[test]
fn a_spent_move_time_ends_the_search_at_the_next_poll() {
    // The deadline has passed when the first poll comes: the search ends there, with the
    // first iteration's move.
    let found = hexdame_search(&Limits::movetime(0));
    assert!(found.nodes <= POLL_INTERVAL, "{} nodes", found.nodes);
    assert!(found.best.is_some() && found.depth >= 1);
}

#[test]
fn a_move_time_search_answers_with_a_searched_move() {
    let found = hexdame_search(&Limits::movetime(200));
    assert!(found.best.is_some() && found.depth >= 1);
}

/// Plays `choices` from the start, then searches; the move must be legal.
fn search_is_legal<P: Evaluate + Tagged>(choices: &[u16], level: u8) -> Result<(), TestCaseError> {
    let mut p = P::start();
    for &c in choices {
        let mut moves = MoveList::new();
        p.legal_moves(&mut moves);
        if moves.is_empty() {
            break;
        }
        p = p.play(&moves[c as usize % moves.len()]);
    }
    let stop = AtomicBool::new(false);
    let settings = Settings { multipv: 1, level: Level::new(level), seed: choices.len() as u64 };
    let found = Engine::new(1).search(
        &p,
        &Past::default(),
        &Limits::depth(3),
        &settings,
        &stop,
        &mut |_| {},
    );
    let mut moves = MoveList::new();
    p.legal_moves(&mut moves);
    match found.best {
        Some(best) => prop_assert!(moves.contains(&best)),
        None => prop_assert!(moves.is_empty()),
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn search_never_returns_an_illegal_move(
        choices in prop::collection::vec(any::<u16>(), 0..120),
        level in 1u8..=10,
        game in 0usize..5,
    ) {
        match game {
            0 => search_is_legal::<InternationalPosition>(&choices, level)?,
            1 => search_is_legal::<ItalianPosition>(&choices, level)?,
            2 => search_is_legal::<ThaiPosition>(&choices, level)?,
            3 => search_is_legal::<HexdamePosition>(&choices, level)?,
            _ => search_is_legal::<LascaPosition>(&choices, level)?,
        }
    }
}

/// Plays `fen` of Italian out with the engine on both sides at a fixed depth (no clock, so the
/// same game every time), at most `plies` plies.
fn italian_played_out(fen: &str, plies: u32) -> damier_core::game::GameRecord {
    use damier_core::arena::{EnginePlayer, play_game};
    let start = AnyPosition::from_fen(Variant::Italian, fen).unwrap();
    let player = || EnginePlayer::new("engine", Limits::depth(12), Settings::default(), 16);
    play_game(start, &mut player(), &mut player(), plies)
}

#[test]
fn won_italian_king_endgames_are_converted_not_shuffled() {
    use damier_core::game::GameResult;
    // Positions where an earlier engine shuffled kings to a draw by repetition while ahead.
    for (fen, winner) in [
        ("W:WK4,K6,25:BK17,K19,K20,K21,K24", GameResult::BlackWins),
        ("W:WK7,K12:BK2,K22,K23,K24,K28", GameResult::BlackWins),
        ("W:WK3,K4,K5,K6,9:B2,K18,K19", GameResult::WhiteWins),
    ] {
        let game = italian_played_out(fen, 120);
        assert_eq!(game.result(), winner, "{fen}: {:?}", game.outcome());
    }
}

#[test]
fn helper_threads_search_too_and_their_nodes_are_counted() {
    let p = InternationalPosition::start();
    let stop = AtomicBool::new(false);
    let mut engine = Engine::new(16);
    engine.set_threads(2);
    // The main thread stops at the first poll past its node limit; a helper searches at
    // least its first, short iteration before it can see that the search is over.
    let main_nodes = 100 * POLL_INTERVAL;
    let limits = Limits { nodes: Some(main_nodes), ..Limits::default() };
    let mut reported = 0;
    let found =
        engine.search(&p, &Past::default(), &limits, &Settings::default(), &stop, &mut |i| {
            reported = i.nodes
        });
    let mut legal = MoveList::new();
    p.legal_moves(&mut legal);
    assert!(legal.contains(&found.best.unwrap()));
    assert!(found.nodes > main_nodes, "{} nodes", found.nodes);
    assert!(found.nodes >= reported && reported > 0);
}

#[test]
fn level_one_loses_to_a_greedy_two_ply_player_in_every_game() {
    use damier_core::arena::{EnginePlayer, GreedyPlayer, play_match, random_opening};
    for variant in Variant::ALL {
        let mut state = 7;
        let openings: Vec<_> = (0..10).map(|_| random_opening(variant, 4, &mut state)).collect();
        let settings = Settings { multipv: 1, level: Level::new(1), seed: 1 };
        // The level caps the depth; no clock, so the same games every time.
        let mut level_one = EnginePlayer::new("level 1", Limits::depth(8), settings, 1);
        let mut greedy = GreedyPlayer::new(3);
        let score = play_match(&openings, &mut level_one, &mut greedy, 300, None, &mut |_| {});
        assert!(score.fraction() < 0.5, "{variant}: level 1 scored {score:?}");
    }
}
