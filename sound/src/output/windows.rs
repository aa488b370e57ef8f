//! The Windows sound player (`PlaySoundW`), given each sound as a WAV file in memory.
#![allow(unsafe_code)]

use std::ptr;

use windows_sys::Win32::Media::Audio::{PlaySoundW, SND_MEMORY, SND_NODEFAULT, SND_SYNC};

use crate::{OutputError, RATE};

/// The system's sound player.
pub struct Device;

impl Device {
    /// The player is always there.
    pub fn open() -> Result<Device, OutputError> {
        Ok(Device)
    }

    /// Plays `samples` (mono) to the end.
    pub fn play(&mut self, samples: &[i16]) -> Result<(), OutputError> {
        let wav = wav(samples);
        // SAFETY: with SND_MEMORY the first argument points to a whole WAV file in memory,
        // which `wav` keeps alive until the synchronous call returns.
        let flags = SND_MEMORY | SND_SYNC | SND_NODEFAULT;
        let played = unsafe { PlaySoundW(wav.as_ptr().cast(), ptr::null_mut(), flags) };
        if played == 0 { Err(OutputError("the sound could not be played".into())) } else { Ok(()) }
    }
}

/// A WAV file of 16-bit mono `samples` at [`RATE`].
fn wav(samples: &[i16]) -> Vec<u8> {
    let data = (samples.len() * 2) as u32;
    let mut out = Vec::with_capacity(44 + data as usize);
    out.extend_from_slice(b"RIFF");
    out.extend_from_slice(&(36 + data).to_le_bytes());
    out.extend_from_slice(b"WAVEfmt ");
    out.extend_from_slice(&16u32.to_le_bytes());
    out.extend_from_slice(&1u16.to_le_bytes()); // PCM
    out.extend_from_slice(&1u16.to_le_bytes()); // mono
    out.extend_from_slice(&RATE.to_le_bytes());
    out.extend_from_slice(&(RATE * 2).to_le_bytes());
    out.extend_from_slice(&2u16.to_le_bytes());
    out.extend_from_slice(&16u16.to_le_bytes());
    out.extend_from_slice(b"data");
    out.extend_from_slice(&data.to_le_bytes());
    for s in samples {
        out.extend_from_slice(&s.to_le_bytes());
    }
    out
}
