//! What can be wrong in a PDN file, and where: [`Issue`], [`PdnError`] (a game that did not
//! load) and [`Warning`] (something a lenient reader got past).

use std::fmt;

use crate::fen::FenError;
use crate::game::GameRecord;
use crate::notation::MoveError;
use crate::rules::Variant;

/// A place in a PDN text: 1-based line and column (columns count characters).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Location {
    /// Line, from 1.
    pub line: u32,
    /// Column, from 1, in characters.
    pub column: u32,
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {} column {}", self.line, self.column)
    }
}

/// One problem found in a game.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum Issue {
    /// A character that starts no PDN element.
    #[error("unexpected character '{0}'")]
    UnexpectedChar(char),
    /// A word that is no move, move number, result or annotation.
    #[error("'{0}' is not a move, move number, result or annotation")]
    NotAMove(String),
    /// A move written with spaces inside, like `1- 6`.
    #[error("spaces inside the move '{written}'")]
    SpacesInMove {
        /// The move as written.
        written: String,
        /// The move without the spaces.
        read: String,
    },
    /// A `{` inside a comment.
    #[error("'{{' inside a comment (PDN comments do not nest)")]
    NestedComment,
    /// A comment with no closing brace: reading goes on at the next game's tags (the line
    /// `resumes_at`), or, when no game follows, the rest of the text (`unread` bytes) is lost
    /// in it.
    #[error("comment is never closed; {}", match .resumes_at {
        Some(line) => format!("reading goes on with the next game's tags at line {line}"),
        None => format!("the last {unread} bytes of the text are inside it and were not read"),
    })]
    UnclosedComment {
        /// The line where the next game's tags start, if any.
        resumes_at: Option<u32>,
        /// The bytes from the brace to the end of the text, when no game follows.
        unread: usize,
    },
    /// Some element is longer than the reader accepts.
    #[error("{what} longer than {limit} bytes")]
    TooLong {
        /// What is too long.
        what: Element,
        /// The limit.
        limit: usize,
    },
    /// A tag that is not `[Name "value"]`, or a setup that is not closed.
    #[error("malformed tag: {0}")]
    BadTag(TagFault),
    /// Variations nested too deeply.
    #[error("variations nested deeper than {0}")]
    TooDeep(usize),
    /// A variation with no closing parenthesis.
    #[error("variation is never closed")]
    UnclosedVariation,
    /// A `)` with no open variation.
    #[error("')' closes no variation")]
    UnmatchedClose,
    /// A variation before any move it could be an alternative to.
    #[error("variation before any move")]
    VariationWithoutMove,
    /// A setup (`/FEN "…"/`) after the first move.
    #[error("a setup (/FEN .../) may only come before the first move")]
    MisplacedSetup,
    /// A result inside a variation.
    #[error("result inside a variation")]
    MisplacedResult,
    /// A game whose moves stop without a result before the next game's tags.
    #[error("the game has no result before the next game's tags")]
    NoResult,
    /// A result that PDN does not know.
    #[error("'{0}' is not a PDN result (1-0 0-1 1/2-1/2 *, International also 2-0 0-2 1-1 0-0)")]
    UnknownResult(String),
    /// A setup with no GameType or Variant tag and no moves whose pieces all stand on cells
    /// 1–32: read as International draughts, it may well be a position of an 8×8 game.
    #[error(
        "no GameType or Variant tag, and every piece of the FEN stands on cells 1–32: this may \
         be a position of an 8×8 game (English checkers is not one of Damier's games; Italian \
         and Thai files carry their GameType)"
    )]
    SmallBoardSetup,
    /// An International-style result (`2-0`) in another game.
    #[error("'{0}' is an International result; this game writes 1-0 0-1 1/2-1/2")]
    PointsResult(String),
    /// The Result tag disagrees with the result after the moves.
    #[error("the Result tag says {tag} but the moves end with {written}")]
    ResultMismatch {
        /// The tag's value.
        tag: String,
        /// The result written after the moves.
        written: String,
    },
    /// A move-strength mark other than `! ? !! ?? !? ?!`.
    #[error("'{0}' is not a move-strength mark (! ? !! ?? !? ?!)")]
    UnknownMark(String),
    /// A mark or glyph with no move before it.
    #[error("'{0}' comes before any move")]
    AnnotationWithoutMove(String),
    /// A numeric annotation glyph too large to keep.
    #[error("${0} is not a numeric annotation glyph (0–65535)")]
    BadNag(String),
    /// A move written `-`: not known.
    #[error("a move written '-' is not known")]
    UnknownMove,
    /// A GameType for a game Damier does not play.
    #[error(
        "GameType {number} is {name}, which is not one of Damier's games (International 20, \
         Italian 22, Thai 31; Hexdame and Lasca by the Variant tag)"
    )]
    UnsupportedGameType {
        /// The type number.
        number: u32,
        /// The game it stands for.
        name: &'static str,
    },
    /// A GameType that does not read.
    #[error("GameType \"{0}\" is not a game type")]
    BadGameType(String),
    /// A GameType whose board size is not the game's.
    #[error("GameType \"{0}\" gives a board size that is not the game's")]
    BoardSize(String),
    /// A Variant tag naming no game of Damier's.
    #[error("Variant \"{0}\" is not one of Damier's games")]
    UnknownVariant(String),
    /// GameType and Variant name different games.
    #[error("GameType says {game_type} but Variant says {variant}")]
    VariantConflict {
        /// The game by GameType.
        game_type: &'static str,
        /// The game by Variant.
        variant: &'static str,
    },
    /// A FEN that does not read or describes an impossible position.
    #[error("{0}")]
    Fen(#[from] FenError),
    /// A move that is illegal, ambiguous or not written as a move.
    #[error("move {number}{} {written}: {source}", dots(*black))]
    BadMove {
        /// The move number.
        number: u32,
        /// Whether Black (Red) plays it.
        black: bool,
        /// The move as written.
        written: String,
        /// What is wrong.
        source: MoveError,
    },
    /// An ambiguous capture resolved because only one route lets the line go on.
    #[error(
        "{written} is ambiguous ({}); only {chosen} lets the moves after it replay",
        candidates.join(" or ")
    )]
    AmbiguityResolved {
        /// The move as written.
        written: String,
        /// Every route it could be, full path.
        candidates: Vec<String>,
        /// The route kept.
        chosen: String,
    },
    /// An ambiguous capture that the moves after it do not resolve.
    #[error(
        "{written} is ambiguous ({}) and the moves after it do not tell which",
        candidates.join(" or ")
    )]
    AmbiguityKept {
        /// The move as written.
        written: String,
        /// Every route it could be, full path.
        candidates: Vec<String>,
    },
    /// The moves fit none of the games (no GameType or Variant tag said which).
    #[error(
        "no GameType or Variant tag, and the moves fit none of International, Italian and \
         Thai (English checkers, Russian or Czech draughts, perhaps?): {}",
        attempts.iter().map(Attempt::to_string).collect::<Vec<_>>().join("; ")
    )]
    FitsNoGame {
        /// Why each game was ruled out.
        attempts: Vec<Attempt>,
    },
}

/// An element of a PDN text that can be too long.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Element {
    /// A tag's value.
    TagValue,
    /// A comment.
    Comment,
    /// A setup (`/FEN …/`).
    Setup,
    /// A move.
    Move,
}

impl fmt::Display for Element {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Element::TagValue => "tag value",
            Element::Comment => "comment",
            Element::Setup => "setup",
            Element::Move => "move",
        })
    }
}

/// What is wrong with a tag (or a setup written between slashes).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TagFault {
    /// `[` with no name after it.
    #[error("no tag name after '['")]
    NoName,
    /// The value of the tag named so is not in quotes.
    #[error("the value of {0} is not quoted")]
    NotQuoted(String),
    /// The tag named so has no `]`.
    #[error("{0} is not closed with ']'")]
    NotClosed(String),
    /// A quoted value runs past the end of its line.
    #[error("the value is not closed on its line")]
    ValueNotClosed,
    /// A setup's closing `/` never comes.
    #[error("a setup '/' is never closed")]
    SetupNotClosed,
}

/// One game ruled out for a game with no GameType or Variant tag, and why.
#[derive(Debug, Clone, PartialEq)]
pub struct Attempt {
    /// The game tried.
    pub variant: Variant,
    /// Why its rules do not fit.
    pub issue: Box<Issue>,
}

impl fmt::Display for Attempt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let why = match &*self.issue {
            Issue::BadMove { number, black, written, source } => {
                let dots = dots(*black);
                let why = match source {
                    MoveError::UnknownCell { cell, .. } => format!("'{cell}' is not a cell"),
                    MoveError::Ambiguous { .. } => "is ambiguous".to_string(),
                    MoveError::NotAMove(_) => "is not a move".to_string(),
                    MoveError::Illegal { .. } => "is not legal".to_string(),
                };
                format!("move {number}{dots} {written} {why}")
            }
            Issue::Fen(e) => format!("the FEN does not fit: {e}"),
            other => other.to_string(),
        };
        write!(f, "as {}, {why}", self.variant)
    }
}

/// What a lenient reader did about an issue it got past.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Remedy {
    /// Left out.
    Ignored,
    /// Passed over.
    Skipped,
    /// Kept as the comment's text.
    KeptAsText,
    /// Read as the move written so.
    ReadAs(String),
    /// Read as the unfinished result `*`.
    ReadAsUnfinished,
    /// Read as the same result in the game's own form.
    ReadAsSameResult,
    /// A value read up to the tag's `]`.
    ReadUpToBracket,
    /// A tag closed where it stops.
    ClosedThere,
    /// A variation closed at the end of the game.
    ClosedAtEnd,
    /// The game ends where its moves stop.
    GameEndsThere,
    /// The result after the moves kept, not the tag's.
    KeptResultAfterMoves,
    /// A setup read as International draughts.
    ReadAsInternational,
    /// The main line stops at the bad move.
    GameStops,
    /// The variation stops at the bad move.
    VariationStops,
    /// An ambiguous capture read as this route, the one that lets the moves go on.
    Took(String),
    /// An ambiguous capture read as this route, the first in board order.
    TookFirst(String),
}

impl fmt::Display for Remedy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Remedy::Ignored => f.write_str("ignored"),
            Remedy::Skipped => f.write_str("skipped"),
            Remedy::KeptAsText => f.write_str("kept as text"),
            Remedy::ReadAs(read) => write!(f, "read as {read}"),
            Remedy::ReadAsUnfinished => f.write_str("read as '*'"),
            Remedy::ReadAsSameResult => f.write_str("read as the same result"),
            Remedy::ReadUpToBracket => f.write_str("read up to ']'"),
            Remedy::ClosedThere => f.write_str("closed there"),
            Remedy::ClosedAtEnd => f.write_str("closed at the end of the game"),
            Remedy::GameEndsThere => f.write_str("the game ends there"),
            Remedy::KeptResultAfterMoves => f.write_str("kept the result after the moves"),
            Remedy::ReadAsInternational => f.write_str("read as International draughts"),
            Remedy::GameStops => f.write_str("the game stops there"),
            Remedy::VariationStops => f.write_str("the variation stops there"),
            Remedy::Took(route) => write!(f, "took {route}"),
            Remedy::TookFirst(route) => write!(f, "took {route}, the first in board order"),
        }
    }
}

/// A game of a PDN file that could not be loaded.
#[derive(Debug, Clone, thiserror::Error)]
#[error("game {game}{players}, {at}: {issue}", players = parenthesised(players))]
pub struct PdnError {
    /// The game's number in the file, from 1.
    pub game: usize,
    /// "White – Black" from the tags, or empty.
    pub players: String,
    /// Where the game starts.
    pub start: Location,
    /// Where the problem is.
    pub at: Location,
    /// What it is.
    pub issue: Box<Issue>,
    /// What replayed before the problem, when it was found in the moves: the game's tags and
    /// start, and its moves up to the one that failed (the result left open).
    pub partial: Option<Box<GameRecord>>,
}

/// The dots after a move number: `.` for White's move, `...` for Black's.
pub fn dots(black: bool) -> &'static str {
    if black { "..." } else { "." }
}

fn parenthesised(players: &str) -> String {
    if players.is_empty() { String::new() } else { format!(" ({players})") }
}

/// Something a lenient reader got past, with what it did about it.
#[derive(Debug, Clone, PartialEq)]
pub struct Warning {
    /// Where it was (the first time, when it occurred several times).
    pub at: Location,
    /// What it was.
    pub issue: Issue,
    /// What the reader did, e.g. read the move as 1-6.
    pub remedy: Remedy,
    /// How often the same kind of thing occurred in the game.
    pub count: u32,
}

impl fmt::Display for Warning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}; {}", self.at, self.issue, self.remedy)?;
        if self.count > 1 {
            write!(f, " ({} times in this game, first here)", self.count)?;
        }
        Ok(())
    }
}

/// Collects a game's warnings, one per kind of issue with a count.
#[derive(Clone, Debug, Default)]
pub(crate) struct Warnings(Vec<Warning>);

impl Warnings {
    /// Records `issue` at `at`, or counts it if the same kind was recorded before. Ambiguity
    /// warnings are always kept one by one.
    pub(crate) fn add(&mut self, at: Location, issue: Issue, remedy: Remedy) {
        let each = matches!(issue, Issue::AmbiguityResolved { .. } | Issue::AmbiguityKept { .. });
        let kind = std::mem::discriminant(&issue);
        match self.0.iter_mut().find(|w| !each && std::mem::discriminant(&w.issue) == kind) {
            Some(seen) => seen.count += 1,
            None => self.0.push(Warning { at, issue, remedy, count: 1 }),
        }
    }

    /// Lets a lenient reader get past `issue`, recording it; a strict reader fails there.
    pub(crate) fn tolerate(
        &mut self,
        lenient: bool,
        at: Location,
        issue: Issue,
        remedy: Remedy,
    ) -> Result<(), (Location, Issue)> {
        if lenient {
            self.add(at, issue, remedy);
            Ok(())
        } else {
            Err((at, issue))
        }
    }

    /// The warnings, in the order first seen.
    pub(crate) fn into_vec(self) -> Vec<Warning> {
        self.0
    }
}
