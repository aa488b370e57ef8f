//! Evaluation of the single-piece games (International, Italian, Thai, Hexdame).

use super::Evaluate;
use crate::cells::{Cells, cells_of};
use crate::draughts::Draughts;
use crate::geometry::Geometry;
use crate::position::Position;
use crate::rules::{Rules, Variant};
use crate::side::Side;

/// The evaluation weights of one game, in hundredths of a man.
#[derive(Clone, Copy, Debug)]
pub struct Weights {
    /// Value of a man.
    pub man: i32,
    /// Value of a king (flying kings are worth far more than one-step kings).
    pub king: i32,
    /// Bonus per forward step a man has made (tempo).
    pub advance: i32,
    /// Extra bonus per step for a man within three steps of promotion.
    pub near_promotion: i32,
    /// Bonus for a man on a centre cell.
    pub centre: i32,
    /// Bonus for a man on its own back row while the opponent has no king (guards promotion).
    pub back_row: i32,
    /// Bonus for a runaway man (nothing in its forward cone, no opposing king), per step made.
    pub runaway: i32,
    /// Bonus per quiet move of the men.
    pub mobility: i32,
}

/// Runaway men are looked for this close to promotion (further away they can be caught).
const RUNAWAY_DISTANCE: usize = 5;

/// International: flying kings are worth about three men.
const INTERNATIONAL: Weights = Weights {
    man: 100,
    king: 320,
    advance: 2,
    near_promotion: 4,
    centre: 6,
    back_row: 8,
    runaway: 12,
    mobility: 2,
};

/// Italian: one-step kings, men cannot take them; the back row matters more on 8×8.
const ITALIAN: Weights = Weights {
    man: 100,
    king: 160,
    advance: 3,
    near_promotion: 5,
    centre: 6,
    back_row: 12,
    runaway: 15,
    mobility: 2,
};

/// Thai: flying kings that must land directly behind; few pieces, so kings weigh heavily.
const THAI: Weights = Weights {
    man: 100,
    king: 260,
    advance: 3,
    near_promotion: 5,
    centre: 6,
    back_row: 10,
    runaway: 15,
    mobility: 2,
};

/// Hexdame: six-line flying kings are very strong.
const HEXDAME: Weights = Weights {
    man: 100,
    king: 350,
    advance: 2,
    near_promotion: 4,
    centre: 5,
    back_row: 6,
    runaway: 12,
    mobility: 1,
};

/// The weights of a single-piece game.
pub const fn weights(variant: Variant) -> &'static Weights {
    match variant {
        Variant::International => &INTERNATIONAL,
        Variant::Italian => &ITALIAN,
        Variant::Thai => &THAI,
        Variant::Hexdame | Variant::Lasca => &HEXDAME,
    }
}

impl<R: Rules> Evaluate for Draughts<R> {
    fn evaluate(&self) -> i32 {
        let score = side_score(self, Side::White) - side_score(self, Side::Black);
        match self.side_to_move() {
            Side::White => score,
            Side::Black => -score,
        }
    }
}

/// Everything `side` has, in hundredths of a man.
fn side_score<R: Rules>(position: &Draughts<R>, side: Side) -> i32 {
    let g: &Geometry = R::GEOMETRY;
    let w = weights(R::VARIANT);
    let s = side.index();
    let mine = position.pieces(side);
    let kings = position.kings();
    let men = mine & !kings;
    let opponent_kings = position.pieces(!side) & kings;
    let occupied = position.occupied();

    let mut score =
        (men.count_ones() as i32) * w.man + ((mine & kings).count_ones() as i32) * w.king;
    score += ((men & g.centre).count_ones() as i32) * w.centre;
    if opponent_kings == 0 {
        score += ((men & g.promotion[1 - s]).count_ones() as i32) * w.back_row;
    }
    // Steps made from the own back row are the opponent's distance to promotion.
    for (made, cells) in g.by_distance[1 - s].iter().enumerate().skip(1) {
        score += ((men & cells).count_ones() as i32) * made as i32 * w.advance;
    }
    for (distance, cells) in g.by_distance[s].iter().enumerate().take(4) {
        score += ((men & cells).count_ones() as i32) * (4 - distance as i32) * w.near_promotion;
    }
    if opponent_kings == 0 {
        let near: Cells = g.by_distance[s][..RUNAWAY_DISTANCE].iter().fold(0, |a, c| a | c);
        for cell in cells_of(men & near) {
            if g.forward_cone[s][cell as usize] & occupied == 0 {
                score += g.promotion_distance[1 - s][cell as usize] as i32 * w.runaway;
            }
        }
    }
    let empty = g.board & !occupied;
    let mobility: u32 = g.forward(side).map(|dir| (g.step(men, dir) & empty).count_ones()).sum();
    score + mobility as i32 * w.mobility
}
