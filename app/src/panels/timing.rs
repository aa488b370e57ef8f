//! The frame timings overlay (View › Frame timings).

use egui::{Align2, Context, vec2};

use crate::view::View;

/// Shows the timings in a corner of the board while they are switched on.
pub fn show(ctx: &Context, view: &View) {
    let Some(times) = view.timings else { return };
    let ms = |d: std::time::Duration| d.as_secs_f64() * 1000.0;
    egui::Area::new(egui::Id::unique("frame timings"))
        .anchor(Align2::LEFT_TOP, vec2(12.0, 40.0))
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.monospace(format!(
                    "frames {:>4}\np50 {:>6.2} ms\np95 {:>6.2} ms\nmax {:>6.2} ms\nfirst frame {:>6.1} ms",
                    times.len(),
                    ms(times.percentile(0.5)),
                    ms(times.percentile(0.95)),
                    ms(times.percentile(1.0)),
                    view.first_frame.map_or(0.0, ms),
                ));
            });
        });
}
