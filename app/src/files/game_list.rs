//! The games of a file to pick one from, as the game list window holds them: the file's
//! listing, the filter typed, the entries that pass it and the one selected.

use std::path::{Path, PathBuf};

use super::load::{GameEntry, Listing};

/// The game list's state.
pub struct GameList {
    path: PathBuf,
    listing: Listing,
    /// The text typed in the filter.
    pub filter: String,
    /// The entries that pass the filter, by index, and the filter they were found for.
    shown: Vec<usize>,
    shown_for: Option<String>,
    /// The selected entry, by index.
    pub selected: Option<usize>,
    /// Whether the filter is still to take the keyboard (when the list opens).
    pub focus_filter: bool,
}

impl GameList {
    /// The list of `listing`, the games of `path`.
    pub fn new(path: PathBuf, listing: Listing) -> GameList {
        GameList {
            path,
            listing,
            filter: String::new(),
            shown: Vec::new(),
            shown_for: None,
            selected: None,
            focus_filter: true,
        }
    }

    /// The file listed.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Every game of the file.
    pub fn entries(&self) -> &[GameEntry] {
        &self.listing.entries
    }

    /// The entries that pass the filter, by index (as of the last [`GameList::refilter`]).
    pub fn shown(&self) -> &[usize] {
        &self.shown
    }

    /// Finds the entries that pass the filter again when it changed: every word must occur in
    /// the number, a player, the event, the date or the result.
    pub fn refilter(&mut self) {
        if self.shown_for.as_deref() == Some(self.filter.as_str()) {
            return;
        }
        let words: Vec<String> = self.filter.split_whitespace().map(str::to_lowercase).collect();
        self.shown = (0..self.listing.entries.len())
            .filter(|&i| {
                let haystack = self.listing.entries[i].haystack();
                words.iter().all(|w| haystack.contains(w.as_str()))
            })
            .collect();
        self.shown_for = Some(self.filter.clone());
        if self.selected.is_some_and(|s| !self.shown.contains(&s)) {
            self.selected = None;
        }
    }

    /// The game to open: the selected one, or the only one shown.
    pub fn chosen(&self) -> Option<usize> {
        let only = (self.shown.len() == 1).then(|| self.shown[0]);
        self.selected.or(only).map(|i| self.listing.entries[i].number)
    }

    /// Moves the selection `step` rows through the shown entries.
    pub fn step(&mut self, step: isize) {
        if self.shown.is_empty() {
            return;
        }
        let at = self.selected.and_then(|s| self.shown.iter().position(|&i| i == s));
        let next = match at {
            Some(at) => at.saturating_add_signed(step).min(self.shown.len() - 1),
            None => 0,
        };
        self.selected = Some(self.shown[next]);
    }
}
