//! The board widget. It knows no rules: it is given the position to draw, the legal moves as
//! data, the last move and the marks to show, and it gives back what the player tried to do.
//!
//! Pieces move by drag-and-drop or by clicking the piece and then its destination. When
//! several different moves share the start and end the player chose, the board draws their
//! routes and the player clicks the cells to pass through until one move is left. The same
//! can be done from the keyboard and by screen readers (see [`access`]).

pub mod access;
pub mod anim;
pub mod edit;
pub mod evalbar;
pub mod layout;
pub mod paint;
pub mod style;

use damier_core::cells::Cell;
use damier_core::{AnyMove, AnyPosition, Side};
use egui::{Painter, Pos2, Sense, Ui};

use crate::i18n::Messages;
use anim::Animation;
use damier_core::MoveInfo;
use layout::Layout;

/// What the board draws this frame.
pub struct BoardInput<'a> {
    /// The words of the player's language, for the cells' accessible names.
    pub messages: &'a Messages,
    /// The position to show.
    pub position: &'a AnyPosition,
    /// The moves the player may make (empty when it is not a person's turn).
    pub moves: &'a [MoveInfo],
    /// The move that led to the position, highlighted.
    pub last: Option<&'a MoveInfo>,
    /// A suggested move, drawn as an arrow.
    pub hint: Option<&'a MoveInfo>,
    /// Cells to mark (a hint's piece to move).
    pub marked: &'a [Cell],
    /// An evaluation to show in a bar beside the board.
    pub evaluation: Option<&'a evalbar::Evaluation>,
    /// A move being animated.
    pub animation: Option<&'a Animation>,
    /// Whether the board is shown from Black's side.
    pub flipped: bool,
    /// Whether cell names are written on the board.
    pub coordinates: bool,
    /// The time, in seconds, for animations.
    pub now: f64,
}

/// What the player did on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Intent {
    /// Play this move.
    Play(AnyMove),
    /// The player tried to move the piece on `from` to `to`, which no legal move does.
    Refused {
        /// Where the piece was picked up.
        from: Cell,
        /// Where it was put.
        to: Cell,
    },
}

/// A capture the player has started whose route is still to be chosen.
#[derive(Clone, Debug)]
struct PendingRoute {
    from: Cell,
    candidates: Vec<MoveInfo>,
    clicked: Vec<Cell>,
}

/// The board's own state between frames.
#[derive(Clone, Debug, Default)]
pub struct Board {
    selected: Option<Cell>,
    dragging: Option<Cell>,
    pending: Option<PendingRoute>,
    hovered: Option<Cell>,
    layout: Option<Layout>,
    /// The cell with the keyboard focus, if one has it.
    cursor: Option<Cell>,
    /// Whether the keyboard focus is to go to the board at the next frame.
    want_focus: bool,
}

impl Board {
    /// Forgets the selection, a drag and an unfinished capture (the position changed).
    pub fn reset(&mut self) {
        self.selected = None;
        self.dragging = None;
        self.pending = None;
    }

    /// The routes of an unfinished ambiguous capture, for listing.
    pub fn pending_routes(&self) -> &[MoveInfo] {
        self.pending.as_ref().map_or(&[], |p| &p.candidates)
    }

    /// The cell under the pointer, if any.
    pub fn hovered(&self) -> Option<Cell> {
        self.hovered
    }

    /// The selected cell, if any.
    pub fn selected(&self) -> Option<Cell> {
        self.selected.or(self.dragging)
    }

    /// The cell with the keyboard focus, if one has it.
    pub fn cursor(&self) -> Option<Cell> {
        self.cursor
    }

    /// Gives the keyboard focus to the board at the next frame: to the cell that had it, else
    /// to the first piece that can move.
    pub fn take_focus(&mut self) {
        self.want_focus = true;
    }

    /// Where the centre of `cell` was drawn in the last frame.
    pub fn center(&self, cell: Cell) -> Option<Pos2> {
        self.layout.map(|l| l.center(cell))
    }

    /// Shows the board in all the space `ui` has left and returns what the player did.
    pub fn show(&mut self, ui: &mut Ui, input: &BoardInput) -> Option<Intent> {
        let (rect, response) = ui.allocate_exact_size(ui.available_size(), Sense::click_and_drag());
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Canvas, true, "Board"));
        let space = match input.evaluation {
            Some(_) => rect.with_min_x(rect.min.x + evalbar::WIDTH + evalbar::GAP),
            None => rect,
        };
        let layout = Layout::new(input.position.geometry(), space, input.flipped);
        self.layout = Some(layout);
        let pointer = ui.input(|i| i.pointer.interact_pos());
        self.hovered = response.hover_pos().and_then(|p| layout.cell_at(p));
        let interactive = !input.moves.is_empty() && input.animation.is_none();
        let acted = self.cell_nodes(ui, response.id, &layout, input);
        let mut intent = None;
        if !interactive {
            self.reset();
        } else if let Some(cell) = acted {
            intent = self.click(cell, input);
        } else {
            if response.drag_started() {
                let origin = ui.input(|i| i.pointer.press_origin());
                let cell = origin.and_then(|p| layout.cell_at(p));
                if let Some(cell) = cell.filter(|&c| !input.position.stack(c).is_empty()) {
                    self.dragging = Some(cell);
                    self.selected = None;
                    self.pending = None;
                }
            }
            if response.drag_stopped()
                && let Some(from) = self.dragging.take()
            {
                match pointer.and_then(|p| layout.cell_at(p)) {
                    Some(to) if to != from => intent = self.resolve(from, to, input),
                    _ => self.selected = Some(from),
                }
            } else if response.clicked()
                && let Some(cell) = pointer.and_then(|p| layout.cell_at(p))
            {
                intent = self.click(cell, input);
            }
        }
        if self.dragging.is_some() {
            ui.ctx().set_cursor_icon(egui::CursorIcon::Grabbing);
        } else if interactive
            && self.hovered.and_then(|c| side_on(input.position, c))
                == Some(input.position.side_to_move())
        {
            ui.ctx().set_cursor_icon(egui::CursorIcon::Grab);
        }
        let painter = ui.painter_at(rect);
        self.paint(&painter, &layout, input, pointer);
        if let Some(evaluation) = input.evaluation {
            evalbar::paint(&painter, &layout, evaluation);
        }
        intent
    }

    /// The player put the piece on `from` down on `to`.
    fn resolve(&mut self, from: Cell, to: Cell, input: &BoardInput) -> Option<Intent> {
        self.selected = None;
        let candidates: Vec<MoveInfo> =
            input.moves.iter().filter(|c| c.from == from && c.to == to).cloned().collect();
        match candidates.len() {
            0 => Some(Intent::Refused { from, to }),
            1 => Some(Intent::Play(candidates[0].mv)),
            _ => {
                self.pending = Some(PendingRoute { from, candidates, clicked: Vec::new() });
                None
            }
        }
    }

    /// The player clicked `cell`.
    fn click(&mut self, cell: Cell, input: &BoardInput) -> Option<Intent> {
        if let Some(pending) = &mut self.pending {
            if cell == pending.from {
                self.pending = None;
                return None;
            }
            let mut clicked = pending.clicked.clone();
            clicked.push(cell);
            let left: Vec<MoveInfo> =
                pending.candidates.iter().filter(|c| passes(c, &clicked)).cloned().collect();
            if left.is_empty() {
                return None;
            }
            if let [only] = left.as_slice() {
                let mv = only.mv;
                self.pending = None;
                return Some(Intent::Play(mv));
            }
            pending.clicked = clicked;
            pending.candidates = left;
            return None;
        }
        let side_to_move = input.position.side_to_move();
        let owner = side_on(input.position, cell);
        match self.selected {
            Some(from) if from == cell => {
                self.selected = None;
                None
            }
            _ if owner == Some(side_to_move) => {
                self.selected = Some(cell);
                None
            }
            Some(from) => self.resolve(from, cell, input),
            None if owner.is_some() => Some(Intent::Refused { from: cell, to: cell }),
            None => None,
        }
    }

    fn paint(&self, painter: &Painter, layout: &Layout, input: &BoardInput, pointer: Option<Pos2>) {
        let r = paint::piece_radius(layout);
        let variant = input.position.variant();
        paint::board(painter, layout, input.coordinates);
        if let Some(last) = input.last.filter(|_| input.animation.is_none()) {
            for &cell in &last.path {
                paint::fill_cell(painter, layout, cell, style::LAST_MOVE);
            }
        }
        if let Some(cell) = self.selected() {
            paint::fill_cell(painter, layout, cell, style::SELECTED);
        }
        for &cell in input.marked {
            paint::fill_cell(painter, layout, cell, style::MARKED);
        }
        match input.animation {
            Some(animation) => animation.paint(painter, layout, input.now),
            None => anim::paint_position(painter, layout, input.position, self.dragging),
        }
        if let Some(last) = input.last.filter(|_| input.animation.is_none()) {
            for &cell in &last.captured {
                // In Lasca a jumped column may still stand, under a new commander.
                if input.position.stack(cell).is_empty() {
                    paint::cross(painter, layout, cell, style::CAPTURED);
                } else {
                    paint::ring(painter, layout, cell, style::CAPTURED, 2.0);
                }
            }
        }
        if input.animation.is_none() {
            self.paint_marks(painter, layout, input);
        }
        // Over the rings and marks, so that none hides a cell's number.
        if input.coordinates {
            let white_on = |cell| {
                let top = input.position.stack(cell).first().map(|p| p.side);
                top == Some(Side::White) && self.dragging != Some(cell)
            };
            paint::cell_names(painter, layout, white_on);
        }
        if let Some(hint) = input.hint {
            let width = (layout.step * 0.09).max(2.0);
            let points: Vec<Pos2> = hint.path.iter().map(|&c| layout.center(c)).collect();
            for pair in points.windows(2) {
                paint::arrow(painter, pair[0], pair[1], style::HINT, width);
            }
        }
        if let Some(cell) = self.cursor {
            // A square frame, unlike the rings of pieces that must capture.
            let rect =
                egui::Rect::from_center_size(layout.center(cell), egui::Vec2::splat(layout.step));
            let stroke = egui::Stroke::new((layout.step * 0.06).max(2.0), style::CURSOR);
            painter.rect_stroke(rect.shrink(stroke.width), 2.0, stroke, egui::StrokeKind::Inside);
        }
        if let (Some(cell), Some(at)) = (self.dragging, pointer) {
            let pieces = input.position.stack(cell);
            paint::stack(painter, at, r * 1.08, &pieces, variant, &[]);
        }
    }

    /// Pieces that must capture, the selected piece's destinations, and unfinished routes.
    fn paint_marks(&self, painter: &Painter, layout: &Layout, input: &BoardInput) {
        let width = (layout.step * 0.06).max(2.0);
        if input.moves.first().is_some_and(MoveInfo::is_capture) {
            let mut starts: Vec<Cell> = input.moves.iter().map(|c| c.from).collect();
            starts.sort_unstable();
            starts.dedup();
            for cell in starts {
                paint::ring(painter, layout, cell, style::MUST_CAPTURE, width);
            }
        }
        if let Some(from) = self.selected() {
            for choice in input.moves.iter().filter(|c| c.from == from) {
                paint::dot(painter, layout, choice.to, style::TARGET);
            }
        }
        if let Some(pending) = &self.pending {
            for (i, choice) in pending.candidates.iter().enumerate() {
                let color = style::ROUTES[i % style::ROUTES.len()];
                let points: Vec<Pos2> = choice.path.iter().map(|&c| layout.center(c)).collect();
                paint::route(painter, &points, color, width);
            }
        }
    }
}

/// Whether `choice` passes through `clicked` in that order (turning or landing there).
fn passes(choice: &MoveInfo, clicked: &[Cell]) -> bool {
    let inner = &choice.path[1..choice.path.len().saturating_sub(1).max(1)];
    let mut rest = inner.iter();
    clicked.iter().all(|cell| rest.any(|c| c == cell))
}

/// The side whose piece (or column) stands on `cell`, if any.
fn side_on(position: &AnyPosition, cell: Cell) -> Option<Side> {
    position.stack(cell).first().map(|p| p.side)
}
