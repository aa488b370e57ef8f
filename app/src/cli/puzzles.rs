//! `damier puzzles make`: puzzles found in the positions of games (a PDN file's, or games the
//! engine plays against itself at a low level, which blunders), each line checked by a deep
//! search at every solver's move; `damier puzzles verify`: a puzzle file checked again.

use std::collections::HashSet;
use std::path::PathBuf;
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
}

/// Arguments of `damier puzzles make`.
#[derive(clap::Args, Debug)]
pub struct MakeArgs {
    /// The game: international, italian, thai, hexdame or lasca.
    #[arg(long, value_parser = parse_variant, default_value = "international")]
    variant: Variant,
    /// Look in the positions of this PDN file's games.
    #[arg(long, conflicts_with = "selfplay")]
    from: Option<PathBuf>,
    /// Look in the positions of this many games the engine plays against itself at level 4.
    #[arg(long)]
    selfplay: Option<usize>,
    /// Seed of the games played (the same seed gives the same games and puzzles).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Stop after this many puzzles.
    #[arg(long, default_value_t = usize::MAX)]
    count: usize,
    /// Skip this many plies at the start of every game.
    #[arg(long, default_value_t = 6)]
    skip: usize,
    /// Where to write the puzzles.
    #[arg(short, long)]
    output: PathBuf,
}

/// Runs a `damier puzzles` command.
pub fn run(command: &PuzzlesCommand) -> Result<(), String> {
    match command {
        PuzzlesCommand::Make(args) => make(args),
        PuzzlesCommand::Verify { file } => verify(file),
    }
}

/// The longest self-played game, in plies.
const MAX_PLIES: u32 = 200;
/// Random plies from the start before a self-played game begins.
const OPENING_PLIES: u32 = 4;

/// Games to look in, one at a time: a file's, or self-played ones.
fn games(args: &MakeArgs) -> Result<Box<dyn Iterator<Item = GameRecord>>, String> {
    if let Some(path) = &args.from {
        let bytes = load::read(path).map_err(|e| e.to_string())?;
        let (text, _) = pdn::decode(&bytes);
        let games: Vec<GameRecord> = pdn::Reader::new(&text, ReadOptions::default())
            .filter_map(|game| game.ok().map(|game| game.record))
            .collect();
        return Ok(Box::new(games.into_iter()));
    }
    let count =
        args.selfplay.ok_or("say where the games come from: --from FILE or --selfplay N")?;
    let (variant, seed) = (args.variant, args.seed);
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

fn make(args: &MakeArgs) -> Result<(), String> {
    let started = Instant::now();
    let mut checker = Checker::standard();
    let mut seen = HashSet::new();
    let mut found: Vec<Puzzle> = Vec::new();
    let (mut games_seen, mut positions) = (0, 0);
    'games: for (number, record) in games(args)?.enumerate() {
        games_seen += 1;
        if record.variant() != args.variant {
            continue;
        }
        let line: Vec<AnyPosition> =
            record.main_line_positions().map(|(_, position)| position).skip(args.skip).collect();
        // A puzzle's line is not looked at again: its later positions are parts of it.
        let mut free_from = 0;
        for (ply, position) in line.into_iter().enumerate() {
            if ply < free_from || !seen.insert(position.hash_key()) {
                continue;
            }
            positions += 1;
            let id = format!("{}-{}", args.variant.id(), found.len() + 1);
            if let Some(mut puzzle) = checker.find(&position, &id) {
                puzzle.source = Some(source(args, number + 1, ply + args.skip));
                eprintln!(
                    "{id}: {} {} moves, rating {} ({} games, {:.0} s)",
                    puzzle.goal.tag(),
                    puzzle.solver_moves(),
                    puzzle.rating,
                    games_seen,
                    started.elapsed().as_secs_f64()
                );
                free_from = ply + puzzle.solution.len() + 1;
                found.push(puzzle);
                if found.len() >= args.count {
                    break 'games;
                }
            }
        }
    }
    write_atomic(&args.output, puzzle::write(&found).as_bytes())
        .map_err(|e| format!("cannot write {}: {e}", args.output.display()))?;
    println!(
        "{} puzzles from {positions} positions of {games_seen} games in {:.0} s",
        found.len(),
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

/// Where a puzzle comes from, for its `Event` tag.
fn source(args: &MakeArgs, game: usize, ply: usize) -> String {
    match &args.from {
        Some(path) => format!("{}, game {game}, ply {ply}", path.display()),
        None => format!("Damier self-play, seed {}, game {game}, ply {ply}", args.seed),
    }
}

fn verify(path: &std::path::Path) -> Result<(), String> {
    let bytes = load::read(path).map_err(|e| e.to_string())?;
    let (text, _) = pdn::decode(&bytes);
    let (puzzles, refused) = puzzle::read(&text);
    for refusal in &refused {
        println!("game {}: not a puzzle: {}", refusal.number, refusal.fault);
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
