//! Opening the window: the app id, icon, sizes and renderer.

use std::path::Path;
use std::process::ExitCode;
use std::time::Instant;

use crate::app::App;
use crate::files::DataDir;
use crate::icon;
use crate::settings::{SettingsStore, WindowSize};

/// The application id, which desktops use to match the window with its menu entry and icon.
pub const APP_ID: &str = "org.damier.Damier";

/// Opens the window and runs until it is closed, with the last game restored. `file` is a
/// PDN file to open; a path that does not exist is a command-line error (status 2).
/// `launched` is when the program started, for the start-up time shown in the timings
/// overlay.
pub fn run(file: Option<&Path>, launched: Instant) -> ExitCode {
    if let Some(path) = file.filter(|p| !p.exists()) {
        eprintln!("damier: '{}' is neither a command nor a file", path.display());
        return ExitCode::from(2);
    }
    let store = SettingsStore::user();
    let loaded = store.load();
    let last_size = loaded.0.window;
    let viewport = egui::ViewportBuilder::default()
        .with_app_id(APP_ID)
        .with_title("Damier")
        .with_icon(icon::image())
        .with_inner_size(WindowSize::opening_size(last_size))
        .with_min_inner_size(WindowSize::MIN)
        .with_maximized(last_size.is_some_and(|s| s.maximized));
    let options = eframe::NativeOptions {
        viewport,
        renderer: eframe::Renderer::Glow,
        ..eframe::NativeOptions::default()
    };
    let file = file.map(Path::to_path_buf);
    let result = eframe::run_native(
        APP_ID,
        options,
        Box::new(move |_| {
            let mut app = App::loaded(store, loaded)
                .launched_at(launched)
                .with_data_dir(DataDir::user())
                .building_small_tables()
                .with_speaker(Box::new(damier_sound::Speakers::new()));
            if let Some(file) = file {
                app.open_file(&file);
            }
            Ok(Box::new(app))
        }),
    );
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("damier: the window could not be opened: {e}");
            ExitCode::FAILURE
        }
    }
}
