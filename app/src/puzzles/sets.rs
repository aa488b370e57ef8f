//! The puzzle sets and where they are kept: Damier's own, built into the program, and the
//! player's (from their games, and the files they imported) in the data folder. Read and
//! written by the puzzles' worker, off the frames.

use std::path::Path;

use damier_core::Variant;
use damier_core::puzzle::{self, Puzzle};

/// Damier's own puzzle sets, one per game, built into the program (see `app/puzzles/`).
const SHIPPED: [(Variant, &str); 5] = [
    (Variant::International, include_str!("../../puzzles/international.pdn")),
    (Variant::Italian, include_str!("../../puzzles/italian.pdn")),
    (Variant::Thai, include_str!("../../puzzles/thai.pdn")),
    (Variant::Hexdame, include_str!("../../puzzles/hexdame.pdn")),
    (Variant::Lasca, include_str!("../../puzzles/lasca.pdn")),
];

/// The key of the set made from the player's games.
const YOUR_GAMES: &str = "your-games";
/// The file of the puzzles from the player's games, in the puzzles folder.
pub const YOUR_GAMES_FILE: &str = "from-your-games.pdn";
/// The folder of imported sets, in the puzzles folder.
pub const IMPORTED: &str = "imported";

/// What a set is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetKind {
    /// Damier's own set for a game.
    Shipped(Variant),
    /// Made from the player's reviewed games.
    YourGames,
    /// Imported from a file, by its name.
    Imported(String),
}

/// A list of puzzles.
#[derive(Clone, Debug)]
pub struct PuzzleSet {
    /// What it is.
    pub kind: SetKind,
    /// The puzzles, in order.
    pub puzzles: Vec<Puzzle>,
}

impl PuzzleSet {
    /// The key its puzzles' results are kept under.
    pub fn key(&self) -> String {
        match &self.kind {
            SetKind::Shipped(variant) => variant.id().to_string(),
            SetKind::YourGames => YOUR_GAMES.to_string(),
            SetKind::Imported(name) => format!("file:{name}"),
        }
    }
}

/// Every set: Damier's, then those kept in the puzzles folder `folder` (the one from the
/// player's games always, empty at first; then the imported ones by name).
pub fn all(folder: Option<&Path>) -> Vec<PuzzleSet> {
    let mut sets: Vec<PuzzleSet> = SHIPPED
        .iter()
        .map(|&(variant, text)| PuzzleSet {
            kind: SetKind::Shipped(variant),
            puzzles: puzzle::read(text).0,
        })
        .collect();
    let read = |path: &Path| puzzle::read(&std::fs::read_to_string(path).unwrap_or_default()).0;
    let yours = folder.map(|f| read(&f.join(YOUR_GAMES_FILE))).unwrap_or_default();
    sets.push(PuzzleSet { kind: SetKind::YourGames, puzzles: yours });
    let mut files: Vec<std::path::PathBuf> = folder
        .and_then(|f| std::fs::read_dir(f.join(IMPORTED)).ok())
        .map(|dir| dir.filter_map(|e| Some(e.ok()?.path())).collect())
        .unwrap_or_default();
    files.sort();
    for path in files {
        let Some(name) = path.file_stem().map(|s| s.to_string_lossy().into_owned()) else {
            continue;
        };
        sets.push(PuzzleSet { kind: SetKind::Imported(name), puzzles: read(&path) });
    }
    sets
}
