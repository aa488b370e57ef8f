//! `damier analyze` on a real tournament game writes a file that reads back annotated.

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
    let evaluated = line[1..].iter().filter(|&&id| game.record.node(id).annotation.eval.is_some());
    assert_eq!(evaluated.count(), line.len() - 1, "every move carries an evaluation");
}
