//! `damier train` as a user runs it: games played, weights fitted and written, samples kept for
//! the next run; the weight file it writes plays in `damier selfplay`.

use std::path::Path;
use std::process::{Command, Output};

mod common;

fn damier(args: &[&str], dir: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_damier"))
        .args(args)
        .current_dir(dir)
        .output()
        .expect("damier runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn train_writes_weights_that_play_and_keeps_its_samples_for_the_next_run() {
    let dir = common::temp_dir("train");
    let first = damier(
        &[
            "train",
            "--variant",
            "thai",
            "--games",
            "6",
            "--nodes",
            "300",
            "--epochs",
            "2",
            "--samples",
            "thai.samples",
            "--out",
            "thai.bin",
            "--threads",
            "2",
        ],
        &dir,
    );
    assert!(first.status.success(), "{}", text(&first.stderr));
    let report = text(&first.stdout);
    assert!(report.contains("men") && report.contains("weights written to thai.bin"), "{report}");
    assert!(text(&first.stderr).contains("6/6 games"), "progress shown: {}", text(&first.stderr));
    let kept = std::fs::metadata(dir.join("thai.samples")).unwrap().len();
    assert!(kept > 1000, "samples kept: {kept} bytes");

    // A second run with no new games fits the kept positions alone.
    let again = damier(
        &[
            "train",
            "--variant",
            "thai",
            "--games",
            "0",
            "--samples",
            "thai.samples",
            "--out",
            "again.bin",
            "--epochs",
            "1",
        ],
        &dir,
    );
    assert!(again.status.success(), "{}", text(&again.stderr));
    assert!(text(&again.stderr).contains("positions read from earlier games"));

    // The weights play, against the built-in ones.
    let play = damier(
        &[
            "selfplay",
            "--variant",
            "thai",
            "--games",
            "2",
            "--movetime",
            "5",
            "--pdn",
            "t.pdn",
            "--weights",
            "thai.bin",
            "--vs",
            "movetime=5",
        ],
        &dir,
    );
    assert!(play.status.success(), "{}", text(&play.stderr));
    let score = text(&play.stdout);
    assert!(score.contains("thai.bin vs Damier") && score.contains("Elo"), "{score}");
}

#[test]
fn a_weight_file_for_another_game_or_no_weight_file_is_refused_with_the_reason() {
    let dir = common::temp_dir("train-refused");
    std::fs::write(dir.join("notes.txt"), "not weights").unwrap();
    let refused = damier(
        &["selfplay", "--variant", "italian", "--games", "2", "--vs", "weights=notes.txt"],
        &dir,
    );
    assert_eq!(refused.status.code(), Some(2));
    assert_eq!(text(&refused.stderr).trim(), "damier: notes.txt: not a Damier weight file");

    let nothing = damier(&["train", "--variant", "italian", "--games", "0"], &dir);
    assert_eq!(nothing.status.code(), Some(2));
    assert!(text(&nothing.stderr).contains("no positions to fit"), "{}", text(&nothing.stderr));
}
