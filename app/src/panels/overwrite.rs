//! The question before a save writes over a file that is not simply the game's own: one that
//! holds other games, one another program changed since Damier read or wrote it, or any file
//! at a name typed by hand.

use egui::{Context, Id};

use crate::commands::{Command, OverwriteChoice};
use crate::files::target::Question;

/// Asks how to write over the file `question` is about; the answer goes to `out`.
pub fn show(ctx: &Context, question: &Question, out: &mut Vec<Command>) {
    let name = question
        .path
        .file_name()
        .map_or_else(|| question.path.display().to_string(), |n| n.to_string_lossy().into_owned());
    let (heading, text) = wording(question, &name);
    let body = |ui: &mut egui::Ui| {
        ui.heading(heading);
        ui.label(text);
    };
    let id = Id::unique("write over a file");
    let cancel = OverwriteChoice::Cancel;
    if let Some(choice) = super::ask(ctx, id, 460.0, body, &answers(question), cancel) {
        out.push(Command::Overwrite(choice));
    }
}

/// The heading and the explanation.
fn wording(question: &Question, name: &str) -> (&'static str, String) {
    let games = question.games;
    if question.changed {
        let text = format!(
            "{name} was changed by another program after Damier read or wrote it. Saving now \
             would replace those changes."
        );
        return ("The file changed on disk", text);
    }
    match question.own_game {
        Some(n) if games > 1 => {
            let others = games - 1;
            let text = format!(
                "{name} holds {games} games; this is game {n}. Saving only this game would \
                 remove the other {others}."
            );
            ("Save into a file of several games?", text)
        }
        _ if games > 1 => {
            let text = format!(
                "{name} holds {games} games. Replacing the file with this game would remove \
                 them all."
            );
            ("Save into a file of several games?", text)
        }
        _ => ("Replace the file?", format!("{name} is there already.")),
    }
}

/// The buttons, in order.
fn answers(question: &Question) -> Vec<(String, OverwriteChoice)> {
    let games = question.games;
    let mut answers = Vec::new();
    if question.changed {
        // Over a changed file of several games, which game is which may have changed too.
        if games <= 1 {
            answers.push(("Overwrite".to_string(), OverwriteChoice::Whole));
        }
        answers.push(("Save as…".to_string(), OverwriteChoice::OtherName));
        answers.push(("Reload the file".to_string(), OverwriteChoice::Reload));
    } else if games > 1 {
        let this_game = match question.own_game {
            Some(n) => format!("Replace game {n} only"),
            None => "Add this game at the end".to_string(),
        };
        answers.push((this_game, OverwriteChoice::ThisGame));
        answers.push((format!("Replace all {games} games"), OverwriteChoice::Whole));
        answers.push(("Choose another name…".to_string(), OverwriteChoice::OtherName));
    } else {
        answers.push(("Replace".to_string(), OverwriteChoice::Whole));
        answers.push(("Choose another name…".to_string(), OverwriteChoice::OtherName));
    }
    answers.push(("Cancel".to_string(), OverwriteChoice::Cancel));
    answers
}
