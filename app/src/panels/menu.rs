//! The menu bar, built from the command table.

use egui::Ui;

use crate::commands::{Command, Menu, TABLE};
use crate::i18n::{Language, Messages, t};
use crate::settings::{Player, ThemeChoice};
use crate::view::View;

use super::command_button::command_button;
use super::review;

/// Shows the menu bar; chosen commands go to `out`.
pub fn show(ui: &mut Ui, view: &View, out: &mut Vec<Command>) {
    let m = view.messages;
    egui::MenuBar::new().ui(ui, |ui| {
        ui.menu_button(t!(m, "menu-file"), |ui| super::file_menu::show(ui, view, out));
        ui.menu_button(t!(m, "menu-edit"), |ui| entries(ui, view, Menu::Edit, out));
        ui.menu_button(t!(m, "menu-game"), |ui| {
            entries(ui, view, Menu::Game, out);
            ui.separator();
            ui.menu_button(t!(m, "menu-your-name"), |ui| your_name(ui, view, out));
        });
        ui.menu_button(t!(m, "menu-moves"), |ui| entries(ui, view, Menu::Moves, out));
        ui.menu_button(t!(m, "menu-analysis"), |ui| {
            entries(ui, view, Menu::Analysis, out);
            let ms = view.review.move_time_ms();
            ui.menu_button(t!(m, "menu-review-time"), |ui| review::time_options(ui, m, ms, out));
        });
        ui.menu_button(t!(m, "menu-view"), |ui| {
            entries(ui, view, Menu::View, out);
            ui.separator();
            let mut animate = view.settings.animate;
            if ui.checkbox(&mut animate, t!(m, "menu-animate")).changed() {
                out.push(Command::SetAnimate(animate));
            }
            let mut sound = view.settings.sound;
            if ui.checkbox(&mut sound, t!(m, "menu-sound")).changed() {
                out.push(Command::SetSound(sound));
            }
            ui.separator();
            for (theme, label) in themes(m) {
                if ui.radio(view.settings.theme == theme, label).clicked() {
                    out.push(Command::SetTheme(theme));
                }
            }
            ui.separator();
            ui.menu_button(t!(m, "menu-language"), |ui| languages(ui, view, out));
        });
        ui.menu_button(t!(m, "menu-help"), |ui| entries(ui, view, Menu::Help, out));
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            let dark = ui.visuals().dark_mode;
            // The button says what it switches to, not the theme in force.
            let (label, next, tip) = if dark {
                (t!(m, "theme-switch-light"), ThemeChoice::Light, t!(m, "theme-to-light"))
            } else {
                (t!(m, "theme-switch-dark"), ThemeChoice::Dark, t!(m, "theme-to-dark"))
            };
            if ui.button(label).on_hover_text(tip).clicked() {
                out.push(Command::SetTheme(next));
            }
        });
    });
}

/// The player's name, for the games saved against the computer.
fn your_name(ui: &mut Ui, view: &View, out: &mut Vec<Command>) {
    let m = view.messages;
    let mut name = view.settings.name.clone();
    let label = ui.label(t!(m, "name-label"));
    let edit = egui::TextEdit::singleline(&mut name).desired_width(220.0);
    if ui.add(edit).labelled_by(label.id).changed() {
        out.push(Command::SetName(name));
    }
}

/// The colour schemes with their names.
fn themes(m: &Messages) -> [(ThemeChoice, String); 3] {
    [
        (ThemeChoice::System, t!(m, "theme-system")),
        (ThemeChoice::Light, t!(m, "theme-light")),
        (ThemeChoice::Dark, t!(m, "theme-dark")),
    ]
}

/// The system's language, then every language by its own name; a choice applies at once.
fn languages(ui: &mut Ui, view: &View, out: &mut Vec<Command>) {
    let chosen = view.settings.language;
    let choices = Language::ALL.map(|l| (Some(l), l.own_name().to_string()));
    let system = (None, t!(view.messages, "language-system"));
    for (language, label) in std::iter::once(system).chain(choices) {
        if ui.radio(chosen == language, label).clicked() {
            out.push(Command::SetLanguage(language));
        }
    }
}

/// The commands of `menu`, each with its shortcut, enabled when they can do something.
fn entries(ui: &mut Ui, view: &View, menu: Menu, out: &mut Vec<Command>) {
    for entry in TABLE.iter().filter(|e| e.menu == menu) {
        command_button(ui, view.messages, entry, enabled(view, &entry.command), out);
    }
}

/// Whether `command` can do something in the window's state: the computer can be asked to
/// play a game it does not play yet, and clocks paused, only while the game goes on.
pub(super) fn enabled(view: &View, command: &Command) -> bool {
    let session = view.session;
    let goes_on = session.outcome().is_none();
    match command {
        Command::PlayComputer => {
            goes_on && !session.at_recorded_end() && !view.players.contains(&Player::Computer)
        }
        Command::PauseClock => goes_on && view.clock.is_some(),
        _ => true,
    }
}
