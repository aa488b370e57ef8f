//! A minimised window: eframe then runs only the window's logic, no frame. The computer goes
//! on playing against itself, the clocks run and a flag still falls, and the autosave keeps
//! the game, as in a window on screen. Each test draws one frame, as a window does when it
//! opens, then runs logic passes only (egui's own time stands still in those).

mod common;

use std::path::Path;
use std::time::{Duration, Instant};

use common::{PATIENCE, english, temp_dir};
use damier::App;
use damier::files::DataDir;
use damier::settings::{Player, Settings, SettingsStore};
use damier_core::Side;
use damier_core::game::Reason;
use damier_core::pdn::{ReadOptions, Reader};

/// A window of its own data folder with `settings`, its first frame drawn, then minimised.
struct Minimised {
    app: App,
    ctx: egui::Context,
}

impl Minimised {
    fn open(dir: &Path, settings: Settings) -> Minimised {
        let mut app = App::with_settings(SettingsStore::in_dir(dir), settings)
            .with_data_dir(DataDir::in_dir(dir));
        let ctx = egui::Context::default();
        let mut output = ctx.run_ui(egui::RawInput::default(), |ui| app.frame(ui));
        output.textures_delta.clear();
        Minimised { app, ctx }
    }

    /// Runs logic passes, a few milliseconds apart, until `done` holds.
    fn run_until(&mut self, what: &str, done: impl Fn(&App) -> bool) {
        let deadline = Instant::now() + PATIENCE;
        while !done(&self.app) {
            assert!(Instant::now() < deadline, "waited {PATIENCE:?} for {what}");
            let _ = self.ctx.run_logic(&egui::RawInput::default(), |ctx| self.app.logic(ctx));
            std::thread::sleep(Duration::from_millis(5));
        }
    }
}

fn plies(app: &App) -> usize {
    app.session().record().main_line().len().saturating_sub(1)
}

/// How many moves the autosave's game has, once it holds one.
fn autosaved_plies(dir: &Path) -> Option<usize> {
    let text = std::fs::read_to_string(dir.join("last-game.pdn")).ok()?;
    let game = Reader::new(&text, ReadOptions::default()).next()?.ok()?;
    Some(game.record.main_line().len() - 1)
}

#[test]
fn the_computer_plays_itself_on_while_the_window_is_minimised() {
    let dir = temp_dir("minimised-computers");
    let settings = Settings {
        players: [Player::Computer, Player::Computer],
        level: 1,
        move_time_ms: 100,
        animate: false,
        ..english()
    };
    let mut window = Minimised::open(dir.path(), settings);
    window.run_until("six moves played with no frame drawn", |app| plies(app) >= 6);
    // The autosave keeps the game played while no frame was drawn, move for move.
    window.run_until("the moves in the autosave", |app| {
        autosaved_plies(dir.path()).is_some_and(|saved| saved >= 6 && saved <= plies(app))
    });
}

#[test]
fn a_flag_falls_while_the_window_is_minimised() {
    let dir = temp_dir("minimised-flag");
    let settings = Settings {
        players: [Player::Person, Player::Person],
        animate: false,
        time_control: Some("1".to_string()),
        ..english()
    };
    let mut window = Minimised::open(dir.path(), settings);
    window.run_until("White's flag to fall", |app| app.session().outcome().is_some());
    let outcome = window.app.session().outcome().expect("over");
    assert_eq!((outcome.winner, outcome.reason), (Some(Side::Black), Reason::Time));
}
