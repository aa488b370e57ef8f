//! [`TableFolder`]: where the tables are kept, one file a table, and reading them back.

use std::fs;
use std::path::{Path, PathBuf};

use damier_core::Variant;
use damier_core::egdb::{FileError as TableFileError, Signature, Table, Tables, file_name};

use crate::files::{Action, DataDir, FileError, Why, shown};

/// The most pieces the tables are offered for, in any game.
pub const MOST_PIECES: u8 = 8;

/// The folder of the endgame tables: `egdb` in Damier's data folder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableFolder {
    dir: PathBuf,
}

/// One table's file as found in the folder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableFile {
    /// The table's signature.
    pub signature: Signature,
    /// Its size in bytes, if the file is there.
    pub bytes: Option<u64>,
}

/// A table file that was not used, and why.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}: {fault}", shown(path.as_os_str()))]
pub struct Problem {
    /// The file.
    pub path: PathBuf,
    /// What is wrong with it.
    pub fault: Fault,
}

/// What is wrong with a table file.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Fault {
    /// It cannot be read.
    #[error("{0}")]
    Unreadable(Why),
    /// It was read, and refused.
    #[error("{0}")]
    Refused(TableFileError),
}

/// The tables read from the folder, and the files that were refused.
#[derive(Debug)]
pub struct Loaded {
    /// Every table that was read whole and checked.
    pub tables: Tables,
    /// The files that were there but could not be used (each is ignored).
    pub problems: Vec<Problem>,
}

impl TableFolder {
    /// The tables' folder inside `data` (none when there is no data folder).
    pub fn in_data(data: &DataDir) -> Option<TableFolder> {
        data.folder().map(|dir| TableFolder { dir: dir.join("egdb") })
    }

    /// The folder `dir` itself.
    pub fn at(dir: &Path) -> TableFolder {
        TableFolder { dir: dir.to_path_buf() }
    }

    /// The folder.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Where the table of `signature` of `variant` is kept.
    pub fn path(&self, variant: Variant, signature: Signature) -> PathBuf {
        self.dir.join(file_name(variant, signature))
    }

    /// Every table of `variant` with 2 to `pieces` pieces, in the order they are built, with
    /// the size of its file where there is one.
    pub fn files(&self, variant: Variant, pieces: u8) -> Vec<TableFile> {
        Signature::all_up_to(pieces)
            .into_iter()
            .map(|signature| TableFile {
                signature,
                bytes: fs::metadata(self.path(variant, signature)).ok().map(|m| m.len()),
            })
            .collect()
    }

    /// Reads the table of `signature`, checking its header and checksum.
    pub fn read(&self, variant: Variant, signature: Signature) -> Result<Table, Problem> {
        let path = self.path(variant, signature);
        let problem = |fault: Fault| Problem { path: path.clone(), fault };
        let bytes = fs::read(&path).map_err(|e| problem(Fault::Unreadable(Why::from(&e))))?;
        Table::from_bytes(&bytes, Some((variant, signature)))
            .map_err(|e| problem(Fault::Refused(e)))
    }

    /// Reads every table of `variant` there is a file for: a file that cannot be read or
    /// fails its checks is left out and reported.
    pub fn load(&self, variant: Variant) -> Loaded {
        let mut tables = Tables::new(variant).expect("only games with tables are loaded");
        let mut problems = Vec::new();
        for file in self.files(variant, MOST_PIECES) {
            if file.bytes.is_none() {
                continue;
            }
            match self.read(variant, file.signature) {
                Ok(table) => tables.insert(table),
                Err(problem) => problems.push(problem),
            }
        }
        Loaded { tables, problems }
    }

    /// Makes the folder if it is missing.
    pub fn create(&self) -> Result<(), FileError> {
        fs::create_dir_all(&self.dir)
            .map_err(|e| FileError::io(Action::CreateFolder, &self.dir, &e))
    }
}
