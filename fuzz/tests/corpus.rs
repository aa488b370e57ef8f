//! The seed corpus of every fuzz target, replayed through its checks: the targets' properties
//! hold on the seeds, and the checks themselves run on a stable toolchain.

use std::path::Path;

fn replay(target: &str, check: fn(&[u8])) {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus").join(target);
    let mut seeds = 0;
    for entry in std::fs::read_dir(&folder).unwrap_or_else(|e| panic!("{folder:?}: {e}")) {
        let path = entry.expect("a readable corpus folder").path();
        check(&std::fs::read(&path).unwrap_or_else(|e| panic!("{path:?}: {e}")));
        seeds += 1;
    }
    assert!(seeds > 0, "no seed for {target}");
}

#[test]
fn pdn_reader_seeds() {
    replay("pdn_reader", damier_fuzz::pdn_reader);
}

#[test]
fn fen_reader_seeds() {
    replay("fen_reader", damier_fuzz::fen_reader);
}

#[test]
fn hub_message_seeds() {
    replay("hub_message", damier_fuzz::hub_message);
}

#[test]
fn dxp_message_seeds() {
    replay("dxp_message", damier_fuzz::dxp_message);
}

#[test]
fn legal_moves_seeds() {
    replay("legal_moves", damier_fuzz::legal_moves);
}
