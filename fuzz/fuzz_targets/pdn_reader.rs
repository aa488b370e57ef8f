//! libFuzzer target: [`damier_fuzz::pdn_reader`].
#![no_main]

libfuzzer_sys::fuzz_target!(|bytes: &[u8]| damier_fuzz::pdn_reader(bytes));
