//! docs/RULES.md §1, International draughts: one test per rule, each a position and its exact
//! legal move set. Cells 1–50 from the top left; White moves up the board.

mod common;

use common::{fen_after, full_moves, sorted, written_moves};
use damier_core::{AnyPosition, Leaves, Variant::International};

#[test]
fn international_start_position_has_nine_moves() {
    assert_eq!(
        written_moves(International, "W:W31-50:B1-20"),
        sorted(&["31-26", "31-27", "32-27", "32-28", "33-28", "33-29", "34-29", "34-30", "35-30"])
    );
    assert_eq!(AnyPosition::start(International).to_fen(), "W:W31-50:B1-20");
}

#[test]
fn international_men_move_one_cell_diagonally_forward() {
    assert_eq!(written_moves(International, "W:W28:B3"), sorted(&["28-22", "28-23"]));
    assert_eq!(written_moves(International, "B:W50:B23"), sorted(&["23-28", "23-29"]));
}

#[test]
fn international_men_capture_backwards() {
    assert_eq!(written_moves(International, "W:W28:B33"), sorted(&["28x39"]));
}

#[test]
fn international_capture_is_compulsory() {
    // White man 48 could move, but 28 must take 23.
    assert_eq!(written_moves(International, "W:W28,48:B23"), sorted(&["28x19"]));
}

#[test]
fn international_kings_fly_forward_and_backward() {
    assert_eq!(
        written_moves(International, "W:WK28:B1"),
        sorted(&[
            "28-22", "28-17", "28-11", "28-6", "28-23", "28-19", "28-14", "28-10", "28-5", "28-32",
            "28-37", "28-41", "28-46", "28-33", "28-39", "28-44", "28-50",
        ])
    );
}

#[test]
fn international_king_captures_at_a_distance_landing_on_any_free_cell_behind() {
    assert_eq!(
        written_moves(International, "W:WK46:B28"),
        sorted(&["46x23", "46x19", "46x14", "46x10", "46x5"])
    );
}

#[test]
fn international_king_must_land_where_the_sequence_goes_on() {
    // Only landing on 14 lets the king take 20 as well.
    assert_eq!(full_moves(International, "W:WK46:B20,28"), sorted(&["46x14x25"]));
}

#[test]
fn international_maximum_capture_is_compulsory() {
    assert_eq!(full_moves(International, "W:W32:B18,27,28"), sorted(&["32x23x12"]));
}

#[test]
fn international_kings_and_men_count_the_same_for_the_maximum() {
    // Taking one king does not outweigh taking two men.
    assert_eq!(full_moves(International, "W:W32,45:BK27,29,40"), sorted(&["45x34x23"]));
}

#[test]
fn international_equal_maxima_leave_the_choice() {
    assert_eq!(written_moves(International, "W:W32:B27,28"), sorted(&["32x21", "32x23"]));
}

#[test]
fn international_captured_pieces_block_until_the_sequence_ends() {
    // After taking 28, 12 and 13 the king on 19 would take 23 if 28 had already gone;
    // 28 still stands behind 23, so the sequence ends with three pieces.
    assert_eq!(
        full_moves(International, "W:WK44:B12,13,23,28"),
        sorted(&["44x17x8x19", "44x17x8x24", "44x17x8x30", "44x17x8x35"])
    );
}

#[test]
fn international_no_piece_is_jumped_twice_and_duplicate_routes_count_once() {
    // The man goes round four pieces back to its own cell, either way round: one move.
    let p = common::position(International, "W:W37:B21,22,31,32");
    assert_eq!(full_moves(International, "W:W37:B21,22,31,32"), sorted(&["37x26x17x28x37"]));
    assert_eq!(p.perft(1, Leaves::Counted), 1);
    assert_eq!(fen_after(International, "W:W37:B21,22,31,32", &["37x37"]), "B:W37:B");
}

#[test]
fn international_man_passing_the_promotion_row_stays_a_man() {
    assert_eq!(full_moves(International, "W:W13:B9,10"), sorted(&["13x4x15"]));
    assert_eq!(fen_after(International, "W:W13:B9,10", &["13x15"]), "B:W15:B");
}

#[test]
fn international_man_ending_on_the_promotion_row_becomes_a_king() {
    assert_eq!(fen_after(International, "W:W13:B9", &["13x4"]), "B:WK4:B");
    assert_eq!(fen_after(International, "W:W7:B20", &["7-1"]), "B:WK1:B20");
    assert_eq!(fen_after(International, "B:W20:B44", &["44-50"]), "W:W20:BK50");
}

#[test]
fn international_side_without_moves_has_no_legal_move() {
    assert!(written_moves(International, "W:W:B1").is_empty());
    // White man on 6 blocked by black men on 1 (no cell behind it).
    assert!(written_moves(International, "W:W6:B1").is_empty());
}

#[test]
fn international_geometry_tables_for_the_engine() {
    let g = <damier_core::InternationalPosition as damier_core::Position>::geometry();
    let cell = |n| g.cell_numbered(n).unwrap() as usize;
    // A white man on 46 (a1) needs nine steps; on 6 (a9) one; on 1 none.
    assert_eq!(g.promotion_distance[0][cell(46)], 9);
    assert_eq!(g.promotion_distance[0][cell(6)], 1);
    assert_eq!(g.promotion_distance[1][cell(46)], 0);
    // From 6 a white man can only reach 1; the centre is the inner 6×6 square.
    assert_eq!(g.forward_cone[0][cell(6)], 1u64 << cell(1));
    assert_eq!(g.centre.count_ones(), 18);
}
