//! [`Index`]: a perfect ranking of the positions of one signature, both sides to move.
//!
//! Men come first, kings vary fastest, so neighbouring indices differ by one king's cell and
//! the values of a table form long runs. A man stands anywhere but on its own promotion row:
//! the cells are split into each side's home row (the other side's promotion row, where only
//! that side's men may stand) and the middle (where both may). The men's part of the index is
//! split by how many men stand on each home row; inside a part every choice is a combination
//! ranked in the colex order, among the cells the pieces placed before leave free.

use crate::cells::{Cells, bit, cells_of};
use crate::side::Side;

use super::board::Board;
use super::signature::Signature;

/// Binomial coefficients `C(n, k)` for `n ≤ 64`, `k ≤ MAX_GROUP`.
const MAX_GROUP: usize = 16;
static BINOMIAL: [[u64; MAX_GROUP + 1]; 65] = binomials();

const fn binomials() -> [[u64; MAX_GROUP + 1]; 65] {
    let mut table = [[0u64; MAX_GROUP + 1]; 65];
    let mut n = 0;
    while n <= 64 {
        table[n][0] = 1;
        let mut k = 1;
        while k <= MAX_GROUP && k <= n {
            table[n][k] = table[n - 1][k - 1] + if k < n { table[n - 1][k] } else { 0 };
            k += 1;
        }
        n += 1;
    }
    table
}

/// `C(n, k)`, 0 when `k > n`.
#[inline]
fn choose(n: u32, k: u8) -> u64 {
    BINOMIAL[n as usize][k as usize]
}

/// The colex rank of `set` among the `set.count_ones()`-subsets of `region` (`set ⊆ region`).
#[inline]
fn rank_in(set: Cells, region: Cells) -> u64 {
    let mut rank = 0;
    for (i, cell) in cells_of(set).enumerate() {
        rank += choose((region & (bit(cell) - 1)).count_ones(), i as u8 + 1);
    }
    rank
}

/// The `count`-subset of `region` with colex rank `rank`.
#[inline]
fn unrank_in(mut rank: u64, count: u8, region: Cells) -> Cells {
    let mut set = 0;
    let mut below = region.count_ones();
    for i in (1..=count).rev() {
        below -= 1;
        while choose(below, i) > rank {
            below -= 1;
        }
        rank -= choose(below, i);
        set |= bit(nth_cell(region, below));
    }
    set
}

/// The cell of `region` with `n` cells of `region` below it.
#[inline]
fn nth_cell(mut region: Cells, n: u32) -> u8 {
    for _ in 0..n {
        region &= region - 1;
    }
    region.trailing_zeros() as u8
}

/// One part of the men's index: how many men stand on each side's home row.
#[derive(Clone, Copy, Debug)]
struct Part {
    /// White's men on White's home row, Black's on Black's.
    home: [u8; 2],
    /// The first index of the part (before the kings' factor).
    offset: u64,
    /// How many choices each of the four steps has: White's home men, White's middle men,
    /// Black's home men, Black's middle men.
    radix: [u64; 4],
}

/// A placement of pieces: White's and Black's cells and the set of kings.
pub type Placement = ([Cells; 2], Cells);

/// A perfect ranking of the positions of one signature on one board: each index in
/// `0..size()` is one position, each position one index.
#[derive(Clone, Debug)]
pub struct Index {
    signature: Signature,
    board: Cells,
    /// The home rows: where only White's men (index 0) or only Black's may stand.
    home: [Cells; 2],
    /// Where the men of both sides may stand.
    middle: Cells,
    parts: Vec<Part>,
    /// Placements of the kings on the cells the men leave, White's then Black's.
    king_radix: [u64; 2],
    /// Placements of all pieces: the size of one side to move's half.
    placements: u64,
}

impl Index {
    /// The ranking of `signature` on `board`.
    pub fn new(board: &Board, signature: Signature) -> Index {
        let g = board.geometry;
        let home = [g.promotion[1], g.promotion[0]];
        let middle = g.board & !home[0] & !home[1];
        let m = middle.count_ones();
        let [white_men, black_men] = signature.men;
        let mut parts = Vec::new();
        let mut offset = 0;
        for white_home in 0..=white_men {
            for black_home in 0..=black_men {
                let white_middle = white_men - white_home;
                let radix = [
                    choose(home[0].count_ones(), white_home),
                    choose(m, white_middle),
                    choose(home[1].count_ones(), black_home),
                    choose(m.saturating_sub(white_middle as u32), black_men - black_home),
                ];
                let size: u64 = radix.iter().product();
                if size > 0 {
                    parts.push(Part { home: [white_home, black_home], offset, radix });
                    offset += size;
                }
            }
        }
        let free = g.cell_count as u32 - signature.all_men() as u32;
        let king_radix = [
            choose(free, signature.kings[0]),
            choose(free.saturating_sub(signature.kings[0] as u32), signature.kings[1]),
        ];
        Index {
            signature,
            board: g.board,
            home,
            middle,
            parts,
            king_radix,
            placements: offset * king_radix[0] * king_radix[1],
        }
    }

    /// The signature ranked.
    pub fn signature(&self) -> Signature {
        self.signature
    }

    /// Positions of one side to move.
    pub fn placements(&self) -> u64 {
        self.placements
    }

    /// Positions of both sides to move: White's come first.
    pub fn size(&self) -> u64 {
        2 * self.placements
    }

    /// The index of a placement of this signature with `side` to move.
    #[inline]
    pub fn rank(&self, (pieces, kings): Placement, side: Side) -> u64 {
        let men = [pieces[0] & !kings, pieces[1] & !kings];
        let home = [men[0] & self.home[0], men[1] & self.home[1]];
        let counts = [home[0].count_ones() as u8, home[1].count_ones() as u8];
        let part = self
            .parts
            .iter()
            .find(|p| p.home == counts)
            .expect("a placement of the signature has a part");
        let middle_free = self.middle & !men[0];
        let digits = [
            rank_in(home[0], self.home[0]),
            rank_in(men[0] & self.middle, self.middle),
            rank_in(home[1], self.home[1]),
            rank_in(men[1] & self.middle, middle_free),
        ];
        let mut men_rank = 0;
        for (digit, radix) in digits.into_iter().zip(part.radix) {
            men_rank = men_rank * radix + digit;
        }
        let free = self.board & !men[0] & !men[1];
        let white_kings = pieces[0] & kings;
        let king_rank = rank_in(white_kings, free) * self.king_radix[1]
            + rank_in(pieces[1] & kings, free & !white_kings);
        let placement =
            (part.offset + men_rank) * self.king_radix[0] * self.king_radix[1] + king_rank;
        side.index() as u64 * self.placements + placement
    }

    /// The placement and side to move of `index` (below [`Index::size`]).
    #[inline]
    pub fn unrank(&self, index: u64) -> (Placement, Side) {
        let side = if index < self.placements { Side::White } else { Side::Black };
        let placement = index - side.index() as u64 * self.placements;
        let kings_radix = self.king_radix[0] * self.king_radix[1];
        let (men_index, king_rank) = (placement / kings_radix, placement % kings_radix);
        let at = self.parts.partition_point(|p| p.offset <= men_index) - 1;
        let part = self.parts[at];
        let mut rest = men_index - part.offset;
        let mut digits = [0; 4];
        for step in (0..4).rev() {
            digits[step] = rest % part.radix[step];
            rest /= part.radix[step];
        }
        let [white_men, black_men] = self.signature.men;
        let [white_home, black_home] = part.home;
        let white = unrank_in(digits[0], white_home, self.home[0])
            | unrank_in(digits[1], white_men - white_home, self.middle);
        let middle_free = self.middle & !white;
        let black = unrank_in(digits[2], black_home, self.home[1])
            | unrank_in(digits[3], black_men - black_home, middle_free);
        let free = self.board & !white & !black;
        let white_kings = unrank_in(king_rank / self.king_radix[1], self.signature.kings[0], free);
        let black_kings =
            unrank_in(king_rank % self.king_radix[1], self.signature.kings[1], free & !white_kings);
        (([white | white_kings, black | black_kings], white_kings | black_kings), side)
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;
    use crate::rules::Variant;

    /// Every placement of a signature, found by trying every cell for every piece.
    fn every_placement(board: &Board, signature: Signature) -> HashSet<Placement> {
        let mut all = HashSet::new();
        let mut kinds = Vec::new();
        for side in 0..2 {
            kinds.extend(std::iter::repeat_n((side, false), signature.men[side] as usize));
            kinds.extend(std::iter::repeat_n((side, true), signature.kings[side] as usize));
        }
        fn place(
            board: &Board,
            kinds: &[(usize, bool)],
            placed: Placement,
            all: &mut HashSet<Placement>,
        ) {
            let Some((&(side, king), rest)) = kinds.split_first() else {
                all.insert(placed);
                return;
            };
            let (pieces, kings) = placed;
            let allowed = if king { board.geometry.board } else { board.man_cells(side) };
            for cell in cells_of(allowed & !(pieces[0] | pieces[1])) {
                let mut next = pieces;
                next[side] |= bit(cell);
                place(board, rest, (next, kings | if king { bit(cell) } else { 0 }), all);
            }
        }
        place(board, &kinds, ([0, 0], 0), &mut all);
        all
    }

    #[test]
    fn the_index_is_a_bijection_for_small_signatures_in_every_game() {
        let small = ["K-K", "m-m", "Km-m", "mm-m", "m-KK", "K-mm"];
        let four = ["Km-Km", "mm-mm", "mmm-K"];
        for variant in [Variant::International, Variant::Italian, Variant::Thai, Variant::Hexdame] {
            let board = Board::of(variant);
            // Four pieces on the 32-cell boards only: the brute force grows as the cells to
            // the fourth.
            let square = board.geometry.cell_count <= 32;
            for text in small.into_iter().chain(four.into_iter().filter(|_| square)) {
                let signature: Signature = text.parse().unwrap();
                let index = Index::new(board, signature);
                let expected = every_placement(board, signature);
                assert_eq!(index.placements(), expected.len() as u64, "{variant} {text}");
                let mut seen = HashSet::new();
                for i in 0..index.size() {
                    let (placement, side) = index.unrank(i);
                    assert!(expected.contains(&placement), "{variant} {text}: {i} is no placement");
                    assert_eq!(Signature::of(placement.0, placement.1), signature);
                    assert_eq!(index.rank(placement, side), i, "{variant} {text}");
                    assert!(seen.insert((placement, side)), "{variant} {text}: {i} repeats");
                }
            }
        }
    }

    #[test]
    fn colex_ranks_count_every_subset_once() {
        let region: Cells = 0b1011_0110_1101;
        let n = region.count_ones();
        for k in 0..=4u8 {
            let ranks: HashSet<u64> = (0..choose(n, k))
                .map(|r| {
                    let set = unrank_in(r, k, region);
                    assert_eq!(set.count_ones(), k as u32);
                    assert_eq!(set & !region, 0);
                    rank_in(set, region)
                })
                .collect();
            assert_eq!(ranks.len() as u64, choose(n, k));
        }
    }
}
