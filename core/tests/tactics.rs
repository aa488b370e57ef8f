//! The composed International positions of `PWCP 2a.pdn`, `Cat.B1.pdn` and `Cat.D1.pdn`:
//! each game starts from a FEN and begins with the winning first move. A position counts as
//! solved when the engine's move reaches the same position as the composer's first move, or
//! when the engine proves a forced win with another move.

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use damier_core::AnyPosition;
use damier_core::Variant;
use damier_core::egdb::{Control, Tables, build_up_to};
use damier_core::game::Past;
use damier_core::pdn::{self, ReadOptions};
use damier_core::search::{Engine, Limits, Score, Settings};

const SUITES: [&str; 3] = ["PWCP 2a.pdn", "Cat.B1.pdn", "Cat.D1.pdn"];

/// Every (start position, position after the composer's first move) of the suites.
fn problems() -> Vec<(String, AnyPosition, AnyPosition)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../testdata/pdn/succeed");
    let mut all = Vec::new();
    for file in SUITES {
        let bytes = std::fs::read(dir.join(file)).expect("suite file");
        let (text, _) = pdn::decode(&bytes);
        for game in pdn::Reader::new(&text, ReadOptions::default()) {
            let game = game.expect("suite games load");
            let line = game.record.main_line();
            if line.len() < 2 {
                continue;
            }
            let start = game.record.position_at(line[0]).into_owned();
            let after = game.record.position_at(line[1]).into_owned();
            all.push((format!("{file} #{}", game.number), start, after));
        }
    }
    all
}

/// Solves every problem with `limits`, probing `tables` when given; returns (solved, total,
/// names of the unsolved).
fn solve(limits: &Limits, tables: Option<Arc<Tables>>) -> (usize, usize, Vec<String>) {
    let problems = problems();
    let mut unsolved = Vec::new();
    let mut engine = Engine::new(64);
    engine.set_tables(tables);
    for (name, start, after) in &problems {
        engine.new_game();
        let stop = AtomicBool::new(false);
        let found = start.search(
            &mut engine,
            &Past::default(),
            limits,
            &Settings::default(),
            &stop,
            &mut |_| {},
        );
        let mut played = start.clone();
        let best = found.best.expect("problems have moves");
        let info = played.play_move(&best).expect("engine moves are legal");
        if played != *after && !matches!(found.score, Score::Win(_)) {
            unsolved.push(format!("{name}: {} ({})", info.text, found.score));
        }
    }
    (problems.len() - unsolved.len(), problems.len(), unsolved)
}

#[test]
fn suites_load_with_a_first_move_each() {
    assert_eq!(problems().len(), 115);
}

/// A node budget per problem that needs no clock: about a third of a second in a release
/// build.
const NODES: u64 = 2_000_000;

#[test]
fn most_problems_are_solved_within_two_million_nodes() {
    let (solved, total, unsolved) =
        solve(&Limits { nodes: Some(NODES), ..Limits::default() }, None);
    println!("{NODES} nodes: {solved}/{total} solved; unsolved: {unsolved:#?}");
    // 104 of 115 are solved so: 90 %, as before the evaluation counted wing balance and
    // king reach (103 with it, before the search was restructured).
    assert!(solved * 100 >= total * 90, "{solved}/{total}");
}

#[test]
#[ignore = "about four minutes: run in release with --ignored"]
fn ninety_percent_are_solved_within_two_seconds() {
    let (solved, total, unsolved) = solve(&Limits::movetime(2000), None);
    println!("2 s each: {solved}/{total} solved; unsolved: {unsolved:#?}");
    assert!(solved * 100 >= total * 90, "{solved}/{total}");
}

/// Every International table of 2 to `pieces` pieces, built in memory.
fn international_tables(pieces: u8) -> Arc<Tables> {
    let cancel = AtomicBool::new(false);
    let control = Control { threads: 2, cancel: &cancel, progress: &|_| {} };
    Arc::new(build_up_to(Variant::International, pieces, &control).unwrap())
}

#[test]
#[ignore = "about four minutes: run in release with --ignored"]
fn with_the_small_endgame_tables_112_are_solved_within_two_seconds() {
    let tables = international_tables(4);
    let (solved, total, unsolved) = solve(&Limits::movetime(2000), Some(tables));
    println!("2 s each, 2-4 piece tables: {solved}/{total} solved; unsolved: {unsolved:#?}");
    assert!(solved >= 112, "{solved}/{total}");
}
