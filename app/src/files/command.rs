//! What the player asks of the file workflow: open a file, save the game, pick a game of
//! the file read last, and the answers to the workflow's questions.

use std::path::PathBuf;

/// A command of the file workflow, which the window hands to its files.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileCommand {
    /// Open a PDN file chosen in a file dialog.
    Open,
    /// Open the games of this file.
    OpenFile(PathBuf),
    /// List the games of the file read last, to pick another.
    GameList,
    /// Open game number `n` (from 1) of the file being listed.
    PickGame(usize),
    /// Open the part of a game that loaded before its error.
    OpenBeforeError,
    /// Save the game to its file, asking where when it has no file of its own.
    Save,
    /// Save the game to a file chosen in a file dialog.
    SaveAs,
    /// Save the game to this file.
    SaveTo(PathBuf),
    /// The answer to the question about unsaved changes.
    Unsaved(UnsavedChoice),
    /// The answer to the question before writing over a file.
    Overwrite(OverwriteChoice),
    /// Empty the list of recent files.
    ClearRecent,
    /// Stop reading the file being read.
    StopReading,
    /// Close the game list without picking a game.
    CloseGameList,
    /// Close the window that reports a problem with a file.
    CloseFileProblem,
    /// Choose a puzzle file to import.
    ImportPuzzles,
    /// Choose where to write a diagram of the position (SVG or PNG).
    ExportDiagram,
}

/// How to write over a file that holds other games, was changed by another program, or was
/// named by hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OverwriteChoice {
    /// Replace the whole file with the game.
    Whole,
    /// Replace only this game in the file (its own file), or add it after the file's games.
    ThisGame,
    /// Choose another name.
    OtherName,
    /// Read the file again as it is now (the game in the window is kept in recent games).
    Reload,
    /// Write nothing.
    Cancel,
}

/// What to do with changes not saved in the game's file before another game replaces it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnsavedChoice {
    /// Save them first.
    Save,
    /// Let them go.
    Discard,
    /// Keep the game as it is.
    Cancel,
}
