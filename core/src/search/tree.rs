//! The alpha-beta search: principal variation search with a transposition table, killer and
//! history move ordering, late-move reductions, ProbCut off the principal line (no null move:
//! zugzwang is common in draughts), a single-reply extension, and captures searched to the end
//! (a position where the side to move must capture is never scored statically).
//!
//! Three kinds of node, each with its own function: the root ([`Tree::root`]), the interior
//! nodes ([`Tree::search`], on the principal line or with a null window), and past the horizon
//! the pending captures ([`Tree::captures`]). Each ply has a frame of its own on a stack (its
//! killer moves and line). The draw rules are the game's own ([`Counters`]): repetitions and
//! the counting rules, carried from node to node as the game record carries them.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Instant;

use smallvec::SmallVec;

use super::eval::{Evaluate, Model};
use super::params::{
    CORNERING, HISTORY_MAX, LMR_FROM_DEPTH, LMR_FROM_MOVE, PROBCUT_DEPTH_FIFTHS,
    PROBCUT_FROM_DEPTH, PROBCUT_MARGIN_PER_PLY, TABLE_WIN, unguided_reduction_from,
};
use super::table::{Bound, Table};
use super::{DRAW, INFINITY, MAX_PLY, POLL_INTERVAL, WIN, is_win_score};
use crate::egdb::{Tables, Value};
use crate::game::Counters;
use crate::position::{GameMove, MoveList};
use crate::side::Side;

/// A move at the root with its latest score and line.
#[derive(Clone, Debug)]
pub(super) struct RootMove<M> {
    pub mv: M,
    pub score: i32,
    pub pv: Vec<M>,
}

/// The endgame tables a search probes: positions with fewer pieces than `below` wherever
/// they are met (their value ends the line), and at the horizon those with fewer than
/// `at_horizon_below` (there the value replaces the evaluation: a search from a position in
/// the tables then sees which of its lines keep the win, and makes progress along them).
#[derive(Clone, Copy)]
pub(super) struct Probing<'a> {
    pub tables: &'a Tables,
    pub below: u32,
    pub at_horizon_below: u32,
}

/// What the threads of one search share.
pub(super) struct Shared<'a> {
    pub table: &'a Table,
    pub model: &'a Model,
    pub probing: Option<Probing<'a>>,
    /// Nodes searched by the helper threads, counted at each poll.
    pub nodes: AtomicU64,
}

/// What one ply of the search keeps.
#[derive(Clone)]
struct Frame<M> {
    /// Two quiet moves that cut off at this ply, the latest first.
    killers: [Option<M>; 2],
    /// The best line found from this ply.
    pv: Vec<M>,
}

/// The state of one thread's search.
pub(super) struct Tree<'a, P: Evaluate> {
    table: &'a Table,
    model: &'a Model,
    probing: Option<Probing<'a>>,
    /// Where helper threads count their nodes.
    helper_nodes: &'a AtomicU64,
    /// Whether this tree is a helper's (the main thread counts its nodes apart).
    helper: bool,
    stop: &'a AtomicBool,
    deadline: Option<Instant>,
    node_limit: u64,
    pub nodes: u64,
    pub seldepth: usize,
    pub stopped: bool,
    /// Keys of the positions before the current one: the game's, then the search path's.
    keys: Vec<u64>,
    history: Vec<i32>,
    stack: Vec<Frame<P::Move>>,
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
        let frame = Frame { killers: [None, None], pv: Vec::with_capacity(MAX_PLY) };
        Tree {
            table: shared.table,
            model: shared.model,
            probing: shared.probing,
            helper_nodes: &shared.nodes,
            helper: false,
            stop,
            deadline,
            node_limit,
            nodes: 0,
            seldepth: 0,
            stopped: false,
            keys,
            history: vec![0; 64 * 64],
            stack: vec![frame; MAX_PLY + 1],
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

    /// Counts a node and, every [`POLL_INTERVAL`] nodes, checks the stop flag, the clock and
    /// the node budget. Returns whether the search is to stop.
    #[inline]
    fn count_node(&mut self) -> bool {
        if self.stopped {
            return true;
        }
        self.nodes += 1;
        if self.nodes.is_multiple_of(POLL_INTERVAL) {
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
        self.stopped
    }

    /// Whether the game's rules draw `position` (key `key`, counters `counters`): it repeats
    /// a position since the last irreversible move, or a counting rule ends the game.
    #[inline]
    fn is_drawn(&self, position: &P, key: u64, counters: &Counters) -> bool {
        let n = self.keys.len();
        let window = usize::from(counters.quiet_plies).min(n);
        (4..=window).step_by(2).any(|back| self.keys[n - back] == key)
            || counters.draw(position).is_some()
    }

    /// The score of `position` (no capture pending, `moves` moves for the side to move) by the
    /// endgame tables, when it has few enough pieces to be probed (`at_horizon`: past the
    /// search's horizon) and a table holds it: a won position scores far above any
    /// evaluation, with the evaluation added so that the search still makes progress to the
    /// win (the tables do not tell how far it is).
    #[inline]
    fn table_score(
        &self,
        position: &P,
        moves: impl FnOnce() -> usize,
        at_horizon: bool,
    ) -> Option<i32> {
        let probing = self.probing?;
        let pieces =
            position.material(Side::White).pieces() + position.material(Side::Black).pieces();
        let below = if at_horizon { probing.at_horizon_below } else { probing.below };
        if pieces >= below {
            return None;
        }
        let progress = || position.evaluate_with(self.model).clamp(-TABLE_WIN / 2, TABLE_WIN / 2);
        // The fewer moves the losing side has, the nearer it is to giving something up.
        Some(match position.table_value(probing.tables)? {
            Value::Win => TABLE_WIN + progress() - CORNERING * position.waiting_moves() as i32,
            Value::Draw => DRAW,
            Value::Loss => -TABLE_WIN + progress() + CORNERING * moves() as i32,
        })
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

    /// The line found from `ply`: `mv` followed by the line of the ply after.
    fn extend_line(&mut self, ply: usize, mv: P::Move) {
        let (head, tail) = self.stack.split_at_mut(ply + 1);
        let line = &mut head[ply].pv;
        line.clear();
        line.push(mv);
        line.extend_from_slice(&tail[0].pv);
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
        counters: Counters,
    ) -> (i32, usize) {
        let key = position.hash_key();
        let mut best = -INFINITY;
        let mut searched = 0;
        for (i, line) in moves.iter_mut().enumerate() {
            let mv = line.mv;
            let child = position.play(&mv);
            let after = counters.after(position, &mv, &child);
            self.keys.push(key);
            let mut score;
            if i == 0 {
                score = -self.search::<true>(&child, depth - 1, -beta, -alpha, 1, after, true);
            } else {
                score =
                    -self.search::<false>(&child, depth - 1, -alpha - 1, -alpha, 1, after, true);
                if score > alpha && score < beta && !self.stopped {
                    score = -self.search::<true>(&child, depth - 1, -beta, -alpha, 1, after, true);
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
                line.pv.extend_from_slice(&self.stack[1].pv);
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

    /// The score of `position` searched to `depth` within (`alpha`, `beta`), on the principal
    /// line when `PV` (a window wider than one), off it otherwise. With `prune`, a node off
    /// the principal line whose shallow search clears beta by a margin is cut at once (the
    /// shallow search itself does not prune so).
    #[allow(clippy::too_many_arguments)]
    fn search<const PV: bool>(
        &mut self,
        position: &P,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        counters: Counters,
        prune: bool,
    ) -> i32 {
        self.stack[ply].pv.clear();
        // A search already stopped counts no more nodes (a re-search may still be asked for).
        if self.count_node() {
            return DRAW;
        }
        self.seldepth = self.seldepth.max(ply);
        let key = position.hash_key();
        if self.is_drawn(position, key, &counters) {
            return DRAW;
        }
        if depth <= 0 || ply >= MAX_PLY {
            return self.captures(position, alpha, beta, ply);
        }
        // No line from here can beat a win already found nearer the root.
        let alpha_floor = -WIN + ply as i32;
        let beta_ceiling = WIN - ply as i32 - 1;
        if alpha_floor >= beta {
            return alpha_floor;
        }
        if beta_ceiling <= alpha {
            return beta_ceiling;
        }

        let entry = self.table.probe(key);
        if let Some(entry) = entry {
            let score = from_table(entry.score, ply);
            if !PV && entry.cuts(score, depth, alpha, beta) {
                return score;
            }
        }
        let hash_move = entry.and_then(|e| e.best);

        let mut moves = MoveList::new();
        position.legal_moves(&mut moves);
        if moves.is_empty() {
            return -WIN + ply as i32;
        }
        let must_capture = moves[0].is_capture();
        if !must_capture && let Some(score) = self.table_score(position, || moves.len(), false) {
            return score;
        }
        // With no move from the table the order of the moves is a guess: search a ply less,
        // and the next visit starts from the move this one stores.
        let unguided = hash_move.is_none()
            && !must_capture
            && unguided_reduction_from(P::VARIANT).is_some_and(|from| depth >= from);
        let depth = depth - i32::from(unguided);

        let may_cut = !PV && prune && !must_capture && depth >= PROBCUT_FROM_DEPTH;
        if may_cut
            && !is_win_score(beta)
            && let Some(score) = self.shallow_cut(position, depth, beta, ply, counters)
        {
            return score;
        }

        let killers = self.stack[ply].killers;
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
        let next_depth = depth - 1 + i32::from(moves.len() == 1);
        let original_alpha = alpha;
        let mut best = -INFINITY;
        let mut best_index = None;
        for (n, &(weight, index)) in order.iter().enumerate() {
            let mv = moves[index as usize];
            let child = position.play(&mv);
            if next_depth > 0 {
                self.table.prefetch(child.hash_key());
            }
            let after = counters.after(position, &mv, &child);
            self.keys.push(key);
            let score = if n == 0 {
                -self.search::<PV>(&child, next_depth, -beta, -alpha, ply + 1, after, prune)
            } else {
                let reduce = !must_capture
                    && depth >= LMR_FROM_DEPTH
                    && n >= LMR_FROM_MOVE
                    && weight < 1 << 28;
                let reduction = if reduce { late_move_reduction(depth, n, !PV) } else { 0 };
                let (a, b) = (-alpha - 1, -alpha);
                let mut s = -self.search::<false>(
                    &child,
                    next_depth - reduction,
                    a,
                    b,
                    ply + 1,
                    after,
                    prune,
                );
                if s > alpha && reduction > 0 {
                    s = -self.search::<false>(&child, next_depth, a, b, ply + 1, after, prune);
                }
                if PV && s > alpha && s < beta {
                    s = -self.search::<true>(
                        &child,
                        next_depth,
                        -beta,
                        -alpha,
                        ply + 1,
                        after,
                        prune,
                    );
                }
                s
            };
            self.keys.pop();
            if self.stopped {
                return DRAW;
            }
            if score > best {
                best = score;
                if score > alpha {
                    best_index = Some(index as usize);
                    alpha = score;
                    self.extend_line(ply, mv);
                    if alpha >= beta {
                        if !mv.is_capture() {
                            self.remember_cutoff(ply, depth, &moves, &order[..n], mv);
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
        self.table.store(key, to_table(best, ply), depth, bound, best_index);
        best
    }

    /// Past the horizon: `position` scored as it stands when no capture is pending, otherwise
    /// every capture searched to its end (taking is compulsory, so the side to move cannot
    /// stand pat). No table is used: capture sequences are short and many. Only the captures
    /// are listed: a quiet position's moves are not searched here.
    fn captures(&mut self, position: &P, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        let mut moves = MoveList::new();
        position.legal_captures(&mut moves);
        if moves.is_empty() && !position.has_quiet_move() {
            return -WIN + ply as i32;
        }
        if moves.is_empty() || ply >= MAX_PLY {
            return self
                .table_score(position, || position.count_legal_moves(), true)
                .unwrap_or_else(|| position.evaluate_with(self.model));
        }
        let mut best = -INFINITY;
        for mv in &moves {
            let child = position.play(mv);
            self.stack[ply + 1].pv.clear();
            if self.count_node() {
                return DRAW;
            }
            self.seldepth = self.seldepth.max(ply + 1);
            let score = -self.captures(&child, -beta, -alpha, ply + 1);
            if self.stopped {
                return DRAW;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    self.extend_line(ply, *mv);
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        best
    }

    /// Keeps `mv`, a quiet move that cut off at `ply`, as a killer and rewards it in the
    /// history; the quiet moves `tried` before it lose as much.
    fn remember_cutoff(
        &mut self,
        ply: usize,
        depth: i32,
        moves: &MoveList<P::Move>,
        tried: &[(i32, u16)],
        mv: P::Move,
    ) {
        let killers = &mut self.stack[ply].killers;
        if killers[0] != Some(mv) {
            *killers = [Some(mv), killers[0]];
        }
        let bonus = (depth * depth).min(HISTORY_MAX / 4);
        self.reward(&mv, bonus);
        for &(_, index) in tried {
            let tried = moves[index as usize];
            if !tried.is_capture() {
                self.reward(&tried, -bonus);
            }
        }
    }

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
        counters: Counters,
    ) -> Option<i32> {
        let margin = PROBCUT_MARGIN_PER_PLY * depth;
        let raised = beta + margin;
        let shallow = depth * PROBCUT_DEPTH_FIFTHS / 5;
        let score =
            self.search::<false>(position, shallow, raised - 1, raised, ply, counters, false);
        if self.stopped { Some(DRAW) } else { (score >= raised).then_some(score - margin) }
    }
}

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
