//! The bench: a fixed set of positions of every game, each searched from an empty table to a
//! fixed depth on one thread. The total node count changes when, and only when, the search or
//! the evaluation plays differently, so it tells builds apart (`damier bench`); the time gives
//! the speed.

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use crate::any::AnyPosition;
use crate::game::Past;
use crate::rules::Variant;
use crate::search::{Engine, Limits, Settings};

/// International middle games and endings of games between engines, searched after every
/// game's start position.
const INTERNATIONAL: [&str; 9] = [
    "W:W30,33,35-41,43-45,47-49:B2-4,7-12,14,15,18,20,24,27",
    "W:W25,33,36,37,39,40,42-45,48,49:B2,3,8,9,11,14,15,17-19,24,27",
    "W:W29,33,36,37,39,40,42-44,48:B2,3,13,14,16,18,20,21,27,35",
    "W:W28,29,33,34,36,38,42,44:B8,13,17,19,20,27,31,35",
    "W:W25,27,29,30,32-37,39,42-44,47-49:B3,5-16,18,19,24,26",
    "W:W24,25,27,32,36,37,39,41,42,44,48,49:B3,6-10,13,14,16,21,23,26",
    "W:W23,25,28,32,33,36-38,40,49:B3,9,12-14,16,19,21,24,26",
    "W:W23,25,33,36,37,40:B3,12-14,24,26",
    "W:WK46,K47,28:BK5,10,14",
];

/// The bench's positions: every game's start, then the International middle games and endings.
pub fn positions() -> Vec<AnyPosition> {
    let starts = Variant::ALL.into_iter().map(AnyPosition::start);
    let middles = INTERNATIONAL.iter().map(|fen| {
        AnyPosition::from_fen(Variant::International, fen).expect("the bench positions are valid")
    });
    starts.chain(middles).collect()
}

/// What the bench found in one position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// The position.
    pub position: AnyPosition,
    /// Nodes searched.
    pub nodes: u64,
    /// Time taken.
    pub elapsed: Duration,
    /// The move found, as the game writes it.
    pub best: String,
}

/// Searches every position of [`positions`] to `depth`, telling `on_line` of each as it is
/// done; returns the lines.
pub fn run(depth: u32, on_line: &mut dyn FnMut(&Line)) -> Vec<Line> {
    let stop = AtomicBool::new(false);
    let mut lines = Vec::new();
    for position in positions() {
        let mut engine = Engine::new(16);
        let started = Instant::now();
        let found = position.search(
            &mut engine,
            &Past::default(),
            &Limits::depth(depth),
            &Settings::default(),
            &stop,
            &mut |_| {},
        );
        let best = found.best.and_then(|mv| position.move_text(&mv)).unwrap_or_default();
        let line = Line { position, nodes: found.nodes, elapsed: started.elapsed(), best };
        on_line(&line);
        lines.push(line);
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bench_searches_every_position_and_counts_the_same_nodes_every_time() {
        let first = run(3, &mut |_| {});
        assert_eq!(first.len(), Variant::ALL.len() + INTERNATIONAL.len());
        assert!(first.iter().all(|line| line.nodes > 0 && !line.best.is_empty()));
        let again = run(3, &mut |_| {});
        let nodes = |lines: &[Line]| lines.iter().map(|l| l.nodes).collect::<Vec<_>>();
        assert_eq!(nodes(&first), nodes(&again));
    }
}
