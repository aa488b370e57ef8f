//! The window on a very long game: a 20 MB PDN file of one game of 4 million moves (two kings
//! going to and fro) opened until its first frame shows it, a variation played at its start,
//! and frames stepping through the game. A frame is one `App::frame` through egui_kittest.
//!
//! Run with `cargo bench -p damier --bench long_game`: divan prints the times; the heap at
//! its peak (all threads: the file is read on a worker thread) and the process's peak
//! resident memory over the run are printed at the end. For the memory of one opening alone,
//! run one bench: `cargo bench -p damier --bench long_game -- open`.

use std::alloc::System;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use cap::Cap;
use damier::files::DataDir;
use damier::settings::{Player, Settings, SettingsStore};
use damier::{App, Command};
use divan::Bencher;
use egui::Key;
use egui_kittest::Harness;

#[global_allocator]
static ALLOCATOR: Cap<System> = Cap::new(System, usize::MAX);

fn main() {
    let dir = tempfile::Builder::new()
        .prefix("damier-bench-long-")
        .tempdir()
        .expect("a temporary folder");
    let (text, _) = long_game();
    std::fs::write(dir.path().join("long.pdn"), text).expect("the long game is written");
    FOLDER.set(dir.path().to_path_buf()).expect("made once");
    divan::main();
    println!("heap at its peak: {:.0} MB", ALLOCATOR.max_allocated() as f64 / 1e6);
    if let Some(peak) = peak_resident() {
        println!("peak resident memory of the whole process: {peak}");
    }
}

/// Moves written until the text reaches this many bytes.
const TEXT_BYTES: usize = 20_000_000;

/// The long game as PDN, and its number of moves.
fn long_game() -> (String, usize) {
    let mut text = String::from("[GameType \"20\"]\n[FEN \"W:WK46:BK1\"]\n\n");
    let mut plies = 0;
    for mv in ["46-41", "1-7", "41-46", "7-1"].iter().cycle() {
        if text.len() >= TEXT_BYTES {
            break;
        }
        text.push_str(mv);
        text.push(if plies % 16 == 15 { '\n' } else { ' ' });
        plies += 1;
    }
    text.push_str("*\n");
    (text, plies)
}

/// The folder holding the game file and the window's settings and data: made by `main`,
/// which removes it at the end.
static FOLDER: OnceLock<PathBuf> = OnceLock::new();

/// The folder `main` made.
fn folder() -> &'static Path {
    FOLDER.get().expect("made by main")
}

/// A window with no game opened yet.
fn window(dir: &Path) -> Harness<'static, App> {
    let people = Settings {
        players: [Player::Person, Player::Person],
        animate: false,
        ..Settings::default()
    };
    let app =
        App::with_settings(SettingsStore::in_dir(dir), people).with_data_dir(DataDir::in_dir(dir));
    let mut harness = Harness::builder()
        .with_size([1200.0, 800.0])
        .build_ui_state(|ui, app: &mut App| app.frame(ui), app);
    harness.step();
    harness
}

/// Opens the long game in `harness` and steps frames until one shows it.
fn open(harness: &mut Harness<'static, App>, dir: &Path) {
    let plies = long_game().1;
    harness.state_mut().open_file(&dir.join("long.pdn"));
    let began = Instant::now();
    while harness.state().is_busy_with_files()
        || harness.state().session().record().len() != plies + 1
    {
        harness.step();
        std::thread::sleep(Duration::from_millis(1));
        assert!(began.elapsed() < Duration::from_secs(600), "no end in sight");
    }
    harness.step();
}

/// From File › Open to the first frame that shows the game.
#[divan::bench(sample_count = 1, sample_size = 1)]
fn open_4_million_moves(bencher: Bencher) {
    let dir = folder();
    bencher.with_inputs(|| window(dir)).bench_local_values(|mut harness| {
        open(&mut harness, dir);
        harness
    });
}

/// A variation played at the start of the game: the move and the frame that shows it.
#[divan::bench(sample_count = 1, sample_size = 1)]
fn variation_at_the_start(bencher: Bencher) {
    let dir = folder();
    bencher
        .with_inputs(|| {
            let mut harness = window(dir);
            open(&mut harness, dir);
            harness.state_mut().apply(Command::ToStart);
            harness.step();
            harness
        })
        .bench_local_values(|mut harness| {
            harness.state_mut().apply(Command::Play("46-37".to_string()));
            harness.step();
            harness
        });
}

/// Frames stepping forward through the game from its start, one move a frame.
#[divan::bench(sample_count = 100, sample_size = 1)]
fn stepping_through(bencher: Bencher) {
    let dir = folder();
    let mut harness = window(dir);
    open(&mut harness, dir);
    harness.state_mut().apply(Command::ToStart);
    harness.step();
    bencher.bench_local(|| {
        harness.key_press(Key::ArrowRight);
        harness.step();
    });
}

/// The process's peak resident set size as Linux reports it (`VmHWM`).
fn peak_resident() -> Option<String> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    Some(line["VmHWM:".len()..].trim().to_string())
}
