//! The games of a file to pick one from: number, players, event, date, result and length,
//! filtered by text. Games that do not load are marked, with the reason on hover. Only the
//! rows in view are laid out, so a file of many thousands of games scrolls smoothly.

use egui::{
    Align2, Color32, Context, Id, Key, Rect, Role, Sense, TextStyle, TextWrapMode, Ui, WidgetInfo,
    WidgetText, vec2,
};

use crate::commands::Command;
use crate::files::FileCommand;
use crate::files::game_list::GameList;
use crate::files::load::GameEntry;
use crate::files::shown;
use crate::i18n::{Messages, t};

/// The widths of the columns: number, White, Black, event, date, result and moves; the
/// number's grows with the file (see [`columns`]).
const COLUMNS: [f32; 7] = [40.0, 160.0, 160.0, 200.0, 96.0, 64.0, 56.0];

/// The room a column's text leaves on each side.
const PADDING: f32 = 4.0;

/// The widths of the columns for a file whose games go up to number `last`: the number's is
/// wide enough for every number in it.
fn columns(ui: &Ui, last: usize) -> [f32; 7] {
    let widest = WidgetText::from(last.to_string()).into_galley(
        ui,
        Some(TextWrapMode::Extend),
        f32::INFINITY,
        TextStyle::Body,
    );
    let mut widths = COLUMNS;
    widths[0] = widths[0].max(widest.size().x + 3.0 * PADDING);
    widths
}

/// The height of the list of rows at most.
const LIST_HEIGHT: f32 = 420.0;

/// Shows the game list `list`; the game picked, or the closing, goes to `out`.
pub fn show(ctx: &Context, m: &Messages, list: &mut GameList, out: &mut Vec<Command>) {
    list.refilter();
    let mut close = false;
    let modal = egui::Modal::new(Id::unique("game list")).show(ctx, |ui| {
        let last = list.entries().iter().map(|e| e.number).max().unwrap_or(0);
        let widths = columns(ui, last);
        let width = widths.iter().sum::<f32>() + 24.0;
        ui.set_width(width.min(ctx.content_rect().width() - 48.0));
        let name = list.path().file_name().map(shown);
        let total = list.entries().len();
        ui.heading(t!(m, "list-heading", file = name.unwrap_or_default(), games = total));
        ui.horizontal(|ui| {
            let label = ui.label(t!(m, "list-filter-label"));
            let edit = egui::TextEdit::singleline(&mut list.filter)
                .hint_text(t!(m, "list-filter"))
                .desired_width(320.0);
            let response = ui.add(edit).labelled_by(label.id);
            if std::mem::take(&mut list.focus_filter) {
                response.request_focus();
            }
            ui.label(t!(m, "list-shown", shown = list.shown().len(), total = total));
        });
        list.refilter();
        if ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, Key::ArrowDown)) {
            list.step(1);
        }
        if ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, Key::ArrowUp)) {
            list.step(-1);
        }
        ui.add_space(4.0);
        header(ui, m, &widths);
        let row_height = ui.text_style_height(&TextStyle::Body) + 4.0;
        // As high as the whole file's rows (up to a limit), so filtering does not resize it.
        let rows = total as f32 * (row_height + ui.spacing().item_spacing.y);
        let height = rows.min(LIST_HEIGHT);
        let mut opened = None;
        egui::ScrollArea::vertical()
            .min_scrolled_height(height)
            .max_height(height)
            .auto_shrink([false, false])
            .show_rows(ui, row_height, list.shown().len(), |ui, rows| {
                for row in rows {
                    let index = list.shown()[row];
                    let entry = &list.entries()[index];
                    let selected = list.selected == Some(index);
                    let shape = RowShape { widths: &widths, row, selected, height: row_height };
                    let response = game_row(ui, m, entry, &shape);
                    let number = entry.number;
                    if response.clicked() {
                        list.selected = Some(index);
                    }
                    if response.double_clicked() {
                        opened = Some(number);
                    }
                }
            });
        ui.add_space(6.0);
        ui.horizontal(|ui| {
            let chosen = list.chosen();
            let open = ui.add_enabled(chosen.is_some(), egui::Button::new(t!(m, "list-open")));
            if open.clicked() || ui.input(|i| i.key_pressed(Key::Enter)) {
                opened = opened.or(chosen);
            }
            if ui.button(t!(m, "answer-cancel")).clicked() {
                close = true;
            }
        });
        opened
    });
    if let Some(number) = modal.inner {
        out.push(Command::File(FileCommand::PickGame(number)));
    } else if close || modal.should_close() {
        out.push(Command::File(FileCommand::CloseGameList));
    }
}

/// The column headings, aligned with the rows' columns.
fn header(ui: &mut Ui, m: &Messages, widths: &[f32; 7]) {
    let height = ui.text_style_height(&TextStyle::Body) + 4.0;
    let (rect, _) = ui.allocate_exact_size(vec2(ui.available_width(), height), Sense::hover());
    let titles = [
        "#".to_string(),
        t!(m, "side-white"),
        t!(m, "side-black"),
        t!(m, "info-event"),
        t!(m, "info-date"),
        t!(m, "list-result"),
        t!(m, "moves-heading"),
    ];
    let titles = titles.map(|title| WidgetText::from(egui::RichText::new(title).strong()));
    paint_columns(ui, rect, widths, titles, ui.visuals().strong_text_color());
    ui.separator();
}

/// Paints one text a column in `rect`, each cut short with "…" when too wide.
fn paint_columns(ui: &Ui, rect: Rect, widths: &[f32; 7], texts: [WidgetText; 7], color: Color32) {
    let painter = ui.painter_at(rect);
    let mut x = rect.left();
    for (width, text) in widths.iter().zip(texts) {
        let room = width - 2.0 * PADDING;
        let galley = text.into_galley(ui, Some(TextWrapMode::Truncate), room, TextStyle::Body);
        let cell =
            Rect::from_min_size(egui::pos2(x + PADDING, rect.top()), vec2(*width, rect.height()));
        let at = Align2::LEFT_CENTER.align_size_within_rect(galley.size(), cell).min;
        painter.galley(at, galley, color);
        x += width;
    }
}

/// How a row is drawn: its columns' widths, its place in the list (odd rows are shaded),
/// whether it is selected, and its height.
struct RowShape<'a> {
    widths: &'a [f32; 7],
    row: usize,
    selected: bool,
    height: f32,
}

/// One game as a row of columns; the whole row is one clickable item.
fn game_row(ui: &mut Ui, m: &Messages, entry: &GameEntry, shape: &RowShape) -> egui::Response {
    let RowShape { widths, row, selected, height } = *shape;
    let width = ui.available_width();
    let (rect, response) = ui.allocate_exact_size(vec2(width, height), Sense::click());
    let visuals = ui.visuals();
    let fill = if selected {
        visuals.selection.bg_fill
    } else if response.hovered() {
        visuals.widgets.hovered.weak_bg_fill
    } else if row % 2 == 1 {
        visuals.faint_bg_color
    } else {
        Color32::TRANSPARENT
    };
    ui.painter().rect_filled(rect, 2.0, fill);
    let color = match (&entry.problem, selected) {
        (_, true) => visuals.selection.stroke.color,
        (Some(_), false) => visuals.warn_fg_color,
        (None, false) => visuals.text_color(),
    };
    paint_columns(ui, rect, widths, cells(m, entry).map(WidgetText::from), color);
    let label = describe(m, entry);
    response.widget_info(|| WidgetInfo::selected(Role::Button, true, selected, &label));
    match &entry.problem {
        Some(fault) => response.on_hover_text(m.game_fault(fault)),
        None => response,
    }
}

/// The texts of a row's columns.
fn cells(m: &Messages, entry: &GameEntry) -> [String; 7] {
    let (result, moves) = match entry.problem {
        Some(_) => (t!(m, "list-does-not-load"), String::new()),
        None => (entry.result.clone(), entry.moves.to_string()),
    };
    [
        entry.number.to_string(),
        entry.white.clone(),
        entry.black.clone(),
        entry.event.clone(),
        entry.date.clone(),
        result,
        moves,
    ]
}

/// The row as one sentence, for screen readers: "Game 3: A – B, Event, 2003.05.01, 1-1, 45 moves".
fn describe(m: &Messages, entry: &GameEntry) -> String {
    let mut parts = Vec::new();
    if !entry.white.is_empty() || !entry.black.is_empty() {
        parts.push(format!("{} – {}", or_unknown(&entry.white), or_unknown(&entry.black)));
    }
    parts.extend([&entry.event, &entry.date].into_iter().filter(|t| !t.is_empty()).cloned());
    match &entry.problem {
        Some(_) => parts.push(t!(m, "list-does-not-load")),
        None => {
            parts.push(entry.result.clone());
            parts.push(t!(m, "list-moves", moves = entry.moves));
        }
    }
    t!(m, "list-game", number = entry.number, text = parts.join(", "))
}

fn or_unknown(name: &str) -> &str {
    if name.is_empty() { "?" } else { name }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The width `text` takes in the list's font.
    fn text_width(ui: &Ui, text: &str) -> f32 {
        let text = WidgetText::from(text);
        text.into_galley(ui, Some(TextWrapMode::Extend), f32::INFINITY, TextStyle::Body).size().x
    }

    #[test]
    fn the_number_column_holds_every_number_of_the_file_whole() {
        let ctx = egui::Context::default();
        let mut output = ctx.run_ui(egui::RawInput::default(), |ui| {
            for last in [7, 99, 10_000, 82_600, 1_234_567] {
                let widths = columns(ui, last);
                let room = widths[0] - 2.0 * PADDING;
                assert!(text_width(ui, &last.to_string()) <= room, "{last} is cut");
            }
            assert_eq!(columns(ui, 23), COLUMNS, "small files keep the usual widths");
        });
        output.textures_delta.clear();
    }
}
