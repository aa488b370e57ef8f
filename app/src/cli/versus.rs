//! `damier match`: Damier's engine against an external engine that speaks the Hub protocol
//! (Scan, Kingsrow, `damier hub` itself…), every opening played with both colours; the games
//! go to a PDN file and the score to standard output.

use std::path::PathBuf;
use std::time::Duration;

use damier::external::{HubClient, HubPlayer};
use damier_core::Variant;
use damier_core::hub::HubLevel;

use super::parse_variant;
use super::selfplay;

/// Arguments of `damier match`.
#[derive(clap::Args, Debug)]
pub struct VersusArgs {
    /// The game; the Hub protocol carries International draughts only.
    #[arg(long, value_parser = parse_variant, default_value = "international")]
    variant: Variant,
    /// The engine's command line, e.g. "scan hub" or "/path/to/damier hub".
    #[arg(long)]
    engine: String,
    /// The folder the engine runs in (its program's own folder when left out).
    #[arg(long = "engine-dir", value_name = "FOLDER")]
    engine_dir: Option<PathBuf>,
    /// An engine setting sent before `init`, as NAME=VALUE (repeat for several).
    #[arg(long = "engine-param", value_name = "NAME=VALUE")]
    engine_params: Vec<String>,
    /// How many games (rounded up to an even number: each opening is played twice).
    #[arg(long, default_value_t = 20)]
    games: usize,
    /// Damier's time per move, in milliseconds.
    #[arg(long, default_value_t = 200)]
    movetime: u64,
    /// The engine's time per move, in milliseconds (Damier's when left out).
    #[arg(long)]
    engine_movetime: Option<u64>,
    /// Damier's strength, 1–10.
    #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(u8).range(1..=10))]
    level: u8,
    /// PDN file whose games' final positions are the openings; random openings otherwise.
    #[arg(long)]
    openings: Option<PathBuf>,
    /// Where to write the games.
    #[arg(long, default_value = "match.pdn")]
    pdn: PathBuf,
    /// Longest game in plies before it is adjudicated a draw.
    #[arg(long, default_value_t = 400)]
    max_plies: u32,
}

/// Starts the engine, sets its parameters and waits until it is ready.
fn start_engine(args: &VersusArgs) -> Result<HubClient, String> {
    let mut client = HubClient::spawn(&args.engine, args.engine_dir.as_deref())
        .map_err(|e| format!("--engine: {e}"))?;
    for setting in &args.engine_params {
        let (name, value) = setting
            .split_once('=')
            .ok_or(format!("--engine-param: '{setting}' is not NAME=VALUE"))?;
        client.set_param(name.trim(), value.trim()).map_err(|e| format!("--engine: {e}"))?;
    }
    client.init().map_err(|e| format!("--engine: {e}"))?;
    Ok(client)
}

/// Plays the match and prints one line per game, then the score of Damier.
pub fn run(args: &VersusArgs) -> Result<(), String> {
    if args.variant != Variant::International {
        return Err(format!(
            "--variant {}: the Hub protocol is for International draughts",
            args.variant.id()
        ));
    }
    let openings = selfplay::openings(args.variant, args.games, args.openings.as_deref())?;
    let engine_time = Duration::from_millis(args.engine_movetime.unwrap_or(args.movetime));
    let mut external = HubPlayer::new(start_engine(args)?, HubLevel::move_time(engine_time));
    let mut damier = selfplay::engine(args.level, args.movetime, false);
    let played = selfplay::play_and_report(
        &openings,
        &mut damier,
        &mut external,
        args.max_plies,
        None,
        &args.pdn,
    );
    if let Some(mean) = damier.mean_time() {
        let share = mean.as_secs_f64() * 1000.0 / args.movetime.max(1) as f64;
        println!(
            "Damier took {:.0} ms a move with a choice on average ({:.0} % of its {} ms)",
            mean.as_secs_f64() * 1000.0,
            share * 100.0,
            args.movetime
        );
    }
    for failure in external.failures() {
        eprintln!("damier: the engine failed to move at {failure}");
    }
    played
}
