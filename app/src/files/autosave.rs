//! The game in the window, kept in the data folder after every change and on exit, so the next
//! start goes on where the last one stopped. One JSON file holds the game as PDN, the cursor,
//! and the file the game belongs to; it is written atomically on a thread of its own.

use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver, Sender};
use std::thread::{self, JoinHandle};

use damier_core::game::{GameRecord, NodeId};
use serde::{Deserialize, Serialize};

use super::save::write_atomic;

/// The game as it was left.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Snapshot {
    /// The game as PDN.
    pub pdn: String,
    /// The cursor: from the start, which continuation each move takes (0 is the main one).
    pub cursor: Vec<usize>,
    /// The file the game was opened from or saved to.
    pub file: Option<PathBuf>,
    /// The game's number in that file when the file holds several.
    pub game: Option<usize>,
    /// Whether the game had changed since the file was read or written.
    pub modified: bool,
}

/// The cursor of `record` as the continuations taken from the start.
pub fn cursor_of(record: &GameRecord) -> Vec<usize> {
    let line = record.line_to(record.current());
    line.windows(2)
        .map(|pair| {
            let children = record.node(pair[0]).children();
            children.iter().position(|&c| c == pair[1]).unwrap_or(0)
        })
        .collect()
}

/// The node that `cursor` leads to from the start of `record`, as far as the record goes.
pub fn node_at(record: &GameRecord, cursor: &[usize]) -> NodeId {
    let mut at = record.root();
    for &index in cursor {
        match record.node(at).children().get(index) {
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
        Err(e) => return Err(format!("{}: {e}", path.display())),
    };
    serde_json::from_str(&text).map(Some).map_err(|e| format!("{}: {e}", path.display()))
}

/// Writes `snapshot` to `path` atomically, making the folder if needed.
pub fn store(path: &Path, snapshot: &Snapshot) -> Result<(), String> {
    let fail = |e: &dyn std::fmt::Display| format!("{}: {e}", path.display());
    let text = serde_json::to_string_pretty(snapshot).map_err(|e| fail(&e))?;
    if let Some(folder) = path.parent() {
        std::fs::create_dir_all(folder).map_err(|e| fail(&e))?;
    }
    write_atomic(path, text.as_bytes()).map_err(|e| fail(&e))
}

/// Writes snapshots on a thread of its own, only the latest when several are waiting.
pub struct Autosaver {
    snapshots: Option<Sender<Snapshot>>,
    failures: Receiver<String>,
    worker: Option<JoinHandle<()>>,
}

impl Autosaver {
    /// Starts the writer for `path`.
    pub fn start(path: PathBuf) -> Autosaver {
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
        Autosaver { snapshots: Some(snapshots), failures, worker }
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
    fn snapshots_round_trip_and_the_last_one_wins() {
        let dir = std::env::temp_dir().join(format!("damier-autosave-{}", std::process::id()));
        let path = dir.join("sub").join("last-game.json");
        let _ = std::fs::remove_dir_all(&dir);
        assert_eq!(load(&path), Ok(None));
        let mut saver = Autosaver::start(path.clone());
        for n in 0..20 {
            saver.save(Snapshot { pdn: format!("game {n}"), ..Snapshot::default() });
        }
        saver.finish();
        assert_eq!(load(&path).unwrap().unwrap().pdn, "game 19");
        std::fs::write(&path, "{ broken").unwrap();
        assert!(load(&path).unwrap_err().contains("last-game.json"));
    }
}
