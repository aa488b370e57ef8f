//! What the file work tells the player in the status line, as data: the window says it in the
//! player's language.

use std::path::PathBuf;

use super::FileError;

/// A message of the file work for the status line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileNotice {
    /// The game of a file is open.
    Opened {
        /// The file's name.
        file: String,
        /// The game's number in the file, when the file holds several.
        game: Option<usize>,
    },
    /// The game is saved in this file.
    Saved(PathBuf),
    /// A file dialog is open already, so nothing else starts.
    DialogOpen,
    /// A save is under way already, so nothing else starts.
    SavingAlready,
    /// The save could not start.
    SaveNotStarted(FileError),
    /// The list of recent files could not be written.
    RecentNotWritten(FileError),
    /// No file dialog could be shown (for a puzzle file or a diagram: a game's file can be
    /// typed instead).
    NoDialog,
}

impl FileNotice {
    /// Whether it tells of a problem rather than of what was done.
    pub fn is_warning(&self) -> bool {
        matches!(
            self,
            FileNotice::SaveNotStarted(_) | FileNotice::RecentNotWritten(_) | FileNotice::NoDialog
        )
    }
}
