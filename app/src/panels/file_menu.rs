//! The File menu: open, recent files, recent unsaved games, save, the file's other games,
//! game information, diagrams and puzzles to and from files, and Quit.

use std::time::{SystemTime, UNIX_EPOCH};

use egui::Ui;

use crate::commands::{Command, Menu, TABLE};
use crate::files::FileCommand;
use crate::i18n::{Messages, t};
use crate::view::View;

use super::command_button::command_button;
use crate::files::shown;

/// Fills the File menu; chosen commands go to `out`.
pub fn show(ui: &mut Ui, view: &View, out: &mut Vec<Command>) {
    for entry in TABLE.iter().filter(|e| e.menu == Menu::File) {
        if matches!(
            entry.command,
            Command::GameInfo | Command::File(FileCommand::ExportDiagram) | Command::Quit
        ) {
            ui.separator();
        }
        let enabled = match entry.command {
            Command::File(FileCommand::GameList) => view.files.has_other_games(),
            _ => true,
        };
        command_button(ui, view.messages, entry, enabled, out);
        if entry.command == Command::File(FileCommand::Open) {
            recent(ui, view, out);
            recent_games(ui, view, out);
        }
    }
}

/// The recent files, newest first, each with its full path on hover.
fn recent(ui: &mut Ui, view: &View, out: &mut Vec<Command>) {
    let files = view.files.recent_files();
    ui.add_enabled_ui(!files.is_empty(), |ui| {
        ui.menu_button(t!(view.messages, "menu-recent-files"), |ui| {
            for path in files {
                let name = path.file_name().map_or_else(|| shown(path.as_os_str()), shown);
                let response = ui.button(name).on_hover_text(shown(path.as_os_str()));
                if response.clicked() {
                    out.push(Command::File(FileCommand::OpenFile(path.clone())));
                    ui.close();
                }
            }
            ui.separator();
            if ui.button(t!(view.messages, "menu-clear-recent")).clicked() {
                out.push(Command::File(FileCommand::ClearRecent));
                ui.close();
            }
        });
    });
}

/// The games that left the window unsaved, newest first, each with how long ago.
fn recent_games(ui: &mut Ui, view: &View, out: &mut Vec<Command>) {
    let games = view.files.kept_games();
    ui.add_enabled_ui(!games.is_empty(), |ui| {
        ui.menu_button(t!(view.messages, "menu-recent-games"), |ui| {
            let now = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_millis());
            for (index, game) in games.iter().enumerate() {
                let age = ago(view.messages, now.saturating_sub(u128::from(game.when)) / 1000);
                let label = view.messages.kept_game(game);
                if ui.button(format!("{label} ({age})")).clicked() {
                    out.push(Command::RestoreRecentGame(index));
                    ui.close();
                }
            }
        });
    });
}

/// "just now", "5 min ago", "3 h ago", "2 days ago".
fn ago(m: &Messages, seconds: u128) -> String {
    match seconds {
        0..60 => t!(m, "age-just-now"),
        60..3600 => t!(m, "age-minutes", minutes = seconds / 60),
        3600..86_400 => t!(m, "age-hours", hours = seconds / 3600),
        86_400..172_800 => t!(m, "age-yesterday"),
        _ => t!(m, "age-days", days = seconds / 86_400),
    }
}
