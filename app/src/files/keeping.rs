//! Keeping games between runs: the autosave of the game in the window, and the recent unsaved
//! games it goes to when it leaves the window or its window is gone.

use damier_core::game::GameRecord;
use damier_core::pdn::{self, ReadOptions};

use super::autosave::{self, Slot, Snapshot};
use super::history::summary_of;
use super::{Files, Tracked};
use crate::clocks::SavedClock;

impl Files {
    /// The game `record` as the autosave keeps it, its clocks reading `clock`.
    pub fn snapshot(&self, record: &GameRecord, clock: Option<SavedClock>) -> Snapshot {
        self.snapshot_of(self.game_text(record), autosave::cursor_of(record), clock)
    }

    /// The game as PDN: the text the autosave last wrote when the record has not changed
    /// since, else written anew.
    fn game_text(&self, record: &GameRecord) -> String {
        match &self.tracked {
            Some(tracked) if tracked.fingerprint.0 == record.revision() => tracked.text.clone(),
            _ => pdn::write_game(record),
        }
    }

    /// The game in the window, already written as `pdn` with its `cursor`, as the autosave
    /// keeps it.
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
    ) -> Result<bool, String> {
        if !self.would_keep(record) {
            return Ok(false);
        }
        let summary = summary_of(record);
        let kept = self.history.keep(self.snapshot(record, clock), Some(summary));
        kept.map(|()| self.history.keeps())
    }

    /// Why `record` could not be kept among the recent games if it left the window now, when
    /// it would be kept and cannot be (found by a trial write of it).
    pub fn unkeepable(&self, record: &GameRecord, clock: Option<SavedClock>) -> Option<String> {
        if !self.would_keep(record) {
            return None;
        }
        self.history.try_keeping(&self.snapshot(record, clock)).err()
    }

    /// Moves the games of windows that are gone to the recent games; returns how many.
    pub fn keep_left_behind(&mut self, slots: &[Slot]) -> usize {
        let mut kept = 0;
        for slot in slots {
            let Ok(Some(snapshot)) = autosave::load(slot.path()) else { continue };
            let summary = match pdn::Reader::new(&snapshot.pdn, ReadOptions::default()).next() {
                Some(Ok(game)) => Some(summary_of(&game.record)),
                _ => None,
            };
            if self.history.keep(snapshot, summary).is_ok() {
                let _ = std::fs::remove_file(slot.path());
                kept += 1;
            }
        }
        kept
    }

    /// When `record` or its cursor changed, works out whether it differs from its file and has
    /// it kept for the next start, with its clocks as `clock` reads them. The game is written
    /// out again only when the record changed, not when the cursor moves, so stepping through a
    /// long game costs no more than through a short one.
    pub fn track(&mut self, record: &GameRecord, clock: impl FnOnce() -> Option<SavedClock>) {
        let fingerprint = (record.revision(), record.current());
        if self.tracked.as_ref().is_some_and(|t| t.fingerprint == fingerprint) {
            return;
        }
        let text = self.game_text(record);
        let cursor = autosave::cursor_of(record);
        let document = &mut self.document;
        document.modified =
            document.path.is_some() && document.baseline.as_deref() != Some(text.as_str());
        if let Some(autosaver) = &self.autosaver {
            autosaver.save(self.snapshot_of(text.clone(), cursor, clock()));
        }
        self.tracked = Some(Tracked { fingerprint, text });
    }
}
