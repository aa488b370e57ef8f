//! Checking endgame tables against the engine: random positions of the tables held, each searched to a
//! fixed depth; wherever the search finds a forced win or loss, the tables must say the same.
//! (A search that sees a draw by the counting rules proves nothing here, and is not counted.)

use std::sync::atomic::AtomicBool;

use crate::draughts::Draughts;
use crate::egdb::{NoTables, Tables, Value, with_rules};
use crate::game::Past;
use crate::rules::Rules;

use super::{Engine, Evaluate, Limits, Score, Settings};

/// What a comparison found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Comparison {
    /// Positions searched.
    pub searched: u64,
    /// Positions where the search found a forced win or loss.
    pub verdicts: u64,
    /// Those where the tables said otherwise, in FEN with both values.
    pub disagreements: Vec<String>,
}

/// Searches `positions` random positions of the tables held (a table drawn at random, then a
/// position of it) to `depth`, drawn from `seed`, and compares.
pub fn compare_with_search(
    tables: &Tables,
    positions: u64,
    depth: u32,
    seed: u64,
) -> Result<Comparison, NoTables> {
    with_rules!(tables.variant(), R => Ok(compare::<R>(tables, positions, depth, seed)))
}

fn compare<R: Rules>(tables: &Tables, positions: u64, depth: u32, seed: u64) -> Comparison
where
    Draughts<R>: Evaluate + crate::any::Tagged,
{
    let mut comparison = Comparison::default();
    let signatures = tables.signatures();
    if signatures.is_empty() {
        return comparison;
    }
    let mut engine = Engine::new(16);
    let stop = AtomicBool::new(false);
    let mut state = seed | 1;
    let mut next = || {
        // xorshift64*: a fixed sequence for a seed.
        state ^= state >> 12;
        state ^= state << 25;
        state ^= state >> 27;
        state.wrapping_mul(0x2545_f491_4f6c_dd1d)
    };
    for _ in 0..positions {
        let table =
            tables.get(signatures[(next() % signatures.len() as u64) as usize]).expect("held");
        let ((pieces, kings), side) = table.index().unrank(next() % table.positions());
        let position = Draughts::<R>::from_valid_cells(pieces, kings, side);
        let Some(value) = tables.resolve(&position) else { continue };
        engine.new_game();
        let found = engine.search(
            &position,
            &Past::default(),
            &Limits::depth(depth),
            &Settings::default(),
            &stop,
            &mut |_| {},
        );
        comparison.searched += 1;
        let searched = match found.score {
            Score::Win(_) => Value::Win,
            Score::Loss(_) => Value::Loss,
            Score::Value(_) => continue,
        };
        comparison.verdicts += 1;
        if searched != value {
            comparison.disagreements.push(format!(
                "{}: the tables say {value:?}, the search {searched:?}",
                crate::position::Position::to_fen(&position)
            ));
        }
    }
    comparison
}
