//! Board geometry: which cells exist, their names and numbers, and the lines through them.
//!
//! Every board is described by one [`Geometry`] value, computed at compile time. Rules code
//! only walks its tables ([`Geometry::neighbor`], [`Geometry::ray`]) and calls
//! [`Geometry::step`]; none of it knows whether the board is square or hexagonal.
//!
//! Directions are numbered so that the first half of them point "up" (towards White's
//! promotion side, with rising cell indices) and direction `d + n/2` is the opposite of `d`.
//! Along a ray the cell index therefore rises for the first half of the directions and falls
//! for the second half, so the first piece met on a ray is a single bit scan.

mod hex;
mod square;

use crate::cells::{Cell, Cells, NO_CELL, bit};
use crate::side::Side;

pub use hex::HEXDAME;
pub use square::{INTERNATIONAL, ITALIAN, LASCA, THAI};

/// The most directions any board has (the hex board has six).
pub const MAX_DIRECTIONS: usize = 6;

/// More forward steps than any man needs to reach its promotion cells.
pub const MAX_DISTANCE: usize = 16;
/// Binary digits of a distance below [`MAX_DISTANCE`].
pub const DISTANCE_DIGITS: usize = MAX_DISTANCE.trailing_zeros() as usize;

/// How cells are written in move text and FEN.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Naming {
    /// Numbers `1..=n` (International, Italian, Thai).
    Numeric,
    /// File letter and rank number, `a1` (Hexdame, Lasca).
    Algebraic,
}

/// The shape and tables of one board.
#[derive(Debug)]
pub struct Geometry {
    /// Files (columns) of the bounding grid.
    pub files: u8,
    /// Ranks (rows) of the bounding grid.
    pub ranks: u8,
    /// Number of directions: 4 on square boards, 6 on the hex board.
    pub directions: usize,
    /// `(file, rank)` step of each direction.
    pub delta: [(i8, i8); MAX_DIRECTIONS],
    /// Every playable cell.
    pub board: Cells,
    /// How many playable cells there are.
    pub cell_count: u8,
    /// How cells are written.
    pub naming: Naming,
    /// Cells where a man of each side (indexed by [`Side::index`]) is promoted.
    pub promotion: [Cells; 2],
    /// Forward steps a man of each side needs from each cell to reach its promotion cells.
    pub promotion_distance: [[u8; 64]; 2],
    /// Cells a man of each side can reach from each cell by forward steps.
    pub forward_cone: [[Cells; 64]; 2],
    /// For each side, the cells at each distance from its promotion cells (index = steps).
    pub by_distance: [[Cells; MAX_DISTANCE]; 2],
    /// For each side, the cells whose distance from its promotion cells (below
    /// [`MAX_DISTANCE`]) has each binary digit set: the distances of a set of cells add up to
    /// the sum of `count(set & distance_digits[side][d]) << d`.
    pub distance_digits: [[Cells; DISTANCE_DIGITS]; 2],
    /// Cells two steps away from the edge in every direction.
    pub centre: Cells,
    /// The cells left and right of the board's middle file (the half turn swaps them).
    pub wings: [Cells; 2],
    /// Neighbour of each cell in each direction, or [`NO_CELL`].
    pub neighbor: [[Cell; MAX_DIRECTIONS]; 64],
    /// Cells met going from each cell in each direction, not including the cell itself.
    pub ray: [[Cells; MAX_DIRECTIONS]; 64],
    /// Each direction's step as masked constant shifts: cells in `mask` move by `shift` bits.
    steps: [[ShiftGroup; MAX_SHIFT_GROUPS]; MAX_DIRECTIONS],
    /// How many groups of `steps` each direction uses.
    step_groups: [u8; MAX_DIRECTIONS],
    /// File of each cell (0-based), or -1 for bits that are not cells.
    file_of: [i8; 64],
    /// Role of each cell (0-based), or -1 for bits that are not cells.
    rank_of: [i8; 64],
    /// Cell at each `(rank * 16 + file)`, or [`NO_CELL`].
    cell_at: [Cell; 256],
    /// Number of each cell (1-based) for numeric naming, 0 for bits that are not cells.
    number_of: [u8; 64],
    /// Cell of each number for numeric naming (index 0 unused).
    cell_of_number: [Cell; 65],
}

impl Geometry {
    /// `set` moved one step in direction `dir`; steps that leave the board vanish.
    #[inline(always)]
    pub fn step(&self, set: Cells, dir: usize) -> Cells {
        let mut out = 0;
        for group in &self.steps[dir][..self.step_groups[dir] as usize] {
            let part = set & group.mask;
            out |= if group.shift >= 0 { part << group.shift } else { part >> -group.shift };
        }
        out
    }

    /// How many cells `pieces` can move to over `empty` cells, one step or, when they fly,
    /// any number of steps along a free line (a cell reached by two pieces counts once a
    /// direction).
    pub fn reach(&self, pieces: Cells, empty: Cells, flying: bool) -> i32 {
        // Most positions have no kings: nothing to step.
        if pieces == 0 {
            return 0;
        }
        let mut total = 0;
        for dir in 0..self.directions {
            let mut front = self.step(pieces, dir) & empty;
            while front != 0 {
                total += front.count_ones() as i32;
                if !flying {
                    break;
                }
                front = self.step(front, dir) & empty;
            }
        }
        total
    }

    /// The direction opposite to `dir`.
    #[inline(always)]
    pub const fn opposite(&self, dir: usize) -> usize {
        let half = self.directions / 2;
        if dir < half { dir + half } else { dir - half }
    }

    /// Whether cell indices rise along direction `dir`.
    #[inline(always)]
    pub const fn rises(&self, dir: usize) -> bool {
        dir < self.directions / 2
    }

    /// The directions in which a man of `side` moves.
    #[inline(always)]
    pub fn forward(&self, side: Side) -> std::ops::Range<usize> {
        let half = self.directions / 2;
        match side {
            Side::White => 0..half,
            Side::Black => half..self.directions,
        }
    }

    /// The first cell of `blockers` met going from a cell in direction `dir`, where `blockers`
    /// is a non-empty subset of that cell's ray.
    #[inline(always)]
    pub fn first(&self, blockers: Cells, dir: usize) -> Cell {
        debug_assert!(blockers != 0);
        if self.rises(dir) {
            blockers.trailing_zeros() as Cell
        } else {
            (63 - blockers.leading_zeros()) as Cell
        }
    }

    /// The empty cells met going from `cell` in `dir` before the first cell of `occupied`.
    #[inline(always)]
    pub fn free_run(&self, cell: Cell, dir: usize, occupied: Cells) -> Cells {
        let ray = self.ray[cell as usize][dir];
        let blockers = ray & occupied;
        if blockers == 0 {
            ray
        } else {
            let first = self.first(blockers, dir);
            ray & !self.ray[first as usize][dir] & !bit(first)
        }
    }

    /// Whether `cell` is a playable cell of this board.
    #[inline]
    pub fn is_cell(&self, cell: Cell) -> bool {
        cell < 64 && self.board & bit(cell) != 0
    }

    /// The cell at 0-based `(file, rank)`, if that is a playable cell.
    pub fn cell_at(&self, file: i32, rank: i32) -> Option<Cell> {
        if !(0..16).contains(&file) || !(0..16).contains(&rank) {
            return None;
        }
        let cell = self.cell_at[(rank * 16 + file) as usize];
        (cell != NO_CELL).then_some(cell)
    }

    /// 0-based `(file, rank)` of a playable cell.
    pub fn coordinates(&self, cell: Cell) -> (i32, i32) {
        (self.file_of[cell as usize] as i32, self.rank_of[cell as usize] as i32)
    }

    /// The number of a cell (1-based) in the board's numbering.
    pub fn number(&self, cell: Cell) -> u8 {
        self.number_of[cell as usize]
    }

    /// The cell with number `number`, if there is one.
    pub fn cell_numbered(&self, number: u32) -> Option<Cell> {
        if number == 0 || number > self.cell_count as u32 {
            return None;
        }
        Some(self.cell_of_number[number as usize])
    }

    /// The algebraic name of a cell, e.g. `e5`.
    pub fn algebraic(&self, cell: Cell) -> String {
        let (file, rank) = self.coordinates(cell);
        format!("{}{}", (b'a' + file as u8) as char, rank + 1)
    }

    /// The cell named by `text` (algebraic `e5`), if there is one.
    pub fn parse_algebraic(&self, text: &str) -> Option<Cell> {
        let mut chars = text.chars();
        let letter = chars.next()?.to_ascii_lowercase();
        if !letter.is_ascii_lowercase() {
            return None;
        }
        let rank: i32 = chars.as_str().parse().ok()?;
        self.cell_at(letter as i32 - 'a' as i32, rank - 1)
    }

    /// A cell written as the board writes it: its number or its algebraic name.
    pub fn name(&self, cell: Cell) -> String {
        match self.naming {
            Naming::Numeric => self.number(cell).to_string(),
            Naming::Algebraic => self.algebraic(cell),
        }
    }

    /// The cell written as `text` in the board's own naming.
    pub fn parse_cell(&self, text: &str) -> Option<Cell> {
        match self.naming {
            Naming::Numeric => self.cell_numbered(text.parse().ok()?),
            Naming::Algebraic => self.parse_algebraic(text),
        }
    }

    /// A key that sorts cells in the board's own order (numbers, or a1…i9).
    pub fn order_key(&self, cell: Cell) -> u32 {
        match self.naming {
            Naming::Numeric => self.number(cell) as u32,
            Naming::Algebraic => {
                let (file, rank) = self.coordinates(cell);
                (file * 16 + rank) as u32
            }
        }
    }
}

/// The most shift groups a direction needs (the hex board needs four).
const MAX_SHIFT_GROUPS: usize = 4;

/// Cells whose neighbour in some direction lies `shift` bits away.
#[derive(Clone, Copy, Debug)]
struct ShiftGroup {
    mask: Cells,
    shift: i8,
}

/// Builds the tables shared by every board from the list of cells and their coordinates.
struct Builder {
    geometry: Geometry,
}

impl Builder {
    const fn new(
        files: u8,
        ranks: u8,
        delta: [(i8, i8); MAX_DIRECTIONS],
        directions: usize,
    ) -> Self {
        Builder {
            geometry: Geometry {
                files,
                ranks,
                directions,
                delta,
                board: 0,
                cell_count: 0,
                naming: Naming::Numeric,
                promotion: [0, 0],
                promotion_distance: [[0; 64]; 2],
                forward_cone: [[0; 64]; 2],
                by_distance: [[0; MAX_DISTANCE]; 2],
                distance_digits: [[0; DISTANCE_DIGITS]; 2],
                centre: 0,
                wings: [0, 0],
                neighbor: [[NO_CELL; MAX_DIRECTIONS]; 64],
                ray: [[0; MAX_DIRECTIONS]; 64],
                steps: [[ShiftGroup { mask: 0, shift: 0 }; MAX_SHIFT_GROUPS]; MAX_DIRECTIONS],
                step_groups: [0; MAX_DIRECTIONS],
                file_of: [-1; 64],
                rank_of: [-1; 64],
                cell_at: [NO_CELL; 256],
                number_of: [0; 64],
                cell_of_number: [NO_CELL; 65],
            },
        }
    }

    /// Declares `cell` at 0-based `(file, rank)`.
    const fn add(&mut self, cell: Cell, file: i32, rank: i32) {
        let g = &mut self.geometry;
        g.board |= bit(cell);
        g.cell_count += 1;
        g.file_of[cell as usize] = file as i8;
        g.rank_of[cell as usize] = rank as i8;
        g.cell_at[(rank * 16 + file) as usize] = cell;
        let middle = g.files as i32 - 1;
        if 2 * file < middle {
            g.wings[0] |= bit(cell);
        } else if 2 * file > middle {
            g.wings[1] |= bit(cell);
        }
    }

    /// Gives `cell` the next number of the numeric naming.
    const fn number(&mut self, cell: Cell, number: u8) {
        self.geometry.number_of[cell as usize] = number;
        self.geometry.cell_of_number[number as usize] = cell;
    }

    const fn lookup(&self, file: i32, rank: i32) -> Cell {
        if file < 0 || rank < 0 || file >= 16 || rank >= 16 {
            return NO_CELL;
        }
        self.geometry.cell_at[(rank * 16 + file) as usize]
    }

    /// Puts `cell` into the shift group of `dir` for `shift`, opening a group if needed.
    const fn group(&mut self, dir: usize, cell: usize, shift: i8) {
        let g = &mut self.geometry;
        let mut i = 0;
        while i < g.step_groups[dir] as usize && g.steps[dir][i].shift != shift {
            i += 1;
        }
        assert!(i < MAX_SHIFT_GROUPS, "too many shift groups for one direction");
        if i == g.step_groups[dir] as usize {
            g.steps[dir][i] = ShiftGroup { mask: 0, shift };
            g.step_groups[dir] += 1;
        }
        g.steps[dir][i].mask |= bit(cell as Cell);
    }

    /// Fills neighbours, rays and shift groups once every cell has been added.
    const fn finish(mut self) -> Geometry {
        let mut cell = 0;
        while cell < 64 {
            if self.geometry.board & bit(cell as Cell) != 0 {
                let file = self.geometry.file_of[cell] as i32;
                let rank = self.geometry.rank_of[cell] as i32;
                let mut dir = 0;
                while dir < self.geometry.directions {
                    let (df, dr) = self.geometry.delta[dir];
                    let neighbor = self.lookup(file + df as i32, rank + dr as i32);
                    self.geometry.neighbor[cell][dir] = neighbor;
                    if neighbor != NO_CELL {
                        self.group(dir, cell, (neighbor as i32 - cell as i32) as i8);
                    }
                    let mut ray = 0;
                    let mut k = 1;
                    loop {
                        let next = self.lookup(file + k * df as i32, rank + k * dr as i32);
                        if next == NO_CELL {
                            break;
                        }
                        ray |= bit(next);
                        k += 1;
                    }
                    self.geometry.ray[cell][dir] = ray;
                    dir += 1;
                }
            }
            cell += 1;
        }
        self.geometry
    }
}

/// Fills the tables that depend on the promotion cells: distances and forward cones per side.
/// White's forward steps raise cell indices, so White's cells are done from the top down and
/// Black's from the bottom up, each after the cells it moves to.
const fn with_promotion_tables(mut g: Geometry) -> Geometry {
    let half = g.directions / 2;
    let mut side = 0;
    while side < 2 {
        let mut i = 0;
        while i < 64 {
            let cell = if side == 0 { 63 - i } else { i };
            if g.board & bit(cell as Cell) != 0 {
                let mut cone = 0;
                let mut distance = u8::MAX;
                if g.promotion[side] & bit(cell as Cell) != 0 {
                    distance = 0;
                }
                let mut d = 0;
                while d < half {
                    let dir = if side == 0 { d } else { d + half };
                    let n = g.neighbor[cell][dir];
                    if n != NO_CELL {
                        cone |= bit(n) | g.forward_cone[side][n as usize];
                        let through = g.promotion_distance[side][n as usize];
                        if through != u8::MAX && through + 1 < distance {
                            distance = through + 1;
                        }
                    }
                    d += 1;
                }
                g.forward_cone[side][cell] = cone;
                g.promotion_distance[side][cell] = distance;
                if (distance as usize) < MAX_DISTANCE {
                    g.by_distance[side][distance as usize] |= bit(cell as Cell);
                    let mut digit = 0;
                    while digit < DISTANCE_DIGITS {
                        if distance & (1 << digit) != 0 {
                            g.distance_digits[side][digit] |= bit(cell as Cell);
                        }
                        digit += 1;
                    }
                }
            }
            i += 1;
        }
        side += 1;
    }
    let mut cell = 0;
    while cell < 64 {
        if g.board & bit(cell as Cell) != 0 {
            let mut inner = true;
            let mut dir = 0;
            while dir < g.directions {
                let n = g.neighbor[cell][dir];
                if n == NO_CELL || g.neighbor[n as usize][dir] == NO_CELL {
                    inner = false;
                }
                dir += 1;
            }
            if inner {
                g.centre |= bit(cell as Cell);
            }
        }
        cell += 1;
    }
    g
}
