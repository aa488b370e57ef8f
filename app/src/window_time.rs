//! The window's time: egui's input time while frames are drawn, carried on by the system's
//! clock while only the window's logic runs. A minimised window gets no frames, only logic
//! passes, and those leave egui's time where the last frame put it; clocks, flag falls and
//! the computer's turn must still see time go by.

use std::time::Instant;

/// The window's time in seconds, never going back.
#[derive(Clone, Debug, Default)]
pub struct WindowTime {
    /// The last input time seen, and when it was first seen.
    seen: Option<(f64, Instant)>,
    /// The time last given.
    now: f64,
}

impl WindowTime {
    /// The time now, given egui's `input_time`: that time when it moved since the last call,
    /// else the last one plus what the system's clock counted since.
    pub fn tick(&mut self, input_time: f64) -> f64 {
        let carried = match self.seen {
            Some((time, at)) if time == input_time => time + at.elapsed().as_secs_f64(),
            _ => {
                self.seen = Some((input_time, Instant::now()));
                input_time
            }
        };
        self.now = self.now.max(carried);
        self.now
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    #[test]
    fn input_time_is_the_time_while_it_moves() {
        let mut time = WindowTime::default();
        assert_eq!(time.tick(1.0), 1.0);
        assert_eq!(time.tick(1.5), 1.5);
    }

    #[test]
    fn the_system_clock_carries_a_stopped_input_time_on() {
        let mut time = WindowTime::default();
        time.tick(2.0);
        std::thread::sleep(Duration::from_millis(30));
        let later = time.tick(2.0);
        assert!(later >= 2.03, "{later}");
        assert!(time.tick(2.0) >= later, "never back");
    }

    #[test]
    fn time_never_goes_back_when_input_time_returns() {
        let mut time = WindowTime::default();
        time.tick(5.0);
        std::thread::sleep(Duration::from_millis(20));
        let carried = time.tick(5.0);
        assert!(time.tick(5.01) >= carried);
    }
}
