//! [`Past`]: what an engine searching a position needs to know of how the game reached it.

use crate::game::{Census, Counters};

/// What a search of a position needs to know of the game before it: the positions that may
/// recur, and the counts of the draw rules.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Past {
    /// The keys ([`crate::position::Position::hash_key`]) of the game's positions since its last irreversible
    /// move, oldest first, so that repetitions are seen.
    pub keys: Vec<u64>,
    /// The game's draw counters at the position, so that the counting rules are applied as
    /// the game applies them; none when the position is searched on its own (they then
    /// count from it).
    pub counters: Option<Counters>,
}

impl Past {
    /// The past of the position reached by playing `moves` from `start`, a position searched
    /// on its own: the position, and what the search needs to know of how it was reached.
    pub fn along<P: Census>(start: &P, moves: &[P::Move]) -> (P, Past) {
        let mut position = start.clone();
        let mut counters = Counters::start(start);
        let mut keys = Vec::new();
        for mv in moves {
            let next = position.play(mv);
            if position.is_irreversible(mv) {
                keys.clear();
            } else {
                keys.push(position.hash_key());
            }
            counters = counters.after(&position, mv, &next);
            position = next;
        }
        (position, Past { keys, counters: Some(counters) })
    }
}
