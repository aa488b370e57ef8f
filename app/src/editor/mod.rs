//! The position editor: a mode of the window in which the board shows a setup being built
//! instead of the game. Pieces come from a palette (click a cell, or drag them onto it);
//! right-click or dragging off the board removes; in Lasca pieces go on top of or beneath a
//! column. Every change is validated by the rules core; a position that fails cannot be
//! played from but stays on the board to be fixed.
//!
//! Entering the editor stops the engine and any review; leaving it without playing returns to
//! the game as it was.

use damier_core::cells::Cell;
use damier_core::edit::{AnySetup, EditError, Stacking};
use damier_core::game::{GameRecord, Outcome};
use damier_core::{AnyPosition, FenError, Piece, Role, Side, Variant};
use egui::Ui;

use crate::board::Board;
use crate::board::edit::{EditIntent, SetupInput};
use crate::settings::Settings;

/// What validation says of the setup, when it says more than "legal".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict<'a> {
    /// The setup is not a legal position, and cannot be played from.
    Problem(&'a EditError),
    /// A legal position where the side to move has no move: how the game ends there.
    NoMove(Outcome),
}

/// What a click on the board does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tool {
    /// Puts this piece on the cell.
    Place(Piece),
    /// Takes the top piece off the cell.
    Remove,
}

/// What the player asks of the editor.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EditCommand {
    /// Edit the position shown.
    Open,
    /// Back to the game, unchanged.
    Close,
    /// Choose what a click does.
    Tool(Tool),
    /// Choose where added Lasca pieces go.
    Stacking(Stacking),
    /// Edit a position of another game (its start position).
    Variant(Variant),
    /// The cell was clicked: use the tool on it.
    Click(Cell),
    /// Take the top piece off the cell.
    RemoveTop(Cell),
    /// Put the piece on the cell, on top of or beneath what is there.
    Add(Cell, Piece, Stacking),
    /// Move what stands on the first cell to the second.
    Move(Cell, Cell),
    /// Take everything off the cell.
    Lift(Cell),
    /// Show the column on the cell.
    Focus(Cell),
    /// Take every piece off the board.
    Clear,
    /// The game's start position.
    Start,
    /// Say who is to move.
    SideToMove(Side),
    /// Swap the colours (the board turned, the other side to move).
    FlipColours,
    /// Read the position from FEN.
    Fen(String),
    /// Play from this position: a person plays the given side against the computer, or
    /// (`None`) people play both sides.
    Play(Option<Side>),
}

/// The editor's state.
#[derive(Clone, Debug)]
pub struct Editor {
    setup: AnySetup,
    tool: Tool,
    stacking: Stacking,
    focus: Option<Cell>,
    /// How many times the setup was validated: the FEN box fills itself again when it
    /// changes.
    revision: u64,
    /// Why the FEN typed could not be read.
    fen_problem: Option<FenError>,
    /// The setup validated.
    checked: Result<AnyPosition, EditError>,
    /// How the game ends in the position, when the side to move has no move.
    ended: Option<Outcome>,
}

impl Editor {
    /// An editor holding `position`.
    pub fn new(position: &AnyPosition) -> Editor {
        let setup = AnySetup::from_position(position);
        let tool = Tool::Place(Piece::new(Side::White, Role::Man));
        let checked = setup.validate();
        let mut editor = Editor {
            setup,
            tool,
            stacking: Stacking::OnTop,
            focus: None,
            revision: 0,
            fen_problem: None,
            checked,
            ended: None,
        };
        editor.refresh();
        editor
    }

    /// The setup being edited.
    pub fn setup(&self) -> &AnySetup {
        &self.setup
    }

    /// The tool in hand.
    pub fn tool(&self) -> Tool {
        self.tool
    }

    /// Where added Lasca pieces go.
    pub fn stacking(&self) -> Stacking {
        self.stacking
    }

    /// The cell whose column is shown.
    pub fn focus(&self) -> Option<Cell> {
        self.focus
    }

    /// The position, or why the setup is not one.
    pub fn checked(&self) -> Result<&AnyPosition, &EditError> {
        self.checked.as_ref()
    }

    /// The position as FEN, or nothing while the setup is not a legal position.
    pub fn fen(&self) -> String {
        self.checked.as_ref().map(AnyPosition::to_fen).unwrap_or_default()
    }

    /// How many times the setup was validated since the editor opened.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// Why the FEN typed last could not be read.
    pub fn fen_problem(&self) -> Option<&FenError> {
        self.fen_problem.as_ref()
    }

    /// What validation says: the problem that stops play, or for a legal position where the
    /// side to move has no move, how the game ends there.
    pub fn verdict(&self) -> Option<Verdict<'_>> {
        match &self.checked {
            Err(problem) => Some(Verdict::Problem(problem)),
            Ok(_) => self.ended.map(Verdict::NoMove),
        }
    }

    /// The cell the validation problem is on.
    pub fn problem_cell(&self) -> Option<Cell> {
        self.checked.as_ref().err().and_then(|e| e.cell(self.setup.geometry()))
    }

    /// Shows the setup on `board` and returns the player's edits.
    pub fn show_board(
        &self,
        ui: &mut Ui,
        board: &mut Board,
        settings: &Settings,
    ) -> Vec<EditCommand> {
        let input = SetupInput {
            setup: &self.setup,
            focus: self.focus.filter(|_| self.setup.has_columns()),
            problem: self.problem_cell(),
            flipped: settings.flipped,
            coordinates: settings.coordinates,
        };
        match board.show_setup(ui, &input) {
            Some(EditIntent::Click(cell)) => vec![EditCommand::Click(cell)],
            Some(EditIntent::SecondaryClick(cell)) => {
                vec![EditCommand::RemoveTop(cell), EditCommand::Focus(cell)]
            }
            Some(EditIntent::Move { from, to }) => vec![EditCommand::Move(from, to)],
            Some(EditIntent::Lift(cell)) => vec![EditCommand::Lift(cell)],
            Some(EditIntent::Drop(cell, piece)) => {
                vec![EditCommand::Add(cell, piece, self.stacking), EditCommand::Focus(cell)]
            }
            None => Vec::new(),
        }
    }

    /// Carries out an edit that concerns only the editor.
    pub(crate) fn apply(&mut self, command: EditCommand) {
        let setup = &mut self.setup;
        match command {
            EditCommand::Tool(tool) => self.tool = tool,
            EditCommand::Stacking(stacking) => self.stacking = stacking,
            EditCommand::Variant(variant) => {
                let revision = self.revision;
                *self = Editor::new(&AnyPosition::start(variant));
                self.revision += revision;
                return;
            }
            EditCommand::Click(cell) => {
                match self.tool {
                    Tool::Place(piece) => setup.add(cell, piece, self.stacking),
                    Tool::Remove => {
                        setup.remove_top(cell);
                    }
                }
                self.focus = Some(cell);
            }
            EditCommand::RemoveTop(cell) => {
                setup.remove_top(cell);
            }
            EditCommand::Add(cell, piece, at) => setup.add(cell, piece, at),
            EditCommand::Move(from, to) => {
                setup.move_stack(from, to);
                self.focus = Some(to);
            }
            EditCommand::Lift(cell) => {
                setup.take(cell);
            }
            EditCommand::Focus(cell) => self.focus = Some(cell),
            EditCommand::Clear => {
                setup.clear();
                self.focus = None;
            }
            EditCommand::Start => {
                *setup = AnySetup::from_position(&AnyPosition::start(setup.variant()));
                self.focus = None;
            }
            EditCommand::SideToMove(side) => setup.side_to_move = side,
            EditCommand::FlipColours => setup.flip_colours(),
            EditCommand::Fen(text) => match AnyPosition::from_fen(setup.variant(), text.trim()) {
                Ok(position) => {
                    *setup = AnySetup::from_position(&position);
                    self.focus = None;
                }
                Err(e) => {
                    self.fen_problem = Some(e);
                    return;
                }
            },
            EditCommand::Open | EditCommand::Close | EditCommand::Play(_) => return,
        }
        self.refresh();
    }

    /// Validates the setup again and says what validation found (the FEN box is filled again).
    fn refresh(&mut self) {
        self.checked = self.setup.validate();
        self.ended = self.checked.as_ref().ok().and_then(|p| GameRecord::new(p.clone()).outcome());
        self.revision += 1;
        self.fen_problem = None;
    }
}
