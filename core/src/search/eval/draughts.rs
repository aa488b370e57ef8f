//! What the evaluation sees of the single-piece games (International, Italian, Thai, Hexdame):
//! the men in each region, and counts of material, development and mobility.

use super::{Board, Evaluate, Observation, PhaseMeasure, SCALARS, full_phase, phase_measure};
use crate::cells::{Cells, cells_of};
use crate::draughts::Draughts;
use crate::egdb::{Rounds, Signature, Tables, Value};
use crate::geometry::Geometry;
use crate::position::Position;
use crate::rules::{Rules, Variant};
use crate::side::Side;

/// The counted features, in [`Observation::scalars`] order.
pub(super) const SCALAR_NAMES: [&str; SCALARS] = [
    "men",
    "kings",
    "men in the centre",
    "men guarding the back row (no enemy king)",
    "steps made by the men",
    "steps within three of promotion",
    "runaway men, by steps made",
    "quiet moves of the men",
    "men more on one wing than on the other",
    "cells the kings can reach",
];

/// Runaway men are looked for this close to promotion (further away they can be caught).
const RUNAWAY_DISTANCE: usize = 5;

impl<R: Rules> Evaluate for Draughts<R> {
    #[inline]
    fn observe(&self) -> Observation {
        let kings = self.kings();
        let men = (self.pieces(Side::White) & !kings, self.pieces(Side::Black) & !kings);
        let counts = [counts(self, Side::White), counts(self, Side::Black)];
        Observation::new(
            R::VARIANT,
            self.side_to_move() == Side::White,
            phase(self, &counts),
            men,
            counts,
        )
    }

    fn kings_alone_score(&self) -> Option<i32> {
        super::kings_alone::score(self)
    }

    fn network_board(&self) -> Option<Board> {
        (R::VARIANT == Variant::International).then(|| Board {
            white: self.pieces(Side::White),
            black: self.pieces(Side::Black),
            kings: self.kings(),
            white_to_move: self.side_to_move() == Side::White,
        })
    }

    fn waiting_moves(&self) -> usize {
        let pieces = [self.pieces(Side::White), self.pieces(Side::Black)];
        Self::from_valid_cells(pieces, self.kings(), !self.side_to_move()).count_legal_moves()
    }

    fn table_signature(&self) -> Option<Signature> {
        let pieces = [self.pieces(Side::White), self.pieces(Side::Black)];
        Some(Signature::of(pieces, self.kings()).canonical())
    }

    fn table_round(&self, rounds: &Rounds) -> Option<u8> {
        rounds.of(self)
    }

    fn table_value(&self, tables: &Tables) -> Option<Value> {
        tables.lookup(self)
    }

    fn table_resolve(&self, tables: &Tables) -> Option<Value> {
        tables.resolve(self)
    }
}

/// Where [`counts`] puts the men and the steps they have made.
const MEN: usize = 0;
const STEPS_MADE: usize = 4;

/// The phase of `position`, whose counted features are `counts` (White's, Black's), as its
/// game measures it.
fn phase<R: Rules>(position: &Draughts<R>, counts: &[[i32; SCALARS]; 2]) -> u32 {
    match phase_measure(R::VARIANT) {
        PhaseMeasure::Pieces => position.occupied().count_ones(),
        PhaseMeasure::MenSteps { at_start, farthest } => {
            // Every man has `farthest` steps to go less those it has made: counted already.
            let left = |side: &[i32; SCALARS]| farthest as i32 * side[MEN] - side[STEPS_MADE];
            let steps = (left(&counts[0]) + left(&counts[1])) as u32;
            (steps * u32::from(full_phase(R::VARIANT)) + at_start / 2) / at_start
        }
    }
}

/// The counted features of `side`.
fn counts<R: Rules>(position: &Draughts<R>, side: Side) -> [i32; SCALARS] {
    let g: &Geometry = R::GEOMETRY;
    let s = side.index();
    let mine = position.pieces(side);
    let kings = position.kings();
    let men = mine & !kings;
    let no_enemy_king = position.pieces(!side) & kings == 0;
    let occupied = position.occupied();
    let count = |set: Cells| set.count_ones() as i32;

    // Steps made from the own back row are the opponent's distance to promotion.
    let advance: i32 =
        g.distance_digits[1 - s].iter().enumerate().map(|(d, c)| count(men & c) << d).sum();
    let near: i32 = g.by_distance[s]
        .iter()
        .enumerate()
        .take(4)
        .map(|(distance, c)| count(men & c) * (4 - distance as i32))
        .sum();
    let mut runaway = 0;
    if no_enemy_king {
        let close: Cells = g.by_distance[s][..RUNAWAY_DISTANCE].iter().fold(0, |a, c| a | c);
        for cell in cells_of(men & close) {
            if g.forward_cone[s][cell as usize] & occupied == 0 {
                runaway += g.promotion_distance[1 - s][cell as usize] as i32;
            }
        }
    }
    let empty = g.board & !occupied;
    let mobility: i32 = g.forward(side).map(|dir| count(g.step(men, dir) & empty)).sum();
    let imbalance = (count(men & g.wings[0]) - count(men & g.wings[1])).abs();
    [
        count(men),
        count(mine & kings),
        count(men & g.centre),
        if no_enemy_king { count(men & g.promotion[1 - s]) } else { 0 },
        advance,
        near,
        runaway,
        mobility,
        imbalance,
        g.reach(mine & kings, empty, R::FLYING_KINGS),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Hexdame, International, Italian, Thai, Variant};

    /// Checks that each side's steps made in `position` are its men's distances from its own
    /// back row, cell by cell, added up.
    fn assert_steps_made<R: Rules>(position: &Draughts<R>) {
        let g = R::GEOMETRY;
        for side in Side::BOTH {
            let men = position.pieces(side) & !position.kings();
            let by_cells: i32 = cells_of(men)
                .map(|cell| i32::from(g.promotion_distance[1 - side.index()][cell as usize]))
                .sum();
            assert_eq!(counts(position, side)[STEPS_MADE], by_cells, "{}", position.to_fen());
        }
    }

    #[test]
    fn the_steps_made_are_the_men_s_distances_from_their_own_back_row_added_up() {
        // White men on 46 (none made), 36 (two) and 6 (eight); Black's on 3 (none).
        let p = Draughts::<International>::from_fen("W:W6,36,46:B3").unwrap();
        assert_eq!(counts(&p, Side::White)[STEPS_MADE], 10);
        assert_eq!(counts(&p, Side::Black)[STEPS_MADE], 0);
        assert_steps_made(&p);
        assert_steps_made(&Draughts::<International>::start());
        assert_steps_made(
            &Draughts::<International>::from_fen("B:W17,23,K40,41:B8,9,29,K44").unwrap(),
        );
        assert_steps_made(&Draughts::<Italian>::start());
        assert_steps_made(&Draughts::<Thai>::start());
        assert_steps_made(&Draughts::<Hexdame>::start());
    }

    #[test]
    fn men_off_balance_and_the_cells_kings_reach_are_counted() {
        // White men on b4 and a3 (the left wing) and j2 (the right); a flying king on 46 sees
        // the whole long diagonal.
        let p = Draughts::<International>::from_fen("W:W31,36,45,K46:B5").unwrap();
        let white = counts(&p, Side::White);
        assert_eq!(white[8], 1, "two men on one wing, one on the other");
        assert_eq!(white[9], 8, "46 to 10: the long diagonal stops at Black's man on 5");
        // An Italian king steps one cell only.
        let p = Draughts::<Italian>::from_fen("W:WK14:B1").unwrap();
        assert_eq!(counts(&p, Side::White)[9], 4);
    }

    #[test]
    fn international_reads_its_phase_from_the_steps_its_men_have_left_and_italian_from_its_pieces()
    {
        let read = |fen: &str| Draughts::<International>::from_fen(fen).unwrap().observe().phase;
        assert_eq!(read(International::START_FEN), 40, "the start: 300 steps, the full phase");
        // Both sides a row further on: 5 × (8 + 7 + 6 + 5) = 130 steps each, 260 of 300.
        assert_eq!(read("W:W26-45:B6-25"), 35, "forty pieces, but a later phase");
        // Two men a step from promotion and a king: 2 of 300 steps, the endgame.
        assert_eq!(read("W:W6,K50:B45"), 0);
        assert_eq!((SCALAR_NAMES[MEN], SCALAR_NAMES[STEPS_MADE]), ("men", "steps made by the men"));
        // The steps counted at the start are those the start position has.
        let start = Draughts::<International>::start();
        let counts = [counts(&start, Side::White), counts(&start, Side::Black)];
        let full = u32::from(full_phase(Variant::International));
        assert_eq!(
            phase_measure(Variant::International),
            PhaseMeasure::MenSteps { at_start: 300, farthest: 9 }
        );
        assert_eq!(phase(&start, &counts), full);
        let italian = |fen: &str| Draughts::<Italian>::from_fen(fen).unwrap().observe().phase;
        assert_eq!(italian(Italian::START_FEN), 24);
        assert_eq!(italian("W:W5,K32:B28"), 3, "three pieces, however far the men are");
    }

    #[test]
    fn a_lone_king_against_a_lone_king_scores_a_draw_and_nothing_else_does() {
        let bare = Draughts::<International>::from_fen("W:WK46:BK5").unwrap();
        assert!(bare.is_dead_draw());
        assert_eq!(bare.evaluate(), 0);
        for fen in ["W:WK46,K50:BK5", "W:WK46:B5", "W:W46:BK5"] {
            let p = Draughts::<International>::from_fen(fen).unwrap();
            assert!(!p.is_dead_draw(), "{fen}");
        }
    }
}
