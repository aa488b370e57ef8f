//! Engine speed: time to a fixed depth and nodes per second, from each game's start and from
//! middle-game positions reached by a fixed sequence of moves.
//!
//! Run with `cargo bench -p damier-core --bench search`.

use std::sync::atomic::AtomicBool;
use std::time::Instant;

use damier_core::search::{Engine, Limits, Settings};
use damier_core::{AnyPosition, Variant};

/// Depth searched per game in the full run.
fn depth(variant: Variant) -> u32 {
    match variant {
        Variant::International | Variant::Italian => 12,
        Variant::Thai | Variant::Hexdame | Variant::Lasca => 10,
    }
}

/// A middle-game position: 24 plies chosen by a fixed sequence of numbers from the start
/// (the same positions whatever the engine does).
fn middle_game(variant: Variant) -> AnyPosition {
    let mut position = AnyPosition::start(variant);
    let mut state = 0x2545_f491_4f6c_dd1du64;
    for _ in 0..24 {
        let moves = position.moves();
        if moves.is_empty() {
            break;
        }
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let choice = &moves[(state % moves.len() as u64) as usize];
        position.play_text(&choice.full).expect("a listed move is legal");
    }
    position
}

fn measure(name: &str, variant: Variant, position: &AnyPosition, depth: u32) {
    let mut engine = Engine::new(64);
    let stop = AtomicBool::new(false);
    let started = Instant::now();
    let found = position.search(
        &mut engine,
        &[],
        &Limits::depth(depth),
        &Settings::default(),
        &stop,
        &mut |_| {},
    );
    let seconds = started.elapsed().as_secs_f64();
    println!(
        "{:<14} {:<7} depth {:>2} {:>8.3} s {:>11} nodes {:>6.2} M nodes/s  best {:<10} {}",
        variant.name(),
        name,
        found.depth,
        seconds,
        found.nodes,
        found.nodes as f64 / seconds / 1e6,
        found.best.unwrap_or_default(),
        found.score
    );
}

fn main() {
    let quick = !std::env::args().any(|a| a == "--bench");
    for variant in Variant::ALL {
        let depth = if quick { 4 } else { depth(variant) };
        measure("start", variant, &AnyPosition::start(variant), depth);
        measure("middle", variant, &middle_game(variant), depth);
    }
}
