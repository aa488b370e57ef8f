//! `damier search`: the engine on one position, printing each iteration.

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use damier_core::AnyPosition;
use damier_core::game::GameRecord;
use damier_core::search::{Engine, Info, Level, Limits, Settings};

use super::PositionArgs;
use super::tables::read_tables;

/// Arguments of `damier search`.
#[derive(clap::Args, Debug)]
pub struct SearchArgs {
    #[command(flatten)]
    position: PositionArgs,
    /// Moves played from the position before the search, separated by spaces (the engine
    /// then sees repetitions and the counting rules, as in a game).
    #[arg(long, default_value = "")]
    moves: String,
    #[command(flatten)]
    limits: LimitArgs,
    /// How many best lines to report.
    #[arg(long, default_value_t = 1)]
    multipv: usize,
    /// Playing strength, 1 (weakest) to 10 (full).
    #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(u8).range(1..=10))]
    level: u8,
    /// Transposition table size in MB.
    #[arg(long, default_value_t = 64)]
    hash: usize,
    /// How many threads search together (more than one: deeper, but not repeatable).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..=256))]
    threads: u16,
    /// A folder of endgame tables to probe (as `damier egdb build` makes them).
    #[arg(long, value_name = "FOLDER")]
    egdb: Option<PathBuf>,
}

/// When the engine stops: at least one of depth, time and nodes.
#[derive(clap::Args, Debug)]
#[group(required = true, multiple = true)]
pub struct LimitArgs {
    /// Deepest iteration, in plies.
    #[arg(long)]
    depth: Option<u32>,
    /// Time for the move, in milliseconds.
    #[arg(long)]
    movetime: Option<u64>,
    /// Most nodes to search.
    #[arg(long)]
    nodes: Option<u64>,
}

impl LimitArgs {
    /// The engine's limits.
    pub fn limits(&self) -> Limits {
        Limits {
            depth: self.depth,
            nodes: self.nodes,
            movetime: self.movetime.map(Duration::from_millis),
            target: None,
            infinite: false,
        }
    }
}

/// Runs the search, printing `info` lines and a final `bestmove` line.
pub fn run(args: &SearchArgs) -> Result<(), String> {
    let mut record = GameRecord::new(args.position.position()?);
    for (n, text) in args.moves.split_whitespace().enumerate() {
        record.play(text).map_err(|e| format!("--moves: move {} '{text}': {e}", n + 1))?;
    }
    let past = record.past(record.current());
    let position = record.position();
    let settings = Settings { multipv: args.multipv, level: Level::new(args.level), seed: 0 };
    let mut engine = Engine::new(args.hash);
    engine.set_threads(usize::from(args.threads));
    if let Some(folder) = &args.egdb {
        engine.set_tables(Some(Arc::new(read_tables(position.variant(), folder)?)));
    }
    let stop = AtomicBool::new(false);
    let limits = args.limits.limits();
    let mut print = |info: &Info| print_info(position, info);
    let found = position.search(&mut engine, &past, &limits, &settings, &stop, &mut print);
    match found.best.and_then(|mv| position.move_text(&mv)) {
        Some(best) => println!("bestmove {best} score {}", found.score),
        None => println!("bestmove none (the side to move has no legal move)"),
    }
    Ok(())
}

fn print_info(position: &AnyPosition, info: &Info) {
    println!(
        "info depth {} seldepth {} multipv {} score {} nodes {} nps {} hashfull {} time {} pv {}",
        info.depth,
        info.seldepth,
        info.multipv,
        info.score,
        info.nodes,
        info.nps,
        info.hashfull,
        info.elapsed.as_millis(),
        position.line_text(&info.pv).join(" ")
    );
}
