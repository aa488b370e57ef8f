//! `damier match`: Damier's engine against an external engine, one that speaks the Hub
//! protocol (Scan, Kingsrow, `damier hub` itself…, started by Damier) or a program reached over
//! DamExchange (Damier asking for the games), every opening played with both colours; the
//! games go to a PDN file and the score to standard output.

use std::path::PathBuf;
use std::time::Duration;

use damier::external::dxp::DxpPlayer;
use damier::external::{HubClient, HubPlayer};
use damier_core::Variant;
use damier_core::arena::{EnginePlayer, Player};
use damier_core::hub::HubLevel;

use super::parse_variant;
use super::{openings, selfplay};

/// What a match is made of, whoever the opponent.
#[derive(clap::Args, Debug)]
pub struct MatchOptions {
    /// How many games (rounded up to an even number: each opening is played twice).
    #[arg(long, default_value_t = 20)]
    games: usize,
    /// Damier's strength, 1–10.
    #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(u8).range(1..=10))]
    level: u8,
    /// PDN file whose games' final positions are the openings; the game's built-in openings
    /// otherwise (from real games, or made by an older engine: never the measured one's choice).
    #[arg(long)]
    openings: Option<PathBuf>,
    /// Where to write the games.
    #[arg(long, default_value = "match.pdn")]
    pdn: PathBuf,
    /// Longest game in plies before it is adjudicated a draw.
    #[arg(long, default_value_t = 400)]
    max_plies: u32,
    /// Damier plays its first moves from an opening book: the built-in one, or FILE as `damier
    /// book build` writes it (off: every move is searched, so that the match measures the
    /// engine).
    #[arg(long, value_name = "FILE", num_args = 0..=1)]
    book: Option<Option<PathBuf>>,
    /// A folder of endgame tables Damier probes (as `damier egdb build` makes them; none
    /// when left out).
    #[arg(long, value_name = "FOLDER")]
    egdb: Option<PathBuf>,
    /// A weight file Damier evaluates with instead of the built-in weights (as `damier train
    /// fit` writes it), or in International a network file instead of the built-in network
    /// (as `damier train fit-network` writes it).
    #[arg(long, value_name = "FILE")]
    weights: Option<PathBuf>,
}

impl MatchOptions {
    /// Damier's strength.
    pub fn level(&self) -> u8 {
        self.level
    }

    /// `engine` playing from the book, probing the endgame tables and evaluating with the
    /// weights these options ask for.
    fn equip(&self, engine: EnginePlayer, variant: Variant) -> Result<EnginePlayer, String> {
        let book = selfplay::BookSource::from_option(&self.book);
        let (egdb, weights) = (self.egdb.as_deref(), self.weights.as_deref());
        selfplay::equipped(engine, variant, book.as_ref(), egdb, weights)
    }
}

/// The clock of games over DamExchange, which counts whole minutes.
#[derive(clap::Args, Debug)]
pub struct DxpClock {
    /// Each side's time for a game over DamExchange, in minutes.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..=999))]
    minutes: u16,
    /// The moves those minutes are for over DamExchange (the program may end the game once
    /// they are played), 0 for the whole game.
    #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(u16).range(0..=999))]
    moves: u16,
}

/// Arguments of `damier match`.
#[derive(clap::Args, Debug)]
#[command(group(clap::ArgGroup::new("opponent").required(true).args(["engine", "dxp"])))]
pub struct VersusArgs {
    /// The game; both protocols carry International draughts only.
    #[arg(long, value_parser = parse_variant, default_value = "international")]
    variant: Variant,
    /// The engine's command line, e.g. "scan hub" or "/path/to/damier hub".
    #[arg(long)]
    engine: Option<String>,
    /// A program that waits for games over DamExchange at HOST:PORT (on this computer: PORT).
    #[arg(long, value_name = "HOST:PORT")]
    dxp: Option<String>,
    /// The folder the engine runs in (its program's own folder when left out).
    #[arg(long = "engine-dir", value_name = "FOLDER")]
    engine_dir: Option<PathBuf>,
    /// An engine setting sent before `init`, as NAME=VALUE (repeat for several).
    #[arg(long = "engine-param", value_name = "NAME=VALUE")]
    engine_params: Vec<String>,
    /// Damier's time per move against a Hub engine, in milliseconds.
    #[arg(long, default_value_t = 200)]
    movetime: u64,
    /// The engine's time per move, in milliseconds (Damier's when left out).
    #[arg(long)]
    engine_movetime: Option<u64>,
    #[command(flatten)]
    clock: DxpClock,
    #[command(flatten)]
    options: MatchOptions,
}

/// Starts the engine, sets its parameters and waits until it is ready.
fn start_engine(command: &str, args: &VersusArgs) -> Result<HubClient, String> {
    let mut client = HubClient::spawn(command, args.engine_dir.as_deref())
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
            "--variant {}: the Hub and DamExchange protocols are for International draughts",
            args.variant.id()
        ));
    }
    match (&args.engine, &args.dxp) {
        (Some(command), _) => play_hub(command, args),
        (None, Some(address)) => play_dxp(address, &args.clock, &args.options),
        (None, None) => Err("give an opponent: --engine or --dxp".into()),
    }
}

/// The match against a Hub engine, each side with its time per move.
fn play_hub(command: &str, args: &VersusArgs) -> Result<(), String> {
    let options = &args.options;
    let openings = openings::openings(args.variant, options.games, options.openings.as_deref())?;
    let engine_time = Duration::from_millis(args.engine_movetime.unwrap_or(args.movetime));
    let mut external =
        HubPlayer::new(start_engine(command, args)?, HubLevel::move_time(engine_time));
    let engine = selfplay::engine(options.level, args.movetime, false);
    let mut damier = options.equip(engine, args.variant)?;
    let played = selfplay::play_and_report(
        &openings,
        &mut damier,
        &mut external,
        options.max_plies,
        None,
        &options.pdn,
    );
    if let Some(mean) = damier.mean_time() {
        let share = mean.as_secs_f64() * 1000.0 / args.movetime.max(1) as f64;
        println!(
            "Damier took {:.0} ms a move with a choice on average ({:.0} % of its {} ms); \
             {} more moves ended early on a forced win or loss",
            mean.as_secs_f64() * 1000.0,
            share * 100.0,
            args.movetime,
            damier.decided_early()
        );
    }
    for failure in external.failures() {
        eprintln!("damier: the engine failed to move at {failure}");
    }
    played
}

/// The match against a program over DamExchange, both on the clock the games are asked
/// with: Damier asks for every game, with its opening and the colours.
pub fn play_dxp(address: &str, clock: &DxpClock, options: &MatchOptions) -> Result<(), String> {
    let variant = Variant::International;
    let openings = openings::openings(variant, options.games, options.openings.as_deref())?;
    let mut external = DxpPlayer::connect(address, clock.minutes, clock.moves)
        .map_err(|e| format!("--dxp: {e}"))?;
    let control = external.time_control();
    let mut damier = options.equip(selfplay::engine(options.level, 0, true), variant)?;
    let played = selfplay::play_and_report(
        &openings,
        &mut damier,
        &mut external,
        options.max_plies,
        control,
        &options.pdn,
    );
    for line in external.log() {
        eprintln!("damier: {line}");
    }
    if !external.can_play() {
        eprintln!("damier: the match stopped: {} can play no more", external.name());
    }
    played
}
