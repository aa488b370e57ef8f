//! The window on a very long game: a 20 MB PDN file of one game of 4 million moves (two kings
//! going to and fro), opened, then a variation played at its start, then stepped through.
//! Prints the time until the first frame that shows the game, the time of the frame that
//! plays the variation, the frame times while stepping, and the heap (as the allocator counts
//! it) and the process's resident memory after each.
//!
//! Run with `cargo bench -p damier --bench long_game`.

use std::alloc::System;
use std::time::{Duration, Instant};

use cap::Cap;
use damier::files::DataDir;
use damier::settings::{Player, Settings, SettingsStore};
use damier::{App, Command};
use egui::Key;
use egui_kittest::Harness;

#[global_allocator]
static ALLOCATOR: Cap<System> = Cap::new(System, usize::MAX);

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

/// The heap now and at its peak so far, and the resident memory now and at its peak.
fn memory() -> String {
    let mb = |bytes: usize| bytes as f64 / 1e6;
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let field = |name: &str| {
        let line = status.lines().find(|l| l.starts_with(name))?;
        let kb: f64 = line[name.len()..].trim().trim_end_matches("kB").trim().parse().ok()?;
        Some(format!("{:.0} MB", kb / 1000.0))
    };
    format!(
        "heap {:.0} MB (peak {:.0} MB), resident {} (peak {})",
        mb(ALLOCATOR.allocated()),
        mb(ALLOCATOR.max_allocated()),
        field("VmRSS:").unwrap_or_else(|| "?".into()),
        field("VmHWM:").unwrap_or_else(|| "?".into()),
    )
}

/// Steps frames until `done`, and returns how long that took.
fn until(h: &mut Harness<'_, App>, done: impl Fn(&App) -> bool) -> Duration {
    let began = Instant::now();
    while !done(h.state()) {
        h.step();
        std::thread::sleep(Duration::from_millis(1));
        assert!(began.elapsed() < Duration::from_secs(600), "no end in sight");
    }
    h.step();
    began.elapsed()
}

fn main() {
    let dir = std::env::temp_dir().join(format!("damier-bench-long-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let path = dir.join("long.pdn");
    let (text, plies) = long_game();
    std::fs::write(&path, &text).expect("the long game is written");
    drop(text);
    let people = Settings {
        players: [Player::Person, Player::Person],
        animate: false,
        ..Settings::default()
    };
    let app = App::with_settings(SettingsStore::in_dir(&dir), people)
        .with_data_dir(DataDir::in_dir(&dir));
    let mut h = Harness::builder()
        .with_size([1200.0, 800.0])
        .build_ui_state(|ui, app: &mut App| app.frame(ui), app);
    h.step();
    println!("before opening: {}", memory());
    h.state_mut().open_file(&path);
    let opened =
        until(&mut h, |app| !app.is_busy_with_files() && app.session().record().len() == plies + 1);
    println!("{plies} moves, 20 MB: first frame of the game after {opened:.1?}; {}", memory());
    let beside = dir.join("last-game.pdn");
    let written = until(&mut h, |_| std::fs::metadata(&beside).is_ok_and(|m| m.len() > 1 << 20));
    println!("the autosave wrote the game {written:.1?} later; {}", memory());
    h.state_mut().apply(Command::ToStart);
    h.step();
    let began = Instant::now();
    h.state_mut().apply(Command::Play("46-37".to_string()));
    h.step();
    let variation = began.elapsed();
    println!("a variation at the start played and drawn in {variation:.1?}; {}", memory());
    let mut slowest = Duration::ZERO;
    for _ in 0..100 {
        h.key_press(Key::ArrowRight);
        let began = Instant::now();
        h.step();
        slowest = slowest.max(began.elapsed());
    }
    println!("100 steps through it, slowest frame {slowest:.1?}; {}", memory());
    h.state_mut().shut_down();
    let size = |name: &str| std::fs::metadata(dir.join(name)).map_or(0, |m| m.len()) as f64 / 1e6;
    let (state, game) = (size("last-game.json"), size("last-game.pdn"));
    println!(
        "at exit the autosave holds {state:.3} MB of state and {game:.1} MB of game; {}",
        memory()
    );
    drop(h);
    let _ = std::fs::remove_dir_all(&dir);
}
