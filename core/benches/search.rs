//! Engine speed: time to a fixed depth and nodes a second, from each game's start and from a
//! middle-game position reached by a fixed sequence of moves; and how soon a search ends once
//! its stop flag is set from another thread.
//!
//! Run with `cargo bench -p damier-core --bench search`.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::{self, JoinHandle};
use std::time::Duration;

use damier_core::game::Past;
use damier_core::search::{Engine, Limits, Settings};
use damier_core::{AnyPosition, Variant};
use divan::Bencher;
use divan::counter::ItemsCount;

fn main() {
    divan::main();
}

/// Depth searched per game.
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

/// Searches `position` to `depth` with a new engine; returns the nodes searched.
fn search(position: &AnyPosition, depth: u32) -> u64 {
    let mut engine = Engine::new(64);
    let stop = AtomicBool::new(false);
    let limits = Limits::depth(depth);
    let found = position.search(
        &mut engine,
        &Past::default(),
        &limits,
        &Settings::default(),
        &stop,
        &mut |_| {},
    );
    found.nodes
}

/// Times the search of `position` to its game's depth, counting its nodes.
fn to_depth(bencher: Bencher, position: AnyPosition) {
    let depth = depth(position.variant());
    let nodes = search(&position, depth);
    bencher.counter(ItemsCount::new(nodes)).bench_local(|| search(&position, depth));
}

/// From the start position.
#[divan::bench(args = Variant::ALL, sample_count = 3, sample_size = 1)]
fn start(bencher: Bencher, variant: Variant) {
    to_depth(bencher, AnyPosition::start(variant));
}

/// From a middle-game position.
#[divan::bench(args = Variant::ALL, sample_count = 3, sample_size = 1)]
fn middle(bencher: Bencher, variant: Variant) {
    to_depth(bencher, middle_game(variant));
}

/// An endless search from `variant`'s start, already running on a thread of its own, and
/// its stop flag.
fn running_search(variant: Variant) -> (Arc<AtomicBool>, JoinHandle<()>) {
    let stop = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&stop);
    let worker = thread::spawn(move || {
        let limits = Limits { infinite: true, ..Limits::default() };
        let mut engine = Engine::new(16);
        let position = AnyPosition::start(variant);
        position.search(
            &mut engine,
            &Past::default(),
            &limits,
            &Settings::default(),
            &flag,
            &mut |_| {},
        );
    });
    thread::sleep(Duration::from_millis(30));
    (stop, worker)
}

/// From the stop flag set to the search returned.
#[divan::bench(args = Variant::ALL, sample_count = 30, sample_size = 1)]
fn stop(bencher: Bencher, variant: Variant) {
    bencher.with_inputs(|| running_search(variant)).bench_local_values(|(stop, worker)| {
        stop.store(true, Ordering::Relaxed);
        worker.join().expect("the search returns");
    });
}
