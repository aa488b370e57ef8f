//! Reading one very long game costs memory in proportion to its moves, a few dozen bytes a
//! move, not a whole position a move.

use std::alloc::System;

use cap::Cap;
use damier_core::pdn::{self, ReadOptions};

#[global_allocator]
static ALLOCATOR: Cap<System> = Cap::new(System, usize::MAX);

/// Two kings going to and fro for `plies` moves, written without move numbers.
fn shuffle(plies: usize) -> String {
    let mut text = String::from("[GameType \"20\"]\n[FEN \"W:WK46:BK1\"]\n\n");
    for (i, mv) in ["46-41", "1-7", "41-46", "7-1"].iter().cycle().take(plies).enumerate() {
        text.push_str(mv);
        text.push(if i % 16 == 15 { '\n' } else { ' ' });
    }
    text.push_str("*\n");
    text
}

#[test]
fn a_long_game_is_read_in_a_few_dozen_bytes_a_move() {
    let plies = 200_000;
    let text = shuffle(plies);
    let before = ALLOCATOR.allocated();
    let game =
        pdn::Reader::new(&text, ReadOptions::default()).next().expect("a game").expect("it loads");
    assert_eq!(game.record.len(), plies + 1);
    let per_move = |bytes: usize| bytes as f64 / plies as f64;
    let peak = per_move(ALLOCATOR.max_allocated() - before);
    let kept = per_move(ALLOCATOR.allocated() - before);
    assert!(peak < 80.0, "reading took {peak:.0} bytes a move at its peak");
    assert!(kept < 30.0, "the record keeps {kept:.0} bytes a move");
}
