//! A program reached over DamExchange playing one side in the window. The window connects
//! to it (and asks for the games: the initiator) or waits for it to call (and plays the games
//! it asks for: the follower). Connecting, waiting and every read and write happen on worker
//! threads: the window only queues messages and takes what has come at each frame, so it
//! never waits on the network.

use std::net::TcpStream;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, SyncSender};
use std::thread;
use std::time::Duration;

use damier_core::clock::TimeControl;
use damier_core::dxp::{EndReason, Event, GameRequest, Message, Received, Role, Session};
use damier_core::{InternationalPosition, Move, Side};

use crate::external::dxp::{DXP_NAME, DxpLink, LinkEvent, connect, listen};
use crate::waker::Waker;

/// How many events may wait for the window.
const INBOX: usize = 256;
/// How often a waiting listener looks whether it is still wanted.
const LISTEN_POLL: Duration = Duration::from_millis(50);
/// The thinking time asked for when the window's games have no clock, in minutes.
pub const MINUTES_WITHOUT_CLOCK: u16 = 5;

/// Where the connection stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status {
    /// No connection.
    Off,
    /// Connecting to this address.
    Connecting(String),
    /// Waiting at this address for a program to call.
    Listening(String),
    /// Connected to the program at this address (its name once a game says it).
    Connected {
        /// The program's address.
        peer: String,
        /// Its name, once known.
        name: Option<String>,
    },
    /// The last attempt failed, or the connection was lost: why.
    Failed(String),
}

/// What the window hears from the program.
#[derive(Clone, Debug, PartialEq)]
pub enum News {
    /// Connected; as the initiator, the window asks for a game.
    Connected(Role),
    /// A game starts (asked for by the program, or accepted by it).
    Started {
        /// The position it starts from.
        start: InternationalPosition,
        /// The side the program plays.
        remote: Side,
        /// The clock of each side, if the game has one.
        control: Option<TimeControl>,
        /// The program's name.
        opponent: String,
    },
    /// The program declined the game asked for.
    Declined,
    /// The program played this move.
    Moved(Move),
    /// The program ended the game, for this reason (its own point of view).
    Ended(EndReason),
    /// The program broke the game (a move that is not legal, a message that does not read):
    /// why. The game's end is sent.
    Broke(String),
    /// The program said this.
    Chat(String),
    /// The connection ended: why.
    Lost(String),
}

/// What the worker threads hand the window, marked with the attempt they belong to.
enum Inbox {
    Listening(u64, String),
    Linked(u64, DxpLink, Role),
    Failed(u64, String),
    Link(u64, LinkEvent),
}

/// The window's side of a program over DamExchange.
pub struct Remote {
    status: Status,
    /// The program's name, since its first game (kept once the connection ends).
    name: Option<String>,
    link: Option<DxpLink>,
    session: Option<Session>,
    inbox: Receiver<Inbox>,
    sender: SyncSender<Inbox>,
    waker: Waker,
    /// The current attempt: events of earlier ones are dropped.
    attempt: u64,
    /// Tells a waiting listener it is no longer wanted.
    cancel: Arc<AtomicBool>,
}

impl Remote {
    /// No connection yet; worker threads wake the window through `waker`.
    pub fn new(waker: Waker) -> Remote {
        let (sender, inbox) = mpsc::sync_channel(INBOX);
        Remote {
            status: Status::Off,
            name: None,
            link: None,
            session: None,
            inbox,
            sender,
            waker,
            attempt: 0,
            cancel: Arc::new(AtomicBool::new(false)),
        }
    }

    /// Where the connection stands.
    pub fn status(&self) -> &Status {
        &self.status
    }

    /// The program's name, once a game has said it.
    pub fn name(&self) -> Option<&str> {
        self.name.as_deref()
    }

    /// The window's role, while connected.
    pub fn role(&self) -> Option<Role> {
        self.session.as_ref().map(Session::role)
    }

    /// The moves of the game under way with the program, if one is.
    pub fn game_moves(&self) -> Option<&[Move]> {
        let session = self.session.as_ref().filter(|s| s.is_playing())?;
        session.game().map(|g| g.moves())
    }

    /// Connects to the program at `address` (dropping any connection).
    pub fn connect(&mut self, address: &str) {
        let (attempt, sender, waker) = self.restart(Status::Connecting(address.to_string()));
        let address = address.to_string();
        thread::spawn(move || match connect(&address) {
            Ok(stream) => link(stream, Role::Initiator, attempt, &sender, &waker),
            Err(why) => {
                let _ = sender.send(Inbox::Failed(attempt, why));
                waker.wake();
            }
        });
    }

    /// Waits at `address` for a program to call (dropping any connection).
    pub fn listen(&mut self, address: &str) {
        let (attempt, sender, waker) = self.restart(Status::Listening(address.to_string()));
        let cancel = Arc::clone(&self.cancel);
        let address = address.to_string();
        thread::spawn(move || {
            let told = wait_for_call(&address, attempt, &cancel, &sender, &waker);
            if let Some(told) = told {
                let _ = sender.send(told);
                waker.wake();
            }
        });
    }

    /// Ends the game under way (the program is told) and the connection.
    pub fn stop(&mut self) {
        self.end(EndReason::Unknown);
        self.restart(Status::Off);
    }

    /// Drops the connection and starts attempt afresh with `status`.
    fn restart(&mut self, status: Status) -> (u64, SyncSender<Inbox>, Waker) {
        self.cancel.store(true, Ordering::Relaxed);
        self.cancel = Arc::new(AtomicBool::new(false));
        self.link = None;
        self.session = None;
        self.name = None;
        self.attempt += 1;
        self.status = status;
        (self.attempt, self.sender.clone(), self.waker.clone())
    }

    fn send(&self, message: Message) {
        if let Some(link) = &self.link {
            link.send(message);
        }
    }

    /// As the initiator, asks for a game from `start` with the program playing `remote` on
    /// `control` (in whole minutes; none: [`MINUTES_WITHOUT_CLOCK`]). A game under way is
    /// ended first. Returns false when the window is not the initiator of a connection.
    pub fn ask(
        &mut self,
        start: InternationalPosition,
        remote: Side,
        control: Option<TimeControl>,
    ) -> bool {
        self.end(EndReason::Unknown);
        let (minutes, moves) = minutes_and_moves(control);
        let request = GameRequest::new(DXP_NAME, remote, minutes, moves, start);
        let Some(session) = &mut self.session else { return false };
        match session.request(request) {
            Ok(message) => {
                self.send(message);
                true
            }
            Err(_) => false,
        }
    }

    /// Sends the window's move `mv` in the game under way (nothing outside one).
    pub fn play(&mut self, mv: &Move, seconds: u16) {
        let Some(session) = &mut self.session else { return };
        if let Ok(message) = session.play(mv, seconds) {
            self.send(message);
        }
    }

    /// Ends the game under way, for `reason` (the window's point of view).
    pub fn end(&mut self, reason: EndReason) {
        let Some(session) = &mut self.session else { return };
        if let Ok(message) = session.end(reason, false) {
            self.send(message);
        }
    }

    /// What has come since the last call, without waiting.
    pub fn poll(&mut self) -> Vec<News> {
        let mut news = Vec::new();
        while let Ok(item) = self.inbox.try_recv() {
            match item {
                Inbox::Listening(attempt, _)
                | Inbox::Failed(attempt, _)
                | Inbox::Link(attempt, _)
                    if attempt != self.attempt => {}
                Inbox::Linked(attempt, _, _) if attempt != self.attempt => {}
                Inbox::Listening(_, address) => self.status = Status::Listening(address),
                Inbox::Failed(_, why) => self.status = Status::Failed(why),
                Inbox::Linked(_, link, role) => {
                    self.status = Status::Connected { peer: link.peer().to_string(), name: None };
                    self.link = Some(link);
                    let session = Session::new(role, DXP_NAME).refusing_take_backs();
                    self.session = Some(session);
                    news.push(News::Connected(role));
                }
                Inbox::Link(_, LinkEvent::Received(received)) => self.take(received, &mut news),
                Inbox::Link(_, LinkEvent::Closed(why)) => {
                    self.link = None;
                    self.session = None;
                    self.status = Status::Failed(why.clone());
                    news.push(News::Lost(why));
                }
            }
        }
        news
    }

    /// Takes a message from the program.
    fn take(&mut self, received: Received, news: &mut Vec<News>) {
        let Some(session) = &mut self.session else { return };
        let message = match received {
            Ok(message) => message,
            Err(bad) => {
                let playing = session.is_playing();
                let answers = session.refuse_unreadable(&bad);
                if playing && !session.is_playing() {
                    news.push(News::Broke(bad.to_string()));
                }
                return answers.into_iter().for_each(|a| self.send(a));
            }
        };
        let step = match session.receive(message) {
            Ok(step) => step,
            Err(error) => {
                let answers = session.refuse(&error);
                if error.ends_game() {
                    news.push(News::Broke(error.to_string()));
                }
                return answers.into_iter().for_each(|a| self.send(a));
            }
        };
        let started = match (&step.event, session.game()) {
            (Event::Started { .. }, Some(game)) => Some(News::Started {
                start: game.request().start_position(),
                remote: !game.ours(),
                control: game.request().time_control(),
                opponent: game.opponent().to_string(),
            }),
            _ => None,
        };
        if let Some(reply) = step.reply {
            self.send(reply);
        }
        match step.event {
            Event::Started { .. } => {
                if let Some(News::Started { opponent, .. }) = &started {
                    self.name = Some(opponent.clone());
                    if let Status::Connected { name, .. } = &mut self.status {
                        *name = Some(opponent.clone());
                    }
                }
                news.extend(started);
            }
            Event::Declined(_) => news.push(News::Declined),
            Event::Moved { mv, .. } => news.push(News::Moved(mv)),
            Event::Ended { reason, by_opponent: true, .. } => news.push(News::Ended(reason)),
            Event::Chat(text) => news.push(News::Chat(text)),
            Event::Ended { .. }
            | Event::Refused(_)
            | Event::WentBack { .. }
            | Event::Dropped(_) => {}
        }
    }
}

/// Listens at `address` until a program calls (its connection is linked: nothing to tell),
/// the wait is cancelled (nothing) or fails (the failure).
fn wait_for_call(
    address: &str,
    attempt: u64,
    cancel: &AtomicBool,
    sender: &SyncSender<Inbox>,
    waker: &Waker,
) -> Option<Inbox> {
    let listener = match listen(address).and_then(|l| {
        l.set_nonblocking(true).map_err(|e| e.to_string())?;
        Ok(l)
    }) {
        Ok(listener) => listener,
        Err(why) => return Some(Inbox::Failed(attempt, why)),
    };
    if let Ok(local) = listener.local_addr() {
        let _ = sender.send(Inbox::Listening(attempt, local.to_string()));
        waker.wake();
    }
    while !cancel.load(Ordering::Relaxed) {
        match listener.accept() {
            Ok((stream, _)) => {
                return match stream.set_nonblocking(false) {
                    Ok(()) => {
                        link(stream, Role::Follower, attempt, sender, waker);
                        None
                    }
                    Err(e) => Some(Inbox::Failed(attempt, e.to_string())),
                };
            }
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => thread::sleep(LISTEN_POLL),
            Err(e) => return Some(Inbox::Failed(attempt, format!("{address}: {e}"))),
        }
    }
    None
}

/// Links a connection made and tells the window of it (or of the failure): whatever is read
/// on it reaches the window after the link, never before (a program may ask for a game the
/// moment it is connected).
fn link(stream: TcpStream, role: Role, attempt: u64, sender: &SyncSender<Inbox>, waker: &Waker) {
    let (open, gate) = mpsc::channel::<()>();
    let mut gate = Some(gate);
    let (events, wake) = (sender.clone(), waker.clone());
    let sink = move |event| {
        if let Some(gate) = gate.take() {
            let _ = gate.recv();
        }
        let heard = events.send(Inbox::Link(attempt, event)).is_ok();
        wake.wake();
        heard
    };
    let told = match DxpLink::start(stream, sink) {
        Ok(link) => Inbox::Linked(attempt, link, role),
        Err(e) => Inbox::Failed(attempt, e.to_string()),
    };
    let _ = sender.send(told);
    let _ = open.send(());
    waker.wake();
}

/// A clock in the whole minutes and the moves DamExchange asks for: the minutes rounded up
/// (at least one), the moves of its first period if it has one.
pub fn minutes_and_moves(control: Option<TimeControl>) -> (u16, u16) {
    let Some(control) = control else { return (MINUTES_WITHOUT_CLOCK, 0) };
    let minutes = control.base.as_secs().div_ceil(60).clamp(1, 999) as u16;
    let moves = control.period.map_or(0, |p| p.moves.min(999) as u16);
    (minutes, moves)
}
