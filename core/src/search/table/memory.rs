//! The memory the table's buckets live in: zeroed, aligned to 2 MB and, on Linux, marked for
//! transparent huge pages. Probed at random, a table of tens of megabytes in 4 KB pages misses
//! the processor's address-translation cache on almost every probe; in 2 MB pages it rarely
//! does. A bucket can also be fetched into the processor's cache ahead of its probe.

use memmap2::MmapMut;

use super::Bucket;

/// The size of a huge page, and the alignment of the buckets.
const HUGE_PAGE: usize = 2 << 20;

/// A fixed number of buckets in memory of their own, all empty at first.
#[derive(Debug)]
pub(super) struct Buckets {
    /// Anonymous memory, one huge page longer than the buckets need so that they can start on
    /// a huge page.
    memory: MmapMut,
    /// Where the buckets start in `memory`.
    offset: usize,
    /// How many buckets there are.
    len: usize,
}

impl Buckets {
    /// `len` empty buckets.
    pub(super) fn new(len: usize) -> Buckets {
        let bytes = len * size_of::<Bucket>();
        let memory =
            MmapMut::map_anon(bytes + HUGE_PAGE).expect("memory for the transposition table");
        let offset = (HUGE_PAGE - memory.as_ptr() as usize % HUGE_PAGE) % HUGE_PAGE;
        // Advice only: where the system has no huge pages, small ones serve as well.
        #[cfg(target_os = "linux")]
        let _ = memory.advise_range(memmap2::Advice::HugePage, offset, bytes);
        Buckets { memory, offset, len }
    }

    /// How many buckets there are.
    #[inline]
    pub(super) fn len(&self) -> usize {
        self.len
    }

    /// The buckets.
    #[inline]
    pub(super) fn as_slice(&self) -> &[Bucket] {
        let start = self.memory.as_ptr().wrapping_add(self.offset).cast::<Bucket>();
        // SAFETY: `memory` is readable and writable for `offset` plus `len` buckets' bytes and
        // lives as long as the borrow of `self`. `start` is a multiple of 2 MB, so aligned for
        // `Bucket`. The memory is zero when mapped and `clear` writes only zeros, and all-zero
        // bytes are a valid `Bucket` (atomic words). It is reached only through this slice,
        // whose atomics allow shared writes, and through `clear`, which takes `&mut self`.
        #[allow(unsafe_code)]
        unsafe {
            std::slice::from_raw_parts(start, self.len)
        }
    }

    /// Asks the processor to bring bucket `index` into its cache, so that a probe of it soon
    /// after does not wait on memory. Advice only: nothing is read or written.
    #[inline(always)]
    pub(super) fn prefetch(&self, index: usize) {
        #[cfg(target_arch = "x86_64")]
        {
            let bucket = &self.as_slice()[index];
            // SAFETY: a prefetch has no effect a program can observe but its speed; the
            // address is that of a live bucket besides.
            #[allow(unsafe_code)]
            unsafe {
                use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
                _mm_prefetch::<_MM_HINT_T0>(std::ptr::from_ref(bucket).cast());
            }
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = index;
    }

    /// Empties every bucket.
    pub(super) fn clear(&mut self) {
        let bytes = self.len * size_of::<Bucket>();
        self.memory[self.offset..self.offset + bytes].fill(0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn buckets_start_on_a_huge_page_and_are_empty() {
        let buckets = Buckets::new(1000);
        assert_eq!(buckets.as_slice().len(), 1000);
        assert_eq!(buckets.as_slice().as_ptr() as usize % HUGE_PAGE, 0);
        let bytes = buckets.len * size_of::<Bucket>();
        assert!(buckets.memory[buckets.offset..buckets.offset + bytes].iter().all(|&b| b == 0));
    }
}
