//! [`EndgameTables`]: the window's tables. Reading them and building more happen on worker
//! threads; the window asks once a frame what they have done, and never waits for them.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, channel};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use damier_core::egdb::{Tables, Value};
use damier_core::{AnyPosition, Variant};

use super::builder::{BuildFailure, BuildProgress, Plan, build_missing};
use super::folder::{Loaded, Problem, TableFile, TableFolder};
use crate::waker::Waker;

/// The most pieces of the tables a window builds by itself for each game it shows
/// ([`EndgameTables::complete_small`]): built in moments on one thread (Hexdame's, the
/// slowest, in about a minute and a half), they let the engine play the simplest endings
/// exactly and see through combinations that end in them.
pub const SMALL_TABLES: u8 = 4;

/// What the background build is doing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BuildState {
    /// No build has run.
    Idle,
    /// Building `variant`'s tables up to `pieces`: how far, and since when.
    Running {
        /// The game.
        variant: Variant,
        /// The most pieces.
        pieces: u8,
        /// How far it has got.
        progress: BuildProgress,
        /// When it started.
        started: Instant,
    },
    /// The last build finished every table.
    Finished,
    /// The last build was cancelled (what it finished is kept; building again goes on).
    Cancelled,
    /// The last build failed.
    Failed(BuildFailure),
}

impl BuildState {
    /// The time left, from the work done so far.
    pub fn time_left(&self) -> Option<Duration> {
        let BuildState::Running { progress, started, .. } = self else { return None };
        let elapsed = started.elapsed().as_secs_f64();
        (progress.done > 0 && elapsed > 1.0).then(|| {
            let rate = progress.done as f64 / elapsed;
            Duration::from_secs_f64((progress.work - progress.done) as f64 / rate)
        })
    }
}

/// A build running on its worker thread.
struct Job {
    variant: Variant,
    cancel: Arc<AtomicBool>,
    thread: std::thread::JoinHandle<()>,
}

/// The tables the window reads and builds, game by game.
pub struct EndgameTables {
    folder: Option<TableFolder>,
    waker: Waker,
    /// The tables read for each game.
    loaded: HashMap<Variant, Arc<Tables>>,
    /// Reads under way, game by game.
    reading: Vec<(Variant, Receiver<Loaded>)>,
    state: Arc<Mutex<BuildState>>,
    job: Option<Job>,
    /// The files of a game, as last listed, and when.
    listing: Option<(Variant, Vec<TableFile>, Instant)>,
    /// The games whose small tables were looked for ([`EndgameTables::complete_small`]).
    completed: Vec<Variant>,
}

impl Default for EndgameTables {
    fn default() -> EndgameTables {
        EndgameTables::new(None, Waker::default())
    }
}

impl EndgameTables {
    /// The tables kept in `folder` (none: no tables), waking the window through `waker`.
    pub fn new(folder: Option<TableFolder>, waker: Waker) -> EndgameTables {
        EndgameTables {
            folder,
            waker,
            loaded: HashMap::new(),
            reading: Vec::new(),
            state: Arc::new(Mutex::new(BuildState::Idle)),
            job: None,
            listing: None,
            completed: Vec::new(),
        }
    }

    /// The folder the tables are kept in, if any.
    pub fn folder(&self) -> Option<&TableFolder> {
        self.folder.as_ref()
    }

    /// Starts reading `variant`'s tables unless they are read or being read (Lasca has none).
    pub fn want(&mut self, variant: Variant) {
        let Some(folder) = self.folder.clone() else { return };
        if variant == Variant::Lasca
            || self.loaded.contains_key(&variant)
            || self.is_reading(variant)
        {
            return;
        }
        let (send, receive) = channel();
        let waker = self.waker.clone();
        std::thread::spawn(move || {
            let _ = send.send(folder.load(variant));
            waker.wake();
        });
        self.reading.push((variant, receive));
    }

    /// Takes in what the workers have done; returns the files refused since the last call.
    pub fn poll(&mut self) -> Vec<Problem> {
        let (mut finished, mut problems) = (Vec::new(), Vec::new());
        self.reading.retain(|(variant, receive)| match receive.try_recv() {
            Ok(loaded) => {
                finished.push((*variant, loaded));
                false
            }
            Err(std::sync::mpsc::TryRecvError::Empty) => true,
            Err(std::sync::mpsc::TryRecvError::Disconnected) => false,
        });
        for (variant, loaded) in finished {
            self.loaded.insert(variant, Arc::new(loaded.tables));
            problems.extend(loaded.problems);
        }
        if let Some(job) = self.job.take_if(|job| job.thread.is_finished()) {
            // The tables built are read again, with the others; a read begun before the
            // build ended may have missed its last files, and is dropped.
            self.loaded.remove(&job.variant);
            self.reading.retain(|(variant, _)| *variant != job.variant);
            self.listing = None;
            self.want(job.variant);
        }
        if let BuildState::Running { .. } = self.state() {
            self.waker.wake_after(Duration::from_millis(250));
        }
        problems
    }

    /// The tables read for `variant`, if they have been.
    pub fn tables(&self, variant: Variant) -> Option<&Arc<Tables>> {
        self.loaded.get(&variant)
    }

    /// Whether `variant`'s tables are being read.
    pub fn is_reading(&self, variant: Variant) -> bool {
        self.reading.iter().any(|(v, _)| *v == variant)
    }

    /// The tables' value of `position` for the side to move, when a table read holds it.
    pub fn verdict(&self, position: &AnyPosition) -> Option<Value> {
        self.loaded.get(&position.variant())?.resolve_any(position)
    }

    /// Lists the files of `variant`'s tables of 2 to `pieces` pieces again, unless they
    /// were listed for it less than two seconds ago.
    pub fn refresh_listing(&mut self, variant: Variant, pieces: u8) {
        let fresh = matches!(&self.listing, Some((v, _, at)) if *v == variant && at.elapsed() < Duration::from_secs(2));
        if !fresh {
            let files = self.folder.as_ref().map(|f| f.files(variant, pieces)).unwrap_or_default();
            self.listing = Some((variant, files, Instant::now()));
        }
    }

    /// The files of `variant`'s tables as last listed ([`EndgameTables::refresh_listing`]).
    pub fn listing(&self, variant: Variant) -> &[TableFile] {
        match &self.listing {
            Some((v, files, _)) if *v == variant => files,
            _ => &[],
        }
    }

    /// What the background build is doing.
    pub fn state(&self) -> BuildState {
        self.state.lock().map(|s| s.clone()).unwrap_or(BuildState::Idle)
    }

    /// Whether a build runs.
    pub fn is_building(&self) -> bool {
        self.job.is_some()
    }

    /// Builds `variant`'s missing tables of up to `pieces` pieces on a worker thread, on
    /// `threads` threads (nothing if one runs already).
    pub fn build(&mut self, variant: Variant, pieces: u8, threads: usize) {
        let Some(folder) = self.folder.clone() else { return };
        if self.job.is_some() {
            return;
        }
        let cancel = Arc::new(AtomicBool::new(false));
        let state = Arc::clone(&self.state);
        let waker = self.waker.clone();
        let stop = Arc::clone(&cancel);
        let started = Instant::now();
        set(
            &state,
            BuildState::Running { variant, pieces, progress: BuildProgress::default(), started },
        );
        let thread = std::thread::spawn(move || {
            let report = |progress: &BuildProgress| {
                set(
                    &state,
                    BuildState::Running { variant, pieces, progress: progress.clone(), started },
                );
            };
            let result = Plan::new(&folder, variant, pieces)
                .and_then(|plan| build_missing(&folder, &plan, threads, &stop, &report).map(drop));
            let end = match result {
                Ok(()) => BuildState::Finished,
                Err(_) if stop.load(Ordering::Relaxed) => BuildState::Cancelled,
                Err(error) => BuildState::Failed(error),
            };
            set(&state, end);
            waker.wake();
        });
        self.job = Some(Job { variant, cancel, thread });
    }

    /// Builds `variant`'s missing tables of up to [`SMALL_TABLES`] pieces in the background,
    /// on one thread (the other cores stay with the engine), the first time it is called for
    /// the game while no other build runs: a build cancelled is not started again until the
    /// window opens anew.
    pub fn complete_small(&mut self, variant: Variant) {
        if variant == Variant::Lasca || self.job.is_some() || self.completed.contains(&variant) {
            return;
        }
        let Some(folder) = &self.folder else { return };
        self.completed.push(variant);
        if folder.files(variant, SMALL_TABLES).iter().any(|file| file.bytes.is_none()) {
            self.build(variant, SMALL_TABLES, 1);
        }
    }

    /// Asks the build to stop (it stops within moments; what it finished is kept).
    pub fn cancel(&self) {
        if let Some(job) = &self.job {
            job.cancel.store(true, Ordering::Relaxed);
        }
    }

    /// Stops the build and waits for it (when the window closes).
    pub fn shut_down(&mut self) {
        self.cancel();
        if let Some(job) = self.job.take() {
            let _ = job.thread.join();
        }
    }
}

fn set(state: &Mutex<BuildState>, value: BuildState) {
    if let Ok(mut state) = state.lock() {
        *state = value;
    }
}
