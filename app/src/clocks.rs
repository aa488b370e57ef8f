//! The game's clocks in the window. A new game gets them when the settings name a time
//! control; they run for the side to move while the game goes on at the end of its line, stop
//! otherwise (stepping back through the game, the position editor, the game over), and stay
//! stopped while the player has paused them. The autosave keeps them, and a game restored
//! comes back with its clocks paused.

use std::time::Duration;

use damier_core::Side;
use damier_core::clock::{Budget, Clock, TimeControl};
use serde::{Deserialize, Serialize};

/// Time left under which a clock is shown as short of time.
const SHORT_OF_TIME: Duration = Duration::from_secs(10);

/// The clocks of the game in the window.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameClock {
    clock: Clock,
    /// Whether the player paused the clocks: they wait to be resumed.
    paused: bool,
}

/// The clocks as the autosave keeps them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedClock {
    /// The time control as PGN's `TimeControl` tag writes it.
    pub control: String,
    /// White's and Black's time left, in milliseconds.
    pub left_ms: [u64; 2],
}

impl GameClock {
    /// Clocks at the start of a game under `control`, `first` to move.
    pub fn new(control: TimeControl, first: Side) -> GameClock {
        GameClock { clock: Clock::new(control, first), paused: false }
    }

    /// The clocks kept in `saved`, paused, `to_move` to move; `None` if they do not read.
    pub fn restored(saved: &SavedClock, to_move: Side) -> Option<GameClock> {
        let control = TimeControl::parse(&saved.control).ok()?;
        let [white, black] = saved.left_ms.map(Duration::from_millis);
        Some(GameClock { clock: Clock::resumed(control, white, black, to_move), paused: true })
    }

    /// The clocks as the autosave keeps them at `now`.
    pub fn saved(&self, now: Duration) -> SavedClock {
        let left = |side| self.clock.left(side, now).as_millis() as u64;
        SavedClock {
            control: self.clock.control().tag(),
            left_ms: [left(Side::White), left(Side::Black)],
        }
    }

    /// The time control.
    pub fn control(&self) -> TimeControl {
        self.clock.control()
    }

    /// The time `side` has left at `now`.
    pub fn left(&self, side: Side, now: Duration) -> Duration {
        self.clock.left(side, now)
    }

    /// The side whose clock runs, if one does.
    pub fn running(&self) -> Option<Side> {
        self.clock.is_running().then(|| self.clock.to_move())
    }

    /// The side to move, when it has no time left: a game restored so is lost on time.
    pub fn fallen(&self) -> Option<Side> {
        self.clock.flagged(Duration::ZERO)
    }

    /// Whether the player paused the clocks.
    pub fn is_paused(&self) -> bool {
        self.paused
    }

    /// Whether `side` has less than ten seconds left at `now`.
    pub fn is_short(&self, side: Side, now: Duration) -> bool {
        self.left(side, now) < SHORT_OF_TIME
    }

    /// Runs the clock of `live`, the side to move when the game goes on at the end of its
    /// line, or stops both when there is none (or the player paused them). Returns the side
    /// whose time has run out, whose clock then stops.
    pub fn tick(&mut self, live: Option<Side>, now: Duration) -> Option<Side> {
        match live.filter(|_| !self.paused) {
            Some(side) => {
                if self.running().is_some_and(|running| running != side) {
                    self.clock.pause(now);
                }
                self.clock.start(side, now);
            }
            None => self.clock.pause(now),
        }
        let flagged = self.running().and_then(|_| self.clock.flagged(now));
        if flagged.is_some() {
            self.clock.pause(now);
        }
        flagged
    }

    /// The side to move has moved at `now`: if its clock ran, its time is counted and the
    /// other side's starts. Returns the mover's time left then.
    pub fn moved(&mut self, now: Duration) -> Option<Duration> {
        self.running().map(|_| self.clock.moved(now))
    }

    /// Pauses running clocks, or resumes paused ones.
    pub fn toggle_pause(&mut self, now: Duration) {
        self.paused = !self.paused;
        if self.paused {
            self.clock.pause(now);
        }
    }

    /// The time the computer should take on its move at `now`.
    pub fn budget(&self, now: Duration) -> Budget {
        self.clock.budget(now)
    }

    /// How soon the clock shown changes: at the next tenth under ten seconds, else at the next
    /// second; `None` while no clock runs.
    pub fn next_change(&self, now: Duration) -> Option<Duration> {
        let side = self.running()?;
        let left = self.left(side, now);
        let step = if left < SHORT_OF_TIME { 100 } else { 1000 };
        let into_step = (left.as_millis() % step) as u64;
        Some(Duration::from_millis(into_step.max(1) + 1))
    }
}
