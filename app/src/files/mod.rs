//! Games in files: opening PDN files (one game at once, a list to pick from when there are
//! several), saving atomically, keeping each window's game between runs, recent files, recent
//! unsaved games, and FEN through the clipboard.
//!
//! Nothing here makes a frame wait: files are chosen, read and written on worker threads, and
//! the window looks for their answers once a frame.

mod actions;
pub mod autosave;
pub mod dialog;
pub mod history;
pub mod load;
pub mod recent;
pub mod save;
pub mod splice;
pub mod target;

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::mpsc::Receiver;

use damier_core::game::{GameRecord, NodeId};

use crate::commands::Command;
use crate::panels::file_errors::Problem;
use crate::panels::game_info::InfoForm;
use crate::panels::game_list::GameList;
use autosave::Autosaver;
use dialog::{Asking, Chooser, SystemChooser};
use history::History;
use load::{Listing, Loader};
use recent::Recent;
use save::Writer;
use target::{Outcome, Question, Stamp};

/// The folder where the window keeps the last game and the list of recent files.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DataDir {
    dir: Option<PathBuf>,
}

impl DataDir {
    /// The user's data folder (`~/.local/share/damier` on Linux).
    pub fn user() -> DataDir {
        let dirs = directories::ProjectDirs::from("org", "Damier", "Damier");
        DataDir { dir: dirs.map(|d| d.data_dir().to_path_buf()) }
    }

    /// The folder `dir` (for tests and portable setups).
    pub fn in_dir(dir: &Path) -> DataDir {
        DataDir { dir: Some(dir.to_path_buf()) }
    }

    /// No folder: nothing is kept between runs.
    pub fn none() -> DataDir {
        DataDir { dir: None }
    }

    /// The folder itself.
    pub fn folder(&self) -> Option<&Path> {
        self.dir.as_deref()
    }

    /// Where the first window keeps its game (others use `last-game-2.json` and so on).
    pub fn last_game(&self) -> Option<PathBuf> {
        self.dir.as_ref().map(|d| d.join("last-game.json"))
    }

    /// Where games that left the window unsaved are kept.
    pub fn unsaved_games(&self) -> Option<PathBuf> {
        self.dir.as_ref().map(|d| d.join("unsaved"))
    }

    /// Where the recent files are listed.
    pub fn recent(&self) -> Option<PathBuf> {
        self.dir.as_ref().map(|d| d.join("recent.json"))
    }
}

/// The file the game in the window belongs to, and whether the game changed since.
#[derive(Clone, Debug, Default)]
pub(crate) struct Document {
    /// The file the game was opened from or saved to.
    pub path: Option<PathBuf>,
    /// The game's number when the file holds more than this game (or when only part of the
    /// game could be read): Save then asks for a new file rather than overwrite the others.
    pub game: Option<usize>,
    /// The game as PDN when it was read or written; `None` when that is not known.
    pub baseline: Option<String>,
    /// Whether the game differs from the file.
    pub modified: bool,
    /// The file's stamp when it was read or written, to notice changes made by others.
    pub stamp: Option<Stamp>,
}

impl Document {
    /// The name shown in the title: "wk2003.pdn, game 3".
    pub fn name(&self) -> Option<String> {
        let name = self.path.as_deref()?.file_name()?.to_string_lossy().into_owned();
        Some(match self.game {
            Some(n) => format!("{name}, game {n}"),
            None => name,
        })
    }

    /// The file Save writes to without asking: one that holds just this game.
    pub fn save_path(&self) -> Option<&Path> {
        self.path.as_deref().filter(|_| self.game.is_none())
    }

    /// Whether replacing the game would lose changes not in its file.
    pub fn unsaved(&self) -> bool {
        self.path.is_some() && self.modified
    }
}

/// A game read from a file, ready to replace the one in the window.
#[derive(Clone, Debug)]
pub(crate) struct Opened {
    pub record: GameRecord,
    pub path: PathBuf,
    /// See [`Document::game`].
    pub game: Option<usize>,
    /// Whether it differs from the file (only part of it could be read).
    pub modified: bool,
    /// The file's stamp when it was read.
    pub stamp: Option<Stamp>,
    /// What the reader got past, for the person to see.
    pub warnings: Vec<String>,
}

/// Something waiting for an answer about unsaved changes.
#[derive(Clone, Debug)]
pub(crate) enum Pending {
    /// A command that starts another game.
    Command(Command),
    /// A game read from a file.
    Open(Box<Opened>),
}

/// What a file dialog was opened for.
pub(crate) enum Purpose {
    Open,
    SaveAs { then: Option<Pending> },
}

/// A save under way.
pub(crate) struct Saving {
    pub path: PathBuf,
    pub text: String,
    pub then: Option<Pending>,
    pub done: Receiver<Outcome>,
}

/// What the autosave last saw of the game.
pub(crate) struct Tracked {
    /// The record's revision and the cursor.
    pub fingerprint: (u64, NodeId),
    pub text: String,
}

/// Everything the window knows about files.
pub(crate) struct Files {
    pub data: DataDir,
    pub document: Document,
    pub recent: Recent,
    pub history: History,
    pub chooser: Arc<dyn Chooser>,
    pub writer: Writer,
    pub asking: Option<(Asking, Purpose)>,
    pub loader: Option<Loader>,
    /// The listing of the loader's file, once it has come.
    pub listing: Option<Listing>,
    /// The game asked of the loader and not yet come.
    pub awaiting: Option<usize>,
    pub saving: Option<Saving>,
    pub autosaver: Option<Autosaver>,
    pub tracked: Option<Tracked>,
    /// Open windows.
    pub list: Option<GameList>,
    pub problem: Option<Problem>,
    pub unsaved: Option<Pending>,
    /// A save waiting for the person to say how to write over the file there.
    pub overwrite: Option<(Question, Option<Pending>)>,
    pub info: Option<InfoForm>,
    /// A command the person agreed to carry out despite unsaved changes.
    pub confirmed: Option<Command>,
    /// The context to reach the clipboard through.
    pub ctx: Option<egui::Context>,
}

impl Default for Files {
    fn default() -> Files {
        Files {
            data: DataDir::none(),
            document: Document::default(),
            recent: Recent::default(),
            history: History::default(),
            chooser: Arc::new(SystemChooser),
            writer: save::plain_writer(),
            asking: None,
            loader: None,
            listing: None,
            awaiting: None,
            saving: None,
            autosaver: None,
            tracked: None,
            list: None,
            problem: None,
            unsaved: None,
            overwrite: None,
            info: None,
            confirmed: None,
            ctx: None,
        }
    }
}

impl Files {
    /// Whether a file is being chosen, read or written.
    pub fn busy(&self) -> bool {
        self.asking.is_some()
            || self.saving.is_some()
            || self.awaiting.is_some()
            || self.loader.as_ref().is_some_and(Loader::is_listing)
    }

    /// Whether one of the file windows that expect an answer is open.
    pub fn window_open(&self) -> bool {
        self.list.is_some()
            || self.unsaved.is_some()
            || self.overwrite.is_some()
            || self.info.is_some()
    }

    /// The folder dialogs start in: the current file's, else the latest recent file's.
    pub fn folder(&self) -> Option<PathBuf> {
        let file = self.document.path.as_ref().or(self.recent.files().first())?;
        file.parent().map(Path::to_path_buf)
    }
}
