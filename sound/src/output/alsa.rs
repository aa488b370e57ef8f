//! ALSA's `default` playback device, through `libasound.so.2` loaded at run time.
#![allow(unsafe_code)]

use std::ffi::{c_char, c_int, c_long, c_uint, c_ulong, c_void};

use libloading::Library;

use crate::{OutputError, RATE};

type Pcm = *mut c_void;
type Open = unsafe extern "C" fn(*mut Pcm, *const c_char, c_int, c_int) -> c_int;
type SetParams = unsafe extern "C" fn(Pcm, c_int, c_int, c_uint, c_uint, c_int, c_uint) -> c_int;
type Writei = unsafe extern "C" fn(Pcm, *const c_void, c_ulong) -> c_long;
type Recover = unsafe extern "C" fn(Pcm, c_int, c_int) -> c_int;
type Simple = unsafe extern "C" fn(Pcm) -> c_int;

/// `SND_PCM_STREAM_PLAYBACK`.
const PLAYBACK: c_int = 0;
/// `SND_PCM_FORMAT_S16_LE`.
const S16_LE: c_int = 2;
/// `SND_PCM_ACCESS_RW_INTERLEAVED`.
const INTERLEAVED: c_int = 3;
/// How far ahead ALSA may buffer, in microseconds.
const LATENCY_US: c_uint = 40_000;

/// An open playback device, mono 16-bit at [`RATE`].
pub struct Device {
    pcm: Pcm,
    writei: Writei,
    recover: Recover,
    drain: Simple,
    prepare: Simple,
    close: Simple,
    /// Keeps the functions above loaded; dropped after the device is closed.
    _library: Library,
}

// SAFETY: the handle is used by one thread at a time (the device is owned, never shared), which
// is all ALSA asks of a PCM handle.
unsafe impl Send for Device {}

/// The function `name` of `library`, as a `T`.
///
/// # Safety
/// `T` must be the function's true signature, and the value must not outlive `library`.
unsafe fn symbol<T: Copy>(library: &Library, name: &[u8]) -> Result<T, OutputError> {
    // SAFETY: as the caller promises.
    unsafe { library.get::<T>(name) }.map(|s| *s).map_err(|e| fail("lookup", e))
}

fn fail(what: &str, code: impl std::fmt::Display) -> OutputError {
    OutputError(format!("ALSA: {what} failed ({code})"))
}

impl Device {
    /// Opens ALSA's `default` device for playback.
    pub fn open() -> Result<Device, OutputError> {
        // SAFETY: loading libasound runs only its initialisers, which have no preconditions.
        let library = unsafe { Library::new("libasound.so.2") }
            .map_err(|e| OutputError(format!("no ALSA library: {e}")))?;
        // SAFETY: each symbol is looked up with the signature ALSA's headers (asoundlib.h)
        // declare for it.
        let (open, set_params, writei, recover, drain, prepare, close) = unsafe {
            (
                symbol::<Open>(&library, b"snd_pcm_open\0")?,
                symbol::<SetParams>(&library, b"snd_pcm_set_params\0")?,
                symbol::<Writei>(&library, b"snd_pcm_writei\0")?,
                symbol::<Recover>(&library, b"snd_pcm_recover\0")?,
                symbol::<Simple>(&library, b"snd_pcm_drain\0")?,
                symbol::<Simple>(&library, b"snd_pcm_prepare\0")?,
                symbol::<Simple>(&library, b"snd_pcm_close\0")?,
            )
        };
        let mut pcm: Pcm = std::ptr::null_mut();
        // SAFETY: `pcm` is a valid place for the handle and the name is NUL-terminated.
        let code = unsafe { open(&mut pcm, c"default".as_ptr(), PLAYBACK, 0) };
        if code < 0 {
            return Err(fail("opening the default device", code));
        }
        // SAFETY: `pcm` was just opened.
        let code = unsafe { set_params(pcm, S16_LE, INTERLEAVED, 1, RATE, 1, LATENCY_US) };
        if code < 0 {
            // SAFETY: `pcm` is open and closed once.
            unsafe { close(pcm) };
            return Err(fail("setting the format", code));
        }
        Ok(Device { pcm, writei, recover, drain, prepare, close, _library: library })
    }

    /// Plays `samples` (mono) to the end.
    pub fn play(&mut self, samples: &[i16]) -> Result<(), OutputError> {
        let mut rest = samples;
        // SAFETY: `self.pcm` is open for as long as `self` lives; each write reads at most
        // `rest.len()` frames of one 16-bit sample from `rest`.
        unsafe {
            (self.prepare)(self.pcm);
            while !rest.is_empty() {
                let written = (self.writei)(self.pcm, rest.as_ptr().cast(), rest.len() as c_ulong);
                if written < 0 {
                    let code = (self.recover)(self.pcm, written as c_int, 1);
                    if code < 0 {
                        return Err(fail("writing", code));
                    }
                    continue;
                }
                rest = &rest[(written as usize).min(rest.len())..];
            }
            (self.drain)(self.pcm);
        }
        Ok(())
    }
}

impl Drop for Device {
    fn drop(&mut self) {
        // SAFETY: the handle is open and closed once, before the library is unloaded.
        unsafe { (self.close)(self.pcm) };
    }
}
