//! Games on a clock in the window: a flag fall ends the game, increments are added after each
//! move, pausing stops both clocks, and a game restored after the window was killed comes back
//! with its clocks paused as they were.

mod common;

use std::time::Duration;

use common::{drag, english, temp_dir};
use damier::App;
use damier::commands::Command;
use damier::files::DataDir;
use damier::settings::{Player, Settings, SettingsStore};
use damier_core::game::Reason;
use damier_core::{Side, Variant};
use egui::{Event, Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

/// Two people playing International draughts on a `control` clock, with no animation.
fn on_the_clock(control: &str) -> Settings {
    Settings {
        variant: Variant::International,
        players: [Player::Person, Player::Person],
        animate: false,
        time_control: Some(control.to_string()),
        ..english()
    }
}

/// A window of `app` whose frames each advance egui's clock by a tenth of a second.
fn window(app: App) -> Harness<'static, App> {
    let mut harness = Harness::builder()
        .with_size([1200.0, 800.0])
        .with_step_dt(0.1)
        .build_ui_state(|ui, app: &mut App| app.frame(ui), app);
    harness.step();
    harness
}

fn steps(h: &mut Harness<'_, App>, count: usize) {
    for _ in 0..count {
        h.step();
    }
}

fn left(h: &Harness<'_, App>, side: Side) -> Duration {
    let app = h.state();
    app.clock().expect("the game has clocks").left(side, app.clock_now())
}

#[test]
fn a_flag_fall_ends_a_five_second_game() {
    let dir = temp_dir("clock-flag");
    let mut h = window(App::with_settings(SettingsStore::in_dir(dir.path()), on_the_clock("5")));
    // The drag takes about ten frames of a tenth of a second (more when a worker's message
    // asks for another): White keeps well over half its time.
    drag(&mut h, "32", "28");
    assert_eq!(h.state().session().position().side_to_move(), Side::Black);
    assert!(left(&h, Side::White) > Duration::from_secs(3), "White moved in time");
    steps(&mut h, 60);
    let outcome = h.state().session().outcome().expect("the game is over");
    assert_eq!((outcome.winner, outcome.reason), (Some(Side::White), Reason::Time));
    assert_eq!(left(&h, Side::Black), Duration::ZERO);
    // Said once, in the status line; the move list ends with the result.
    let said = h.query_all_by_label_contains("Black ran out of time").count();
    assert_eq!(said, 1, "the end is said once");
    h.get_by_label("Result: 2-0");
    let pause = h.get_by_label("Pause clock");
    assert!(pause.accesskit_node().is_disabled(), "nothing to pause once the game is over");
    let frozen = left(&h, Side::White);
    steps(&mut h, 10);
    assert_eq!(left(&h, Side::White), frozen, "no clock runs once the game is over");
}

#[test]
fn an_increment_is_added_after_every_move() {
    let dir = temp_dir("clock-increment");
    let mut h = window(App::with_settings(SettingsStore::in_dir(dir.path()), on_the_clock("60+5")));
    steps(&mut h, 10);
    let before = left(&h, Side::White);
    assert!(before < Duration::from_secs(60), "White's clock runs from the start");
    drag(&mut h, "32", "28");
    let after = left(&h, Side::White);
    // The drag takes a few frames of White's time, then 5 s come back.
    let gained = after.saturating_sub(before);
    assert!(gained > Duration::from_secs(4) && gained < Duration::from_secs(5), "{gained:?}");
    let record = h.state().session().record();
    let first = record.main_line()[1];
    assert_eq!(record.annotation(first).clock, Some(after), "the move keeps its clock");
    assert_eq!(record.tags().get("TimeControl"), Some("60+5"));
    drag(&mut h, "19", "23");
    assert!(left(&h, Side::Black) > Duration::from_secs(64), "Black gained 5 s too");
}

#[test]
fn pausing_stops_both_clocks_and_p_resumes_them() {
    let dir = temp_dir("clock-pause");
    let mut h = window(App::with_settings(SettingsStore::in_dir(dir.path()), on_the_clock("60")));
    steps(&mut h, 5);
    h.event(Event::Key {
        key: Key::P,
        physical_key: None,
        pressed: true,
        repeat: false,
        modifiers: Modifiers::NONE,
    });
    h.step();
    assert!(h.state().clock().unwrap().is_paused());
    let (white, black) = (left(&h, Side::White), left(&h, Side::Black));
    steps(&mut h, 30);
    assert_eq!((left(&h, Side::White), left(&h, Side::Black)), (white, black));
    h.state_mut().apply(Command::PauseClock);
    steps(&mut h, 10);
    assert!(left(&h, Side::White) < white, "resumed, White's clock runs again");
    assert_eq!(left(&h, Side::Black), black);
}

#[test]
fn a_game_restored_after_the_window_was_killed_comes_back_paused_with_its_times() {
    let dir = temp_dir("clock-restore");
    let app = |dir| {
        App::with_settings(SettingsStore::in_dir(dir), on_the_clock("300+2"))
            .with_data_dir(DataDir::in_dir(dir))
    };
    let mut h = window(app(dir.path()));
    steps(&mut h, 20);
    drag(&mut h, "32", "28");
    steps(&mut h, 30);
    drag(&mut h, "19", "23");
    let record = h.state().session().record();
    let kept = |ply: usize| record.annotation(record.main_line()[ply]).clock.expect("a clock");
    let (white, black) = (kept(1), kept(2));
    steps(&mut h, 5);
    // Gone without shutting down: only what the autosave wrote after the moves is left.
    drop(h);
    let mut h = window(app(dir.path()));
    let clock = h.state().clock().expect("the clocks came back");
    assert!(clock.is_paused());
    assert!(h.state().notice().unwrap().contains("clocks are paused: P resumes"));
    let restored = (left(&h, Side::White), left(&h, Side::Black));
    assert_eq!(restored.0.as_millis(), white.as_millis(), "White as after its move");
    assert_eq!(restored.1.as_millis(), black.as_millis(), "Black as after its move");
    steps(&mut h, 20);
    assert_eq!((left(&h, Side::White), left(&h, Side::Black)), restored, "paused");
    assert_eq!(h.state().session().record().main_line().len(), 3);
    // Resumed: the notice that said "paused" goes with the pause.
    h.state_mut().apply(Command::PauseClock);
    steps(&mut h, 3);
    assert!(!h.state().clock().unwrap().is_paused());
    assert!(!h.state().notice().is_some_and(|n| n.contains("paused")), "{:?}", h.state().notice());
}

/// An autosave whose side to move has no time left comes back as a game lost on time, not one
/// that side can still play on.
#[test]
fn a_game_kept_with_no_time_left_comes_back_lost_on_time() {
    let dir = temp_dir("clock-fallen");
    let autosave = r#"{"pdn":"[GameType \"20\"]\n1. 32-28 19-23 *\n","cursor":[0,0],
        "clock":{"control":"300+2","left_ms":[0,120000]}}"#;
    std::fs::write(dir.path().join("last-game.json"), autosave).unwrap();
    let app = App::with_settings(SettingsStore::in_dir(dir.path()), on_the_clock("300+2"))
        .with_data_dir(DataDir::in_dir(dir.path()));
    let mut h = window(app);
    steps(&mut h, 3);
    let outcome = h.state().session().outcome().expect("the game is over");
    assert_eq!((outcome.winner, outcome.reason), (Some(Side::Black), Reason::Time));
    assert!(h.state().notice().unwrap().contains("White ran out of time"));
    drag(&mut h, "28", "19");
    steps(&mut h, 3);
    assert_eq!(h.state().session().record().main_line().len(), 3, "no move after the end");
}

#[test]
fn a_time_control_is_chosen_in_the_side_panel_or_typed() {
    let dir = temp_dir("clock-choose");
    let settings = Settings { time_control: None, ..on_the_clock("60") };
    let mut h = window(App::with_settings(SettingsStore::in_dir(dir.path()), settings));
    assert!(h.state().clock().is_none(), "no clock by default");
    h.get_by_label("Clock").click();
    h.step();
    h.step();
    h.get_by_label("3 min + 2 s").click();
    steps(&mut h, 2);
    assert_eq!(h.state().settings().time_control.as_deref(), Some("180+2"));
    let clock = h.state().clock().expect("a game with no move takes the clock at once");
    assert_eq!(clock.control().to_string(), "3 min + 2 s");
    h.get_by_label("Clock").click();
    steps(&mut h, 2);
    h.get_by_label("Type one…").click();
    steps(&mut h, 2);
    h.get_by_role_and_label(egui::accesskit::Role::TextInput, "Time control:")
        .type_text("40/7200:3600");
    h.step();
    h.key_press(Key::Enter);
    steps(&mut h, 2);
    assert_eq!(h.state().settings().time_control.as_deref(), Some("40/7200:3600"));
    assert_eq!(left(&h, Side::Black), Duration::from_secs(7200));
}

#[test]
fn a_paused_clock_takes_no_move_until_resumed() {
    let dir = temp_dir("clock-pause-move");
    let mut h = window(App::with_settings(SettingsStore::in_dir(dir.path()), on_the_clock("60+2")));
    let start = h.state().session().position().clone();
    h.key_press(Key::P);
    h.step();
    assert!(h.state().clock().unwrap().is_paused());
    h.get_by_label("Clocks paused: no move until P resumes them");
    let white = left(&h, Side::White);
    drag(&mut h, "32", "28");
    assert_eq!(h.state().session().position(), &start, "the board takes no move");
    assert_eq!(left(&h, Side::White), white, "no time used, no increment");
    h.get_by_label("Clocks paused: no move until P resumes them");
    // A typed move is refused the same way.
    h.state_mut().apply(Command::Play("32-28".to_string()));
    assert_eq!(h.state().session().position(), &start);
    h.key_press(Key::P);
    h.step();
    assert!(h.query_by_label("Clocks paused: no move until P resumes them").is_none());
    drag(&mut h, "32", "28");
    assert_eq!(h.state().session().position().side_to_move(), Side::Black, "played once resumed");
}
