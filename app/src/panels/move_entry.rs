//! The move box: a move typed in the game's notation (`32-28`, `28x19`, `c3-d4`), with the
//! legal moves that begin with what is typed offered below it. Enter plays the move typed,
//! or the only one offered; a move that is not legal is refused with the same explanation as
//! a piece dropped on the board ("Capture is compulsory: 28x19"), and stays in the box to be
//! corrected.

use damier_core::AnyPosition;
use egui::{Key, Ui};

use crate::commands::Command;
use crate::i18n::t;
use crate::view::View;
use damier_core::MoveInfo;

/// At most this many legal moves are offered under the box.
const OFFERED: usize = 12;

/// The box's own state: what is typed, and whether it is to take the keyboard focus.
#[derive(Debug, Default)]
pub struct MoveBox {
    text: String,
    want_focus: bool,
}

impl MoveBox {
    /// Gives the box the keyboard focus at the next frame.
    pub fn take_focus(&mut self) {
        self.want_focus = true;
    }
}

/// Shows the move box while a person is to move; the move played goes to `out`.
pub fn show(ui: &mut Ui, view: &View, state: &mut MoveBox, out: &mut Vec<Command>) {
    let m = view.messages;
    let session = view.session;
    let position = session.position();
    let person_to_move = view.is_person(position.side_to_move());
    let open = person_to_move && session.outcome().is_none() && !session.moves().is_empty();
    ui.horizontal(|ui| {
        let label = ui.label(t!(m, "move-box-label"));
        let example = session.moves().first();
        let hint =
            example.map_or(String::new(), |c| t!(m, "move-box-example", example = c.text.as_str()));
        let edit = egui::TextEdit::singleline(&mut state.text)
            .id_salt("move box")
            .hint_text(hint)
            .desired_width(ui.available_width());
        let response = ui.add_enabled(open, edit).labelled_by(label.id);
        // Kept until the box opens: after the computer's move, say.
        if state.want_focus && open {
            response.request_focus();
            state.want_focus = false;
        }
        let entered = response.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
        if entered && !state.text.trim().is_empty() {
            let command = typed_move(position, session.moves(), &state.text);
            // A move refused stays in the box, to be corrected.
            if matches!(command, Command::PlayMove(_)) {
                state.text.clear();
            }
            out.push(command);
            // Ready for the next move, or the correction.
            state.want_focus = true;
        }
    });
    if !open || state.text.trim().is_empty() {
        return;
    }
    let offered: Vec<&MoveInfo> = completions(session.moves(), &state.text).take(OFFERED).collect();
    ui.horizontal_wrapped(|ui| {
        if offered.is_empty() {
            ui.weak(t!(m, "move-box-none"));
        }
        for choice in offered {
            if ui.small_button(&choice.text).clicked() {
                out.push(Command::PlayMove(choice.mv));
                state.text.clear();
            }
        }
    });
}

/// What a typed `text` asks: the legal move it names (in short or full form), the only legal
/// move it begins, else a refusal explained as for a piece put down on the board, or the
/// notation's own complaint when the text names no cells.
fn typed_move(position: &AnyPosition, moves: &[MoveInfo], text: &str) -> Command {
    let wanted = normalised(text);
    let named =
        moves.iter().find(|c| normalised(&c.text) == wanted || normalised(&c.full) == wanted);
    if let Some(choice) = named {
        return Command::PlayMove(choice.mv);
    }
    let mut begun = completions(moves, text);
    if let (Some(only), None) = (begun.next(), begun.next()) {
        return Command::PlayMove(only.mv);
    }
    let geometry = position.geometry();
    let cells: Vec<_> = wanted.split(['-', 'x']).map(|part| geometry.parse_cell(part)).collect();
    match cells.as_slice() {
        [Some(from), .., Some(to)] if cells.len() >= 2 => Command::Refused { from: *from, to: *to },
        _ => Command::Play(text.trim().to_string()),
    }
}

/// The legal moves whose short or full form begins with `text`.
fn completions<'a>(moves: &'a [MoveInfo], text: &str) -> impl Iterator<Item = &'a MoveInfo> {
    let typed = normalised(text);
    moves.iter().filter(move |c| {
        normalised(&c.text).starts_with(&typed) || normalised(&c.full).starts_with(&typed)
    })
}

/// A move's text compared without case, spaces, and with `:` or `×` as `x`.
fn normalised(text: &str) -> String {
    text.chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| match c.to_ascii_lowercase() {
            ':' | '×' => 'x',
            other => other,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::Session;
    use damier_core::Variant;

    #[test]
    fn a_typed_move_is_found_in_either_form_and_by_its_only_completion() {
        let session = Session::new(Variant::International);
        let (position, moves) = (session.position(), session.moves());
        let by_text = |text: &str| typed_move(position, moves, text);
        let first = moves.iter().find(|c| c.text == "32-28").unwrap();
        assert_eq!(by_text("32-28"), Command::PlayMove(first.mv));
        assert_eq!(by_text(" 32 - 28 "), Command::PlayMove(first.mv));
        // The man on 35 has one move only.
        let only = moves.iter().find(|c| c.text == "35-30").unwrap();
        assert_eq!(by_text("35"), Command::PlayMove(only.mv));
        assert_eq!(by_text("32"), Command::Play("32".into()), "32-27 or 32-28: not chosen");
        assert_eq!(completions(moves, "3").count(), 9, "31–35 have nine moves between them");
    }

    #[test]
    fn an_illegal_typed_move_is_refused_as_a_drop_would_be() {
        let session = Session::new(Variant::Italian);
        let (position, moves) = (session.position(), session.moves());
        let geometry = position.geometry();
        let from = moves[0].from;
        let command = typed_move(
            position,
            moves,
            &format!("{}-{}", geometry.name(from), geometry.name(from)),
        );
        assert_eq!(command, Command::Refused { from, to: from });
        assert_eq!(typed_move(position, moves, "hello"), Command::Play("hello".into()));
    }
}
