//! Engine speed: time to a fixed depth and nodes per second, from each game's start and from
//! middle-game positions reached by a fixed sequence of moves; and how soon a search ends once
//! its stop flag is set from another thread.
//!
//! Run with `cargo bench -p damier-core --bench search`.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;
use std::time::{Duration, Instant};

use damier_core::game::Past;
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
        &Past::default(),
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
        found.best.and_then(|mv| position.move_text(&mv)).unwrap_or_default(),
        found.score
    );
}

/// Starts `runs` endless searches from `variant`'s start, stops each from this thread
/// after a while, and prints how long each took to return: median and slowest.
fn stop_latency(variant: Variant, runs: usize) {
    let position = AnyPosition::start(variant);
    let mut latencies: Vec<Duration> = (0..runs)
        .map(|run| {
            let stop = Arc::new(AtomicBool::new(false));
            let flag = Arc::clone(&stop);
            let position = position.clone();
            let worker = thread::spawn(move || {
                let limits = Limits { infinite: true, ..Limits::default() };
                let mut engine = Engine::new(16);
                position.search(
                    &mut engine,
                    &Past::default(),
                    &limits,
                    &Settings::default(),
                    &flag,
                    &mut |_| {},
                );
                Instant::now()
            });
            thread::sleep(Duration::from_millis(20 + 7 * run as u64 % 50));
            let stopped = Instant::now();
            stop.store(true, Ordering::Relaxed);
            worker.join().expect("the search returns").duration_since(stopped)
        })
        .collect();
    latencies.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "{:<14} stop    {runs} searches stopped: median {:.3} ms, slowest {:.3} ms",
        variant.name(),
        ms(latencies[runs / 2]),
        ms(latencies[runs - 1])
    );
}

fn main() {
    let quick = !std::env::args().any(|a| a == "--bench");
    for variant in Variant::ALL {
        let depth = if quick { 4 } else { depth(variant) };
        measure("start", variant, &AnyPosition::start(variant), depth);
        measure("middle", variant, &middle_game(variant), depth);
    }
    for variant in Variant::ALL {
        stop_latency(variant, if quick { 3 } else { 30 });
    }
}
