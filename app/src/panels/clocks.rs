//! The clocks beside the board (each side's time left, the side to move's lit, red when short
//! of time, a button to pause them) and the chooser of the time control of new games.

use std::time::Duration;

use damier_core::Side;
use damier_core::clock::{self, TimeControl};
use egui::{DragValue, RichText, Ui};

use crate::clocks::GameClock;
use crate::commands::Command;
use crate::i18n::{Messages, t};
use crate::view::View;

/// Shows the game's clocks, if it has any.
pub fn show(ui: &mut Ui, view: &View, out: &mut Vec<Command>) {
    let Some(game_clock) = view.clock else { return };
    let m = view.messages;
    let now = view.now;
    let variant = view.session.variant();
    ui.horizontal(|ui| {
        for side in Side::BOTH {
            face(ui, game_clock, side, &m.side(variant, side), now);
        }
    });
    ui.horizontal(|ui| {
        ui.label(RichText::new(m.time_control(&game_clock.control())).weak());
        let label =
            if game_clock.is_paused() { t!(m, "clock-resume") } else { t!(m, "clock-pause") };
        let goes_on = view.session.outcome().is_none();
        if ui.add_enabled(goes_on, egui::Button::new(label)).on_hover_text("P").clicked() {
            out.push(Command::PauseClock);
        }
    });
    ui.add_space(4.0);
}

/// One side's clock face, `name` the side's name.
fn face(ui: &mut Ui, game_clock: &GameClock, side: Side, name: &str, now: Duration) {
    let running = game_clock.running() == Some(side);
    let visuals = ui.visuals();
    let mut time = RichText::new(clock::show(game_clock.left(side, now))).monospace().size(22.0);
    if running {
        time = time.strong();
    }
    if game_clock.is_short(side, now) {
        time = time.color(visuals.error_fg_color);
    }
    let fill = if running { visuals.selection.bg_fill } else { visuals.faint_bg_color };
    egui::Frame::NONE.fill(fill).corner_radius(4.0).inner_margin(6.0).show(ui, |ui| {
        ui.set_min_width(96.0);
        ui.vertical(|ui| {
            ui.label(RichText::new(name).small());
            ui.label(time);
        });
    });
}

/// The time control of new games: none, a preset of the game, minutes and an increment, or
/// any control typed as PGN writes it (`40/7200:3600`, `180d2`).
pub fn chooser(ui: &mut Ui, view: &View, out: &mut Vec<Command>) {
    let m = view.messages;
    let current = view.settings.time_control();
    let shown = current.map_or_else(|| t!(m, "clock-none"), |c| m.time_control(&c));
    egui::ComboBox::from_label(t!(m, "clock-label")).selected_text(shown).show_ui(ui, |ui| {
        if ui.selectable_label(current.is_none(), t!(m, "clock-none")).clicked() {
            out.push(Command::SetTimeControl(None));
        }
        for preset in TimeControl::presets(view.session.variant()) {
            if ui.selectable_label(current == Some(preset), m.time_control(&preset)).clicked() {
                out.push(Command::SetTimeControl(Some(preset)));
            }
        }
        if ui.selectable_label(false, t!(m, "clock-type-one")).clicked() {
            ui.data_mut(|d| d.insert_temp(typing_id(), Some(String::new())));
        }
    });
    if let Some(control) = current {
        minutes_and_increment(ui, m, control, out);
    }
    typed(ui, m, out);
}

/// Where the text of a time control being typed is kept (none while none is).
fn typing_id() -> egui::Id {
    egui::Id::unique("typed time control")
}

/// Two numbers to change the control: minutes for the game and seconds added a move.
fn minutes_and_increment(ui: &mut Ui, m: &Messages, control: TimeControl, out: &mut Vec<Command>) {
    let mut minutes = control.base.as_secs_f64() / 60.0;
    let mut increment = control.increment.as_secs_f64();
    ui.horizontal(|ui| {
        // A control set otherwise (a 3-second game, say) is shown as it is, not clamped.
        let base = DragValue::new(&mut minutes)
            .range(0.25..=600.0)
            .clamp_existing_to_range(false)
            .speed(0.25)
            .suffix(t!(m, "unit-minutes-suffix"));
        let more = DragValue::new(&mut increment)
            .range(0.0..=300.0)
            .clamp_existing_to_range(false)
            .speed(0.5)
            .suffix(t!(m, "unit-seconds-suffix"));
        let base_changed = ui.add(base).on_hover_text(t!(m, "clock-game-time")).changed();
        ui.label("+");
        let more_changed = ui.add(more).on_hover_text(t!(m, "clock-increment")).changed();
        if base_changed || more_changed {
            out.push(Command::SetTimeControl(Some(TimeControl {
                base: Duration::from_secs_f64(minutes * 60.0),
                increment: Duration::from_secs_f64(increment),
                ..control
            })));
        }
    });
}

/// A box to type a time control in, as PGN's `TimeControl` tag writes it, once asked for
/// with "Type one…": Enter sets it, Escape puts the box away.
fn typed(ui: &mut Ui, m: &Messages, out: &mut Vec<Command>) {
    let id = typing_id();
    let Some(mut text) = ui.data(|d| d.get_temp::<Option<String>>(id)).flatten() else {
        return;
    };
    let parsed = TimeControl::parse(&text);
    let response = ui
        .horizontal(|ui| {
            let label = ui.label(t!(m, "clock-typed-label"));
            let edit = egui::TextEdit::singleline(&mut text)
                .hint_text("40/7200:3600, 180d2…")
                .desired_width(ui.available_width() - 8.0);
            ui.add(edit).labelled_by(label.id)
        })
        .inner;
    if !response.has_focus() && !response.lost_focus() && text.is_empty() {
        response.request_focus();
    }
    let hover = match &parsed {
        Err(e) if !text.trim().is_empty() => e.to_string(),
        _ => t!(m, "clock-typed-hint"),
    };
    let response = response.on_hover_text(hover);
    let (enter, escape) =
        ui.input(|i| (i.key_pressed(egui::Key::Enter), i.key_pressed(egui::Key::Escape)));
    let mut keep = Some(text);
    if response.lost_focus() && enter {
        if let Some(control) = keep.as_deref().and_then(|t| TimeControl::parse(t).ok()) {
            out.push(Command::SetTimeControl(Some(control)));
            keep = None;
        }
    } else if escape {
        keep = None;
    }
    ui.data_mut(|d| d.insert_temp(id, keep));
}
