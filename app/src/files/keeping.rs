//! Keeping games between runs: the autosave of the game in the window, and the recent unsaved
//! games it goes to when it leaves the window or its window is gone.

use damier_core::game::GameRecord;
use damier_core::pdn::{self, ReadOptions};

use super::autosave::{self, Slot, Snapshot};
use super::history::summary_of;
use super::{FileError, Files, Tracked};
use crate::clocks::SavedClock;

impl Files {
    /// The game `record` as the recent games keep it, its clocks reading `clock`.
    pub fn snapshot(&self, record: &GameRecord, clock: Option<SavedClock>) -> Snapshot {
        self.snapshot_of(pdn::write_game(record), autosave::cursor_of(record), clock)
    }

    /// The game in the window, written as `pdn` (empty when the game goes apart), with its
    /// `cursor`.
    fn snapshot_of(&self, pdn: String, cursor: Vec<usize>, clock: Option<SavedClock>) -> Snapshot {
        let document = &self.document;
        Snapshot {
            pdn,
            cursor,
            file: document.path.clone(),
            game: document.game,
            modified: document.modified,
            stamp: document.stamp,
            clock,
            game_beside: false,
        }
    }

    /// Whether `record` would be kept among the recent games if it left the window now: it
    /// has moves not saved in a file, and the person has not let it go unkept.
    fn would_keep(&self, record: &GameRecord) -> bool {
        let unsaved = self.document.path.is_none() || self.document.modified;
        record.len() > 1 && unsaved && self.let_go != Some(record.revision())
    }

    /// Keeps `record` among the recent games if it is about to leave the window with moves not
    /// saved in a file. True when it was kept.
    pub fn keep_if_unsaved(
        &mut self,
        record: &GameRecord,
        clock: Option<SavedClock>,
    ) -> Result<bool, FileError> {
        if !self.would_keep(record) {
            return Ok(false);
        }
        let summary = summary_of(record);
        let kept = self.history.keep(self.snapshot(record, clock), Some(summary));
        kept.map(|()| self.history.keeps())
    }

    /// Why `record` could not be kept among the recent games if it left the window now, when
    /// it would be kept and cannot be (found by a trial write of it).
    pub fn unkeepable(&self, record: &GameRecord, clock: Option<SavedClock>) -> Option<FileError> {
        if !self.would_keep(record) {
            return None;
        }
        self.history.try_keeping(&self.snapshot(record, clock)).err()
    }

    /// Moves the games of windows that are gone to the recent games; returns how many. A game
    /// without a move has nothing to keep: its file just goes.
    pub fn keep_left_behind(&mut self, slots: &[Slot]) -> usize {
        let mut kept = 0;
        for slot in slots {
            let Ok(Some(snapshot)) = autosave::load(slot.path()) else { continue };
            let summary = match pdn::Reader::new(&snapshot.pdn, ReadOptions::default()).next() {
                Some(Ok(game)) if game.record.len() <= 1 => {
                    autosave::remove(slot.path());
                    continue;
                }
                Some(Ok(game)) => Some(summary_of(&game.record)),
                _ => None,
            };
            if self.history.keep(snapshot, summary).is_ok() {
                autosave::remove(slot.path());
                kept += 1;
            }
        }
        kept
    }

    /// When `record` or its cursor changed, works out whether it differs from its file and has
    /// it kept for the next start, with its clocks as `clock` reads them: the state always, the
    /// record (copied for the autosave's thread, which writes it) when its moves changed and
    /// the writer is ready for it, so stepping through a long game writes no more than a short
    /// one. The window calls it every frame; `now` hands the record over whatever the writer
    /// is doing (at exit).
    pub fn track(
        &mut self,
        record: &GameRecord,
        clock: impl FnOnce() -> Option<SavedClock>,
        now: bool,
    ) {
        let fingerprint = (record.revision(), record.current());
        let last = self.tracked.as_ref().map(|t| t.fingerprint);
        let Some(autosaver) = &self.autosaver else {
            self.tracked = Some(Tracked { fingerprint });
            return self.note_modified(record);
        };
        let pending = self.handed != Some(record.revision());
        let due_in = autosaver.game_due_in();
        let hand_over = pending && (now || due_in.is_zero());
        if pending && !hand_over {
            self.waker.wake_after(due_in);
        }
        if last == Some(fingerprint) && !hand_over {
            return;
        }
        self.note_modified(record);
        let state = self.snapshot_of(String::new(), autosave::cursor_of(record), clock());
        if let Some(autosaver) = &self.autosaver {
            autosaver.save(state, hand_over.then(|| record.clone()));
        }
        if hand_over {
            self.handed = Some(record.revision());
        }
        self.tracked = Some(Tracked { fingerprint });
    }

    /// Works out whether the game differs from its file.
    fn note_modified(&mut self, record: &GameRecord) {
        let document = &mut self.document;
        document.modified = document.path.is_some() && document.baseline != Some(record.revision());
    }
}
