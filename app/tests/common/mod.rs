//! Driving the window without a display: a window with its own settings folder, and the
//! pointer on the board's cells.

// Each test file uses a part of these helpers.
#![allow(dead_code)]

use std::ops::{Deref, DerefMut};
use std::time::{Duration, Instant};

use damier::App;
use damier::i18n::Language;
use damier::settings::{Player, Settings, SettingsStore};
use damier_core::Variant;
use egui::{Event, Modifiers, PointerButton, Pos2, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use tempfile::TempDir;

/// A fresh, empty folder for the test `name`, removed with its contents when dropped.
pub fn temp_dir(name: &str) -> TempDir {
    tempfile::Builder::new().prefix(&format!("damier-{name}-")).tempdir().unwrap()
}

/// The default settings in English, whatever the system's language: tests find widgets by
/// their English names.
pub fn english() -> Settings {
    Settings { language: Some(Language::English), ..Settings::default() }
}

/// Settings for two people playing `variant`, in English.
pub fn people(variant: Variant) -> Settings {
    Settings { variant, players: [Player::Person, Player::Person], ..english() }
}

/// Settings for a person (White) against the computer (Black) at `level`, thinking `move_time_ms`
/// a move, without animations, in English.
pub fn against_the_computer(level: u8, move_time_ms: u64) -> Settings {
    Settings {
        players: [Player::Person, Player::Computer],
        level,
        move_time_ms,
        animate: false,
        ..english()
    }
}

/// A window driven without a display, used as its `Harness`; its settings folder goes after it.
pub struct Window {
    // Declared first, dropped first: the window's writers finish before the folder goes.
    harness: Harness<'static, App>,
    _settings: TempDir,
}

impl Deref for Window {
    type Target = Harness<'static, App>;

    fn deref(&self) -> &Self::Target {
        &self.harness
    }
}

impl DerefMut for Window {
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut self.harness
    }
}

/// A window with `settings`, its first frames drawn.
pub fn harness(name: &str, settings: Settings) -> Window {
    harness_with(name, |store| App::with_settings(store, settings))
}

/// A window made by `app` from a fresh settings folder, its first frames drawn.
pub fn harness_with(name: &str, app: impl FnOnce(SettingsStore) -> App) -> Window {
    harness_sized(name, [1200.0, 800.0], app)
}

/// The smallest window size Damier supports: everything fits in it or scrolls.
pub const SMALLEST: [f32; 2] = [1024.0, 700.0];

/// A window of `size` made by `app` from a fresh settings folder, its first frames drawn.
pub fn harness_sized(name: &str, size: [f32; 2], app: impl FnOnce(SettingsStore) -> App) -> Window {
    let settings = temp_dir(name);
    let app = app(SettingsStore::in_dir(settings.path()));
    let mut harness = Harness::builder()
        .with_size(size)
        .with_max_steps(80)
        .build_ui_state(|ui, app: &mut App| app.frame(ui), app);
    // Not `run`: while the computer thinks, frames keep coming.
    harness.run_ok();
    Window { harness, _settings: settings }
}

/// Where the cell written `cell` is on the screen.
pub fn center(h: &Harness<'_, App>, cell: &str) -> Pos2 {
    h.state().cell_center(cell).unwrap_or_else(|| panic!("cell {cell} is on the board"))
}

/// Clicks the cell `cell` with `button`.
pub fn press(h: &mut Harness<'_, App>, cell: &str, button: PointerButton) {
    let pos = center(h, cell);
    h.hover_at(pos);
    for pressed in [true, false] {
        h.event(Event::PointerButton { pos, button, pressed, modifiers: Modifiers::NONE });
    }
    h.run_ok();
}

/// Clicks the cell `cell`.
pub fn click(h: &mut Harness<'_, App>, cell: &str) {
    press(h, cell, PointerButton::Primary);
}

/// Right-clicks the cell `cell`.
pub fn right_click(h: &mut Harness<'_, App>, cell: &str) {
    press(h, cell, PointerButton::Secondary);
}

/// Drags with the pointer from `a` to `b`, the way a person does.
pub fn drag_between(h: &mut Harness<'_, App>, a: Pos2, b: Pos2) {
    h.hover_at(a);
    h.drag_at(a);
    h.hover_at(a + vec2(6.0, 6.0));
    h.hover_at(a.lerp(b, 0.5));
    h.hover_at(b);
    h.drop_at(b);
    h.run_ok();
}

/// Clicks the widget labelled `label` and lets the window settle (or draw a few frames while
/// an engine keeps it busy).
pub fn press_button(h: &mut Harness<'_, App>, label: &str) {
    h.get_by_label(label).click();
    h.run_ok();
}

/// How long a test waits for work on another thread before calling it hung. It only keeps a
/// broken test from running for ever: no test measures speed.
pub const PATIENCE: Duration = Duration::from_secs(120);

/// Waits, drawing no frame, until `done` holds.
pub fn wait_until(what: &str, done: impl Fn() -> bool) {
    let deadline = Instant::now() + PATIENCE;
    while !done() {
        assert!(Instant::now() < deadline, "waited {PATIENCE:?} for {what}");
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// Steps frames until `done` holds after a frame, with a short pause between frames for the
/// workers, then draws one frame more.
pub fn step_until(h: &mut Harness<'_, App>, what: &str, done: impl Fn(&App) -> bool) {
    let deadline = Instant::now() + PATIENCE;
    loop {
        h.step();
        if done(h.state()) {
            h.step();
            return;
        }
        assert!(Instant::now() < deadline, "waited {PATIENCE:?} for {what}");
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// Drags what stands on the cell `from` to the cell `to`.
pub fn drag(h: &mut Harness<'_, App>, from: &str, to: &str) {
    let (a, b) = (center(h, from), center(h, to));
    drag_between(h, a, b);
}
