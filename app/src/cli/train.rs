//! `damier train`: plays games of the engine against itself, keeps their quiet positions with
//! the results, and fits the evaluation's weights to them, starting from the built-in weights.
//! The weight file it writes is what `core/weights/` holds for each game.

use std::io::Write;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use damier_core::Variant;
use damier_core::learn::{self, FitOptions, Sample, Weights};
use damier_core::search::Model;
use damier_core::search::eval::scalar_names;

use super::parse_variant;
use damier::files::save::write_atomic;

/// Arguments of `damier train`.
#[derive(clap::Args, Debug)]
pub struct TrainArgs {
    /// The game: international, italian, thai, hexdame or lasca.
    #[arg(long, value_parser = parse_variant, default_value = "international")]
    variant: Variant,
    /// How many new games to play (0: fit the samples file alone).
    #[arg(long, default_value_t = 2000)]
    games: u32,
    /// Nodes searched for each move of those games.
    #[arg(long, default_value_t = 5000)]
    nodes: u64,
    /// Longest game in plies before it is adjudicated a draw.
    #[arg(long, default_value_t = 300)]
    max_plies: u32,
    /// Games played at once (default: one per processor).
    #[arg(long)]
    threads: Option<usize>,
    /// A file of samples from earlier runs: read first when it exists, then written back with
    /// the new games' positions added.
    #[arg(long)]
    samples: Option<PathBuf>,
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
    /// Fit the counted features and the move only, keeping the built-in region weights (to
    /// weigh newly added counts without refitting the regions on fewer games).
    #[arg(long)]
    keep_regions: bool,
}

/// Runs `damier train`.
pub fn run(args: &TrainArgs) -> Result<(), String> {
    let variant = args.variant;
    let mut samples = match &args.samples {
        Some(path) if path.exists() => {
            let file = std::fs::File::open(path)
                .map_err(|e| format!("cannot open {}: {e}", path.display()))?;
            learn::read_samples(&mut std::io::BufReader::new(file), variant)
                .map_err(|e| format!("{}: {e}", path.display()))?
        }
        _ => Vec::new(),
    };
    if !samples.is_empty() {
        eprintln!("{} positions read from earlier games", samples.len());
    }
    let first_game = samples.iter().map(|s| s.game + 1).max().unwrap_or(0);
    if args.games > 0 {
        let threads = args.threads.unwrap_or_else(damier::settings::processors).max(1);
        samples.extend(play(args, first_game, threads));
        if let Some(path) = &args.samples {
            let mut bytes = Vec::new();
            learn::write_samples(&mut bytes, variant, &samples).expect("writing to memory");
            write_atomic(path, &bytes)
                .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        }
    }
    if samples.is_empty() {
        return Err("no positions to fit: play some games (--games) or give --samples".into());
    }
    let mut weights = Weights::from_model(Model::of(variant));
    let scale = learn::best_scale(&weights, &samples);
    eprintln!("{} positions; the built-in weights predict best at scale {scale:.0}", samples.len());
    let options = FitOptions {
        epochs: args.epochs,
        learning_rate: args.learning_rate,
        l2: args.l2,
        scale,
        blend: args.blend.clamp(0.0, 1.0),
        keep_regions: args.keep_regions,
        ..FitOptions::default()
    };
    let started = Instant::now();
    learn::fit(&mut weights, &samples, &options, &mut |epoch| {
        eprintln!(
            "epoch {:>3}/{}: loss {:.5}, on games set aside {:.5} ({})",
            epoch.number,
            options.epochs,
            epoch.train_loss,
            epoch.check_loss,
            duration(started.elapsed())
        );
    });
    write_atomic(&args.out, &weights.to_bytes())
        .map_err(|e| format!("cannot write {}: {e}", args.out.display()))?;
    for (k, name) in scalar_names(variant).iter().enumerate() {
        let [opening, endgame] = weights.scalar(k);
        println!("{name:<45} {opening:>8.1} {endgame:>8.1}");
    }
    println!("weights written to {}", args.out.display());
    Ok(())
}

/// Plays the new games on `threads` threads, showing progress; returns their positions.
fn play(args: &TrainArgs, first_game: u32, threads: usize) -> Vec<Sample> {
    let next = AtomicU32::new(0);
    let (sender, receiver) = mpsc::channel::<Vec<Sample>>();
    let started = Instant::now();
    let mut samples = Vec::new();
    std::thread::scope(|scope| {
        for _ in 0..threads {
            let sender = sender.clone();
            let next = &next;
            scope.spawn(move || {
                loop {
                    let n = next.fetch_add(1, Ordering::Relaxed);
                    if n >= args.games {
                        break;
                    }
                    let game = first_game + n;
                    let positions = learn::training_game(
                        args.variant,
                        u64::from(game),
                        game,
                        args.nodes,
                        args.max_plies,
                    );
                    if sender.send(positions).is_err() {
                        break;
                    }
                }
            });
        }
        drop(sender);
        let mut done = 0;
        let mut shown = Instant::now();
        for positions in receiver {
            done += 1;
            samples.extend(positions);
            if done == args.games || shown.elapsed() >= PROGRESS_EVERY {
                progress(done, args.games, samples.len(), started.elapsed());
                shown = Instant::now();
            }
        }
    });
    eprintln!();
    samples
}

/// How often the progress bar is redrawn.
const PROGRESS_EVERY: Duration = Duration::from_millis(250);

/// A progress bar on standard error: games played, positions kept, time left.
fn progress(done: u32, total: u32, positions: usize, elapsed: Duration) {
    const WIDTH: u32 = 30;
    let filled = (done * WIDTH / total.max(1)) as usize;
    let left = elapsed.mul_f64(f64::from(total - done) / f64::from(done.max(1)));
    eprint!(
        "\r[{}{}] {done}/{total} games, {positions} positions, {} left   ",
        "#".repeat(filled),
        " ".repeat(WIDTH as usize - filled),
        duration(left)
    );
    let _ = std::io::stderr().flush();
}

fn duration(d: Duration) -> String {
    let s = d.as_secs();
    if s >= 60 { format!("{}m{:02}s", s / 60, s % 60) } else { format!("{s}s") }
}
