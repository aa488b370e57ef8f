//! The sounds of the board: a move, a capture and the end of a game are heard, and View ›
//! Sound turns them off. (What reaches the desktop's audio device is checked in a real window
//! by `app/tests/desktop/sound.sh`.)

mod common;

use common::{Window, against_the_computer, drag, harness_with, people, press_button, step_until};
use damier::App;
use damier_core::{AnyPosition, Variant};
use damier_sound::{Recorder, Sound};

/// A window for two people playing `fen` of International draughts, heard by a recorder.
fn heard_window(name: &str, fen: &str) -> (Window, Recorder) {
    let recorder = Recorder::default();
    let speaker = Box::new(recorder.clone());
    let mut h = harness_with(name, |store| {
        App::with_settings(store, people(Variant::International)).with_speaker(speaker)
    });
    h.state_mut().set_up(AnyPosition::from_fen(Variant::International, fen).unwrap());
    h.run_ok();
    (h, recorder)
}

#[test]
fn a_quiet_move_knocks_and_a_capture_knocks_twice() {
    let (mut h, heard) = heard_window("sound-moves", "W:W32,38:B12,19");
    drag(&mut h, "32", "28");
    assert_eq!(heard.heard(), [Sound::Move]);
    drag(&mut h, "19", "23");
    drag(&mut h, "28", "19");
    assert_eq!(heard.heard(), [Sound::Move, Sound::Move, Sound::Capture]);
}

#[test]
fn the_move_that_ends_the_game_is_followed_by_the_end_of_game_sound() {
    let (mut h, heard) = heard_window("sound-end", "W:W28:B23");
    drag(&mut h, "28", "19");
    assert!(h.state().session().outcome().is_some(), "the last black man is taken");
    assert_eq!(heard.heard(), [Sound::Capture, Sound::GameOver]);
}

#[test]
fn view_sound_turns_the_sounds_off_and_on() {
    let (mut h, heard) = heard_window("sound-toggle", "W:W32,38:B12,19");
    assert!(h.state().settings().sound, "sounds are on at first");
    press_button(&mut h, "View");
    press_button(&mut h, "Sound");
    assert!(!h.state().settings().sound);
    drag(&mut h, "32", "28");
    assert_eq!(heard.heard(), [], "nothing is heard with the sound off");
    press_button(&mut h, "View");
    press_button(&mut h, "Sound");
    assert!(h.state().settings().sound);
    drag(&mut h, "19", "23");
    assert_eq!(heard.heard(), [Sound::Move]);
}

#[test]
fn the_computers_move_is_heard_too() {
    let recorder = Recorder::default();
    let speaker = Box::new(recorder.clone());
    let mut h = harness_with("sound-computer", |store| {
        App::with_settings(store, against_the_computer(10, 50)).with_speaker(speaker)
    });
    drag(&mut h, "32", "28");
    step_until(&mut h, "the computer's reply", |app| app.session().record().len() == 3);
    assert_eq!(recorder.heard(), [Sound::Move, Sound::Move]);
}
