//! What the window does with files: the file commands, what comes back from the workers each
//! frame, the question about unsaved changes, autosave and recovery.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::mpsc;
use std::thread;

use damier_core::AnyPosition;
use damier_core::pdn::{self, PdnError, PdnGame, ReadOptions};
use egui::Context;

use super::autosave::{self, Autosaver, Slot, Snapshot};
use super::dialog::{Answer, Asking, Chooser, DialogRequest};
use super::history::{History, label_of};
use super::load::{LoadEvent, Loader};
use super::recent::Recent;
use super::save::{Writer, keep_aside, remove_stale_temporaries};
use super::target::{self, How, Origin, Outcome};
use super::{DataDir, Document, Opened, Pending, Purpose, Saving, Tracked};
use crate::app::App;
use crate::clocks::GameClock;
use crate::commands::{Command, OverwriteChoice, UnsavedChoice};
use crate::panels::file_errors::Problem;
use crate::panels::game_info::InfoForm;
use crate::panels::game_list::GameList;
use crate::panels::{file_errors, game_info, game_list, loading, overwrite, unsaved};

impl App {
    /// Keeps the window's game, the recent files and the recent unsaved games in `data`: the
    /// game this window's slot holds is restored, where it was left, and from now on every
    /// change is written there; games left behind by other windows that are gone go to the
    /// recent games. Temporary files of writes that were killed are removed.
    pub fn with_data_dir(mut self, data: DataDir) -> App {
        let earlier_notice = self.notice.take();
        self.files.recent = Recent::load(data.recent());
        self.files.history = History::load(data.unsaved_games());
        if let Some(folder) = data.folder() {
            remove_stale_temporaries(folder);
            for file in self.files.recent.files() {
                if let Some(parent) = file.parent() {
                    remove_stale_temporaries(parent);
                }
            }
            let claimed = autosave::claim(folder);
            if let Some(slot) = claimed.slot {
                self.restore_left(slot.path());
                self.files.autosaver = Some(Autosaver::start(slot));
            }
            self.keep_left_behind(&claimed.left_behind);
        }
        self.files.data = data;
        if let Some(earlier) = earlier_notice {
            self.add_notice(earlier);
        }
        self.make_notice_last();
        self
    }

    /// Restores the game kept at `path`; one that cannot be read is kept aside, with a notice.
    fn restore_left(&mut self, path: &Path) {
        let Err(e) = autosave::load(path).and_then(|s| s.map(|s| self.restore(s)).transpose())
        else {
            return;
        };
        let kept = match keep_aside(path) {
            Ok(kept) => format!("it is kept in {}", kept.display()),
            Err(e) => format!("it could not be kept aside: {e}"),
        };
        self.say(&format!("The last game could not be restored ({e}); {kept}"), true);
    }

    /// Moves the games of windows that are gone to the recent games, and says so.
    fn keep_left_behind(&mut self, slots: &[Slot]) {
        let mut kept = 0;
        for slot in slots {
            let Ok(Some(snapshot)) = autosave::load(slot.path()) else { continue };
            let label = match pdn::Reader::new(&snapshot.pdn, ReadOptions::default()).next() {
                Some(Ok(game)) => label_of(&game.record),
                _ => "A game that could not be read".to_string(),
            };
            if self.files.history.keep(snapshot, label).is_ok() {
                let _ = std::fs::remove_file(slot.path());
                kept += 1;
            }
        }
        if kept > 0 {
            let games = if kept == 1 { "game" } else { "games" };
            self.say(
                &format!("{kept} {games} left by other windows: see File › Recent games"),
                false,
            );
        }
    }

    /// Keeps the game in the window among the recent games if it is about to leave the window
    /// with moves not saved in a file.
    pub(crate) fn keep_unsaved_game(&mut self) {
        let record = self.session.record();
        let document = &self.files.document;
        let unsaved = document.path.is_none() || document.modified;
        if record.len() <= 1 || !unsaved {
            return;
        }
        let label = label_of(record);
        if let Err(e) = self.files.history.keep(self.snapshot(), label) {
            self.say(&format!("The game could not be kept among the recent games: {e}"), true);
        }
    }

    /// Brings back the recent game at `index`; the game in the window is kept in its place if
    /// it is unsaved.
    fn restore_recent_game(&mut self, index: usize) {
        match self.files.history.take(index) {
            Ok(snapshot) => {
                if let Err(e) = self.restore(snapshot) {
                    self.say(&format!("That game could not be restored: {e}"), true);
                } else {
                    self.say("Restored a recent game", false);
                }
            }
            Err(e) => self.say(&format!("That game could not be restored: {e}"), true),
        }
    }

    /// The game in the window as the autosave keeps it.
    fn snapshot(&self) -> Snapshot {
        let record = self.session.record();
        self.snapshot_of(self.game_text(), autosave::cursor_of(record))
    }

    /// The game as PDN: the text the autosave last wrote when the record has not changed
    /// since, else written anew.
    fn game_text(&self) -> String {
        let record = self.session.record();
        match &self.files.tracked {
            Some(tracked) if tracked.fingerprint.0 == record.revision() => tracked.text.clone(),
            _ => pdn::write_game(record),
        }
    }

    /// The game in the window, already written as `pdn` with its `cursor`, as the autosave
    /// keeps it.
    fn snapshot_of(&self, pdn: String, cursor: Vec<usize>) -> Snapshot {
        let document = &self.files.document;
        Snapshot {
            pdn,
            cursor,
            file: document.path.clone(),
            game: document.game,
            modified: document.modified,
            stamp: document.stamp,
            clock: self.clock.as_ref().map(|c| c.saved(self.clock_now())),
        }
    }

    /// Asks `chooser` for files instead of the system's dialogs (tests answer from a script).
    pub fn with_chooser(mut self, chooser: Arc<dyn Chooser>) -> App {
        self.files.chooser = chooser;
        self
    }

    /// Writes files with `writer` (tests make it fail midway, as a full disk would).
    pub fn with_writer(mut self, writer: Writer) -> App {
        self.files.writer = writer;
        self
    }

    /// Opens the games of `path` (one is shown at once, several are listed to pick from).
    pub fn open_file(&mut self, path: &Path) {
        self.apply(Command::OpenFile(path.to_path_buf()));
    }

    /// The file the game belongs to, if any.
    pub fn file(&self) -> Option<&Path> {
        self.files.document.path.as_deref()
    }

    /// Whether the game differs from its file.
    pub fn is_modified(&self) -> bool {
        self.files.document.modified
    }

    /// Whether a file is being chosen, read or written.
    pub fn is_busy_with_files(&self) -> bool {
        self.files.busy()
    }

    /// The games of the file being picked from, while the game list is open.
    pub fn game_list(&self) -> Option<&[super::load::GameEntry]> {
        self.files.list.as_ref().map(GameList::entries)
    }

    /// The problem reported about a file, while its window is open.
    pub fn file_problem(&self) -> Option<&Problem> {
        self.files.problem.as_ref()
    }

    /// Keeps the game as it is now and waits until it is written (on exit).
    pub fn shut_down(&mut self) {
        self.files.tracked = None;
        self.track_game();
        if let Some(autosaver) = &mut self.files.autosaver {
            autosaver.finish();
        }
    }

    /// Carries out a file command.
    pub(crate) fn file_command(&mut self, command: Command) {
        match command {
            Command::Open => {
                self.ask(DialogRequest::Open { folder: self.files.folder() }, Purpose::Open)
            }
            Command::OpenFile(path) => self.open_path(&path),
            Command::Save => self.save(None),
            Command::SaveAs => self.save_as(None),
            Command::SaveTo(path) => {
                let how = self.check(true);
                self.start_save(with_pdn_extension(path), None, how);
            }
            Command::Overwrite(choice) => self.overwrite(choice),
            Command::PickGame(number) => self.pick(number),
            Command::GameList => {
                let path = self.files.loader.as_ref().map(|l| l.path().to_path_buf());
                if let (Some(path), Some(listing)) = (path, &self.files.listing) {
                    self.files.list = Some(GameList::new(path, listing.clone()));
                }
            }
            Command::OpenBeforeError => {
                let partial = self.files.problem.take().and_then(|p| p.partial);
                if let Some(opened) = partial {
                    self.open_record(*opened);
                }
            }
            Command::Unsaved(choice) => {
                let Some(pending) = self.files.unsaved.take() else { return };
                match choice {
                    UnsavedChoice::Save => self.save(Some(pending)),
                    UnsavedChoice::Discard => self.go_on(pending),
                    UnsavedChoice::Cancel => {}
                }
            }
            Command::RestoreRecentGame(index) => self.restore_recent_game(index),
            Command::ClearRecent => {
                if let Err(e) = self.files.recent.clear() {
                    self.say(&format!("The recent files could not be written: {e}"), true);
                }
            }
            Command::GameInfo => self.files.info = Some(InfoForm::new(self.session.record())),
            Command::SetTags(tags) => {
                let record_tags = self.session.tags_mut();
                for (name, value) in tags {
                    match value.trim() {
                        "" => {
                            record_tags.remove(&name);
                        }
                        value => record_tags.set(name, value),
                    }
                }
            }
            Command::CopyFen => {
                let fen = self.session.position().to_fen();
                if let Some(ctx) = &self.files.ctx {
                    ctx.copy_text(fen.clone());
                }
                self.say(&format!("Copied the position: {fen}"), false);
            }
            Command::PasteFen => match &self.files.ctx {
                Some(ctx) => ctx.send_viewport_cmd(egui::ViewportCommand::RequestPaste),
                None => self.say("There is no clipboard to paste from", true),
            },
            Command::SetUpFen(text) => {
                let variant = self.session.variant();
                match AnyPosition::from_fen(variant, text.trim()) {
                    Ok(position) => {
                        self.set_up(position);
                        self.say("Position set up from the FEN", false);
                    }
                    Err(e) => self.say(&format!("That FEN was refused for {variant}: {e}"), true),
                }
            }
            _ => {}
        }
    }

    /// Holds `command` back to ask first when it would replace a game whose changes are not in
    /// its file. True when held back.
    pub(crate) fn holds_back(&mut self, command: &Command) -> bool {
        if self.files.confirmed.as_ref() == Some(command) {
            self.files.confirmed = None;
            return false;
        }
        let variant = self.session.variant();
        let replaces = match command {
            Command::NewGame => true,
            Command::SetVariant(v) => *v != variant,
            Command::SetUpFen(text) => AnyPosition::from_fen(variant, text.trim()).is_ok(),
            Command::RestoreRecentGame(_) => true,
            _ => false,
        };
        if replaces && self.files.document.unsaved() {
            self.files.unsaved = Some(Pending::Command(command.clone()));
            return true;
        }
        false
    }

    /// The file work of one frame: answers from the workers, files dropped on the window,
    /// copy and paste, and the file windows. Commands chosen go to `out`.
    pub(crate) fn files_frame(&mut self, ctx: &Context, out: &mut Vec<Command>) {
        if self.files.ctx.is_none() {
            self.files.ctx = Some(ctx.clone());
        }
        self.receive_answer(out);
        self.receive_loaded();
        self.receive_saved();
        if let Some(failure) = self.files.autosaver.as_ref().and_then(Autosaver::failure) {
            self.say(&format!("The game could not be kept for the next start: {failure}"), true);
        }
        let dropped = ctx.input(|i| i.raw.dropped_files.first().map(|f| f.path().to_path_buf()));
        if let Some(path) = dropped {
            out.push(Command::OpenFile(path));
        }
        if !ctx.egui_wants_keyboard_input() && !self.files.window_open() {
            ctx.input(|i| {
                for event in &i.events {
                    match event {
                        egui::Event::Copy => out.push(Command::CopyFen),
                        egui::Event::Paste(text) => out.push(Command::SetUpFen(text.clone())),
                        _ => {}
                    }
                }
            });
        }
        loading::show(ctx, self);
        game_list::show(ctx, self, out);
        file_errors::show(ctx, self, out);
        unsaved::show(ctx, self, out);
        overwrite::show(ctx, self, out);
        game_info::show(ctx, self, out);
    }

    /// After the frame's commands: when the game or the cursor changed, works out whether it
    /// differs from its file and has it kept for the next start. The game is written out
    /// again only when the record changed, not when the cursor moves, so stepping through a
    /// long game costs no more than through a short one.
    pub(crate) fn track_game(&mut self) {
        let record = self.session.record();
        let fingerprint = (record.revision(), record.current());
        let tracked = &self.files.tracked;
        if tracked.as_ref().is_some_and(|t| t.fingerprint == fingerprint) {
            return;
        }
        let text = self.game_text();
        let cursor = autosave::cursor_of(record);
        let document = &mut self.files.document;
        document.modified =
            document.path.is_some() && document.baseline.as_deref() != Some(text.as_str());
        if let Some(autosaver) = &self.files.autosaver {
            autosaver.save(self.snapshot_of(text.clone(), cursor));
        }
        self.files.tracked = Some(Tracked { fingerprint, text });
    }

    /// Puts the game of `snapshot` in the window where it was left.
    fn restore(&mut self, snapshot: Snapshot) -> Result<(), String> {
        let read = pdn::Reader::new(&snapshot.pdn, ReadOptions::default()).next();
        let game = match read {
            Some(Ok(game)) => game,
            Some(Err(e)) => return Err(e.to_string()),
            None => return Err("no game in it".to_string()),
        };
        let node = autosave::node_at(&game.record, &snapshot.cursor);
        let baseline = (!snapshot.modified).then(|| pdn::write_game(&game.record));
        self.load_record(game.record);
        self.session.go_to(node);
        let to_move = self.session.record().position().side_to_move();
        self.clock = snapshot.clock.and_then(|c| GameClock::restored(&c, to_move));
        if self.clock.is_some() {
            self.say("The game's clocks are paused: P resumes them", false);
        }
        self.files.document = Document {
            path: snapshot.file,
            game: snapshot.game,
            baseline,
            modified: snapshot.modified,
            stamp: snapshot.stamp,
        };
        Ok(())
    }

    /// Opens a file dialog for `purpose`.
    fn ask(&mut self, request: DialogRequest, purpose: Purpose) {
        if self.files.asking.is_some() {
            self.say("A file dialog is open already", false);
            return;
        }
        let chooser = Arc::clone(&self.files.chooser);
        let asking = Asking::start(chooser, request, self.waker.clone());
        self.files.asking = Some((asking, purpose));
    }

    fn receive_answer(&mut self, out: &mut Vec<Command>) {
        let Some(answer) = self.files.asking.as_ref().and_then(|(a, _)| a.poll()) else { return };
        let Some((_, purpose)) = self.files.asking.take() else { return };
        match (answer, purpose) {
            (Answer { path: Some(path), .. }, Purpose::Open) => out.push(Command::OpenFile(path)),
            (Answer { path: Some(path), .. }, Purpose::SaveAs { then }) => {
                let how = self.check(false);
                self.start_save(with_pdn_extension(path), then, how);
            }
            (Answer { no_dialog: true, .. }, purpose) => {
                let saving = matches!(purpose, Purpose::SaveAs { .. });
                self.files.problem = Some(Problem::no_dialog(saving, self.files.folder()));
            }
            (Answer { .. }, _) => {}
        }
    }

    /// Starts reading `path`, dropping any file read before.
    fn open_path(&mut self, path: &Path) {
        self.files.list = None;
        self.files.listing = None;
        self.files.awaiting = None;
        self.files.loader = Some(Loader::open(path, self.waker.clone()));
    }

    fn pick(&mut self, number: usize) {
        self.files.list = None;
        if let Some(loader) = &self.files.loader {
            loader.pick(number);
            self.files.awaiting = Some(number);
        }
    }

    fn receive_loaded(&mut self) {
        let Some(loader) = &mut self.files.loader else { return };
        let events = loader.poll();
        let path = loader.path().to_path_buf();
        for event in events {
            match event {
                LoadEvent::Unreadable(message) => {
                    self.files.loader = None;
                    self.files.awaiting = None;
                    if !path.exists() {
                        let _ = self.files.recent.remove(&path);
                    }
                    self.files.problem = Some(Problem::error("The file cannot be opened", message));
                }
                LoadEvent::Listed(listing) => match listing.entries.len() {
                    0 => {
                        self.files.loader = None;
                        let message = format!("{} holds no games", path.display());
                        self.files.problem = Some(Problem::error("No games", message));
                    }
                    1 => {
                        self.files.listing = Some(listing);
                        self.pick(1);
                    }
                    _ => {
                        self.files.list = Some(GameList::new(path.clone(), listing.clone()));
                        self.files.listing = Some(listing);
                    }
                },
                LoadEvent::Picked(number, game) => {
                    if self.files.awaiting == Some(number) {
                        self.files.awaiting = None;
                        self.picked(&path, number, *game);
                    }
                }
            }
        }
    }

    /// A game read from `path` in full: open it, or say why it does not load.
    fn picked(&mut self, path: &Path, number: usize, game: Result<PdnGame, PdnError>) {
        let listing = self.files.listing.as_ref();
        let several = listing.is_some_and(|l| l.entries.len() > 1);
        let latin1 = listing.is_some_and(|l| l.latin1);
        let stamp = listing.and_then(|l| l.stamp);
        let file = path.file_name().map_or_else(|| path.display().to_string(), display_name);
        match game {
            Ok(game) => {
                let mut warnings: Vec<String> =
                    game.warnings.iter().map(|w| format!("game {number}, {w}")).collect();
                if latin1 {
                    warnings.insert(0, format!("{file} is not UTF-8: it was read as Latin-1"));
                }
                self.open_record(Opened {
                    record: game.record,
                    path: path.to_path_buf(),
                    game: several.then_some(number),
                    modified: false,
                    warnings,
                    stamp,
                });
            }
            Err(error) => {
                let partial = error.partial.clone().filter(|p| p.len() > 1).map(|record| {
                    Box::new(Opened {
                        record: *record,
                        path: path.to_path_buf(),
                        game: Some(number),
                        modified: true,
                        warnings: Vec::new(),
                        stamp,
                    })
                });
                let message = format!("In {file}: {error}");
                let mut problem = Problem::error(&format!("Game {number} does not load"), message);
                problem.partial = partial;
                self.files.problem = Some(problem);
            }
        }
    }

    /// Replaces the game with `opened`, asking first if that would lose changes.
    fn open_record(&mut self, opened: Opened) {
        if self.files.document.unsaved() {
            self.files.unsaved = Some(Pending::Open(Box::new(opened)));
        } else {
            self.install(opened);
        }
    }

    fn install(&mut self, opened: Opened) {
        let Opened { record, path, game, modified, warnings, stamp } = opened;
        let baseline = (!modified).then(|| pdn::write_game(&record));
        self.load_record(record);
        let path_kept = Some(path.clone());
        self.files.document = Document { path: path_kept, game, baseline, modified, stamp };
        self.files.tracked = None;
        if let Err(e) = self.files.recent.add(&path) {
            self.say(&format!("The recent files could not be written: {e}"), true);
        }
        if warnings.is_empty() {
            let name = self.files.document.name().unwrap_or_default();
            self.say(&format!("Opened {name}"), false);
        } else {
            self.files.problem = Some(Problem::warnings(&path, warnings));
        }
    }

    /// Goes on with what waited for the answer about unsaved changes.
    fn go_on(&mut self, pending: Pending) {
        match pending {
            Pending::Command(command) => {
                self.files.confirmed = Some(command.clone());
                self.apply(command);
            }
            Pending::Open(opened) => self.install(*opened),
        }
    }

    /// Saves to the game's file, or asks where when it has none of its own; then goes on
    /// with `then`.
    fn save(&mut self, then: Option<Pending>) {
        match self.files.document.save_path() {
            Some(path) => {
                let how = self.check(false);
                self.start_save(path.to_path_buf(), then, how);
            }
            None => self.save_as(then),
        }
    }

    /// A save that looks at the target first; `typed` when its name was typed by hand.
    fn check(&self, typed: bool) -> How {
        let document = &self.files.document;
        let origin =
            Origin { path: document.path.clone(), stamp: document.stamp, game: document.game };
        How::Check { typed, origin }
    }

    /// Goes on with a save that asked how to write over the file there.
    fn overwrite(&mut self, choice: OverwriteChoice) {
        let Some((question, then)) = self.files.overwrite.take() else { return };
        let path = question.path;
        match choice {
            OverwriteChoice::Whole => self.start_save(path, then, How::Whole),
            OverwriteChoice::ThisGame => match question.own_game {
                Some(n) => self.start_save(path, then, How::ReplaceGame(n)),
                None => self.start_save(path, then, How::Append),
            },
            OverwriteChoice::OtherName => self.save_as(then),
            OverwriteChoice::Reload => {
                // The file is read again and replaces the game without another question; the
                // game, now without a file, goes to the recent games then.
                self.files.document = Document::default();
                self.files.tracked = None;
                self.open_path(&path);
            }
            OverwriteChoice::Cancel => {}
        }
    }

    fn save_as(&mut self, then: Option<Pending>) {
        let name = suggested_name(&self.files.document, self.session.record());
        let request = DialogRequest::Save { folder: self.files.folder(), name };
        self.ask(request, Purpose::SaveAs { then });
    }

    /// Writes the game to `path` on a worker thread, as `how` says.
    fn start_save(&mut self, path: PathBuf, then: Option<Pending>, how: How) {
        if self.files.saving.is_some() {
            self.say("The game is being saved already", false);
            return;
        }
        let text = pdn::write_game(self.session.record());
        let (outbox, done) = mpsc::channel();
        let (target, bytes, writer) = (path.clone(), text.clone(), Arc::clone(&self.files.writer));
        let waker = self.waker.clone();
        let spawned = thread::Builder::new().name("damier-save".to_string()).spawn(move || {
            let _ = outbox.send(target::save(&target, &bytes, &how, &writer));
            waker.wake();
        });
        if let Err(e) = spawned {
            self.say(&format!("The game could not be saved: {e}"), true);
            return;
        }
        self.files.saving = Some(Saving { path, text, then, done });
    }

    fn receive_saved(&mut self) {
        let outcome = match &self.files.saving {
            Some(saving) => match saving.done.try_recv() {
                Ok(outcome) => outcome,
                Err(mpsc::TryRecvError::Empty) => return,
                Err(mpsc::TryRecvError::Disconnected) => {
                    Outcome::Failed("the save stopped".to_string())
                }
            },
            None => return,
        };
        let Some(Saving { path, text, then, .. }) = self.files.saving.take() else { return };
        match outcome {
            Outcome::Ask(question) => self.files.overwrite = Some((question, then)),
            Outcome::Saved { stamp, game } => {
                self.files.document = Document {
                    path: Some(path.clone()),
                    game,
                    baseline: Some(text),
                    modified: false,
                    stamp,
                };
                self.files.tracked = None;
                if let Err(e) = self.files.recent.add(&path) {
                    self.say(&format!("The recent files could not be written: {e}"), true);
                }
                self.say(&format!("Saved {}", path.display()), false);
                if let Some(pending) = then {
                    self.go_on(pending);
                }
            }
            Outcome::Failed(e) => {
                let message = format!(
                    "Cannot write {}: {e}. The file is as it was before; the game is still here \
                     and kept for the next start.",
                    path.display()
                );
                self.files.problem = Some(Problem::error("The game was not saved", message));
            }
        }
    }
}

/// `path`, with `.pdn` added when it has no extension.
fn with_pdn_extension(path: PathBuf) -> PathBuf {
    if path.extension().is_some() { path } else { path.with_extension("pdn") }
}

fn display_name(name: &std::ffi::OsStr) -> String {
    name.to_string_lossy().into_owned()
}

/// A file name for a game without a file of its own: "wk2003 game 3.pdn", "A - B.pdn", or
/// the game's name.
fn suggested_name(document: &Document, record: &damier_core::game::GameRecord) -> String {
    let stem = document.path.as_deref().and_then(Path::file_stem).map(display_name);
    if let (Some(stem), Some(n)) = (stem, document.game) {
        return format!("{stem} game {n}.pdn");
    }
    if let Some(name) = document.path.as_deref().and_then(Path::file_name) {
        return display_name(name);
    }
    let players = record.tags().players().replace(" – ", " - ");
    let safe: String =
        players.chars().filter(|c| !matches!(c, '/' | '\\' | ':' | '*' | '?' | '"')).collect();
    if safe.trim().is_empty() {
        format!("{} game.pdn", record.variant())
    } else {
        format!("{}.pdn", safe.trim())
    }
}
