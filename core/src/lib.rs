//! Damier's rules core: board geometry, positions, legal moves, notation, FEN and perft for
//! International, Italian, Thai, Hexdame and Lasca draughts. No GUI, no printing.
//!
//! ```
//! use damier_core::{AnyPosition, Leaves, Variant};
//!
//! let mut position = AnyPosition::start(Variant::International);
//! assert_eq!(position.moves().len(), 9);
//! position.play_text("32-28").unwrap();
//! assert_eq!(position.to_fen(), "B:W28,31,33-50:B1-20");
//! assert_eq!(AnyPosition::start(Variant::Italian).perft(3, Leaves::Counted), 302);
//! ```

pub mod analysis;
pub mod any;
pub mod arena;
pub mod book;
pub mod cells;
pub mod clock;
pub mod draughts;
pub mod dxp;
pub mod edit;
pub mod egdb;
pub mod explain;
pub mod fen;
pub mod game;
pub mod geometry;
pub mod hub;
pub mod lasca;
pub mod learn;
pub mod notation;
pub mod pdn;
pub mod perft;
pub mod position;
pub mod puzzle;
pub mod rules;
pub mod search;
pub mod setup;
pub mod side;
pub mod turns;
mod zobrist;

pub use any::{AnyMove, AnyPosition, MoveInfo};
pub use draughts::{
    Draughts, HexdamePosition, InternationalPosition, ItalianPosition, Move, ThaiPosition,
};
pub use fen::{FenError, FenSyntax};
pub use lasca::{Column, LascaMove, LascaPosition, LascaSetup};
pub use notation::MoveError;
pub use perft::{Leaves, perft, perft_divide};
pub use position::{GameMove, MoveList, Position, Route};
pub use rules::{Rules, Variant};
pub use setup::{Setup, SetupError};
pub use side::{Piece, Role, Side};
