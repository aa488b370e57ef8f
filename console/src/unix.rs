//! Printing into a closed pipe (`damier egdb info | head -1`) ends the program quietly, as
//! other command-line tools do. The Rust runtime ignores `SIGPIPE`, so such a write fails and
//! `println!` panics; the signal's default action ends the process without a word.

#![allow(unsafe_code)]

/// Gives `SIGPIPE` its default action back. Call it before any thread starts, and only in
/// programs that print to their standard output (sockets are written without the signal).
pub fn end_quietly_on_closed_pipe() {
    // SAFETY: setting a signal's disposition to its default, at the start of the program
    // before any thread is spawned, touches no memory of the program's.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}
