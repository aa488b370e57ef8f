//! The autosave's writer, on a thread of its own. The window hands it the game's state (its
//! cursor, file and clocks) after every change, and the record itself only when the moves
//! changed: the state goes to the small JSON file, the game to the PDN file beside it. Only
//! the latest of what waits is written. A large game is written at most every [`THROTTLE`]
//! while it keeps changing (and always at the end), so a game of millions of moves is not
//! rewritten on every move.

use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use damier_core::game::GameRecord;
use damier_core::pdn;

use super::{Slot, Snapshot, game_beside, store};
use crate::files::save::write_atomic;
use crate::files::shown;

/// A game whose text is larger than this, in bytes, is written at most every [`THROTTLE`].
pub const LARGE: usize = 1 << 20;

/// The least time between two writes of a large game.
pub const THROTTLE: Duration = Duration::from_secs(30);

/// What waits to be written.
#[derive(Default)]
struct Waiting {
    /// The state, to the JSON file.
    state: Option<Snapshot>,
    /// The record, to the PDN file.
    game: Option<GameRecord>,
    /// Whether the window is going: write everything now, then stop.
    closing: bool,
}

/// What the window and the writer share.
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
    failures: Receiver<String>,
    worker: Option<JoinHandle<()>>,
    /// The file's lock, released when the window ends.
    _slot: Option<Slot>,
}

impl Autosaver {
    /// Starts the writer for `slot`, which stays this window's while the writer runs.
    pub fn start(slot: Slot) -> Autosaver {
        let mut autosaver = Autosaver::writing_to(slot.path.clone());
        autosaver._slot = Some(slot);
        autosaver
    }

    /// Starts the writer for the autosave file `path`.
    pub(super) fn writing_to(path: PathBuf) -> Autosaver {
        let shared = Arc::new(Shared::default());
        let (outbox, failures) = mpsc::channel();
        let theirs = Arc::clone(&shared);
        let worker = thread::Builder::new()
            .name("damier-autosave".to_string())
            .spawn(move || run(&path, &theirs, &outbox))
            .ok();
        Autosaver { shared, failures, worker, _slot: None }
    }

    /// Has the game's `state` (its `pdn` left empty) written soon, and `game`, its record,
    /// when its moves changed; without waiting.
    pub fn save(&self, state: Snapshot, game: Option<GameRecord>) {
        let mut waiting = self.shared.lock();
        waiting.state = Some(state);
        if game.is_some() {
            waiting.game = game;
        }
        self.shared.wake.notify_one();
    }

    /// The latest write failure since the last call, if any.
    pub fn failure(&self) -> Option<String> {
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

/// The writer's loop: waits for something to write, writes the game when it is due, then
/// the state.
fn run(path: &std::path::Path, shared: &Shared, failures: &Sender<String>) {
    let game_path = game_beside(path);
    let fail = |what: &std::path::Path, e: &dyn std::fmt::Display| {
        let _ = failures.send(format!("{}: {e}", shown(what.as_os_str())));
    };
    // A large game waiting for its turn, and when the last large one was written.
    let mut held: Option<GameRecord> = None;
    let mut large_written: Option<Instant> = None;
    loop {
        let due = |at: Option<Instant>| at.is_none_or(|at| at.elapsed() >= THROTTLE);
        let (state, closing) = {
            let mut waiting = shared.lock();
            loop {
                let ready = waiting.state.is_some() || waiting.game.is_some() || waiting.closing;
                if ready || (held.is_some() && due(large_written)) {
                    break;
                }
                waiting = match (&held, large_written) {
                    (Some(_), Some(at)) => {
                        let left = THROTTLE.saturating_sub(at.elapsed());
                        shared
                            .wake
                            .wait_timeout(waiting, left)
                            .map_or_else(|e| e.into_inner().0, |w| w.0)
                    }
                    _ => shared.wake.wait(waiting).unwrap_or_else(|e| e.into_inner()),
                };
            }
            if let Some(game) = waiting.game.take() {
                held = Some(game);
            }
            (waiting.state.take(), waiting.closing)
        };
        if let Some(game) = held.take_if(|_| closing || due(large_written)) {
            let text = pdn::write_game(&game);
            drop(game);
            if let Some(folder) = game_path.parent() {
                let _ = std::fs::create_dir_all(folder);
            }
            match write_atomic(&game_path, text.as_bytes()) {
                Ok(()) => large_written = (text.len() > LARGE).then(Instant::now),
                Err(e) => fail(&game_path, &e),
            }
        }
        if let Some(state) = state {
            let state = Snapshot { pdn: String::new(), game_beside: true, ..state };
            if let Err(e) = store(path, &state) {
                let _ = failures.send(e);
            }
        }
        if closing && held.is_none() && shared.lock().state.is_none() {
            return;
        }
    }
}
