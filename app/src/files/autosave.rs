//! The game in the window, kept in the data folder after every change and on exit, so the next
//! start goes on where the last one stopped. One JSON file holds the game as PDN, the cursor,
//! and the file the game belongs to; it is written atomically on a thread of its own.

use std::fs::{File, OpenOptions};
use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver, Sender};
use std::thread::{self, JoinHandle};

use damier_core::game::{GameRecord, NodeId};
use serde::{Deserialize, Serialize};

use super::save::write_atomic;
use super::shown;
use super::target::Stamp;
use crate::clocks::SavedClock;

/// The game as it was left.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Snapshot {
    /// The game as PDN.
    pub pdn: String,
    /// The cursor: from the start, which continuation each move takes (0 is the main one).
    pub cursor: Vec<usize>,
    /// The file the game was opened from or saved to.
    #[serde(with = "super::stored_path::optional")]
    pub file: Option<PathBuf>,
    /// The game's number in that file when the file holds several.
    pub game: Option<usize>,
    /// Whether the game had changed since the file was read or written.
    pub modified: bool,
    /// The file's stamp when it was read or written.
    pub stamp: Option<Stamp>,
    /// The game's clocks, when it is played on a clock.
    pub clock: Option<SavedClock>,
}

/// The cursor of `record` as the continuations taken from the start.
pub fn cursor_of(record: &GameRecord) -> Vec<usize> {
    let line = record.line_to(record.current());
    line.windows(2)
        .map(|pair| {
            let children = record.children(pair[0]);
            children.iter().position(|&c| c == pair[1]).unwrap_or(0)
        })
        .collect()
}

/// The node that `cursor` leads to from the start of `record`, as far as the record goes.
pub fn node_at(record: &GameRecord, cursor: &[usize]) -> NodeId {
    let mut at = record.root();
    for &index in cursor {
        match record.children(at).get(index) {
            Some(&next) => at = next,
            None => break,
        }
    }
    at
}

/// Reads the snapshot at `path`: `Ok(None)` if there is none.
pub fn load(path: &Path) -> Result<Option<Snapshot>, String> {
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(format!("{}: {e}", shown(path.as_os_str()))),
    };
    serde_json::from_str(&text).map(Some).map_err(|e| format!("{}: {e}", shown(path.as_os_str())))
}

/// Writes `snapshot` to `path` atomically, making the folder if needed.
pub fn store(path: &Path, snapshot: &Snapshot) -> Result<(), String> {
    let fail = |e: &dyn std::fmt::Display| format!("{}: {e}", shown(path.as_os_str()));
    let text = serde_json::to_string_pretty(snapshot).map_err(|e| fail(&e))?;
    if let Some(folder) = path.parent() {
        std::fs::create_dir_all(folder).map_err(|e| fail(&e))?;
    }
    write_atomic(path, text.as_bytes()).map_err(|e| fail(&e))
}

/// The most windows that keep a game each at the same time.
const SLOTS: usize = 32;

/// The autosave file of one window, locked for as long as the window runs, so that every
/// window keeps its own game: the first takes `last-game.json`, a second `last-game-2.json`,
/// and so on.
#[derive(Debug)]
pub struct Slot {
    path: PathBuf,
    _lock: File,
}

impl Slot {
    /// The autosave file.
    pub fn path(&self) -> &Path {
        &self.path
    }
}

/// What a window finds in the data folder when it starts.
#[derive(Debug, Default)]
pub struct Claimed {
    /// Its own autosave file (none when every slot is taken or the folder cannot be used).
    pub slot: Option<Slot>,
    /// The games of windows that are gone, other than the one in `slot`: their files stay
    /// locked until this is dropped, so no other window takes them meanwhile.
    pub left_behind: Vec<Slot>,
    /// Why the folder cannot keep this window's game, when it cannot.
    pub unusable: Option<String>,
}

/// Takes the first autosave file of `dir` that no running window holds, and the games left in
/// the others that no running window holds. Lock files are made only for the slots used.
pub fn claim(dir: &Path) -> Claimed {
    let mut claimed = Claimed::default();
    if let Err(e) = std::fs::create_dir_all(dir) {
        claimed.unusable = Some(format!("{}: {e}", shown(dir.as_os_str())));
        return claimed;
    }
    let mut last_error = None;
    claimed.slot = (1..=SLOTS).find_map(|n| match Slot::take(dir, n) {
        Ok(slot) => Some(slot),
        Err(why) => {
            last_error = why.or(last_error.take());
            None
        }
    });
    if claimed.slot.is_none() {
        let why = last_error.unwrap_or_else(|| format!("{SLOTS} windows keep their games"));
        claimed.unusable = Some(format!("{}: {why}", shown(dir.as_os_str())));
    }
    let ours = claimed.slot.as_ref().map(|slot| slot.path.clone());
    for n in 1..=SLOTS {
        let path = dir.join(format!("{}.json", slot_name(n)));
        if Some(&path) != ours.as_ref()
            && path.exists()
            && let Ok(slot) = Slot::take(dir, n)
        {
            claimed.left_behind.push(slot);
        }
    }
    claimed
}

/// The name of slot `n` (from 1), without its extension.
fn slot_name(n: usize) -> String {
    if n == 1 { "last-game".to_string() } else { format!("last-game-{n}") }
}

impl Slot {
    /// Slot `n` of `dir`, if no running window holds it: `Err(None)` when one does,
    /// `Err(Some(why))` when its lock file cannot be made.
    fn take(dir: &Path, n: usize) -> Result<Slot, Option<String>> {
        let name = slot_name(n);
        let lock = OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(dir.join(format!("{name}.lock")))
            .map_err(|e| Some(e.to_string()))?;
        lock.try_lock().map_err(|_| None)?;
        Ok(Slot { path: dir.join(format!("{name}.json")), _lock: lock })
    }
}

/// Writes snapshots on a thread of its own, only the latest when several are waiting.
pub struct Autosaver {
    snapshots: Option<Sender<Snapshot>>,
    failures: Receiver<String>,
    worker: Option<JoinHandle<()>>,
    /// The file's lock, released when the window ends.
    slot: Option<Slot>,
}

impl Autosaver {
    /// Starts the writer for `slot`, which stays this window's while the writer runs.
    pub fn start(slot: Slot) -> Autosaver {
        let path = slot.path.clone();
        let mut autosaver = Autosaver::writing_to(path);
        autosaver.slot = Some(slot);
        autosaver
    }

    /// Starts the writer for `path`.
    fn writing_to(path: PathBuf) -> Autosaver {
        let (snapshots, inbox) = mpsc::channel::<Snapshot>();
        let (outbox, failures) = mpsc::channel();
        let worker = thread::Builder::new()
            .name("damier-autosave".to_string())
            .spawn(move || {
                while let Ok(mut snapshot) = inbox.recv() {
                    while let Ok(newer) = inbox.try_recv() {
                        snapshot = newer;
                    }
                    if let Err(e) = store(&path, &snapshot) {
                        let _ = outbox.send(e);
                    }
                }
            })
            .ok();
        Autosaver { snapshots: Some(snapshots), failures, worker, slot: None }
    }

    /// Has `snapshot` written soon, without waiting.
    pub fn save(&self, snapshot: Snapshot) {
        if let Some(snapshots) = &self.snapshots {
            let _ = snapshots.send(snapshot);
        }
    }

    /// The latest write failure since the last call, if any.
    pub fn failure(&self) -> Option<String> {
        self.failures.try_iter().last()
    }

    /// Writes what is waiting and stops the writer, waiting for it (on exit).
    pub fn finish(&mut self) {
        self.snapshots = None;
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

#[cfg(test)]
mod tests {
    use super::*;
    use damier_core::{AnyPosition, Variant};

    #[test]
    fn the_cursor_leads_back_to_the_same_node() {
        let mut record = GameRecord::new(AnyPosition::start(Variant::International));
        let first = record.play("32-28").unwrap();
        record.play("19-23").unwrap();
        record.go_to(first);
        let side = record.play("18-23").unwrap();
        record.play("37-32").unwrap();
        assert_eq!(cursor_of(&record), [0, 1, 0]);
        assert_eq!(node_at(&record, &[0, 1]), side);
        assert_eq!(node_at(&record, &[0, 7, 0]), first, "as far as the record goes");
    }

    #[test]
    fn each_window_takes_its_own_slot_and_finds_what_gone_windows_left() {
        let dir = std::env::temp_dir().join(format!("damier-slots-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let first = claim(&dir);
        let second = claim(&dir);
        let (one, two) = (first.slot.unwrap(), second.slot.unwrap());
        assert!(one.path().ends_with("last-game.json"));
        assert!(two.path().ends_with("last-game-2.json"));
        std::fs::write(one.path(), "one").unwrap();
        std::fs::write(two.path(), "two").unwrap();
        drop(one);
        // The first window is gone: the next one takes its file and game.
        let third = claim(&dir);
        assert!(third.slot.as_ref().unwrap().path().ends_with("last-game.json"));
        assert!(third.left_behind.is_empty(), "the second window still runs");
        drop((two, third));
        let fourth = claim(&dir);
        assert!(fourth.slot.unwrap().path().ends_with("last-game.json"));
        let left: Vec<_> = fourth.left_behind.iter().map(|s| s.path().to_path_buf()).collect();
        assert_eq!(left, [dir.join("last-game-2.json")]);
        let files = std::fs::read_dir(&dir).unwrap().count();
        assert_eq!(files, 4, "a lock file for each slot used, no more");
    }

    #[test]
    fn snapshots_round_trip_and_the_last_one_wins() {
        let dir = std::env::temp_dir().join(format!("damier-autosave-{}", std::process::id()));
        let path = dir.join("sub").join("last-game.json");
        let _ = std::fs::remove_dir_all(&dir);
        assert_eq!(load(&path), Ok(None));
        let mut saver = Autosaver::writing_to(path.clone());
        for n in 0..20 {
            saver.save(Snapshot { pdn: format!("game {n}"), ..Snapshot::default() });
        }
        saver.finish();
        assert_eq!(load(&path).unwrap().unwrap().pdn, "game 19");
        std::fs::write(&path, "{ broken").unwrap();
        assert!(load(&path).unwrap_err().contains("last-game.json"));
    }
}
