//! Atomic writes: the new contents go to a temporary file in the same folder, which is flushed
//! to disk and then renamed over the old file. A crash, a full disk or a failed write leaves
//! either the old file or the new one, never half of one.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

/// How the bytes are written into the temporary file: normally `write_all`; tests put a
/// writer here that fails midway, as a full disk would.
pub type Writer = Arc<dyn Fn(&mut dyn Write, &[u8]) -> io::Result<()> + Send + Sync>;

/// The ordinary writer: all the bytes.
pub fn plain_writer() -> Writer {
    Arc::new(|out: &mut dyn Write, bytes: &[u8]| out.write_all(bytes))
}

/// Replaces the contents of `path` with `contents`, atomically.
pub fn write_atomic(path: &Path, contents: &[u8]) -> io::Result<()> {
    write_atomic_with(path, contents, &plain_writer())
}

/// Replaces the contents of `path` with `contents` written by `write`, atomically: on any
/// error the old file is untouched and the temporary file is removed. A symbolic link is
/// followed (its target is replaced) and an existing file keeps its permissions.
pub fn write_atomic_with(path: &Path, contents: &[u8], write: &Writer) -> io::Result<()> {
    let target = fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
    let temporary = temporary_beside(&target);
    let result =
        fill(&temporary, &target, contents, write).and_then(|()| fs::rename(&temporary, &target));
    if result.is_err() {
        let _ = fs::remove_file(&temporary);
    } else {
        sync_folder(&target);
    }
    result
}

/// Writes the temporary file completely and flushes it to the disk.
fn fill(temporary: &Path, target: &Path, contents: &[u8], write: &Writer) -> io::Result<()> {
    let mut file = OpenOptions::new().write(true).create_new(true).open(temporary)?;
    if let Ok(old) = fs::metadata(target) {
        file.set_permissions(old.permissions())?;
    }
    write(&mut file, contents)?;
    file.sync_all()
}

/// A fresh name in the folder of `target`: `.NAME.PID-N.tmp`.
fn temporary_beside(target: &Path) -> PathBuf {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let name = target.file_name().map_or_else(|| "file".into(), |n| n.to_string_lossy());
    let temporary = format!(".{name}.{}-{n}.tmp", std::process::id());
    match target.parent() {
        Some(folder) => folder.join(temporary),
        None => PathBuf::from(temporary),
    }
}

/// Makes the rename itself durable where the system allows it (best effort).
fn sync_folder(target: &Path) {
    #[cfg(unix)]
    if let Some(folder) = target.parent().filter(|f| !f.as_os_str().is_empty()) {
        let _ = File::open(folder).and_then(|f| f.sync_all());
    }
    #[cfg(not(unix))]
    let _ = target;
}

#[cfg(test)]
mod tests {
    use super::*;

    fn folder(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("damier-save-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    fn entries(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    #[test]
    fn a_new_file_is_written_and_nothing_else_is_left() {
        let dir = folder("new");
        let path = dir.join("game.pdn");
        write_atomic(&path, b"1. 32-28 *\n").unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"1. 32-28 *\n");
        assert_eq!(entries(&dir), ["game.pdn"]);
    }

    #[test]
    fn a_write_failing_midway_leaves_the_old_file() {
        let dir = folder("failing");
        let path = dir.join("game.pdn");
        fs::write(&path, "old").unwrap();
        let half: Writer = Arc::new(|out: &mut dyn Write, bytes: &[u8]| {
            out.write_all(&bytes[..bytes.len() / 2])?;
            Err(io::Error::other("no space left on the device"))
        });
        let error = write_atomic_with(&path, b"the new contents", &half).unwrap_err();
        assert_eq!(error.to_string(), "no space left on the device");
        assert_eq!(fs::read_to_string(&path).unwrap(), "old");
        assert_eq!(entries(&dir), ["game.pdn"], "the temporary file is removed");
    }

    #[cfg(unix)]
    #[test]
    fn permissions_are_kept() {
        use std::os::unix::fs::PermissionsExt;
        let dir = folder("permissions");
        let path = dir.join("game.pdn");
        fs::write(&path, "old").unwrap();
        fs::set_permissions(&path, fs::Permissions::from_mode(0o640)).unwrap();
        write_atomic(&path, b"new").unwrap();
        assert_eq!(fs::metadata(&path).unwrap().permissions().mode() & 0o777, 0o640);
    }

    #[test]
    fn a_missing_folder_is_an_error() {
        let dir = folder("missing");
        let path = dir.join("no such folder").join("game.pdn");
        assert!(write_atomic(&path, b"x").is_err());
    }
}
