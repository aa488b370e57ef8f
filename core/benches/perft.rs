//! Perft speed from each game's start, with and without bulk counting at the last ply.
//!
//! Run with `cargo bench -p damier-core --bench perft`; prints one row per measurement.

use std::time::Instant;

use damier_core::{AnyPosition, Leaves, Variant};

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

fn measure(variant: Variant, depth: u32, leaves: Leaves) {
    let start = AnyPosition::start(variant);
    let began = Instant::now();
    let nodes = start.perft(depth, leaves);
    let seconds = began.elapsed().as_secs_f64();
    let mode = match leaves {
        Leaves::Counted => "bulk",
        Leaves::Played => "made",
    };
    println!(
        "{:<14} depth {:>2} {:<5} {:>14} leaves {:>8.3} s {:>8.1} M leaves/s",
        variant.name(),
        depth,
        mode,
        nodes,
        seconds,
        nodes as f64 / seconds / 1e6
    );
}

fn main() {
    // `cargo test --benches` runs this with `--bench` absent: keep that quick.
    let quick = !std::env::args().any(|a| a == "--bench");
    for variant in Variant::ALL {
        let (bulk, made) = depths(variant);
        let (bulk, made) = if quick { (bulk.min(5), made.min(4)) } else { (bulk, made) };
        measure(variant, bulk, Leaves::Counted);
        measure(variant, made, Leaves::Played);
    }
}
