//! DamExchange (DXP), the protocol International draughts programs play each other over,
//! computer tournaments included: TCP (port 27531 by default), each message a short string
//! of fixed-width ASCII fields ended by a NUL byte.
//!
//! One program, the initiator, asks for games ([`GameRequest`]: its name, the follower's
//! colour, the thinking time in minutes, a number of moves, and a start position when it is
//! not the usual one); the other, the follower, accepts them; then each sends its moves
//! ([`DxpMove`]: from, to and the pieces taken) until one ends the game ([`GameEnd`]). This
//! module holds the messages ([`Message`]), their framing on a stream ([`MessageReader`],
//! [`write_message`]), the moves' meaning ([`from_dxp`], [`to_dxp`]) and the state of a
//! conversation ([`Session`]); the app connects the sockets.
//!
//! ```
//! use damier_core::dxp::{self, Message};
//! use damier_core::{InternationalPosition, Position, notation};
//!
//! // The man on 37 takes the men on 32 and 22, in 3 seconds.
//! let position = InternationalPosition::from_fen("W:W37:B22,32").unwrap();
//! let Ok(Message::Move(sent)) = Message::parse(b"M00033717023222") else { panic!() };
//! let mv = dxp::from_dxp(&position, &sent).unwrap();
//! assert_eq!(notation::move_text(&position, &mv), "37x17");
//! assert_eq!(Message::Move(dxp::to_dxp(&mv, 3)).to_string(), "M00033717022232");
//! ```

mod frames;
mod message;
mod moves;
mod session;

pub use frames::{MessageReader, Received, write_message};
pub use message::{
    Acceptance, BackAnswer, BackRequest, DxpMove, EndReason, GameAccept, GameEnd, GameRequest,
    LONGEST_CHAT, LONGEST_MESSAGE, MOST_CAPTURED, Message, MessageError, VERSION, time_control,
};
pub use moves::{MoveError, from_dxp, to_dxp};
pub use session::{Event, Game, ProtocolError, Role, Session, SessionError, Step};

/// The TCP port DamExchange programs listen on unless told otherwise.
pub const DEFAULT_PORT: u16 = 27531;
