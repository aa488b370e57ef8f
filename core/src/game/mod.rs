//! Game records: the tree of moves with annotations and tags ([`GameRecord`]), and how a game
//! ends ([`Outcome`]): no legal move, threefold repetition, the counting draw rules of
//! International and Italian, resignation and agreed draws.
//!
//! ```
//! use damier_core::game::{GameRecord, Reason};
//! use damier_core::{AnyPosition, Variant};
//!
//! let mut game = GameRecord::new(AnyPosition::start(Variant::International));
//! let first = game.play("32-28").unwrap();
//! game.play("19-23").unwrap();
//! game.play("28x19").unwrap();
//! game.go_to(first);
//! game.play("18-23").unwrap(); // a variation
//! assert_eq!(game.children(first).len(), 2);
//! assert_eq!(game.main_line().len(), 4);
//! assert!(game.outcome().is_none());
//! game.resign(damier_core::Side::White);
//! assert_eq!(game.outcome().unwrap().reason, Reason::Resignation);
//! assert_eq!(game.outcome().unwrap().to_string(), "Black wins: White resigned");
//! ```

mod annotation;
mod chunks;
mod draw;
mod node;
mod notes;
mod outcome;
mod past;
mod record;
mod tags;

pub use annotation::{Annotation, Evaluation, MoveMark};
pub use draw::{Census, Counters, Ending, Material};
pub use node::NodeId;
pub use outcome::{GameResult, Outcome, Reason};
pub use past::Past;
pub use record::{CHECKPOINT_EVERY, GameRecord};
pub use tags::Tags;
