//! What went wrong with a file, for the problem window: what failed and where (the game, the
//! move, the line and column), the warnings of a lenient reading, and what can still be done
//! (open the part of a game before its error, or type a path when no file dialog could be
//! shown).

use std::path::{Path, PathBuf};

use super::Opened;
use super::shown;

/// A problem to report.
pub struct Problem {
    /// What failed, and why and where.
    pub kind: ProblemKind,
    warnings: Vec<String>,
    /// The part of a game that loaded before its error.
    pub(crate) partial: Option<Box<Opened>>,
    /// Whether a path may be typed instead of chosen, and what for.
    typing: Option<Typing>,
}

/// What failed, with what the window needs to say it and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProblemKind {
    /// The file cannot be opened, for this reason.
    Unreadable(String),
    /// The file holds no games.
    NoGames(PathBuf),
    /// A game of the file does not load.
    GameDoesNotLoad {
        /// The game's number in the file, from 1.
        number: usize,
        /// The file's name.
        file: String,
        /// Why, and where in the file.
        error: String,
    },
    /// The game could not be written.
    NotSaved {
        /// The file it was to be written to.
        path: PathBuf,
        /// Why.
        error: String,
    },
    /// The game of the file named so loaded, with warnings.
    Warnings(String),
    /// No file dialog could be shown.
    NoDialog,
}

/// What a path typed by hand is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Typing {
    /// A file to open.
    Open,
    /// A file to save to.
    Save,
}

/// A path being typed by hand when the system has no file dialog: the problem window's own
/// text field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PathEntry {
    /// What the path is for.
    pub typing: Typing,
    /// The text typed so far.
    pub text: String,
}

impl Problem {
    /// An error: what failed, why and where.
    pub fn error(kind: ProblemKind) -> Problem {
        Problem { kind, warnings: Vec::new(), partial: None, typing: None }
    }

    /// The warnings of a game read from `path` that loaded.
    pub fn warnings(path: &Path, warnings: Vec<String>) -> Problem {
        let name = path.file_name().map_or_else(String::new, shown);
        Problem { kind: ProblemKind::Warnings(name), warnings, partial: None, typing: None }
    }

    /// No file dialog could be shown: how to get one, and (see [`Problem::path_entry`]) a
    /// field for the path meanwhile.
    pub fn no_dialog(typing: Typing) -> Problem {
        Problem {
            kind: ProblemKind::NoDialog,
            warnings: Vec::new(),
            partial: None,
            typing: Some(typing),
        }
    }

    /// The field to type a path in, starting in `folder`, when the problem offers one.
    pub fn path_entry(&self, folder: Option<PathBuf>) -> Option<PathEntry> {
        let text = folder.map(|f| format!("{}/", shown(f.as_os_str()))).unwrap_or_default();
        self.typing.map(|typing| PathEntry { typing, text })
    }

    /// What a lenient reading got past.
    pub fn warning_list(&self) -> &[String] {
        &self.warnings
    }

    /// The half-moves of the game that loaded before its error, if that part can be opened.
    pub fn partial_plies(&self) -> Option<usize> {
        self.partial.as_ref().map(|p| p.record.main_line().len() - 1)
    }
}
