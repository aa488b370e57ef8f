//! What reading a long game costs in memory, counted by the allocator (not timed): a game with
//! a comment after every move is read close to the size of its text.

use std::alloc::System;

use cap::Cap;
use damier_core::pdn::{self, ReadOptions};

#[global_allocator]
static ALLOCATOR: Cap<System> = Cap::new(System, usize::MAX);

#[test]
fn a_comment_after_every_move_costs_little_more_than_its_text() {
    let mut text = String::from("[GameType \"20\"]\n[FEN \"W:WK46:BK1\"]\n\n");
    let mut plies = 0;
    for mv in ["46-41", "1-7", "41-46", "7-1"].iter().cycle().take(200_000) {
        text.push_str(mv);
        text.push_str(" {c} ");
        plies += 1;
    }
    text.push_str("*\n");
    let before = ALLOCATOR.allocated();
    let game = pdn::Reader::new(&text, ReadOptions::default()).next().unwrap().unwrap();
    let peak = ALLOCATOR.max_allocated() - before;
    let line = game.record.main_line();
    assert_eq!(line.len(), plies + 1);
    assert!(line[1..].iter().all(|&id| game.record.annotation(id).comment.as_deref() == Some("c")));
    // The text is 9 bytes a move; the moves alone take about 40 at the peak of reading.
    let per_move = peak / plies;
    assert!(per_move < 100, "{per_move} bytes a move at the peak of reading");
}
