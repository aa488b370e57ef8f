//! Files on their way in: the progress of a file being read (shown once reading takes a
//! moment, with a button to stop), and the drop target while a file is dragged over the window.

use std::time::Duration;

use egui::{Align2, Color32, Context, FontId, Id, LayerId, Order};

use crate::commands::Command;
use crate::files::FileCommand;
use crate::files::load::Loader;
use crate::files::shown;
use crate::i18n::{Messages, t};

/// Reading quicker than this shows no progress window (it would only flicker).
const SHOW_AFTER: Duration = Duration::from_millis(150);

/// Shows the drop target, and the progress of `reading`, a file being listed; Stop goes to
/// `out`.
pub fn show(ctx: &Context, m: &Messages, reading: Option<&Loader>, out: &mut Vec<Command>) {
    drop_target(ctx, m);
    let Some(loader) = reading else { return };
    if loader.elapsed() < SHOW_AFTER {
        ctx.request_repaint_after(SHOW_AFTER);
        return;
    }
    let name = loader.path().file_name().map(shown);
    let progress = loader.progress();
    let mut stop = false;
    egui::Modal::new(Id::unique("reading a file")).show(ctx, |ui| {
        ui.set_width(360.0);
        ui.heading(t!(m, "reading-heading", file = name.unwrap_or_default()));
        ui.add(egui::ProgressBar::new(progress.fraction).show_percentage());
        ui.label(t!(m, "reading-games", games = progress.games));
        stop = ui.button(t!(m, "reading-stop")).clicked();
    });
    if stop {
        out.push(Command::File(FileCommand::StopReading));
    }
}

/// While files are dragged over the window, says that dropping one opens it.
fn drop_target(ctx: &Context, m: &Messages) {
    if ctx.input(|i| i.raw.hovered_files.is_empty()) {
        return;
    }
    let painter = ctx.layer_painter(LayerId::new(Order::Foreground, Id::unique("drop target")));
    let rect = ctx.content_rect();
    painter.rect_filled(rect, 0.0, Color32::from_black_alpha(150));
    painter.text(
        rect.center(),
        Align2::CENTER_CENTER,
        t!(m, "drop-file"),
        FontId::proportional(28.0),
        Color32::WHITE,
    );
}
