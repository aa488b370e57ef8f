//! The audio device of each system. Linux: ALSA's `default` device, opened at run time
//! (`libasound.so.2`). Windows: the system's sound player. Elsewhere there is no device.

#[cfg(target_os = "linux")]
mod alsa;
#[cfg(target_os = "linux")]
pub use alsa::Device;

#[cfg(windows)]
mod windows;
#[cfg(windows)]
pub use windows::Device;

#[cfg(not(any(target_os = "linux", windows)))]
mod none {
    use crate::OutputError;

    /// No audio device on this system.
    pub struct Device;

    impl Device {
        pub fn open() -> Result<Device, OutputError> {
            Err(OutputError("no audio output on this system".into()))
        }

        pub fn play(&mut self, _samples: &[i16]) -> Result<(), OutputError> {
            Ok(())
        }
    }
}
#[cfg(not(any(target_os = "linux", windows)))]
pub use none::Device;
