//! What a GUI asks of a search: the `level` (depth, nodes, time per move, a game clock, or
//! infinite) and the `go` mode.
//!
//! Times are seconds as real numbers. A clock is `[moves=<left>] time=<left> [inc=<per move>]`;
//! the protocol adds the increment to the clock before every move, so `time` already holds
//! this move's increment.

use std::time::Duration;

use super::message::Message;
use crate::search::Limits;

/// The longest time read (about 115 days); longer times, such as a GUI's "forever", are read
/// as this.
const LONGEST: Duration = Duration::from_secs(10_000_000);

/// A game clock as `level` sends it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Clock {
    /// Moves left until the clock is refilled (none: the rest of the game).
    pub moves: Option<u32>,
    /// Time left.
    pub time: Duration,
    /// Time added before every move.
    pub inc: Duration,
}

impl Clock {
    /// The time to spend on this move: an even share of the clock over the moves left plus
    /// the increment, never more than most of what is left.
    pub fn allocation(&self) -> Duration {
        crate::clock::allocation(self.time, self.inc, self.moves).target
    }
}

/// The limits of the next search, accumulated from the `level` lines since the last `pos`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HubLevel {
    /// Deepest iteration.
    pub depth: Option<u32>,
    /// Most nodes.
    pub nodes: Option<u64>,
    /// Time for this move.
    pub move_time: Option<Duration>,
    /// A game clock.
    pub clock: Option<Clock>,
    /// Search until told to stop.
    pub infinite: bool,
}

/// A `level` value that does not read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("level: {name}={value} is not a {expected}")]
pub struct LevelError {
    /// The argument.
    pub name: String,
    /// Its value.
    pub value: String,
    /// What it should be.
    pub expected: &'static str,
}

fn number<T: std::str::FromStr>(name: &str, value: &str) -> Result<T, LevelError> {
    value.trim().parse().map_err(|_| LevelError {
        name: name.to_string(),
        value: value.to_string(),
        expected: "whole number",
    })
}

fn seconds(name: &str, value: &str) -> Result<Duration, LevelError> {
    let bad = || LevelError {
        name: name.to_string(),
        value: value.to_string(),
        expected: "time in seconds",
    };
    let secs: f64 = value.trim().parse().map_err(|_| bad())?;
    if secs.is_nan() || secs < 0.0 {
        return Err(bad());
    }
    Ok(Duration::try_from_secs_f64(secs).unwrap_or(LONGEST).min(LONGEST))
}

/// Seconds written as the protocol writes them.
fn write_seconds(d: Duration) -> String {
    format!("{:.3}", d.as_secs_f64())
}

impl HubLevel {
    /// A fixed time per move.
    pub fn move_time(time: Duration) -> HubLevel {
        HubLevel { move_time: Some(time), ..HubLevel::default() }
    }

    /// Adds what a `level` message sets. Unknown arguments are ignored; a value that does not
    /// read is reported, and the others still apply.
    pub fn read(&mut self, message: &Message) -> Result<(), LevelError> {
        let mut first_error = None;
        for (name, value) in message.args() {
            let read = match name {
                "depth" => number(name, value).map(|d| self.depth = Some(d)),
                "nodes" => number(name, value).map(|n| self.nodes = Some(n)),
                "move-time" => seconds(name, value).map(|t| self.move_time = Some(t)),
                "moves" => number(name, value).map(|m| self.clock_mut().moves = Some(m)),
                "time" => seconds(name, value).map(|t| self.clock_mut().time = t),
                "inc" => seconds(name, value).map(|t| self.clock_mut().inc = t),
                "infinite" => {
                    self.infinite = true;
                    Ok(())
                }
                _ => Ok(()),
            };
            if let Err(e) = read {
                first_error.get_or_insert(e);
            }
        }
        first_error.map_or(Ok(()), Err)
    }

    fn clock_mut(&mut self) -> &mut Clock {
        self.clock.get_or_insert_with(Clock::default)
    }

    /// The `level` line that sets this level.
    pub fn to_message(&self) -> Message {
        let mut m = Message::new("level");
        if let Some(depth) = self.depth {
            m = m.with("depth", depth);
        }
        if let Some(nodes) = self.nodes {
            m = m.with("nodes", nodes);
        }
        if let Some(time) = self.move_time {
            m = m.with("move-time", write_seconds(time));
        }
        if let Some(clock) = self.clock {
            if let Some(moves) = clock.moves {
                m = m.with("moves", moves);
            }
            m = m.with("time", write_seconds(clock.time));
            if !clock.inc.is_zero() {
                m = m.with("inc", write_seconds(clock.inc));
            }
        }
        if self.infinite {
            m = m.flag("infinite");
        }
        m
    }

    /// The time this move may take, if the level limits time.
    pub fn budget(&self) -> Option<Duration> {
        let clocked = self.clock.map(|c| c.allocation());
        match (self.move_time, clocked) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    /// The engine's limits for a search. While pondering the clock does not run, so time is
    /// left out; whoever starts the clock on `ponder-hit` stops the search when
    /// [`HubLevel::budget`] has passed.
    pub fn limits(&self, pondering: bool) -> Limits {
        let movetime = if pondering { None } else { self.budget() };
        let unlimited = self.depth.is_none() && self.nodes.is_none() && movetime.is_none();
        Limits {
            depth: self.depth,
            nodes: self.nodes,
            movetime,
            target: None,
            infinite: self.infinite || (pondering && unlimited),
        }
    }
}

/// How a search launched by `go` is meant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GoMode {
    /// Find a move to play.
    Think,
    /// Search the position after the expected reply while the opponent thinks.
    Ponder,
    /// Report lines and scores; not playing a game.
    Analyze,
}

impl GoMode {
    /// The mode named in a `go` message (`think` when none is named).
    pub fn of(message: &Message) -> GoMode {
        if message.has("ponder") {
            GoMode::Ponder
        } else if message.has("analyze") {
            GoMode::Analyze
        } else {
            GoMode::Think
        }
    }

    /// The `go` line for this mode.
    pub fn to_message(self) -> Message {
        Message::new("go").flag(match self {
            GoMode::Think => "think",
            GoMode::Ponder => "ponder",
            GoMode::Analyze => "analyze",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn level(line: &str) -> HubLevel {
        let mut level = HubLevel::default();
        level.read(&Message::parse(line).unwrap().unwrap()).unwrap();
        level
    }

    #[test]
    fn each_form_of_level_reads() {
        assert_eq!(level("level depth=12").depth, Some(12));
        assert_eq!(level("level nodes=100000").nodes, Some(100_000));
        assert_eq!(level("level move-time=1.5").move_time, Some(Duration::from_millis(1500)));
        assert!(level("level infinite").infinite);
        let clock = level("level moves=9 time=291.587 inc=1").clock.unwrap();
        assert_eq!(clock.moves, Some(9));
        assert_eq!(clock.time, Duration::from_millis(291_587));
        assert_eq!(clock.inc, Duration::from_secs(1));
    }

    #[test]
    fn huge_times_are_read_as_the_longest() {
        assert_eq!(level("level move-time=1e300").move_time, Some(LONGEST));
        assert_eq!(level("level time=1E6").clock.unwrap().time, Duration::from_secs(1_000_000));
        assert_eq!(level("level move-time=inf").move_time, Some(LONGEST));
        let mut l = HubLevel::default();
        assert!(l.read(&Message::parse("level move-time=NaN").unwrap().unwrap()).is_err());
    }

    #[test]
    fn levels_accumulate_until_reset() {
        let mut l = level("level depth=5");
        l.read(&Message::parse("level move-time=2").unwrap().unwrap()).unwrap();
        assert_eq!(l.depth, Some(5));
        assert_eq!(l.move_time, Some(Duration::from_secs(2)));
    }

    #[test]
    fn bad_values_are_reported_and_the_rest_applies() {
        let mut l = HubLevel::default();
        let m = Message::parse("level depth=deep move-time=-1 nodes=7").unwrap().unwrap();
        let e = l.read(&m).unwrap_err();
        assert_eq!(e.to_string(), "level: depth=deep is not a whole number");
        assert_eq!(l, HubLevel { nodes: Some(7), ..HubLevel::default() });
    }

    #[test]
    fn a_clock_is_shared_over_the_moves_left() {
        let x_y = Clock { moves: Some(10), time: Duration::from_secs(100), inc: Duration::ZERO };
        assert_eq!(x_y.allocation(), Duration::from_secs(10));
        let sudden = Clock { moves: None, time: Duration::from_secs(60), inc: Duration::ZERO };
        assert_eq!(sudden.allocation(), Duration::from_secs(2));
        let fischer =
            Clock { moves: None, time: Duration::from_secs(30), inc: Duration::from_secs(2) };
        assert_eq!(fischer.allocation(), Duration::from_secs(3));
        let last = Clock { moves: Some(1), time: Duration::from_secs(1), inc: Duration::ZERO };
        assert_eq!(last.allocation(), Duration::from_millis(790));
    }

    #[test]
    fn the_budget_is_the_tighter_of_move_time_and_clock() {
        let mut l = level("level move-time=5 time=60");
        assert_eq!(l.budget(), Some(Duration::from_secs(2)));
        l.clock = None;
        assert_eq!(l.budget(), Some(Duration::from_secs(5)));
        assert_eq!(level("level depth=3").budget(), None);
    }

    #[test]
    fn pondering_leaves_the_clock_out() {
        let l = level("level move-time=1");
        assert_eq!(l.limits(false).movetime, Some(Duration::from_secs(1)));
        let pondering = l.limits(true);
        assert_eq!(pondering.movetime, None);
        assert!(pondering.infinite);
        assert!(!level("level depth=4").limits(true).infinite);
    }

    #[test]
    fn a_level_writes_back_as_itself() {
        let l = level("level depth=3 nodes=10 move-time=0.25 moves=4 time=10 inc=0.5 infinite");
        let written = l.to_message().to_string();
        assert_eq!(
            written,
            "level depth=3 nodes=10 move-time=0.250 moves=4 time=10.000 inc=0.500 infinite"
        );
        assert_eq!(level(&written), l);
    }

    #[test]
    fn go_modes_read_and_write() {
        for mode in [GoMode::Think, GoMode::Ponder, GoMode::Analyze] {
            assert_eq!(GoMode::of(&mode.to_message()), mode);
        }
        assert_eq!(GoMode::of(&Message::new("go")), GoMode::Think);
    }
}
