//! Converting a won table position before a counting rule draws it: at a root the tables
//! decide, the moves kept are those nearest to leaving the table (a capture, a promotion),
//! by the rounds of its retrograde analysis ([`Rounds`]), counted again for small tables.
//!
//! The tables tell won, drawn or lost, not how far: a search alone can walk round a won
//! ending of kings until the 25- or 40-move rule draws it. Rounds fall with every move the
//! winner plays to the lowest, whatever the defence, so the winner leaves the table without
//! repetition within as many plies as the rounds say.

use std::collections::HashMap;
use std::sync::atomic::AtomicBool;

use super::eval::Evaluate;
use crate::egdb::{Board, Control, Index, Rounds, Signature, Tables, Value, rounds};
use crate::position::MoveList;
use crate::side::Side;

/// The most positions a table may have for its rounds to be counted at a root: about two
/// seconds on one core, once per table for the engine's life (Italian's three kings against
/// two, 4.0 million positions, takes 1.5 s).
pub const ROUNDS_UP_TO: u64 = 5_000_000;

/// The rounds counted so far, by signature (none for a table too large or not at hand).
#[derive(Debug, Default)]
pub struct Conversion {
    counted: HashMap<Signature, Option<Rounds>>,
}

impl Conversion {
    /// Keeps of `legal` (the moves of `position` that keep its table value, `value`) those
    /// nearest to leaving its table when it is won, and those furthest from it when it is
    /// lost; leaves them all for a draw, or where its table is too large.
    pub fn keep_nearest<P: Evaluate>(
        &mut self,
        position: &P,
        value: Value,
        legal: &mut MoveList<P::Move>,
        tables: &Tables,
        threads: usize,
    ) {
        if value == Value::Draw {
            return;
        }
        let Some(rounds) = position.table_signature().and_then(|s| self.rounds(s, tables, threads))
        else {
            return;
        };
        let material = |p: &P| [p.material(Side::White), p.material(Side::Black)];
        let before = material(position);
        // Moves to leave the table: 0; others: one more than the round of where they lead.
        let distance = |mv: &P::Move| {
            let child = position.play(mv);
            if material(&child) != before {
                0
            } else {
                child.table_round(rounds).map_or(u32::MAX, |r| u32::from(r) + 1)
            }
        };
        let distances: Vec<u32> = legal.iter().map(distance).collect();
        let wanted = if value == Value::Win {
            distances.iter().min()
        } else {
            distances.iter().filter(|&&d| d != u32::MAX).max()
        };
        let Some(&wanted) = wanted else { return };
        let keep: MoveList<P::Move> = legal
            .iter()
            .zip(&distances)
            .filter(|(_, d)| **d == wanted)
            .map(|(mv, _)| *mv)
            .collect();
        *legal = keep;
    }

    /// The rounds of `signature`'s table, counted now if they are not yet.
    fn rounds(&mut self, signature: Signature, tables: &Tables, threads: usize) -> Option<&Rounds> {
        let variant = tables.variant();
        self.counted
            .entry(signature)
            .or_insert_with(|| {
                let size = Index::new(Board::of(variant), signature).size();
                if size > ROUNDS_UP_TO {
                    return None;
                }
                let cancel = AtomicBool::new(false);
                let control = Control { threads, cancel: &cancel, progress: &|_| {} };
                rounds(variant, signature, tables, &control).ok()
            })
            .as_ref()
    }
}
