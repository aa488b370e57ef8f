//! The window that reports a problem with a file: what went wrong and where (the game, the
//! move, the line and column), the warnings of a lenient reading, and what can still be done:
//! open the part of a game before its error, or type a path when no file dialog could be
//! shown (Enter opens it, `~` is the home folder, a name alone goes in the folder shown).

use egui::{Align2, Context, RichText, Ui};

use crate::commands::Command;
use crate::files::problem::{PathEntry, Problem, Typing};
use crate::files::shown;
use crate::files::{FileCommand, ReadNote};
use crate::i18n::{Messages, t};

/// Shows `problem`, with `entry` to type a path in when it offers one; commands (closing the
/// window too) go to `out`.
pub fn show(
    ctx: &Context,
    m: &Messages,
    problem: &Problem,
    entry: Option<&mut PathEntry>,
    out: &mut Vec<Command>,
) {
    let mut open = true;
    let mut close = false;
    egui::Window::new(m.problem_title(problem))
        .id(egui::Id::unique("file problem"))
        .open(&mut open)
        .collapsible(false)
        .resizable(true)
        .default_width(560.0)
        .pivot(Align2::CENTER_CENTER)
        .default_pos(ctx.content_rect().center())
        .show(ctx, |ui| {
            if let Some(message) = m.problem_message(problem) {
                ui.label(RichText::new(message).color(ui.visuals().warn_fg_color));
            }
            if let Some(plies) = problem.partial_plies() {
                ui.add_space(6.0);
                let text = t!(m, "problem-open-before", plies = plies);
                if ui.button(text).clicked() {
                    out.push(Command::File(FileCommand::OpenBeforeError));
                }
            }
            warnings(ui, m, problem.warning_list());
            if let Some(entry) = entry {
                path_entry(ui, m, entry, out, &mut close);
            }
            ui.add_space(6.0);
            if ui.button(t!(m, "problem-close")).clicked() {
                close = true;
            }
        });
    if !open || close {
        out.push(Command::File(FileCommand::CloseFileProblem));
    }
}

fn warnings(ui: &mut Ui, m: &Messages, warnings: &[ReadNote]) {
    if warnings.is_empty() {
        return;
    }
    ui.label(t!(m, "problem-warnings", count = warnings.len()));
    egui::ScrollArea::vertical().max_height(260.0).show(ui, |ui| {
        for warning in warnings {
            ui.label(format!("• {}", m.read_note(warning)));
        }
    });
    ui.label(t!(m, "problem-warnings-save"));
}

/// The field for a path typed by hand: Enter or the button opens (or saves to) it; the hint
/// shows the folder a name alone goes to.
fn path_entry(
    ui: &mut Ui,
    m: &Messages,
    entry: &mut PathEntry,
    out: &mut Vec<Command>,
    close: &mut bool,
) {
    ui.add_space(6.0);
    ui.horizontal(|ui| {
        let label = ui.label(t!(m, "problem-path"));
        let hint = match &entry.folder {
            Some(folder) => t!(m, "problem-path-hint", folder = shown(folder.as_os_str())),
            None => String::new(),
        };
        let edit = egui::TextEdit::singleline(&mut entry.text).hint_text(hint).desired_width(360.0);
        let field = ui.add(edit).labelled_by(label.id);
        let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        let saving = entry.typing == Typing::Save;
        let label = if saving { t!(m, "answer-save") } else { t!(m, "problem-open") };
        let home = directories::BaseDirs::new().map(|dirs| dirs.home_dir().to_path_buf());
        let path = entry.path(home.as_deref());
        let clicked = ui.add_enabled(path.is_some(), egui::Button::new(label)).clicked();
        if let Some(path) = path.filter(|_| clicked || entered) {
            *close = true;
            out.push(if saving {
                Command::File(FileCommand::SaveTo(path))
            } else {
                Command::File(FileCommand::OpenFile(path))
            });
        }
    });
}
