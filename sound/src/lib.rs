//! Short sounds for the board: a piece put down, a capture, the end of a game.
//!
//! The sounds are made here, as samples, and played on a thread of their own through the
//! desktop's audio device: ALSA on Linux (which PipeWire and PulseAudio serve too), the
//! system's player on Windows. The audio library is opened at run time, so a machine without
//! one, or without a sound card, just plays nothing.

mod clips;
mod output;

use std::sync::mpsc::{Sender, channel};
use std::sync::{Arc, Mutex};

pub use clips::{RATE, samples};

/// A sound the board makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Sound {
    /// A piece put down on its new cell.
    Move,
    /// A capture: the piece put down and the taken pieces lifted.
    Capture,
    /// The game is over.
    GameOver,
}

/// Where sounds go: the speakers, or a list for tests.
pub trait Speaker: Send {
    /// Plays `sound` without waiting for it to end.
    fn play(&mut self, sound: Sound);
}

/// A speaker that plays nothing.
#[derive(Clone, Copy, Debug, Default)]
pub struct Silence;

impl Speaker for Silence {
    fn play(&mut self, _sound: Sound) {}
}

/// A speaker that keeps the list of sounds asked of it, to check what a window would play.
#[derive(Clone, Debug, Default)]
pub struct Recorder {
    heard: Arc<Mutex<Vec<Sound>>>,
}

impl Recorder {
    /// The sounds asked for so far, oldest first.
    pub fn heard(&self) -> Vec<Sound> {
        self.heard.lock().map(|h| h.clone()).unwrap_or_default()
    }
}

impl Speaker for Recorder {
    fn play(&mut self, sound: Sound) {
        if let Ok(mut heard) = self.heard.lock() {
            heard.push(sound);
        }
    }
}

/// The desktop's audio device, fed from a thread of its own so that playing never holds up
/// the caller. The device is opened at the first sound and kept open; when it cannot be
/// opened, sounds are dropped silently.
#[derive(Debug)]
pub struct Speakers {
    queue: Sender<Sound>,
}

impl Speakers {
    /// Speakers on the system's default audio device (opened when first used).
    pub fn new() -> Speakers {
        let (queue, sounds) = channel::<Sound>();
        std::thread::Builder::new()
            .name("damier-sound".into())
            .spawn(move || {
                let mut device = None;
                let mut tried = false;
                while let Ok(sound) = sounds.recv() {
                    if !tried {
                        tried = true;
                        device = output::Device::open().ok();
                    }
                    if let Some(device) = device.as_mut() {
                        // A sound that cannot be played is not worth a message.
                        let _ = device.play(samples(sound));
                    }
                }
            })
            .expect("a thread can be started");
        Speakers { queue }
    }
}

impl Default for Speakers {
    fn default() -> Speakers {
        Speakers::new()
    }
}

impl Speaker for Speakers {
    fn play(&mut self, sound: Sound) {
        let _ = self.queue.send(sound);
    }
}

/// Why the audio device could not be used.
#[derive(Debug)]
pub struct OutputError(pub String);

impl std::fmt::Display for OutputError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for OutputError {}
