//! DamExchange end to end, two Damier programs on the loopback: `damier dxp --listen` as the
//! follower, `damier match --dxp` and `damier dxp --connect` as the initiator; the errors of
//! both commands; and a follower asked to go back. Every read has a timeout.

use std::io::{BufRead, BufReader};
use std::net::{TcpListener, TcpStream};
use std::path::PathBuf;
use std::process::{Child, Command, Output, Stdio};
use std::sync::mpsc;
use std::thread;
use std::time::Duration;

use damier::external::dxp::{FollowerSettings, serve};
use damier_core::arena::TERMINATION;
use damier_core::dxp::{
    self, BackAnswer, BackRequest, EndReason, GameEnd, GameRequest, Message, MessageReader,
    write_message,
};
use damier_core::game::GameResult;
use damier_core::pdn::{self, ReadOptions};
use damier_core::{AnyPosition, InternationalPosition, Position, Side, Variant};

mod common;

use common::temp_dir;

/// Longest wait for the follower to say where it listens; no test measures speed.
const PATIENCE: Duration = Duration::from_secs(120);

fn damier(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_damier")).args(args).output().expect("damier runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A `damier dxp --listen` serving one connection, its output lines read on a thread.
struct Follower {
    child: Child,
    address: String,
    lines: mpsc::Receiver<String>,
}

impl Follower {
    fn start() -> Follower {
        let mut child = Command::new(env!("CARGO_BIN_EXE_damier"))
            .args(["dxp", "--listen", "0", "--once", "--movetime", "50"])
            .stdout(Stdio::piped())
            .spawn()
            .expect("damier dxp starts");
        let stdout = child.stdout.take().expect("piped stdout");
        let (sender, lines) = mpsc::channel();
        thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        let first = lines.recv_timeout(PATIENCE).expect("the follower says where it listens");
        let address = first.strip_prefix("listening on ").expect(&first).to_string();
        assert!(address.starts_with("127.0.0.1:"), "{address}");
        Follower { child, address, lines }
    }

    /// Everything it said, once it has ended.
    fn finish(mut self) -> Vec<String> {
        let status = self.child.wait().expect("the follower ends after its connection");
        assert!(status.success(), "{status}");
        self.lines.try_iter().collect()
    }
}

/// Checks the games written to `path`: `games` games, each ended as the rules, the move
/// limit or a reason kept in the game say.
fn check_games(path: &PathBuf, games: usize, max_plies: usize) {
    let bytes = std::fs::read(path).expect("the games are written");
    let (pdn_text, _) = pdn::decode(&bytes);
    let read: Vec<_> = pdn::Reader::new(&pdn_text, ReadOptions::strict())
        .collect::<Result<_, _>>()
        .expect("the PDN reads back, every move legal");
    assert_eq!(read.len(), games);
    for game in &read {
        let record = &game.record;
        let plies = record.main_line().len() - 1;
        assert!(plies > 0, "moves were played");
        let usual = AnyPosition::start(Variant::International);
        assert_ne!(record.start_position(), &usual, "each game starts from its opening");
        match record.main_line_outcome() {
            Some((_, outcome)) => assert_eq!(record.result(), outcome.result()),
            None if plies >= max_plies => assert_eq!(record.result(), GameResult::Draw),
            None => assert!(record.tags().get(TERMINATION).is_some(), "{plies} plies"),
        }
    }
}

#[test]
fn damier_plays_damier_over_dxp_from_given_positions() {
    let dir = temp_dir("dxp-match");
    let follower = Follower::start();
    let pdn_path = dir.path().join("dxp-match.pdn");
    let out = damier(&[
        "match",
        "--dxp",
        &follower.address,
        "--games",
        "2",
        "--minutes",
        "1",
        "--moves",
        "999",
        "--max-plies",
        "60",
        "--pdn",
        pdn_path.to_str().unwrap(),
    ]);
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", text(&out.stderr));
    let lines: Vec<&str> = stdout.lines().collect();
    assert!(lines[0].starts_with("game 1: Damier level 10 - Damier 0.1.0: "), "{stdout}");
    assert!(lines[1].starts_with("game 2: Damier 0.1.0 - Damier level 10: "), "{stdout}");
    assert!(lines[2].starts_with("score Damier level 10 vs Damier 0.1.0: +"), "{stdout}");
    assert_eq!(lines[3], "time per move on a 999 moves in 1 min, then 1 min clock, by phase:");
    let said = follower.finish();
    assert!(said.iter().any(|l| l.starts_with("game 1: Damier 0.1.0 asks for a game")), "{said:?}");
    assert!(said.iter().any(|l| l.starts_with("game 2: ")), "{said:?}");
    check_games(&pdn_path, 2, 60);
}

#[test]
fn dxp_connect_is_the_same_match() {
    let dir = temp_dir("dxp-connect");
    let follower = Follower::start();
    let pdn_path = dir.path().join("dxp-connect.pdn");
    let out = damier(&[
        "dxp",
        "--connect",
        &follower.address,
        "--games",
        "2",
        "--moves",
        "999",
        "--max-plies",
        "20",
        "--pdn",
        pdn_path.to_str().unwrap(),
    ]);
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", text(&out.stderr));
    assert!(stdout.contains("score Damier level 10 vs Damier 0.1.0: +"), "{stdout}");
    follower.finish();
    check_games(&pdn_path, 2, 20);
}

#[test]
fn bad_addresses_and_absent_programs_are_reported() {
    let out = damier(&["dxp", "--listen", "nowhere"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("'nowhere' is not an address"), "{}", text(&out.stderr));
    // A port nobody listens on: bound, then let go.
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let out = damier(&["match", "--dxp", &port.to_string(), "--games", "2"]);
    assert_eq!(out.status.code(), Some(2));
    let stderr = text(&out.stderr);
    assert!(stderr.starts_with("damier: --dxp: cannot connect to 127.0.0.1:"), "{stderr}");
    let out = damier(&["dxp"]);
    assert_eq!(out.status.code(), Some(2), "--listen or --connect is needed");
}

/// A connection to a follower served in this process.
fn in_process_follower() -> (TcpStream, MessageReader<TcpStream>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let address = listener.local_addr().unwrap();
    let settings = FollowerSettings { level: 10, threads: 1, hash_mb: 1, movetime: 20 };
    thread::spawn(move || serve(listener, &settings, true, &mut |_| {}));
    let stream = TcpStream::connect(address).unwrap();
    stream.set_read_timeout(Some(PATIENCE)).unwrap();
    let reader = MessageReader::new(stream.try_clone().unwrap());
    (stream, reader)
}

/// The next message that is not a chat (`None` once the connection is closed).
fn next_move_or_answer(reader: &mut MessageReader<TcpStream>) -> Option<Message> {
    loop {
        match reader.read().expect("an answer within the patience") {
            Some(Ok(Message::Chat(_))) => {}
            other => return other.map(|m| m.expect("the follower's messages read")),
        }
    }
}

#[test]
fn a_follower_goes_back_when_asked_and_plays_on_from_there() {
    let (mut stream, mut reader) = in_process_follower();
    let start = InternationalPosition::start();
    let request = GameRequest::new("Tester", Side::Black, 1, 999, start);
    write_message(&mut stream, &Message::GameRequest(request)).unwrap();
    assert!(matches!(next_move_or_answer(&mut reader), Some(Message::GameAccept(_))));
    let Ok(Message::Move(opening)) = Message::parse(b"M0001322800") else { unreachable!() };
    write_message(&mut stream, &Message::Move(opening.clone())).unwrap();
    let reply = next_move_or_answer(&mut reader);
    assert!(matches!(reply, Some(Message::Move(_))), "{reply:?}");
    // Back to Black's first move: granted, and the follower plays it again.
    let back = BackRequest { move_number: 1, side: Side::Black };
    write_message(&mut stream, &Message::BackRequest(back)).unwrap();
    let answer = next_move_or_answer(&mut reader);
    assert_eq!(answer, Some(Message::BackAccept(BackAnswer::Accepted)));
    let Some(Message::Move(again)) = next_move_or_answer(&mut reader) else { panic!() };
    let after = start.play(&dxp::from_dxp(&start, &opening).unwrap());
    assert!(dxp::from_dxp(&after, &again).is_ok(), "a move of Black after 32-28");
    // The initiator ends the game and wants no more: confirmed, and the connection closes.
    let stop = GameEnd { reason: EndReason::Unknown, stop: true };
    write_message(&mut stream, &Message::GameEnd(stop)).unwrap();
    assert_eq!(next_move_or_answer(&mut reader), Some(Message::GameEnd(stop)));
    assert_eq!(next_move_or_answer(&mut reader), None);
}
