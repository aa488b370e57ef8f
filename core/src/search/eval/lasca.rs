//! Evaluation of Lasca: columns are valued by what they hold and who commands them.

use super::Evaluate;
use crate::cells::cells_of;
use crate::geometry::LASCA;
use crate::lasca::LascaPosition;
use crate::position::Position;
use crate::side::{Rank, Side};

/// Value of a soldier commanding a column.
const SOLDIER: i32 = 100;
/// Value of an officer commanding a column.
const OFFICER: i32 = 220;
/// Value of each own piece under an own commander (a reserve that survives a capture).
const RESERVE: i32 = 45;
/// Value of each enemy piece held prisoner under an own commander (it counts for us until
/// liberated, and it is one piece fewer for the enemy).
const PRISONER: i32 = 55;
/// Bonus per forward step of a soldier commander.
const ADVANCE: i32 = 4;
/// Bonus for a column on a centre cell.
const CENTRE: i32 = 8;
/// Bonus per quiet move of soldier commanders.
const MOBILITY: i32 = 3;

impl Evaluate for LascaPosition {
    fn evaluate(&self) -> i32 {
        let score = side_score(self, Side::White) - side_score(self, Side::Black);
        match self.side_to_move() {
            Side::White => score,
            Side::Black => -score,
        }
    }
}

/// What the columns commanded by `side` are worth to it.
fn side_score(position: &LascaPosition, side: Side) -> i32 {
    let g = &LASCA;
    let s = side.index();
    let tops = position.tops(side);
    let mut score = ((tops & g.centre).count_ones() as i32) * CENTRE;
    for cell in cells_of(tops) {
        let mut pieces = position.column(cell).pieces();
        let Some(commander) = pieces.next() else { continue };
        score += match commander.rank {
            Rank::King => OFFICER,
            Rank::Man => SOLDIER + ADVANCE * g.promotion_distance[1 - s][cell as usize] as i32,
        };
        for piece in pieces {
            score += if piece.side == side { RESERVE } else { PRISONER };
        }
    }
    let soldiers = tops & !position.officer_tops();
    let empty = g.board & !position.occupied();
    let mobility: u32 =
        g.forward(side).map(|dir| (g.step(soldiers, dir) & empty).count_ones()).sum();
    score + mobility as i32 * MOBILITY
}
