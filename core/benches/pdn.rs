//! PDN reading speed: the International files of the corpus read and replayed with every
//! move checked against the rules (and, separately, written back).
//!
//! Run with `cargo bench -p damier-core --bench pdn`; prints games/s and MB/s.

use std::path::Path;
use std::time::{Duration, Instant};

use damier_core::pdn::{self, ReadOptions};

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

/// Runs `pass` until at least `budget` has gone by; returns passes and seconds.
fn time(budget: Duration, mut pass: impl FnMut()) -> (u32, f64) {
    let began = Instant::now();
    let mut passes = 0;
    while began.elapsed() < budget {
        pass();
        passes += 1;
    }
    (passes, began.elapsed().as_secs_f64())
}

fn main() {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("../testdata/pdn/succeed");
    let texts: Vec<String> = FILES
        .iter()
        .map(|f| std::fs::read_to_string(folder.join(f)).unwrap_or_else(|e| panic!("{f}: {e}")))
        .collect();
    let bytes: usize = texts.iter().map(String::len).sum();
    let read_all = || {
        texts
            .iter()
            .flat_map(|t| pdn::Reader::new(t, ReadOptions::default()))
            .map(|g| g.expect("the International corpus loads"))
            .collect::<Vec<_>>()
    };
    let records = read_all();
    let games = records.len();
    let plies: usize = records.iter().map(|g| g.record.len() - 1).sum();

    let (passes, seconds) = time(Duration::from_secs(3), || {
        std::hint::black_box(read_all());
    });
    let per_second = f64::from(passes) / seconds;
    println!(
        "read+replay  {games} games, {plies} moves, {:.1} KB: {:>8.0} games/s {:>6.2} MB/s {:>9.0} moves/s",
        bytes as f64 / 1e3,
        games as f64 * per_second,
        bytes as f64 * per_second / 1e6,
        plies as f64 * per_second,
    );

    let (passes, seconds) = time(Duration::from_secs(2), || {
        for game in &records {
            std::hint::black_box(pdn::write_game(&game.record));
        }
    });
    println!("write        {:>8.0} games/s", games as f64 * f64::from(passes) / seconds);
}
