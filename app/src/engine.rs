//! The engine on a worker thread. The window sends searches through a channel and reads
//! progress and results from another; the worker asks for a repaint after each event, so
//! the window never waits. Every search has its own stop flag: stopping is immediate, and a
//! stopped search's late result is recognised by its id and dropped.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, OnceLock};
use std::thread;

use damier_core::AnyPosition;
use damier_core::search::{Engine, Limits, Score, Settings};

/// Size of the engine's transposition table in MB.
const TABLE_MB: usize = 64;

/// Why a search runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Job {
    /// To play a move for the side to move.
    Move,
    /// To show the player the best move.
    Hint,
}

/// Progress of the running search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Progress {
    /// Depth completed.
    pub depth: u32,
    /// Score for the side to move.
    pub score: Score,
    /// Nodes per second.
    pub nps: u64,
}

/// What the worker reports.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// An iteration finished.
    Progress(Progress),
    /// The search ended with this best move (none when there is no legal move).
    Done {
        /// Why it ran.
        job: Job,
        /// The best move as the game writes it.
        best: Option<String>,
        /// Its score for the side to move.
        score: Score,
    },
}

/// What the window asks of the worker.
enum Request {
    Search {
        id: u64,
        job: Job,
        position: Box<AnyPosition>,
        history: Vec<u64>,
        limits: Limits,
        settings: Settings,
        stop: Arc<AtomicBool>,
    },
    NewGame,
}

/// The running search as the window knows it.
struct Running {
    id: u64,
    job: Job,
    stop: Arc<AtomicBool>,
}

/// The window's side of the engine.
pub struct EngineHandle {
    requests: Sender<Request>,
    events: Receiver<(u64, Event)>,
    repaint: Arc<OnceLock<egui::Context>>,
    running: Option<Running>,
    next_id: u64,
}

impl EngineHandle {
    /// Starts the worker thread.
    pub fn spawn() -> EngineHandle {
        let (requests, inbox) = mpsc::channel();
        let (outbox, events) = mpsc::channel();
        let repaint = Arc::new(OnceLock::new());
        let worker_repaint = Arc::clone(&repaint);
        thread::Builder::new()
            .name("damier-engine".to_string())
            .spawn(move || work(&inbox, &outbox, &worker_repaint))
            .expect("the engine thread starts");
        EngineHandle { requests, events, repaint, running: None, next_id: 1 }
    }

    /// Tells the worker which context to wake after each event.
    pub fn set_repaint_context(&self, ctx: &egui::Context) {
        let _ = self.repaint.set(ctx.clone());
    }

    /// Starts a search, cancelling any running one.
    pub fn start(
        &mut self,
        job: Job,
        position: &AnyPosition,
        history: Vec<u64>,
        limits: Limits,
        settings: Settings,
    ) {
        self.cancel();
        let id = self.next_id;
        self.next_id += 1;
        let stop = Arc::new(AtomicBool::new(false));
        let request = Request::Search {
            id,
            job,
            position: Box::new(position.clone()),
            history,
            limits,
            settings,
            stop: Arc::clone(&stop),
        };
        if self.requests.send(request).is_ok() {
            self.running = Some(Running { id, job, stop });
        }
    }

    /// Stops the running search and forgets it: its result will be ignored.
    pub fn cancel(&mut self) {
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
        let _ = self.requests.send(Request::NewGame);
    }

    /// The job of the running search, if one runs.
    pub fn running(&self) -> Option<Job> {
        self.running.as_ref().map(|r| r.job)
    }

    /// The events of the running search that have arrived, without waiting.
    pub fn poll(&mut self) -> Vec<Event> {
        let mut out = Vec::new();
        while let Ok((id, event)) = self.events.try_recv() {
            let Some(running) = &self.running else { continue };
            if running.id != id {
                continue;
            }
            if matches!(event, Event::Done { .. }) {
                self.running = None;
            }
            out.push(event);
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

/// The worker: runs searches one after another until the window goes away.
fn work(
    inbox: &Receiver<Request>,
    outbox: &Sender<(u64, Event)>,
    repaint: &OnceLock<egui::Context>,
) {
    let mut engine = Engine::new(TABLE_MB);
    let wake = || {
        if let Some(ctx) = repaint.get() {
            ctx.request_repaint();
        }
    };
    while let Ok(request) = inbox.recv() {
        let Request::Search { id, job, position, history, limits, settings, stop } = request else {
            engine.new_game();
            continue;
        };
        if stop.load(Ordering::Relaxed) {
            continue;
        }
        let mut on_info = |info: &damier_core::search::Info| {
            if info.multipv == 1 {
                let progress = Progress { depth: info.depth, score: info.score, nps: info.nps };
                let _ = outbox.send((id, Event::Progress(progress)));
                wake();
            }
        };
        let found = position.search(&mut engine, &history, &limits, &settings, &stop, &mut on_info);
        let _ = outbox.send((id, Event::Done { job, best: found.best, score: found.score }));
        wake();
    }
}
