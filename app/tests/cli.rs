//! The command line as a user calls it: output formats, errors and exit status.

use std::process::{Command, Output};

mod common;

use common::temp_dir;

fn damier(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_damier")).args(args).output().expect("damier runs")
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).expect("UTF-8 output")
}

#[test]
fn perft_json_reports_depth_nodes_and_seconds() {
    let out = damier(&["perft", "--variant", "international", "--depth", "3", "--json"]);
    assert!(out.status.success());
    let json: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(json["depth"], 3);
    assert_eq!(json["nodes"], 658);
    assert!(json["seconds"].is_number());
}

#[test]
fn perft_prints_count_time_and_speed() {
    let out = damier(&["perft", "--variant", "italian", "--depth", "4"]);
    assert!(out.status.success());
    let text = stdout(&out);
    assert!(text.starts_with("perft 4: 1469 nodes in "), "{text}");
    assert!(text.contains("nodes/s"));
}

#[test]
fn perft_divide_lists_each_move_with_its_count() {
    let out = damier(&["perft", "--depth", "2", "--divide"]);
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 10, "{text}");
    assert_eq!(lines[0], "31-26 9");
    assert!(lines[9].starts_with("perft 2: 81 nodes"));
}

#[test]
fn moves_lists_full_paths_sorted() {
    let out = damier(&["moves", "--variant", "thai", "--fen", "W:W11:B15,16,22"]);
    assert!(out.status.success());
    assert_eq!(stdout(&out), "11-18-25\n11-20\n");
}

#[test]
fn moves_json_gives_cells_as_the_game_writes_them() {
    let out = damier(&["moves", "--variant", "hexdame", "--fen", "W:We7:Bd8,e8", "--json"]);
    let json: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(
        json,
        serde_json::json!([{
            "move": "e7xe9xc7", "from": "e7", "to": "c7",
            "path": ["e7", "e9", "c7"], "captured": ["e8", "d8"]
        }])
    );
}

#[test]
fn bad_fen_is_a_one_line_error_with_status_2() {
    let out = damier(&["moves", "--variant", "international", "--fen", "W:W31,x2:B1"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("FEN column 7"), "{err}");
}

#[test]
fn bad_arguments_are_a_one_line_error_with_status_2() {
    for args in [
        &["perft", "--variant", "checkers", "--depth", "1"][..],
        &["perft"],
        &["frobnicate"],
        &["analyze", "games.pdn", "--game", "0"],
    ] {
        let out = damier(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    }
}

#[test]
fn pdn_check_reads_past_a_comment_left_open() {
    let dir = temp_dir("cli-unclosed");
    let path = dir.path().join("unclosed.pdn");
    let mut text = String::new();
    for n in 1..=1000 {
        let comment = if n == 500 { "{left open" } else { "{a comment}" };
        text.push_str(&format!("[Event \"{n}\"]\n1. 32-28 {comment} 19-23 *\n\n"));
    }
    std::fs::write(&path, text).unwrap();
    let out = damier(&["pdn", "check", path.to_str().unwrap()]);
    let report = stdout(&out);
    assert!(report.contains("error: game 500, line 1499 column 10: comment is never closed; reading goes on with the next game's tags at line 1501"), "{report}");
    assert!(report.contains("1000 games, 999 loaded (0 with warnings), 1 not loaded"), "{report}");
}

#[test]
fn pdn_turns_reports_where_a_players_lost_games_turned() {
    let dir = temp_dir("cli-turns");
    let path = dir.path().join("match.pdn");
    // Damier loses as White: Scan's scores (White's side) reach −0.6 at ply 6. The second
    // game, between two others, is passed over.
    let lost = "[White \"Damier\"]\n[Black \"Scan 2.0\"]\n[Result \"0-2\"]\n\n\
        1. 32-28 {[%eval 0.1,12]} 19-23 {[%eval 0.0,15]} 2. 28x19 {[%eval 0.4,4]} 14x23 \
        {[%eval -0.3,15]} 3. 37-32 {[%eval 0.1,12]} 10-14 {[%eval -0.6,15]} 0-2\n\n";
    let other = "[White \"A\"]\n[Black \"B\"]\n[Result \"1-1\"]\n\n1. 32-28 1-1\n";
    std::fs::write(&path, format!("{lost}{other}")).unwrap();
    let out = damier(&["pdn", "turns", "--player", "Damier", path.to_str().unwrap()]);
    assert!(out.status.success());
    let report = stdout(&out);
    assert!(
        report.contains("game 1: lost with White, turned at ply 6 (opening (3/4 of the pieces or more)): opponent -0.60, own +0.10, W:W31-36,38-50:B1-9,11-18,20,23"),
        "{report}"
    );
    assert!(report.contains("1 games passed over"), "{report}");
    assert!(report.contains("1 games; the player +0 =0 -1: 0.0 %"), "{report}");
    let nobody = damier(&["pdn", "turns", "--player", "Nobody", path.to_str().unwrap()]);
    assert_eq!(nobody.status.code(), Some(1));
    let err = String::from_utf8(nobody.stderr).unwrap();
    assert!(err.contains("no game of \"Nobody\""), "{err}");
}

#[cfg(unix)]
#[test]
fn an_endless_input_is_refused_at_the_size_limit() {
    let out = damier(&["pdn", "check", "/dev/zero"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("/dev/zero") && err.contains("larger than the 512 MB"), "{err}");
}

#[test]
fn search_sees_the_moves_that_led_to_the_position() {
    let fen = "W:WK46,K32,K31:BK8";
    let shuffle = |cycles: usize| "46-41 8-3 41-46 3-8 ".repeat(cycles);
    let run = |moves: &str, depth: &str| {
        let args = ["search", "--variant", "international", "--fen", fen, "--moves", moves];
        damier(&[&args[..], &["--depth", depth]].concat())
    };
    let search = |moves: &str| {
        let out = run(moves, "6");
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        stdout(&out).lines().last().unwrap().to_string()
    };
    // Three kings against one, won in two moves (31-13 first), until 16 moves each of this
    // ending have been played: then the 16-move rule has drawn it.
    assert!(search("").ends_with("score win in 2"), "{}", search(""));
    assert!(search(&shuffle(7)).ends_with("score win in 2"), "{}", search(&shuffle(7)));
    assert!(search(&shuffle(8)).ends_with("score +0.00"), "{}", search(&shuffle(8)));
    let out = run("46-41 8-3 41-45", "2");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("--moves: move 3 '41-45'"), "{err}");
}

#[test]
fn bench_prints_a_line_a_position_and_the_same_total_every_run() {
    let total = || {
        let out = damier(&["bench", "--depth", "4"]);
        assert!(out.status.success());
        let text = stdout(&out);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 15, "{text}");
        assert!(
            ["International", "Italian", "Thai", "Hexdame", "Lasca"]
                .iter()
                .all(|game| text.contains(game))
        );
        let last = lines[14];
        assert!(last.starts_with("bench: ") && last.contains(" nodes at depth 4"), "{last}");
        last.split_whitespace().nth(1).unwrap().parse::<u64>().unwrap()
    };
    assert_eq!(total(), total());
}

#[test]
fn output_into_a_closed_pipe_ends_quietly() {
    // As `damier perft --divide | head -0`: the reader has gone before anything is printed.
    let (reader, writer) = std::io::pipe().expect("a pipe");
    drop(reader);
    let out = Command::new(env!("CARGO_BIN_EXE_damier"))
        .args(["perft", "--depth", "2", "--divide"])
        .stdout(writer)
        .output()
        .expect("damier runs");
    let errors = String::from_utf8_lossy(&out.stderr);
    assert!(errors.is_empty(), "{errors}");
}

/// A game in which White misses the shot 28-22 (…17x28 33x4) with 39-34.
const MISSED_SHOT: &str =
    "[FEN \"W:W27,28,32,33,37-40:B5,9,14-18,21,26.\"]\n[Result \"*\"]\n\n1. 39-34 *\n";

#[test]
fn puzzles_are_made_from_a_file_s_games_and_checked_again() {
    let dir = temp_dir("cli-puzzles");
    let games = dir.path().join("games.pdn");
    std::fs::write(&games, MISSED_SHOT).unwrap();
    let made = dir.path().join("made.pdn");
    let (games, made_arg) = (games.to_str().unwrap(), made.to_str().unwrap());
    let out = damier(&["puzzles", "make", "--from", games, "--skip", "0", "-o", made_arg]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(stdout(&out).starts_with("1 puzzles from 1 positions of 1 games"), "{}", stdout(&out));
    let text = std::fs::read_to_string(&made).unwrap();
    assert!(text.contains("[Goal \"win\"]") && text.contains("1. 28-22 17x28 2. 33x4"), "{text}");

    let out = damier(&["puzzles", "verify", made_arg]);
    assert!(out.status.success());
    assert_eq!(stdout(&out).lines().last(), Some("1 games, 1 hold, 0 fail"));

    // The same line is no way to save the game: another move holds as well.
    std::fs::write(&made, text.replace("[Goal \"win\"]", "[Goal \"save\"]")).unwrap();
    let out = damier(&["puzzles", "verify", made_arg]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stdout(&out).contains("at ply 1 the move scores"), "{}", stdout(&out));
    assert!(String::from_utf8_lossy(&out.stderr).contains("1 of the 1 games of"));
}

#[test]
fn a_refreshed_set_keeps_the_puzzles_that_hold_under_their_names_and_replaces_the_others() {
    let dir = temp_dir("cli-refresh");
    // The shot 28-22 (…17x28 33x4) turned round for Black (23-29), and the shot itself given
    // as a way to save the game, which it is not: another move holds as well.
    let set = "[FEN \"B:W25,30,33-37,42,46:B11-14,18,19,23,24.\"]\n[PuzzleId \"international-1\"]\n\
               [Goal \"win\"]\n[PuzzleRating \"1234\"]\n[Result \"0-1\"]\n\n\
               1... 23-29 2. 34x23 18x47 0-1\n\n\
               [FEN \"W:W27,28,32,33,37-40:B5,9,14-18,21,26.\"]\n[PuzzleId \"international-7\"]\n\
               [Goal \"save\"]\n[Result \"1/2-1/2\"]\n\n\
               1. 28-22 17x28 2. 33x4 1/2-1/2\n";
    let path = dir.path().join("set.pdn");
    std::fs::write(&path, set).unwrap();
    let games = dir.path().join("games.pdn");
    std::fs::write(&games, MISSED_SHOT).unwrap();
    let (path_arg, games_arg) = (path.to_str().unwrap(), games.to_str().unwrap());
    let out = damier(&["puzzles", "refresh", path_arg, "--from", games_arg, "--skip", "0"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let report = stdout(&out);
    assert!(report.contains("international-7: dropped: at ply 1"), "{report}");
    assert!(report.contains("1 kept, 1 dropped, 1 added from 1 positions of 1 games"), "{report}");

    let text = std::fs::read_to_string(&path).unwrap();
    let (puzzles, refused) = damier_core::puzzle::read(&text);
    assert!(refused.is_empty(), "{text}");
    let ids: Vec<&str> = puzzles.iter().map(|p| p.id.as_str()).collect();
    // The puzzle that holds keeps its name and rating; the new one is named after every name
    // the set held, so no player's result passes to it.
    assert_eq!(ids, ["international-1", "international-8"], "{text}");
    assert_eq!(puzzles[0].rating, 1234);
    assert_eq!(puzzles[1].goal, damier_core::puzzle::Goal::Win);
    assert_eq!(puzzles[1].start.to_fen(), "W:W27,28,32,33,37-40:B5,9,14-18,21,26", "{text}");
    assert!(text.contains("1. 28-22 17x28 2. 33x4"), "{text}");
    let out = damier(&["puzzles", "verify", path_arg]);
    assert_eq!(stdout(&out).lines().last(), Some("2 games, 2 hold, 0 fail"));

    // A file with a game that is no puzzle is not rewritten, and the error says where.
    std::fs::write(&path, "[Result \"*\"]\n\n1. 32-28 *\n").unwrap();
    let out = damier(&["puzzles", "refresh", path_arg, "--from", games_arg]);
    assert!(!out.status.success());
    let error = String::from_utf8_lossy(&out.stderr);
    assert!(error.contains("game 1 (line 1 column 1): not a puzzle: no position"), "{error}");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "[Result \"*\"]\n\n1. 32-28 *\n");

    // A file that is not there is named once.
    let missing = dir.path().join("missing.pdn");
    let out = damier(&["puzzles", "refresh", missing.to_str().unwrap(), "--from", games_arg]);
    assert!(!out.status.success());
    let error = String::from_utf8_lossy(&out.stderr);
    assert_eq!(error.matches("missing.pdn").count(), 1, "{error}");
}

#[test]
fn a_book_is_built_written_read_back_and_looked_up() {
    let dir = temp_dir("book");
    let path = dir.path().join("book.txt");
    let out = damier(&[
        "book",
        "build",
        "--variant",
        "thai",
        "--positions",
        "3",
        "--nodes",
        "3000",
        "-o",
        path.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(stdout(&out).starts_with("3 positions in "), "{}", stdout(&out));
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.starts_with("# Damier's opening book, Thai: 3 positions.\n"), "{text}");
    let book = damier_core::book::Book::read(damier_core::Variant::Thai, &text).unwrap();
    assert_eq!(book.len(), 3);
    let from_file =
        damier(&["book", "show", "--variant", "thai", "--book", path.to_str().unwrap()]);
    let start = damier_core::AnyPosition::start(damier_core::Variant::Thai);
    let first_line = stdout(&from_file).lines().next().unwrap_or_default().to_string();
    let best = &book.moves(&start)[0];
    let expected =
        format!("{} {:+.2}", start.move_text(&best.mv).unwrap(), f64::from(best.score) / 100.0);
    assert_eq!(first_line, expected, "the file's best move at the start, first");

    let shown = damier(&["book", "show", "--variant", "international"]);
    let start = damier_core::AnyPosition::start(damier_core::Variant::International);
    let built_in = damier_core::book::Book::built_in(damier_core::Variant::International);
    let expected: String = built_in
        .moves(&start)
        .iter()
        .map(|m| {
            format!("{} {:+.2}\n", start.move_text(&m.mv).unwrap(), f64::from(m.score) / 100.0)
        })
        .collect();
    assert_eq!(stdout(&shown), expected);
    let out_of_book = damier(&["book", "show", "--moves", "31-27 20-24 27-22 17x28"]);
    assert_eq!(stdout(&out_of_book), "out of the book\n");
    let bad = damier(&["book", "show", "--moves", "32-28 32-27"]);
    assert_eq!(bad.status.code(), Some(2));
    let said = String::from_utf8_lossy(&bad.stderr);
    assert!(said.starts_with("damier: --moves, move 2: "), "{said}");
}
