//! Static evaluation: a score for a quiet position from the side to move's point of view, in
//! hundredths of a man.
//!
//! Every game is scored the same way. A position is first *observed*: the contents of small
//! board regions (see [`regions`]) and a few counts such as men, kings, runaway men and
//! mobility, White's minus Black's ([`Observation`]). A [`Model`] then adds up learned weights
//! for what it sees, blending the weights of the opening, the middle game and the endgame by
//! the game's phase ([`PhaseMeasure`]: the pieces left, or in International the steps its
//! men have left to promotion).
//! The weights are fitted to game results by [`crate::learn`] and embedded per game.
//! International's model also holds a small [`network`] over the whole board; its score and
//! the weights' are averaged. (Alone, the network predicts results better than the weights but
//! plays worse, though it searches faster; averaged, the two play better than either.)

mod draughts;
mod kings_alone;
mod lasca;
pub(crate) mod model;
pub mod network;
pub mod regions;

use crate::egdb::{Rounds, Signature, Tables, Value};
use crate::game::{Census, Material};
use crate::rules::DrawRules;
use crate::rules::Variant;
use crate::side::Side;

pub use model::{Model, UNITS, WeightsError};
pub use network::{Board, Network, NetworkError, NetworkWeights};
pub use regions::{MAX_REGIONS, Region};

/// How many counted features an observation holds.
pub const SCALARS: usize = 10;

/// What the evaluation sees of a position, from White's point of view.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Observation {
    /// The contents of each region as a base-3 number (per cell: 0 empty, 1 White, 2 Black).
    pub patterns: [u16; MAX_REGIONS],
    /// White's count minus Black's of each counted feature (see [`scalar_names`]).
    pub scalars: [i16; SCALARS],
    /// The game's phase as its [`PhaseMeasure`] reads it, from 0 (the endgame's weights
    /// alone) to [`full_phase`] (the opening's).
    pub phase: u8,
    /// Whether White is to move.
    pub white_to_move: bool,
}

impl Observation {
    /// What is seen of a position of `variant` where `white` and `black` are the cells read in
    /// the regions, `phase` the game's phase (at most [`full_phase`] is kept) and `counts`
    /// each side's counted features.
    #[inline]
    pub(crate) fn new(
        variant: Variant,
        white_to_move: bool,
        phase: u32,
        (white, black): (u64, u64),
        counts: [[i32; SCALARS]; 2],
    ) -> Observation {
        let mut seen = Observation {
            white_to_move,
            phase: phase.min(u32::from(full_phase(variant))) as u8,
            ..Observation::default()
        };
        regions::read(variant, white, black, &mut seen.patterns);
        for (slot, (w, b)) in seen.scalars.iter_mut().zip(counts[0].into_iter().zip(counts[1])) {
            *slot = (w - b) as i16;
        }
        seen
    }
}

/// A position the engine can evaluate (and count material of, for the draw rules).
pub trait Evaluate: Census {
    /// What the evaluation sees of this position.
    fn observe(&self) -> Observation;

    /// Whether neither side can win whatever is played: one king against one king. Such a
    /// position scores as a draw, so that the search does not give up a king for a lone king
    /// against a lone king that the weights would score a hair above nothing.
    fn is_dead_draw(&self) -> bool {
        let (white, black) = (self.material(Side::White), self.material(Side::Black));
        white.men == 0 && black.men == 0 && white.kings == 1 && black.kings == 1
    }

    /// The static score for the side to move by `model`, in hundredths of a man.
    #[inline]
    fn evaluate_with(&self, model: &Model) -> i32 {
        if self.is_dead_draw() {
            return 0;
        }
        if let Some(score) = self.kings_alone_score() {
            return score;
        }
        let observation = self.observe();
        let (white, black) = (self.material(Side::White), self.material(Side::Black));
        let white_score = undamped(self, model, &observation);
        let score = damped(Self::VARIANT, white_score, white, black);
        if observation.white_to_move { score } else { -score }
    }

    /// The position as a [`Network`] reads it, in a game whose networks read it (none in
    /// another).
    fn network_board(&self) -> Option<Board> {
        None
    }

    /// The score for the side to move of an ending that kings alone lose against more
    /// pieces (Italian), scored by how near the win is rather than by the model; `None` for
    /// any other position.
    fn kings_alone_score(&self) -> Option<i32> {
        None
    }

    /// The static score for the side to move by the built-in model, in hundredths of a man.
    fn evaluate(&self) -> i32 {
        self.evaluate_with(Model::of(Self::VARIANT))
    }

    /// How many moves the side not to move would have if it were its turn (only asked of
    /// positions in endgame tables).
    fn waiting_moves(&self) -> usize {
        0
    }

    /// The signature of this position's table, canonical (none in a game without tables).
    fn table_signature(&self) -> Option<Signature> {
        None
    }

    /// The round in which `rounds` were decided at this position, when they are its table's
    /// and it is won or lost.
    fn table_round(&self, _rounds: &Rounds) -> Option<u8> {
        None
    }

    /// The value `tables` give this position, which must have no capture pending, when they
    /// hold it (never, in a game without tables).
    fn table_value(&self, _tables: &Tables) -> Option<Value> {
        None
    }

    /// The value `tables` give this position, a pending capture resolved by searching the
    /// captures into the tables, when they hold every position needed.
    fn table_resolve(&self, _tables: &Tables) -> Option<Value> {
        None
    }
}

/// White's score of `position`, which `observation` is of, by `model`: its weights' score, or
/// where it has a network for the position's game, the average of that and the network's.
#[inline]
fn undamped<P: Evaluate>(position: &P, model: &Model, observation: &Observation) -> i32 {
    let weights = model.score(observation);
    match (model.network(), position.network_board()) {
        (Some(network), Some(board)) => (weights + network.white_score(&board)) / 2,
        _ => weights,
    }
}

/// `white_score` (White's score) damped where the side ahead by it rarely wins, in the games
/// whose rules count the lone-king endings (International): with at most three pieces
/// against a king, an eighth of it is kept (three kings do not beat a king on the long
/// diagonal); with as many kings as the other side and at most one man more, half of it.
fn damped(variant: Variant, white_score: i32, white: Material, black: Material) -> i32 {
    if !DrawRules::of(variant).lone_king {
        return white_score;
    }
    let (ahead, behind) = if white_score > 0 { (white, black) } else { (black, white) };
    if behind.kings == 0 {
        white_score
    } else if ahead.pieces() <= 3 {
        white_score / 8
    } else if ahead.kings == behind.kings && ahead.men.abs_diff(behind.men) <= 1 {
        white_score / 2
    } else {
        white_score
    }
}

/// The names of the counted features of `variant`, in [`Observation::scalars`] order.
pub fn scalar_names(variant: Variant) -> [&'static str; SCALARS] {
    match variant {
        Variant::Lasca => lasca::SCALAR_NAMES,
        Variant::International | Variant::Italian | Variant::Thai | Variant::Hexdame => {
            draughts::SCALAR_NAMES
        }
    }
}

/// The number of pieces at the start of `variant`: the phase of an opening position.
pub fn full_phase(variant: Variant) -> u8 {
    variant.facts().pieces_at_start
}

/// What a game's phase is read from: how far its weights have gone from the opening's to the
/// endgame's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PhaseMeasure {
    /// The pieces on the board.
    Pieces,
    /// The steps the men of both sides have left to promotion, `at_start` in the start
    /// position: a game moves on as its men advance, not only as pieces go. Read in the same
    /// units as [`PhaseMeasure::Pieces`] (the start reads [`full_phase`]).
    MenSteps {
        /// The steps left at the start.
        at_start: u32,
        /// The steps a man has to go from its own back row: on a square board, a man's steps
        /// left are these less the steps it has made.
        farthest: u32,
    },
}

impl PhaseMeasure {
    /// The number a weight file records for the measure its weights were fitted with.
    pub fn code(self) -> u8 {
        match self {
            PhaseMeasure::Pieces => 0,
            PhaseMeasure::MenSteps { .. } => 1,
        }
    }

    /// What the measure whose [`PhaseMeasure::code`] is `code` reads.
    pub fn name_of(code: u8) -> &'static str {
        match code {
            0 => "the pieces on the board",
            1 => "the men's steps to promotion",
            _ => "a measure this build does not know",
        }
    }
}

/// The phase measure of `variant`. International's middle game is told apart by its men's
/// advance: its weights fitted that way predict games' results better (a loss of 0.522 on
/// games set aside, against 0.533 for the same fit by pieces).
pub fn phase_measure(variant: Variant) -> PhaseMeasure {
    match variant {
        // Twenty men a side, on four rows of five 9, 8, 7 and 6 steps from promotion.
        Variant::International => PhaseMeasure::MenSteps { at_start: 300, farthest: 9 },
        Variant::Italian | Variant::Thai | Variant::Hexdame | Variant::Lasca => {
            PhaseMeasure::Pieces
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draughts::{InternationalPosition, ItalianPosition};
    use crate::position::Position;

    /// The model's score of `position` for the side to move, undamped.
    fn plain<P: Evaluate>(position: &P) -> i32 {
        let seen = position.observe();
        let white = undamped(position, Model::of(P::VARIANT), &seen);
        if seen.white_to_move { white } else { -white }
    }

    #[test]
    fn edges_that_rarely_win_against_a_king_are_damped_in_international_draughts() {
        // Three kings against one: an eighth kept, for either colour ahead.
        for fen in ["W:WK46,K47,K50:BK5", "B:WK46:BK1,K2,K5"] {
            let p = InternationalPosition::from_fen(fen).unwrap();
            assert_eq!(p.evaluate(), plain(&p) / 8, "{fen}");
            assert!(plain(&p).abs() > 100, "{fen}: the model alone sees an edge");
        }
        // A man up with a king each: half kept.
        let p = InternationalPosition::from_fen("W:WK46,30,31,32:BK5,10,11").unwrap();
        let white = plain(&p);
        assert!(white > 0, "White, a man up, is ahead");
        assert_eq!(p.evaluate(), white / 2);
        // No king on the other side: nothing damped.
        let p = InternationalPosition::from_fen("W:WK46,K47,K50:B5").unwrap();
        assert_eq!(p.evaluate(), plain(&p));
        // Italian counts no lone-king endings: two kings against a king and a man are not
        // damped there (kings alone against more pieces are scored apart, see `kings_alone`).
        let p = ItalianPosition::from_fen("W:WK1,K2:BK32,27").unwrap();
        assert_eq!(p.evaluate(), plain(&p));
    }
}
