//! The window driven without a display: pieces dragged and clicked, refused moves explained,
//! captures, variations, undo and redo, games switched, and the computer replying.

use std::time::Duration;

use damier::App;
use damier::settings::{Player, Settings, SettingsStore};
use damier_core::{AnyPosition, Piece, Role, Side, Variant};
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

mod common;

use common::{
    Window, against_the_computer, center, click, drag, english, harness, harness_with, people,
    step_until, temp_dir, wait_until,
};

fn fen(h: &Harness<'_, App>) -> String {
    h.state().session().position().to_fen()
}

#[test]
fn the_window_starts_on_the_international_board() {
    let h = harness("start", people(Variant::International));
    h.get_by_label("Board");
    h.get_by_label("White to move");
    h.get_by_label("New game");
    assert_eq!(fen(&h), "W:W31-50:B1-20");
}

#[test]
fn a_dragged_man_moves_and_enters_the_move_list() {
    let mut h = harness("drag", people(Variant::International));
    drag(&mut h, "32", "28");
    assert_eq!(fen(&h), "B:W28,31,33-50:B1-20");
    h.get_by_label("32-28");
    h.get_by_label("Black to move");
}

#[test]
fn click_click_moves_a_man_too() {
    let mut h = harness("click-click", people(Variant::International));
    click(&mut h, "33");
    click(&mut h, "29");
    assert_eq!(fen(&h), "B:W29,31,32,34-50:B1-20");
    h.get_by_label("33-29");
}

#[test]
fn an_illegal_drop_is_refused_with_the_reason() {
    let mut h = harness("illegal", people(Variant::International));
    drag(&mut h, "32", "23");
    assert_eq!(fen(&h), "W:W31-50:B1-20", "the piece goes back");
    h.get_by_label("A man moves one cell at a time");
    drag(&mut h, "19", "23");
    h.get_by_label("That piece is Black's: it is White's move");
}

#[test]
fn a_compulsory_capture_is_taken_by_drag() {
    let mut h = harness("capture", people(Variant::International));
    drag(&mut h, "32", "28");
    drag(&mut h, "19", "23");
    drag(&mut h, "31", "27");
    h.get_by_label("Capture is compulsory: 28x19");
    assert_eq!(h.state().session().moves().len(), 1);
    drag(&mut h, "28", "19");
    h.get_by_label("28x19");
    assert_eq!(fen(&h), "B:W19,31,33-50:B1-18,20");
}

#[test]
fn an_ambiguous_capture_is_finished_by_clicking_through() {
    let mut h = harness("ambiguous", people(Variant::Italian));
    h.state_mut().set_up(AnyPosition::from_fen(Variant::Italian, "W:W22:B10,11,18,19").unwrap());
    h.run();
    drag(&mut h, "22", "6");
    assert_eq!(fen(&h), "W:W22:B10,11,18,19", "not played until the route is chosen");
    h.get_by_label("Choose the route");
    h.get_by_label("22x13x6");
    h.get_by_label("22x15x6");
    click(&mut h, "15");
    assert_eq!(fen(&h), "B:W6:B10,18");
}

#[test]
fn an_ambiguous_capture_can_be_picked_from_the_list() {
    let mut h = harness("ambiguous-list", people(Variant::Italian));
    h.state_mut().set_up(AnyPosition::from_fen(Variant::Italian, "W:W22:B10,11,18,19").unwrap());
    h.run();
    drag(&mut h, "22", "6");
    h.get_by_label("22x13x6").click();
    h.run();
    assert_eq!(fen(&h), "B:W6:B11,19");
}

#[test]
fn a_hexdame_man_moves() {
    let mut h = harness("hexdame", people(Variant::Hexdame));
    h.get_by_label("White to move");
    drag(&mut h, "d4", "e5");
    h.get_by_label("d4-e5");
    h.get_by_label("Red to move");
    drag(&mut h, "f6", "f5");
    h.get_by_label("This piece must capture: f6xd4");
    drag(&mut h, "f6", "d4");
    h.get_by_label("f6xd4");
    assert_eq!(h.state().session().position().side_to_move(), Side::White);
}

#[test]
fn a_lasca_capture_builds_a_column() {
    let mut h = harness("lasca", people(Variant::Lasca));
    drag(&mut h, "c3", "d4");
    drag(&mut h, "e5", "c3");
    h.get_by_label("e5xc3");
    let position = h.state().session().position();
    let g = position.geometry();
    let column = position.stack(g.parse_cell("c3").unwrap());
    let black = Piece::new(Side::Black, Role::Man);
    let white = Piece::new(Side::White, Role::Man);
    assert_eq!(column, [black, white], "the prisoner goes under the capturer");
    assert!(position.stack(g.parse_cell("d4").unwrap()).is_empty());
    // The column inspector describes the column under the pointer.
    h.hover_at(center(&h, "c3"));
    h.run();
    h.get_by_label("Column on c3: 2 pieces");
}

#[test]
fn undo_and_redo_by_button_and_keyboard() {
    let mut h = harness("undo", people(Variant::International));
    drag(&mut h, "32", "28");
    drag(&mut h, "19", "23");
    h.get_by_label("Undo").click();
    h.run();
    assert_eq!(fen(&h), "B:W28,31,33-50:B1-20");
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(fen(&h), "W:W31-50:B1-20");
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    h.run();
    assert_eq!(fen(&h), "B:W28,31,33-50:B1-20");
    // Playing another move here makes a variation; the old one stays in the list.
    drag(&mut h, "18", "22");
    h.get_by_label("19-23");
    h.get_by_label("18-22");
    let record = h.state().session().record();
    assert_eq!(record.children(record.main_line()[1]).len(), 2);
}

#[test]
fn undo_against_the_computer_goes_back_to_the_person() {
    let settings = Settings {
        players: [Player::Person, Player::Computer],
        move_time_ms: 200,
        level: 2,
        ..english()
    };
    let mut h = harness("undo-computer", settings);
    drag(&mut h, "32", "28");
    wait_for_ply(&mut h, 2);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.step();
    assert_eq!(fen(&h), "W:W31-50:B1-20", "back past the computer's move to White's turn");
}

#[test]
fn switching_games_resets_the_board() {
    let mut h = harness("switch", people(Variant::International));
    drag(&mut h, "32", "28");
    h.get_by_label("Game type").click();
    h.run();
    h.get_by_label("Thai").click();
    h.run();
    assert_eq!(h.state().session().variant(), Variant::Thai);
    assert_eq!(h.state().session().position(), &AnyPosition::start(Variant::Thai));
    assert!(h.state().session().record().is_empty());
}

#[test]
fn flip_turns_the_board() {
    let mut h = harness("flip", people(Variant::International));
    assert!(center(&h, "46").y > center(&h, "5").y);
    h.key_press(Key::F);
    h.run();
    assert!(h.state().settings().flipped);
    assert!(center(&h, "46").y < center(&h, "5").y);
    drag(&mut h, "32", "28");
    h.get_by_label("32-28");
}

#[test]
fn a_broken_settings_file_gives_defaults_and_a_notice() {
    let dir = temp_dir("broken-settings");
    std::fs::write(dir.path().join("settings.json"), "{ not json").unwrap();
    let mut h = Harness::builder().with_size([1200.0, 800.0]).build_ui_state(
        |ui, app: &mut App| app.frame(ui),
        App::new(SettingsStore::in_dir(dir.path())),
    );
    h.step();
    assert_eq!(h.state().settings(), &Settings::default());
    h.get_by_label_contains("could not be read");
}

#[test]
fn a_settings_change_is_written_soon_off_the_frames_and_the_window_size_at_exit() {
    let dir = temp_dir("settings-at-once");
    let store = SettingsStore::in_dir(dir.path());
    let mut h = harness_with("settings-at-once-window", |_| App::new(store.clone()));
    h.key_press(Key::F);
    h.step();
    // Written by the settings' own thread once the changes stop: no frame waits for the disk.
    wait_until("the flip on disk", || store.load().0.flipped);
    assert_eq!(store.load().0.window, None, "the size is kept at exit only");
    eframe::App::on_exit(h.state_mut(), None);
    let size = store.load().0.window.expect("the size at exit");
    assert_eq!(size.inner, [1200.0, 800.0]);
}

#[test]
fn the_engine_threads_are_set_in_the_side_panel_and_kept() {
    let dir = temp_dir("threads");
    let store = SettingsStore::in_dir(dir.path());
    let mut h = harness_with("threads-window", |_| App::new(store.clone()));
    h.get_by_role_and_label(egui::Role::Slider, "Threads");
    h.state_mut().apply(damier::Command::SetThreads(3));
    h.step();
    wait_until("the threads on disk", || store.load().0.threads == 3);
    h.state_mut().apply(damier::Command::SetThreads(0));
    assert_eq!(h.state().settings().threads, 1, "at least one thread");
}

#[test]
fn settings_are_saved_and_read_back() {
    let dir = temp_dir("saved-settings");
    let mut app = App::new(SettingsStore::in_dir(dir.path()));
    app.apply(damier::Command::SetVariant(Variant::Hexdame));
    app.apply(damier::Command::Flip);
    app.save_settings();
    let again = App::new(SettingsStore::in_dir(dir.path()));
    assert_eq!(again.settings().variant, Variant::Hexdame);
    assert!(again.settings().flipped);
    assert_eq!(again.session().variant(), Variant::Hexdame);
}

/// Steps frames, never blocking on the engine, until the game has `plies` moves.
fn wait_for_ply(h: &mut Harness<'_, App>, plies: u32) {
    step_until(h, "the computer's move", |app| {
        let record = app.session().record();
        record.ply(record.current()) >= plies && !app.is_animating()
    });
}

#[test]
fn the_computer_replies_while_frames_go_on() {
    let settings = Settings {
        players: [Player::Person, Player::Computer],
        move_time_ms: 300,
        level: 3,
        threads: 2,
        ..english()
    };
    let mut h = harness("computer", settings);
    drag(&mut h, "32", "28");
    wait_for_ply(&mut h, 2);
    assert_eq!(h.state().session().position().side_to_move(), Side::White);
    assert!(!h.state().is_thinking());
}

#[test]
fn frames_never_wait_for_the_computer() {
    let settings = Settings {
        players: [Player::Computer, Player::Computer],
        move_time_ms: 60_000,
        level: 10,
        ..english()
    };
    let mut h = harness_with("frame-time", |store| App::with_settings(store, settings));
    h.step();
    assert!(h.state().is_thinking());
    h.state_mut().frame_times_mut().clear();
    for _ in 0..120 {
        h.step();
        std::thread::sleep(Duration::from_millis(5));
    }
    // The search has a minute: had any frame waited for it, the engine would be done by now.
    assert!(h.state().is_thinking(), "still thinking: the frames did not wait for it");
    assert_eq!(h.state().frame_times().len(), 120, "every frame was timed");
}

#[test]
fn resigning_and_agreeing_a_draw_end_the_game() {
    let mut h = harness("resign", people(Variant::Italian));
    drag(&mut h, "21", "17");
    h.get_by_label("Resign").click();
    h.run();
    assert_eq!(h.state().session().outcome().unwrap().to_string(), "White wins: Black resigned");
    assert!(h.state().session().moves().is_empty(), "no move after the end");
    h.get_by_label("New game").click();
    h.run();
    h.get_by_label("Offer draw").click();
    h.run();
    let outcome = h.state().session().outcome().unwrap().to_string();
    assert_eq!(outcome, "Draw: agreed by the players");
}

#[test]
fn a_hint_is_drawn_for_the_person_to_move() {
    let settings = Settings { move_time_ms: 200, ..people(Variant::Thai) };
    let mut h = harness("hint", settings);
    h.key_press(Key::H);
    h.step();
    assert!(h.state().is_thinking());
    h.step();
    h.get_by_label_contains("Looking for a hint…");
    step_until(&mut h, "the hint", |app| !app.is_thinking());
    h.get_by_label("White to move");
    assert_eq!(h.state().session().moves().len(), 7);
    assert!(h.state().hint().is_some());
}

#[test]
fn a_long_notice_stays_inside_the_window_and_shows_whole_on_hover() {
    let mut h = harness("long-notice", people(Variant::International));
    let long = format!("The file {} could not be read", "very/long/folder/".repeat(40));
    h.state_mut().tell(&long);
    h.run_ok();
    let notice = h.get_by_label(&long);
    assert!(notice.rect().right() <= 1200.0, "cut at the window's edge: {:?}", notice.rect());
    notice.hover();
    h.run_ok();
    let shown = h.query_all_by_label(&long).count();
    assert!(shown >= 2, "the whole text in a tooltip as well");
}

#[test]
fn file_quit_closes_the_window_and_the_help_lists_ctrl_q() {
    let mut h = harness("quit", people(Variant::International));
    let asked_to_close = |h: &Harness<'_, App>| {
        h.output().viewport_output.values().any(|viewport| {
            viewport.commands.iter().any(|c| matches!(c, egui::ViewportCommand::Close))
        })
    };
    h.get_by_label("File").click();
    h.run_ok();
    assert!(!asked_to_close(&h));
    h.get_by_label_contains("Quit").click();
    h.step();
    assert!(asked_to_close(&h), "File › Quit closes the window");
    h.step();
    assert!(!asked_to_close(&h));
    // Ctrl+Q, pressed within one frame.
    h.input_mut().events.push(egui::Event::Key {
        key: Key::Q,
        physical_key: None,
        pressed: true,
        repeat: false,
        modifiers: Modifiers::COMMAND,
    });
    h.step();
    assert!(asked_to_close(&h), "so does Ctrl+Q");
    h.state_mut().apply(damier::Command::Help);
    h.run_ok();
    let help = h.get_by_role_and_label(egui::accesskit::Role::Window, "Help");
    assert!(help.query_by_label("Quit").is_some(), "the help lists Quit");
    assert!(help.query_by_label("Ctrl+Q").is_some(), "with its shortcut");
}

#[test]
fn the_edit_menu_holds_copy_and_paste_and_copies_the_position() {
    let mut h = harness("edit menu", people(Variant::International));
    h.get_by_label("Edit").click();
    h.run_ok();
    for label in ["Copy position (FEN)", "Copy position (diagram)", "Paste position (FEN)"] {
        h.get_by_label_contains(label);
    }
    h.get_by_label_contains("Copy position (FEN)").click();
    h.run_ok();
    assert_eq!(h.state().notice(), Some("Copied the position: W:W31-50:B1-20"));
    h.get_by_label("File").click();
    h.run_ok();
    assert!(h.query_by_label_contains("Copy position").is_none(), "File holds no clipboard entry");
    assert!(h.query_by_label_contains("Export diagram").is_some(), "but the diagram's export");
}

/// The shapes of the last frame, in the order they were painted.
fn painted(h: &Harness<'_, App>) -> Vec<egui::Shape> {
    fn flatten(shape: &egui::Shape, out: &mut Vec<egui::Shape>) {
        match shape {
            egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| flatten(s, out)),
            other => out.push(other.clone()),
        }
    }
    let mut out = Vec::new();
    for clipped in &h.output().shapes {
        flatten(&clipped.shape, &mut out);
    }
    out
}

#[test]
fn the_must_capture_ring_leaves_the_cell_number_readable() {
    let mut h = harness("ring-number", people(Variant::International));
    drag(&mut h, "32", "28");
    drag(&mut h, "19", "23");
    let shapes = painted(&h);
    let ring = shapes.iter().position(|s| {
        matches!(s, egui::Shape::Circle(c) if c.stroke.color == damier::board::style::MUST_CAPTURE)
    });
    let number = shapes.iter().rposition(|s| {
        matches!(s, egui::Shape::Text(t) if t.galley.text() == "28"
            && t.fallback_color == damier::board::style::NUMBER)
    });
    let (ring, number) = (ring.expect("28 is ringed"), number.expect("28 is numbered"));
    assert!(number > ring, "the number is painted over the ring");
}

#[test]
fn the_theme_button_says_what_it_switches_to() {
    let dark = Settings { theme: damier::settings::ThemeChoice::Dark, ..people(Variant::Italian) };
    let mut h = harness("theme-button", dark);
    assert!(h.query_by_label("Light").is_none(), "not the name of a theme");
    h.get_by_label("Switch to light").click();
    h.run_ok();
    assert_eq!(h.state().settings().theme, damier::settings::ThemeChoice::Light);
    h.get_by_label("Switch to dark");
}

#[test]
fn a_game_replaced_by_another_game_type_is_kept_and_comes_back() {
    let data_dir = temp_dir("variant-kept-data");
    let mut h = harness_with("variant-kept", |store| {
        let data = damier::files::DataDir::in_dir(data_dir.path());
        App::with_settings(store, people(Variant::International)).with_data_dir(data)
    });
    drag(&mut h, "32", "28");
    h.get_by_label("Game type").click();
    h.run_ok();
    h.get_by_label("Italian").click();
    h.run_ok();
    assert_eq!(h.state().session().variant(), Variant::Italian);
    h.get_by_label("The game before is kept: File › Recent games brings it back");
    h.state_mut().apply(damier::Command::RestoreRecentGame(0));
    h.run_ok();
    assert_eq!(h.state().session().variant(), Variant::International);
    assert_eq!(fen(&h), "B:W28,31,33-50:B1-20", "back where it was");
    assert_eq!(h.state().settings().players, [Player::Person; 2], "the players stay");
}

/// Right-clicks the move `text` in the move list and picks `item` from its menu.
fn move_menu(h: &mut Harness<'_, App>, text: &str, item: &str) {
    h.get_by_role_and_label(egui::Role::Button, text).click_secondary();
    h.run_ok();
    h.get_by_label(item).click();
    h.run_ok();
}

fn main_line(h: &Harness<'_, App>) -> Vec<String> {
    let record = h.state().session().record();
    record.main_line()[1..].iter().filter_map(|&id| record.move_text(id)).collect()
}

#[test]
fn the_move_list_deletes_promotes_and_comments_moves() {
    let mut h = harness("move-menu", people(Variant::International));
    drag(&mut h, "32", "28");
    drag(&mut h, "19", "23");
    h.key_press(Key::Home);
    h.run_ok();
    drag(&mut h, "31", "27");
    assert_eq!(main_line(&h), ["32-28", "19-23"], "31-27 is a variation");
    move_menu(&mut h, "31-27", "Make this the main line");
    assert_eq!(main_line(&h), ["31-27"]);
    move_menu(&mut h, "31-27", "Comment…");
    // Typed at once, as a person does: the field has the keyboard, not the shortcuts (E, A…).
    h.step();
    h.event(egui::Event::Text("a fine reply".to_string()));
    h.step();
    assert!(h.state().editor().is_none(), "the E of a comment opens no editor");
    h.get_by_label("OK").click();
    h.run_ok();
    let record = h.state().session().record();
    let first = record.main_line()[1];
    assert_eq!(record.annotation(first).comment.as_deref(), Some("a fine reply"));
    h.get_by_label("a fine reply");
    move_menu(&mut h, "32-28", "Delete this move and what follows");
    let record = h.state().session().record();
    assert_eq!(record.children(record.root()).len(), 1, "the variation is gone");
    assert_eq!(main_line(&h), ["31-27"]);
}

#[test]
fn a_move_taken_back_against_the_computer_is_replaced() {
    let settings = against_the_computer(1, 100);
    let mut h = harness("undo-replaces", settings);
    drag(&mut h, "32", "28");
    step_until(&mut h, "the computer's reply", |app| app.session().record().len() == 3);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run_ok();
    assert_eq!(h.state().session().record().current(), h.state().session().record().root());
    drag(&mut h, "33", "28");
    let record = h.state().session().record();
    assert_eq!(record.children(record.root()).len(), 1, "no variation: the move replaced 32-28");
    assert_eq!(main_line(&h)[0], "33-28");
}

/// Against the computer at strength 10, on the board of `fen` (White to move), White plays
/// `first`, the computer answers, and White offers a draw.
fn offer_draw_after(name: &str, fen: &str, first: &str) -> Window {
    let settings = against_the_computer(10, 200);
    let mut h = harness(name, settings);
    if !fen.is_empty() {
        let position = AnyPosition::from_fen(Variant::International, fen).unwrap();
        h.state_mut().set_up(position);
        h.state_mut().apply(damier::Command::PlayComputer);
    }
    h.state_mut().apply(damier::Command::Play(first.to_string()));
    step_until(&mut h, "the computer's answer", |app| {
        let record = app.session().record();
        record.ply(record.current()) == 2
    });
    h.get_by_label("Offer draw").click();
    h.run_ok();
    h
}

#[test]
fn the_computer_declines_a_draw_in_a_level_opening_and_accepts_one_it_is_worse_in() {
    let h = offer_draw_after("draw-opening", "", "33-28");
    assert!(h.state().session().outcome().is_none(), "no draw on move 1");
    h.get_by_label_contains("declines");
    let h = offer_draw_after("draw-worse", "W:W31,32,33,34,35,36:B1,2", "31-27");
    let outcome = h.state().session().outcome().expect("the computer, two men down, agrees");
    assert_eq!(outcome.winner, None);
}

#[test]
fn help_shows_the_rules_of_the_game_played_and_about_damier() {
    let mut h = harness("rules-about", people(Variant::Lasca));
    h.get_by_label("Help").click();
    h.run_ok();
    h.get_by_label("Rules of this game").click();
    h.run_ok();
    h.get_by_role_and_label(egui::accesskit::Role::Window, "Rules: Lasca");
    h.get_by_label_contains("takes only its top piece");
    h.state_mut().apply(damier::Command::CloseRules);
    h.state_mut().apply(damier::Command::About);
    h.run_ok();
    h.get_by_label(&format!("Version {}", env!("CARGO_PKG_VERSION")));
    h.get_by_label_contains("SIL Open Font Licence 1.1");
    h.get_by_label_contains("MIT or Apache 2.0");
}

#[test]
fn a_first_start_in_italian_or_thai_plays_that_countrys_draughts() {
    use damier::i18n::Language;
    for (language, variant) in [
        (Language::Italian, Variant::Italian),
        (Language::Thai, Variant::Thai),
        (Language::Dutch, Variant::International),
    ] {
        let first = Settings { language: Some(language), ..Settings::first_start(language) };
        let h = harness(&format!("first-start-{}", language.code()), first);
        assert_eq!(h.state().session().variant(), variant, "{language:?}");
        assert_eq!(h.state().session().position(), &AnyPosition::start(variant));
    }
}

#[test]
fn hexdame_names_on_white_pieces_are_written_dark() {
    let h = harness("hex-names", people(Variant::Hexdame));
    let color_of = |name: &str| {
        painted(&h).into_iter().rev().find_map(|s| match s {
            egui::Shape::Text(t) if t.galley.text() == name => Some(t.fallback_color),
            _ => None,
        })
    };
    assert_eq!(color_of("a1"), Some(damier::board::style::NUMBER_ON_LIGHT), "a White man");
    assert_eq!(color_of("i9"), Some(damier::board::style::NUMBER), "a Red man");
    assert_eq!(color_of("e5"), Some(damier::board::style::NUMBER), "an empty cell");
}

#[test]
fn the_move_list_stays_put_while_the_lasca_column_inspector_changes() {
    let mut h = harness("lasca-inspector", people(Variant::Lasca));
    drag(&mut h, "c3", "d4");
    drag(&mut h, "e5", "c3");
    let top = |h: &Harness<'_, App>| h.get_by_role_and_label(egui::Role::Button, "c3-d4").rect();
    let hovering = |h: &mut Harness<'_, App>, cell: &str| {
        let at = center(h, cell);
        h.hover_at(at);
        h.run_ok();
    };
    hovering(&mut h, "d4");
    let empty = top(&h);
    hovering(&mut h, "c3");
    h.get_by_label_contains("Column on c3: 2 pieces");
    assert_eq!(top(&h), empty, "the list did not move for a column of two");
    hovering(&mut h, "a1");
    assert_eq!(top(&h), empty, "nor for one piece");
}
