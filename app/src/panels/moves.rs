//! The move list in the game's notation, with marks and comments, variations in brackets,
//! and the game's result at its end; click a move to go there, or right-click it to delete it
//! and what follows, make its variation the main line, or comment on it. The list is laid out
//! in rows of equal height, worked out again only when the game changes, each row a few bytes
//! whose texts are looked up when drawn, and only the rows in view are drawn: a game of
//! millions of moves scrolls and steps as fast as a short one.

use std::borrow::Cow;
use std::cell::Cell;

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

/// One thing in a row of the list, in a few bytes: what it shows is looked up when it is
/// drawn, so a game of millions of moves keeps its list small.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Item {
    /// The number of the move of the node: `12.` for White's, `12…` for Black's.
    Number(NodeId),
    /// The move leading to the node, in italics inside a variation, coloured by its mark.
    Move(NodeId),
    /// The mover's time left after the move of the node.
    Clock(NodeId),
    /// Piece `piece` of the comment after the move of the node (or, `before`, before it).
    Comment { node: NodeId, before: bool, piece: u32 },
    /// `(` or `)` around a variation.
    Bracket(&'static str),
}

/// A row of the list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Row {
    /// A row of the main line as most are: the number of the move of `first`, that move, and
    /// the main answer to it when `pair`.
    Plain { first: NodeId, pair: bool },
    /// Any other row: how deep in variations it is, and its items in [`MoveRows::items`].
    Items { depth: u32, start: u32, end: u32 },
}

/// No row: the place of a node not in the list in [`MoveRows::row_of`].
const NO_ROW: u32 = u32::MAX;

/// The rows of the move list of the game shown, kept until the game changes.
#[derive(Debug, Default)]
pub struct MoveRows {
    revision: Option<u64>,
    rows: Vec<Row>,
    /// The items of the rows that are not plain.
    items: Vec<Item>,
    /// The row of each move, by node.
    row_of: Vec<u32>,
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
            let built = build(record);
            (self.rows, self.items, self.row_of) = (built.done, built.items, built.row_of);
            self.result = result_text(record);
            self.current = None;
        }
        if self.current != Some(record.current()) {
            self.current = Some(record.current());
            let row = self.row_of.get(record.current().index()).filter(|&&r| r != NO_ROW);
            self.scroll_to.set(row.map(|&r| r as usize));
        }
    }

    /// The depth and the items of `row`.
    fn items(&self, record: &GameRecord, row: &Row) -> (usize, Cow<'_, [Item]>) {
        match *row {
            Row::Plain { first, pair } => {
                let mut items = vec![Item::Number(first), Item::Move(first)];
                if let Some(&answer) = record.children(first).first().filter(|_| pair) {
                    items.push(Item::Move(answer));
                }
                (0, Cow::Owned(items))
            }
            Row::Items { depth, start, end } => {
                (depth as usize, Cow::Borrowed(&self.items[start as usize..end as usize]))
            }
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

/// Shows the move list and the result; chosen positions go to `out`.
pub fn show(ui: &mut Ui, view: &View, list: &MoveRows, out: &mut Vec<Command>) {
    let session = view.session;
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
                Some(row) => {
                    let (depth, items) = list.items(session.record(), row);
                    show_row(ui, view, depth, &items, row_height, out);
                }
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

/// What `item` shows, as text.
fn item_text(session: &Session, item: &Item) -> String {
    let record = session.record();
    match *item {
        Item::Number(id) => match record.move_number(id) {
            Some((number, Side::White)) => format!("{number}."),
            Some((number, Side::Black)) => format!("{number}…"),
            None => String::new(),
        },
        Item::Move(id) => {
            format!("{}{}", session.move_text(id), mark(record, id).map_or("", MoveMark::text))
        }
        Item::Clock(id) => {
            record.annotation(id).clock.map(damier_core::clock::show).unwrap_or_default()
        }
        Item::Comment { node, before, piece } => {
            let annotation = record.annotation(node);
            let comment = if before { &annotation.comment_before } else { &annotation.comment };
            comment_piece(comment.as_deref().unwrap_or_default(), piece)
        }
        Item::Bracket(bracket) => bracket.to_string(),
    }
}

/// Piece `piece` of `comment` as the list shows it: a short comment whole, a long one in
/// rows of [`COMMENT_PER_ROW`] characters.
fn comment_piece(comment: &str, piece: u32) -> String {
    if comment.chars().count() <= COMMENT_PER_ROW / 2 {
        return comment.to_string();
    }
    comment.chars().skip(piece as usize * COMMENT_PER_ROW).take(COMMENT_PER_ROW).collect()
}

/// How many pieces the list shows `comment` in.
fn comment_pieces(comment: &str) -> u32 {
    let chars = comment.chars().count();
    if chars <= COMMENT_PER_ROW / 2 { 1 } else { chars.div_ceil(COMMENT_PER_ROW) as u32 }
}

/// One row, indented by its depth.
fn show_row(
    ui: &mut Ui,
    view: &View,
    depth: usize,
    items: &[Item],
    height: f32,
    out: &mut Vec<Command>,
) {
    let (m, session) = (view.messages, view.session);
    let record = session.record();
    let current = record.current();
    ui.horizontal(|ui| {
        ui.set_min_height(height);
        ui.spacing_mut().item_spacing.x = 4.0;
        ui.add_space(depth as f32 * INDENT);
        for item in items {
            let text = item_text(session, item);
            match *item {
                Item::Number(_) | Item::Bracket(_) => {
                    ui.label(RichText::new(text).weak());
                }
                Item::Move(id) => {
                    let mut text = RichText::new(text);
                    if depth > 0 {
                        text = text.italics();
                    }
                    if let Some(color) = mark(record, id).and_then(mark_color) {
                        text = text.color(color);
                    }
                    let response = ui.selectable_label(current == id, text);
                    if response.clicked() {
                        out.push(Command::GoTo(id));
                    }
                    response.context_menu(|ui| move_menu(ui, m, session, id, out));
                }
                Item::Clock(_) => {
                    ui.label(RichText::new(text).small().weak());
                }
                Item::Comment { .. } => {
                    ui.label(RichText::new(text).color(comment_color(ui)));
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
fn build(record: &GameRecord) -> Rows<'_> {
    let mut rows = Rows::new(record);
    if let Some(text) = &record.annotation(record.root()).comment {
        rows.comment(0, record.root(), false, text);
    }
    line(&mut rows, record.root(), 0, 0);
    rows.break_row(0);
    rows
}

/// Rows as they are being built: those done, and the one open.
struct Rows<'a> {
    record: &'a GameRecord,
    done: Vec<Row>,
    items: Vec<Item>,
    row_of: Vec<u32>,
    depth: usize,
    open: Vec<Item>,
    /// How many moves the open row holds.
    moves: usize,
}

impl<'a> Rows<'a> {
    fn new(record: &'a GameRecord) -> Rows<'a> {
        Rows {
            record,
            done: Vec::new(),
            items: Vec::new(),
            row_of: vec![NO_ROW; record.len()],
            depth: 0,
            open: Vec::new(),
            moves: 0,
        }
    }

    /// Ends the open row, if it holds anything, and opens one at `depth`.
    fn break_row(&mut self, depth: usize) {
        let open = std::mem::take(&mut self.open);
        let open_depth = std::mem::replace(&mut self.depth, depth);
        self.moves = 0;
        if open.is_empty() {
            return;
        }
        let row = self.done.len() as u32;
        for item in &open {
            if let Item::Move(id) = item {
                self.row_of[id.index()] = row;
            }
        }
        let main_answer = |a: NodeId, b: NodeId| self.record.children(a).first() == Some(&b);
        let plain = match open[..] {
            [Item::Number(n), Item::Move(a)] if n == a => Some((a, false)),
            [Item::Number(n), Item::Move(a), Item::Move(b)] if n == a && main_answer(a, b) => {
                Some((a, true))
            }
            _ => None,
        };
        match plain.filter(|_| open_depth == 0) {
            Some((first, pair)) => self.done.push(Row::Plain { first, pair }),
            None => {
                let start = self.items.len() as u32;
                self.items.extend(open);
                let (depth, end) = (open_depth as u32, self.items.len() as u32);
                self.done.push(Row::Items { depth, start, end });
            }
        }
    }

    /// Adds `item` to the open row, at `depth`, starting a new row when the depth changes.
    fn push(&mut self, depth: usize, item: Item) {
        if self.depth != depth {
            self.break_row(depth);
        }
        if matches!(item, Item::Move(_)) {
            self.moves += 1;
        }
        self.open.push(item);
    }

    /// Adds the comment `text` of `node` at `depth`, in rows of its own when it is long.
    fn comment(&mut self, depth: usize, node: NodeId, before: bool, text: &str) {
        let pieces = comment_pieces(text);
        if pieces == 1 && text.chars().count() <= COMMENT_PER_ROW / 2 {
            self.push(depth, Item::Comment { node, before, piece: 0 });
            return;
        }
        self.break_row(depth);
        for piece in 0..pieces {
            self.push(depth, Item::Comment { node, before, piece });
            self.break_row(depth);
        }
    }
}

/// The line continuing from `parent`, `ply` plies from the start, at `depth`: each main
/// continuation, then its alternatives in brackets.
fn line(rows: &mut Rows, parent: NodeId, ply: u32, depth: usize) {
    let record = rows.record;
    let (mut parent, mut ply) = (parent, ply);
    let mut numbered = true;
    while let Some((&main, others)) = record.children(parent).split_first() {
        ply += 1;
        token(rows, main, ply, numbered, depth);
        numbered = false;
        for &other in others {
            rows.push(depth + 1, Item::Bracket("("));
            token(rows, other, ply, true, depth + 1);
            line(rows, other, ply, depth + 1);
            rows.push(depth + 1, Item::Bracket(")"));
            numbered = true;
        }
        parent = main;
    }
}

/// One move, `ply` plies from the start: its number when White plays it or when `numbered`,
/// then the move. White's moves of the main line start a row; a variation's rows hold a few
/// moves each.
fn token(rows: &mut Rows, id: NodeId, ply: u32, numbered: bool, depth: usize) {
    let record = rows.record;
    let first = record.start_position().side_to_move();
    let side = if ply % 2 == 1 { first } else { !first };
    let annotation = record.annotation(id);
    if let Some(text) = &annotation.comment_before {
        rows.comment(depth, id, true, text);
    }
    let numbered = numbered || annotation.comment_before.is_some();
    let full = side == Side::White && rows.moves + 2 > MOVES_PER_ROW;
    if (depth == 0 && side == Side::White) || full || rows.depth != depth {
        rows.break_row(depth);
    }
    if side == Side::White || numbered {
        rows.push(depth, Item::Number(id));
    }
    rows.push(depth, Item::Move(id));
    if annotation.clock.is_some() {
        rows.push(depth, Item::Clock(id));
    }
    if let Some(text) = &annotation.comment {
        rows.comment(depth, id, false, text);
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

    /// The list of `record` as it shows: each row's depth and texts.
    fn shown(record: GameRecord) -> Vec<(usize, Vec<String>)> {
        let session = Session::from_record(record);
        let mut list = MoveRows::default();
        list.refresh(&session);
        let texts = |row: &Row| {
            let (depth, items) = list.items(session.record(), row);
            (depth, items.iter().map(|item| item_text(&session, item)).collect())
        };
        list.rows.iter().map(texts).collect()
    }

    fn rows_of(moves: &[&str]) -> Vec<Vec<String>> {
        let mut record = GameRecord::new(AnyPosition::start(Variant::International));
        for text in moves {
            record.play(text).unwrap();
        }
        shown(record).into_iter().map(|(_, texts)| texts).collect()
    }

    #[test]
    fn a_move_shows_the_clock_it_left() {
        let mut record = GameRecord::new(AnyPosition::start(Variant::International));
        let first = record.play("32-28").unwrap();
        record.annotation_mut(first).clock = Some(std::time::Duration::from_secs(272));
        record.play("19-23").unwrap();
        assert_eq!(shown(record)[0].1, ["1.", "32-28", "4:32", "19-23"]);
    }

    #[test]
    fn the_main_line_has_a_row_a_move_number() {
        let rows = rows_of(&["32-28", "19-23", "28x19", "14x23", "37-32"]);
        assert_eq!(
            rows,
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
        assert_eq!(
            shown(record),
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

    #[test]
    fn a_long_comment_takes_rows_of_its_own_and_plain_rows_keep_no_items() {
        let mut record = GameRecord::new(AnyPosition::start(Variant::International));
        let first = record.play("32-28").unwrap();
        record.play("19-23").unwrap();
        let long = "a comment long enough to be cut into two rows of the list, at least";
        record.set_comment(first, long);
        for text in ["28x19", "14x23", "37-32", "9-14"] {
            record.play(text).unwrap();
        }
        let rows = shown(record.clone());
        let pieces: String = rows[1..3].iter().map(|(_, t)| t.concat()).collect();
        assert_eq!(pieces, long, "the comment whole, in rows of its own");
        assert_eq!(rows[3].1, ["19-23"]);
        let session = Session::from_record(record);
        let mut list = MoveRows::default();
        list.refresh(&session);
        let plain = list.rows.iter().filter(|r| matches!(r, Row::Plain { .. })).count();
        assert_eq!(plain, 3, "the rows of two moves and nothing else keep no items");
    }
}
