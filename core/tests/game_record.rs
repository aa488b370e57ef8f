//! The game record's tree: adding moves and variations, navigation, promoting, deleting and
//! truncating, move numbers and move texts.

use damier_core::game::{GameRecord, NodeId};
use damier_core::{AnyPosition, Side, Variant};

fn international() -> GameRecord {
    GameRecord::new(AnyPosition::start(Variant::International))
}

fn play(game: &mut GameRecord, moves: &[&str]) -> Vec<NodeId> {
    moves.iter().map(|m| game.play(m).unwrap_or_else(|e| panic!("{m}: {e}"))).collect()
}

fn texts(game: &GameRecord, ids: &[NodeId]) -> Vec<String> {
    ids.iter().map(|&id| game.move_text(id).expect("a move")).collect()
}

#[test]
fn a_different_move_makes_a_variation_the_same_move_is_followed() {
    let mut game = international();
    let main = play(&mut game, &["32-28", "19-23", "28x19"]);
    game.back();
    game.back();
    let same = game.play("19-23").expect("legal");
    assert_eq!(same, main[1], "an identical continuation is followed");
    assert_eq!(game.len(), 4, "no node added");
    game.back();
    let alternative = game.play("18-23").expect("legal");
    assert_eq!(game.node(main[0]).children(), [main[1], alternative]);
    assert_eq!(game.variation_start(alternative), Some(alternative));
    assert_eq!(game.variation_start(main[2]), None);
    assert!(game.play("50-45").is_err(), "an illegal move is refused");
    assert_eq!(game.current(), alternative, "and the cursor stays");
}

#[test]
fn navigation() {
    let mut game = international();
    let main = play(&mut game, &["32-28", "19-23", "28x19", "14x23"]);
    game.to_start();
    assert_eq!(game.current(), game.root());
    assert!(!game.back());
    game.to_end();
    assert_eq!(game.current(), main[3]);
    assert!(!game.forward());
    game.go_to(main[0]);
    let variation = game.play("18-23").expect("legal");
    game.go_to(main[0]);
    assert!(game.enter_variation(1));
    assert_eq!(game.current(), variation);
    assert!(game.back());
    assert!(game.forward());
    assert_eq!(game.current(), main[1]);
    assert_eq!(game.line_to(main[2]), [game.root(), main[0], main[1], main[2]]);
    assert_eq!(game.main_line()[1..], main[..]);
    assert_eq!(game.position(), game.node(main[1]).position());
}

#[test]
fn promote_delete_and_truncate() {
    let mut game = international();
    let main = play(&mut game, &["32-28", "19-23", "28x19"]);
    game.go_to(main[0]);
    let side = play(&mut game, &["18-23", "37-32"]);
    assert!(game.promote_variation(side[1]));
    assert_eq!(texts(&game, &game.main_line()[1..]), ["32-28", "18-23", "37-32"]);
    assert!(!game.promote_variation(side[1]), "already the main line");
    // Node ids change with deletions: find the former main line again.
    let old_main = game.node(game.main_line()[1]).children()[1];
    assert_eq!(game.move_text(old_main).as_deref(), Some("19-23"));
    game.go_to(game.main_line()[3]);
    assert!(game.delete_variation(old_main));
    assert_eq!(game.len(), 4);
    assert_eq!(game.current(), game.main_line()[3], "the cursor stays on the main line");
    game.go_to(game.main_line()[1]);
    game.truncate();
    assert_eq!(game.len(), 2);
    assert!(!game.delete_variation(game.main_line()[1]), "the main line is no variation");
}

#[test]
fn deleting_under_the_cursor_moves_it_back() {
    let mut game = international();
    let main = play(&mut game, &["32-28", "19-23"]);
    game.go_to(main[0]);
    play(&mut game, &["18-23", "37-32"]);
    let branch_point = game.main_line()[1];
    assert!(game.delete_variation(game.current()));
    assert_eq!(game.current(), branch_point);
    game.delete_from(game.main_line()[1]);
    assert!(game.is_empty());
    assert_eq!(game.current(), game.root());
}

#[test]
fn move_numbers_count_from_the_start_position() {
    let mut game = international();
    let ids = play(&mut game, &["32-28", "19-23", "28x19"]);
    let numbers: Vec<_> = ids.iter().map(|&id| game.move_number(id)).collect();
    assert_eq!(numbers, [Some((1, Side::White)), Some((1, Side::Black)), Some((2, Side::White))]);
    assert_eq!(game.move_number(game.root()), None);
    let mut black_first =
        GameRecord::new(AnyPosition::from_fen(Variant::International, "B:W28:B12").expect("FEN"));
    let ids = play(&mut black_first, &["12-17", "28-22"]);
    assert_eq!(black_first.move_number(ids[0]), Some((1, Side::Black)));
    assert_eq!(black_first.move_number(ids[1]), Some((2, Side::White)));
}

#[test]
fn move_descriptions() {
    let mut game = GameRecord::new(AnyPosition::start(Variant::Hexdame));
    let id = game.play("a4-a5").expect("legal");
    let info = game.move_info(id).expect("a move");
    assert_eq!((info.from.as_str(), info.to.as_str()), ("a4", "a5"));
    assert_eq!(game.move_text(id).as_deref(), Some("a4-a5"));
    assert_eq!(game.move_info(game.root()), None);
}

#[test]
fn records_compare_by_content_not_by_numbering() {
    let mut one = international();
    play(&mut one, &["32-28", "19-23"]);
    one.to_start();
    play(&mut one, &["33-28"]);
    let mut two = international();
    play(&mut two, &["32-28"]);
    two.to_start();
    play(&mut two, &["33-28"]);
    two.go_to(two.main_line()[1]);
    play(&mut two, &["19-23"]);
    assert!(one == two);
    two.annotation_mut(two.main_line()[2]).comment = Some("a comment".to_string());
    assert!(one != two);
}
