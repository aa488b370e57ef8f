//! The move list in the game's notation, with marks and comments, variations in brackets;
//! click a move to go there.

use damier_core::Side;
use damier_core::game::{GameRecord, MoveMark, NodeId};
use egui::{Align, Color32, Layout, RichText, Ui, vec2};

use crate::app::App;
use crate::commands::Command;
use crate::session::Session;

/// Shows the move list and the result; chosen positions go to `out`.
pub fn show(ui: &mut Ui, app: &App, out: &mut Vec<Command>) {
    let session = &app.session;
    ui.strong("Moves");
    egui::ScrollArea::vertical().auto_shrink([false, true]).stick_to_bottom(true).show(ui, |ui| {
        ui.horizontal_wrapped(|ui| {
            ui.spacing_mut().item_spacing.x = 4.0;
            let root = session.record().root();
            if let Some(text) = &session.record().node(root).annotation.comment {
                comment(ui, text);
            }
            line(ui, session, root, 0, out);
        });
        if let Some(outcome) = session.outcome() {
            ui.add_space(6.0);
            ui.label(RichText::new(outcome.to_string()).strong());
        }
    });
}

/// The line continuing from `parent`: each main continuation, followed by its alternatives.
fn line(ui: &mut Ui, session: &Session, parent: NodeId, depth: usize, out: &mut Vec<Command>) {
    let record = session.record();
    let mut parent = parent;
    let mut numbered = true;
    while let Some((&main, others)) = record.node(parent).children().split_first() {
        token(ui, session, main, numbered, depth, out);
        numbered = false;
        for &other in others {
            ui.label(RichText::new("(").weak());
            token(ui, session, other, true, depth + 1, out);
            line(ui, session, other, depth + 1, out);
            ui.label(RichText::new(")").weak());
            numbered = true;
        }
        parent = main;
    }
}

/// One move: its number when White plays it or when `numbered`, then the move.
fn token(
    ui: &mut Ui,
    session: &Session,
    id: NodeId,
    numbered: bool,
    depth: usize,
    out: &mut Vec<Command>,
) {
    let record = session.record();
    let Some((number, side)) = record.move_number(id) else { return };
    let annotation = &record.node(id).annotation;
    if let Some(text) = &annotation.comment_before {
        comment(ui, text);
    }
    let numbered = numbered || annotation.comment_before.is_some();
    let number = match side {
        Side::White => Some(format!("{number}.")),
        Side::Black if numbered => Some(format!("{number}…")),
        Side::Black => None,
    };
    let mark = mark(record, id);
    let written = format!("{}{}", session.move_text(id), mark.map_or("", MoveMark::text));
    let mut text = RichText::new(&written);
    if depth > 0 {
        text = text.italics();
    }
    if let Some(color) = mark.and_then(mark_color) {
        text = text.color(color);
    }
    // The number and its move wrap to the next line together: a group as wide as they are.
    let font = egui::TextStyle::Body.resolve(ui.style());
    let measure = |t: &str| {
        let galley =
            ui.ctx().fonts_mut(|f| f.layout_no_wrap(t.to_string(), font.clone(), Color32::WHITE));
        galley.size().x
    };
    let spacing = ui.spacing();
    let gap = spacing.item_spacing.x;
    let size = vec2(
        number.as_deref().map_or(0.0, |n| measure(n) + gap)
            + measure(&written)
            + 2.0 * spacing.button_padding.x
            + 2.0,
        spacing.interact_size.y,
    );
    ui.allocate_ui_with_layout(size, Layout::left_to_right(Align::Center), |ui| {
        if let Some(number) = number {
            ui.label(RichText::new(number).weak());
        }
        if ui.selectable_label(record.current() == id, text).clicked() {
            out.push(Command::GoTo(id));
        }
    });
    if let Some(text) = &annotation.comment {
        comment(ui, text);
    }
}

/// A comment of the game, between the moves, in a colour of its own.
fn comment(ui: &mut Ui, text: &str) {
    let color = if ui.visuals().dark_mode {
        Color32::from_rgb(135, 190, 150)
    } else {
        Color32::from_rgb(35, 110, 65)
    };
    ui.label(RichText::new(text).color(color));
}

/// The move-strength mark of the move leading to `id`: its own, or one given as a glyph
/// (`$1`…`$6`, as a review writes them).
fn mark(record: &GameRecord, id: NodeId) -> Option<MoveMark> {
    let annotation = &record.node(id).annotation;
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
