//! End of game and draw rules (docs/RULES.md §0.7, §0.9, §1.8 and §2.8): one test a rule, and
//! the reasons the outcome gives.

use std::collections::HashSet;

use damier_core::game::{GameRecord, GameResult, Outcome, Reason};
use damier_core::{AnyPosition, Side, Variant};

fn game(variant: Variant, fen: &str) -> GameRecord {
    GameRecord::new(AnyPosition::from_fen(variant, fen).expect("test FEN"))
}

fn outcome_text(game: &GameRecord) -> Option<String> {
    game.outcome().map(|o| o.to_string())
}

/// Whether the side to move in `position` must capture (or cannot move at all).
fn cornered(position: &AnyPosition) -> bool {
    let moves = position.moves();
    moves.is_empty() || moves.iter().any(|m| !m.captured.is_empty())
}

fn after(position: &AnyPosition, text: &str) -> Option<AnyPosition> {
    let mut next = position.clone();
    next.play_text(text).ok()?;
    Some(next)
}

/// Moves for `plies` plies that capture nothing, never leave the other side a capture and
/// never reach a position seen before (a depth-first search).
fn quiet_walk(
    position: &AnyPosition,
    plies: usize,
    seen: &mut HashSet<AnyPosition>,
) -> Option<Vec<String>> {
    if plies == 0 {
        return Some(Vec::new());
    }
    for m in position.moves() {
        let next = after(position, &m.full).expect("legal");
        if !m.captured.is_empty() || cornered(&next) || !seen.insert(next.clone()) {
            continue;
        }
        if let Some(mut rest) = quiet_walk(&next, plies - 1, seen) {
            rest.insert(0, m.full);
            return Some(rest);
        }
        seen.remove(&next);
    }
    None
}

/// Plays such a walk, checking that the game goes on until its last move.
fn wander(game: &mut GameRecord, plies: usize) {
    let mut seen = HashSet::from([game.position().clone()]);
    let walk = quiet_walk(game.position(), plies, &mut seen).expect("a quiet walk exists");
    for (ply, text) in walk.iter().enumerate() {
        assert_eq!(game.outcome(), None, "the game ended early, at ply {ply}");
        game.play(text).expect("legal");
    }
}

/// Plays a move of each side and takes both back, twice: the start position occurs for the
/// third time.
fn shuffle_twice(game: &mut GameRecord) {
    let start = game.position().clone();
    let g = start.geometry();
    let back = |m: &damier_core::MoveInfo| format!("{}-{}", g.name(m.to), g.name(m.from));
    let pair = start.moves().into_iter().find_map(|w| {
        let one = after(&start, &w.full).filter(|p| !cornered(p))?;
        one.moves().into_iter().find_map(|b| {
            let two = after(&one, &b.full).filter(|p| !cornered(p))?;
            let three = after(&two, &back(&w)).filter(|p| !cornered(p))?;
            (after(&three, &back(&b))? == start)
                .then(|| [w.full.clone(), b.full.clone(), back(&w), back(&b)])
        })
    });
    let moves = pair.expect("a move of each side that can be taken back");
    for round in 0..2 {
        for text in &moves {
            assert_eq!(game.outcome(), None, "round {round}");
            game.play(text).expect("legal");
        }
    }
}

#[test]
fn side_without_pieces_loses() {
    let no_pieces = game(Variant::International, "B:W28:B");
    assert_eq!(outcome_text(&no_pieces).as_deref(), Some("White wins: Black cannot move"));
    let outcome = no_pieces.outcome().expect("ended");
    assert_eq!(outcome.reason, Reason::NoLegalMove);
    assert_eq!(outcome.result(), GameResult::WhiteWins);
}

#[test]
fn blocked_side_loses() {
    // The white man on 46 (a1) can only go to 41, taken by a black man that it cannot jump:
    // 37 behind it is taken too.
    let stuck = game(Variant::International, "W:W46:B41,37");
    assert_eq!(outcome_text(&stuck).as_deref(), Some("Black wins: White cannot move"));
}

#[test]
fn hexdame_names_red() {
    let red_stuck = game(Variant::Hexdame, "B:WKe5:B");
    assert_eq!(outcome_text(&red_stuck).as_deref(), Some("White wins: Red cannot move"));
    let mut resigned = game(Variant::Hexdame, "W:WKe5:BKa1");
    resigned.resign(Side::White);
    assert_eq!(outcome_text(&resigned).as_deref(), Some("Red wins: White resigned"));
}

#[test]
fn threefold_repetition_draws_international() {
    let mut g = game(Variant::International, "W:WK46,K50:BK1,K5");
    shuffle_twice(&mut g);
    assert_eq!(outcome_text(&g).as_deref(), Some("Draw: the same position occurred three times"));
    assert_eq!(g.occurrences(g.current()), 3);
}

#[test]
fn threefold_repetition_draws_italian() {
    let mut g = game(Variant::Italian, "W:WK29,K32:BK1,K4");
    shuffle_twice(&mut g);
    assert_eq!(g.outcome().map(|o| o.reason), Some(Reason::Repetition));
}

#[test]
fn threefold_repetition_draws_thai() {
    let mut g = game(Variant::Thai, "W:WK1,K4:BK29,K32");
    shuffle_twice(&mut g);
    assert_eq!(g.outcome().map(|o| o.reason), Some(Reason::Repetition));
}

#[test]
fn threefold_repetition_draws_hexdame() {
    let mut g = game(Variant::Hexdame, "W:WKa1,Kb1:BKi9,Ki8");
    shuffle_twice(&mut g);
    assert_eq!(g.outcome().map(|o| o.reason), Some(Reason::Repetition));
}

#[test]
fn threefold_repetition_draws_lasca() {
    let mut g = game(Variant::Lasca, "W:a1W,c1W,e7B,g7B");
    shuffle_twice(&mut g);
    assert_eq!(g.outcome().map(|o| o.reason), Some(Reason::Repetition));
}

#[test]
fn repetition_needs_the_same_side_to_move() {
    let mut g = game(Variant::International, "W:WK46,K50:BK1,K5");
    shuffle_twice(&mut g);
    // The position before the last move occurred twice only.
    g.back();
    assert_eq!(g.outcome(), None);
}

#[test]
fn twenty_five_move_rule_draws() {
    let mut g = game(Variant::International, "W:WK46,K50:BK1,K5");
    wander(&mut g, 50);
    assert_eq!(outcome_text(&g).as_deref(), Some("Draw: 25-move rule"));
}

#[test]
fn man_move_restarts_the_king_move_count() {
    let mut g = game(Variant::International, "W:WK46:BK1,6");
    wander(&mut g, 1);
    assert_eq!(g.counters(g.current()).quiet_plies, 1);
    g.play("6-11").expect("a man's move");
    assert_eq!(g.counters(g.current()).quiet_plies, 0);
}

#[test]
fn sixteen_move_rule_draws() {
    let mut g = game(Variant::International, "W:WK47,K49,K45:BK3");
    wander(&mut g, 32);
    assert_eq!(outcome_text(&g).as_deref(), Some("Draw: 16-move rule"));
}

#[test]
fn sixteen_move_rule_counts_king_and_two_men() {
    let g = game(Variant::International, "W:WK46,35,40:BK5");
    let ending = g.counters(g.root()).ending;
    assert_eq!(ending.map(|(e, _)| e.reason()), Some(Reason::SixteenMoveRule));
    let g = game(Variant::International, "W:W45,35,40:BK5");
    assert_eq!(g.counters(g.root()).ending, None, "three men against a king: no count");
}

#[test]
fn five_move_rule_draws() {
    let mut g = game(Variant::International, "W:WK47,K49:BK3");
    wander(&mut g, 10);
    assert_eq!(outcome_text(&g).as_deref(), Some("Draw: 5-move rule"));
}

#[test]
fn forty_move_rule_draws_italian() {
    let mut g = game(Variant::Italian, "W:WK29,K32:BK1,K4");
    wander(&mut g, 80);
    assert_eq!(outcome_text(&g).as_deref(), Some("Draw: 40-move rule"));
}

#[test]
fn thai_has_no_move_count() {
    let mut g = game(Variant::Thai, "W:WK1,K4:BK29,K32");
    wander(&mut g, 90);
    assert_eq!(g.outcome(), None);
}

#[test]
fn counts_start_from_the_fen() {
    let g = game(Variant::International, "W:WK46,K50:BK5");
    let counters = g.counters(g.root());
    assert_eq!(counters.quiet_plies, 0);
    assert_eq!(
        counters.ending.map(|(e, plies)| (e.reason(), plies)),
        Some((Reason::FiveMoveRule, 0))
    );
}

#[test]
fn resignation_and_agreed_draw() {
    let mut g = game(Variant::International, "W:W31-50:B1-20");
    g.resign(Side::Black);
    assert_eq!(g.result(), GameResult::WhiteWins);
    assert_eq!(outcome_text(&g).as_deref(), Some("White wins: Black resigned"));
    g.agree_draw();
    assert_eq!(g.result(), GameResult::Draw);
    assert_eq!(outcome_text(&g).as_deref(), Some("Draw: agreed by the players"));
}

#[test]
fn rules_outcome_comes_before_a_declared_one() {
    let mut g = game(Variant::International, "B:W28:B");
    g.agree_draw();
    assert_eq!(g.outcome().map(|o| o.reason), Some(Reason::NoLegalMove));
}

#[test]
fn outcome_reasons_read_well() {
    let cases = [
        (Outcome::draw(Variant::Italian, Reason::FortyMoveRule), "Draw: 40-move rule"),
        (Outcome::draw(Variant::International, Reason::FiveMoveRule), "Draw: 5-move rule"),
        (
            Outcome::win(Variant::Thai, Side::Black, Reason::NoLegalMove),
            "Black wins: White cannot move",
        ),
        (
            Outcome::win(Variant::Lasca, Side::White, Reason::Resignation),
            "White wins: Black resigned",
        ),
    ];
    for (outcome, text) in cases {
        assert_eq!(outcome.to_string(), text);
    }
}
