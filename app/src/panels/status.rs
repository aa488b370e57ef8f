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
        let state = if view.editor.is_some() {
            RichText::new("Editing a position; the game stays as it was until you play from here")
        } else if let Some(outcome) = session.outcome() {
            RichText::new(outcome.to_string()).strong()
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
            RichText::new(text)
        } else if !view.is_person(side) && !session.at_line_end() {
            RichText::new(format!("{name} (computer) to move: press Space to let it play here"))
        } else {
            RichText::new(format!("{name} to move"))
        };
        let said = ui.label(state).id;
        announce(ui, said);
        if let Some(last) = session.last_move().filter(|_| view.editor.is_none()) {
            ui.separator();
            let mover = variant.side_name(!side);
            let said = ui.label(format!("Last move: {mover} {}", last.text)).id;
            announce(ui, said);
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

/// Makes the label `id` a polite live region: a screen reader says its text when it changes
/// (the opponent's move, the game's end).
fn announce(ui: &Ui, id: egui::Id) {
    ui.ctx().accesskit_node_builder(id, |node| node.set_live(egui::accesskit::Live::Polite));
}

fn warning_color(ui: &Ui) -> Color32 {
    if ui.visuals().dark_mode {
        Color32::from_rgb(255, 170, 90)
    } else {
        Color32::from_rgb(180, 60, 0)
    }
}
