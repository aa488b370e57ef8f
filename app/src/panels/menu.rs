//! The menu bar, built from the command table.

use egui::{Button, Ui};

use crate::commands::{Command, Menu, NamedCommand, TABLE};
use crate::settings::ThemeChoice;
use crate::view::View;

use super::review;

/// Shows the menu bar; chosen commands go to `out`.
pub fn show(ui: &mut Ui, view: &View, out: &mut Vec<Command>) {
    egui::MenuBar::new().ui(ui, |ui| {
        ui.menu_button("File", |ui| super::file_menu::show(ui, view, out));
        ui.menu_button("Game", |ui| entries(ui, Menu::Game, out));
        ui.menu_button("Moves", |ui| entries(ui, Menu::Moves, out));
        ui.menu_button("Analysis", |ui| {
            entries(ui, Menu::Analysis, out);
            let ms = view.review.move_time_ms();
            ui.menu_button("Review time per move", |ui| review::time_options(ui, ms, out));
        });
        ui.menu_button("View", |ui| {
            entries(ui, Menu::View, out);
            ui.separator();
            let mut animate = view.settings.animate;
            if ui.checkbox(&mut animate, "Animate moves").changed() {
                out.push(Command::SetAnimate(animate));
            }
            ui.separator();
            for (theme, label) in THEMES {
                if ui.radio(view.settings.theme == theme, label).clicked() {
                    out.push(Command::SetTheme(theme));
                }
            }
        });
        ui.menu_button("Help", |ui| entries(ui, Menu::Help, out));
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            let dark = ui.visuals().dark_mode;
            let (icon, next, tip) = if dark {
                ("Light", ThemeChoice::Light, "Switch to the light theme")
            } else {
                ("Dark", ThemeChoice::Dark, "Switch to the dark theme")
            };
            if ui.button(icon).on_hover_text(tip).clicked() {
                out.push(Command::SetTheme(next));
            }
        });
    });
}

const THEMES: [(ThemeChoice, &str); 3] = [
    (ThemeChoice::System, "Follow the system"),
    (ThemeChoice::Light, "Light"),
    (ThemeChoice::Dark, "Dark"),
];

/// The commands of `menu`, each with its shortcut.
fn entries(ui: &mut Ui, menu: Menu, out: &mut Vec<Command>) {
    for entry in TABLE.iter().filter(|e| e.menu == menu) {
        command_button(ui, entry, true, out);
    }
}

/// A menu button for a named command, with its shortcut.
pub(super) fn command_button(
    ui: &mut Ui,
    entry: &NamedCommand,
    enabled: bool,
    out: &mut Vec<Command>,
) {
    let mut button = Button::new(entry.label);
    if let Some(shortcut) = &entry.shortcut {
        button = button.shortcut_text(ui.ctx().format_shortcut(shortcut));
    }
    if ui.add_enabled(enabled, button).clicked() {
        out.push(entry.command.clone());
        ui.close();
    }
}
