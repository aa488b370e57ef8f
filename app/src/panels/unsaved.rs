//! The question before a game is replaced while it has changes not in its file, or could not
//! be kept among the recent games: save, don't save, or cancel.

use egui::{Context, Id};

use crate::commands::Command;
use crate::files::{FileCommand, UnsavedChoice};
use crate::i18n::{Messages, t};

/// Asks about the changes not saved in the file `name`, or, when `not_kept` says why, about a
/// game that could not be kept among the recent games; the answer goes to `out`.
pub fn show(
    ctx: &Context,
    m: &Messages,
    name: &str,
    not_kept: Option<&str>,
    out: &mut Vec<Command>,
) {
    let body = |ui: &mut egui::Ui| match not_kept {
        None => {
            ui.heading(t!(m, "unsaved-heading"));
            ui.label(t!(m, "unsaved-text", file = name));
        }
        Some(error) => {
            ui.heading(t!(m, "not-kept-heading"));
            ui.label(t!(m, "not-kept-text", error = error));
        }
    };
    let answers = [
        (t!(m, "answer-save"), UnsavedChoice::Save),
        (t!(m, "answer-dont-save"), UnsavedChoice::Discard),
        (t!(m, "answer-cancel"), UnsavedChoice::Cancel),
    ];
    let id = Id::unique("unsaved changes");
    if let Some(choice) = super::ask(ctx, id, 420.0, body, &answers, UnsavedChoice::Cancel) {
        out.push(Command::File(FileCommand::Unsaved(choice)));
    }
}
