//! Property tests over random legal games of the single-piece games: nothing panics, FEN and
//! move text round-trip, equal positions hash equally, and bulk counting and the captures alone
//! agree with the list.

use damier_core::notation::{full_text, move_text, parse_move};
use damier_core::{
    GameMove, HexdamePosition, InternationalPosition, ItalianPosition, MoveList, Position,
    ThaiPosition,
};
use proptest::prelude::*;

/// Plays a random legal game chosen by `choices`, checking every position on the way.
fn random_game<P: Position>(choices: &[u16]) -> Result<(), TestCaseError> {
    let mut position = P::start();
    for &choice in choices {
        let fen = position.to_fen();
        let reread = P::from_fen(&fen).map_err(|e| TestCaseError::fail(format!("{fen}: {e}")))?;
        prop_assert_eq!(&reread, &position, "FEN round trip of {}", fen);
        prop_assert_eq!(reread.hash_key(), position.hash_key());

        let mut moves = MoveList::new();
        position.legal_moves(&mut moves);
        prop_assert_eq!(moves.len(), position.count_legal_moves());
        // Past a search's horizon only the captures are listed, and whether a move is left.
        let mut captures = MoveList::new();
        position.legal_captures(&mut captures);
        let capturing = moves.first().is_some_and(|mv| mv.is_capture());
        prop_assert_eq!(&captures[..], if capturing { &moves[..] } else { &[] });
        if !capturing {
            prop_assert_eq!(position.has_quiet_move(), !moves.is_empty(), "{}", fen);
        }
        for mv in &moves {
            for text in [move_text(&position, mv), full_text(&position, mv)] {
                let parsed = parse_move(&position, &text);
                prop_assert_eq!(parsed.as_ref(), Ok(mv), "{} in {}", text, fen);
            }
        }
        if moves.is_empty() {
            break;
        }
        position = position.play(&moves[choice as usize % moves.len()]);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn international_random_games(choices in prop::collection::vec(any::<u16>(), 0..160)) {
        random_game::<InternationalPosition>(&choices)?;
    }

    #[test]
    fn italian_random_games(choices in prop::collection::vec(any::<u16>(), 0..160)) {
        random_game::<ItalianPosition>(&choices)?;
    }

    #[test]
    fn thai_random_games(choices in prop::collection::vec(any::<u16>(), 0..160)) {
        random_game::<ThaiPosition>(&choices)?;
    }

    #[test]
    fn hexdame_random_games(choices in prop::collection::vec(any::<u16>(), 0..160)) {
        random_game::<HexdamePosition>(&choices)?;
    }

    #[test]
    fn fen_reader_never_panics(text in "[WB?]?(:[WBK0-9a-z,\\- ]{0,30}){0,3}\\.?") {
        for variant in damier_core::Variant::ALL {
            let _ = damier_core::AnyPosition::from_fen(variant, &text);
        }
    }

    #[test]
    fn move_reader_never_panics(text in "[0-9a-ix\\-: *]{0,20}") {
        for variant in damier_core::Variant::ALL {
            let mut p = damier_core::AnyPosition::start(variant);
            let _ = p.play_text(&text);
        }
    }
}
