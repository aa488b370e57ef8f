//! What the evaluation sees of Lasca: who commands the columns in each region, and what the
//! columns hold (reserves of one's own pieces, prisoners of the enemy's).

use super::{Evaluate, Observation, SCALARS};
use crate::cells::cells_of;
use crate::geometry::LASCA;
use crate::lasca::LascaPosition;
use crate::position::Position;
use crate::side::{Role, Side};

/// The counted features, in [`Observation::scalars`] order.
pub(super) const SCALAR_NAMES: [&str; SCALARS] = [
    "columns commanded by a soldier",
    "columns commanded by an officer",
    "own pieces under an own commander",
    "enemy pieces held prisoner",
    "steps made by soldier commanders",
    "columns in the centre",
    "quiet moves of soldier commanders",
    "prisoners under an officer",
    "columns more on one wing than on the other",
    "cells the officers can reach",
];

impl Evaluate for LascaPosition {
    /// Two officers' columns may still hold prisoners that a capture sets free: not dead.
    fn is_dead_draw(&self) -> bool {
        false
    }

    fn observe(&self) -> Observation {
        Observation::new(
            Self::VARIANT,
            self.side_to_move() == Side::White,
            self.occupied().count_ones(),
            (self.tops(Side::White), self.tops(Side::Black)),
            [counts(self, Side::White), counts(self, Side::Black)],
        )
    }
}

/// The counted features of `side`.
fn counts(position: &LascaPosition, side: Side) -> [i32; SCALARS] {
    let g = &LASCA;
    let s = side.index();
    let tops = position.tops(side);
    let mut out = [0; SCALARS];
    for cell in cells_of(tops) {
        let mut pieces = position.column(cell).pieces();
        let Some(commander) = pieces.next() else { continue };
        let officer = commander.role == Role::King;
        if officer {
            out[1] += 1;
        } else {
            out[0] += 1;
            out[4] += g.promotion_distance[1 - s][cell as usize] as i32;
        }
        for piece in pieces {
            if piece.side == side {
                out[2] += 1;
            } else {
                out[3] += 1;
                out[7] += i32::from(officer);
            }
        }
    }
    out[5] = (tops & g.centre).count_ones() as i32;
    let soldiers = tops & !position.officer_tops();
    let empty = g.board & !position.occupied();
    out[6] = g.forward(side).map(|dir| (g.step(soldiers, dir) & empty).count_ones() as i32).sum();
    let wing = |w: usize| (tops & g.wings[w]).count_ones() as i32;
    out[8] = (wing(0) - wing(1)).abs();
    out[9] = g.reach(tops & position.officer_tops(), empty, false);
    out
}
