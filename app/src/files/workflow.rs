//! The file workflow as one state machine: a file dialog, a file being read, the list of its
//! games, the questions about unsaved changes and about writing over a file, a save, and the
//! problem window. The window is in one [`Stage`] at a time, and each command or answer from a
//! worker moves it to the next.
//!
//! A new step (opening, saving, the game list) replaces the stage it finds: a reading under
//! way stops, and a window waiting for an answer closes as if cancelled. Only a file dialog
//! that is open and a save under way are waited for: a new step is refused meanwhile.
//!
//! What the rest of the window must do (say something, put a game in the window, carry out a
//! command the person agreed to) comes back as [`Effect`]s.

use std::mem;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::mpsc;
use std::thread;

use damier_core::game::GameRecord;
use damier_core::pdn::{self, PdnError, PdnGame};

use super::dialog::{Answer, Asking, DialogKind, DialogRequest};
use super::game_list::GameList;
use super::load::{Listing, LoadEvent, Loader};
use super::notice::FileNotice;
use super::problem::{PathEntry, Problem, ProblemKind, Typing};
use super::shown;
use super::target::{self, How, Origin, Outcome, Question};
use super::{
    Action, FileCommand, FileError, GameFault, OverwriteChoice, ReadNote, UnsavedChoice, Why,
};
use super::{Document, Files, Opened, Pending, Purpose, Saving, Source};

/// Where the file workflow stands.
pub(crate) enum Stage {
    /// Nothing going on.
    Idle,
    /// A file dialog is open, for `purpose`.
    Choosing { asking: Asking, purpose: Purpose },
    /// The file read last (the source) is being listed.
    Reading,
    /// Game `number` was asked of the source and has not come yet.
    Loading { number: usize },
    /// The game list is open, to pick a game of the source.
    Picking(GameList),
    /// Something waits for the answer about unsaved changes: changes not in the game's file,
    /// or (`not_kept`, with the reason) a game that could not be kept among the recent games.
    ConfirmingDiscard { pending: Pending, not_kept: Option<FileError> },
    /// A save is under way.
    Saving(Saving),
    /// A save waits for the person to say how to write over the file there; then it goes on
    /// with `then`.
    AskingOverwrite { question: Question, then: Option<Pending> },
    /// The problem window is open; `entry` is its field for a path typed by hand.
    ShowingProblem { problem: Problem, entry: Option<PathEntry> },
}

/// What the file workflow asks of the rest of the window.
#[derive(Debug)]
pub(crate) enum Effect {
    /// Say this in the status line.
    Say(FileNotice),
    /// Put this game, read from a file, in the window.
    Install(Box<Opened>),
    /// Carry out this file command.
    CarryOut(FileCommand),
    /// Carry out the command held back (see [`Files::holds_back`]), without asking about
    /// unsaved changes again.
    GoOn,
    /// Import the puzzles of this file.
    ImportPuzzles(PathBuf),
    /// Write a diagram of the position to this file.
    ExportDiagram(PathBuf),
}

fn say(out: &mut Vec<Effect>, notice: FileNotice) {
    out.push(Effect::Say(notice));
}

impl Files {
    /// Whether a file is being chosen, read or written.
    pub fn busy(&self) -> bool {
        matches!(
            self.stage,
            Stage::Choosing { .. } | Stage::Reading | Stage::Loading { .. } | Stage::Saving(_)
        )
    }

    /// Whether one of the file windows that expect an answer is open.
    pub fn window_open(&self) -> bool {
        matches!(
            self.stage,
            Stage::Picking(_) | Stage::ConfirmingDiscard { .. } | Stage::AskingOverwrite { .. }
        )
    }

    /// The games of the file being picked from, while the game list is open.
    pub fn game_list(&self) -> Option<&GameList> {
        match &self.stage {
            Stage::Picking(list) => Some(list),
            _ => None,
        }
    }

    /// The problem reported about a file, while its window is open.
    pub fn problem(&self) -> Option<&Problem> {
        match &self.stage {
            Stage::ShowingProblem { problem, .. } => Some(problem),
            _ => None,
        }
    }

    /// The reader of the file being listed, while it is.
    pub fn reading(&self) -> Option<&Loader> {
        match self.stage {
            Stage::Reading => self.source.as_ref().map(|s| &s.loader),
            _ => None,
        }
    }

    /// Carries out a command of the file workflow on the game `record`; what the rest of the
    /// window must do goes to `out`.
    pub fn command(&mut self, command: FileCommand, record: &GameRecord, out: &mut Vec<Effect>) {
        match command {
            FileCommand::Open => {
                let words = self.dialog_words.clone();
                let kind = DialogKind::Games;
                let request = DialogRequest::Open { kind, folder: self.folder(), words };
                self.ask(request, Purpose::Open, out);
            }
            FileCommand::ImportPuzzles => {
                let words = self.dialog_words.clone();
                let kind = DialogKind::Puzzles;
                let request = DialogRequest::Open { kind, folder: self.folder(), words };
                self.ask(request, Purpose::ImportPuzzles, out);
            }
            FileCommand::ExportDiagram => {
                let words = self.dialog_words.clone();
                let (kind, name) = (DialogKind::Diagram, "diagram.png".to_string());
                let request = DialogRequest::Save { kind, folder: self.folder(), name, words };
                self.ask(request, Purpose::ExportDiagram, out);
            }
            FileCommand::OpenFile(path) => self.open_path(&path, out),
            FileCommand::Save => self.save(None, record, out),
            FileCommand::SaveAs => self.save_as(None, record, out),
            FileCommand::SaveTo(path) => {
                let how = self.check(true);
                self.start_save(with_pdn_extension(path), None, how, record, out);
            }
            FileCommand::Overwrite(choice) => self.overwrite(choice, record, out),
            FileCommand::PickGame(number) => self.pick(number, out),
            FileCommand::GameList => self.list_again(out),
            FileCommand::OpenBeforeError => self.open_before_error(out),
            FileCommand::Unsaved(choice) => self.answer_unsaved(choice, record, out),
            FileCommand::StopReading => {
                if matches!(self.stage, Stage::Reading) {
                    self.stage = Stage::Idle;
                    self.source = None;
                }
            }
            FileCommand::CloseGameList => {
                self.take_if(|s| matches!(s, Stage::Picking(_)));
            }
            FileCommand::CloseFileProblem => {
                self.take_if(|s| matches!(s, Stage::ShowingProblem { .. }));
            }
            FileCommand::ClearRecent => {
                if let Err(e) = self.recent.clear() {
                    say(out, FileNotice::RecentNotWritten(e));
                }
            }
        }
    }

    /// Holds back a command of the window's that would replace the game, to ask first when
    /// the game has changes not in its file: the window keeps the command, and carries it out
    /// at [`Effect::GoOn`]. True when held back.
    pub fn holds_back(&mut self, out: &mut Vec<Effect>) -> bool {
        if !self.document.unsaved() {
            return false;
        }
        if self.make_way(out) {
            self.stage = Stage::ConfirmingDiscard { pending: Pending::Held, not_kept: None };
        }
        true
    }

    /// Whether the question about unsaved changes is asked for a command the window holds.
    pub fn asks_about_held(&self) -> bool {
        matches!(self.stage, Stage::ConfirmingDiscard { pending: Pending::Held, .. })
    }

    /// Holds back `pending`, which would replace a game that could not be kept among the
    /// recent games (for the reason `error`), to ask first.
    pub fn hold_unkept(&mut self, pending: Pending, error: FileError, out: &mut Vec<Effect>) {
        if self.make_way(out) {
            self.stage = Stage::ConfirmingDiscard { pending, not_kept: Some(error) };
        }
    }

    /// Takes in the answers of the workers: the file dialog's, the reader's, the save's.
    pub fn poll(&mut self, record: &GameRecord, out: &mut Vec<Effect>) {
        self.receive_answer(record, out);
        self.receive_loaded(out);
        self.receive_saved(out);
    }

    /// Takes note that the game of `document` is in the window now, read with `warnings`.
    pub fn adopt(&mut self, document: Document, warnings: Vec<ReadNote>, out: &mut Vec<Effect>) {
        let path = document.path.clone();
        self.document = document;
        self.tracked = None;
        let Some(path) = path else { return };
        if let Err(e) = self.recent.add(&path) {
            say(out, FileNotice::RecentNotWritten(e));
        }
        if warnings.is_empty() {
            let file = self.document.file_name().unwrap_or_default();
            say(out, FileNotice::Opened { file, game: self.document.game });
        } else {
            self.show_problem(Problem::warnings(&path, warnings));
        }
    }

    /// The stage, taken out (leaving [`Stage::Idle`]) when `wanted` says it is the one.
    fn take_if(&mut self, wanted: impl Fn(&Stage) -> bool) -> Option<Stage> {
        wanted(&self.stage).then(|| mem::replace(&mut self.stage, Stage::Idle))
    }

    /// Clears the way for a new step: true unless a file dialog is open or a save is under
    /// way (then says so). A reading under way stops; a window waiting for an answer closes.
    fn make_way(&mut self, out: &mut Vec<Effect>) -> bool {
        let refusal = match self.stage {
            Stage::Choosing { .. } => FileNotice::DialogOpen,
            Stage::Saving(_) => FileNotice::SavingAlready,
            Stage::Reading => {
                self.source = None;
                self.stage = Stage::Idle;
                return true;
            }
            _ => {
                self.stage = Stage::Idle;
                return true;
            }
        };
        say(out, refusal);
        false
    }

    fn show_problem(&mut self, problem: Problem) {
        let entry = problem.path_entry(self.folder());
        self.stage = Stage::ShowingProblem { problem, entry };
    }

    /// Opens a file dialog for `purpose`.
    fn ask(&mut self, request: DialogRequest, purpose: Purpose, out: &mut Vec<Effect>) {
        if !self.make_way(out) {
            return;
        }
        let asking = Asking::start(Arc::clone(&self.chooser), request, self.waker.clone());
        self.stage = Stage::Choosing { asking, purpose };
    }

    fn receive_answer(&mut self, record: &GameRecord, out: &mut Vec<Effect>) {
        let Stage::Choosing { asking, .. } = &self.stage else { return };
        let Some(answer) = asking.poll() else { return };
        let Stage::Choosing { purpose, .. } = mem::replace(&mut self.stage, Stage::Idle) else {
            return;
        };
        match (answer, purpose) {
            (Answer { path: Some(path), .. }, Purpose::Open) => {
                out.push(Effect::CarryOut(FileCommand::OpenFile(path)));
            }
            (Answer { path: Some(path), .. }, Purpose::SaveAs { then }) => {
                let how = self.check(false);
                self.start_save(with_pdn_extension(path), then, how, record, out);
            }
            (Answer { path: Some(path), .. }, Purpose::ImportPuzzles) => {
                out.push(Effect::ImportPuzzles(path));
            }
            (Answer { path: Some(path), .. }, Purpose::ExportDiagram) => {
                out.push(Effect::ExportDiagram(path));
            }
            (Answer { no_dialog: true, .. }, Purpose::ImportPuzzles | Purpose::ExportDiagram) => {
                say(out, FileNotice::NoDialog);
            }
            (Answer { no_dialog: true, .. }, purpose) => {
                let typing = match purpose {
                    Purpose::SaveAs { .. } => Typing::Save,
                    _ => Typing::Open,
                };
                self.show_problem(Problem::no_dialog(typing));
            }
            (Answer { .. }, _) => {}
        }
    }

    /// Starts reading `path`, dropping any file read before.
    fn open_path(&mut self, path: &Path, out: &mut Vec<Effect>) {
        if !self.make_way(out) {
            return;
        }
        let loader = Loader::open(path, self.waker.clone());
        self.source = Some(Source { loader, listing: None });
        self.stage = Stage::Reading;
    }

    /// Asks the source for game `number` (the game list closes).
    fn pick(&mut self, number: usize, out: &mut Vec<Effect>) {
        if !self.make_way(out) {
            return;
        }
        if let Some(source) = &self.source {
            source.loader.pick(number);
            self.stage = Stage::Loading { number };
        }
    }

    /// Lists the games of the source again.
    fn list_again(&mut self, out: &mut Vec<Effect>) {
        let Some(Source { loader, listing: Some(listing) }) = &self.source else { return };
        let list = GameList::new(loader.path().to_path_buf(), listing.clone());
        if self.make_way(out) {
            self.stage = Stage::Picking(list);
        }
    }

    fn receive_loaded(&mut self, out: &mut Vec<Effect>) {
        let Some(source) = &mut self.source else { return };
        let events = source.loader.poll();
        let path = source.loader.path().to_path_buf();
        for event in events {
            match event {
                LoadEvent::Unreadable(message) => {
                    self.source = None;
                    if !path.exists() {
                        let _ = self.recent.remove(&path);
                    }
                    self.show_problem(Problem::error(ProblemKind::Unreadable(message)));
                }
                LoadEvent::Listed(listing) => self.listed(&path, listing, out),
                LoadEvent::Picked(number, game) => {
                    let awaited =
                        |s: &Stage| matches!(s, Stage::Loading { number: n } if *n == number);
                    if self.take_if(awaited).is_some() {
                        self.picked(&path, number, *game, out);
                    }
                }
            }
        }
    }

    /// The games of `path` are listed: none is a problem, one opens, several are listed.
    fn listed(&mut self, path: &Path, listing: Listing, out: &mut Vec<Effect>) {
        self.stage = Stage::Idle;
        match listing.entries.len() {
            0 => {
                self.source = None;
                self.show_problem(Problem::error(ProblemKind::NoGames(path.to_path_buf())));
            }
            count => {
                let list = (count > 1).then(|| GameList::new(path.to_path_buf(), listing.clone()));
                if let Some(source) = &mut self.source {
                    source.listing = Some(listing);
                }
                match list {
                    Some(list) => self.stage = Stage::Picking(list),
                    None => self.pick(1, out),
                }
            }
        }
    }

    /// A game read from `path` in full: open it, or say why it does not load.
    fn picked(
        &mut self,
        path: &Path,
        number: usize,
        game: Result<PdnGame, PdnError>,
        out: &mut Vec<Effect>,
    ) {
        let listing = self.source.as_ref().and_then(|s| s.listing.as_ref());
        let several = listing.is_some_and(|l| l.entries.len() > 1);
        let latin1 = listing.is_some_and(|l| l.latin1);
        let stamp = listing.and_then(|l| l.stamp);
        let file = path.file_name().map_or_else(|| shown(path.as_os_str()), shown);
        match game {
            Ok(game) => {
                let mut warnings: Vec<ReadNote> =
                    game.warnings.into_iter().map(|w| ReadNote::Warning(number, w)).collect();
                if latin1 {
                    warnings.insert(0, ReadNote::Latin1(file));
                }
                // A game read with warnings may not be all that the file holds: like a file
                // of several games, it is never written over without asking (Save asks where).
                let opened = Opened {
                    record: game.record,
                    path: path.to_path_buf(),
                    game: (several || !warnings.is_empty()).then_some(number),
                    modified: false,
                    warnings,
                    stamp,
                };
                self.open_record(opened, out);
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
                let fault = GameFault::from(&error);
                let kind = ProblemKind::GameDoesNotLoad { number, file, fault };
                let mut problem = Problem::error(kind);
                problem.partial = partial;
                self.show_problem(problem);
            }
        }
    }

    /// Opens the part of a game that loaded before its error (the problem window closes).
    fn open_before_error(&mut self, out: &mut Vec<Effect>) {
        let shown = self.take_if(|s| matches!(s, Stage::ShowingProblem { .. }));
        let Some(Stage::ShowingProblem { problem, .. }) = shown else { return };
        if let Some(opened) = problem.partial {
            self.open_record(*opened, out);
        }
    }

    /// Replaces the game with `opened`, asking first if that would lose changes.
    fn open_record(&mut self, opened: Opened, out: &mut Vec<Effect>) {
        let opened = Box::new(opened);
        if self.document.unsaved() {
            self.stage =
                Stage::ConfirmingDiscard { pending: Pending::Open(opened), not_kept: None };
        } else {
            out.push(Effect::Install(opened));
        }
    }

    /// Goes on with what waited for the answer about unsaved changes.
    fn go_on(pending: Pending, out: &mut Vec<Effect>) {
        out.push(match pending {
            Pending::Held => Effect::GoOn,
            Pending::Open(opened) => Effect::Install(opened),
        });
    }

    fn answer_unsaved(
        &mut self,
        choice: UnsavedChoice,
        record: &GameRecord,
        out: &mut Vec<Effect>,
    ) {
        let asked = self.take_if(|s| matches!(s, Stage::ConfirmingDiscard { .. }));
        let Some(Stage::ConfirmingDiscard { pending, not_kept }) = asked else { return };
        match choice {
            UnsavedChoice::Save => self.save(Some(pending), record, out),
            UnsavedChoice::Discard => {
                if not_kept.is_some() {
                    // The person lets the game go: it is not tried again, nor asked about.
                    self.let_go = Some(record.revision());
                }
                Files::go_on(pending, out);
            }
            UnsavedChoice::Cancel => {}
        }
    }

    /// Saves to the game's file, or asks where when it has none of its own; then goes on
    /// with `then`.
    fn save(&mut self, then: Option<Pending>, record: &GameRecord, out: &mut Vec<Effect>) {
        match self.document.save_path() {
            Some(path) => {
                let (path, how) = (path.to_path_buf(), self.check(false));
                self.start_save(path, then, how, record, out);
            }
            None => self.save_as(then, record, out),
        }
    }

    fn save_as(&mut self, then: Option<Pending>, record: &GameRecord, out: &mut Vec<Effect>) {
        let name = suggested_name(&self.document, record);
        let words = self.dialog_words.clone();
        let kind = DialogKind::Games;
        let request = DialogRequest::Save { kind, folder: self.folder(), name, words };
        self.ask(request, Purpose::SaveAs { then }, out);
    }

    /// A save that looks at the target first; `typed` when its name was typed by hand.
    fn check(&self, typed: bool) -> How {
        let document = &self.document;
        let origin =
            Origin { path: document.path.clone(), stamp: document.stamp, game: document.game };
        How::Check { typed, origin }
    }

    /// Goes on with a save that asked how to write over the file there.
    fn overwrite(&mut self, choice: OverwriteChoice, record: &GameRecord, out: &mut Vec<Effect>) {
        let asked = self.take_if(|s| matches!(s, Stage::AskingOverwrite { .. }));
        let Some(Stage::AskingOverwrite { question, then }) = asked else { return };
        let path = question.path;
        match choice {
            OverwriteChoice::Whole => self.start_save(path, then, How::Whole, record, out),
            OverwriteChoice::ThisGame => {
                let how = question.own_game.map_or(How::Append, How::ReplaceGame);
                self.start_save(path, then, how, record, out);
            }
            OverwriteChoice::OtherName => self.save_as(then, record, out),
            OverwriteChoice::Reload => {
                // The file is read again and replaces the game without another question; the
                // game, now without a file, goes to the recent games then.
                self.document = Document::default();
                self.tracked = None;
                self.open_path(&path, out);
            }
            OverwriteChoice::Cancel => {}
        }
    }

    /// Writes `record` to `path` on a worker thread, as `how` says.
    fn start_save(
        &mut self,
        path: PathBuf,
        then: Option<Pending>,
        how: How,
        record: &GameRecord,
        out: &mut Vec<Effect>,
    ) {
        if !self.make_way(out) {
            return;
        }
        let text = pdn::write_game(record);
        let (outbox, done) = mpsc::channel();
        let (target, bytes, writer) = (path.clone(), text, Arc::clone(&self.writer));
        let waker = self.waker.clone();
        let spawned = thread::Builder::new().name("damier-save".to_string()).spawn(move || {
            let _ = outbox.send(target::save(&target, &bytes, &how, &writer));
            waker.wake();
        });
        if spawned.is_err() {
            say(
                out,
                FileNotice::SaveNotStarted(FileError::new(Action::Write, &path, Why::Stopped)),
            );
            return;
        }
        let revision = record.revision();
        self.stage = Stage::Saving(Saving { path, revision, then, done });
    }

    fn receive_saved(&mut self, out: &mut Vec<Effect>) {
        let Stage::Saving(saving) = &self.stage else { return };
        let outcome = match saving.done.try_recv() {
            Ok(outcome) => outcome,
            Err(mpsc::TryRecvError::Empty) => return,
            Err(mpsc::TryRecvError::Disconnected) => {
                Outcome::Failed(FileError::new(Action::Write, &saving.path, Why::Stopped))
            }
        };
        let Stage::Saving(Saving { path, revision, then, .. }) =
            mem::replace(&mut self.stage, Stage::Idle)
        else {
            return;
        };
        match outcome {
            Outcome::Ask(question) => self.stage = Stage::AskingOverwrite { question, then },
            Outcome::Saved { stamp, game } => {
                self.document = Document {
                    path: Some(path.clone()),
                    game,
                    baseline: Some(revision),
                    modified: false,
                    stamp,
                };
                self.tracked = None;
                if let Err(e) = self.recent.add(&path) {
                    say(out, FileNotice::RecentNotWritten(e));
                }
                say(out, FileNotice::Saved(path.clone()));
                if let Some(pending) = then {
                    Files::go_on(pending, out);
                }
            }
            Outcome::Failed(error) => {
                self.show_problem(Problem::error(ProblemKind::NotSaved { path, error }));
            }
        }
    }
}

/// `path`, with `.pdn` added when it has no extension.
fn with_pdn_extension(path: PathBuf) -> PathBuf {
    if path.extension().is_some() { path } else { path.with_extension("pdn") }
}

/// A file name for a game without a file of its own: "wk2003 game 3.pdn", "A - B.pdn", or
/// the game's name.
fn suggested_name(document: &Document, record: &GameRecord) -> String {
    let stem = document.path.as_deref().and_then(Path::file_stem).map(shown);
    if let (Some(stem), Some(n)) = (stem, document.game) {
        return format!("{stem} game {n}.pdn");
    }
    if let Some(name) = document.path.as_deref().and_then(Path::file_name) {
        return shown(name);
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

#[cfg(test)]
mod tests;
