//! Small files the window keeps changing (the settings, the puzzle progress) are written on a
//! thread of their own, off the window's frames, and coalesced: a burst of changes (a slider
//! dragged across, a window resized) is written once, when it has been quiet for [`QUIET`], or
//! at the latest [`AT_MOST`] after its first change. A slow disk never holds up a frame.

use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use super::FileError;

/// How long the settings must stay the same before they are written.
pub const QUIET: Duration = Duration::from_millis(300);

/// The longest a change waits to be written while changes keep coming.
pub const AT_MOST: Duration = Duration::from_secs(2);

/// What the writer is asked.
enum Job<T> {
    /// Write this value (the latest wins).
    Write(T),
    /// Write what is waiting now, then answer.
    Flush(Sender<()>),
}

/// How a value is put on disk (its file; tests count the writes).
pub type Save<T> = Box<dyn FnMut(&T) -> Result<(), FileError> + Send>;

/// Writes values of one file in the background.
pub struct QuietWriter<T: Send + 'static> {
    jobs: Option<Sender<Job<T>>>,
    failures: Receiver<FileError>,
    worker: Option<JoinHandle<()>>,
}

impl<T: Send + 'static> QuietWriter<T> {
    /// A writer that saves with `save`, on a thread named `name`.
    pub fn new(name: &str, mut save: Save<T>) -> QuietWriter<T> {
        let (jobs, inbox) = mpsc::channel::<Job<T>>();
        let (outbox, failures) = mpsc::channel();
        let worker = thread::Builder::new()
            .name(name.to_string())
            .spawn(move || {
                let mut write = |value: &T| {
                    if let Err(e) = save(value) {
                        let _ = outbox.send(e);
                    }
                };
                let mut waiting: Option<(T, Instant)> = None;
                loop {
                    let job = match &waiting {
                        None => inbox.recv().map_err(|_| RecvTimeoutError::Disconnected),
                        Some((_, since)) => {
                            let deadline =
                                (*since + AT_MOST).saturating_duration_since(Instant::now());
                            inbox.recv_timeout(QUIET.min(deadline))
                        }
                    };
                    match job {
                        Ok(Job::Write(value)) => {
                            let since = waiting.map_or_else(Instant::now, |(_, since)| since);
                            waiting = Some((value, since));
                        }
                        Ok(Job::Flush(done)) => {
                            if let Some((value, _)) = waiting.take() {
                                write(&value);
                            }
                            let _ = done.send(());
                        }
                        Err(RecvTimeoutError::Timeout) => {
                            if let Some((value, _)) = waiting.take() {
                                write(&value);
                            }
                        }
                        Err(RecvTimeoutError::Disconnected) => {
                            if let Some((value, _)) = waiting.take() {
                                write(&value);
                            }
                            return;
                        }
                    }
                }
            })
            .ok();
        QuietWriter { jobs: Some(jobs), failures, worker }
    }

    /// Has `value` written soon, without waiting.
    pub fn write(&self, value: T) {
        if let Some(jobs) = &self.jobs {
            let _ = jobs.send(Job::Write(value));
        }
    }

    /// Writes what is waiting and waits until it is on disk (on exit, and for tests).
    pub fn flush(&self) {
        let Some(jobs) = &self.jobs else { return };
        let (done, answer) = mpsc::channel();
        if jobs.send(Job::Flush(done)).is_ok() {
            let _ = answer.recv();
        }
    }

    /// The latest write failure since the last call, if any.
    pub fn failure(&self) -> Option<FileError> {
        self.failures.try_iter().last()
    }
}

impl<T: Send + 'static> Drop for QuietWriter<T> {
    fn drop(&mut self) {
        self.jobs = None;
        if let Some(worker) = self.worker.take() {
            let _ = worker.join();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::files::{Action, Why};
    use std::path::Path;
    use std::sync::{Arc, Mutex};

    fn disk_full() -> FileError {
        FileError::new(Action::Write, Path::new("settings.json"), Why::DiskFull)
    }

    /// A writer that records what it writes, failing when `fail` says so.
    fn recording(fail: bool) -> (QuietWriter<u32>, Arc<Mutex<Vec<u32>>>) {
        let written = Arc::new(Mutex::new(Vec::new()));
        let kept = Arc::clone(&written);
        let writer = QuietWriter::new(
            "test",
            Box::new(move |value: &u32| {
                kept.lock().unwrap().push(*value);
                if fail { Err(disk_full()) } else { Ok(()) }
            }),
        );
        (writer, written)
    }

    #[test]
    fn a_burst_of_changes_is_written_once_the_latest() {
        let (writer, written) = recording(false);
        for threads in 1..=18 {
            writer.write(threads);
        }
        writer.flush();
        let written = written.lock().unwrap();
        assert_eq!(written.len(), 1, "one write for the drag");
        assert_eq!(written[0], 18, "the latest");
    }

    #[test]
    fn a_change_is_written_once_quiet_without_a_flush() {
        let (writer, written) = recording(false);
        writer.write(3);
        let deadline = Instant::now() + Duration::from_secs(30);
        while written.lock().unwrap().is_empty() {
            assert!(Instant::now() < deadline, "never written");
            thread::sleep(Duration::from_millis(20));
        }
        assert_eq!(written.lock().unwrap()[0], 3);
    }

    #[test]
    fn what_is_waiting_is_written_when_the_writer_goes_and_failures_are_told() {
        let (writer, written) = recording(true);
        writer.write(5);
        writer.flush();
        assert_eq!(writer.failure(), Some(disk_full()));
        assert_eq!(writer.failure(), None, "told once");
        writer.write(6);
        drop(writer);
        assert_eq!(*written.lock().unwrap().last().unwrap(), 6, "written at the end");
    }
}
