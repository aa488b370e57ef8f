//! Frame timings: how long laying out and painting the window takes, kept for the last few
//! hundred frames, for the timings overlay and performance tests.

use std::collections::VecDeque;
use std::time::Duration;

/// How many frames are kept.
const KEPT: usize = 600;

/// The durations of the last frames.
#[derive(Clone, Debug, Default)]
pub struct FrameTimes {
    samples: VecDeque<Duration>,
}

impl FrameTimes {
    /// Adds one frame's duration.
    pub fn record(&mut self, duration: Duration) {
        if self.samples.len() == KEPT {
            self.samples.pop_front();
        }
        self.samples.push_back(duration);
    }

    /// How many frames are kept.
    pub fn len(&self) -> usize {
        self.samples.len()
    }

    /// Whether no frame was recorded yet.
    pub fn is_empty(&self) -> bool {
        self.samples.is_empty()
    }

    /// Forgets every frame.
    pub fn clear(&mut self) {
        self.samples.clear();
    }

    /// The duration that `share` (0–1) of the frames did not exceed, e.g. 0.95 for the p95.
    pub fn percentile(&self, share: f64) -> Duration {
        let mut sorted: Vec<Duration> = self.samples.iter().copied().collect();
        sorted.sort_unstable();
        if sorted.is_empty() {
            return Duration::ZERO;
        }
        let index = ((sorted.len() as f64 * share).ceil() as usize).clamp(1, sorted.len()) - 1;
        sorted[index]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentiles_of_one_to_a_hundred() {
        let mut times = FrameTimes::default();
        for ms in 1..=100 {
            times.record(Duration::from_millis(ms));
        }
        assert_eq!(times.percentile(0.5), Duration::from_millis(50));
        assert_eq!(times.percentile(0.95), Duration::from_millis(95));
        assert_eq!(times.percentile(1.0), Duration::from_millis(100));
    }
}
