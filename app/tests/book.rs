//! The opening book in the window: the computer's first moves come from it and the status
//! line says so; turned off, every move is searched; the choice is kept.

use damier::App;
use damier::settings::{Player, Settings, SettingsStore};
use damier_core::book::Book;
use damier_core::{AnyPosition, Variant};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use tempfile::TempDir;

mod common;

use common::{Window, english, harness_with, step_until, temp_dir};

/// The computer plays White against a person, with `move_time_ms` a move.
fn computer_first(variant: Variant, move_time_ms: u64, opening_book: bool) -> Settings {
    Settings {
        variant,
        players: [Player::Computer, Player::Person],
        level: 10,
        move_time_ms,
        animate: false,
        opening_book,
        ..english()
    }
}

/// A window keeping its settings in a folder of its own, given first to be dropped last.
fn window(name: &str, settings: Settings) -> (TempDir, Window) {
    let dir = temp_dir(name);
    let folder = dir.path().to_path_buf();
    let h =
        harness_with(name, move |_| App::with_settings(SettingsStore::in_dir(&folder), settings));
    (dir, h)
}

fn first_move_played(h: &mut Harness<'_, App>) -> String {
    step_until(h, "the computer's first move", |app| app.session().last_move().is_some());
    h.state().session().last_move().unwrap().text.clone()
}

#[test]
fn the_computer_opens_from_the_book_in_every_game_with_one_and_says_so() {
    for variant in Variant::ALL.into_iter().filter(|&v| v != Variant::Thai) {
        // A minute a move: the move comes from the book, not from a search.
        let (_dir, mut h) = window("book-open", computer_first(variant, 60_000, true));
        let played = first_move_played(&mut h);
        let start = AnyPosition::start(variant);
        let book: Vec<String> = Book::built_in(variant)
            .moves(&start)
            .iter()
            .filter_map(|m| start.move_text(&m.mv))
            .collect();
        assert!(book.contains(&played), "{variant}: {played} is one of {book:?}");
        h.get_by_label_contains(&format!("{played} (opening book)"));
        assert!(!h.state().is_thinking(), "{variant}: no search for a book move");
    }
}

#[test]
fn with_the_book_off_the_computer_searches_its_first_move_and_the_choice_is_kept() {
    let (dir, mut h) = window("book-off", computer_first(Variant::International, 200, true));
    h.get_by_label("Opening book").click();
    h.run();
    assert!(!h.state().settings().opening_book);
    // A new game with the book off: the computer's first move is searched.
    h.state_mut().apply(damier::Command::NewGame);
    let played = first_move_played(&mut h);
    assert!(h.query_by_label_contains("(opening book)").is_none(), "{played} was searched");
    h.state_mut().save_settings();
    let again = App::new(SettingsStore::in_dir(dir.path()));
    assert!(!again.settings().opening_book, "the choice is kept");
}

#[test]
fn in_thai_which_has_no_book_the_computer_searches_and_the_box_says_why() {
    let (_dir, mut h) = window("book-thai", computer_first(Variant::Thai, 200, true));
    let played = first_move_played(&mut h);
    assert!(h.query_by_label_contains("(opening book)").is_none(), "{played} was searched");
    let checkbox = h.get_by_label("Opening book");
    assert!(checkbox.accesskit_node().is_disabled(), "nothing to turn on or off");
    assert!(h.state().settings().opening_book, "the setting is kept for the other games");
}
