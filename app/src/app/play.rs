//! Playing the game: moves from the board, the engine and the keyboard, taking back and
//! stepping through the game, hints, resigning and draws, and the game's clocks.

use std::time::{SystemTime, UNIX_EPOCH};

use damier_core::cells::cells_of;
use damier_core::notation::MoveError;
use damier_core::search::{Level, Limits, Settings as SearchSettings};
use damier_core::{AnyMove, AnyPosition, Side};
use damier_sound::Sound;

use super::App;
use crate::board::anim::Animation;
use crate::clocks::GameClock;
use crate::engine::{EngineEvent, Job};
use crate::i18n::t;
use crate::session::Session;
use crate::settings::Player;
use damier_core::MoveInfo;

impl App {
    /// Starts a new game from the start position, played as the settings say.
    pub(super) fn new_game(&mut self) {
        if self.asks_remote_games() {
            // The game starts when the program accepts it.
            self.ask_remote_game();
            return;
        }
        self.set_up(AnyPosition::start(self.settings.variant));
        self.game_players = None;
        self.start_clock();
    }

    /// Has the computer play in a studied game from the position shown: as the settings say,
    /// or, when they have people on both sides, against the side to move.
    pub(super) fn play_computer(&mut self) {
        if self.session.outcome().is_some() || self.session.at_recorded_end() {
            let text = t!(self.messages, "notice-game-over-no-move");
            self.say(&text, false);
            return;
        }
        if self.settings.players.contains(&Player::Computer) {
            self.game_players = None;
        } else {
            let mut players = [Player::Computer; 2];
            players[self.session.position().side_to_move().index()] = Player::Person;
            self.game_players = Some(players);
        }
        self.clear_passing_notice();
    }

    /// Gives the game in the window the clocks of the settings' time control (a game with
    /// no move yet).
    pub(super) fn start_clock(&mut self) {
        let Some(control) = self.settings.time_control() else { return };
        self.session.tags_mut().set("TimeControl", control.tag());
        let first = self.session.record().start_position().side_to_move();
        self.clock = Some(GameClock::new(control, first));
    }

    pub(super) fn set_time_control(&mut self, control: Option<damier_core::clock::TimeControl>) {
        self.settings.time_control = control.map(|c| c.tag());
        let fresh = self.session.record().is_empty() && self.files.document().path.is_none();
        if !fresh {
            let text = t!(self.messages, "notice-clock-next-game");
            self.say(&text, false);
            return;
        }
        self.clock = None;
        self.session.tags_mut().remove("TimeControl");
        self.start_clock();
    }

    /// Runs the clock of the side to move while the game goes on at the end of its line, and
    /// ends the game when a side's time runs out.
    pub(super) fn run_clock(&mut self, ctx: &egui::Context) {
        let now = self.clock_now();
        let session = &self.session;
        let live = match self.remote_tip() {
            // A game with a program goes on wherever the window shows.
            Some(tip) => {
                let record = session.record();
                let over = record.rules_outcome(tip).or(record.declared()).is_some();
                (!over).then(|| record.position_at(tip).side_to_move())
            }
            None => {
                let live =
                    session.outcome().is_none() && session.at_line_end() && self.editor.is_none();
                live.then(|| session.position().side_to_move())
            }
        };
        let Some(clock) = &mut self.clock else { return };
        let flagged = clock.tick(live, now);
        if let Some(after) = clock.next_change(now) {
            ctx.request_repaint_after(after);
        }
        if let Some(side) = flagged {
            // The status line says how the game ended.
            self.leave_position();
            self.session.lose_on_time(side);
            self.clear_passing_notice();
            self.hear(Sound::GameOver);
        }
    }

    pub(super) fn pause_clock(&mut self) {
        let now = self.clock_now();
        if self.session.outcome().is_some() {
            return;
        }
        if self.remote_side.is_some() {
            let text = t!(self.messages, "notice-remote-no-pause");
            self.say(&text, false);
            return;
        }
        let Some(clock) = &mut self.clock else {
            let text = t!(self.messages, "notice-no-clock");
            self.say(&text, false);
            return;
        };
        clock.toggle_pause(now);
        let paused = clock.is_paused();
        if paused && self.engine.running() == Some(Job::Move) {
            self.engine.cancel();
        }
        // The status line says that the clocks are paused for as long as they are; the notice
        // of a game restored paused goes with the pause, though it lasts from the start.
        self.clear_passing_notice();
        let restored = t!(self.messages, "notice-restored-clocks-paused");
        if !paused && self.notice.as_ref().is_some_and(|n| n.text == restored) {
            self.notice = None;
        }
        // Written with the game now, not at the next move.
        self.files.track_again();
    }

    /// Forgets everything tied to the position shown: a search, the hint, the animation, the
    /// board's selection.
    pub(super) fn leave_position(&mut self) {
        self.engine.cancel();
        self.hint = None;
        self.animation = None;
        self.board.reset();
    }

    pub(super) fn navigate(&mut self, step: impl FnOnce(&mut Session)) {
        self.leave_position();
        self.taken_back = None;
        step(&mut self.session);
    }

    /// Undo (`back`) or redo, stopping where a person is to move.
    pub(super) fn take_back(&mut self, back: bool) {
        if self.remote_side.is_some() {
            let text = t!(self.messages, "notice-remote-no-undo");
            self.say(&text, false);
            return;
        }
        self.leave_position();
        let players = self.players();
        let person = move |side: Side| players[side.index()] == Player::Person;
        let moved = if back { self.session.undo(person) } else { self.session.redo(person) };
        let against_the_computer = players.contains(&Player::Computer);
        self.taken_back = (moved && back && against_the_computer).then(|| self.current());
        if !moved {
            let text = if back {
                t!(self.messages, "notice-nothing-to-undo")
            } else {
                t!(self.messages, "notice-nothing-to-redo")
            };
            self.say(&text, false);
        }
    }

    /// Whether the player paused the game's clocks: the board then takes no move.
    pub(super) fn is_paused(&self) -> bool {
        self.clock.as_ref().is_some_and(GameClock::is_paused)
    }

    /// Refuses a move while the clocks are paused (the status line says why). True when
    /// refused.
    fn refused_while_paused(&mut self) -> bool {
        if !self.is_paused() {
            return false;
        }
        self.board.reset();
        true
    }

    /// The node the cursor is on.
    fn current(&self) -> damier_core::game::NodeId {
        self.session.record().current()
    }

    /// Before a move where moves were taken back against the computer: the line taken back
    /// goes, so that the move replaces it rather than starting a variation.
    fn replace_taken_back(&mut self) {
        if self.taken_back.take() == Some(self.current()) {
            self.session.truncate();
        }
    }

    /// Plays the move written `text` (typed).
    pub(super) fn play(&mut self, text: &str) {
        if self.refused_while_paused() {
            return;
        }
        self.replace_taken_back();
        let before = self.session.position().clone();
        let played = self.session.play(text);
        self.after_move(before, played);
    }

    /// Plays `mv`, a move handed over as a value (by the board, the engine or an analysis
    /// line).
    pub(super) fn play_move(&mut self, mv: AnyMove) {
        if self.refused_while_paused() {
            return;
        }
        self.replace_taken_back();
        let before = self.session.position().clone();
        let played = self.session.play_move(&mv);
        self.after_move(before, played);
    }

    /// Counts the clock, clears what belonged to the position before and starts the
    /// animation after a move played from `before`; says why a refused move was refused.
    pub(super) fn after_move(&mut self, before: AnyPosition, played: Result<MoveInfo, MoveError>) {
        match played {
            Ok(choice) => {
                let record = self.session.record();
                let parent = record.parent(record.current());
                self.send_to_remote(parent, before.side_to_move());
                let now = self.clock_now();
                if let Some(left) = self.clock.as_mut().and_then(|c| c.moved(now)) {
                    self.session.note_clock(left);
                }
                self.engine.cancel();
                self.hint = None;
                self.clear_passing_notice();
                self.board.reset();
                self.hear(if choice.is_capture() { Sound::Capture } else { Sound::Move });
                if self.session.outcome().is_some() {
                    self.hear(Sound::GameOver);
                }
                self.animation = self.settings.animate.then(|| {
                    Animation::new(before, self.session.position().clone(), choice, self.now)
                });
            }
            Err(e) => {
                let text = self.messages.move_error(&e);
                self.say(&text, true);
            }
        }
    }

    /// Plays `sound` when the settings want sounds.
    fn hear(&mut self, sound: Sound) {
        if self.settings.sound {
            self.speaker.play(sound);
        }
    }

    pub(super) fn search_settings(&self, level: Level) -> SearchSettings {
        let seed = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_nanos() as u64);
        SearchSettings { multipv: 1, level, seed }
    }

    pub(super) fn start_search(&mut self, job: Job) {
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
        let past = self.session.record().past(self.session.record().current());
        self.engine.start(job, self.session.position(), past, limits, settings);
    }

    /// Starts the engine when the computer is to move in a live position at the end of the
    /// line and nothing else is going on.
    pub(super) fn start_engine_if_due(&mut self) {
        let side = self.session.position().side_to_move();
        let due = self.engine.running().is_none()
            && self.is_computer(side)
            && self.session.outcome().is_none()
            && self.session.at_line_end()
            && !self.session.at_recorded_end()
            && self.animation.is_none()
            && self.editor.is_none()
            && !self.analysis.is_on()
            && !self.is_paused();
        if due {
            self.start_search(Job::Move);
        }
    }

    pub(super) fn receive_engine_events(&mut self) {
        for event in self.engine.poll() {
            match event {
                EngineEvent::Done { job: Job::Move, best, score, book } => {
                    self.last_score = Some((self.session.position().side_to_move(), score));
                    if let Some(best) = best {
                        self.play_move(best);
                        self.from_book = book.then(|| self.session.position().hash_key());
                    }
                }
                EngineEvent::Done { job: Job::Hint, best, .. } => {
                    let moves = self.session.moves();
                    self.hint = best.and_then(|mv| moves.iter().find(|c| c.mv == mv).cloned());
                }
                other => self.analysis.hear(other),
            }
        }
    }

    pub(super) fn ask_hint(&mut self) {
        let side = self.session.position().side_to_move();
        if self.session.outcome().is_some() || !self.is_person(side) {
            let text = t!(self.messages, "notice-hint-for-person");
            self.say(&text, false);
            return;
        }
        self.hint = None;
        self.start_search(Job::Hint);
    }

    pub(super) fn move_now(&mut self) {
        let side = self.session.position().side_to_move();
        if self.players()[side.index()] == Player::Remote {
            return;
        }
        if self.engine.running() == Some(Job::Move) {
            self.engine.hurry();
        } else if self.session.at_recorded_end() {
            let text = t!(self.messages, "notice-game-over-no-move");
            self.say(&text, false);
        } else if self.session.outcome().is_none() && self.animation.is_none() {
            self.hint = None;
            self.start_search(Job::Move);
        }
    }

    /// The person who acts for a decision: the side to move if a person plays it, else the
    /// other side if a person plays that.
    pub(super) fn person_acting(&self) -> Side {
        let to_move = self.session.position().side_to_move();
        if self.is_person(to_move) || !self.is_person(!to_move) { to_move } else { !to_move }
    }

    pub(super) fn resign(&mut self) {
        if self.session.outcome().is_some() {
            return;
        }
        self.leave_position();
        let side = self.person_acting();
        self.session.resign(side);
    }

    pub(super) fn offer_draw(&mut self) {
        if self.session.outcome().is_some() {
            return;
        }
        let offerer = self.person_acting();
        let opponent = !offerer;
        if self.players()[opponent.index()] == Player::Remote {
            let text = t!(self.messages, "notice-remote-no-draw");
            self.say(&text, false);
            return;
        }
        if self.is_person(opponent) {
            self.leave_position();
            self.session.agree_draw();
            return;
        }
        // The computer accepts when a draw is fair for it by its last evaluation: it stands
        // worse, or the game is level with few pieces left. It declines a level game with most
        // pieces still on the board, and any game it has not judged yet.
        let own = match self.last_score {
            Some((side, score)) if side == opponent => Some(score.centi()),
            Some((_, score)) => Some(-score.centi()),
            None => None,
        };
        let start = AnyPosition::start(self.session.variant());
        let few = pieces(self.session.position()) * 3 <= pieces(&start);
        let accepts = own.is_some_and(|own| own <= -30 || (few && own <= 20));
        if accepts {
            self.leave_position();
            self.session.agree_draw();
        } else {
            let text = t!(self.messages, "notice-draw-declined");
            self.say(&text, false);
        }
    }
}

/// How many pieces stand on the board of `position` (a Lasca column counts each of its pieces).
fn pieces(position: &AnyPosition) -> usize {
    let geometry = position.geometry();
    cells_of(geometry.board).map(|cell| position.stack(cell).len()).sum()
}
