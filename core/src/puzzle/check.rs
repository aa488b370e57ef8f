//! Finding puzzles with the engine, and checking a puzzle's line the same way.
//!
//! A position is a puzzle when, searched for its two best moves, the best reaches a goal and
//! the second falls clearly short of it ([`decides`]). The line goes on while the solver's
//! next move is again the only one that keeps the goal (or the only legal move), the
//! opponent answering with the engine's best defence; it ends with a solver's move. Every
//! search starts from a clear table, so the same build finds and checks the same lines.

use std::fmt;
use std::sync::atomic::AtomicBool;

use super::{Goal, Puzzle};
use crate::any::{AnyMove, AnyPosition};
use crate::game::Past;
use crate::search::{Engine, Limits, Settings};

/// The least score (hundredths of a man) that wins the game.
const WIN_SCORE: i32 = 250;
/// The most the second-best move may score in a win puzzle: no more than a man ahead.
const WIN_SECOND_AT_MOST: i32 = 100;
/// How far the second-best move falls short of the best in a win puzzle, at least.
const WIN_MARGIN: i32 = 200;
/// The least score that wins material.
const MATERIAL_SCORE: i32 = 100;
/// The most the second-best move may score in a material puzzle: half a man ahead.
const MATERIAL_SECOND_AT_MOST: i32 = 50;
/// How far the second-best move falls short of the best in a material puzzle, at least.
const MATERIAL_MARGIN: i32 = 120;
/// The least score that holds a save puzzle.
const HOLD_SCORE: i32 = -40;
/// The most the second-best move may score in a save puzzle: it loses.
const LOST_SCORE: i32 = -250;
/// The longest solution, in solver's moves.
const MAX_SOLVER_MOVES: usize = 8;
/// The shortest solution, in plies: a move, the reply, and a second move.
const MIN_PLIES: usize = 3;

/// What a search for the two best moves of a position found.
struct Look {
    best: AnyMove,
    score: i32,
    /// The second-best move's score; none with a single legal move.
    second: Option<i32>,
    /// The first iteration from which the best move stayed the best.
    found_at: u32,
}

/// Whether `best` and `second` (scores of the two best moves) make the best move the only one
/// that reaches `goal`.
fn decides(goal: Goal, best: i32, second: i32) -> bool {
    match goal {
        Goal::Win => {
            best >= WIN_SCORE && second <= WIN_SECOND_AT_MOST && best - second >= WIN_MARGIN
        }
        Goal::Material => {
            best >= MATERIAL_SCORE
                && second <= MATERIAL_SECOND_AT_MOST
                && best - second >= MATERIAL_MARGIN
        }
        Goal::Save => best >= HOLD_SCORE && second <= LOST_SCORE,
    }
}

/// The goal the two best moves' scores make a puzzle of, if any.
fn goal_of(best: i32, second: i32) -> Option<Goal> {
    Goal::ALL.into_iter().find(|&goal| decides(goal, best, second))
}

/// Why a puzzle's line does not hold.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// The solver has a single legal move at the start: nothing to find.
    NoChoice,
    /// At this ply (from 0) the engine prefers another move.
    NotBest {
        /// The ply of the solution.
        ply: usize,
        /// The move the engine prefers.
        engine: AnyMove,
    },
    /// At this ply the solution's move does not reach the goal alone: its score, and the
    /// second-best move's.
    NotDecisive {
        /// The ply of the solution.
        ply: usize,
        /// The solution move's score.
        best: i32,
        /// The second-best move's score.
        second: i32,
    },
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::NoChoice => f.write_str("the first move is the only legal move"),
            Problem::NotBest { ply, engine } => {
                write!(f, "at ply {} the engine prefers {engine:?}", ply + 1)
            }
            Problem::NotDecisive { ply, best, second } => write!(
                f,
                "at ply {} the move scores {best} and the next best {second}: not the only one",
                ply + 1
            ),
        }
    }
}

/// The engine, with the budgets it finds and checks puzzles with.
pub struct Checker {
    engine: Engine,
    /// The quick look that picks candidates.
    screen: Limits,
    /// The search that decides.
    deep: Limits,
}

impl Checker {
    /// The table size, in MB.
    const HASH_MB: usize = 16;

    /// A checker looking `screen_nodes` deep at candidates and deciding with `deep_nodes`.
    pub fn new(screen_nodes: u64, deep_nodes: u64) -> Checker {
        let nodes = |n| Limits { nodes: Some(n), ..Limits::default() };
        Checker {
            engine: Engine::new(Self::HASH_MB),
            screen: nodes(screen_nodes),
            deep: nodes(deep_nodes),
        }
    }

    /// The budgets Damier's puzzle sets are made and checked with.
    pub fn standard() -> Checker {
        Checker::new(30_000, 600_000)
    }

    /// Searches `position` for its two best moves with `limits`, from a clear table.
    fn look(&mut self, position: &AnyPosition, limits: Limits) -> Option<Look> {
        self.engine.new_game();
        let settings = Settings { multipv: 2, ..Settings::default() };
        let stop = AtomicBool::new(false);
        let mut best_from: Vec<(u32, AnyMove)> = Vec::new();
        let found = position.search(
            &mut self.engine,
            &Past::default(),
            &limits,
            &settings,
            &stop,
            &mut |info| {
                if let (1, Some(&first)) = (info.multipv, info.pv.first()) {
                    best_from.push((info.depth, first));
                }
            },
        );
        let mut lines: Vec<(i32, AnyMove)> = found
            .lines
            .iter()
            .filter_map(|line| Some((line.score.centi(), *line.moves.first()?)))
            .collect();
        // A search stopped by its budget may leave its last lines out of order.
        lines.sort_by_key(|&(score, _)| std::cmp::Reverse(score));
        let &(score, best) = lines.first()?;
        let found_at = best_from
            .iter()
            .rev()
            .take_while(|(_, mv)| *mv == best)
            .last()
            .map_or(found.depth, |&(depth, _)| depth);
        Some(Look { best, score, second: lines.get(1).map(|&(score, _)| score), found_at })
    }

    /// The puzzle that starts at `position`, if it is one, named `id`.
    pub fn find(&mut self, position: &AnyPosition, id: &str) -> Option<Puzzle> {
        let screened = self.look(position, self.screen)?;
        goal_of(screened.score, screened.second?)?;
        let first = self.look(position, self.deep)?;
        let goal = goal_of(first.score, first.second?)?;
        let mut solution = vec![first.best];
        let mut at = position.clone();
        at.play_move(&first.best).ok()?;
        while solution.len().div_ceil(2) < MAX_SOLVER_MOVES {
            let Some(reply) = self.look(&at, self.deep) else { break };
            let mut next = at.clone();
            next.play_move(&reply.best).ok()?;
            let Some(answer) = self.solving_move(&next, goal) else { break };
            solution.extend([reply.best, answer]);
            next.play_move(&answer).ok()?;
            at = next;
        }
        if solution.len() < MIN_PLIES {
            return None;
        }
        let first_captures = position.moves().iter().any(|m| m.mv == first.best && m.is_capture());
        Some(Puzzle {
            id: id.to_string(),
            start: position.clone(),
            goal,
            rating: grade(solution.len().div_ceil(2), first.found_at, first_captures),
            solution,
            source: None,
        })
    }

    /// The solver's only move that keeps `goal` at `position` (its only legal move counts),
    /// if there is one.
    fn solving_move(&mut self, position: &AnyPosition, goal: Goal) -> Option<AnyMove> {
        let legal = position.moves();
        match legal.len() {
            0 => None,
            1 => Some(legal[0].mv),
            _ => {
                let look = self.look(position, self.deep)?;
                decides(goal, look.score, look.second?).then_some(look.best)
            }
        }
    }

    /// Checks `puzzle`'s line: at every solver's move with a choice, the engine's best move is
    /// the solution's and reaches the goal alone.
    pub fn verify(&mut self, puzzle: &Puzzle) -> Result<(), Problem> {
        if puzzle.start.moves().len() < 2 {
            return Err(Problem::NoChoice);
        }
        let mut at = puzzle.start.clone();
        for (ply, mv) in puzzle.solution.iter().enumerate() {
            if ply % 2 == 0 && at.moves().len() > 1 {
                let look = self.look(&at, self.deep).ok_or(Problem::NoChoice)?;
                if look.best != *mv {
                    return Err(Problem::NotBest { ply, engine: look.best });
                }
                let second = look.second.unwrap_or(i32::MIN);
                if !decides(puzzle.goal, look.score, second) {
                    return Err(Problem::NotDecisive { ply, best: look.score, second });
                }
            }
            at.play_move(mv).map_err(|_| Problem::NotBest { ply, engine: *mv })?;
        }
        Ok(())
    }
}

/// A puzzle's difficulty as a rating: longer solutions, and first moves the search found only
/// deep, are harder; a first move that captures is easier to see.
fn grade(solver_moves: usize, found_at: u32, first_captures: bool) -> u32 {
    let rating = 600 + 160 * (solver_moves as i64 - 1) + 45 * i64::from(found_at)
        - if first_captures { 150 } else { 0 };
    rating.clamp(500, 2500) as u32
}
