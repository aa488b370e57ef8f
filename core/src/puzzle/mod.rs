//! Puzzles: a position, what the side to move must achieve, and the one line that achieves it.
//!
//! A puzzle file is PDN: each game starts from its FEN, its moves are the solution (the
//! solver's moves and the best defence between them, ending with the solver's move) and its
//! `Goal` tag says what the solution achieves (`win`, `material` or `save`). A composed problem
//! without a `Goal` tag is read by the problemists' convention: a result for the side to move
//! means "to play and win", a draw "to play and draw". [`Checker`] finds puzzles in positions
//! and checks a puzzle's line with the engine.

mod check;

use std::fmt;

use crate::any::{AnyMove, AnyPosition};
use crate::game::{GameRecord, GameResult};
use crate::pdn::{self, Location, PdnError, ReadOptions};
use crate::side::Side;

pub use check::{Checker, Problem};

/// What the solver's line achieves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Goal {
    /// Wins the game, or gains so much that the game is won.
    Win,
    /// Wins at least a man for good.
    Material,
    /// Holds a position that every other move loses.
    Save,
}

impl Goal {
    /// Every goal, in the order of their tags.
    pub const ALL: [Goal; 3] = [Goal::Win, Goal::Material, Goal::Save];

    /// The goal as its `Goal` tag writes it.
    pub fn tag(self) -> &'static str {
        match self {
            Goal::Win => "win",
            Goal::Material => "material",
            Goal::Save => "save",
        }
    }

    /// The goal a `Goal` tag names.
    pub fn from_tag(tag: &str) -> Option<Goal> {
        Goal::ALL.into_iter().find(|goal| goal.tag().eq_ignore_ascii_case(tag.trim()))
    }
}

/// The tag naming a puzzle's goal.
pub const GOAL_TAG: &str = "Goal";
/// The tag with a puzzle's difficulty, as a rating.
pub const RATING_TAG: &str = "PuzzleRating";
/// The tag naming a puzzle within its set.
pub const ID_TAG: &str = "PuzzleId";
/// The rating of a puzzle whose file gives none.
pub const DEFAULT_RATING: u32 = 1500;

/// A position to solve and its solution.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// Its name within its set.
    pub id: String,
    /// The position set.
    pub start: AnyPosition,
    /// What the solver must achieve.
    pub goal: Goal,
    /// The solver's moves and the replies between them, starting and ending with the solver's.
    pub solution: Vec<AnyMove>,
    /// How hard it is, as a rating (about 500 to 2500).
    pub rating: u32,
    /// Where it comes from (a game, a composer), when known.
    pub source: Option<String>,
}

impl Puzzle {
    /// The side that solves it.
    pub fn solver(&self) -> Side {
        self.start.side_to_move()
    }

    /// How many moves the solver makes.
    pub fn solver_moves(&self) -> usize {
        self.solution.len().div_ceil(2)
    }

    /// The position after the first `plies` moves of the solution.
    pub fn position_after(&self, plies: usize) -> AnyPosition {
        let mut position = self.start.clone();
        for mv in &self.solution[..plies.min(self.solution.len())] {
            position.play_move(mv).expect("a puzzle's solution is legal");
        }
        position
    }

    /// The puzzle as a game record: its position, its solution as the moves, its tags.
    pub fn to_record(&self) -> GameRecord {
        let mut record = GameRecord::new(self.start.clone());
        for mv in &self.solution {
            record.play_move(mv).expect("a puzzle's solution is legal");
        }
        record.to_start();
        let tags = record.tags_mut();
        tags.set("Event", self.source.as_deref().unwrap_or("Damier puzzle"));
        tags.set(ID_TAG, &self.id);
        tags.set(GOAL_TAG, self.goal.tag());
        tags.set(RATING_TAG, self.rating.to_string());
        let result = match (self.goal, self.solver()) {
            (Goal::Save, _) => GameResult::Draw,
            (_, Side::White) => GameResult::WhiteWins,
            (_, Side::Black) => GameResult::BlackWins,
        };
        record.set_result(result);
        record
    }

    /// The puzzle a game record states, or why it states none. `number` names it when the
    /// record gives it no id.
    pub fn from_record(record: &GameRecord, number: usize) -> Result<Puzzle, Fault> {
        let start = record.start_position().clone();
        if start == AnyPosition::start(start.variant()) {
            return Err(Fault::NoPosition);
        }
        let tags = record.tags();
        let goal = match tags.get(GOAL_TAG) {
            Some(tag) => Goal::from_tag(tag).ok_or_else(|| Fault::UnknownGoal(tag.to_string()))?,
            None => match (record.result(), start.side_to_move()) {
                (GameResult::WhiteWins, Side::White) | (GameResult::BlackWins, Side::Black) => {
                    Goal::Win
                }
                (GameResult::Draw, _) => Goal::Save,
                _ => return Err(Fault::NoGoal),
            },
        };
        let mut position = start.clone();
        let mut solution = Vec::new();
        for (ply, id) in record.main_line().into_iter().skip(1).enumerate() {
            let info = record.move_info(id).ok_or(Fault::NoSolution)?;
            position.play_move(&info.mv).map_err(|_| Fault::IllegalMove(ply + 1))?;
            solution.push(info.mv);
        }
        if solution.is_empty() {
            return Err(Fault::NoSolution);
        }
        if solution.len() % 2 == 0 {
            return Err(Fault::EndsWithReply);
        }
        let rating = match tags.get(RATING_TAG) {
            Some(text) => text.trim().parse().map_err(|_| Fault::BadRating(text.to_string()))?,
            None => DEFAULT_RATING,
        };
        let source = ["Event", "Site"]
            .iter()
            .filter_map(|name| tags.get(name).map(str::trim).filter(|v| !v.is_empty() && *v != "?"))
            .collect::<Vec<_>>()
            .join(", ");
        Ok(Puzzle {
            id: tags.get(ID_TAG).map_or_else(|| format!("#{number}"), str::to_string),
            start,
            goal,
            solution,
            rating,
            source: (!source.is_empty()).then_some(source),
        })
    }
}

/// Why a game is not a puzzle.
#[derive(Clone, Debug)]
pub enum Fault {
    /// It starts from the game's start position, not from a position of its own (no FEN).
    NoPosition,
    /// It has neither a `Goal` tag nor a result that says what the side to move achieves.
    NoGoal,
    /// Its `Goal` tag names no goal.
    UnknownGoal(String),
    /// It has no moves: nothing to solve.
    NoSolution,
    /// Its moves end with the opponent's reply; a solution ends with the solver's move.
    EndsWithReply,
    /// Its move at this ply (from 1) cannot be played.
    IllegalMove(usize),
    /// Its `PuzzleRating` tag is not a whole number.
    BadRating(String),
    /// The game does not load as PDN.
    Unreadable(PdnError),
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Fault::NoPosition => f.write_str("no position of its own (no FEN tag)"),
            Fault::NoGoal => {
                f.write_str("no Goal tag, and no result saying what the side to move achieves")
            }
            Fault::UnknownGoal(tag) => write!(f, "unknown goal \"{tag}\" (win, material or save)"),
            Fault::NoSolution => f.write_str("no solution: the game has no moves"),
            Fault::EndsWithReply => {
                f.write_str("the solution ends with a reply, not a solving move")
            }
            Fault::IllegalMove(ply) => write!(f, "move {ply} of the solution is not legal"),
            Fault::BadRating(text) => write!(f, "rating \"{text}\" is not a whole number"),
            Fault::Unreadable(error) => write!(f, "{error}"),
        }
    }
}

/// A game of a puzzle file that is no puzzle: its number in the file, where it starts and why.
#[derive(Clone, Debug)]
pub struct Refused {
    /// The game's number in the file, from 1.
    pub number: usize,
    /// Where the game starts, when it was read that far.
    pub at: Option<Location>,
    /// Why it is no puzzle.
    pub fault: Fault,
}

/// The puzzles of a PDN text, and the games refused with their reasons.
pub fn read(text: &str) -> (Vec<Puzzle>, Vec<Refused>) {
    let mut puzzles = Vec::new();
    let mut refused = Vec::new();
    for (index, game) in pdn::Reader::new(text, ReadOptions::default()).enumerate() {
        let number = index + 1;
        match game {
            Ok(game) => match Puzzle::from_record(&game.record, number) {
                Ok(puzzle) => puzzles.push(puzzle),
                Err(fault) => refused.push(Refused { number, at: Some(game.at), fault }),
            },
            Err(error) => {
                refused.push(Refused { number, at: None, fault: Fault::Unreadable(error) })
            }
        }
    }
    (puzzles, refused)
}

/// `puzzles` as a PDN text that [`read`] reads back.
pub fn write(puzzles: &[Puzzle]) -> String {
    let records: Vec<GameRecord> = puzzles.iter().map(Puzzle::to_record).collect();
    pdn::write_games(&records)
}

/// A rating after a puzzle of `puzzle_rating` was solved (or not): an Elo step of at most 32
/// points, more for a surprise.
pub fn rated(rating: f64, puzzle_rating: u32, solved: bool) -> f64 {
    let expected = 1.0 / (1.0 + 10f64.powf((puzzle_rating as f64 - rating) / 400.0));
    let result = if solved { 1.0 } else { 0.0 };
    (rating + 32.0 * (result - expected)).clamp(100.0, 3500.0)
}

#[cfg(test)]
mod tests;
