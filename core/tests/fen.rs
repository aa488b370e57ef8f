//! FEN reading and writing, and the validation of setups.

use damier_core::{AnyPosition, FenError, FenSyntax, SetupError, Variant};

fn read(variant: Variant, fen: &str) -> Result<AnyPosition, FenError> {
    AnyPosition::from_fen(variant, fen)
}

#[test]
fn ranges_kings_and_round_trip() {
    let p = read(Variant::International, "W:W31-35,K40,36:BK1,2,3").unwrap();
    assert_eq!(p.to_fen(), "W:W31-36,K40:BK1,2,3");
    assert_eq!(read(Variant::International, &p.to_fen()).unwrap(), p);
}

#[test]
fn either_side_may_be_empty_or_missing() {
    assert_eq!(read(Variant::International, "B:W:B1").unwrap().to_fen(), "B:W:B1");
    assert_eq!(read(Variant::International, "B:B1").unwrap().to_fen(), "B:W:B1");
}

#[test]
fn colour_lists_may_come_in_any_order_with_spaces_and_a_final_dot() {
    let p = read(Variant::International, " W : B 1 , 2 : W 31 , 32 .").unwrap();
    assert_eq!(p.to_fen(), "W:W31,32:B1,2");
}

#[test]
fn question_mark_side_is_read_as_white() {
    assert_eq!(read(Variant::Italian, "?:W21:B1").unwrap().to_fen(), "W:W21:B1");
}

#[test]
fn algebraic_cells_for_hexdame() {
    let p = read(Variant::Hexdame, "W:Wa1,Kc3:Bf6,Kg7").unwrap();
    assert_eq!(p.to_fen(), "W:Wa1,Kc3:Bf6,Kg7");
}

#[test]
fn syntax_errors_name_the_column() {
    let err = read(Variant::International, "W:W31,x2:B1").unwrap_err();
    assert_eq!(err, FenError::Syntax { column: 7, problem: FenSyntax::NotACell("x2".into()) });
    assert!(matches!(
        read(Variant::International, "X:W31"),
        Err(FenError::Syntax { column: 1, .. })
    ));
    assert!(matches!(
        read(Variant::International, "W:Z31"),
        Err(FenError::Syntax { column: 3, .. })
    ));
    assert!(matches!(read(Variant::International, ""), Err(FenError::Syntax { .. })));
    assert!(matches!(read(Variant::International, "W:W51"), Err(FenError::Syntax { .. })));
    assert!(matches!(read(Variant::International, "W:W35-31"), Err(FenError::Syntax { .. })));
}

#[test]
fn malformed_lists_are_refused_not_read_as_an_empty_board() {
    let column = |variant, fen| match read(variant, fen) {
        Err(FenError::Syntax { column, problem }) => (column, problem),
        other => panic!("{fen}: {other:?}"),
    };
    assert_eq!(column(Variant::International, "W::::::").0, 4, "the colon of the third list");
    assert_eq!(column(Variant::Italian, "W:W,,,,:B"), (4, FenSyntax::EmptyEntry));
    assert_eq!(column(Variant::Lasca, "W::::").0, 3);
    assert_eq!(column(Variant::Lasca, "W:a1w,,c1w").0, 7);
    assert_eq!(column(Variant::Thai, "W:W1:W2").1, FenSyntax::ListTwice('W'));
    // A trailing colon, a trailing comma and an empty board stay readable.
    for (variant, fen) in [
        (Variant::International, "W:W31,32,:B1:"),
        (Variant::International, "W:W:B"),
        (Variant::Lasca, "B:a1w:"),
    ] {
        assert!(read(variant, fen).is_ok(), "{fen}");
    }
}

#[test]
fn columns_count_characters_and_long_cells_are_cut_in_messages() {
    let err = read(Variant::International, "W:\u{3000}W51:B2").unwrap_err();
    assert!(matches!(err, FenError::Syntax { column: 5, .. }), "{err}");
    let err = read(Variant::International, "W:W31,\u{00a0}x2:B1").unwrap_err();
    assert!(matches!(err, FenError::Syntax { column: 8, .. }), "{err}");
    let long = format!("W:W{}:B1", "9".repeat(120_000));
    let message = read(Variant::International, &long).unwrap_err().to_string();
    assert!(message.len() < 100, "{message}");
    assert!(message.contains("'999999999999999999999999…' is not a cell"), "{message}");
}

#[test]
fn two_pieces_on_one_cell_are_refused() {
    let err = read(Variant::International, "W:W31:B31").unwrap_err();
    assert_eq!(err, FenError::Invalid(SetupError::Occupied("31".into())));
}

#[test]
fn a_man_on_its_own_promotion_row_is_refused() {
    let err = read(Variant::International, "W:W3:B20").unwrap_err();
    assert_eq!(
        err,
        FenError::Invalid(SetupError::ManOnPromotionRow { side: "White", cell: "3".into() })
    );
    let err = read(Variant::Hexdame, "W:Wa1:Bc1").unwrap_err();
    assert_eq!(
        err,
        FenError::Invalid(SetupError::ManOnPromotionRow { side: "Red", cell: "c1".into() })
    );
    assert!(read(Variant::International, "W:WK3:B20").is_ok());
}

#[test]
fn too_many_pieces_are_refused() {
    let err = read(Variant::International, "W:W6-30:B31").unwrap_err();
    assert_eq!(
        err,
        FenError::Invalid(SetupError::TooManyPieces { side: "White", count: 25, max: 20 })
    );
}

#[test]
fn error_messages_say_what_and_where() {
    let err = read(Variant::International, "W:W31,x2:B1").unwrap_err();
    assert_eq!(err.to_string(), "FEN column 7: 'x2' is not a cell of this board");
    let err = read(Variant::Hexdame, "W:Wa1:Bc1").unwrap_err();
    assert_eq!(
        err.to_string(),
        "FEN describes an impossible position: a Red man on c1, its own promotion row"
    );
}
