//! The alpha-beta search: principal variation search with a transposition table, killer and
//! history move ordering, late-move reductions, ProbCut off the principal line (no null move:
//! zugzwang is common in draughts), a single-reply extension, and captures searched to the end
//! (a position where the side to move must capture is never scored statically).

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Instant;

use smallvec::SmallVec;

use super::eval::{Evaluate, Model};
use super::table::{Bound, Table};
use super::{DRAW, INFINITY, MAX_PLY, POLL_INTERVAL, WIN, is_win_score};
use crate::game::DrawRules;
use crate::position::{GameMove, MoveList};
use crate::side::Side;

/// A move at the root with its latest score and line.
#[derive(Clone, Debug)]
pub(super) struct RootMove<M> {
    pub mv: M,
    pub score: i32,
    pub pv: Vec<M>,
}

/// What the threads of one search share.
pub(super) struct Shared<'a> {
    pub table: &'a Table,
    pub model: &'a Model,
    /// Nodes searched by the helper threads, counted at each poll.
    pub nodes: AtomicU64,
}

/// The state of one thread's search.
pub(super) struct Tree<'a, P: Evaluate> {
    table: &'a Table,
    model: &'a Model,
    /// Where helper threads count their nodes.
    helper_nodes: &'a AtomicU64,
    /// Whether this tree is a helper's (the main thread counts its nodes apart).
    helper: bool,
    stop: &'a AtomicBool,
    deadline: Option<Instant>,
    node_limit: u64,
    /// The game's counting draw rules (25- and 40-move rules).
    draws: DrawRules,
    pub nodes: u64,
    pub seldepth: usize,
    pub stopped: bool,
    /// Keys of the positions before the current one: the game's, then the search path's.
    keys: Vec<u64>,
    killers: Vec<[Option<P::Move>; 2]>,
    history: Vec<i32>,
    pv: Vec<Vec<P::Move>>,
}

impl<'a, P: Evaluate> Tree<'a, P> {
    pub fn new(
        shared: &'a Shared<'a>,
        stop: &'a AtomicBool,
        deadline: Option<Instant>,
        node_limit: u64,
        game_keys: &[u64],
    ) -> Self {
        let mut keys = Vec::with_capacity(game_keys.len() + MAX_PLY);
        keys.extend_from_slice(game_keys);
        Tree {
            table: shared.table,
            model: shared.model,
            helper_nodes: &shared.nodes,
            helper: false,
            stop,
            deadline,
            node_limit,
            draws: DrawRules::of(P::VARIANT),
            nodes: 0,
            seldepth: 0,
            stopped: false,
            keys,
            killers: vec![[None, None]; MAX_PLY + 1],
            history: vec![0; 64 * 64],
            pv: (0..=MAX_PLY).map(|_| Vec::with_capacity(MAX_PLY)).collect(),
        }
    }

    /// The same tree, searching as a helper thread.
    pub fn helping(mut self) -> Self {
        self.helper = true;
        self
    }

    /// Nodes the helper threads have searched so far (to the last poll).
    pub fn helper_nodes_so_far(&self) -> u64 {
        self.helper_nodes.load(Ordering::Relaxed)
    }

    /// Table use in permille.
    pub fn hashfull(&self) -> u32 {
        self.table.hashfull()
    }

    /// Checks the stop flag, the clock and the node budget.
    fn poll(&mut self) {
        if self.helper {
            self.helper_nodes.fetch_add(POLL_INTERVAL, Ordering::Relaxed);
        }
        if self.stop.load(Ordering::Relaxed)
            || self.nodes >= self.node_limit
            || self.deadline.is_some_and(|d| Instant::now() >= d)
        {
            self.stopped = true;
        }
    }

    /// Whether the position with `key` repeats one since the last irreversible move.
    fn repeats(&self, key: u64, reversible: usize) -> bool {
        let n = self.keys.len();
        let window = reversible.min(n);
        (2..=window).step_by(2).any(|back| self.keys[n - back] == key)
    }

    /// Whether a counting rule draws `position` after `reversible` plies of king moves.
    fn counted_draw(&self, position: &P, reversible: usize) -> bool {
        let Some((limit, _)) = self.draws.king_moves else { return false };
        reversible >= usize::from(limit)
            && (!self.draws.king_moves_need_kings
                || Side::BOTH.iter().all(|&side| position.material(side).kings > 0))
    }

    fn history_index(mv: &P::Move) -> usize {
        (mv.from() as usize & 63) * 64 + (mv.to() as usize & 63)
    }

    /// Moves `mv`'s history score towards ±[`HISTORY_MAX`] by `bonus` (negative for a quiet
    /// move tried before the one that cut off), the less the nearer it already is.
    fn reward(&mut self, mv: &P::Move, bonus: i32) {
        let h = &mut self.history[Self::history_index(mv)];
        *h += bonus - *h * bonus.abs() / HISTORY_MAX;
    }

    /// Searches the root moves `moves` (best first) to `depth`, updating their scores and
    /// lines and moving the best to the front. Returns the best score and how many moves were
    /// searched to the end. When the search is stopped midway, only those moves are ordered
    /// by their new scores; the rest keep their place after them.
    pub fn root(
        &mut self,
        position: &P,
        moves: &mut [RootMove<P::Move>],
        depth: i32,
        mut alpha: i32,
        beta: i32,
        reversible: usize,
    ) -> (i32, usize) {
        let key = position.hash_key();
        let mut best = -INFINITY;
        let mut searched = 0;
        for (i, line) in moves.iter_mut().enumerate() {
            let mv = line.mv;
            let child = position.play(&mv);
            let after = if position.is_irreversible(&mv) { 0 } else { reversible + 1 };
            self.keys.push(key);
            let mut score;
            if i == 0 {
                score = -self.node(&child, depth - 1, -beta, -alpha, 1, after, true);
            } else {
                score = -self.node(&child, depth - 1, -alpha - 1, -alpha, 1, after, true);
                if score > alpha && score < beta && !self.stopped {
                    score = -self.node(&child, depth - 1, -beta, -alpha, 1, after, true);
                }
            }
            self.keys.pop();
            if self.stopped {
                break;
            }
            searched = i + 1;
            if score > best {
                best = score;
            }
            if score > alpha || i == 0 {
                line.score = score;
                line.pv.clear();
                line.pv.push(mv);
                line.pv.extend_from_slice(&self.pv[1]);
                if score > alpha {
                    alpha = score;
                }
                if alpha >= beta {
                    break;
                }
            } else {
                line.score = -INFINITY;
            }
        }
        // Best first, the rest in their previous order.
        let sorted = if self.stopped { searched } else { moves.len() };
        moves[..sorted].sort_by_key(|line| std::cmp::Reverse(line.score));
        (best, searched)
    }

    /// The score of `position` searched to `depth` within (`alpha`, `beta`). With `prune`,
    /// a node off the principal line whose shallow search clears beta by a margin is cut at
    /// once (the shallow search itself does not prune so).
    #[allow(clippy::too_many_arguments)]
    fn node(
        &mut self,
        position: &P,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        reversible: usize,
        prune: bool,
    ) -> i32 {
        self.pv[ply].clear();
        // A search already stopped counts no more nodes (a re-search may still be asked for).
        if self.stopped {
            return DRAW;
        }
        self.nodes += 1;
        if self.nodes.is_multiple_of(POLL_INTERVAL) {
            self.poll();
            if self.stopped {
                return DRAW;
            }
        }
        self.seldepth = self.seldepth.max(ply);
        let key = position.hash_key();
        if self.repeats(key, reversible) || self.counted_draw(position, reversible) {
            return DRAW;
        }
        let mut moves = MoveList::new();
        position.legal_moves(&mut moves);
        if moves.is_empty() {
            return -WIN + ply as i32;
        }
        let must_capture = moves[0].is_capture();
        if (depth <= 0 && !must_capture) || ply >= MAX_PLY {
            return position.evaluate_with(self.model);
        }
        // No line from here can beat a win already found nearer the root.
        let alpha_floor = -WIN + ply as i32;
        let beta_ceiling = WIN - ply as i32 - 1;
        if alpha_floor >= beta || beta_ceiling <= alpha {
            return if alpha_floor >= beta { alpha_floor } else { beta_ceiling };
        }

        let original_alpha = alpha;
        let null_window = beta - alpha == 1;
        // Capture sequences past the horizon are short and many: the table is not worth a
        // cache miss there.
        let use_table = depth > 0;
        let mut hash_move = None;
        let entry = if use_table { self.table.probe(key) } else { None };
        if let Some(entry) = entry {
            hash_move = Some(entry.best);
            let score = from_table(entry.score, ply);
            if null_window && entry.depth >= depth {
                let usable = match entry.bound {
                    Bound::Exact => true,
                    Bound::Lower => score >= beta,
                    Bound::Upper => score <= alpha,
                };
                if usable {
                    return score;
                }
            }
        }

        let may_cut = prune && null_window && !must_capture && depth >= 3 && !is_win_score(beta);
        if may_cut && let Some(score) = self.shallow_cut(position, depth, beta, ply, reversible) {
            return score;
        }

        let killers = self.killers[ply];
        let mut order: SmallVec<[(i32, u16); 128]> = moves
            .iter()
            .enumerate()
            .map(|(i, mv)| {
                let weight = if hash_move == Some(i) {
                    1 << 30
                } else if killers[0] == Some(*mv) {
                    1 << 29
                } else if killers[1] == Some(*mv) {
                    1 << 28
                } else {
                    self.history[Self::history_index(mv)]
                };
                (weight, i as u16)
            })
            .collect();
        order.sort_unstable_by_key(|&(weight, _)| std::cmp::Reverse(weight));

        // A forced reply costs no depth.
        let extension = i32::from(moves.len() == 1);
        let mut best = -INFINITY;
        let mut best_index = order[0].1 as usize;
        for (n, &(weight, index)) in order.iter().enumerate() {
            let mv = moves[index as usize];
            let child = position.play(&mv);
            let after = if position.is_irreversible(&mv) { 0 } else { reversible + 1 };
            let next_depth = depth - 1 + extension;
            self.keys.push(key);
            let score = if n == 0 {
                -self.node(&child, next_depth, -beta, -alpha, ply + 1, after, prune)
            } else {
                let reduce = !must_capture && depth >= 3 && n >= 3 && weight < 1 << 28;
                let reduction = if reduce { late_move_reduction(depth, n, null_window) } else { 0 };
                let mut s = -self.node(
                    &child,
                    next_depth - reduction,
                    -alpha - 1,
                    -alpha,
                    ply + 1,
                    after,
                    prune,
                );
                if s > alpha && reduction > 0 {
                    s = -self.node(&child, next_depth, -alpha - 1, -alpha, ply + 1, after, prune);
                }
                if s > alpha && s < beta {
                    s = -self.node(&child, next_depth, -beta, -alpha, ply + 1, after, prune);
                }
                s
            };
            self.keys.pop();
            if self.stopped {
                return DRAW;
            }
            if score > best {
                best = score;
                best_index = index as usize;
                if score > alpha {
                    alpha = score;
                    let (head, tail) = self.pv.split_at_mut(ply + 1);
                    head[ply].clear();
                    head[ply].push(mv);
                    head[ply].extend_from_slice(&tail[0]);
                    if alpha >= beta {
                        if !mv.is_capture() {
                            if killers[0] != Some(mv) {
                                self.killers[ply] = [Some(mv), killers[0]];
                            }
                            let bonus = (depth * depth).min(HISTORY_MAX / 4);
                            self.reward(&mv, bonus);
                            for &(_, tried) in &order[..n] {
                                let tried = moves[tried as usize];
                                if !tried.is_capture() {
                                    self.reward(&tried, -bonus);
                                }
                            }
                        }
                        break;
                    }
                }
            }
        }
        let bound = if best <= original_alpha {
            Bound::Upper
        } else if best >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        if use_table {
            self.table.store(key, to_table(best, ply), depth, bound, best_index);
        }
        best
    }
}

impl<P: Evaluate> Tree<'_, P> {
    /// ProbCut: a search to two fifths of `depth` against a beta raised by a margin that grows
    /// with the depth. When even that fails high, the full search would too, almost surely:
    /// the node's score is that result less the margin (at least `beta`). A stopped search
    /// gives a draw, as every node does.
    fn shallow_cut(
        &mut self,
        position: &P,
        depth: i32,
        beta: i32,
        ply: usize,
        reversible: usize,
    ) -> Option<i32> {
        let margin = PROBCUT_MARGIN_PER_PLY * depth;
        let raised = beta + margin;
        let shallow = depth * 2 / 5;
        let score = self.node(position, shallow, raised - 1, raised, ply, reversible, false);
        if self.stopped { Some(DRAW) } else { (score >= raised).then_some(score - margin) }
    }
}

/// The bound of a history score (well below the killers' ordering weights).
const HISTORY_MAX: i32 = 1 << 16;

/// How far above beta (hundredths of a man, per ply of depth) a shallow search must score
/// for a node to be cut without a full search.
const PROBCUT_MARGIN_PER_PLY: i32 = 20;

/// `REDUCTIONS[depth][n]`: ln(depth)·ln(n)/2, for depths and move numbers up to 63.
static REDUCTIONS: std::sync::LazyLock<Box<[[u8; 64]; 64]>> = std::sync::LazyLock::new(|| {
    let mut table = Box::new([[0u8; 64]; 64]);
    for (depth, row) in table.iter_mut().enumerate().skip(1) {
        for (n, cell) in row.iter_mut().enumerate().skip(1) {
            *cell = ((depth as f32).ln() * (n as f32).ln() / 2.0) as u8;
        }
    }
    table
});

/// How many plies less a quiet move searched `n`th (from 0) at `depth` is first searched to:
/// growing with the logarithms of both, one more away from the principal line, and always
/// leaving at least one ply.
fn late_move_reduction(depth: i32, n: usize, null_window: bool) -> i32 {
    let base = i32::from(REDUCTIONS[depth.min(63) as usize][n.min(63)]);
    let reduction = base + i32::from(null_window && base >= 1);
    reduction.clamp(1, depth - 2)
}

/// A score as stored: wins counted from this node rather than from the root.
fn to_table(score: i32, ply: usize) -> i32 {
    if is_win_score(score) { score + score.signum() * ply as i32 } else { score }
}

/// A stored score as seen at `ply`.
fn from_table(score: i32, ply: usize) -> i32 {
    if is_win_score(score) { score - score.signum() * ply as i32 } else { score }
}
