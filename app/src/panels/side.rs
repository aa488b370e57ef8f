//! The side panel: game, players, strength, the game buttons, the route chooser, the Lasca
//! column inspector and the move list.

use damier_core::book::Book;
use damier_core::{Side, Variant};
use egui::{Slider, Ui};

use crate::commands::{self, Command};
use crate::i18n::t;
use crate::settings::Player;
use crate::view::View;

use super::move_entry::{self, MoveBox};
use super::moves::MoveRows;
use super::{clocks, inspector, moves, remote};

/// What the side panel keeps of its own between frames.
pub struct SideState<'a> {
    /// The move list's rows.
    pub move_rows: &'a MoveRows,
    /// The box moves are typed into.
    pub move_box: &'a mut MoveBox,
}

/// Shows the side panel; chosen commands go to `out`.
pub fn show(ui: &mut Ui, view: &View, state: SideState, out: &mut Vec<Command>) {
    let m = view.messages;
    ui.add_space(6.0);
    clocks::show(ui, view, out);
    let variant = view.session.variant();
    let game_type = egui::ComboBox::from_label(t!(m, "side-game-type"));
    game_type.selected_text(m.game(variant)).show_ui(ui, |ui| {
        for v in Variant::ALL {
            if ui.selectable_label(v == variant, m.game(v)).clicked() {
                out.push(Command::SetVariant(v));
            }
        }
    });
    ui.add_space(4.0);
    egui::Grid::new("players").num_columns(4).show(ui, |ui| {
        for side in Side::BOTH {
            let current = view.players[side.index()];
            let name = m.side(variant, side);
            ui.label(&name);
            let players = [
                (Player::Person, t!(m, "player-person"), t!(m, "player-person-hint", side = &name)),
                (
                    Player::Computer,
                    t!(m, "player-computer"),
                    t!(m, "player-computer-hint", side = &name),
                ),
                (Player::Remote, t!(m, "player-remote"), t!(m, "player-remote-hint", side = &name)),
            ];
            for (player, label, hint) in players {
                let possible = player != Player::Remote || variant == Variant::International;
                let response = ui
                    .add_enabled(possible, egui::Button::selectable(current == player, label))
                    .on_hover_text(hint)
                    .on_disabled_hover_text(t!(m, "player-remote-international"));
                if response.clicked() && current != player {
                    out.push(Command::SetPlayer(side, player));
                }
            }
            ui.end_row();
        }
    });
    if view.players.contains(&Player::Remote) || view.settings.remote_side().is_some() {
        remote::show(ui, view, out);
    }
    if view.studied {
        ui.label(t!(m, "side-studied"));
        let label = t!(m, "command-play-computer");
        let enabled = super::menu::enabled(view, &Command::PlayComputer);
        if ui.add_enabled(enabled, egui::Button::new(label).wrap()).clicked() {
            out.push(Command::PlayComputer);
        }
    }
    ui.add_space(4.0);
    strength(ui, view, out);
    clocks::chooser(ui, view, out);
    ui.add_space(6.0);
    buttons(ui, view, out);
    move_entry::show(ui, view, state.move_box, out);
    routes(ui, view, out);
    inspector::show(ui, view);
    ui.separator();
    moves::show(ui, view, state.move_rows, out);
}

fn strength(ui: &mut Ui, view: &View, out: &mut Vec<Command>) {
    let m = view.messages;
    let mut level = view.settings.level;
    if ui.add(Slider::new(&mut level, 1..=10).text(t!(m, "side-strength"))).changed() {
        out.push(Command::SetLevel(level));
    }
    let mut seconds = view.settings.move_time_ms as f64 / 1000.0;
    let suffix = t!(m, "unit-seconds-suffix");
    let slider = Slider::new(&mut seconds, 0.2..=30.0).logarithmic(true).suffix(suffix);
    let on_the_clock = view.clock.is_some();
    let response = ui
        .add_enabled(!on_the_clock, slider.text(t!(m, "side-time-per-move")))
        .on_disabled_hover_text(t!(m, "side-time-on-clock"));
    if response.changed() {
        out.push(Command::SetMoveTime((seconds * 1000.0).round() as u64));
    }
    let processors = crate::settings::processors();
    let mut threads = view.settings.threads;
    let most = processors.max(threads);
    let slider = Slider::new(&mut threads, 1..=most).text(t!(m, "side-threads"));
    let hover = t!(m, "side-threads-hint", processors = processors);
    if ui.add(slider).on_hover_text(hover).changed() {
        out.push(Command::SetThreads(threads));
    }
    let mut book = view.settings.opening_book;
    let variant = view.session.variant();
    let checkbox = egui::Checkbox::new(&mut book, t!(m, "side-book"));
    let response = ui
        .add_enabled(Book::ships(variant), checkbox)
        .on_hover_text(t!(m, "side-book-hint"))
        .on_disabled_hover_text(t!(m, "side-book-none", game = m.game(variant)));
    if response.changed() {
        out.push(Command::SetOpeningBook(book));
    }
}

fn buttons(ui: &mut Ui, view: &View, out: &mut Vec<Command>) {
    let session = view.session;
    let record = session.record();
    let live = session.outcome().is_none();
    let person_to_move = view.is_person(session.position().side_to_move());
    let at_start = record.current() == record.root();
    let rows: [[(Command, bool); 2]; 3] = [
        [(Command::NewGame, true), (Command::Undo, !at_start)],
        [(Command::Redo, !session.at_line_end()), (Command::Hint, live && person_to_move)],
        [(Command::MoveNow, live), (Command::OfferDraw, live)],
    ];
    egui::Grid::new("game buttons").num_columns(2).show(ui, |ui| {
        for row in rows {
            for (command, enabled) in row {
                button(ui, view, command, enabled, out);
            }
            ui.end_row();
        }
        button(ui, view, Command::Resign, live, out);
        ui.end_row();
    });
}

/// A button for a named command, its shortcut in the tooltip.
fn button(ui: &mut Ui, view: &View, command: Command, enabled: bool, out: &mut Vec<Command>) {
    let Some(entry) = commands::entry(&command) else { return };
    let width = (ui.available_width() / 2.0 - 8.0).max(90.0);
    let label = view.messages.text(entry.label, None);
    let response = ui.add_enabled(enabled, egui::Button::new(label).min_size([width, 0.0].into()));
    let response = match &entry.shortcut {
        Some(s) => response.on_hover_text(ui.ctx().format_shortcut(s)),
        None => response,
    };
    if response.clicked() {
        out.push(command);
    }
}

/// The routes of an ambiguous capture, to pick one.
fn routes(ui: &mut Ui, view: &View, out: &mut Vec<Command>) {
    let routes = view.board.pending_routes();
    if routes.is_empty() {
        return;
    }
    ui.separator();
    ui.strong(t!(view.messages, "routes-heading"));
    ui.label(t!(view.messages, "routes-text"));
    for (i, choice) in routes.iter().enumerate() {
        let color = crate::board::style::ROUTES[i % crate::board::style::ROUTES.len()];
        let text = egui::RichText::new(&choice.full).color(color).strong();
        if ui.button(text).clicked() {
            out.push(Command::PlayMove(choice.mv));
        }
    }
}
