//! Everything the player can ask of the window, and the one table of the commands that have a
//! name: it feeds the menus, the keyboard shortcuts and the help window.

use damier_core::cells::Cell;
use damier_core::game::NodeId;
use damier_core::{Side, Variant};
use egui::{Key, KeyboardShortcut, Modifiers};

use crate::analysis::AnalysisCommand;
use crate::editor::EditCommand;
use crate::files::FileCommand;
use crate::language::Language;
use crate::puzzles::PuzzleCommand;
use crate::settings::{Player, ThemeChoice};

/// A change the player asks for; [`crate::App::apply`] carries it out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Start a new game of the current game type.
    NewGame,
    /// Take back moves to the last position where a person is to move.
    Undo,
    /// Replay moves taken back.
    Redo,
    /// Show the engine's best move as an arrow.
    Hint,
    /// Make the computer move now (or play for the side to move).
    MoveNow,
    /// Have the computer play in a studied game from the position shown.
    PlayComputer,
    /// The person to move resigns.
    Resign,
    /// Offer a draw (between two people: agree one).
    OfferDraw,
    /// Pause the game's clocks, or resume them.
    PauseClock,
    /// Set the time control of new games (none: no clock).
    SetTimeControl(Option<damier_core::clock::TimeControl>),
    /// Turn the board round.
    Flip,
    /// Show or hide cell names.
    ToggleCoordinates,
    /// One move back.
    Back,
    /// One move on.
    Forward,
    /// To the start of the game.
    ToStart,
    /// To the end of the line.
    ToEnd,
    /// Show the help window.
    Help,
    /// Clear the status line's notice.
    DismissNotice,
    /// Show or hide frame timings.
    FrameTimings,
    /// Speak this language, or the system's (none).
    SetLanguage(Option<Language>),
    /// Switch to another game (starts a new game).
    SetVariant(Variant),
    /// Say who plays a side.
    SetPlayer(Side, Player),
    /// Set the engine's strength (1–10).
    SetLevel(u8),
    /// Set the engine's time per move in milliseconds.
    SetMoveTime(u64),
    /// Set how many threads the engine searches on.
    SetThreads(usize),
    /// Choose whether the computer plays its first moves from the opening book.
    SetOpeningBook(bool),
    /// Set the colour scheme.
    SetTheme(ThemeChoice),
    /// Set the player's name, for the games saved against the computer.
    SetName(String),
    /// Set where the program over DamExchange is reached.
    SetRemoteAddress(String),
    /// Choose whether the window waits for the program over DamExchange to call.
    SetRemoteListens(bool),
    /// Connect to the program over DamExchange, or wait for it, as the settings say.
    ConnectRemote,
    /// Drop the connection to the program over DamExchange.
    DisconnectRemote,
    /// Turn move animation on or off.
    SetAnimate(bool),
    /// Turn the sounds of moves on or off.
    SetSound(bool),
    /// Go to a position of the game record.
    GoTo(NodeId),
    /// Delete this move and every move after it.
    DeleteFrom(NodeId),
    /// Make the variation this move is in the main line at its branch point.
    Promote(NodeId),
    /// Open the comment of this move to edit.
    EditComment(NodeId),
    /// Set the comment after this move (an empty text removes it).
    SetComment(NodeId, String),
    /// Close the comment without setting it.
    CloseComment,
    /// Play a move written in the game's notation (typed in the move box).
    Play(String),
    /// Play a move handed over as a value (by the board).
    PlayMove(damier_core::AnyMove),
    /// Put the keyboard focus in the move box, to type a move.
    TypeMove,
    /// Give the keyboard focus to the board, to walk its cells with the cursor keys.
    KeyboardBoard,
    /// The player tried a move from `from` to `to` that is not legal.
    Refused {
        /// Start cell.
        from: Cell,
        /// End cell.
        to: Cell,
    },
    /// Something for the position editor.
    Edit(EditCommand),
    /// Something for the live analysis or the game review.
    Analysis(AnalysisCommand),
    /// Something for the file workflow: open, save, the game list and its questions.
    File(FileCommand),
    /// Bring back the recent unsaved game at this place in the list (0 is the newest).
    RestoreRecentGame(usize),
    /// Show the game information (players, event, date) to edit.
    GameInfo,
    /// Set tags of the game, name and value; an empty value removes the tag.
    SetTags(Vec<(String, String)>),
    /// Record the game's result.
    SetResult(damier_core::game::GameResult),
    /// Copy the position as FEN.
    CopyFen,
    /// Copy the position as a diagram (a picture of the board as it is shown).
    CopyDiagram,
    /// Something for the puzzles.
    Puzzle(PuzzleCommand),
    /// Set up the position from the FEN on the clipboard.
    PasteFen,
    /// Set up the position from this FEN (of the current game type).
    SetUpFen(String),
    /// Close the game information without setting it.
    CloseGameInfo,
    /// Close the help window.
    CloseHelp,
    /// Show the rules of the game being played.
    Rules,
    /// Close the rules.
    CloseRules,
    /// Show the version and the licences.
    About,
    /// Close the About window.
    CloseAbout,
    /// Show the endgame databases: what is built, and building more.
    EndgameTables,
    /// Close the endgame databases window.
    CloseEndgameTables,
    /// Build the current game's missing endgame tables of up to this many pieces.
    BuildTables(u8),
    /// Stop building endgame tables (what is finished is kept).
    CancelTables,
    /// Close the window and end the program (the game is kept for the next start).
    Quit,
}

impl Command {
    /// Whether the command may be used while the editor is open without leaving it: the
    /// editor's own and those that only change the view or the settings.
    pub fn keeps_editing(&self) -> bool {
        matches!(
            self,
            Command::Edit(_)
                | Command::Flip
                | Command::ToggleCoordinates
                | Command::Help
                | Command::CloseHelp
                | Command::File(
                    FileCommand::StopReading
                        | FileCommand::CloseGameList
                        | FileCommand::CloseFileProblem
                )
                | Command::CloseGameInfo
                | Command::DismissNotice
                | Command::FrameTimings
                | Command::SetPlayer(..)
                | Command::SetLevel(_)
                | Command::SetMoveTime(_)
                | Command::SetThreads(_)
                | Command::SetOpeningBook(_)
                | Command::SetTheme(_)
                | Command::SetAnimate(_)
                | Command::SetSound(_)
        )
    }
}

/// Where a command is offered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Menu {
    /// The File menu.
    File,
    /// The Edit menu: the position through the desktop's clipboard.
    Edit,
    /// The Game menu.
    Game,
    /// The Moves menu (navigation).
    Moves,
    /// The View menu.
    View,
    /// The Analysis menu.
    Analysis,
    /// The Help menu.
    Help,
}

/// A named command with its place and shortcut.
#[derive(Clone, Debug)]
pub struct NamedCommand {
    /// What it does.
    pub command: Command,
    /// The id of its name in menus and help, in the message files.
    pub label: &'static str,
    /// The menu it is in.
    pub menu: Menu,
    /// Its keyboard shortcut, if any.
    pub shortcut: Option<KeyboardShortcut>,
}

const fn key(modifiers: Modifiers, key: Key) -> Option<KeyboardShortcut> {
    Some(KeyboardShortcut::new(modifiers, key))
}

const CTRL_SHIFT: Modifiers = Modifiers::COMMAND.plus(Modifiers::SHIFT);

/// Every named command, in menu order.
pub const TABLE: &[NamedCommand] = &[
    NamedCommand {
        command: Command::NewGame,
        label: "command-new-game",
        menu: Menu::Game,
        shortcut: key(Modifiers::COMMAND, Key::N),
    },
    NamedCommand {
        command: Command::Undo,
        label: "command-undo",
        menu: Menu::Game,
        shortcut: key(Modifiers::COMMAND, Key::Z),
    },
    NamedCommand {
        command: Command::Redo,
        label: "command-redo",
        menu: Menu::Game,
        shortcut: key(CTRL_SHIFT, Key::Z),
    },
    NamedCommand {
        command: Command::Hint,
        label: "command-hint",
        menu: Menu::Game,
        shortcut: key(Modifiers::NONE, Key::H),
    },
    NamedCommand {
        command: Command::MoveNow,
        label: "command-move-now",
        menu: Menu::Game,
        shortcut: key(Modifiers::NONE, Key::Space),
    },
    NamedCommand {
        command: Command::PlayComputer,
        label: "command-play-computer",
        menu: Menu::Game,
        shortcut: None,
    },
    NamedCommand {
        command: Command::OfferDraw,
        label: "command-offer-draw",
        menu: Menu::Game,
        shortcut: None,
    },
    NamedCommand {
        command: Command::PauseClock,
        label: "command-pause-clock",
        menu: Menu::Game,
        shortcut: key(Modifiers::NONE, Key::P),
    },
    NamedCommand {
        command: Command::Resign,
        label: "command-resign",
        menu: Menu::Game,
        shortcut: None,
    },
    NamedCommand {
        command: Command::Puzzle(PuzzleCommand::Open),
        label: "command-puzzles",
        menu: Menu::Game,
        shortcut: key(CTRL_SHIFT, Key::P),
    },
    NamedCommand {
        command: Command::Back,
        label: "command-back",
        menu: Menu::Moves,
        shortcut: key(Modifiers::NONE, Key::ArrowLeft),
    },
    NamedCommand {
        command: Command::Forward,
        label: "command-forward",
        menu: Menu::Moves,
        shortcut: key(Modifiers::NONE, Key::ArrowRight),
    },
    NamedCommand {
        command: Command::TypeMove,
        label: "command-type-move",
        menu: Menu::Moves,
        shortcut: key(Modifiers::NONE, Key::M),
    },
    NamedCommand {
        command: Command::KeyboardBoard,
        label: "command-keyboard-board",
        menu: Menu::Moves,
        shortcut: key(Modifiers::NONE, Key::B),
    },
    NamedCommand {
        command: Command::ToStart,
        label: "command-to-start",
        menu: Menu::Moves,
        shortcut: key(Modifiers::NONE, Key::Home),
    },
    NamedCommand {
        command: Command::ToEnd,
        label: "command-to-end",
        menu: Menu::Moves,
        shortcut: key(Modifiers::NONE, Key::End),
    },
    NamedCommand {
        command: Command::Flip,
        label: "command-flip",
        menu: Menu::View,
        shortcut: key(Modifiers::NONE, Key::F),
    },
    NamedCommand {
        command: Command::ToggleCoordinates,
        label: "command-coordinates",
        menu: Menu::View,
        shortcut: key(Modifiers::NONE, Key::C),
    },
    NamedCommand {
        command: Command::FrameTimings,
        label: "command-frame-timings",
        menu: Menu::View,
        shortcut: key(Modifiers::NONE, Key::F12),
    },
    NamedCommand {
        command: Command::Edit(EditCommand::Open),
        label: "command-edit-position",
        menu: Menu::Game,
        shortcut: key(Modifiers::NONE, Key::E),
    },
    NamedCommand {
        command: Command::Analysis(AnalysisCommand::Toggle),
        label: "command-analyse",
        menu: Menu::Analysis,
        shortcut: key(Modifiers::NONE, Key::A),
    },
    NamedCommand {
        command: Command::Analysis(AnalysisCommand::Review),
        label: "command-review",
        menu: Menu::Analysis,
        shortcut: key(Modifiers::COMMAND, Key::R),
    },
    NamedCommand {
        command: Command::EndgameTables,
        label: "command-endgame-tables",
        menu: Menu::Analysis,
        shortcut: None,
    },
    NamedCommand {
        command: Command::Help,
        label: "command-how-to-play",
        menu: Menu::Help,
        shortcut: key(Modifiers::NONE, Key::F1),
    },
    NamedCommand {
        command: Command::Rules,
        label: "command-rules",
        menu: Menu::Help,
        shortcut: None,
    },
    NamedCommand {
        command: Command::About,
        label: "command-about",
        menu: Menu::Help,
        shortcut: None,
    },
    NamedCommand {
        command: Command::File(FileCommand::Open),
        label: "command-open",
        menu: Menu::File,
        shortcut: key(Modifiers::COMMAND, Key::O),
    },
    NamedCommand {
        command: Command::File(FileCommand::Save),
        label: "command-save",
        menu: Menu::File,
        shortcut: key(Modifiers::COMMAND, Key::S),
    },
    NamedCommand {
        command: Command::File(FileCommand::SaveAs),
        label: "command-save-as",
        menu: Menu::File,
        shortcut: key(CTRL_SHIFT, Key::S),
    },
    NamedCommand {
        command: Command::File(FileCommand::GameList),
        label: "command-game-list",
        menu: Menu::File,
        shortcut: None,
    },
    NamedCommand {
        command: Command::GameInfo,
        label: "command-game-info",
        menu: Menu::File,
        shortcut: key(Modifiers::COMMAND, Key::I),
    },
    NamedCommand {
        command: Command::CopyFen,
        label: "command-copy-fen",
        menu: Menu::Edit,
        shortcut: key(Modifiers::COMMAND, Key::C),
    },
    NamedCommand {
        command: Command::CopyDiagram,
        label: "command-copy-diagram",
        menu: Menu::Edit,
        shortcut: key(Modifiers::COMMAND, Key::D),
    },
    NamedCommand {
        command: Command::File(FileCommand::ExportDiagram),
        label: "command-export-diagram",
        menu: Menu::File,
        shortcut: key(CTRL_SHIFT, Key::D),
    },
    NamedCommand {
        command: Command::File(FileCommand::ImportPuzzles),
        label: "command-import-puzzles",
        menu: Menu::File,
        shortcut: None,
    },
    NamedCommand {
        command: Command::PasteFen,
        label: "command-paste-fen",
        menu: Menu::Edit,
        shortcut: key(Modifiers::COMMAND, Key::V),
    },
    NamedCommand {
        command: Command::Quit,
        label: "command-quit",
        menu: Menu::File,
        shortcut: key(Modifiers::COMMAND, Key::Q),
    },
];

/// The entry of `command`, if it is a named command.
pub fn entry(command: &Command) -> Option<&'static NamedCommand> {
    TABLE.iter().find(|e| &e.command == command)
}

/// The commands whose shortcuts were pressed this frame (consuming the keys). Shortcuts with
/// more modifiers are tried first, so Ctrl+Shift+Z is not taken for Ctrl+Z.
pub fn pressed(ctx: &egui::Context) -> Vec<Command> {
    if ctx.egui_wants_keyboard_input() {
        return Vec::new();
    }
    let mut entries: Vec<(&NamedCommand, KeyboardShortcut)> =
        TABLE.iter().filter_map(|e| Some((e, e.shortcut?))).collect();
    entries.sort_by_key(|(_, s)| std::cmp::Reverse(modifier_count(s.modifiers)));
    ctx.input_mut(|input| {
        entries
            .into_iter()
            .filter(|(_, shortcut)| input.consume_shortcut(shortcut))
            .map(|(e, _)| e.command.clone())
            .collect()
    })
}

fn modifier_count(m: Modifiers) -> u8 {
    u8::from(m.alt) + u8::from(m.shift) + u8::from(m.ctrl || m.command || m.mac_cmd)
}
