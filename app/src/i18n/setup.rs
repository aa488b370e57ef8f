//! Why an edited position cannot be played or a FEN cannot be read, in the player's language,
//! from the rules core's [`EditError`] and [`FenError`] data.

use damier_core::edit::EditError;
use damier_core::{FenError, FenSyntax, SetupError, Side, Variant};

use super::{Messages, t};

impl Messages {
    /// Why the setup of a game of `variant` is not a legal position.
    pub fn edit_error(&self, variant: Variant, error: &EditError) -> String {
        match error {
            EditError::Setup(error) => self.setup_error(variant, error),
            EditError::TooManyInColumns { count, tallest, max } => t!(
                self,
                "setup-too-many-in-columns",
                count = *count,
                tallest = tallest.as_str(),
                max = *max
            ),
        }
    }

    /// Why a FEN of a game of `variant` could not be read.
    pub fn fen_error(&self, variant: Variant, error: &FenError) -> String {
        match error {
            FenError::Syntax { column, problem } => {
                t!(self, "fen-syntax", column = *column, problem = self.fen_syntax(problem))
            }
            FenError::Invalid(error) => {
                t!(self, "fen-invalid", problem = self.setup_error(variant, error))
            }
        }
    }

    /// What is wrong with the text of a FEN.
    pub(super) fn fen_syntax(&self, problem: &FenSyntax) -> String {
        let text = |s: &String| s.clone();
        match problem {
            FenSyntax::MissingSide => t!(self, "fen-missing-side"),
            FenSyntax::BadSide(side) => t!(self, "fen-bad-side", side = text(side)),
            FenSyntax::Empty => t!(self, "fen-empty"),
            FenSyntax::TooManyLists => t!(self, "fen-too-many-lists"),
            FenSyntax::ExpectedSide(c) => t!(self, "fen-expected-side", found = c.to_string()),
            FenSyntax::ListTwice(c) => t!(self, "fen-list-twice", side = c.to_string()),
            FenSyntax::EmptyEntry => t!(self, "fen-empty-entry"),
            FenSyntax::NotACell(cell) => t!(self, "fen-not-a-cell", cell = text(cell)),
            FenSyntax::BackwardsRange(low, high) => {
                t!(self, "fen-backwards-range", low = *low, high = *high)
            }
            FenSyntax::LascaOneList => t!(self, "fen-lasca-one-list"),
            FenSyntax::ExpectedCell(c) => t!(self, "fen-expected-cell", found = c.to_string()),
            FenSyntax::ExpectedRank(c) => t!(self, "fen-expected-rank", file = c.to_string()),
            FenSyntax::NotALascaCell(cell) => t!(self, "fen-not-a-lasca-cell", cell = text(cell)),
            FenSyntax::NotAPiece(c) => t!(self, "fen-not-a-piece", found = c.to_string()),
            FenSyntax::EmptyColumn(cell) => t!(self, "fen-empty-column", cell = text(cell)),
        }
    }

    /// Why pieces on cells are not a legal position of `variant`.
    fn setup_error(&self, variant: Variant, error: &SetupError) -> String {
        // The core names the side as the game does; the window names it in its language.
        let side = |name: &str| {
            let side = Side::BOTH.into_iter().find(|&s| variant.side_name(s) == name);
            self.side(variant, side.unwrap_or(Side::White))
        };
        match error {
            SetupError::OffBoard(cell) => t!(self, "setup-off-board", cell = cell.as_str()),
            SetupError::Occupied(cell) => t!(self, "setup-occupied", cell = cell.as_str()),
            SetupError::ManOnPromotionRow { side: name, cell } => {
                t!(self, "setup-man-on-promotion", side = side(name), cell = cell.as_str())
            }
            SetupError::TooManyPieces { side: name, count, max } => {
                t!(self, "setup-too-many", side = side(name), count = *count, max = *max)
            }
            SetupError::ColumnTwice(cell) => t!(self, "setup-column-twice", cell = cell.as_str()),
            SetupError::SoldierCommanderOnPromotionRank { side: name, cell } => {
                t!(self, "setup-soldier-commander", side = side(name), cell = cell.as_str())
            }
        }
    }
}
