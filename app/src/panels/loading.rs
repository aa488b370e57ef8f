//! Files on their way in: the progress of a file being read (shown once reading takes a
//! moment, with a button to stop), and the drop target while a file is dragged over the window.

use std::time::Duration;

use egui::{Align2, Color32, Context, FontId, Id, LayerId, Order};

use crate::app::App;

/// Reading quicker than this shows no progress window (it would only flicker).
const SHOW_AFTER: Duration = Duration::from_millis(150);

/// Shows the progress of reading and the drop target.
pub fn show(ctx: &Context, app: &mut App) {
    drop_target(ctx);
    let Some(loader) = app.files.loader.as_ref().filter(|l| l.is_listing()) else { return };
    if loader.elapsed() < SHOW_AFTER {
        ctx.request_repaint_after(SHOW_AFTER);
        return;
    }
    let name = loader.path().file_name().map(|n| n.to_string_lossy().into_owned());
    let progress = loader.progress();
    let mut stop = false;
    egui::Modal::new(Id::unique("reading a file")).show(ctx, |ui| {
        ui.set_width(360.0);
        ui.heading(format!("Reading {}…", name.unwrap_or_default()));
        ui.add(egui::ProgressBar::new(progress.fraction).show_percentage());
        ui.label(format!("{} games so far", progress.games));
        stop = ui.button("Stop").clicked();
    });
    if stop {
        app.files.loader = None;
    }
}

/// While files are dragged over the window, says that dropping one opens it.
fn drop_target(ctx: &Context) {
    if ctx.input(|i| i.raw.hovered_files.is_empty()) {
        return;
    }
    let painter = ctx.layer_painter(LayerId::new(Order::Foreground, Id::unique("drop target")));
    let rect = ctx.content_rect();
    painter.rect_filled(rect, 0.0, Color32::from_black_alpha(150));
    painter.text(
        rect.center(),
        Align2::CENTER_CENTER,
        "Drop a PDN file to open it",
        FontId::proportional(28.0),
        Color32::WHITE,
    );
}
