//! Memory of reading one very long game: a 20 MB PDN file of a single game of 4 million
//! moves (two kings going to and fro, written without move numbers), read and replayed; then
//! the same 20 MB with a comment after every move (2.2 million moves, 2.2 million comments).
//!
//! Run with `cargo bench -p damier-core --bench memory`; prints the time taken, the heap at
//! its peak while reading (capacity reserved, whether touched or not), what the record keeps,
//! and on Linux the process's peak resident memory, text and program included.

use std::alloc::System;
use std::time::Instant;

use cap::Cap;
use damier_core::pdn::{self, ReadOptions};

#[global_allocator]
static ALLOCATOR: Cap<System> = Cap::new(System, usize::MAX);

/// Moves written until the text reaches this many bytes.
const TEXT_BYTES: usize = 20_000_000;

fn main() {
    // Each reading in a process of its own, so that each peak is its own.
    let args: Vec<String> = std::env::args().collect();
    let comment = match args.iter().find_map(|a| a.strip_prefix("--reading=")) {
        Some("plain") => "",
        Some(_) => " {c}",
        None => {
            let me = std::env::current_exe().expect("the bench's own path");
            for reading in ["plain", "commented"] {
                let status = std::process::Command::new(&me)
                    .arg(format!("--reading={reading}"))
                    .status()
                    .expect("the bench runs again");
                assert!(status.success(), "{reading}: {status}");
            }
            return;
        }
    };
    read(comment);
    if let Some(resident) = peak_resident() {
        println!("  peak resident memory of the whole process: {resident}");
    }
}

/// Reads a 20 MB game whose every move is followed by `comment`, and says what it took.
fn read(comment: &str) {
    let mut text = String::from("[GameType \"20\"]\n[FEN \"W:WK46:BK1\"]\n\n");
    let mut plies = 0;
    for mv in ["46-41", "1-7", "41-46", "7-1"].iter().cycle() {
        if text.len() >= TEXT_BYTES {
            break;
        }
        text.push_str(mv);
        text.push_str(comment);
        text.push(if plies % 16 == 15 { '\n' } else { ' ' });
        plies += 1;
    }
    text.push_str("*\n");
    let before = ALLOCATOR.allocated();
    let began = Instant::now();
    let game = pdn::Reader::new(&text, ReadOptions::default())
        .next()
        .expect("a game")
        .expect("the game loads");
    let seconds = began.elapsed().as_secs_f64();
    assert_eq!(game.record.len(), plies + 1);
    let mb = |bytes: usize| bytes as f64 / 1e6;
    let peak = ALLOCATOR.max_allocated() - before;
    let kept = ALLOCATOR.allocated() - before;
    let what = if comment.is_empty() { "moves" } else { "moves, each commented" };
    println!(
        "one game of {plies} {what}, {:.1} MB of text: read in {seconds:.2} s, heap at its \
         peak {:.0} MB ({:.0} bytes a move) besides the text, the record keeps {:.0} MB",
        mb(text.len()),
        mb(peak),
        peak as f64 / plies as f64,
        mb(kept),
    );
}

/// The process's peak resident set size as Linux reports it (`VmHWM`).
fn peak_resident() -> Option<String> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    Some(line["VmHWM:".len()..].trim().to_string())
}
