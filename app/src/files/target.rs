//! A save on its worker thread. First a look at what is at the target: a file changed by
//! another program since Damier read or wrote it, a file holding other games, or any file at
//! a name typed by hand each mean a question before anything is written. Then the game is
//! written as the whole file, in place of one game of the file, or after its games.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use serde::{Deserialize, Serialize};

use super::save::{Writer, write_atomic_with};
use super::splice::{append_game, count_games, replace_game};
use super::{Action, FileError};

/// What identifies a file's contents cheaply: its size and when it was last changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stamp {
    /// Size in bytes.
    pub len: u64,
    /// Last change, where the system tells it.
    pub modified: Option<SystemTime>,
}

/// The stamp of the file at `path` now, if it is there.
pub fn stamp_of(path: &Path) -> Option<Stamp> {
    let meta = fs::metadata(path).ok()?;
    Some(Stamp { len: meta.len(), modified: meta.modified().ok() })
}

/// What the window knows of the file its game came from.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Origin {
    /// The file.
    pub path: Option<PathBuf>,
    /// Its stamp when it was read or last written.
    pub stamp: Option<Stamp>,
    /// The game's number there, when the file holds other games too.
    pub game: Option<usize>,
}

/// How to write.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum How {
    /// Look first, and ask when the file is not simply this game's: `typed` when the name was
    /// typed by hand (no file dialog asked about replacing it).
    Check {
        /// Whether the name was typed by hand.
        typed: bool,
        /// The game's own file.
        origin: Origin,
    },
    /// Replace the whole file.
    Whole,
    /// Replace game `n` (from 1) of the file, keeping the rest.
    ReplaceGame(usize),
    /// Add the game after the file's games.
    Append,
}

/// Why a save asks first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Question {
    /// The file.
    pub path: PathBuf,
    /// How many games it holds.
    pub games: usize,
    /// The game's number there, when it is the game's own file of several.
    pub own_game: Option<usize>,
    /// Whether another program changed it since Damier read or wrote it.
    pub changed: bool,
}

/// What came of a save.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Written: the file's new stamp, and the game's number in it when it holds others.
    Saved {
        /// The file's stamp after the write.
        stamp: Option<Stamp>,
        /// The game's number in the file, when the file holds other games too.
        game: Option<usize>,
    },
    /// Nothing written: the person must say how.
    Ask(Question),
    /// Nothing written, for this reason.
    Failed(FileError),
}

/// Saves `game` (PDN text) to `target` as `how` says, writing with `writer`.
pub fn save(target: &Path, game: &str, how: &How, writer: &Writer) -> Outcome {
    match contents(target, game, how) {
        Ok((bytes, number)) => match write_atomic_with(target, &bytes, writer) {
            Ok(()) => Outcome::Saved { stamp: stamp_of(target), game: number },
            Err(e) => Outcome::Failed(FileError::io(Action::Write, target, &e)),
        },
        Err(outcome) => outcome,
    }
}

/// What to write at `target` for `how`, with the game's number in the file when it holds
/// others; or, when nothing is to be written, why (a question, a failure).
fn contents(target: &Path, game: &str, how: &How) -> Result<(Vec<u8>, Option<usize>), Outcome> {
    let existing = || match fs::read(target) {
        Ok(bytes) => Ok(Some(bytes)),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(Outcome::Failed(FileError::io(Action::Read, target, &e))),
    };
    let whole = (game.as_bytes().to_vec(), None);
    match how {
        How::Whole => Ok(whole),
        How::Check { typed, origin } => {
            match existing()?.and_then(|bytes| question(target, &bytes, *typed, origin)) {
                Some(question) => Err(Outcome::Ask(question)),
                None => Ok(whole),
            }
        }
        How::ReplaceGame(n) => replace_game(&existing()?.unwrap_or_default(), *n, game)
            .map(|bytes| (bytes, Some(*n)))
            .map_err(|why| Outcome::Failed(FileError::new(Action::Write, target, why))),
        How::Append => {
            let bytes = existing()?.unwrap_or_default();
            let games = count_games(&bytes);
            append_game(&bytes, game)
                .map(|joined| (joined, (games > 0).then_some(games + 1)))
                .map_err(|why| Outcome::Failed(FileError::new(Action::Write, target, why)))
        }
    }
}

/// The question to ask before writing over the file at `target` (holding `bytes`), if any.
fn question(target: &Path, bytes: &[u8], typed: bool, origin: &Origin) -> Option<Question> {
    let same = |a: &Path, b: &Path| fs::canonicalize(a).ok() == fs::canonicalize(b).ok();
    let own = origin.path.as_deref().is_some_and(|path| same(path, target));
    let changed = own && origin.stamp.is_some_and(|stamp| Some(stamp) != stamp_of(target));
    let games = count_games(bytes);
    let own_game = origin.game.filter(|_| own);
    let plainly_own = own && own_game.is_none() && games <= 1;
    let ask = changed || games > 1 || (typed && !plainly_own);
    ask.then(|| Question { path: target.to_path_buf(), games, own_game, changed })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::files::save::plain_writer;
    use crate::files::save::tests::folder;

    const TWO: &str = "[Event \"a\"]\n1. 32-28 *\n\n[Event \"b\"]\n1. 33-29 *\n";
    const GAME: &str = "[Event \"new\"]\n1. 31-27 *\n";

    fn check(typed: bool, origin: Origin) -> How {
        How::Check { typed, origin }
    }

    #[test]
    fn a_new_file_or_the_games_own_file_is_written_without_a_question() {
        let dir = folder("target-plain");
        let path = dir.path().join("game.pdn");
        let saved = save(&path, GAME, &check(true, Origin::default()), &plain_writer());
        assert!(matches!(saved, Outcome::Saved { game: None, .. }));
        let Outcome::Saved { stamp, .. } = saved else { unreachable!() };
        let origin = Origin { path: Some(path.clone()), stamp, game: None };
        assert!(matches!(
            save(&path, GAME, &check(true, origin), &plain_writer()),
            Outcome::Saved { .. }
        ));
    }

    #[test]
    fn a_file_of_several_games_or_a_typed_name_asks_first_and_keeps_the_file() {
        let dir = folder("target-several");
        let path = dir.path().join("games.pdn");
        fs::write(&path, TWO).unwrap();
        let origin = Origin { path: Some(path.clone()), stamp: stamp_of(&path), game: Some(2) };
        let asked = save(&path, GAME, &check(false, origin), &plain_writer());
        let expected = Question { path: path.clone(), games: 2, own_game: Some(2), changed: false };
        assert_eq!(asked, Outcome::Ask(expected));
        let other = dir.path().join("other.pdn");
        fs::write(&other, GAME).unwrap();
        let asked = save(&other, GAME, &check(true, Origin::default()), &plain_writer());
        assert!(matches!(asked, Outcome::Ask(Question { games: 1, own_game: None, .. })));
        assert_eq!(fs::read_to_string(&path).unwrap(), TWO, "nothing written while asking");
    }

    #[test]
    fn one_game_is_replaced_or_added_and_the_others_kept() {
        let dir = folder("target-splice");
        let path = dir.path().join("games.pdn");
        fs::write(&path, TWO).unwrap();
        let replaced = save(&path, GAME, &How::ReplaceGame(1), &plain_writer());
        assert!(matches!(replaced, Outcome::Saved { game: Some(1), .. }));
        assert_eq!(
            fs::read_to_string(&path).unwrap(),
            TWO.replace("[Event \"a\"]\n1. 32-28 *\n", GAME)
        );
        let added = save(&path, GAME, &How::Append, &plain_writer());
        assert!(matches!(added, Outcome::Saved { game: Some(3), .. }));
        assert_eq!(count_games(&fs::read(&path).unwrap()), 3);
    }

    #[test]
    fn a_file_changed_by_another_program_is_not_overwritten_without_a_question() {
        let dir = folder("target-changed");
        let path = dir.path().join("game.pdn");
        fs::write(&path, GAME).unwrap();
        let origin = Origin { path: Some(path.clone()), stamp: stamp_of(&path), game: None };
        fs::write(&path, format!("{GAME}{GAME}")).unwrap();
        let asked = save(&path, GAME, &check(false, origin), &plain_writer());
        assert!(matches!(asked, Outcome::Ask(Question { changed: true, .. })));
        assert_eq!(fs::read_to_string(&path).unwrap(), format!("{GAME}{GAME}"));
    }
}
