//! Move text: short and full-path forms, and reading moves against a position.

use damier_core::{AnyPosition, MoveError, Variant};

/// Italian: the man on 22 can take 18 and 10, or 19 and 11, ending on 6 either way.
const TWO_ROUTES_TO_SIX: &str = "W:W22:B10,11,18,19";

#[test]
fn short_form_is_written_unless_start_and_end_are_shared() {
    let moves = AnyPosition::from_fen(Variant::Italian, TWO_ROUTES_TO_SIX).unwrap().moves();
    let written: Vec<&str> = moves.iter().map(|m| m.text.as_str()).collect();
    assert_eq!(written, ["22x13x6", "22x15x6"]);
    let start = AnyPosition::start(Variant::International).moves();
    assert!(start.iter().all(|m| m.text == m.full && m.text.len() == 5));
}

#[test]
fn ambiguous_short_form_is_an_error_listing_the_candidates() {
    let mut p = AnyPosition::from_fen(Variant::Italian, TWO_ROUTES_TO_SIX).unwrap();
    let err = p.play_text("22x6").unwrap_err();
    assert_eq!(
        err,
        MoveError::Ambiguous {
            text: "22x6".into(),
            candidates: vec!["22x13x6".into(), "22x15x6".into()]
        }
    );
    assert_eq!(err.to_string(), "22x6 is ambiguous: it could be 22x13x6 or 22x15x6");
}

#[test]
fn full_path_selects_one_route() {
    let mut p = AnyPosition::from_fen(Variant::Italian, TWO_ROUTES_TO_SIX).unwrap();
    let info = p.play_text("22x15x6").unwrap();
    let names: Vec<String> = info.captured.iter().map(|&c| p.geometry().name(c)).collect();
    assert_eq!(names, ["19", "11"]);
    assert_eq!(p.to_fen(), "B:W6:B10,18");
}

#[test]
fn a_single_jump_sharing_its_ends_with_a_longer_capture_is_written_and_read_as_two_cells() {
    // Thai (free choice of capture): the king on 31 may take one man and land on 13, or go
    // round four men and land on 13 too. The long capture is written in full; the single
    // jump's full path is its two cells, and they name it.
    let position = AnyPosition::from_fen(Variant::Thai, "W:WK31:BK16,17,18,23-25").unwrap();
    let moves = position.moves();
    let to_13: Vec<&str> = moves
        .iter()
        .filter(|m| m.text.starts_with("31-") && m.text.ends_with("-13"))
        .map(|m| m.text.as_str())
        .collect();
    assert!(to_13.contains(&"31-13") && to_13.len() >= 2, "{to_13:?}");
    for text in to_13 {
        let mut p = position.clone();
        let info = p.play_text(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(info.text, text);
    }
}

#[test]
fn landing_cells_on_a_straight_stretch_are_accepted() {
    // The king may be written landing on any cell between the pieces of a straight stretch;
    // a cell it only passes over is no landing cell.
    let fen = "W:WK46:B37,23";
    for text in ["46x28x19", "46x32x19", "46x19"] {
        let mut p = AnyPosition::from_fen(Variant::International, fen).unwrap();
        assert!(p.play_text(text).is_ok(), "{text}");
    }
    let mut p = AnyPosition::from_fen(Variant::International, fen).unwrap();
    assert!(p.play_text("46x32x28x19").is_err());
    let moves = AnyPosition::from_fen(Variant::International, fen).unwrap().moves();
    assert!(moves.iter().any(|m| m.full == "46x32x19"));
}

#[test]
fn illegal_move_lists_the_legal_ones() {
    let mut p = AnyPosition::start(Variant::International);
    let err = p.play_text("32-29").unwrap_err();
    let MoveError::Illegal { legal, .. } = &err else { panic!("{err:?}") };
    assert!(legal.contains("32-28"));
    assert!(err.to_string().starts_with("32-29 is not a legal move here"));
}

#[test]
fn unreadable_text_and_unknown_cells_are_errors() {
    let mut p = AnyPosition::start(Variant::International);
    assert_eq!(p.play_text("hello"), Err(MoveError::NotAMove("hello".into())));
    assert_eq!(p.play_text("32-"), Err(MoveError::NotAMove("32-".into())));
    assert!(matches!(p.play_text("32-99"), Err(MoveError::UnknownCell { .. })));
}

#[test]
fn padded_moves_from_real_files_are_read() {
    let mut p = AnyPosition::start(Variant::International);
    assert!(p.play_text("32- 28").is_ok());
    assert!(p.play_text(" 19 -23 ").is_ok());
}

#[test]
fn algebraic_moves_for_hexdame() {
    let mut p = AnyPosition::start(Variant::Hexdame);
    let info = p.play_text("d4-e5").unwrap();
    let g = p.geometry();
    assert_eq!((g.name(info.from), g.name(info.to)), ("d4".into(), "e5".into()));
}
