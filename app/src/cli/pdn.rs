//! `damier pdn check FILE…`: loads every game of PDN files, replaying every move, and reports
//! each game, every warning and every error with line and column. `damier pdn turns --player
//! NAME FILE…`: where a player of engine matches lost ground, its opponent's scores the judge
//! (see [`damier_core::turns`]).

use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::Subcommand;
use damier::files::load;
use damier_core::game::{GameRecord, NodeId};
use damier_core::pdn::{self, PdnGame, ReadOptions};
use damier_core::side::Side;
use damier_core::turns::{self, Summary};

/// What to do with PDN files.
#[derive(Subcommand, Debug)]
pub enum PdnCommand {
    /// Load every game of PDN files and report: one line a game, then its warnings and
    /// errors. Exit status 0 when every game loaded, 1 otherwise.
    Check {
        /// Refuse what PDN does not allow instead of loading it with a warning.
        #[arg(long)]
        strict: bool,
        /// The files.
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
    /// Where a player lost ground in games whose moves carry both players' evaluations (as
    /// `damier match` writes them), its opponent's scores the judge: the position each lost
    /// game turned (the opponent half a man ahead), and the player's moves from a balanced
    /// position after which the opponent's score moved a fifth of a man its way, by the
    /// stage of the game.
    Turns {
        /// The player: games whose White or Black tag (but not both) holds this text.
        #[arg(long)]
        player: String,
        /// The files.
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
}

/// Runs a PDN command.
pub fn run(command: PdnCommand) -> ExitCode {
    match command {
        PdnCommand::Check { strict, files } => check_files(strict, &files),
        PdnCommand::Turns { player, files } => turns(&player, &files),
    }
}

/// `damier pdn check`.
fn check_files(strict: bool, files: &[PathBuf]) -> ExitCode {
    let options = if strict { ReadOptions::strict() } else { ReadOptions::default() };
    let mut out = std::io::stdout().lock();
    let mut all_loaded = true;
    let mut unreadable = false;
    for file in files {
        let checked = match load::read(file) {
            Ok(bytes) => check(&mut out, file, &bytes, options),
            Err(e) => {
                eprintln!("damier: {e}");
                unreadable = true;
                continue;
            }
        };
        match checked {
            Ok(loaded) => all_loaded &= loaded,
            // Output closed (a pager quit, say): nothing more to report.
            Err(_) => return ExitCode::from(1),
        }
    }
    if unreadable {
        ExitCode::from(2)
    } else if all_loaded {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}

/// Checks one file's games, reporting to `out`; true when all loaded.
fn check(
    out: &mut impl Write,
    file: &Path,
    bytes: &[u8],
    options: ReadOptions,
) -> io::Result<bool> {
    let name = file.display();
    let (text, latin1) = pdn::decode(bytes);
    if latin1 {
        writeln!(out, "{name}: not UTF-8; read as Latin-1")?;
    }
    let (mut loaded, mut failed, mut warned) = (0, 0, 0);
    for game in pdn::Reader::new(&text, options) {
        match game {
            Ok(game) => {
                loaded += 1;
                warned += usize::from(!game.warnings.is_empty());
                writeln!(out, "{name}: {}", summary(&game))?;
                for warning in &game.warnings {
                    writeln!(out, "  warning: {warning}")?;
                }
            }
            Err(error) => {
                failed += 1;
                writeln!(out, "{name}: error: {error}")?;
            }
        }
    }
    writeln!(
        out,
        "{name}: {} games, {loaded} loaded ({warned} with warnings), {failed} not loaded",
        loaded + failed
    )?;
    Ok(failed == 0)
}

/// "game 3 (A – B): International, 57 plies, 2-0", with the outcome by the rules when it
/// differs from the recorded result.
fn summary(game: &PdnGame) -> String {
    let record = &game.record;
    let players = record.tags().players();
    let players = if players.is_empty() { String::new() } else { format!(" ({players})") };
    let plies = record.main_line().len() - 1;
    let mut line = format!(
        "game {}{players}: {}, {plies} plies, {}",
        game.number,
        record.variant(),
        record.result().pdn_text(record.variant())
    );
    if let Some((id, outcome)) = record.main_line_outcome()
        && outcome.result() != record.result()
    {
        line.push_str(&format!("; by the rules: {outcome}"));
        let ended_early = !record.children(id).is_empty();
        if let Some(at) = move_label(record, id).filter(|_| ended_early) {
            line.push_str(&format!(" after {at}"));
        }
    }
    line
}

/// "move 40..." for the move that led to `id`.
fn move_label(record: &GameRecord, id: NodeId) -> Option<String> {
    let (number, side) = record.move_number(id)?;
    Some(format!("move {number}{}", if side == Side::Black { "..." } else { "." }))
}

/// `damier pdn turns`: one line for each lost game of `player` that turned, then the summary.
fn turns(player: &str, files: &[PathBuf]) -> ExitCode {
    let mut summary = Summary::default();
    let mut passed_over = 0;
    for file in files {
        let bytes = match load::read(file) {
            Ok(bytes) => bytes,
            Err(e) => {
                eprintln!("damier: {e}");
                return ExitCode::from(2);
            }
        };
        let (text, _) = pdn::decode(&bytes);
        for game in pdn::Reader::new(&text, ReadOptions::default()) {
            let game = match game {
                Ok(game) => game,
                Err(error) => {
                    eprintln!("damier: {}: {error}", file.display());
                    return ExitCode::from(1);
                }
            };
            let Some(side) = side_of(&game.record, player) else {
                passed_over += 1;
                continue;
            };
            let followed = turns::follow(&game.record, side);
            if let Some(turn) = followed.turned.as_ref().filter(|_| followed.lost()) {
                let own = turn.own.map_or("-".to_string(), |own| format!("{own:+.2}"));
                println!(
                    "{}: game {}: lost with {side:?}, turned at ply {} ({}): opponent {:+.2}, own {own}, {}",
                    file.display(),
                    game.number,
                    turn.ply,
                    turn.stage,
                    turn.opponent,
                    turn.fen
                );
            }
            summary.add(&followed);
        }
    }
    if passed_over > 0 {
        println!("{passed_over} games passed over: {player:?} played neither side, or both");
    }
    if summary.games == 0 {
        eprintln!("damier: no game of {player:?} (by the White and Black tags) in the files");
        return ExitCode::from(1);
    }
    println!();
    print!("{summary}");
    ExitCode::SUCCESS
}

/// The side `player` played in `record`, when it played exactly one.
fn side_of(record: &GameRecord, player: &str) -> Option<Side> {
    let plays = |tag: &str| record.tags().get(tag).is_some_and(|name| name.contains(player));
    match (plays("White"), plays("Black")) {
        (true, false) => Some(Side::White),
        (false, true) => Some(Side::Black),
        _ => None,
    }
}
