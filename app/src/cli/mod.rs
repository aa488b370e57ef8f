//! The command line: `damier perft`, `damier moves`, `damier search`, `damier selfplay`,
//! `damier hub`, `damier match`, `damier dxp`, `damier analyze`, `damier train`,
//! `damier egdb`, `damier bench`, `damier diagram`, `damier puzzles`, `damier book`,
//! `damier pdn check`.

mod analyze;
mod book;
mod clock_report;
mod diagram;
mod dxp;
mod egdb;
mod hub;
mod openings;
mod pdn;
mod program;
mod puzzles;
mod search;
mod selfplay;
mod tables;
mod train;
mod versus;

use std::process::ExitCode;
use std::time::Instant;

use clap::{Parser, Subcommand};
use damier_core::cells::Cell;
use damier_core::geometry::Geometry;
use damier_core::{AnyPosition, Leaves, MoveInfo, Variant};
use serde::Serialize;

/// Table size of every engine in a match, in MB.
const HASH_MB: usize = 32;

/// Play and analyse International, Italian, Thai, Hexdame and Lasca draughts.
#[derive(Parser, Debug)]
#[command(name = "damier", version, about, args_conflicts_with_subcommands = true)]
struct Cli {
    /// A game file to open in the window (with no subcommand, the window opens).
    file: Option<std::path::PathBuf>,
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Count the legal move sequences of a given length (perft).
    Perft {
        #[command(flatten)]
        position: PositionArgs,
        /// Length of the sequences, in plies.
        #[arg(long)]
        depth: u32,
        /// Print the count below each legal move as well.
        #[arg(long)]
        divide: bool,
        /// Play every move of the last ply instead of counting them.
        #[arg(long)]
        no_bulk: bool,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Search a position with the engine: one `info` line per iteration, then `bestmove`.
    Search(search::SearchArgs),
    /// Play the engine against itself at two settings, or against a greedy player.
    Selfplay(selfplay::SelfplayArgs),
    /// Serve Damier's engine for International draughts in the Hub protocol on stdin/stdout.
    Hub,
    /// Play Damier against an external Hub engine or DamExchange program; games to PDN,
    /// score to stdout.
    Match(versus::VersusArgs),
    /// Play over DamExchange: wait for games (--listen) or play a match (--connect).
    Dxp(dxp::DxpArgs),
    /// Review a game of a PDN file and write it annotated.
    Analyze(analyze::AnalyzeArgs),
    /// List every legal move in full-path notation.
    Moves {
        #[command(flatten)]
        position: PositionArgs,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Search a fixed set of positions to a fixed depth: the node count tells builds apart.
    Bench {
        /// The depth every position is searched to.
        #[arg(long, default_value_t = 16)]
        depth: u32,
    },
    /// Play games of the engine against itself, and fit the evaluation's weights to them.
    Train {
        #[command(subcommand)]
        command: train::TrainCommand,
    },
    /// Build, check and list endgame tables (win, draw or loss of positions with few pieces).
    Egdb {
        #[command(subcommand)]
        command: egdb::EgdbCommand,
    },
    /// Write a board diagram as SVG or PNG, as the window draws the board.
    Diagram(diagram::DiagramArgs),
    /// Make puzzles from games, and check puzzle files.
    Puzzles {
        #[command(subcommand)]
        command: puzzles::PuzzlesCommand,
    },
    /// Make opening books, and look moves up in the built-in ones.
    Book {
        #[command(subcommand)]
        command: book::BookCommand,
    },
    /// Work with PDN files.
    Pdn {
        #[command(subcommand)]
        command: pdn::PdnCommand,
    },
}

#[derive(clap::Args, Debug)]
struct PositionArgs {
    /// The game: international, italian, thai, hexdame or lasca.
    #[arg(long, value_parser = parse_variant, default_value = "international")]
    variant: Variant,
    /// The position in FEN; the start position when left out.
    #[arg(long)]
    fen: Option<String>,
}

fn parse_variant(text: &str) -> Result<Variant, String> {
    text.parse().map_err(|e: damier_core::rules::UnknownVariant| e.to_string())
}

impl PositionArgs {
    fn position(&self) -> Result<AnyPosition, String> {
        match &self.fen {
            None => Ok(AnyPosition::start(self.variant)),
            Some(fen) => AnyPosition::from_fen(self.variant, fen)
                .map_err(|e| format!("bad --fen for {}: {e}", self.variant.id())),
        }
    }
}

/// Runs the command line; exit status 2 for bad arguments or a bad FEN.
pub fn run() -> ExitCode {
    let parsed = Cli::try_parse();
    // Everything but the window prints: on Windows, to the terminal the program was started
    // from, if any; on Unix, ending quietly if that output's reader has gone.
    #[cfg(windows)]
    if !matches!(&parsed, Ok(Cli { command: None, .. })) {
        damier_console::attach_to_parent();
    }
    // Not where it writes to another program's input (`match` to an engine, `dxp` to a
    // peer): a program that has gone is an error to report there, not a reason to stop.
    #[cfg(unix)]
    if let Ok(Cli { command: Some(command), .. }) = &parsed
        && !matches!(command, Command::Match(_) | Command::Dxp(_))
    {
        damier_console::end_quietly_on_closed_pipe();
    }
    let cli = match parsed {
        Ok(cli) => cli,
        Err(e) if e.use_stderr() => {
            let rendered = e.to_string();
            let first = rendered.lines().next().unwrap_or("bad arguments");
            eprintln!("damier: {}", first.trim_start_matches("error: "));
            return ExitCode::from(2);
        }
        Err(e) => {
            let _ = e.print();
            return ExitCode::SUCCESS;
        }
    };
    let result = match cli.command {
        None => return damier::window::run(cli.file.as_deref(), Instant::now()),
        Some(Command::Perft { position, depth, divide, no_bulk, json }) => {
            let leaves = if no_bulk { Leaves::Played } else { Leaves::Counted };
            position.position().map(|p| perft(&p, depth, divide, leaves, json))
        }
        Some(Command::Moves { position, json }) => position.position().map(|p| moves(&p, json)),
        Some(Command::Search(args)) => search::run(&args),
        Some(Command::Selfplay(args)) => selfplay::run(&args),
        Some(Command::Hub) => hub::run(),
        Some(Command::Match(args)) => versus::run(&args),
        Some(Command::Dxp(args)) => dxp::run(&args),
        Some(Command::Analyze(args)) => analyze::run(&args),
        Some(Command::Bench { depth }) => {
            bench(depth);
            Ok(())
        }
        Some(Command::Train { command }) => train::run(&command),
        Some(Command::Egdb { command }) => egdb::run(&command),
        Some(Command::Diagram(args)) => diagram::run(&args),
        Some(Command::Puzzles { command }) => puzzles::run(&command),
        Some(Command::Book { command }) => book::run(&command),
        Some(Command::Pdn { command }) => return pdn::run(command),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("damier: {message}");
            ExitCode::from(2)
        }
    }
}

#[derive(Serialize)]
struct PerftReport {
    depth: u32,
    nodes: u64,
    seconds: f64,
    #[serde(skip_serializing_if = "Option::is_none")]
    divide: Option<Vec<DivideRow>>,
}

#[derive(Serialize)]
struct DivideRow {
    #[serde(rename = "move")]
    text: String,
    nodes: u64,
}

fn perft(position: &AnyPosition, depth: u32, divide: bool, leaves: Leaves, json: bool) {
    let started = Instant::now();
    let (nodes, rows) = if divide {
        let rows: Vec<DivideRow> = position
            .perft_divide(depth)
            .into_iter()
            .map(|(info, nodes)| DivideRow { text: info.full, nodes })
            .collect();
        (rows.iter().map(|r| r.nodes).sum(), Some(rows))
    } else {
        (position.perft(depth, leaves), None)
    };
    let seconds = started.elapsed().as_secs_f64();
    if json {
        let report = PerftReport { depth, nodes, seconds, divide: rows };
        println!("{}", serde_json::to_string(&report).expect("plain data serialises"));
        return;
    }
    for row in rows.iter().flatten() {
        println!("{} {}", row.text, row.nodes);
    }
    let rate = if seconds > 0.0 { nodes as f64 / seconds } else { 0.0 };
    println!("perft {depth}: {nodes} nodes in {seconds:.3} s ({:.1} M nodes/s)", rate / 1e6);
}

/// A move as `moves --json` writes it, its cells named as the game names them.
#[derive(Serialize)]
struct MoveJson<'a> {
    #[serde(rename = "move")]
    text: &'a str,
    from: String,
    to: String,
    path: Vec<String>,
    captured: Vec<String>,
}

fn moves(position: &AnyPosition, json: bool) {
    let moves = position.moves();
    if json {
        let g = position.geometry();
        let list: Vec<MoveJson> = moves.iter().map(|info| move_json(info, g)).collect();
        println!("{}", serde_json::to_string(&list).expect("plain data serialises"));
    } else {
        for info in &moves {
            println!("{}", info.full);
        }
    }
}

fn move_json<'a>(info: &'a MoveInfo, g: &Geometry) -> MoveJson<'a> {
    let names = |cells: &[Cell]| cells.iter().map(|&c| g.name(c)).collect();
    MoveJson {
        text: &info.full,
        from: g.name(info.from),
        to: g.name(info.to),
        path: names(&info.path),
        captured: names(&info.captured),
    }
}

/// Runs the bench and prints a line a position, then the total.
fn bench(depth: u32) {
    use damier_core::search::bench;
    let started = Instant::now();
    let lines = bench::run(depth, &mut |line| {
        println!(
            "{:<14} {:>11} nodes {:>8.3} s  {:<8} {}",
            line.position.variant().name(),
            line.nodes,
            line.elapsed.as_secs_f64(),
            line.best,
            line.position.to_fen()
        );
    });
    let nodes: u64 = lines.iter().map(|l| l.nodes).sum();
    let seconds = started.elapsed().as_secs_f64();
    println!(
        "bench: {nodes} nodes at depth {depth}, {seconds:.2} s, {:.2} M nodes/s",
        nodes as f64 / seconds.max(1e-9) / 1e6
    );
}
