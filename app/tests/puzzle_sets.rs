//! Damier's own puzzle sets (`app/puzzles/`): every file reads whole, and the engine still finds
//! each puzzle's line the only one that reaches its goal. A sample of each set is checked here;
//! every puzzle with `cargo test --release -p damier --test puzzle_sets -- --ignored`.

use std::collections::HashSet;
use std::path::PathBuf;

use damier_core::Variant;
use damier_core::puzzle::{self, Checker, Puzzle};

/// The least puzzles a set holds.
const LEAST: usize = 200;

fn set(variant: Variant) -> Vec<Puzzle> {
    let path =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(format!("puzzles/{}.pdn", variant.id()));
    let text = std::fs::read_to_string(&path).expect("the set's file");
    let (puzzles, refused) = puzzle::read(&text);
    assert!(refused.is_empty(), "{}: {refused:?}", path.display());
    puzzles
}

#[test]
fn every_game_has_a_set_that_reads_whole_with_distinct_positions() {
    for variant in Variant::ALL {
        let puzzles = set(variant);
        assert!(puzzles.len() >= LEAST, "{variant}: {} puzzles", puzzles.len());
        let ids: HashSet<&str> = puzzles.iter().map(|p| p.id.as_str()).collect();
        assert_eq!(ids.len(), puzzles.len(), "{variant}: ids repeat");
        let starts: HashSet<String> = puzzles.iter().map(|p| p.start.to_fen()).collect();
        assert_eq!(starts.len(), puzzles.len(), "{variant}: positions repeat");
        for p in &puzzles {
            assert_eq!(p.start.variant(), variant);
            assert!(p.solution.len() >= 3 && p.solution.len() % 2 == 1, "{}", p.id);
        }
    }
}

/// Checks `puzzles` with the budgets they were made with; the names of those that fail.
fn failures<'a>(puzzles: impl Iterator<Item = &'a Puzzle>) -> Vec<String> {
    let mut checker = Checker::standard();
    puzzles
        .filter_map(|p| checker.verify(p).err().map(|problem| format!("{}: {problem}", p.id)))
        .collect()
}

#[test]
fn a_sample_of_every_set_holds_under_the_engine() {
    for variant in Variant::ALL {
        let puzzles = set(variant);
        let step = puzzles.len() / 4;
        let sample = puzzles.iter().step_by(step.max(1)).take(4);
        let failed = failures(sample);
        assert!(failed.is_empty(), "{variant}: {failed:#?}");
    }
}

#[test]
#[ignore = "checks every shipped puzzle: minutes in a release build"]
fn every_puzzle_of_every_set_holds_under_the_engine() {
    for variant in Variant::ALL {
        let puzzles = set(variant);
        let failed = failures(puzzles.iter());
        println!("{variant}: {} puzzles, {} fail", puzzles.len(), failed.len());
        assert!(failed.is_empty(), "{variant}: {failed:#?}");
    }
}
