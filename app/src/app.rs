//! The window's state: settings, the game in progress, the board, the engine, and each
//! feature's own state (files, live analysis, review, editor). `show` lays out the panels,
//! which draw from a read-only [`View`] and return [`Command`]s; `apply` carries each one out,
//! and is the only place the state changes. The glue between the features lives in the
//! submodules: playing the game, files, analysis and editing.

mod analysis;
mod editing;
mod endgame;
mod files;
mod play;
mod puzzles;
mod remote;

use std::sync::mpsc::{Receiver, Sender};
use std::time::{Duration, Instant};

use damier_core::game::{GameRecord, NodeId};
use damier_core::search::Score;
use damier_core::{AnyPosition, Side, explain};
use damier_sound::{Silence, Speaker};
use egui::{Pos2, Ui};

use crate::analysis::LiveAnalysis;
use crate::analysis::review::ReviewState;
use crate::board::anim::Animation;
use crate::board::evalbar::Evaluation;
use crate::board::{Board, BoardInput, Intent};
use crate::clocks::GameClock;
use crate::commands::{self, Command};
use crate::editor::Editor;
use crate::egdb::EndgameTables;
use crate::engine::EngineHandle;
use crate::files::{Document, Files};
use crate::i18n::{self, Language, Messages, t};
use crate::panels;
use crate::panels::PanelState;
use crate::panels::comment::CommentForm;
use crate::panels::game_info::InfoForm;
use crate::puzzles::Trainer;
use crate::remote::Remote;
use crate::session::Session;
use crate::settings::{
    MAX_THREADS, Player, Settings, SettingsStore, SettingsWriter, ThemeChoice, Unreadable,
    WindowSize, settings_writer,
};
use crate::timing::FrameTimes;
use crate::title;
use crate::view::View;
use crate::waker::Waker;
use crate::window_time::WindowTime;
use damier_core::MoveInfo;

/// The players of a game studied: people on both sides.
const STUDY: [Player; 2] = [Player::Person, Player::Person];

/// A message for the player in the status line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    /// What to say.
    pub text: String,
    /// Whether it is a warning (a refused move, a problem) rather than information.
    pub warning: bool,
    /// Whether it stays until the player dismisses it (what start-up found: a file that could
    /// not be read, games left by other windows) rather than going with the next move.
    pub lasting: bool,
}

/// The whole window.
pub struct App {
    settings: Settings,
    /// Writes the settings off the frames, a burst of changes once.
    settings_writer: SettingsWriter,
    /// The settings last handed to the writer.
    saved: Option<Settings>,
    session: Session,
    board: Board,
    engine: EngineHandle,
    /// The engine's last verdict on a position it moved in: the side it played and the score.
    last_score: Option<(Side, Score)>,
    /// The position the computer's last move from the opening book led to.
    from_book: Option<u64>,
    hint: Option<MoveInfo>,
    notice: Option<Notice>,
    animation: Option<Animation>,
    /// The panels' own state: the windows open and what is typed in them.
    windows: PanelState,
    timings: FrameTimes,
    launched: Instant,
    first_frame: Option<Duration>,
    theme_shown: Option<ThemeChoice>,
    /// The window title shown.
    titled: Option<String>,
    /// Files: the game's file, dialogs, reading, saving, autosave.
    files: Files,
    /// The window's time at the start of the current frame or logic pass, in seconds.
    now: f64,
    /// Where `now` comes from.
    time: WindowTime,
    /// The position editor, while it is open.
    editor: Option<Editor>,
    /// The live analysis.
    analysis: LiveAnalysis,
    /// The game review.
    review: ReviewState,
    /// The window's size at the last frame, kept in the settings at exit.
    window_size: Option<WindowSize>,
    /// Wakes the window from every worker thread.
    waker: Waker,
    /// The game's clocks, when it is played on a clock.
    clock: Option<GameClock>,
    /// The window's words, in the language of the settings.
    messages: Messages,
    /// Who plays each side of this game when it is not as the settings say: a game opened
    /// from a file or set up from a position is studied, both sides played by people, until
    /// the player asks the computer to play. The settings stay as they are.
    game_players: Option<[Player; 2]>,
    /// Where the person took moves back against the computer: a move played there replaces
    /// the line taken back instead of starting a variation.
    taken_back: Option<NodeId>,
    /// A command that would replace the game, held back while the player is asked about its
    /// unsaved changes; carried out if they let the changes go.
    held_back: Option<Command>,
    /// Diagrams drawn on a worker for the clipboard or a file, handed over as they are done.
    diagrams: (Sender<files::Drawn>, Receiver<files::Drawn>),
    /// Where the sounds of moves go (nowhere until the window is given speakers).
    speaker: Box<dyn Speaker>,
    /// The program over DamExchange, when one is reached.
    remote: Remote,
    /// The side the program plays in the game under way with it.
    remote_side: Option<Side>,
    /// When the side to move in the game with the program began to think (egui's clock).
    remote_turn_began: f64,
    /// The endgame tables: read, and built more, off the frames.
    endgame: EndgameTables,
    /// Whether the small tables of each game shown are built when missing.
    builds_small_tables: bool,
    /// The puzzles: their sets, the try under way and the progress.
    puzzles: Trainer,
    /// Cells marked on the board (a puzzle's hint: the piece to move).
    marked: Vec<damier_core::cells::Cell>,
}

impl App {
    /// The window with the settings read from `store` (a broken file gives the defaults and
    /// a notice).
    pub fn new(store: SettingsStore) -> App {
        let loaded = store.load();
        App::loaded(store, loaded)
    }

    /// The window with settings already read from `store`, with the problem met reading them.
    pub fn loaded(
        store: SettingsStore,
        (settings, problem): (Settings, Option<Unreadable>),
    ) -> App {
        let mut app = App::with_settings(store, settings);
        app.saved = Some(app.settings.clone());
        let text = problem.map(|problem| app.messages.unreadable_settings(&problem));
        app.notice = text.map(|text| Notice { text, warning: true, lasting: true });
        app
    }

    /// The window with `settings`, saving them to `store`.
    pub fn with_settings(store: SettingsStore, settings: Settings) -> App {
        let waker = Waker::default();
        let app_waker = waker.clone();
        let settings = settings.clamped();
        let mut app = App {
            messages: Messages::new(settings.language()),
            session: Session::new(settings.variant),
            engine: EngineHandle::spawn(waker.clone(), settings.threads),
            settings,
            settings_writer: settings_writer(store),
            saved: None,
            board: Board::default(),
            last_score: None,
            from_book: None,
            hint: None,
            notice: None,
            animation: None,
            windows: PanelState::default(),
            timings: FrameTimes::default(),
            launched: Instant::now(),
            first_frame: None,
            theme_shown: None,
            titled: None,
            files: Files::new(waker.clone()),
            now: 0.0,
            time: WindowTime::default(),
            editor: None,
            analysis: LiveAnalysis::default(),
            review: ReviewState::default(),
            window_size: None,
            endgame: EndgameTables::new(None, waker.clone()),
            builds_small_tables: false,
            puzzles: Trainer::new(waker.clone()),
            marked: Vec::new(),
            waker,
            clock: None,
            game_players: None,
            taken_back: None,
            held_back: None,
            diagrams: std::sync::mpsc::channel(),
            speaker: Box::new(Silence),
            remote: Remote::new(app_waker.clone()),
            remote_side: None,
            remote_turn_began: 0.0,
        };
        app.files.set_dialog_words(app.messages.dialog_words());
        app.engine.use_book(app.settings.opening_book);
        app.start_clock();
        app
    }

    /// Builds the small endgame tables of each game shown, in the background, when some are
    /// missing from the data folder (see [`crate::egdb::SMALL_TABLES`]).
    pub fn building_small_tables(mut self) -> App {
        self.builds_small_tables = true;
        self
    }

    /// Plays the sounds of moves on `speaker` (the desktop's speakers, or a list in tests).
    pub fn with_speaker(mut self, speaker: Box<dyn Speaker>) -> App {
        self.speaker = speaker;
        self
    }

    /// Counts start-up time from `launched` instead of from when the app was made.
    pub fn launched_at(mut self, launched: Instant) -> App {
        self.launched = launched;
        self
    }

    /// Starts a game from `position` (of any game) to study: both sides are played by people
    /// until the player asks the computer to play. The settings stay as they are.
    pub fn set_up(&mut self, position: AnyPosition) {
        self.load_record(GameRecord::new(position));
    }

    /// Puts `record` in the window as a game without a file, its cursor where the record has
    /// it, to study: both sides are played by people until the player asks the computer to
    /// play. The game it replaces is kept among the recent games if it is unsaved.
    fn load_record(&mut self, record: GameRecord) {
        self.put_record(record, true);
    }

    /// [`App::load_record`], keeping the game replaced only when `keep_replaced` (a puzzle's
    /// try is not a game to keep).
    fn put_record(&mut self, record: GameRecord, keep_replaced: bool) {
        self.end_remote_game(damier_core::dxp::EndReason::Unknown);
        self.game_players = self.settings.players.contains(&Player::Computer).then_some(STUDY);
        self.taken_back = None;
        let kept = keep_replaced && self.keep_unsaved_game();
        self.engine.new_game();
        self.settings.variant = record.variant();
        self.session = Session::from_record(record);
        self.files.set_document(Document::default());
        self.leave_position();
        self.clear_passing_notice();
        if kept {
            // Nothing is lost: the game replaced is a click away.
            let text = t!(self.messages, "notice-kept-recent");
            self.tell(&text);
        }
        self.last_score = None;
        self.clock = None;
    }

    /// The settings in force.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// Who plays each side of the game in the window: the settings' players, unless the game
    /// is studied (both sides people) or was started with players of its own.
    pub fn players(&self) -> [Player; 2] {
        self.game_players.unwrap_or(self.settings.players)
    }

    /// Whether a person plays `side` in the game in the window.
    fn is_person(&self, side: Side) -> bool {
        self.players()[side.index()] == Player::Person
    }

    /// Whether Damier's engine plays `side` in the game in the window.
    fn is_computer(&self, side: Side) -> bool {
        self.players()[side.index()] == Player::Computer
    }

    /// Whether the game is studied: the settings have the computer play, but it waits in this
    /// game until the player asks it to play.
    pub fn is_studied(&self) -> bool {
        self.game_players == Some(STUDY) && self.settings.players.contains(&Player::Computer)
    }

    /// The endgame tables: those read, and the build under way.
    pub fn endgame(&self) -> &EndgameTables {
        &self.endgame
    }

    /// The game in progress.
    pub fn session(&self) -> &Session {
        &self.session
    }

    /// The message in the status line, if any.
    pub fn notice(&self) -> Option<&str> {
        self.notice.as_ref().map(|n| n.text.as_str())
    }

    /// The labels of the recent unsaved games, newest first (File › Recent games), in the
    /// window's language.
    pub fn recent_games(&self) -> Vec<String> {
        self.files.kept_games().iter().map(|g| self.messages.kept_game(g)).collect()
    }

    /// The move the last hint suggested, while it is shown.
    pub fn hint(&self) -> Option<&MoveInfo> {
        self.hint.as_ref()
    }

    /// Whether the engine is searching.
    pub fn is_thinking(&self) -> bool {
        self.engine.running().is_some()
    }

    /// The puzzles: their sets, the try under way and the progress.
    pub fn puzzles(&self) -> &Trainer {
        &self.puzzles
    }

    /// The live analysis.
    pub fn analysis(&self) -> &LiveAnalysis {
        &self.analysis
    }

    /// The game review.
    pub fn review(&self) -> &ReviewState {
        &self.review
    }

    /// The position editor, while it is open.
    pub fn editor(&self) -> Option<&Editor> {
        self.editor.as_ref()
    }

    /// The evaluation shown beside the board: the live analysis's, else the review's, of the
    /// position shown.
    pub fn evaluation_shown(&self) -> Option<Evaluation> {
        self.view().evaluation_shown()
    }

    /// The game's clocks, when it is played on a clock.
    pub fn clock(&self) -> Option<&GameClock> {
        self.clock.as_ref()
    }

    /// The time the window's clocks read: egui's clock at the start of the frame.
    pub fn clock_now(&self) -> Duration {
        Duration::from_secs_f64(self.now.max(0.0))
    }

    /// Whether a move is being animated.
    pub fn is_animating(&self) -> bool {
        self.animation.is_some()
    }

    /// The name of the cell with the keyboard focus, if one has it.
    pub fn keyboard_cell(&self) -> Option<String> {
        let cell = self.board.cursor()?;
        Some(self.session.position().geometry().name(cell))
    }

    /// Where the cell written `name` was drawn in the last frame.
    pub fn cell_center(&self, name: &str) -> Option<Pos2> {
        let geometry = match &self.editor {
            Some(editor) => editor.setup().geometry(),
            None => self.session.position().geometry(),
        };
        let cell = geometry.parse_cell(name)?;
        self.board.center(cell)
    }

    /// The frame timings measured so far.
    pub fn frame_times(&self) -> &FrameTimes {
        &self.timings
    }

    /// The frame timings, to clear them.
    pub fn frame_times_mut(&mut self) -> &mut FrameTimes {
        &mut self.timings
    }

    /// The window's state as the panels see it.
    fn view(&self) -> View<'_> {
        View {
            messages: &self.messages,
            settings: &self.settings,
            players: self.players(),
            studied: self.is_studied(),
            session: &self.session,
            board: &self.board,
            thinking: self.engine.running(),
            book_move: self.from_book == Some(self.session.position().hash_key()),
            progress: self.engine.progress(),
            notice: self.notice.as_ref(),
            files: &self.files,
            editor: self.editor.as_ref(),
            analysis: &self.analysis,
            review: &self.review,
            clock: self.clock.as_ref(),
            remote: self.remote.status(),
            now: self.clock_now(),
            timings: self.windows.timings.then_some(&self.timings),
            first_frame: self.first_frame,
            endgame: &self.endgame,
            puzzles: &self.puzzles,
        }
    }

    /// One frame of the window: [`App::logic`], then [`App::show`] (as eframe calls them).
    pub fn frame(&mut self, ui: &mut Ui) {
        self.logic(ui.ctx());
        self.show(ui);
    }

    /// The work of a frame that goes on whether the window is drawn or not (eframe calls only
    /// this while the window is minimised or hidden): the engine's and the connected program's
    /// moves, the review, the clocks and their flags, the computer's next move, the autosave and
    /// the settings' writer.
    pub fn logic(&mut self, ctx: &egui::Context) {
        self.waker.attach(ctx);
        if self.messages.language() != self.settings.language() {
            self.speak(self.settings.language());
        }
        let document = self.files.document();
        let game = self.messages.game(self.session.variant());
        let title =
            title::window_title(&game, self.messages.document_name(document), document.modified);
        if self.titled.as_ref() != Some(&title) {
            ctx.send_viewport_cmd(egui::ViewportCommand::Title(title.clone()));
            self.titled = Some(title);
        }
        self.receive_engine_events();
        self.hear_remote();
        self.endgame_frame();
        if let Some(annotated) = self.review.poll(self.session.record()) {
            self.puzzles.from_reviewed(&annotated);
            self.session = Session::from_record(annotated);
        }
        let now = self.time.tick(ctx.input(|i| i.time));
        self.now = now;
        self.run_clock(ctx);
        self.puzzle_frame();
        if self.animation.as_ref().is_some_and(|a| a.is_done(now)) {
            self.animation = None;
        }
        self.follow_up(ctx);
    }

    /// What follows from the frame's events and commands: the end of a game with a program,
    /// the analysis and the computer's search started when due, the game tracked for the
    /// autosave, the settings queued for writing.
    fn follow_up(&mut self, ctx: &egui::Context) {
        self.end_remote_game_if_over();
        let editing = self.editor.is_some();
        self.analysis.keep_up(&mut self.engine, &self.session, editing);
        self.start_engine_if_due();
        self.track_game();
        self.queue_settings();
        if self.animation.is_some() {
            ctx.request_repaint();
        }
    }

    /// Lays out the whole window in `ui` and carries out what the player asked.
    pub fn show(&mut self, ui: &mut Ui) {
        let started = Instant::now();
        let ctx = ui.ctx().clone();
        if self.first_frame.is_none() {
            self.first_frame = Some(self.launched.elapsed());
            i18n::install_fonts(&ctx);
        }
        if self.theme_shown != Some(self.settings.theme) {
            ctx.set_theme(self.settings.theme.preference());
            self.theme_shown = Some(self.settings.theme);
        }
        let now = self.now;
        self.windows.move_rows.refresh(&self.session);
        let mut asked = commands::pressed(&ctx);
        if self.editor.is_some() {
            asked.retain(Command::keeps_editing);
        }
        let view = self.view();
        egui::Panel::top("menu").show(ui, |ui| panels::menu::show(ui, &view, &mut asked));
        egui::Panel::bottom("status").show(ui, |ui| panels::status::show(ui, &view, &mut asked));
        let hovered = self.board.hovered();
        let mut fen_box = std::mem::take(&mut self.windows.fen_box);
        let mut move_box = std::mem::take(&mut self.windows.move_box);
        egui::Panel::right("side")
            .resizable(true)
            .default_size(300.0)
            .size_range(250.0..=480.0)
            .show(ui, |ui| match &self.editor {
                Some(editor) => {
                    let shown = panels::editor::Shown { editor, messages: &self.messages, hovered };
                    panels::editor::show(ui, &shown, &mut fen_box, &mut asked);
                }
                None => {
                    let side = panels::side::SideState {
                        move_rows: &self.windows.move_rows,
                        move_box: &mut move_box,
                    };
                    panels::side::show(ui, &self.view(), side, &mut asked)
                }
            });
        self.windows.fen_box = fen_box;
        self.windows.move_box = move_box;
        panels::analysis::panel(ui, &self.view(), &mut asked);
        egui::CentralPanel::default().show(ui, |ui| {
            if let Some(editor) = &self.editor {
                let edits = editor.show_board(ui, &mut self.board, &self.settings);
                asked.extend(edits.into_iter().map(Command::Edit));
                return;
            }
            let view = self.view();
            let evaluation = view.evaluation_shown();
            let arrow = self.hint.clone().or_else(|| view.best_move_shown().cloned());
            let person_to_move = self.is_person(self.session.position().side_to_move());
            let moves = if person_to_move { self.session.moves() } else { &[] };
            let input = BoardInput {
                messages: &self.messages,
                position: self.session.position(),
                moves,
                last: self.session.last_move(),
                hint: arrow.as_ref(),
                marked: &self.marked,
                evaluation: evaluation.as_ref(),
                animation: self.animation.as_ref(),
                flipped: self.settings.flipped,
                coordinates: self.settings.coordinates,
                now,
            };
            match self.board.show(ui, &input) {
                Some(Intent::Play(mv)) => asked.push(Command::PlayMove(mv)),
                Some(Intent::Refused { from, to }) => asked.push(Command::Refused { from, to }),
                None => {}
            }
        });
        panels::help::show(&ctx, &self.messages, self.windows.help, &mut asked);
        panels::about::show(&ctx, &self.messages, self.windows.about, &mut asked);
        panels::endgame::show(&ctx, &self.view(), self.windows.endgame, &mut asked);
        let variant = self.session.variant();
        panels::about::rules(&ctx, &self.messages, variant, self.windows.rules, &mut asked);
        if let Some(form) = &mut self.windows.comment {
            panels::comment::show(&ctx, &self.messages, &self.session, form, &mut asked);
        }
        panels::timing::show(&ctx, &self.view());
        panels::puzzles::show(&ctx, &self.view(), &mut asked);
        self.files_frame(&ctx, &mut asked);
        for command in asked {
            self.apply(command);
        }
        self.follow_up(&ctx);
        self.window_size = Some(ctx.input(|i| {
            let inner = i.viewport_rect().size();
            let maximized = i.viewport().maximized.unwrap_or(false);
            WindowSize { inner: [inner.x, inner.y], maximized }
        }));
        self.timings.record(started.elapsed());
    }

    /// Carries out one command, unless it would replace a game whose changes are not in its
    /// file: then it is held back to ask first.
    pub fn apply(&mut self, command: Command) {
        if self.holds_back(&command) {
            return;
        }
        self.carry_out(command);
    }

    /// Carries out one command without asking about unsaved changes.
    fn carry_out(&mut self, command: Command) {
        if self.editor.is_some() && !command.keeps_editing() {
            self.editor = None;
        }
        match command {
            Command::NewGame => self.new_game(),
            Command::Undo => {
                if !self.retry_puzzle() {
                    self.take_back(true);
                }
            }
            Command::Redo => self.take_back(false),
            Command::Hint => {
                if !self.puzzle_hint() {
                    self.ask_hint();
                }
            }
            Command::MoveNow => self.move_now(),
            Command::PlayComputer => self.play_computer(),
            Command::Resign => self.resign(),
            Command::OfferDraw => self.offer_draw(),
            Command::PauseClock => self.pause_clock(),
            Command::SetTimeControl(control) => self.set_time_control(control),
            Command::Flip => self.settings.flipped = !self.settings.flipped,
            Command::ToggleCoordinates => self.settings.coordinates = !self.settings.coordinates,
            Command::Back => self.navigate(|s| {
                s.back();
            }),
            Command::Forward => self.navigate(|s| {
                s.forward();
            }),
            Command::ToStart => self.navigate(Session::to_start),
            Command::ToEnd => self.navigate(Session::to_end),
            Command::GoTo(id) => self.navigate(|s| s.go_to(id)),
            Command::DeleteFrom(id) => self.navigate(|s| s.delete_from(id)),
            Command::Promote(id) => self.navigate(|s| {
                s.promote(id);
            }),
            Command::EditComment(id) => {
                let text = self.session.record().annotation(id).comment.clone();
                self.windows.comment = Some(CommentForm::new(id, text.unwrap_or_default()));
            }
            Command::SetComment(id, text) => self.session.set_comment(id, &text),
            Command::CloseComment => self.windows.comment = None,
            Command::Help => self.windows.help = true,
            Command::CloseHelp => self.windows.help = false,
            Command::Rules => self.windows.rules = true,
            Command::CloseRules => self.windows.rules = false,
            Command::About => self.windows.about = true,
            Command::CloseAbout => self.windows.about = false,
            endgame @ (Command::EndgameTables
            | Command::CloseEndgameTables
            | Command::BuildTables(_)
            | Command::CancelTables) => self.endgame_command(endgame),
            Command::Quit => {
                // The window closes as when its close button is pressed: the game is kept.
                if let Some(ctx) = self.files.context() {
                    ctx.send_viewport_cmd(egui::ViewportCommand::Close);
                }
            }
            Command::DismissNotice => self.notice = None,
            Command::FrameTimings => self.windows.timings = !self.windows.timings,
            Command::SetLanguage(language) => self.settings.language = language,
            Command::SetVariant(variant) => {
                if variant != self.session.variant() {
                    self.settings.variant = variant;
                    if variant != damier_core::Variant::International {
                        // DamExchange carries International draughts only.
                        self.disconnect_remote();
                        self.settings = self.settings.clone().clamped();
                    }
                    self.new_game();
                }
            }
            Command::SetPlayer(side, player) => self.set_player(side, player),
            Command::SetLevel(level) => self.settings.level = level.clamp(1, 10),
            Command::SetMoveTime(ms) => self.settings.move_time_ms = ms.clamp(100, 60_000),
            Command::SetThreads(threads) => {
                self.settings.threads = threads.clamp(1, MAX_THREADS);
                self.engine.set_threads(self.settings.threads);
                self.review.set_threads(self.settings.threads);
            }
            Command::SetOpeningBook(on) => {
                self.settings.opening_book = on;
                self.engine.use_book(on);
            }
            Command::SetTheme(theme) => self.settings.theme = theme,
            Command::SetName(name) => self.settings.name = name,
            Command::SetRemoteAddress(address) => self.settings.remote.address = address,
            Command::SetRemoteListens(listens) => self.settings.remote.listens = listens,
            Command::ConnectRemote => self.connect_remote(),
            Command::DisconnectRemote => self.disconnect_remote(),
            Command::SetAnimate(animate) => self.settings.animate = animate,
            Command::SetSound(sound) => self.settings.sound = sound,
            Command::Play(text) => {
                if !self.refused_off_the_remote_game() {
                    self.play(&text);
                }
            }
            Command::PlayMove(mv) => {
                if !self.refused_off_the_remote_game() && !self.puzzle_move(mv) {
                    self.play_move(mv);
                }
            }
            Command::TypeMove => self.windows.move_box.take_focus(),
            Command::KeyboardBoard => self.board.take_focus(),
            Command::Refused { from, to } => {
                let refusal = explain::why_illegal(self.session.position(), from, to);
                let reason = match refusal {
                    Some(refusal) => self.messages.refusal(&refusal),
                    None => t!(self.messages, "move-not-legal"),
                };
                self.say(&reason, true);
            }
            Command::Edit(command) => self.edit(command),
            Command::Analysis(command) => self.analyse(command),
            Command::File(command) => self.file_workflow(command),
            Command::RestoreRecentGame(index) => self.restore_recent_game(index),
            Command::GameInfo => self.windows.info = Some(InfoForm::new(self.session.record())),
            Command::CloseGameInfo => self.windows.info = None,
            Command::SetTags(tags) => self.set_tags(tags),
            Command::SetResult(result) => self.set_result(result),
            Command::CopyFen => self.copy_fen(),
            Command::CopyDiagram => self.copy_diagram(),
            Command::Puzzle(command) => self.puzzle_command(command),
            Command::PasteFen => self.paste_fen(),
            Command::SetUpFen(text) => self.set_up_fen(&text),
        }
    }

    /// Hands the settings to their writer if they changed since (the window calls it after
    /// every frame: the writer puts a burst of changes on disk once, off the frames), and says
    /// why the last write failed, if it did; a failed write is tried again at the next change.
    fn queue_settings(&mut self) {
        if self.saved.as_ref() != Some(&self.settings) {
            self.saved = Some(self.settings.clone());
            self.settings_writer.write(self.settings.clone());
        }
        if let Some(e) = self.settings_writer.failure() {
            let error = self.messages.file_error(&e);
            let text = t!(self.messages, "settings-not-saved", error = error);
            self.say(&text, true);
        }
    }

    /// Writes the settings if they changed, and waits until they are on disk (at exit).
    pub fn save_settings(&mut self) {
        self.queue_settings();
        self.settings_writer.flush();
    }

    /// Speaks `language` from now on, in the window and its file dialogs.
    fn speak(&mut self, language: Language) {
        self.messages = Messages::new(language);
        self.files.set_dialog_words(self.messages.dialog_words());
    }

    /// Shows `text` in the status line.
    pub fn tell(&mut self, text: &str) {
        self.say(text, false);
    }

    /// Shows `text` in the status line, as a warning when `warning`. A warning meant to last
    /// (a file refused at start-up) is not lost to a word that is no warning: the new text
    /// follows it, until the next.
    fn say(&mut self, text: &str, warning: bool) {
        let kept = self.notice.take().filter(|n| n.lasting && n.warning && !warning);
        self.notice = Some(Notice { text: text.to_string(), warning, lasting: false });
        if let Some(earlier) = kept {
            self.add_notice(Notice { lasting: false, ..earlier });
        }
    }

    /// Shows `earlier` before whatever the status line says now (both at start-up).
    fn add_notice(&mut self, earlier: Notice) {
        self.notice = Some(match self.notice.take() {
            Some(now) => Notice {
                text: format!("{} {}", earlier.text, now.text),
                warning: earlier.warning || now.warning,
                lasting: earlier.lasting || now.lasting,
            },
            None => earlier,
        });
    }

    /// Makes what the status line says now stay until the player dismisses it.
    fn make_notice_last(&mut self) {
        if let Some(notice) = &mut self.notice {
            notice.lasting = true;
        }
    }

    /// Clears the status line's notice unless it is meant to last.
    fn clear_passing_notice(&mut self) {
        if self.notice.as_ref().is_some_and(|n| !n.lasting) {
            self.notice = None;
        }
    }
}

impl eframe::App for App {
    fn logic(&mut self, ctx: &egui::Context, _frame: &mut eframe::Frame) {
        App::logic(self, ctx);
    }

    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
    }

    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        if let Some(size) = self.window_size {
            self.settings.window = Some(size);
        }
        self.save_settings();
        self.puzzles.flush();
        self.disconnect_remote();
        self.shut_down();
    }
}
