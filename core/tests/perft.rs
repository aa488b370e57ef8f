//! Perft against the reference counts in `testdata/perft/reference.txt` and the regression
//! counts in `testdata/perft/regression.txt` (`variant;FEN;depth;count;source`).
//! Rows up to [`QUICK_LIMIT`] nodes run with `cargo test`; the deeper ones with
//! `cargo test -- --ignored`.

use std::path::PathBuf;

use damier_core::{AnyPosition, Leaves, Variant};

/// Rows with at most this many nodes run in the ordinary test run.
const QUICK_LIMIT: u64 = 20_000_000;

struct Case {
    variant: Variant,
    fen: String,
    depth: u32,
    count: u64,
    line: usize,
}

/// The published reference counts, and Damier's own regression counts for what no one has
/// published (Thai beyond depth 7).
fn count_files() -> [PathBuf; 2] {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    [root.join("../testdata/perft/reference.txt"), root.join("../testdata/perft/regression.txt")]
}

fn cases() -> Vec<Case> {
    count_files().iter().flat_map(cases_in).collect()
}

fn cases_in(path: &PathBuf) -> Vec<Case> {
    let text = std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|(i, l)| {
            let f: Vec<&str> = l.split(';').collect();
            assert!(
                f.len() >= 4,
                "{} line {}: expected variant;FEN;depth;count",
                path.display(),
                i + 1
            );
            Case {
                variant: f[0].parse().unwrap_or_else(|e| panic!("line {}: {e}", i + 1)),
                fen: f[1].to_string(),
                depth: f[2].parse().expect("depth"),
                count: f[3].parse().expect("count"),
                line: i + 1,
            }
        })
        .collect()
}

fn check(select: impl Fn(&Case) -> bool) {
    let mut failures = Vec::new();
    let mut checked = 0;
    for case in cases().iter().filter(|c| select(c)) {
        let position = AnyPosition::from_fen(case.variant, &case.fen)
            .unwrap_or_else(|e| panic!("line {}: {e}", case.line));
        let got = position.perft(case.depth, Leaves::Counted);
        checked += 1;
        if got != case.count {
            failures.push(format!(
                "line {}: {} {} depth {}: expected {}, got {got}",
                case.line, case.variant, case.fen, case.depth, case.count
            ));
        }
    }
    assert!(checked > 0, "no reference rows selected");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn reference_counts_up_to_twenty_million_nodes() {
    check(|c| c.count <= QUICK_LIMIT);
}

#[test]
#[ignore = "deep rows take minutes; run with --ignored in release"]
fn reference_counts_deep() {
    check(|c| c.count > QUICK_LIMIT);
}

#[test]
fn every_game_has_reference_rows() {
    let all = cases();
    for variant in Variant::ALL {
        assert!(all.iter().any(|c| c.variant == variant), "no rows for {variant}");
    }
}

#[test]
fn perft_with_and_without_bulk_counting_agree() {
    for variant in Variant::ALL {
        let start = AnyPosition::start(variant);
        assert_eq!(start.perft(4, Leaves::Counted), start.perft(4, Leaves::Played), "{variant}");
    }
}

#[test]
fn perft_divide_sums_to_perft() {
    let start = AnyPosition::start(Variant::International);
    let rows = start.perft_divide(4);
    assert_eq!(rows.len(), 9);
    assert_eq!(rows.iter().map(|(_, n)| n).sum::<u64>(), 4265);
}
