//! The names of the games, their sides and their pieces in the player's language.

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
        match (side, variant) {
            (Side::White, _) => t!(self, "side-white"),
            (Side::Black, Variant::Hexdame) => t!(self, "side-red"),
            (Side::Black, _) => t!(self, "side-black"),
        }
    }

    /// What `variant` calls `piece`: "White man", "Red king", "Black officer".
    pub fn piece(&self, variant: Variant, piece: Piece) -> String {
        let lasca = variant == Variant::Lasca;
        let hexdame = variant == Variant::Hexdame;
        match (piece.side, piece.role) {
            (Side::White, Role::Man) if lasca => t!(self, "piece-white-soldier"),
            (Side::Black, Role::Man) if lasca => t!(self, "piece-black-soldier"),
            (Side::White, Role::King) if lasca => t!(self, "piece-white-officer"),
            (Side::Black, Role::King) if lasca => t!(self, "piece-black-officer"),
            (Side::Black, Role::Man) if hexdame => t!(self, "piece-red-man"),
            (Side::Black, Role::King) if hexdame => t!(self, "piece-red-king"),
            (Side::White, Role::Man) => t!(self, "piece-white-man"),
            (Side::Black, Role::Man) => t!(self, "piece-black-man"),
            (Side::White, Role::King) => t!(self, "piece-white-king"),
            (Side::Black, Role::King) => t!(self, "piece-black-king"),
        }
    }
}
