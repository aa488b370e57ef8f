//! [`DxpPlayer`]: a program reached over DamExchange as a [`Player`] in Damier's matches,
//! Damier being the initiator: each game is asked for with its start position, the side the
//! program plays and the clock; Damier's moves are sent as they are played, and the
//! program's are read and checked.
//!
//! A program that plays a move that is not legal, sends a message that does not read or
//! closes the connection forfeits the game; one that does not move in its time loses on time;
//! one that ends the game by the protocol gets the result it says (a resignation, a draw) or
//! none (no reason, or a win the rules do not give). Each of these is kept in the game's
//! `Termination` tag and in [`DxpPlayer::log`]. A lost connection ends the match.

use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use damier_core::arena::{NoMove, Player};
use damier_core::clock::{Budget, TimeControl};
use damier_core::dxp::{
    Acceptance, EndReason, Event, GameRequest, Role, Session, Step, time_control,
};
use damier_core::game::{GameRecord, GameResult};
use damier_core::{AnyMove, AnyPosition, Side, notation};

use super::DXP_NAME;
use super::link::{self, DxpLink, LinkEvent};

/// How long the program may take to answer a game request.
const ANSWER_WAIT: Duration = Duration::from_secs(30);
/// How long it may take to end a game, or to confirm that Damier ended it.
const END_WAIT: Duration = Duration::from_secs(30);
/// How long a move without a clock may take.
const UNTIMED_WAIT: Duration = Duration::from_secs(600);
/// Time beyond its clock Damier waits for a move before giving up on it (the game is lost
/// on time all the same).
const SLACK: Duration = Duration::from_secs(2);
/// How many messages may wait unread.
const INBOX: usize = 64;

/// A program reached over DamExchange.
pub struct DxpPlayer {
    link: DxpLink,
    events: Receiver<LinkEvent>,
    session: Session,
    minutes: u16,
    moves: u16,
    /// The program's name: its address until it answers a game request.
    name: String,
    /// Why the game cannot go on, once it cannot.
    stopped: Option<NoMove>,
    /// Why the connection ended, once it has.
    closed: Option<String>,
    /// When the program's last move came (Damier thinks from then on).
    answered: Option<Instant>,
    log: Vec<String>,
}

impl DxpPlayer {
    /// Connects to the program at `address` (`HOST:PORT`), to play games of `minutes` a
    /// side for `moves` moves (0: the whole game).
    pub fn connect(address: &str, minutes: u16, moves: u16) -> Result<DxpPlayer, String> {
        let stream = link::connect(address)?;
        let (sender, events) = mpsc::sync_channel(INBOX);
        let link = DxpLink::start(stream, move |event| sender.send(event).is_ok())
            .map_err(|e| format!("{address}: {e}"))?;
        Ok(DxpPlayer {
            name: format!("DXP {}", link.peer()),
            link,
            events,
            session: Session::new(Role::Initiator, DXP_NAME).refusing_take_backs(),
            minutes,
            moves,
            stopped: None,
            closed: None,
            answered: None,
            log: Vec::new(),
        })
    }

    /// The clock of the games asked for (none for 0 minutes).
    pub fn time_control(&self) -> Option<TimeControl> {
        time_control(self.minutes, self.moves)
    }

    /// What happened beyond the moves: chats, refusals, failures, one line each.
    pub fn log(&self) -> &[String] {
        &self.log
    }

    fn note(&mut self, line: String) {
        self.log.push(line);
    }

    /// The next event before `deadline`, `None` past it.
    fn next_event(&mut self, deadline: Instant) -> Option<LinkEvent> {
        if self.closed.is_some() {
            return None;
        }
        let wait = deadline.saturating_duration_since(Instant::now());
        match self.events.recv_timeout(wait) {
            Ok(LinkEvent::Closed(why)) => {
                self.closed = Some(why.clone());
                Some(LinkEvent::Closed(why))
            }
            Ok(event) => Some(event),
            Err(RecvTimeoutError::Timeout) => None,
            Err(RecvTimeoutError::Disconnected) => {
                self.closed = Some("the connection ended".into());
                Some(LinkEvent::Closed("the connection ended".into()))
            }
        }
    }

    /// Takes a message as the session sees it, sending its reply; a message that breaks the
    /// game is answered (a chat, and the end of the game) and stops it.
    fn take(&mut self, received: damier_core::dxp::Received) -> Option<Step> {
        let message = match received {
            Ok(message) => message,
            Err(bad) => {
                for answer in self.session.refuse_unreadable(&bad) {
                    self.link.send(answer);
                }
                let why = format!("{} sent a message that does not read: {bad}", self.name);
                self.stop(NoMove::Forfeits(why));
                return None;
            }
        };
        match self.session.receive(message) {
            Ok(step) => {
                if let Some(reply) = step.reply.clone() {
                    self.link.send(reply);
                }
                Some(step)
            }
            Err(error) => {
                for answer in self.session.refuse(&error) {
                    self.link.send(answer);
                }
                let why = format!("{}: {error}", self.name);
                if error.ends_game() {
                    self.stop(NoMove::Forfeits(why));
                } else {
                    self.note(format!("refused: {why}"));
                }
                None
            }
        }
    }

    fn stop(&mut self, why: NoMove) {
        let line = match &why {
            NoMove::Resigns => format!("{} resigned", self.name),
            NoMove::Forfeits(why) | NoMove::Draw(why) | NoMove::Stops(why) => why.clone(),
        };
        self.note(line);
        self.stopped.get_or_insert(why);
    }

    /// Sends the moves of `record` up to its cursor that the program has not seen: Damier's.
    fn send_moves(&mut self, record: &GameRecord) {
        let Some(game) = self.session.game() else { return };
        let known = game.moves().len();
        let line = record.line_to(record.current());
        let seconds = self.answered.map_or(0, |t| t.elapsed().as_secs().min(9999) as u16);
        for &id in line.iter().skip(1 + known) {
            let Some(AnyMove::International(mv)) = record.move_info(id).map(|info| info.mv) else {
                return;
            };
            match self.session.play(&mv, seconds) {
                Ok(message) => self.link.send(message),
                Err(e) => {
                    self.note(format!("cannot send the move: {e}"));
                    return;
                }
            }
        }
    }

    /// The program's move, as the game writes it, waiting until `deadline`.
    fn wait_for_move(&mut self, record: &GameRecord, wait: Duration) -> Option<String> {
        let deadline = Instant::now() + wait;
        while self.stopped.is_none() {
            let Some(event) = self.next_event(deadline) else {
                let late = format!("{} did not move within {:?}", self.name, wait);
                self.stop(NoMove::Forfeits(late));
                return None;
            };
            let received = match event {
                LinkEvent::Received(received) => received,
                LinkEvent::Closed(why) => {
                    let lost = format!("the connection to {} was lost: {why}", self.name);
                    self.stop(NoMove::Forfeits(lost));
                    return None;
                }
            };
            let Some(step) = self.take(received) else { continue };
            match step.event {
                Event::Moved { mv, .. } => {
                    self.answered = Some(Instant::now());
                    let AnyPosition::International(before) = record.position() else { return None };
                    return Some(notation::move_text(before, &mv));
                }
                Event::Ended { reason, by_opponent: true, .. } => {
                    let why = self.ending(reason);
                    self.stop(why);
                }
                Event::Chat(text) => self.note(format!("{} says: {text}", self.name)),
                other => self.note(format!("{}: {other:?} ignored", self.name)),
            }
        }
        None
    }

    /// What the program's end of the game, for `reason`, makes of it.
    fn ending(&self, reason: EndReason) -> NoMove {
        let name = &self.name;
        match reason {
            EndReason::Loses => NoMove::Resigns,
            EndReason::Draw => NoMove::Draw(format!("{name} ended the game as a draw")),
            EndReason::Wins => {
                NoMove::Stops(format!("{name} ended the game claiming a win the rules do not give"))
            }
            EndReason::Unknown => NoMove::Stops(format!("{name} ended the game without a reason")),
        }
    }

    fn exchange(&mut self, record: &GameRecord, wait: Duration) -> Option<String> {
        if self.stopped.is_some() {
            return None;
        }
        if !self.session.is_playing() {
            let why = self.closed.clone().unwrap_or_else(|| "the game was not started".into());
            self.stop(NoMove::Stops(format!("no game with {}: {why}", self.name)));
            return None;
        }
        self.send_moves(record);
        self.wait_for_move(record, wait)
    }

    /// Waits until `deadline` for the session to leave its game (the end confirmed); closes
    /// the connection when it does not.
    fn await_end(&mut self, deadline: Instant) {
        while self.session.game().is_some() {
            match self.next_event(deadline) {
                Some(LinkEvent::Received(received)) => {
                    if let Some(Step { event: Event::Chat(text), .. }) = self.take(received) {
                        self.note(format!("{} says: {text}", self.name));
                    }
                }
                Some(LinkEvent::Closed(why)) => {
                    self.note(format!("the connection to {} was lost: {why}", self.name));
                    return;
                }
                None => {
                    self.note(format!(
                        "{} did not end the game: the connection is closed",
                        self.name
                    ));
                    self.link.close();
                    self.closed.get_or_insert_with(|| "the game did not end".into());
                    return;
                }
            }
        }
    }
}

/// The reason Damier gives for ending a game with `result`, Damier playing `side`.
fn reason_for(result: GameResult, side: Side) -> EndReason {
    match result {
        GameResult::Draw => EndReason::Draw,
        GameResult::WhiteWins | GameResult::BlackWins => {
            if result == GameResult::win_for(side) {
                EndReason::Wins
            } else {
                EndReason::Loses
            }
        }
        GameResult::BothLose | GameResult::Unknown => EndReason::Unknown,
    }
}

impl Player for DxpPlayer {
    fn name(&self) -> String {
        self.name.clone()
    }

    fn new_game(&mut self, start: &AnyPosition, side: Side) {
        self.stopped = None;
        self.answered = None;
        let AnyPosition::International(start) = start else {
            self.stop(NoMove::Stops("DamExchange plays International draughts only".into()));
            return;
        };
        let request = GameRequest::new(DXP_NAME, side, self.minutes, self.moves, *start);
        match self.session.request(request) {
            Ok(message) => self.link.send(message),
            Err(e) => {
                self.stop(NoMove::Stops(format!("no game asked of {}: {e}", self.name)));
                return;
            }
        }
        let deadline = Instant::now() + ANSWER_WAIT;
        loop {
            let event = match self.next_event(deadline) {
                Some(LinkEvent::Received(received)) => self.take(received).map(|s| s.event),
                Some(LinkEvent::Closed(_)) | None => {
                    let why = self.closed.clone().unwrap_or_else(|| "no answer".into());
                    self.stop(NoMove::Stops(format!(
                        "{} did not answer the game request: {why}",
                        self.name
                    )));
                    return;
                }
            };
            match event {
                Some(Event::Started { .. }) => {
                    if let Some(game) = self.session.game() {
                        self.name = game.opponent().to_string();
                    }
                    return;
                }
                Some(Event::Declined(answer)) => {
                    let why = match answer {
                        Acceptance::WrongVersion => "it speaks another version of the protocol",
                        Acceptance::Refused => "it plays no game",
                        _ => "it does not play this game",
                    };
                    self.stop(NoMove::Stops(format!("{} declined the game: {why}", self.name)));
                    return;
                }
                Some(Event::Chat(text)) => self.note(format!("{} says: {text}", self.name)),
                _ => {}
            }
            if self.stopped.is_some() {
                return;
            }
        }
    }

    fn choose(&mut self, record: &GameRecord) -> Option<String> {
        self.exchange(record, UNTIMED_WAIT)
    }

    fn choose_within(&mut self, record: &GameRecord, budget: Budget) -> Option<String> {
        self.exchange(record, budget.left + SLACK)
    }

    fn no_move(&mut self) -> NoMove {
        self.stopped.clone().unwrap_or(NoMove::Resigns)
    }

    /// Tells the program how the game ended: Damier's last move first, then the end (by the
    /// program on its turn, confirmed; or by Damier, and confirmed by the program).
    fn game_over(&mut self, record: &GameRecord) {
        if self.session.is_playing() {
            self.send_moves(record);
        }
        let Some(game) = self.session.game() else { return };
        let ours = game.ours();
        let deadline = Instant::now() + END_WAIT;
        let theirs_to_end = !game.our_turn() && game.outcome().is_some();
        if self.session.is_playing() && theirs_to_end && self.stopped.is_none() {
            // The rules ended the game on the program's turn: it ends it itself, or moves and
            // is answered with the end.
            while self.session.is_playing() {
                match self.next_event(deadline) {
                    Some(LinkEvent::Received(received)) => {
                        self.take(received);
                    }
                    Some(LinkEvent::Closed(_)) | None => break,
                }
            }
        }
        if self.session.is_playing()
            && let Ok(end) = self.session.end(reason_for(record.result(), ours), false)
        {
            self.link.send(end);
        }
        self.await_end(deadline);
    }

    fn can_play(&self) -> bool {
        self.closed.is_none() && !self.session.is_over()
    }
}

impl Drop for DxpPlayer {
    /// Ends a game still under way and closes the connection.
    fn drop(&mut self) {
        if self.session.is_playing()
            && let Ok(end) = self.session.end(EndReason::Unknown, true)
        {
            self.link.send(end);
        }
        self.link.close();
    }
}
