//! The game information to edit: players, event, site, date, round and result.

use damier_core::game::{GameRecord, GameResult};
use damier_core::{Side, Variant};
use egui::{Context, Grid, Id};

use crate::commands::Command;
use crate::i18n::{Messages, t};

/// The tags the form edits.
const FIELDS: [&str; 6] = ["White", "Black", "Event", "Site", "Date", "Round"];

/// The results the form offers.
const RESULTS: [GameResult; 5] = [
    GameResult::WhiteWins,
    GameResult::BlackWins,
    GameResult::Draw,
    GameResult::BothLose,
    GameResult::Unknown,
];

/// The form's state: one value per field, and the result.
pub struct InfoForm {
    values: [String; 6],
    result: GameResult,
}

impl InfoForm {
    /// The form filled from the tags of `record` (unknown values, "?", left empty).
    pub fn new(record: &GameRecord) -> InfoForm {
        let tags = record.tags();
        let values = FIELDS.map(|name| {
            let value = tags.get(name).unwrap_or("").trim();
            if value == "?" { String::new() } else { value.to_string() }
        });
        InfoForm { values, result: record.result() }
    }
}

/// Shows the form of a game of `variant`; the tags set and the closing go to `out`.
pub fn show(
    ctx: &Context,
    m: &Messages,
    variant: Variant,
    form: &mut InfoForm,
    out: &mut Vec<Command>,
) {
    let mut done = None;
    let modal = egui::Modal::new(Id::unique("game information")).show(ctx, |ui| {
        ui.heading(t!(m, "info-heading"));
        ui.add_space(4.0);
        Grid::new("game information fields").num_columns(2).spacing([12.0, 6.0]).show(ui, |ui| {
            for (name, value) in FIELDS.into_iter().zip(form.values.iter_mut()) {
                let label = ui.label(field_name(m, variant, name));
                let mut edit = egui::TextEdit::singleline(value).desired_width(280.0);
                if name == "Date" {
                    edit = edit.hint_text(t!(m, "info-date-hint"));
                }
                ui.add(edit).labelled_by(label.id);
                ui.end_row();
            }
            let label = ui.label(t!(m, "info-result"));
            egui::ComboBox::from_id_salt("game result")
                .width(280.0)
                .selected_text(result_name(m, variant, form.result))
                .show_ui(ui, |ui| {
                    for result in RESULTS {
                        let name = result_name(m, variant, result);
                        ui.selectable_value(&mut form.result, result, name);
                    }
                })
                .response
                .labelled_by(label.id);
            ui.end_row();
        });
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
        let tags = FIELDS.iter().zip(&form.values).map(|(n, v)| (n.to_string(), v.clone()));
        out.push(Command::SetTags(tags.collect()));
        out.push(Command::SetResult(form.result));
    }
    if done.is_some() || modal.should_close() {
        out.push(Command::CloseGameInfo);
    }
}

/// The name of the field for the tag `tag`, in the player's language.
fn field_name(m: &Messages, variant: Variant, tag: &str) -> String {
    match tag {
        "White" => m.side(variant, Side::White),
        "Black" => m.side(variant, Side::Black),
        "Event" => t!(m, "info-event"),
        "Site" => t!(m, "info-site"),
        "Date" => t!(m, "info-date"),
        _ => t!(m, "info-round"),
    }
}

/// A result as the game writes it, with what it means: "2-0: White wins".
fn result_name(m: &Messages, variant: Variant, result: GameResult) -> String {
    let text = result.pdn_text(variant);
    match result {
        GameResult::WhiteWins | GameResult::BlackWins => {
            let side = if result == GameResult::WhiteWins { Side::White } else { Side::Black };
            t!(m, "info-result-win", result = text, side = m.side(variant, side))
        }
        GameResult::Draw => t!(m, "info-result-draw", result = text),
        GameResult::BothLose => t!(m, "info-result-both-lose", result = text),
        GameResult::Unknown => t!(m, "info-result-unknown", result = text),
    }
}
