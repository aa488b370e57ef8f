//! The board's colours: warm wood for the board, ivory, ebony and red for the pieces, and the
//! marks laid over them.

use damier_core::rules::Colours;
use damier_core::{Side, Variant};
use egui::Color32;

/// The frame around the cells.
pub const FRAME: Color32 = Color32::from_rgb(96, 62, 38);
/// The frame's inner edge.
pub const FRAME_EDGE: Color32 = Color32::from_rgb(60, 38, 22);
/// Light squares.
pub const LIGHT: Color32 = Color32::from_rgb(238, 216, 180);
/// Dark (playable) squares.
pub const DARK: Color32 = Color32::from_rgb(166, 118, 78);
/// The three shades of the hex board's cells.
pub const HEX: [Color32; 3] = [
    Color32::from_rgb(222, 190, 140),
    Color32::from_rgb(196, 154, 104),
    Color32::from_rgb(176, 130, 86),
];
/// Coordinates written on the frame and cells.
pub const LABEL: Color32 = Color32::from_rgb(248, 232, 204);
/// Cell numbers and hex cell names, written over the cells and pieces.
pub const NUMBER: Color32 = Color32::from_rgba_unmultiplied_const(255, 240, 214, 200);
/// Hex cell names written over a white piece, dark to stand out on it.
pub const NUMBER_ON_LIGHT: Color32 = Color32::from_rgb(70, 45, 25);

/// The last move's path.
pub const LAST_MOVE: Color32 = Color32::from_rgba_unmultiplied_const(236, 200, 60, 110);
/// The selected or dragged piece's cell.
pub const SELECTED: Color32 = Color32::from_rgba_unmultiplied_const(90, 170, 70, 150);
/// A marked cell (a hint's piece to move, a diagram's marks).
pub const MARKED: Color32 = Color32::from_rgba_unmultiplied_const(60, 150, 60, 150);
/// A legal destination.
pub const TARGET: Color32 = Color32::from_rgba_unmultiplied_const(40, 120, 40, 190);
/// A piece that must capture.
pub const MUST_CAPTURE: Color32 = Color32::from_rgb(235, 120, 30);
/// A captured piece of the last move.
pub const CAPTURED: Color32 = Color32::from_rgb(200, 40, 30);
/// The hint arrow.
pub const HINT: Color32 = Color32::from_rgba_unmultiplied_const(40, 110, 230, 200);
/// The routes of an ambiguous capture, one colour each.
pub const ROUTES: [Color32; 4] = [
    Color32::from_rgb(30, 100, 220),
    Color32::from_rgb(200, 40, 160),
    Color32::from_rgb(20, 150, 120),
    Color32::from_rgb(230, 140, 0),
];
/// The gold of crowns and officer marks.
pub const GOLD: Color32 = Color32::from_rgb(230, 180, 40);
/// The crown's dark outline.
pub const GOLD_EDGE: Color32 = Color32::from_rgb(120, 80, 10);

/// The colours of one side's pieces.
#[derive(Clone, Copy, Debug)]
pub struct PieceColors {
    /// The piece's face.
    pub fill: Color32,
    /// Its rim and edge.
    pub edge: Color32,
    /// The ring inside the face.
    pub ring: Color32,
}

/// The colours of `side`'s pieces in `variant` (Hexdame's second side is red).
pub fn piece_colors(variant: Variant, side: Side) -> PieceColors {
    match (side, variant.facts().sides) {
        (Side::White, Colours::WhiteAndBlack | Colours::WhiteAndRed) => PieceColors {
            fill: Color32::from_rgb(246, 238, 222),
            edge: Color32::from_rgb(150, 136, 112),
            ring: Color32::from_rgb(214, 200, 174),
        },
        (Side::Black, Colours::WhiteAndRed) => PieceColors {
            fill: Color32::from_rgb(196, 44, 36),
            edge: Color32::from_rgb(104, 18, 14),
            ring: Color32::from_rgb(150, 30, 24),
        },
        (Side::Black, Colours::WhiteAndBlack) => PieceColors {
            fill: Color32::from_rgb(48, 44, 42),
            edge: Color32::from_rgb(12, 10, 10),
            ring: Color32::from_rgb(84, 78, 74),
        },
    }
}

/// The frame around the cell with the keyboard focus.
pub const CURSOR: Color32 = Color32::from_rgb(30, 110, 240);
