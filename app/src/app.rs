//! The window's state: settings, the game in progress, the board, the engine. `show` lays out
//! the panels and collects the [`Command`]s they return; `apply` carries each one out.

use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use damier_core::game::GameRecord;
use damier_core::notation::MoveError;
use damier_core::search::{Level, Limits, Score, Settings as SearchSettings};
use damier_core::{AnyMove, AnyPosition, Side, explain};
use egui::{Pos2, Ui};

use crate::analysis::LiveAnalysis;
use crate::analysis::review::ReviewState;
use crate::board::anim::Animation;
use crate::board::{Board, BoardInput, Intent};
use crate::clocks::GameClock;
use crate::commands::{self, Command};
use crate::editor::{self, Editor};
use crate::engine::{EngineEvent, EngineHandle, Job, Progress};
use crate::files::{Document, Files};
use crate::panels;
use crate::panels::moves::MoveRows;
use crate::session::{Choice, Session};
use crate::settings::{MAX_THREADS, Player, Settings, SettingsStore, ThemeChoice, WindowSize};
use crate::timing::FrameTimes;
use crate::waker::Waker;
use crate::window;

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
    pub(crate) settings: Settings,
    store: SettingsStore,
    saved: Option<Settings>,
    pub(crate) session: Session,
    pub(crate) board: Board,
    pub(crate) engine: EngineHandle,
    pub(crate) progress: Option<Progress>,
    /// The engine's last verdict on a position it moved in: the side it played and the score.
    last_score: Option<(Side, Score)>,
    pub(crate) hint: Option<Choice>,
    pub(crate) notice: Option<Notice>,
    animation: Option<Animation>,
    pub(crate) help_open: bool,
    pub(crate) show_timings: bool,
    pub(crate) timings: FrameTimes,
    launched: Instant,
    pub(crate) first_frame: Option<Duration>,
    theme_shown: Option<ThemeChoice>,
    /// The window title shown.
    titled: Option<String>,
    /// Files: the game's file, dialogs, reading, saving, autosave.
    pub(crate) files: Files,
    /// egui's clock at the start of the current frame, in seconds.
    now: f64,
    /// The position editor, while it is open.
    pub(crate) editor: Option<Editor>,
    /// The live analysis.
    pub(crate) analysis: LiveAnalysis,
    /// The game review.
    pub(crate) review: ReviewState,
    /// The window's size at the last frame, kept in the settings at exit.
    window_size: Option<WindowSize>,
    /// Wakes the window from every worker thread.
    pub(crate) waker: Waker,
    /// The move list's rows, kept until the game changes.
    pub(crate) move_rows: MoveRows,
    /// The game's clocks, when it is played on a clock.
    pub(crate) clock: Option<GameClock>,
}

impl App {
    /// The window with the settings read from `store` (a broken file gives the defaults and
    /// a notice).
    pub fn new(store: SettingsStore) -> App {
        let loaded = store.load();
        App::loaded(store, loaded)
    }

    /// The window with settings already read from `store`, with the problem met reading them.
    pub fn loaded(store: SettingsStore, (settings, problem): (Settings, Option<String>)) -> App {
        let mut app = App::with_settings(store, settings);
        app.saved = Some(app.settings.clone());
        app.notice = problem.map(|text| Notice { text, warning: true, lasting: true });
        app
    }

    /// The window with `settings`, saving them to `store`.
    pub fn with_settings(store: SettingsStore, settings: Settings) -> App {
        let waker = Waker::default();
        let settings = settings.clamped();
        let mut app = App {
            session: Session::new(settings.variant),
            engine: EngineHandle::spawn(waker.clone(), settings.threads),
            settings,
            store,
            saved: None,
            board: Board::default(),
            progress: None,
            last_score: None,
            hint: None,
            notice: None,
            animation: None,
            help_open: false,
            show_timings: false,
            timings: FrameTimes::default(),
            launched: Instant::now(),
            first_frame: None,
            theme_shown: None,
            titled: None,
            files: Files::default(),
            now: 0.0,
            editor: None,
            analysis: LiveAnalysis::default(),
            review: ReviewState::default(),
            window_size: None,
            waker,
            move_rows: MoveRows::default(),
            clock: None,
        };
        app.start_clock();
        app
    }

    /// Counts start-up time from `launched` instead of from when the app was made.
    pub fn launched_at(mut self, launched: Instant) -> App {
        self.launched = launched;
        self
    }

    /// Starts a game from `position` (of any game), keeping the players and strength.
    pub fn set_up(&mut self, position: AnyPosition) {
        self.load_record(GameRecord::new(position));
    }

    /// Puts `record` in the window as a game without a file, its cursor where the record has
    /// it, keeping the players and strength.
    pub(crate) fn load_record(&mut self, record: GameRecord) {
        self.keep_unsaved_game();
        self.engine.new_game();
        self.settings.variant = record.variant();
        self.session = Session::from_record(record);
        self.files.document = Document::default();
        self.leave_position();
        self.clear_passing_notice();
        self.last_score = None;
        self.clock = None;
    }

    /// The settings in force.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The game in progress.
    pub fn session(&self) -> &Session {
        &self.session
    }

    /// The message in the status line, if any.
    pub fn notice(&self) -> Option<&str> {
        self.notice.as_ref().map(|n| n.text.as_str())
    }

    /// The labels of the recent unsaved games, newest first (File › Recent games).
    pub fn recent_games(&self) -> Vec<&str> {
        self.files.history.games().iter().map(|g| g.label.as_str()).collect()
    }

    /// The move the last hint suggested, while it is shown.
    pub fn hint(&self) -> Option<&Choice> {
        self.hint.as_ref()
    }

    /// Whether the engine is searching.
    pub fn is_thinking(&self) -> bool {
        self.engine.running().is_some()
    }

    /// Why the engine is searching, if it is.
    pub(crate) fn thinking_job(&self) -> Option<Job> {
        self.engine.running()
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

    /// Whether a person plays `side`.
    pub(crate) fn is_person(&self, side: Side) -> bool {
        self.settings.players[side.index()] == Player::Person
    }

    /// Lays out the whole window in `ui` and carries out what the player asked.
    pub fn show(&mut self, ui: &mut Ui) {
        let started = Instant::now();
        let ctx = ui.ctx().clone();
        if self.first_frame.is_none() {
            self.first_frame = Some(self.launched.elapsed());
            self.waker.attach(&ctx);
        }
        if self.theme_shown != Some(self.settings.theme) {
            ctx.set_theme(self.settings.theme.preference());
            self.theme_shown = Some(self.settings.theme);
        }
        let document = &self.files.document;
        let title = window::title(self.session.variant(), document.name(), document.modified);
        if self.titled.as_ref() != Some(&title) {
            ctx.send_viewport_cmd(egui::ViewportCommand::Title(title.clone()));
            self.titled = Some(title);
        }
        self.receive_engine_events();
        self.poll_review();
        let now = ui.input(|i| i.time);
        self.now = now;
        self.run_clock(&ctx);
        if self.animation.as_ref().is_some_and(|a| a.is_done(now)) {
            self.animation = None;
        }
        self.move_rows.refresh(&self.session);
        let mut asked = commands::pressed(&ctx);
        if self.editor.is_some() {
            asked.retain(editor::keeps_editing);
        }
        egui::Panel::top("menu").show(ui, |ui| panels::menu::show(ui, self, &mut asked));
        egui::Panel::bottom("status").show(ui, |ui| panels::status::show(ui, self, &mut asked));
        egui::Panel::right("side")
            .resizable(true)
            .default_size(300.0)
            .size_range(250.0..=480.0)
            .show(ui, |ui| match &mut self.editor {
                Some(editor) => editor::panel::show(ui, editor, self.board.hovered(), &mut asked),
                None => panels::side::show(ui, self, &mut asked),
            });
        panels::analysis::panel(ui, self, &mut asked);
        egui::CentralPanel::default().show(ui, |ui| {
            if let Some(editor) = &self.editor {
                asked.extend(editor.show_board(ui, &mut self.board, &self.settings));
                return;
            }
            let evaluation = self.evaluation_shown();
            let arrow = self.hint.clone().or_else(|| self.best_move_shown().cloned());
            let person_to_move = self.is_person(self.session.position().side_to_move());
            let moves = if person_to_move { self.session.moves() } else { &[] };
            let input = BoardInput {
                position: self.session.position(),
                moves,
                last: self.session.last_move(),
                hint: arrow.as_ref(),
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
        panels::help::show(&ctx, self);
        panels::timing::show(&ctx, self);
        self.files_frame(&ctx, &mut asked);
        for command in asked {
            self.apply(command);
        }
        self.keep_analysing();
        self.start_engine_if_due();
        self.track_game();
        self.save_settings();
        self.window_size = Some(ctx.input(|i| {
            let inner = i.viewport_rect().size();
            let maximized = i.viewport().maximized.unwrap_or(false);
            WindowSize { inner: [inner.x, inner.y], maximized }
        }));
        if self.animation.is_some() {
            ctx.request_repaint();
        }
        self.timings.record(started.elapsed());
    }

    /// Carries out one command.
    pub fn apply(&mut self, command: Command) {
        if self.holds_back(&command) {
            return;
        }
        if self.editor.is_some() && !editor::keeps_editing(&command) {
            self.editor = None;
        }
        match command {
            Command::NewGame => self.new_game(),
            Command::Undo => self.take_back(true),
            Command::Redo => self.take_back(false),
            Command::Hint => self.ask_hint(),
            Command::MoveNow => self.move_now(),
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
            Command::Help => self.help_open = true,
            Command::DismissNotice => self.notice = None,
            Command::FrameTimings => self.show_timings = !self.show_timings,
            Command::SetVariant(variant) => {
                if variant != self.session.variant() {
                    self.settings.variant = variant;
                    self.new_game();
                }
            }
            Command::SetPlayer(side, player) => {
                self.settings.players[side.index()] = player;
                if player == Player::Person && self.engine.running() == Some(Job::Move) {
                    self.engine.cancel();
                    self.progress = None;
                }
            }
            Command::SetLevel(level) => self.settings.level = level.clamp(1, 10),
            Command::SetMoveTime(ms) => self.settings.move_time_ms = ms.clamp(100, 60_000),
            Command::SetThreads(threads) => {
                self.settings.threads = threads.clamp(1, MAX_THREADS);
                self.engine.set_threads(self.settings.threads);
                self.review.set_threads(self.settings.threads);
            }
            Command::SetTheme(theme) => self.settings.theme = theme,
            Command::SetAnimate(animate) => self.settings.animate = animate,
            Command::Play(text) => self.play(&text),
            Command::PlayMove(mv) => self.play_move(mv),
            Command::Refused { from, to } => {
                let reason = explain::why_illegal(self.session.position(), from, to);
                let reason = reason.unwrap_or_else(|| "That move is not legal".to_string());
                self.say(&reason, true);
            }
            Command::Edit(command) => self.edit(command),
            Command::Analysis(command) => self.analyse(command),
            file @ (Command::Open
            | Command::OpenFile(_)
            | Command::GameList
            | Command::PickGame(_)
            | Command::OpenBeforeError
            | Command::Save
            | Command::SaveAs
            | Command::SaveTo(_)
            | Command::Unsaved(_)
            | Command::Overwrite(_)
            | Command::ClearRecent
            | Command::RestoreRecentGame(_)
            | Command::GameInfo
            | Command::SetTags(_)
            | Command::CopyFen
            | Command::PasteFen
            | Command::SetUpFen(_)) => self.file_command(file),
        }
    }

    /// Writes the settings if they changed since they were last written (the window calls it
    /// after every frame, so a change is on disk at once). A failure is said once, and tried
    /// again at the next change.
    pub fn save_settings(&mut self) {
        if self.saved.as_ref() == Some(&self.settings) {
            return;
        }
        self.saved = Some(self.settings.clone());
        if let Err(e) = self.store.save(&self.settings) {
            self.say(&format!("The settings could not be saved: {e}"), true);
        }
    }

    /// Shows `text` in the status line.
    pub fn tell(&mut self, text: &str) {
        self.say(text, false);
    }

    pub(crate) fn say(&mut self, text: &str, warning: bool) {
        self.notice = Some(Notice { text: text.to_string(), warning, lasting: false });
    }

    /// Shows `earlier` before whatever the status line says now (both at start-up).
    pub(crate) fn add_notice(&mut self, earlier: Notice) {
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
    pub(crate) fn make_notice_last(&mut self) {
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

    fn new_game(&mut self) {
        self.set_up(AnyPosition::start(self.settings.variant));
        self.start_clock();
    }

    /// Gives the game in the window the clocks of the settings' time control (a game with
    /// no move yet).
    fn start_clock(&mut self) {
        let Some(control) = self.settings.time_control() else { return };
        self.session.tags_mut().set("TimeControl", control.tag());
        let first = self.session.record().start_position().side_to_move();
        self.clock = Some(GameClock::new(control, first));
    }

    fn set_time_control(&mut self, control: Option<damier_core::clock::TimeControl>) {
        self.settings.time_control = control.map(|c| c.tag());
        let fresh = self.session.record().is_empty() && self.files.document.path.is_none();
        if !fresh {
            self.say("The clock is for the next new game", false);
            return;
        }
        self.clock = None;
        self.session.tags_mut().remove("TimeControl");
        self.start_clock();
    }

    /// Runs the clock of the side to move while the game goes on at the end of its line, and
    /// ends the game when a side's time runs out.
    fn run_clock(&mut self, ctx: &egui::Context) {
        let now = self.clock_now();
        let session = &self.session;
        let live = session.outcome().is_none() && session.at_line_end() && self.editor.is_none();
        let live = live.then(|| session.position().side_to_move());
        let Some(clock) = &mut self.clock else { return };
        let flagged = clock.tick(live, now);
        if let Some(after) = clock.next_change(now) {
            ctx.request_repaint_after(after);
        }
        if let Some(side) = flagged {
            self.leave_position();
            self.session.lose_on_time(side);
            let text = self.session.outcome().map(|o| o.to_string()).unwrap_or_default();
            self.say(&text, false);
        }
    }

    fn pause_clock(&mut self) {
        let now = self.clock_now();
        let Some(clock) = &mut self.clock else {
            self.say("This game has no clock", false);
            return;
        };
        clock.toggle_pause(now);
        if clock.is_paused() {
            if self.engine.running() == Some(Job::Move) {
                self.engine.cancel();
                self.progress = None;
            }
            self.say("Clocks paused: P resumes", false);
        } else {
            self.clear_passing_notice();
        }
        // Written with the game now, not at the next move.
        self.files.tracked = None;
    }

    /// Forgets everything tied to the position shown: a search, the hint, the animation, the
    /// board's selection.
    pub(crate) fn leave_position(&mut self) {
        self.engine.cancel();
        self.progress = None;
        self.hint = None;
        self.animation = None;
        self.board.reset();
    }

    fn navigate(&mut self, step: impl FnOnce(&mut Session)) {
        self.leave_position();
        step(&mut self.session);
    }

    /// Undo (`back`) or redo, stopping where a person is to move.
    fn take_back(&mut self, back: bool) {
        self.leave_position();
        let players = self.settings.players;
        let person = move |side: Side| players[side.index()] == Player::Person;
        let moved = if back { self.session.undo(person) } else { self.session.redo(person) };
        if !moved {
            let text =
                if back { "There is no move to take back" } else { "There is no move to replay" };
            self.say(text, false);
        }
    }

    /// Plays the move written `text` (typed, or the engine's).
    fn play(&mut self, text: &str) {
        let before = self.session.position().clone();
        let played = self.session.play(text);
        self.after_move(before, played);
    }

    /// Plays `mv`, a move the board handed over.
    fn play_move(&mut self, mv: AnyMove) {
        let before = self.session.position().clone();
        let played = self.session.play_move(&mv);
        self.after_move(before, played);
    }

    /// Counts the clock, clears what belonged to the position before and starts the
    /// animation after a move played from `before`; says why a refused move was refused.
    fn after_move(&mut self, before: AnyPosition, played: Result<Choice, MoveError>) {
        match played {
            Ok(choice) => {
                let now = self.clock_now();
                if let Some(left) = self.clock.as_mut().and_then(|c| c.moved(now)) {
                    self.session.note_clock(left);
                }
                self.engine.cancel();
                self.progress = None;
                self.hint = None;
                self.clear_passing_notice();
                self.board.reset();
                self.animation = self.settings.animate.then(|| {
                    Animation::new(before, self.session.position().clone(), choice, self.now)
                });
            }
            Err(e) => self.say(&e.to_string(), true),
        }
    }

    fn search_settings(&self, level: Level) -> SearchSettings {
        let seed = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_nanos() as u64);
        SearchSettings { multipv: 1, level, seed }
    }

    fn start_search(&mut self, job: Job) {
        let level = match job {
            Job::Move => Level::new(self.settings.level),
            _ => Level::FULL,
        };
        let settings = self.search_settings(level);
        let now = self.clock_now();
        let limits = match (&self.clock, job) {
            (Some(clock), Job::Move) if clock.running().is_some() => clock.budget(now).limits(),
            _ => Limits::movetime(self.settings.move_time_ms),
        };
        let history = self.session.record().history_keys(self.session.record().current());
        self.engine.start(job, self.session.position(), history, limits, settings);
        self.progress = None;
    }

    /// Starts the engine when the computer is to move in a live position at the end of the
    /// line and nothing else is going on.
    fn start_engine_if_due(&mut self) {
        let side = self.session.position().side_to_move();
        let due = self.engine.running().is_none()
            && !self.is_person(side)
            && self.session.outcome().is_none()
            && self.session.at_line_end()
            && self.animation.is_none()
            && self.editor.is_none()
            && !self.analysis.is_on()
            && !self.clock.as_ref().is_some_and(GameClock::is_paused);
        if due {
            self.start_search(Job::Move);
        }
    }

    fn receive_engine_events(&mut self) {
        for event in self.engine.poll() {
            match event {
                EngineEvent::Progress(progress) => self.progress = Some(progress),
                EngineEvent::Done { job: Job::Move, best, score } => {
                    self.progress = None;
                    self.last_score = Some((self.session.position().side_to_move(), score));
                    if let Some(best) = best {
                        self.play_move(best);
                    }
                }
                EngineEvent::Done { job: Job::Hint, best, .. } => {
                    self.progress = None;
                    let moves = self.session.moves();
                    self.hint = best.and_then(|mv| moves.iter().find(|c| c.mv == mv).cloned());
                }
                other => self.hear_analysis(other),
            }
        }
    }

    fn ask_hint(&mut self) {
        let side = self.session.position().side_to_move();
        if self.session.outcome().is_some() || !self.is_person(side) {
            self.say("A hint is for a person to move", false);
            return;
        }
        self.hint = None;
        self.start_search(Job::Hint);
    }

    fn move_now(&mut self) {
        if self.engine.running() == Some(Job::Move) {
            self.engine.hurry();
        } else if self.session.outcome().is_none() && self.animation.is_none() {
            self.hint = None;
            self.start_search(Job::Move);
        }
    }

    /// The person who acts for a decision: the side to move if a person plays it, else the
    /// other side if a person plays that.
    fn person_acting(&self) -> Side {
        let to_move = self.session.position().side_to_move();
        if self.is_person(to_move) || !self.is_person(!to_move) { to_move } else { !to_move }
    }

    fn resign(&mut self) {
        if self.session.outcome().is_some() {
            return;
        }
        self.leave_position();
        let side = self.person_acting();
        self.session.resign(side);
    }

    fn offer_draw(&mut self) {
        if self.session.outcome().is_some() {
            return;
        }
        let offerer = self.person_acting();
        let opponent = !offerer;
        if self.is_person(opponent) {
            self.leave_position();
            self.session.agree_draw();
            return;
        }
        // The computer accepts when its last evaluation does not favour it.
        let accepts = match self.last_score {
            Some((side, score)) if side == opponent => score.centi() <= 20,
            Some((_, score)) => score.centi() >= -20,
            None => false,
        };
        if accepts {
            self.leave_position();
            self.session.agree_draw();
        } else {
            self.say("The computer declines the draw and plays on", false);
        }
    }
}

impl eframe::App for App {
    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
    }

    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        if let Some(size) = self.window_size {
            self.settings.window = Some(size);
        }
        self.save_settings();
        self.shut_down();
    }
}
