//! Recent games: games that left the window without being saved in a file (a new game, another
//! game opened, a game left behind by a window that is gone). The latest [`LENGTH`] are kept
//! in the data folder's `unsaved/`, one file each, and listed under File › Recent games, so
//! nothing played is ever lost.

use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

use damier_core::game::GameRecord;
use serde::{Deserialize, Serialize};

use super::autosave::Snapshot;
use super::save::{read_json, write_json};
use super::{Action, FileError, Why};

/// How many games are kept.
pub const LENGTH: usize = 20;

/// One kept game as the list shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kept {
    /// Its file in `unsaved/`.
    pub path: PathBuf,
    /// What the list says of it (none: the game could not be read).
    pub summary: Option<Summary>,
    /// The words earlier versions kept instead of a summary.
    pub label: String,
    /// When it was kept, in milliseconds since 1970.
    pub when: u64,
}

/// What the list says of a kept game, in no language: its game type, length and players.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Summary {
    /// The game type's identifier (`italian`).
    pub variant: String,
    /// Its length in moves.
    pub moves: usize,
    /// Its players, "White – Black", when they are known.
    pub players: Option<String>,
}

/// The file of a kept game.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
struct Stored {
    summary: Option<Summary>,
    /// Earlier versions' words for the list.
    #[serde(skip_serializing_if = "String::is_empty")]
    label: String,
    when: u64,
    game: Snapshot,
}

/// The kept games, newest first.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct History {
    folder: Option<PathBuf>,
    games: Vec<Kept>,
}

impl History {
    /// The games kept in `folder` (none: kept only while the window is open, which is to say
    /// not at all). Files that cannot be read are left out of the list.
    pub fn load(folder: Option<PathBuf>) -> History {
        let mut games: Vec<Kept> = folder
            .as_deref()
            .and_then(|dir| std::fs::read_dir(dir).ok())
            .into_iter()
            .flatten()
            .filter_map(Result::ok)
            .map(|entry| entry.path())
            .filter(|path| path.extension().is_some_and(|e| e == "json"))
            .filter_map(|path| {
                let stored: Stored = read_json(&path).ok()?;
                let Stored { summary, label, when, .. } = stored;
                Some(Kept { path, summary, label, when })
            })
            .collect();
        games.sort_by(|a, b| (b.when, &b.path).cmp(&(a.when, &a.path)));
        History { folder, games }
    }

    /// The kept games, newest first.
    pub fn games(&self) -> &[Kept] {
        &self.games
    }

    /// Whether `game` can be kept now, tried by writing it to a file of its own in the folder
    /// (not listed) and removing it again; the error says why not.
    pub fn try_keeping(&self, game: &Snapshot) -> Result<(), FileError> {
        let Some(folder) = &self.folder else { return Ok(()) };
        let path = folder.join(format!(".keeping-trial-{}", std::process::id()));
        write_json(&path, &Stored { game: game.clone(), ..Stored::default() })?;
        let _ = std::fs::remove_file(&path);
        Ok(())
    }

    /// Whether games are kept at all (there is a folder for them).
    pub fn keeps(&self) -> bool {
        self.folder.is_some()
    }

    /// Keeps `game`, listed by `summary` (none: it could not be read), first; the oldest
    /// beyond [`LENGTH`] go.
    pub fn keep(&mut self, game: Snapshot, summary: Option<Summary>) -> Result<(), FileError> {
        let Some(folder) = &self.folder else { return Ok(()) };
        static COUNTER: AtomicU64 = AtomicU64::new(0);
        let when = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_millis() as u64);
        let n = COUNTER.fetch_add(1, Ordering::Relaxed);
        let name = format!("{when:013}-{}-{n:06}.json", std::process::id());
        let path = folder.join(name);
        write_json(&path, &Stored { summary: summary.clone(), label: String::new(), when, game })?;
        self.games.insert(0, Kept { path, summary, label: String::new(), when });
        for old in self.games.split_off(LENGTH.min(self.games.len())) {
            let _ = std::fs::remove_file(old.path);
        }
        Ok(())
    }

    /// Takes the game at `index` off the list and out of the folder, to play on with.
    pub fn take(&mut self, index: usize) -> Result<Snapshot, FileError> {
        let Some(kept) = self.games.get(index).cloned() else {
            let folder = self.folder.clone().unwrap_or_default();
            return Err(FileError::new(Action::Read, &folder, Why::NoGame(index + 1)));
        };
        let stored: Stored = read_json(&kept.path)?;
        let _ = std::fs::remove_file(&kept.path);
        self.games.remove(index);
        Ok(stored.game)
    }
}

/// What the list says of `record`: its game type, length and players.
pub fn summary_of(record: &GameRecord) -> Summary {
    let plies = record.main_line().len().saturating_sub(1);
    let tags = record.tags();
    let players = match (tags.get("White"), tags.get("Black")) {
        (Some(white), Some(black)) if white != "?" || black != "?" => {
            Some(format!("{white} – {black}"))
        }
        _ => None,
    };
    Summary { variant: record.variant().id().to_string(), moves: plies.div_ceil(2), players }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::files::save::tests::folder;

    fn game(n: usize) -> Snapshot {
        Snapshot { pdn: format!("game {n}"), ..Snapshot::default() }
    }

    #[test]
    fn the_latest_games_are_kept_newest_first_and_read_back() {
        let temp = folder("history");
        // A folder not made yet, as at the first start.
        let dir = temp.path().join("history");
        let mut history = History::load(Some(dir.clone()));
        for n in 0..LENGTH + 3 {
            let summary = Summary { variant: "thai".to_string(), moves: n, players: None };
            history.keep(game(n), Some(summary)).unwrap();
        }
        assert_eq!(history.games().len(), LENGTH);
        assert_eq!(history.games()[0].summary.as_ref().map(|s| s.moves), Some(LENGTH + 2));
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), LENGTH, "the oldest files go");

        let mut again = History::load(Some(dir.clone()));
        assert_eq!(again, history, "the same list after a restart");
        assert_eq!(again.take(1).unwrap(), game(LENGTH + 1));
        assert_eq!(again.games().len(), LENGTH - 1);
        assert_eq!(History::load(Some(dir)).games().len(), LENGTH - 1, "taken off the disk");
    }

    #[test]
    fn games_kept_by_earlier_versions_keep_their_words() {
        use crate::i18n::{Language, Messages};
        let dir = folder("history-old");
        std::fs::write(dir.path().join("1.json"), r#"{"label": "Italian, 3 moves", "when": 5}"#)
            .unwrap();
        let history = History::load(Some(dir.path().to_path_buf()));
        let kept = &history.games()[0];
        assert_eq!(kept.summary, None);
        assert_eq!(Messages::new(Language::Dutch).kept_game(kept), "Italian, 3 moves");
        let summary = Some(Summary { variant: "italian".into(), moves: 3, players: None });
        let now = Kept { summary, ..kept.clone() };
        assert_eq!(Messages::new(Language::Dutch).kept_game(&now), "Italiaans, 3 zetten");
    }
}
