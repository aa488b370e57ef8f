//! The Lasca column inspector: the column under the pointer (or selected), top to bottom.

use damier_core::{Piece, Variant};
use egui::{Sense, Ui, vec2};

use crate::board::paint;
use crate::i18n::{Messages, t};
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
        ui.weak(t!(view.messages, "column-hint"));
        return;
    };
    let pieces = position.stack(cell);
    column_rows(ui, view.messages, Variant::Lasca, &position.geometry().name(cell), &pieces);
}

/// A column on the cell written `cell`: a heading, then its pieces from the top down.
pub fn column_rows(ui: &mut Ui, m: &Messages, variant: Variant, cell: &str, pieces: &[Piece]) {
    ui.strong(t!(m, "column-heading", cell = cell, pieces = pieces.len()));
    for (i, piece) in pieces.iter().enumerate() {
        ui.horizontal(|ui| {
            let (rect, _) = ui.allocate_exact_size(vec2(18.0, 18.0), Sense::hover());
            paint::disc(ui.painter(), rect.center(), 8.0, *piece, variant);
            let name = m.piece(variant, *piece);
            ui.label(if i == 0 { t!(m, "column-commander", piece = name) } else { name });
        });
    }
}
