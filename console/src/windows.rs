//! `AttachConsole(ATTACH_PARENT_PROCESS)` and the standard handles.
#![allow(unsafe_code)]

use std::fs::OpenOptions;
use std::os::windows::io::IntoRawHandle;

use windows_sys::Win32::Foundation::{HANDLE, INVALID_HANDLE_VALUE};
use windows_sys::Win32::System::Console::{
    ATTACH_PARENT_PROCESS, AttachConsole, GetStdHandle, STD_ERROR_HANDLE, STD_HANDLE,
    STD_INPUT_HANDLE, STD_OUTPUT_HANDLE, SetStdHandle,
};

/// Standard input, output and error, with the console device each falls back to.
const STANDARD: [(STD_HANDLE, &str); 3] =
    [(STD_INPUT_HANDLE, "CONIN$"), (STD_OUTPUT_HANDLE, "CONOUT$"), (STD_ERROR_HANDLE, "CONOUT$")];

/// Attaches the process to the console of the process that started it, if that one has a
/// console (a terminal: Command Prompt, PowerShell, Windows Terminal), and points standard
/// input, output and error that were not given to the process at that console. Handles that
/// were given (a redirection to a file or a pipe) are kept. Started from Explorer or a
/// shortcut there is no such console, and nothing changes. Call it before anything is read
/// or printed.
pub fn attach_to_parent() {
    // SAFETY: GetStdHandle takes one of the three constants and only reads the process's
    // table of standard handles.
    let given = STANDARD.map(|(id, _)| unsafe { GetStdHandle(id) });
    if given.iter().all(|&handle| usable(handle)) {
        return;
    }
    // SAFETY: AttachConsole takes a process id (here the parent's constant) and no pointers;
    // it fails without side effects when the parent has no console.
    if unsafe { AttachConsole(ATTACH_PARENT_PROCESS) } == 0 {
        return;
    }
    for ((id, device), handle) in STANDARD.into_iter().zip(given) {
        // A handle that was given is set again, in case attaching replaced it.
        let handle = if usable(handle) {
            handle
        } else {
            let Ok(file) = OpenOptions::new().read(true).write(true).open(device) else {
                continue;
            };
            // Kept open for the life of the process, as standard handles are.
            file.into_raw_handle()
        };
        // SAFETY: `handle` is one the process was given or one just opened and never closed.
        unsafe { SetStdHandle(id, handle) };
    }
}

/// Whether a standard handle leads somewhere.
fn usable(handle: HANDLE) -> bool {
    !handle.is_null() && handle != INVALID_HANDLE_VALUE
}
