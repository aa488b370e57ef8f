//! docs/RULES.md §4, Hexdame: one test per rule. Cells (letter, number) with |L − N| ≤ 4;
//! White moves towards i9, Red (the `B` list) towards a1.

mod common;

use common::{fen_after, full_moves, sorted, written_moves};
use damier_core::{AnyPosition, Variant::Hexdame};

#[test]
fn hexdame_board_has_61_cells_with_a1_at_the_bottom_corner() {
    let g = <damier_core::HexdamePosition as damier_core::Position>::geometry();
    assert_eq!(g.cell_count, 61);
    assert!(g.parse_algebraic("a1").is_some() && g.parse_algebraic("i9").is_some());
    assert!(g.parse_algebraic("a6").is_none() && g.parse_algebraic("f1").is_none());
    assert_eq!(g.algebraic(g.cell_at(4, 4).unwrap()), "e5");
}

#[test]
fn hexdame_start_has_sixteen_men_each() {
    let start = AnyPosition::start(Hexdame);
    assert_eq!(
        start.to_fen(),
        "W:Wa1,a2,a3,a4,b1,b2,b3,b4,c1,c2,c3,c4,d1,d2,d3,d4:\
         Bf6,f7,f8,f9,g6,g7,g8,g9,h6,h7,h8,h9,i6,i7,i8,i9"
    );
    assert_eq!(start.moves().len(), 15);
}

#[test]
fn hexdame_men_move_forward_in_three_directions() {
    assert_eq!(written_moves(Hexdame, "W:We5:Bi9"), sorted(&["e5-e6", "e5-f5", "e5-f6"]));
    assert_eq!(written_moves(Hexdame, "B:Wa1:Be5"), sorted(&["e5-d4", "e5-d5", "e5-e4"]));
}

#[test]
fn hexdame_man_captures_backwards() {
    assert_eq!(written_moves(Hexdame, "W:We5:Bd4"), sorted(&["e5xc3"]));
}

#[test]
fn hexdame_kings_fly_along_six_lines() {
    let mut expected = Vec::new();
    for line in
        ["f5 g5 h5 i5", "e6 e7 e8 e9", "f6 g7 h8 i9", "d5 c5 b5 a5", "e4 e3 e2 e1", "d4 c3 b2 a1"]
    {
        expected.extend(line.split(' ').map(|c| format!("e5-{c}")));
    }
    let expected: Vec<&str> = expected.iter().map(String::as_str).collect();
    assert_eq!(written_moves(Hexdame, "W:WKe5:Bb3"), sorted(&expected));
}

#[test]
fn hexdame_king_chooses_its_landing_cell_under_the_maximum_rule() {
    // Over c3 the king may land d4…i9, but only f6 and g7 lead on to g6: two pieces.
    assert_eq!(
        full_moves(Hexdame, "W:WKa1:Bc3,g6"),
        sorted(&["a1xf6xh6", "a1xf6xi6", "a1xg7xg3", "a1xg7xg4", "a1xg7xg5"])
    );
}

#[test]
fn hexdame_man_passing_the_promotion_row_is_not_promoted() {
    assert_eq!(full_moves(Hexdame, "W:We7:Bd8,e8"), sorted(&["e7xe9xc7"]));
    assert_eq!(fen_after(Hexdame, "W:We7:Bd8,e8", &["e7xc7"]), "B:Wc7:B");
}

#[test]
fn hexdame_man_ending_on_a_promotion_cell_is_promoted() {
    assert_eq!(fen_after(Hexdame, "W:We8:Bi9", &["e8-e9"]), "B:WKe9:Bi9");
    assert_eq!(fen_after(Hexdame, "B:Wh7:Bb2", &["b2-a1"]), "W:Wh7:BKa1");
}
