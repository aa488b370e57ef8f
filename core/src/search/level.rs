//! Strength levels 1–10: level 10 plays its best; lower levels search less deeply and pick,
//! by a seeded draw, among the moves whose score is close to the best.

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
            n => Some([1, 2, 3, 4, 5, 6, 8, 10, 12][n as usize - 1]),
        }
    }

    /// How many best lines the level needs to choose from.
    pub const fn lines(self) -> usize {
        if self.0 == 10 { 1 } else { 4 }
    }

    /// How far below the best score (hundredths of a man) a move may be and still be chosen.
    pub const fn margin(self) -> i32 {
        (10 - self.0 as i32) * 12
    }

    /// Picks among `scores` (best first) one within the margin, by a draw from `seed`.
    pub fn pick(self, scores: &[i32], seed: u64) -> usize {
        let Some(&best) = scores.first() else { return 0 };
        if self.0 == 10 || super::is_win_score(best) {
            return 0;
        }
        let candidates = scores.iter().take_while(|&&s| s >= best - self.margin()).count();
        (splitmix(seed).0 % candidates as u64) as usize
    }
}

impl Default for Level {
    fn default() -> Level {
        Level::FULL
    }
}
