//! A DamExchange conversation as one side sees it: whether a game is asked for, played or
//! ending, and the game itself. [`Session::receive`] takes each message from the other side
//! and says what happened and what to answer; [`Session::request`], [`Session::play`] and
//! [`Session::end`] make this side's messages. Nothing here reads or writes the network.
//!
//! The initiator asks for games (GAMEREQ) and the follower accepts them (GAMEACC); then each
//! side sends its moves in turn (MOVE), until one side, on its turn, ends the game (GAMEEND)
//! and the other confirms it with a GAMEEND of its own. A side may ask to go back to an
//! earlier position (BACKREQ, answered BACKACC) and chat (CHAT) at any time.

use crate::any::AnyPosition;
use crate::draughts::{InternationalPosition, Move};
use crate::game::{GameRecord, Outcome};
use crate::position::{MoveList, Position};
use crate::side::Side;

use super::message::{
    Acceptance, BackAnswer, BackRequest, EndReason, GameAccept, GameEnd, GameRequest, Message,
    MessageError, VERSION,
};
use super::moves::{self, MoveError};

/// Which side of the conversation this program is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// It asks for games.
    Initiator,
    /// It answers requests for games.
    Follower,
}

/// A game under way.
#[derive(Clone, Debug)]
pub struct Game {
    request: GameRequest,
    opponent: String,
    ours: Side,
    /// The moves played, and the position they lead to.
    moves: Vec<Move>,
    position: InternationalPosition,
    /// The same game, for the rules that look at its history (repetitions, counts).
    record: GameRecord,
}

impl Game {
    fn new(request: GameRequest, opponent: String, ours: Side) -> Game {
        let position = request.start_position();
        let record = GameRecord::new(AnyPosition::International(position));
        Game { request, opponent, ours, moves: Vec::new(), position, record }
    }

    /// The request the game was asked with (its start and clock).
    pub fn request(&self) -> &GameRequest {
        &self.request
    }

    /// The other side's name.
    pub fn opponent(&self) -> &str {
        &self.opponent
    }

    /// The side this program plays.
    pub fn ours(&self) -> Side {
        self.ours
    }

    /// The moves so far.
    pub fn record(&self) -> &GameRecord {
        &self.record
    }

    /// The position now.
    pub fn position(&self) -> InternationalPosition {
        self.position
    }

    /// The moves played from the start.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Whether this program is to move.
    pub fn our_turn(&self) -> bool {
        self.position().side_to_move() == self.ours
    }

    /// How the rules end the game now, if they do.
    pub fn outcome(&self) -> Option<Outcome> {
        self.record.outcome()
    }

    /// The reason this program gives for ending the game now: the rules' verdict for its
    /// side, else none.
    pub fn claim(&self) -> EndReason {
        match self.outcome().map(|o| o.winner) {
            None => EndReason::Unknown,
            Some(None) => EndReason::Draw,
            Some(Some(winner)) if winner == self.ours => EndReason::Wins,
            Some(Some(_)) => EndReason::Loses,
        }
    }

    /// Plays `mv`, a legal move of the position.
    fn play(&mut self, mv: &Move) {
        self.moves.push(*mv);
        self.position = self.position.play(mv);
        // A legal move always plays; the record is only the rules' view of the same moves.
        let _ = self.record.play_move(&crate::any::AnyMove::International(*mv));
    }

    /// Goes back to the position `plies` after the start, dropping the moves after it.
    fn go_back(&mut self, plies: usize) {
        self.moves.truncate(plies);
        let start = self.request.start_position();
        self.position = self.moves.iter().fold(start, |at, mv| at.play(mv));
        let line = self.record.main_line();
        self.record.go_to(line[plies]);
        self.record.truncate();
    }

    /// The plies from the start to the position a back request asks for, if the game has
    /// it.
    fn plies_to(&self, back: &BackRequest) -> Option<usize> {
        let first = self.request.start_position().side_to_move();
        let turns = 2 * (usize::from(back.move_number) - 1) + usize::from(back.side == Side::Black);
        let plies = turns.checked_sub(usize::from(first == Side::Black))?;
        (plies <= self.moves.len()).then_some(plies)
    }
}

/// Where the conversation stands.
#[derive(Clone, Debug)]
enum Phase {
    /// No game.
    Idle,
    /// The initiator asked for a game and waits for the answer.
    Asked(GameRequest),
    /// A game is played.
    Playing(Game),
    /// This side ended the game and waits for the other to confirm.
    Ending { game: Game, end: GameEnd },
    /// A side wants no further game.
    Over,
}

impl Phase {
    /// Where the conversation stands, as an error message says it.
    fn described(&self) -> &'static str {
        match self {
            Phase::Idle => "while no game is played",
            Phase::Asked(_) => "while a game request waits for its answer",
            Phase::Playing(_) => "during a game",
            Phase::Ending { .. } => "after the end of the game",
            Phase::Over => "after the last game",
        }
    }
}

/// What a message received brings about.
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    /// A game starts (see [`Session::game`]); `abandoned` when it replaces a game under way.
    Started {
        /// Whether a game under way was dropped for it.
        abandoned: bool,
    },
    /// The follower accepted no game, for this reason.
    Declined(Acceptance),
    /// This follower answered a request with no game, for this reason.
    Refused(Acceptance),
    /// The opponent played this move (now in the game).
    Moved {
        /// The move.
        mv: Move,
        /// The time it says it took, in seconds.
        seconds: u16,
    },
    /// The game ended: the opponent ended it (`by_opponent`, for its reason) or confirmed
    /// this side's end. `stop` when a side wants no further game.
    Ended {
        /// The reason of the side that ended it, from that side's point of view.
        reason: EndReason,
        /// Whether the opponent ended it.
        by_opponent: bool,
        /// Whether the conversation is over.
        stop: bool,
    },
    /// The opponent asked to go back; `granted` when the game went back (see
    /// [`Session::game`]).
    WentBack {
        /// Whether the game went back.
        granted: bool,
    },
    /// The opponent said this.
    Chat(String),
    /// A message that crossed this side's end of the game was dropped.
    Dropped(&'static str),
}

/// A message received, understood: what it brought about and the answer to send, if any.
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    /// What happened.
    pub event: Event,
    /// What to send back.
    pub reply: Option<Message>,
}

impl Step {
    fn quiet(event: Event) -> Step {
        Step { event, reply: None }
    }
}

/// A message the other side should not have sent.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ProtocolError {
    /// A message that has no place now.
    #[error("a {message} came {when}")]
    Unexpected {
        /// The message's name.
        message: &'static str,
        /// Where the conversation stood.
        when: &'static str,
    },
    /// A move on this side's turn.
    #[error("a MOVE came on Damier's turn")]
    NotTheirTurn,
    /// A move after the rules ended the game.
    #[error("a MOVE came after the end of the game ({0})")]
    AfterTheEnd(Outcome),
    /// A move that is not legal.
    #[error("{0}")]
    IllegalMove(#[from] MoveError),
}

impl ProtocolError {
    /// Whether the game cannot go on after it.
    pub fn ends_game(&self) -> bool {
        !matches!(self, ProtocolError::Unexpected { .. })
    }
}

/// Something this side cannot do now.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SessionError {
    /// Only the initiator asks for games.
    #[error("only the initiator asks for games")]
    NotInitiator,
    /// A game is asked for or played already.
    #[error("a game is asked for or played already")]
    Busy,
    /// The other side wants no further game.
    #[error("the other side wants no further game")]
    Over,
    /// No game is played.
    #[error("no game is played")]
    NoGame,
    /// It is the opponent's turn, or the game is over by the rules.
    #[error("it is not this side's turn to move")]
    NotOurTurn,
    /// The move is not legal in the game's position.
    #[error("the move is not legal here")]
    Illegal,
}

/// One side of a DamExchange conversation.
#[derive(Clone, Debug)]
pub struct Session {
    role: Role,
    name: String,
    phase: Phase,
    /// Whether the other side's back requests are granted.
    takes_back: bool,
}

impl Session {
    /// A conversation in which this program, called `name`, has `role`.
    pub fn new(role: Role, name: impl Into<String>) -> Session {
        Session { role, name: name.into(), phase: Phase::Idle, takes_back: true }
    }

    /// The same conversation answering every back request that moves are not taken back (a
    /// match whose games are kept as played).
    pub fn refusing_take_backs(self) -> Session {
        Session { takes_back: false, ..self }
    }

    /// This side's role.
    pub fn role(&self) -> Role {
        self.role
    }

    /// The game under way, or ending.
    pub fn game(&self) -> Option<&Game> {
        match &self.phase {
            Phase::Playing(game) | Phase::Ending { game, .. } => Some(game),
            _ => None,
        }
    }

    /// Whether a game is played (not asked for, not ending).
    pub fn is_playing(&self) -> bool {
        matches!(self.phase, Phase::Playing(_))
    }

    /// Whether this side ended the game and waits for the other to confirm.
    pub fn is_ending(&self) -> bool {
        matches!(self.phase, Phase::Ending { .. })
    }

    /// Whether a side wants no further game.
    pub fn is_over(&self) -> bool {
        matches!(self.phase, Phase::Over)
    }

    /// Asks for the game `request` describes (initiator only, between games).
    pub fn request(&mut self, request: GameRequest) -> Result<Message, SessionError> {
        match (&self.phase, self.role) {
            (_, Role::Follower) => Err(SessionError::NotInitiator),
            (Phase::Over, _) => Err(SessionError::Over),
            (Phase::Idle, _) => {
                self.phase = Phase::Asked(request.clone());
                Ok(Message::GameRequest(request))
            }
            _ => Err(SessionError::Busy),
        }
    }

    /// Plays `mv`, having taken `seconds`, on this side's turn.
    pub fn play(&mut self, mv: &Move, seconds: u16) -> Result<Message, SessionError> {
        let Phase::Playing(game) = &mut self.phase else { return Err(SessionError::NoGame) };
        if !game.our_turn() || game.outcome().is_some() {
            return Err(SessionError::NotOurTurn);
        }
        let mut legal = MoveList::new();
        game.position().legal_moves(&mut legal);
        if !legal.contains(mv) {
            return Err(SessionError::Illegal);
        }
        game.play(mv);
        Ok(Message::Move(moves::to_dxp(mv, seconds)))
    }

    /// Ends the game for `reason` (`stop` for no further game). By the protocol a side ends
    /// a game on its own turn; it may end it at any time when the other side broke the
    /// protocol or went silent.
    pub fn end(&mut self, reason: EndReason, stop: bool) -> Result<Message, SessionError> {
        match std::mem::replace(&mut self.phase, Phase::Idle) {
            Phase::Playing(game) => {
                let end = GameEnd { reason, stop };
                self.phase = Phase::Ending { game, end };
                Ok(Message::GameEnd(end))
            }
            other => {
                self.phase = other;
                Err(SessionError::NoGame)
            }
        }
    }

    /// Takes a message from the other side.
    pub fn receive(&mut self, message: Message) -> Result<Step, ProtocolError> {
        let unexpected = |phase: &Phase, message: &Message| ProtocolError::Unexpected {
            message: message.name(),
            when: phase.described(),
        };
        match message {
            Message::Chat(text) => Ok(Step::quiet(Event::Chat(text))),
            Message::GameRequest(request) => match self.role {
                Role::Follower => Ok(self.requested(request)),
                Role::Initiator => Err(unexpected(&self.phase, &Message::GameRequest(request))),
            },
            Message::GameAccept(accept) => match std::mem::replace(&mut self.phase, Phase::Idle) {
                Phase::Asked(request) => Ok(self.answered(request, accept)),
                phase => {
                    let error = unexpected(&phase, &Message::GameAccept(accept));
                    self.phase = phase;
                    Err(error)
                }
            },
            Message::Move(sent) => match &mut self.phase {
                Phase::Playing(game) => {
                    if let Some(outcome) = game.outcome() {
                        return Err(ProtocolError::AfterTheEnd(outcome));
                    }
                    if game.our_turn() {
                        return Err(ProtocolError::NotTheirTurn);
                    }
                    let mv = moves::from_dxp(&game.position(), &sent)?;
                    game.play(&mv);
                    Ok(Step::quiet(Event::Moved { mv, seconds: sent.seconds }))
                }
                Phase::Ending { .. } => Ok(Step::quiet(Event::Dropped("MOVE"))),
                phase => Err(unexpected(phase, &Message::Move(sent))),
            },
            Message::GameEnd(end) => Ok(self.ended(end)),
            Message::BackRequest(_) if !self.takes_back => Ok(Step {
                event: Event::WentBack { granted: false },
                reply: Some(Message::BackAccept(BackAnswer::NotSupported)),
            }),
            Message::BackRequest(back) => {
                let granted = match &mut self.phase {
                    Phase::Playing(game) => match game.plies_to(&back) {
                        Some(plies) => {
                            game.go_back(plies);
                            true
                        }
                        None => false,
                    },
                    _ => false,
                };
                let answer = if granted { BackAnswer::Accepted } else { BackAnswer::Refused };
                Ok(Step {
                    event: Event::WentBack { granted },
                    reply: Some(Message::BackAccept(answer)),
                })
            }
            message @ Message::BackAccept(_) => Err(unexpected(&self.phase, &message)),
        }
    }

    /// The answers to a message that could not be read: a chat saying why, and, when the
    /// opponent is to move in a game (the message was likely its move), the end of the game.
    pub fn refuse_unreadable(&mut self, error: &MessageError) -> Vec<Message> {
        let mut answers = vec![Message::Chat(format!("unreadable message: {error}"))];
        let their_turn = matches!(&self.phase, Phase::Playing(game) if !game.our_turn());
        if their_turn && let Ok(end) = self.end(EndReason::Wins, false) {
            answers.push(end);
        }
        answers
    }

    /// The answers to a message the other side should not have sent: a chat saying why and,
    /// when the game cannot go on, its end (won by this side, or as the rules ended it).
    pub fn refuse(&mut self, error: &ProtocolError) -> Vec<Message> {
        let mut answers = vec![Message::Chat(format!("refused: {error}"))];
        if error.ends_game() {
            let reason = match (error, self.game()) {
                (ProtocolError::AfterTheEnd(_), Some(game)) => game.claim(),
                _ => EndReason::Wins,
            };
            if let Ok(end) = self.end(reason, false) {
                answers.push(end);
            }
        }
        answers
    }

    /// A follower's answer to a game request.
    fn requested(&mut self, request: GameRequest) -> Step {
        let refuse = |answer| Step {
            event: Event::Refused(answer),
            reply: Some(Message::GameAccept(GameAccept { follower: self.name.clone(), answer })),
        };
        if self.is_over() {
            return refuse(Acceptance::Refused);
        }
        if request.version != VERSION {
            return refuse(Acceptance::WrongVersion);
        }
        let mut legal = MoveList::new();
        request.start_position().legal_moves(&mut legal);
        if legal.is_empty() {
            return refuse(Acceptance::Declined);
        }
        let abandoned = matches!(self.phase, Phase::Playing(_));
        let reply = Message::GameAccept(GameAccept {
            follower: self.name.clone(),
            answer: Acceptance::Accepted,
        });
        let ours = request.follower_side;
        let opponent = request.initiator.clone();
        self.phase = Phase::Playing(Game::new(request, opponent, ours));
        Step { event: Event::Started { abandoned }, reply: Some(reply) }
    }

    /// The initiator's side of the follower's answer.
    fn answered(&mut self, request: GameRequest, accept: GameAccept) -> Step {
        match accept.answer {
            Acceptance::Accepted => {
                let ours = !request.follower_side;
                self.phase = Phase::Playing(Game::new(request, accept.follower, ours));
                Step::quiet(Event::Started { abandoned: false })
            }
            Acceptance::Refused => {
                self.phase = Phase::Over;
                Step::quiet(Event::Declined(accept.answer))
            }
            answer => Step::quiet(Event::Declined(answer)),
        }
    }

    /// A GAMEEND received: the other side ends the game (answered with a confirmation), or
    /// confirms this side's end.
    fn ended(&mut self, end: GameEnd) -> Step {
        let phase = std::mem::replace(&mut self.phase, Phase::Idle);
        let (event, reply) = match phase {
            Phase::Ending { end: ours, .. } => {
                let stop = ours.stop || end.stop;
                (Event::Ended { reason: ours.reason, by_opponent: false, stop }, None)
            }
            Phase::Over => {
                self.phase = Phase::Over;
                return Step::quiet(Event::Ended {
                    reason: end.reason,
                    by_opponent: true,
                    stop: true,
                });
            }
            _ => {
                let confirmation = GameEnd { reason: EndReason::Unknown, stop: end.stop };
                let event = Event::Ended { reason: end.reason, by_opponent: true, stop: end.stop };
                (event, Some(Message::GameEnd(confirmation)))
            }
        };
        if matches!(event, Event::Ended { stop: true, .. }) {
            self.phase = Phase::Over;
        }
        Step { event, reply }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dxp::message::DxpMove;

    fn request(follower_side: Side, start: InternationalPosition) -> GameRequest {
        GameRequest::new("Tester", follower_side, 1, 75, start)
    }

    fn dxp(from: u8, to: u8, captured: &[u8]) -> Message {
        Message::Move(DxpMove { seconds: 1, from, to, captured: captured.to_vec() })
    }

    fn mv(position: &InternationalPosition, text: &str) -> Move {
        crate::notation::parse_move(position, text).unwrap()
    }

    /// A follower and an initiator in the same game, each receiving what the other sends.
    #[test]
    fn an_initiator_and_a_follower_play_a_game_to_its_end() {
        let mut initiator = Session::new(Role::Initiator, "Damier");
        let mut follower = Session::new(Role::Follower, "Other");
        let start = InternationalPosition::from_fen("W:W37:B22,32").unwrap();
        let asked = initiator.request(request(Side::Black, start)).unwrap();
        let step = follower.receive(asked).unwrap();
        assert_eq!(step.event, Event::Started { abandoned: false });
        let step = initiator.receive(step.reply.unwrap()).unwrap();
        assert_eq!(step.event, Event::Started { abandoned: false });
        let game = initiator.game().unwrap();
        assert_eq!((game.ours(), game.opponent(), game.our_turn()), (Side::White, "Other", true));
        assert!(!follower.game().unwrap().our_turn());
        // White takes both men: Black cannot move and, on its turn, gives up.
        let capture = mv(&start, "37x17");
        let sent = initiator.play(&capture, 2).unwrap();
        assert_eq!(sent, dxp(37, 17, &[22, 32]).with_seconds(2));
        let step = follower.receive(sent).unwrap();
        assert_eq!(step.event, Event::Moved { mv: capture, seconds: 2 });
        let game = follower.game().unwrap();
        assert!(game.our_turn());
        assert_eq!(game.claim(), EndReason::Loses);
        let end = follower.end(EndReason::Loses, false).unwrap();
        let step = initiator.receive(end).unwrap();
        let ended = Event::Ended { reason: EndReason::Loses, by_opponent: true, stop: false };
        assert_eq!(step.event, ended);
        assert_eq!(
            step.reply,
            Some(Message::GameEnd(GameEnd { reason: EndReason::Unknown, stop: false }))
        );
        let step = follower.receive(step.reply.unwrap()).unwrap();
        assert_eq!(
            step.event,
            Event::Ended { reason: EndReason::Loses, by_opponent: false, stop: false }
        );
        assert!(initiator.game().is_none() && follower.game().is_none());
        assert!(
            initiator.request(request(Side::White, start)).is_ok(),
            "another game may be asked"
        );
    }

    #[test]
    fn moves_out_of_turn_or_illegal_end_the_game_with_a_reason() {
        let mut follower = Session::new(Role::Follower, "Damier");
        let start = InternationalPosition::start();
        follower.receive(Message::GameRequest(request(Side::White, start))).unwrap();
        let error = follower.receive(dxp(19, 23, &[])).unwrap_err();
        assert_eq!(error, ProtocolError::NotTheirTurn);
        assert!(error.ends_game());
        follower.play(&mv(&start, "32-28"), 0).unwrap();
        let error = follower.receive(dxp(19, 25, &[])).unwrap_err();
        assert_eq!(error.to_string(), "19-25 is not a legal move here");
        let answers = follower.refuse(&error);
        assert_eq!(answers[0], Message::Chat("refused: 19-25 is not a legal move here".into()));
        assert_eq!(answers[1], Message::GameEnd(GameEnd { reason: EndReason::Wins, stop: false }));
        assert!(follower.is_ending());
        assert_eq!(follower.receive(dxp(19, 23, &[])).unwrap().event, Event::Dropped("MOVE"));
    }

    #[test]
    fn messages_out_of_order_are_refused_without_ending_anything() {
        let mut follower = Session::new(Role::Follower, "Damier");
        let stray = [
            dxp(32, 28, &[]),
            Message::GameAccept(GameAccept { follower: "x".into(), answer: Acceptance::Accepted }),
            Message::BackAccept(BackAnswer::Accepted),
        ];
        for message in stray {
            let error = follower.receive(message).unwrap_err();
            assert!(!error.ends_game(), "{error}");
            assert!(error.to_string().ends_with("while no game is played"), "{error}");
        }
        let mut initiator = Session::new(Role::Initiator, "Damier");
        let asked = Message::GameRequest(request(Side::White, InternationalPosition::start()));
        assert_eq!(
            initiator.receive(asked).unwrap_err().to_string(),
            "a GAMEREQ came while no game is played"
        );
        assert_eq!(
            follower.request(request(Side::White, InternationalPosition::start())),
            Err(SessionError::NotInitiator)
        );
    }

    #[test]
    fn a_follower_declines_what_it_cannot_play() {
        let mut follower = Session::new(Role::Follower, "Damier");
        let mut old = request(Side::White, InternationalPosition::start());
        old.version = 2;
        let step = follower.receive(Message::GameRequest(old)).unwrap();
        assert_eq!(step.event, Event::Refused(Acceptance::WrongVersion));
        let blocked = InternationalPosition::from_fen("W:W46:B41,37").unwrap();
        let step = follower.receive(Message::GameRequest(request(Side::White, blocked))).unwrap();
        assert_eq!(step.event, Event::Refused(Acceptance::Declined));
        assert!(follower.game().is_none());
    }

    #[test]
    fn a_back_request_goes_back_to_the_position_it_names() {
        let mut follower = Session::new(Role::Follower, "Damier");
        let start = InternationalPosition::start();
        follower.receive(Message::GameRequest(request(Side::Black, start))).unwrap();
        follower.receive(dxp(32, 28, &[])).unwrap();
        let after = follower.game().unwrap().position();
        follower.play(&mv(&after, "19-23"), 0).unwrap();
        let after = follower.game().unwrap().position();
        follower.receive(Message::Move(moves::to_dxp(&mv(&after, "28x19"), 0))).unwrap();
        assert_eq!(follower.game().unwrap().record().main_line().len(), 4);
        // Back to Black's first move: one ply after the start.
        let back = Message::BackRequest(BackRequest { move_number: 1, side: Side::Black });
        let step = follower.receive(back).unwrap();
        assert_eq!(step.event, Event::WentBack { granted: true });
        assert_eq!(step.reply, Some(Message::BackAccept(BackAnswer::Accepted)));
        let game = follower.game().unwrap();
        assert_eq!(game.record().main_line().len(), 2);
        assert!(game.our_turn());
        let ahead = Message::BackRequest(BackRequest { move_number: 9, side: Side::White });
        let step = follower.receive(ahead).unwrap();
        assert_eq!(step.reply, Some(Message::BackAccept(BackAnswer::Refused)));
        let mut firm = Session::new(Role::Initiator, "Damier").refusing_take_backs();
        let back = Message::BackRequest(BackRequest { move_number: 1, side: Side::White });
        let step = firm.receive(back).unwrap();
        assert_eq!(step.reply, Some(Message::BackAccept(BackAnswer::NotSupported)));
    }

    #[test]
    fn a_stop_code_ends_the_conversation() {
        let mut follower = Session::new(Role::Follower, "Damier");
        follower
            .receive(Message::GameRequest(request(Side::White, InternationalPosition::start())))
            .unwrap();
        let step = follower
            .receive(Message::GameEnd(GameEnd { reason: EndReason::Unknown, stop: true }))
            .unwrap();
        assert_eq!(
            step.reply,
            Some(Message::GameEnd(GameEnd { reason: EndReason::Unknown, stop: true }))
        );
        assert!(follower.is_over());
        let step = follower
            .receive(Message::GameRequest(request(Side::White, InternationalPosition::start())))
            .unwrap();
        assert_eq!(step.event, Event::Refused(Acceptance::Refused));
    }

    #[test]
    fn an_unreadable_message_on_the_opponents_turn_ends_the_game() {
        let mut follower = Session::new(Role::Follower, "Damier");
        let answers = follower.refuse_unreadable(&MessageError::Empty);
        assert_eq!(answers, [Message::Chat("unreadable message: an empty message".into())]);
        follower
            .receive(Message::GameRequest(request(Side::Black, InternationalPosition::start())))
            .unwrap();
        let answers = follower.refuse_unreadable(&MessageError::UnknownType('Q'));
        assert_eq!(answers.len(), 2);
        assert!(follower.is_ending());
    }

    impl Message {
        fn with_seconds(mut self, seconds: u16) -> Message {
            if let Message::Move(m) = &mut self {
                m.seconds = seconds;
            }
            self
        }
    }
}
