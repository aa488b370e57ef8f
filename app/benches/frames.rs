//! Frame times of the window, drawn without a display: computer against computer on each
//! board while the engine thinks, and a game of 5,000 moves stepped through with the arrow
//! keys. Prints the median, 95th percentile and slowest frame of `App::show` as the window's
//! own timings measure it (View › Frame timings shows the same).
//!
//! Run with `cargo bench -p damier --bench frames`.

use std::time::Duration;

use damier::App;
use damier::files::DataDir;
use damier::settings::{Player, Settings, SettingsStore};
use damier_core::game::GameRecord;
use damier_core::pdn;
use damier_core::{AnyPosition, Variant};
use egui::Key;
use egui_kittest::Harness;

/// Steps `frames` frames of `app` and prints its frame times under `name`; `before_frame`
/// acts before each frame (a key press…).
fn measure(name: &str, app: App, frames: usize, before_frame: impl Fn(&mut Harness<'_, App>)) {
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
    harness.state_mut().frame_times_mut().clear();
    for _ in 0..frames {
        before_frame(&mut harness);
        harness.step();
        std::thread::sleep(Duration::from_millis(2));
    }
    let times = harness.state().frame_times();
    let ms = |share: f64| times.percentile(share).as_secs_f64() * 1000.0;
    println!(
        "{name:<32} {} frames: p50 {:.2} ms, p95 {:.2} ms, slowest {:.2} ms",
        times.len(),
        ms(0.5),
        ms(0.95),
        ms(1.0)
    );
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

fn main() {
    let quick = !std::env::args().any(|a| a == "--bench");
    let frames = if quick { 20 } else { 300 };
    let dir = std::env::temp_dir().join(format!("damier-bench-frames-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    for variant in Variant::ALL {
        let settings = Settings {
            variant,
            players: [Player::Computer, Player::Computer],
            move_time_ms: 60_000,
            animate: false,
            ..Settings::default()
        };
        let app = App::with_settings(SettingsStore::in_dir(&dir), settings)
            .with_data_dir(DataDir::in_dir(&dir));
        measure(&format!("{} while thinking", variant.name()), app, frames, |_| {});
    }
    let path = dir.join("long.pdn");
    std::fs::write(&path, long_game(5000)).expect("the long game is written");
    let people = Settings { players: [Player::Person, Player::Person], ..Settings::default() };
    let mut app = App::with_settings(SettingsStore::in_dir(&dir), people)
        .with_data_dir(DataDir::in_dir(&dir));
    app.open_file(&path);
    let back = |h: &mut Harness<'_, App>| h.key_press(Key::ArrowLeft);
    measure("5,000 moves, stepping back", app, frames, back);
    let _ = std::fs::remove_dir_all(&dir);
}
