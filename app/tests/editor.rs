//! The position editor driven like a person would: positions of every game built by clicks,
//! each validation message, Lasca columns built from the top and the bottom, pieces dragged
//! from the palette, across and off the board, FEN typed in, and play from the result.

mod common;

use common::{
    center, click, drag, drag_between, harness, people, press_button, right_click, step_until,
};
use damier::App;
use damier::settings::Player;
use damier_core::pdn;
use damier_core::{AnyPosition, Side, Variant};
use egui::{Key, Role, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

/// Opens the editor with its shortcut.
fn open(h: &mut Harness<'_, App>) {
    h.key_press(Key::E);
    h.run();
    assert!(h.state().editor().is_some(), "the editor is open");
    h.get_by_label("Edit position");
}

/// The FEN of the edited position (it must be legal).
fn edited(h: &Harness<'_, App>) -> String {
    let editor = h.state().editor().expect("the editor is open");
    editor.checked().expect("a legal position").to_fen()
}

/// Chooses the palette piece named `name` and clicks it onto each of `cells`.
fn place(h: &mut Harness<'_, App>, name: &str, cells: &[&str]) {
    press_button(h, name);
    for cell in cells {
        click(h, cell);
    }
}

#[test]
fn a_position_of_each_game_is_built_by_clicks() {
    let cases = [
        (Variant::International, ["28", "46", "19", "3"], "W:W28,K46:BK3,19"),
        (Variant::Italian, ["22", "30", "10", "1"], "W:W22,K30:BK1,10"),
        (Variant::Thai, ["6", "2", "27", "31"], "W:WK2,6:B27,K31"),
        (Variant::Hexdame, ["c3", "a1", "g7", "i9"], "W:WKa1,c3:Bg7,Ki9"),
        (Variant::Lasca, ["b2", "a1", "f6", "g7"], "W:a1W,b2w,f6b,g7B"),
    ];
    for (variant, cells, fen) in cases {
        let mut h = harness(&format!("editor-build-{}", variant.id()), people(variant));
        open(&mut h);
        press_button(&mut h, "Clear board");
        let name = |side, rank| {
            let lasca = variant == Variant::Lasca;
            let rank = match (lasca, rank) {
                (true, 0) => "soldier",
                (true, _) => "officer",
                (false, 0) => "man",
                (false, _) => "king",
            };
            format!("{} {rank}", variant.side_name(side))
        };
        place(&mut h, &name(Side::White, 0), &cells[..1]);
        place(&mut h, &name(Side::White, 1), &cells[1..2]);
        place(&mut h, &name(Side::Black, 0), &cells[2..3]);
        place(&mut h, &name(Side::Black, 1), &cells[3..]);
        assert_eq!(edited(&h), fen, "{variant}");
        // The FEN box shows it, and the side to move is a click away.
        let fen_box = h.get_by_role_and_label(Role::TextInput, "FEN");
        assert_eq!(fen_box.value().as_deref(), Some(fen));
        press_button(&mut h, variant.side_name(Side::Black));
        let black_to_move = format!("B{}", &fen[1..]);
        assert_eq!(edited(&h), black_to_move, "{variant}");
        press_button(&mut h, "New game from here (two players)");
        assert!(h.state().editor().is_none());
        let session = h.state().session();
        assert_eq!(session.position().to_fen(), black_to_move);
        assert_eq!(h.state().settings().players, [Player::Person; 2]);
        let written = pdn::write_game(session.record());
        assert!(written.contains(&format!("[FEN \"{black_to_move}\"]")), "{written}");
    }
}

#[test]
fn a_man_on_its_promotion_row_is_named_and_cannot_be_played() {
    let mut h = harness("editor-promotion", people(Variant::International));
    open(&mut h);
    place(&mut h, "White man", &["3"]);
    h.get_by_label("A White man on 3, its own promotion row");
    let editor = h.state().editor().unwrap();
    let three = editor.setup().geometry().parse_cell("3");
    assert_eq!(editor.problem_cell(), three, "the cell is ringed on the board");
    press_button(&mut h, "New game from here (two players)");
    assert!(h.state().editor().is_some(), "a position that fails cannot be played from");
    assert_eq!(h.state().editor().unwrap().setup().stack(three.unwrap()).len(), 1, "but is kept");
    assert_eq!(h.state().session().position(), &AnyPosition::start(Variant::International));
    // Taking it off again makes the position playable.
    right_click(&mut h, "3");
    h.get_by_label("A legal position: ready to play.");
}

#[test]
fn too_many_pieces_for_the_game_are_named() {
    let mut h = harness("editor-too-many", people(Variant::Thai));
    open(&mut h);
    place(&mut h, "White king", &["17"]);
    h.get_by_label("White has 9 pieces; this game has at most 8");
    assert!(h.state().editor().unwrap().checked().is_err());
}

#[test]
fn lasca_columns_hold_no_more_than_the_game_s_pieces() {
    let mut h = harness("editor-lasca-limits", people(Variant::Lasca));
    open(&mut h);
    // The start has 22 pieces: one more soldier on a3 makes 23 in the columns.
    place(&mut h, "White soldier", &["a3"]);
    h.get_by_label("The columns hold 23 pieces in all (the tallest on a3); Lasca has at most 22");
    // With a black soldier taken off, 22 in all but 12 white ones.
    right_click(&mut h, "a7");
    h.get_by_label("White has 12 pieces; this game has at most 11");
    right_click(&mut h, "a3");
    h.get_by_label("A legal position: ready to play.");
    // A white soldier commanding a column on the seventh rank would already be an officer.
    click(&mut h, "c7");
    h.get_by_label("The column on c7 is commanded by a White soldier on its own promotion rank");
}

#[test]
fn a_side_with_no_move_is_told_but_may_play() {
    let mut h = harness("editor-no-move", people(Variant::Italian));
    open(&mut h);
    press_button(&mut h, "Clear board");
    place(&mut h, "Black man", &["10"]);
    h.get_by_label("White has no move here. Black wins: White cannot move.");
    press_button(&mut h, "New game from here (two players)");
    let outcome = h.state().session().outcome().expect("the game is over at once");
    assert_eq!(outcome.to_string(), "Black wins: White cannot move");
}

#[test]
fn lasca_columns_are_built_on_top_beneath_and_taken_down() {
    let mut h = harness("editor-lasca-columns", people(Variant::Lasca));
    open(&mut h);
    press_button(&mut h, "Clear board");
    place(&mut h, "White soldier", &["d4"]);
    press_button(&mut h, "beneath");
    place(&mut h, "Black officer", &["d4"]);
    press_button(&mut h, "on top");
    place(&mut h, "Black soldier", &["d4"]);
    assert_eq!(edited(&h), "W:d4bwB");
    // The column is shown from the top down.
    h.get_by_label("Column on d4: 3 pieces");
    h.get_by_label("Black soldier (commander)");
    // The other two rows, besides the palette's pieces of the same names.
    assert_eq!(h.get_all_by_label("White soldier").count(), 2);
    assert_eq!(h.get_all_by_label("Black officer").count(), 2);
    right_click(&mut h, "d4");
    assert_eq!(edited(&h), "W:d4wB");
    h.hover_at(center(&h, "d4"));
    h.run();
    press_button(&mut h, "Remove top");
    assert_eq!(edited(&h), "W:d4B");
    press_button(&mut h, "White officer");
    press_button(&mut h, "Add beneath");
    press_button(&mut h, "Add on top");
    assert_eq!(edited(&h), "W:d4WBW");
    h.get_by_label("Column on d4: 3 pieces");
    // Dragging moves the whole column; dragging it off the board removes it.
    drag(&mut h, "d4", "b2");
    assert_eq!(edited(&h), "W:b2WBW");
    let outside = center(&h, "a1") - vec2(120.0, 0.0);
    let b2 = center(&h, "b2");
    drag_between(&mut h, b2, outside);
    assert_eq!(edited(&h), "W:");
}

#[test]
fn palette_pieces_are_dragged_onto_the_board_and_pieces_moved_and_removed() {
    let mut h = harness("editor-drag", people(Variant::International));
    open(&mut h);
    press_button(&mut h, "Clear board");
    let king = h.get_by_label("Black king").rect().center();
    let c23 = center(&h, "23");
    drag_between(&mut h, king, c23);
    assert_eq!(edited(&h), "W:W:BK23");
    drag(&mut h, "23", "28");
    assert_eq!(edited(&h), "W:W:BK28");
    let outside = center(&h, "46") - vec2(100.0, 0.0);
    let c28 = center(&h, "28");
    drag_between(&mut h, c28, outside);
    assert_eq!(edited(&h), "W:W:B");
}

#[test]
fn a_fen_typed_in_sets_up_the_position_and_a_bad_one_is_explained() {
    let mut h = harness("editor-fen", people(Variant::International));
    open(&mut h);
    h.get_by_label("FEN").set_text_value_accesskit("B:W27,28:BK3");
    h.run();
    press_button(&mut h, "Set up from FEN");
    assert_eq!(edited(&h), "B:W27,28:BK3");
    h.get_by_label("FEN").set_text_value_accesskit("W:W27:Bxyz");
    h.run();
    press_button(&mut h, "Set up from FEN");
    h.get_by_label_contains("'xyz' is not a cell of this board");
    assert_eq!(edited(&h), "B:W27,28:BK3", "the position is kept");
}

#[test]
fn the_fen_box_shows_the_position_again_after_an_edit_and_when_the_editor_opens_again() {
    let mut h = harness("editor-fen-box", people(Variant::International));
    let start = AnyPosition::start(Variant::International).to_fen();
    open(&mut h);
    let fen_box = |h: &Harness<'_, App>| h.get_by_label("FEN").value().unwrap_or_default();
    assert_eq!(fen_box(&h), start);
    h.get_by_label("FEN").set_text_value_accesskit("half typed");
    h.run();
    assert_eq!(fen_box(&h), "half typed", "typing is kept until an edit");
    press_button(&mut h, "Clear board");
    assert_eq!(fen_box(&h), edited(&h), "the edit fills the box again");
    h.get_by_label("FEN").set_text_value_accesskit("typed again");
    h.run();
    press_button(&mut h, "Back to the game");
    open(&mut h);
    assert_eq!(fen_box(&h), start, "the editor opens with the position's FEN");
}

#[test]
fn flip_colours_start_position_and_back_to_the_game() {
    let mut h = harness("editor-flip", people(Variant::Hexdame));
    drag(&mut h, "d4", "e5");
    let game = h.state().session().position().to_fen();
    open(&mut h);
    press_button(&mut h, "Flip colours");
    let edited_fen = edited(&h);
    assert!(edited_fen.starts_with("W:"), "{edited_fen}");
    assert!(edited_fen.contains("e5"), "Red's man turned onto e5: {edited_fen}");
    press_button(&mut h, "Start position");
    assert_eq!(edited(&h), AnyPosition::start(Variant::Hexdame).to_fen());
    press_button(&mut h, "Back to the game");
    assert!(h.state().editor().is_none());
    assert_eq!(h.state().session().position().to_fen(), game, "the game is as it was");
}

#[test]
fn play_from_here_against_the_computer_with_either_side() {
    let mut h = harness("editor-play", people(Variant::Italian));
    open(&mut h);
    press_button(&mut h, "Play Black against the computer");
    assert_eq!(h.state().players(), [Player::Computer, Player::Person]);
    assert_eq!(h.state().settings().players, [Player::Person; 2], "the settings stay");
    step_until(&mut h, "the computer's first move", |app| {
        app.session().record().current() != app.session().record().root()
    });
    open(&mut h);
    assert!(!h.state().is_thinking(), "the editor stops the engine");
    press_button(&mut h, "Play White against the computer");
    assert_eq!(h.state().players(), [Player::Person, Player::Computer]);
}

#[test]
fn game_commands_leave_the_editor_and_its_shortcuts_do_nothing() {
    let mut h = harness("editor-modes", people(Variant::International));
    open(&mut h);
    h.key_press(Key::ArrowLeft);
    h.run();
    assert!(h.state().editor().is_some(), "game shortcuts are ignored while editing");
    h.state_mut().apply(damier::Command::NewGame);
    assert!(h.state().editor().is_none(), "a game command from the menu leaves the editor");
}
