//! libFuzzer target: [`damier_fuzz::legal_moves`].
#![no_main]

libfuzzer_sys::fuzz_target!(|bytes: &[u8]| damier_fuzz::legal_moves(bytes));
