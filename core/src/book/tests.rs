use super::*;

fn after(variant: Variant, moves: &[&str]) -> AnyPosition {
    let mut position = AnyPosition::start(variant);
    for text in moves {
        position.play_text(text).unwrap();
    }
    position
}

fn texts(position: &AnyPosition, moves: &[BookMove]) -> Vec<(String, i32)> {
    moves.iter().map(|m| (position.move_text(&m.mv).unwrap(), m.score)).collect()
}

const SMALL: &str = "# two first moves
32-28 4
 16-21 -4
  34-30 6
   18-22 -3
 19-23 -9
34-30 2

 16-21 -3
";

#[test]
fn a_book_gives_each_position_its_moves_best_first_and_finds_transpositions() {
    let book = Book::read(Variant::International, SMALL).unwrap();
    assert_eq!(book.len(), 5);
    let start = AnyPosition::start(Variant::International);
    assert_eq!(texts(&start, &book.moves(&start)), [("32-28".into(), 4), ("34-30".into(), 2)]);
    let answered = after(Variant::International, &["32-28"]);
    assert_eq!(
        texts(&answered, &book.moves(&answered)),
        [("16-21".into(), -4), ("19-23".into(), -9)]
    );
    // 34-30 16-21 32-28 reaches the position of 32-28 16-21 34-30, where the book answers.
    let transposed = after(Variant::International, &["34-30", "16-21", "32-28"]);
    assert_eq!(texts(&transposed, &book.moves(&transposed)), [("18-22".into(), -3)]);
    assert!(book.moves(&after(Variant::International, &["34-30", "16-21"])).is_empty());
    assert!(book.moves(&after(Variant::International, &["31-27"])).is_empty(), "out of the book");
    assert!(book.moves(&AnyPosition::start(Variant::Italian)).is_empty(), "another game");
}

#[test]
fn a_pick_is_one_of_the_book_moves_and_the_same_number_picks_the_same() {
    let book = Book::read(Variant::International, SMALL).unwrap();
    let start = AnyPosition::start(Variant::International);
    let picked: HashSet<AnyMove> =
        (0..20).filter_map(|r| book.pick(&start, r)).map(|m| m.mv).collect();
    let all: HashSet<AnyMove> = book.moves(&start).iter().map(|m| m.mv).collect();
    assert_eq!(picked, all, "every book move is picked by some number");
    assert_eq!(book.pick(&start, 7), book.pick(&start, 7));
    assert_eq!(book.pick(&after(Variant::International, &["31-27"]), 7), None);
}

#[test]
fn a_book_written_reads_back_the_same() {
    let book = Book::read(Variant::International, SMALL).unwrap();
    let text = book.write("made by hand\nsecond line");
    let moves = "32-28 4\n 16-21 -4\n  34-30 6\n   18-22 -3\n 19-23 -9\n34-30 2\n 16-21 -3\n";
    assert_eq!(text, format!("# made by hand\n# second line\n{moves}"));
    assert_eq!(Book::read(Variant::International, &text).unwrap(), book);
}

#[test]
fn a_bad_book_is_refused_with_its_line_and_column() {
    let cases = [
        ("32-28 4\n   18-23 -4\n", 2, 1, "indented 3 spaces below a move indented 0"),
        (" 32-28 4\n", 1, 1, "the first move is indented 1 spaces, not 0"),
        ("32-28 4\n 18-23\n", 2, 2, "expected a move and its score"),
        ("32-28 4\n 18-23 bad\n", 2, 8, "'bad' is not a score"),
        ("32-28 4\n 18-23 1 2\n", 2, 2, "expected a move and its score"),
    ];
    for (text, line, column, what) in cases {
        let error = Book::read(Variant::International, text).unwrap_err();
        assert_eq!(
            (error.line, error.column, error.what.as_str()),
            (line, column, what),
            "{text:?}"
        );
    }
    let illegal = Book::read(Variant::International, "32-28 4\n 32-27 1\n").unwrap_err();
    assert_eq!((illegal.line, illegal.column), (2, 2));
    assert!(illegal.to_string().starts_with("line 2, column 2: "), "{illegal}");
}

#[test]
fn a_built_book_keeps_the_moves_near_the_best_and_is_the_same_each_time() {
    let options =
        BuildOptions { positions: 6, nodes: 3_000, lines: 3, margin: 30, plies: 4, hash_mb: 1 };
    let mut counted = Vec::new();
    let book = build(Variant::Italian, &options, &mut |n| counted.push(n));
    assert_eq!(book.len(), 6);
    assert_eq!(counted, [1, 2, 3, 4, 5, 6]);
    for moves in book.entries.values() {
        assert!(!moves.is_empty() && moves.len() <= 3);
        assert!(moves.iter().all(|m| m.score >= moves[0].score - 30), "{moves:?}");
    }
    let start = AnyPosition::start(Variant::Italian);
    assert!(!book.moves(&start).is_empty(), "the start position is searched first");
    assert_eq!(build(Variant::Italian, &options, &mut |_| {}), book);
    assert_eq!(Book::read(Variant::Italian, &book.write("")).unwrap(), book);
}

#[test]
fn every_game_but_thai_has_a_built_in_book_from_its_start_as_large_as_it_says() {
    assert!(Book::built_in(Variant::Thai).is_empty(), "Thai ships no book");
    assert!(!Book::ships(Variant::Thai));
    for variant in Variant::ALL.into_iter().filter(|&v| v != Variant::Thai) {
        let book = Book::built_in(variant);
        let header = format!("# Damier's opening book, {}: ", variant.name());
        assert!(Book::ships(variant), "{variant} ships a book");
        let text = embedded(variant).unwrap();
        let first = text.lines().next().unwrap();
        let said: usize = first
            .strip_prefix(&header)
            .and_then(|rest| rest.strip_suffix(" positions."))
            .and_then(|count| count.parse().ok())
            .unwrap_or_else(|| panic!("{variant}: {first}"));
        assert_eq!(book.len(), said, "{variant}");
        let start = AnyPosition::start(variant);
        assert!(book.moves(&start).len() >= 2, "{variant}: a choice of first moves");
    }
}
