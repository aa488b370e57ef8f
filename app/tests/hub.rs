//! Scripted Hub protocol sessions against `damier hub`: handshake, positions with moves,
//! searches, stop and ping while searching, pondering, bad input, and the end of the program.
//! Every read has a timeout, so a hang fails the test instead of blocking.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::thread;
use std::time::{Duration, Instant};

use damier_core::hub::{self, Message};
use damier_core::{InternationalPosition, Position};

/// Longest wait for an expected line before the test calls the engine hung (debug builds on a
/// busy machine are slow); no test measures speed.
const PATIENCE: Duration = Duration::from_secs(120);
const START: &str = "Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww";

/// A running `damier hub` and everything it has said.
struct Session {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    transcript: Vec<String>,
}

impl Session {
    fn start() -> Session {
        let mut child = Command::new(env!("CARGO_BIN_EXE_damier"))
            .arg("hub")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("damier hub starts");
        let stdout = child.stdout.take().expect("piped stdout");
        let (sender, lines) = mpsc::channel();
        thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        Session { stdin: child.stdin.take(), child, lines, transcript: Vec::new() }
    }

    fn send(&mut self, line: &str) {
        self.transcript.push(format!("> {line}"));
        let stdin = self.stdin.as_mut().expect("stdin open");
        writeln!(stdin, "{line}").expect("damier hub reads");
        stdin.flush().expect("damier hub reads");
    }

    /// The next line within `wait`, if any.
    fn next_within(&mut self, wait: Duration) -> Option<String> {
        let line = self.lines.recv_timeout(wait).ok()?;
        self.transcript.push(format!("< {line}"));
        Some(line)
    }

    /// Reads until a line satisfies `wanted` and returns it; fails after [`PATIENCE`].
    fn expect(&mut self, what: &str, wanted: impl Fn(&str) -> bool) -> String {
        let deadline = Instant::now() + PATIENCE;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.next_within(left) {
                Some(line) if wanted(&line) => return line,
                Some(_) => {}
                None => panic!("no {what} within {PATIENCE:?}:\n{}", self.transcript.join("\n")),
            }
        }
    }

    /// The very next line, which must be `exact`.
    fn expect_next(&mut self, exact: &str) {
        let line = self.next_within(PATIENCE);
        assert_eq!(line.as_deref(), Some(exact), "{}", self.transcript.join("\n"));
    }

    /// Reads for `wait` and returns what came.
    fn lines_during(&mut self, wait: Duration) -> Vec<String> {
        let deadline = Instant::now() + wait;
        let mut lines = Vec::new();
        while let Some(line) = self.next_within(deadline.saturating_duration_since(Instant::now()))
        {
            lines.push(line);
        }
        lines
    }

    /// Waits for the `done` line and returns it parsed.
    fn done(&mut self) -> Message {
        let line = self.expect("done", |l| l.starts_with("done"));
        Message::parse(&line).unwrap().unwrap()
    }

    /// Whether the program ends within [`PATIENCE`].
    fn exits(&mut self) -> bool {
        let deadline = Instant::now() + PATIENCE;
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return true;
            }
            thread::sleep(Duration::from_millis(20));
        }
        false
    }

    fn close_input(&mut self) {
        self.stdin = None;
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The position after `moves` from the Hub position `pos`.
fn after(pos: &str, moves: &[&str]) -> InternationalPosition {
    moves.iter().fold(hub::parse_position(pos).unwrap(), |p, m| {
        let mv = hub::parse_move(&p, m).unwrap();
        p.play(&mv)
    })
}

/// Asserts that `done` carries a legal move of `position`, written as Hub writes it.
fn assert_legal(done: &Message, position: &InternationalPosition) {
    let text = done.get("move").expect("done has a move");
    let mv = hub::parse_move(position, text).unwrap_or_else(|e| panic!("{text}: {e}"));
    assert_eq!(hub::move_text(&mv), text);
}

/// A line of 20 MB (not UTF-8 either) is not held whole: one short error line answers it,
/// and the conversation goes on.
#[test]
fn a_line_far_too_long_is_answered_with_one_short_error_and_the_engine_goes_on() {
    let mut session = Session::start();
    session.send("hub");
    session.expect("wait", |l| l == "wait");
    let stdin = session.stdin.as_mut().expect("stdin open");
    let mut line = b"pos pos=".to_vec();
    line.resize(20 << 20, 0xe9);
    line.push(b'\n');
    stdin.write_all(&line).unwrap();
    stdin.flush().unwrap();
    let error = session.expect("an error", |l| l.starts_with("error"));
    assert!(error.contains("20971520 bytes long"), "{error}");
    assert!(error.len() < 400, "the error echoes only the start: {} bytes", error.len());
    session.send("ping");
    session.expect("pong", |l| l == "pong");
}

#[test]
fn a_line_that_is_not_utf8_is_answered_with_an_error_and_the_engine_goes_on() {
    let mut session = Session::start();
    session.send("hub");
    session.expect("wait", |l| l == "wait");
    let stdin = session.stdin.as_mut().expect("stdin open");
    stdin.write_all(b"set-param name=J\xe9r\xf4me value=1\n").unwrap();
    stdin.flush().unwrap();
    let error = session.expect("an error", |l| l.starts_with("error"));
    assert!(error.contains("not UTF-8"), "{error}");
    session.send("ping");
    session.expect("pong", |l| l == "pong");
}

#[test]
fn handshake_introduces_damier_and_its_settings() {
    let mut s = Session::start();
    s.send("hub");
    let id = s.expect("id", |l| l.starts_with("id "));
    assert!(id.starts_with("id name=Damier version="), "{id}");
    let mut params = Vec::new();
    loop {
        let line = s.next_within(PATIENCE).expect("param lines, then wait");
        if line == "wait" {
            break;
        }
        assert!(line.starts_with("param "), "{line}");
        params.push(Message::parse(&line).unwrap().unwrap().get("name").unwrap().to_string());
    }
    assert_eq!(params, ["variant", "tt-size", "threads", "strength", "book"]);
    s.send("set-param name=variant value=normal");
    s.send("set-param name=tt-size value=16");
    s.send("set-param name=threads value=2");
    s.send("set-param name=strength value=7");
    s.send("init");
    s.expect_next("ready");
    s.send("ping");
    s.expect_next("pong");
}

#[test]
fn two_threads_search_and_answer_a_legal_move() {
    let mut s = Session::start();
    s.send("set-param name=threads value=2");
    s.send("init");
    s.expect_next("ready");
    s.send(&format!("pos pos={START}"));
    s.send("level move-time=0.3");
    s.send("go think");
    let done = s.done();
    assert_legal(&done, &InternationalPosition::start());
}

#[test]
fn with_the_book_on_a_book_move_is_played_without_a_search_and_off_by_default() {
    let book_moves = |moves: &[&str]| -> Vec<String> {
        let position = damier_core::AnyPosition::International(after(START, moves));
        let book = damier_core::book::Book::built_in(damier_core::Variant::International);
        book.moves(&position)
            .iter()
            .map(|m| match m.mv {
                damier_core::AnyMove::International(mv) => hub::move_text(&mv),
                _ => unreachable!("an International book"),
            })
            .collect()
    };
    let mut s = Session::start();
    s.send("init");
    s.expect_next("ready");
    // Off by default: the move is searched (info lines come first).
    s.send(&format!("pos pos={START}"));
    s.send("level depth=3");
    s.send("go think");
    s.expect("info", |l| l.starts_with("info "));
    s.done();
    s.send("set-param name=book value=true");
    s.send(&format!("pos pos={START} moves=\"32-28\""));
    let answers = book_moves(&["32-28"]);
    assert!(!answers.is_empty(), "32-28 is answered in the book");
    s.send("level move-time=600");
    s.send("go think");
    // The very next line is the move, though ten minutes were given.
    let done = Message::parse(&s.next_within(PATIENCE).unwrap()).unwrap().unwrap();
    assert_eq!(done.command(), "done");
    assert!(answers.contains(&done.get("move").unwrap().to_string()), "{done} in {answers:?}");
    s.send("set-param name=book value=maybe");
    s.expect("error", |l| l.starts_with("error") && l.contains("book maybe is not true or false"));
}

#[test]
fn think_on_a_position_with_moves_plays_a_legal_move() {
    let mut s = Session::start();
    s.send("init");
    s.expect_next("ready");
    s.send("new-game");
    s.send(&format!("pos pos={START} moves=\"32-28 19-23\""));
    s.send("level depth=5");
    s.send("go think");
    let info = s.expect("info", |l| l.starts_with("info "));
    let info = Message::parse(&info).unwrap().unwrap();
    for field in ["depth", "score", "nodes", "time", "nps", "pv"] {
        assert!(info.has(field), "info lacks {field}: {info}");
    }
    let done = s.done();
    let position = after(START, &["32-28", "19-23"]);
    assert_legal(&done, &position);
    assert_eq!(done.get("move"), Some("28x19x23"), "the capture is forced");
    let ponder = done.get("ponder").expect("a ponder move");
    let reply = after(START, &["32-28", "19-23", "28x19x23"]);
    assert!(hub::parse_move(&reply, ponder).is_ok(), "{ponder}");
}

#[test]
fn king_moves_in_pos_are_replayed_for_repetitions() {
    // Kings only: White 4, 5; Black 38, 48 (and a few men). The moves shuffle the kings and
    // come back, so the search sees the position's earlier occurrences.
    let pos = "WeeeWWeeeeeeeeeeeeeeeeeeeweeeeeeeeewweBeeeeeeeeeBee";
    let moves = ["5-14", "38-49", "14-5", "49-38"];
    let mut s = Session::start();
    s.send(&format!("pos pos={pos} moves=\"{}\"", moves.join(" ")));
    s.send("level depth=4");
    s.send("go think");
    let done = s.done();
    assert_legal(&done, &after(pos, &moves));
}

#[test]
fn captures_are_written_with_every_captured_square() {
    let position = InternationalPosition::from_fen("W:W37:B22,32").unwrap();
    let mut s = Session::start();
    s.send(&format!("pos pos={}", hub::position_text(&position)));
    s.send("level depth=3");
    s.send("go think");
    let done = s.done();
    assert_eq!(done.get("move"), Some("37x17x22x32"));
}

#[test]
fn stop_ends_infinite_analysis_and_ping_is_answered_while_searching() {
    let mut s = Session::start();
    s.send(&format!("pos pos={START}"));
    s.send("level infinite");
    s.send("go analyze");
    s.expect("info", |l| l.starts_with("info "));
    s.send("ping");
    let pong = s.expect("pong", |l| l == "pong" || l.starts_with("done"));
    assert_eq!(pong, "pong", "an infinite search must not end by itself");
    let meanwhile = s.lines_during(Duration::from_millis(300));
    assert!(meanwhile.iter().all(|l| !l.starts_with("done")), "{meanwhile:?}");
    s.send("stop");
    let done = s.done();
    assert_legal(&done, &InternationalPosition::start());
    s.send("ping");
    s.expect_next("pong");
}

#[test]
fn ponder_waits_for_ponder_hit_then_uses_the_level_time() {
    let mut s = Session::start();
    s.send(&format!("pos pos={START} moves=\"32-28\""));
    s.send("level move-time=0.2");
    s.send("go ponder");
    let meanwhile = s.lines_during(Duration::from_millis(600));
    assert!(meanwhile.iter().all(|l| !l.starts_with("done")), "{meanwhile:?}");
    // A ponder that went on for ever would never answer: `done` waits at most PATIENCE.
    s.send("ponder-hit");
    let done = s.done();
    assert_legal(&done, &after(START, &["32-28"]));
}

#[test]
fn bad_input_is_answered_with_errors_and_the_session_goes_on() {
    let mut s = Session::start();
    let bad = [
        "pos pos=Wxyz".to_string(),
        format!("pos pos={}", START.replacen('e', "?", 1)),
        format!("pos pos={START} moves=\"32-28 99-98\""),
        format!("pos pos={START} moves=\"32-26\""),
        "pos pos=\"Wbbbb".to_string(),
        "go think".to_string(),
        "level depth=deep".to_string(),
        "level move-time=-1".to_string(),
        "set-param name=tt-size value=0".to_string(),
        "set-param name=threads value=0".to_string(),
        "set-param name=strength value=eleven".to_string(),
        "set-param name=variant value=killer".to_string(),
        "set-param value=3".to_string(),
        "level =3".to_string(),
    ];
    for line in &bad {
        s.send(line);
        let answer = s.next_within(PATIENCE).unwrap_or_default();
        assert!(answer.starts_with("error message="), "{line} -> {answer}");
    }
    // Unknown commands and arguments are ignored without a word.
    s.send("frobnicate now=1");
    s.send("ping extra=1");
    s.expect_next("pong");
    s.send("");
    s.send(&format!("pos pos={START} colour=blue"));
    s.send("level depth=2 style=wild");
    s.send("go think flavour=mild");
    let done = s.done();
    assert_legal(&done, &InternationalPosition::start());
}

#[test]
fn pos_without_a_position_starts_from_the_start_position() {
    let mut s = Session::start();
    s.send("pos moves=\"32-28 19-23\"");
    s.send("level depth=2");
    s.send("go think");
    assert_eq!(s.done().get("move"), Some("28x19x23"));
}

#[test]
fn huge_times_are_searched_until_stopped() {
    let mut s = Session::start();
    s.send(&format!("pos pos={START}"));
    s.send("level move-time=1e300");
    s.send("go think");
    s.expect("info", |l| l.starts_with("info "));
    s.send("stop");
    assert_legal(&s.done(), &InternationalPosition::start());
}

#[test]
fn square_errors_name_the_square() {
    let mut s = Session::start();
    s.send(&format!("pos pos={}", START.replacen('e', "?", 1)));
    let line = s.next_within(PATIENCE).unwrap_or_default();
    assert_eq!(line, "error message=\"pos: square 21 is '?', not one of w b W B e\"");
}

#[test]
fn closing_the_input_ends_the_program() {
    let mut s = Session::start();
    s.send("hub");
    s.expect("wait", |l| l == "wait");
    s.close_input();
    assert!(s.exits(), "damier hub must exit when its input closes");
}

#[test]
fn quit_ends_the_program_even_while_searching() {
    let mut s = Session::start();
    s.send(&format!("pos pos={START}"));
    s.send("level infinite");
    s.send("go analyze");
    s.expect("info", |l| l.starts_with("info "));
    s.send("quit");
    assert!(s.exits(), "damier hub must exit on quit");
}
