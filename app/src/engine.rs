//! The engine on a worker thread. The window sends jobs (searches, game reviews) through a
//! channel and reads progress and results from another; the worker asks for a repaint after
//! each event, so the window never waits. Every job has its own stop flag: stopping is
//! immediate, and a stopped job's late result is recognised by its id and dropped.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::thread;

use damier_core::analysis::{self, Review, Thresholds};
use damier_core::book::{Book, BookMove};
use damier_core::egdb::Tables;
use damier_core::game::{GameRecord, Past};
use damier_core::search::{Engine, Info, Limits, Score, Settings};
use damier_core::{AnyMove, AnyPosition};

use crate::waker::Waker;

/// Size of the engine's transposition table in MB.
const TABLE_MB: usize = 64;

/// Why the engine runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Job {
    /// To play a move for the side to move.
    Move,
    /// To show the player the best move.
    Hint,
    /// To analyse the position shown until stopped, reporting every line.
    Analyse,
    /// To review the main line of a game.
    Review,
}

/// Progress of the running search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchProgress {
    /// Depth completed.
    pub depth: u32,
    /// Score for the side to move.
    pub score: Score,
    /// Nodes per second.
    pub nps: u64,
}

/// What the worker reports.
#[derive(Clone, Debug, PartialEq)]
pub enum EngineEvent {
    /// An iteration finished (moves and hints).
    Progress(SearchProgress),
    /// An iteration finished one line of an analysis.
    Line(Info),
    /// A review has looked at `done` of the game's `total` positions.
    Reviewing {
        /// Positions reviewed.
        done: usize,
        /// Positions in the main line.
        total: usize,
    },
    /// A review ended (`None` if it was stopped).
    Reviewed(Option<Review>),
    /// The search ended with this best move (none when there is no legal move).
    Done {
        /// Why it ran.
        job: Job,
        /// The best move.
        best: Option<AnyMove>,
        /// Its score for the side to move.
        score: Score,
        /// Whether the move was played from the opening book, with no search.
        book: bool,
    },
}

/// What the window asks of the worker.
enum EngineRequest {
    Search {
        id: u64,
        job: Job,
        position: Box<AnyPosition>,
        past: Past,
        limits: Limits,
        settings: Settings,
        stop: Arc<AtomicBool>,
    },
    Review {
        id: u64,
        record: Box<GameRecord>,
        limits: Limits,
        stop: Arc<AtomicBool>,
    },
    NewGame,
    Threads(usize),
    Book(bool),
    Tables(Option<Arc<Tables>>),
}

impl EngineEvent {
    /// Whether this is the last event of its job.
    fn ends_job(&self) -> bool {
        matches!(self, EngineEvent::Done { .. } | EngineEvent::Reviewed(_))
    }
}

/// The running search as the window knows it.
struct RunningSearch {
    id: u64,
    job: Job,
    stop: Arc<AtomicBool>,
}

/// The window's side of the engine.
pub struct EngineHandle {
    requests: Sender<EngineRequest>,
    events: Receiver<(u64, EngineEvent)>,
    running: Option<RunningSearch>,
    /// The running search's latest progress (moves and hints report it).
    progress: Option<SearchProgress>,
    next_id: u64,
    /// The endgame tables last given to the worker.
    tables: Option<Arc<Tables>>,
}

impl EngineHandle {
    /// Starts the worker thread, searching on `threads` threads, which wakes the window
    /// through `waker` after each event.
    pub fn spawn(waker: Waker, threads: usize) -> EngineHandle {
        let (requests, inbox) = mpsc::channel();
        let (outbox, events) = mpsc::channel();
        thread::Builder::new()
            .name("damier-engine".to_string())
            .spawn(move || work(&inbox, &outbox, &waker, threads))
            .expect("the engine thread starts");
        EngineHandle { requests, events, running: None, progress: None, next_id: 1, tables: None }
    }

    /// Starts a search, cancelling any running job.
    pub fn start(
        &mut self,
        job: Job,
        position: &AnyPosition,
        past: Past,
        limits: Limits,
        settings: Settings,
    ) {
        let position = Box::new(position.clone());
        self.send(job, |id, stop| EngineRequest::Search {
            id,
            job,
            position,
            past,
            limits,
            settings,
            stop,
        });
    }

    /// Starts a review of `record`'s main line with `limits` per position, cancelling any
    /// running job.
    pub fn review(&mut self, record: &GameRecord, limits: Limits) {
        let record = Box::new(record.clone());
        self.send(Job::Review, |id, stop| EngineRequest::Review { id, record, limits, stop });
    }

    /// Sends the request `make` builds with a fresh id and stop flag, after cancelling any
    /// running job.
    fn send(&mut self, job: Job, make: impl FnOnce(u64, Arc<AtomicBool>) -> EngineRequest) {
        self.cancel();
        let id = self.next_id;
        self.next_id += 1;
        let stop = Arc::new(AtomicBool::new(false));
        if self.requests.send(make(id, Arc::clone(&stop))).is_ok() {
            self.running = Some(RunningSearch { id, job, stop });
        }
    }

    /// Stops the running search and forgets it: its result will be ignored.
    pub fn cancel(&mut self) {
        self.progress = None;
        if let Some(running) = self.running.take() {
            running.stop.store(true, Ordering::Relaxed);
        }
    }

    /// Stops the running search but keeps waiting for its result (the best move so far).
    pub fn hurry(&mut self) {
        if let Some(running) = &self.running {
            running.stop.store(true, Ordering::Relaxed);
        }
    }

    /// Cancels any search and clears what the engine learned (for a new game).
    pub fn new_game(&mut self) {
        self.cancel();
        let _ = self.requests.send(EngineRequest::NewGame);
    }

    /// Searches from the next job on on `threads` threads.
    pub fn set_threads(&mut self, threads: usize) {
        let _ = self.requests.send(EngineRequest::Threads(threads));
    }

    /// Plays moves from the built-in opening book while the game is in it (hints, analyses
    /// and reviews always search), from the next job on.
    pub fn use_book(&mut self, on: bool) {
        let _ = self.requests.send(EngineRequest::Book(on));
    }

    /// Probes `tables` from the next job on (none: no tables); the worker hears only of a
    /// change. Whether they changed: a search running goes on with the tables it began with.
    pub fn use_tables(&mut self, tables: Option<&Arc<Tables>>) -> bool {
        let same = match (tables, &self.tables) {
            (Some(new), Some(old)) => Arc::ptr_eq(new, old),
            (new, old) => new.is_none() && old.is_none(),
        };
        if !same {
            self.tables = tables.cloned();
            let _ = self.requests.send(EngineRequest::Tables(self.tables.clone()));
        }
        !same
    }

    /// The job of the running search, if one runs.
    pub fn running(&self) -> Option<Job> {
        self.running.as_ref().map(|r| r.job)
    }

    /// The latest progress of the running search, if it reported any.
    pub fn progress(&self) -> Option<&SearchProgress> {
        self.progress.as_ref()
    }

    /// The events of the running search that have arrived, without waiting (progress is
    /// absorbed into [`EngineHandle::progress`]).
    pub fn poll(&mut self) -> Vec<EngineEvent> {
        let mut out = Vec::new();
        while let Ok((id, event)) = self.events.try_recv() {
            let Some(running) = &self.running else { continue };
            if running.id != id {
                continue;
            }
            if event.ends_job() {
                self.running = None;
                self.progress = None;
            }
            match event {
                EngineEvent::Progress(progress) => self.progress = Some(progress),
                event => out.push(event),
            }
        }
        out
    }
}

impl Drop for EngineHandle {
    /// Stops the search at once; the worker ends when it sees the channel closed.
    fn drop(&mut self) {
        self.cancel();
    }
}

/// The worker: runs jobs one after another until the window goes away.
fn work(
    inbox: &Receiver<EngineRequest>,
    outbox: &Sender<(u64, EngineEvent)>,
    waker: &Waker,
    threads: usize,
) {
    let mut engine = Engine::new(TABLE_MB);
    engine.set_threads(threads);
    let mut book = false;
    let wake = || waker.wake();
    while let Ok(request) = inbox.recv() {
        match request {
            EngineRequest::Search { id, job, position, past, limits, settings, stop } => {
                if stop.load(Ordering::Relaxed) {
                    continue;
                }
                if let Some(chosen) = book_move(book && job == Job::Move, &position) {
                    let score = Score::Value(chosen.score);
                    let _ = outbox.send((
                        id,
                        EngineEvent::Done { job, best: Some(chosen.mv), score, book: true },
                    ));
                    wake();
                    continue;
                }
                let mut on_info = |info: &Info| {
                    let event = match job {
                        Job::Analyse => EngineEvent::Line(info.clone()),
                        _ if info.multipv == 1 => EngineEvent::Progress(SearchProgress {
                            depth: info.depth,
                            score: info.score,
                            nps: info.nps,
                        }),
                        _ => return,
                    };
                    let _ = outbox.send((id, event));
                    wake();
                };
                let found =
                    position.search(&mut engine, &past, &limits, &settings, &stop, &mut on_info);
                let (best, score) = (found.best, found.score);
                let _ = outbox.send((id, EngineEvent::Done { job, best, score, book: false }));
            }
            EngineRequest::Review { id, record, limits, stop } => {
                let mut on_progress = |done, total| {
                    let _ = outbox.send((id, EngineEvent::Reviewing { done, total }));
                    wake();
                };
                let thresholds = Thresholds::default();
                let review = analysis::review(
                    &record,
                    &mut engine,
                    &limits,
                    &thresholds,
                    &stop,
                    &mut on_progress,
                );
                let _ = outbox.send((id, EngineEvent::Reviewed(review)));
            }
            EngineRequest::NewGame => engine.new_game(),
            EngineRequest::Threads(threads) => engine.set_threads(threads),
            EngineRequest::Book(on) => book = on,
            EngineRequest::Tables(tables) => engine.set_tables(tables),
        }
        wake();
    }
}

/// A move of the built-in book for `position`, drawn at random among its moves, when `wanted`.
fn book_move(wanted: bool, position: &AnyPosition) -> Option<BookMove> {
    wanted.then(|| Book::built_in(position.variant()).draw(position)).flatten()
}
