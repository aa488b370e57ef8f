//! A menu's button for a command of the command table, with its shortcut: what the menu bar
//! and the File menu are made of.

use egui::{Button, Ui};

use crate::commands::{Command, NamedCommand};
use crate::i18n::Messages;

/// A menu button for a named command, with its shortcut.
pub fn command_button(
    ui: &mut Ui,
    m: &Messages,
    entry: &NamedCommand,
    enabled: bool,
    out: &mut Vec<Command>,
) {
    let mut button = Button::new(m.text(entry.label, None));
    if let Some(shortcut) = &entry.shortcut {
        button = button.shortcut_text(ui.ctx().format_shortcut(shortcut));
    }
    if ui.add_enabled(enabled, button).clicked() {
        out.push(entry.command.clone());
        ui.close();
    }
}
