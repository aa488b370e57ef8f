//! `damier selfplay`: the engine against itself at two settings (or against a greedy
//! player), every opening played with both colours; the games go to a PDN file and the score
//! to standard output.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use damier_core::arena::{self, EnginePlayer, GreedyPlayer, Player};
use damier_core::book::Book;
use damier_core::clock::TimeControl;
use damier_core::game::GameRecord;
use damier_core::pdn;
use damier_core::search::eval::{Network, NetworkError, NetworkWeights};
use damier_core::search::{Level, Limits, Model, Settings};
use damier_core::{AnyPosition, Variant};

use super::clock_report::ClockReport;
use super::openings;
use super::program::ProgramPlayer;
use super::tables::{read_tables, tabled};
use super::{HASH_MB, parse_variant};
use damier::files::load;
use damier::files::save::{check_writable, write_atomic};

/// Arguments of `damier selfplay`.
#[derive(clap::Args, Debug)]
pub struct SelfplayArgs {
    /// The game: international, italian, thai, hexdame or lasca.
    #[arg(long, value_parser = parse_variant, default_value = "international")]
    variant: Variant,
    /// How many games (rounded up to an even number: each opening is played twice).
    #[arg(long, default_value_t = 20)]
    games: usize,
    /// Time per move of the first player, in milliseconds.
    #[arg(long, default_value_t = 200)]
    movetime: u64,
    /// Strength of the first player, 1–10.
    #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(u8).range(1..=10))]
    level: u8,
    /// How many threads the first player searches on.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..=256))]
    threads: u16,
    /// Another Damier build plays first, asked through its `search` command for each move
    /// like `--vs program=…` (so two builds meet on equal terms: each is given the game played
    /// so far and starts each move with an empty table).
    #[arg(long, conflicts_with_all = ["weights", "book", "tc"])]
    program: Option<PathBuf>,
    /// Weight file (or, in International, network file) the first player evaluates with
    /// instead of the built-in one.
    #[arg(long)]
    weights: Option<PathBuf>,
    /// A folder of endgame tables the first player probes (as `damier egdb build` makes
    /// them; a `--program` is given them through its `search --egdb`); none are probed
    /// otherwise.
    #[arg(long, value_name = "FOLDER")]
    egdb: Option<PathBuf>,
    /// The first player plays its first moves from an opening book: the built-in one, or FILE
    /// as `damier book build` writes it (off: every move is searched, so that the match
    /// measures the engine).
    #[arg(long, value_name = "FILE", num_args = 0..=1)]
    book: Option<Option<PathBuf>>,
    /// The second player: `greedy`, or settings such as `movetime=50`, `level=5`,
    /// `level=5,movetime=100`, `threads=2`, `weights=old.bin`, `egdb=FOLDER`, `book=on` or
    /// `book=FILE` (unnamed settings are the first player's, except the weights, tables and
    /// book: built-in, none and off unless named), or another Damier build asked
    /// through its `search` command for each move: `program=/path/to/damier` (with its
    /// `level` and `movetime`).
    #[arg(long, default_value = "movetime=50")]
    vs: String,
    /// PDN file whose games' final positions are the openings; the game's built-in openings
    /// otherwise (from real games, or made by an older engine: never the measured one's choice).
    #[arg(long)]
    openings: Option<PathBuf>,
    /// Where to write the games.
    #[arg(long, default_value = "selfplay.pdn")]
    pdn: PathBuf,
    /// Longest game in plies before it is adjudicated a draw.
    #[arg(long, default_value_t = 400)]
    max_plies: u32,
    /// Play on a clock instead of a time per move: seconds for the game, with an increment
    /// after `+` (`60+1`), a delay after `d` (`60d1`), or a first period (`40/600:300`).
    /// Each player then budgets its own time; the time taken by phase is reported.
    #[arg(long, value_parser = parse_time_control)]
    tc: Option<TimeControl>,
}

fn parse_time_control(text: &str) -> Result<TimeControl, String> {
    TimeControl::parse(text).map_err(|e| e.to_string())
}

/// Damier's engine at `level` with `movetime` ms a move (named without it when it plays on a
/// clock).
pub(super) fn engine(level: u8, movetime: u64, clocked: bool) -> EnginePlayer {
    let name = match clocked {
        true => format!("Damier level {level}"),
        false => format!("Damier level {level} {movetime} ms"),
    };
    let settings = Settings { multipv: 1, level: Level::new(level), seed: movetime };
    EnginePlayer::new(name, Limits::movetime(movetime), settings, HASH_MB)
}

/// How a player of the match is set up.
struct Spec {
    level: u8,
    movetime: u64,
    threads: u16,
    /// A weight file to evaluate with instead of the built-in weights.
    weights: Option<PathBuf>,
    /// A folder of endgame tables to probe.
    egdb: Option<PathBuf>,
    /// The opening book it plays from, if any.
    book: Option<BookSource>,
    /// Another Damier build that plays instead of this one's engine.
    program: Option<PathBuf>,
    /// Whether the match is played on a clock.
    clocked: bool,
}

/// Damier's engine as [`engine`] makes it, on `spec.threads` threads, probing the endgame
/// tables of `spec.egdb` and evaluating with the weight file `spec.weights` when given.
fn engine_with(variant: Variant, spec: &Spec) -> Result<EnginePlayer, String> {
    let mut player = engine(spec.level, spec.movetime, spec.clocked);
    if spec.threads > 1 {
        let name = format!("{} {} threads", player.name(), spec.threads);
        player = player.with_threads(usize::from(spec.threads)).named(name);
    }
    equipped(player, variant, spec.book.as_ref(), spec.egdb.as_deref(), spec.weights.as_deref())
}

/// `player` playing from `book`, probing the endgame tables in the folder `egdb` and
/// evaluating with the weight file `weights`, each when given, its name saying so.
pub(super) fn equipped(
    player: EnginePlayer,
    variant: Variant,
    book: Option<&BookSource>,
    egdb: Option<&Path>,
    weights: Option<&Path>,
) -> Result<EnginePlayer, String> {
    let player = booked(player, variant, book)?;
    let player = tabled(player, variant, egdb)?;
    weighted(player, variant, weights)
}

/// `player` evaluating `variant` with the weight file or network file at `path` instead of
/// the built-in one (the built-in network kept beside other weights, the built-in weights
/// beside another network), the file's name added to its own; `player` as it is without a
/// file.
fn weighted(
    player: EnginePlayer,
    variant: Variant,
    path: Option<&Path>,
) -> Result<EnginePlayer, String> {
    let Some(path) = path else { return Ok(player) };
    let bytes = load::read(path).map_err(|e| e.to_string())?;
    let model = model_of_file(variant, &bytes).map_err(|e| format!("{}: {e}", path.display()))?;
    let name = format!("{} {}", player.name(), path.display());
    Ok(player.with_model(model).named(name))
}

/// The built-in model of `variant` with the weights or the network of file `bytes` in place
/// of its own.
fn model_of_file(variant: Variant, bytes: &[u8]) -> Result<Model, String> {
    let built_in = Model::of(variant);
    match NetworkWeights::from_bytes(bytes) {
        Err(NetworkError::NotNetwork) => {
            let weights = Model::from_bytes(variant, bytes).map_err(|e| e.to_string())?;
            Ok(weights.with_network(built_in.network().cloned()))
        }
        Err(e) => Err(e.to_string()),
        Ok(_) if built_in.network().is_none() => {
            Err(format!("a network for International; {variant} has none"))
        }
        Ok(network) => Ok(built_in.clone().with_network(Some(Arc::new(Network::new(&network))))),
    }
}

/// Where a player's opening book comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum BookSource {
    /// The book built into Damier.
    BuiltIn,
    /// A book file, as `damier book build` writes it.
    File(PathBuf),
}

impl BookSource {
    /// The book asked for by a `--book [FILE]` option: the built-in one without a file.
    pub(super) fn from_option(option: &Option<Option<PathBuf>>) -> Option<BookSource> {
        option.as_ref().map(|file| file.clone().map_or(BookSource::BuiltIn, BookSource::File))
    }

    /// The book of `variant`, and the words a player's name takes for it.
    fn load(&self, variant: Variant) -> Result<(Book, String), String> {
        match self {
            BookSource::BuiltIn if !Book::ships(variant) => {
                Err(format!("--book: Damier ships no {variant} book"))
            }
            BookSource::BuiltIn => Ok((Book::built_in(variant).clone(), "with book".into())),
            BookSource::File(path) => Ok((
                super::book::read_book(variant, path)?,
                format!("with book {}", path.display()),
            )),
        }
    }
}

/// `player` playing its first moves from `book` when there is one, its name saying so.
fn booked(
    player: EnginePlayer,
    variant: Variant,
    book: Option<&BookSource>,
) -> Result<EnginePlayer, String> {
    let Some(source) = book else { return Ok(player) };
    let (book, words) = source.load(variant)?;
    let name = format!("{} {words}", player.name());
    Ok(player.with_book(Arc::new(book), BOOK_SEED).named(name))
}

/// The seed of a player's draws among the book's moves.
const BOOK_SEED: u64 = 0xb00c;

/// The second player described by `vs`; settings it does not name are `first`'s, except
/// the weights.
fn opponent(variant: Variant, vs: &str, first: &Spec) -> Result<Box<dyn Player>, String> {
    if vs.trim() == "greedy" {
        return Ok(Box::new(GreedyPlayer::new(7)));
    }
    let mut spec = Spec { weights: None, egdb: None, book: None, program: None, ..*first };
    for part in vs.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let (key, value) =
            part.split_once('=').ok_or(format!("--vs: '{part}' is not key=value"))?;
        let bad = |what: &str| format!("--vs: bad {what} '{value}'");
        match key.trim() {
            "level" => spec.level = value.trim().parse().map_err(|_| bad("level"))?,
            "movetime" => spec.movetime = value.trim().parse().map_err(|_| bad("movetime"))?,
            "threads" => spec.threads = value.trim().parse().map_err(|_| bad("threads"))?,
            "weights" => spec.weights = Some(PathBuf::from(value.trim())),
            "egdb" => spec.egdb = Some(PathBuf::from(value.trim())),
            "book" => {
                spec.book = match value.trim() {
                    "on" => Some(BookSource::BuiltIn),
                    "off" => None,
                    "" => return Err(bad("book (on, off or a book file)")),
                    file => Some(BookSource::File(PathBuf::from(file))),
                }
            }
            "program" => spec.program = Some(PathBuf::from(value.trim())),
            other => {
                return Err(format!(
                    "--vs: unknown setting '{other}' (level, movetime, threads, weights, egdb, \
                     book, program)"
                ));
            }
        }
    }
    if !(1..=10).contains(&spec.level) {
        return Err(format!("--vs: level {} is not 1–10", spec.level));
    }
    if !(1..=256).contains(&spec.threads) {
        return Err(format!("--vs: threads {} is not 1–256", spec.threads));
    }
    if spec.program.is_some() && (spec.weights.is_some() || spec.book.is_some()) {
        return Err("--vs: a program plays with its own weights and book".into());
    }
    player(variant, &spec)
}

/// The player `spec` describes: another Damier build when it names one, else this build's
/// engine.
fn player(variant: Variant, spec: &Spec) -> Result<Box<dyn Player>, String> {
    match &spec.program {
        Some(program) => {
            let player = ProgramPlayer::new(program, spec.movetime, spec.level);
            Ok(Box::new(match &spec.egdb {
                Some(folder) => {
                    // Read once here so that a folder without usable tables is refused
                    // before the first game, not by the program at its first move.
                    read_tables(variant, folder)?;
                    player.with_tables(folder)
                }
                None => player,
            }))
        }
        None => Ok(Box::new(engine_with(variant, spec)?)),
    }
}

/// Plays the match (on a clock under `control`, if any), printing a line per game as it ends
/// and writing the games so far to `pdn` (atomically, so a match stopped midway keeps its
/// finished games), then prints the score of `first` and, on a clock, the time taken. A
/// target that cannot be written is refused before the first game; a write that fails later
/// is reported at once and tried again after every game, and the match fails only if the last
/// one did.
pub(super) fn play_and_report(
    openings: &[AnyPosition],
    first: &mut dyn Player,
    second: &mut dyn Player,
    max_plies: u32,
    control: Option<TimeControl>,
    pdn: &Path,
) -> Result<(), String> {
    check_writable(pdn).map_err(|e| format!("cannot write {}: {e}", pdn.display()))?;
    let mut records = Vec::new();
    let mut written: Result<(), String> = Ok(());
    let mut clocks = ClockReport::default();
    let score = arena::play_match(openings, first, second, max_plies, control, &mut |r| {
        if let Some(control) = &control {
            // Each opening is played with the first player as White, then as Black.
            clocks.add(r, control, records.len() % 2 == 0);
        }
        let how = ending(r);
        println!(
            "game {}: {} - {}: {how} after {} plies",
            records.len() + 1,
            r.tags().get("White").unwrap_or("?"),
            r.tags().get("Black").unwrap_or("?"),
            r.main_line().len() - 1
        );
        records.push(r.clone());
        let now = write_atomic(pdn, pdn::write_games(records.iter()).as_bytes())
            .map_err(|e| format!("cannot write {}: {e}", pdn.display()));
        match (&written, &now) {
            (Ok(()), Err(e)) => eprintln!("damier: {e}; trying again after the next game"),
            (Err(_), Ok(())) => eprintln!("damier: {} written again", pdn.display()),
            _ => {}
        }
        written = now;
    });
    written?;
    println!(
        "score {} vs {}: +{} ={} -{} ({:.1}% ± {:.1}%, {:+.0} Elo), games in {}",
        first.name(),
        second.name(),
        score.wins,
        score.draws,
        score.losses,
        score.fraction() * 100.0,
        score.margin() * 100.0,
        score.elo(),
        pdn.display()
    );
    if let Some(control) = control {
        println!("time per move on a {control} clock, by phase:");
        for (name, line) in [first.name(), second.name()].iter().zip(clocks.lines()) {
            println!("  {name}: {line}");
        }
    }
    Ok(())
}

/// How a game of a match ended: by the rules or a player, with the reason the game keeps
/// beyond them, if any; else at the move limit.
fn ending(record: &GameRecord) -> String {
    let beyond = record.tags().get(arena::TERMINATION);
    match (record.outcome(), beyond) {
        (Some(outcome), Some(why)) => format!("{outcome} ({why})"),
        (Some(outcome), None) => outcome.to_string(),
        (None, Some(why)) => format!("No result: {why}"),
        (None, None) => "Draw: move limit".to_string(),
    }
}

/// Plays the match, writing games as they finish and the score at the end.
pub fn run(args: &SelfplayArgs) -> Result<(), String> {
    let spec = Spec {
        level: args.level,
        movetime: args.movetime,
        threads: args.threads,
        weights: args.weights.clone(),
        egdb: args.egdb.clone(),
        book: BookSource::from_option(&args.book),
        program: args.program.clone(),
        clocked: args.tc.is_some(),
    };
    let mut first = player(args.variant, &spec)?;
    let mut second = opponent(args.variant, &args.vs, &spec)?;
    let openings = openings::openings(args.variant, args.games, args.openings.as_deref())?;
    let (first, second) = (first.as_mut(), second.as_mut());
    play_and_report(&openings, first, second, args.max_plies, args.tc, &args.pdn)
}
