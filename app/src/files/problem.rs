//! What went wrong with a file, for the problem window: what failed and where (the game, the
//! move, the line and column), the warnings of a lenient reading, and what can still be done
//! (open the part of a game before its error, or type a path when no file dialog could be
//! shown).

use std::path::{Path, PathBuf};

use super::Opened;
use super::dialog::no_dialog_help;

/// A problem to report.
pub struct Problem {
    title: String,
    message: Option<String>,
    warnings: Vec<String>,
    /// The part of a game that loaded before its error.
    pub(crate) partial: Option<Box<Opened>>,
    /// Whether a path may be typed instead of chosen, and what for.
    typing: Option<Typing>,
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
    /// An error: `title` says what failed, `message` why and where.
    pub fn error(title: &str, message: String) -> Problem {
        Problem {
            title: title.to_string(),
            message: Some(message),
            warnings: Vec::new(),
            partial: None,
            typing: None,
        }
    }

    /// The warnings of a game read from `path` that loaded.
    pub fn warnings(path: &Path, warnings: Vec<String>) -> Problem {
        let name = path.file_name().map_or_else(String::new, |n| n.to_string_lossy().into_owned());
        Problem {
            title: format!("{name} was read with warnings"),
            message: None,
            warnings,
            partial: None,
            typing: None,
        }
    }

    /// No file dialog could be shown: how to get one, and (see [`Problem::path_entry`]) a
    /// field for the path meanwhile.
    pub fn no_dialog(typing: Typing) -> Problem {
        Problem {
            title: "No file dialog".to_string(),
            message: Some(no_dialog_help().to_string()),
            warnings: Vec::new(),
            partial: None,
            typing: Some(typing),
        }
    }

    /// The field to type a path in, starting in `folder`, when the problem offers one.
    pub fn path_entry(&self, folder: Option<PathBuf>) -> Option<PathEntry> {
        let text = folder.map(|f| format!("{}/", f.display())).unwrap_or_default();
        self.typing.map(|typing| PathEntry { typing, text })
    }

    /// What failed.
    pub fn title(&self) -> &str {
        &self.title
    }

    /// Why and where, if that is more than the title.
    pub fn message(&self) -> Option<&str> {
        self.message.as_deref()
    }

    /// What a lenient reading got past.
    pub fn warning_list(&self) -> &[String] {
        &self.warnings
    }

    /// The half-moves of the game that loaded before its error, if that part can be opened.
    pub fn partial_plies(&self) -> Option<usize> {
        self.partial.as_ref().map(|p| p.record.main_line().len() - 1)
    }

    /// The title and the message, as one text.
    pub fn text(&self) -> String {
        match &self.message {
            Some(message) => format!("{}: {message}", self.title),
            None => self.title.clone(),
        }
    }
}
