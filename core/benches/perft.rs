//! Perft speed from each game's start: with bulk counting at the last ply (the leaves
//! counted, not made) and with every leaf made.
//!
//! Run with `cargo bench -p damier-core --bench perft`: divan prints the time of each depth
//! and the leaves a second.

use damier_core::{AnyPosition, Leaves, Variant};
use divan::Bencher;
use divan::counter::ItemsCount;

fn main() {
    divan::main();
}

/// Depths measured per game: (with bulk counting, making every leaf).
fn depths(variant: Variant) -> (u32, u32) {
    match variant {
        Variant::International => (10, 9),
        Variant::Italian => (11, 10),
        Variant::Thai => (10, 9),
        Variant::Hexdame => (6, 6),
        Variant::Lasca => (18, 17),
    }
}

fn measure(bencher: Bencher, variant: Variant, depth: u32, leaves: Leaves) {
    let start = AnyPosition::start(variant);
    let count = start.perft(depth, leaves);
    bencher.counter(ItemsCount::new(count)).bench_local(|| start.perft(depth, leaves));
}

/// Leaves counted at the last ply.
#[divan::bench(args = Variant::ALL, sample_count = 3, sample_size = 1)]
fn bulk(bencher: Bencher, variant: Variant) {
    measure(bencher, variant, depths(variant).0, Leaves::Counted);
}

/// Every leaf made.
#[divan::bench(args = Variant::ALL, sample_count = 3, sample_size = 1)]
fn made(bencher: Bencher, variant: Variant) {
    measure(bencher, variant, depths(variant).1, Leaves::Played);
}
