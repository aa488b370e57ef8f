//! Analysis › Endgame databases: which of the game's tables are built, how big they are and
//! where they are kept; building more in the background, with its progress, cancel and
//! resume. Lasca has none, and the window says why.

use damier_core::Variant;
use egui::{Context, RichText, Ui};

use crate::commands::Command;
use crate::egdb::{BuildState, TableFile, estimate_bytes};
use crate::i18n::{Messages, t};
use crate::view::View;

/// The most pieces the window offers to build for `variant`: the sizes a build on a desktop
/// computer finishes in a night at most.
pub fn most_pieces(variant: Variant) -> u8 {
    match variant {
        Variant::International => 5,
        Variant::Italian | Variant::Thai => 7,
        Variant::Hexdame => 5,
        Variant::Lasca => 0,
    }
}

/// Shows the window while it is `open`; closing it goes to `out`.
pub fn show(ctx: &Context, view: &View, open: bool, out: &mut Vec<Command>) {
    if !open {
        return;
    }
    let m = view.messages;
    let mut open = true;
    let window =
        egui::Window::new(t!(m, "egdb-title")).id(egui::Id::unique("endgame tables window"));
    let window = window.open(&mut open).resizable(false).collapsible(false);
    window.default_width(460.0).show(ctx, |ui| contents(ui, view, out));
    if !open {
        out.push(Command::CloseEndgameTables);
    }
}

fn contents(ui: &mut Ui, view: &View, out: &mut Vec<Command>) {
    let m = view.messages;
    let variant = view.session.variant();
    if variant == Variant::Lasca {
        ui.label(t!(m, "egdb-lasca"));
        return;
    }
    ui.label(t!(m, "egdb-about", game = m.game(variant)));
    let Some(folder) = view.endgame.folder() else {
        ui.label(t!(m, "egdb-no-folder"));
        return;
    };
    ui.label(
        RichText::new(t!(m, "egdb-folder", folder = folder.dir().display().to_string())).weak(),
    );
    ui.add_space(6.0);
    let files = view.endgame.listing(variant);
    egui::Grid::new("endgame tables").striped(true).show(ui, |ui| {
        for pieces in 2..=most_pieces(variant) {
            let of_count: Vec<&TableFile> =
                files.iter().filter(|f| f.signature.pieces() == pieces).collect();
            let built = of_count.iter().filter(|f| f.bytes.is_some()).count();
            let bytes: u64 = of_count.iter().filter_map(|f| f.bytes).sum();
            ui.label(t!(m, "egdb-pieces", pieces = pieces));
            ui.label(t!(m, "egdb-built", built = built, tables = of_count.len()));
            ui.label(size_text(bytes));
            ui.end_row();
        }
    });
    ui.add_space(6.0);
    match view.endgame.state() {
        BuildState::Running { variant: building, pieces, progress, .. } => {
            let state = view.endgame.state();
            running(ui, m, building, pieces, &progress, &state, out);
        }
        state => idle(ui, view, files, &state, out),
    }
}

/// The build under way: its progress bar, the time left, and Cancel.
fn running(
    ui: &mut Ui,
    m: &Messages,
    variant: Variant,
    pieces: u8,
    progress: &crate::egdb::BuildProgress,
    state: &BuildState,
    out: &mut Vec<Command>,
) {
    ui.label(t!(m, "egdb-building", game = m.game(variant), pieces = pieces));
    let fraction =
        if progress.work == 0 { 0.0 } else { progress.done as f32 / progress.work as f32 };
    let text = t!(
        m,
        "egdb-progress",
        table = progress.signature.to_string(),
        finished = progress.finished,
        tables = progress.tables
    );
    ui.add(egui::ProgressBar::new(fraction).text(text).show_percentage());
    ui.horizontal(|ui| {
        if let Some(left) = state.time_left() {
            ui.label(t!(m, "egdb-time-left", time = duration_text(left.as_secs())));
        }
        if ui.button(t!(m, "egdb-cancel")).clicked() {
            out.push(Command::CancelTables);
        }
    });
}

/// No build under way: how the last one ended, and a button per number of pieces not yet
/// complete, with the disk space it needs.
fn idle(ui: &mut Ui, view: &View, files: &[TableFile], state: &BuildState, out: &mut Vec<Command>) {
    let m = view.messages;
    match state {
        BuildState::Finished => ui.label(t!(m, "egdb-finished")),
        BuildState::Cancelled => ui.label(t!(m, "egdb-cancelled")),
        BuildState::Failed(error) => {
            ui.colored_label(ui.visuals().warn_fg_color, m.build_failure(error))
        }
        _ => ui.label(""),
    };
    let variant = view.session.variant();
    ui.horizontal_wrapped(|ui| {
        for pieces in 2..=most_pieces(variant) {
            let missing: Vec<_> = files
                .iter()
                .filter(|f| f.signature.pieces() <= pieces && f.bytes.is_none())
                .map(|f| f.signature)
                .collect();
            if missing.is_empty() {
                continue;
            }
            let label = t!(m, "egdb-build", pieces = pieces);
            let hint = t!(m, "egdb-needs", size = size_text(estimate_bytes(variant, &missing)));
            if ui.button(label).on_hover_text(hint).clicked() {
                out.push(Command::BuildTables(pieces));
            }
        }
    });
}

/// A size in bytes made short: 950 B, 12.5 kB, 3.2 MB, 1.25 GB.
pub fn size_text(bytes: u64) -> String {
    match bytes {
        0..1_000 => format!("{bytes} B"),
        1_000..1_000_000 => format!("{:.1} kB", bytes as f64 / 1e3),
        1_000_000..1_000_000_000 => format!("{:.1} MB", bytes as f64 / 1e6),
        _ => format!("{:.2} GB", bytes as f64 / 1e9),
    }
}

/// A time in seconds as hours, minutes and seconds: 1:02:03, 4:05.
fn duration_text(seconds: u64) -> String {
    let (h, m, s) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    if h > 0 { format!("{h}:{m:02}:{s:02}") } else { format!("{m}:{s:02}") }
}
