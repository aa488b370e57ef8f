//! What the games call their pieces, as the window says them.

use damier_core::{Piece, Role, Variant};

/// What the game calls `piece`: "White man", "Red king", "Black officer".
pub fn piece_name(variant: Variant, piece: Piece) -> String {
    let [man, king] = variant.facts().pieces;
    let role = match piece.role {
        Role::Man => man,
        Role::King => king,
    };
    format!("{} {role}", variant.side_name(piece.side))
}
