//! The search with endgame tables: at a root the tables decide, no move throws the value away,
//! and a position whose captures lead into a won table scores as won, which the search alone
//! does not see.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use damier_core::any::Tagged;
use damier_core::egdb::{Control, Tables, Value, build_up_to};
use damier_core::game::Past;
use damier_core::search::{Engine, Found, Limits, Score, Settings, compare_with_search};
use damier_core::side::Side;
use damier_core::{GameMove, ItalianPosition, MoveList, Position, Variant};

/// Every table of `variant` of 2 to `pieces` pieces.
fn tables_of(variant: Variant, pieces: u8) -> Tables {
    let cancel = AtomicBool::new(false);
    let control = Control { threads: 2, cancel: &cancel, progress: &|_| {} };
    build_up_to(variant, pieces, &control).unwrap()
}

/// Every Italian table of 2 to `pieces` pieces.
fn italian_tables(pieces: u8) -> Arc<Tables> {
    Arc::new(tables_of(Variant::Italian, pieces))
}

fn search(
    position: &ItalianPosition,
    tables: Option<Arc<Tables>>,
    depth: u32,
    lines: usize,
) -> Found<<ItalianPosition as Position>::Move> {
    search_in_game(position, &Past::default(), tables, depth, lines)
}

/// A search of `position`, reached in a game whose past is `past`.
fn search_in_game(
    position: &ItalianPosition,
    past: &Past,
    tables: Option<Arc<Tables>>,
    depth: u32,
    lines: usize,
) -> Found<<ItalianPosition as Position>::Move> {
    let mut engine = Engine::new(4);
    engine.set_tables(tables);
    let settings = Settings { multipv: lines, ..Settings::default() };
    let stop = AtomicBool::new(false);
    engine.search(position, past, &Limits::depth(depth), &settings, &stop, &mut |_| {})
}

fn legal(position: &ItalianPosition) -> MoveList<<ItalianPosition as Position>::Move> {
    let mut moves = MoveList::new();
    position.legal_moves(&mut moves);
    moves
}

/// The Italian positions of `fen`'s pattern with the squares put in, White to move, that are
/// valid.
fn positions(pattern: impl Fn(u32, u32, u32, u32) -> String) -> Vec<ItalianPosition> {
    let squares = 1..=32;
    let mut all = Vec::new();
    for a in squares.clone() {
        for b in (a + 1)..=32 {
            for c in squares.clone().filter(|&c| c != a && c != b) {
                for d in squares.clone().filter(|&d| ![a, b, c].contains(&d)) {
                    if let Ok(p) = ItalianPosition::from_fen(&pattern(a, b, c, d)) {
                        all.push(p);
                    }
                }
            }
        }
    }
    all
}

#[test]
fn tables_agree_with_the_search_in_every_game() {
    for (variant, depth) in [
        (Variant::International, 8),
        (Variant::Italian, 12),
        (Variant::Thai, 10),
        (Variant::Hexdame, 8),
    ] {
        let comparison = compare_with_search(&tables_of(variant, 3), 150, depth, 7).unwrap();
        assert_eq!(comparison.disagreements, Vec::<String>::new(), "{variant}");
        assert_eq!(comparison.searched, 150, "{variant}");
        assert!(comparison.verdicts > 0, "{variant}: the search found no forced result");
    }
}

#[test]
fn at_a_won_root_every_line_keeps_the_win() {
    let tables = italian_tables(3);
    // Two kings against one, won, where a king can be given away: the win is thrown away.
    let gives_away = |p: &ItalianPosition| {
        legal(p).iter().any(|mv| tables.resolve(&p.play(mv)) != Some(Value::Loss))
    };
    let mut candidates = positions(|a, b, c, _| format!("W:WK{a},K{b}:BK{c}"))
        .into_iter()
        .filter(|p| tables.resolve(p) == Some(Value::Win) && gives_away(p));
    let position = candidates.next().expect("a won position with a losing move");
    let found = search(&position, Some(Arc::clone(&tables)), 3, 64);
    assert!(!found.lines.is_empty());
    for line in &found.lines {
        let mv = ItalianPosition::untag(&line.moves[0]).expect("an Italian move");
        assert_eq!(tables.resolve(&position.play(&mv)), Some(Value::Loss), "{mv:?}");
    }
    let best = found.best.unwrap();
    assert_eq!(tables.resolve(&position.play(&best)), Some(Value::Loss));
}

#[test]
fn a_capture_into_a_won_table_scores_as_won() {
    let tables = italian_tables(3);
    // Two kings against a king and a man, White to move and to capture into two kings
    // against one: the tables hold the win, the evaluation sees a man and a bit more.
    let position = positions(|a, b, c, d| format!("W:WK{a},K{b}:BK{c},{d}"))
        .into_iter()
        .find(|p| {
            let moves = legal(p);
            !moves.is_empty()
                && moves.iter().all(|mv| mv.is_capture())
                && moves.iter().all(|mv| tables.resolve(&p.play(mv)) == Some(Value::Loss))
        })
        .expect("a capture into two kings against one");
    let won = |found: &Found<_>| matches!(found.score, Score::Value(v) if v > 5_000);
    assert!(won(&search(&position, Some(tables), 2, 1)));
    assert!(!won(&search(&position, None, 2, 1)));
}

#[test]
fn a_lone_king_is_caught_before_the_counting_rule_draws_the_game() {
    let tables = italian_tables(3);
    // Two kings against one, White to move, won: a win only by cornering the lone king, and
    // before the 40-move rule (80 plies of king moves without a capture) draws the game. The
    // tables say won or not, not how far: the search has to make progress by itself, with a
    // defender that probes the same tables.
    let mut starts: Vec<ItalianPosition> = positions(|a, b, c, _| format!("W:WK{a},K{b}:BK{c}"))
        .into_iter()
        .filter(|p| legal(p).first().is_some_and(|mv| !mv.is_capture()))
        .filter(|p| tables.resolve(p) == Some(Value::Win))
        .collect();
    starts.dedup();
    assert!(starts.len() > 100);
    for start in starts.iter().step_by(starts.len() / 40) {
        let mut played = Vec::new();
        let mut position = *start;
        let mut past = Past::default();
        while !legal(&position).is_empty() {
            assert!(played.len() < 80, "{} not won in 80 plies", start.to_fen());
            let found = search_in_game(&position, &past, Some(Arc::clone(&tables)), 4, 1);
            played.push(found.best.unwrap());
            (position, past) = Past::along(start, &played);
        }
        assert_eq!(position.side_to_move(), Side::Black, "{} lost", start.to_fen());
    }
}

#[test]
fn a_won_root_scores_as_won_though_no_capture_is_in_sight() {
    let tables = italian_tables(3);
    // Two kings against one, far apart: no capture within two plies, so only the tables at
    // the search's horizon tell that every line keeps the win.
    let position = ItalianPosition::from_fen("W:WK1,K2:BK31").unwrap();
    assert_eq!(tables.resolve(&position), Some(Value::Win));
    let found = search(&position, Some(tables), 2, 1);
    assert!(matches!(found.score, Score::Value(v) if v > 5_000), "{:?}", found.score);
}
