//! The names of the games, their sides and their pieces in the player's language.

use damier_core::rules::{Colours, PieceNames};
use damier_core::{Piece, Role, Side, Variant};

use super::{Messages, t};

impl Messages {
    /// The game's name: "International", "Italian", ….
    pub fn game(&self, variant: Variant) -> String {
        match variant {
            Variant::International => t!(self, "game-international"),
            Variant::Italian => t!(self, "game-italian"),
            Variant::Thai => t!(self, "game-thai"),
            Variant::Hexdame => t!(self, "game-hexdame"),
            Variant::Lasca => t!(self, "game-lasca"),
        }
    }

    /// The side's name in `variant`: White, Black, or Red in Hexdame.
    pub fn side(&self, variant: Variant, side: Side) -> String {
        match colour(variant, side) {
            Colour::White => t!(self, "side-white"),
            Colour::Black => t!(self, "side-black"),
            Colour::Red => t!(self, "side-red"),
        }
    }

    /// What `variant` calls `piece`: "White man", "Red king", "Black officer".
    pub fn piece(&self, variant: Variant, piece: Piece) -> String {
        let names = variant.facts().pieces;
        match (names, piece.role, colour(variant, piece.side)) {
            (PieceNames::SoldiersAndOfficers, Role::Man, Colour::White) => {
                t!(self, "piece-white-soldier")
            }
            (PieceNames::SoldiersAndOfficers, Role::Man, Colour::Black | Colour::Red) => {
                t!(self, "piece-black-soldier")
            }
            (PieceNames::SoldiersAndOfficers, Role::King, Colour::White) => {
                t!(self, "piece-white-officer")
            }
            (PieceNames::SoldiersAndOfficers, Role::King, Colour::Black | Colour::Red) => {
                t!(self, "piece-black-officer")
            }
            (PieceNames::MenAndKings, Role::Man, Colour::White) => t!(self, "piece-white-man"),
            (PieceNames::MenAndKings, Role::Man, Colour::Black) => t!(self, "piece-black-man"),
            (PieceNames::MenAndKings, Role::Man, Colour::Red) => t!(self, "piece-red-man"),
            (PieceNames::MenAndKings, Role::King, Colour::White) => t!(self, "piece-white-king"),
            (PieceNames::MenAndKings, Role::King, Colour::Black) => t!(self, "piece-black-king"),
            (PieceNames::MenAndKings, Role::King, Colour::Red) => t!(self, "piece-red-king"),
        }
    }
}

/// The colour a side plays in a game.
enum Colour {
    White,
    Black,
    Red,
}

/// The colour `side` plays in `variant`, as the game's facts say.
fn colour(variant: Variant, side: Side) -> Colour {
    match (side, variant.facts().sides) {
        (Side::White, Colours::WhiteAndBlack | Colours::WhiteAndRed) => Colour::White,
        (Side::Black, Colours::WhiteAndBlack) => Colour::Black,
        (Side::Black, Colours::WhiteAndRed) => Colour::Red,
    }
}
