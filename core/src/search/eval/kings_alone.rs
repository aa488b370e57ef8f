//! Italian endings where one side is left with kings alone against more pieces, among them
//! at least as many kings. Italian's endgame tables say these are won (two kings beat one
//! in 56 of 60 random positions; three kings beat two in all 30 tried with the three to
//! move, 19 of 30 with the two to move), but winning them takes a plan deeper than any
//! search: drive the lone kings out of their refuge, close in, and trade down.
//!
//! Italian's learned weights see too few such endings won to know it (self-play rarely wins
//! them, so they weigh a king below a man about to crown), and a search that sees a flat
//! score walks round until the position repeats. These endings are scored here instead: a
//! won ending's worth, the material, and what makes progress, so that every step of the plan
//! scores better than the one before. Thai's weights, fitted to games that did win such
//! endings, already score two kings against one as won (almost four men).

use crate::cells::{Cells, cells_of};
use crate::draughts::Draughts;
use crate::geometry::Geometry;
use crate::position::Position;
use crate::rules::{Rules, Variant};
use crate::side::Side;

/// What being in such an ending is worth to the side ahead, beyond its material (hundredths
/// of a man): more than any middle-game edge of one man, so that the engine trades into it.
const WON_ENDING: i32 = 200;

/// A king of the side ahead, and one of the side with kings alone.
const KING: i32 = 130;

/// A man of the side ahead, and each step it has made towards promotion: a man about to
/// crown is still worth less than the king it becomes.
const MAN: i32 = 100;
const MAN_STEP: i32 = 4;

/// Each king the defending side has fewer than [`DEFENDERS_COUNTED`] (trading down brings the
/// win nearer).
const FEWER_DEFENDERS: i32 = 30;
const DEFENDERS_COUNTED: i32 = 4;

/// Each step between a defending king and the nearest piece of the side ahead.
const DISTANCE: i32 = 6;

/// Each cell the defending kings can reach.
const DEFENDER_REACH: i32 = 2;

/// Whether kings alone against more pieces are scored here in `variant` (see above).
fn kings_alone_lose(variant: Variant) -> bool {
    variant == Variant::Italian
}

/// The score for the side to move when one side has kings alone against more pieces, among
/// them at least as many kings, in a game where such endings are won; `None` otherwise (men
/// against more kings than they have hold a draw too often: in Italian, more than half the
/// positions of a king and two men against two kings are drawn).
pub(super) fn score<R: Rules>(position: &Draughts<R>) -> Option<i32> {
    if !kings_alone_lose(R::VARIANT) {
        return None;
    }
    let kings = position.kings();
    let ahead = [Side::White, Side::Black].into_iter().find(|&side| {
        let (mine, theirs) = (position.pieces(side), position.pieces(!side));
        theirs & !kings == 0
            && (mine & kings).count_ones() >= theirs.count_ones()
            && mine.count_ones() > theirs.count_ones()
    })?;
    let score = ahead_score(position, ahead);
    Some(if position.side_to_move() == ahead { score } else { -score })
}

/// The score for `ahead` against the other side's kings alone.
fn ahead_score<R: Rules>(position: &Draughts<R>, ahead: Side) -> i32 {
    let g: &Geometry = R::GEOMETRY;
    let count = |set: Cells| set.count_ones() as i32;
    let (mine, theirs, kings) = (position.pieces(ahead), position.pieces(!ahead), position.kings());
    let men = mine & !kings;
    // Steps made from the own back row: the other side's distance to promotion.
    let steps: i32 = cells_of(men)
        .map(|cell| i32::from(g.promotion_distance[(!ahead).index()][cell as usize]))
        .sum();
    let distance: i32 = cells_of(theirs)
        .map(|defender| {
            cells_of(mine).map(|piece| steps_between(g, defender, piece)).min().unwrap_or(0)
        })
        .sum();
    let empty = g.board & !position.occupied();
    WON_ENDING + KING * count(mine & kings) + MAN * count(men) + MAN_STEP * steps
        - KING * count(theirs)
        + FEWER_DEFENDERS * (DEFENDERS_COUNTED - count(theirs)).max(0)
        - DISTANCE * distance
        - DEFENDER_REACH * g.reach(theirs, empty, R::FLYING_KINGS)
}

/// King steps between two cells of the board (diagonal steps: the larger of the file and
/// rank distances).
fn steps_between(g: &Geometry, a: u8, b: u8) -> i32 {
    let ((fa, ra), (fb, rb)) = (g.coordinates(a), g.coordinates(b));
    (fa - fb).abs().max((ra - rb).abs())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draughts::{InternationalPosition, ItalianPosition, ThaiPosition};
    use crate::search::eval::Evaluate;

    fn italian(fen: &str) -> ItalianPosition {
        ItalianPosition::from_fen(fen).unwrap()
    }

    #[test]
    fn a_man_about_to_crown_scores_less_than_the_king_it_becomes() {
        // The learned weights alone preferred the man on 26 to a second king: the ahead side
        // walked round until the position repeated.
        let man = italian("W:WK8:BK11,26").evaluate();
        let king = italian("W:WK8:BK11,K30").evaluate();
        assert!(king < man, "White's score with Black's second king {king}, with its man {man}");
        assert!(-king > WON_ENDING, "two kings against one are scored as won: {}", -king);
    }

    #[test]
    fn closing_in_and_trading_down_score_better() {
        let far = italian("W:WK1,K2:BK32").evaluate();
        let near = italian("W:WK23,K27:BK32").evaluate();
        assert!(near > far, "kings near the lone king {near}, far from it {far}");
        let three_against_two = italian("W:WK1,K2,K3:BK31,K32").evaluate();
        let two_against_one = italian("W:WK1,K2:BK32").evaluate();
        assert!(two_against_one > three_against_two, "{two_against_one} {three_against_two}");
    }

    #[test]
    fn only_italian_kings_alone_against_more_pieces_and_kings_are_scored_so() {
        for fen in [
            "W:WK1,K5:B28",        // the side behind still has a man
            "W:WK1:BK32",          // as many pieces each
            "W:W9,10:BK32",        // no king on the side ahead
            "W:WK1,9,10:BK31,K32", // fewer kings on the side ahead than the side behind has
        ] {
            assert_eq!(italian(fen).kings_alone_score(), None, "{fen}");
        }
        // International counts the lone-king endings instead (see `damped`), and Thai's
        // weights score these endings as won by themselves.
        let p = InternationalPosition::from_fen("W:WK46,K47:BK5").unwrap();
        assert_eq!(p.kings_alone_score(), None);
        let thai = ThaiPosition::from_fen("W:WK32:BK19,K1").unwrap();
        assert_eq!(thai.kings_alone_score(), None);
        assert!(thai.evaluate() < -300, "Thai's weights: {}", thai.evaluate());
    }

    #[test]
    fn the_search_wins_two_kings_against_one_from_a_man_about_to_crown() {
        use crate::game::Past;
        use crate::search::{Engine, Limits, Score, Settings};
        use std::sync::atomic::AtomicBool;
        let position = crate::AnyPosition::Italian(italian("B:WK8:BK11,26"));
        let mut engine = Engine::new(16);
        let found = position.search(
            &mut engine,
            &Past::default(),
            // Scored by the learned weights alone, the search kept the man back and walked
            // the king round (11-7, "+1.8") with a million nodes; it wins with 300,000 now.
            &Limits { nodes: Some(500_000), ..Limits::default() },
            &Settings::default(),
            &AtomicBool::new(false),
            &mut |_| {},
        );
        assert!(matches!(found.score, Score::Win(_)), "{}", found.score);
    }
}
