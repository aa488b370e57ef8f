//! The five games as the user sees them.

use std::fmt;
use std::str::FromStr;

use super::Facts;
use crate::side::Side;

/// One of the five games Damier plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Variant {
    /// International draughts, 10×10, flying kings, maximum capture.
    International,
    /// Italian draughts (dama italiana), 8×8, capture precedence, men may not take kings.
    Italian,
    /// Thai draughts (mak-hos), 8×8, kings land directly behind, free choice of capture.
    Thai,
    /// Hexdame, 61 hexagonal cells, six directions.
    Hexdame,
    /// Lasca, 7×7, captured pieces form columns.
    Lasca,
}

impl Variant {
    /// All five games, in the order they are offered.
    pub const ALL: [Variant; 5] =
        [Variant::International, Variant::Italian, Variant::Thai, Variant::Hexdame, Variant::Lasca];

    /// What Damier knows of the game beyond its moves: the one place a game's facts are
    /// found.
    pub const fn facts(self) -> &'static Facts {
        match self {
            Variant::International => &super::international::FACTS,
            Variant::Italian => &super::italian::FACTS,
            Variant::Thai => &super::thai::FACTS,
            Variant::Hexdame => &super::hexdame::FACTS,
            Variant::Lasca => &super::lasca::FACTS,
        }
    }

    /// The display name, e.g. "International".
    pub const fn name(self) -> &'static str {
        self.facts().name
    }

    /// The lower-case identifier used on the command line, e.g. `international`.
    pub const fn id(self) -> &'static str {
        self.facts().id
    }

    /// What the game calls a side: Hexdame's second player is Red.
    pub const fn side_name(self, side: Side) -> &'static str {
        self.facts().sides.names()[side.index()]
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A game name that is none of the five.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown game '{0}': expected {known}", known = known_ids())]
pub struct UnknownVariant(pub String);

/// The games' identifiers as a list: "international, italian, thai, hexdame or lasca".
fn known_ids() -> String {
    let ids: Vec<&str> = Variant::ALL.iter().map(|v| v.id()).collect();
    match ids.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        _ => ids.join(""),
    }
}

impl FromStr for Variant {
    type Err = UnknownVariant;

    fn from_str(s: &str) -> Result<Variant, UnknownVariant> {
        let lower = s.trim().to_ascii_lowercase();
        Variant::ALL
            .into_iter()
            .find(|v| v.id() == lower)
            .ok_or_else(|| UnknownVariant(s.to_string()))
    }
}
