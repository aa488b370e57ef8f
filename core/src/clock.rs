//! Game clocks: a [`TimeControl`] (how much time each side gets) and a [`Clock`] that counts
//! it down move by move.
//!
//! Nothing here reads the time: every call is given `now`, the time since any fixed moment, so
//! the same clock runs in the window, in a match and in tests.
//!
//! A time control is written as in PGN's `TimeControl` tag, with Damier's reading of the
//! forms draughts uses: `300` (5 minutes for the game), `180+2` (3 minutes and 2 seconds
//! added after every move), `40/7200:3600` (2 hours for 40 moves, then 1 hour for the rest),
//! `4800+60` (the FMJD's 80 minutes and a minute a move), and `180d2` (a Bronstein delay:
//! up to 2 seconds of each move's time given back).

use std::fmt;
use std::time::Duration;

use crate::search::Limits;
use crate::side::Side;

/// How much time each side gets for a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TimeControl {
    /// Time at the start (for the first period when there is one).
    pub base: Duration,
    /// Added after every move (Fischer).
    pub increment: Duration,
    /// The most of each move's time given back after it (Bronstein).
    pub delay: Duration,
    /// A first period of so many moves, after which more time is added once.
    pub period: Option<Period>,
}

/// The first period of a time control: after `moves` moves, `added` more time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Period {
    /// Moves in the period, for each side.
    pub moves: u32,
    /// Time added once they are played.
    pub added: Duration,
}

/// A time control that does not read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "'{0}' is not a time control (write seconds: 300, 180+2 with an increment, 180d2 with a \
     delay, 40/7200:3600 for 40 moves in 2 hours and then 1 hour)"
)]
pub struct TimeControlError(pub String);

impl TimeControl {
    /// `minutes` for the game and `increment` seconds after every move.
    pub fn fischer(minutes: u64, increment: u64) -> TimeControl {
        TimeControl {
            base: Duration::from_secs(minutes * 60),
            increment: Duration::from_secs(increment),
            delay: Duration::ZERO,
            period: None,
        }
    }

    /// A few time controls players use in `variant`'s clubs and tournaments, with their
    /// names.
    pub fn presets(variant: crate::Variant) -> Vec<TimeControl> {
        let mut presets = vec![
            TimeControl::fischer(1, 1),
            TimeControl::fischer(3, 2),
            TimeControl::fischer(5, 0),
            TimeControl::fischer(10, 5),
        ];
        match variant {
            // The FMJD's classical control.
            crate::Variant::International => presets.push(TimeControl::fischer(80, 60)),
            // The FID's one hour a player.
            crate::Variant::Italian => presets.push(TimeControl::fischer(60, 0)),
            crate::Variant::Thai | crate::Variant::Hexdame | crate::Variant::Lasca => {
                presets.push(TimeControl::fischer(30, 10))
            }
        }
        presets
    }

    /// Reads a time control as PGN's `TimeControl` tag writes it (see the module's page).
    pub fn parse(text: &str) -> Result<TimeControl, TimeControlError> {
        let error = || TimeControlError(text.to_string());
        let seconds = |s: &str| -> Result<Duration, TimeControlError> {
            let value: f64 = s.trim().parse().map_err(|_| error())?;
            if value.is_finite() && (0.0..=1e7).contains(&value) {
                Ok(Duration::from_secs_f64(value))
            } else {
                Err(error())
            }
        };
        let text = text.trim();
        let (body, increment, delay) = if let Some((body, inc)) = text.split_once('+') {
            (body, seconds(inc)?, Duration::ZERO)
        } else if let Some((body, delay)) = text.split_once('d') {
            (body, Duration::ZERO, seconds(delay)?)
        } else {
            (text, Duration::ZERO, Duration::ZERO)
        };
        let (first, rest) = match body.split_once(':') {
            Some((first, rest)) => (first, Some(seconds(rest)?)),
            None => (body, None),
        };
        let (moves, base) = match first.split_once('/') {
            Some((moves, base)) => {
                (Some(moves.trim().parse::<u32>().map_err(|_| error())?), seconds(base)?)
            }
            None => (None, seconds(first)?),
        };
        let period = match (moves, rest) {
            (Some(moves), Some(added)) if moves > 0 => Some(Period { moves, added }),
            (None, None) => None,
            _ => return Err(error()),
        };
        if base.is_zero() {
            return Err(error());
        }
        Ok(TimeControl { base, increment, delay, period })
    }

    /// The control as PGN's `TimeControl` tag writes it.
    pub fn tag(&self) -> String {
        let secs = |d: Duration| {
            let s = d.as_secs_f64();
            if s.fract() == 0.0 { format!("{}", s as u64) } else { format!("{s}") }
        };
        let mut text = match self.period {
            Some(period) => {
                format!("{}/{}:{}", period.moves, secs(self.base), secs(period.added))
            }
            None => secs(self.base),
        };
        if !self.increment.is_zero() {
            text += &format!("+{}", secs(self.increment));
        } else if !self.delay.is_zero() {
            text += &format!("d{}", secs(self.delay));
        }
        text
    }
}

impl fmt::Display for TimeControl {
    /// "5 min", "3 min + 2 s", "40 moves in 2 h, then 1 h", "3 min, 2 s delay".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fn span(d: Duration) -> String {
            let s = d.as_secs_f64();
            if s >= 3600.0 && s % 3600.0 == 0.0 {
                format!("{} h", s / 3600.0)
            } else if s >= 60.0 && s % 60.0 == 0.0 {
                format!("{} min", s / 60.0)
            } else {
                format!("{s} s")
            }
        }
        match self.period {
            Some(p) => {
                write!(f, "{} moves in {}, then {}", p.moves, span(self.base), span(p.added))?
            }
            None => f.write_str(&span(self.base))?,
        }
        if !self.increment.is_zero() {
            write!(f, " + {}", span(self.increment))?;
        } else if !self.delay.is_zero() {
            write!(f, ", {} delay", span(self.delay))?;
        }
        Ok(())
    }
}

/// Moves a sudden-death clock is expected to last, when nothing says how many are left.
const MOVES_LEFT_GUESS: u32 = 30;
/// The share of the clock one move may use at most.
const MOST_OF_CLOCK: f64 = 0.8;
/// Kept back from every move's time for the answer to reach the clock.
const OVERHEAD: Duration = Duration::from_millis(10);

/// How much a hard move may take beyond its even share of the clock.
const HARD_MOVE: u32 = 3;

/// The time a program should take on a move on a clock: what it aims at, and the most it may
/// take when the move is hard (its search then ends at once).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// The time aimed at.
    pub target: Duration,
    /// The most the move may take.
    pub most: Duration,
    /// The time left on the clock when the move began: past it, the mover loses on time.
    pub left: Duration,
}

impl Budget {
    /// The engine's limits for a move of this budget.
    pub fn limits(self) -> Limits {
        Limits { movetime: Some(self.most), target: Some(self.target), ..Limits::default() }
    }
}

/// The time a program should take on a move with `left` on its clock, `increment` coming
/// after the move and `moves_to_go` moves before more time comes (none: the rest of the game):
/// it aims at an even share of the clock plus the increment, and takes at most three such
/// shares; never more than most of what is left.
pub fn allocation(left: Duration, increment: Duration, moves_to_go: Option<u32>) -> Budget {
    let moves_left = moves_to_go.unwrap_or(MOVES_LEFT_GUESS).max(1);
    let share = (left / moves_left).saturating_add(increment);
    let ceiling = left.mul_f64(MOST_OF_CLOCK).saturating_sub(OVERHEAD);
    let target = share.min(ceiling).max(Duration::from_millis(1));
    let most = share.saturating_mul(HARD_MOVE).min(ceiling).max(target);
    Budget { target, most, left }
}

/// Both sides' clocks in a game under a [`TimeControl`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clock {
    control: TimeControl,
    /// Each side's time left, as of the last move (White first).
    left: [Duration; 2],
    /// Moves each side has made.
    moves: [u32; 2],
    /// The side whose clock runs and since when, unless stopped.
    running: Option<(Side, Duration)>,
    /// The side whose turn it is while the clocks are stopped.
    waiting: Side,
}

impl Clock {
    /// Clocks at the start of a game under `control`, stopped, `first` to move.
    pub fn new(control: TimeControl, first: Side) -> Clock {
        Clock { control, left: [control.base; 2], moves: [0; 2], running: None, waiting: first }
    }

    /// Clocks with `white` and `black` left, stopped, `to_move` to move (a game resumed).
    pub fn resumed(control: TimeControl, white: Duration, black: Duration, to_move: Side) -> Clock {
        Clock { left: [white, black], ..Clock::new(control, to_move) }
    }

    /// The time control.
    pub fn control(&self) -> TimeControl {
        self.control
    }

    /// The side whose turn it is.
    pub fn to_move(&self) -> Side {
        self.running.map_or(self.waiting, |(side, _)| side)
    }

    /// Whether the clock of the side to move runs.
    pub fn is_running(&self) -> bool {
        self.running.is_some()
    }

    /// The time `side` has left at `now`.
    pub fn left(&self, side: Side, now: Duration) -> Duration {
        let left = self.left[side.index()];
        match self.running {
            Some((running, since)) if running == side => left.saturating_sub(now - since.min(now)),
            _ => left,
        }
    }

    /// The side whose time has run out at `now`, if any.
    pub fn flagged(&self, now: Duration) -> Option<Side> {
        let side = self.to_move();
        self.left(side, now).is_zero().then_some(side)
    }

    /// Starts the clock of `side`, the side to move, at `now` (nothing if it runs already).
    pub fn start(&mut self, side: Side, now: Duration) {
        if self.running.is_none() {
            self.running = Some((side, now));
        }
    }

    /// Stops the clocks at `now`, keeping the time left; the side to move stays to move.
    pub fn pause(&mut self, now: Duration) {
        if let Some((side, _)) = self.running {
            self.left[side.index()] = self.left(side, now);
            self.waiting = side;
            self.running = None;
        }
    }

    /// The side to move has moved at `now`: its time is counted (with the delay given back,
    /// the increment and, at the end of the period, the period's time added) and the other
    /// side's clock starts if this one ran. Returns the mover's time left.
    pub fn moved(&mut self, now: Duration) -> Duration {
        let side = self.to_move();
        let was_running = self.running.is_some();
        let before = self.left[side.index()];
        let mut left = self.left(side, now);
        let used = before - left;
        if !left.is_zero() {
            left += used.min(self.control.delay) + self.control.increment;
        }
        self.moves[side.index()] += 1;
        if let Some(period) = self.control.period
            && self.moves[side.index()] == period.moves
        {
            left += period.added;
        }
        self.left[side.index()] = left;
        self.waiting = !side;
        self.running = was_running.then_some((!side, now));
        left
    }

    /// The time the side to move should take on its move at `now`, by [`allocation`].
    pub fn budget(&self, now: Duration) -> Budget {
        let side = self.to_move();
        let moves_to_go = self.control.period.and_then(|p| {
            let made = self.moves[side.index()];
            (made < p.moves).then(|| p.moves - made)
        });
        let increment = self.control.increment + self.control.delay;
        allocation(self.left(side, now), increment, moves_to_go)
    }
}

/// A time left as a clock shows it: `1:05:09`, `4:32`, and with tenths under ten seconds,
/// `9.4`.
pub fn show(left: Duration) -> String {
    let tenths = left.as_millis() / 100;
    let seconds = tenths / 10;
    if seconds < 10 {
        format!("{}.{}", seconds, tenths % 10)
    } else if seconds < 3600 {
        format!("{}:{:02}", seconds / 60, seconds % 60)
    } else {
        format!("{}:{:02}:{:02}", seconds / 3600, seconds / 60 % 60, seconds % 60)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(seconds: f64) -> Duration {
        Duration::from_secs_f64(seconds)
    }

    #[test]
    fn time_controls_read_and_write_as_pgn_tags() {
        for (tag, shown) in [
            ("300", "5 min"),
            ("180+2", "3 min + 2 s"),
            ("4800+60", "80 min + 1 min"),
            ("40/7200:3600", "40 moves in 2 h, then 1 h"),
            ("180d2", "3 min, 2 s delay"),
            ("90+0.5", "90 s + 0.5 s"),
        ] {
            let control = TimeControl::parse(tag).expect(tag);
            assert_eq!(control.tag(), tag);
            assert_eq!(control.to_string(), shown);
        }
        for bad in ["", "-", "abc", "0", "40/7200", "10/60:", "3+x", "1e9"] {
            assert!(TimeControl::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn only_the_side_to_move_loses_time() {
        let mut clock = Clock::new(TimeControl::fischer(1, 0), Side::White);
        clock.start(Side::White, s(10.0));
        assert_eq!(clock.left(Side::White, s(12.5)), s(57.5));
        assert_eq!(clock.left(Side::Black, s(12.5)), s(60.0));
        assert_eq!(clock.moved(s(12.5)), s(57.5));
        assert_eq!(clock.to_move(), Side::Black);
        assert_eq!(clock.left(Side::Black, s(14.0)), s(58.5));
        assert_eq!(clock.left(Side::White, s(14.0)), s(57.5));
        assert_eq!(clock.flagged(s(72.0)), None);
        assert_eq!(clock.flagged(s(72.5)), Some(Side::Black));
        assert_eq!(clock.left(Side::Black, s(100.0)), Duration::ZERO);
    }

    #[test]
    fn increments_delays_and_periods_add_time() {
        let mut fischer = Clock::new(TimeControl::parse("10+2").unwrap(), Side::White);
        fischer.start(Side::White, s(0.0));
        assert_eq!(fischer.moved(s(3.0)), s(9.0), "10 - 3 + 2");
        let mut bronstein = Clock::new(TimeControl::parse("10d2").unwrap(), Side::White);
        bronstein.start(Side::White, s(0.0));
        assert_eq!(bronstein.moved(s(1.5)), s(10.0), "a quick move costs nothing");
        assert_eq!(bronstein.moved(s(6.5)), s(7.0), "Black: 10 - 5 + 2");
        let mut periods = Clock::new(TimeControl::parse("2/60:30").unwrap(), Side::White);
        periods.start(Side::White, s(0.0));
        periods.moved(s(10.0));
        periods.moved(s(10.0));
        assert_eq!(periods.moved(s(20.0)), s(70.0), "60 - 20 + 30 after White's 2nd move");
    }

    #[test]
    fn a_paused_clock_keeps_its_time() {
        let mut clock = Clock::new(TimeControl::fischer(1, 0), Side::White);
        clock.start(Side::White, s(0.0));
        clock.pause(s(5.0));
        assert!(!clock.is_running());
        assert_eq!(clock.left(Side::White, s(500.0)), s(55.0));
        assert_eq!(clock.left(Side::Black, s(500.0)), s(60.0));
        clock.start(Side::White, s(500.0));
        assert_eq!(clock.left(Side::White, s(501.0)), s(54.0));
        let resumed = Clock::resumed(clock.control(), s(54.0), s(60.0), Side::White);
        assert_eq!(resumed.left(Side::White, s(9.0)), s(54.0), "resumed games start stopped");
    }

    #[test]
    fn a_clock_is_never_run_out_by_its_own_allocation() {
        let mut clock = Clock::new(TimeControl::fischer(1, 1), Side::White);
        let mut now = Duration::ZERO;
        clock.start(Side::White, now);
        for _ in 0..400 {
            now += clock.budget(now).most;
            assert_eq!(clock.flagged(now), None);
            clock.moved(now);
        }
        assert!(clock.left(Side::White, now) > s(0.9));
    }

    #[test]
    fn clock_faces() {
        assert_eq!(show(s(3909.0)), "1:05:09");
        assert_eq!(show(s(272.4)), "4:32");
        assert_eq!(show(s(9.46)), "9.4");
        assert_eq!(show(Duration::ZERO), "0.0");
    }
}
