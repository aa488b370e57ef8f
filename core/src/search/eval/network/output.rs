//! The engine's layers after the first: from the first layer's clipped units to the logit,
//! in plain Rust and with AVX2, the two giving the same number to the last bit.
//!
//! The second layer's sums are exact 32-bit integers, whatever the order they are added in;
//! the floats after them are added in the same order by both, pairwise over the units.

use super::{HIDDEN, SECOND};

/// The second layer's weights in 1024ths (two first-layer units at a time), its biases and
/// the last layer.
#[derive(Debug)]
pub(super) struct Output {
    /// For each pair of first-layer units (2p, 2p + 1), for each second-layer unit k, the
    /// weights from 2p and from 2p + 1 to k side by side: the order the AVX2 multiply-add of
    /// 16-bit pairs reads them in.
    pub(super) pairs: Aligned<[[i16; 2 * SECOND]; HIDDEN / 2]>,
    pub(super) bias: [f32; SECOND],
    pub(super) last: [f32; SECOND],
    pub(super) last_bias: f32,
    /// A second-layer sum times this is in units of the first layer's weights.
    pub(super) unit: f32,
}

/// A value on a 32-byte boundary, where AVX2 reads a register's worth in one load.
#[derive(Clone, Copy, Debug)]
#[repr(C, align(32))]
pub(super) struct Aligned<T>(pub(super) T);

impl Output {
    /// The logit for the first layer's clipped units `first`.
    #[inline(always)]
    pub(super) fn logit(&self, first: &[i16; HIDDEN]) -> f32 {
        let mut sums = [0i32; SECOND];
        for (pair, row) in first.chunks_exact(2).zip(&self.pairs.0) {
            let (a, b) = (i32::from(pair[0]), i32::from(pair[1]));
            for (sum, w) in sums.iter_mut().zip(row.chunks_exact(2)) {
                *sum += a * i32::from(w[0]) + b * i32::from(w[1]);
            }
        }
        let mut lanes: [f32; SECOND] = std::array::from_fn(|k| {
            (sums[k] as f32 * self.unit + self.bias[k]).clamp(0.0, 1.0) * self.last[k]
        });
        let mut width = SECOND;
        while width > 1 {
            width /= 2;
            for k in 0..width {
                lanes[k] += lanes[k + width];
            }
        }
        lanes[0] + self.last_bias
    }

    /// [`Output::logit`] by AVX2's multiply-add of 16-bit pairs: each pair of first-layer
    /// units, read as one 32-bit word, is multiplied into eight second-layer sums at a time.
    ///
    /// # Safety
    /// The processor must have AVX2.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2")]
    #[allow(unsafe_code)]
    pub(super) unsafe fn logit_avx2(&self, first: &[i16; HIDDEN]) -> f32 {
        use std::arch::x86_64::*;
        const _: () = assert!(SECOND == 16, "two registers of eight sums");
        let load = |row: &[i16; 2 * SECOND], half: usize| {
            // SAFETY: a row is 64 bytes, the rows start on a 32-byte boundary (`Aligned`), and
            // `half` (0 or 1) picks one of its two 32-byte halves.
            unsafe { _mm256_load_si256(row.as_ptr().add(16 * half).cast()) }
        };
        let (mut low, mut high) = (_mm256_setzero_si256(), _mm256_setzero_si256());
        for (pair, row) in first.chunks_exact(2).zip(&self.pairs.0) {
            let word = i32::from(pair[0] as u16) | i32::from(pair[1] as u16) << 16;
            let both = _mm256_set1_epi32(word);
            low = _mm256_add_epi32(low, _mm256_madd_epi16(both, load(row, 0)));
            high = _mm256_add_epi32(high, _mm256_madd_epi16(both, load(row, 1)));
        }
        let floats = |sums: __m256i, from: usize| {
            let load = |values: &[f32; SECOND]| {
                // SAFETY: 8 values from `from` (0 or 8) are in a row of 16.
                unsafe { _mm256_loadu_ps(values.as_ptr().add(from)) }
            };
            let scaled = _mm256_mul_ps(_mm256_cvtepi32_ps(sums), _mm256_set1_ps(self.unit));
            let unit = _mm256_add_ps(scaled, load(&self.bias));
            let clipped =
                _mm256_min_ps(_mm256_max_ps(unit, _mm256_setzero_ps()), _mm256_set1_ps(1.0));
            _mm256_mul_ps(clipped, load(&self.last))
        };
        let eight = _mm256_add_ps(floats(low, 0), floats(high, 8));
        let four = _mm_add_ps(_mm256_castps256_ps128(eight), _mm256_extractf128_ps(eight, 1));
        let two = _mm_add_ps(four, _mm_movehl_ps(four, four));
        let one = _mm_add_ss(two, _mm_movehdup_ps(two));
        _mm_cvtss_f32(one) + self.last_bias
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::zobrist::splitmix;

    /// An output layer and first-layer units drawn at random from `seed`.
    fn random(seed: u64) -> (Output, [i16; HIDDEN]) {
        let mut state = seed;
        let mut next = |range: i32| {
            let (x, following) = splitmix(state);
            state = following;
            (x % (2 * range as u64 + 1)) as i32 - range
        };
        let mut output = Output {
            pairs: Aligned([[0; 2 * SECOND]; HIDDEN / 2]),
            bias: [0.0; SECOND],
            last: [0.0; SECOND],
            last_bias: next(100) as f32 / 100.0,
            unit: 1.0 / (255.0 * 1024.0),
        };
        for w in output.pairs.0.iter_mut().flatten() {
            *w = next(31 * 1024) as i16;
        }
        for (bias, last) in output.bias.iter_mut().zip(&mut output.last) {
            *bias = next(100) as f32 / 100.0;
            *last = next(300) as f32 / 100.0;
        }
        let first = std::array::from_fn(|_| next(255).max(0) as i16);
        (output, first)
    }

    #[cfg(target_arch = "x86_64")]
    #[test]
    fn avx2_gives_the_plain_logit_to_the_last_bit() {
        if !std::is_x86_feature_detected!("avx2") {
            eprintln!("no AVX2 on this processor: nothing to compare");
            return;
        }
        for seed in 0..200 {
            let (output, first) = random(seed);
            // SAFETY: the processor has AVX2, checked above.
            #[allow(unsafe_code)]
            let fast = unsafe { output.logit_avx2(&first) };
            assert_eq!(fast.to_bits(), output.logit(&first).to_bits(), "seed {seed}");
        }
    }
}
