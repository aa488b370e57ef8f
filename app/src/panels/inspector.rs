//! The Lasca column inspector: the column under the pointer (or selected), top to bottom.

use damier_core::{Rank, Variant};
use egui::{Sense, Ui, vec2};

use crate::app::App;
use crate::board::paint;

/// Shows the column under the pointer or the selected one, in Lasca.
pub fn show(ui: &mut Ui, app: &App) {
    let position = app.session.position();
    if position.variant() != Variant::Lasca {
        return;
    }
    ui.separator();
    let cell = app.board.hovered().filter(|&c| !position.stack(c).is_empty());
    let Some(cell) = cell.or(app.board.selected()) else {
        ui.weak("Point at a column to see it from top to bottom.");
        return;
    };
    let g = position.geometry();
    let pieces = position.stack(cell);
    ui.strong(format!(
        "Column on {}: {} piece{}",
        g.name(cell),
        pieces.len(),
        plural(pieces.len())
    ));
    for (i, piece) in pieces.iter().enumerate() {
        ui.horizontal(|ui| {
            let (rect, _) = ui.allocate_exact_size(vec2(18.0, 18.0), Sense::hover());
            paint::disc(ui.painter(), rect.center(), 8.0, *piece, Variant::Lasca);
            let rank = if piece.rank == Rank::King { "officer" } else { "soldier" };
            let role = if i == 0 { " (commander)" } else { "" };
            ui.label(format!("{} {rank}{role}", Variant::Lasca.side_name(piece.side)));
        });
    }
}

fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}
