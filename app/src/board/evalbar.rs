//! The evaluation bar beside the board: White's share of a bar as tall as the board, growing
//! from White's edge (the bottom, or the top when the board is flipped), with the score
//! written at the leading end.

use damier_core::search::Score;
use egui::{Align2, Color32, FontId, Painter, Rect, Stroke, StrokeKind, pos2, vec2};

use super::layout::Layout;

/// Width of the bar in points.
pub const WIDTH: f32 = 22.0;
/// Gap between the bar and the board's frame.
pub const GAP: f32 = 6.0;

/// Evaluations are drawn on a curve that is nearly straight for small advantages and flattens
/// out: an advantage of this many hundredths of a man fills about three quarters of the bar.
const SCALE: f32 = 400.0;

/// What the bar shows.
#[derive(Clone, Debug, PartialEq)]
pub struct Evaluation {
    /// The score from White's side.
    pub score: Score,
    /// The score as written at the end of the bar (a few characters).
    pub label: String,
}

/// White's share of the bar for `score` (from White's side), from 0 to 1.
pub fn share(score: Score) -> f32 {
    match score {
        Score::Value(v) => 0.5 + 0.5 * (v as f32 / SCALE).tanh(),
        Score::Win(_) => 1.0,
        Score::Loss(_) => 0.0,
    }
}

/// Paints the bar to the left of the board drawn with `layout`.
pub fn paint(painter: &Painter, layout: &Layout, evaluation: &Evaluation) {
    let frame = layout.frame;
    let bar = Rect::from_min_max(
        pos2(frame.left() - GAP - WIDTH, frame.top()),
        pos2(frame.left() - GAP, frame.bottom()),
    );
    let white = Color32::from_rgb(240, 236, 228);
    let black = Color32::from_rgb(52, 50, 48);
    painter.rect_filled(bar, 3.0, black);
    let height = bar.height() * share(evaluation.score);
    let white_part = if layout.flipped() {
        Rect::from_min_size(bar.min, vec2(WIDTH, height))
    } else {
        Rect::from_min_max(pos2(bar.left(), bar.bottom() - height), bar.max)
    };
    painter.rect_filled(white_part, 3.0, white);
    painter.line_segment(
        [pos2(bar.left(), bar.center().y), pos2(bar.right(), bar.center().y)],
        Stroke::new(1.0, Color32::from_rgb(200, 80, 40)),
    );
    painter.rect_stroke(bar, 3.0, Stroke::new(1.0, Color32::from_gray(110)), StrokeKind::Outside);
    // The score is written at White's end when White is ahead, else at the other end.
    let white_ahead = share(evaluation.score) >= 0.5;
    let at_bottom = white_ahead != layout.flipped();
    let (anchor, at, color) = if at_bottom {
        (Align2::CENTER_BOTTOM, pos2(bar.center().x, bar.bottom() - 3.0), black)
    } else {
        (Align2::CENTER_TOP, pos2(bar.center().x, bar.top() + 3.0), black)
    };
    let color = if white_ahead { color } else { white };
    let font = FontId::proportional(9.5);
    painter.text(at, anchor, &evaluation.label, font, color);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bar_is_even_at_zero_and_full_for_a_win() {
        assert!((share(Score::Value(0)) - 0.5).abs() < 1e-6);
        assert!(share(Score::Value(100)) > 0.5 && share(Score::Value(100)) < 1.0);
        assert!(share(Score::Value(-100)) < 0.5);
        assert_eq!(share(Score::Win(3)), 1.0);
        assert_eq!(share(Score::Loss(3)), 0.0);
    }
}
