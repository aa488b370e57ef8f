//! libFuzzer target: [`damier_fuzz::dxp_message`].
#![no_main]

libfuzzer_sys::fuzz_target!(|bytes: &[u8]| damier_fuzz::dxp_message(bytes));
