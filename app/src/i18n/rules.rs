//! What the rules core reports, said in the player's language: why a move is refused, why a
//! move text names no move, and how a game ended. The core gives data (the rule, the cells,
//! the moves); the words are here.

use damier_core::explain::{MoveNames, Reason, Refusal};
use damier_core::game::{Outcome, Reason as End};
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
            Reason::NotPlayable => t!(self, "refusal-not-playable"),
            Reason::NoPiece { cell } => t!(self, "refusal-no-piece", cell = cell.as_str()),
            Reason::NotYourPiece { owner, to_move } => t!(
                self,
                "refusal-not-your-piece",
                owner = self.side(variant, *owner),
                mover = self.side(variant, *to_move)
            ),
            Reason::Nowhere => t!(self, "refusal-nowhere"),
            Reason::CaptureUnfinished { capture } => {
                t!(self, "refusal-capture-unfinished", capture = capture.as_str())
            }
            Reason::PieceMustCapture(moves) => {
                t!(self, "refusal-piece-must-capture", moves = self.move_names(moves))
            }
            Reason::CaptureCompulsory(moves) => {
                t!(self, "refusal-capture-compulsory", moves = self.move_names(moves))
            }
            Reason::Occupied { cell } => t!(self, "refusal-occupied", cell = cell.as_str()),
            Reason::AlongLines => t!(self, "refusal-along-lines"),
            Reason::Diagonally => t!(self, "refusal-diagonally"),
            Reason::ManForwardOnly => t!(self, "refusal-man-forward-only", piece = man),
            Reason::ManOneCellAtATime => t!(self, "refusal-man-one-cell", piece = man),
            Reason::KingOneCellAtATime => {
                t!(self, "refusal-king-one-cell", piece = king, game = game)
            }
            Reason::Blocked { cell } => t!(self, "refusal-blocked", cell = cell.as_str()),
            Reason::CannotMove => t!(self, "refusal-cannot-move"),
            Reason::CanGoTo(moves) => t!(self, "refusal-can-go-to", moves = self.move_names(moves)),
            Reason::ManMayNotCaptureKing => t!(self, "refusal-man-takes-king", game = game),
            Reason::TakeTheMaximum { pieces } => t!(self, "refusal-maximum", pieces = *pieces),
            Reason::KingCapturesFirst => t!(self, "refusal-king-first", game = game),
            Reason::TakeTheMostKings { kings } => t!(self, "refusal-most-kings", kings = *kings),
            Reason::KingAsEarlyAsPossible => t!(self, "refusal-king-early"),
        }
    }

    /// Moves for a message: "27x18, 28x17 or 28x19".
    fn move_names(&self, names: &MoveNames) -> String {
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
            End::NoLegalMove => t!(self, "end-no-legal-move", loser = loser),
            End::Resignation => t!(self, "end-resignation", loser = loser),
            End::Time => t!(self, "end-time", loser = loser),
            End::Repetition => t!(self, "end-repetition"),
            End::TwentyFiveMoveRule => t!(self, "end-twenty-five-moves"),
            End::SixteenMoveRule => t!(self, "end-sixteen-moves"),
            End::FiveMoveRule => t!(self, "end-five-moves"),
            End::FortyMoveRule => t!(self, "end-forty-moves"),
            End::Agreement => t!(self, "end-agreement"),
            End::Forfeit => t!(self, "end-forfeit", loser = loser),
        };
        match outcome.winner {
            Some(winner) => t!(self, "outcome-wins", winner = side(winner), reason = reason),
            None => t!(self, "outcome-draw", reason = reason),
        }
    }
}
