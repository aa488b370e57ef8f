//! The status line: whose move it is, the engine thinking, the result, and any notice.

use egui::{Color32, RichText, Ui};

use crate::commands::Command;
use crate::engine::Job;
use crate::view::View;

/// Shows the status line; a lasting notice has a button to dismiss it, which goes to `out`.
pub fn show(ui: &mut Ui, view: &View, out: &mut Vec<Command>) {
    ui.horizontal(|ui| {
        ui.set_min_height(26.0);
        let session = view.session;
        let variant = session.variant();
        let side = session.position().side_to_move();
        let name = variant.side_name(side);
        if view.editor.is_some() {
            ui.label("Editing a position; the game stays as it was until you play from here");
        } else if let Some(outcome) = session.outcome() {
            ui.label(RichText::new(outcome.to_string()).strong());
        } else if view.is_thinking() {
            ui.spinner();
            let mut text = match view.thinking {
                Some(Job::Hint) => "Looking for a hint…".to_string(),
                Some(Job::Analyse) => "Analysing…".to_string(),
                _ => format!("{name} is thinking…"),
            };
            if let Some(p) = view.progress {
                text.push_str(&format!("  depth {}, {} for {name}", p.depth, p.score));
            }
            ui.label(text);
        } else if view.is_person(side) {
            ui.label(format!("{name} to move"));
        } else if !session.at_line_end() {
            ui.label(format!("{name} (computer) to move: press Space to let it play here"));
        } else {
            ui.label(format!("{name} to move"));
        }
        if let Some(notice) = view.notice {
            ui.separator();
            if notice.lasting && ui.small_button("×").on_hover_text("Dismiss").clicked() {
                out.push(Command::DismissNotice);
            }
            let color = if notice.warning { warning_color(ui) } else { ui.visuals().text_color() };
            // A long notice is cut at the window's edge; the whole text shows on hover.
            ui.add(egui::Label::new(RichText::new(&notice.text).color(color)).truncate())
                .on_hover_text(&notice.text);
        }
    });
}

fn warning_color(ui: &Ui) -> Color32 {
    if ui.visuals().dark_mode {
        Color32::from_rgb(255, 170, 90)
    } else {
        Color32::from_rgb(180, 60, 0)
    }
}
