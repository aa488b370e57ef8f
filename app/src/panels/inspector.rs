//! The Lasca column inspector: the column under the pointer (or selected), top to bottom.

use damier_core::{Piece, Variant};
use egui::{Sense, Ui, vec2};

use crate::board::paint;
use crate::names::piece_name;
use crate::view::View;

/// Shows the column under the pointer or the selected one, in Lasca.
pub fn show(ui: &mut Ui, view: &View) {
    let position = view.session.position();
    if position.variant() != Variant::Lasca {
        return;
    }
    ui.separator();
    let cell = view.board.hovered().filter(|&c| !position.stack(c).is_empty());
    let Some(cell) = cell.or(view.board.selected()) else {
        ui.weak("Point at a column to see it from top to bottom.");
        return;
    };
    let pieces = position.stack(cell);
    column_rows(ui, Variant::Lasca, &position.geometry().name(cell), &pieces);
}

/// A column on the cell written `cell`: a heading, then its pieces from the top down.
pub fn column_rows(ui: &mut Ui, variant: Variant, cell: &str, pieces: &[Piece]) {
    ui.strong(format!("Column on {cell}: {} piece{}", pieces.len(), plural(pieces.len())));
    for (i, piece) in pieces.iter().enumerate() {
        ui.horizontal(|ui| {
            let (rect, _) = ui.allocate_exact_size(vec2(18.0, 18.0), Sense::hover());
            paint::disc(ui.painter(), rect.center(), 8.0, *piece, variant);
            let role = if i == 0 { " (commander)" } else { "" };
            ui.label(format!("{}{role}", piece_name(variant, *piece)));
        });
    }
}

fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}
