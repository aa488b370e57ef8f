//! Damier as a DamExchange follower, sent what a careless or hostile peer sends: messages
//! that do not read, cut short, far too long or out of order, and random bytes. It answers
//! each with a reason or closes the connection with one, keeps serving, keeps no more than a
//! message's worth of what it is sent, and turns a second caller away while a connection is
//! served. Every read has a timeout, so a hang fails the test. (One test in this file: the
//! heap is measured.)

use std::alloc::System;
use std::io::Write;
use std::net::{TcpListener, TcpStream};
use std::thread;
use std::time::{Duration, Instant};

use cap::Cap;
use damier::external::dxp::{FollowerSettings, MOST_BAD_IN_A_ROW, serve};
use damier_core::dxp::{
    self, Acceptance, EndReason, GameEnd, GameRequest, Message, MessageReader, write_message,
};
use damier_core::{InternationalPosition, Position, Side};

#[global_allocator]
static ALLOCATOR: Cap<System> = Cap::new(System, usize::MAX);

/// Longest wait for an answer before the follower is called hung; no test measures speed.
const PATIENCE: Duration = Duration::from_secs(60);

/// A follower serving on the loopback on a thread of its own, until the test ends; returns
/// its address.
fn follower() -> String {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let address = listener.local_addr().unwrap().to_string();
    let settings = FollowerSettings { level: 10, threads: 1, hash_mb: 1, movetime: 20 };
    thread::spawn(move || serve(listener, &settings, false, &mut |_| {}));
    address
}

/// A connection to the follower, reading what it sends.
struct Peer {
    stream: TcpStream,
    reader: MessageReader<TcpStream>,
}

impl Peer {
    fn connect(address: &str) -> Peer {
        let stream = TcpStream::connect(address).unwrap();
        stream.set_read_timeout(Some(PATIENCE)).unwrap();
        let reader = MessageReader::new(stream.try_clone().unwrap());
        Peer { stream, reader }
    }

    fn send_bytes(&mut self, bytes: &[u8]) {
        self.stream.write_all(bytes).unwrap();
    }

    fn send(&mut self, message: &Message) {
        write_message(&mut self.stream, message).unwrap();
    }

    /// The next message, `None` once the follower has closed the connection.
    fn next(&mut self) -> Option<Message> {
        let read = self.reader.read().expect("an answer within the patience");
        read.map(|m| m.expect("the follower's messages read"))
    }

    /// The next message that is not a chat, and the chats before it.
    fn next_after_chats(&mut self) -> (Option<Message>, Vec<String>) {
        let mut chats = Vec::new();
        loop {
            match self.next() {
                Some(Message::Chat(text)) => chats.push(text),
                other => return (other, chats),
            }
        }
    }

    /// The chat that answers what was just sent.
    fn chat(&mut self, after: &str) -> String {
        match self.next() {
            Some(Message::Chat(text)) => text,
            other => panic!("after {after}: {other:?}"),
        }
    }
}

/// Bytes that should not be sent, each with the start of the follower's answer.
fn bad_messages() -> Vec<(Vec<u8>, String)> {
    let name = |n: &str| format!("{n:32}");
    [
        ("M12".to_string(), "unreadable message: MOVE: the message ends before its field 'time'"),
        ("Q".into(), "unreadable message: 'Q' is not a message type (R A M E C B K)"),
        ("E0".into(), "unreadable message: GAMEEND: the message ends before its field 'stop code'"),
        (String::new(), "unreadable message: an empty message"),
        ("M0001323000".into(), "refused: a MOVE came while no game is played"),
        (format!("A{}0", name("Damier")), "refused: a GAMEACC came while no game is played"),
        ("K0".into(), "refused: a BACKACC came while no game is played"),
        (
            format!("R01{}W001000B?", name("X")),
            "unreadable message: GAMEREQ: field 'color to move first' is '?', not W or Z",
        ),
        (
            format!("R01{}W001000BW{}", name("X"), "e".repeat(20)),
            "unreadable message: GAMEREQ: the message ends before its field 'position'",
        ),
        (format!("C{}", "x".repeat(300)), "unreadable message: a message of 301 characters"),
    ]
    .into_iter()
    .map(|(text, answer)| {
        let mut bytes = text.into_bytes();
        bytes.push(0);
        (bytes, answer.to_string())
    })
    .chain(std::iter::once((
        b"C\xe9t\xe9\0".to_vec(),
        "unreadable message: character 2 is the byte 0xe9".to_string(),
    )))
    .collect()
}

/// Asks for a game as Black from the start, connecting again while the follower turns the
/// call away (it may still be serving an earlier connection); the answer.
fn ask_for_a_game(address: &str) -> Option<Message> {
    let deadline = Instant::now() + PATIENCE;
    loop {
        let mut peer = Peer::connect(address);
        let request =
            GameRequest::new("Tester", Side::White, 1, 999, InternationalPosition::start());
        peer.send(&Message::GameRequest(request));
        let (answer, chats) = peer.next_after_chats();
        let turned_away = answer.is_none() && chats.iter().any(|c| c.contains("another opponent"));
        if !turned_away {
            return answer;
        }
        assert!(Instant::now() < deadline, "the follower turned every call away");
        thread::sleep(Duration::from_millis(50));
    }
}

#[test]
fn a_follower_answers_every_bad_message_and_keeps_serving() {
    let address = follower();
    let mut peer = Peer::connect(&address);

    // A second caller is turned away, with a reason, while this connection is served.
    let mut second = Peer::connect(&address);
    let busy = second.chat("a second call");
    assert!(busy.ends_with("is playing another opponent; try again later"), "{busy}");
    assert_eq!(second.next(), None);

    // Malformed, cut short, too long, out of order: each is answered with its reason.
    for (bytes, answer) in bad_messages() {
        peer.send_bytes(&bytes);
        let said = peer.chat(&String::from_utf8_lossy(&bytes));
        assert!(said.starts_with(&answer), "{said:?} for {answer:?}");
    }

    // A game from a given position: the follower, White and to move, accepts and moves.
    let start = InternationalPosition::from_fen("W:W28,32,33,37,38:B12,17,18,19,23").unwrap();
    peer.send(&Message::GameRequest(GameRequest::new("Tester", Side::White, 1, 999, start)));
    let (accept, _) = peer.next_after_chats();
    let Some(Message::GameAccept(accept)) = accept else { panic!("{accept:?}") };
    assert_eq!(accept.answer, Acceptance::Accepted);
    let (moved, _) = peer.next_after_chats();
    let Some(Message::Move(sent)) = moved else { panic!("{moved:?}") };
    dxp::from_dxp(&start, &sent).expect("the follower's move is legal");

    // An illegal move ends the game, won by the follower, with the reason.
    peer.send_bytes(b"M0001464100\0");
    let (end, chats) = peer.next_after_chats();
    assert_eq!(chats, ["refused: 46-41 is not a legal move here"]);
    assert_eq!(end, Some(Message::GameEnd(GameEnd { reason: EndReason::Wins, stop: false })));
    peer.send(&Message::GameEnd(GameEnd { reason: EndReason::Unknown, stop: false }));

    // A flood without a NUL is read and dropped: the heap stays flat, and it is answered.
    let before = ALLOCATOR.allocated();
    let chunk = vec![b'M'; 1 << 16];
    let chunks = 320;
    for _ in 0..chunks {
        peer.send_bytes(&chunk);
    }
    peer.send_bytes(b"\0");
    let said = peer.chat("a flood");
    let length = chunks * chunk.len();
    assert_eq!(
        said,
        format!("unreadable message: a message of {length} characters, over the 127 allowed")
    );
    let grown = ALLOCATOR.allocated().saturating_sub(before);
    assert!(grown < 1 << 20, "{grown} bytes kept after a flood of {length}");

    // Bad messages in a row (the flood was one): the connection is closed, with the reason.
    peer.send_bytes(&b"?\0".repeat(MOST_BAD_IN_A_ROW as usize - 1));
    let mut last = None;
    while let Some(message) = peer.next() {
        let Message::Chat(text) = message else { panic!("{message:?}") };
        last = Some(text);
    }
    let closing = format!("{MOST_BAD_IN_A_ROW} bad messages in a row: closing the connection");
    assert_eq!(last, Some(closing));

    // Random bytes over many calls: the follower still plays afterwards.
    let mut state = 0x5eed_u64;
    for _ in 0..20 {
        let mut peer = Peer::connect(&address);
        let bytes: Vec<u8> = (0..200)
            .map(|_| {
                state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                let byte = (state >> 56) as u8;
                if byte < 16 { 0 } else { byte }
            })
            .collect();
        peer.send_bytes(&bytes);
    }
    let answer = ask_for_a_game(&address);
    assert!(matches!(answer, Some(Message::GameAccept(_))), "{answer:?}");
}
