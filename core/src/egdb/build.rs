//! Building one table by retrograde analysis.
//!
//! First every position is looked at once with the game's own move generator: a position
//! with no move is lost; one whose side must capture is valued by searching its captures into
//! the smaller tables (and left out of the table); a quiet move that promotes leads to a table
//! built before, with one man fewer; every other quiet move stays in the table, and is
//! counted. Then the values known spread backwards along the quiet moves, found by undoing
//! them (a king steps back along a free line, a man one cell backwards): a position with a
//! move to a lost position is won; one whose counted moves all lead to won positions is lost,
//! or drawn if a move leaving the table draws. What is left when nothing spreads any more is
//! drawn.

use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU8, AtomicU64, Ordering};

use crate::cells::{Cells, NO_CELL, bit, cells_of};
use crate::draughts::Draughts;
use crate::position::{GameMove, MoveList, Position};
use crate::rules::{Rules, Variant};
use crate::side::Side;

use super::board::Board;
use super::index::{Index, Placement};
use super::runs::{Dense, LEFT_OUT};
use super::signature::Signature;
use super::table::Table;
use super::tables::{Tables, canonical};
use super::{NoTables, Value};

/// How a build runs: its threads, a flag that cancels it, and where its progress goes.
pub struct Control<'a> {
    /// Threads to use (at least one).
    pub threads: usize,
    /// Set to stop the build early ([`BuildError::Cancelled`]).
    pub cancel: &'a AtomicBool,
    /// Called now and then with the work done so far, out of twice the table's positions.
    pub progress: &'a (dyn Fn(u64) + Sync),
}

/// Why a table was not built.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BuildError {
    /// The game has no tables.
    #[error(transparent)]
    NoTables(#[from] NoTables),
    /// A smaller table it leads to is not at hand.
    #[error("the table {0} is needed first")]
    Missing(Signature),
    /// Too many positions for one table.
    #[error("{signature} has {positions} positions, more than one table can hold")]
    TooLarge {
        /// The signature.
        signature: Signature,
        /// Its positions.
        positions: u64,
    },
    /// The cancel flag was set.
    #[error("cancelled")]
    Cancelled,
}

/// Positions a thread takes at a time.
const CHUNK: u64 = 1 << 14;

/// The state of a position during a build: its value (below `KNOWN`), whether it was left
/// out, whether a move leaving the table draws.
const VALUE: u8 = 0b11;
const UNKNOWN: u8 = 0;
const WIN: u8 = 1;
const LOSS: u8 = 2;
const DRAW: u8 = 3;
const CAPTURE: u8 = 0b100;
const DRAW_EXIT: u8 = 0b1000;

/// Builds the table of `signature` (canonical) of `variant`; `smaller` must hold every table
/// its positions lead to by captures and promotions.
pub fn build(
    variant: Variant,
    signature: Signature,
    smaller: &Tables,
    control: &Control,
) -> Result<Table, BuildError> {
    with_rules!(variant, R => build_for::<R>(signature, smaller, control))
}

/// Every table of `variant` of 2 to `pieces` pieces, built in memory, smallest first.
pub fn build_up_to(variant: Variant, pieces: u8, control: &Control) -> Result<Tables, BuildError> {
    let mut tables = Tables::new(variant)?;
    for signature in Signature::all_up_to(pieces) {
        let table = build(variant, signature, &tables, control)?;
        tables.insert(table);
    }
    Ok(tables)
}

/// The tables `signature`'s positions lead to, canonical, in the order they are built.
pub fn needed(signature: Signature) -> Vec<Signature> {
    Signature::all_up_to(signature.pieces())
        .into_iter()
        .filter(|s| s.follows_from(signature) || s.mirror().follows_from(signature))
        .collect()
}

/// A table under construction.
struct Work<'a, R: Rules> {
    index: Index,
    signature: Signature,
    smaller: &'a Tables,
    state: Vec<AtomicU8>,
    /// Counted moves not yet known to lead to a won position.
    pending: Vec<AtomicU8>,
    control: &'a Control<'a>,
    done: AtomicU64,
    failure: Mutex<Option<BuildError>>,
    rules: std::marker::PhantomData<R>,
}

/// Builds the table of `signature` (canonical) of `variant`; `smaller` must hold every table
/// its positions lead to by captures and promotions.
fn build_for<R: Rules>(
    signature: Signature,
    smaller: &Tables,
    control: &Control,
) -> Result<Table, BuildError> {
    let work = analyse::<R>(signature, smaller, control)?;
    let mut dense = Dense::new(work.index.size());
    for (i, state) in work.state.iter().enumerate() {
        let state = state.load(Ordering::Relaxed);
        let code = match state & VALUE {
            _ if state & CAPTURE != 0 => LEFT_OUT,
            WIN => Value::Win.code(),
            LOSS => Value::Loss.code(),
            _ => Value::Draw.code(),
        };
        dense.set(i as u64, code);
    }
    Ok(Table::with_dense(R::VARIANT, work.index, dense))
}

/// The rounds of the retrograde analysis of `signature` (canonical) of `variant` in which
/// each of its positions was decided (see [`Rounds`]); `smaller` as for [`build`].
pub fn rounds(
    variant: Variant,
    signature: Signature,
    smaller: &Tables,
    control: &Control,
) -> Result<Rounds, BuildError> {
    with_rules!(variant, R => rounds_for::<R>(signature, smaller, control))
}

fn rounds_for<R: Rules>(
    signature: Signature,
    smaller: &Tables,
    control: &Control,
) -> Result<Rounds, BuildError> {
    let work = analyse::<R>(signature, smaller, control)?;
    let decided: Vec<u8> = work
        .state
        .iter()
        .zip(&work.pending)
        .map(|(state, round)| match state.load(Ordering::Relaxed) & VALUE {
            WIN | LOSS => round.load(Ordering::Relaxed),
            _ => Rounds::UNDECIDED,
        })
        .collect();
    Ok(Rounds { variant: R::VARIANT, index: work.index, decided })
}

/// In which round of a table's retrograde analysis each won or lost position was decided:
/// round 0 for those decided by their own moves (no move, a capture, a move out of the
/// table), round `r` for those decided by a move to one decided in round `r − 1`. A won
/// position has a move to a lost one of an earlier round, and every move of a lost one goes
/// out of the table or to a won one of an earlier round: playing to the lowest round, the
/// winner leaves the table (captures, promotes) within that many moves, whatever the defence.
/// The tables themselves keep only the values; rounds are counted again when asked.
#[derive(Clone, Debug)]
pub struct Rounds {
    variant: Variant,
    index: Index,
    decided: Vec<u8>,
}

impl Rounds {
    /// The entry of a drawn position (and of one decided after [`Rounds::LAST`] rounds).
    const UNDECIDED: u8 = u8::MAX;
    /// The last round counted.
    pub const LAST: u8 = u8::MAX - 1;

    /// The table's signature.
    pub fn signature(&self) -> Signature {
        self.index.signature()
    }

    /// The round in which `position` was decided, when it is of this table and is won or
    /// lost.
    pub fn of<R: Rules>(&self, position: &Draughts<R>) -> Option<u8> {
        if R::VARIANT != self.variant {
            return None;
        }
        let (signature, placement, side) = canonical::<R>(position);
        if signature != self.signature() {
            return None;
        }
        let round = self.decided[self.index.rank(placement, side) as usize];
        (round != Self::UNDECIDED).then_some(round)
    }
}

/// The retrograde analysis of `signature` (canonical): every position's state, and for those
/// won or lost, the round that decided them in `pending`.
fn analyse<'a, R: Rules>(
    signature: Signature,
    smaller: &'a Tables,
    control: &'a Control<'a>,
) -> Result<Work<'a, R>, BuildError> {
    let index = Index::new(Board::of(R::VARIANT), signature.canonical());
    let positions = index.size();
    if positions >= u32::MAX as u64 {
        return Err(BuildError::TooLarge { signature, positions });
    }
    if let Some(missing) = needed(signature).into_iter().find(|s| !smaller.has(*s)) {
        return Err(BuildError::Missing(missing));
    }
    let work = Work::<R> {
        signature: index.signature(),
        index,
        smaller,
        state: (0..positions).map(|_| AtomicU8::new(UNKNOWN)).collect(),
        pending: (0..positions).map(|_| AtomicU8::new(0)).collect(),
        control,
        done: AtomicU64::new(0),
        failure: Mutex::new(None),
        rules: std::marker::PhantomData,
    };
    let mut frontier = work.first_look()?;
    work.done.store(positions, Ordering::Relaxed);
    let mut round = 0u8;
    while !frontier.is_empty() {
        // A decided position's moves are counted no more, so its count can keep its round
        // (once the round is over: threads may still count it down until then).
        for &i in &frontier {
            work.pending[i as usize].store(round, Ordering::Relaxed);
        }
        frontier = work.spread(&frontier)?;
        round = round.saturating_add(1).min(Rounds::LAST);
    }
    (control.progress)(2 * positions);
    Ok(work)
}

impl<R: Rules> Work<'_, R> {
    /// Runs `each` on every item of `0..count` on the control's threads, a chunk at a time;
    /// returns what the threads collected.
    fn parallel(
        &self,
        count: u64,
        each: impl Fn(std::ops::Range<u64>, &mut Vec<u32>) + Sync,
    ) -> Result<Vec<u32>, BuildError> {
        let next = AtomicU64::new(0);
        let found = Mutex::new(Vec::new());
        std::thread::scope(|scope| {
            for _ in 0..self.control.threads.max(1) {
                scope.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        if self.control.cancel.load(Ordering::Relaxed) || self.failed() {
                            break;
                        }
                        let start = next.fetch_add(CHUNK, Ordering::Relaxed);
                        if start >= count {
                            break;
                        }
                        let end = (start + CHUNK).min(count);
                        each(start..end, &mut mine);
                        let done = self.done.fetch_add(end - start, Ordering::Relaxed);
                        (self.control.progress)(
                            (done + end - start).min(2 * self.index.size() - 1),
                        );
                    }
                    found.lock().expect("no thread panics holding it").append(&mut mine);
                });
            }
        });
        if let Some(error) = self.failure.lock().expect("no thread panics holding it").take() {
            return Err(error);
        }
        if self.control.cancel.load(Ordering::Relaxed) {
            return Err(BuildError::Cancelled);
        }
        Ok(found.into_inner().expect("no thread panics holding it"))
    }

    fn failed(&self) -> bool {
        self.failure.lock().map(|f| f.is_some()).unwrap_or(true)
    }

    fn fail(&self, error: BuildError) {
        if let Ok(mut failure) = self.failure.lock() {
            failure.get_or_insert(error);
        }
    }

    fn position(&self, i: u64) -> Draughts<R> {
        let ((pieces, kings), side) = self.index.unrank(i);
        Draughts::from_valid_cells(pieces, kings, side)
    }

    /// The value of a position of a smaller table, captures resolved.
    fn smaller_value(&self, position: &Draughts<R>) -> Value {
        self.smaller.resolve(position).unwrap_or_else(|| {
            let pieces = [position.pieces(Side::White), position.pieces(Side::Black)];
            self.fail(BuildError::Missing(Signature::of(pieces, position.kings()).canonical()));
            Value::Draw
        })
    }

    /// Looks at every position once; returns those whose value is then known to be won or
    /// lost.
    fn first_look(&self) -> Result<Vec<u32>, BuildError> {
        self.parallel(self.index.size(), |range, known| {
            let mut moves = MoveList::new();
            for i in range {
                let position = self.position(i);
                position.legal_moves(&mut moves);
                let state = match moves.first() {
                    None => LOSS,
                    Some(mv) if mv.is_capture() => {
                        let value = moves.iter().fold(Value::Loss, |best, mv| {
                            best.best(self.smaller_value(&position.play(mv)).flip())
                        });
                        CAPTURE | state_of(value)
                    }
                    Some(_) => self.quiet(&position, &moves, i),
                };
                self.state[i as usize].store(state, Ordering::Relaxed);
                if matches!(state & VALUE, WIN | LOSS) {
                    known.push(i as u32);
                }
            }
        })
    }

    /// The state of a position with quiet moves only, its counted moves stored.
    fn quiet(&self, position: &Draughts<R>, moves: &MoveList<crate::Move>, i: u64) -> u8 {
        let (mut counted, mut leaving) = (0u32, None::<Value>);
        for mv in moves {
            let next = position.play(mv);
            let pieces = [next.pieces(Side::White), next.pieces(Side::Black)];
            if Signature::of(pieces, next.kings()) == self.signature {
                counted += 1;
            } else {
                let value = self.smaller_value(&next).flip();
                leaving = Some(leaving.map_or(value, |v| v.best(value)));
            }
        }
        match leaving {
            Some(Value::Win) => WIN,
            Some(value) if counted == 0 => state_of(value),
            leaving => {
                let counted = u8::try_from(counted).unwrap_or_else(|_| {
                    self.fail(BuildError::TooLarge {
                        signature: self.signature,
                        positions: self.index.size(),
                    });
                    u8::MAX
                });
                self.pending[i as usize].store(counted, Ordering::Relaxed);
                if leaving == Some(Value::Draw) { DRAW_EXIT } else { UNKNOWN }
            }
        }
    }

    /// Spreads the values of `known` (won or lost) to the positions with a quiet move to
    /// them; returns the positions whose value became won or lost.
    fn spread(&self, known: &[u32]) -> Result<Vec<u32>, BuildError> {
        self.parallel(known.len() as u64, |range, found| {
            for k in range {
                let i = known[k as usize] as u64;
                let lost = self.state[i as usize].load(Ordering::Relaxed) & VALUE == LOSS;
                let ((pieces, kings), side) = self.index.unrank(i);
                predecessors::<R>(pieces, kings, side, |placement| {
                    let j = self.index.rank(placement, !side) as usize;
                    let state = self.state[j].load(Ordering::Relaxed);
                    if state & VALUE != UNKNOWN {
                        return;
                    }
                    let now = if lost {
                        state | WIN
                    } else if self.pending[j].fetch_sub(1, Ordering::Relaxed) == 1 {
                        if state & DRAW_EXIT != 0 { state | DRAW } else { state | LOSS }
                    } else {
                        return;
                    };
                    let settled = self.state[j]
                        .compare_exchange(state, now, Ordering::Relaxed, Ordering::Relaxed)
                        .is_ok();
                    if settled && now & VALUE != DRAW {
                        found.push(j as u32);
                    }
                });
            }
        })
    }
}

/// The state holding `value`.
fn state_of(value: Value) -> u8 {
    match value {
        Value::Win => WIN,
        Value::Loss => LOSS,
        Value::Draw => DRAW,
    }
}

/// Calls `each` with every placement from which the side not to move (`!side`) reaches
/// `pieces` and `kings` by a quiet move that keeps the signature: a king back along a free
/// line (one cell where kings do not fly), a man one cell backwards.
pub(super) fn predecessors<R: Rules>(
    pieces: [Cells; 2],
    kings: Cells,
    side: Side,
    mut each: impl FnMut(Placement),
) {
    let g = R::GEOMETRY;
    let mover = !side;
    let m = mover.index();
    let occupied = pieces[0] | pieces[1];
    let empty = g.board & !occupied;
    for dir in g.forward(mover) {
        let back = g.opposite(dir);
        for cell in cells_of(pieces[m] & !kings) {
            let before = g.neighbor[cell as usize][back];
            if before != NO_CELL && empty & bit(before) != 0 {
                let mut moved = pieces;
                moved[m] ^= bit(cell) | bit(before);
                each((moved, kings));
            }
        }
    }
    for king in cells_of(pieces[m] & kings) {
        for dir in 0..g.directions {
            let from = if R::FLYING_KINGS {
                g.free_run(king, dir, occupied)
            } else {
                let next = g.neighbor[king as usize][dir];
                if next != NO_CELL { bit(next) & empty } else { 0 }
            };
            for before in cells_of(from) {
                let mut moved = pieces;
                let step = bit(king) | bit(before);
                moved[m] ^= step;
                each((moved, kings ^ step));
            }
        }
    }
}
