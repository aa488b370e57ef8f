//! What the rules core reports, said in the player's language: why a move is refused, why a
//! move text names no move, and how a game ended. The core gives data (the rule, the cells,
//! the moves); the words are here.

use damier_core::explain::{BrokenRule, MoveNames, Refusal};
use damier_core::game::{Outcome, Reason};
use damier_core::{MoveError, Side, Variant};

use super::{Messages, t};

impl Messages {
    /// Why a move is refused: "Capture is compulsory: 28x19".
    pub fn refusal(&self, refusal: &Refusal) -> String {
        let variant = refusal.variant;
        let game = self.game(variant);
        let lasca = variant == Variant::Lasca;
        let man = if lasca { "soldier" } else { "man" };
        let king = if lasca { "officer" } else { "king" };
        match &refusal.reason {
            BrokenRule::NotPlayable => t!(self, "refusal-not-playable"),
            BrokenRule::NoPiece { cell } => t!(self, "refusal-no-piece", cell = cell.as_str()),
            BrokenRule::NotYourPiece { owner, to_move } => t!(
                self,
                "refusal-not-your-piece",
                owner = self.side(variant, *owner),
                mover = self.side(variant, *to_move)
            ),
            BrokenRule::Nowhere => t!(self, "refusal-nowhere"),
            BrokenRule::CaptureUnfinished { capture } => {
                t!(self, "refusal-capture-unfinished", capture = capture.as_str())
            }
            BrokenRule::PieceMustCapture(moves) => {
                t!(self, "refusal-piece-must-capture", moves = self.move_names(moves))
            }
            BrokenRule::CaptureCompulsory(moves) => {
                t!(self, "refusal-capture-compulsory", moves = self.move_names(moves))
            }
            BrokenRule::Occupied { cell } => t!(self, "refusal-occupied", cell = cell.as_str()),
            BrokenRule::AlongLines => t!(self, "refusal-along-lines"),
            BrokenRule::Diagonally => t!(self, "refusal-diagonally"),
            BrokenRule::ManForwardOnly => t!(self, "refusal-man-forward-only", piece = man),
            BrokenRule::ManOneCellAtATime => t!(self, "refusal-man-one-cell", piece = man),
            BrokenRule::KingOneCellAtATime => {
                t!(self, "refusal-king-one-cell", piece = king, game = game)
            }
            BrokenRule::Blocked { cell } => t!(self, "refusal-blocked", cell = cell.as_str()),
            BrokenRule::CannotMove => t!(self, "refusal-cannot-move"),
            BrokenRule::CanGoTo(moves) => {
                t!(self, "refusal-can-go-to", moves = self.move_names(moves))
            }
            BrokenRule::ManMayNotCaptureKing => t!(self, "refusal-man-takes-king", game = game),
            BrokenRule::TakeTheMaximum { pieces } => t!(self, "refusal-maximum", pieces = *pieces),
            BrokenRule::KingCapturesFirst => t!(self, "refusal-king-first", game = game),
            BrokenRule::TakeTheMostKings { kings } => {
                t!(self, "refusal-most-kings", kings = *kings)
            }
            BrokenRule::KingAsEarlyAsPossible => t!(self, "refusal-king-early"),
        }
    }

    /// Moves for a message: "27x18, 28x17 or 28x19".
    pub(super) fn move_names(&self, names: &MoveNames) -> String {
        let others = names.more.then(|| t!(self, "list-others"));
        let mut texts: Vec<String> = names.moves.iter().cloned().chain(others).collect();
        let Some(last) = texts.pop() else { return String::new() };
        if texts.is_empty() {
            return last;
        }
        t!(self, "list-or", first = texts.join(", "), last = last)
    }

    /// Why a move text names no single legal move: "32-27 is not a legal move here (legal:
    /// 31-26, 31-27, …)".
    pub fn move_error(&self, error: &MoveError) -> String {
        match error {
            MoveError::NotAMove(text) => t!(self, "move-not-a-move", text = text.as_str()),
            MoveError::UnknownCell { text, cell } => {
                t!(self, "move-unknown-cell", text = text.as_str(), cell = cell.as_str())
            }
            MoveError::Illegal { text, legal } => {
                t!(self, "move-illegal", text = text.as_str(), legal = legal.as_str())
            }
            MoveError::Ambiguous { text, candidates } => {
                let candidates =
                    self.move_names(&MoveNames { moves: candidates.clone(), more: false });
                t!(self, "move-ambiguous", text = text.as_str(), candidates = candidates)
            }
        }
    }

    /// How the game ended: "White wins: Black cannot move".
    pub fn outcome(&self, outcome: &Outcome) -> String {
        let side = |s: Side| self.side(outcome.variant, s);
        let loser = outcome.winner.map(|w| side(!w)).unwrap_or_default();
        let reason = match outcome.reason {
            Reason::NoLegalMove => t!(self, "end-no-legal-move", loser = loser),
            Reason::Resignation => t!(self, "end-resignation", loser = loser),
            Reason::Time => t!(self, "end-time", loser = loser),
            Reason::Repetition => t!(self, "end-repetition"),
            Reason::TwentyFiveMoveRule => t!(self, "end-twenty-five-moves"),
            Reason::SixteenMoveRule => t!(self, "end-sixteen-moves"),
            Reason::FiveMoveRule => t!(self, "end-five-moves"),
            Reason::FortyMoveRule => t!(self, "end-forty-moves"),
            Reason::Agreement => t!(self, "end-agreement"),
            Reason::Forfeit => t!(self, "end-forfeit", loser = loser),
        };
        match outcome.winner {
            Some(winner) => t!(self, "outcome-wins", winner = side(winner), reason = reason),
            None => t!(self, "outcome-draw", reason = reason),
        }
    }
}
