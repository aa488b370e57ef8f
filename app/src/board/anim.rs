//! Move animation: the piece travels hop by hop along its path; captured pieces vanish at the
//! end, and in Lasca the taken commanders then slide under the capturing column.

use damier_core::{AnyPosition, Variant};
use egui::{Painter, Vec2};

use super::layout::Layout;
use super::paint;
use damier_core::MoveInfo;

/// Seconds per hop.
const HOP: f64 = 0.16;
/// Seconds for Lasca's prisoners to slide under the column.
const SETTLE: f64 = 0.28;

/// A move being shown.
#[derive(Clone, Debug)]
pub struct Animation {
    before: AnyPosition,
    after: AnyPosition,
    choice: MoveInfo,
    start: f64,
}

impl Animation {
    /// The animation of `choice`, played from `before` to `after`, starting at time `start`.
    pub fn new(before: AnyPosition, after: AnyPosition, choice: MoveInfo, start: f64) -> Animation {
        Animation { before, after, choice, start }
    }

    fn hops(&self) -> usize {
        self.choice.path.len().saturating_sub(1).max(1)
    }

    fn settles(&self) -> bool {
        self.before.variant() == Variant::Lasca && self.choice.is_capture()
    }

    fn travel(&self) -> f64 {
        self.hops() as f64 * HOP
    }

    /// Whether the animation has ended at time `now`.
    pub fn is_done(&self, now: f64) -> bool {
        let settle = if self.settles() { SETTLE } else { 0.0 };
        now - self.start >= self.travel() + settle
    }

    /// Paints every piece as it stands at time `now`.
    pub fn paint(&self, painter: &Painter, layout: &Layout, now: f64) {
        let t = now - self.start;
        let r = paint::piece_radius(layout);
        let variant = self.before.variant();
        if t < self.travel() {
            paint_position(painter, layout, &self.before, Some(self.choice.from));
            let hop = ((t / HOP) as usize).min(self.hops() - 1);
            let along = ease(((t - hop as f64 * HOP) / HOP) as f32);
            let point = |i: usize| {
                let cell = self.choice.path.get(i).copied().unwrap_or(self.choice.to);
                layout.center(cell)
            };
            let at = point(hop).lerp(point(hop + 1), along);
            let lift = 1.0 + 0.08 * (along * std::f32::consts::PI).sin();
            let pieces = self.before.stack(self.choice.from);
            paint::stack(painter, at, r * lift, &pieces, variant, &[]);
        } else {
            let along = ease(((t - self.travel()) / SETTLE).min(1.0) as f32);
            paint_position(painter, layout, &self.after, Some(self.choice.to));
            let column = self.after.stack(self.choice.to);
            let to = layout.center(self.choice.to);
            let taken = self.choice.captured.len().min(column.len());
            let first_prisoner = column.len() - taken;
            let offsets: Vec<Vec2> = (0..column.len())
                .map(|i| match i.checked_sub(first_prisoner) {
                    Some(k) => (layout.center(self.choice.captured[k]) - to) * (1.0 - along),
                    None => Vec2::ZERO,
                })
                .collect();
            paint::stack(painter, to, r, &column, variant, &offsets);
        }
    }
}

/// Paints the pieces of `position`, leaving out the cell `skip`.
pub fn paint_position(
    painter: &Painter,
    layout: &Layout,
    position: &AnyPosition,
    skip: Option<u8>,
) {
    paint::stacks(painter, layout, position.variant(), |cell| position.stack(cell), skip);
}

/// Smooth start and stop.
fn ease(x: f32) -> f32 {
    let x = x.clamp(0.0, 1.0);
    x * x * (3.0 - 2.0 * x)
}
