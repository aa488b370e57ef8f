//! The window that reports a problem with a file: what went wrong and where (the game, the
//! move, the line and column), the warnings of a lenient reading, and what can still be done:
//! open the part of a game before its error, or type a path when no file dialog could be
//! shown.

use std::path::{Path, PathBuf};

use egui::{Align2, Context, RichText, Ui};

use crate::app::App;
use crate::commands::Command;
use crate::files::Opened;
use crate::files::dialog::no_dialog_help;

/// A path typed by hand when the system has no file dialog.
struct PathEntry {
    saving: bool,
    text: String,
}

/// A problem to report.
pub struct Problem {
    title: String,
    message: Option<String>,
    warnings: Vec<String>,
    /// The part of a game that loaded before its error.
    pub(crate) partial: Option<Box<Opened>>,
    path: Option<PathEntry>,
}

impl Problem {
    /// An error: `title` says what failed, `message` why and where.
    pub fn error(title: &str, message: String) -> Problem {
        Problem {
            title: title.to_string(),
            message: Some(message),
            warnings: Vec::new(),
            partial: None,
            path: None,
        }
    }

    /// The warnings of a game read from `path` that loaded.
    pub fn warnings(path: &Path, warnings: Vec<String>) -> Problem {
        let name = path.file_name().map_or_else(String::new, |n| n.to_string_lossy().into_owned());
        Problem {
            title: format!("{name} was read with warnings"),
            message: None,
            warnings,
            partial: None,
            path: None,
        }
    }

    /// No file dialog could be shown: how to get one, and a field for the path meanwhile.
    pub fn no_dialog(saving: bool, folder: Option<PathBuf>) -> Problem {
        let text = folder.map(|f| format!("{}/", f.display())).unwrap_or_default();
        Problem {
            title: "No file dialog".to_string(),
            message: Some(no_dialog_help().to_string()),
            warnings: Vec::new(),
            partial: None,
            path: Some(PathEntry { saving, text }),
        }
    }

    /// The title and the message, as one text.
    pub fn text(&self) -> String {
        match &self.message {
            Some(message) => format!("{}: {message}", self.title),
            None => self.title.clone(),
        }
    }
}

/// Shows the problem window while there is a problem; commands go to `out`.
pub fn show(ctx: &Context, app: &mut App, out: &mut Vec<Command>) {
    let Some(problem) = &mut app.files.problem else { return };
    let mut open = true;
    let mut close = false;
    egui::Window::new(problem.title.clone())
        .id(egui::Id::unique("file problem"))
        .open(&mut open)
        .collapsible(false)
        .resizable(true)
        .default_width(560.0)
        .pivot(Align2::CENTER_CENTER)
        .default_pos(ctx.content_rect().center())
        .show(ctx, |ui| {
            if let Some(message) = &problem.message {
                ui.label(RichText::new(message).color(ui.visuals().warn_fg_color));
            }
            if let Some(partial) = &problem.partial {
                let plies = partial.record.main_line().len() - 1;
                ui.add_space(6.0);
                let text = format!("Open the {plies} half-moves before the error");
                if ui.button(text).clicked() {
                    out.push(Command::OpenBeforeError);
                }
            }
            warnings(ui, &problem.warnings);
            if let Some(entry) = &mut problem.path {
                path_entry(ui, entry, out, &mut close);
            }
            ui.add_space(6.0);
            if ui.button("Close").clicked() {
                close = true;
            }
        });
    if !open || close {
        app.files.problem = None;
    }
}

fn warnings(ui: &mut Ui, warnings: &[String]) {
    if warnings.is_empty() {
        return;
    }
    ui.label(format!(
        "{} thing{} in the file did not follow PDN and {} read as described:",
        warnings.len(),
        if warnings.len() == 1 { "" } else { "s" },
        if warnings.len() == 1 { "was" } else { "were" },
    ));
    egui::ScrollArea::vertical().max_height(260.0).show(ui, |ui| {
        for warning in warnings {
            ui.label(format!("• {warning}"));
        }
    });
}

fn path_entry(ui: &mut Ui, entry: &mut PathEntry, out: &mut Vec<Command>, close: &mut bool) {
    ui.add_space(6.0);
    ui.horizontal(|ui| {
        ui.label("Path:");
        ui.add(egui::TextEdit::singleline(&mut entry.text).desired_width(360.0));
        let label = if entry.saving { "Save" } else { "Open" };
        let path = PathBuf::from(entry.text.trim());
        let usable = !entry.text.trim().is_empty() && !entry.text.ends_with('/');
        if ui.add_enabled(usable, egui::Button::new(label)).clicked() {
            out.push(if entry.saving { Command::SaveTo(path) } else { Command::OpenFile(path) });
            *close = true;
        }
    });
}
