//! The move list in the game's notation, with marks and comments, variations in brackets,
//! and the game's result at its end; click a move to go there, or right-click it to delete it
//! and what follows, make its variation the main line, or comment on it. The list is laid out in rows of equal height, worked out again
//! only when the game changes, and only the rows in view are drawn: a game of 50,000 moves
//! scrolls and steps as fast as a short one.

use std::cell::Cell;
use std::collections::HashMap;

use damier_core::Side;
use damier_core::game::{GameRecord, GameResult, MoveMark, NodeId};
use egui::{Color32, RichText, Ui};

use crate::commands::Command;
use crate::i18n::{Messages, t};
use crate::session::Session;
use crate::view::View;

/// The most moves (plies) a row of a variation holds; a move number and its moves go to the
/// next row together when they would not fit.
const MOVES_PER_ROW: usize = 4;
/// The longest piece of a comment one row shows, in characters.
const COMMENT_PER_ROW: usize = 44;
/// Indentation of a variation, per level, in points.
const INDENT: f32 = 14.0;

/// One thing in a row of the list.
#[derive(Clone, Debug, PartialEq)]
enum Item {
    /// A move number, `12.` or `12…`.
    Number(String),
    /// A move, in italics inside a variation, coloured by its mark.
    Move { id: NodeId, text: String, variation: bool, mark: Option<MoveMark> },
    /// The mover's time left after the move before.
    Clock(String),
    /// (A piece of) a comment.
    Comment(String),
    /// `(` or `)` around a variation.
    Bracket(&'static str),
}

/// A row of the list: its items and how deep in variations it is.
#[derive(Clone, Debug, Default, PartialEq)]
struct Row {
    depth: usize,
    items: Vec<Item>,
    moves: usize,
}

/// The rows of the move list of the game shown, kept until the game changes.
#[derive(Debug, Default)]
pub struct MoveRows {
    revision: Option<u64>,
    rows: Vec<Row>,
    /// The row of each move.
    row_of: HashMap<NodeId, usize>,
    current: Option<NodeId>,
    /// A row to bring into view at the next frame (the cursor moved).
    scroll_to: Cell<Option<usize>>,
    /// The game's result as its notation writes it (`2-0`, `1/2-1/2`), when it is known:
    /// recorded, or reached by the rules at the end of the main line.
    result: Option<String>,
}

impl MoveRows {
    /// Brings the rows up to date with `session` (cheap when the game did not change).
    pub fn refresh(&mut self, session: &Session) {
        let record = session.record();
        if self.revision != Some(record.revision()) {
            self.revision = Some(record.revision());
            self.rows = build(session);
            self.row_of = row_of_moves(&self.rows);
            self.result = result_text(record);
            self.current = None;
        }
        if self.current != Some(record.current()) {
            self.current = Some(record.current());
            self.scroll_to.set(self.row_of.get(&record.current()).copied());
        }
    }
}

/// The result of `record` as its notation writes it, when it is known.
fn result_text(record: &GameRecord) -> Option<String> {
    let result = match record.result() {
        GameResult::Unknown => record.main_line_outcome()?.1.result(),
        recorded => recorded,
    };
    Some(result.pdn_text(record.variant()).to_string())
}

/// The row each move stands in.
fn row_of_moves(rows: &[Row]) -> HashMap<NodeId, usize> {
    let mut row_of = HashMap::new();
    for (index, row) in rows.iter().enumerate() {
        for item in &row.items {
            if let Item::Move { id, .. } = item {
                row_of.insert(*id, index);
            }
        }
    }
    row_of
}

/// Shows the move list and the result; chosen positions go to `out`.
pub fn show(ui: &mut Ui, view: &View, list: &MoveRows, out: &mut Vec<Command>) {
    ui.strong(t!(view.messages, "moves-heading"));
    let row_height = ui.spacing().interact_size.y;
    let rows = list.rows.len() + usize::from(list.result.is_some());
    let mut area = egui::ScrollArea::vertical().auto_shrink([false, true]);
    if let Some(row) = list.scroll_to.take() {
        let spaced = row_height + ui.spacing().item_spacing.y;
        // The cursor's row a third of the way down, where what led to it shows too.
        let wanted = (row as f32 * spaced - ui.available_height() / 3.0).max(0.0);
        area = area.vertical_scroll_offset(wanted);
    }
    area.show_rows(ui, row_height, rows, |ui, range| {
        for index in range {
            match list.rows.get(index) {
                Some(row) => show_row(ui, view, row, row_height, out),
                None => {
                    // The result only: the status line says how the game ended.
                    let result = list.result.as_deref().unwrap_or_default();
                    let label = ui.label(RichText::new(result).strong());
                    let name = t!(view.messages, "moves-result", result = result);
                    label.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &name));
                }
            }
        }
    });
}

/// One row, indented by its depth.
fn show_row(ui: &mut Ui, view: &View, row: &Row, height: f32, out: &mut Vec<Command>) {
    let (m, session) = (view.messages, view.session);
    let current = session.record().current();
    ui.horizontal(|ui| {
        ui.set_min_height(height);
        ui.spacing_mut().item_spacing.x = 4.0;
        ui.add_space(row.depth as f32 * INDENT);
        for item in &row.items {
            match item {
                Item::Number(number) => {
                    ui.label(RichText::new(number).weak());
                }
                Item::Move { id, text, variation, mark } => {
                    let mut text = RichText::new(text);
                    if *variation {
                        text = text.italics();
                    }
                    if let Some(color) = mark.and_then(mark_color) {
                        text = text.color(color);
                    }
                    let response = ui.selectable_label(current == *id, text);
                    if response.clicked() {
                        out.push(Command::GoTo(*id));
                    }
                    response.context_menu(|ui| move_menu(ui, m, session, *id, out));
                }
                Item::Clock(text) => {
                    ui.label(RichText::new(text).small().weak());
                }
                Item::Comment(text) => {
                    ui.label(RichText::new(text).color(comment_color(ui)));
                }
                Item::Bracket(bracket) => {
                    ui.label(RichText::new(*bracket).weak());
                }
            }
        }
    });
}

/// What a move's context menu offers: to delete it and what follows, to make its variation
/// the main line, and to write a comment after it.
fn move_menu(ui: &mut Ui, m: &Messages, session: &Session, id: NodeId, out: &mut Vec<Command>) {
    let in_variation = session.record().variation_start(id).is_some();
    let items = [
        (t!(m, "moves-delete"), Command::DeleteFrom(id), true),
        (t!(m, "moves-promote"), Command::Promote(id), in_variation),
        (t!(m, "moves-comment"), Command::EditComment(id), true),
    ];
    for (label, command, enabled) in items {
        if ui.add_enabled(enabled, egui::Button::new(label)).clicked() {
            out.push(command);
            ui.close();
        }
    }
}

/// The rows of the whole game: the main line a move number a row, each variation in rows of
/// its own below the move it replaces, comments where they stand.
fn build(session: &Session) -> Vec<Row> {
    let record = session.record();
    let mut rows = Rows::default();
    if let Some(text) = &record.annotation(record.root()).comment {
        rows.comment(0, text);
    }
    line(&mut rows, session, record.root(), 0);
    rows.finish()
}

/// Rows as they are being built.
#[derive(Default)]
struct Rows {
    done: Vec<Row>,
    open: Row,
}

impl Rows {
    /// Ends the open row, if it holds anything, and opens one at `depth`.
    fn break_row(&mut self, depth: usize) {
        let open = std::mem::replace(&mut self.open, Row { depth, ..Row::default() });
        if !open.items.is_empty() {
            self.done.push(open);
        }
    }

    /// Adds `item` to the open row, at `depth`, starting a new row when the depth changes.
    fn push(&mut self, depth: usize, item: Item) {
        if self.open.depth != depth {
            self.break_row(depth);
        }
        if matches!(item, Item::Move { .. }) {
            self.open.moves += 1;
        }
        self.open.items.push(item);
    }

    /// Adds a comment at `depth`, in rows of its own when it is long.
    fn comment(&mut self, depth: usize, text: &str) {
        let chars: Vec<char> = text.chars().collect();
        if chars.len() <= COMMENT_PER_ROW / 2 {
            self.push(depth, Item::Comment(text.to_string()));
            return;
        }
        self.break_row(depth);
        for piece in chars.chunks(COMMENT_PER_ROW) {
            self.push(depth, Item::Comment(piece.iter().collect()));
            self.break_row(depth);
        }
    }

    fn finish(mut self) -> Vec<Row> {
        self.break_row(0);
        self.done
    }
}

/// The line continuing from `parent` at `depth`: each main continuation, then its
/// alternatives in brackets.
fn line(rows: &mut Rows, session: &Session, parent: NodeId, depth: usize) {
    let record = session.record();
    let mut parent = parent;
    let mut numbered = true;
    while let Some((&main, others)) = record.children(parent).split_first() {
        token(rows, session, main, numbered, depth);
        numbered = false;
        for &other in others {
            rows.push(depth + 1, Item::Bracket("("));
            token(rows, session, other, true, depth + 1);
            line(rows, session, other, depth + 1);
            rows.push(depth + 1, Item::Bracket(")"));
            numbered = true;
        }
        parent = main;
    }
}

/// One move: its number when White plays it or when `numbered`, then the move. White's moves
/// of the main line start a row; a variation's rows hold a few moves each.
fn token(rows: &mut Rows, session: &Session, id: NodeId, numbered: bool, depth: usize) {
    let record = session.record();
    let Some((number, side)) = record.move_number(id) else { return };
    let annotation = record.annotation(id);
    if let Some(text) = &annotation.comment_before {
        rows.comment(depth, text);
    }
    let numbered = numbered || annotation.comment_before.is_some();
    let full = side == Side::White && rows.open.moves + 2 > MOVES_PER_ROW;
    if (depth == 0 && side == Side::White) || full || rows.open.depth != depth {
        rows.break_row(depth);
    }
    match side {
        Side::White => rows.push(depth, Item::Number(format!("{number}."))),
        Side::Black if numbered => rows.push(depth, Item::Number(format!("{number}…"))),
        Side::Black => {}
    }
    let mark = mark(record, id);
    let text = format!("{}{}", session.move_text(id), mark.map_or("", MoveMark::text));
    rows.push(depth, Item::Move { id, text, variation: depth > 0, mark });
    if let Some(left) = annotation.clock {
        rows.push(depth, Item::Clock(damier_core::clock::show(left)));
    }
    if let Some(text) = &annotation.comment {
        rows.comment(depth, text);
    }
}

/// The colour of the game's comments.
fn comment_color(ui: &Ui) -> Color32 {
    if ui.visuals().dark_mode {
        Color32::from_rgb(135, 190, 150)
    } else {
        Color32::from_rgb(35, 110, 65)
    }
}

/// The move-strength mark of the move leading to `id`: its own, or one given as a glyph
/// (`$1`…`$6`, as a review writes them).
fn mark(record: &GameRecord, id: NodeId) -> Option<MoveMark> {
    let annotation = record.annotation(id);
    let glyph = |&n: &u16| MoveMark::ALL.get(usize::from(n).checked_sub(1)?).copied();
    annotation.mark.or_else(|| annotation.nags.iter().find_map(glyph))
}

/// The colour of a mark of a weak move (none for the others).
pub fn mark_color(mark: MoveMark) -> Option<Color32> {
    match mark {
        MoveMark::Dubious => Some(Color32::from_rgb(214, 170, 20)),
        MoveMark::Mistake => Some(Color32::from_rgb(232, 120, 20)),
        MoveMark::Blunder => Some(Color32::from_rgb(215, 45, 35)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use damier_core::{AnyPosition, Variant};

    fn rows_of(moves: &[&str]) -> Vec<Row> {
        let mut record = GameRecord::new(AnyPosition::start(Variant::International));
        for text in moves {
            record.play(text).unwrap();
        }
        build(&Session::from_record(record))
    }

    fn texts(row: &Row) -> Vec<String> {
        row.items
            .iter()
            .map(|item| match item {
                Item::Number(n) | Item::Comment(n) | Item::Clock(n) => n.clone(),
                Item::Move { text, .. } => text.clone(),
                Item::Bracket(b) => b.to_string(),
            })
            .collect()
    }

    #[test]
    fn a_move_shows_the_clock_it_left() {
        let mut record = GameRecord::new(AnyPosition::start(Variant::International));
        let first = record.play("32-28").unwrap();
        record.annotation_mut(first).clock = Some(std::time::Duration::from_secs(272));
        record.play("19-23").unwrap();
        let rows = build(&Session::from_record(record));
        assert_eq!(texts(&rows[0]), ["1.", "32-28", "4:32", "19-23"]);
    }

    #[test]
    fn the_main_line_has_a_row_a_move_number() {
        let rows = rows_of(&["32-28", "19-23", "28x19", "14x23", "37-32"]);
        let shown: Vec<Vec<String>> = rows.iter().map(texts).collect();
        assert_eq!(
            shown,
            [vec!["1.", "32-28", "19-23"], vec!["2.", "28x19", "14x23"], vec!["3.", "37-32"]]
        );
    }

    #[test]
    fn a_variation_has_rows_of_its_own_below_the_move_it_replaces() {
        let mut record = GameRecord::new(AnyPosition::start(Variant::International));
        let first = record.play("32-28").unwrap();
        record.play("19-23").unwrap();
        record.play("28x19").unwrap();
        record.go_to(first);
        record.play("18-23").unwrap();
        for text in ["37-32", "12-18", "41-37", "7-12", "46-41", "1-7", "31-26"] {
            record.play(text).unwrap();
        }
        record.annotation_mut(first).comment = Some("The usual start".to_string());
        let rows = build(&Session::from_record(record));
        let shown: Vec<(usize, Vec<String>)> = rows.iter().map(|r| (r.depth, texts(r))).collect();
        assert_eq!(
            shown,
            [
                (0, vec!["1.".into(), "32-28".into(), "The usual start".into(), "19-23".into()]),
                (
                    1,
                    vec![
                        "(".into(),
                        "1…".into(),
                        "18-23".into(),
                        "2.".into(),
                        "37-32".into(),
                        "12-18".into()
                    ]
                ),
                (
                    1,
                    vec![
                        "3.".into(),
                        "41-37".into(),
                        "7-12".into(),
                        "4.".into(),
                        "46-41".into(),
                        "1-7".into()
                    ]
                ),
                (1, vec!["5.".into(), "31-26".into(), ")".into()]),
                (0, vec!["2.".into(), "28x19".into()]),
            ]
        );
    }
}
