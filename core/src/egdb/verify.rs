//! Checking a table against the rules: every value must agree with the values its moves lead
//! to, found in the table itself and in the smaller ones.

use std::fmt;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};

use crate::draughts::Draughts;
use crate::position::{GameMove, MoveList, Position};
use crate::rules::Rules;

use super::build::{BuildError, Control};
use super::tables::Tables;
use super::{Signature, Value};

/// A position whose value in its table does not follow from its moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fault {
    /// The position, in FEN.
    pub fen: String,
    /// Its value in the table.
    pub value: Value,
    /// What is wrong.
    pub problem: &'static str,
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {:?} in the table, but {}", self.fen, self.value, self.problem)
    }
}

/// The most faults a check lists (it counts them all).
const LISTED: usize = 10;

/// What a check found: how many positions it checked, how many are wrong, the first few.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Report {
    /// Positions checked (those left out of the table are not).
    pub checked: u64,
    /// Positions whose value does not follow from their moves.
    pub wrong: u64,
    /// The first of them.
    pub faults: Vec<Fault>,
}

/// Checks the table of `signature` held in `tables` (which must also hold every table its
/// positions lead to): a win has a move to a loss for the opponent, a loss only moves to
/// wins for the opponent (or none), a draw a move to a draw and none to a loss for the
/// opponent.
pub fn verify(
    tables: &Tables,
    signature: Signature,
    control: &Control,
) -> Result<Report, BuildError> {
    with_rules!(tables.variant(), R => verify_for::<R>(tables, signature, control))
}

fn verify_for<R: Rules>(
    tables: &Tables,
    signature: Signature,
    control: &Control,
) -> Result<Report, BuildError> {
    let table = tables.get(signature).ok_or(BuildError::Missing(signature.canonical()))?;
    if let Some(missing) =
        super::build::needed(table.signature()).into_iter().find(|s| !tables.has(*s))
    {
        return Err(BuildError::Missing(missing));
    }
    let size = table.positions();
    let next = AtomicU64::new(0);
    let report = Mutex::new(Report::default());
    std::thread::scope(|scope| {
        for _ in 0..control.threads.max(1) {
            scope.spawn(|| {
                let mut mine = Report::default();
                let mut moves = MoveList::new();
                loop {
                    let start = next.fetch_add(1 << 14, Ordering::Relaxed);
                    if start >= size || control.cancel.load(Ordering::Relaxed) {
                        break;
                    }
                    let end = (start + (1 << 14)).min(size);
                    for i in start..end {
                        let ((pieces, kings), side) = table.index().unrank(i);
                        let position = Draughts::<R>::from_valid_cells(pieces, kings, side);
                        position.legal_moves(&mut moves);
                        if moves.first().is_some_and(|mv| mv.is_capture()) {
                            continue;
                        }
                        mine.checked += 1;
                        let value = table.value_at(i);
                        if let Some(problem) = fault(tables, &position, &moves, value) {
                            mine.wrong += 1;
                            if mine.faults.len() < LISTED {
                                mine.faults.push(Fault { fen: position.to_fen(), value, problem });
                            }
                        }
                    }
                    (control.progress)(end);
                }
                let mut report = report.lock().expect("no thread panics holding it");
                report.checked += mine.checked;
                report.wrong += mine.wrong;
                report.faults.extend(mine.faults);
                report.faults.truncate(LISTED);
            });
        }
    });
    if control.cancel.load(Ordering::Relaxed) {
        return Err(BuildError::Cancelled);
    }
    Ok(report.into_inner().expect("no thread panics holding it"))
}

/// What is wrong with `value` as the value of `position`, whose moves are `moves` (none of
/// them a capture), if anything.
fn fault<R: Rules>(
    tables: &Tables,
    position: &Draughts<R>,
    moves: &MoveList<crate::Move>,
    value: Value,
) -> Option<&'static str> {
    let mut draw = false;
    for mv in moves {
        match tables.resolve(&position.play(mv)).map(Value::flip) {
            // One winning move settles it, whatever the others do.
            Some(Value::Win) => {
                return match value {
                    Value::Win => None,
                    Value::Loss => Some("a move does better than lose"),
                    Value::Draw => Some("a move wins"),
                };
            }
            Some(Value::Draw) => draw = true,
            Some(Value::Loss) => {}
            None => return Some("a position it leads to is in no table"),
        }
    }
    match value {
        Value::Win => Some("no move wins"),
        Value::Loss if draw => Some("a move does better than lose"),
        Value::Draw if !draw => Some("no move draws"),
        _ => None,
    }
}
