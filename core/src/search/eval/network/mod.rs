//! A small network over International's board, scored beside the regions and counts.
//!
//! It reads 200 inputs: for each of the 50 cells, whether it holds a man or a king of the
//! side to move or of the other side. When Black is to move the board is turned half round
//! first, so the network always sees the position from the mover's side and favours no
//! colour, by construction. Two layers of units clipped to 0–1 follow ([`HIDDEN`] and
//! [`SECOND`] of them), then a logit for the side to move; times the file's scale it is a
//! score in hundredths of a man.
//!
//! A network file holds its weights as `f32` ([`NetworkWeights`], what the fit in
//! [`crate::learn`] works on). The engine plays a copy rounded to 16-bit integers
//! ([`Network`]), whose first layer's sums move on by the cells that changed since the last
//! position it scored from the same side (module `first`). Both the first layer and those
//! after it (module `output`) run on AVX2 where the processor has it, and in plain Rust, to the
//! same bit, where it has not.
//!
//! A file is a header (magic, format, game, two spare bytes, [`HIDDEN`], [`SECOND`] as u32,
//! the scale as f32), then little-endian f32: the first layer's weights (a row of [`HIDDEN`]
//! per input), its biases, the second layer's weights (a row of [`SECOND`] per first-layer
//! unit), its biases, the last layer's weights and its bias.

mod first;
mod output;

use std::sync::atomic::{AtomicUsize, Ordering};

use crate::cells::Cells;
use crate::rules::Variant;
use first::{ONE, Sums, VIEWS, View};
use output::{Aligned, Output};

/// Inputs: men and kings of the side to move, then of the other side, on each of 50 cells.
pub const INPUTS: usize = 4 * CELLS;
/// Units of the first layer.
pub const HIDDEN: usize = 128;
/// Units of the second layer.
pub const SECOND: usize = 16;
/// Cells of the board.
const CELLS: usize = 50;

const MAGIC: &[u8; 8] = b"DAMIERNN";
const VERSION: u8 = 1;
const HEADER: usize = 8 + 4 + 4 + 4 + 4;
/// The number of `f32` after the header.
const VALUES: usize = INPUTS * HIDDEN + HIDDEN + HIDDEN * SECOND + SECOND + SECOND + 1;

/// Why a network file cannot be used.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum NetworkError {
    /// The file does not start as a network file does.
    #[error("not a Damier network file")]
    NotNetwork,
    /// The file is of another format version.
    #[error("network file version {0}, this build reads version {VERSION}")]
    Version(u8),
    /// The file is for another game, or for a game that has no network.
    #[error("a network for {found}; this build reads networks for International only")]
    OtherGame {
        /// The game the file is for.
        found: String,
    },
    /// The file's layers are not this build's.
    #[error("a network of {hidden} and {second} units; this build reads {HIDDEN} and {SECOND}")]
    Shape {
        /// First-layer units in the file.
        hidden: u32,
        /// Second-layer units in the file.
        second: u32,
    },
    /// The file's size does not match its layers.
    #[error("network file of {found} bytes, {expected} expected")]
    Size {
        /// The file's size.
        found: usize,
        /// The size its layers need.
        expected: usize,
    },
    /// A weight is not a finite number, or too large for the engine's 16-bit sums.
    #[error("weight {index} ({value}) is out of range")]
    OutOfRange {
        /// Which value after the header (from 0).
        index: usize,
        /// Its value.
        value: f32,
    },
    /// The scale is not a positive number.
    #[error("scale {0} is not a positive number")]
    Scale(f32),
}

/// A position as the network reads it: the pieces and whose move it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board {
    /// White's pieces.
    pub white: Cells,
    /// Black's pieces.
    pub black: Cells,
    /// The kings of both sides.
    pub kings: Cells,
    /// Whether White is to move.
    pub white_to_move: bool,
}

/// The network's four piece sets (the mover's men and kings, the other side's men and kings)
/// and whether the board is seen turned (Black to move).
type Planes = ([Cells; 4], bool);

impl Board {
    fn planes(&self) -> Planes {
        let (own, other) =
            if self.white_to_move { (self.white, self.black) } else { (self.black, self.white) };
        let kings = self.kings;
        ([own & !kings, own & kings, other & !kings, other & kings], !self.white_to_move)
    }

    /// The inputs that are on (1), each once; every other input is off.
    pub fn active_inputs(&self) -> impl Iterator<Item = usize> {
        let (planes, turned) = self.planes();
        let map = cell_map(turned);
        planes
            .into_iter()
            .enumerate()
            .flat_map(move |(plane, set)| bits(set).map(move |bit| input(map, plane, bit)))
    }
}

/// The input of `plane`'s piece on cell bit `bit` through `map`.
#[inline(always)]
fn input(map: &[u8; 64], plane: usize, bit: u32) -> usize {
    plane * CELLS + usize::from(map[bit as usize])
}

/// International's cells in bit order: bit → cell number from White's side (0–49), the
/// board turned half round when `turned`; 255 for a bit that is no cell.
const fn cells(turned: bool) -> [u8; 64] {
    let mut map = [255u8; 64];
    let mut index = 0;
    let mut rank = 0;
    while rank < 10 {
        let mut file = 0;
        while file < 10 {
            if (rank + file) % 2 == 0 {
                // The geometry's bit of a dark cell, White's back rank first.
                let bit = (rank * 11 + file) / 2;
                // Half a turn maps bit b to 54 − b.
                let bit = if turned { 54 - bit } else { bit };
                map[bit] = index;
                index += 1;
            }
            file += 1;
        }
        rank += 1;
    }
    map
}

const AS_IS: [u8; 64] = cells(false);
const TURNED: [u8; 64] = cells(true);

fn cell_map(turned: bool) -> &'static [u8; 64] {
    if turned { &TURNED } else { &AS_IS }
}

/// The cells of `set`, as bit numbers.
fn bits(mut set: Cells) -> impl Iterator<Item = u32> {
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let bit = set.trailing_zeros();
            set &= set - 1;
            bit
        })
    })
}

/// A network's weights as a fit finds them, in `f32`.
#[derive(Clone, Debug, PartialEq)]
pub struct NetworkWeights {
    /// For each input, its weights to the first layer's units.
    pub first: Vec<[f32; HIDDEN]>,
    /// The first layer's biases.
    pub first_bias: [f32; HIDDEN],
    /// For each first-layer unit, its weights to the second layer's units.
    pub middle: Vec<[f32; SECOND]>,
    /// The second layer's biases.
    pub middle_bias: [f32; SECOND],
    /// The second layer's weights to the logit.
    pub last: [f32; SECOND],
    /// The logit's bias.
    pub last_bias: f32,
    /// Hundredths of a man per unit of the logit.
    pub scale: f32,
}

/// The units of a network worked out for one position, in `f32`.
#[derive(Clone, Debug)]
pub struct Activations {
    /// The first layer's sums, before clipping.
    pub first: [f32; HIDDEN],
    /// The second layer's sums, before clipping.
    pub second: [f32; SECOND],
    /// The logit for the side to move.
    pub logit: f32,
}

impl NetworkWeights {
    /// A network with every weight zero, at `scale`.
    pub fn zero(scale: f32) -> NetworkWeights {
        NetworkWeights {
            first: vec![[0.0; HIDDEN]; INPUTS],
            first_bias: [0.0; HIDDEN],
            middle: vec![[0.0; SECOND]; HIDDEN],
            middle_bias: [0.0; SECOND],
            last: [0.0; SECOND],
            last_bias: 0.0,
            scale,
        }
    }

    /// Every weight, in file order.
    pub fn values(&self) -> impl Iterator<Item = f32> + '_ {
        self.first
            .iter()
            .flatten()
            .chain(&self.first_bias)
            .chain(self.middle.iter().flatten())
            .chain(&self.middle_bias)
            .chain(&self.last)
            .chain(std::iter::once(&self.last_bias))
            .copied()
    }

    /// Every weight, in file order, to change.
    pub fn values_mut(&mut self) -> impl Iterator<Item = &mut f32> {
        self.first
            .iter_mut()
            .flatten()
            .chain(&mut self.first_bias)
            .chain(self.middle.iter_mut().flatten())
            .chain(&mut self.middle_bias)
            .chain(&mut self.last)
            .chain(std::iter::once(&mut self.last_bias))
    }

    /// The units for a position whose inputs on are `active`.
    pub fn activations(&self, active: impl IntoIterator<Item = usize>) -> Activations {
        let mut first = self.first_bias;
        for i in active {
            for (sum, w) in first.iter_mut().zip(&self.first[i]) {
                *sum += w;
            }
        }
        let mut second = self.middle_bias;
        for (&sum, row) in first.iter().zip(&self.middle) {
            let a = sum.clamp(0.0, 1.0);
            if a > 0.0 {
                for (s, w) in second.iter_mut().zip(row) {
                    *s += a * w;
                }
            }
        }
        let logit = self.last_bias
            + second.iter().zip(&self.last).map(|(s, w)| s.clamp(0.0, 1.0) * w).sum::<f32>();
        Activations { first, second, logit }
    }

    /// The network's score of `board` for White, in hundredths of a man, in `f32`.
    pub fn white_score(&self, board: &Board) -> f32 {
        let mover = self.activations(board.active_inputs()).logit * self.scale;
        if board.white_to_move { mover } else { -mover }
    }

    /// The network file of these weights for International.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut bytes = Vec::with_capacity(HEADER + 4 * VALUES);
        bytes.extend_from_slice(MAGIC);
        bytes.extend_from_slice(&[VERSION, Variant::International as u8, 0, 0]);
        bytes.extend_from_slice(&(HIDDEN as u32).to_le_bytes());
        bytes.extend_from_slice(&(SECOND as u32).to_le_bytes());
        bytes.extend_from_slice(&self.scale.to_le_bytes());
        for value in self.values() {
            bytes.extend_from_slice(&value.to_le_bytes());
        }
        bytes
    }

    /// Reads a network file.
    pub fn from_bytes(bytes: &[u8]) -> Result<NetworkWeights, NetworkError> {
        if bytes.len() < HEADER || &bytes[..8] != MAGIC {
            return Err(NetworkError::NotNetwork);
        }
        if bytes[8] != VERSION {
            return Err(NetworkError::Version(bytes[8]));
        }
        if bytes[9] != Variant::International as u8 {
            let found = Variant::ALL.get(usize::from(bytes[9]));
            return Err(NetworkError::OtherGame {
                found: found.map_or_else(|| format!("game {}", bytes[9]), |v| v.name().into()),
            });
        }
        let word = |at: usize| u32::from_le_bytes(bytes[at..at + 4].try_into().expect("4 bytes"));
        let (hidden, second) = (word(12), word(16));
        if (hidden as usize, second as usize) != (HIDDEN, SECOND) {
            return Err(NetworkError::Shape { hidden, second });
        }
        let expected = HEADER + 4 * VALUES;
        if bytes.len() != expected {
            return Err(NetworkError::Size { found: bytes.len(), expected });
        }
        let mut weights = NetworkWeights::zero(f32::from_bits(word(20)));
        let stored =
            bytes[HEADER..].chunks_exact(4).map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]));
        for (slot, value) in weights.values_mut().zip(stored) {
            *slot = value;
        }
        let bounds = (0..VALUES).map(|index| match index {
            i if i < FIRST_VALUES => LARGEST_FIRST,
            i if i < FIRST_VALUES + HIDDEN * SECOND => LARGEST_MIDDLE,
            _ => f32::MAX,
        });
        for (index, (value, bound)) in weights.values().zip(bounds).enumerate() {
            if !value.is_finite() || value.abs() > bound {
                return Err(NetworkError::OutOfRange { index, value });
            }
        }
        if !weights.scale.is_finite() || weights.scale <= 0.0 {
            return Err(NetworkError::Scale(weights.scale));
        }
        Ok(weights)
    }
}

/// The largest first-layer weight or bias a file may hold: a first-layer sum (a bias and at
/// most 40 weights) then stays within the 16-bit range the engine keeps it in.
pub const LARGEST_FIRST: f32 = 3.0;
/// The largest second-layer weight a file may hold (held in 1024ths in 16 bits).
pub const LARGEST_MIDDLE: f32 = 31.0;
/// The first layer's weights and biases, the first values of a file.
const FIRST_VALUES: usize = INPUTS * HIDDEN + HIDDEN;

/// The second layer's weights are held in these fractions.
const MIDDLE_SCALE: f32 = 1024.0;

/// A network as the engine plays it: weights rounded to 16-bit integers.
#[derive(Debug)]
pub struct Network {
    first: Vec<Sums>,
    first_bias: Sums,
    output: Output,
    scale: f32,
    /// Tells this network's sums kept per thread from another's.
    id: usize,
}

/// The network file built into Damier for `variant`, if it has one.
fn embedded(variant: Variant) -> Option<&'static [u8]> {
    match variant {
        Variant::International => Some(include_bytes!("../../../../weights/international.net")),
        Variant::Italian | Variant::Thai | Variant::Hexdame | Variant::Lasca => None,
    }
}

impl Network {
    /// The built-in network of `variant`, if it has one.
    pub fn built_in(variant: Variant) -> Option<Network> {
        let bytes = embedded(variant)?;
        let weights = NetworkWeights::from_bytes(bytes).expect("the built-in network is valid");
        Some(Network::new(&weights))
    }

    /// The engine's copy of `weights`.
    pub fn new(weights: &NetworkWeights) -> Network {
        static NEXT_ID: AtomicUsize = AtomicUsize::new(1);
        let one = f32::from(ONE);
        let round = |w: f32, scale: f32| (w * scale).round() as i16;
        Network {
            first: weights.first.iter().map(|row| Aligned(row.map(|w| round(w, one)))).collect(),
            first_bias: Aligned(weights.first_bias.map(|w| round(w, one))),
            output: Output {
                pairs: Aligned(std::array::from_fn(|p| {
                    std::array::from_fn(|i| {
                        round(weights.middle[2 * p + i % 2][i / 2], MIDDLE_SCALE)
                    })
                })),
                bias: weights.middle_bias,
                last: weights.last,
                last_bias: weights.last_bias,
                unit: 1.0 / (one * MIDDLE_SCALE),
            },
            scale: weights.scale,
            id: NEXT_ID.fetch_add(1, Ordering::Relaxed),
        }
    }

    /// The network's score of `board` for White, in hundredths of a man.
    pub fn white_score(&self, board: &Board) -> i32 {
        let (planes, turned) = board.planes();
        let logit = VIEWS.with_borrow_mut(|views| {
            let view = &mut views[usize::from(turned)];
            #[cfg(target_arch = "x86_64")]
            if std::is_x86_feature_detected!("avx2") {
                // SAFETY: the processor has AVX2, checked just above.
                #[allow(unsafe_code)]
                return unsafe { self.logit_avx2(view, planes, turned) };
            }
            self.output.logit(&self.first_layer(view, planes, turned).0)
        });
        let mover = (logit * self.scale) as i32;
        if board.white_to_move { mover } else { -mover }
    }

    /// The logit for the side to move of the position with `planes`, by AVX2 throughout.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2")]
    #[allow(unsafe_code)]
    unsafe fn logit_avx2(&self, view: &mut View, planes: [Cells; 4], turned: bool) -> f32 {
        // SAFETY: this function is only called where the processor has AVX2.
        unsafe {
            let units = self.first_layer_avx2(view, planes, turned);
            self.output.logit_avx2(&units.0)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::any::AnyPosition;
    use crate::arena::random_opening;
    use crate::search::Evaluate;
    use crate::zobrist::splitmix;

    /// Weights drawn at random from `seed`, each within ±`size`.
    pub(super) fn random_weights(seed: u64, size: f32) -> NetworkWeights {
        let mut weights = NetworkWeights::zero(150.0);
        let mut state = seed;
        for w in weights.values_mut() {
            let (x, next) = splitmix(state);
            state = next;
            *w = ((x % 2001) as f32 / 1000.0 - 1.0) * size;
        }
        weights
    }

    /// International positions of random games, as the network reads them.
    pub(super) fn random_boards(seed: u64) -> Vec<Board> {
        let mut state = seed;
        (0..120)
            .filter_map(|plies| {
                match random_opening(Variant::International, plies % 60, &mut state) {
                    AnyPosition::International(p) => p.network_board(),
                    _ => None,
                }
            })
            .collect()
    }

    /// `board` turned half round with the colours and the move swapped.
    fn mirror(board: &Board) -> Board {
        let turn = |set: Cells| bits(set).fold(0, |turned, bit| turned | 1 << (54 - bit));
        Board {
            white: turn(board.black),
            black: turn(board.white),
            kings: turn(board.kings),
            white_to_move: !board.white_to_move,
        }
    }

    #[test]
    fn the_inputs_are_fifty_cells_each_on_once_and_turned_for_black() {
        assert_eq!(AS_IS.iter().filter(|&&c| c != 255).count(), CELLS);
        let mut seen: Vec<u8> = AS_IS.iter().copied().filter(|&c| c != 255).collect();
        seen.sort_unstable();
        assert_eq!(seen, (0..CELLS as u8).collect::<Vec<_>>());
        for board in random_boards(1) {
            let pieces = (board.white | board.black).count_ones() as usize;
            let mut active: Vec<usize> = board.active_inputs().collect();
            active.sort_unstable();
            active.dedup();
            assert_eq!(active.len(), pieces, "one input a piece");
            let mut there: Vec<usize> = mirror(&board).active_inputs().collect();
            there.sort_unstable();
            assert_eq!(active, there, "a position and its mirror image read the same inputs");
        }
    }

    #[test]
    fn any_network_scores_a_position_and_its_mirror_image_opposite() {
        let weights = random_weights(5, 0.4);
        let network = Network::new(&weights);
        for board in random_boards(2) {
            let turned = mirror(&board);
            assert_eq!(network.white_score(&board), -network.white_score(&turned), "{board:?}");
            // In floats the inputs are summed in another order: equal to rounding.
            let (a, b) = (weights.white_score(&board), weights.white_score(&turned));
            assert!((a + b).abs() < 1e-2, "{a} and {b}");
        }
    }

    #[test]
    fn the_engine_s_integers_score_as_the_fitted_weights_do() {
        for seed in [3, 4] {
            let weights = random_weights(seed, 0.3);
            let network = Network::new(&weights);
            for board in random_boards(seed) {
                let (float, int) = (weights.white_score(&board), network.white_score(&board));
                // The first layer rounded to 255ths, the second to 1024ths: within a fortieth
                // of a unit of the logit (150 hundredths here).
                assert!((float - int as f32).abs() < 4.0, "{float} and {int}: {board:?}");
            }
        }
    }

    #[test]
    fn sums_moved_on_by_the_cells_changed_are_the_sums_worked_out_afresh() {
        let weights = random_weights(6, 0.3);
        let moving = Network::new(&weights);
        for board in random_boards(7) {
            // A second copy has sums of its own, worked out afresh every time it is asked
            // after the first copy.
            let afresh = Network::new(&weights);
            assert_eq!(moving.white_score(&board), afresh.white_score(&board), "{board:?}");
        }
    }

    #[test]
    fn a_network_file_reads_back_as_written() {
        let weights = random_weights(8, 1.0);
        let bytes = weights.to_bytes();
        assert_eq!(NetworkWeights::from_bytes(&bytes), Ok(weights));
    }

    #[test]
    fn a_bad_network_file_says_what_is_wrong() {
        let bytes = random_weights(9, 1.0).to_bytes();
        let read = |change: &dyn Fn(&mut Vec<u8>)| {
            let mut changed = bytes.clone();
            change(&mut changed);
            NetworkWeights::from_bytes(&changed).unwrap_err()
        };
        assert_eq!(read(&|b| b[0] = b'X'), NetworkError::NotNetwork);
        assert_eq!(read(&|b| b[8] = 7), NetworkError::Version(7));
        assert_eq!(read(&|b| b[9] = 1), NetworkError::OtherGame { found: "Italian".into() });
        assert_eq!(read(&|b| b[12] = 64), NetworkError::Shape { hidden: 64, second: 16 });
        assert_eq!(
            read(&|b| b.truncate(b.len() - 4)),
            NetworkError::Size { found: bytes.len() - 4, expected: bytes.len() }
        );
        let first = |b: &mut Vec<u8>| b[HEADER..HEADER + 4].copy_from_slice(&4.0f32.to_le_bytes());
        assert_eq!(read(&first), NetworkError::OutOfRange { index: 0, value: 4.0 });
        let scale = |b: &mut Vec<u8>| b[20..24].copy_from_slice(&0.0f32.to_le_bytes());
        assert_eq!(read(&scale), NetworkError::Scale(0.0));
    }

    #[test]
    fn the_built_in_network_scores_international_and_no_other_game() {
        use crate::search::Model;
        assert!(Network::built_in(Variant::International).is_some());
        assert!(Model::of(Variant::International).network().is_some(), "the engine scores with it");
        for variant in [Variant::Italian, Variant::Thai, Variant::Hexdame, Variant::Lasca] {
            assert!(Network::built_in(variant).is_none(), "{variant}");
            assert!(Model::of(variant).network().is_none(), "{variant}");
        }
    }
}
