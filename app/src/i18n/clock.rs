//! Time controls in the player's language: "5 min", "3 min + 2 s", "40 moves in 2 h, then
//! 1 h", "3 min, 2 s delay", from the rules core's [`TimeControl`] data.

use std::time::Duration;

use damier_core::clock::TimeControl;

use super::{Messages, t};

impl Messages {
    /// The time control `control` in words.
    pub fn time_control(&self, control: &TimeControl) -> String {
        let base = match control.period {
            Some(p) => t!(
                self,
                "time-period",
                moves = p.moves,
                base = self.span(control.base),
                added = self.span(p.added)
            ),
            None => self.span(control.base),
        };
        if !control.increment.is_zero() {
            t!(self, "time-increment", base = base, increment = self.span(control.increment))
        } else if !control.delay.is_zero() {
            t!(self, "time-delay", base = base, delay = self.span(control.delay))
        } else {
            base
        }
    }

    /// A length of time in its largest whole unit: "2 h", "3 min", "2.5 s".
    fn span(&self, length: Duration) -> String {
        let seconds = length.as_secs_f64();
        if seconds >= 3600.0 && seconds % 3600.0 == 0.0 {
            t!(self, "unit-hours", value = (seconds / 3600.0).to_string())
        } else if seconds >= 60.0 && seconds % 60.0 == 0.0 {
            t!(self, "unit-minutes", value = (seconds / 60.0).to_string())
        } else {
            t!(self, "unit-seconds", value = seconds.to_string())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Language;

    #[test]
    fn time_controls_in_english_read_as_the_rules_core_writes_them() {
        let english = Messages::new(Language::English);
        for text in ["300", "180+2", "180d2", "40/7200:3600", "40/7200:3600+30", "2.5"] {
            let control = TimeControl::parse(text).expect("a time control");
            assert_eq!(english.time_control(&control), control.to_string(), "{text}");
        }
        let italian = Messages::new(Language::Italian);
        let control = TimeControl::parse("40/7200:3600").expect("a time control");
        assert_eq!(italian.time_control(&control), "40 mosse in 2 h, poi 1 h");
    }
}
