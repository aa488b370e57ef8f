//! Building the missing tables of a game up to a number of pieces, smallest first, each
//! written whole to its file at once: a killed build keeps the tables it finished, and a
//! table under way never leaves a file behind.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use damier_core::Variant;
use damier_core::egdb::{
    BuildError, Control, Index, Signature, Tables, build, check_variant, needed,
};

use super::folder::{MOST_PIECES, Problem, TableFolder};
use crate::files::save::write_atomic;
use crate::files::{Action, FileError};

/// Bytes of file a position of each game takes, measured on the tables of up to five pieces
/// (see the README): the disk space a build needs is estimated with them.
fn bytes_per_position(variant: Variant) -> f64 {
    match variant {
        Variant::International => 0.05,
        Variant::Italian => 0.06,
        Variant::Thai => 0.06,
        _ => 0.05,
    }
}

/// What a build of a game's tables up to some number of pieces has to do.
#[derive(Clone, Debug)]
pub struct Plan {
    /// The game.
    pub variant: Variant,
    /// The most pieces.
    pub pieces: u8,
    /// The tables to build, in order.
    pub todo: Vec<Signature>,
    /// The tables already built (their files read and checked).
    pub built: Vec<Signature>,
    /// Files that were there but are damaged: they are built again.
    pub damaged: Vec<Problem>,
    /// Positions of the tables to build.
    pub positions: u64,
}

/// Why a build of tables stopped.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BuildFailure {
    /// The game has no tables (Lasca).
    #[error("{0} has no endgame tables")]
    NoTables(Variant),
    /// Tables are built for 2 to [`MOST_PIECES`] pieces, not this many.
    #[error("tables are built for 2 to {MOST_PIECES} pieces, not {0}")]
    Pieces(u8),
    /// The folder or a table's file could not be made or written.
    #[error(transparent)]
    File(#[from] FileError),
    /// A smaller table the build needs was not usable.
    #[error(transparent)]
    Table(#[from] Problem),
    /// The table itself could not be built.
    #[error(transparent)]
    Build(#[from] BuildError),
}

impl Plan {
    /// What building `variant`'s tables of 2 to `pieces` pieces in `folder` takes.
    pub fn new(folder: &TableFolder, variant: Variant, pieces: u8) -> Result<Plan, BuildFailure> {
        check_variant(variant).map_err(|_| BuildFailure::NoTables(variant))?;
        if !(2..=MOST_PIECES).contains(&pieces) {
            return Err(BuildFailure::Pieces(pieces));
        }
        let mut plan = Plan {
            variant,
            pieces,
            todo: Vec::new(),
            built: Vec::new(),
            damaged: Vec::new(),
            positions: 0,
        };
        for file in folder.files(variant, pieces) {
            let good = file.bytes.is_some()
                && match folder.read(variant, file.signature) {
                    Ok(_) => true,
                    Err(problem) => {
                        plan.damaged.push(problem);
                        false
                    }
                };
            if good {
                plan.built.push(file.signature);
            } else {
                plan.positions += positions(variant, file.signature);
                plan.todo.push(file.signature);
            }
        }
        Ok(plan)
    }

    /// The disk space the tables to build are expected to take, in bytes.
    pub fn disk_bytes(&self) -> u64 {
        estimate_bytes(self.variant, &self.todo)
    }

    /// The memory the largest table to build needs while it is built, in bytes (two bytes a
    /// position, beside the smaller tables it leads to at a quarter byte a position).
    pub fn memory_bytes(&self) -> u64 {
        self.todo
            .iter()
            .map(|s| {
                let smaller: u64 = needed(*s).iter().map(|n| positions(self.variant, *n)).sum();
                2 * positions(self.variant, *s) + smaller / 4
            })
            .max()
            .unwrap_or(0)
    }
}

/// The disk space the tables of `signatures` are expected to take, in bytes.
pub fn estimate_bytes(variant: Variant, signatures: &[Signature]) -> u64 {
    let positions: u64 = signatures.iter().map(|s| positions(variant, *s)).sum();
    (positions as f64 * bytes_per_position(variant)) as u64
}

/// The positions of a table.
fn positions(variant: Variant, signature: Signature) -> u64 {
    Index::new(damier_core::egdb::Board::of(variant), signature).size()
}

/// How far a build has got.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BuildProgress {
    /// The table being built.
    pub signature: Signature,
    /// Tables finished, of `tables`.
    pub finished: usize,
    /// Tables to build.
    pub tables: usize,
    /// Work done, of `work` (two units a position).
    pub done: u64,
    /// All the work.
    pub work: u64,
}

/// A table built: its size, and the time it took.
#[derive(Clone, Debug, PartialEq)]
pub struct Built {
    /// Its signature.
    pub signature: Signature,
    /// Its positions.
    pub positions: u64,
    /// The size of its file.
    pub bytes: u64,
    /// How long it took to build and write.
    pub seconds: f64,
}

/// Builds the tables `plan` lists, writing each to `folder` as it is finished; `progress` hears
/// how far it has got now and then. Stops early (with an error saying so) when `cancel` is
/// set; what was finished stays.
pub fn build_missing(
    folder: &TableFolder,
    plan: &Plan,
    threads: usize,
    cancel: &AtomicBool,
    progress: &(dyn Fn(&BuildProgress) + Sync),
) -> Result<Vec<Built>, BuildFailure> {
    folder.create()?;
    let variant = plan.variant;
    let mut smaller = Tables::new(variant).map_err(|_| BuildFailure::NoTables(variant))?;
    let work = 2 * plan.positions;
    let mut before = 0;
    let mut built = Vec::new();
    for (finished, &signature) in plan.todo.iter().enumerate() {
        let wanted = needed(signature);
        for held in smaller.signatures() {
            if !wanted.contains(&held) {
                smaller.remove(held);
            }
        }
        for n in wanted {
            if !smaller.has(n) {
                let table = folder.read(variant, n)?;
                smaller.insert(table.to_dense());
            }
        }
        let base = before;
        let report = |done: u64| BuildProgress {
            signature,
            finished,
            tables: plan.todo.len(),
            done: base + done,
            work,
        };
        progress(&report(0));
        let started = std::time::Instant::now();
        let last = AtomicU64::new(0);
        let on_progress = |done: u64| {
            // Several threads report: only a step forward is passed on.
            if last.fetch_max(done, Ordering::Relaxed) < done {
                progress(&report(done));
            }
        };
        let control = Control { threads, cancel, progress: &on_progress };
        let table = build(variant, signature, &smaller, &control)?;
        let path = folder.path(variant, signature);
        let bytes = table.to_bytes();
        write_atomic(&path, &bytes).map_err(|e| FileError::io(Action::Write, &path, &e))?;
        built.push(Built {
            signature,
            positions: table.positions(),
            bytes: bytes.len() as u64,
            seconds: started.elapsed().as_secs_f64(),
        });
        before += 2 * table.positions();
        smaller.insert(table);
        progress(&BuildProgress { finished: finished + 1, ..report(0) });
    }
    Ok(built)
}
