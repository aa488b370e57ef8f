//! [`ProgramPlayer`]: another Damier build as a player of `damier selfplay`, asked for each
//! move through its `search` command. This pits two versions against each other in every
//! game, where the Hub protocol carries International draughts only.

use std::path::{Path, PathBuf};
use std::process::Command;

use damier_core::arena::Player;
use damier_core::game::GameRecord;

use super::HASH_MB;

/// A Damier program started once a move as `PROGRAM search --variant V --fen START --moves
/// PLAYED --movetime MS --level L --hash 32` (the game's start position and the moves played
/// since; the table size of this build's players), and `--egdb FOLDER` when it probes
/// endgame tables, playing the move of its `bestmove` line. It sees the game as the window's
/// engine does (repetitions and the counting rules included), and starts each search with an
/// empty table. A build older than `search --moves` is given the position alone (`--fen` of
/// the position to move from), and its name says so. A move it cannot give resigns the game,
/// and why is printed on standard error.
pub struct ProgramPlayer {
    program: PathBuf,
    movetime: u64,
    level: u8,
    egdb: Option<PathBuf>,
    /// Whether the program's `search` reads the moves played (`--moves`).
    sees_game: bool,
}

impl ProgramPlayer {
    /// The program at `program` playing at `level` with `movetime` ms a move.
    pub fn new(program: &Path, movetime: u64, level: u8) -> ProgramPlayer {
        let sees_game = reads_moves(program);
        ProgramPlayer { program: program.to_path_buf(), movetime, level, egdb: None, sees_game }
    }

    /// The same program probing the endgame tables of `folder` (its `search --egdb`).
    pub fn with_tables(self, folder: &Path) -> ProgramPlayer {
        ProgramPlayer { egdb: Some(folder.to_path_buf()), ..self }
    }

    /// The program's move in the current position of `record`.
    fn ask(&self, record: &GameRecord) -> Result<String, String> {
        let mut command = Command::new(&self.program);
        command.arg("search");
        if let Some(folder) = &self.egdb {
            command.arg("--egdb").arg(folder);
        }
        command.args(["--variant", &record.variant().to_string()]);
        if self.sees_game {
            command.args(["--fen", &record.start_position().to_fen()]);
            let played = played_moves(record);
            if !played.is_empty() {
                command.args(["--moves", &played.join(" ")]);
            }
        } else {
            command.args(["--fen", &record.position().to_fen()]);
        }
        let output = command
            .args(["--movetime", &self.movetime.to_string()])
            .args(["--level", &self.level.to_string()])
            .args(["--hash", &HASH_MB.to_string()])
            .output()
            .map_err(|e| format!("cannot start {}: {e}", self.program.display()))?;
        let stdout = String::from_utf8_lossy(&output.stdout);
        if !output.status.success() {
            let stderr = String::from_utf8_lossy(&output.stderr);
            let program = self.program.display();
            return Err(format!("{program} failed ({}): {}", output.status, stderr.trim()));
        }
        let best = best_move(&stdout).ok_or("no bestmove line in the program's output")?;
        let mut after = record.position().clone();
        let played = after
            .play_text(best)
            .map_err(|e| format!("the program played {best}, not a legal move here: {e}"))?;
        Ok(played.text)
    }
}

/// Whether `program`'s `search` command takes the moves played before the position
/// (`--moves`), as its help says; taken to, when the program does not run (asking it for a
/// move then says why).
fn reads_moves(program: &Path) -> bool {
    match Command::new(program).args(["search", "--help"]).output() {
        Ok(help) => String::from_utf8_lossy(&help.stdout).contains("--moves"),
        Err(_) => true,
    }
}

/// The moves from the start of `record` to its current position, as the record writes them.
fn played_moves(record: &GameRecord) -> Vec<String> {
    let mut before = record.start_position().clone();
    let line = record.line_to(record.current());
    line.into_iter()
        .skip(1)
        .map(|id| {
            let (text, after) = record.follow(&before, id);
            before = after;
            text
        })
        .collect()
}

/// The move of the last `bestmove MOVE …` line.
fn best_move(output: &str) -> Option<&str> {
    output.lines().rev().find_map(|line| {
        let mut words = line.split_whitespace();
        (words.next() == Some("bestmove")).then(|| words.next()).flatten()
    })
}

impl Player for ProgramPlayer {
    fn name(&self) -> String {
        let tables = if self.egdb.is_some() { " with tables" } else { "" };
        let position_only = if self.sees_game { "" } else { ", position only" };
        let (program, level, movetime) = (self.program.display(), self.level, self.movetime);
        format!("{program} level {level} {movetime} ms{tables}{position_only}")
    }

    fn choose(&mut self, record: &GameRecord) -> Option<String> {
        match self.ask(record) {
            Ok(text) => Some(text),
            Err(e) => {
                let ply = record.ply(record.current());
                eprintln!("{}, ply {ply}: {e}", self.name());
                None
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::best_move;

    #[test]
    fn the_last_bestmove_line_names_the_move() {
        let output = "info depth 1 pv 32-28\nbestmove 31-27 score +0.10\n";
        assert_eq!(best_move(output), Some("31-27"));
        assert_eq!(best_move("info depth 1\n"), None);
        assert_eq!(best_move("bestmove\n"), None);
    }
}
