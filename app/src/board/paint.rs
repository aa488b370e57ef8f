//! Painters: the square boards, the hex board, pieces, Lasca columns and the marks over them.

use damier_core::cells::{Cell, cells_of};
use damier_core::geometry::Naming;
use damier_core::{Piece, Role, Variant};
use egui::{Align2, Color32, FontId, Painter, Pos2, Shape, Stroke, StrokeKind, Vec2, vec2};

use super::layout::Layout;
use super::style;

/// Paints the frame and the cells (and, if asked, the coordinates on the frame).
pub fn board(painter: &Painter, layout: &Layout, coordinates: bool) {
    if layout.is_hex() {
        hex_board(painter, layout);
    } else {
        square_board(painter, layout, coordinates);
    }
}

/// Writes each cell's number or name in its corner, over the pieces; a hex cell's name, which
/// stands on its piece, is written dark on the cells where `light` holds (a white piece).
pub fn cell_names(painter: &Painter, layout: &Layout, light: impl Fn(Cell) -> bool) {
    let g = layout.geometry();
    let size = (layout.step * 0.17).clamp(7.0, 15.0);
    let font = FontId::proportional(size);
    for cell in cells_of(g.board) {
        let on_light = layout.is_hex() && light(cell);
        let (color, shadow) = if on_light {
            (style::NUMBER_ON_LIGHT, Color32::from_white_alpha(140))
        } else {
            (style::NUMBER, Color32::from_black_alpha(160))
        };
        let (text, anchor, at) = if layout.is_hex() {
            (
                g.name(cell),
                Align2::CENTER_CENTER,
                layout.center(cell) - vec2(0.0, layout.step * 0.36),
            )
        } else if g.naming == Naming::Numeric {
            let (file, rank) = g.coordinates(cell);
            let corner = layout.square(file, rank).left_top() + Vec2::splat(layout.step * 0.05);
            (g.number(cell).to_string(), Align2::LEFT_TOP, corner)
        } else {
            continue;
        };
        painter.text(at + vec2(0.8, 0.8), anchor, &text, font.clone(), shadow);
        painter.text(at, anchor, text, font.clone(), color);
    }
}

fn square_board(painter: &Painter, layout: &Layout, coordinates: bool) {
    let g = layout.geometry();
    let radius = layout.step * 0.12;
    painter.rect_filled(layout.frame, radius, style::FRAME);
    for rank in 0..g.ranks as i32 {
        for file in 0..g.files as i32 {
            let dark = g.cell_at(file, rank).is_some();
            let color = if dark { style::DARK } else { style::LIGHT };
            painter.rect_filled(layout.square(file, rank), 0.0, color);
        }
    }
    let cells = layout.square(0, 0).union(layout.square(g.files as i32 - 1, g.ranks as i32 - 1));
    painter.rect_stroke(cells, 0.0, Stroke::new(2.0, style::FRAME_EDGE), StrokeKind::Outside);
    if !coordinates || g.naming != Naming::Algebraic {
        return;
    }
    let font = FontId::proportional((layout.step * 0.2).clamp(8.0, 18.0));
    let edge = -0.5 - 0.45 / 2.0;
    for file in 0..g.files {
        let p = layout.point(file as f32, edge);
        let text = ((b'a' + file) as char).to_string();
        painter.text(p, Align2::CENTER_CENTER, text, font.clone(), style::LABEL);
    }
    for rank in 0..g.ranks {
        let p = layout.point(edge, rank as f32);
        let text = (rank + 1).to_string();
        painter.text(p, Align2::CENTER_CENTER, text, font.clone(), style::LABEL);
    }
}

fn hex_board(painter: &Painter, layout: &Layout) {
    let g = layout.geometry();
    let outline = layout.hex_outline(layout.step * 0.95);
    painter.add(Shape::convex_polygon(outline, style::FRAME, Stroke::new(2.0, style::FRAME_EDGE)));
    for cell in cells_of(g.board) {
        let (file, rank) = g.coordinates(cell);
        let color = style::HEX[((file + rank) % 3) as usize];
        let corners = layout.hexagon(cell, 0.0);
        painter.add(Shape::convex_polygon(corners, color, Stroke::new(1.0, style::FRAME_EDGE)));
    }
}

/// Fills `cell` with `color` (its square or hexagon).
pub fn fill_cell(painter: &Painter, layout: &Layout, cell: Cell, color: Color32) {
    if layout.is_hex() {
        painter.add(Shape::convex_polygon(layout.hexagon(cell, 1.0), color, Stroke::NONE));
    } else {
        let (file, rank) = layout.geometry().coordinates(cell);
        painter.rect_filled(layout.square(file, rank), 0.0, color);
    }
}

/// Draws a ring of `color` around the piece on `cell`.
pub fn ring(painter: &Painter, layout: &Layout, cell: Cell, color: Color32, width: f32) {
    let r = piece_radius(layout) + width * 0.5 + 1.0;
    painter.circle_stroke(layout.center(cell), r, Stroke::new(width, color));
}

/// A dot on an empty target cell.
pub fn dot(painter: &Painter, layout: &Layout, cell: Cell, color: Color32) {
    painter.circle_filled(layout.center(cell), layout.step * 0.14, color);
}

/// A cross over a captured piece.
pub fn cross(painter: &Painter, layout: &Layout, cell: Cell, color: Color32) {
    let c = layout.center(cell);
    let d = layout.step * 0.18;
    let stroke = Stroke::new((layout.step * 0.06).max(1.5), color);
    painter.line_segment([c - vec2(d, d), c + vec2(d, d)], stroke);
    painter.line_segment([c - vec2(d, -d), c + vec2(d, -d)], stroke);
}

/// A thick arrow from `from` to `to` (screen points).
pub fn arrow(painter: &Painter, from: Pos2, to: Pos2, color: Color32, width: f32) {
    let direction = (to - from).normalized();
    let head = width * 2.6;
    let tip_base = to - direction * head;
    painter.line_segment([from, tip_base], Stroke::new(width, color));
    let side = direction.rot90() * head * 0.6;
    painter.add(Shape::convex_polygon(
        vec![to, tip_base + side, tip_base - side],
        color,
        Stroke::NONE,
    ));
}

/// A route through `points`: a line, a ring on each cell to click through, a dot at the end.
pub fn route(painter: &Painter, points: &[Pos2], color: Color32, width: f32) {
    painter.add(Shape::line(points.to_vec(), Stroke::new(width, color)));
    let inner = points.len().saturating_sub(1);
    for &p in points.iter().take(inner).skip(1) {
        painter.circle(p, width * 3.0, color.gamma_multiply(0.35), Stroke::new(width, color));
    }
    if let Some(&end) = points.last() {
        painter.circle_filled(end, width * 1.8, color);
    }
}

/// The radius pieces are drawn with on this board.
pub fn piece_radius(layout: &Layout) -> f32 {
    let share = if layout.is_hex() { 0.4 } else { 0.41 };
    layout.step * share
}

/// Paints a column of pieces (top first) standing at `c`; a single piece is a column of one.
/// `offsets`, when not empty, moves each piece by its own amount (for animation).
pub fn stack(
    painter: &Painter,
    c: Pos2,
    r: f32,
    pieces: &[Piece],
    variant: Variant,
    offsets: &[Vec2],
) {
    let n = pieces.len();
    if n == 0 {
        return;
    }
    let lift = if n > 1 { (0.62 * r).min(0.24 * r * (n - 1) as f32) } else { 0.0 };
    let step = if n > 1 { lift / (n - 1) as f32 } else { 0.0 };
    let bottom = c + vec2(0.0, lift * 0.5);
    painter.circle_filled(bottom + vec2(0.0, r * 0.1), r * 1.02, Color32::from_black_alpha(60));
    for (index, piece) in pieces.iter().enumerate().rev() {
        let layer = (n - 1 - index) as f32;
        let offset = offsets.get(index).copied().unwrap_or(Vec2::ZERO);
        let centre = bottom - vec2(0.0, layer * step) + offset;
        if index == 0 {
            disc(painter, centre, r, *piece, variant);
        } else {
            layer_disc(painter, centre, r, step, *piece, variant);
        }
    }
    if n > 1 {
        let top = bottom - vec2(0.0, lift);
        let badge = top + vec2(0.74 * r, -0.74 * r);
        let br = (0.3 * r).max(6.0);
        painter.circle(badge, br, Color32::from_rgb(40, 40, 48), Stroke::new(1.0, Color32::WHITE));
        let font = FontId::proportional(br * 1.25);
        painter.text(badge, Align2::CENTER_CENTER, n.to_string(), font, Color32::WHITE);
    }
}

/// Paints what stands on every cell (`stack_of` gives it from the top down), leaving out the
/// cell `skip`.
pub fn stacks<S: AsRef<[Piece]>>(
    painter: &Painter,
    layout: &Layout,
    variant: Variant,
    stack_of: impl Fn(Cell) -> S,
    skip: Option<Cell>,
) {
    let r = piece_radius(layout);
    for cell in cells_of(layout.geometry().board).filter(|&c| Some(c) != skip) {
        stack(painter, layout.center(cell), r, stack_of(cell).as_ref(), variant, &[]);
    }
}

/// A piece below the top of a column: only a band of it shows, marked gold for an officer.
fn layer_disc(painter: &Painter, c: Pos2, r: f32, step: f32, piece: Piece, variant: Variant) {
    let colors = style::piece_colors(variant, piece.side);
    painter.circle(c, r, colors.fill, Stroke::new((r * 0.05).max(1.0), colors.edge));
    if piece.role == Role::King {
        let mark = c + vec2(0.0, r - step * 0.5);
        painter.circle_filled(mark, (step * 0.42).max(1.5), style::GOLD);
    }
}

/// A whole piece seen from above: face, rim, inner ring and, for a king, a crown.
pub fn disc(painter: &Painter, c: Pos2, r: f32, piece: Piece, variant: Variant) {
    let colors = style::piece_colors(variant, piece.side);
    painter.circle(c, r, colors.fill, Stroke::new((r * 0.06).max(1.0), colors.edge));
    painter.circle_stroke(c, r * 0.7, Stroke::new((r * 0.07).max(1.0), colors.ring));
    painter.circle_filled(c - vec2(r * 0.28, r * 0.3), r * 0.36, Color32::from_white_alpha(18));
    if piece.role == Role::King {
        painter.circle_stroke(c, r * 0.86, Stroke::new((r * 0.06).max(1.0), style::GOLD));
        crown(painter, c, r * 0.5);
    }
}

/// A three-pointed gold crown of half-width `s` centred on `c`.
fn crown(painter: &Painter, c: Pos2, s: f32) {
    let p = |x: f32, y: f32| c + vec2(x, y) * s;
    let fill = |points: Vec<Pos2>| {
        painter.add(Shape::convex_polygon(points, style::GOLD, Stroke::NONE));
    };
    fill(vec![p(-1.0, 0.1), p(1.0, 0.1), p(1.0, 0.5), p(-1.0, 0.5)]);
    fill(vec![p(-1.0, 0.1), p(-0.75, -0.5), p(-0.45, 0.1)]);
    fill(vec![p(-0.3, 0.1), p(0.0, -0.65), p(0.3, 0.1)]);
    fill(vec![p(0.45, 0.1), p(0.75, -0.5), p(1.0, 0.1)]);
    let outline = vec![
        p(-1.0, 0.5),
        p(1.0, 0.5),
        p(1.0, 0.1),
        p(0.75, -0.5),
        p(0.45, 0.1),
        p(0.3, 0.1),
        p(0.0, -0.65),
        p(-0.3, 0.1),
        p(-0.45, 0.1),
        p(-0.75, -0.5),
        p(-1.0, 0.1),
    ];
    painter.add(Shape::closed_line(outline, Stroke::new((s * 0.08).max(1.0), style::GOLD_EDGE)));
    for x in [-0.75, 0.0, 0.75] {
        let y = if x == 0.0 { -0.65 } else { -0.5 };
        painter.circle_filled(p(x, y), s * 0.13, style::GOLD);
    }
}
