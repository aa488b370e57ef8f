//! The Hub protocol (version 2, as Scan 3.1 and the Hub GUI speak it) for International
//! draughts: how engines and GUIs talk over standard input and output.
//!
//! Every line is a command followed by `name=value` pairs ([`Message`]). A GUI introduces
//! itself with `hub` (the engine answers `id`, `param` lines and `wait`), may `set-param`,
//! then `init` (answered `ready`). A search is `pos pos=<position> [moves="…"]`, `level …`,
//! `go think|ponder|analyze`; the engine answers `info …` lines and `done move=… [ponder=…]`,
//! and meanwhile takes `stop`, `ponder-hit` and `ping` (answered `pong`). A position is the
//! side to move and the 50 squares ([`parse_position`]); a capture is written from, to, and
//! each captured square ([`move_text`]).
//!
//! This module holds that vocabulary, used by Damier's own engine front end (`damier hub`)
//! and by the app's client of external engines (core starts no process and no thread).
//!
//! ```
//! use damier_core::hub::{self, Message};
//!
//! let start = "Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww";
//! let line = Message::parse(&format!("pos pos={start} moves=\"32-28\"")).unwrap().unwrap();
//! let position = hub::parse_position(line.get("pos").unwrap()).unwrap();
//! let first = hub::parse_move(&position, line.get("moves").unwrap()).unwrap();
//! assert_eq!(hub::move_text(&first), "32-28");
//! assert_eq!(Message::new("done").with("move", "28x19x23").to_string(), "done move=28x19x23");
//! ```

mod engine;
mod lines;
mod message;
mod moves;
mod position;
mod report;
mod request;
mod words;

pub use engine::search;
pub use lines::{BadLine, LONGEST_LINE, Line, lines};
pub use message::{Message, MessageError};
pub use moves::{HubMoveError, line_text, move_text, parse_move};
pub use position::{PositionError, parse_position, position_text};
pub use report::{Done, EngineId, Param, ParamType, SearchInfo};
pub use request::{Clock, GoMode, HubLevel, LevelError};
pub use words::{WordsError, split_words};

pub(crate) use moves::fitting;
pub(crate) use position::{Letters, parse_with, text_with};
