//! `damier analyze` on a real tournament game writes a file that reads back annotated; the
//! commands that write files replace them whole.

use std::process::Command;

use damier_core::pdn::{self, ReadOptions};

#[test]
fn analyze_writes_an_annotated_game_that_reads_back() {
    let input = concat!(env!("CARGO_MANIFEST_DIR"), "/../testdata/pdn/succeed/wk2003.pdn");
    let output = std::env::temp_dir().join(format!("damier-analyze-{}.pdn", std::process::id()));
    let run = Command::new(env!("CARGO_BIN_EXE_damier"))
        .args(["analyze", input, "--game", "1", "--movetime", "10", "-o"])
        .arg(&output)
        .output()
        .expect("damier runs");
    assert!(run.status.success(), "{}", String::from_utf8_lossy(&run.stderr));
    let summary = String::from_utf8_lossy(&run.stderr);
    assert!(summary.contains("White: ") && summary.contains("average loss"), "{summary}");

    let text = std::fs::read_to_string(&output).expect("the annotated file");
    std::fs::remove_file(&output).ok();
    let game = pdn::Reader::new(&text, ReadOptions::strict()).next().unwrap().unwrap();
    let line = game.record.main_line();
    assert!(line.len() > 20);
    let evaluated = line[1..].iter().filter(|&&id| game.record.annotation(id).eval.is_some());
    assert_eq!(evaluated.count(), line.len() - 1, "every move carries an evaluation");
}

/// A file with a second name (a hard link): writing in place would change both names' text;
/// writing a new file and renaming it over the name leaves the other name's text alone.
fn linked_pair(name: &str) -> (std::path::PathBuf, std::path::PathBuf) {
    let dir = std::env::temp_dir().join(format!("damier-cli-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let (old, target) = (dir.join("old.pdn"), dir.join("target.pdn"));
    std::fs::write(&old, "[Event \"kept\"]\n1. 32-28 *\n").unwrap();
    std::fs::hard_link(&old, &target).unwrap();
    (old, target)
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
        let (old, target) = linked_pair(name);
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
