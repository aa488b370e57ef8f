//! DamExchange messages: short ASCII strings of fixed-width fields, the first character naming
//! the message. Read with [`Message::parse`], written with `Display` (without the NUL that ends
//! a message on the wire: see [`super::frames`]).

use std::fmt;
use std::ops::RangeInclusive;
use std::time::Duration;

use crate::clock::{Period, TimeControl};
use crate::draughts::InternationalPosition;
use crate::hub::{self, Letters, PositionError};
use crate::position::Position;
use crate::side::Side;

/// The longest message the protocol allows, in characters (without its NUL).
pub const LONGEST_MESSAGE: usize = 127;
/// The protocol version Damier speaks.
pub const VERSION: u8 = 1;
/// The most pieces a move may list as captured.
pub const MOST_CAPTURED: usize = 20;
/// The longest chat text.
pub const LONGEST_CHAT: usize = LONGEST_MESSAGE - 1;
/// The width of a program's name.
const NAME_WIDTH: usize = 32;

/// DamExchange's position letters: `W`/`Z` to move, `w`/`z` men, `W`/`Z` kings, `e` empty.
const LETTERS: Letters = Letters {
    sides: ['W', 'Z'],
    men: ['w', 'z'],
    kings: ['W', 'Z'],
    sides_listed: "W or Z",
    squares_listed: "w z W Z e",
};

/// One DamExchange message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    /// `R`, GAMEREQ: the initiator asks for a game.
    GameRequest(GameRequest),
    /// `A`, GAMEACC: the follower's answer to a game request.
    GameAccept(GameAccept),
    /// `M`, MOVE: a move played.
    Move(DxpMove),
    /// `E`, GAMEEND: a side ends the game, or confirms that the other side ended it.
    GameEnd(GameEnd),
    /// `C`, CHAT: free text, at any time.
    Chat(String),
    /// `B`, BACKREQ: a side asks to go back to an earlier position of the game.
    BackRequest(BackRequest),
    /// `K`, BACKACC: the answer to a back request.
    BackAccept(BackAnswer),
}

/// A game request (GAMEREQ).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRequest {
    /// The protocol version of the initiator (Damier speaks [`VERSION`]).
    pub version: u8,
    /// The initiator's name (at most 32 characters are sent).
    pub initiator: String,
    /// The side the follower is to play.
    pub follower_side: Side,
    /// Each side's thinking time for the whole game, in minutes (0–999).
    pub minutes: u16,
    /// The moves of the game after which either side may end it, 0 for no limit (0–999).
    pub moves: u16,
    /// The position the game starts from; `None` for the usual start.
    pub start: Option<InternationalPosition>,
}

impl GameRequest {
    /// A request of this protocol version for a game from `start` (sent as the usual start
    /// when it is).
    pub fn new(
        initiator: impl Into<String>,
        follower_side: Side,
        minutes: u16,
        moves: u16,
        start: InternationalPosition,
    ) -> GameRequest {
        let start = (start != InternationalPosition::start()).then_some(start);
        GameRequest {
            version: VERSION,
            initiator: initiator.into(),
            follower_side,
            minutes,
            moves,
            start,
        }
    }

    /// The position the game starts from.
    pub fn start_position(&self) -> InternationalPosition {
        self.start.unwrap_or_else(InternationalPosition::start)
    }

    /// Each side's clock in the game asked for: see [`time_control`].
    pub fn time_control(&self) -> Option<TimeControl> {
        time_control(self.minutes, self.moves)
    }
}

/// The clock of a game of `minutes` for each side, for `moves` moves when there are some: the
/// minutes go to those moves, and as much time again is given once they are played (as Scan
/// counts it; the protocol leaves it open). No clock for 0 minutes.
pub fn time_control(minutes: u16, moves: u16) -> Option<TimeControl> {
    let base = Duration::from_secs(u64::from(minutes) * 60);
    let period = (moves > 0).then_some(Period { moves: u32::from(moves), added: base });
    (minutes > 0).then_some(TimeControl {
        base,
        increment: Duration::ZERO,
        delay: Duration::ZERO,
        period,
    })
}

/// The follower's answer to a game request (GAMEACC).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameAccept {
    /// The follower's name.
    pub follower: String,
    /// Whether it plays.
    pub answer: Acceptance,
}

/// What a follower answers a game request.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Acceptance {
    /// `0`: the game starts.
    Accepted,
    /// `1`: the request's protocol version is not the follower's.
    WrongVersion,
    /// `2`: not this game (its time, its position…), but another one may be asked.
    Declined,
    /// `3`: no game at all.
    Refused,
}

/// A move (MOVE): the squares 1–50 it goes from and to and those of the pieces it takes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DxpMove {
    /// The time the mover took, in seconds (0–9999).
    pub seconds: u16,
    /// The square the piece leaves.
    pub from: u8,
    /// The square the piece ends on.
    pub to: u8,
    /// The squares of the pieces taken, in any order (at most [`MOST_CAPTURED`]).
    pub captured: Vec<u8>,
}

impl DxpMove {
    /// The move as the Hub protocol and the log write it: `32-28`, `28x19x23`.
    pub fn text(&self) -> String {
        let mut text = format!("{}{}{}", self.from, self.separator(), self.to);
        for square in &self.captured {
            text.push_str(&format!("x{square}"));
        }
        text
    }

    fn separator(&self) -> char {
        if self.captured.is_empty() { '-' } else { 'x' }
    }
}

/// The end of a game (GAMEEND).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameEnd {
    /// Why, as the sender sees it.
    pub reason: EndReason,
    /// Whether the sender wants no further game.
    pub stop: bool,
}

/// Why a side ends a game, from its own point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndReason {
    /// `0`: no reason given (always allowed; every confirmation says so).
    Unknown,
    /// `1`: the sender gives up.
    Loses,
    /// `2`: a draw.
    Draw,
    /// `3`: the sender wins.
    Wins,
}

/// A request to go back to an earlier position of the game (BACKREQ).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BackRequest {
    /// The move number of the position wanted, 1 for the game's first move (1–999).
    pub move_number: u16,
    /// The side to move in that position.
    pub side: Side,
}

/// The answer to a back request (BACKACC).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BackAnswer {
    /// `0`: the game goes back.
    Accepted,
    /// `1`: the program does not take moves back.
    NotSupported,
    /// `2`: not now (the position asked for is not in the game).
    Refused,
}

/// Why a message cannot be read: what, and in which field.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MessageError {
    /// Nothing between two NULs.
    #[error("an empty message")]
    Empty,
    /// Longer than the protocol allows (the rest was not kept).
    #[error("a message of {length} characters, over the {LONGEST_MESSAGE} allowed")]
    TooLong {
        /// Its length in bytes.
        length: u64,
    },
    /// The connection ended before the NUL that ends a message.
    #[error("the connection closed in the middle of a message ({length} characters)")]
    Truncated {
        /// The characters that came.
        length: usize,
    },
    /// A byte that is not ASCII.
    #[error("character {position} is the byte {byte:#04x}, not ASCII")]
    NotAscii {
        /// Its place, 1 for the first.
        position: usize,
        /// The byte.
        byte: u8,
    },
    /// The first character names no message.
    #[error("'{0}' is not a message type (R A M E C B K)")]
    UnknownType(char),
    /// The message ends before one of its fields.
    #[error("{message}: the message ends before its field '{field}'")]
    Short {
        /// The message's name (GAMEREQ, MOVE…).
        message: &'static str,
        /// The field missing.
        field: &'static str,
    },
    /// Characters after the message's last field.
    #[error("{message}: {extra} characters after the last field")]
    Long {
        /// The message's name.
        message: &'static str,
        /// How many.
        extra: usize,
    },
    /// A field that does not read.
    #[error("{message}: field '{field}' is '{found}', not {expected}")]
    Field {
        /// The message's name.
        message: &'static str,
        /// The field.
        field: &'static str,
        /// What it holds.
        found: String,
        /// What it should hold.
        expected: String,
    },
    /// The start position of a game request is not a legal position.
    #[error("{message}: field 'position': {error}")]
    Position {
        /// The message's name.
        message: &'static str,
        /// What is wrong with it.
        error: PositionError,
    },
}

/// The fields of a message, read from left to right.
struct Fields<'a> {
    message: &'static str,
    text: &'a str,
    at: usize,
}

impl<'a> Fields<'a> {
    /// The next `width` characters, the field `field`.
    fn take(&mut self, width: usize, field: &'static str) -> Result<&'a str, MessageError> {
        let end = self.at + width;
        let taken = self
            .text
            .get(self.at..end)
            .ok_or(MessageError::Short { message: self.message, field })?;
        self.at = end;
        Ok(taken)
    }

    fn bad(&self, field: &'static str, found: &str, expected: impl Into<String>) -> MessageError {
        MessageError::Field {
            message: self.message,
            field,
            found: found.to_string(),
            expected: expected.into(),
        }
    }

    /// A number written in `width` digits, within `range`.
    fn number(
        &mut self,
        width: usize,
        field: &'static str,
        range: RangeInclusive<u16>,
    ) -> Result<u16, MessageError> {
        let text = self.take(width, field)?;
        let expected = || format!("a number {:0width$}-{:0width$}", range.start(), range.end());
        if !text.bytes().all(|b| b.is_ascii_digit()) {
            return Err(self.bad(field, text, expected()));
        }
        match text.parse::<u16>() {
            Ok(n) if range.contains(&n) => Ok(n),
            _ => Err(self.bad(field, text, expected())),
        }
    }

    /// A one-letter field, one of `choices`.
    fn letter<T: Copy>(
        &mut self,
        field: &'static str,
        choices: &[(char, T)],
    ) -> Result<T, MessageError> {
        let text = self.take(1, field)?;
        let found = text.chars().next().unwrap_or_default();
        choices.iter().find(|(c, _)| *c == found).map(|(_, value)| *value).ok_or_else(|| {
            let listed: Vec<String> = choices.iter().map(|(c, _)| c.to_string()).collect();
            self.bad(field, text, listed.join(" or "))
        })
    }

    /// A name in 32 characters, its trailing blanks dropped.
    fn name(&mut self, field: &'static str) -> Result<String, MessageError> {
        Ok(self.take(NAME_WIDTH, field)?.trim_end().to_string())
    }

    /// The rest of the message.
    fn rest(&mut self) -> &'a str {
        let rest = &self.text[self.at..];
        self.at = self.text.len();
        rest
    }

    /// Checks that nothing follows the last field.
    fn end(self) -> Result<(), MessageError> {
        match self.text.len() - self.at {
            0 => Ok(()),
            extra => Err(MessageError::Long { message: self.message, extra }),
        }
    }
}

const SIDES: [(char, Side); 2] = [('W', Side::White), ('Z', Side::Black)];
const ACCEPTANCES: [(char, Acceptance); 4] = [
    ('0', Acceptance::Accepted),
    ('1', Acceptance::WrongVersion),
    ('2', Acceptance::Declined),
    ('3', Acceptance::Refused),
];
const REASONS: [(char, EndReason); 4] = [
    ('0', EndReason::Unknown),
    ('1', EndReason::Loses),
    ('2', EndReason::Draw),
    ('3', EndReason::Wins),
];
const STOP_CODES: [(char, bool); 2] = [('0', false), ('1', true)];
const BACK_ANSWERS: [(char, BackAnswer); 3] =
    [('0', BackAnswer::Accepted), ('1', BackAnswer::NotSupported), ('2', BackAnswer::Refused)];

/// The letter `value` is written with among `choices`.
fn letter_of<T: PartialEq>(choices: &[(char, T)], value: T) -> char {
    choices.iter().find(|(_, v)| *v == value).map_or('0', |(c, _)| *c)
}

impl Message {
    /// Reads a message (the bytes between two NULs).
    pub fn parse(bytes: &[u8]) -> Result<Message, MessageError> {
        if bytes.len() > LONGEST_MESSAGE {
            return Err(MessageError::TooLong { length: bytes.len() as u64 });
        }
        if let Some(position) = bytes.iter().position(|b| !b.is_ascii()) {
            return Err(MessageError::NotAscii { position: position + 1, byte: bytes[position] });
        }
        let text = std::str::from_utf8(bytes).expect("ASCII is UTF-8");
        let header = text.chars().next().ok_or(MessageError::Empty)?;
        let fields = |message| Fields { message, text, at: 1 };
        match header {
            'R' => read_game_request(fields("GAMEREQ")).map(Message::GameRequest),
            'A' => {
                let mut f = fields("GAMEACC");
                let follower = f.name("follower name")?;
                let answer = f.letter("acceptance code", &ACCEPTANCES)?;
                f.end()?;
                Ok(Message::GameAccept(GameAccept { follower, answer }))
            }
            'M' => read_move(fields("MOVE")).map(Message::Move),
            'E' => {
                let mut f = fields("GAMEEND");
                let reason = f.letter("reason", &REASONS)?;
                let stop = f.letter("stop code", &STOP_CODES)?;
                f.end()?;
                Ok(Message::GameEnd(GameEnd { reason, stop }))
            }
            'C' => Ok(Message::Chat(fields("CHAT").rest().to_string())),
            'B' => {
                let mut f = fields("BACKREQ");
                let move_number = f.number(3, "move number", 1..=999)?;
                let side = f.letter("color to move", &SIDES)?;
                f.end()?;
                Ok(Message::BackRequest(BackRequest { move_number, side }))
            }
            'K' => {
                let mut f = fields("BACKACC");
                let answer = f.letter("acceptance code", &BACK_ANSWERS)?;
                f.end()?;
                Ok(Message::BackAccept(answer))
            }
            other => Err(MessageError::UnknownType(other)),
        }
    }

    /// The message's name in the protocol: GAMEREQ, GAMEACC, MOVE, GAMEEND, CHAT, BACKREQ,
    /// BACKACC.
    pub fn name(&self) -> &'static str {
        match self {
            Message::GameRequest(_) => "GAMEREQ",
            Message::GameAccept(_) => "GAMEACC",
            Message::Move(_) => "MOVE",
            Message::GameEnd(_) => "GAMEEND",
            Message::Chat(_) => "CHAT",
            Message::BackRequest(_) => "BACKREQ",
            Message::BackAccept(_) => "BACKACC",
        }
    }
}

fn read_game_request(mut f: Fields) -> Result<GameRequest, MessageError> {
    let version = f.number(2, "version", 0..=99)? as u8;
    let initiator = f.name("initiator name")?;
    let follower_side = f.letter("follower color", &SIDES)?;
    let minutes = f.number(3, "thinking time", 0..=999)?;
    let moves = f.number(3, "number of moves", 0..=999)?;
    let given = f.letter("starting position", &[('A', false), ('B', true)])?;
    let start = if given {
        let to_move = f.letter("color to move first", &SIDES)?;
        let squares = f.take(50, "position")?;
        let text = format!("{}{squares}", letter_of(&SIDES, to_move));
        let position = hub::parse_with(&text, &LETTERS)
            .map_err(|error| MessageError::Position { message: f.message, error })?;
        Some(position)
    } else {
        None
    };
    f.end()?;
    Ok(GameRequest { version, initiator, follower_side, minutes, moves, start })
}

fn read_move(mut f: Fields) -> Result<DxpMove, MessageError> {
    let seconds = f.number(4, "time", 0..=9999)?;
    let from = f.number(2, "from field", 1..=50)? as u8;
    let to = f.number(2, "to field", 1..=50)? as u8;
    let count = f.number(2, "number captured", 0..=MOST_CAPTURED as u16)?;
    let captured = (0..count)
        .map(|_| f.number(2, "captured pieces", 1..=50).map(|n| n as u8))
        .collect::<Result<Vec<u8>, _>>()?;
    f.end()?;
    Ok(DxpMove { seconds, from, to, captured })
}

/// `text` as a field of `width` characters: printable ASCII only (others become `?`), cut to
/// the width, padded with blanks.
fn padded(text: &str, width: usize) -> String {
    let clean: String = text
        .trim_start()
        .chars()
        .map(|c| if c.is_ascii_graphic() || c == ' ' { c } else { '?' })
        .take(width)
        .collect();
    format!("{clean:width$}")
}

impl fmt::Display for Message {
    /// The message as it is sent (without its NUL). Numbers beyond their field are written
    /// as the field's largest; names and chat text are cut to their fields, and characters
    /// that are not printable ASCII are written `?`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Message::GameRequest(r) => {
                write!(
                    f,
                    "R{:02}{}{}{:03}{:03}",
                    r.version.min(99),
                    padded(&r.initiator, NAME_WIDTH),
                    letter_of(&SIDES, r.follower_side),
                    r.minutes.min(999),
                    r.moves.min(999)
                )?;
                match &r.start {
                    None => f.write_str("A"),
                    Some(position) => write!(f, "B{}", hub::text_with(position, &LETTERS)),
                }
            }
            Message::GameAccept(a) => write!(
                f,
                "A{}{}",
                padded(&a.follower, NAME_WIDTH),
                letter_of(&ACCEPTANCES, a.answer)
            ),
            Message::Move(m) => {
                let captured = &m.captured[..m.captured.len().min(MOST_CAPTURED)];
                write!(
                    f,
                    "M{:04}{:02}{:02}{:02}",
                    m.seconds.min(9999),
                    m.from,
                    m.to,
                    captured.len()
                )?;
                captured.iter().try_for_each(|square| write!(f, "{square:02}"))
            }
            Message::GameEnd(e) => {
                write!(f, "E{}{}", letter_of(&REASONS, e.reason), letter_of(&STOP_CODES, e.stop))
            }
            Message::Chat(text) => {
                let clean = padded(text, LONGEST_CHAT);
                write!(f, "C{}", clean.trim_end())
            }
            Message::BackRequest(b) => {
                write!(f, "B{:03}{}", b.move_number.clamp(1, 999), letter_of(&SIDES, b.side))
            }
            Message::BackAccept(answer) => write!(f, "K{}", letter_of(&BACK_ANSWERS, *answer)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Result<Message, MessageError> {
        Message::parse(text.as_bytes())
    }

    /// Reads `text` and checks that it is written back the same.
    fn round_trip(text: &str) -> Message {
        let message = parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(message.to_string(), text);
        message
    }

    #[test]
    fn the_protocols_examples_read_and_write_back() {
        let Message::Move(quiet) = round_trip("M0012061100") else { panic!() };
        assert_eq!(quiet, DxpMove { seconds: 12, from: 6, to: 11, captured: vec![] });
        assert_eq!(quiet.text(), "6-11");
        let Message::Move(capture) = round_trip("M001205250422122320") else { panic!() };
        assert_eq!(capture.captured, [22, 12, 23, 20]);
        assert_eq!(capture.text(), "5x25x22x12x23x20");
        let accept = round_trip(&format!("A{:32}0", "Tornado voor Windows 4.0"));
        let follower = "Tornado voor Windows 4.0".to_string();
        assert_eq!(
            accept,
            Message::GameAccept(GameAccept { follower, answer: Acceptance::Accepted })
        );
        assert_eq!(
            round_trip("E00"),
            Message::GameEnd(GameEnd { reason: EndReason::Unknown, stop: false })
        );
        assert_eq!(
            round_trip("B005Z"),
            Message::BackRequest(BackRequest { move_number: 5, side: Side::Black })
        );
        assert_eq!(round_trip("K2"), Message::BackAccept(BackAnswer::Refused));
        assert_eq!(
            round_trip("CWhat do you think about move 35?"),
            Message::Chat("What do you think about move 35?".into())
        );
    }

    #[test]
    fn a_game_request_carries_its_start_position_when_it_is_not_the_usual_one() {
        let usual = round_trip(&format!("R01{:32}Z005075A", "Scan 2.0"));
        let Message::GameRequest(request) = usual else { panic!() };
        assert_eq!(request.initiator, "Scan 2.0");
        assert_eq!((request.follower_side, request.minutes, request.moves), (Side::Black, 5, 75));
        assert_eq!(request.start_position(), InternationalPosition::start());
        let position = InternationalPosition::from_fen("B:W28,K46:BK5,19").unwrap();
        let request = GameRequest::new("Damier", Side::White, 1, 0, position);
        let text = Message::GameRequest(request.clone()).to_string();
        assert_eq!(text.len(), 94);
        assert_eq!(&text[42..44], "BZ", "given, Black to move");
        let mut squares = ['e'; 50];
        for (square, letter) in [(5, 'Z'), (19, 'z'), (28, 'w'), (46, 'W')] {
            squares[square - 1] = letter;
        }
        assert_eq!(text[44..], squares.iter().collect::<String>());
        assert_eq!(round_trip(&text), Message::GameRequest(request));
    }

    #[test]
    fn a_request_sets_a_clock_of_its_minutes_for_its_moves() {
        assert_eq!(time_control(5, 75).unwrap().tag(), "75/300:300");
        assert_eq!(time_control(2, 0).unwrap().tag(), "120");
        assert_eq!(time_control(0, 75), None);
    }

    #[test]
    fn a_bad_field_is_named_with_what_it_holds() {
        let error = |text: &str| parse(text).unwrap_err().to_string();
        assert_eq!(error("M00120x1100"), "MOVE: field 'from field' is '0x', not a number 01-50");
        assert_eq!(error("M0012511100"), "MOVE: field 'from field' is '51', not a number 01-50");
        assert_eq!(
            error("M001206110155"),
            "MOVE: field 'captured pieces' is '55', not a number 01-50"
        );
        assert_eq!(error("M00120611"), "MOVE: the message ends before its field 'number captured'");
        assert_eq!(
            error("M0012061102"),
            "MOVE: the message ends before its field 'captured pieces'"
        );
        assert_eq!(error("E0"), "GAMEEND: the message ends before its field 'stop code'");
        assert_eq!(error("E40"), "GAMEEND: field 'reason' is '4', not 0 or 1 or 2 or 3");
        assert_eq!(error("E000"), "GAMEEND: 1 characters after the last field");
        assert_eq!(error("B000W"), "BACKREQ: field 'move number' is '000', not a number 001-999");
        assert_eq!(error("M-012061100"), "MOVE: field 'time' is '-012', not a number 0000-9999");
        assert_eq!(error("X"), "'X' is not a message type (R A M E C B K)");
        assert_eq!(error(""), "an empty message");
        assert_eq!(
            error(&format!("R01{:32}Y001000A", "Damier")),
            "GAMEREQ: field 'follower color' is 'Y', not W or Z"
        );
        let bad_square = format!("R01{:32}W001000BW{}?", "Damier", "e".repeat(49));
        assert_eq!(
            error(&bad_square),
            "GAMEREQ: field 'position': square 50 is '?', not one of w z W Z e"
        );
        assert!(matches!(parse("M0012\u{e9}"), Err(MessageError::NotAscii { position: 6, .. })));
        let long = "C".repeat(LONGEST_MESSAGE + 1);
        assert_eq!(parse(&long), Err(MessageError::TooLong { length: 128 }));
    }

    #[test]
    fn names_and_chats_are_cut_to_their_fields_and_kept_printable() {
        let accept = GameAccept { follower: "Dämier ".repeat(10), answer: Acceptance::Declined };
        let text = Message::GameAccept(accept).to_string();
        assert_eq!(text.len(), 34);
        assert!(text.starts_with("AD?mier D?mier"), "{text}");
        assert!(text.ends_with('2'));
        let chat = Message::Chat("x".repeat(300)).to_string();
        assert_eq!(chat.len(), LONGEST_MESSAGE);
    }
}
