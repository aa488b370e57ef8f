//! `damier match` end to end: Damier against `damier hub` as the external engine.

use std::path::Path;
use std::process::{Command, Output};

use damier_core::Variant;
use damier_core::pdn::{self, ReadOptions};

mod common;

use common::temp_dir;

fn damier(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_damier")).args(args).output().expect("damier runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// The games of the PDN file a match wrote at `path`.
fn games_written(path: &Path) -> Vec<pdn::PdnGame> {
    let written = std::fs::read_to_string(path).expect("games written");
    pdn::Reader::new(&written, ReadOptions::default())
        .collect::<Result<_, _>>()
        .expect("the games read back")
}

#[test]
fn match_plays_damier_against_damier_hub_and_scores_it() {
    let dir = temp_dir("versus-match");
    let pdn_path = dir.path().join("versus.pdn");
    let engine = format!("\"{}\" hub", env!("CARGO_BIN_EXE_damier"));
    let out = damier(&[
        "match",
        "--variant",
        "international",
        "--engine",
        &engine,
        "--engine-param",
        "tt-size=16",
        "--games",
        "2",
        "--movetime",
        "50",
        "--max-plies",
        "80",
        "--pdn",
        pdn_path.to_str().unwrap(),
    ]);
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", text(&out.stderr));
    assert!(text(&out.stderr).is_empty(), "{}", text(&out.stderr));
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 4, "{stdout}");
    let timing = lines[3];
    assert!(timing.starts_with("Damier took ") && timing.contains("% of its 50 ms); "), "{timing}");
    assert!(timing.ends_with(" more moves ended early on a forced win or loss"), "{timing}");
    assert!(lines[0].starts_with("game 1: Damier level 10 50 ms - Damier "), "{stdout}");
    assert!(lines[1].starts_with("game 2: Damier ") && lines[1].contains(" - Damier level 10"));
    let score = lines[2];
    assert!(score.starts_with("score Damier level 10 50 ms vs Damier "), "{score}");
    let counts: Vec<u32> = score
        .split(": ")
        .nth(1)
        .unwrap()
        .split_whitespace()
        .take(3)
        .map(|c| c[1..].parse().unwrap())
        .collect();
    assert_eq!(counts.iter().sum::<u32>(), 2, "{score}");

    let bytes = std::fs::read(&pdn_path).expect("the games are written");
    let (pdn_text, _) = pdn::decode(&bytes);
    let games: Vec<_> = pdn::Reader::new(&pdn_text, ReadOptions::strict())
        .collect::<Result<_, _>>()
        .expect("the PDN reads back");
    assert_eq!(games.len(), 2);
    for game in &games {
        assert_eq!(game.record.variant(), Variant::International);
        assert!(game.record.main_line().len() > 1, "moves were played");
    }
    let white = |i: usize| games[i].record.tags().get("White").unwrap_or_default().to_string();
    assert_eq!(white(0), games[1].record.tags().get("Black").unwrap_or_default());
}

/// `damier match` of two games of six plies at 20 ms a move against `damier hub`, with
/// `extra` arguments, the games written to `pdn_path`.
fn short_match(extra: &[&str], pdn_path: &Path) -> Output {
    let engine = format!("\"{}\" hub", env!("CARGO_BIN_EXE_damier"));
    let mut args = vec!["match", "--engine", &engine, "--games", "2", "--movetime", "20"];
    args.extend(["--max-plies", "6", "--pdn", pdn_path.to_str().unwrap()]);
    args.extend_from_slice(extra);
    damier(&args)
}

#[test]
fn match_gives_damier_the_endgame_tables_of_a_folder_and_refuses_a_folder_without_any() {
    let dir = temp_dir("versus-tables");
    let tables = dir.path().join("tables");
    let pdn_path = dir.path().join("tables.pdn");
    let play = |folder: &Path| short_match(&["--egdb", folder.to_str().unwrap()], &pdn_path);
    std::fs::create_dir(&tables).unwrap();
    let refused = play(&tables);
    assert_eq!(refused.status.code(), Some(2));
    let said = text(&refused.stderr);
    assert!(said.contains("--egdb") && said.contains("no International tables there"), "{said}");

    let built = damier(&["egdb", "build", "--pieces", "2", "--dir", tables.to_str().unwrap()]);
    assert!(built.status.success(), "{}", text(&built.stderr));
    let out = play(&tables);
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", text(&out.stderr));
    let score = stdout.lines().find(|l| l.starts_with("score ")).unwrap_or_default();
    assert!(score.starts_with("score Damier level 10 20 ms with tables vs "), "{score}");
    assert_eq!(games_written(&pdn_path).len(), 2);
}

#[test]
fn match_plays_damier_with_a_weight_file_and_refuses_a_file_that_is_not_one() {
    let dir = temp_dir("versus-weights");
    let pdn_path = dir.path().join("weights.pdn");
    let play = |weights: &str| short_match(&["--weights", weights], &pdn_path);
    let weights = concat!(env!("CARGO_MANIFEST_DIR"), "/../core/weights/international.bin");
    let out = play(weights);
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", text(&out.stderr));
    let score = stdout.lines().find(|l| l.starts_with("score ")).unwrap_or_default();
    assert!(score.starts_with(&format!("score Damier level 10 20 ms {weights} vs ")), "{score}");
    assert_eq!(games_written(&pdn_path).len(), 2);

    let italian = concat!(env!("CARGO_MANIFEST_DIR"), "/../core/weights/italian.bin");
    let refused = play(italian);
    assert_eq!(refused.status.code(), Some(2));
    assert!(text(&refused.stderr).contains("italian.bin: "), "{}", text(&refused.stderr));
}

#[test]
fn match_refuses_games_the_protocol_does_not_carry() {
    let out = damier(&["match", "--variant", "italian", "--engine", "scan hub", "--games", "2"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("International"), "{}", text(&out.stderr));
}

#[test]
fn match_reports_an_engine_that_cannot_start() {
    let out = damier(&["match", "--engine", "/nonexistent/engine hub", "--games", "2"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).starts_with("damier: --engine: cannot start"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn selfplay_pits_two_threads_against_one() {
    let dir = temp_dir("versus-threads");
    let pdn_path = dir.path().join("threads.pdn");
    let out = damier(&[
        "selfplay",
        "--games",
        "2",
        "--movetime",
        "20",
        "--threads",
        "2",
        "--vs",
        "threads=1",
        "--max-plies",
        "40",
        "--pdn",
        pdn_path.to_str().unwrap(),
    ]);
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", text(&out.stderr));
    let score = stdout.lines().last().unwrap_or_default();
    assert!(
        score.starts_with("score Damier level 10 20 ms 2 threads vs Damier level 10 20 ms:"),
        "{score}"
    );
    let refused = damier(&["selfplay", "--games", "2", "--vs", "threads=0"]);
    assert_eq!(refused.status.code(), Some(2));
    assert_eq!(text(&refused.stderr).trim(), "damier: --vs: threads 0 is not 1–256");
}

#[test]
fn selfplay_opens_from_the_book_only_when_asked() {
    let dir = temp_dir("versus-book");
    let openings = dir.path().join("start.pdn");
    std::fs::write(&openings, "[Event \"The start\"]\n*\n").unwrap();
    let play = |extra: &[&str], name: &str| {
        let pdn_path = dir.path().join(name);
        let mut args = vec!["selfplay", "--games", "2", "--movetime", "10"];
        args.extend_from_slice(&["--max-plies", "4", "--openings", openings.to_str().unwrap()]);
        args.extend_from_slice(&["--pdn", pdn_path.to_str().unwrap()]);
        args.extend_from_slice(extra);
        let out = damier(&args);
        let stdout = text(&out.stdout);
        assert!(out.status.success(), "{stdout}{}", text(&out.stderr));
        let games = games_written(&pdn_path);
        (stdout.lines().last().unwrap_or_default().to_string(), games)
    };
    let (score, _) = play(&["--vs", "movetime=10"], "no-book.pdn");
    assert!(score.starts_with("score Damier level 10 10 ms vs Damier level 10 10 ms:"), "{score}");
    let (score, games) = play(&["--book", "--vs", "movetime=10,book=on"], "book.pdn");
    let named = "Damier level 10 10 ms with book";
    assert!(score.starts_with(&format!("score {named} vs {named}:")), "{score}");
    let start = damier_core::AnyPosition::start(damier_core::Variant::International);
    let book = damier_core::book::Book::built_in(damier_core::Variant::International);
    for game in &games {
        let first = game.record.main_line()[1];
        let played = game.record.move_info(first).expect("a first move").mv;
        assert!(book.moves(&start).iter().any(|m| m.mv == played), "{:?} is a book move", played);
    }
    let refused = damier(&["selfplay", "--games", "2", "--vs", "book="]);
    assert_eq!(refused.status.code(), Some(2));
    assert_eq!(text(&refused.stderr).trim(), "damier: --vs: bad book (on, off or a book file) ''");
}

#[test]
fn selfplay_opens_from_a_book_file_and_refuses_a_broken_one_with_its_line() {
    let dir = temp_dir("versus-book-file");
    let openings = dir.path().join("start-for-file-book.pdn");
    std::fs::write(&openings, "[Event \"The start\"]\n*\n").unwrap();
    let book = dir.path().join("one-line-book.txt");
    std::fs::write(&book, "# White opens 32-28, and the book says no more.\n32-28 0\n").unwrap();
    let pdn_path = dir.path().join("file-book.pdn");
    let out = damier(&[
        "selfplay",
        "--games",
        "2",
        "--movetime",
        "10",
        "--max-plies",
        "2",
        "--openings",
        openings.to_str().unwrap(),
        "--pdn",
        pdn_path.to_str().unwrap(),
        "--book",
        book.to_str().unwrap(),
        "--vs",
        "movetime=10",
    ]);
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", text(&out.stderr));
    let named = format!("Damier level 10 10 ms with book {}", book.display());
    let score = stdout.lines().last().unwrap_or_default();
    assert!(score.starts_with(&format!("score {named} vs Damier level 10 10 ms:")), "{score}");
    let games = games_written(&pdn_path);
    let start = damier_core::AnyPosition::start(damier_core::Variant::International);
    let with_book = games.iter().find(|g| g.record.tags().get("White") == Some(named.as_str()));
    let game = with_book.expect("a game with the book's player as White");
    let first = game.record.move_info(game.record.main_line()[1]).expect("a first move").mv;
    assert_eq!(start.move_text(&first).as_deref(), Some("32-28"));

    std::fs::write(&book, "32-28 0\n 18-23 zero\n").unwrap();
    let refused = damier(&["selfplay", "--games", "2", "--book", book.to_str().unwrap()]);
    assert_eq!(refused.status.code(), Some(2));
    let said = text(&refused.stderr);
    let expected = format!("damier: {}: line 2, column ", book.display());
    assert!(said.starts_with(&expected), "{said}");
    let missing = damier(&["selfplay", "--games", "2", "--vs", "book=no-such-book.txt"]);
    assert_eq!(missing.status.code(), Some(2));
    assert!(text(&missing.stderr).contains("no-such-book.txt"), "{}", text(&missing.stderr));
}

/// Two games of `variant` (one opening, both colours) at 10 ms a move, at most 30 plies,
/// played by `damier selfplay` with `players` and written to `pdn_path`, each player giving
/// every move (nothing on standard error): the score line.
fn two_short_games(variant: &str, players: &[&str], pdn_path: &Path) -> String {
    let pdn = pdn_path.to_str().unwrap();
    let mut args = vec!["selfplay", "--variant", variant, "--games", "2", "--movetime", "10"];
    args.extend_from_slice(players);
    args.extend(["--max-plies", "30", "--pdn", pdn]);
    let out = damier(&args);
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", text(&out.stderr));
    assert_eq!(text(&out.stderr), "", "every player gave every move");
    stdout.lines().last().unwrap_or_default().to_string()
}

#[test]
fn selfplay_pits_damier_against_another_build_in_every_game() {
    let dir = temp_dir("versus-program");
    let program = env!("CARGO_BIN_EXE_damier");
    for variant in ["italian", "lasca"] {
        let pdn_path = dir.path().join(format!("program-{variant}.pdn"));
        let vs = format!("program={program},level=3");
        let score = two_short_games(variant, &["--vs", &vs], &pdn_path);
        let second = format!("{program} level 3 10 ms");
        assert!(score.starts_with(&format!("score Damier level 10 10 ms vs {second}:")), "{score}");
        let games = games_written(&pdn_path);
        assert_eq!(games.len(), 2);
        for game in &games {
            assert_eq!(game.record.variant(), variant.parse::<Variant>().unwrap());
            assert!(game.record.main_line().len() > 10, "moves were played by both");
            let players = [game.record.tags().get("White"), game.record.tags().get("Black")];
            assert!(players.contains(&Some(second.as_str())), "{players:?}");
        }
    }
}

#[test]
fn selfplay_pits_two_other_builds_against_each_other_on_equal_terms() {
    let dir = temp_dir("versus-two-programs");
    let program = env!("CARGO_BIN_EXE_damier");
    let pdn_path = dir.path().join("two-programs.pdn");
    let vs = format!("program={program},level=2");
    let args = ["--level", "4", "--program", program, "--vs", &vs];
    let score = two_short_games("hexdame", &args, &pdn_path);
    let (first, second) = (format!("{program} level 4 10 ms"), format!("{program} level 2 10 ms"));
    assert!(score.starts_with(&format!("score {first} vs {second}:")), "{score}");
    let games = games_written(&pdn_path);
    assert_eq!(games.len(), 2);
    for (number, game) in games.iter().enumerate() {
        let players = [game.record.tags().get("White"), game.record.tags().get("Black")];
        let expected = match number {
            0 => [Some(first.as_str()), Some(second.as_str())],
            _ => [Some(second.as_str()), Some(first.as_str())],
        };
        assert_eq!(players, expected, "each opening with both colours");
        assert!(game.record.main_line().len() > 10, "moves were played by both");
    }
    let refused = damier(&["selfplay", "--program", program, "--weights", "w.bin"]);
    assert_eq!(refused.status.code(), Some(2));
    assert!(text(&refused.stderr).contains("--weights"), "{}", text(&refused.stderr));
}

/// Damier behind a script in `dir` that writes down, a line each time, the arguments it is
/// asked for a move with: the script, and the file it writes to. With `before_moves`, its
/// `search --help` is a build's from before `search --moves`.
#[cfg(unix)]
fn recording_program(dir: &Path, before_moves: bool) -> (std::path::PathBuf, std::path::PathBuf) {
    use std::os::unix::fs::PermissionsExt;

    let asked = dir.join("asked.txt");
    let program = dir.join("damier-asked");
    let damier_path = env!("CARGO_BIN_EXE_damier");
    let help = if before_moves { "echo 'Usage: damier search --fen <FEN>'; exit 0" } else { ":" };
    let script = format!(
        "#!/bin/sh\ncase \"$2\" in --help) {help};; *) echo \"$@\" >> '{}';; esac\n\
         exec '{damier_path}' \"$@\"\n",
        asked.display()
    );
    std::fs::write(&program, script).unwrap();
    std::fs::set_permissions(&program, std::fs::Permissions::from_mode(0o755)).unwrap();
    (program, asked)
}

/// Two games of Italian, at most seven plies each, from one opening (`fen`) between the
/// program at `program` (White in the first game) and this build through its `search`
/// command: the games written, and the first line of the score.
#[cfg(unix)]
fn seven_plies_against(program: &Path, fen: &str, dir: &Path) -> (Vec<pdn::PdnGame>, String) {
    let openings = dir.join("opening.pdn");
    std::fs::write(&openings, format!("[GameType \"22\"]\n[SetUp \"1\"]\n[FEN \"{fen}\"]\n*\n"))
        .unwrap();
    let pdn_path = dir.join("seven.pdn");
    let vs = format!("program={}", env!("CARGO_BIN_EXE_damier"));
    let mut args: Vec<&str> =
        "selfplay --variant italian --games 2 --movetime 10 --max-plies 7".split(' ').collect();
    args.extend(["--program", program.to_str().unwrap(), "--vs", &vs]);
    args.extend(["--openings", openings.to_str().unwrap(), "--pdn", pdn_path.to_str().unwrap()]);
    let out = damier(&args);
    assert!(out.status.success(), "{}{}", text(&out.stdout), text(&out.stderr));
    assert_eq!(text(&out.stderr), "", "every player gave every move");
    let score = text(&out.stdout).lines().last().unwrap_or_default().to_string();
    (games_written(&pdn_path), score)
}

/// What the program of [`seven_plies_against`] should have been asked before each of its
/// moves in `games` (White's in the first game, Black's in the second), `position` giving the
/// arguments that say where it is to move, from the game and the ply.
#[cfg(unix)]
fn asks_expected(
    games: &[pdn::PdnGame],
    position: impl Fn(&pdn::PdnGame, usize) -> String,
) -> Vec<String> {
    let turns = games.iter().enumerate().flat_map(|(number, game)| {
        assert_eq!(game.record.main_line().len(), 8, "seven plies played");
        (number..7).step_by(2).map(move |ply| (game, ply))
    });
    turns
        .map(|(game, ply)| {
            format!("search --variant Italian --fen {} --movetime 10 ", position(game, ply))
        })
        .collect()
}

/// That the program was asked, in order, with arguments that start as `expected` says.
#[cfg(unix)]
fn assert_asked(asked: &Path, expected: &[String]) {
    let asked = std::fs::read_to_string(asked).unwrap();
    let lines: Vec<&str> = asked.lines().collect();
    assert_eq!(lines.len(), expected.len(), "{asked}");
    for (line, expected) in lines.iter().zip(expected) {
        assert!(line.starts_with(expected.as_str()), "asked {line}\nexpected {expected}");
    }
}

#[cfg(unix)]
#[test]
fn another_build_is_asked_for_its_moves_with_the_game_that_led_to_the_position() {
    let dir = temp_dir("versus-program-history");
    let (program, asked) = recording_program(dir.path(), false);
    let fen = "W:W17,24-27,29-32:B1-5,7,14,15,18";
    let (games, score) = seven_plies_against(&program, fen, dir.path());
    assert!(score.starts_with(&format!("score {} level 10 10 ms vs ", program.display())));
    // Before each of its moves: the opening's position and every move played since.
    let expected = asks_expected(&games, |game, ply| {
        let line = &game.record.main_line()[1..=ply];
        let played: Vec<String> =
            line.iter().map(|&id| game.record.move_text(id).unwrap()).collect();
        if ply == 0 { fen.to_string() } else { format!("{fen} --moves {}", played.join(" ")) }
    });
    assert_asked(&asked, &expected);
}

#[cfg(unix)]
#[test]
fn a_build_from_before_search_moves_is_asked_with_the_position_alone() {
    let dir = temp_dir("versus-program-position");
    let (program, asked) = recording_program(dir.path(), true);
    let (games, score) =
        seven_plies_against(&program, "W:W17,24-27,29-32:B1-5,7,14,15,18", dir.path());
    let named = format!("score {} level 10 10 ms, position only vs ", program.display());
    assert!(score.starts_with(&named), "{score}");
    let expected = asks_expected(&games, |game, ply| {
        game.record.position_at(game.record.main_line()[ply]).to_fen()
    });
    assert_asked(&asked, &expected);
}

#[cfg(unix)]
#[test]
fn selfplay_gives_another_build_the_endgame_tables_through_its_search_command() {
    let dir = temp_dir("versus-program-tables");
    let tables = dir.path().join("tables");
    let tables_text = tables.to_str().unwrap();
    let build = ["egdb", "build", "--variant", "italian", "--pieces", "3", "--dir", tables_text];
    let built = damier(&build);
    assert!(built.status.success(), "{}", text(&built.stderr));
    let (program, asked) = recording_program(dir.path(), false);
    let damier_path = env!("CARGO_BIN_EXE_damier");
    // Two kings against one: won.
    let openings = dir.path().join("kings.pdn");
    let opening = "[GameType \"22\"]\n[SetUp \"1\"]\n[FEN \"W:WK1,K5:BK32\"]\n*\n";
    std::fs::write(&openings, opening).unwrap();
    let pdn_path = dir.path().join("program-tables.pdn");
    let program_text = program.to_str().unwrap();
    let vs = format!("program={damier_path}");
    let (openings_text, pdn_text) = (openings.to_str().unwrap(), pdn_path.to_str().unwrap());
    let mut args: Vec<&str> =
        "selfplay --variant italian --games 2 --movetime 10 --max-plies 80".split(' ').collect();
    args.extend(["--program", program_text, "--egdb", tables_text, "--vs", &vs]);
    args.extend(["--openings", openings_text, "--pdn", pdn_text]);
    let out = damier(&args);
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", text(&out.stderr));
    assert_eq!(text(&out.stderr), "", "every player gave every move");
    let tabled = format!("{program_text} level 10 10 ms with tables");
    let score = stdout.lines().last().unwrap_or_default();
    let second = format!("{damier_path} level 10 10 ms");
    assert!(score.starts_with(&format!("score {tabled} vs {second}:")), "{score}");
    let games = games_written(&pdn_path);
    assert_eq!(games[0].record.tags().get("White"), Some(tabled.as_str()));
    let result = games[0].record.result();
    assert_eq!(result, damier_core::game::GameResult::WhiteWins, "the win is played out");
    let asked = std::fs::read_to_string(&asked).unwrap();
    assert!(asked.lines().count() >= 2, "{asked}");
    for line in asked.lines() {
        assert!(line.starts_with(&format!("search --egdb {tables_text} ")), "{line}");
    }
    let refused =
        damier(&["selfplay", "--variant", "italian", "--program", damier_path, "--egdb", "/none"]);
    assert_eq!(refused.status.code(), Some(2));
    assert!(text(&refused.stderr).contains("--egdb /none"), "{}", text(&refused.stderr));
}

#[test]
fn a_program_that_cannot_run_resigns_and_says_why() {
    let dir = temp_dir("versus-missing-program");
    let pdn_path = dir.path().join("missing-program.pdn");
    let out = damier(&[
        "selfplay",
        "--variant",
        "thai",
        "--games",
        "2",
        "--movetime",
        "10",
        "--vs",
        "program=/nonexistent/damier",
        "--pdn",
        pdn_path.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stderr = text(&out.stderr);
    assert!(stderr.contains("cannot start /nonexistent/damier"), "{stderr}");
    let score = text(&out.stdout).lines().last().unwrap_or_default().to_string();
    assert!(score.contains("+2 =0 -0"), "the program resigned both games: {score}");
    let refused = damier(&["selfplay", "--vs", "program=/bin/true,weights=w.bin"]);
    assert_eq!(refused.status.code(), Some(2));
    assert_eq!(
        text(&refused.stderr).trim(),
        "damier: --vs: a program plays with its own weights and book"
    );
}

#[test]
fn selfplay_on_a_clock_records_the_times_and_reports_them_by_phase() {
    let dir = temp_dir("versus-clocked");
    let pdn_path = dir.path().join("clocked.pdn");
    let out = damier(&[
        "selfplay",
        "--variant",
        "italian",
        "--games",
        "2",
        "--tc",
        "3+0.05",
        "--max-plies",
        "60",
        "--pdn",
        pdn_path.to_str().unwrap(),
    ]);
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", text(&out.stderr));
    assert!(stdout.contains("time per move on a 3 s + 0.05 s clock, by phase:"), "{stdout}");
    let reports: Vec<&str> = stdout.lines().filter(|l| l.contains("lost on time")).collect();
    assert_eq!(reports.len(), 2, "one line a player: {stdout}");
    assert!(reports.iter().all(|l| l.contains("opening ")), "{stdout}");
    let written = std::fs::read_to_string(&pdn_path).expect("the games are written");
    let games: Vec<_> = pdn::Reader::new(&written, ReadOptions::strict())
        .map(|g| g.expect("the games read back"))
        .collect();
    assert_eq!(games.len(), 2);
    for game in &games {
        assert_eq!(game.record.variant(), Variant::Italian);
        assert_eq!(game.record.tags().get("TimeControl"), Some("3+0.05"));
        let record = &game.record;
        let clocked =
            record.main_line()[1..].iter().all(|&id| record.annotation(id).clock.is_some());
        assert!(clocked, "every move keeps the mover's time");
    }
}
