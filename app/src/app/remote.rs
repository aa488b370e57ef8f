//! Playing a program over DamExchange in the window: connecting to it or waiting for it,
//! starting the games it asks for or accepts, playing its moves at the end of the game and
//! sending the window's, and telling it how each game ends. The window's game follows the
//! game with the program along its main line; its last position there is the one moves are
//! played at.

use damier_core::dxp::{EndReason, Role};
use damier_core::game::{GameRecord, NodeId, Outcome};
use damier_core::{AnyMove, AnyPosition, InternationalPosition, Move, Position, Side, Variant};

use super::App;
use crate::clocks::GameClock;
use crate::engine::Job;
use crate::i18n::t;
use crate::remote::{News, Status};
use crate::settings::Player;

impl App {
    /// Says who plays `side`, for this game and the next ones. A program over DamExchange
    /// plays one side at most, and International draughts only; when the side it plays
    /// changes, the connection to it is dropped.
    pub(super) fn set_player(&mut self, side: Side, player: Player) {
        if player == Player::Remote && self.session.variant() != Variant::International {
            let text = t!(self.messages, "player-remote-international");
            self.say(&text, true);
            return;
        }
        let remote_before = self.settings.remote_side();
        let mut players = self.players();
        players[side.index()] = player;
        if player == Player::Remote && players[(!side).index()] == Player::Remote {
            players[(!side).index()] = Player::Computer;
        }
        self.settings.players = players;
        self.game_players = None;
        if player != Player::Computer && self.engine.running() == Some(Job::Move) {
            self.engine.cancel();
        }
        if self.settings.remote_side() != remote_before {
            self.disconnect_remote();
        }
    }

    /// Connects to the program over DamExchange, or waits for it, as the settings say.
    pub(super) fn connect_remote(&mut self) {
        if self.session.variant() != Variant::International {
            let text = t!(self.messages, "player-remote-international");
            self.say(&text, true);
            return;
        }
        self.end_remote_game(EndReason::Unknown);
        let address = self.settings.remote.address.trim().to_string();
        if self.settings.remote.listens {
            self.remote.listen(&address);
        } else {
            self.remote.connect(&address);
        }
    }

    /// Drops the connection to the program, ending the game under way with it.
    pub(super) fn disconnect_remote(&mut self) {
        self.end_remote_game(EndReason::Unknown);
        self.remote.stop();
    }

    /// Where the connection to the program stands.
    pub fn remote_status(&self) -> &Status {
        self.remote.status()
    }

    /// The side the program over DamExchange plays in the game under way with it.
    pub fn remote_side(&self) -> Option<Side> {
        self.remote_side
    }

    /// The program's name, or its address until it says it.
    pub(super) fn remote_name(&self) -> String {
        match (self.remote.name(), self.remote.status()) {
            (Some(name), _) => name.to_string(),
            (None, Status::Connected { peer, .. }) => peer.clone(),
            (None, _) => "DXP".to_string(),
        }
    }

    /// Takes what the program sent since the last frame.
    pub(super) fn hear_remote(&mut self) {
        for news in self.remote.poll() {
            let name = self.remote_name();
            match news {
                News::Connected(Role::Initiator) => self.ask_remote_game(),
                News::Connected(Role::Follower) => {}
                News::Started { start, remote, control, opponent } => {
                    self.start_remote_game(start, remote, control, &opponent)
                }
                News::Declined => {
                    let text = t!(self.messages, "notice-remote-declined", name = name);
                    self.say(&text, true);
                }
                News::Moved(mv) => self.play_remote_move(mv),
                News::Ended(reason) => self.remote_ended(reason, &name),
                News::Broke(why) => {
                    self.remote_lost();
                    let text = t!(self.messages, "notice-remote-broke", name = name, reason = why);
                    self.say(&text, true);
                }
                News::Chat(text) => {
                    let text = t!(self.messages, "notice-remote-chat", name = name, text = text);
                    self.tell(&text);
                }
                News::Lost(why) => {
                    self.remote_lost();
                    let text = t!(self.messages, "notice-remote-lost", name = name, reason = why);
                    self.say(&text, true);
                }
            }
        }
    }

    /// Whether a new game is asked of the program: the window called it and it plays a side.
    pub(super) fn asks_remote_games(&self) -> bool {
        self.remote.role() == Some(Role::Initiator) && self.settings.remote_side().is_some()
    }

    /// As the initiator, asks the program for a game from the start, on the settings' clock.
    pub(super) fn ask_remote_game(&mut self) {
        let Some(side) = self.settings.remote_side() else { return };
        self.end_remote_game(EndReason::Unknown);
        let control = self.settings.time_control();
        self.remote.ask(InternationalPosition::start(), side, control);
    }

    /// Starts the game the program asked for or accepted: the program plays `remote`, the
    /// settings' other player the other side.
    fn start_remote_game(
        &mut self,
        start: InternationalPosition,
        remote: Side,
        control: Option<damier_core::clock::TimeControl>,
        opponent: &str,
    ) {
        let local = match self.settings.players[(!remote).index()] {
            Player::Remote => self.settings.players[remote.index()],
            player => player,
        };
        let local = if local == Player::Remote { Player::Computer } else { local };
        self.load_record(GameRecord::new(AnyPosition::International(start)));
        let mut players = [local; 2];
        players[remote.index()] = Player::Remote;
        self.game_players = Some(players);
        self.remote_side = Some(remote);
        let local_name = match local {
            Player::Person => self.settings.name.trim().to_string(),
            _ => t!(self.messages, "player-damier-level", level = self.settings.level),
        };
        for side in Side::BOTH {
            let name = if side == remote { opponent.to_string() } else { local_name.clone() };
            let tag = if side == Side::White { "White" } else { "Black" };
            if !name.is_empty() {
                self.session.tags_mut().set(tag, name);
            }
        }
        if let Some(control) = control {
            self.session.tags_mut().set("TimeControl", control.tag());
            self.clock = Some(GameClock::new(control, start.side_to_move()));
        }
        self.remote_turn_began = self.now;
        let text = t!(self.messages, "notice-remote-game", name = opponent);
        self.tell(&text);
    }

    /// The node of the window's game where the game with the program stands after `moves`:
    /// along the main line, if the window's game still follows it.
    fn node_after(&self, moves: &[Move]) -> Option<NodeId> {
        let record = self.session.record();
        let line = record.main_line();
        let mut matches = line.iter().skip(1).zip(moves);
        let follows = matches.all(|(&id, mv)| {
            record.move_info(id).map(|info| info.mv) == Some(AnyMove::International(*mv))
        });
        (follows && line.len() > moves.len()).then(|| line[moves.len()])
    }

    /// Where the game with the program stands in the window (its last position).
    pub(super) fn remote_tip(&self) -> Option<NodeId> {
        self.remote_side?;
        self.node_after(self.remote.game_moves()?)
    }

    /// Plays the program's move at the end of the game with it.
    fn play_remote_move(&mut self, mv: Move) {
        let Some(moves) = self.remote.game_moves() else { return };
        let before = &moves[..moves.len().saturating_sub(1)];
        let Some(at) = self.node_after(before).filter(|_| self.remote_side.is_some()) else {
            return self.lost_track();
        };
        self.leave_position();
        self.session.go_to(at);
        self.play_move(AnyMove::International(mv));
        self.remote_turn_began = self.now;
    }

    /// After a move played in the window from `parent` by `mover`: sends it to the program
    /// when it is the window's move at the end of the game with it.
    pub(super) fn send_to_remote(&mut self, parent: Option<NodeId>, mover: Side) {
        if self.remote_side.is_none_or(|remote| remote == mover) {
            return;
        }
        let record = self.session.record();
        let Some(AnyMove::International(mv)) =
            record.move_info(record.current()).map(|info| info.mv)
        else {
            return;
        };
        if parent.is_some() && parent == self.remote_tip() {
            let seconds = (self.now - self.remote_turn_began).clamp(0.0, 9999.0).round() as u16;
            self.remote.play(&mv, seconds);
            self.remote_turn_began = self.now;
        }
    }

    /// Whether a move may be played at the cursor: in a game with the program, only at its
    /// end (a refused move is said why).
    pub(super) fn refused_off_the_remote_game(&mut self) -> bool {
        let off = self.remote_side.is_some()
            && self.remote_tip() != Some(self.session.record().current());
        if off {
            let text = t!(self.messages, "notice-remote-at-end");
            self.say(&text, true);
        }
        off
    }

    /// Tells the program how the game ended once the window's game with it is over: on the
    /// window's turn, or when a player ended it (a resignation, the time), at once; when the
    /// rules ended it on the program's turn, the program ends it itself.
    pub(super) fn end_remote_game_if_over(&mut self) {
        let Some(remote) = self.remote_side else { return };
        if self.remote.game_moves().is_none() {
            self.remote_side = None;
            return;
        }
        let Some(tip) = self.remote_tip() else { return self.lost_track() };
        let record = self.session.record();
        let by_rules = record.rules_outcome(tip);
        let Some(outcome) = by_rules.or(record.declared()) else { return };
        let theirs = record.position_at(tip).side_to_move() == remote;
        if theirs && by_rules.is_some() {
            return;
        }
        self.end_remote_game(reason_of(&outcome, !remote));
    }

    /// Ends the game under way with the program, for `reason` (the window's point of view).
    pub(super) fn end_remote_game(&mut self, reason: EndReason) {
        if self.remote_side.take().is_some() {
            self.remote.end(reason);
        }
    }

    /// The program ended the game: its resignation or draw is recorded; a game it ended
    /// otherwise stops where it is, studied.
    fn remote_ended(&mut self, reason: EndReason, name: &str) {
        let Some(remote) = self.remote_side.take() else { return };
        let ended = self.game_outcome();
        self.leave_position();
        let text = match (ended, reason) {
            (Some(_), _) => t!(self.messages, "notice-remote-ended", name = name),
            (None, EndReason::Loses) => {
                self.session.resign(remote);
                t!(self.messages, "notice-remote-ended", name = name)
            }
            (None, EndReason::Draw) => {
                self.session.agree_draw();
                t!(self.messages, "notice-remote-ended", name = name)
            }
            (None, EndReason::Wins | EndReason::Unknown) => {
                self.stop_unfinished();
                t!(self.messages, "notice-remote-stopped", name = name)
            }
        };
        self.tell(&text);
    }

    /// How the window's game ended, along its main line, if it has.
    fn game_outcome(&self) -> Option<Outcome> {
        let record = self.session.record();
        record.declared().or_else(|| record.main_line_outcome().map(|(_, outcome)| outcome))
    }

    /// The program broke off the game or its connection ended: it forfeits a game that was
    /// going on.
    fn remote_lost(&mut self) {
        let Some(remote) = self.remote_side.take() else { return };
        if self.game_outcome().is_none() {
            self.leave_position();
            self.session.forfeit(remote);
        }
    }

    /// The window's game no longer follows the game with the program (its moves were
    /// deleted): the game with the program ends, and the window's stops.
    fn lost_track(&mut self) {
        let name = self.remote_name();
        self.end_remote_game(EndReason::Unknown);
        self.stop_unfinished();
        let text = t!(self.messages, "notice-remote-lost-track", name = name);
        self.say(&text, true);
    }

    /// A game that stops without a result: studied from now on, its clocks stopped.
    fn stop_unfinished(&mut self) {
        self.game_players = Some(super::STUDY);
        let now = self.clock_now();
        if let Some(clock) = &mut self.clock
            && !clock.is_paused()
        {
            clock.toggle_pause(now);
        }
    }
}

/// The reason a side gives for ending a game with `outcome`, the window playing `ours`.
fn reason_of(outcome: &Outcome, ours: Side) -> EndReason {
    match outcome.winner {
        None => EndReason::Draw,
        Some(winner) if winner == ours => EndReason::Wins,
        Some(_) => EndReason::Loses,
    }
}
