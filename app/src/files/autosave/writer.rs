//! The autosave's writer, on a thread of its own. The window hands it the game's state (its
//! cursor, file and clocks) after every change, and the record itself when the moves changed
//! and the writer is ready for it: the state goes to the small JSON file, the game to the PDN
//! file beside it. Only the latest of what waits is written. The window copies the record
//! only when the writer will write it at once: not while it writes another, and, for a large
//! game, not before [`THROTTLE`] has passed since the last write, so a game of millions of
//! moves is neither copied nor written again on every move (at exit it always is).

use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use damier_core::game::GameRecord;
use damier_core::pdn;

use super::{Slot, Snapshot, game_beside, store};
use crate::files::save::write_atomic_by;
use crate::files::{Action, FileError};
use crate::waker::Waker;

/// A game whose text is larger than this, in bytes, is written at most every [`THROTTLE`].
pub const LARGE: usize = 1 << 20;

/// The least time between two writes of a large game.
pub const THROTTLE: Duration = Duration::from_secs(30);

/// What the window and the writer share.
#[derive(Default)]
struct Waiting {
    /// The state, to the JSON file.
    state: Option<Snapshot>,
    /// The record, to the PDN file.
    game: Option<GameRecord>,
    /// Whether the writer is writing a game.
    writing: bool,
    /// When the last large game was written.
    large_written: Option<Instant>,
    /// Whether the window is going: write everything now, then stop.
    closing: bool,
}

impl Waiting {
    /// How long until a game would be written at once (zero: now).
    fn game_due_in(&self) -> Duration {
        match self.large_written {
            _ if self.writing || self.game.is_some() => THROTTLE,
            Some(at) => THROTTLE.saturating_sub(at.elapsed()),
            None => Duration::ZERO,
        }
    }
}

#[derive(Default)]
struct Shared {
    waiting: Mutex<Waiting>,
    wake: Condvar,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, Waiting> {
        self.waiting.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

/// Writes the window's game on a thread of its own.
pub struct Autosaver {
    shared: Arc<Shared>,
    failures: Receiver<FileError>,
    worker: Option<JoinHandle<()>>,
    /// The file's lock, released when the window ends.
    _slot: Option<Slot>,
}

impl Autosaver {
    /// Starts the writer for `slot`, which stays this window's while the writer runs; it
    /// wakes the window with `waker` when it is ready for another game.
    pub fn start(slot: Slot, waker: Waker) -> Autosaver {
        let mut autosaver = Autosaver::writing_to(slot.path.clone(), waker);
        autosaver._slot = Some(slot);
        autosaver
    }

    /// Starts the writer for the autosave file `path`.
    pub(super) fn writing_to(path: PathBuf, waker: Waker) -> Autosaver {
        let shared = Arc::new(Shared::default());
        let (outbox, failures) = mpsc::channel();
        let theirs = Arc::clone(&shared);
        let worker = thread::Builder::new()
            .name("damier-autosave".to_string())
            .spawn(move || run(&path, &theirs, &outbox, &waker))
            .ok();
        Autosaver { shared, failures, worker, _slot: None }
    }

    /// How long until the writer would write a game at once (zero: now). The window hands
    /// over its record only then, or at exit.
    pub fn game_due_in(&self) -> Duration {
        self.shared.lock().game_due_in()
    }

    /// Has the game's `state` (its `pdn` left empty) written soon, and `game`, its record,
    /// when given; without waiting.
    pub fn save(&self, state: Snapshot, game: Option<GameRecord>) {
        let mut waiting = self.shared.lock();
        waiting.state = Some(state);
        if game.is_some() {
            waiting.game = game;
        }
        self.shared.wake.notify_one();
    }

    /// The latest write failure since the last call, if any.
    pub fn failure(&self) -> Option<FileError> {
        self.failures.try_iter().last()
    }

    /// Writes what is waiting and stops the writer, waiting for it (on exit).
    pub fn finish(&mut self) {
        self.shared.lock().closing = true;
        self.shared.wake.notify_one();
        if let Some(worker) = self.worker.take() {
            let _ = worker.join();
        }
    }
}

impl Drop for Autosaver {
    fn drop(&mut self) {
        self.finish();
    }
}

/// The writer's loop: waits for something to write, writes the game, then the state.
fn run(path: &Path, shared: &Shared, failures: &Sender<FileError>, waker: &Waker) {
    let game_path = game_beside(path);
    loop {
        let (state, game, closing) = {
            let mut waiting = shared.lock();
            while waiting.state.is_none() && waiting.game.is_none() && !waiting.closing {
                waiting = shared.wake.wait(waiting).unwrap_or_else(|e| e.into_inner());
            }
            let game = waiting.game.take();
            waiting.writing = game.is_some();
            (waiting.state.take(), game, waiting.closing)
        };
        if let Some(game) = game {
            if let Some(folder) = game_path.parent() {
                let _ = std::fs::create_dir_all(folder);
            }
            // Written as it is made: a long game is never held whole as text.
            let written = write_atomic_by(&game_path, |file| pdn::write_game_to(&game, file));
            drop(game);
            if let Err(e) = &written {
                let _ = failures.send(FileError::io(Action::Write, &game_path, e));
            }
            let mut waiting = shared.lock();
            waiting.writing = false;
            if written.is_ok() {
                let bytes = std::fs::metadata(&game_path).map_or(0, |m| m.len());
                waiting.large_written = (bytes > LARGE as u64).then(Instant::now);
            }
            drop(waiting);
            // The window may have a newer game for it.
            waker.wake();
        }
        if let Some(state) = state {
            let state = Snapshot { pdn: String::new(), game_beside: true, ..state };
            if let Err(e) = store(path, &state) {
                let _ = failures.send(e);
            }
        }
        let waiting = shared.lock();
        if closing && waiting.state.is_none() && waiting.game.is_none() {
            return;
        }
    }
}
