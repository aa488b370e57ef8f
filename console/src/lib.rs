//! The console of the terminal that started a Windows GUI program.
//!
//! `damier.exe` is built for the Windows GUI subsystem, so that opening it from the Start
//! menu or a file shows the window and no console beside it. Such a program starts with no
//! console: run from a terminal, what it prints would go nowhere. `attach_to_parent`
//! gives the command-line tools their terminal back.
//!
//! On Unix, `end_quietly_on_closed_pipe` lets the command-line tools end quietly when what
//! they print goes into a pipe that is closed, as other tools do.

#[cfg(windows)]
mod windows;

#[cfg(windows)]
pub use windows::attach_to_parent;

#[cfg(unix)]
mod unix;

#[cfg(unix)]
pub use unix::end_quietly_on_closed_pipe;
