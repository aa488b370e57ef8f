//! Puzzles in the window: the sets (Damier's own for each game, the player's from their
//! reviewed games, and files they imported), the try under way, and the progress kept in the
//! data folder. The window plays the tries on its board (`app/puzzles.rs`).

pub mod attempt;
pub mod progress;
mod sets;
mod worker;

use std::path::PathBuf;

use damier_core::game::{GameRecord, MoveMark};
use damier_core::puzzle::{self, Puzzle, Refused};

use damier_core::{AnyMove, AnyPosition, Variant};
pub use sets::{PuzzleSet, SetKind};

use crate::files::FileError;
use crate::files::quiet_writer::QuietWriter;
use crate::files::save::{read_json, write_json};
use crate::waker::Waker;
use attempt::Attempt;
use progress::Progress;
use worker::{Event, PuzzleWorker};

/// The file of the progress, in the puzzles folder.
const PROGRESS_FILE: &str = "progress.json";

/// What the window says about the puzzles' files and searches.
#[derive(Clone, Debug)]
pub enum Report {
    /// A file was imported: its set's name, the puzzles taken, the games refused and why.
    Imported {
        /// The set's name.
        name: String,
        /// How many puzzles it holds.
        puzzles: usize,
        /// The games that are no puzzles.
        refused: Vec<Refused>,
    },
    /// A file could not be imported.
    NotImported(FileError),
    /// A reviewed game's blunders were looked at: how many, and how many made puzzles.
    FromGame {
        /// Blunders looked at.
        blunders: usize,
        /// Puzzles made.
        puzzles: usize,
    },
    /// The progress or a set could not be written.
    NotSaved(FileError),
}

/// The puzzles' state in the window.
pub struct Trainer {
    /// Whether the Puzzles window is open.
    pub open: bool,
    /// The sets, once read (off the frames, when first wanted).
    sets: Vec<PuzzleSet>,
    /// Whether the sets have been asked for.
    sets_asked: bool,
    /// Puzzles from the player's games found before the sets were read, to add then.
    found_early: Vec<Puzzle>,
    /// Whether a puzzle is to start once the sets are read (the window was opened before).
    pub start_when_read: bool,
    /// The set shown, by its place in `sets`.
    chosen: usize,
    /// The try under way.
    attempt: Option<Attempt>,
    /// Tries started so far: numbers each, so a late refutation is not taken for a newer try's.
    tries: u64,
    progress: Progress,
    /// Where the progress and the player's sets are kept.
    folder: Option<PathBuf>,
    writer: Option<QuietWriter<Progress>>,
    worker: PuzzleWorker,
    /// What to tell the player, newest last.
    reports: Vec<Report>,
}

impl Trainer {
    /// The puzzles, nothing kept until [`Trainer::keep_in`] names a folder.
    pub fn new(waker: Waker) -> Trainer {
        Trainer {
            open: false,
            sets: Vec::new(),
            sets_asked: false,
            found_early: Vec::new(),
            start_when_read: false,
            chosen: 0,
            attempt: None,
            tries: 0,
            progress: Progress::default(),
            folder: None,
            writer: None,
            worker: PuzzleWorker::spawn(waker),
            reports: Vec::new(),
        }
    }

    /// Keeps the progress and the player's sets in `folder` from now on, the progress kept
    /// there read (before any set is read).
    pub fn keep_in(&mut self, folder: PathBuf) {
        let path = folder.join(PROGRESS_FILE);
        if path.exists() {
            self.progress = read_json(&path).unwrap_or_else(|e| {
                self.reports.push(Report::NotSaved(e));
                Progress::default()
            });
        }
        let save = Box::new(move |p: &Progress| write_json(&path, p));
        self.writer = Some(QuietWriter::new("damier-puzzle-progress", save));
        self.folder = Some(folder);
    }

    /// Has the sets read, off the frames, unless they were asked for already.
    pub fn want_sets(&mut self) {
        if !self.sets_asked {
            self.sets_asked = true;
            self.worker.load(self.folder.clone());
        }
    }

    /// Whether the sets have been read.
    pub fn has_sets(&self) -> bool {
        !self.sets.is_empty()
    }

    /// The sets.
    pub fn sets(&self) -> &[PuzzleSet] {
        &self.sets
    }

    /// The set shown, by its place.
    pub fn chosen(&self) -> usize {
        self.chosen
    }

    /// Shows the set at place `index`.
    pub fn choose(&mut self, index: usize) {
        self.chosen = index.min(self.sets.len().saturating_sub(1));
    }

    /// Shows the set of `variant`'s own puzzles.
    pub fn choose_game(&mut self, variant: Variant) {
        if let Some(index) = self.sets.iter().position(|s| s.kind == SetKind::Shipped(variant)) {
            self.chosen = index;
        }
    }

    /// The try under way.
    pub fn attempt(&self) -> Option<&Attempt> {
        self.attempt.as_ref()
    }

    /// The try under way, to play it.
    pub fn attempt_mut(&mut self) -> Option<&mut Attempt> {
        self.attempt.as_mut()
    }

    /// Ends the try under way (the board goes back to games).
    pub fn stop(&mut self) {
        self.attempt = None;
    }

    /// The progress.
    pub fn progress(&self) -> &Progress {
        &self.progress
    }

    /// Starts the puzzle at place `index` of the set shown; its try.
    pub fn start(&mut self, index: usize) -> Option<&Attempt> {
        let set = self.sets.get(self.chosen)?;
        let puzzle = set.puzzles.get(index)?.clone();
        self.tries += 1;
        self.attempt = Some(Attempt::new(&set.key(), index, puzzle));
        self.attempt.as_ref()
    }

    /// The puzzle to try next in the set shown: after the current one, the first not yet
    /// solved whose rating is nearest the player's; the one after the current when all are.
    pub fn next_index(&self) -> Option<usize> {
        let set = self.sets.get(self.chosen)?;
        let current = self.attempt.as_ref().filter(|a| a.set == set.key()).map(|a| a.index);
        let key = set.key();
        let open: Vec<(usize, &Puzzle)> = set
            .puzzles
            .iter()
            .enumerate()
            .filter(|(i, p)| {
                Some(*i) != current
                    && self.progress.result(&format!("{key}/{}", p.id)) != Some(true)
            })
            .collect();
        let rating_of = |p: &Puzzle| self.progress.stats(p.start.variant()).rating;
        let nearest = open
            .iter()
            .min_by_key(|(_, p)| (p.rating as f64 - rating_of(p)).abs() as i64)
            .map(|(i, _)| *i);
        nearest.or_else(|| {
            let count = set.puzzles.len();
            (count > 0).then(|| current.map_or(0, |c| (c + 1) % count))
        })
    }

    /// Counts the try under way if it was just decided; the progress is then written.
    pub fn count_result(&mut self) {
        let Some(attempt) = &mut self.attempt else { return };
        let Some(solved) = attempt.result_to_count() else { return };
        let variant = attempt.puzzle.start.variant();
        let key = attempt.key();
        self.progress.record(variant, &key, attempt.puzzle.rating, solved);
        if let Some(writer) = &self.writer {
            writer.write(self.progress.clone());
        }
    }

    /// Writes the progress if it changed, and waits until it is on disk (at exit).
    pub fn flush(&self) {
        if let Some(writer) = &self.writer {
            writer.flush();
        }
    }

    /// Asks the engine for the refutation of the wrong move that led to `position`.
    pub fn refute(&self, position: AnyPosition) {
        self.worker.refute(self.tries, position);
    }

    /// Looks for puzzles before the blunders (`??`) of `record`, a game just reviewed: those
    /// found join the set from the player's games.
    pub fn from_reviewed(&mut self, record: &GameRecord) {
        let names = record.tags().players();
        let positions: Vec<(AnyPosition, String)> = record
            .main_line()
            .into_iter()
            .filter(|&id| record.annotation(id).is_marked(MoveMark::Blunder))
            .filter_map(|id| {
                let before = record.parent(id)?;
                let (number, side) = record.move_number(id)?;
                let dots = damier_core::pdn::dots(side == damier_core::Side::Black);
                let played = record.move_text(id)?;
                let source = format!("{names} {number}{dots} {played}??").trim().to_string();
                Some((record.position_at(before).into_owned(), source))
            })
            .collect();
        if !positions.is_empty() {
            self.worker.find(positions);
        }
    }

    /// Takes the worker's news: the refutation of the try under way (returned), puzzles found
    /// in the player's games (added and written).
    pub fn poll(&mut self) -> Option<Vec<AnyMove>> {
        let mut refutation = None;
        for event in self.worker.poll() {
            match event {
                Event::Refuted { attempt, line } if attempt == self.tries => {
                    refutation = Some(line)
                }
                Event::Refuted { .. } => {}
                Event::Found { puzzles, looked } => {
                    self.reports
                        .push(Report::FromGame { blunders: looked, puzzles: puzzles.len() });
                    self.add_yours(puzzles);
                }
                Event::Loaded(sets) => {
                    self.sets = sets;
                    let early = std::mem::take(&mut self.found_early);
                    self.add_yours(early);
                }
                Event::Imported { name, puzzles, refused } => {
                    self.reports.push(Report::Imported {
                        name: name.clone(),
                        puzzles: puzzles.len(),
                        refused,
                    });
                    if !puzzles.is_empty() {
                        let kind = SetKind::Imported(name);
                        self.sets.retain(|s| s.kind != kind);
                        self.sets.push(PuzzleSet { kind, puzzles });
                        self.chosen = self.sets.len() - 1;
                    }
                }
                Event::NotImported(error) => self.reports.push(Report::NotImported(error)),
                Event::NotWritten(error) => self.reports.push(Report::NotSaved(error)),
            }
        }
        refutation
    }

    /// Adds `found` to the set from the player's games and writes it.
    fn add_yours(&mut self, found: Vec<Puzzle>) {
        if found.is_empty() {
            return;
        }
        if !self.has_sets() {
            self.found_early.extend(found);
            self.want_sets();
            return;
        }
        let Some(set) = self.sets.iter_mut().find(|s| s.kind == SetKind::YourGames) else { return };
        for puzzle in found {
            if !set.puzzles.iter().any(|p| p.start == puzzle.start) {
                set.puzzles.push(puzzle);
            }
        }
        if let Some(folder) = &self.folder {
            self.worker.write(folder.join(sets::YOUR_GAMES_FILE), puzzle::write(&set.puzzles));
        }
    }

    /// Imports the puzzle file `path` off the frames, as a set of its own kept in the data
    /// folder; games that are no puzzles are reported with their reasons.
    pub fn import(&mut self, path: PathBuf) {
        self.want_sets();
        self.worker.import(path, self.folder.clone());
    }

    /// What there is to tell, taken.
    pub fn take_reports(&mut self) -> Vec<Report> {
        std::mem::take(&mut self.reports)
    }
}

/// Something for the puzzles.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleCommand {
    /// Open the Puzzles window; a puzzle of the game in play starts unless one is under way.
    Open,
    /// Close the Puzzles window: the board goes back to games, the position stays to study.
    Close,
    /// Show the set at this place.
    ChooseSet(usize),
    /// Start the puzzle at this place of the set shown.
    Start(usize),
    /// Start the next puzzle (see [`Trainer::next_index`]).
    Next,
    /// Take the wrong move back and try again.
    Retry,
    /// Show the piece to move, then the move.
    Hint,
    /// Show the solution, to step through with the moves' keys.
    ShowSolution,
    /// Open the puzzle, its solution as moves, as a game to analyse.
    OpenAsGame,
    /// Ask for a puzzle file to import.
    Import,
}
