//! The sounds as samples: 16-bit mono at [`RATE`], synthesised once.

use std::sync::OnceLock;

use crate::Sound;

/// Samples per second of every sound.
pub const RATE: u32 = 44_100;

/// The samples of `sound`.
pub fn samples(sound: Sound) -> &'static [i16] {
    static CLIPS: [OnceLock<Vec<i16>>; 3] = [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    let index = match sound {
        Sound::Move => 0,
        Sound::Capture => 1,
        Sound::GameOver => 2,
    };
    CLIPS[index].get_or_init(|| match sound {
        Sound::Move => render(0.09, |t, noise| knock(t, noise, 1.0)),
        Sound::Capture => {
            render(0.16, |t, noise| knock(t, noise, 1.0) + knock(t - 0.065, noise, 0.8))
        }
        Sound::GameOver => render(0.5, |t, _| chime(t, 660.0) + chime(t - 0.16, 880.0)),
    })
}

/// Samples over which every sound fades out at its end (10 ms), so that none ends in a click.
const FADE: usize = RATE as usize / 100;

/// `seconds` of sound whose value at time `t` (with a noise sample) is `wave`, scaled to 16
/// bits.
fn render(seconds: f32, mut wave: impl FnMut(f32, f32) -> f32) -> Vec<i16> {
    let count = (seconds * RATE as f32) as usize;
    let mut state = 0x2545_f491_4f6c_dd1du64;
    (0..count)
        .map(|i| {
            // xorshift: the same noise every time.
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let noise = (state >> 40) as f32 / (1u64 << 23) as f32 - 1.0;
            let fade = ((count - i) as f32 / FADE as f32).min(1.0);
            let value = wave(i as f32 / RATE as f32, noise) * fade;
            (value.clamp(-1.0, 1.0) * 0.6 * f32::from(i16::MAX)) as i16
        })
        .collect()
}

/// A wooden piece set down at time 0: a short, bright tap over a low, quickly damped body.
fn knock(t: f32, noise: f32, strength: f32) -> f32 {
    if t < 0.0 {
        return 0.0;
    }
    let tap = noise * (-t / 0.0025).exp();
    let body = (std::f32::consts::TAU * 190.0 * t).sin() * (-t / 0.018).exp();
    let ring = (std::f32::consts::TAU * 1150.0 * t).sin() * (-t / 0.008).exp();
    strength * (0.35 * tap + 0.7 * body + 0.3 * ring)
}

/// A soft bell tone of `pitch` struck at time 0.
fn chime(t: f32, pitch: f32) -> f32 {
    if t < 0.0 {
        return 0.0;
    }
    let attack = (t / 0.004).min(1.0);
    let tone = (std::f32::consts::TAU * pitch * t).sin()
        + 0.3 * (std::f32::consts::TAU * 2.0 * pitch * t).sin();
    0.45 * attack * (-t / 0.12).exp() * tone
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_sound_is_short_audible_and_ends_quietly() {
        for sound in [Sound::Move, Sound::Capture, Sound::GameOver] {
            let clip = samples(sound);
            let seconds = clip.len() as f32 / RATE as f32;
            assert!(seconds > 0.05 && seconds <= 0.5, "{sound:?}: {seconds} s");
            let loudest = clip.iter().map(|s| s.unsigned_abs()).max().unwrap();
            assert!(loudest > 4000, "{sound:?} is heard: peak {loudest}");
            let tail = &clip[clip.len() - 100..];
            assert!(tail.iter().all(|s| s.unsigned_abs() < 300), "{sound:?} ends without a click");
        }
    }

    #[test]
    fn a_capture_is_heard_twice_and_a_move_once() {
        let attacks = |clip: &[i16]| {
            // 5 ms blocks: an attack is a block far louder than the one before it.
            let blocks: Vec<u32> = clip
                .chunks(RATE as usize / 200)
                .map(|b| b.iter().map(|s| u32::from(s.unsigned_abs())).max().unwrap_or(0))
                .collect();
            blocks.windows(2).filter(|w| w[1] > 3 * w[0].max(500)).count()
                + usize::from(blocks[0] > 500)
        };
        assert_eq!(attacks(samples(Sound::Move)), 1);
        assert_eq!(attacks(samples(Sound::Capture)), 2);
    }
}
