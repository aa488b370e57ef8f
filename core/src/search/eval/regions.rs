//! The board regions the evaluation reads: small groups of cells whose contents, read as a
//! base-3 number (per cell: 0 empty, 1 White, 2 Black), index a table of learned weights.
//!
//! Every game's set of regions is closed under the half turn of the board, so the weights can
//! be made colour-symmetric: the half turn with colours swapped maps each region onto its
//! [`Region::mirror`], and each contents onto [`Region::mirrored`] of it.

use std::sync::OnceLock;

use crate::cells::Cell;
use crate::geometry::{Geometry, HEXDAME, INTERNATIONAL, ITALIAN, LASCA, THAI};
use crate::rules::Variant;

/// The most cells a region has.
pub const MAX_REGION_CELLS: usize = 8;

/// The most regions a game has.
pub const MAX_REGIONS: usize = 17;

/// One region: its cells, and where the half turn with colours swapped takes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Region {
    /// The cells, most significant base-3 digit first.
    pub cells: Vec<Cell>,
    /// The region the half turn maps this one onto (possibly itself).
    pub mirror: usize,
    /// For each contents of this region, the contents of the mirror region in the position
    /// turned half round with colours swapped.
    pub mirrored: Vec<u16>,
    /// The cells as runs of consecutive bits, in digit order: (lowest bit, length ≤ 4).
    runs: Vec<(u8, u8)>,
}

/// `TERNARY[len][bits]`: a run of `len` cells whose occupied cells are `bits` (lowest bit the
/// most significant digit) read as base-3 digits 0/1.
const TERNARY: [[u16; 16]; 5] = {
    let mut table = [[0u16; 16]; 5];
    let mut len = 0;
    while len <= 4 {
        let mut bits = 0;
        while bits < 1 << len {
            let mut value = 0u16;
            let mut i = 0;
            while i < len {
                value = value * 3 + ((bits >> i) & 1) as u16;
                i += 1;
            }
            table[len][bits] = value;
            bits += 1;
        }
        len += 1;
    }
    table
};

/// 3ⁿ for a run's length n.
const POWERS: [u16; 5] = [1, 3, 9, 27, 81];

impl Region {
    /// The region's contents when White holds `white` and Black `black`.
    #[inline(always)]
    pub fn state(&self, white: u64, black: u64) -> u16 {
        let mut state = 0u16;
        for &(low, len) in &self.runs {
            let mask = (1u64 << len) - 1;
            let w = ((white >> low) & mask) as usize;
            let b = ((black >> low) & mask) as usize;
            let table = &TERNARY[len as usize];
            state = state * POWERS[len as usize] + table[w] + 2 * table[b];
        }
        state
    }

    /// How many different contents the region can have.
    pub fn states(&self) -> usize {
        3usize.pow(self.cells.len() as u32)
    }
}

/// The regions of one game.
pub type Regions = [Region];

/// A game's regions and the quickest way to read them all.
struct Layout {
    regions: Vec<Region>,
    windows: Option<WindowDigits>,
}

fn layout(variant: Variant) -> &'static Layout {
    static CACHE: [OnceLock<Layout>; 5] =
        [OnceLock::new(), OnceLock::new(), OnceLock::new(), OnceLock::new(), OnceLock::new()];
    CACHE[variant as usize].get_or_init(|| {
        let regions = build(variant);
        let windows = match variant {
            Variant::International => Some(WindowDigits::new(&INTERNATIONAL, &regions)),
            Variant::Italian => Some(WindowDigits::new(&ITALIAN, &regions)),
            Variant::Thai => Some(WindowDigits::new(&THAI, &regions)),
            Variant::Hexdame | Variant::Lasca => None,
        };
        Layout { regions, windows }
    })
}

/// The regions the evaluation of `variant` reads.
pub fn of(variant: Variant) -> &'static Regions {
    &layout(variant).regions
}

/// Writes the contents of every region of `variant` into `states`, White holding `white` and
/// Black `black`.
#[inline]
pub fn read(variant: Variant, white: u64, black: u64, states: &mut [u16; MAX_REGIONS]) {
    let layout = layout(variant);
    match &layout.windows {
        Some(windows) => windows.read(white, black, states),
        None => {
            for (slot, region) in states.iter_mut().zip(&layout.regions) {
                *slot = region.state(white, black);
            }
        }
    }
}

/// The 4×4 windows two squares apart of a board with dark cells numbered rank by rank in
/// consecutive bits, read a rank at a time: each rank's cells give, in one table lookup, the
/// pair of digits of every window that crosses it, four pairs packed in 16-bit lanes; a
/// window's contents are four such pairs, one per rank.
struct WindowDigits {
    /// Lowest bit of each rank.
    rank_low: Vec<u8>,
    /// Cells per rank.
    width: u32,
    /// Packed pair digits for each (white bits | black bits << width) of a rank.
    pairs: Vec<u64>,
    /// Windows per row of windows.
    across: usize,
}

impl WindowDigits {
    fn new(g: &Geometry, regions: &[Region]) -> WindowDigits {
        let width = u32::from(g.files) / 2;
        let rank_low: Vec<u8> = (0..g.ranks as i32)
            .map(|rank| {
                let cells: Vec<Cell> =
                    (0..g.files as i32).filter_map(|file| g.cell_at(file, rank)).collect();
                assert!(
                    cells.windows(2).all(|w| w[1] == w[0] + 1),
                    "the cells of a rank are consecutive bits"
                );
                cells[0]
            })
            .collect();
        let lanes = width as usize - 1;
        let pairs = (0..1usize << (2 * width))
            .map(|bits| {
                let (w, b) = (bits & ((1 << width) - 1), bits >> width);
                let digit = |i: usize| ((w >> i) & 1) + 2 * ((b >> i) & 1);
                (0..lanes).fold(0u64, |packed, j| {
                    packed | ((digit(j) * 3 + digit(j + 1)) as u64) << (16 * j)
                })
            })
            .collect();
        let windows = WindowDigits { rank_low, width, pairs, across: lanes };
        debug_assert_eq!(windows.across * windows.across, regions.len());
        windows
    }

    #[inline]
    fn read(&self, white: u64, black: u64, states: &mut [u16; MAX_REGIONS]) {
        let mask = (1u64 << self.width) - 1;
        let rank = |r: usize| {
            let low = self.rank_low[r];
            let bits = ((white >> low) & mask) | (((black >> low) & mask) << self.width);
            self.pairs[bits as usize]
        };
        for row in 0..self.across {
            let r = 2 * row;
            // Lanes never carry: the largest contents, 3⁸ − 1, fits in 16 bits.
            let packed = rank(r) * 729 + rank(r + 1) * 81 + rank(r + 2) * 9 + rank(r + 3);
            for col in 0..self.across {
                states[row * self.across + col] = (packed >> (16 * col)) as u16;
            }
        }
    }
}

fn build(variant: Variant) -> Vec<Region> {
    let (geometry, cells): (&Geometry, Vec<Vec<Cell>>) = match variant {
        // 4×4 windows two squares apart: 16 on 10×10, 9 on 8×8, each holding 8 cells.
        Variant::International => {
            (&INTERNATIONAL, square_windows(&INTERNATIONAL, 4, &[0, 2, 4, 6]))
        }
        Variant::Italian => (&ITALIAN, square_windows(&ITALIAN, 4, &[0, 2, 4])),
        Variant::Thai => (&THAI, square_windows(&THAI, 4, &[0, 2, 4])),
        // The four corner windows of the 7×7 board and the 3×3 centre.
        Variant::Lasca => {
            let mut windows = square_windows(&LASCA, 4, &[0, 3]);
            windows.extend(square_windows(&LASCA, 3, &[2]));
            (&LASCA, windows)
        }
        Variant::Hexdame => (&HEXDAME, rosettes(&HEXDAME)),
    };
    with_mirrors(geometry, cells)
}

/// The cells of every `size`×`size` window whose corner is at (`file`, `rank`) offsets taken
/// from `offsets`.
fn square_windows(g: &Geometry, size: i32, offsets: &[i32]) -> Vec<Vec<Cell>> {
    let mut windows = Vec::new();
    for &rank in offsets {
        for &file in offsets {
            let cells = (rank..rank + size)
                .flat_map(|r| (file..file + size).filter_map(move |f| g.cell_at(f, r)))
                .collect();
            windows.push(cells);
        }
    }
    windows
}

/// Hexdame: every cell with six neighbours whose letter and number have the same parity,
/// with those neighbours (seven cells).
fn rosettes(g: &Geometry) -> Vec<Vec<Cell>> {
    let mut rosettes = Vec::new();
    for rank in 0..g.ranks as i32 {
        for file in 0..g.files as i32 {
            let Some(centre) = g.cell_at(file, rank) else { continue };
            if (file - rank) % 2 != 0 {
                continue;
            }
            let around: Vec<Cell> = (0..g.directions)
                .map(|d| g.neighbor[centre as usize][d])
                .filter(|&c| g.is_cell(c))
                .collect();
            if around.len() == g.directions {
                rosettes.push(std::iter::once(centre).chain(around).collect());
            }
        }
    }
    rosettes
}

/// The cell the half turn of the board takes `cell` to.
pub(crate) fn half_turn(g: &Geometry, cell: Cell) -> Cell {
    let (file, rank) = g.coordinates(cell);
    g.cell_at(g.files as i32 - 1 - file, g.ranks as i32 - 1 - rank)
        .expect("every board is symmetric under the half turn")
}

/// Pairs each region with its half-turn image and works out the contents map.
fn with_mirrors(g: &Geometry, regions: Vec<Vec<Cell>>) -> Vec<Region> {
    assert!(regions.len() <= MAX_REGIONS, "too many regions");
    regions
        .iter()
        .map(|cells| {
            assert!(cells.len() <= MAX_REGION_CELLS, "region too large");
            let turned: Vec<Cell> = cells.iter().map(|&c| half_turn(g, c)).collect();
            let mirror = regions
                .iter()
                .position(|other| {
                    other.len() == turned.len() && turned.iter().all(|c| other.contains(c))
                })
                .expect("the regions are closed under the half turn");
            // Digit i of this region lands on the digit of the mirror holding turned[i].
            let place: Vec<usize> = turned
                .iter()
                .map(|c| regions[mirror].iter().position(|o| o == c).expect("same cells"))
                .collect();
            let n = cells.len();
            let states = 3usize.pow(n as u32);
            let mirrored = (0..states)
                .map(|state| {
                    let mut out = 0usize;
                    for (i, &to) in place.iter().enumerate() {
                        let digit = state / 3usize.pow((n - 1 - i) as u32) % 3;
                        let swapped = [0, 2, 1][digit];
                        out += swapped * 3usize.pow((n - 1 - to) as u32);
                    }
                    out as u16
                })
                .collect();
            Region { cells: cells.clone(), mirror, mirrored, runs: runs(cells) }
        })
        .collect()
}

/// `cells` cut into runs of at most four consecutive bits.
fn runs(cells: &[Cell]) -> Vec<(u8, u8)> {
    let mut runs: Vec<(u8, u8)> = Vec::new();
    for &cell in cells {
        match runs.last_mut() {
            Some((low, len)) if *len < 4 && *low + *len == cell => *len += 1,
            _ => runs.push((cell, 1)),
        }
    }
    runs
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_has_regions_that_cover_its_board_and_pair_up_under_the_half_turn() {
        let boards = [
            (Variant::International, &INTERNATIONAL, 16),
            (Variant::Italian, &ITALIAN, 9),
            (Variant::Thai, &THAI, 9),
            (Variant::Hexdame, &HEXDAME, 17),
            (Variant::Lasca, &LASCA, 5),
        ];
        for (variant, g, count) in boards {
            let regions = of(variant);
            assert_eq!(regions.len(), count, "{variant}");
            let covered = regions.iter().flat_map(|r| &r.cells).fold(0u64, |a, &c| a | 1 << c);
            let outside = g.board & !covered;
            // Only ten of Hexdame's edge cells (its six corners among them) lie outside every
            // rosette.
            let expected_outside = if variant == Variant::Hexdame { 10 } else { 0 };
            assert_eq!(outside.count_ones(), expected_outside, "{variant}");
            for (i, region) in regions.iter().enumerate() {
                assert_eq!(regions[region.mirror].mirror, i, "{variant}: mirror of mirror");
                for (state, &image) in region.mirrored.iter().enumerate() {
                    let back = regions[region.mirror].mirrored[image as usize];
                    assert_eq!(back as usize, state, "{variant}: turning twice is the identity");
                }
            }
        }
    }

    #[test]
    fn a_region_reads_its_cells_as_base_3_digits_first_cell_first() {
        for variant in Variant::ALL {
            for region in of(variant) {
                let (mut white, mut black, mut expected) = (0u64, 0u64, 0u16);
                for (i, &cell) in region.cells.iter().enumerate() {
                    let digit = [1, 0, 2][i % 3];
                    match digit {
                        1 => white |= 1 << cell,
                        2 => black |= 1 << cell,
                        _ => {}
                    }
                    expected = expected * 3 + digit;
                }
                assert_eq!(region.state(white, black), expected, "{variant} {:?}", region.cells);
            }
        }
    }

    #[test]
    fn every_region_read_at_once_reads_as_each_region_alone() {
        let mut state = 99u64;
        for variant in Variant::ALL {
            let board = match variant {
                Variant::International => INTERNATIONAL.board,
                Variant::Italian => ITALIAN.board,
                Variant::Thai => THAI.board,
                Variant::Hexdame => HEXDAME.board,
                Variant::Lasca => LASCA.board,
            };
            for _ in 0..2000 {
                let (a, next) = crate::zobrist::splitmix(state);
                let (b, next) = crate::zobrist::splitmix(next);
                state = next;
                let white = a & board;
                let black = b & board & !white;
                let mut states = [0u16; MAX_REGIONS];
                read(variant, white, black, &mut states);
                for (i, region) in of(variant).iter().enumerate() {
                    assert_eq!(states[i], region.state(white, black), "{variant} region {i}");
                }
            }
        }
    }

    #[test]
    fn a_white_man_in_a_corner_window_becomes_a_black_man_in_the_opposite_one() {
        let regions = of(Variant::International);
        let first = &regions[0];
        // The first cell alone, holding White (digit 1 in the top place).
        let state = 3usize.pow(first.cells.len() as u32 - 1);
        let image = first.mirrored[state] as usize;
        let mirror = &regions[first.mirror];
        let turned = half_turn(&INTERNATIONAL, first.cells[0]);
        let place = mirror.cells.iter().position(|&c| c == turned).unwrap();
        assert_eq!(image, 2 * 3usize.pow((mirror.cells.len() - 1 - place) as u32));
        assert_eq!(first.mirror, regions.len() - 1);
    }
}
