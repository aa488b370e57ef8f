//! Playing without a mouse: moves typed into the move box, the cell cursor walked with the
//! cursor keys, and the board's cells as a screen reader sees them.

mod common;

use common::{Window, center, harness, people};
use damier::App;
use damier_core::{AnyPosition, Variant, explain};
use egui::accesskit::Live;
use egui::{Event, Key};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

/// A window for two people on the International position `fen`.
fn window(name: &str, fen: &str) -> Window {
    let mut h = harness(name, people(Variant::International));
    let position = AnyPosition::from_fen(Variant::International, fen).unwrap();
    h.state_mut().set_up(position);
    h.run_ok();
    h
}

/// Presses `key` and lets the window answer.
fn press(h: &mut Harness<'_, App>, key: Key) {
    h.key_press(key);
    h.run_ok();
}

/// Types `text` into whatever has the keyboard focus and presses Enter.
fn type_line(h: &mut Harness<'_, App>, text: &str) {
    h.event(Event::Text(text.to_string()));
    h.run_ok();
    press(h, Key::Enter);
}

/// Walks the cell cursor to `cell` with the cursor keys, one key at a time.
fn walk_to(h: &mut Harness<'_, App>, cell: &str) {
    let target = center(h, cell);
    for _ in 0..20 {
        let here = h.state().keyboard_cell().expect("a cell has the keyboard focus");
        if here == cell {
            return;
        }
        let d = target - center(h, &here);
        let key = match (d.x.abs() > d.y.abs() * 2.0, d.x > 0.0, d.y > 0.0) {
            (true, true, _) => Key::ArrowRight,
            (true, false, _) => Key::ArrowLeft,
            (false, _, true) => Key::ArrowDown,
            (false, _, false) => Key::ArrowUp,
        };
        press(h, key);
    }
    panic!("the cursor did not reach {cell}");
}

fn plies(h: &Harness<'_, App>) -> usize {
    h.state().session().record().main_line().len() - 1
}

#[test]
fn a_whole_game_is_played_with_the_keyboard_alone() {
    // White's man on 33, Black's on 18: 33-28, 18-23, 28x19 and Black has nothing left.
    let mut h = window("keyboard-game", "W:W33:B18");
    press(&mut h, Key::M);
    type_line(&mut h, "33-28");
    assert_eq!(plies(&h), 1, "the typed move was played");
    press(&mut h, Key::Escape);

    press(&mut h, Key::B);
    assert_eq!(h.state().keyboard_cell().as_deref(), Some("18"), "Black's only man");
    press(&mut h, Key::Enter);
    walk_to(&mut h, "23");
    press(&mut h, Key::Enter);
    assert_eq!(plies(&h), 2, "18-23 was played from the keyboard");

    walk_to(&mut h, "28");
    press(&mut h, Key::Enter);
    walk_to(&mut h, "19");
    press(&mut h, Key::Enter);
    let outcome = h.state().session().outcome().expect("the game is over").to_string();
    assert!(outcome.starts_with("White wins"), "{outcome}");
    let announced =
        h.query_all_by_label(&outcome).any(|n| n.accesskit_node().live() == Live::Polite);
    assert!(announced, "the end is announced");
}

#[test]
fn the_move_box_offers_the_legal_moves_that_begin_with_what_is_typed() {
    let mut h = harness("keyboard-box", people(Variant::International));
    press(&mut h, Key::M);
    h.event(Event::Text("3".to_string()));
    h.run_ok();
    for offered in ["31-26", "32-28", "35-30"] {
        h.get_by_label(offered);
    }
    type_line(&mut h, "2-27");
    assert_eq!(plies(&h), 1, "32-27 was played");
    assert_eq!(h.state().session().last_move().map(|c| c.text.as_str()), Some("32-27"));
}

#[test]
fn an_illegal_typed_move_is_explained_and_a_legal_one_played() {
    let mut h = harness("keyboard-refused", people(Variant::International));
    press(&mut h, Key::M);
    type_line(&mut h, "33-22");
    let position = h.state().session().position().clone();
    let geometry = position.geometry();
    let (from, to) = (geometry.parse_cell("33").unwrap(), geometry.parse_cell("22").unwrap());
    let reason = explain::why_illegal(&position, from, to).expect("a reason").to_string();
    assert_eq!(h.state().notice(), Some(reason.as_str()));
    assert_eq!(plies(&h), 0);
    for _ in "33-22".chars() {
        press(&mut h, Key::Backspace);
    }
    type_line(&mut h, "33-28");
    assert_eq!(plies(&h), 1, "the box kept the focus for the correction");
}

#[test]
fn a_screen_reader_finds_each_cell_by_its_contents_and_moves_through_its_actions() {
    let mut h = harness("keyboard-access", people(Variant::International));
    let man = h.get_by_label("32, White man");
    let description = man.accesskit_node().description().unwrap_or_default();
    assert_eq!(description, "moves: 32-27, 32-28");
    man.click_accesskit();
    h.run_ok();
    h.get_by_label("28, empty").click_accesskit();
    h.run_ok();
    assert_eq!(plies(&h), 1);
    assert!(h.query_by_label("28, White man").is_some(), "the man stands on 28");
    let last = h.get_by_label("Last move: White 32-28");
    assert_eq!(last.accesskit_node().live(), Live::Polite, "the move is announced");
}

#[test]
fn a_refused_typed_move_stays_in_the_box_to_be_corrected() {
    let mut h = window("keyboard-kept", "W:W31-50:B1-20");
    press(&mut h, Key::M);
    type_line(&mut h, "32-23");
    assert_eq!(plies(&h), 0, "not a legal move");
    h.get_by_label("A man moves one cell at a time");
    let field = h.get_by_role_and_label(egui::Role::TextInput, "Move:");
    assert_eq!(field.value().as_deref(), Some("32-23"), "kept to correct");
    assert!(field.is_focused(), "and the box keeps the keyboard");
    // Corrected: the last figure replaced.
    press(&mut h, Key::Backspace);
    type_line(&mut h, "8");
    assert_eq!(plies(&h), 1, "32-28 played");
    let field = h.get_by_role_and_label(egui::Role::TextInput, "Move:");
    assert_eq!(field.value().as_deref(), Some(""), "emptied for the next move");
}
