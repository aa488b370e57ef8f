//! The engine's first layer: for each thread and each side to move, the sums of the last
//! position it scored, moved on by the cells changed since (or worked out afresh when many
//! have), then clipped to 0–[`ONE`]. Plain Rust and AVX2 give the same sums to the bit: both
//! add 16-bit integers that wrap, and such sums do not depend on the order of the rows.

use std::cell::RefCell;

use super::output::Aligned;
use super::{HIDDEN, INPUTS, Network, bits, cell_map, input};
use crate::cells::Cells;

/// One value for each first-layer unit (its sum, or an input's weights to them), on a
/// boundary where AVX2 reads them a register at a time.
pub(super) type Sums = Aligned<[i16; HIDDEN]>;

/// A first-layer unit's full activation in the engine's integers.
pub(super) const ONE: i16 = 255;

/// More changed cells than this, and the first layer's sums are worked out afresh.
const REFRESH: u32 = 12;

/// The first layer's sums of the last position a thread scored from one side, its pieces and
/// which network scored it (0: none yet).
pub(super) struct View {
    planes: [Cells; 4],
    sums: Sums,
    network: usize,
}

impl View {
    const EMPTY: View = View { planes: [0; 4], sums: Aligned([0; HIDDEN]), network: 0 };
}

thread_local! {
    /// This thread's views: of positions with White to move, and with Black to move.
    pub(super) static VIEWS: RefCell<[View; 2]> = const { RefCell::new([View::EMPTY; 2]) };
}

/// The inputs that went off and came on since a view's last position, or, when it is to be
/// worked out afresh, every input that is on.
struct Changes {
    afresh: bool,
    /// The inputs gone off (the first `off`), then those come on, up to `len`.
    inputs: [u8; INPUTS],
    off: usize,
    len: usize,
}

impl Changes {
    fn push(&mut self, input: usize) {
        // Inputs number fewer than 256, and each is listed at most once.
        self.inputs[self.len] = input as u8;
        self.len += 1;
    }

    fn off(&self) -> impl Iterator<Item = usize> + '_ {
        self.inputs[..self.off].iter().map(|&i| usize::from(i))
    }

    fn on(&self) -> impl Iterator<Item = usize> + '_ {
        self.inputs[self.off..self.len].iter().map(|&i| usize::from(i))
    }
}

impl Network {
    /// What brings `view` to the position with `planes` (seen turned or not), which `view`
    /// then records as its own; its sums are the caller's to move on.
    #[inline(always)]
    fn changes(&self, view: &mut View, planes: [Cells; 4], turned: bool) -> Changes {
        let map = cell_map(turned);
        let changed: u32 = planes.iter().zip(&view.planes).map(|(a, b)| (a ^ b).count_ones()).sum();
        let mut changes = Changes { afresh: false, inputs: [0; INPUTS], off: 0, len: 0 };
        if view.network != self.id || changed > REFRESH {
            changes.afresh = true;
            for (plane, &set) in planes.iter().enumerate() {
                bits(set).for_each(|bit| changes.push(input(map, plane, bit)));
            }
        } else {
            for (plane, (&new, &old)) in planes.iter().zip(&view.planes).enumerate() {
                bits(old & !new).for_each(|bit| changes.push(input(map, plane, bit)));
            }
            changes.off = changes.len;
            for (plane, (&new, &old)) in planes.iter().zip(&view.planes).enumerate() {
                bits(new & !old).for_each(|bit| changes.push(input(map, plane, bit)));
            }
        }
        view.planes = planes;
        view.network = self.id;
        changes
    }

    /// Brings `view`'s sums to the position with `planes`, seen turned or not, and gives the
    /// first layer's units: the sums clipped to 0–[`ONE`].
    #[inline(always)]
    pub(super) fn first_layer(&self, view: &mut View, planes: [Cells; 4], turned: bool) -> Sums {
        let changes = self.changes(view, planes, turned);
        let mut sums = if changes.afresh { self.first_bias } else { view.sums };
        for i in changes.off() {
            for (s, w) in sums.0.iter_mut().zip(&self.first[i].0) {
                *s = s.wrapping_sub(*w);
            }
        }
        for i in changes.on() {
            for (s, w) in sums.0.iter_mut().zip(&self.first[i].0) {
                *s = s.wrapping_add(*w);
            }
        }
        view.sums = sums;
        Aligned(sums.0.map(|s| s.clamp(0, ONE)))
    }

    /// [`Network::first_layer`] by AVX2: the sums stay in eight registers while the changed
    /// rows are added and taken away, and are clipped there.
    ///
    /// # Safety
    /// The processor must have AVX2.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2")]
    #[allow(unsafe_code)]
    pub(super) unsafe fn first_layer_avx2(
        &self,
        view: &mut View,
        planes: [Cells; 4],
        turned: bool,
    ) -> Sums {
        use std::arch::x86_64::*;
        const REGISTERS: usize = HIDDEN / 16;
        let load = |sums: &Sums, r: usize| {
            // SAFETY: register r (below HIDDEN / 16) reads 16 values from 16 r, 32 bytes on the
            // 32-byte boundary `Aligned` puts the sums on.
            unsafe { _mm256_load_si256(sums.0.as_ptr().add(16 * r).cast()) }
        };
        let store = |sums: &mut Sums, r: usize, value: __m256i| {
            // SAFETY: as for `load`.
            unsafe { _mm256_store_si256(sums.0.as_mut_ptr().add(16 * r).cast(), value) }
        };
        let changes = self.changes(view, planes, turned);
        let start = if changes.afresh { &self.first_bias } else { &view.sums };
        let mut sums: [__m256i; REGISTERS] = std::array::from_fn(|r| load(start, r));
        for i in changes.off() {
            for (r, sum) in sums.iter_mut().enumerate() {
                *sum = _mm256_sub_epi16(*sum, load(&self.first[i], r));
            }
        }
        for i in changes.on() {
            for (r, sum) in sums.iter_mut().enumerate() {
                *sum = _mm256_add_epi16(*sum, load(&self.first[i], r));
            }
        }
        let mut units = Aligned([0; HIDDEN]);
        let (zero, one) = (_mm256_setzero_si256(), _mm256_set1_epi16(ONE));
        for (r, &sum) in sums.iter().enumerate() {
            store(&mut view.sums, r, sum);
            store(&mut units, r, _mm256_min_epi16(_mm256_max_epi16(sum, zero), one));
        }
        units
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{random_boards, random_weights};
    use super::*;

    #[cfg(target_arch = "x86_64")]
    #[test]
    fn avx2_moves_the_sums_on_as_plain_rust_does() {
        if !std::is_x86_feature_detected!("avx2") {
            eprintln!("no AVX2 on this processor: nothing to compare");
            return;
        }
        let network = Network::new(&random_weights(10, 1.0));
        let mut plain = [View::EMPTY, View::EMPTY];
        let mut fast = [View::EMPTY, View::EMPTY];
        for board in random_boards(11) {
            let (planes, turned) = board.planes();
            let side = usize::from(turned);
            let expected = network.first_layer(&mut plain[side], planes, turned);
            // SAFETY: the processor has AVX2, checked above.
            #[allow(unsafe_code)]
            let units = unsafe { network.first_layer_avx2(&mut fast[side], planes, turned) };
            assert_eq!(units.0, expected.0, "units of {board:?}");
            assert_eq!(fast[side].sums.0, plain[side].sums.0, "sums of {board:?}");
        }
    }
}
