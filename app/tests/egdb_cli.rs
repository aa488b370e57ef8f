//! `damier egdb` on the command line: a build into a folder, its listing, its check against
//! the rules and a search, and what the tables say of positions (known results of Italian
//! draughts: two kings beat one, one king against one away from the corners is a draw).

use std::process::{Command, Output};

mod common;

use common::temp_dir;

fn damier(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_damier")).args(args).output().expect("damier runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn tables_are_built_listed_verified_and_probed() {
    let temp = temp_dir("egdb-cli-italian");
    // A folder not made yet: the build makes it.
    let dir = temp.path().join("tables");
    let dir_text = dir.to_str().unwrap();
    let which = ["--variant", "italian", "--dir", dir_text];
    let run = |command: &str, more: &[&str]| {
        let out = damier(&[&["egdb", command][..], &which[..], more].concat());
        assert!(out.status.success(), "egdb {command}: {}", text(&out.stderr));
        text(&out.stdout)
    };
    let built = run("build", &["--pieces", "3", "--threads", "2"]);
    assert!(built.contains("to build") && built.contains("built"), "{built}");
    let listed = run("info", &[]);
    assert!(listed.contains("3 pieces: 6/6 tables"), "{listed}");
    let checked = run("verify", &["--pieces", "3", "--search", "200", "--depth", "6"]);
    assert!(checked.contains("KK-K") && checked.contains(" 0 wrong"), "{checked}");
    assert!(!checked.lines().any(|l| l.contains("wrong") && !l.contains(" 0 wrong")), "{checked}");
    assert!(checked.contains("0 disagree") && checked.contains("is right"), "{checked}");
    // A check of chosen tables only, named in either colour order.
    let some = run("verify", &["--pieces", "3", "--only", "K-KK", "Km-K"]);
    let names: Vec<&str> = some.lines().filter_map(|l| l.split_whitespace().next()).collect();
    assert_eq!(names, ["KK-K", "Km-K", "the"], "{some}");
    let too_big = ["--pieces", "3", "--only", "KK-KK"];
    let refused = damier(&[&["egdb", "verify"][..], &which[..], &too_big].concat());
    assert!(!refused.status.success());
    assert!(text(&refused.stderr).contains("--only KK-KK"), "{}", text(&refused.stderr));
    let said = run("probe", &["--fen", "W:WK1,K5:BK32", "W:WK6:BK27", "B:WK1,K5:BK32"]);
    assert_eq!(
        said.lines().collect::<Vec<_>>(),
        ["W:WK1,K5:BK32: White wins", "W:WK6:BK27: draw", "B:WK1,K5:BK32: White wins"]
    );
    // The search probes the tables it is given: the win is scored a hundred men up, where
    // the evaluation alone sees two kings against one.
    let searched = |tables: &[&str]| {
        let position = ["search", "--variant", "italian", "--fen", "W:WK1,K5:BK32", "--depth", "4"];
        let out = damier(&[&position[..], tables].concat());
        assert!(out.status.success(), "{}", text(&out.stderr));
        let stdout = text(&out.stdout);
        let best = stdout.lines().last().unwrap_or_default().to_string();
        let score = best.rsplit(' ').next().and_then(|s| s.parse::<f64>().ok());
        score.unwrap_or_else(|| panic!("no score in '{best}'"))
    };
    assert!(searched(&["--egdb", dir_text]) > 90.0);
    assert!(searched(&[]) < 10.0);
    let empty = temp.path().join("empty");
    std::fs::create_dir(&empty).unwrap();
    let fen = ["--variant", "italian", "--depth", "2", "--egdb", empty.to_str().unwrap()];
    let refused = damier(&[&["search"][..], &fen[..]].concat());
    assert_eq!(refused.status.code(), Some(2));
    assert!(text(&refused.stderr).contains("no Italian tables there"), "{}", text(&refused.stderr));
    // More pieces than the tables hold, and a FEN that does not read.
    assert!(run("probe", &["--fen", "W:W21,22:B9,10"]).ends_with("not in the tables\n"));
    let bad = damier(&[&["egdb", "probe"][..], &which[..], &["--fen", "W:WK99:BK1"]].concat());
    assert_eq!(bad.status.code(), Some(2));
    assert!(text(&bad.stderr).contains("--fen W:WK99:BK1"), "{}", text(&bad.stderr));
}
