//! File dialogs that never block a frame: the question goes to a [`Chooser`] on a thread of
//! its own and the answer comes back through a channel, with a repaint.
//!
//! The system chooser is `rfd`'s asynchronous dialog: on Linux the XDG desktop portal (or
//! zenity). When neither is there it answers at once with nothing; an answer quicker than
//! any person could give is reported as such, so the window can say how to get a dialog.

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::thread;
use std::time::{Duration, Instant};

use crate::waker::Waker;

/// An answer quicker than this did not come from a person.
const TOO_QUICK: Duration = Duration::from_millis(250);

/// The words a file dialog shows, in the player's language.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DialogWords {
    /// The title of the dialog that opens games.
    pub open: String,
    /// The title of the dialog that saves the game.
    pub save: String,
    /// The name of the choice that shows PDN files.
    pub pdn_files: String,
    /// The name of the choice that shows every file.
    pub all_files: String,
    /// The title of the dialog that imports puzzles.
    pub import_puzzles: String,
    /// The title of the dialog that exports a diagram.
    pub export_diagram: String,
    /// The name of the choice that shows pictures (SVG and PNG).
    pub pictures: String,
}

/// What a dialog is for, which sets its title and the files it shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DialogKind {
    /// Games (PDN).
    Games,
    /// Puzzles (PDN).
    Puzzles,
    /// A picture of the board (SVG or PNG).
    Diagram,
}

/// What to ask.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DialogRequest {
    /// A PDN file to open, starting in `folder`.
    Open {
        /// What it opens.
        kind: DialogKind,
        /// Where the dialog starts.
        folder: Option<PathBuf>,
        /// What the dialog says.
        words: DialogWords,
    },
    /// Where to save, starting in `folder` with the file name `name`.
    Save {
        /// What it saves.
        kind: DialogKind,
        /// Where the dialog starts.
        folder: Option<PathBuf>,
        /// The file name offered.
        name: String,
        /// What the dialog says.
        words: DialogWords,
    },
}

/// Something that asks the person for a file. `choose` may block: it runs on a thread of its
/// own, never in a frame. Tests put a scripted chooser here.
pub trait Chooser: Send + Sync {
    /// The file chosen, or `None` if the person cancelled (or no dialog could be shown).
    fn choose(&self, request: &DialogRequest) -> Option<PathBuf>;
}

/// The system's file dialogs.
#[derive(Clone, Copy, Debug, Default)]
pub struct SystemChooser;

impl Chooser for SystemChooser {
    fn choose(&self, request: &DialogRequest) -> Option<PathBuf> {
        let (DialogRequest::Open { words, kind, .. } | DialogRequest::Save { words, kind, .. }) =
            request;
        let dialog = match kind {
            DialogKind::Games | DialogKind::Puzzles => {
                rfd::AsyncFileDialog::new().add_filter(&words.pdn_files, &["pdn", "PDN"])
            }
            DialogKind::Diagram => rfd::AsyncFileDialog::new()
                .add_filter(&words.pictures, &["svg", "png", "SVG", "PNG"]),
        };
        let dialog = dialog.add_filter(&words.all_files, &["*"]);
        let title = match kind {
            DialogKind::Games if matches!(request, DialogRequest::Open { .. }) => &words.open,
            DialogKind::Games => &words.save,
            DialogKind::Puzzles => &words.import_puzzles,
            DialogKind::Diagram => &words.export_diagram,
        };
        let picked = match request {
            DialogRequest::Open { folder, .. } => {
                let dialog = dialog.set_title(title);
                let dialog = match folder {
                    Some(folder) => dialog.set_directory(folder),
                    None => dialog,
                };
                pollster::block_on(dialog.pick_file())
            }
            DialogRequest::Save { folder, name, .. } => {
                let dialog = dialog.set_title(title).set_file_name(name);
                let dialog = match folder {
                    Some(folder) => dialog.set_directory(folder),
                    None => dialog,
                };
                pollster::block_on(dialog.save_file())
            }
        };
        picked.map(|handle| handle.path().to_path_buf())
    }
}

/// The answer to a dialog.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    /// The file chosen, if one was.
    pub path: Option<PathBuf>,
    /// Whether nothing came back so quickly that no dialog can have been shown.
    pub no_dialog: bool,
}

/// A dialog that is open.
pub struct Asking {
    answer: Receiver<Answer>,
}

impl Asking {
    /// Asks `chooser` on a new thread; `waker` wakes the window when the answer comes.
    pub fn start(chooser: Arc<dyn Chooser>, request: DialogRequest, waker: Waker) -> Asking {
        let (outbox, answer) = mpsc::channel();
        let spawned = thread::Builder::new().name("damier-dialog".to_string()).spawn({
            let outbox = outbox.clone();
            move || {
                let asked = Instant::now();
                let path = chooser.choose(&request);
                let no_dialog = path.is_none() && asked.elapsed() < TOO_QUICK;
                let _ = outbox.send(Answer { path, no_dialog });
                waker.wake();
            }
        });
        if spawned.is_err() {
            let _ = outbox.send(Answer { path: None, no_dialog: true });
        }
        Asking { answer }
    }

    /// The answer, once it has come.
    pub fn poll(&self) -> Option<Answer> {
        match self.answer.try_recv() {
            Ok(answer) => Some(answer),
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => Some(Answer { path: None, no_dialog: true }),
        }
    }
}

/// Whether the file dialogs come through the XDG desktop portal (or zenity), which a system
/// may lack: then the player is told how to get one.
pub const THROUGH_PORTAL: bool =
    cfg!(any(target_os = "linux", target_os = "freebsd", target_os = "openbsd"));
