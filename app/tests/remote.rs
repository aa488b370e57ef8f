//! A program over DamExchange in the window: the window calls a Damier follower and watches
//! its own engine play it on both clocks; it waits for a program's call and plays the game
//! asked for, from the position given, until the program breaks it off; and a program plays
//! International draughts only.

mod common;

use std::cell::RefCell;
use std::net::{TcpListener, TcpStream};
use std::sync::mpsc;
use std::thread;
use std::time::Duration;

use common::{PATIENCE, english, harness, step_until};
use damier::external::dxp::{FollowerSettings, serve};
use damier::remote::Status;
use damier::settings::{Player, RemoteSettings, Settings};
use damier_core::dxp::{
    self, Acceptance, EndReason, GameEnd, GameRequest, Message, MessageReader, write_message,
};
use damier_core::game::Reason;
use damier_core::{InternationalPosition, Position, Side};
use egui::accesskit::Role;
use egui_kittest::kittest::Queryable;

/// Settings for Damier's engine against a program over DamExchange playing `remote`, on a
/// clock of a minute for 999 moves (quick moves), without animations, in English.
fn against_a_program(remote: Side, listens: bool, address: &str) -> Settings {
    let mut players = [Player::Computer; 2];
    players[remote.index()] = Player::Remote;
    Settings {
        players,
        time_control: Some("999/60:60".into()),
        animate: false,
        remote: RemoteSettings { address: address.to_string(), listens },
        ..english()
    }
}

#[test]
fn the_window_calls_a_program_and_its_engine_plays_it_on_both_clocks() {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let address = listener.local_addr().unwrap().to_string();
    let (said, log) = mpsc::channel();
    let served = thread::spawn(move || {
        let settings = FollowerSettings { level: 10, threads: 1, hash_mb: 1, movetime: 20 };
        serve(listener, &settings, true, &mut |line| {
            let _ = said.send(line);
        })
    });
    let mut h = harness("remote-call", against_a_program(Side::Black, false, ""));
    // The address is typed into the box of the program.
    h.get_by_role_and_label(Role::TextInput, "Address").focus();
    h.step();
    h.get_by_role_and_label(Role::TextInput, "Address").type_text(&address);
    h.step();
    assert_eq!(h.state().settings().remote.address, address);
    h.get_by_label("Connect").click();
    step_until(&mut h, "eight plies of the game", |app| app.session().record().len() > 8);
    let app = h.state();
    assert_eq!(app.remote_side(), Some(Side::Black));
    let Status::Connected { name, .. } = app.remote_status() else { panic!() };
    assert_eq!(name.as_deref(), Some("Damier 0.1.0"));
    let tags = app.session().record().tags();
    assert_eq!(tags.get("Black"), Some("Damier 0.1.0"));
    assert_eq!(tags.get("TimeControl"), Some("999/60:60"));
    let clock = app.clock().expect("the game is on a clock");
    let now = app.clock_now();
    for side in Side::BOTH {
        assert!(clock.left(side, now) < Duration::from_secs(60), "{side:?}'s clock ran");
    }
    h.get_by_label_contains("Connected to Damier 0.1.0 (127.0.0.1:");
    h.get_by_label("Hang up").click();
    h.step();
    assert_eq!(h.state().remote_status(), &Status::Off);
    served.join().unwrap().unwrap();
    let lines: Vec<String> = log.try_iter().collect();
    assert!(
        lines.iter().any(|l| l.starts_with("game 1: Damier 0.1.0 asks for a game")),
        "{lines:?}"
    );
    let plies = lines.iter().find_map(|l| {
        let rest = l.strip_prefix("game 1 over after ")?;
        rest.split(' ').next()?.parse::<usize>().ok()
    });
    assert!(plies.is_some_and(|n| n >= 8), "the game's length is said: {lines:?}");
}

/// What the calling program saw: the window's answer and first move, then its answers to an
/// illegal move.
struct Seen {
    accepted: bool,
    first_move_legal: bool,
    chats: Vec<String>,
    end: Option<Message>,
    /// The connection, kept open.
    _stream: TcpStream,
}

/// Calls the window at `address` and asks it for a game from `start`, the window White; plays
/// an illegal move after the window's first.
fn call(address: &str, start: InternationalPosition) -> Seen {
    let mut stream = TcpStream::connect(address).unwrap();
    stream.set_read_timeout(Some(PATIENCE)).unwrap();
    let mut reader = MessageReader::new(stream.try_clone().unwrap());
    let mut next = || reader.read().expect("an answer in time").map(|m| m.expect("it reads"));
    let request = GameRequest::new("Caller", Side::White, 1, 999, start);
    write_message(&mut stream, &Message::GameRequest(request)).unwrap();
    let accepted =
        matches!(next(), Some(Message::GameAccept(a)) if a.answer == Acceptance::Accepted);
    let first_move_legal = match next() {
        Some(Message::Move(sent)) => dxp::from_dxp(&start, &sent).is_ok(),
        _ => false,
    };
    write_message(&mut stream, &Message::parse(b"M0001464100").unwrap()).unwrap();
    let mut chats = Vec::new();
    let end = loop {
        match next() {
            Some(Message::Chat(text)) => chats.push(text),
            other => break other,
        }
    };
    let confirm = GameEnd { reason: EndReason::Unknown, stop: false };
    let _ = write_message(&mut stream, &Message::GameEnd(confirm));
    Seen { accepted, first_move_legal, chats, end, _stream: stream }
}

#[test]
fn the_window_waits_for_a_program_and_plays_the_game_it_asks_for() {
    let mut h = harness("remote-wait", against_a_program(Side::Black, true, "127.0.0.1:0"));
    h.get_by_label("Wait").click();
    step_until(
        &mut h,
        "the window to listen",
        |app| matches!(app.remote_status(), Status::Listening(a) if !a.ends_with(":0")),
    );
    let Status::Listening(address) = h.state().remote_status().clone() else { unreachable!() };
    h.get_by_label_contains(&format!("Waiting at {address}"));
    let start = InternationalPosition::from_fen("W:W28,32,33,37,38:B12,17,18,19,23").unwrap();
    let (done, seen) = mpsc::channel();
    thread::spawn(move || {
        let _ = done.send(call(&address, start));
    });
    let caller = RefCell::new(None);
    step_until(&mut h, "the caller to finish", |_| {
        let mut caller = caller.borrow_mut();
        if caller.is_none() {
            *caller = seen.try_recv().ok();
        }
        caller.is_some()
    });
    let seen = caller.into_inner().expect("the caller finished");
    assert!(seen.accepted && seen.first_move_legal);
    assert_eq!(seen.chats, ["refused: 46-41 is not a legal move here"]);
    assert_eq!(seen.end, Some(Message::GameEnd(GameEnd { reason: EndReason::Wins, stop: false })));
    let app = h.state();
    let outcome = app.session().outcome().expect("the game is over");
    assert_eq!((outcome.winner, outcome.reason), (Some(Side::White), Reason::Forfeit));
    assert_eq!(app.session().record().start_position().to_fen(), start.to_fen());
    assert_eq!(app.session().record().tags().get("Black"), Some("Caller"));
    assert_eq!(app.notice(), Some("Caller broke off the game: 46-41 is not a legal move here"));
}

#[test]
fn a_program_over_dxp_plays_international_draughts_only() {
    let mut h = harness("remote-italian", common::people(damier_core::Variant::Italian));
    h.state_mut().apply(damier::Command::SetPlayer(Side::Black, Player::Remote));
    h.step();
    assert_eq!(h.state().players(), [Player::Person, Player::Person]);
    assert_eq!(h.state().notice(), Some("DamExchange carries International draughts only"));
    assert!(h.query_by_label("Program over DamExchange (DXP)").is_none(), "no box to connect");
    let mut h = harness("remote-box", common::people(damier_core::Variant::International));
    // White's choices come first.
    h.get_all_by_label("DXP").next().expect("a choice for White").click();
    h.step();
    h.step();
    assert_eq!(h.state().players(), [Player::Remote, Player::Person]);
    h.get_by_label("Program over DamExchange (DXP)");
    h.get_by_label("Not connected");
}
