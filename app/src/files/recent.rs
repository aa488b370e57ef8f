//! The files opened or saved lately, newest first, kept in `recent.json` in the data folder.
//! Reading is lenient: a missing or broken list is an empty one.

use std::path::{Path, PathBuf};

use super::FileError;
use super::save::write_json;

/// How many files the list keeps.
pub const LENGTH: usize = 10;

/// The list as `recent.json` holds it: paths that are not Unicode are kept losslessly.
#[derive(serde::Serialize, serde::Deserialize)]
struct Listed(#[serde(with = "super::stored_path::list")] Vec<PathBuf>);

/// The recent files.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Recent {
    store: Option<PathBuf>,
    files: Vec<PathBuf>,
}

impl Recent {
    /// The list kept at `store` (none: kept only while the window is open).
    pub fn load(store: Option<PathBuf>) -> Recent {
        let files = store
            .as_deref()
            .and_then(|path| std::fs::read_to_string(path).ok())
            .and_then(|text| serde_json::from_str::<Listed>(&text).ok())
            .map_or_else(Vec::new, |listed| listed.0);
        Recent { store, files: files.into_iter().take(LENGTH).collect() }
    }

    /// The files, newest first.
    pub fn files(&self) -> &[PathBuf] {
        &self.files
    }

    /// Puts `path` first. Returns why the list could not be written, if it could not.
    pub fn add(&mut self, path: &Path) -> Result<(), FileError> {
        let path = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
        self.files.retain(|p| *p != path);
        self.files.insert(0, path);
        self.files.truncate(LENGTH);
        self.write()
    }

    /// Takes `path` off the list (a file that is gone).
    pub fn remove(&mut self, path: &Path) -> Result<(), FileError> {
        self.files.retain(|p| p != path);
        self.write()
    }

    /// Empties the list.
    pub fn clear(&mut self) -> Result<(), FileError> {
        self.files.clear();
        self.write()
    }

    fn write(&self) -> Result<(), FileError> {
        let Some(store) = &self.store else { return Ok(()) };
        write_json(store, &Listed(self.files.clone()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::files::save::tests::folder;

    #[test]
    fn newest_first_without_repeats_and_kept() {
        let temp = folder("recent");
        // A folder not made yet, as at the first start.
        let dir = temp.path().join("recent");
        let store = dir.join("recent.json");
        let mut recent = Recent::load(Some(store.clone()));
        assert!(recent.files().is_empty());
        for n in 0..12 {
            recent.add(&dir.join(format!("{n}.pdn"))).unwrap();
        }
        recent.add(&dir.join("5.pdn")).unwrap();
        let again = Recent::load(Some(store.clone()));
        assert_eq!(again.files().len(), LENGTH);
        assert_eq!(again.files()[0], dir.join("5.pdn"));
        assert_eq!(again.files()[1], dir.join("11.pdn"));
        std::fs::write(&store, "not json").unwrap();
        assert!(Recent::load(Some(store)).files().is_empty());
    }
}
