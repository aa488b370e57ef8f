//! `damier puzzles make`: puzzles found in the positions of games (a PDN file's, or games the
//! engine plays against itself at a low level, which blunders), each line checked by a deep
//! search at every solver's move; `damier puzzles verify`: a puzzle file checked again;
//! `damier puzzles refresh`: a set checked again, the puzzles that no longer hold replaced by
//! new ones, the others kept under their names.

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::time::Instant;

use damier_core::arena::{self, EnginePlayer};
use damier_core::game::GameRecord;
use damier_core::pdn::{self, ReadOptions};
use damier_core::puzzle::{self, Checker, Puzzle};
use damier_core::search::{Level, Limits, Settings};
use damier_core::{AnyPosition, Variant};

use super::{HASH_MB, parse_variant};
use damier::files::load;
use damier::files::save::write_atomic;

/// `damier puzzles` commands.
#[derive(clap::Subcommand, Debug)]
pub enum PuzzlesCommand {
    /// Find puzzles in games and write them as PDN.
    Make(MakeArgs),
    /// Check every puzzle of a file with the engine; exit status 2 if one fails.
    Verify {
        /// The puzzle file (PDN).
        file: PathBuf,
    },
    /// Check a set again: the puzzles that still hold keep their names (and so the players'
    /// results), those that fail are dropped, and new ones found in games take their place.
    Refresh(RefreshArgs),
}

/// Where new puzzles are looked for.
#[derive(clap::Args, Debug)]
pub struct Source {
    /// Look in the positions of this PDN file's games.
    #[arg(long, conflicts_with = "selfplay")]
    from: Option<PathBuf>,
    /// Look in the positions of this many games the engine plays against itself at level 4.
    #[arg(long)]
    selfplay: Option<usize>,
    /// Seed of the games played (the same seed gives the same games and puzzles).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Skip this many plies at the start of every game.
    #[arg(long, default_value_t = 6)]
    skip: usize,
}

/// Arguments of `damier puzzles make`.
#[derive(clap::Args, Debug)]
pub struct MakeArgs {
    /// The game: international, italian, thai, hexdame or lasca.
    #[arg(long, value_parser = parse_variant, default_value = "international")]
    variant: Variant,
    #[command(flatten)]
    source: Source,
    /// Stop after this many puzzles.
    #[arg(long, default_value_t = usize::MAX)]
    count: usize,
    /// Where to write the puzzles.
    #[arg(short, long)]
    output: PathBuf,
}

/// Arguments of `damier puzzles refresh`.
#[derive(clap::Args, Debug)]
pub struct RefreshArgs {
    /// The puzzle set (PDN), every game of it a puzzle of the same game.
    file: PathBuf,
    #[command(flatten)]
    source: Source,
    /// Bring the set up to this many puzzles (as many as it holds now unless given); a puzzle
    /// that holds is never dropped.
    #[arg(long)]
    count: Option<usize>,
    /// Where to write the set (over the file itself unless given).
    #[arg(short, long)]
    output: Option<PathBuf>,
}

/// Runs a `damier puzzles` command.
pub fn run(command: &PuzzlesCommand) -> Result<(), String> {
    match command {
        PuzzlesCommand::Make(args) => make(args),
        PuzzlesCommand::Verify { file } => verify(file),
        PuzzlesCommand::Refresh(args) => refresh(args),
    }
}

/// The longest self-played game, in plies.
const MAX_PLIES: u32 = 200;
/// Random plies from the start before a self-played game begins.
const OPENING_PLIES: u32 = 4;

/// Games of `variant` to look in, one at a time: a file's, or self-played ones.
fn games(
    variant: Variant,
    source: &Source,
) -> Result<Box<dyn Iterator<Item = GameRecord>>, String> {
    if let Some(path) = &source.from {
        let bytes = load::read(path).map_err(|e| e.to_string())?;
        let (text, _) = pdn::decode(&bytes);
        let games: Vec<GameRecord> = pdn::Reader::new(&text, ReadOptions::default())
            .filter_map(|game| game.ok().map(|game| game.record))
            .collect();
        return Ok(Box::new(games.into_iter()));
    }
    let count =
        source.selfplay.ok_or("say where the games come from: --from FILE or --selfplay N")?;
    let seed = source.seed;
    Ok(Box::new((0..count).map(move |game| {
        let mut state = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ game as u64;
        let start = arena::random_opening(variant, OPENING_PLIES, &mut state);
        let player = |side: u64| {
            let settings =
                Settings { level: Level::new(4), seed: state ^ side, ..Settings::default() };
            EnginePlayer::new("level 4", Limits::default(), settings, HASH_MB)
        };
        arena::play_game(start, &mut player(1), &mut player(2), MAX_PLIES)
    })))
}

/// New puzzles and what was looked at to find them.
struct Found {
    puzzles: Vec<Puzzle>,
    games: usize,
    positions: usize,
}

/// Up to `wanted` puzzles of `variant` in the games of `source`, none at a position of
/// `seen` (which gains every position looked at), named `VARIANT-N` with N from `first`.
fn find(
    checker: &mut Checker,
    variant: Variant,
    source: &Source,
    wanted: usize,
    seen: &mut HashSet<u64>,
    first: usize,
) -> Result<Found, String> {
    let started = Instant::now();
    let mut found = Found { puzzles: Vec::new(), games: 0, positions: 0 };
    if wanted == 0 {
        return Ok(found);
    }
    'games: for (number, record) in games(variant, source)?.enumerate() {
        found.games += 1;
        if record.variant() != variant {
            continue;
        }
        let line: Vec<AnyPosition> =
            record.main_line_positions().map(|(_, position)| position).skip(source.skip).collect();
        // A puzzle's line is not looked at again: its later positions are parts of it.
        let mut free_from = 0;
        for (ply, position) in line.into_iter().enumerate() {
            if ply < free_from || !seen.insert(position.hash_key()) {
                continue;
            }
            found.positions += 1;
            let id = format!("{}-{}", variant.id(), first + found.puzzles.len());
            if let Some(mut puzzle) = checker.find(&position, &id) {
                puzzle.source = Some(origin(source, number + 1, ply + source.skip));
                eprintln!(
                    "{id}: {} {} moves, rating {} ({} games, {:.0} s)",
                    puzzle.goal.tag(),
                    puzzle.solver_moves(),
                    puzzle.rating,
                    found.games,
                    started.elapsed().as_secs_f64()
                );
                free_from = ply + puzzle.solution.len() + 1;
                found.puzzles.push(puzzle);
                if found.puzzles.len() >= wanted {
                    break 'games;
                }
            }
        }
    }
    Ok(found)
}

fn make(args: &MakeArgs) -> Result<(), String> {
    let started = Instant::now();
    let mut checker = Checker::standard();
    let found = find(&mut checker, args.variant, &args.source, args.count, &mut HashSet::new(), 1)?;
    write_set(&args.output, &found.puzzles)?;
    println!(
        "{} puzzles from {} positions of {} games in {:.0} s",
        found.puzzles.len(),
        found.positions,
        found.games,
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

fn refresh(args: &RefreshArgs) -> Result<(), String> {
    let started = Instant::now();
    let (puzzles, refused) = read_set(&args.file)?;
    let in_file = |e: String| format!("{}: {e}", args.file.display());
    if let Some(refusal) = refused.first() {
        return Err(in_file(refusal_text(refusal)));
    }
    let variant = set_variant(&puzzles).map_err(in_file)?;
    let mut checker = Checker::standard();
    let (mut kept, mut dropped) = (Vec::new(), 0);
    for puzzle in &puzzles {
        match checker.verify(puzzle) {
            Ok(()) => kept.push(puzzle.clone()),
            Err(problem) => {
                println!("{}: dropped: {problem}", puzzle.id);
                dropped += 1;
            }
        }
    }
    // New names follow every name the set has held, so no player's result passes to another
    // puzzle.
    let first = puzzles.iter().filter_map(|p| id_number(&p.id)).max().unwrap_or(0) + 1;
    let mut seen: HashSet<u64> = kept.iter().map(|p| p.start.hash_key()).collect();
    let count = args.count.unwrap_or(puzzles.len());
    let wanted = count.saturating_sub(kept.len());
    let found = find(&mut checker, variant, &args.source, wanted, &mut seen, first)?;
    let added = found.puzzles.len();
    kept.extend(found.puzzles);
    write_set(args.output.as_ref().unwrap_or(&args.file), &kept)?;
    println!(
        "{} kept, {dropped} dropped, {added} added from {} positions of {} games in {:.0} s",
        kept.len() - added,
        found.positions,
        found.games,
        started.elapsed().as_secs_f64()
    );
    if kept.len() < count {
        eprintln!("the set holds {} puzzles, fewer than {count}: look in more games", kept.len());
    }
    Ok(())
}

/// The game every puzzle of `puzzles` is of.
fn set_variant(puzzles: &[Puzzle]) -> Result<Variant, String> {
    let variant = puzzles.first().ok_or("no puzzles")?.start.variant();
    match puzzles.iter().find(|p| p.start.variant() != variant) {
        Some(other) => {
            Err(format!("{} is {}, not {variant} as the first", other.id, other.start.variant()))
        }
        None => Ok(variant),
    }
}

/// The number that ends a puzzle's name (`international-17`: 17).
fn id_number(id: &str) -> Option<usize> {
    id.rsplit_once('-')?.1.parse().ok()
}

/// Where a puzzle comes from, for its `Event` tag.
fn origin(source: &Source, game: usize, ply: usize) -> String {
    match &source.from {
        Some(path) => format!("{}, game {game}, ply {ply}", path.display()),
        None => format!("Damier self-play, seed {}, game {game}, ply {ply}", source.seed),
    }
}

/// The puzzles of the file at `path`, and the games of it that are none.
fn read_set(path: &Path) -> Result<(Vec<Puzzle>, Vec<puzzle::Refused>), String> {
    let bytes = load::read(path).map_err(|e| e.to_string())?;
    let (text, _) = pdn::decode(&bytes);
    Ok(puzzle::read(&text))
}

/// A game of a puzzle file that is no puzzle, with where it starts and why.
fn refusal_text(refusal: &puzzle::Refused) -> String {
    match refusal.at {
        Some(at) => format!("game {} ({at}): not a puzzle: {}", refusal.number, refusal.fault),
        None => format!("game {}: not a puzzle: {}", refusal.number, refusal.fault),
    }
}

fn write_set(path: &Path, puzzles: &[Puzzle]) -> Result<(), String> {
    write_atomic(path, puzzle::write(puzzles).as_bytes())
        .map_err(|e| format!("cannot write {}: {e}", path.display()))
}

fn verify(path: &Path) -> Result<(), String> {
    let (puzzles, refused) = read_set(path)?;
    for refusal in &refused {
        println!("{}", refusal_text(refusal));
    }
    let mut checker = Checker::standard();
    let mut failed = refused.len();
    for puzzle in &puzzles {
        if let Err(problem) = checker.verify(puzzle) {
            println!("{}: {problem}", puzzle.id);
            failed += 1;
        }
    }
    let games = puzzles.len() + refused.len();
    println!("{games} games, {} hold, {failed} fail", games - failed);
    if failed > 0 {
        return Err(format!("{failed} of the {games} games of {} fail", path.display()));
    }
    Ok(())
}
