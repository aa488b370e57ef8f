//! The search with endgame tables: at a root the tables decide, no move throws the value away,
//! and a position whose captures lead into a won table scores as won, which the search alone
//! does not see.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use damier_core::egdb::{Control, Signature, Tables, Value, build};
use damier_core::game::Past;
use damier_core::search::{Engine, Found, Limits, Score, Settings};
use damier_core::{GameMove, ItalianPosition, MoveList, Position, Variant, notation};

/// Every Italian table of 2 to `pieces` pieces.
fn italian_tables(pieces: u8) -> Arc<Tables> {
    let cancel = AtomicBool::new(false);
    let control = Control { threads: 2, cancel: &cancel, progress: &|_| {} };
    let mut tables = Tables::new(Variant::Italian).unwrap();
    for signature in Signature::all_up_to(pieces) {
        let table = build(Variant::Italian, signature, &tables, &control).unwrap();
        tables.insert(table);
    }
    Arc::new(tables)
}

fn search(
    position: &ItalianPosition,
    tables: Option<Arc<Tables>>,
    depth: u32,
    lines: usize,
) -> Found<<ItalianPosition as Position>::Move> {
    let mut engine = Engine::new(4);
    engine.set_tables(tables);
    let settings = Settings { multipv: lines, ..Settings::default() };
    let stop = AtomicBool::new(false);
    engine.search(position, &Past::default(), &Limits::depth(depth), &settings, &stop, &mut |_| {})
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
        let mv = legal(&position)
            .into_iter()
            .find(|mv| notation::move_text(&position, mv) == line.moves[0])
            .unwrap();
        assert_eq!(tables.resolve(&position.play(&mv)), Some(Value::Loss), "{}", line.moves[0]);
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
