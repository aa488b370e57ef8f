//! Legal move generation for Lasca columns.
//!
//! Quiet moves come from the bitboards of commanders in one shift per direction. Captures are
//! found by a depth-first walk over every capture sequence of every column the side to move
//! commands. During a sequence the start cell is empty; each jumped column loses its
//! commander at once and may not be jumped again. The commander of the moving column never
//! changes during the sequence (prisoners go under it), so its directions are fixed for the
//! whole walk.
//!
//! A jump moves two files and two ranks, so every cell the column lands on has the parity of
//! its start cell in both file and rank, and every cell it jumps has the other parity. A
//! jumped column that loses its only piece leaves an empty cell, but the walk can never land
//! there; so the walk keeps the set of occupied cells of the start (less the start cell) and
//! only shrinks the set of columns it may still jump.

use std::ops::Range;

use super::LascaPosition;
use super::moves::{LascaMove, MAX_JUMPS};
use crate::cells::{Cell, Cells, NO_CELL, bit, cells_of};
use crate::geometry::LASCA;
use crate::position::{GameMove, MoveList, Route};

/// A jump from a cell in one direction: the cell jumped and the cell landed on, as one-bit
/// sets (both empty where the jump would leave the board).
#[derive(Clone, Copy)]
struct Jump {
    over: Cells,
    land: Cells,
}

/// The jump from each cell in each direction, made at compile time from the board's tables.
static JUMPS: [[Jump; 4]; 64] = jumps();

const fn jumps() -> [[Jump; 4]; 64] {
    let g = &LASCA;
    let mut table = [[Jump { over: 0, land: 0 }; 4]; 64];
    let mut cell = 0;
    while cell < 64 {
        let mut dir = 0;
        while dir < 4 {
            let over = g.neighbor[cell][dir];
            if over != NO_CELL {
                let land = g.neighbor[over as usize][dir];
                if land != NO_CELL {
                    table[cell][dir] = Jump { over: bit(over), land: bit(land) };
                }
            }
            dir += 1;
        }
        cell += 1;
    }
    table
}

/// The cell jumped going from `from` to `to`, two cells apart on a diagonal.
#[inline]
pub(super) fn jumped_cell(from: Cell, to: Cell) -> Cell {
    let jumps = &JUMPS[from as usize];
    for jump in jumps {
        if jump.land == bit(to) {
            return jump.over.trailing_zeros() as Cell;
        }
    }
    NO_CELL
}

/// What a capture leaves behind, apart from its start and end: the set of columns jumped and
/// the commanders taken, in order (two bits each). Two routes with the same start and end
/// build the same position exactly when these are equal.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Outcome {
    jumped: Cells,
    prisoners: u64,
}

impl LascaPosition {
    /// The outcome of jumping the cells `jumped`, in that order.
    #[inline]
    fn outcome(&self, jumped: impl Iterator<Item = Cell>) -> Outcome {
        let mut outcome = Outcome { jumped: 0, prisoners: 0 };
        for (i, cell) in jumped.enumerate() {
            outcome.jumped |= bit(cell);
            outcome.prisoners |= self.columns[cell as usize].commander_code() << (2 * i);
        }
        outcome
    }

    /// The outcome of the capture `mv`.
    fn outcome_of(&self, mv: &LascaMove) -> Outcome {
        let mut at = mv.from();
        self.outcome(mv.landings().iter().map(|&land| {
            let over = jumped_cell(at, land);
            at = land;
            over
        }))
    }
}

/// Where complete capture sequences go.
trait Sink {
    /// A complete sequence from `from` landing on `landings` and jumping `jumped`, in order.
    fn sequence(
        &mut self,
        position: &LascaPosition,
        from: Cell,
        landings: &[Cell],
        jumped: &[Cell],
    );
}

/// Whether the route landing on `a` comes before the one landing on `b` in board order.
fn written_before(a: &[Cell], b: &[Cell]) -> bool {
    let key = |&c: &Cell| LASCA.order_key(c);
    a.iter().map(key).lt(b.iter().map(key))
}

/// The fewest jumps of two different routes that make the same move.
///
/// Such routes start on the same cell and jump the same set of columns (the outcome is equal),
/// in a different order. Where they first part, on a cell `P`, one jumps `J` and the other
/// `J'`, two neighbours of `P`; each must jump the other's column later. A jump moves two files
/// and two ranks, so the first route can only come back next to `J'` on `P` itself or on the
/// cell beyond `J'`; it cannot jump straight back over `J` (no column is jumped twice), so
/// getting there takes at least two jumps after the first, and then it jumps `J'`: four.
const SHORTEST_SHARED_MOVE: usize = 4;

/// Keeps the legal captures, one entry per move: a route that builds the same columns as one
/// already kept, from the same start to the same end, is the same move.
struct LegalCaptures<'a> {
    moves: &'a mut MoveList<LascaMove>,
}

impl Sink for LegalCaptures<'_> {
    #[inline]
    fn sequence(
        &mut self,
        position: &LascaPosition,
        from: Cell,
        landings: &[Cell],
        jumped: &[Cell],
    ) {
        let mv = LascaMove::capture(from, landings);
        if landings.len() < SHORTEST_SHARED_MOVE {
            self.moves.push(mv);
            return;
        }
        let to = mv.to();
        let mut outcome = None;
        for kept in self.moves.iter_mut() {
            if kept.from() != from || kept.to() != to || kept.jumps() != landings.len() {
                continue;
            }
            let new = *outcome.get_or_insert_with(|| position.outcome(jumped.iter().copied()));
            if position.outcome_of(kept) == new {
                // Another route of the same move: keep the one written first.
                if written_before(mv.landings(), kept.landings()) {
                    *kept = mv;
                }
                return;
            }
        }
        self.moves.push(mv);
    }
}

/// Counts the legal captures without listing the short ones, which are all different moves.
struct CountCaptures {
    short: usize,
    long: MoveList<LascaMove>,
}

impl Sink for CountCaptures {
    #[inline]
    fn sequence(
        &mut self,
        position: &LascaPosition,
        from: Cell,
        landings: &[Cell],
        jumped: &[Cell],
    ) {
        if landings.len() < SHORTEST_SHARED_MOVE {
            self.short += 1;
        } else {
            LegalCaptures { moves: &mut self.long }.sequence(position, from, landings, jumped);
        }
    }
}

/// Records every route of one capture.
struct RoutesOf {
    to: Cell,
    outcome: Outcome,
    routes: Vec<Route>,
}

impl Sink for RoutesOf {
    fn sequence(
        &mut self,
        position: &LascaPosition,
        from: Cell,
        landings: &[Cell],
        jumped: &[Cell],
    ) {
        if landings.last() != Some(&self.to)
            || position.outcome(jumped.iter().copied()) != self.outcome
        {
            return;
        }
        let mut path = Vec::with_capacity(landings.len() + 1);
        path.push(from);
        path.extend_from_slice(landings);
        self.routes.push(Route { path: path.clone(), visited: path, captured: jumped.to_vec() });
    }
}

/// The capture sequences of one column.
struct Walk<'a, S: Sink> {
    position: &'a LascaPosition,
    from: Cell,
    /// Directions in which the commander may move.
    directions: Range<usize>,
    /// Cells the column may not land on: every column but its own.
    occupied: Cells,
    /// Cells where the sequence ends (the far rank, for a soldier commander).
    stops: Cells,
    landings: [Cell; MAX_JUMPS],
    jumped: [Cell; MAX_JUMPS],
    len: usize,
    sink: &'a mut S,
}

impl<S: Sink> Walk<'_, S> {
    /// Goes on from `at`; `jumpable` are the opponent-commanded columns not yet jumped.
    fn go_on(&mut self, at: Cell, jumpable: Cells) {
        let mut extended = false;
        for dir in self.directions.clone() {
            let jump = JUMPS[at as usize][dir];
            if jump.over & jumpable == 0 || jump.land & !self.occupied == 0 {
                continue;
            }
            let (over, land) =
                (jump.over.trailing_zeros() as Cell, jump.land.trailing_zeros() as Cell);
            extended = true;
            self.landings[self.len] = land;
            self.jumped[self.len] = over;
            self.len += 1;
            if self.stops & jump.land != 0 {
                self.finish();
            } else {
                self.go_on(land, jumpable & !jump.over);
            }
            self.len -= 1;
        }
        if !extended && self.len > 0 {
            self.finish();
        }
    }

    #[inline]
    fn finish(&mut self) {
        let n = self.len;
        self.sink.sequence(self.position, self.from, &self.landings[..n], &self.jumped[..n]);
    }
}

impl LascaPosition {
    /// The directions the commander of the column on `cell` (of the side to move) may take.
    #[inline(always)]
    fn directions(&self, cell: Cell) -> Range<usize> {
        if self.officers & bit(cell) != 0 { 0..LASCA.directions } else { LASCA.forward(self.side) }
    }

    /// The columns of the side to move that may step (or jump) in `dir`.
    #[inline(always)]
    fn movers(&self, dir: usize) -> Cells {
        let mine = self.tops[self.side.index()];
        if LASCA.forward(self.side).contains(&dir) { mine } else { mine & self.officers }
    }

    /// The columns of the side to move that can jump at once: a capture sequence starts
    /// from each of them, and from no other.
    #[inline]
    pub(super) fn capturers(&self) -> Cells {
        let g = &LASCA;
        let opponent = self.tops[1 - self.side.index()];
        let empty = g.board & !self.occupied();
        let mut capturers = 0;
        for dir in 0..g.directions {
            let back = g.opposite(dir);
            let before_empty = g.step(empty, back) & opponent;
            capturers |= g.step(before_empty, back) & self.movers(dir);
        }
        capturers
    }

    /// Runs every capture sequence of the columns `capturers` into `sink`.
    fn each_capture<S: Sink>(&self, capturers: Cells, sink: &mut S) {
        for from in cells_of(capturers) {
            self.each_capture_from(from, sink);
        }
    }

    /// Runs every capture sequence of the column on `from` into `sink`.
    fn each_capture_from<S: Sink>(&self, from: Cell, sink: &mut S) {
        let me = self.side.index();
        let is_officer = self.officers & bit(from) != 0;
        let mut walk = Walk {
            position: self,
            from,
            directions: self.directions(from),
            occupied: self.occupied() & !bit(from),
            stops: if is_officer { 0 } else { LASCA.promotion[me] },
            landings: [0; MAX_JUMPS],
            jumped: [0; MAX_JUMPS],
            len: 0,
            sink,
        };
        walk.go_on(from, self.tops[1 - me]);
    }

    /// Fills `moves` with the legal captures of the columns `capturers` (see
    /// [`Self::capturers`]).
    pub(super) fn captures(&self, capturers: Cells, moves: &mut MoveList<LascaMove>) {
        self.each_capture(capturers, &mut LegalCaptures { moves });
    }

    /// The number of legal captures of the columns `capturers`.
    pub(super) fn count_captures(&self, capturers: Cells) -> usize {
        let mut sink = CountCaptures { short: 0, long: MoveList::new() };
        self.each_capture(capturers, &mut sink);
        sink.short + sink.long.len()
    }

    /// Every route that plays the capture `mv`, the one to write first first.
    pub(super) fn capture_routes(&self, mv: &LascaMove) -> Vec<Route> {
        let mut sink = RoutesOf { to: mv.to(), outcome: self.outcome_of(mv), routes: Vec::new() };
        if self.tops[self.side.index()] & bit(mv.from()) != 0 {
            self.each_capture_from(mv.from(), &mut sink);
        }
        let mut routes = sink.routes;
        routes
            .sort_by_cached_key(|r| r.path.iter().map(|&c| LASCA.order_key(c)).collect::<Vec<_>>());
        routes
    }

    /// Fills `moves` with the quiet moves: one step to an empty cell.
    pub(super) fn quiet_moves(&self, moves: &mut MoveList<LascaMove>) {
        let g = &LASCA;
        let empty = g.board & !self.occupied();
        for dir in 0..g.directions {
            let back = g.opposite(dir);
            for to in cells_of(g.step(self.movers(dir), dir) & empty) {
                moves.push(LascaMove::quiet(g.neighbor[to as usize][back], to));
            }
        }
    }

    /// The number of quiet moves, without listing them.
    pub(super) fn count_quiet_moves(&self) -> usize {
        let g = &LASCA;
        let empty = g.board & !self.occupied();
        (0..g.directions)
            .map(|dir| (g.step(self.movers(dir), dir) & empty).count_ones() as usize)
            .sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every trail of an officer jumping from `at` with every cell jumpable (no cell jumped
    /// twice): a superset of the capture routes of any position. Records (end, jumped, jumps).
    fn trails(at: Cell, jumped: Cells, len: usize, out: &mut Vec<(Cell, Cells, usize)>) {
        if len > 0 {
            out.push((at, jumped, len));
        }
        for jump in &JUMPS[at as usize] {
            if jump.land != 0 && jump.over & jumped == 0 {
                let land = jump.land.trailing_zeros() as Cell;
                trails(land, jumped | jump.over, len + 1, out);
            }
        }
    }

    #[test]
    fn routes_sharing_start_end_and_jumped_columns_have_at_least_four_jumps() {
        let mut shortest_shared = usize::MAX;
        for start in cells_of(LASCA.board) {
            let mut all = Vec::new();
            trails(start, 0, 0, &mut all);
            all.sort_unstable();
            for pair in all.windows(2) {
                if pair[0].0 == pair[1].0 && pair[0].1 == pair[1].1 {
                    shortest_shared = shortest_shared.min(pair[0].2);
                }
            }
        }
        assert_eq!(shortest_shared, SHORTEST_SHARED_MOVE);
    }

    #[test]
    fn jumps_follow_the_board() {
        let c = |name: &str| LASCA.parse_algebraic(name).unwrap();
        assert_eq!(jumped_cell(c("c1"), c("e3")), c("d2"));
        assert_eq!(jumped_cell(c("e5"), c("c3")), c("d4"));
        assert_eq!(jumped_cell(c("c1"), c("c3")), NO_CELL);
        let edge = JUMPS[c("g7") as usize];
        assert_eq!(edge.iter().filter(|j| j.land != 0).count(), 1);
    }
}
