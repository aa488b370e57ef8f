//! Memory of reading one very long game: a 20 MB PDN file of a single game of 4 million
//! moves (two kings going to and fro, written without move numbers), read and replayed; then
//! the same 20 MB with a comment after every move (2.2 million moves, 2.2 million comments).
//!
//! Run with `cargo bench -p damier-core --bench memory`: divan's allocation profiler prints,
//! besides the time, the heap at its peak while reading ("max alloc", the text not counted:
//! it is made before) and what was allocated in all.

use damier_core::pdn::{self, ReadOptions};
use divan::{AllocProfiler, Bencher};

#[global_allocator]
static ALLOCATOR: AllocProfiler = AllocProfiler::system();

fn main() {
    divan::main();
}

/// Moves written until the text reaches this many bytes.
const TEXT_BYTES: usize = 20_000_000;

/// A game of one PDN text of [`TEXT_BYTES`], every move followed by `comment`; and its plies.
fn long_game(comment: &str) -> (String, usize) {
    let mut text = String::from("[GameType \"20\"]\n[FEN \"W:WK46:BK1\"]\n\n");
    let mut plies = 0;
    for mv in ["46-41", "1-7", "41-46", "7-1"].iter().cycle() {
        if text.len() >= TEXT_BYTES {
            break;
        }
        text.push_str(mv);
        text.push_str(comment);
        text.push(if plies % 16 == 15 { '\n' } else { ' ' });
        plies += 1;
    }
    text.push_str("*\n");
    (text, plies)
}

fn read(bencher: Bencher, comment: &str) {
    let (text, plies) = long_game(comment);
    bencher.bench_local(|| {
        let game = pdn::Reader::new(&text, ReadOptions::default())
            .next()
            .expect("a game")
            .expect("the game loads");
        assert_eq!(game.record.len(), plies + 1);
        game
    });
}

/// 4 million moves.
#[divan::bench(sample_count = 2, sample_size = 1)]
fn plain(bencher: Bencher) {
    read(bencher, "");
}

/// 2.2 million moves, each with a comment.
#[divan::bench(sample_count = 2, sample_size = 1)]
fn commented(bencher: Bencher) {
    read(bencher, " {c}");
}
