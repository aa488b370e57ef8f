//! The help window: the keyboard shortcuts from the command table and how to move pieces.

use egui::{Context, Grid};

use super::review;
use crate::commands::{Command, TABLE};
use crate::i18n::{Messages, t};

/// Shows the help window while it is `open`; closing it goes to `out`.
pub fn show(ctx: &Context, m: &Messages, open: bool, out: &mut Vec<Command>) {
    if !open {
        return;
    }
    let mut open = true;
    let window = egui::Window::new(t!(m, "help-title")).id(egui::Id::unique("help window"));
    // As tall as the window allows, and scrolled beyond: the shortcuts never get cut off.
    let tallest = (ctx.content_rect().height() - 80.0).max(200.0);
    let window = window.open(&mut open).resizable(false).collapsible(false);
    window.vscroll(true).default_height(tallest).max_height(tallest).show(ctx, |ui| {
        ui.heading(t!(m, "help-moving-heading"));
        ui.label(t!(m, "help-moving"));
        ui.add_space(8.0);
        ui.heading(t!(m, "help-setting-up-heading"));
        ui.label(t!(m, "help-setting-up", thresholds = review::thresholds_text(m)));
        ui.add_space(8.0);
        ui.heading(t!(m, "help-keyboard-heading"));
        Grid::new("shortcuts").striped(true).show(ui, |ui| {
            for entry in TABLE {
                if let Some(shortcut) = &entry.shortcut {
                    ui.label(m.text(entry.label, None));
                    ui.label(ctx.format_shortcut(shortcut));
                    ui.end_row();
                }
            }
        });
    });
    if !open {
        out.push(Command::CloseHelp);
    }
}
