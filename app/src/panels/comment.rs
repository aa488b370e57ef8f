//! The comment of a move, to write or change: a small window with the text and OK.

use damier_core::game::NodeId;
use egui::{Context, Id};

use crate::commands::Command;
use crate::i18n::{Messages, t};
use crate::session::Session;

/// The comment being written: the move it follows and the text so far.
pub struct CommentForm {
    id: NodeId,
    text: String,
}

impl CommentForm {
    /// The form for the comment after the move `id`, starting from `text`.
    pub fn new(id: NodeId, text: String) -> CommentForm {
        CommentForm { id, text }
    }
}

/// Shows the form over the game of `session`; the comment set and the closing go to `out`.
pub fn show(
    ctx: &Context,
    m: &Messages,
    session: &Session,
    form: &mut CommentForm,
    out: &mut Vec<Command>,
) {
    let mut done = None;
    let modal = egui::Modal::new(Id::unique("move comment")).show(ctx, |ui| {
        let played = session.move_text(form.id);
        ui.heading(t!(m, "comment-heading", played = played));
        ui.add_space(4.0);
        let label = ui.label(t!(m, "comment-label"));
        let edit = egui::TextEdit::multiline(&mut form.text).desired_width(360.0).desired_rows(3);
        ui.add(edit).labelled_by(label.id);
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            if ui.button(t!(m, "info-ok")).clicked() {
                done = Some(true);
            }
            if ui.button(t!(m, "answer-cancel")).clicked() {
                done = Some(false);
            }
        });
    });
    if done == Some(true) {
        out.push(Command::SetComment(form.id, form.text.clone()));
    }
    if done.is_some() || modal.should_close() {
        out.push(Command::CloseComment);
    }
}
