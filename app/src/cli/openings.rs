//! The openings a match starts its games from: a PDN file's, or else the set built in for
//! the game (`app/openings/`). The built-in sets were made once, from real games or by an
//! older engine, and never change with the engine: a match does not play openings that the
//! engine it measures chose.

use std::path::Path;

use damier::files::load;
use damier_core::pdn::{self, PdnError, ReadOptions};
use damier_core::{AnyPosition, Variant};

/// The built-in openings of `variant`, as PDN (see `app/openings/README.md`).
fn built_in(variant: Variant) -> &'static str {
    match variant {
        Variant::International => include_str!("../../openings/international.pdn"),
        Variant::Italian => include_str!("../../openings/italian.pdn"),
        Variant::Thai => include_str!("../../openings/thai.pdn"),
        Variant::Hexdame => include_str!("../../openings/hexdame.pdn"),
        Variant::Lasca => include_str!("../../openings/lasca.pdn"),
    }
}

/// The openings of PDN `text`: the last main-line position of each game of `variant`, in
/// the file's order; the first game that cannot be read is an error (it says which game and
/// where), so that a match never quietly plays fewer openings than its file holds.
fn read(text: &str, variant: Variant) -> Result<Vec<AnyPosition>, PdnError> {
    let mut openings = Vec::new();
    for game in pdn::Reader::new(text, ReadOptions::default()) {
        let record = game?.record;
        if record.variant() == variant
            && let Some(&last) = record.main_line().last()
        {
            openings.push(record.position_at(last).into_owned());
        }
    }
    Ok(openings)
}

/// Openings for `games` games (each opening is played twice, once with each colour): those
/// of the PDN file `file`, or the built-in ones. When there are fewer than `games` asks for,
/// all are played and a line on standard error says how many games that makes.
pub(super) fn openings(
    variant: Variant,
    games: usize,
    file: Option<&Path>,
) -> Result<Vec<AnyPosition>, String> {
    let (read, source) = match file {
        Some(path) => {
            let bytes = load::read(path).map_err(|e| e.to_string())?;
            let (text, _) = pdn::decode(&bytes);
            (read(&text, variant), path.display().to_string())
        }
        None => (read(built_in(variant), variant), format!("the built-in {variant} openings")),
    };
    let mut openings = read.map_err(|e| format!("{source}: {e}"))?;
    if openings.is_empty() {
        return Err(format!("{source} holds no {variant} game to open from"));
    }
    let pairs = games.div_ceil(2).max(1);
    if openings.len() < pairs {
        eprintln!(
            "damier: {source}: {} openings, so {} games (each opening with both colours), not {games}",
            openings.len(),
            2 * openings.len()
        );
    }
    openings.truncate(pairs);
    Ok(openings)
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use damier_core::game::GameRecord;

    use super::*;

    /// The games of a PDN file of `testdata/pdn/succeed`, as the moves of their main lines.
    fn real_games(file: &str) -> Vec<Vec<String>> {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../testdata/pdn/succeed").join(file);
        let bytes = std::fs::read(&path).expect("the test data is in the repository");
        let (text, _) = pdn::decode(&bytes);
        pdn::Reader::new(&text, ReadOptions::default())
            .filter_map(Result::ok)
            .map(|g| moves_of(&g.record))
            .collect()
    }

    /// The moves of a record's main line, as their full paths.
    fn moves_of(record: &GameRecord) -> Vec<String> {
        let line = record.main_line();
        line[1..].iter().filter_map(|&node| record.move_info(node)).map(|m| m.full).collect()
    }

    #[test]
    fn every_game_has_at_least_fifty_distinct_playable_openings_built_in() {
        for variant in Variant::ALL {
            let text = built_in(variant);
            let games = pdn::Reader::new(text, ReadOptions::default()).count();
            let openings = read(text, variant).expect("the built-in file reads");
            assert_eq!(openings.len(), games, "{variant}: every game of the file is read");
            assert!(openings.len() >= 50, "{variant}: {} openings", openings.len());
            let fens: HashSet<String> = openings.iter().map(AnyPosition::to_fen).collect();
            assert_eq!(fens.len(), openings.len(), "{variant}: no opening twice");
            for opening in &openings {
                assert_eq!(opening.variant(), variant);
                assert!(!opening.moves().is_empty(), "{variant}: {} is over", opening.to_fen());
                assert_ne!(opening.to_fen(), AnyPosition::start(variant).to_fen());
            }
        }
    }

    #[test]
    fn international_and_italian_open_as_real_games_did() {
        let international: Vec<Vec<String>> = [
            "090417ronde12.pdn",
            "DUTCH96H.pdn",
            "PROF2.pdn",
            "candidate95.pdn",
            "kurnik.pdn",
            "nk ronde 01.pdn",
            "nk ronde 02.pdn",
            "rk ronde 12.pdn",
            "schildpad.pdn",
            "windragon.pdn",
            "wk2003.pdn",
        ]
        .iter()
        .flat_map(|file| real_games(file))
        .collect();
        let italian = real_games("Campionato Assoluto 2005.pdn");
        for (variant, games, plies) in
            [(Variant::International, international, 10), (Variant::Italian, italian, 14)]
        {
            let played: HashSet<Vec<String>> = games
                .into_iter()
                .filter(|g| g.len() >= plies)
                .map(|g| g[..plies].to_vec())
                .collect();
            let text = built_in(variant);
            for game in pdn::Reader::new(text, ReadOptions::default()) {
                let line = moves_of(&game.expect("the built-in file reads").record);
                assert!(played.contains(&line), "{variant}: {line:?} opens no real game");
            }
        }
    }

    #[test]
    fn a_match_takes_as_many_openings_as_it_has_pairs_of_games() {
        let all = read(built_in(Variant::Thai), Variant::Thai).unwrap();
        let some = openings(Variant::Thai, 20, None).unwrap();
        assert_eq!(some.len(), 10);
        let fens = |list: &[AnyPosition]| list.iter().map(AnyPosition::to_fen).collect::<Vec<_>>();
        assert_eq!(fens(&some), fens(&all[..10]), "the first ten, in the file's order");
        assert_eq!(openings(Variant::Thai, 7, None).unwrap().len(), 4, "odd counts round up");
        let many = openings(Variant::Thai, 10 * all.len(), None).unwrap();
        assert_eq!(many.len(), all.len(), "no more than there are");
    }

    #[test]
    fn a_file_it_cannot_open_from_is_refused_with_its_name() {
        let dir = std::env::temp_dir().join(format!("damier-openings-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("italian.pdn");
        std::fs::write(&file, built_in(Variant::Italian)).unwrap();
        let error = openings(Variant::Lasca, 10, Some(&file)).unwrap_err();
        assert!(error.contains("italian.pdn") && error.contains(Variant::Lasca.name()), "{error}");
        assert_eq!(openings(Variant::Italian, 10, Some(&file)).unwrap().len(), 5);
        let missing = openings(Variant::Italian, 10, Some(&dir.join("none.pdn"))).unwrap_err();
        assert!(missing.contains("none.pdn"), "{missing}");
        let broken = dir.join("broken.pdn");
        std::fs::write(&broken, "[GameType \"22\"]\n1. 99-98 *\n").unwrap();
        let error = openings(Variant::Italian, 10, Some(&broken)).unwrap_err();
        assert!(error.contains("broken.pdn") && error.contains("game 1"), "{error}");
        assert!(error.contains("line 2"), "says where: {error}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
