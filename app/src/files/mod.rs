//! Games in files: opening PDN files (one game at once, a list to pick from when there are
//! several), saving atomically, keeping each window's game between runs, recent files, recent
//! unsaved games, and FEN through the clipboard.
//!
//! Nothing here makes a frame wait: files are chosen, read and written on worker threads, and
//! the window looks for their answers once a frame.

pub mod autosave;
mod command;
pub mod dialog;
pub mod error;
pub mod game_list;
pub mod history;
mod keeping;
pub mod load;
pub mod notice;
pub mod problem;
pub mod quiet_writer;
pub mod recent;
pub mod save;
pub mod splice;
mod stored_path;

pub use command::{FileCommand, OverwriteChoice, UnsavedChoice};
pub use error::{Action, FileError, Why};
pub use problem::{GameFault, ReadNote};
pub(crate) use stored_path::shown;
pub mod target;
pub(crate) mod workflow;

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::mpsc::Receiver;

use damier_core::game::{GameRecord, NodeId};

use crate::waker::Waker;
use autosave::{Autosaver, Claimed, Slot, Snapshot};
use dialog::{Chooser, DialogWords, SystemChooser};
use game_list::GameList;
use history::{History, Kept};
use load::{Listing, Loader};
use problem::{PathEntry, Problem};
use recent::Recent;
use save::Writer;
use target::{Outcome, Question, Stamp};
use workflow::Stage;

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

    /// Where the puzzle progress and the player's puzzle sets are kept.
    pub fn puzzles(&self) -> Option<PathBuf> {
        self.dir.as_ref().map(|d| d.join("puzzles"))
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
    /// The revision of the record (see [`GameRecord::revision`]) when the game was read or
    /// written; `None` when that is not known. The game differs from its file once the record
    /// changed since: finding so costs nothing however long the game.
    pub baseline: Option<u64>,
    /// Whether the game differs from the file.
    pub modified: bool,
    /// The file's stamp when it was read or written, to notice changes made by others.
    pub stamp: Option<Stamp>,
}

impl Document {
    /// The name of its file, if it has one.
    pub fn file_name(&self) -> Option<String> {
        Some(shown(self.path.as_deref()?.file_name()?))
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
    pub warnings: Vec<ReadNote>,
}

impl Opened {
    /// The record, the document it belongs to, and the warnings of its reading.
    pub fn into_parts(self) -> (GameRecord, Document, Vec<ReadNote>) {
        let Opened { record, path, game, modified, stamp, warnings } = self;
        let baseline = (!modified).then(|| record.revision());
        let document = Document { path: Some(path), game, baseline, modified, stamp };
        (record, document, warnings)
    }
}

/// Something waiting for an answer about unsaved changes.
#[derive(Clone, Debug)]
pub(crate) enum Pending {
    /// A command of the window's that starts another game, which the window holds.
    Held,
    /// A game read from a file.
    Open(Box<Opened>),
}

/// What a file dialog was opened for.
pub(crate) enum Purpose {
    Open,
    SaveAs { then: Option<Pending> },
    ImportPuzzles,
    ExportDiagram,
}

/// A save under way.
pub(crate) struct Saving {
    pub path: PathBuf,
    /// The revision of the record written.
    pub revision: u64,
    pub then: Option<Pending>,
    pub done: Receiver<Outcome>,
}

/// What the autosave last saw of the game.
pub(crate) struct Tracked {
    /// The record's revision and the cursor.
    pub fingerprint: (u64, NodeId),
}

/// The file read last: its reader, and its listing once that has come.
pub(crate) struct Source {
    pub loader: Loader,
    pub listing: Option<Listing>,
}

/// Everything the window knows about files. Its state is its own: the window reads it and
/// asks for changes through the methods here and in the submodules (the workflow, keeping).
pub(crate) struct Files {
    document: Document,
    recent: Recent,
    history: History,
    chooser: Arc<dyn Chooser>,
    /// What the file dialogs say, in the player's language.
    dialog_words: DialogWords,
    writer: Writer,
    autosaver: Option<Autosaver>,
    tracked: Option<Tracked>,
    /// The revision of the record last handed to the autosave.
    handed: Option<u64>,
    /// The revision of the record that the person let go although it could not be kept among
    /// the recent games: it is not tried nor asked about again.
    let_go: Option<u64>,
    /// Where the file workflow stands: a dialog, a reading, a window waiting for an answer.
    stage: Stage,
    /// The file read last. It outlives the stages that read it and pick from it: File › Other
    /// games lists it again, and a game picked then is read again from it.
    source: Option<Source>,
    /// Wakes the window when a worker has news.
    waker: Waker,
    /// The context to reach the clipboard through.
    ctx: Option<egui::Context>,
}

/// The file window the workflow's stage calls for, with what it shows.
pub(crate) enum FileWindow<'a> {
    /// The games of a file, to pick one.
    Picking(&'a mut GameList),
    /// A problem with a file, and the field to type a path in when it offers one.
    Problem(&'a Problem, Option<&'a mut PathEntry>),
    /// The question about unsaved changes (with why the game could not be kept, if so).
    Unsaved(Option<&'a FileError>),
    /// The question before writing over a file.
    Overwrite(&'a Question),
}

impl Files {
    /// No file yet; workers wake the window through `waker`.
    pub fn new(waker: Waker) -> Files {
        Files {
            document: Document::default(),
            recent: Recent::default(),
            history: History::default(),
            chooser: Arc::new(SystemChooser),
            dialog_words: DialogWords::default(),
            writer: save::plain_writer(),
            autosaver: None,
            let_go: None,
            handed: None,
            tracked: None,
            stage: Stage::Idle,
            source: None,
            waker,
            ctx: None,
        }
    }

    /// The folder dialogs start in: the current file's, else the latest recent file's.
    pub fn folder(&self) -> Option<PathBuf> {
        let file = self.document.path.as_ref().or(self.recent.files().first())?;
        file.parent().map(Path::to_path_buf)
    }

    /// Uses the recent files and the kept games of `data`, and removes the temporary files of
    /// writes that were killed there and beside the recent files. Returns what this window
    /// found of the kept games of windows (none without a data folder).
    pub fn open_data(&mut self, data: &DataDir) -> Option<Claimed> {
        self.recent = Recent::load(data.recent());
        self.history = History::load(data.unsaved_games());
        let folder = data.folder()?;
        save::remove_stale_temporaries(folder);
        for file in self.recent.files() {
            if let Some(parent) = file.parent() {
                save::remove_stale_temporaries(parent);
            }
        }
        Some(autosave::claim(folder))
    }

    /// From now on, keeps the game in `slot` as it changes.
    pub fn start_autosave(&mut self, slot: Slot) {
        self.autosaver = Some(Autosaver::start(slot, self.waker.clone()));
    }

    /// The latest failure of the autosave since the last call, if any.
    pub fn autosave_failure(&self) -> Option<FileError> {
        self.autosaver.as_ref().and_then(Autosaver::failure)
    }

    /// Asks files from `chooser` instead of the system's dialogs.
    pub fn set_chooser(&mut self, chooser: Arc<dyn Chooser>) {
        self.chooser = chooser;
    }

    /// Writes files with `writer`.
    pub fn set_writer(&mut self, writer: Writer) {
        self.writer = writer;
    }

    /// What the file dialogs say from now on.
    pub fn set_dialog_words(&mut self, words: DialogWords) {
        self.dialog_words = words;
    }

    /// The file the game in the window belongs to.
    pub fn document(&self) -> &Document {
        &self.document
    }

    /// The game in the window now belongs to `document` (a new game: to none).
    pub fn set_document(&mut self, document: Document) {
        self.document = document;
    }

    /// The recent files, newest first.
    pub fn recent_files(&self) -> &[PathBuf] {
        self.recent.files()
    }

    /// The kept unsaved games, newest first.
    pub fn kept_games(&self) -> &[Kept] {
        self.history.games()
    }

    /// Takes the kept game at `index` out of the list, to play on with.
    pub fn take_kept(&mut self, index: usize) -> Result<Snapshot, FileError> {
        self.history.take(index)
    }

    /// The context the clipboard is reached through, once the window has one.
    pub fn context(&self) -> Option<&egui::Context> {
        self.ctx.as_ref()
    }

    /// Reaches the clipboard through `ctx` from now on.
    pub fn attach(&mut self, ctx: &egui::Context) {
        if self.ctx.is_none() {
            self.ctx = Some(ctx.clone());
        }
    }

    /// Has the game looked at again at the next [`Files::track`], changed or not.
    pub fn track_again(&mut self) {
        self.tracked = None;
    }

    /// Keeps the game as it is now and waits until it is written (on exit).
    pub fn finish_autosave(&mut self) {
        if let Some(autosaver) = &mut self.autosaver {
            autosaver.finish();
        }
    }

    /// The file window the workflow's stage calls for, if any.
    pub fn window(&mut self) -> Option<FileWindow<'_>> {
        match &mut self.stage {
            Stage::Picking(list) => Some(FileWindow::Picking(list)),
            Stage::ShowingProblem { problem, entry } => {
                Some(FileWindow::Problem(problem, entry.as_mut()))
            }
            Stage::ConfirmingDiscard { not_kept, .. } => {
                Some(FileWindow::Unsaved(not_kept.as_ref()))
            }
            Stage::AskingOverwrite { question, .. } => Some(FileWindow::Overwrite(question)),
            _ => None,
        }
    }

    /// Whether the file read last holds several games to pick from.
    pub fn has_other_games(&self) -> bool {
        let listing = self.source.as_ref().and_then(|s| s.listing.as_ref());
        listing.is_some_and(|l| l.entries.len() > 1)
    }
}
