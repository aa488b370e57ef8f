//! Damier: play and analyse five draughts games. With a subcommand it runs headless tools.
// On Windows the program has no console window of its own; its command-line tools print to
// the terminal they were started from (`cli::run`).
#![cfg_attr(windows, windows_subsystem = "windows")]

mod cli;

use std::process::ExitCode;

fn main() -> ExitCode {
    cli::run()
}
