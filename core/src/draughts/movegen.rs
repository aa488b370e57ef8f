//! Legal move generation for the single-piece games, driven by the constants of [`Rules`].
//!
//! Captures are found by a depth-first walk over every capture sequence of every piece.
//! Jumped pieces stay on the board (they block) until the sequence ends. Each complete
//! sequence reaches a [`Sink`] with its precedence key; the legal-move sink keeps the
//! sequences with the best key and drops repeated routes of one move, the route sink records
//! every route in full for notation.

use crate::cells::{Cell, Cells, NO_CELL, bit, cells_of};
use crate::geometry::Geometry;
use crate::position::{MoveList, Route};
use crate::rules::{Precedence, Rules};

use super::{Draughts, Move};

/// More jumps than any sequence can have (no side has more than 20 pieces).
const MAX_JUMPS: usize = 32;

/// The jumps of the sequence being explored.
struct Jumps {
    landing: [Cell; MAX_JUMPS],
    taken: [Cell; MAX_JUMPS],
    direction: [u8; MAX_JUMPS],
    len: usize,
}

/// Where complete capture sequences go.
trait Sink {
    /// A complete sequence from `from` to `to` taking `captured`, ranked by `key`.
    fn sequence(&mut self, from: Cell, to: Cell, captured: Cells, key: u32, jumps: &Jumps);
}

/// Keeps the legal captures: best precedence key only, one entry per move.
struct LegalCaptures<'a> {
    moves: &'a mut MoveList<Move>,
    best: u32,
}

impl Sink for LegalCaptures<'_> {
    #[inline]
    fn sequence(&mut self, from: Cell, to: Cell, captured: Cells, key: u32, _: &Jumps) {
        if key < self.best {
            return;
        }
        if key > self.best {
            self.moves.clear();
            self.best = key;
        }
        let mv = Move { from, to, captured };
        if !self.moves.contains(&mv) {
            self.moves.push(mv);
        }
    }
}

/// Records every route of one move in full.
struct RoutesOf<'a> {
    geometry: &'a Geometry,
    wanted: Move,
    routes: Vec<Route>,
}

impl Sink for RoutesOf<'_> {
    fn sequence(&mut self, from: Cell, to: Cell, captured: Cells, _: u32, jumps: &Jumps) {
        if (Move { from, to, captured }) != self.wanted {
            return;
        }
        let g = self.geometry;
        let n = jumps.len;
        let mut path = vec![from];
        let mut visited = vec![from];
        for i in 0..n {
            let dir = jumps.direction[i] as usize;
            visited.push(jumps.landing[i]);
            if i + 1 < n {
                // Where the piece turns; on a straight stretch, directly behind the piece taken.
                path.push(if jumps.direction[i + 1] == jumps.direction[i] {
                    g.neighbor[jumps.taken[i] as usize][dir]
                } else {
                    jumps.landing[i]
                });
            }
        }
        path.push(to);
        let route = Route { path, visited, captured: jumps.taken[..n].to_vec() };
        if !self.routes.contains(&route) {
            self.routes.push(route);
        }
    }
}

/// One piece's capture sequences.
struct Walk<'s, R: Rules, S: Sink> {
    from: Cell,
    /// Every piece but the mover; jumped pieces stay in it until the sequence ends.
    occupied: Cells,
    /// Opponent pieces the mover may take.
    takeable: Cells,
    /// Opponent kings, for the Italian precedence.
    kings: Cells,
    /// Whether the mover is a king.
    by_king: bool,
    /// Cells where the mover's capture ends (a man reaching its promotion row).
    stops: Cells,
    /// Directions in which a man of the moving side captures.
    man_directions: std::ops::Range<usize>,
    jumps: Jumps,
    sink: &'s mut S,
    rules: std::marker::PhantomData<R>,
}

impl<R: Rules, S: Sink> Walk<'_, R, S> {
    /// Records a complete sequence ending on `at` that took `captured`.
    #[inline]
    fn finish(&mut self, at: Cell, captured: Cells, king_order: u32) {
        let count = self.jumps.len as u32;
        let key = match R::PRECEDENCE {
            Precedence::FreeChoice => 0,
            Precedence::MostPieces => count,
            Precedence::Italian => {
                let kings = (captured & self.kings).count_ones();
                (count << 24) | ((self.by_king as u32) << 23) | (kings << 16) | king_order
            }
        };
        self.sink.sequence(self.from, at, captured, key, &self.jumps);
    }

    /// Jumps over `over` in `dir` to `land`, then goes on from there.
    #[inline]
    fn jump(&mut self, over: Cell, land: Cell, dir: usize, captured: Cells, king_order: u32) {
        let n = self.jumps.len;
        self.jumps.landing[n] = land;
        self.jumps.taken[n] = over;
        self.jumps.direction[n] = dir as u8;
        self.jumps.len += 1;
        let captured = captured | bit(over);
        // Italian precedence: earlier king captures weigh more (bit 15 for the first jump).
        let king_order =
            if self.kings & bit(over) != 0 { king_order | (1 << (15 - n)) } else { king_order };
        if self.stops & bit(land) != 0 {
            self.finish(land, captured, king_order);
        } else if self.by_king {
            self.king_from(land, captured, king_order);
        } else {
            self.man_from(land, captured, king_order);
        }
        self.jumps.len -= 1;
    }

    /// Short jumps of a man standing on `at`.
    fn man_from(&mut self, at: Cell, captured: Cells, king_order: u32) {
        let g = R::GEOMETRY;
        let mut extended = false;
        for dir in self.man_directions.clone() {
            let over = g.neighbor[at as usize][dir];
            if over == NO_CELL || (self.takeable & !captured) & bit(over) == 0 {
                continue;
            }
            let land = g.neighbor[over as usize][dir];
            if land == NO_CELL || self.occupied & bit(land) != 0 {
                continue;
            }
            extended = true;
            self.jump(over, land, dir, captured, king_order);
        }
        if !extended && self.jumps.len > 0 {
            self.finish(at, captured, king_order);
        }
    }

    /// Jumps of a king standing on `at`: flying or short, landing anywhere behind or directly
    /// behind, as the rules say.
    fn king_from(&mut self, at: Cell, captured: Cells, king_order: u32) {
        let g = R::GEOMETRY;
        let mut extended = false;
        for dir in 0..g.directions {
            let blockers = g.ray[at as usize][dir] & self.occupied;
            if blockers == 0 {
                continue;
            }
            let over = g.first(blockers, dir);
            if (self.takeable & !captured) & bit(over) == 0 {
                continue;
            }
            if !R::FLYING_KINGS && over != g.neighbor[at as usize][dir] {
                continue;
            }
            let behind = g.neighbor[over as usize][dir];
            if behind == NO_CELL || self.occupied & bit(behind) != 0 {
                continue;
            }
            extended = true;
            if R::FLYING_KINGS && !R::KING_LANDS_DIRECTLY_BEHIND {
                for land in cells_of(g.free_run(over, dir, self.occupied)) {
                    self.jump(over, land, dir, captured, king_order);
                }
            } else {
                self.jump(over, behind, dir, captured, king_order);
            }
        }
        if !extended && self.jumps.len > 0 {
            self.finish(at, captured, king_order);
        }
    }
}

/// Who makes a group of quiet moves.
#[derive(Clone, Copy)]
enum Movers {
    /// Every man of the side, one step in `dir` (the target set names the end cells).
    Men { dir: usize },
    /// One king.
    King(Cell),
}

impl<R: Rules> Draughts<R> {
    /// Runs every capture sequence of the side to move into `sink`.
    fn each_capture<S: Sink>(&self, sink: &mut S) {
        let g = R::GEOMETRY;
        let me = self.side.index();
        let opponent = self.pieces[1 - me];
        let man_directions =
            if R::MEN_CAPTURE_BACKWARDS { 0..g.directions } else { g.forward(self.side) };
        let men_stop = if R::CAPTURE_ENDS_ON_PROMOTION { g.promotion[me] } else { 0 };
        let men_takeable = if R::MEN_CAPTURE_KINGS { opponent } else { opponent & !self.kings };
        // Men that can start a capture: a takeable piece next to them with an empty cell
        // behind it. Kings are always examined.
        let empty = g.board & !self.occupied();
        let men = self.pieces[me] & !self.kings;
        let mut starters = self.pieces[me] & self.kings;
        for dir in man_directions.clone() {
            let back = g.opposite(dir);
            starters |= g.step(g.step(empty, back) & men_takeable, back) & men;
        }
        for from in cells_of(starters) {
            let by_king = self.kings & bit(from) != 0;
            let mut walk = Walk::<R, S> {
                from,
                occupied: self.occupied() & !bit(from),
                takeable: if by_king { opponent } else { men_takeable },
                kings: opponent & self.kings,
                by_king,
                stops: if by_king { 0 } else { men_stop },
                man_directions: man_directions.clone(),
                jumps: Jumps {
                    landing: [0; MAX_JUMPS],
                    taken: [0; MAX_JUMPS],
                    direction: [0; MAX_JUMPS],
                    len: 0,
                },
                sink,
                rules: std::marker::PhantomData,
            };
            if by_king {
                walk.king_from(from, 0, 0);
            } else {
                walk.man_from(from, 0, 0);
            }
        }
    }

    /// Fills `moves` with the legal captures (empty when there is none).
    pub(super) fn captures(&self, moves: &mut MoveList<Move>) {
        self.each_capture(&mut LegalCaptures { moves, best: 0 });
    }

    /// Every route that plays the capture `mv`.
    pub(super) fn capture_routes(&self, mv: &Move) -> Vec<Route> {
        let mut sink = RoutesOf { geometry: R::GEOMETRY, wanted: *mv, routes: Vec::new() };
        self.each_capture(&mut sink);
        sink.routes
    }

    /// Calls `each` with every group of quiet moves: who moves, and the set of end cells.
    #[inline(always)]
    fn each_quiet_group(&self, mut each: impl FnMut(Movers, Cells)) {
        let g = R::GEOMETRY;
        let me = self.side.index();
        let occupied = self.occupied();
        let empty = g.board & !occupied;
        let men = self.pieces[me] & !self.kings;
        for dir in g.forward(self.side) {
            each(Movers::Men { dir }, g.step(men, dir) & empty);
        }
        for king in cells_of(self.pieces[me] & self.kings) {
            for dir in 0..g.directions {
                let targets = if R::FLYING_KINGS {
                    g.free_run(king, dir, occupied)
                } else {
                    let n = g.neighbor[king as usize][dir];
                    if n != NO_CELL { bit(n) & empty } else { 0 }
                };
                each(Movers::King(king), targets);
            }
        }
    }

    /// Fills `moves` with the quiet (non-capturing) moves.
    pub(super) fn quiet_moves(&self, moves: &mut MoveList<Move>) {
        let g = R::GEOMETRY;
        self.each_quiet_group(|movers, targets| {
            for to in cells_of(targets) {
                let from = match movers {
                    Movers::Men { dir } => g.neighbor[to as usize][g.opposite(dir)],
                    Movers::King(king) => king,
                };
                moves.push(Move { from, to, captured: 0 });
            }
        });
    }

    /// The number of quiet moves, without listing them.
    pub(super) fn count_quiet_moves(&self) -> usize {
        let mut count = 0;
        self.each_quiet_group(|_, targets| count += targets.count_ones() as usize);
        count
    }
}
