//! The game record's tree: adding moves and variations, navigation, promoting, deleting and
//! truncating, move numbers and move texts.

use std::collections::HashMap;

use damier_core::game::{CHECKPOINT_EVERY, GameRecord, NodeId};
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
    assert_eq!(game.children(main[0]), [main[1], alternative]);
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
    assert_eq!(game.position(), &*game.position_at(main[1]));
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
    let old_main = game.children(game.main_line()[1])[1];
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
    let g = game.position().geometry();
    assert_eq!((g.name(info.from), g.name(info.to)), ("a4".into(), "a5".into()));
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

/// A game of `variant` of up to `plies` moves whose main line passes two kept positions, and
/// every node's position worked out on the side, move by move.
fn long_game(variant: Variant, plies: usize) -> (GameRecord, HashMap<NodeId, AnyPosition>) {
    let games = (0..).map(|seed| game_by_lot(variant, plies, seed));
    games
        .take(64)
        .find(|(game, _)| game.main_line().len() > 2 * CHECKPOINT_EVERY as usize)
        .expect("a long game")
}

/// A game of up to `plies` moves chosen by lot from `variant`'s start (among those that leave
/// nothing to capture, when there are such), with a variation every 37 plies.
fn game_by_lot(
    variant: Variant,
    plies: usize,
    seed: u64,
) -> (GameRecord, HashMap<NodeId, AnyPosition>) {
    let mut game = GameRecord::new(AnyPosition::start(variant));
    let mut expected = HashMap::from([(game.root(), game.position().clone())]);
    let mut seed = 0x2545_f491_4f6c_dd1d_u64 ^ seed;
    let mut pick = |n: usize| {
        seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        (seed >> 33) as usize % n
    };
    for ply in 0..plies {
        let before = game.position().clone();
        let moves = before.moves();
        if moves.is_empty() {
            break;
        }
        // Moves that leave nothing to capture keep the game going.
        let safe: Vec<_> = moves
            .iter()
            .filter(|m| {
                let mut after = before.clone();
                after.play_text(&m.full).is_ok()
                    && after.moves().iter().all(|r| r.captured.is_empty())
            })
            .collect();
        let mut play = |game: &mut GameRecord, index: usize| {
            let mut after = before.clone();
            after.play_text(&moves[index].full).expect("legal");
            let id = game.play(&moves[index].full).expect("legal");
            expected.insert(id, after);
            id
        };
        let chosen = match safe.len() {
            0 => pick(moves.len()),
            n => {
                let safe_move = safe[pick(n)];
                moves.iter().position(|m| m == safe_move).expect("one of the moves")
            }
        };
        let id = play(&mut game, chosen);
        if ply % 37 == 36 && moves.len() > 1 {
            game.back();
            play(&mut game, (chosen + 1) % moves.len());
            game.go_to(id);
        }
    }
    (game, expected)
}

#[test]
fn positions_far_from_the_start_are_worked_out_exactly() {
    for variant in Variant::ALL {
        let (mut game, expected) = long_game(variant, 300);
        for (&id, position) in &expected {
            assert_eq!(&*game.position_at(id), position, "{variant}: node {}", id.index());
            assert_eq!(game.ply(id) as usize, game.line_to(id).len() - 1);
        }
        let mut ids: Vec<NodeId> = expected.keys().copied().collect();
        let count = ids.len();
        ids.sort_by_key(|id| (id.index() * 7919) % count);
        for id in ids {
            assert!(game.go_to(id));
            assert_eq!(game.position(), &expected[&id], "{variant}: cursor on {}", id.index());
            if game.forward() {
                assert_eq!(game.position(), &expected[&game.current()]);
            }
            if game.back() {
                assert_eq!(game.position(), &*game.position_at(game.current()));
            }
        }
        let by_rules =
            game.main_line().into_iter().find_map(|id| Some((id, game.rules_outcome(id)?)));
        assert_eq!(game.main_line_outcome(), by_rules, "{variant}");
    }
}

#[test]
fn far_positions_survive_deleting_and_promoting() {
    let (mut game, _) = long_game(Variant::Italian, 300);
    let branches: Vec<NodeId> =
        game.main_line().into_iter().filter(|&id| game.children(id).len() > 1).collect();
    assert!(branches.len() >= 3, "the game has variations");
    let promoted = game.children(branches[2])[1];
    assert!(game.promote_variation(promoted));
    let deleted = game.children(branches[0])[1];
    assert!(game.delete_variation(deleted));
    game.go_to(game.root());
    game.to_end();
    let last = game.current();
    assert!(game.ply(last) > CHECKPOINT_EVERY);
    let mut replayed = game.start_position().clone();
    for &id in &game.line_to(last)[1..] {
        replayed.play_text(&game.move_text(id).expect("a move")).expect("legal");
        assert_eq!(&*game.position_at(id), &replayed, "node {}", id.index());
    }
    assert_eq!(game.position(), &replayed);
}

#[test]
fn history_keys_are_the_positions_since_the_last_irreversible_move() {
    let (game, expected) = long_game(Variant::Thai, 300);
    for id in game.main_line() {
        let quiet = usize::from(game.counters(id).quiet_plies);
        let line = game.line_to(id);
        let before = &line[..line.len() - 1];
        let keys: Vec<u64> =
            before[before.len() - quiet..].iter().map(|n| expected[n].hash_key()).collect();
        assert_eq!(game.history_keys(id), keys);
    }
}

#[test]
fn moves_as_values_are_checked_and_played_without_notation() {
    let mut game = international();
    let opening = game.position().moves()[0].mv;
    let id = game.play_move(&opening).expect("a legal move");
    assert_eq!(game.move_info(id).expect("a move").mv, opening);
    assert!(game.position().is_legal(&game.position().moves()[0].mv));
    assert!(!game.position().is_legal(&opening), "White's move is not Black's");
    assert!(game.play_move(&opening).is_err());
    let italian = AnyPosition::start(Variant::Italian).moves()[0].mv;
    let refused = game.play_move(&italian).unwrap_err();
    assert!(refused.to_string().contains("another game"), "{refused}");
    assert_eq!(game.current(), id, "a refused move changes nothing");
    game.back();
    assert_eq!(game.play_move(&opening), Ok(id), "the same move is followed, not added");
    assert_eq!(game.len(), 2);
}

#[test]
fn a_line_of_moves_is_read_and_written_in_every_game() {
    let openings = [
        (Variant::International, ["32-28", "19-23", "28x19"]),
        (Variant::Italian, ["22-18", "11-15", "18-14"]),
        (Variant::Lasca, ["c3-d4", "e5-c3", "b2xd4"]),
    ];
    for (variant, texts) in openings {
        let start = AnyPosition::start(variant);
        let line = start.read_line(&texts).expect("a legal line");
        assert_eq!(line.len(), 3, "{variant}");
        let written = start.line_text(&line);
        assert_eq!(
            start.read_line(&written.iter().map(String::as_str).collect::<Vec<_>>()),
            Ok(line.clone())
        );
        // Written from the wrong position, the line stops at its first move that is illegal.
        let after_one = start.read_line(&texts[..1]).unwrap();
        let mut moved = start.clone();
        moved.play_move(&after_one[0]).unwrap();
        assert!(moved.line_text(&line).is_empty(), "{variant}");
        let bad = start.read_line(&[texts[0], texts[0]]).unwrap_err();
        assert!(!bad.to_string().is_empty());
    }
}
