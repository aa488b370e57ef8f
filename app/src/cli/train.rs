//! `damier train`: `train play` plays games of the engine against itself and keeps their quiet
//! positions with the results in a data folder, a block file per run of games; `train fit`
//! fits the evaluation's weights to the positions of one or more such folders, starting from
//! the built-in weights. The weight file it writes is what `core/weights/` holds for each game.
//! `train fit-network` fits International's network to the same folders, from random weights.
//! `train rescore` searches the positions of a data folder again, deeper than the games were
//! played, into another folder whose scores a fit then learns from.
//!
//! Playing is split into shards that share nothing but the folder they write to: shard K of N
//! plays blocks K, K+N, K+2N…, each game's opening drawn from the seed and its number, so any
//! split of the same games gives the same files, and a shard run again skips the blocks
//! already written (a killed run loses at most the blocks under way). Scoring again is split
//! the same way, by the blocks of the folder it reads.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use damier_core::Variant;
use damier_core::learn::{
    self, Block, Blocks, FitOptions, NetworkFitOptions, NetworkSample, Record, Sample, Weights,
};
use damier_core::search::eval::scalar_names;
use damier_core::search::{Engine, Model};

use super::parse_variant;
use damier::files::save::{write_atomic, write_atomic_by};

/// `damier train play`, `damier train rescore`, `damier train fit` or
/// `damier train fit-network`.
#[derive(clap::Subcommand, Debug)]
pub enum TrainCommand {
    /// Play games of the engine against itself into a data folder (resumable, in shards).
    Play(PlayArgs),
    /// Search the positions of a data folder again, deeper, into another (resumable, in
    /// shards).
    Rescore(RescoreArgs),
    /// Fit the evaluation's weights to the positions of data folders.
    Fit(FitArgs),
    /// Fit International's network to the positions of data folders.
    FitNetwork(FitNetworkArgs),
}

/// Arguments of `damier train play`.
#[derive(clap::Args, Debug)]
pub struct PlayArgs {
    /// The game: international, italian, thai, hexdame or lasca.
    #[arg(long, value_parser = parse_variant, default_value = "international")]
    variant: Variant,
    /// How many games the data set holds (numbered from 0).
    #[arg(long)]
    games: u32,
    /// The folder the block files go to (made if missing).
    #[arg(long)]
    data: PathBuf,
    /// Which shard to play, as K/N: blocks K, K+N, K+2N… (0/1 plays them all).
    #[arg(long, default_value = "0/1", value_parser = parse_shard)]
    shard: (u32, u32),
    /// Games per block file.
    #[arg(long, default_value_t = 500)]
    block_games: u32,
    /// Nodes searched for each move.
    #[arg(long, default_value_t = 5000)]
    nodes: u32,
    /// The seed the openings are drawn from (another seed, other games).
    #[arg(long, default_value_t = 0)]
    seed: u32,
    /// Longest game in plies before it is adjudicated a draw.
    #[arg(long, default_value_t = 300)]
    max_plies: u32,
    /// Games played at once (default: one per processor).
    #[arg(long)]
    threads: Option<usize>,
}

/// Arguments of `damier train rescore`.
#[derive(clap::Args, Debug)]
pub struct RescoreArgs {
    /// The game: international, italian, thai, hexdame or lasca.
    #[arg(long, value_parser = parse_variant, default_value = "international")]
    variant: Variant,
    /// The data folder whose positions are searched again.
    #[arg(long)]
    data: PathBuf,
    /// The folder the block files with the new scores go to (made if missing), one for each
    /// block file read, under the same name.
    #[arg(long)]
    into: PathBuf,
    /// Which shard to score, as K/N: the folder's block files K, K+N, K+2N… in name order
    /// (0/1 scores them all).
    #[arg(long, default_value = "0/1", value_parser = parse_shard)]
    shard: (u32, u32),
    /// Keep one position in this many of each block, the first, then every this-many-th.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..))]
    every: u32,
    /// Nodes searched for each position.
    #[arg(long, default_value_t = 50_000)]
    nodes: u32,
    /// Positions searched at once (default: one per processor).
    #[arg(long)]
    threads: Option<usize>,
}

/// Arguments of `damier train fit`.
#[derive(clap::Args, Debug)]
pub struct FitArgs {
    /// The game: international, italian, thai, hexdame or lasca.
    #[arg(long, value_parser = parse_variant, default_value = "international")]
    variant: Variant,
    /// Data folders written by `train play` (repeat for several).
    #[arg(long, required = true)]
    data: Vec<PathBuf>,
    /// Where to write the fitted weights.
    #[arg(long, default_value = "weights.bin")]
    out: PathBuf,
    /// Passes over the positions.
    #[arg(long, default_value_t = 20)]
    epochs: usize,
    /// Step size of the first pass, in hundredths of a man.
    #[arg(long, default_value_t = 1.0)]
    learning_rate: f32,
    /// How much the search's score of each position counts against the game's result in
    /// what is fitted (0–1).
    #[arg(long, default_value_t = 0.5)]
    blend: f32,
    /// Pull of the region weights towards zero.
    #[arg(long, default_value_t = 5e-10)]
    l2: f32,
    /// Fit only the counted features and the move, keeping the region weights as they are.
    #[arg(long)]
    keep_regions: bool,
    /// Fit two phases, opening and endgame, each middle-game weight halfway between them (as
    /// in a weight file of format 2), instead of three.
    #[arg(long)]
    two_phases: bool,
}

/// Arguments of `damier train fit-network`.
#[derive(clap::Args, Debug)]
pub struct FitNetworkArgs {
    /// Data folders of International positions written by `train play` (repeat for several).
    #[arg(long, required = true)]
    data: Vec<PathBuf>,
    /// Where to write the fitted network.
    #[arg(long, default_value = "international.net")]
    out: PathBuf,
    /// Passes over the positions.
    #[arg(long, default_value_t = NetworkFitOptions::default().epochs)]
    epochs: usize,
    /// Adam's step size in the first pass (it falls to a tenth by the last).
    #[arg(long, default_value_t = NetworkFitOptions::default().learning_rate)]
    learning_rate: f32,
    /// Positions per step.
    #[arg(long, default_value_t = NetworkFitOptions::default().batch)]
    batch: usize,
    /// How much the search's score of each position counts against the game's result in
    /// what is fitted (0–1).
    #[arg(long, default_value_t = NetworkFitOptions::default().blend)]
    blend: f32,
    /// The seed the starting weights are drawn from.
    #[arg(long, default_value_t = NetworkFitOptions::default().seed)]
    seed: u64,
}

/// Runs `damier train play`, `damier train rescore`, `damier train fit` or
/// `damier train fit-network`.
pub fn run(command: &TrainCommand) -> Result<(), String> {
    match command {
        TrainCommand::Play(args) => play(args),
        TrainCommand::Rescore(args) => rescore(args),
        TrainCommand::Fit(args) => fit(args),
        TrainCommand::FitNetwork(args) => fit_network(args),
    }
}

/// Reads `K/N` with K < N.
fn parse_shard(text: &str) -> Result<(u32, u32), String> {
    let (k, n) = text.split_once('/').ok_or(format!("'{text}' is not K/N"))?;
    let (k, n): (u32, u32) = (
        k.trim().parse().map_err(|_| format!("'{k}' is not a number"))?,
        n.trim().parse().map_err(|_| format!("'{n}' is not a number"))?,
    );
    if k >= n {
        return Err(format!("shard {k} of {n}: shards are numbered 0 to {}", n.max(1) - 1));
    }
    Ok((k, n))
}

/// The block file of `variant` whose first game is `first_game`, in `data`.
fn block_path(data: &Path, variant: Variant, first_game: u32) -> PathBuf {
    data.join(format!("{}-{first_game:09}.positions", variant.id()))
}

/// The block files of `variant` in `data`, sorted by name (by first game).
fn block_files(data: &Path, variant: Variant) -> Result<Vec<PathBuf>, String> {
    let entries =
        std::fs::read_dir(data).map_err(|e| format!("cannot read {}: {e}", data.display()))?;
    let prefix = format!("{}-", variant.id());
    let mut files: Vec<PathBuf> = entries
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| {
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
            name.starts_with(&prefix) && name.ends_with(".positions")
        })
        .collect();
    files.sort();
    Ok(files)
}

/// Plays this shard's blocks that are not in the folder yet.
fn play(args: &PlayArgs) -> Result<(), String> {
    let (shard, shards) = args.shard;
    let per_block = args.block_games.max(1);
    std::fs::create_dir_all(&args.data)
        .map_err(|e| format!("cannot make {}: {e}", args.data.display()))?;
    let wanted = |first_game: u32| Block {
        variant: args.variant,
        first_game,
        games: per_block.min(args.games - first_game),
        seed: args.seed,
        nodes: args.nodes,
    };
    let (mut todo, mut mine) = (Vec::new(), 0);
    for first_game in (0..args.games).step_by(per_block as usize) {
        if (first_game / per_block) % shards != shard {
            continue;
        }
        mine += 1;
        let block = wanted(first_game);
        if !written(&args.data, &block)? {
            todo.push(block);
        }
    }
    let games: u32 = todo.iter().map(|b| b.games).sum();
    eprintln!(
        "shard {shard}/{shards}: {} of its {mine} blocks to play ({games} games), into {}",
        todo.len(),
        args.data.display()
    );
    let games: Vec<(usize, u32)> = todo
        .iter()
        .enumerate()
        .flat_map(|(b, block)| {
            (block.first_game..block.first_game + block.games).map(move |g| (b, g))
        })
        .collect();
    let threads = args.threads.unwrap_or_else(damier::settings::processors).max(1);
    let play_game = |&game: &u32| {
        learn::training_game(
            args.variant,
            u64::from(args.seed) << 32,
            game,
            u64::from(args.nodes),
            args.max_plies,
        )
    };
    fill_blocks(&args.data, &todo, &games, threads, "games", || play_game)
}

/// Whether `block`'s file is in `data` already; an error if the file there holds other games
/// or positions scored otherwise.
fn written(data: &Path, block: &Block) -> Result<bool, String> {
    let path = block_path(data, block.variant, block.first_game);
    let Ok(file) = std::fs::File::open(&path) else {
        return Ok(false);
    };
    let found = learn::read_block_header(&mut std::io::BufReader::new(file), block.variant)
        .map_err(|e| format!("{}: {e}", path.display()))?;
    if found != *block {
        return Err(format!(
            "{} holds games played or scored otherwise ({found:?}); use another folder",
            path.display()
        ));
    }
    Ok(true)
}

/// Searches again, deeper, the positions of this shard's block files that are not in the
/// target folder yet.
fn rescore(args: &RescoreArgs) -> Result<(), String> {
    let (shard, shards) = args.shard;
    let files = block_files(&args.data, args.variant)?;
    if files.is_empty() {
        return Err(format!("no {} positions in {}", args.variant.id(), args.data.display()));
    }
    std::fs::create_dir_all(&args.into)
        .map_err(|e| format!("cannot make {}: {e}", args.into.display()))?;
    let (mut todo, mut positions, mut mine) = (Vec::new(), Vec::new(), 0);
    for path in files.iter().skip(shard as usize).step_by(shards as usize) {
        mine += 1;
        let played = learn::read_block_header(&mut open(path)?, args.variant)
            .map_err(|e| format!("{}: {e}", path.display()))?;
        let block = Block { nodes: args.nodes, ..played };
        if written(&args.into, &block)? {
            continue;
        }
        let (_, records) = read_block_file(path, args.variant)?;
        let kept = records.into_iter().step_by(args.every as usize);
        positions.extend(kept.map(|record| (todo.len(), record)));
        todo.push(block);
    }
    eprintln!(
        "shard {shard}/{shards}: {} of its {mine} blocks to score ({} positions), into {}",
        todo.len(),
        positions.len(),
        args.into.display()
    );
    let threads = args.threads.unwrap_or_else(damier::settings::processors).max(1);
    let nodes = u64::from(args.nodes);
    let searcher = || {
        let mut engine = Engine::new(RESCORE_HASH_MB);
        move |record: &Record| vec![learn::rescore(&mut engine, record, nodes)]
    };
    fill_blocks(&args.into, &todo, &positions, threads, "positions", searcher)
}

/// The transposition table of each thread that scores positions again, in MB.
const RESCORE_HASH_MB: usize = 8;

/// Does the `jobs` of the blocks of `todo` (each job tagged with its block's index) on
/// `threads` threads, each thread doing its jobs with a worker `worker` makes, and writes
/// each block into `data` as soon as its jobs are done, their records in the jobs' order;
/// with a progress bar that counts the jobs as `unit`.
fn fill_blocks<J: Sync, W: FnMut(&J) -> Vec<Record>>(
    data: &Path,
    todo: &[Block],
    jobs: &[(usize, J)],
    threads: usize,
    unit: &str,
    worker: impl Fn() -> W + Sync,
) -> Result<(), String> {
    let next = AtomicUsize::new(0);
    let (sender, receiver) = mpsc::channel::<(usize, Vec<Record>)>();
    let started = Instant::now();
    let mut pending: Vec<Filling> = todo.iter().map(|_| Filling::default()).collect();
    for &(block, _) in jobs {
        pending[block].left += 1;
    }
    for (block, _) in pending.iter().enumerate().filter(|(_, filling)| filling.left == 0) {
        write_block_file(data, &todo[block], &[])?;
    }
    let mut positions = 0usize;
    std::thread::scope(|scope| {
        for _ in 0..threads {
            let (sender, next, worker) = (sender.clone(), &next, &worker);
            scope.spawn(move || {
                let mut work = worker();
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    let Some((_, job)) = jobs.get(index) else { break };
                    if sender.send((index, work(job))).is_err() {
                        break;
                    }
                }
            });
        }
        drop(sender);
        let mut done = 0;
        let mut shown = Instant::now();
        for (index, records) in receiver {
            done += 1;
            positions += records.len();
            let block = jobs[index].0;
            let filling = &mut pending[block];
            filling.left -= 1;
            filling.done.push((index, records));
            if filling.left == 0 {
                let mut finished = std::mem::take(&mut filling.done);
                finished.sort_by_key(|(index, _)| *index);
                let records: Vec<Record> = finished.into_iter().flat_map(|(_, r)| r).collect();
                write_block_file(data, &todo[block], &records)?;
            }
            if done == jobs.len() || shown.elapsed() >= PROGRESS_EVERY {
                progress(done, jobs.len(), unit, positions, started.elapsed());
                shown = Instant::now();
            }
        }
        Ok::<(), String>(())
    })?;
    eprintln!();
    Ok(())
}

/// A block being filled: how many of its jobs are left, and the records of those done, by job.
#[derive(Default)]
struct Filling {
    left: usize,
    done: Vec<(usize, Vec<Record>)>,
}

/// Writes a block file atomically: a killed run never leaves half a block.
fn write_block_file(data: &Path, block: &Block, records: &[Record]) -> Result<(), String> {
    let path = block_path(data, block.variant, block.first_game);
    write_atomic_by(&path, |out| learn::write_block(out, block, records))
        .map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// The block files of data folders, read a block at a time as samples of the evaluation.
struct Folders {
    variant: Variant,
    files: Vec<PathBuf>,
}

impl Folders {
    /// The block files of `variant` in the data folders `data`.
    fn of(variant: Variant, data: &[PathBuf]) -> Result<Folders, String> {
        let mut files = Vec::new();
        for folder in data {
            files.extend(block_files(folder, variant)?);
        }
        if files.is_empty() {
            return Err(format!(
                "no {} positions in the data folders: play some games first",
                variant.id()
            ));
        }
        Ok(Folders { variant, files })
    }

    /// The positions of block `index`.
    fn records(&self, index: usize) -> Result<Vec<Record>, String> {
        Ok(read_block_file(&self.files[index], self.variant)?.1)
    }
}

impl Blocks for Folders {
    fn count(&self) -> usize {
        self.files.len()
    }

    fn read(&self, index: usize) -> Result<Vec<Sample>, String> {
        Ok(self.records(index)?.iter().map(learn::sample).collect())
    }
}

impl Blocks<NetworkSample> for Folders {
    fn count(&self) -> usize {
        self.files.len()
    }

    fn read(&self, index: usize) -> Result<Vec<NetworkSample>, String> {
        Ok(self.records(index)?.iter().filter_map(learn::network_sample).collect())
    }
}

/// The file at `path`, opened for reading.
fn open(path: &Path) -> Result<std::io::BufReader<std::fs::File>, String> {
    let file =
        std::fs::File::open(path).map_err(|e| format!("cannot open {}: {e}", path.display()))?;
    Ok(std::io::BufReader::new(file))
}

/// The block and the positions of the block file at `path`.
fn read_block_file(path: &Path, variant: Variant) -> Result<(Block, Vec<Record>), String> {
    learn::read_block(&mut open(path)?, variant).map_err(|e| format!("{}: {e}", path.display()))
}

/// The most positions of the games set aside that are kept to check the fit.
const CHECK_LIMIT: usize = 500_000;

/// Fits weights to the positions of the data folders.
fn fit(args: &FitArgs) -> Result<(), String> {
    let variant = args.variant;
    let folders = Folders::of(variant, &args.data)?;
    let mut options = FitOptions {
        epochs: args.epochs,
        learning_rate: args.learning_rate,
        l2: args.l2,
        blend: args.blend.clamp(0.0, 1.0),
        keep_regions: args.keep_regions,
        ..FitOptions::default()
    };
    let held = learn::held_out::<Sample>(&folders, options.holdout, CHECK_LIMIT)?;
    let mut weights = Weights::from_model(Model::of(variant));
    if args.two_phases {
        weights = weights.with_two_phases();
    }
    options.scale = learn::best_scale(&weights, &held);
    report_start(&folders, held.len(), options.scale);
    eprintln!(
        "before fitting: loss on games set aside {:.5}",
        learn::check_loss(&weights, &held, &options)
    );
    let started = Instant::now();
    learn::fit(&mut weights, &folders, &held, &options, &mut |epoch| {
        report(epoch, options.epochs, started);
    })?;
    write_atomic(&args.out, &weights.to_bytes())
        .map_err(|e| format!("cannot write {}: {e}", args.out.display()))?;
    println!("{:<45} {:>8} {:>8} {:>8}", "counted feature", "opening", "middle", "endgame");
    for (k, name) in scalar_names(variant).iter().enumerate() {
        let [opening, middle, endgame] = weights.scalar(k);
        println!("{name:<45} {opening:>8.1} {middle:>8.1} {endgame:>8.1}");
    }
    println!("weights written to {}", args.out.display());
    Ok(())
}

/// Fits International's network to the positions of the data folders, from random weights,
/// at the scale the built-in weights predict those positions' results best at.
fn fit_network(args: &FitNetworkArgs) -> Result<(), String> {
    let variant = Variant::International;
    let folders = Folders::of(variant, &args.data)?;
    let mut options = NetworkFitOptions {
        epochs: args.epochs,
        batch: args.batch,
        learning_rate: args.learning_rate,
        blend: args.blend.clamp(0.0, 1.0),
        seed: args.seed,
        ..NetworkFitOptions::default()
    };
    let samples = learn::held_out::<Sample>(&folders, options.holdout, CHECK_LIMIT)?;
    options.scale = learn::best_scale(&Weights::from_model(Model::of(variant)), &samples);
    let held = learn::held_out::<NetworkSample>(&folders, options.holdout, CHECK_LIMIT)?;
    report_start(&folders, held.len(), options.scale);
    let mut network = learn::starting_network(&options);
    let started = Instant::now();
    learn::fit_network(&mut network, &folders, &held, &options, &mut |epoch| {
        report(epoch, options.epochs, started);
    })?;
    write_atomic(&args.out, &network.to_bytes())
        .map_err(|e| format!("cannot write {}: {e}", args.out.display()))?;
    println!("network written to {}", args.out.display());
    Ok(())
}

/// Shows what a fit of `folders` starts from: `held` positions set aside, at `scale`.
fn report_start(folders: &Folders, held: usize, scale: f32) {
    eprintln!(
        "{} block files; {held} positions set aside to check the fit; the built-in weights predict best at scale {scale:.0}",
        folders.files.len(),
    );
}

/// Shows how epoch `epoch` of `epochs` of a fit begun at `started` went.
fn report(epoch: &learn::Epoch, epochs: usize, started: Instant) {
    eprintln!(
        "epoch {:>3}/{epochs}: loss {:.5}, on games set aside {:.5} ({})",
        epoch.number,
        epoch.train_loss,
        epoch.check_loss,
        duration(started.elapsed())
    );
}

/// How often the progress bar is redrawn.
const PROGRESS_EVERY: Duration = Duration::from_millis(250);

/// A progress bar on standard error: jobs done (`unit`), positions kept, time left.
fn progress(done: usize, total: usize, unit: &str, positions: usize, elapsed: Duration) {
    const WIDTH: usize = 30;
    let filled = done * WIDTH / total.max(1);
    let left = elapsed.mul_f64((total - done) as f64 / done.max(1) as f64);
    eprint!(
        "\r[{}{}] {done}/{total} {unit}, {positions} positions, {} left   ",
        "#".repeat(filled),
        " ".repeat(WIDTH - filled),
        duration(left)
    );
    let _ = std::io::stderr().flush();
}

/// A time left, short: `1h05m`, `3m07s`, `42s`.
pub(super) fn duration(d: Duration) -> String {
    let s = d.as_secs();
    if s >= 3600 {
        format!("{}h{:02}m", s / 3600, s / 60 % 60)
    } else if s >= 60 {
        format!("{}m{:02}s", s / 60, s % 60)
    } else {
        format!("{s}s")
    }
}
