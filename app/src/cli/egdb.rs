//! `damier egdb`: `egdb build` builds a game's endgame tables up to a number of pieces
//! (resumable: the tables already in the folder are kept), `egdb verify` checks them against
//! the rules (and against the engine's search), `egdb info` lists what is built, `egdb probe`
//! says what they say of a position.

use std::io::Write;
use std::path::PathBuf;
use std::sync::Mutex;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use damier::egdb::{BuildProgress, Plan, TableFolder, build_missing};
use damier::files::DataDir;
use damier_core::egdb::{Control, Signature, Tables, Value, check_variant, needed, verify};
use damier_core::search::compare_with_search;
use damier_core::{AnyPosition, Side, Variant};

use super::parse_variant;
use super::train::duration;

/// `damier egdb build`, `verify` or `info`.
#[derive(clap::Subcommand, Debug)]
pub enum EgdbCommand {
    /// Build a game's endgame tables up to a number of pieces (a build run again goes on).
    Build(BuildArgs),
    /// Check a game's tables against the rules, and random positions against a search.
    Verify(VerifyArgs),
    /// List the tables built, with their sizes.
    Info(InfoArgs),
    /// Say what the tables say of positions: who wins, or a draw.
    Probe(ProbeArgs),
}

/// Where the tables are, and of which game.
#[derive(clap::Args, Debug)]
pub struct Which {
    /// The game: international, italian, thai or hexdame (Lasca has no tables).
    #[arg(long, value_parser = parse_variant, default_value = "international")]
    variant: Variant,
    /// The folder of the tables (Damier's data folder's `egdb` when left out).
    #[arg(long)]
    dir: Option<PathBuf>,
}

/// Arguments of `damier egdb build`.
#[derive(clap::Args, Debug)]
pub struct BuildArgs {
    #[command(flatten)]
    which: Which,
    /// The most pieces on the board (2 and more).
    #[arg(long)]
    pieces: u8,
    /// Threads to build on (every core when left out).
    #[arg(long)]
    threads: Option<usize>,
}

/// Arguments of `damier egdb verify`.
#[derive(clap::Args, Debug)]
pub struct VerifyArgs {
    #[command(flatten)]
    which: Which,
    /// The most pieces of the tables checked.
    #[arg(long)]
    pieces: u8,
    /// Check only these tables (e.g. `--only KKm-mm Kmm-Km`), so a long check can be split
    /// or taken up again where it stopped.
    #[arg(long, num_args = 1.., value_parser = parse_signature)]
    only: Vec<Signature>,
    /// Threads to check on (every core when left out).
    #[arg(long)]
    threads: Option<usize>,
    /// Random positions to compare with a search as well (none by default).
    #[arg(long, default_value_t = 0)]
    search: u64,
    /// The depth of those searches, in plies.
    #[arg(long, default_value_t = 10)]
    depth: u32,
}

/// Arguments of `damier egdb info`.
#[derive(clap::Args, Debug)]
pub struct InfoArgs {
    #[command(flatten)]
    which: Which,
    /// The most pieces listed.
    #[arg(long, default_value_t = 7)]
    pieces: u8,
}

/// Arguments of `damier egdb probe`.
#[derive(clap::Args, Debug)]
pub struct ProbeArgs {
    #[command(flatten)]
    which: Which,
    /// The positions, as FEN (several may be given).
    #[arg(long, required = true, num_args = 1..)]
    fen: Vec<String>,
}

/// Runs an `egdb` command.
pub fn run(command: &EgdbCommand) -> Result<(), String> {
    match command {
        EgdbCommand::Build(args) => build(args),
        EgdbCommand::Verify(args) => check(args),
        EgdbCommand::Info(args) => info(args),
        EgdbCommand::Probe(args) => probe(args),
    }
}

impl Which {
    fn folder(&self) -> Result<TableFolder, String> {
        check_variant(self.variant).map_err(|e| e.to_string())?;
        match &self.dir {
            Some(dir) => Ok(TableFolder::at(dir)),
            None => TableFolder::in_data(&DataDir::user())
                .ok_or_else(|| "no data folder: give one with --dir".to_string()),
        }
    }
}

fn threads(wanted: Option<usize>) -> usize {
    wanted.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get())).max(1)
}

fn build(args: &BuildArgs) -> Result<(), String> {
    let folder = args.which.folder()?;
    let variant = args.which.variant;
    let plan = Plan::new(&folder, variant, args.pieces).map_err(|e| e.to_string())?;
    for problem in &plan.damaged {
        eprintln!("damaged, built again: {problem}");
    }
    println!(
        "{} tables of {variant} with 2 to {} pieces in {}: {} built, {} to build ({} positions)",
        plan.built.len() + plan.todo.len(),
        args.pieces,
        folder.dir().display(),
        plan.built.len(),
        plan.todo.len(),
        plan.positions
    );
    if plan.todo.is_empty() {
        return Ok(());
    }
    println!(
        "needs about {} of disk space and {} of memory",
        size(plan.disk_bytes()),
        size(plan.memory_bytes())
    );
    let threads = threads(args.threads);
    let started = Instant::now();
    let cancel = AtomicBool::new(false);
    let last_drawn = Mutex::new(Instant::now() - PROGRESS_EVERY);
    let draw = |progress: &BuildProgress| {
        let Ok(mut last) = last_drawn.lock() else { return };
        if last.elapsed() >= PROGRESS_EVERY {
            *last = Instant::now();
            progress_bar(progress, started.elapsed());
        }
    };
    let built = build_missing(&folder, &plan, threads, &cancel, &draw);
    eprintln!();
    let built = built.map_err(|e| e.to_string())?;
    for table in &built {
        println!(
            "{:<12} {:>13} positions {:>10} bytes {:>7.4} bytes/position {:>9.1} s",
            table.signature.to_string(),
            table.positions,
            table.bytes,
            table.bytes as f64 / table.positions as f64,
            table.seconds
        );
    }
    let positions: u64 = built.iter().map(|t| t.positions).sum();
    let bytes: u64 = built.iter().map(|t| t.bytes).sum();
    println!(
        "built {} tables on {threads} threads in {}: {positions} positions in {} ({:.4} bytes/position)",
        built.len(),
        duration(started.elapsed()),
        size(bytes),
        bytes as f64 / positions.max(1) as f64
    );
    Ok(())
}

/// Reads the tables a check of `signature` needs into `tables` (two bits a position), and
/// drops the others.
fn hold(tables: &mut Tables, folder: &TableFolder, signature: Signature) -> Result<(), String> {
    let mut wanted = needed(signature);
    wanted.push(signature);
    for held in tables.signatures() {
        if !wanted.contains(&held) {
            tables.remove(held);
        }
    }
    for s in wanted {
        if !tables.has(s) {
            let table = folder.read(tables.variant(), s).map_err(|p| p.to_string())?;
            tables.insert(table.to_dense());
        }
    }
    Ok(())
}

fn check(args: &VerifyArgs) -> Result<(), String> {
    let folder = args.which.folder()?;
    let variant = args.which.variant;
    let mut tables = Tables::new(variant).map_err(|e| e.to_string())?;
    let cancel = AtomicBool::new(false);
    let control = Control { threads: threads(args.threads), cancel: &cancel, progress: &|_| {} };
    if let Some(big) = args.only.iter().find(|s| s.pieces() > args.pieces) {
        return Err(format!("--only {big}: the table has more than {} pieces", args.pieces));
    }
    let mut wrong = 0;
    let chosen = |s: &Signature| args.only.is_empty() || args.only.contains(s);
    for signature in Signature::all_up_to(args.pieces).into_iter().filter(chosen) {
        hold(&mut tables, &folder, signature)?;
        let started = Instant::now();
        let report = verify(&tables, signature, &control).map_err(|e| e.to_string())?;
        println!(
            "{:<12} {:>13} positions checked, {} wrong ({:.1} s)",
            signature.to_string(),
            report.checked,
            report.wrong,
            started.elapsed().as_secs_f64()
        );
        for fault in &report.faults {
            println!("  {fault}");
        }
        wrong += report.wrong;
    }
    if args.search > 0 {
        let loaded = folder.load(variant);
        if let Some(problem) = loaded.problems.first() {
            return Err(problem.to_string());
        }
        let started = Instant::now();
        let comparison = compare_with_search(&loaded.tables, args.search, args.depth, 1)
            .map_err(|e| e.to_string())?;
        println!(
            "{} random positions searched to depth {}: {} forced results found, {} disagree ({:.1} s)",
            comparison.searched,
            args.depth,
            comparison.verdicts,
            comparison.disagreements.len(),
            started.elapsed().as_secs_f64()
        );
        for line in &comparison.disagreements {
            println!("  {line}");
        }
        wrong += comparison.disagreements.len() as u64;
    }
    if wrong > 0 {
        return Err(format!("{wrong} positions are wrong"));
    }
    if args.only.is_empty() {
        println!("every table of {variant} with 2 to {} pieces is right", args.pieces);
    } else {
        let names: Vec<String> = args.only.iter().map(Signature::to_string).collect();
        println!("the tables {} of {variant} are right", names.join(", "));
    }
    Ok(())
}

/// Reads a table's signature given on the command line, in either colour order.
fn parse_signature(text: &str) -> Result<Signature, String> {
    text.parse::<Signature>().map(Signature::canonical).map_err(|e| e.to_string())
}

fn info(args: &InfoArgs) -> Result<(), String> {
    let folder = args.which.folder()?;
    let variant = args.which.variant;
    println!("{variant} endgame tables in {}", folder.dir().display());
    let files = folder.files(variant, args.pieces);
    for pieces in 2..=args.pieces {
        let of_count: Vec<_> = files.iter().filter(|f| f.signature.pieces() == pieces).collect();
        let built: Vec<_> = of_count.iter().filter(|f| f.bytes.is_some()).collect();
        let bytes: u64 = built.iter().filter_map(|f| f.bytes).sum();
        let positions: u64 = built
            .iter()
            .map(|f| {
                damier_core::egdb::Index::new(damier_core::egdb::Board::of(variant), f.signature)
                    .size()
            })
            .sum();
        println!(
            "{pieces} pieces: {}/{} tables, {positions} positions, {} ({:.4} bytes/position)",
            built.len(),
            of_count.len(),
            size(bytes),
            bytes as f64 / positions.max(1) as f64
        );
    }
    let loaded = folder.load(variant);
    for problem in &loaded.problems {
        println!("not used: {problem}");
    }
    Ok(())
}

/// How often the progress bar is redrawn.
const PROGRESS_EVERY: Duration = Duration::from_millis(250);

/// A progress bar on standard error: the table under way, the tables finished, time left.
fn progress_bar(progress: &BuildProgress, elapsed: Duration) {
    const WIDTH: usize = 30;
    let fraction = progress.done as f64 / progress.work.max(1) as f64;
    let filled = ((fraction * WIDTH as f64) as usize).min(WIDTH);
    let left = if progress.done > 0 {
        duration(elapsed.mul_f64((1.0 - fraction) / fraction))
    } else {
        "?".to_string()
    };
    eprint!(
        "\r[{}{}] {:5.1}% {} ({}/{} tables), {left} left   ",
        "#".repeat(filled),
        " ".repeat(WIDTH - filled),
        100.0 * fraction,
        progress.signature,
        progress.finished,
        progress.tables,
    );
    let _ = std::io::stderr().flush();
}

/// A size in bytes made short.
fn size(bytes: u64) -> String {
    match bytes {
        0..1_000_000 => format!("{:.1} kB", bytes as f64 / 1e3),
        1_000_000..1_000_000_000 => format!("{:.1} MB", bytes as f64 / 1e6),
        _ => format!("{:.2} GB", bytes as f64 / 1e9),
    }
}

/// Prints, for each position, what the tables say of it: `FEN: White wins`, `Black wins`,
/// `draw`, or `not in the tables` (a table it needs is not built).
fn probe(args: &ProbeArgs) -> Result<(), String> {
    let variant = args.which.variant;
    let loaded = args.which.folder()?.load(variant);
    for problem in &loaded.problems {
        eprintln!("{problem}: not used");
    }
    for fen in &args.fen {
        let position =
            AnyPosition::from_fen(variant, fen).map_err(|e| format!("--fen {fen}: {e}"))?;
        let to_move = position.side_to_move();
        let said = match loaded.tables.resolve_any(&position) {
            Some(Value::Win) => format!("{} wins", side_name(to_move)),
            Some(Value::Loss) => format!("{} wins", side_name(!to_move)),
            Some(Value::Draw) => "draw".to_string(),
            None => "not in the tables".to_string(),
        };
        println!("{fen}: {said}");
    }
    Ok(())
}

fn side_name(side: Side) -> &'static str {
    match side {
        Side::White => "White",
        Side::Black => "Black",
    }
}
