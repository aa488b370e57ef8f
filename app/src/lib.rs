//! Damier's window: play International, Italian, Thai, Hexdame and Lasca draughts against the
//! computer or another person.
//!
//! [`App`] holds the whole state and draws itself into an egui [`egui::Ui`] with
//! [`App::show`], so tests can drive it without a display; [`window::run`] opens it in a real
//! window.

pub mod analysis;
mod app;
pub mod board;
pub mod clocks;
pub mod commands;
pub mod diagram;
pub mod editor;
pub mod egdb;
pub mod engine;
pub mod external;
pub mod files;
pub mod i18n;
mod icon;
pub mod language;
mod panels;
pub mod puzzles;
pub mod remote;
pub mod session;
pub mod settings;
pub mod timing;
pub mod title;
mod view;
pub mod waker;
pub mod window;
pub mod window_time;

pub use app::{App, Notice};
pub use commands::Command;
