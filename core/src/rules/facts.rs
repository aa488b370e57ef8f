//! [`Facts`]: what Damier knows of a game beyond how its pieces move. Each game's file in
//! this folder gives its own; [`Variant::facts`](super::Variant::facts) is the one place that
//! maps a game to them, so a new game is one new file and one line there.

use super::Variant;

/// A game's names, its PDN tags, its draw rules and what its pieces are called.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Facts {
    /// The display name, e.g. "International".
    pub name: &'static str,
    /// The lower-case identifier used on the command line and in the `Variant` tag.
    pub id: &'static str,
    /// What the game calls its two sides (Hexdame's second player is Red).
    pub sides: Colours,
    /// What it calls its two kinds of piece (Lasca: soldier and officer).
    pub pieces: PieceNames,
    /// The PDN `GameType` of the games PDN numbers; the others carry a `Variant` tag.
    pub game_type: Option<GameType>,
    /// Whether a file always gives the start position as a FEN, even the usual one (Thai:
    /// PDN's game type starts with Black, where Damier's start has White move first).
    pub fen_always: bool,
    /// The counting draw rules (every game also draws by threefold repetition).
    pub draws: DrawRules,
    /// Pieces on the board at the start.
    pub pieces_at_start: u8,
}

/// A PDN game type: its number and its board's width and height.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameType {
    /// The number, e.g. 20 for International draughts.
    pub number: u32,
    /// Columns and rows of the board.
    pub board: (u32, u32),
}

/// A word with its indefinite article: "a man", "an officer".
pub fn with_article(word: &str) -> String {
    let vowel = word.starts_with(['a', 'e', 'i', 'o', 'u']);
    format!("{} {word}", if vowel { "an" } else { "a" })
}

/// What a game calls its two sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Colours {
    /// White and Black.
    WhiteAndBlack,
    /// White and Red (Hexdame).
    WhiteAndRed,
}

impl Colours {
    /// The two sides' names in English: White's, then the other's.
    pub const fn names(self) -> [&'static str; 2] {
        match self {
            Colours::WhiteAndBlack => ["White", "Black"],
            Colours::WhiteAndRed => ["White", "Red"],
        }
    }
}

/// What a game calls its two kinds of piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PieceNames {
    /// Men and kings.
    MenAndKings,
    /// Soldiers and officers (Lasca).
    SoldiersAndOfficers,
}

impl PieceNames {
    /// The two names in English: the piece a game starts with, then the promoted one.
    pub const fn words(self) -> [&'static str; 2] {
        match self {
            PieceNames::MenAndKings => ["man", "king"],
            PieceNames::SoldiersAndOfficers => ["soldier", "officer"],
        }
    }
}
/// The counting draw rules of one game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DrawRules {
    /// Plies of king moves without a capture that draw the game, with the rule that says so.
    pub king_moves: Option<(u16, KingMoveRule)>,
    /// Whether that count draws only with at least one king on each side (Italian).
    pub king_moves_need_kings: bool,
    /// Whether the lone-king endings are counted (International 16- and 5-move rules).
    pub lone_king: bool,
}

impl DrawRules {
    /// The counting rules of `variant` (its [`Facts`]). Every game also draws by threefold
    /// repetition.
    pub const fn of(variant: Variant) -> DrawRules {
        variant.facts().draws
    }
}

/// A rule that draws a game after a number of king moves with nothing captured.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum KingMoveRule {
    /// International: 25 moves by each side.
    TwentyFiveMoves,
    /// Italian: 40 moves by each side, with a king on each side.
    FortyMoves,
}

/// No counting rule: only threefold repetition draws.
pub(super) const REPETITION_ONLY: DrawRules =
    DrawRules { king_moves: None, king_moves_need_kings: false, lone_king: false };
