//! The engine: iterative deepening alpha-beta over any game's [`Position`], with a
//! transposition table that lives across searches, multi-PV, strength levels, a stop flag
//! polled every [`POLL_INTERVAL`] nodes, and progress reported through a callback.
//!
//! Nothing here prints; the caller runs [`Engine::search`] where it likes and sets the stop
//! flag to end it. An engine set to several threads ([`Engine::set_threads`]) runs helper
//! threads inside the search, scoped to it: none outlives the call.

mod any_position;
pub mod bench;
mod conversion;
pub mod eval;
mod level;
mod params;
mod table;
mod table_check;
mod tree;

use std::fmt;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use crate::any::{AnyMove, Tagged};
use crate::egdb::{Tables, Value};
use crate::game::{Counters, Past};
use crate::position::{MoveList, Position};
use crate::side::Side;

pub use eval::{Evaluate, Model, Observation, WeightsError};
pub use level::Level;
pub use table::Table;
pub use table_check::{Comparison, compare_with_search};

use conversion::Conversion;
use params::{ASPIRATION, ASPIRATION_FROM_DEPTH, ASPIRATION_WIDENING, TABLE_WIN};
use tree::{Probing, RootMove, Shared, Tree};

/// The score of a won position, less the plies to the win.
const WIN: i32 = 30_000;
/// Beyond any score.
const INFINITY: i32 = 32_000;
/// The score of a draw.
const DRAW: i32 = 0;
/// The deepest ply the search reaches (captures included).
const MAX_PLY: usize = 128;

/// The deepest iteration a search goes to: one that completes it has followed every line to
/// the end of the game or into the endgame tables.
pub const DEEPEST: u32 = MAX_PLY as u32 - 1;
/// The search looks at its stop flag, clock and node budget once every this many nodes, so a
/// stop is seen within this many nodes of being set.
pub const POLL_INTERVAL: u64 = 1024;

/// Whether `score` announces a win or a loss.
fn is_win_score(score: i32) -> bool {
    score.abs() > WIN - MAX_PLY as i32 - 1
}

/// When to stop searching; the first limit reached ends the search.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// Deepest iteration.
    pub depth: Option<u32>,
    /// Most nodes.
    pub nodes: Option<u64>,
    /// Time for the move.
    pub movetime: Option<Duration>,
    /// On a clock, the time the move should take: no deeper iteration starts past 70 % of
    /// it, nor past 30 % when the best move has stayed the same for [`STABLE_ITERATIONS`]
    /// iterations (a clear choice); `movetime` stays the most it may take.
    pub target: Option<Duration>,
    /// Search until stopped (other limits are ignored).
    pub infinite: bool,
}

/// Iterations in a row with the same best move that make the choice clear on a clock.
pub const STABLE_ITERATIONS: u32 = 4;

impl Limits {
    /// Search to `depth`.
    pub fn depth(depth: u32) -> Limits {
        Limits { depth: Some(depth), ..Limits::default() }
    }

    /// Search for `ms` milliseconds.
    pub fn movetime(ms: u64) -> Limits {
        Limits { movetime: Some(Duration::from_millis(ms)), ..Limits::default() }
    }
}

/// How the engine plays beyond its limits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// How many best lines to report.
    pub multipv: usize,
    /// Playing strength.
    pub level: Level,
    /// Seed of the draw lower levels make between close moves.
    pub seed: u64,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings { multipv: 1, level: Level::FULL, seed: 0 }
    }
}

/// A score as people read it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    /// An evaluation in hundredths of a man, for the side to move.
    Value(i32),
    /// The side to move wins in this many of its moves.
    Win(u32),
    /// The side to move loses in this many of its opponent's moves.
    Loss(u32),
}

impl Score {
    fn from_internal(score: i32) -> Score {
        if is_win_score(score) {
            let plies = (WIN - score.abs()) as u32;
            if score > 0 { Score::Win(plies.div_ceil(2)) } else { Score::Loss(plies.div_ceil(2)) }
        } else {
            Score::Value(score)
        }
    }

    /// Whether the line ends in a position the endgame tables decide (its score is a table's
    /// win or loss, the evaluation added to make progress): `Some(true)` when the side to
    /// move wins so, `Some(false)` when it loses, `None` otherwise.
    pub fn by_tables(self) -> Option<bool> {
        match self {
            Score::Value(v) if v.abs() >= TABLE_WIN / 2 => Some(v > 0),
            _ => None,
        }
    }

    /// A number for comparing and graphing: hundredths of a man, ±100 000 for a decided game.
    pub fn centi(self) -> i32 {
        match self {
            Score::Value(v) => v,
            Score::Win(n) => 100_000 - n as i32,
            Score::Loss(n) => -100_000 + n as i32,
        }
    }
}

impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Score::Value(v) => write!(f, "{:+.2}", *v as f64 / 100.0),
            Score::Win(n) => write!(f, "win in {n}"),
            Score::Loss(n) => write!(f, "loss in {n}"),
        }
    }
}

/// One line of play: its score and its moves (text is made where a line is shown, with
/// [`AnyPosition::line_text`](crate::AnyPosition::line_text)).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// The score at the start of the line.
    pub score: Score,
    /// The moves, starting with the move at the root.
    pub moves: Vec<AnyMove>,
}

/// Progress of a search, reported after each completed iteration and line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Info {
    /// Nominal depth of the iteration.
    pub depth: u32,
    /// Deepest ply reached (captures are searched to the end).
    pub seldepth: u32,
    /// Which line (1 = best) this is.
    pub multipv: usize,
    /// The line's score.
    pub score: Score,
    /// The line's moves, starting with the move at the root.
    pub pv: Vec<AnyMove>,
    /// Nodes searched so far.
    pub nodes: u64,
    /// Nodes per second so far.
    pub nps: u64,
    /// Table use in permille.
    pub hashfull: u32,
    /// Time since the search started.
    pub elapsed: Duration,
}

/// What a search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found<M> {
    /// The move to play (none when the side to move has no legal move).
    pub best: Option<M>,
    /// The best lines, best first.
    pub lines: Vec<Line>,
    /// Score of the best line.
    pub score: Score,
    /// The last completed depth.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// Time taken.
    pub elapsed: Duration,
}

impl<M> Found<M> {
    /// The same result with the best move turned into something else (e.g. its text).
    pub fn map<N>(self, f: impl FnOnce(M) -> N) -> Found<N> {
        Found {
            best: self.best.map(f),
            lines: self.lines,
            score: self.score,
            depth: self.depth,
            nodes: self.nodes,
            elapsed: self.elapsed,
        }
    }
}

/// The engine: a transposition table kept across searches, the evaluation it uses, the
/// endgame tables it probes, and how many threads search together.
#[derive(Debug)]
pub struct Engine {
    table: Table,
    /// An evaluation used instead of the built-in one for its game.
    model: Option<Model>,
    /// Endgame tables, for the positions of their game.
    tables: Option<Arc<Tables>>,
    /// The rounds of the small tables' analyses, for converting their wins.
    conversion: Conversion,
    threads: usize,
}

impl Engine {
    /// An engine with a table of about `hash_mb` MB, searching on one thread.
    pub fn new(hash_mb: usize) -> Engine {
        Engine {
            table: Table::new(hash_mb),
            model: None,
            tables: None,
            conversion: Conversion::default(),
            threads: 1,
        }
    }

    /// Probes `tables` in the searches of their game's positions (none: no tables). Where the
    /// tables hold the position searched, only the moves that keep its value are played (a
    /// win is never thrown away, nor a draw), and the search probes the positions with fewer
    /// pieces wherever it meets them and those with as many at its horizon; elsewhere it
    /// probes every position they hold.
    pub fn set_tables(&mut self, tables: Option<Arc<Tables>>) {
        self.tables = tables;
        self.conversion = Conversion::default();
    }

    /// The endgame tables to probe in a search of `position`, and from how few pieces on.
    fn probing<P: Evaluate>(&self, position: &P) -> Option<Probing<'_>> {
        let tables = self.tables.as_deref().filter(|t| t.variant() == P::VARIANT)?;
        let pieces =
            position.material(Side::White).pieces() + position.material(Side::Black).pieces();
        let beyond = u32::from(tables.most_pieces()) + 1;
        Some(Probing {
            tables,
            below: pieces.min(beyond),
            at_horizon_below: (pieces + 1).min(beyond),
        })
    }

    /// Evaluates the positions of `model`'s game with it instead of the built-in weights (to
    /// compare weight files in play).
    pub fn set_model(&mut self, model: Model) {
        self.model = Some(model);
    }

    /// Searches on `threads` threads (at least one). With more than one, helper threads
    /// search the same position and share what they find through the transposition table
    /// ("lazy SMP"): the search gets deeper in the same time, but is no longer repeatable
    /// move for move. With one, the same search always gives the same result.
    pub fn set_threads(&mut self, threads: usize) {
        self.threads = threads.max(1);
    }

    /// Forgets what earlier searches learned (for a new game).
    pub fn new_game(&mut self) {
        self.table.clear();
    }

    /// Searches `position`, reached as `past` says (repetitions and the counting draw rules
    /// are the game's). Returns when a limit is reached or `stop` is set; `on_info` hears each
    /// completed iteration. A node limit counts the nodes of the main thread.
    ///
    /// A move time is used whole: iterations go on until the deadline, and an iteration cut
    /// short still counts once its first move is searched (its best move so far is at least
    /// as well founded as the last iteration's). The search ends early only when the choice
    /// is clear: a single legal move, or a forced win or loss found.
    pub fn search<P: Evaluate + Tagged>(
        &mut self,
        position: &P,
        past: &Past,
        limits: &Limits,
        settings: &Settings,
        stop: &AtomicBool,
        on_info: &mut dyn FnMut(&Info),
    ) -> Found<P::Move> {
        let started = Instant::now();
        let history = &past.keys[..];
        let counters = past.counters.unwrap_or_else(|| Counters::start(position));
        self.table.next_generation();
        let mut legal = MoveList::new();
        position.legal_moves(&mut legal);
        if legal.is_empty() {
            return Found {
                best: None,
                lines: Vec::new(),
                score: Score::Loss(0),
                depth: 0,
                nodes: 0,
                elapsed: started.elapsed(),
            };
        }
        let model = match &self.model {
            Some(model) if model.variant() == P::VARIANT => model,
            _ => Model::of(P::VARIANT),
        };
        if let Some(tables) = self.tables.clone().filter(|t| t.variant() == P::VARIANT)
            && let Some(value) = position.table_resolve(&tables)
        {
            keep_table_value(position, value, &mut legal, &tables);
            self.conversion.keep_nearest(position, value, &mut legal, &tables, self.threads);
        }
        let probing = self.probing(position);
        let shared = Shared { table: &self.table, model, probing, nodes: AtomicU64::new(0) };
        let deepest = max_depth(limits, settings, legal.len());
        let mut main = || {
            let deadline = limits.movetime.filter(|_| !limits.infinite).map(|t| started + t);
            let node_limit = limits.nodes.filter(|_| !limits.infinite).unwrap_or(u64::MAX);
            let mut tree = Tree::<P>::new(&shared, stop, deadline, node_limit, history);
            let lines_wanted = settings.multipv.max(settings.level.lines());
            let mut deepening = Deepening::new(position, &legal, lines_wanted, started);
            deepening.lines_shown = settings.multipv.clamp(1, deepening.lines_wanted);
            let mut stable = Stability::default();
            for depth in 1..=deepest {
                let finished = deepening.iteration(&mut tree, depth, counters);
                if finished {
                    deepening.report(&tree, depth, on_info);
                }
                let decided = is_win_score(deepening.settled[0].score);
                if tree.stopped || (!limits.infinite && decided) {
                    break;
                }
                let stable_for = stable.after(deepening.settled[0].mv);
                if limits.target.is_some_and(|t| on_target(t, started.elapsed(), stable_for)) {
                    break;
                }
            }
            (deepening, tree.nodes)
        };
        if self.threads == 1 {
            let (deepening, nodes) = main();
            return deepening.found(nodes, settings);
        }
        let finished = AtomicBool::new(false);
        std::thread::scope(|scope| {
            let helpers: Vec<_> = (1..self.threads)
                .map(|helper| {
                    let (shared, finished, legal) = (&shared, &finished, &legal);
                    scope.spawn(move || {
                        let mut tree =
                            Tree::<P>::new(shared, finished, None, u64::MAX, history).helping();
                        let mut deepening = Deepening::new(position, legal, 1, started);
                        // Half the helpers run one iteration ahead, so that the threads spread
                        // over two depths.
                        for depth in (1 + helper as u32 % 2)..=deepest {
                            deepening.iteration(&mut tree, depth, counters);
                            if tree.stopped || is_win_score(deepening.settled[0].score) {
                                break;
                            }
                        }
                        tree.nodes
                    })
                })
                .collect();
            let (deepening, nodes) = main();
            finished.store(true, Ordering::Relaxed);
            let helped: u64 = helpers.into_iter().map(|h| h.join().unwrap_or(0)).sum();
            deepening.found(nodes + helped, settings)
        })
    }

    /// Table use in permille.
    pub fn hashfull(&self) -> u32 {
        self.table.hashfull()
    }
}

/// Of the moves `legal` of `position`, whose value by `tables` is `value`, only those that
/// keep it: those to a loss for the opponent from a win, to a draw from a draw (all of them
/// from a loss, or when the tables cannot tell).
fn keep_table_value<P: Evaluate>(
    position: &P,
    value: Value,
    legal: &mut MoveList<P::Move>,
    tables: &Tables,
) {
    if value == Value::Loss {
        return;
    }
    let keep: MoveList<P::Move> = legal
        .iter()
        .copied()
        .filter(|mv| position.play(mv).table_resolve(tables) == Some(value.flip()))
        .collect();
    if !keep.is_empty() {
        *legal = keep;
    }
}

/// The best move of the last iterations, and for how many in a row it has been the same.
struct Stability<M> {
    best: Option<M>,
    iterations: u32,
}

impl<M> Default for Stability<M> {
    fn default() -> Self {
        Stability { best: None, iterations: 0 }
    }
}

impl<M: PartialEq + Copy> Stability<M> {
    /// Notes the best move of an iteration; returns for how many iterations in a row it has
    /// been the best.
    fn after(&mut self, best: M) -> u32 {
        self.iterations = if self.best == Some(best) { self.iterations + 1 } else { 1 };
        self.best = Some(best);
        self.iterations
    }
}

/// Whether a search on a clock aiming at `target` should start no deeper iteration, having
/// spent `spent` with the same best move for `stable_for` iterations.
fn on_target(target: Duration, spent: Duration, stable_for: u32) -> bool {
    spent >= target.mul_f64(0.7)
        || (stable_for >= STABLE_ITERATIONS && spent >= target.mul_f64(0.3))
}

/// The deepest iteration `limits` and the strength level allow (a single legal move needs
/// only a quick look for its line).
fn max_depth(limits: &Limits, settings: &Settings, legal: usize) -> u32 {
    if limits.infinite {
        return DEEPEST;
    }
    let level_depth = settings.level.max_depth().unwrap_or(u32::MAX);
    let depth = limits.depth.unwrap_or(DEEPEST).min(level_depth).clamp(1, DEEPEST);
    if legal == 1 { depth.min(4) } else { depth }
}

/// Iterative deepening: the root moves as the iterations leave them.
struct Deepening<'p, P: Position> {
    position: &'p P,
    /// The root moves, ordered by the iteration under way.
    root: Vec<RootMove<P::Move>>,
    /// The root moves as the last iteration that counts left them.
    settled: Vec<RootMove<P::Move>>,
    lines_wanted: usize,
    /// How many of them are reported (the level may search more lines than asked for).
    lines_shown: usize,
    started: Instant,
    /// The last depth searched to the end.
    completed: u32,
}

impl<'p, P: Evaluate + Tagged> Deepening<'p, P> {
    /// Deepening over every legal move of `position`, `lines_wanted` of them searched as
    /// separate lines (and all of them reported until told otherwise).
    fn new(
        position: &'p P,
        legal: &MoveList<P::Move>,
        lines_wanted: usize,
        started: Instant,
    ) -> Self {
        let root: Vec<RootMove<P::Move>> =
            legal.iter().map(|&mv| RootMove { mv, score: -INFINITY, pv: vec![mv] }).collect();
        let lines_wanted = lines_wanted.clamp(1, root.len());
        Deepening {
            position,
            settled: root.clone(),
            root,
            lines_wanted,
            lines_shown: lines_wanted,
            started,
            completed: 0,
        }
    }

    /// Searches every wanted line to `depth`; returns whether the iteration was finished. The
    /// moves of an iteration stopped midway still count (it is not reported, nor counted as a
    /// completed depth) when one line is wanted and its first move was searched without
    /// failing low; the first iteration always counts.
    fn iteration(&mut self, tree: &mut Tree<'_, P>, depth: u32, counters: Counters) -> bool {
        for line in 0..self.lines_wanted.min(self.root.len()) {
            let (score, searched, low) = self.line(tree, line, depth, counters);
            if tree.stopped {
                if depth == 1 {
                    self.settle(depth);
                } else if self.lines_wanted == 1 && searched > 0 && score > low {
                    self.settled = self.root.clone();
                }
                return false;
            }
        }
        self.settle(depth);
        true
    }

    /// Searches line `line` to `depth` within an aspiration window around its last score,
    /// widening the window when the score falls outside. Returns the score, how many moves of
    /// the last try were searched, and that try's lower bound.
    fn line(
        &mut self,
        tree: &mut Tree<'_, P>,
        line: usize,
        depth: u32,
        counters: Counters,
    ) -> (i32, usize, i32) {
        let previous = self.root[line].score;
        let aspire = depth >= ASPIRATION_FROM_DEPTH && !is_win_score(previous);
        let mut window = if aspire && previous > -INFINITY {
            (previous - ASPIRATION, previous + ASPIRATION)
        } else {
            (-INFINITY, INFINITY)
        };
        loop {
            let (score, searched) = tree.root(
                self.position,
                &mut self.root[line..],
                depth as i32,
                window.0,
                window.1,
                counters,
            );
            if tree.stopped {
                return (score, searched, window.0);
            }
            let widened = (window.0 - ASPIRATION_WIDENING, window.1 + ASPIRATION_WIDENING);
            if score <= window.0 && window.0 > -INFINITY {
                window.0 = if widened.0 < -WIN { -INFINITY } else { widened.0 };
            } else if score >= window.1 && window.1 < INFINITY {
                window.1 = if widened.1 > WIN { INFINITY } else { widened.1 };
            } else {
                return (score, searched, window.0);
            }
        }
    }

    fn settle(&mut self, depth: u32) {
        self.completed = depth;
        self.settled = self.root.clone();
    }

    /// Tells `on_info` of the finished iteration `depth`, one report per line.
    fn report(&self, tree: &Tree<'_, P>, depth: u32, on_info: &mut dyn FnMut(&Info)) {
        let elapsed = self.started.elapsed();
        let nodes = tree.nodes + tree.helper_nodes_so_far();
        let nps = (nodes as f64 / elapsed.as_secs_f64().max(1e-6)) as u64;
        for (i, line) in self.settled.iter().take(self.lines_shown).enumerate() {
            on_info(&Info {
                depth,
                seldepth: tree.seldepth as u32,
                multipv: i + 1,
                score: Score::from_internal(line.score),
                pv: tagged::<P>(&line.pv),
                nodes,
                nps,
                hashfull: tree.hashfull(),
                elapsed,
            });
        }
    }

    /// The result: the move the strength level picks among the best lines.
    fn found(self, nodes: u64, settings: &Settings) -> Found<P::Move> {
        let settled = &self.settled;
        let lines: Vec<Line> = settled
            .iter()
            .take(self.lines_wanted)
            .map(|l| Line { score: Score::from_internal(l.score), moves: tagged::<P>(&l.pv) })
            .collect();
        let scores: Vec<i32> = settled.iter().take(self.lines_wanted).map(|l| l.score).collect();
        let pick = settings.level.pick(&scores, settings.seed ^ self.position.hash_key());
        Found {
            best: settled.get(pick).map(|l| l.mv),
            score: settled.get(pick).map_or(Score::Value(0), |l| Score::from_internal(l.score)),
            lines: lines.into_iter().take(settings.multipv.max(1)).collect(),
            depth: self.completed,
            nodes,
            elapsed: self.started.elapsed(),
        }
    }
}

/// A line of `P`'s moves as moves of any game.
fn tagged<P: Tagged>(moves: &[P::Move]) -> Vec<AnyMove> {
    moves.iter().map(|&mv| P::tag(mv)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn on_a_clock_a_search_stops_deepening_at_70_percent_of_its_target_or_30_when_clear() {
        let target = Duration::from_millis(100);
        let ms = Duration::from_millis;
        assert!(!on_target(target, ms(69), 1));
        assert!(on_target(target, ms(70), 1));
        assert!(!on_target(target, ms(30), STABLE_ITERATIONS - 1));
        assert!(on_target(target, ms(30), STABLE_ITERATIONS));
        assert!(!on_target(target, ms(29), STABLE_ITERATIONS + 5));
    }

    #[test]
    fn the_same_best_move_iteration_after_iteration_counts_up() {
        let mut stability = Stability::default();
        let counts: Vec<u32> = [7, 7, 3, 3, 3].into_iter().map(|m| stability.after(m)).collect();
        assert_eq!(counts, [1, 2, 1, 2, 3]);
    }
}
