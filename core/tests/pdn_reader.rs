//! Reading PDN: syntax, games and start positions, move checking, lenient reading of
//! off-standard files, and hostile input.

use damier_core::game::{GameRecord, GameResult, MoveMark};
use damier_core::pdn::{self, Element, Issue, Location, PdnError, PdnGame, ReadOptions, Warning};
use damier_core::{AnyPosition, Variant};
use proptest::prelude::*;

fn read_all(text: &str, options: ReadOptions) -> Vec<Result<PdnGame, PdnError>> {
    pdn::Reader::new(text, options).collect()
}

fn lenient(text: &str) -> PdnGame {
    let mut games = read_all(text, ReadOptions::default());
    assert_eq!(games.len(), 1, "one game expected in {text:?}");
    games.remove(0).unwrap_or_else(|e| panic!("{e}"))
}

fn strict(text: &str) -> Result<PdnGame, PdnError> {
    let mut games = read_all(text, ReadOptions::strict());
    assert_eq!(games.len(), 1, "one game expected in {text:?}");
    games.remove(0)
}

fn strict_ok(text: &str) -> PdnGame {
    strict(text).unwrap_or_else(|e| panic!("{e}"))
}

fn main_moves(record: &GameRecord) -> Vec<String> {
    record.main_line().into_iter().skip(1).map(|id| record.move_text(id).expect("a move")).collect()
}

fn only_warning(game: &PdnGame) -> &Warning {
    assert_eq!(game.warnings.len(), 1, "{:?}", game.warnings);
    &game.warnings[0]
}

#[test]
fn tags_keep_any_name_escapes_and_order() {
    let game = strict_ok(
        "[Event   \"A \\\"quoted\\\" name\"]\n[ My_Tag  \"x\\\\y\" ]\n[White \"Ünal\"]\n1. 32-28 *",
    );
    let tags: Vec<(&str, &str)> = game.record.tags().iter().collect();
    assert_eq!(tags, [("Event", "A \"quoted\" name"), ("My_Tag", "x\\y"), ("White", "Ünal")]);
}

#[test]
fn move_numbers_with_leading_zeros_and_black_numbers() {
    let game = strict_ok("01. 32-28 01... 19-23 002.28x19 2... 14x23 *");
    assert_eq!(main_moves(&game.record), ["32-28", "19-23", "28x19", "14x23"]);
}

#[test]
fn comments_line_comments_glyphs_and_marks() {
    let text = "% a line comment\n{Before the game} 1. 32-28! {A  classic\n opening} $14 19-23(!?) \
                2. 28x19?? $4 $201 14x23 % to the end of the line\n*";
    let game = strict_ok(text);
    let record = &game.record;
    let line = record.main_line();
    assert_eq!(record.annotation(line[0]).comment.as_deref(), Some("Before the game"));
    let first = &record.annotation(line[1]);
    assert_eq!(first.mark, Some(MoveMark::Good));
    assert_eq!(first.comment.as_deref(), Some("A classic opening"));
    assert_eq!(first.nags, [14]);
    assert_eq!(record.annotation(line[2]).mark, Some(MoveMark::Interesting));
    let third = &record.annotation(line[3]);
    assert_eq!((third.mark, third.nags.as_slice()), (Some(MoveMark::Blunder), &[4, 201][..]));
}

/// Comments alone after moves are kept compactly; one that gains a glyph, a variation or a
/// second comment afterwards keeps all of them.
#[test]
fn a_comment_after_every_move_and_what_follows_comments() {
    let text = "1. 32-28 {one} 19-23 {two} (1... 18-23 {side}) 2. 28x19 {three} $1 14x23 {four} \
                {five} 3. 37-32 {} 9-14 {six} *";
    let game = strict_ok(text);
    let record = &game.record;
    let line = record.main_line();
    let comment = |ply: usize| record.annotation(line[ply]).comment.clone();
    assert_eq!(comment(1).as_deref(), Some("one"));
    assert_eq!(comment(2).as_deref(), Some("two"), "kept when a variation follows");
    let side = record.children(line[1])[1];
    assert_eq!(record.annotation(side).comment.as_deref(), Some("side"));
    assert_eq!(comment(3).as_deref(), Some("three"));
    assert_eq!(record.annotation(line[3]).nags, [1], "the glyph after the comment");
    assert_eq!(comment(4).as_deref(), Some("four"));
    assert_eq!(record.annotation(line[5]).comment_before.as_deref(), Some("five"));
    assert_eq!(comment(6).as_deref(), Some("six"));
    let written = pdn::write_game(record);
    assert_eq!(pdn::write_game(&strict_ok(&written).record), written, "read again the same");
}

#[test]
fn evaluations_come_out_of_comments() {
    let game = strict_ok("1. 33-29 {[%drgnode 0 1][%eval -0.048,12] deep} *");
    let annotation = game.record.annotation(game.record.main_line()[1]);
    let eval = annotation.eval.expect("an evaluation");
    assert_eq!((eval.score, eval.depth), (-0.048, Some(12)));
    assert_eq!(annotation.comment.as_deref(), Some("[%drgnode 0 1] deep"));
}

#[test]
fn nested_variations_are_kept() {
    // The corpus file variation.pdn.
    let game =
        strict_ok("32-28 19-23 (18-23 38-32 (37-32? 23-29! { Black wins }) 12-18) 28x19 14x23");
    let record = &game.record;
    let line = record.main_line();
    assert_eq!(main_moves(record), ["32-28", "19-23", "28x19", "14x23"]);
    let branch = record.children(line[1]);
    assert_eq!(branch.len(), 2, "19-23 and 18-23");
    assert_eq!(record.move_text(branch[1]).as_deref(), Some("18-23"));
    let after_18_23 = record.children(branch[1])[0];
    assert_eq!(record.move_text(after_18_23).as_deref(), Some("38-32"));
    let inner = record.children(branch[1]);
    assert_eq!(inner.len(), 2, "38-32 and 37-32");
    let deep = record.children(inner[1])[0];
    assert_eq!(record.move_text(deep).as_deref(), Some("23-29"));
    assert_eq!(record.annotation(deep).comment.as_deref(), Some("Black wins"));
    assert_eq!(record.annotation(deep).mark, Some(MoveMark::Good));
}

#[test]
fn comment_before_a_variation_move() {
    let game = strict_ok("1. 32-28 19-23 ({Or} 1... 18-23 {also good}) 2. 28x19 *");
    let record = &game.record;
    let alternative = record.children(record.main_line()[1])[1];
    let annotation = &record.annotation(alternative);
    assert_eq!(annotation.comment_before.as_deref(), Some("Or"));
    assert_eq!(annotation.comment.as_deref(), Some("also good"));
}

#[test]
fn results_of_every_kind() {
    let cases = [
        ("1-0", GameResult::WhiteWins),
        ("0-1", GameResult::BlackWins),
        ("1/2-1/2", GameResult::Draw),
        ("*", GameResult::Unknown),
        ("2-0", GameResult::WhiteWins),
        ("0-2", GameResult::BlackWins),
        ("1-1", GameResult::Draw),
        ("0-0", GameResult::BothLose),
    ];
    for (text, result) in cases {
        assert_eq!(strict_ok(&format!("1. 32-28 {text}")).record.result(), result, "{text}");
    }
    // The Result tag stands in for a missing result, and '*' defers to it.
    assert_eq!(strict_ok("[Result \"0-2\"]\n1. 32-28").record.result(), GameResult::BlackWins);
    assert_eq!(strict_ok("[Result \"0-2\"]\n1. 32-28 *").record.result(), GameResult::BlackWins);
}

#[test]
fn points_results_belong_to_international() {
    let text = "[GameType \"22\"]\n1. 21-17 2-0";
    let game = lenient(text);
    assert!(matches!(only_warning(&game).issue, Issue::PointsResult(_)));
    assert!(matches!(*strict(text).unwrap_err().issue, Issue::PointsResult(_)));
}

#[test]
fn game_types_short_and_full() {
    let cases = [
        ("20", "32-28", Variant::International),
        ("20,W,10,10,N2,0", "32-28", Variant::International),
        ("22", "21-17", Variant::Italian),
        ("22,W,8,8,N2,1", "21-17", Variant::Italian),
        ("31", "6-10", Variant::Thai),
    ];
    for (game_type, first, variant) in cases {
        let game = strict_ok(&format!("[GameType \"{game_type}\"]\n1. {first} *"));
        assert_eq!(game.record.variant(), variant, "{game_type}");
        assert!(game.record.tags().get("GameType").is_none(), "kept as the variant");
    }
}

#[test]
fn other_game_types_are_refused_clearly() {
    let error = strict("[White \"A\"]\n[Black \"B\"]\n[GameType \"21\"]\n1. 11-15 *").unwrap_err();
    assert!(matches!(*error.issue, Issue::UnsupportedGameType { number: 21, .. }));
    assert_eq!(error.at, Location { line: 3, column: 1 });
    let message = error.to_string();
    assert!(message.contains("game 1 (A – B)") && message.contains("English"), "{message}");
    let error = strict("[GameType \"20,W,8,8,N1,0\"]\n*").unwrap_err();
    assert!(matches!(*error.issue, Issue::BoardSize(_)));
}

#[test]
fn variant_tag_for_hexdame_and_lasca() {
    let game = strict_ok("[Variant \"Hexdame\"]\n1. a4-a5 *");
    assert_eq!(game.record.variant(), Variant::Hexdame);
    let game = strict_ok("[Variant \"lasca\"]\n1. c3-d4 *");
    assert_eq!(game.record.variant(), Variant::Lasca);
    let error = strict("[GameType \"20\"]\n[Variant \"Hexdame\"]\n*").unwrap_err();
    assert!(matches!(*error.issue, Issue::VariantConflict { .. }));
}

#[test]
fn fen_tag_and_setup_command() {
    let game = strict_ok("[SetUp \"1\"]\n[FEN \"B:W28,K40:B12\"]\n1... 12-17 *");
    assert_eq!(game.record.start_position().to_fen(), "B:W28,K40:B12");
    assert!(game.record.tags().is_empty());
    let game = strict_ok("/FEN \"B:W28:B12\"/ 1... 12-17 2. 28-22 *");
    assert_eq!(main_moves(&game.record), ["12-17", "28-22"]);
    let error = strict("[GameType \"20\"]\n[FEN \"W:W99:B1\"]\n*").unwrap_err();
    assert!(matches!(*error.issue, Issue::Fen(_)));
    let error = strict("1. 32-28 /FEN \"W:W28:B12\"/ *").unwrap_err();
    assert!(matches!(*error.issue, Issue::MisplacedSetup));
}

#[test]
fn thai_captures_with_a_dash_lasca_with_promotion_marks() {
    let game = strict_ok("[GameType \"31\"]\n[FEN \"W:W10:B14,30\"]\n1. 10-17 *");
    assert_eq!(main_moves(&game.record), ["10-17"]);
    assert_eq!(game.record.position_at(game.record.main_line()[0]).variant(), Variant::Thai);
    let game = strict_ok("[Variant \"Lasca\"]\n[FEN \"W:b6w,g3b\"]\n1. b6-a7* *");
    assert_eq!(main_moves(&game.record), ["b6-a7"]);
}

#[test]
fn algebraic_moves_on_a_numbered_board() {
    // International a1 is cell 46: c3-d4 is 37-32 and a3-b4 is 36-31.
    let game = strict_ok("[GameType \"20\"]\n[FEN \"W:W37,36:B1\"]\n1. c3-d4 1... 1-6 2. a3b4 *");
    assert_eq!(main_moves(&game.record), ["37-32", "1-6", "36-31"]);
}

#[test]
fn without_game_type_the_moves_tell_the_game() {
    let italian = "[Bianco \"A\"]\n[Nero \"B\"]\n[Risultato \"1-0\"]\n1. 21-17 12-15 2. 23-19 *";
    let game = strict_ok(italian);
    assert_eq!(game.record.variant(), Variant::Italian);
    assert_eq!(game.record.tags().get("Bianco"), Some("A"));
    assert_eq!(strict_ok("1. 32-28 *").record.variant(), Variant::International);
    let english = "[White \"W\"]\n[Black \"B\"]\n1. 11-15 24-20 *";
    let error = strict(english).unwrap_err();
    assert!(matches!(*error.issue, Issue::FitsNoGame { .. }));
    assert_eq!(error.at, Location { line: 3, column: 4 });
    let message = error.to_string();
    assert!(message.contains("fit none of International, Italian and Thai"), "{message}");
    assert!(message.contains("as Italian, move 1. 11-15 is not legal"), "{message}");
}

#[test]
fn an_illegal_move_names_game_players_move_line_and_column() {
    let text = "[White \"A\"]\n[Black \"B\"]\n1. 32-28 *\n\n[White \"C\"]\n[Black \"D\"]\n\
                [GameType \"20\"]\n1. 32-28 19-23\n2. 28x19 14x23 3. 33-28 18-14 *\n";
    let games = read_all(text, ReadOptions::default());
    assert!(games[0].is_ok());
    let error = games[1].as_ref().unwrap_err();
    assert_eq!((error.game, error.at), (2, Location { line: 9, column: 25 }));
    let message = error.to_string();
    assert!(
        message.starts_with("game 2 (C – D), line 9 column 25: move 3... 18-14: "),
        "{message}"
    );
    assert!(message.contains("not a legal move"), "{message}");
}

#[test]
fn a_game_that_stops_at_an_illegal_move_keeps_what_replayed_before() {
    let text = "[White \"C\"]\n[Event \"Cup\"]\n[GameType \"20\"]\n\
                1. 32-28 19-23 2. 28x19 14x23 3. 33-28 18-14 *\n";
    let error = strict(text).unwrap_err();
    let partial = error.partial.expect("the moves before the error");
    assert_eq!(main_moves(&partial), ["32-28", "19-23", "28x19", "14x23", "33-28"]);
    assert_eq!(partial.tags().get("Event"), Some("Cup"));
    assert_eq!(partial.result(), GameResult::Unknown);
    let last = *partial.main_line().last().expect("moves");
    let kept = partial.annotation(last).comment.clone();
    assert_eq!(kept.as_deref(), Some("Not replayed: 18-14"), "the rest is kept as text");
    let bad_start = strict("[FEN \"W:W99:B1\"]\n1. 32-28 *").unwrap_err();
    assert!(bad_start.partial.is_none(), "no start position, nothing replayed");
}

/// The schildpad position where `36x16` goes by 13 and 2 or by 18 and 7.
const FORK: &str =
    "[GameType \"20\"]\n[FEN \"W:W32,K36,37,38,42,45,47:B3,6,8,11,12,14,19,27,34\"]\n";

#[test]
fn ambiguous_capture_is_an_error_when_strict() {
    let error = strict(&format!("{FORK}1. 36x16 *")).unwrap_err();
    let Issue::BadMove { source, .. } = &*error.issue else { panic!("{error}") };
    let message = source.to_string();
    assert!(message.contains("36x13x2x16") && message.contains("36x18x7x16"), "{message}");
    assert_eq!(error.at, Location { line: 3, column: 4 });
}

#[test]
fn ambiguous_capture_resolved_by_looking_ahead() {
    let start = AnyPosition::from_fen(
        Variant::International,
        "W:W32,K36,37,38,42,45,47:B3,6,8,11,12,14,19,27,34",
    )
    .expect("FEN");
    let after = |route: &str| {
        let mut p = start.clone();
        p.play_text(route).expect("legal");
        p.moves().into_iter().map(|m| m.full).collect::<Vec<_>>()
    };
    let routes = ["36x13x2x16", "36x18x7x16"];
    let (one, two) = (after(routes[0]), after(routes[1]));
    let (reply, route) = match two.iter().find(|m| !one.contains(m)) {
        Some(reply) => (reply, routes[1]),
        None => (
            one.iter().find(|m| !two.contains(m)).expect("a reply after one route only"),
            routes[0],
        ),
    };
    let game = lenient(&format!("{FORK}1. 36x16 {reply} *"));
    assert_eq!(main_moves(&game.record)[0], route);
    let warning = only_warning(&game);
    assert!(matches!(&warning.issue, Issue::AmbiguityResolved { chosen, .. } if chosen == route));
    assert_eq!(warning.at, Location { line: 3, column: 4 });
}

#[test]
fn ambiguous_capture_still_ambiguous_takes_the_first_route() {
    let game = lenient(&format!("{FORK}1. 36x16 *"));
    assert_eq!(main_moves(&game.record), ["36x13x2x16"]);
    let warning = only_warning(&game);
    assert!(matches!(warning.issue, Issue::AmbiguityKept { .. }));
    assert!(warning.to_string().contains("took 36x13x2x16"), "{warning}");
}

#[test]
fn moves_written_with_spaces() {
    let text = "1. 32-28 19-23 2. 28x19 14x23 3. 37-32  9- 14 4. 32 - 28 23x 32 *";
    let game = lenient(text);
    assert_eq!(main_moves(&game.record)[5..], ["9-14", "32-28", "23x32"]);
    let warning = only_warning(&game);
    assert!(matches!(&warning.issue, Issue::SpacesInMove { written, .. } if written == "9- 14"));
    assert_eq!((warning.at, warning.count), (Location { line: 1, column: 41 }, 3));
    let error = strict(text).unwrap_err();
    assert!(matches!(*error.issue, Issue::SpacesInMove { .. }));
}

#[test]
fn stray_words_and_characters_are_skipped_when_lenient() {
    let text = "1. 32-28 Black & 19-23 *";
    let game = lenient(text);
    assert_eq!(main_moves(&game.record), ["32-28", "19-23"]);
    let issues: Vec<&Issue> = game.warnings.iter().map(|w| &w.issue).collect();
    assert_eq!(issues, [&Issue::NotAMove("Black".to_string()), &Issue::UnexpectedChar('&')]);
    assert_eq!(game.warnings[0].at, Location { line: 1, column: 10 });
    assert!(matches!(*strict(text).unwrap_err().issue, Issue::NotAMove(_)));
}

#[test]
fn unknown_result_equal_to_the_result_tag() {
    let text = "[Result \"4-6\"]\n1. 32-28 19-23 4-6\n\n[Result \"1-0\"]\n1. 32-28 1-0";
    let games = read_all(text, ReadOptions::default());
    let first = games[0].as_ref().expect("lenient");
    assert_eq!(first.record.result(), GameResult::Unknown);
    assert_eq!(main_moves(&first.record).len(), 2);
    assert!(matches!(&only_warning(first).issue, Issue::UnknownResult(t) if t == "4-6"));
    assert!(games[1].is_ok());
    let error = read_all(text, ReadOptions::strict()).remove(0).unwrap_err();
    assert!(matches!(*error.issue, Issue::UnknownResult(_)));
}

#[test]
fn nested_comment() {
    // The corpus file fail/nested_comment.pdn.
    let text = "1. 33-29 19-23 2. 35-30 { nested { comment } } \r\n";
    let game = lenient(text);
    let last = game.record.annotation(*game.record.main_line().last().expect("moves"));
    assert_eq!(last.comment.as_deref(), Some("nested { comment }"));
    assert_eq!(only_warning(&game).at, Location { line: 1, column: 34 });
    let error = strict(text).unwrap_err();
    assert_eq!((error.at, *error.issue), (Location { line: 1, column: 34 }, Issue::NestedComment));
}

#[test]
fn game_without_result_ends_at_the_next_tags() {
    let text = "[Event \"a\"]\n1. 32-28\n[Event \"b\"]\n1. 33-28 *";
    let games = read_all(text, ReadOptions::default());
    assert_eq!(games.len(), 2);
    let first = games[0].as_ref().expect("lenient");
    assert!(matches!(only_warning(first).issue, Issue::NoResult));
    assert!(games[1].is_ok());
    let strict_games = read_all(text, ReadOptions::strict());
    assert!(strict_games[0].is_err() && strict_games[1].is_ok(), "{strict_games:?}");
}

#[test]
fn unknown_moves_stop_the_game() {
    let game = lenient("1. 32-28 19-23 2. - - 3. - - 1/2-1/2");
    assert_eq!(main_moves(&game.record), ["32-28", "19-23"]);
    assert!(matches!(only_warning(&game).issue, Issue::UnknownMove));
    let last = game.record.annotation(*game.record.main_line().last().expect("moves"));
    assert_eq!(last.comment.as_deref(), Some("Not replayed: - - - -"));
    assert!(strict("1. - - *").is_err());
}

#[test]
fn the_moves_after_an_illegal_one_survive_saving_the_game_again() {
    let text = "[GameType \"20\"]\n1. 32-28 {good} 19-23 2. 28x19 5-10 3. 33-28 *";
    let error = strict(text).unwrap_err();
    let partial = error.partial.expect("the moves before the error");
    let written = pdn::write_game(&partial);
    assert!(written.contains("2. 28x19 {Not replayed: 5-10 33-28}"), "{written}");
    let again = strict(&written).expect("the saved game reads back");
    let last = *again.record.main_line().last().expect("moves");
    assert_eq!(again.record.annotation(last).comment.as_deref(), Some("Not replayed: 5-10 33-28"));
}

#[test]
fn illegal_move_in_a_variation_cuts_it_when_lenient() {
    let text = "1. 32-28 19-23 (1... 18-23 2. 28-29) 2. 28x19 *";
    let game = lenient(text);
    let alternative = game.record.children(game.record.main_line()[1])[1];
    assert!(game.record.children(alternative).is_empty());
    assert!(matches!(only_warning(&game).issue, Issue::BadMove { .. }));
    assert!(strict(text).is_err());
}

#[test]
fn reading_goes_on_after_a_broken_game() {
    let text = "[Event \"1\"]\n1. 32-28 *\n[Event \"2\"]\n1. 32-28 {never closed\n\n";
    let games = read_all(text, ReadOptions::default());
    assert_eq!(games.len(), 2);
    assert!(games[0].is_ok());
    let unread = Issue::UnclosedComment { resumes_at: None, unread: 15 };
    assert_eq!(*games[1].as_ref().unwrap_err().issue, unread);
    assert!(unread.to_string().contains("the last 15 bytes of the text are inside it"));
    let text = "[Event \"1\"]\n1. 32-28 ] *\n[Event \"2\"]\n1. 32-28 *\n[Event \"3\"]\n1. 33-28 *";
    let games = read_all(text, ReadOptions::strict());
    let ok: Vec<bool> = games.iter().map(Result::is_ok).collect();
    assert_eq!(ok, [false, true, true]);
}

#[test]
fn a_comment_left_open_ends_at_the_next_games_tags_and_reading_goes_on() {
    let game = |n: usize, comment: &str| {
        format!("[Event \"{n}\"]\n[White \"A\"]\n\n1. 32-28 {comment} 19-23 *\n\n")
    };
    // Game 3 of 6 opens a comment that never closes; later games have comments of their own.
    let mut text = String::new();
    for n in 1..=6 {
        text.push_str(&game(n, if n == 3 { "{oops" } else { "{fine}" }));
    }
    for options in [ReadOptions::default(), ReadOptions::strict()] {
        let games = read_all(&text, options);
        let ok: Vec<bool> = games.iter().map(Result::is_ok).collect();
        assert_eq!(ok, [true, true, false, true, true, true]);
        let error = games[2].as_ref().unwrap_err();
        assert_eq!(*error.issue, Issue::UnclosedComment { resumes_at: Some(16), unread: 0 });
        assert_eq!(error.at, Location { line: 14, column: 10 });
        let sixth = games[5].as_ref().unwrap();
        assert_eq!(sixth.record.tags().get("Event"), Some("6"));
    }
    // A tag pair after a blank line ends it too, and so does a comment too long to read.
    let text = "1. 32-28 {open\n\n[White \"B\"]\n1. 33-28 *\n";
    let ok: Vec<bool> = read_all(text, ReadOptions::default()).iter().map(Result::is_ok).collect();
    assert_eq!(ok, [false, true]);
    let long = format!("1. 32-28 {{{}\n[Event \"2\"]\n1. 33-28 *\n", "x".repeat(100));
    let options = ReadOptions { max_comment: 50, ..ReadOptions::default() };
    let ok: Vec<bool> = read_all(&long, options).iter().map(Result::is_ok).collect();
    assert_eq!(ok, [false, true]);
}

#[test]
fn line_ends_of_every_kind() {
    for end in ["\n", "\r\n", "\r"] {
        let text = format!("[Event \"x\"]{end}1. 32-28{end}19-23 2. 28x19 19x28 *");
        let error = strict(&text).unwrap_err();
        assert_eq!(error.at, Location { line: 3, column: 16 }, "{end:?}");
    }
}

#[test]
fn latin1_files_are_decoded() {
    let bytes = b"[White \"M\xfcller\"]\n1. 32-28 *";
    let (text, latin1) = pdn::decode(bytes);
    assert!(latin1);
    assert_eq!(strict_ok(&text).record.tags().get("White"), Some("Müller"));
    let (text, latin1) = pdn::decode("\u{feff}1. 32-28 *".as_bytes());
    assert!(!latin1);
    assert!(strict(&text).is_ok());
}

#[test]
fn too_deep_variations_are_refused() {
    let deep = format!("1. 32-28 {}19-23{} *", "(1. 33-28 ".repeat(65), ")".repeat(65));
    let error = read_all(&deep, ReadOptions::default()).remove(0).unwrap_err();
    assert_eq!(*error.issue, Issue::TooDeep(64));
    let fine = format!("1. 32-28 {}19-23{} *", "(1. 33-28 ".repeat(64), ")".repeat(64));
    assert!(read_all(&fine, ReadOptions::default()).remove(0).is_ok());
}

#[test]
fn overlong_comments_are_refused() {
    let options = ReadOptions { max_comment: 1000, ..ReadOptions::default() };
    let text = format!("1. 32-28 {{{}}} 19-23 *\n[Event \"next\"]\n1. 32-28 *", "a".repeat(2000));
    let games = read_all(&text, options);
    assert!(matches!(
        *games[0].as_ref().unwrap_err().issue,
        Issue::TooLong { what: Element::Comment, .. }
    ));
    assert!(games[1].is_ok());
}

fn pdn_soup() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        Just("[Event \"x\"]\n".to_string()),
        Just("[GameType \"22\"]".to_string()),
        Just("[Variant \"Lasca\"]".to_string()),
        Just("[FEN \"W:W31-50:B1-20\"]".to_string()),
        Just("1.".to_string()),
        Just("12...".to_string()),
        Just("32-28".to_string()),
        Just("19-23".to_string()),
        Just("28x19".to_string()),
        Just("14x23".to_string()),
        Just("36x16".to_string()),
        Just("c3-d4".to_string()),
        Just("(".to_string()),
        Just(")".to_string()),
        Just("{".to_string()),
        Just("}".to_string()),
        Just("$3".to_string()),
        Just("!?".to_string()),
        Just("/FEN \"B:W28:B12\"/".to_string()),
        Just("1-0".to_string()),
        Just("*".to_string()),
        Just("% c\n".to_string()),
        Just("- -".to_string()),
        "[ -~]{0,6}",
        "\\PC{0,3}",
    ];
    prop::collection::vec(piece, 0..60).prop_map(|pieces| pieces.join(" "))
}

proptest! {
    #[test]
    fn random_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..400)) {
        let (text, _) = pdn::decode(&bytes);
        for options in [ReadOptions::default(), ReadOptions::strict()] {
            for game in pdn::Reader::new(&text, options).flatten() {
                let _ = pdn::write_game(&game.record);
            }
        }
    }

    #[test]
    fn pdn_like_soup_never_panics_and_written_games_read_back(text in pdn_soup()) {
        for options in [ReadOptions::default(), ReadOptions::strict()] {
            // A lenient reading may keep what PDN cannot write (a brace inside a comment),
            // so the written text, not the record, must come back unchanged.
            for game in pdn::Reader::new(&text, options).flatten() {
                let written = pdn::write_game(&game.record);
                let again = pdn::Reader::new(&written, ReadOptions::strict()).next();
                let again = again.expect("one game").map_err(|e| e.to_string());
                let rewritten = again.map(|g| pdn::write_game(&g.record));
                prop_assert_eq!(rewritten, Ok(written.clone()), "{}", written);
            }
        }
    }
}

#[test]
fn clock_times_come_out_of_comments_and_are_written_back() {
    let text =
        "[TimeControl \"300+2\"]\n1. 32-28 {[%clk 0:04:32] quick} 19-23 {[%clk 0:05:01.5]} *";
    let game = strict_ok(text);
    let line = game.record.main_line();
    let first = game.record.annotation(line[1]);
    assert_eq!(first.clock, Some(std::time::Duration::from_secs(272)));
    assert_eq!(first.comment.as_deref(), Some("quick"));
    let second = game.record.annotation(line[2]).clock;
    assert_eq!(second, Some(std::time::Duration::from_millis(301_500)));
    let written = pdn::write_game(&game.record);
    assert!(written.contains("[TimeControl \"300+2\"]"), "{written}");
    let moves = "1. 32-28 {[%clk 0:04:32] quick} 1... 19-23 {[%clk 0:05:01.5]}";
    assert!(written.contains(moves), "{written}");
}
