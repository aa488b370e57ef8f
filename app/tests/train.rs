//! `damier train` as a user runs it: games played in shards into data folders, resumed after a
//! stop, their positions scored again deeper, weights and International's network fitted and
//! written; the files it writes play in `damier selfplay`.

use std::path::Path;
use std::process::{Command, Output};

use damier_core::Variant;
use damier_core::learn::{Block, Record, read_block};

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

/// `damier train play` of four Thai games in blocks of two into `data`, with `extra` arguments.
fn play_thai(dir: &Path, data: &str, extra: &[&str]) -> Output {
    let mut args = vec![
        "train",
        "play",
        "--variant",
        "thai",
        "--games",
        "4",
        "--block-games",
        "2",
        "--nodes",
        "300",
        "--threads",
        "2",
        "--data",
        data,
    ];
    args.extend_from_slice(extra);
    damier(&args, dir)
}

/// The block files of a data folder, by name, with their bytes.
fn blocks(folder: &Path) -> Vec<(String, Vec<u8>)> {
    let mut files: Vec<(String, Vec<u8>)> = std::fs::read_dir(folder)
        .unwrap()
        .map(|e| e.unwrap().path())
        .map(|p| {
            (p.file_name().unwrap().to_string_lossy().into_owned(), std::fs::read(&p).unwrap())
        })
        .collect();
    files.sort();
    files
}

#[test]
fn two_shards_play_the_same_games_as_one_run_and_fit_the_same_weights_which_play() {
    let dir = common::temp_dir("train");
    for shard in ["0/2", "1/2"] {
        let played = play_thai(dir.path(), "halves", &["--shard", shard]);
        assert!(played.status.success(), "{}", text(&played.stderr));
        assert!(
            text(&played.stderr).contains("1 of its 1 blocks to play"),
            "{}",
            text(&played.stderr)
        );
    }
    let whole = play_thai(dir.path(), "whole", &[]);
    assert!(whole.status.success(), "{}", text(&whole.stderr));
    assert!(text(&whole.stderr).contains("4/4 games"), "progress shown: {}", text(&whole.stderr));
    let (halves, all) = (blocks(&dir.path().join("halves")), blocks(&dir.path().join("whole")));
    assert_eq!(halves.len(), 2);
    assert_eq!(halves, all, "the same games, block for block");

    let fit = |data: &str, out: &str| {
        damier(
            &["train", "fit", "--variant", "thai", "--data", data, "--out", out, "--epochs", "2"],
            dir.path(),
        )
    };
    let (a, b) = (fit("halves", "halves.bin"), fit("whole", "whole.bin"));
    assert!(a.status.success() && b.status.success(), "{}", text(&a.stderr));
    let report = text(&a.stdout);
    assert!(report.contains("men") && report.contains("weights written to halves.bin"), "{report}");
    assert_eq!(
        std::fs::read(dir.path().join("halves.bin")).unwrap(),
        std::fs::read(dir.path().join("whole.bin")).unwrap()
    );

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
            "whole.bin",
            "--vs",
            "movetime=5",
        ],
        dir.path(),
    );
    assert!(play.status.success(), "{}", text(&play.stderr));
    let score = text(&play.stdout);
    assert!(score.contains("whole.bin vs Damier") && score.contains("Elo"), "{score}");
}

#[test]
fn a_run_again_plays_only_the_blocks_missing_and_other_settings_are_refused() {
    let dir = common::temp_dir("train-resume");
    assert!(play_thai(dir.path(), "data", &[]).status.success());
    let before = blocks(&dir.path().join("data"));
    std::fs::remove_file(dir.path().join("data").join(&before[1].0)).unwrap();
    let again = play_thai(dir.path(), "data", &[]);
    assert!(again.status.success(), "{}", text(&again.stderr));
    assert!(
        text(&again.stderr).contains("1 of its 2 blocks to play (2 games)"),
        "{}",
        text(&again.stderr)
    );
    assert_eq!(
        blocks(&dir.path().join("data")),
        before,
        "the missing block played again, the same"
    );

    let other = play_thai(dir.path(), "data", &["--seed", "9"]);
    assert_eq!(other.status.code(), Some(2));
    assert!(
        text(&other.stderr).contains("holds games played or scored otherwise"),
        "{}",
        text(&other.stderr)
    );
}

#[test]
fn a_weight_file_for_another_game_or_no_weight_file_is_refused_with_the_reason() {
    let dir = common::temp_dir("train-refused");
    std::fs::write(dir.path().join("notes.txt"), "not weights").unwrap();
    let refused = damier(
        &["selfplay", "--variant", "italian", "--games", "2", "--vs", "weights=notes.txt"],
        dir.path(),
    );
    assert_eq!(refused.status.code(), Some(2));
    assert_eq!(text(&refused.stderr).trim(), "damier: notes.txt: not a Damier weight file");

    std::fs::create_dir_all(dir.path().join("empty")).unwrap();
    let nothing = damier(&["train", "fit", "--variant", "italian", "--data", "empty"], dir.path());
    assert_eq!(nothing.status.code(), Some(2));
    assert!(text(&nothing.stderr).contains("no italian positions"), "{}", text(&nothing.stderr));
}

#[test]
fn international_s_network_is_fitted_alike_from_shards_and_plays_in_its_game_alone() {
    let dir = common::temp_dir("train-network");
    let play = |data: &str, extra: &[&str]| {
        let mut args = vec![
            "train",
            "play",
            "--games",
            "4",
            "--block-games",
            "2",
            "--nodes",
            "200",
            "--max-plies",
            "80",
            "--threads",
            "2",
            "--data",
            data,
        ];
        args.extend_from_slice(extra);
        let played = damier(&args, dir.path());
        assert!(played.status.success(), "{}", text(&played.stderr));
    };
    play("halves", &["--shard", "0/2"]);
    play("halves", &["--shard", "1/2"]);
    play("whole", &[]);
    let fit = |data: &str, out: &str| {
        let fitted = damier(
            &["train", "fit-network", "--data", data, "--out", out, "--epochs", "2"],
            dir.path(),
        );
        assert!(fitted.status.success(), "{}", text(&fitted.stderr));
        assert!(text(&fitted.stdout).contains(&format!("network written to {out}")));
        assert!(text(&fitted.stderr).contains("epoch   2/2"), "{}", text(&fitted.stderr));
        std::fs::read(dir.path().join(out)).unwrap()
    };
    assert_eq!(fit("halves", "halves.net"), fit("whole", "whole.net"), "the same network");

    // The network plays in place of the built-in one.
    let play = damier(
        &[
            "selfplay",
            "--games",
            "2",
            "--movetime",
            "5",
            "--pdn",
            "n.pdn",
            "--weights",
            "whole.net",
            "--vs",
            "movetime=5",
        ],
        dir.path(),
    );
    assert!(play.status.success(), "{}", text(&play.stderr));
    let score = text(&play.stdout);
    assert!(score.contains("whole.net vs Damier") && score.contains("Elo"), "{score}");

    // Another game has no network to replace.
    let refused = damier(
        &["selfplay", "--variant", "italian", "--games", "2", "--weights", "whole.net"],
        dir.path(),
    );
    assert_eq!(refused.status.code(), Some(2));
    assert_eq!(
        text(&refused.stderr).trim(),
        "damier: whole.net: a network for International; Italian has none"
    );
}

/// The block and the positions of a block file.
fn read(path: &Path) -> (Block, Vec<Record>) {
    let mut file = std::io::BufReader::new(std::fs::File::open(path).unwrap());
    read_block(&mut file, Variant::Thai).unwrap()
}

#[test]
fn positions_scored_again_in_two_shards_are_those_of_one_run_with_deeper_scores() {
    let dir = common::temp_dir("train-rescore");
    assert!(play_thai(dir.path(), "data", &[]).status.success());
    let rescore_at = |nodes: &str, into: &str, extra: &[&str]| {
        let mut args = vec![
            "train",
            "rescore",
            "--variant",
            "thai",
            "--data",
            "data",
            "--into",
            into,
            "--every",
            "3",
            "--nodes",
            nodes,
            "--threads",
            "2",
        ];
        args.extend_from_slice(extra);
        damier(&args, dir.path())
    };
    let rescore = |into: &str, extra: &[&str]| rescore_at("3000", into, extra);
    for shard in ["0/2", "1/2"] {
        let scored = rescore("halves", &["--shard", shard]);
        assert!(scored.status.success(), "{}", text(&scored.stderr));
        assert!(
            text(&scored.stderr).contains("1 of its 1 blocks to score"),
            "{}",
            text(&scored.stderr)
        );
    }
    let whole = rescore("whole", &[]);
    assert!(whole.status.success(), "{}", text(&whole.stderr));
    assert!(
        text(&whole.stderr).contains("positions, 0s left"),
        "progress: {}",
        text(&whole.stderr)
    );
    let (halves, all) = (blocks(&dir.path().join("halves")), blocks(&dir.path().join("whole")));
    assert_eq!(halves.len(), 2);
    assert_eq!(halves, all, "the same positions and scores, block for block");

    let mut changed = 0;
    for (name, _) in &all {
        let (played, before) = read(&dir.path().join("data").join(name));
        let (block, after) = read(&dir.path().join("whole").join(name));
        assert_eq!(block, Block { nodes: 3000, ..played }, "the games, searched deeper");
        // The first position of every three, with its game and result.
        assert_eq!(after.len(), before.len().div_ceil(3));
        for (old, new) in before.iter().step_by(3).zip(&after) {
            assert_eq!(
                (&old.position, old.result, old.game),
                (&new.position, new.result, new.game)
            );
            assert!(new.score.is_some());
            changed += usize::from(old.score != new.score);
        }
    }
    assert!(changed > 0, "a deeper search scores some positions otherwise");

    // Run again, it scores nothing; a block scored at other settings is refused.
    let again = rescore("whole", &[]);
    assert!(
        text(&again.stderr).contains("0 of its 2 blocks to score (0 positions)"),
        "{}",
        text(&again.stderr)
    );
    assert_eq!(blocks(&dir.path().join("whole")), all);
    let other = rescore_at("500", "whole", &[]);
    assert_eq!(other.status.code(), Some(2));
    assert!(
        text(&other.stderr).contains("holds games played or scored otherwise"),
        "{}",
        text(&other.stderr)
    );

    // The fit learns from the new scores.
    let fit = damier(
        &[
            "train",
            "fit",
            "--variant",
            "thai",
            "--data",
            "whole",
            "--out",
            "w.bin",
            "--epochs",
            "2",
        ],
        dir.path(),
    );
    assert!(fit.status.success(), "{}", text(&fit.stderr));
    assert!(text(&fit.stdout).contains("weights written to w.bin"), "{}", text(&fit.stdout));
}
