//! Frame times of the window, drawn without a display: computer against computer on each
//! board while the engine thinks, and a game of 5,000 moves stepped through with the arrow
//! keys. A frame is one `App::frame` through egui_kittest.
//!
//! Run with `cargo bench -p damier --bench frames`: divan prints the fastest, slowest, median
//! and mean frame.

use std::time::Duration;

use damier::App;
use damier::files::DataDir;
use damier::settings::{Player, Settings, SettingsStore};
use damier_core::game::GameRecord;
use damier_core::pdn;
use damier_core::{AnyPosition, Variant};
use divan::Bencher;
use egui::Key;
use egui_kittest::Harness;
use tempfile::TempDir;

fn main() {
    divan::main();
}

/// A folder of its own for the window's settings and data, removed when dropped.
fn folder(name: &str) -> TempDir {
    let prefix = format!("damier-bench-{name}-");
    tempfile::Builder::new().prefix(&prefix).tempdir().expect("a temporary folder")
}

/// The window on `app`, its files loaded and its first frames drawn.
fn window(app: App) -> Harness<'static, App> {
    let mut harness = Harness::builder()
        .with_size([1200.0, 800.0])
        .build_ui_state(|ui, app: &mut App| app.frame(ui), app);
    while harness.state().is_busy_with_files() {
        harness.step();
        std::thread::sleep(Duration::from_millis(5));
    }
    for _ in 0..10 {
        harness.step();
    }
    harness
}

/// Computer against computer, thinking a minute a move: the frames drawn while it thinks.
#[divan::bench(args = Variant::ALL, sample_count = 300, sample_size = 1)]
fn while_thinking(bencher: Bencher, variant: Variant) {
    let dir = folder(&format!("frames-{}", variant.id()));
    let settings = Settings {
        variant,
        players: [Player::Computer, Player::Computer],
        move_time_ms: 60_000,
        animate: false,
        ..Settings::default()
    };
    let app = App::with_settings(SettingsStore::in_dir(dir.path()), settings)
        .with_data_dir(DataDir::in_dir(dir.path()));
    let mut harness = window(app);
    bencher.bench_local(|| harness.step());
}

/// A game of `moves` moves (kings going to and fro), as PDN.
fn long_game(moves: usize) -> String {
    let mut record =
        GameRecord::new(AnyPosition::from_fen(Variant::International, "W:WK46:BK15").unwrap());
    for n in 0..moves {
        let (white, black) = if n % 2 == 0 { ("46-41", "15-20") } else { ("41-46", "20-15") };
        record.play(white).unwrap_or_else(|e| panic!("{n} {white}: {e}"));
        record.play(black).expect("a legal move");
    }
    pdn::write_game(&record)
}

/// A game of 5,000 moves opened, stepped back one move a frame from its end.
#[divan::bench(sample_count = 300, sample_size = 1)]
fn stepping_back_through_5000_moves(bencher: Bencher) {
    let dir = folder("stepping");
    let path = dir.path().join("long.pdn");
    std::fs::write(&path, long_game(5000)).expect("the long game is written");
    let people = Settings { players: [Player::Person, Player::Person], ..Settings::default() };
    let mut app = App::with_settings(SettingsStore::in_dir(dir.path()), people)
        .with_data_dir(DataDir::in_dir(dir.path()));
    app.open_file(&path);
    let mut harness = window(app);
    bencher.bench_local(|| {
        harness.key_press(Key::ArrowLeft);
        harness.step();
    });
}
