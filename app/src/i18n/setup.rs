//! Why an edited position cannot be played, in the player's language, from the rules core's
//! [`EditError`] data.

use damier_core::edit::EditError;
use damier_core::{SetupError, Side, Variant};

use super::{Messages, t};

impl Messages {
    /// Why the setup of a game of `variant` is not a legal position.
    pub fn edit_error(&self, variant: Variant, error: &EditError) -> String {
        // The core names the side as the game does; the window names it in its language.
        let side = |name: &str| {
            let side = Side::BOTH.into_iter().find(|&s| variant.side_name(s) == name);
            self.side(variant, side.unwrap_or(Side::White))
        };
        match error {
            EditError::Setup(SetupError::OffBoard(cell)) => {
                t!(self, "setup-off-board", cell = cell.as_str())
            }
            EditError::Setup(SetupError::Occupied(cell)) => {
                t!(self, "setup-occupied", cell = cell.as_str())
            }
            EditError::Setup(SetupError::ManOnPromotionRow { side: name, cell }) => {
                t!(self, "setup-man-on-promotion", side = side(name), cell = cell.as_str())
            }
            EditError::Setup(SetupError::TooManyPieces { side: name, count, max }) => {
                t!(self, "setup-too-many", side = side(name), count = *count, max = *max)
            }
            EditError::Setup(SetupError::ColumnTwice(cell)) => {
                t!(self, "setup-column-twice", cell = cell.as_str())
            }
            EditError::Setup(SetupError::SoldierCommanderOnPromotionRank { side: name, cell }) => {
                t!(self, "setup-soldier-commander", side = side(name), cell = cell.as_str())
            }
            EditError::TooManyInColumns { count, tallest, max } => t!(
                self,
                "setup-too-many-in-columns",
                count = *count,
                tallest = tallest.as_str(),
                max = *max
            ),
        }
    }
}
