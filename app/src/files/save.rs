//! Atomic writes: the new contents go to a temporary file in the same folder, which is flushed
//! to disk and then renamed over the old file. A crash, a full disk or a failed write leaves
//! either the old file or the new one, never half of one.

use std::fs::{self, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use super::{Action, FileError, Why};

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

/// Writes `value` as JSON to `path` atomically, making its folder if needed.
pub fn write_json(path: &Path, value: &impl serde::Serialize) -> Result<(), FileError> {
    let text = serde_json::to_string_pretty(value)
        .map_err(|e| FileError::new(Action::Write, path, Why::System(e.to_string())))?;
    if let Some(folder) = path.parent() {
        fs::create_dir_all(folder).map_err(|e| FileError::io(Action::CreateFolder, folder, &e))?;
    }
    write_atomic(path, text.as_bytes()).map_err(|e| FileError::io(Action::Write, path, &e))
}

/// Reads the JSON file at `path`.
pub fn read_json<T: serde::de::DeserializeOwned>(path: &Path) -> Result<T, FileError> {
    let text = fs::read_to_string(path).map_err(|e| FileError::io(Action::Read, path, &e))?;
    serde_json::from_str(&text).map_err(|e| FileError::json(path, &e))
}

/// Replaces the contents of `path` with `contents` written by `write`, atomically: on any
/// error the old file is untouched and the temporary file is removed. A symbolic link is
/// followed (its target is replaced) and an existing file keeps its permissions.
pub fn write_atomic_with(path: &Path, contents: &[u8], write: &Writer) -> io::Result<()> {
    write_atomic_by(path, |file| write(file, contents))
}

/// Replaces the contents of `path` with what `write` writes, atomically, as
/// [`write_atomic_with`] does; the text may be made as it is written, never held whole.
pub fn write_atomic_by(
    path: &Path,
    write: impl FnOnce(&mut dyn Write) -> io::Result<()>,
) -> io::Result<()> {
    let target = fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
    let temporary = temporary_beside(&target);
    let result = fill(&temporary, &target, write).and_then(|()| fs::rename(&temporary, &target));
    if result.is_err() {
        let _ = fs::remove_file(&temporary);
    } else {
        sync_folder(&target);
    }
    result
}

/// Whether a file can be written at `path` now, tried as [`write_atomic`] starts: a temporary
/// file beside it is made and removed again; `path` itself is not touched. For commands that
/// would otherwise find out only after their work.
pub fn check_writable(path: &Path) -> io::Result<()> {
    let target = fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
    let temporary = temporary_beside(&target);
    let made = OpenOptions::new().write(true).create_new(true).open(&temporary);
    let _ = fs::remove_file(&temporary);
    made.map(drop)
}

/// Writes the temporary file completely and flushes it to the disk.
fn fill(
    temporary: &Path,
    target: &Path,
    write: impl FnOnce(&mut dyn Write) -> io::Result<()>,
) -> io::Result<()> {
    let file = OpenOptions::new().write(true).create_new(true).open(temporary)?;
    if let Ok(old) = fs::metadata(target) {
        file.set_permissions(old.permissions())?;
    }
    let mut buffered = io::BufWriter::new(file);
    write(&mut buffered)?;
    buffered.into_inner().map_err(io::IntoInnerError::into_error)?.sync_all()
}

/// The longest file name, in bytes, that common file systems (ext4, NTFS, APFS) take.
const LONGEST_NAME: usize = 255;

/// A fresh name in the folder of `target`: `.NAME.PID-N.tmp`, with `NAME` shortened (on a
/// character boundary) when the whole would pass [`LONGEST_NAME`], so that a temporary can be
/// made for every name that the final file may have.
fn temporary_beside(target: &Path) -> PathBuf {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let tail = format!(".{}-{n}.tmp", std::process::id());
    let name = target.file_name().map_or_else(|| "file".into(), |n| n.to_string_lossy());
    let mut room = LONGEST_NAME - 1 - tail.len();
    while room < name.len() && !name.is_char_boundary(room) {
        room -= 1;
    }
    let temporary = format!(".{}{tail}", &name[..room.min(name.len())]);
    match target.parent() {
        Some(folder) => folder.join(temporary),
        None => PathBuf::from(temporary),
    }
}

/// Moves a file that could not be read out of the way, to `NAME.broken.EXT` beside it, or
/// `NAME.broken-2.EXT`, `-3`… when earlier copies are there, so no kept copy is ever
/// replaced. Returns where it went.
pub fn keep_aside(path: &Path) -> io::Result<PathBuf> {
    let stem = path.file_stem().map_or_else(|| "file".into(), |s| s.to_string_lossy());
    let extension =
        path.extension().map(|e| format!(".{}", e.to_string_lossy())).unwrap_or_default();
    for n in 1u32.. {
        let suffix = if n == 1 { String::new() } else { format!("-{n}") };
        let kept = path.with_file_name(format!("{stem}.broken{suffix}{extension}"));
        // A hard link fails if the name is taken, so two starts at once cannot both take it.
        match fs::hard_link(path, &kept) {
            Ok(()) => {
                fs::remove_file(path)?;
                return Ok(kept);
            }
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
            Err(_) => {
                // No hard links here (some file systems): fall back on a checked rename.
                if kept.exists() {
                    continue;
                }
                fs::rename(path, &kept)?;
                return Ok(kept);
            }
        }
    }
    unreachable!("some numbered name is free")
}

/// Removes the temporary files that writes in `folder` left behind when their program was
/// killed (names of the form `.NAME.PID-N.tmp` whose program is no longer running, or that
/// are more than a day old where that cannot be told). Returns how many went.
pub fn remove_stale_temporaries(folder: &Path) -> usize {
    let Ok(entries) = fs::read_dir(folder) else { return 0 };
    entries
        .filter_map(Result::ok)
        .filter(|entry| {
            let name = entry.file_name();
            let Some(pid) = name.to_str().and_then(temporary_owner) else { return false };
            let old = entry
                .metadata()
                .and_then(|m| m.modified())
                .is_ok_and(|t| t.elapsed().is_ok_and(|age| age.as_secs() > 24 * 3600));
            (old || !is_running(pid)) && fs::remove_file(entry.path()).is_ok()
        })
        .count()
}

/// The process id in a temporary file's name made by [`temporary_beside`].
fn temporary_owner(name: &str) -> Option<u32> {
    let inner = name.strip_prefix('.')?.strip_suffix(".tmp")?;
    let (_, tail) = inner.rsplit_once('.')?;
    let (pid, counter) = tail.split_once('-')?;
    counter.parse::<u64>().ok()?;
    pid.parse().ok()
}

/// Whether the process `pid` runs (on systems where that cannot be told: yes).
fn is_running(pid: u32) -> bool {
    #[cfg(target_os = "linux")]
    return Path::new("/proc").join(pid.to_string()).exists();
    #[cfg(not(target_os = "linux"))]
    {
        let _ = pid;
        true
    }
}

/// Makes the rename itself durable where the system allows it (best effort).
fn sync_folder(target: &Path) {
    #[cfg(unix)]
    if let Some(folder) = target.parent().filter(|f| !f.as_os_str().is_empty()) {
        let _ = fs::File::open(folder).and_then(|f| f.sync_all());
    }
    #[cfg(not(unix))]
    let _ = target;
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A fresh, empty folder for the unit test `name`, removed with its contents when dropped.
    pub(crate) fn folder(name: &str) -> tempfile::TempDir {
        tempfile::Builder::new().prefix(&format!("damier-unit-{name}-")).tempdir().unwrap()
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
        let dir = folder("save-new");
        let path = dir.path().join("game.pdn");
        write_atomic(&path, b"1. 32-28 *\n").unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"1. 32-28 *\n");
        assert_eq!(entries(dir.path()), ["game.pdn"]);
    }

    #[test]
    fn a_write_failing_midway_leaves_the_old_file() {
        let dir = folder("save-failing");
        let path = dir.path().join("game.pdn");
        fs::write(&path, "old").unwrap();
        let half: Writer = Arc::new(|out: &mut dyn Write, bytes: &[u8]| {
            out.write_all(&bytes[..bytes.len() / 2])?;
            Err(io::Error::other("no space left on the device"))
        });
        let error = write_atomic_with(&path, b"the new contents", &half).unwrap_err();
        assert_eq!(error.to_string(), "no space left on the device");
        assert_eq!(fs::read_to_string(&path).unwrap(), "old");
        assert_eq!(entries(dir.path()), ["game.pdn"], "the temporary file is removed");
    }

    #[cfg(unix)]
    #[test]
    fn permissions_are_kept() {
        use std::os::unix::fs::PermissionsExt;
        let dir = folder("save-permissions");
        let path = dir.path().join("game.pdn");
        fs::write(&path, "old").unwrap();
        fs::set_permissions(&path, fs::Permissions::from_mode(0o640)).unwrap();
        write_atomic(&path, b"new").unwrap();
        assert_eq!(fs::metadata(&path).unwrap().permissions().mode() & 0o777, 0o640);
    }

    #[test]
    fn broken_files_are_kept_aside_without_replacing_earlier_copies() {
        let dir = folder("save-aside");
        let path = dir.path().join("settings.json");
        for text in ["first", "second", "third"] {
            fs::write(&path, text).unwrap();
            keep_aside(&path).unwrap();
        }
        assert_eq!(
            entries(dir.path()),
            ["settings.broken-2.json", "settings.broken-3.json", "settings.broken.json"]
        );
        assert_eq!(fs::read_to_string(dir.path().join("settings.broken.json")).unwrap(), "first");
        assert_eq!(fs::read_to_string(dir.path().join("settings.broken-3.json")).unwrap(), "third");
    }

    #[test]
    fn temporaries_of_programs_that_are_gone_are_removed() {
        let dir = folder("save-stale");
        let gone = dir.path().join(".game.pdn.4294967-0.tmp");
        let being_written = temporary_beside(&dir.path().join("game.pdn"));
        let other = dir.path().join(".notes.txt.swp");
        for path in [&gone, &being_written, &other] {
            fs::write(path, "x").unwrap();
        }
        assert_eq!(temporary_owner(".wk2003.pdn.123-4.tmp"), Some(123));
        assert_eq!(temporary_owner(".settings.json.99-0.tmp"), Some(99));
        assert_eq!(temporary_owner("game.pdn"), None);
        assert_eq!(remove_stale_temporaries(dir.path()), 1);
        assert!(!gone.exists(), "the temporary of a program that is gone is removed");
        assert!(being_written.exists() && other.exists(), "the others stay");
    }

    #[test]
    fn the_longest_names_can_be_written() {
        let dir = folder("save-long-name");
        for name in ["a".repeat(251) + ".pdn", "é".repeat(125) + "x.pdn"] {
            assert_eq!(name.len(), LONGEST_NAME);
            let path = dir.path().join(&name);
            write_atomic(&path, b"1. 32-28 *\n").unwrap();
            write_atomic(&path, b"1. 33-28 *\n").unwrap();
            assert_eq!(fs::read(&path).unwrap(), b"1. 33-28 *\n");
            let temporary = temporary_beside(&path);
            let temporary = temporary.file_name().unwrap().to_str().unwrap();
            assert!(temporary.len() <= LONGEST_NAME);
            assert!(temporary_owner(temporary).is_some(), "still recognised as a temporary");
        }
        assert_eq!(entries(dir.path()).len(), 2, "no temporary is left");
    }

    #[test]
    fn a_missing_folder_is_an_error() {
        let dir = folder("save-missing");
        let path = dir.path().join("no such folder").join("game.pdn");
        assert!(write_atomic(&path, b"x").is_err());
        assert!(check_writable(&path).is_err());
    }

    #[test]
    fn checking_a_target_leaves_the_folder_as_it_was() {
        let dir = folder("save-check");
        let path = dir.path().join("game.pdn");
        check_writable(&path).unwrap();
        assert!(entries(dir.path()).is_empty());
        fs::write(&path, "old").unwrap();
        check_writable(&path).unwrap();
        assert_eq!(entries(dir.path()), ["game.pdn"]);
        assert_eq!(fs::read_to_string(&path).unwrap(), "old");
    }
}
