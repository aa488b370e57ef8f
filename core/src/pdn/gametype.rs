//! The `GameType` tag (PDN: `20`, or the full form `20,W,10,10,N2,0`) and our `Variant` tag.

use crate::pdn::error::Issue;
use crate::rules::Variant;

/// The PDN game types Damier does not play, with their names, for clear messages.
const OTHER_GAMES: [(u32, &str); 14] = [
    (0, "chess"),
    (1, "Chinese chess"),
    (21, "English draughts (checkers)"),
    (23, "American pool checkers"),
    (24, "Spanish draughts"),
    (25, "Russian draughts"),
    (26, "Brazilian draughts"),
    (27, "Canadian draughts"),
    (28, "Portuguese draughts"),
    (29, "Czech draughts"),
    (30, "Turkish draughts"),
    (40, "Frisian draughts"),
    (41, "Spantsiretti draughts"),
    (50, "Othello"),
];

/// The PDN game type number of a game that has one.
pub(crate) fn number(variant: Variant) -> Option<u32> {
    variant.facts().game_type.map(|t| t.number)
}

/// Reads a GameType value. Only the type number and the board size matter: the start colour
/// is given by the FEN, and some programs write a notation code that does not match their
/// numbering (`20,W,10,10,N1,0`), so that field is not checked.
pub(crate) fn parse_game_type(value: &str) -> Result<Variant, Issue> {
    let fields: Vec<&str> = value.split(',').map(str::trim).collect();
    let number: u32 = fields[0].parse().map_err(|_| Issue::BadGameType(value.to_string()))?;
    let found = Variant::ALL.into_iter().find_map(|v| {
        let game_type = v.facts().game_type?;
        (game_type.number == number).then_some((v, game_type))
    });
    let (variant, game_type) =
        found.ok_or_else(|| match OTHER_GAMES.iter().find(|(n, _)| *n == number) {
            Some(&(number, name)) => Issue::UnsupportedGameType { number, name },
            None => Issue::BadGameType(value.to_string()),
        })?;
    if fields.len() > 1 {
        let size = (
            fields.get(2).and_then(|w| w.parse().ok()),
            fields.get(3).and_then(|h| h.parse().ok()),
        );
        let (width, height) = game_type.board;
        if size != (Some(width), Some(height)) {
            return Err(Issue::BoardSize(value.to_string()));
        }
    }
    Ok(variant)
}

/// Reads a Variant tag: any of the five names, in any case.
pub(crate) fn parse_variant(value: &str) -> Result<Variant, Issue> {
    value.parse().map_err(|_| Issue::UnknownVariant(value.to_string()))
}
