//! [`Tables`]: the tables of one game, and probing them.

use std::collections::HashMap;
use std::sync::Arc;

use crate::any::AnyPosition;
use crate::draughts::Draughts;
use crate::position::{GameMove, MoveList, Position};
use crate::rules::{Rules, Variant};
use crate::side::Side;

use super::board::Board;
use super::index::Placement;
use super::signature::Signature;
use super::table::Table;
use super::{NoTables, Value, check_variant};

/// What a probe finds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Probe {
    /// The position is in a table: its value for the side to move.
    Value(Value),
    /// The side to move must capture: the tables leave such positions out (see
    /// [`Tables::resolve`]).
    CapturePending,
    /// No table holds the position's signature.
    Missing,
}

/// The tables of one game that are at hand, shared between threads.
#[derive(Clone, Debug)]
pub struct Tables {
    variant: Variant,
    tables: HashMap<Signature, Arc<Table>>,
}

impl Tables {
    /// No tables yet, for `variant` (which must not be Lasca).
    pub fn new(variant: Variant) -> Result<Tables, NoTables> {
        check_variant(variant)?;
        Ok(Tables { variant, tables: HashMap::new() })
    }

    /// The game.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// Adds a table of this game (replacing one of the same signature).
    ///
    /// # Panics
    /// If the table is of another game.
    pub fn insert(&mut self, table: impl Into<Arc<Table>>) {
        let table = table.into();
        assert_eq!(table.variant(), self.variant, "a table of another game");
        self.tables.insert(table.signature(), table);
    }

    /// Drops the table of `signature`, if held.
    pub fn remove(&mut self, signature: Signature) -> Option<Arc<Table>> {
        self.tables.remove(&signature.canonical())
    }

    /// The table of `signature` (or of its mirror), if held.
    pub fn get(&self, signature: Signature) -> Option<&Arc<Table>> {
        self.tables.get(&signature.canonical())
    }

    /// Whether the table of `signature` (or of its mirror) is held.
    pub fn has(&self, signature: Signature) -> bool {
        self.tables.contains_key(&signature.canonical())
    }

    /// The signatures held, in the order they are built.
    pub fn signatures(&self) -> Vec<Signature> {
        let mut all: Vec<Signature> = self.tables.keys().copied().collect();
        all.sort_by_key(|s| (s.pieces(), s.all_men(), std::cmp::Reverse(*s)));
        all
    }

    /// The most pieces of any table held (0 if none).
    pub fn most_pieces(&self) -> u8 {
        self.tables.keys().map(|s| s.pieces()).max().unwrap_or(0)
    }

    /// The most pieces `n` such that every table of 2 to `n` pieces is held (0 if none).
    pub fn complete_up_to(&self) -> u8 {
        (2..=16)
            .take_while(|&n| Signature::all_with(n).iter().all(|s| self.has(*s)))
            .last()
            .unwrap_or(0)
    }

    /// Whether no table is held.
    pub fn is_empty(&self) -> bool {
        self.tables.is_empty()
    }

    /// The value of `position` for the side to move, when a table holds it and no capture is
    /// pending.
    pub fn probe<R: Rules>(&self, position: &Draughts<R>) -> Probe {
        let mut moves = MoveList::new();
        position.legal_moves(&mut moves);
        match moves.first() {
            Some(mv) if mv.is_capture() => Probe::CapturePending,
            _ => self.lookup(position).map_or(Probe::Missing, Probe::Value),
        }
    }

    /// The value of `position` for the side to move: a probe where no capture is pending, and
    /// where one is, a search of the captures (and of the captures they lead to) down to
    /// positions the tables hold. `None` when a table needed is not held, or for another
    /// game's position.
    pub fn resolve<R: Rules>(&self, position: &Draughts<R>) -> Option<Value> {
        let mut moves = MoveList::new();
        position.legal_moves(&mut moves);
        match moves.first() {
            None => Some(Value::Loss),
            Some(mv) if !mv.is_capture() => self.lookup(position),
            Some(_) => {
                let (mut best, mut unknown) = (Value::Loss, false);
                for mv in &moves {
                    match self.resolve(&position.play(mv)) {
                        Some(value) => best = best.best(value.flip()),
                        None => unknown = true,
                    }
                    if best == Value::Win {
                        return Some(Value::Win);
                    }
                }
                (!unknown).then_some(best)
            }
        }
    }

    /// [`Tables::resolve`] for a position of any game (`None` for Lasca and other games).
    pub fn resolve_any(&self, position: &AnyPosition) -> Option<Value> {
        match position {
            AnyPosition::International(p) => self.resolve(p),
            AnyPosition::Italian(p) => self.resolve(p),
            AnyPosition::Thai(p) => self.resolve(p),
            AnyPosition::Hexdame(p) => self.resolve(p),
            AnyPosition::Lasca(_) => None,
        }
    }

    /// The entry of `position` in its table, without looking for captures: meaningful only
    /// when none is pending.
    pub fn lookup<R: Rules>(&self, position: &Draughts<R>) -> Option<Value> {
        if R::VARIANT != self.variant {
            return None;
        }
        let (signature, placement, side) = canonical::<R>(position);
        let table = self.tables.get(&signature)?;
        Some(table.value_at(table.index().rank(placement, side)))
    }
}

/// The signature, placement and side to move of `position` as its table holds it: turned
/// half round with the colours swapped when its signature is not the canonical one.
pub(super) fn canonical<R: Rules>(position: &Draughts<R>) -> (Signature, Placement, Side) {
    let pieces = [position.pieces(Side::White), position.pieces(Side::Black)];
    let kings = position.kings();
    let signature = Signature::of(pieces, kings);
    if signature.is_canonical() {
        return (signature, (pieces, kings), position.side_to_move());
    }
    let board = Board::of(R::VARIANT);
    let turned = [board.turn(pieces[1]), board.turn(pieces[0])];
    (signature.mirror(), (turned, board.turn(kings)), !position.side_to_move())
}
