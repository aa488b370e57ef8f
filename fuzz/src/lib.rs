//! The properties Damier's fuzz targets check, one function a target: each takes the bytes
//! libFuzzer makes and panics where a property fails. The targets in `fuzz_targets/` call them
//! under libFuzzer (`cargo +nightly fuzz run …`); `tests/corpus.rs` replays the seed corpus
//! through them on a stable toolchain.

use damier_core::dxp;
use damier_core::hub::{self, parse_move, parse_position, position_text, split_words};
use damier_core::pdn::{self, ReadOptions, Reader};
use damier_core::rules::Variant;
use damier_core::{AnyPosition, InternationalPosition, Position};

/// Any bytes as a PDN file, read leniently and strictly: never a panic, and what is read
/// writes out to a text that reads back to the same text.
pub fn pdn_reader(bytes: &[u8]) {
    let (text, _) = pdn::decode(bytes);
    for options in [ReadOptions::default(), ReadOptions::strict()] {
        for game in Reader::new(&text, options).flatten() {
            let written = pdn::write_game(&game.record);
            let again = Reader::new(&written, ReadOptions::strict())
                .next()
                .expect("a written game reads back")
                .unwrap_or_else(|error| panic!("{error}\n{written}"));
            assert_eq!(pdn::write_game(&again.record), written);
        }
    }
}

/// Any text as a FEN of each game: never a panic, and a position read writes a FEN that
/// reads back to the same position.
pub fn fen_reader(bytes: &[u8]) {
    let Ok(text) = std::str::from_utf8(bytes) else { return };
    for variant in Variant::ALL {
        if let Ok(position) = AnyPosition::from_fen(variant, text) {
            let fen = position.to_fen();
            let again = AnyPosition::from_fen(variant, &fen).expect("a written FEN reads back");
            assert_eq!(again.to_fen(), fen);
            assert_eq!(again.hash_key(), position.hash_key(), "{fen}");
        }
    }
}

/// Any line given to the Hub protocol's readers (messages, words, positions, moves): never a
/// panic; a message read writes out to a line that reads back to a message written the same
/// (a value's double quotes and line breaks are written as single quotes, the protocol having
/// no escape), and a position read writes out to one that reads back the same.
pub fn hub_message(bytes: &[u8]) {
    let Ok(line) = std::str::from_utf8(bytes) else { return };
    if let Ok(Some(message)) = hub::Message::parse(line) {
        let written = message.to_string();
        let again = hub::Message::parse(&written).map(|m| m.map(|m| m.to_string()));
        assert_eq!(again, Ok(Some(written.clone())), "{written}");
    }
    let _ = split_words(line);
    if let Ok(position) = parse_position(line) {
        let text = position_text(&position);
        assert_eq!(parse_position(&text).map(|p| p.hash_key()), Ok(position.hash_key()));
    }
    let _ = parse_move(&InternationalPosition::start(), line);
}

/// Any bytes given to the DamExchange message reader: never a panic, and a message read
/// writes out to bytes that read back to a message written the same (what cannot be sent, as
/// control characters in a chat, is written as `?`).
pub fn dxp_message(bytes: &[u8]) {
    if let Ok(message) = dxp::Message::parse(bytes) {
        let written = message.to_string();
        let again = dxp::Message::parse(written.as_bytes()).map(|m| m.to_string());
        assert_eq!(again, Ok(written.clone()), "{written}");
    }
}

/// Legal moves are legal: the first byte chooses a game, the others moves among those
/// generated from its start. Every generated move is legal and replays from its own notation
/// to the same position, and every position reached reads back from its FEN.
pub fn legal_moves(bytes: &[u8]) {
    let Some((&first, choices)) = bytes.split_first() else { return };
    let variant = Variant::ALL[usize::from(first) % Variant::ALL.len()];
    let mut position = AnyPosition::start(variant);
    for &choice in choices {
        let moves = position.moves();
        if moves.is_empty() {
            break;
        }
        for info in &moves {
            assert!(position.is_legal(&info.mv));
            let text = position.move_text(&info.mv).expect("a legal move has a notation");
            let (mut by_text, mut by_move) = (position.clone(), position.clone());
            by_text.play_text(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
            by_move.play_move(&info.mv).expect("a generated move plays");
            assert_eq!(by_text.hash_key(), by_move.hash_key(), "{text}");
        }
        let chosen = &moves[usize::from(choice) % moves.len()];
        position.play_move(&chosen.mv).expect("a generated move plays");
        let fen = position.to_fen();
        let again = AnyPosition::from_fen(variant, &fen).expect("a written FEN reads back");
        assert_eq!(again.hash_key(), position.hash_key(), "{fen}");
    }
}
