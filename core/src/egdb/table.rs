//! [`Table`]: the values of every position of one signature.

use std::borrow::Cow;

use crate::rules::Variant;

use super::Value;
use super::index::Index;
use super::runs::{Dense, LEFT_OUT, Runs};
use super::signature::Signature;

/// How the values are kept.
#[derive(Clone, Debug)]
enum Values {
    /// Two bits a position, left-out positions marked: as built, and for building on.
    Dense(Dense),
    /// Run-length coded: as read from a file.
    Runs(Runs),
}

/// The values of every position of one signature of one game, both sides to move, in the
/// order of its [`Index`].
#[derive(Clone, Debug)]
pub struct Table {
    variant: Variant,
    index: Index,
    values: Values,
}

impl Table {
    /// A table as built: `dense` holds a value code or [`LEFT_OUT`] for every position.
    pub(super) fn with_dense(variant: Variant, index: Index, dense: Dense) -> Table {
        debug_assert_eq!(dense.len(), index.size());
        Table { variant, index, values: Values::Dense(dense) }
    }

    /// A table as read from a file.
    pub(super) fn with_runs(variant: Variant, index: Index, runs: Runs) -> Table {
        Table { variant, index, values: Values::Runs(runs) }
    }

    /// The values run-length coded, as a file keeps them.
    pub(super) fn runs(&self) -> Cow<'_, Runs> {
        match &self.values {
            Values::Dense(dense) => Cow::Owned(Runs::encode(dense)),
            Values::Runs(runs) => Cow::Borrowed(runs),
        }
    }

    /// The same table with its values two bits a position: faster to probe, for building
    /// and checking other tables.
    pub fn to_dense(&self) -> Table {
        match &self.values {
            Values::Dense(_) => self.clone(),
            Values::Runs(runs) => {
                Table::with_dense(self.variant, self.index.clone(), runs.decode())
            }
        }
    }

    /// The game.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The material of its positions.
    pub fn signature(&self) -> Signature {
        self.index.signature()
    }

    /// The ranking of its positions.
    pub fn index(&self) -> &Index {
        &self.index
    }

    /// The number of positions, both sides to move (left-out ones too).
    pub fn positions(&self) -> u64 {
        self.index.size()
    }

    /// Bytes of values held in memory.
    pub fn memory(&self) -> u64 {
        match &self.values {
            Values::Dense(dense) => dense.len().div_ceil(4),
            Values::Runs(runs) => runs.data.len() as u64 + 8 * runs.starts.len() as u64,
        }
    }

    /// The value at `index`, for the side to move; meaningless (but some value) for a position
    /// left out of the table, whose side to move must capture.
    #[inline]
    pub fn value_at(&self, index: u64) -> Value {
        Value::from_code(self.code_at(index))
    }

    /// The value at `index`, or `None` where the table knows the position was left out (only
    /// a table as built knows).
    #[inline]
    pub fn stored_at(&self, index: u64) -> Option<Value> {
        let code = self.code_at(index);
        (code != LEFT_OUT).then(|| Value::from_code(code))
    }

    #[inline]
    fn code_at(&self, index: u64) -> u8 {
        match &self.values {
            Values::Dense(dense) => dense.get(index),
            Values::Runs(runs) => runs.get(index),
        }
    }
}
