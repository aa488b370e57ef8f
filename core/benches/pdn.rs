//! PDN reading speed: the International files of the corpus read and replayed with every
//! move checked against the rules, and written back.
//!
//! Run with `cargo bench -p damier-core --bench pdn`: divan prints the time of a pass over
//! the files, bytes and games a second.

use std::path::Path;

use damier_core::pdn::{self, PdnGame, ReadOptions};
use divan::Bencher;
use divan::counter::{BytesCount, ItemsCount};

fn main() {
    divan::main();
}

/// The International files of the corpus (the table in `testdata/README.md`).
const FILES: [&str; 14] = [
    "wk2003.pdn",
    "nk ronde 01.pdn",
    "nk ronde 02.pdn",
    "rk ronde 12.pdn",
    "DUTCH96H.pdn",
    "PROF2.pdn",
    "candidate95.pdn",
    "kurnik.pdn",
    "090417ronde12.pdn",
    "schildpad.pdn",
    "windragon.pdn",
    "Cat.B1.pdn",
    "Cat.D1.pdn",
    "PWCP 2a.pdn",
];

fn texts() -> Vec<String> {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("../testdata/pdn/succeed");
    FILES
        .iter()
        .map(|f| std::fs::read_to_string(folder.join(f)).unwrap_or_else(|e| panic!("{f}: {e}")))
        .collect()
}

fn read_all(texts: &[String]) -> Vec<PdnGame> {
    texts
        .iter()
        .flat_map(|t| pdn::Reader::new(t, ReadOptions::default()))
        .map(|g| g.expect("the International corpus loads"))
        .collect()
}

/// Read and replayed: bytes and games a second.
#[divan::bench(sample_count = 20)]
fn read_and_replay(bencher: Bencher) {
    let texts = texts();
    let bytes: usize = texts.iter().map(String::len).sum();
    let games = read_all(&texts).len();
    bencher
        .counter(BytesCount::new(bytes))
        .counter(ItemsCount::new(games))
        .bench_local(|| read_all(&texts));
}

/// Written back: games a second.
#[divan::bench(sample_count = 20)]
fn write(bencher: Bencher) {
    let games = read_all(&texts());
    bencher.counter(ItemsCount::new(games.len())).bench_local(|| {
        games.iter().map(|game| pdn::write_game(&game.record).len()).sum::<usize>()
    });
}
