//! Damier: play and analyse five draughts games. With a subcommand it runs headless tools.

mod cli;

use std::process::ExitCode;

fn main() -> ExitCode {
    cli::run()
}
