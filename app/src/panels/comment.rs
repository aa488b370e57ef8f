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
    /// Whether the text field is still to take the keyboard (when the form opens), so that
    /// what is typed goes into it, not to the window's shortcuts.
    focus: bool,
}

impl CommentForm {
    /// The form for the comment after the move `id`, starting from `text`.
    pub fn new(id: NodeId, text: String) -> CommentForm {
        CommentForm { id, text, focus: true }
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
    let played = session.move_text(form.id);
    let (text, focus) = (&mut form.text, &mut form.focus);
    let body = |ui: &mut egui::Ui| {
        ui.heading(t!(m, "comment-heading", played = played));
        ui.add_space(4.0);
        let label = ui.label(t!(m, "comment-label"));
        let edit = egui::TextEdit::multiline(text).desired_width(360.0).desired_rows(3);
        let field = ui.add(edit).labelled_by(label.id);
        if std::mem::take(focus) {
            field.request_focus();
        }
    };
    let answers = [(t!(m, "info-ok"), true), (t!(m, "answer-cancel"), false)];
    let Some(ok) = super::ask(ctx, Id::unique("move comment"), 380.0, body, &answers, false) else {
        return;
    };
    if ok {
        out.push(Command::SetComment(form.id, form.text.clone()));
    }
    out.push(Command::CloseComment);
}
