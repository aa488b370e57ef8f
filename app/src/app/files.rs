//! The window's part in files: starting with the data folder (the game restored, games left
//! by other windows), carrying out the file commands and what the file workflow asks of the
//! window, the file windows, and keeping the game for the next start.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{SystemTime, UNIX_EPOCH};

use damier_core::game::GameResult;
use damier_core::pdn::{self, ReadOptions};
use damier_core::{AnyPosition, Side};
use egui::Context;

use super::App;
use crate::clocks::{GameClock, SavedClock};
use crate::commands::Command;
use crate::diagram::{self, DiagramOptions, Format};
use crate::egdb::{EndgameTables, TableFolder};
use crate::files::autosave::{self, Snapshot};
use crate::files::dialog::Chooser;
use crate::files::load::GameEntry;
use crate::files::save::{Writer, keep_aside, write_atomic};
use crate::files::shown;
use crate::files::workflow::Effect;
use crate::files::{
    Action, DataDir, Document, FileCommand, FileError, FileWindow, Opened, Pending, Why,
};
use crate::i18n::t;
use crate::panels::{file_errors, game_info, game_list, loading, overwrite, unsaved};
use crate::settings::Player;

/// The width of a diagram copied to the clipboard or exported, in pixels.
const DIAGRAM_SIZE: f32 = 640.0;

/// A diagram drawn on a worker.
pub(crate) enum Drawn {
    /// For the clipboard.
    Image(egui::ColorImage),
    /// Written to this file.
    Written(PathBuf),
    /// Not written, for this reason.
    NotWritten(FileError),
}

impl App {
    /// Keeps the window's game, the recent files and the recent unsaved games in `data`: the
    /// game this window's slot holds is restored, where it was left, and from now on every
    /// change is written there; games left behind by other windows that are gone go to the
    /// recent games. Temporary files of writes that were killed are removed.
    pub fn with_data_dir(mut self, data: DataDir) -> App {
        let earlier_notice = self.notice.take();
        if let Some(claimed) = self.files.open_data(&data) {
            if let Some(error) = &claimed.unusable {
                let error = self.messages.file_error(error);
                self.say(&t!(self.messages, "notice-games-not-kept", error = error), true);
            }
            if let Some(slot) = claimed.slot {
                self.restore_left(slot.path());
                self.files.start_autosave(slot);
            }
            let kept = self.files.keep_left_behind(&claimed.left_behind);
            if kept > 0 {
                let text = t!(self.messages, "notice-left-behind", games = kept);
                self.tell(&text);
            }
        }
        self.endgame = EndgameTables::new(TableFolder::in_data(&data), self.waker.clone());
        if let Some(folder) = data.puzzles() {
            self.puzzles.keep_in(folder);
        }
        if let Some(earlier) = earlier_notice {
            self.add_notice(earlier);
        }
        self.make_notice_last();
        self
    }

    /// Asks `chooser` for files instead of the system's dialogs (tests answer from a script).
    pub fn with_chooser(mut self, chooser: Arc<dyn Chooser>) -> App {
        self.files.set_chooser(chooser);
        self
    }

    /// Writes files with `writer` (tests make it fail midway, as a full disk would).
    pub fn with_writer(mut self, writer: Writer) -> App {
        self.files.set_writer(writer);
        self
    }

    /// Opens the games of `path` (one is shown at once, several are listed to pick from).
    pub fn open_file(&mut self, path: &Path) {
        self.apply(Command::File(FileCommand::OpenFile(path.to_path_buf())));
    }

    /// The file the game belongs to, if any.
    pub fn file(&self) -> Option<&Path> {
        self.files.document().path.as_deref()
    }

    /// Whether the game differs from its file.
    pub fn is_modified(&self) -> bool {
        self.files.document().modified
    }

    /// Whether a file is being chosen, read or written.
    pub fn is_busy_with_files(&self) -> bool {
        self.files.busy()
    }

    /// The games of the file being picked from, while the game list is open.
    pub fn game_list(&self) -> Option<&[GameEntry]> {
        self.files.game_list().map(|list| list.entries())
    }

    /// The problem reported about a file, in the window's language, while its window is open.
    pub fn file_problem(&self) -> Option<String> {
        self.files.problem().map(|problem| self.messages.problem_text(problem))
    }

    /// Keeps the game as it is now and waits until it is written (on exit).
    pub fn shut_down(&mut self) {
        self.endgame.shut_down();
        self.files.track_again();
        let now = self.clock_now();
        let clock = || self.clock.as_ref().map(|c| c.saved(now));
        self.files.track(self.session.record(), clock, true);
        self.files.finish_autosave();
    }

    /// The game's clocks as they read now, as a file keeps them.
    fn saved_clock(&self) -> Option<SavedClock> {
        self.clock.as_ref().map(|c| c.saved(self.clock_now()))
    }

    /// Restores the game kept at `path`; one that cannot be read is kept aside, with a notice.
    fn restore_left(&mut self, path: &Path) {
        let restored = autosave::load(path).and_then(|snapshot| {
            let Some(snapshot) = snapshot else { return Ok(()) };
            self.restore(snapshot).map_err(|why| FileError::new(Action::Read, path, why))
        });
        let Err(e) = restored else { return };
        let m = &self.messages;
        let e = m.file_error(&e);
        let beside = autosave::game_beside(path);
        if beside.exists() {
            // The game may read where its state does not: it is kept aside with it.
            let _ = keep_aside(&beside);
        }
        let text = match keep_aside(path) {
            Ok(kept) => {
                let kept = shown(kept.as_os_str());
                t!(m, "notice-last-game-kept-aside", error = e, kept = kept)
            }
            Err(aside) => {
                let aside = m.file_error(&FileError::io(Action::Write, path, &aside));
                t!(m, "notice-last-game-lost", error = e, aside = aside)
            }
        };
        self.say(&text, true);
    }

    /// Keeps the game in the window among the recent games if it is about to leave the window
    /// with moves not saved in a file. True when it was kept.
    pub(super) fn keep_unsaved_game(&mut self) -> bool {
        let clock = self.saved_clock();
        match self.files.keep_if_unsaved(self.session.record(), clock) {
            Ok(kept) => kept,
            Err(e) => {
                let error = self.messages.file_error(&e);
                let text = t!(self.messages, "notice-not-kept-recent", error = error);
                self.say(&text, true);
                false
            }
        }
    }

    /// Brings back the recent game at `index`; the game in the window is kept in its place if
    /// it is unsaved.
    pub(super) fn restore_recent_game(&mut self, index: usize) {
        let restored = match self.files.take_kept(index) {
            Ok(snapshot) => {
                self.restore(snapshot).map_err(|why| self.messages.file_error_why(&why))
            }
            Err(e) => Err(self.messages.file_error(&e)),
        };
        match restored {
            Ok(()) => self.tell(&t!(self.messages, "notice-restored")),
            Err(error) => self.say(&t!(self.messages, "notice-not-restored", error = error), true),
        }
    }

    /// Puts the game of `snapshot` in the window where it was left; or says why its game
    /// does not read.
    fn restore(&mut self, snapshot: Snapshot) -> Result<(), Why> {
        let read = pdn::Reader::new(&snapshot.pdn, ReadOptions::default()).next();
        let game = match read {
            Some(Ok(game)) => game,
            Some(Err(e)) => {
                let (line, column) = (e.at.line as usize, e.at.column as usize);
                return Err(Why::Damaged { line, column });
            }
            None => return Err(Why::NoGame(1)),
        };
        let node = autosave::node_at(&game.record, &snapshot.cursor);
        let start = AnyPosition::start(game.record.variant());
        let played_from_start = snapshot.file.is_none() && game.record.start_position() == &start;
        self.load_record(game.record);
        let baseline = (!snapshot.modified).then(|| self.session.record().revision());
        if played_from_start {
            // A game played from the start goes on as it was played; one from a file or a
            // position set up is studied again.
            self.game_players = None;
        }
        self.session.go_to(node);
        let to_move = self.session.record().position().side_to_move();
        self.clock = snapshot.clock.and_then(|c| GameClock::restored(&c, to_move));
        let live = self.session.outcome().is_none() && self.session.at_line_end();
        if let Some(side) = self.clock.as_ref().and_then(GameClock::fallen).filter(|_| live) {
            // Kept with no time left (a crash at the very moment, or an edited file).
            self.session.lose_on_time(side);
            let text = self.session.outcome().map(|o| self.messages.outcome(&o));
            self.say(&text.unwrap_or_default(), false);
        } else if self.clock.is_some() {
            self.tell(&t!(self.messages, "notice-restored-clocks-paused"));
        }
        self.files.set_document(Document {
            path: snapshot.file,
            game: snapshot.game,
            baseline,
            modified: snapshot.modified,
            stamp: snapshot.stamp,
        });
        Ok(())
    }

    /// Holds `command` back to ask first when it would replace a game whose changes are not in
    /// its file. True when held back.
    pub(super) fn holds_back(&mut self, command: &Command) -> bool {
        let variant = self.session.variant();
        let replaces = match command {
            Command::NewGame => true,
            Command::SetVariant(v) => *v != variant,
            Command::SetUpFen(text) => AnyPosition::from_fen(variant, text.trim()).is_ok(),
            Command::RestoreRecentGame(_) => true,
            _ => false,
        };
        if !replaces {
            return false;
        }
        let mut effects = Vec::new();
        let held = self.files.holds_back(&mut effects);
        self.take_effects(effects);
        let held = held || self.held_unkept(|| Pending::Held);
        // Kept only when a question about it is asked now: a hold refused (a dialog open, a
        // save under way) leaves the command the question before it is about.
        if held && self.files.asks_about_held() {
            self.held_back = Some(command.clone());
        }
        held
    }

    /// Holds `pending` back to ask first when it would replace a game with moves not saved in a
    /// file that cannot be kept among the recent games. True when held back.
    fn held_unkept(&mut self, pending: impl FnOnce() -> Pending) -> bool {
        let clock = self.saved_clock();
        let Some(error) = self.files.unkeepable(self.session.record(), clock) else {
            return false;
        };
        let mut effects = Vec::new();
        self.files.hold_unkept(pending(), error, &mut effects);
        self.take_effects(effects);
        true
    }

    /// Before a game against the computer is saved: names the players (the player's name,
    /// "Damier level 6"), the event and the date where the game does not say them yet.
    pub(super) fn name_players(&mut self) {
        let players = self.players();
        if !players.contains(&Player::Computer) {
            return;
        }
        let mut names = Vec::new();
        for (side, tag) in [(Side::White, "White"), (Side::Black, "Black")] {
            let name = match players[side.index()] {
                Player::Computer => {
                    t!(self.messages, "player-damier-level", level = self.settings.level)
                }
                Player::Person => self.settings.name.trim().to_string(),
                Player::Remote => self.remote_name(),
            };
            names.push((tag, name));
        }
        names.push(("Event", t!(self.messages, "event-against-computer")));
        names.push(("Date", today()));
        for (tag, value) in names {
            let unsaid =
                self.session.record().tags().get(tag).is_none_or(|v| matches!(v.trim(), "" | "?"));
            if unsaid && !value.is_empty() {
                self.session.tags_mut().set(tag, value);
            }
        }
    }

    /// Carries out a command of the file workflow; before a save, names the players of a
    /// game against the computer.
    pub(super) fn file_workflow(&mut self, command: FileCommand) {
        if matches!(command, FileCommand::Save | FileCommand::SaveAs | FileCommand::SaveTo(_)) {
            self.name_players();
        }
        let mut effects = Vec::new();
        self.files.command(command, self.session.record(), &mut effects);
        self.take_effects(effects);
    }

    /// Sets tags of the game, name and value; an empty value removes the tag.
    pub(super) fn set_tags(&mut self, tags: Vec<(String, String)>) {
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

    /// Records the game's result.
    pub(super) fn set_result(&mut self, result: GameResult) {
        if self.session.record().result() != result {
            self.session.set_result(result);
        }
    }

    /// Copies the position as FEN to the clipboard.
    pub(super) fn copy_fen(&mut self) {
        let fen = self.session.position().to_fen();
        if let Some(ctx) = self.files.context() {
            ctx.copy_text(fen.clone());
        }
        self.tell(&t!(self.messages, "notice-copied", fen = fen));
    }

    /// Puts a diagram of the position, as the board shows it, on the clipboard: drawn on a
    /// worker, and handed to the clipboard by the frame that takes it in.
    pub(super) fn copy_diagram(&mut self) {
        if self.files.context().is_none() {
            self.say(&t!(self.messages, "notice-no-clipboard"), true);
            return;
        }
        let position = self.session.position().clone();
        let options = DiagramOptions {
            flipped: self.settings.flipped,
            coordinates: self.settings.coordinates,
            size: DIAGRAM_SIZE,
            ..DiagramOptions::default()
        };
        let (done, waker) = (self.diagrams.0.clone(), self.waker.clone());
        let drawing =
            std::thread::Builder::new().name("damier-diagram".to_string()).spawn(move || {
                if let Ok(image) = diagram::image(&position, &options) {
                    let _ = done.send(Drawn::Image(image));
                    waker.wake();
                }
            });
        match drawing {
            Ok(_) => self.tell(&t!(self.messages, "notice-diagram-copied")),
            Err(_) => self.say(&t!(self.messages, "notice-no-clipboard"), true),
        }
    }

    /// Writes a diagram of the position shown to `path`, as SVG or PNG by its extension (PNG
    /// when it has neither), on a worker; the caption states a puzzle's goal at its start.
    pub(super) fn export_diagram(&mut self, path: PathBuf) {
        let path = match Format::of(&path) {
            Some(_) => path,
            None => PathBuf::from(format!("{}.png", path.display())),
        };
        let format = Format::of(&path).unwrap_or(Format::Png);
        let position = self.session.position().clone();
        let caption =
            self.puzzles.attempt().filter(|a| a.played == 0 && a.puzzle.start == position).map(
                |a| {
                    self.messages.puzzle_goal(
                        a.puzzle.start.variant(),
                        a.puzzle.goal,
                        a.puzzle.solver(),
                    )
                },
            );
        let options = DiagramOptions {
            flipped: self.settings.flipped,
            coordinates: self.settings.coordinates,
            size: DIAGRAM_SIZE,
            caption,
            ..DiagramOptions::default()
        };
        let (done, waker) = (self.diagrams.0.clone(), self.waker.clone());
        let spawned =
            std::thread::Builder::new().name("damier-diagram".to_string()).spawn(move || {
                let written = diagram::file_bytes(&position, &options, format)
                    .map_err(|e| FileError::new(Action::Write, &path, Why::System(e)))
                    .and_then(|bytes| {
                        write_atomic(&path, &bytes)
                            .map_err(|e| FileError::io(Action::Write, &path, &e))
                    });
                let _ = done.send(match written {
                    Ok(()) => Drawn::Written(path),
                    Err(error) => Drawn::NotWritten(error),
                });
                waker.wake();
            });
        if let Err(e) = spawned {
            let error = e.to_string();
            self.say(&t!(self.messages, "notice-diagram-not-exported", error = error), true);
        }
    }

    /// Asks the system for the clipboard's text, which comes back as a paste.
    pub(super) fn paste_fen(&mut self) {
        match self.files.context() {
            Some(ctx) => ctx.send_viewport_cmd(egui::ViewportCommand::RequestPaste),
            None => self.say(&t!(self.messages, "notice-no-clipboard"), true),
        }
    }

    /// Sets up the position written `text` in FEN, of the current game type.
    pub(super) fn set_up_fen(&mut self, text: &str) {
        let variant = self.session.variant();
        match AnyPosition::from_fen(variant, text.trim()) {
            Ok(position) => {
                self.set_up(position);
                self.tell(&t!(self.messages, "notice-fen-set-up"));
            }
            Err(e) => {
                let game = self.messages.game(variant);
                let error = self.messages.fen_error(variant, &e);
                let text = t!(self.messages, "notice-fen-refused", game = game, error = error);
                self.say(&text, true);
            }
        }
    }

    /// Does what the file workflow asks of the window, in order.
    fn take_effects(&mut self, effects: Vec<Effect>) {
        for effect in effects {
            match effect {
                Effect::Say(notice) => {
                    let text = self.messages.file_notice(&notice);
                    self.say(&text, notice.is_warning());
                }
                Effect::Install(opened) => {
                    if !self.held_unkept(|| Pending::Open(opened.clone())) {
                        self.install(*opened);
                    }
                }
                Effect::CarryOut(command) => self.carry_out(Command::File(command)),
                Effect::GoOn => {
                    if let Some(command) = self.held_back.take() {
                        self.carry_out(command);
                    }
                }
                Effect::ImportPuzzles(path) => {
                    self.puzzles.import(path);
                    self.apply(Command::Puzzle(crate::puzzles::PuzzleCommand::Open));
                }
                Effect::ExportDiagram(path) => self.export_diagram(path),
            }
        }
    }

    /// Puts the game read from a file in the window.
    fn install(&mut self, opened: Opened) {
        let (record, document, warnings) = opened.into_parts();
        self.load_record(record);
        let mut effects = Vec::new();
        self.files.adopt(document, warnings, &mut effects);
        self.take_effects(effects);
    }

    /// The file work of one frame: answers from the workers, files dropped on the window,
    /// copy and paste, and the file windows. Commands chosen go to `out`.
    pub(super) fn files_frame(&mut self, ctx: &Context, out: &mut Vec<Command>) {
        self.files.attach(ctx);
        let drawn: Vec<Drawn> = self.diagrams.1.try_iter().collect();
        for drawn in drawn {
            match drawn {
                Drawn::Image(image) => ctx.copy_image(image),
                Drawn::Written(path) => {
                    let name = shown(path.file_name().unwrap_or(path.as_os_str()));
                    self.tell(&t!(self.messages, "notice-diagram-exported", file = name));
                }
                Drawn::NotWritten(error) => {
                    let error = self.messages.file_error(&error);
                    self.say(
                        &t!(self.messages, "notice-diagram-not-exported", error = error),
                        true,
                    );
                }
            }
        }
        let mut effects = Vec::new();
        self.files.poll(self.session.record(), &mut effects);
        self.take_effects(effects);
        if let Some(failure) = self.files.autosave_failure() {
            let error = self.messages.file_error(&failure);
            let text = t!(self.messages, "notice-not-kept-next-start", error = error);
            self.say(&text, true);
        }
        let dropped = ctx.input(|i| i.raw.dropped_files.first().map(|f| f.path().to_path_buf()));
        if let Some(path) = dropped {
            out.push(Command::File(FileCommand::OpenFile(path)));
        }
        let window_open = self.files.window_open() || self.windows.info.is_some();
        if !ctx.egui_wants_keyboard_input() && !window_open {
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
        self.file_windows(ctx, out);
    }

    /// The file windows: the reading's progress, and the window of the workflow's stage; then
    /// the game information form.
    fn file_windows(&mut self, ctx: &Context, out: &mut Vec<Command>) {
        let messages = &self.messages;
        loading::show(ctx, messages, self.files.reading(), out);
        let name = messages.document_name(self.files.document()).unwrap_or_default();
        match self.files.window() {
            Some(FileWindow::Picking(list)) => game_list::show(ctx, messages, list, out),
            Some(FileWindow::Problem(problem, entry)) => {
                file_errors::show(ctx, messages, problem, entry, out);
            }
            Some(FileWindow::Unsaved(not_kept)) => {
                let not_kept = not_kept.map(|e| messages.file_error(e));
                unsaved::show(ctx, messages, &name, not_kept.as_deref(), out);
            }
            Some(FileWindow::Overwrite(question)) => overwrite::show(ctx, messages, question, out),
            None => {}
        }
        if let Some(form) = &mut self.windows.info {
            game_info::show(ctx, messages, self.session.variant(), form, out);
        }
    }

    /// After the frame's commands: when the game or the cursor changed, has the files work
    /// out whether it differs from its file and keep it for the next start.
    pub(super) fn track_game(&mut self) {
        let now = self.clock_now();
        let clock = || self.clock.as_ref().map(|c| c.saved(now));
        self.files.track(self.session.record(), clock, false);
    }
}

/// Today's date (in UTC) as PDN writes dates: `2026.12.01`.
fn today() -> String {
    let seconds = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let (year, month, day) = civil_date((seconds / 86_400) as i64);
    format!("{year:04}.{month:02}.{day:02}")
}

/// The year, month and day of `days` after 1970-01-01, in the Gregorian calendar (Howard
/// Hinnant's `civil_from_days`).
fn civil_date(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
mod tests {
    use super::civil_date;

    #[test]
    fn days_since_1970_are_dated() {
        assert_eq!(civil_date(0), (1970, 1, 1));
        assert_eq!(civil_date(11_016), (2000, 2, 29));
        assert_eq!(civil_date(20_423), (2025, 12, 1));
    }
}
