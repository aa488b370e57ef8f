//! Games opened from a file or set up from a position are studied: the computer waits, both
//! sides played by the person, until "Play against the computer from here"; the settings stay
//! as they were, and a game whose result is recorded gets no move after it.

use std::path::{Path, PathBuf};

use damier::App;
use damier::Command;
use damier::settings::{Player, Settings};
use damier_core::game::GameResult;
use damier_core::{AnyPosition, Side, Variant};
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

mod common;

use common::{english, harness, press_button, step_until};

fn corpus(file: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../testdata/pdn/succeed").join(file)
}

/// The defaults (White a person, Black the computer), quick and without animation.
fn against_the_computer() -> Settings {
    Settings { level: 1, move_time_ms: 100, animate: false, ..english() }
}

/// Opens game `number` of the file `name` through its game list.
fn open_game(h: &mut Harness<'_, App>, name: &str, number: usize) {
    h.state_mut().open_file(&corpus(name));
    step_until(h, "the game list", |app| app.game_list().is_some());
    h.get_by_label_contains(&format!("Game {number}:")).click();
    h.step();
    h.get_by_label("Open game").click();
    step_until(h, "the game", |app| !app.is_busy_with_files() && app.game_list().is_none());
}

/// Draws frames for a while: long enough for a computer that meant to move to start.
fn frames(h: &mut Harness<'_, App>) {
    for _ in 0..10 {
        h.step();
    }
}

fn ply(app: &App) -> u32 {
    let record = app.session().record();
    record.ply(record.current())
}

#[test]
fn the_computer_waits_in_a_problem_opened_until_asked_to_play() {
    let mut h = harness("study-problem", against_the_computer());
    open_game(&mut h, "goulds.pdn", 2);
    // Black, the computer's side in the settings, is to move in the problem.
    assert_eq!(h.state().session().position().side_to_move(), Side::Black);
    frames(&mut h);
    assert!(!h.state().is_thinking(), "the computer does not play into the problem");
    assert_eq!(ply(h.state()), 0);
    assert!(!h.state().is_modified());
    assert_eq!(h.state().players(), [Player::Person; 2], "the person plays both sides");
    assert_eq!(h.state().settings().players, [Player::Person, Player::Computer], "kept");
    h.get_by_label("Study: the computer waits");
    h.get_by_label_contains("the computer waits.");

    press_button(&mut h, "Play against the computer from here");
    step_until(&mut h, "the computer's move", |app| ply(app) == 1);
    assert_eq!(h.state().players(), [Player::Person, Player::Computer]);
    assert!(h.query_by_label("Study: the computer waits").is_none());
    // The problem's result was its goal: the game goes on from the move played.
    assert_eq!(h.state().session().record().result(), GameResult::Unknown);
    if let Some(reply) = h.state().session().moves().first().map(|c| c.mv) {
        h.state_mut().apply(Command::PlayMove(reply));
        step_until(&mut h, "the computer's second move", |app| {
            ply(app) == 3 || app.session().outcome().is_some()
        });
    }
}

#[test]
fn a_finished_game_from_a_file_gets_no_move_after_its_result() {
    let mut h = harness("study-finished", against_the_computer());
    open_game(&mut h, "schildpad.pdn", 12);
    h.key_press(Key::End);
    frames(&mut h);
    let record = h.state().session().record();
    assert_eq!(record.move_text(record.current()).as_deref(), Some("7-29"), "the last move");
    assert!(!h.state().is_thinking(), "Black does not answer after the result");
    assert!(!h.state().is_modified());
    let play = h.get_by_label("Play against the computer from here");
    assert!(play.accesskit_node().is_disabled(), "not after the result");
    // Asked anyway (Space), the computer still plays nothing after the result.
    h.key_press(Key::Space);
    frames(&mut h);
    assert!(!h.state().is_thinking());
    h.get_by_label("The game is over: no move is played after its result");
    // Earlier in the game, it takes over from the position shown.
    h.key_press(Key::ArrowLeft);
    h.run_ok();
    press_button(&mut h, "Play against the computer from here");
    assert_eq!(h.state().players(), [Player::Person, Player::Computer]);
}

#[test]
fn a_position_set_up_is_studied_and_a_new_game_is_played_as_the_settings_say() {
    let mut h = harness("study-fen", against_the_computer());
    let fen = "B:W28,31,33-50:B1-20";
    h.state_mut().apply(Command::SetUpFen(fen.to_string()));
    frames(&mut h);
    assert!(!h.state().is_thinking(), "the computer waits in a position set up");
    assert_eq!(h.state().session().position().to_fen(), fen);
    h.state_mut().apply(Command::NewGame);
    h.state_mut().apply(Command::Play("32-28".to_string()));
    step_until(&mut h, "the computer's reply in a new game", |app| ply(app) == 2);
    assert_eq!(h.state().players(), h.state().settings().players);
    let start = AnyPosition::start(Variant::International);
    assert_eq!(h.state().session().record().start_position(), &start);
}

#[test]
fn a_loaded_games_result_is_shown_and_edited_in_game_information() {
    let mut h = harness("result-shown", against_the_computer());
    open_game(&mut h, "schildpad.pdn", 12);
    h.key_press(Key::End);
    h.run_ok();
    // At the end of the move list, and in the status line at the end of the game.
    h.get_by_label("Result: 2-0");
    h.get_by_label("End of the game: 2-0");
    h.key_press_modifiers(Modifiers::COMMAND, Key::I);
    h.run_ok();
    let result = h.get_by_role_and_label(egui::Role::ComboBox, "Result");
    assert_eq!(result.value().as_deref(), Some("2-0: White wins"));
    result.click();
    h.run_ok();
    h.get_by_label("1-1: draw").click();
    h.run_ok();
    h.get_by_label("OK").click();
    h.run_ok();
    assert_eq!(h.state().session().record().result(), GameResult::Draw);
    assert!(h.state().is_modified(), "the game differs from its file now");
    h.get_by_label("Result: 1-1");
    h.get_by_label("End of the game: 1-1");
}

#[test]
fn a_new_game_from_the_editor_for_two_players_keeps_the_players_settings() {
    let mut h = harness("study-editor-two", against_the_computer());
    h.key_press(Key::E);
    h.run_ok();
    press_button(&mut h, "New game from here (two players)");
    assert!(h.state().editor().is_none());
    assert_eq!(h.state().players(), [Player::Person; 2], "two people in this game");
    assert_eq!(h.state().settings().players, [Player::Person, Player::Computer], "kept");
    h.state_mut().apply(Command::NewGame);
    assert_eq!(h.state().players(), [Player::Person, Player::Computer], "the next game");
}

#[test]
fn the_game_list_counts_no_move_for_a_problem() {
    let mut h = harness("list-problem", against_the_computer());
    h.state_mut().open_file(&corpus("goulds.pdn"));
    step_until(&mut h, "the game list", |app| app.game_list().is_some());
    let second = &h.state().game_list().unwrap()[1];
    assert_eq!(second.moves, 0, "Black to move in a problem with no move yet");
    assert!(h.query_by_label_contains("1 move").is_none(), "no row says one move");
}

#[test]
fn a_problem_that_may_be_of_an_8x8_board_opens_with_a_warning() {
    let mut h = harness("study-small-board", against_the_computer());
    open_game(&mut h, "goulds.pdn", 2);
    let problem = h.state().file_problem().expect("a warning");
    assert!(problem.contains("read with warnings"), "{problem}");
    h.get_by_label_contains("may be a position of an 8×8 game");
    assert_eq!(h.state().session().variant(), Variant::International, "read as International");
}
