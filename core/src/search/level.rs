//! Strength levels 1–10: level 10 plays its best; lower levels search less deeply and pick,
//! by a seeded draw, a move that is more likely the closer its score is to the best.

use crate::zobrist::splitmix;

/// A playing strength from 1 (weakest) to 10 (full strength).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Level(u8);

impl Level {
    /// Full strength.
    pub const FULL: Level = Level(10);

    /// The level `n`, clamped to 1–10.
    pub const fn new(n: u8) -> Level {
        Level(if n < 1 {
            1
        } else if n > 10 {
            10
        } else {
            n
        })
    }

    /// The level as a number 1–10.
    pub const fn get(self) -> u8 {
        self.0
    }

    /// The deepest iteration this level searches, if limited.
    pub const fn max_depth(self) -> Option<u32> {
        match self.0 {
            10 => None,
            n => Some([1, 1, 2, 3, 4, 6, 8, 10, 12][n as usize - 1]),
        }
    }

    /// How many best lines the level needs to choose from: every move at the lowest levels,
    /// which may play any of them.
    pub const fn lines(self) -> usize {
        match self.0 {
            10 => 1,
            1..=3 => usize::MAX,
            _ => 4,
        }
    }

    /// How much a score below the best (hundredths of a man) weighs against a move: a move
    /// this much worse is chosen e (2.718…) times less often than the best.
    const fn temperature(self) -> f64 {
        [800.0, 180.0, 110.0, 70.0, 45.0, 30.0, 18.0, 10.0, 5.0, 0.0][self.0 as usize - 1]
    }

    /// Picks among `scores` (best first) by a draw from `seed`: the best at full strength or
    /// when a win is found, otherwise each move with a chance that falls off exponentially
    /// with how much worse than the best it is, so low levels often miss the best move and
    /// now and then blunder.
    pub fn pick(self, scores: &[i32], seed: u64) -> usize {
        let Some(&best) = scores.first() else { return 0 };
        if self.0 == 10 || super::is_win_score(best) {
            return 0;
        }
        let temperature = self.temperature();
        let weights: Vec<f64> = scores
            .iter()
            .map(|&s| {
                let behind = f64::from(best.saturating_sub(s).max(0));
                if behind > 8.0 * temperature { 0.0 } else { (-behind / temperature).exp() }
            })
            .collect();
        let total: f64 = weights.iter().sum();
        let draw = (splitmix(seed).0 >> 11) as f64 / (1u64 << 53) as f64 * total;
        let mut below = 0.0;
        for (i, weight) in weights.iter().enumerate() {
            below += weight;
            if draw < below {
                return i;
            }
        }
        0
    }
}

impl Default for Level {
    fn default() -> Level {
        Level::FULL
    }
}
