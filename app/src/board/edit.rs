//! The board while a position is edited. It shows a setup (which may be no legal position)
//! and reports clicks, right-clicks, pieces dragged from cell to cell or off the board, and
//! palette pieces dropped on a cell; what they mean is the editor's business.

use damier_core::cells::Cell;
use damier_core::edit::AnySetup;
use damier_core::{Piece, Side};
use egui::{Pos2, Sense, Ui};

use super::layout::Layout;
use super::{Board, paint, style};

/// What the board draws while editing.
pub struct SetupInput<'a> {
    /// The setup to show.
    pub setup: &'a AnySetup,
    /// The cell whose column is shown in the editor, highlighted.
    pub focus: Option<Cell>,
    /// The cell a validation problem is on, ringed.
    pub problem: Option<Cell>,
    /// Whether the board is shown from Black's side.
    pub flipped: bool,
    /// Whether cell names are written on the board.
    pub coordinates: bool,
}

/// What the player did to the board while editing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EditIntent {
    /// A click on a cell.
    Click(Cell),
    /// A right-click on a cell.
    SecondaryClick(Cell),
    /// What stands on `from` was dragged to `to`.
    Move {
        /// Where it was picked up.
        from: Cell,
        /// Where it was put.
        to: Cell,
    },
    /// What stands on the cell was dragged off the board.
    Lift(Cell),
    /// A piece from the palette was dropped on the cell.
    Drop(Cell, Piece),
}

impl Board {
    /// Shows `input.setup` in all the space `ui` has left and returns what the player did.
    pub fn show_setup(&mut self, ui: &mut Ui, input: &SetupInput) -> Option<EditIntent> {
        let (rect, response) = ui.allocate_exact_size(ui.available_size(), Sense::click_and_drag());
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Canvas, true, "Board"));
        let setup = input.setup;
        let layout = Layout::new(setup.geometry(), rect, input.flipped);
        self.layout = Some(layout);
        let pointer = ui.input(|i| i.pointer.interact_pos());
        let cell_at = |p: Option<Pos2>| p.and_then(|p| layout.cell_at(p));
        self.hovered = cell_at(response.hover_pos());
        let mut intent = None;
        if let Some(piece) = response.dnd_release_payload::<Piece>() {
            intent = cell_at(pointer).map(|cell| EditIntent::Drop(cell, *piece));
        } else if response.drag_started() {
            let origin = ui.input(|i| i.pointer.press_origin());
            self.dragging = cell_at(origin).filter(|&c| !setup.stack(c).is_empty());
        } else if response.drag_stopped() {
            if let Some(from) = self.dragging.take() {
                intent = match cell_at(pointer) {
                    Some(to) if to != from => Some(EditIntent::Move { from, to }),
                    Some(_) => None,
                    None => Some(EditIntent::Lift(from)),
                };
            }
        } else if response.secondary_clicked() {
            intent = cell_at(pointer).map(EditIntent::SecondaryClick);
        } else if response.clicked() {
            intent = cell_at(pointer).map(EditIntent::Click);
        }
        if self.dragging.is_some() {
            ui.ctx().set_cursor_icon(egui::CursorIcon::Grabbing);
        }
        // While a palette piece is dragged the board is not "hovered", but the pointer is over it.
        let dropping = response.dnd_hover_payload::<Piece>().and_then(|_| cell_at(pointer));
        let painter = ui.painter_at(rect);
        paint::board(&painter, &layout, input.coordinates);
        for cell in [input.focus, dropping].into_iter().flatten() {
            paint::fill_cell(&painter, &layout, cell, style::SELECTED);
        }
        let variant = setup.variant();
        paint::stacks(&painter, &layout, variant, |c| setup.stack(c), self.dragging);
        if input.coordinates {
            let white_on = |cell| setup.stack(cell).first().is_some_and(|p| p.side == Side::White);
            paint::cell_names(&painter, &layout, white_on);
        }
        if let Some(cell) = input.problem {
            let width = (layout.step * 0.07).max(2.0);
            paint::ring(&painter, &layout, cell, style::CAPTURED, width);
        }
        if let (Some(cell), Some(at)) = (self.dragging, pointer) {
            let r = paint::piece_radius(&layout) * 1.08;
            paint::stack(&painter, at, r, setup.stack(cell), variant, &[]);
        }
        intent
    }
}
