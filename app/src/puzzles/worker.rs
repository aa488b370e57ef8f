//! The puzzles' engine work, off the frames: the refutation of a wrong move, and the search for
//! puzzles in the positions before a reviewed game's blunders.

use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::sync::mpsc::{self, Receiver, Sender};
use std::thread;

use damier_core::game::Past;
use damier_core::pdn;
use damier_core::puzzle::{Checker, Puzzle};
use damier_core::search::{Engine, Limits, Settings};
use damier_core::{AnyMove, AnyPosition};

use crate::files::{FileError, load};
use crate::waker::Waker;

/// Nodes searched to refute a wrong move: a few tenths of a second.
const REFUTATION_NODES: u64 = 1_500_000;

/// Work for the worker.
enum Job {
    /// The best line after a wrong move, for the try numbered `attempt`.
    Refute { attempt: u64, position: Box<AnyPosition> },
    /// The puzzles among these positions (each with where it comes from).
    Find(Vec<(AnyPosition, String)>),
    /// The text of a puzzle file.
    Read(PathBuf),
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
    /// A puzzle file read.
    Read {
        /// The file.
        path: PathBuf,
        /// Its text, or why it could not be read.
        text: Result<String, FileError>,
    },
}

/// A thread that does the puzzles' engine work, one job after another.
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
                    Job::Read(path) => {
                        let text =
                            load::read(&path).map(|bytes| pdn::decode(&bytes).0.into_owned());
                        Event::Read { path, text }
                    }
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

    /// Asks for the text of the puzzle file `path`.
    pub fn read(&self, path: PathBuf) {
        let _ = self.jobs.send(Job::Read(path));
    }

    /// What has been found since the last call.
    pub fn poll(&self) -> Vec<Event> {
        self.events.try_iter().collect()
    }
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
