//! `damier analyze`: reviews a game from a PDN file headless, with a progress bar on standard
//! error, and writes the annotated game (evaluations as comments, marks as glyphs, better
//! lines as variations).

use std::io::Write;
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;

use damier_core::Side;
use damier_core::analysis::{self, Review, Thresholds};
use damier_core::pdn::{self, ReadOptions};
use damier_core::search::{Engine, Limits};

use damier::files::load;
use damier::files::save::{check_writable, write_atomic};

/// Arguments of `damier analyze`.
#[derive(clap::Args, Debug)]
pub struct AnalyzeArgs {
    /// The PDN file.
    file: PathBuf,
    /// Which game of the file, from 1.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..))]
    game: u64,
    /// Time per position, in milliseconds.
    #[arg(long, default_value_t = 500)]
    movetime: u64,
    /// Where to write the annotated game (standard output when left out).
    #[arg(short = 'o', long = "output")]
    output: Option<PathBuf>,
}

/// Reviews the game and writes it.
pub fn run(args: &AnalyzeArgs) -> Result<(), String> {
    let bytes = load::read(&args.file).map_err(|e| e.to_string())?;
    let (text, _) = pdn::decode(&bytes);
    let game = pdn::Reader::new(&text, ReadOptions::default())
        .nth(usize::try_from(args.game - 1).unwrap_or(usize::MAX))
        .ok_or_else(|| format!("{} has no game {}", args.file.display(), args.game))?
        .map_err(|e| format!("{}: {e}", args.file.display()))?;
    if let Some(path) = &args.output {
        check_writable(path).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    let mut record = game.record;
    let mut engine = Engine::new(64);
    let stop = AtomicBool::new(false);
    let review = analysis::review(
        &record,
        &mut engine,
        &Limits::movetime(args.movetime),
        &Thresholds::default(),
        &stop,
        &mut progress_bar,
    )
    .ok_or("the review was stopped")?;
    eprintln!();
    analysis::annotate(&mut record, &review);
    let written = pdn::write_game(&record);
    match &args.output {
        Some(path) => write_atomic(path, written.as_bytes())
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?,
        None => print!("{written}"),
    }
    for side in Side::BOTH {
        eprintln!("{}", summary_line(&review, side, record.variant().side_name(side)));
    }
    Ok(())
}

/// Draws `[#####.....] done/total` over itself on standard error.
fn progress_bar(done: usize, total: usize) {
    const WIDTH: usize = 30;
    let filled = (done * WIDTH).checked_div(total).unwrap_or(WIDTH);
    let mut err = std::io::stderr();
    let _ = write!(err, "\r[{}{}] {done}/{total}", "#".repeat(filled), ".".repeat(WIDTH - filled));
    let _ = err.flush();
}

fn summary_line(review: &Review, side: Side, name: &str) -> String {
    let s = review.summary(side);
    format!(
        "{name}: {} moves, {} inaccuracies (?!), {} mistakes (?), {} blunders (??), \
         average loss {:.2}",
        s.moves,
        s.inaccuracies,
        s.mistakes,
        s.blunders,
        s.average_loss as f64 / 100.0
    )
}
