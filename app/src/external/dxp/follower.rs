//! [`serve`]: Damier as a DamExchange follower, as programs wait for a tournament manager or
//! an opponent: it takes one connection at a time (another one meanwhile is told so and
//! closed), accepts the games asked for, from the usual start or the position given, and
//! plays them on the clock the request sets, one game after another on the same connection.
//!
//! Its engine thinks on a thread of its own, so messages are answered while it thinks: a
//! chat is logged, a back request goes back (and the engine thinks again if it is then to
//! move), an end of the game stops the search and is confirmed. A message that does not read
//! or has no place is answered with a chat saying why, and ends the game when it breaks it
//! (an illegal move, a move out of turn, or a message that does not read on the other side's
//! turn); after [`MOST_BAD_IN_A_ROW`] bad messages in a row the connection is closed. On its
//! own turn, Damier ends a game the rules have ended.

use std::io;
use std::net::{Shutdown, TcpListener, TcpStream};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, SyncSender};
use std::thread;
use std::time::{Duration, Instant};

use damier_core::clock::Clock;
use damier_core::dxp::{EndReason, Event, Message, Received, Role, Session, write_message};
use damier_core::search::{Engine, Found, Level, Limits, Settings};
use damier_core::{Move, Position, Variant};

use super::DXP_NAME;
use super::link::{DxpLink, LinkEvent};

/// Bad messages in a row after which the connection is closed.
pub const MOST_BAD_IN_A_ROW: u32 = 16;
/// Events waiting to be handled before the reading thread waits.
const INBOX: usize = 64;

/// How the follower plays.
#[derive(Clone, Debug)]
pub struct FollowerSettings {
    /// Strength, 1–10.
    pub level: u8,
    /// Threads the engine searches on.
    pub threads: usize,
    /// The engine's table, in MB.
    pub hash_mb: usize,
    /// Time per move in a game asked for without a clock (0 minutes), in milliseconds.
    pub movetime: u64,
}

/// Serves games on `listener`, one connection at a time, until the listener fails (or, with
/// `once`, until the first connection ends). `log` hears what happens, a line at a time.
pub fn serve(
    listener: TcpListener,
    settings: &FollowerSettings,
    once: bool,
    log: &mut dyn FnMut(String),
) -> io::Result<()> {
    let busy = Arc::new(AtomicBool::new(false));
    let (hand_over, connections) = mpsc::channel();
    let acceptor = listener.try_clone()?;
    let serving = Arc::clone(&busy);
    thread::Builder::new().name("damier-dxp-accept".into()).spawn(move || {
        for stream in acceptor.incoming().flatten() {
            if serving.swap(true, Ordering::SeqCst) {
                turn_away(stream);
            } else if hand_over.send(stream).is_err() {
                return;
            }
        }
    })?;
    let mut engine = None;
    for stream in connections {
        serve_connection(stream, settings, &mut engine, log);
        busy.store(false, Ordering::SeqCst);
        if once {
            break;
        }
    }
    Ok(())
}

/// Tells a second caller that a game is under way, and hangs up.
fn turn_away(mut stream: TcpStream) {
    let _ = stream.set_write_timeout(Some(Duration::from_secs(1)));
    let busy = Message::Chat(format!("{DXP_NAME} is playing another opponent; try again later"));
    let _ = write_message(&mut stream, &busy);
    let _ = stream.shutdown(Shutdown::Both);
}

/// What the follower waits for.
enum Input {
    Link(LinkEvent),
    /// A search ended (the engine comes back with its result).
    Searched {
        id: u64,
        found: Found<Move>,
        engine: Box<Engine>,
    },
}

/// A search on its thread.
struct Running {
    id: u64,
    stop: Arc<AtomicBool>,
    /// Stopped because the game changed: its move is not played.
    stale: bool,
}

/// One connection's games.
struct Follower<'a> {
    session: Session,
    link: DxpLink,
    inputs: SyncSender<Input>,
    settings: &'a FollowerSettings,
    /// The engine, when no search holds it.
    engine: &'a mut Option<Engine>,
    search: Option<Running>,
    searches: u64,
    clock: Option<Clock>,
    began: Instant,
    games: u32,
    bad_in_a_row: u32,
    done: bool,
    log: &'a mut dyn FnMut(String),
}

/// Plays the games of one connection.
fn serve_connection(
    stream: TcpStream,
    settings: &FollowerSettings,
    engine: &mut Option<Engine>,
    log: &mut dyn FnMut(String),
) {
    let peer = stream.peer_addr().map_or_else(|_| "?".to_string(), |a| a.to_string());
    let (inputs, queue) = mpsc::sync_channel(INBOX);
    let sink = inputs.clone();
    let link = match DxpLink::start(stream, move |event| sink.send(Input::Link(event)).is_ok()) {
        Ok(link) => link,
        Err(e) => return log(format!("connection from {peer} failed: {e}")),
    };
    log(format!("connection from {peer}"));
    let mut follower = Follower {
        session: Session::new(Role::Follower, DXP_NAME),
        link,
        inputs,
        settings,
        engine,
        search: None,
        searches: 0,
        clock: None,
        began: Instant::now(),
        games: 0,
        bad_in_a_row: 0,
        done: false,
        log,
    };
    while !follower.done {
        let Ok(input) = queue.recv() else { break };
        follower.handle(input);
    }
    follower.stop_search();
    // The engine comes back from a search still running.
    while follower.search.is_some() {
        match queue.recv_timeout(Duration::from_secs(5)) {
            Ok(Input::Searched { engine, .. }) => {
                *follower.engine = Some(*engine);
                follower.search = None;
            }
            Ok(Input::Link(_)) => {}
            Err(_) => break,
        }
    }
}

impl Follower<'_> {
    fn now(&self) -> Duration {
        self.began.elapsed()
    }

    fn send(&self, message: Message) {
        self.link.send(message);
    }

    fn handle(&mut self, input: Input) {
        match input {
            Input::Link(LinkEvent::Received(received)) => self.receive(received),
            Input::Link(LinkEvent::Closed(why)) => {
                (self.log)(format!("connection closed: {why}"));
                self.done = true;
            }
            Input::Searched { id, found, engine } => {
                *self.engine = Some(*engine);
                let Some(running) = self.search.take() else { return };
                if running.id == id && !running.stale {
                    self.play(found);
                } else {
                    self.think();
                }
            }
        }
    }

    fn receive(&mut self, received: Received) {
        let message = match received {
            Ok(message) => message,
            Err(bad) => {
                (self.log)(format!("unreadable message: {bad}"));
                for answer in self.session.refuse_unreadable(&bad) {
                    self.send(answer);
                }
                self.stop_search();
                return self.count_bad();
            }
        };
        // Who plays the game and how far it went, said when it ends (the session forgets it).
        let game = self.session.game().map(|g| (g.opponent().to_string(), g.moves().len()));
        let step = match self.session.receive(message) {
            Ok(step) => step,
            Err(error) => {
                (self.log)(format!("refused: {error}"));
                if error.ends_game() {
                    self.stop_search();
                }
                for answer in self.session.refuse(&error) {
                    self.send(answer);
                }
                return self.count_bad();
            }
        };
        self.bad_in_a_row = 0;
        if let Some(reply) = step.reply {
            self.send(reply);
        }
        match step.event {
            Event::Started { abandoned } => self.start(abandoned),
            Event::Refused(answer) => (self.log)(format!("a game request declined: {answer:?}")),
            Event::Moved { .. } => {
                let now = self.now();
                if let Some(clock) = &mut self.clock {
                    clock.moved(now);
                }
                self.think();
            }
            Event::Ended { reason, by_opponent, stop } => {
                self.stop_search();
                self.ended(reason, by_opponent, game);
                if stop {
                    (self.log)("the initiator wants no further game: closing".into());
                    self.link.close();
                    self.done = true;
                }
            }
            Event::WentBack { granted } => {
                (self.log)(format!(
                    "a back request {}",
                    if granted { "granted" } else { "refused" }
                ));
                if granted {
                    self.stop_search();
                    self.think();
                }
            }
            Event::Chat(text) => (self.log)(format!("chat: {text}")),
            Event::Declined(_) | Event::Dropped(_) => {}
        }
    }

    fn count_bad(&mut self) {
        self.bad_in_a_row += 1;
        if self.bad_in_a_row >= MOST_BAD_IN_A_ROW {
            let why = format!("{MOST_BAD_IN_A_ROW} bad messages in a row: closing the connection");
            (self.log)(why.clone());
            self.send(Message::Chat(why));
            self.link.close();
            self.done = true;
        }
    }

    /// A game starts: the clock is set, and the engine thinks if it is to move.
    fn start(&mut self, abandoned: bool) {
        self.stop_search();
        if abandoned {
            (self.log)(format!("game {} abandoned for a new one", self.games));
        }
        self.games += 1;
        let Some(game) = self.session.game() else { return };
        let request = game.request();
        let control = request.time_control();
        let start = request.start_position();
        let from = match request.start {
            None => "the start position".to_string(),
            Some(position) => position.to_fen(),
        };
        let clock = control
            .map_or_else(|| format!("{} ms a move", self.settings.movetime), |c| c.to_string());
        let line = format!(
            "game {}: {} asks for a game, Damier plays {}, {clock}, from {from}",
            self.games,
            game.opponent(),
            Variant::International.side_name(game.ours()),
        );
        (self.log)(line);
        if let Some(engine) = self.engine.as_mut() {
            engine.new_game();
        }
        let now = self.now();
        self.clock = control.map(|control| {
            let mut clock = Clock::new(control, start.side_to_move());
            clock.start(start.side_to_move(), now);
            clock
        });
        self.think();
    }

    /// On Damier's turn in a game: ends it when the rules have, or starts the engine.
    fn think(&mut self) {
        if self.search.is_some() {
            // A stopped search gives its engine back first, and this is called again then.
            return;
        }
        let Some(game) = self.session.game() else { return };
        if !self.session.is_playing() || !game.our_turn() {
            return;
        }
        let (outcome, reason) = (game.outcome(), game.claim());
        let position = game.position();
        let past = game.record().past(game.record().current());
        if let Some(outcome) = outcome {
            (self.log)(format!("game {} ends: {outcome}", self.games));
            if let Ok(end) = self.session.end(reason, false) {
                self.send(end);
            }
            return;
        }
        let limits = match &self.clock {
            Some(clock) => clock.budget(self.now()).limits(),
            None => Limits::movetime(self.settings.movetime),
        };
        let settings =
            Settings { multipv: 1, level: Level::new(self.settings.level), seed: self.searches };
        let mut engine = self.engine.take().unwrap_or_else(|| {
            let mut engine = Engine::new(self.settings.hash_mb);
            engine.set_threads(self.settings.threads);
            engine
        });
        self.searches += 1;
        let id = self.searches;
        let stop = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&stop);
        let inputs = self.inputs.clone();
        let spawned = thread::Builder::new().name("damier-dxp-search".into()).spawn(move || {
            let found = engine.search(&position, &past, &limits, &settings, &flag, &mut |_| {});
            let _ = inputs.send(Input::Searched { id, found, engine: Box::new(engine) });
        });
        match spawned {
            Ok(_) => self.search = Some(Running { id, stop, stale: false }),
            Err(e) => (self.log)(format!("the engine cannot start: {e}")),
        }
    }

    /// Plays the engine's move.
    fn play(&mut self, found: Found<Move>) {
        let seconds = found.elapsed.as_secs_f64().round().min(9999.0) as u16;
        let Some(mv) = found.best else {
            // No legal move: the game is lost, and the rules say so.
            return self.think();
        };
        match self.session.play(&mv, seconds) {
            Ok(message) => {
                self.send(message);
                let now = self.now();
                if let Some(clock) = &mut self.clock {
                    clock.moved(now);
                }
            }
            Err(e) => (self.log)(format!("the engine's move was not sent: {e}")),
        }
    }

    fn stop_search(&mut self) {
        if let Some(running) = &mut self.search {
            running.stop.store(true, Ordering::Relaxed);
            running.stale = true;
        }
    }

    /// Logs the end of a game.
    fn ended(&mut self, reason: EndReason, by_opponent: bool, game: Option<(String, usize)>) {
        let (who, plies) = game.unwrap_or_else(|| ("the initiator".to_string(), 0));
        let said = match (by_opponent, reason) {
            (true, EndReason::Loses) => format!("{who} gives up"),
            (true, EndReason::Draw) => format!("{who} ends it as a draw"),
            (true, EndReason::Wins) => format!("{who} ends it as a win for itself"),
            (true, EndReason::Unknown) => format!("{who} ends it"),
            (false, _) => format!("{who} confirms Damier's end"),
        };
        (self.log)(format!("game {} over after {plies} plies: {said}", self.games));
    }
}
