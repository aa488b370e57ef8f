//! The question before a save writes over a file that is not simply the game's own: one that
//! holds other games, one another program changed since Damier read or wrote it, or any file
//! at a name typed by hand.

use egui::{Context, Id};

use crate::commands::Command;
use crate::files::shown;
use crate::files::target::Question;
use crate::files::{FileCommand, OverwriteChoice};
use crate::i18n::{Messages, t};

/// Asks how to write over the file `question` is about; the answer goes to `out`.
pub fn show(ctx: &Context, m: &Messages, question: &Question, out: &mut Vec<Command>) {
    let name = question.path.file_name().map_or_else(|| shown(question.path.as_os_str()), shown);
    let (heading, text) = wording(m, question, &name);
    let body = |ui: &mut egui::Ui| {
        ui.heading(heading);
        ui.label(text);
    };
    let id = Id::unique("write over a file");
    let cancel = OverwriteChoice::Cancel;
    if let Some(choice) = super::ask(ctx, id, 460.0, body, &answers(m, question), cancel) {
        out.push(Command::File(FileCommand::Overwrite(choice)));
    }
}

/// The heading and the explanation.
fn wording(m: &Messages, question: &Question, name: &str) -> (String, String) {
    let games = question.games;
    if question.changed {
        return (t!(m, "overwrite-changed-heading"), t!(m, "overwrite-changed", file = name));
    }
    match question.own_game {
        Some(n) if games > 1 => {
            let others = games - 1;
            let text = t!(
                m,
                "overwrite-own-game",
                file = name,
                games = games,
                number = n,
                others = others
            );
            (t!(m, "overwrite-several-heading"), text)
        }
        _ if games > 1 => {
            let text = t!(m, "overwrite-several", file = name, games = games);
            (t!(m, "overwrite-several-heading"), text)
        }
        _ => (t!(m, "overwrite-replace-heading"), t!(m, "overwrite-exists", file = name)),
    }
}

/// The buttons, in order.
fn answers(m: &Messages, question: &Question) -> Vec<(String, OverwriteChoice)> {
    let games = question.games;
    let mut answers = Vec::new();
    if question.changed {
        // Over a changed file of several games, which game is which may have changed too.
        if games <= 1 {
            answers.push((t!(m, "overwrite-overwrite"), OverwriteChoice::Whole));
        }
        answers.push((t!(m, "overwrite-save-as"), OverwriteChoice::OtherName));
        answers.push((t!(m, "overwrite-reload"), OverwriteChoice::Reload));
    } else if games > 1 {
        let this_game = match question.own_game {
            Some(n) => t!(m, "overwrite-replace-game", number = n),
            None => t!(m, "overwrite-append"),
        };
        answers.push((this_game, OverwriteChoice::ThisGame));
        answers.push((t!(m, "overwrite-replace-all", games = games), OverwriteChoice::Whole));
        answers.push((t!(m, "overwrite-other-name"), OverwriteChoice::OtherName));
    } else {
        answers.push((t!(m, "overwrite-replace"), OverwriteChoice::Whole));
        answers.push((t!(m, "overwrite-other-name"), OverwriteChoice::OtherName));
    }
    answers.push((t!(m, "answer-cancel"), OverwriteChoice::Cancel));
    answers
}
