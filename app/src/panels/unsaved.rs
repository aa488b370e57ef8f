//! The question before a game with changes not in its file is replaced: save, don't save, or
//! cancel.

use egui::{Context, Id};

use crate::app::App;
use crate::commands::{Command, UnsavedChoice};

/// Shows the question while something waits for the answer; the answer goes to `out`.
pub fn show(ctx: &Context, app: &mut App, out: &mut Vec<Command>) {
    if app.files.unsaved.is_none() {
        return;
    }
    let name = app.files.document.name().unwrap_or_default();
    let modal = egui::Modal::new(Id::unique("unsaved changes")).show(ctx, |ui| {
        ui.set_max_width(420.0);
        ui.heading("Save the changes?");
        ui.label(format!("The game has changes that are not saved in {name}."));
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            let answers = [
                ("Save", UnsavedChoice::Save),
                ("Don't save", UnsavedChoice::Discard),
                ("Cancel", UnsavedChoice::Cancel),
            ];
            answers
                .into_iter()
                .find_map(|(label, choice)| ui.button(label).clicked().then_some(choice))
        })
        .inner
    });
    match modal.inner {
        Some(choice) => out.push(Command::Unsaved(choice)),
        None if modal.should_close() => out.push(Command::Unsaved(UnsavedChoice::Cancel)),
        None => {}
    }
}
