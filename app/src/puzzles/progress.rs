//! The player's puzzle progress: per game a rating that rises and falls with the difficulty of
//! the puzzles solved and missed, the counts and the streak; and each puzzle's result. Kept
//! in the data folder as JSON.

use std::collections::BTreeMap;

use damier_core::Variant;
use damier_core::puzzle;
use serde::{Deserialize, Serialize};

/// The rating a player starts with.
pub const START_RATING: f64 = 1500.0;

/// One game's puzzle record.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Stats {
    /// The rating.
    pub rating: f64,
    /// Puzzles solved at the first go.
    pub solved: u32,
    /// Puzzles missed (a wrong move, a hint, the solution shown).
    pub failed: u32,
    /// Puzzles solved in a row, up to now.
    pub streak: u32,
    /// The longest such run.
    pub best_streak: u32,
}

impl Default for Stats {
    fn default() -> Stats {
        Stats { rating: START_RATING, solved: 0, failed: 0, streak: 0, best_streak: 0 }
    }
}

/// Everything kept about the player's puzzles.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Progress {
    /// Per game, by the game's id (`international`, …).
    pub games: BTreeMap<String, Stats>,
    /// Each puzzle tried, by set and id: solved at the first go or not (the latest try).
    pub results: BTreeMap<String, bool>,
}

impl Progress {
    /// The record of `variant`.
    pub fn stats(&self, variant: Variant) -> Stats {
        self.games.get(variant.id()).copied().unwrap_or_default()
    }

    /// Counts a try at the puzzle `key` of `variant`, rated `rating`.
    pub fn record(&mut self, variant: Variant, key: &str, rating: u32, solved: bool) {
        let stats = self.games.entry(variant.id().to_string()).or_default();
        stats.rating = puzzle::rated(stats.rating, rating, solved);
        if solved {
            stats.solved += 1;
            stats.streak += 1;
            stats.best_streak = stats.best_streak.max(stats.streak);
        } else {
            stats.failed += 1;
            stats.streak = 0;
        }
        self.results.insert(key.to_string(), solved);
    }

    /// How many puzzles of the set `set` were solved at the first go (their keys start with
    /// the set's and a slash).
    pub fn solved_in(&self, set: &str) -> usize {
        let prefix = format!("{set}/");
        let tried =
            self.results.range(prefix.clone()..).take_while(|(k, _)| k.starts_with(&prefix));
        tried.filter(|(_, solved)| **solved).count()
    }

    /// The result of the puzzle `key`, if it was tried.
    pub fn result(&self, key: &str) -> Option<bool> {
        self.results.get(key).copied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn solves_raise_the_rating_and_the_streak_a_miss_ends_it() {
        let mut progress = Progress::default();
        let v = Variant::Thai;
        progress.record(v, "thai/1", 1500, true);
        progress.record(v, "thai/2", 1500, true);
        let stats = progress.stats(v);
        assert!(stats.rating > START_RATING);
        assert_eq!((stats.solved, stats.failed, stats.streak, stats.best_streak), (2, 0, 2, 2));
        progress.record(v, "thai/3", 1500, false);
        let stats = progress.stats(v);
        assert_eq!((stats.solved, stats.failed, stats.streak, stats.best_streak), (2, 1, 0, 2));
        assert_eq!(progress.result("thai/3"), Some(false));
        progress.record(v, "thai-other/1", 1500, true);
        assert_eq!(progress.solved_in("thai"), 2, "the set's own, not a set named like it");
        assert_eq!(progress.result("thai/4"), None);
        assert_eq!(progress.stats(Variant::Lasca), Stats::default(), "each game its own");
        let text = serde_json::to_string(&progress).unwrap();
        assert_eq!(serde_json::from_str::<Progress>(&text).unwrap(), progress);
    }

    #[test]
    fn a_rating_is_read_back_to_the_last_bit() {
        // Written as its shortest decimal, 1495.3846476357583, which a quick parse reads as the
        // next double up.
        let stats = Stats { rating: 1_495.384_647_635_758_3, ..Stats::default() };
        let progress = Progress {
            games: [("international".to_string(), stats)].into(),
            ..Progress::default()
        };
        let text = serde_json::to_string(&progress).unwrap();
        assert_eq!(serde_json::from_str::<Progress>(&text).unwrap(), progress, "{text}");
    }
}
