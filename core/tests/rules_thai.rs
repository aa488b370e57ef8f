//! docs/RULES.md §3, Thai draughts: one test per rule. Cells 1–32 from White's bottom right
//! (1 = g1, 4 = a1, 29 = h8, 32 = b8); White moves up the board.

mod common;

use common::{fen_after, full_moves, sorted, written_moves};
use damier_core::Variant::Thai;

#[test]
fn thai_start_has_eight_men_each_and_white_moves_first() {
    let start = damier_core::AnyPosition::start(Thai);
    assert_eq!(start.to_fen(), "W:W1-8:B25-32");
    assert_eq!(
        written_moves(Thai, "W:W1-8:B25-32"),
        sorted(&["5-9", "6-9", "6-10", "7-10", "7-11", "8-11", "8-12"])
    );
}

#[test]
fn thai_cells_are_numbered_as_pdn_game_type_31() {
    let g = <damier_core::ThaiPosition as damier_core::Position>::geometry();
    let names: Vec<String> =
        [1, 4, 5, 29, 32].iter().map(|&n| g.algebraic(g.cell_numbered(n).unwrap())).collect();
    assert_eq!(names, ["g1", "a1", "h2", "h8", "b8"]);
}

#[test]
fn thai_men_capture_forward_only() {
    assert_eq!(written_moves(Thai, "W:W10:B7"), sorted(&["10-14", "10-15"]));
}

#[test]
fn thai_kings_fly() {
    assert_eq!(
        written_moves(Thai, "W:WK15:B29"),
        sorted(&[
            "15-11", "15-8", "15-4", "15-10", "15-6", "15-1", "15-19", "15-24", "15-28", "15-18",
            "15-22", "15-25"
        ])
    );
}

#[test]
fn thai_king_lands_directly_behind_the_captured_piece() {
    // From a1 over e5: only f6, not g7 or h8.
    assert_eq!(written_moves(Thai, "W:WK4:B18"), sorted(&["4-22"]));
}

#[test]
fn thai_king_cannot_turn_back_over_a_taken_piece() {
    // After 11x18 the king on 22 could only go on back over 18 to take 8: it must stop.
    assert_eq!(written_moves(Thai, "W:WK11:B8,18"), sorted(&["11-22", "11-4"]));
}

#[test]
fn thai_free_choice_between_a_short_and_a_long_capture() {
    assert_eq!(full_moves(Thai, "W:W11:B15,16,22"), sorted(&["11-18-25", "11-20"]));
    assert_eq!(written_moves(Thai, "W:W11:B15,16,22"), sorted(&["11-25", "11-20"]));
}

#[test]
fn thai_chosen_capture_must_be_completed() {
    // The man over 15 must go on over 22; stopping on 18 is no move.
    let moves = written_moves(Thai, "W:W11:B15,22");
    assert_eq!(moves, sorted(&["11-25"]));
}

#[test]
fn thai_capture_is_written_with_a_dash_and_read_with_x_too() {
    assert_eq!(fen_after(Thai, "W:W11:B15,22", &["11x25"]), "B:W25:B");
    assert_eq!(fen_after(Thai, "W:W11:B15,22", &["11-25"]), "B:W25:B");
}

#[test]
fn thai_man_reaching_the_last_row_during_a_capture_is_promoted() {
    assert_eq!(fen_after(Thai, "W:W22:B25", &["22-29"]), "B:WK29:B");
}
