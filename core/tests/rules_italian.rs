//! docs/RULES.md §2, Italian draughts: one test per rule. Cells 1–32 from the top left (1 = a8,
//! 32 = h1); White moves up the board.

mod common;

use common::{fen_after, full_moves, sorted, written_moves};
use damier_core::Variant::Italian;

#[test]
fn italian_start_position_has_seven_moves() {
    assert_eq!(
        written_moves(Italian, "W:W21-32:B1-12"),
        sorted(&["21-17", "21-18", "22-18", "22-19", "23-19", "23-20", "24-20"])
    );
}

#[test]
fn italian_board_has_a_dark_cell_at_each_players_bottom_right() {
    let g = <damier_core::ItalianPosition as damier_core::Position>::geometry();
    assert_eq!(g.algebraic(g.cell_numbered(1).unwrap()), "a8");
    assert_eq!(g.algebraic(g.cell_numbered(29).unwrap()), "b1");
    assert_eq!(g.algebraic(g.cell_numbered(32).unwrap()), "h1");
}

#[test]
fn italian_man_cannot_capture_king() {
    assert_eq!(written_moves(Italian, "W:W22:BK18"), sorted(&["22-19"]));
    assert_eq!(written_moves(Italian, "W:W22:B18"), sorted(&["22x13"]));
}

#[test]
fn italian_king_captures_kings() {
    assert_eq!(written_moves(Italian, "W:WK22:BK18"), sorted(&["22x13"]));
}

#[test]
fn italian_men_capture_forward_only() {
    assert_eq!(written_moves(Italian, "W:W14:B18"), sorted(&["14-10", "14-11"]));
}

#[test]
fn italian_kings_move_one_cell() {
    assert_eq!(written_moves(Italian, "W:WK18:B4"), sorted(&["18-13", "18-14", "18-21", "18-22"]));
}

#[test]
fn italian_kings_capture_by_the_short_jump_only() {
    // The black man on 11 is two cells away on the diagonal: no capture.
    assert_eq!(written_moves(Italian, "W:WK18:B11"), sorted(&["18-13", "18-14", "18-21", "18-22"]));
}

#[test]
fn italian_promotion_ends_the_move() {
    // A king on 3 could go on over 7, but the man's move ends as it is crowned.
    assert_eq!(written_moves(Italian, "W:W10:B6,7"), sorted(&["10x3"]));
    assert_eq!(fen_after(Italian, "W:W10:B6,7", &["10x3"]), "B:WK3:B7");
}

#[test]
fn italian_precedence_most_pieces() {
    assert_eq!(full_moves(Italian, "W:W22:B10,18,19"), sorted(&["22x13x6"]));
}

#[test]
fn italian_precedence_king_before_man() {
    assert_eq!(written_moves(Italian, "W:W22,K32:B18,28"), sorted(&["32x23"]));
}

#[test]
fn italian_precedence_most_kings() {
    assert_eq!(written_moves(Italian, "W:WK18:B13,K14"), sorted(&["18x11"]));
}

#[test]
fn italian_precedence_king_met_earliest() {
    // Both routes take a man and a king; 18x11x4 takes the king first.
    assert_eq!(
        full_moves(Italian, "W:WK18:B5,7,13,K14".replace("B5", "BK5").as_str()),
        sorted(&["18x11x4"])
    );
}

#[test]
fn italian_precedence_leaves_the_choice_when_all_equal() {
    assert_eq!(written_moves(Italian, "W:W22:B18,19"), sorted(&["22x13", "22x15"]));
}
