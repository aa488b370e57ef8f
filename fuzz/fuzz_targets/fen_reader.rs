//! libFuzzer target: [`damier_fuzz::fen_reader`].
#![no_main]

libfuzzer_sys::fuzz_target!(|bytes: &[u8]| damier_fuzz::fen_reader(bytes));
