//! [`FileError`]: what went wrong with a file or folder of the window's (a game file, the
//! recent files, the kept games, the settings), as values, so that the window says it in the
//! player's language (`Messages::file_error`) and the command line in English (`Display`).

use std::io;
use std::path::{Path, PathBuf};

use super::shown;

/// What went wrong with a file or folder: what was being done, to which, and why.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("cannot {action} {}: {why}", shown(path.as_os_str()))]
pub struct FileError {
    /// What was being done.
    pub action: Action,
    /// The file or folder.
    pub path: PathBuf,
    /// Why it failed.
    pub why: Why,
}

/// What was being done to a file or folder.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Reading it.
    Read,
    /// Writing it.
    Write,
    /// Removing it.
    Remove,
    /// Creating the folder.
    CreateFolder,
    /// Taking it for this window only (the lock of a kept game).
    Lock,
}

impl std::fmt::Display for Action {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Action::Read => "read",
            Action::Write => "write",
            Action::Remove => "remove",
            Action::CreateFolder => "create the folder",
            Action::Lock => "lock",
        })
    }
}

/// Why something could not be done to a file or folder.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Why {
    /// There is nothing at the path.
    #[error("there is no such file or folder")]
    NotFound,
    /// The system does not allow it.
    #[error("permission denied")]
    PermissionDenied,
    /// The disk has no room left.
    #[error("the disk is full")]
    DiskFull,
    /// The disk cannot be written.
    #[error("the disk is read-only")]
    ReadOnly,
    /// A file was expected.
    #[error("it is a folder, not a file")]
    IsFolder,
    /// The file is larger than Damier reads, in MB.
    #[error("it is larger than the {0} MB Damier reads")]
    TooBig(u64),
    /// The file is in Latin-1 and the game holds a character that Latin-1 has not.
    #[error("the file is in Latin-1, which cannot hold the character {0:?}")]
    NotLatin1(char),
    /// The file's content does not read, from this line and column (from 1).
    #[error("its content does not read at line {line}, column {column}")]
    Damaged {
        /// The line.
        line: usize,
        /// The column.
        column: usize,
    },
    /// The file no longer holds the game of this number (from 1).
    #[error("it has no game {0}")]
    NoGame(usize),
    /// Every one of this many windows' places for a kept game is held by a running window.
    #[error("{0} windows already keep their games there")]
    AllWindowsKept(usize),
    /// The work stopped before its end (its thread could not start, or ended).
    #[error("the work stopped before its end")]
    Stopped,
    /// Another reason, in the system's words.
    #[error("{0}")]
    System(String),
}

impl FileError {
    /// `action` on `path` failed for `why`.
    pub fn new(action: Action, path: &Path, why: Why) -> FileError {
        FileError { action, path: path.to_path_buf(), why }
    }

    /// `action` on `path` failed with the system's `error`.
    pub fn io(action: Action, path: &Path, error: &io::Error) -> FileError {
        FileError::new(action, path, Why::from(error))
    }

    /// Reading `path` failed: its content, read as JSON, does not hold what it should.
    pub fn json(path: &Path, error: &serde_json::Error) -> FileError {
        let why = match error.classify() {
            serde_json::error::Category::Io => Why::System(error.to_string()),
            _ => Why::Damaged { line: error.line(), column: error.column() },
        };
        FileError::new(Action::Read, path, why)
    }
}

impl From<&io::Error> for Why {
    fn from(error: &io::Error) -> Why {
        match error.kind() {
            io::ErrorKind::NotFound => Why::NotFound,
            io::ErrorKind::PermissionDenied => Why::PermissionDenied,
            io::ErrorKind::StorageFull | io::ErrorKind::QuotaExceeded => Why::DiskFull,
            io::ErrorKind::ReadOnlyFilesystem => Why::ReadOnly,
            io::ErrorKind::IsADirectory => Why::IsFolder,
            _ => Why::System(error.to_string()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn system_errors_are_sorted_into_reasons_the_window_words() {
        let path = Path::new("/games/cup.pdn");
        let missing = io::Error::from(io::ErrorKind::NotFound);
        let error = FileError::io(Action::Read, path, &missing);
        assert_eq!(error.why, Why::NotFound);
        assert_eq!(
            error.to_string(),
            "cannot read /games/cup.pdn: there is no such file or folder"
        );
        assert_eq!(Why::from(&io::Error::from(io::ErrorKind::StorageFull)), Why::DiskFull);
        let odd = io::Error::other("the cable came loose");
        assert_eq!(Why::from(&odd), Why::System("the cable came loose".to_string()));
        let json = serde_json::from_str::<Vec<u8>>("[1,\n 2,,]").unwrap_err();
        let damaged = FileError::json(path, &json);
        assert_eq!(damaged.why, Why::Damaged { line: 2, column: 4 });
    }
}
