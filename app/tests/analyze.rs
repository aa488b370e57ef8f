//! `damier analyze` on a real tournament game writes a file that reads back annotated; the
//! commands that write files replace them whole.

use std::process::Command;

use damier_core::pdn::{self, ReadOptions};
use tempfile::TempDir;

mod common;

use common::temp_dir;

#[test]
fn analyze_writes_an_annotated_game_that_reads_back() {
    let input = concat!(env!("CARGO_MANIFEST_DIR"), "/../testdata/pdn/succeed/wk2003.pdn");
    let dir = temp_dir("analyze");
    let output = dir.path().join("analyze.pdn");
    let run = Command::new(env!("CARGO_BIN_EXE_damier"))
        .args(["analyze", input, "--game", "1", "--movetime", "10", "-o"])
        .arg(&output)
        .output()
        .expect("damier runs");
    assert!(run.status.success(), "{}", String::from_utf8_lossy(&run.stderr));
    let summary = String::from_utf8_lossy(&run.stderr);
    assert!(summary.contains("White: ") && summary.contains("average loss"), "{summary}");

    let text = std::fs::read_to_string(&output).expect("the annotated file");
    let game = pdn::Reader::new(&text, ReadOptions::strict()).next().unwrap().unwrap();
    let line = game.record.main_line();
    assert!(line.len() > 20);
    let evaluated = line[1..].iter().filter(|&&id| game.record.annotation(id).eval.is_some());
    assert_eq!(evaluated.count(), line.len() - 1, "every move carries an evaluation");
}

/// A file with a second name (a hard link): writing in place would change both names' text;
/// writing a new file and renaming it over the name leaves the other name's text alone. The
/// folder holding them both comes first.
fn linked_pair(name: &str) -> (TempDir, std::path::PathBuf, std::path::PathBuf) {
    let dir = temp_dir(&format!("cli-{name}"));
    let (old, target) = (dir.path().join("old.pdn"), dir.path().join("target.pdn"));
    std::fs::write(&old, "[Event \"kept\"]\n1. 32-28 *\n").unwrap();
    std::fs::hard_link(&old, &target).unwrap();
    (dir, old, target)
}

#[test]
fn analyze_and_selfplay_replace_their_output_file_whole_never_in_place() {
    let input = concat!(env!("CARGO_MANIFEST_DIR"), "/../testdata/pdn/succeed/windragon.pdn");
    let runs: [(&str, Vec<&str>); 2] = [
        ("analyze", vec!["analyze", input, "--movetime", "5", "-o"]),
        (
            "selfplay",
            vec!["selfplay", "--variant", "thai", "--games", "2", "--movetime", "5", "--pdn"],
        ),
    ];
    for (name, args) in runs {
        let (_dir, old, target) = linked_pair(name);
        let run = Command::new(env!("CARGO_BIN_EXE_damier"))
            .args(&args)
            .arg(&target)
            .output()
            .expect("damier runs");
        assert!(run.status.success(), "{name}: {}", String::from_utf8_lossy(&run.stderr));
        let untouched = std::fs::read_to_string(&old).unwrap();
        assert_eq!(untouched, "[Event \"kept\"]\n1. 32-28 *\n", "{name} wrote in place");
        let written = std::fs::read_to_string(&target).unwrap();
        assert!(written.contains("[Result"), "{name} wrote its games: {written}");
        let dir = target.parent().unwrap();
        let names: Vec<_> =
            std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().file_name()).collect();
        assert_eq!(names.len(), 2, "{name} left no temporary file: {names:?}");
    }
}

/// A target that cannot be written is refused before any work, with its name.
#[test]
fn analyze_and_selfplay_refuse_a_target_they_cannot_write_before_the_work() {
    let input = concat!(env!("CARGO_MANIFEST_DIR"), "/../testdata/pdn/succeed/windragon.pdn");
    let dir = temp_dir("no-such-folder");
    let target = dir.path().join("no-such-folder").join("out.pdn");
    for args in [
        vec!["analyze", input, "--movetime", "60000", "-o"],
        vec!["selfplay", "--games", "2", "--movetime", "60000", "--pdn"],
    ] {
        let run = Command::new(env!("CARGO_BIN_EXE_damier"))
            .args(&args)
            .arg(&target)
            .output()
            .expect("damier runs");
        let stderr = String::from_utf8_lossy(&run.stderr);
        assert_eq!(run.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains("cannot write") && stderr.contains("out.pdn"), "{stderr}");
        assert!(
            run.stdout.is_empty(),
            "no game was played: {}",
            String::from_utf8_lossy(&run.stdout)
        );
    }
}

/// A write that fails during a match is said at once and tried again after the next game:
/// once the way is clear, every game is in the file.
#[test]
fn selfplay_writes_its_games_again_once_a_failed_write_can_succeed() {
    use std::io::{BufRead, BufReader};
    use std::process::Stdio;
    let dir = temp_dir("retry");
    // A folder where the file should go: every write fails until it is removed.
    let target = dir.path().join("games.pdn");
    std::fs::create_dir_all(&target).unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_damier"))
        .args(["selfplay", "--variant", "thai", "--games", "4", "--movetime", "5", "--pdn"])
        .arg(&target)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("damier runs");
    let mut stderr = BufReader::new(child.stderr.take().unwrap()).lines();
    let first = stderr.next().unwrap().unwrap();
    assert!(first.contains("cannot write") && first.contains("trying again"), "{first}");
    std::fs::remove_dir(&target).unwrap();
    let rest: Vec<String> = stderr.map_while(Result::ok).collect();
    let status = child.wait().unwrap();
    assert!(status.success(), "{rest:?}");
    assert!(rest.iter().any(|l| l.contains("written again")), "{rest:?}");
    let written = std::fs::read_to_string(&target).unwrap();
    assert_eq!(written.matches("[Result").count(), 4, "every game is in the file");
}
