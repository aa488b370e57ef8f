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
        let state = if view.editor.is_some() {
            RichText::new(t!(m, "status-editing"))
        } else if let Some(outcome) = session.outcome() {
            RichText::new(m.outcome(&outcome)).strong()
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
            RichText::new(text)
        } else if session.at_recorded_end() {
            let result = session.record().result().pdn_text(variant);
            RichText::new(t!(m, "status-result", result = result)).strong()
        } else if !view.is_person(side) && !session.at_line_end() {
            RichText::new(t!(m, "status-computer-to-move", side = name))
        } else {
            RichText::new(t!(m, "status-to-move", side = name))
        };
        let said = ui.label(state).id;
        announce(ui, said);
        let paused = view.clock.is_some_and(crate::clocks::GameClock::is_paused);
        if paused && session.outcome().is_none() && view.editor.is_none() {
            ui.separator();
            ui.label(RichText::new(t!(m, "status-paused")).color(warning_color(ui)));
        }
        let over = session.outcome().is_some() || session.at_recorded_end();
        if view.studied && view.editor.is_none() && !over {
            ui.separator();
            ui.label(t!(m, "status-studied"));
        }
        if let Some(last) = session.last_move().filter(|_| view.editor.is_none()) {
            ui.separator();
            let mover = m.side(variant, !side);
            let played = last.text.as_str();
            let text = match view.book_move {
                true => t!(m, "status-last-move-book", side = mover, played = played),
                false => t!(m, "status-last-move", side = mover, played = played),
            };
            let said = ui.label(text).id;
            announce(ui, said);
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
