//! The game in the window, kept in the data folder after every change and on exit, so the next
//! start goes on where the last one stopped. A small JSON file holds the cursor, the clocks and
//! the file the game belongs to, and a PDN file beside it the game (earlier versions kept the
//! game in the JSON file, which is still read); both are written atomically on a thread of
//! their own (see [`Autosaver`]).

mod writer;

pub use writer::{Autosaver, LARGE, THROTTLE};

use std::fs::{File, OpenOptions};
use std::path::{Path, PathBuf};

use damier_core::game::{GameRecord, NodeId};
use serde::{Deserialize, Serialize};

use super::save::{read_json, write_json};
use super::target::Stamp;
use super::{Action, FileError, Why};
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
    /// Whether the game is in the PDN file beside this one (see [`game_beside`]) rather than
    /// in `pdn`.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub game_beside: bool,
}

/// The PDN file beside the autosave file `path` (`last-game.json`) that holds its game.
pub fn game_beside(path: &Path) -> PathBuf {
    path.with_extension("pdn")
}

/// Removes the autosave file `path` and the game beside it.
pub fn remove(path: &Path) {
    let _ = std::fs::remove_file(path);
    let _ = std::fs::remove_file(game_beside(path));
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
pub fn load(path: &Path) -> Result<Option<Snapshot>, FileError> {
    if !path.exists() {
        return Ok(None);
    }
    let mut snapshot: Snapshot = read_json(path)?;
    if snapshot.game_beside {
        let beside = game_beside(path);
        snapshot.pdn = std::fs::read_to_string(&beside)
            .map_err(|e| FileError::io(Action::Read, &beside, &e))?;
        snapshot.game_beside = false;
    }
    Ok(Some(snapshot))
}

/// Writes `snapshot` to `path` atomically, making the folder if needed.
pub fn store(path: &Path, snapshot: &Snapshot) -> Result<(), FileError> {
    write_json(path, snapshot)
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
    pub unusable: Option<FileError>,
}

/// Takes the first autosave file of `dir` that no running window holds, and the games left in
/// the others that no running window holds. Lock files are made only for the slots used.
pub fn claim(dir: &Path) -> Claimed {
    let mut claimed = Claimed::default();
    if let Err(e) = std::fs::create_dir_all(dir) {
        claimed.unusable = Some(FileError::io(Action::CreateFolder, dir, &e));
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
        // Every slot is held by a running window, or their lock files cannot be made.
        let all_held = || FileError::new(Action::Lock, dir, Why::AllWindowsKept(SLOTS));
        claimed.unusable = Some(last_error.unwrap_or_else(all_held));
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
    /// `Err(Some(error))` when its lock file cannot be made.
    fn take(dir: &Path, n: usize) -> Result<Slot, Option<FileError>> {
        let name = slot_name(n);
        let lock_path = dir.join(format!("{name}.lock"));
        let lock = OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&lock_path)
            .map_err(|e| Some(FileError::io(Action::Lock, &lock_path, &e)))?;
        lock.try_lock().map_err(|_| None)?;
        Ok(Slot { path: dir.join(format!("{name}.json")), _lock: lock })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::files::save::tests::folder;
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
        let temp = folder("slots");
        // A folder not made yet, as at the first start.
        let dir = temp.path().join("slots");
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

    /// A record of `plies` moves of two kings going to and fro, named `name`.
    fn record(name: &str, plies: usize) -> GameRecord {
        let start = AnyPosition::from_fen(Variant::International, "W:WK46:BK1").unwrap();
        let mut record = GameRecord::new(start);
        record.tags_mut().set("Event", name);
        for mv in ["46-41", "1-7", "41-46", "7-1"].iter().cycle().take(plies) {
            record.play(mv).unwrap();
        }
        record
    }

    #[test]
    fn snapshots_round_trip_and_the_last_one_wins() {
        let dir = folder("autosave");
        let path = dir.path().join("sub").join("last-game.json");
        assert_eq!(load(&path), Ok(None));
        let mut saver = Autosaver::writing_to(path.clone(), crate::waker::Waker::default());
        for n in 0..20 {
            let state = Snapshot { cursor: vec![0; n], ..Snapshot::default() };
            saver.save(state, Some(record(&format!("game {n}"), 3)));
        }
        saver.save(Snapshot { cursor: vec![0, 0], ..Snapshot::default() }, None);
        saver.finish();
        let kept = load(&path).unwrap().unwrap();
        assert!(kept.pdn.contains("[Event \"game 19\"]"), "{}", kept.pdn);
        assert_eq!(kept.cursor, [0, 0], "the state written last");
        assert!(!std::fs::read_to_string(&path).unwrap().contains("Event"), "the game is beside");
        std::fs::write(&path, "{ broken").unwrap();
        let damaged = load(&path).unwrap_err();
        assert_eq!((damaged.path, damaged.why), (path, Why::Damaged { line: 1, column: 3 }));
    }

    #[test]
    fn after_a_large_game_the_next_waits_its_turn_and_a_small_one_does_not() {
        let dir = folder("autosave-big");
        // In a folder not made yet, as at the first start.
        let path = dir.path().join("new").join("last-game.json");
        let mut saver = Autosaver::writing_to(path.clone(), crate::waker::Waker::default());
        assert!(saver.game_due_in().is_zero(), "nothing written yet: a game goes at once");
        let big = record("big", 200_000);
        assert!(damier_core::pdn::write_game(&big).len() > LARGE);
        saver.save(Snapshot::default(), Some(big));
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
        while load(&path).ok().flatten().is_none() || saver.game_due_in() == THROTTLE {
            assert!(std::time::Instant::now() < deadline, "never written");
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
        let due_in = saver.game_due_in();
        assert!(due_in > THROTTLE / 2, "a large game was just written: the next waits {due_in:?}");
        saver.finish();
        let mut saver = Autosaver::writing_to(path.clone(), crate::waker::Waker::default());
        saver.save(Snapshot::default(), Some(record("small", 4)));
        saver.finish();
        assert!(saver.game_due_in().is_zero(), "after a small game the next goes at once");
        assert!(load(&path).unwrap().unwrap().pdn.contains("small"));
    }
}
