//! The File menu: open, recent files, save, the file's other games, game information, and
//! the position as FEN through the clipboard.

use egui::Ui;

use crate::app::App;
use crate::commands::{Command, Menu, TABLE};

use super::menu::command_button;

/// Fills the File menu; chosen commands go to `out`.
pub fn show(ui: &mut Ui, app: &App, out: &mut Vec<Command>) {
    for entry in TABLE.iter().filter(|e| e.menu == Menu::File) {
        if matches!(entry.command, Command::GameInfo | Command::CopyFen) {
            ui.separator();
        }
        let enabled = match entry.command {
            Command::GameList => app.files.listing.as_ref().is_some_and(|l| l.entries.len() > 1),
            _ => true,
        };
        command_button(ui, entry, enabled, out);
        if entry.command == Command::Open {
            recent(ui, app, out);
        }
    }
}

/// The recent files, newest first, each with its full path on hover.
fn recent(ui: &mut Ui, app: &App, out: &mut Vec<Command>) {
    let files = app.files.recent.files();
    ui.add_enabled_ui(!files.is_empty(), |ui| {
        ui.menu_button("Recent files", |ui| {
            for path in files {
                let name = path.file_name().map_or_else(
                    || path.display().to_string(),
                    |n| n.to_string_lossy().into_owned(),
                );
                let response = ui.button(name).on_hover_text(path.display().to_string());
                if response.clicked() {
                    out.push(Command::OpenFile(path.clone()));
                    ui.close();
                }
            }
            ui.separator();
            if ui.button("Clear the list").clicked() {
                out.push(Command::ClearRecent);
                ui.close();
            }
        });
    });
}
