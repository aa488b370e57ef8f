//! Endgame tables on disk: the folder that holds them, building the missing ones (for the
//! command line and the window alike), and the window's worker that loads and builds them
//! off the frames.

mod builder;
mod folder;
mod worker;

pub use builder::{BuildFailure, BuildProgress, Built, Plan, build_missing, estimate_bytes};
pub use folder::{Fault, Loaded, MOST_PIECES, Problem, TableFile, TableFolder};
pub use worker::{BuildState, EndgameTables, SMALL_TABLES};
