//! What the PDN reader found, in the player's language: why a game of a file does not load,
//! and what a lenient reading got past. In English every text reads as the core writes it.

use damier_core::Variant;
use damier_core::explain::MoveNames;
use damier_core::notation::MoveError;
use damier_core::pdn::{Attempt, Element, Issue, Location, Remedy, TagFault, Warning, dots};

use super::{Messages, t};
use crate::files::{GameFault, ReadNote};

impl Messages {
    /// Where a game of a file stops loading, and why: "Ann – Bob, line 12, column 5: …".
    pub fn game_fault(&self, fault: &GameFault) -> String {
        let what = self.at(fault.at, &self.pdn_issue(&fault.issue));
        match fault.players.as_str() {
            "" => what,
            players => t!(self, "pdn-players", players = players, what = what),
        }
    }

    /// One thing a lenient reading got past, or that the file was read as Latin-1.
    pub fn read_note(&self, note: &ReadNote) -> String {
        match note {
            ReadNote::Latin1(file) => t!(self, "pdn-latin1", file = file.as_str()),
            ReadNote::Warning(game, warning) => self.pdn_warning(*game, warning),
        }
    }

    fn pdn_warning(&self, game: usize, warning: &Warning) -> String {
        let what = self.at(warning.at, &self.pdn_issue(&warning.issue));
        let remedy = self.remedy(&warning.remedy);
        match warning.count {
            0 | 1 => t!(self, "pdn-warning", game = game, what = what, remedy = remedy),
            count => {
                t!(
                    self,
                    "pdn-warning-times",
                    game = game,
                    what = what,
                    remedy = remedy,
                    count = count
                )
            }
        }
    }

    fn at(&self, at: Location, what: &str) -> String {
        t!(self, "pdn-at", line = at.line, column = at.column, what = what)
    }

    /// One problem found in a game of a PDN file.
    pub fn pdn_issue(&self, issue: &Issue) -> String {
        let text = |s: &String| s.clone();
        match issue {
            Issue::UnexpectedChar(c) => t!(self, "pdn-unexpected-char", character = c.to_string()),
            Issue::NotAMove(word) => t!(self, "pdn-not-a-move", word = text(word)),
            Issue::SpacesInMove { written, .. } => {
                t!(self, "pdn-spaces-in-move", written = text(written))
            }
            Issue::NestedComment => t!(self, "pdn-nested-comment"),
            Issue::UnclosedComment { resumes_at: Some(line), .. } => {
                t!(self, "pdn-unclosed-comment-resumes", line = *line)
            }
            Issue::UnclosedComment { resumes_at: None, unread } => {
                t!(self, "pdn-unclosed-comment-lost", bytes = *unread)
            }
            Issue::TooLong { what, limit } => {
                t!(self, "pdn-too-long", what = self.element(*what), limit = *limit)
            }
            Issue::BadTag(fault) => t!(self, "pdn-bad-tag", fault = self.tag_fault(fault)),
            Issue::TooDeep(depth) => t!(self, "pdn-too-deep", depth = *depth),
            Issue::UnclosedVariation => t!(self, "pdn-unclosed-variation"),
            Issue::UnmatchedClose => t!(self, "pdn-unmatched-close"),
            Issue::VariationWithoutMove => t!(self, "pdn-variation-without-move"),
            Issue::MisplacedSetup => t!(self, "pdn-misplaced-setup"),
            Issue::MisplacedResult => t!(self, "pdn-misplaced-result"),
            Issue::NoResult => t!(self, "pdn-no-result"),
            Issue::UnknownResult(result) => t!(self, "pdn-unknown-result", result = text(result)),
            Issue::SmallBoardSetup => t!(self, "pdn-small-board-setup"),
            Issue::PointsResult(result) => t!(self, "pdn-points-result", result = text(result)),
            Issue::ResultMismatch { tag, written } => {
                t!(self, "pdn-result-mismatch", tag = text(tag), written = text(written))
            }
            Issue::UnknownMark(mark) => t!(self, "pdn-unknown-mark", mark = text(mark)),
            Issue::AnnotationWithoutMove(mark) => {
                t!(self, "pdn-annotation-without-move", mark = text(mark))
            }
            Issue::BadNag(nag) => t!(self, "pdn-bad-nag", nag = text(nag)),
            Issue::UnknownMove => t!(self, "pdn-unknown-move"),
            Issue::UnsupportedGameType { number, name } => {
                t!(self, "pdn-unsupported-game-type", number = *number, name = *name)
            }
            Issue::BadGameType(value) => t!(self, "pdn-bad-game-type", value = text(value)),
            Issue::BoardSize(value) => t!(self, "pdn-board-size", value = text(value)),
            Issue::UnknownVariant(value) => t!(self, "pdn-unknown-variant", value = text(value)),
            Issue::VariantConflict { game_type, variant } => {
                t!(self, "pdn-variant-conflict", game_type = *game_type, variant = *variant)
            }
            Issue::Fen(error) => self.fen_error(Variant::International, error),
            Issue::BadMove { number, black, written, source } => t!(
                self,
                "pdn-bad-move",
                number = *number,
                dots = dots(*black),
                written = text(written),
                why = self.move_error(source)
            ),
            Issue::AmbiguityResolved { written, candidates, chosen } => t!(
                self,
                "pdn-ambiguity-resolved",
                written = text(written),
                candidates = self.routes(candidates),
                chosen = text(chosen)
            ),
            Issue::AmbiguityKept { written, candidates } => t!(
                self,
                "pdn-ambiguity-kept",
                written = text(written),
                candidates = self.routes(candidates)
            ),
            Issue::FitsNoGame { attempts } => {
                let attempts: Vec<String> = attempts.iter().map(|a| self.attempt(a)).collect();
                t!(self, "pdn-fits-no-game", attempts = attempts.join("; "))
            }
        }
    }

    /// The routes an ambiguous capture could take: "a or b".
    fn routes(&self, routes: &[String]) -> String {
        self.move_names(&MoveNames { moves: routes.to_vec(), more: false })
    }

    /// Why a game was ruled out, briefly.
    fn attempt(&self, attempt: &Attempt) -> String {
        let why = match &*attempt.issue {
            Issue::BadMove { number, black, written, source } => {
                let why = match source {
                    MoveError::UnknownCell { cell, .. } => {
                        t!(self, "pdn-brief-not-a-cell", cell = cell.as_str())
                    }
                    MoveError::Ambiguous { .. } => t!(self, "pdn-brief-ambiguous"),
                    MoveError::NotAMove(_) => t!(self, "pdn-brief-not-a-move"),
                    MoveError::Illegal { .. } => t!(self, "pdn-brief-illegal"),
                };
                let dots = dots(*black);
                t!(
                    self,
                    "pdn-brief-move",
                    number = *number,
                    dots = dots,
                    written = written.as_str(),
                    why = why
                )
            }
            Issue::Fen(error) => {
                t!(self, "pdn-brief-fen", why = self.fen_error(attempt.variant, error))
            }
            other => self.pdn_issue(other),
        };
        t!(self, "pdn-attempt", game = self.game(attempt.variant), why = why)
    }

    fn element(&self, element: Element) -> String {
        match element {
            Element::TagValue => t!(self, "pdn-element-tag-value"),
            Element::Comment => t!(self, "pdn-element-comment"),
            Element::Setup => t!(self, "pdn-element-setup"),
            Element::Move => t!(self, "pdn-element-move"),
        }
    }

    fn tag_fault(&self, fault: &TagFault) -> String {
        match fault {
            TagFault::NoName => t!(self, "pdn-tag-no-name"),
            TagFault::NotQuoted(name) => t!(self, "pdn-tag-not-quoted", name = name.as_str()),
            TagFault::NotClosed(name) => t!(self, "pdn-tag-not-closed", name = name.as_str()),
            TagFault::ValueNotClosed => t!(self, "pdn-tag-value-not-closed"),
            TagFault::SetupNotClosed => t!(self, "pdn-setup-not-closed"),
        }
    }

    pub(super) fn remedy(&self, remedy: &Remedy) -> String {
        match remedy {
            Remedy::Ignored => t!(self, "pdn-remedy-ignored"),
            Remedy::Skipped => t!(self, "pdn-remedy-skipped"),
            Remedy::KeptAsText => t!(self, "pdn-remedy-kept-as-text"),
            Remedy::ReadAs(read) => t!(self, "pdn-remedy-read-as", read = read.as_str()),
            Remedy::ReadAsUnfinished => t!(self, "pdn-remedy-read-as-unfinished"),
            Remedy::ReadAsSameResult => t!(self, "pdn-remedy-read-as-same-result"),
            Remedy::ReadUpToBracket => t!(self, "pdn-remedy-read-up-to-bracket"),
            Remedy::ClosedThere => t!(self, "pdn-remedy-closed-there"),
            Remedy::ClosedAtEnd => t!(self, "pdn-remedy-closed-at-end"),
            Remedy::GameEndsThere => t!(self, "pdn-remedy-game-ends-there"),
            Remedy::KeptResultAfterMoves => t!(self, "pdn-remedy-kept-result-after-moves"),
            Remedy::ReadAsInternational => t!(self, "pdn-remedy-read-as-international"),
            Remedy::GameStops => t!(self, "pdn-remedy-game-stops"),
            Remedy::VariationStops => t!(self, "pdn-remedy-variation-stops"),
            Remedy::Took(route) => t!(self, "pdn-remedy-took", route = route.as_str()),
            Remedy::TookFirst(route) => t!(self, "pdn-remedy-took-first", route = route.as_str()),
        }
    }
}
