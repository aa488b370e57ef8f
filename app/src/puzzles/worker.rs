//! The puzzles' work off the frames: the refutation of a wrong move, the search for puzzles in
//! the positions before a reviewed game's blunders, and reading and writing puzzle files.

use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;
use std::sync::mpsc::{self, Receiver, Sender};
use std::thread;

use damier_core::game::Past;
use damier_core::pdn;
use damier_core::puzzle::{self, Checker, Puzzle, Refused};
use damier_core::search::{Engine, Limits, Settings};
use damier_core::{AnyMove, AnyPosition};

use crate::files::save::write_atomic;
use crate::files::{Action, FileError, load};
use crate::waker::Waker;

use super::sets::{self, PuzzleSet};

/// Nodes searched to refute a wrong move: a few tenths of a second.
const REFUTATION_NODES: u64 = 1_500_000;

/// Work for the worker.
enum Job {
    /// The best line after a wrong move, for the try numbered `attempt`.
    Refute { attempt: u64, position: Box<AnyPosition> },
    /// The puzzles among these positions (each with where it comes from).
    Find(Vec<(AnyPosition, String)>),
    /// Every set, those kept in this puzzles folder too.
    Load(Option<PathBuf>),
    /// A puzzle file to import, its puzzles kept in this puzzles folder.
    Import { path: PathBuf, keep_in: Option<PathBuf> },
    /// A set to write to this file (its folder made if missing).
    Write(PathBuf, String),
}

/// What the worker found.
#[derive(Clone, Debug)]
pub enum Event {
    /// The engine's best line after the wrong move of the try numbered `attempt`.
    Refuted {
        /// The try it answers.
        attempt: u64,
        /// The line, its first move the refutation.
        line: Vec<AnyMove>,
    },
    /// The puzzles found among positions looked at.
    Found {
        /// The puzzles, their sources set.
        puzzles: Vec<Puzzle>,
        /// How many positions were looked at.
        looked: usize,
    },
    /// Every set, read.
    Loaded(Vec<PuzzleSet>),
    /// A puzzle file imported: its name, its puzzles and the games that are none (with why).
    Imported {
        /// The set's name: the file's, without its extension.
        name: String,
        /// Its puzzles.
        puzzles: Vec<Puzzle>,
        /// The games that are no puzzles.
        refused: Vec<Refused>,
    },
    /// A puzzle file could not be read.
    NotImported(FileError),
    /// A set could not be written.
    NotWritten(FileError),
}

/// A thread that does the puzzles' work, one job after another.
pub struct PuzzleWorker {
    jobs: Sender<Job>,
    events: Receiver<Event>,
}

impl PuzzleWorker {
    /// Starts the thread; `waker` wakes the window when something is found.
    pub fn spawn(waker: Waker) -> PuzzleWorker {
        let (jobs, inbox) = mpsc::channel::<Job>();
        let (outbox, events) = mpsc::channel();
        let spawned = thread::Builder::new().name("damier-puzzles".to_string()).spawn(move || {
            let mut checker: Option<Checker> = None;
            let mut engine: Option<Engine> = None;
            for job in inbox {
                let event = match job {
                    Job::Refute { attempt, position } => {
                        let engine = engine.get_or_insert_with(|| Engine::new(16));
                        Event::Refuted { attempt, line: best_line(engine, &position) }
                    }
                    Job::Find(positions) => {
                        let checker = checker.get_or_insert_with(Checker::standard);
                        let looked = positions.len();
                        let puzzles = positions
                            .into_iter()
                            .filter_map(|(position, source)| {
                                let mut puzzle = checker.find(&position, &source)?;
                                puzzle.source = Some(source);
                                Some(puzzle)
                            })
                            .collect();
                        Event::Found { puzzles, looked }
                    }
                    Job::Load(folder) => Event::Loaded(sets::all(folder.as_deref())),
                    Job::Import { path, keep_in } => match import(&path, keep_in.as_deref()) {
                        Ok((event, None)) => event,
                        Ok((event, Some(error))) => {
                            let _ = outbox.send(event);
                            Event::NotWritten(error)
                        }
                        Err(error) => Event::NotImported(error),
                    },
                    Job::Write(path, text) => match write_set(&path, &text) {
                        Ok(()) => continue,
                        Err(error) => Event::NotWritten(error),
                    },
                };
                if outbox.send(event).is_err() {
                    return;
                }
                waker.wake();
            }
        });
        // Without a thread the window still works: refutations and found puzzles never come.
        drop(spawned);
        PuzzleWorker { jobs, events }
    }

    /// Asks for the refutation of the wrong move that led to `position`.
    pub fn refute(&self, attempt: u64, position: AnyPosition) {
        let _ = self.jobs.send(Job::Refute { attempt, position: Box::new(position) });
    }

    /// Asks for the puzzles among `positions`.
    pub fn find(&self, positions: Vec<(AnyPosition, String)>) {
        let _ = self.jobs.send(Job::Find(positions));
    }

    /// Has `text` written to `path` (atomically, its folder made if missing).
    pub fn write(&self, path: PathBuf, text: String) {
        let _ = self.jobs.send(Job::Write(path, text));
    }

    /// Asks for every set, those kept in the puzzles folder `folder` too.
    pub fn load(&self, folder: Option<PathBuf>) {
        let _ = self.jobs.send(Job::Load(folder));
    }

    /// Asks for the puzzles of the file `path`, to keep in the puzzles folder `keep_in`.
    pub fn import(&self, path: PathBuf, keep_in: Option<PathBuf>) {
        let _ = self.jobs.send(Job::Import { path, keep_in });
    }

    /// What has been found since the last call.
    pub fn poll(&self) -> Vec<Event> {
        self.events.try_iter().collect()
    }
}

/// Reads the puzzle file `path` as a set named after it, kept as PDN in the puzzles folder
/// `keep_in` when it has puzzles; with the reason it could not be kept, if so.
fn import(path: &Path, keep_in: Option<&Path>) -> Result<(Event, Option<FileError>), FileError> {
    let bytes = load::read(path)?;
    let (puzzles, refused) = puzzle::read(&pdn::decode(&bytes).0);
    let name =
        path.file_stem().map_or_else(|| "puzzles".into(), |s| s.to_string_lossy().into_owned());
    let kept = match keep_in.filter(|_| !puzzles.is_empty()) {
        Some(folder) => {
            let target = folder.join(sets::IMPORTED).join(format!("{name}.pdn"));
            write_set(&target, &puzzle::write(&puzzles)).err()
        }
        None => None,
    };
    Ok((Event::Imported { name, puzzles, refused }, kept))
}

/// Writes `text` to `path` atomically, its folder made if missing.
fn write_set(path: &Path, text: &str) -> Result<(), FileError> {
    let folder = path.parent().unwrap_or(path);
    std::fs::create_dir_all(folder)
        .and_then(|_| write_atomic(path, text.as_bytes()))
        .map_err(|e| FileError::io(Action::Write, path, &e))
}

/// The engine's best line from `position`.
fn best_line(engine: &mut Engine, position: &AnyPosition) -> Vec<AnyMove> {
    engine.new_game();
    let limits = Limits { nodes: Some(REFUTATION_NODES), ..Limits::default() };
    let stop = AtomicBool::new(false);
    let found = position.search(
        engine,
        &Past::default(),
        &limits,
        &Settings::default(),
        &stop,
        &mut |_| {},
    );
    found.lines.into_iter().next().map(|line| line.moves).unwrap_or_default()
}
