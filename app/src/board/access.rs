//! The board for the keyboard and for screen readers. Every cell is a node of its own, named
//! with what stands on it ("28, White man"), described with the moves it offers, and with a
//! click action that picks a piece up or puts it down, as a click on the board does. When a
//! cell has the keyboard focus the cursor keys walk it over the board and Enter or Space acts
//! on it; Escape gives the keyboard back to the window's shortcuts.

use damier_core::AnyPosition;
use damier_core::cells::{Cell, cells_of};
use egui::accesskit::Action;
use egui::{EventFilter, Id, Key, Modifiers, Rect, Role, Sense, Ui, Vec2, WidgetInfo};

use super::layout::Layout;
use super::{Board, BoardInput};
use crate::i18n::{Messages, t};

/// While a cell has the focus, the cursor keys are the board's, not egui's focus moves.
const ARROWS: EventFilter =
    EventFilter { tab: false, horizontal_arrows: true, vertical_arrows: true, escape: false };

/// A direction on the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Heading {
    Up,
    Down,
    Left,
    Right,
}

const HEADINGS: [(Key, Heading); 4] = [
    (Key::ArrowUp, Heading::Up),
    (Key::ArrowDown, Heading::Down),
    (Key::ArrowLeft, Heading::Left),
    (Key::ArrowRight, Heading::Right),
];

impl Board {
    /// Lays a focusable, named node over every cell of the board `board`, moves the keyboard
    /// focus with the cursor keys, and returns the cell acted on this frame: by Enter or
    /// Space on the focused cell, or by a screen reader's click.
    pub(super) fn cell_nodes(
        &mut self,
        ui: &mut Ui,
        board: Id,
        layout: &Layout,
        input: &BoardInput,
    ) -> Option<Cell> {
        let position = input.position;
        let cells: Vec<Cell> = cells_of(position.geometry().board).collect();
        if self.want_focus {
            self.want_focus = false;
            let start =
                self.cursor.or(input.moves.first().map(|c| c.from)).or(cells.first().copied());
            if let Some(cell) = start {
                ui.memory_mut(|m| m.request_focus(cell_id(board, cell)));
            }
        }
        let mut acted = None;
        let mut focused = None;
        for &cell in &cells {
            let id = cell_id(board, cell);
            let rect = Rect::from_center_size(layout.center(cell), Vec2::splat(layout.step));
            let response = ui.interact(rect, id, Sense::focusable_noninteractive());
            // Names and descriptions are worded only when something reads them (a screen
            // reader, the tests), not every frame.
            response.widget_info(|| {
                let label = cell_label(input.messages, position, cell);
                WidgetInfo::labeled(Role::Button, true, label)
            });
            ui.ctx().accesskit_node_builder(id, |node| {
                node.add_action(Action::Click);
                let description = self.cell_description(cell, input);
                if !description.is_empty() {
                    node.set_description(description);
                }
                if self.selected() == Some(cell) {
                    node.set_selected(true);
                }
            });
            if ui.input(|i| i.has_accesskit_action_request(id, Action::Click)) {
                acted = Some(cell);
            }
            if response.has_focus() {
                focused = Some(cell);
                ui.memory_mut(|m| m.set_focus_lock_filter(id, ARROWS));
                let pressed = |key| ui.input_mut(|i| i.consume_key(Modifiers::NONE, key));
                if pressed(Key::Enter) || pressed(Key::Space) {
                    acted = Some(cell);
                }
            }
        }
        if let Some(from) = focused {
            // Keys pressed together in one frame take the cursor step after step.
            let mut at = from;
            for (key, heading) in HEADINGS {
                while ui.input_mut(|i| i.consume_key(Modifiers::NONE, key)) {
                    at = next_cell(layout, &cells, at, heading).unwrap_or(at);
                }
            }
            if at != from {
                ui.memory_mut(|m| m.request_focus(cell_id(board, at)));
            }
        }
        self.cursor = focused;
        acted
    }

    /// What a screen reader says of `cell` beyond its name: that it is picked up, and the
    /// moves that start or, once a piece is picked up, end there.
    fn cell_description(&self, cell: Cell, input: &BoardInput) -> String {
        let selected = self.selected();
        let moves: Vec<&str> = input
            .moves
            .iter()
            .filter(|c| match selected {
                Some(from) => c.from == from && c.to == cell,
                None => c.from == cell,
            })
            .map(|c| c.text.as_str())
            .collect();
        let m = input.messages;
        let mut parts = Vec::new();
        if selected == Some(cell) {
            parts.push(t!(m, "board-cell-picked-up"));
        }
        if !moves.is_empty() {
            parts.push(t!(m, "board-cell-moves", moves = moves.join(", ")));
        }
        parts.join("; ")
    }
}

/// The id of `cell`'s node on the board `board`.
fn cell_id(board: Id, cell: Cell) -> Id {
    board.with(("cell", cell))
}

/// The name of `cell` with what stands on it: "28, White man", "d4, column of 3, White
/// soldier on top", "29, empty".
pub fn cell_label(m: &Messages, position: &AnyPosition, cell: Cell) -> String {
    let variant = position.variant();
    let name = position.geometry().name(cell);
    let pieces = position.stack(cell);
    match pieces.as_slice() {
        [] => t!(m, "board-cell-empty", cell = name),
        [piece] => t!(m, "board-cell-piece", cell = name, piece = m.piece(variant, *piece)),
        [top, ..] => t!(
            m,
            "board-cell-column",
            cell = name,
            count = pieces.len(),
            piece = m.piece(variant, *top)
        ),
    }
}

/// The cell the cursor goes to from `from` heading `heading`: along the row for left and
/// right (the nearest cell that way), to the nearest row for up and down (the nearest cell
/// across, to the right on a tie). None at the board's edge.
fn next_cell(layout: &Layout, cells: &[Cell], from: Cell, heading: Heading) -> Option<Cell> {
    let here = layout.center(from);
    let same_row = layout.step * 0.5;
    let score = |cell: Cell| {
        let d = layout.center(cell) - here;
        let (along, across) = match heading {
            Heading::Up => (-d.y, d.x),
            Heading::Down => (d.y, d.x),
            Heading::Left => (-d.x, d.y),
            Heading::Right => (d.x, d.y),
        };
        let ahead = along > same_row;
        let in_line = match heading {
            Heading::Left | Heading::Right => across.abs() < same_row,
            Heading::Up | Heading::Down => true,
        };
        (ahead && in_line).then(|| {
            let rows = (along / layout.step).round() as i32;
            let sideways = (across.abs() / layout.step * 8.0).round() as i32;
            (rows, sideways, i32::from(across < 0.0))
        })
    };
    cells.iter().filter_map(|&c| score(c).map(|s| (s, c))).min().map(|(_, c)| c)
}
