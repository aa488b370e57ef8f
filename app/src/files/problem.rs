//! What went wrong with a file, for the problem window: what failed and where (the game, the
//! move, the line and column), the warnings of a lenient reading, and what can still be done
//! (open the part of a game before its error, or type a path when no file dialog could be
//! shown).

use std::path::{Path, PathBuf};

use super::shown;
use damier_core::pdn::{Issue, Location, PdnError, Warning};

use super::{FileError, Opened};

/// Where a game of a file stops loading, and why.
#[derive(Clone, Debug, PartialEq)]
pub struct GameFault {
    /// "White – Black" from the game's tags, or empty.
    pub players: String,
    /// Where in the file.
    pub at: Location,
    /// What is wrong there.
    pub issue: Issue,
}

impl From<&PdnError> for GameFault {
    fn from(error: &PdnError) -> GameFault {
        GameFault { players: error.players.clone(), at: error.at, issue: (*error.issue).clone() }
    }
}

/// What a lenient reading of a game got past, for the person to see.
#[derive(Clone, Debug, PartialEq)]
pub enum ReadNote {
    /// The file named so is not UTF-8 and was read as Latin-1.
    Latin1(String),
    /// Something the reader got past in the game of this number (from 1).
    Warning(usize, Warning),
}

/// A problem to report.
pub struct Problem {
    /// What failed, and why and where.
    pub kind: ProblemKind,
    warnings: Vec<ReadNote>,
    /// The part of a game that loaded before its error.
    pub(crate) partial: Option<Box<Opened>>,
    /// Whether a path may be typed instead of chosen, and what for.
    typing: Option<Typing>,
}

/// What failed, with what the window needs to say it and where.
#[derive(Clone, Debug, PartialEq)]
pub enum ProblemKind {
    /// The file cannot be opened.
    Unreadable(FileError),
    /// The file holds no games.
    NoGames(PathBuf),
    /// A game of the file does not load.
    GameDoesNotLoad {
        /// The game's number in the file, from 1.
        number: usize,
        /// The file's name.
        file: String,
        /// Why, and where in the file.
        fault: GameFault,
    },
    /// The game could not be written to the file at `path`.
    NotSaved {
        /// The file it was to be written to.
        path: PathBuf,
        /// What failed.
        error: FileError,
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
/// text field. It starts empty: a name alone is taken in `folder`, a full path as it is, and
/// `~` stands for the home folder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PathEntry {
    /// What the path is for.
    pub typing: Typing,
    /// The text typed so far.
    pub text: String,
    /// The folder a name alone is taken in.
    pub folder: Option<PathBuf>,
}

impl PathEntry {
    /// The path the text names, with `~` standing for `home`: `None` while it names no file
    /// (nothing typed, or a folder ending in `/`).
    pub fn path(&self, home: Option<&Path>) -> Option<PathBuf> {
        let text = self.text.trim();
        if text.is_empty() || text.ends_with('/') {
            return None;
        }
        let expanded = match (text.strip_prefix('~'), home) {
            (Some(""), Some(home)) => home.to_path_buf(),
            (Some(rest), Some(home)) if rest.starts_with('/') => home.join(&rest[1..]),
            _ => PathBuf::from(text),
        };
        match &self.folder {
            Some(folder) if expanded.is_relative() => Some(folder.join(expanded)),
            _ => Some(expanded),
        }
    }
}

impl Problem {
    /// An error: what failed, why and where.
    pub fn error(kind: ProblemKind) -> Problem {
        Problem { kind, warnings: Vec::new(), partial: None, typing: None }
    }

    /// The warnings of a game read from `path` that loaded.
    pub fn warnings(path: &Path, warnings: Vec<ReadNote>) -> Problem {
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

    /// The field to type a path in, names alone taken in `folder`, when the problem offers one.
    pub fn path_entry(&self, folder: Option<PathBuf>) -> Option<PathEntry> {
        self.typing.map(|typing| PathEntry { typing, text: String::new(), folder })
    }

    /// What a lenient reading got past.
    pub fn warning_list(&self) -> &[ReadNote] {
        &self.warnings
    }

    /// The half-moves of the game that loaded before its error, if that part can be opened.
    pub fn partial_plies(&self) -> Option<usize> {
        self.partial.as_ref().map(|p| p.record.main_line().len() - 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_typed_path_is_taken_in_the_folder_unless_full_and_tilde_is_home() {
        let home = Path::new("/home/ann");
        let entry = |text: &str| PathEntry {
            typing: Typing::Open,
            text: text.to_string(),
            folder: Some(PathBuf::from("/data/games")),
        };
        let path = |text: &str| entry(text).path(Some(home));
        assert_eq!(path("cup.pdn"), Some(PathBuf::from("/data/games/cup.pdn")));
        assert_eq!(path(" /tmp/cup.pdn "), Some(PathBuf::from("/tmp/cup.pdn")));
        assert_eq!(path("~/cup.pdn"), Some(PathBuf::from("/home/ann/cup.pdn")));
        assert_eq!(path("~other/cup.pdn"), Some(PathBuf::from("/data/games/~other/cup.pdn")));
        assert_eq!(path(""), None);
        assert_eq!(path("/tmp/"), None, "a folder names no file");
    }
}
