//! The question before a game with changes not in its file is replaced: save, don't save, or
//! cancel.

use egui::{Context, Id};

use crate::commands::{Command, UnsavedChoice};

/// Asks about the changes not saved in the file `name`; the answer goes to `out`.
pub fn show(ctx: &Context, name: &str, out: &mut Vec<Command>) {
    let body = |ui: &mut egui::Ui| {
        ui.heading("Save the changes?");
        ui.label(format!("The game has changes that are not saved in {name}."));
    };
    let answers = [
        ("Save".to_string(), UnsavedChoice::Save),
        ("Don't save".to_string(), UnsavedChoice::Discard),
        ("Cancel".to_string(), UnsavedChoice::Cancel),
    ];
    let id = Id::unique("unsaved changes");
    if let Some(choice) = super::ask(ctx, id, 420.0, body, &answers, UnsavedChoice::Cancel) {
        out.push(Command::Unsaved(choice));
    }
}
