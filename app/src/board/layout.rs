//! The one transform between board cells and screen points, for drawing and hit-testing.
//!
//! Square boards are a grid of `files × ranks` squares with White at the bottom. The hex
//! board puts a1 at the bottom corner: one step along a letter goes up and to the right, one
//! step along a number up and to the left, so a1→i9 is straight up. Flipping turns the board
//! half a turn about its centre.

use damier_core::cells::{Cell, cells_of};
use damier_core::geometry::Geometry;
use egui::{Pos2, Rect, Vec2, pos2, vec2};

/// √3 / 2.
const SIN60: f32 = 0.866_025_4;

/// Where a board's cells are on the screen.
#[derive(Clone, Copy, Debug)]
pub struct Layout {
    geometry: &'static Geometry,
    /// The board's frame (cells plus a border for coordinates).
    pub frame: Rect,
    /// Distance between neighbouring cell centres (square side on square boards).
    pub step: f32,
    /// Where the unflipped position (0, 0) of the cell grid is.
    origin: Pos2,
    /// The centre the board turns about when flipped.
    centre: Pos2,
    flipped: bool,
}

impl Layout {
    /// The largest board that fits `space`, centred in it.
    pub fn new(geometry: &'static Geometry, space: Rect, flipped: bool) -> Layout {
        let hex = geometry.directions == 6;
        // Size of the board in steps, border included.
        let border = 0.45;
        let (width, height) = if hex {
            (8.0 * SIN60 + 2.0 / 3.0_f32.sqrt() + 2.0 * border, 9.0 + 2.0 * border)
        } else {
            (geometry.files as f32 + 2.0 * border, geometry.ranks as f32 + 2.0 * border)
        };
        let step = (space.width() / width).min(space.height() / height).max(1.0);
        let frame = Rect::from_center_size(space.center(), vec2(width, height) * step);
        let centre = frame.center();
        let origin = if hex {
            // a1 sits 4 steps below the centre cell e5.
            centre + vec2(0.0, 4.0 * step)
        } else {
            frame.min + Vec2::splat(border * step)
        };
        Layout { geometry, frame, step, origin, centre, flipped }
    }

    /// Whether the board is hexagonal.
    pub fn is_hex(&self) -> bool {
        self.geometry.directions == 6
    }

    /// The board's geometry.
    pub fn geometry(&self) -> &'static Geometry {
        self.geometry
    }

    /// Whether the board is shown from Black's side.
    pub fn flipped(&self) -> bool {
        self.flipped
    }

    /// The screen point of grid coordinates `(file, rank)` (0-based; fractions allowed).
    pub fn point(&self, file: f32, rank: f32) -> Pos2 {
        let p = if self.is_hex() {
            self.origin + vec2((file - rank) * SIN60, -(file + rank) * 0.5) * self.step
        } else {
            let rows = self.geometry.ranks as f32;
            self.origin + vec2(file + 0.5, rows - rank - 0.5) * self.step
        };
        self.turn(p)
    }

    /// The centre of `cell` on the screen.
    pub fn center(&self, cell: Cell) -> Pos2 {
        let (file, rank) = self.geometry.coordinates(cell);
        self.point(file as f32, rank as f32)
    }

    /// The cell under `pos`, if any.
    pub fn cell_at(&self, pos: Pos2) -> Option<Cell> {
        if self.is_hex() {
            cells_of(self.geometry.board)
                .map(|c| (c, self.center(c).distance(pos)))
                .filter(|&(_, d)| d < self.step * 0.5)
                .min_by(|a, b| a.1.total_cmp(&b.1))
                .map(|(c, _)| c)
        } else {
            let p = self.turn(pos) - self.origin;
            let file = (p.x / self.step).floor() as i32;
            let row = (p.y / self.step).floor() as i32;
            self.geometry.cell_at(file, self.geometry.ranks as i32 - 1 - row)
        }
    }

    /// The screen rectangle of the square at `(file, rank)` (square boards).
    pub fn square(&self, file: i32, rank: i32) -> Rect {
        Rect::from_center_size(self.point(file as f32, rank as f32), Vec2::splat(self.step))
    }

    /// The corners of the hexagon of `cell` (hex board), shrunk by `inset` points.
    pub fn hexagon(&self, cell: Cell, inset: f32) -> Vec<Pos2> {
        let c = self.center(cell);
        let r = self.step / 3.0_f32.sqrt() - inset;
        (0..6)
            .map(|i| {
                let a = std::f32::consts::FRAC_PI_3 * i as f32;
                c + vec2(a.cos(), a.sin()) * r
            })
            .collect()
    }

    /// The corners of the whole hex board (through the outer cells' centres, pushed out).
    pub fn hex_outline(&self, margin: f32) -> Vec<Pos2> {
        let corners = [(0.0, 0.0), (4.0, 0.0), (8.0, 4.0), (8.0, 8.0), (4.0, 8.0), (0.0, 4.0)];
        let centre = self.point(4.0, 4.0);
        corners
            .iter()
            .map(|&(f, r)| {
                let p = self.point(f, r);
                p + (p - centre).normalized() * margin
            })
            .collect()
    }

    /// `p` turned half a turn about the centre when the board is flipped (its own inverse).
    fn turn(&self, p: Pos2) -> Pos2 {
        if self.flipped { pos2(2.0 * self.centre.x - p.x, 2.0 * self.centre.y - p.y) } else { p }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use damier_core::geometry::{HEXDAME, INTERNATIONAL, ITALIAN, LASCA};

    fn space() -> Rect {
        Rect::from_min_size(pos2(10.0, 20.0), vec2(600.0, 500.0))
    }

    #[test]
    fn every_cell_hits_itself_on_every_board_both_ways_up() {
        for g in [&INTERNATIONAL, &ITALIAN, &LASCA, &HEXDAME] {
            for flipped in [false, true] {
                let layout = Layout::new(g, space(), flipped);
                for cell in cells_of(g.board) {
                    let c = layout.center(cell);
                    assert_eq!(layout.cell_at(c), Some(cell), "{} flipped {flipped}", g.name(cell));
                    assert!(layout.frame.contains(c));
                }
            }
        }
    }

    #[test]
    fn white_is_at_the_bottom_unless_flipped() {
        let g = &INTERNATIONAL;
        let cell = |n| g.cell_numbered(n).unwrap();
        let layout = Layout::new(g, space(), false);
        assert!(layout.center(cell(46)).y > layout.center(cell(5)).y);
        let flipped = Layout::new(g, space(), true);
        assert!(flipped.center(cell(46)).y < flipped.center(cell(5)).y);
    }

    #[test]
    fn hexdame_a1_is_the_bottom_corner_and_i9_the_top() {
        let g = &HEXDAME;
        let layout = Layout::new(g, space(), false);
        let a1 = layout.center(g.parse_cell("a1").unwrap());
        let i9 = layout.center(g.parse_cell("i9").unwrap());
        let e5 = layout.center(g.parse_cell("e5").unwrap());
        assert!((a1.x - i9.x).abs() < 0.01 && a1.y > e5.y && e5.y > i9.y);
    }

    #[test]
    fn light_squares_hit_nothing() {
        let g = &ITALIAN;
        let layout = Layout::new(g, space(), false);
        // a1 is light on the Italian board.
        assert_eq!(layout.cell_at(layout.square(0, 0).center()), None);
        assert!(layout.cell_at(layout.square(7, 0).center()).is_some());
    }
}
