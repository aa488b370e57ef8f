//! The status line: whose move it is, the engine thinking, the result, and any notice.

use egui::{Color32, RichText, Ui};

use crate::analysis;
use crate::commands::Command;
use crate::engine::Job;
use crate::i18n::t;
use crate::view::View;

/// Shows the status line; a lasting notice has a button to dismiss it, which goes to `out`.
pub fn show(ui: &mut Ui, view: &View, out: &mut Vec<Command>) {
    let m = view.messages;
    ui.horizontal(|ui| {
        ui.set_min_height(26.0);
        let session = view.session;
        let variant = session.variant();
        let side = session.position().side_to_move();
        let name = m.side(variant, side);
        if view.editor.is_some() {
            ui.label(t!(m, "status-editing"));
        } else if let Some(outcome) = session.outcome() {
            ui.label(RichText::new(m.outcome(&outcome)).strong());
        } else if view.is_thinking() {
            ui.spinner();
            let mut text = match view.thinking {
                Some(Job::Hint) => t!(m, "status-hint"),
                Some(Job::Analyse) => t!(m, "status-analysing"),
                _ => t!(m, "status-thinking", side = &name),
            };
            if let Some(p) = view.progress {
                let score = analysis::mover_view(p.score, m);
                text = t!(
                    m,
                    "status-depth",
                    text = text,
                    depth = p.depth,
                    score = score,
                    side = &name
                );
            }
            ui.label(text);
        } else if !view.is_person(side) && !session.at_line_end() {
            ui.label(t!(m, "status-computer-to-move", side = name));
        } else {
            ui.label(t!(m, "status-to-move", side = name));
        }
        if let Some(notice) = view.notice {
            ui.separator();
            let dismiss = t!(m, "status-dismiss");
            if notice.lasting && ui.small_button("×").on_hover_text(dismiss).clicked() {
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
