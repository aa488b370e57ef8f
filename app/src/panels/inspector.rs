//! The Lasca column inspector: the column under the pointer (or selected), top to bottom.

use damier_core::{Piece, Variant};
use egui::{Sense, Ui, vec2};

use crate::board::paint;
use crate::i18n::{Messages, t};
use crate::view::View;

/// The most pieces of a column the inspector lists; the rest are counted in one row.
const ROWS: usize = 5;

/// Shows the column under the pointer or the selected one, in Lasca, in a space of the same
/// height whatever it shows, so the move list below does not jump as the pointer moves.
pub fn show(ui: &mut Ui, view: &View) {
    let position = view.session.position();
    if position.variant() != Variant::Lasca {
        return;
    }
    ui.separator();
    let row = ui.spacing().interact_size.y.max(18.0) + ui.spacing().item_spacing.y;
    let height = row * (ROWS + 1) as f32;
    let width = ui.available_width();
    ui.allocate_ui_with_layout(
        vec2(width, height),
        egui::Layout::top_down(egui::Align::Min),
        |ui| {
            ui.set_min_size(vec2(width, height));
            let cell = view.board.hovered().filter(|&c| !position.stack(c).is_empty());
            let Some(cell) = cell.or(view.board.selected()) else {
                ui.weak(t!(view.messages, "column-hint"));
                return;
            };
            let pieces = position.stack(cell);
            let name = position.geometry().name(cell);
            column_rows(ui, view.messages, Variant::Lasca, &name, &pieces, ROWS);
        },
    );
}

/// A column on the cell written `cell`: a heading, then its pieces from the top down, at most
/// `rows` rows (the pieces beyond counted in the last).
pub fn column_rows(
    ui: &mut Ui,
    m: &Messages,
    variant: Variant,
    cell: &str,
    pieces: &[Piece],
    rows: usize,
) {
    ui.strong(t!(m, "column-heading", cell = cell, pieces = pieces.len()));
    let listed = if pieces.len() > rows { rows - 1 } else { pieces.len() };
    for (i, piece) in pieces[..listed].iter().enumerate() {
        ui.horizontal(|ui| {
            let (rect, _) = ui.allocate_exact_size(vec2(18.0, 18.0), Sense::hover());
            paint::disc(ui.painter(), rect.center(), 8.0, *piece, variant);
            let name = m.piece(variant, *piece);
            ui.label(if i == 0 { t!(m, "column-commander", piece = name) } else { name });
        });
    }
    if listed < pieces.len() {
        ui.weak(t!(m, "column-more", more = pieces.len() - listed));
    }
}
