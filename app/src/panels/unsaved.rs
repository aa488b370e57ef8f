//! The question before a game with changes not in its file is replaced: save, don't save, or
//! cancel.

use egui::{Context, Id};

use crate::commands::{Command, UnsavedChoice};
use crate::i18n::{Messages, t};

/// Asks about the changes not saved in the file `name`; the answer goes to `out`.
pub fn show(ctx: &Context, m: &Messages, name: &str, out: &mut Vec<Command>) {
    let body = |ui: &mut egui::Ui| {
        ui.heading(t!(m, "unsaved-heading"));
        ui.label(t!(m, "unsaved-text", file = name));
    };
    let answers = [
        (t!(m, "answer-save"), UnsavedChoice::Save),
        (t!(m, "answer-dont-save"), UnsavedChoice::Discard),
        (t!(m, "answer-cancel"), UnsavedChoice::Cancel),
    ];
    let id = Id::unique("unsaved changes");
    if let Some(choice) = super::ask(ctx, id, 420.0, body, &answers, UnsavedChoice::Cancel) {
        out.push(Command::Unsaved(choice));
    }
}
