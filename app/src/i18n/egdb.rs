//! What the endgame tables' files and builds say in the player's language: a table file that
//! is not used, and why a build stopped.

use damier_core::egdb::{BuildError, FileError as TableFileError};

use super::{Messages, t};
use crate::egdb::{BuildFailure, Fault, Problem};
use crate::files::shown;

impl Messages {
    /// "The endgame table … is not used: …".
    pub fn table_problem(&self, problem: &Problem) -> String {
        let file = shown(problem.path.as_os_str());
        let error = match &problem.fault {
            Fault::Unreadable(why) => self.file_error_why(why),
            Fault::Refused(refused) => self.table_refused(refused),
        };
        t!(self, "egdb-refused", file = file, error = error)
    }

    /// Why a table file that was read is refused.
    fn table_refused(&self, error: &TableFileError) -> String {
        match error {
            TableFileError::Truncated { have, need } => {
                t!(self, "egdb-why-truncated", have = *have, need = *need)
            }
            TableFileError::NotATable => t!(self, "egdb-why-not-a-table"),
            TableFileError::Format(found) => {
                let reads = damier_core::egdb::FORMAT;
                t!(self, "egdb-why-format", found = *found, reads = reads)
            }
            TableFileError::Checksum => t!(self, "egdb-why-checksum"),
            TableFileError::Mismatch { expected, found } => {
                t!(self, "egdb-why-mismatch", expected = expected.as_str(), found = found.as_str())
            }
            TableFileError::Malformed(_) => t!(self, "egdb-why-malformed"),
        }
    }

    /// "The build failed: …".
    pub fn build_failure(&self, failure: &BuildFailure) -> String {
        let error = match failure {
            BuildFailure::NoTables(variant) => {
                t!(self, "egdb-why-no-tables", game = self.game(*variant))
            }
            BuildFailure::Pieces(pieces) => {
                let most = crate::egdb::MOST_PIECES;
                t!(self, "egdb-why-pieces", most = most, pieces = *pieces)
            }
            BuildFailure::File(error) => self.file_error(error),
            BuildFailure::Table(problem) => self.table_problem(problem),
            BuildFailure::Build(BuildError::NoTables(_)) => t!(self, "egdb-why-no-tables-here"),
            BuildFailure::Build(BuildError::Missing(signature)) => {
                t!(self, "egdb-why-missing", table = signature.to_string())
            }
            BuildFailure::Build(BuildError::TooLarge { signature, positions }) => {
                let table = signature.to_string();
                t!(self, "egdb-why-too-large", table = table, positions = *positions)
            }
            BuildFailure::Build(BuildError::Cancelled) => t!(self, "egdb-cancelled"),
        };
        t!(self, "egdb-failed", error = error)
    }
}
