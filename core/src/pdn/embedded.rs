//! Commands kept in comments: an engine's evaluation, `[%eval 0.25]` or `[%eval 0.25,12]`
//! (score in men from White's side, then the depth), and the mover's clock after a move,
//! `[%clk 0:04:32]` (hours, minutes, seconds, with tenths when there are: `[%clk 0:00:09.4]`;
//! `[%clock …]` is read too).

use std::time::Duration;

use crate::game::Evaluation;

const EVAL: &str = "[%eval ";
const CLOCKS: [&str; 2] = ["[%clk ", "[%clock "];

/// Splits the commands Damier knows out of a comment: the evaluation, the clock, and what is
/// left of the comment (`None` if nothing). A malformed command stays in the comment.
pub(crate) fn take_commands(
    comment: String,
) -> (Option<Evaluation>, Option<Duration>, Option<String>) {
    let (eval, rest) = take(comment, &[EVAL], parse_eval);
    let (clock, rest) = match rest {
        Some(rest) => take(rest, &CLOCKS, parse_clock),
        None => (None, None),
    };
    (eval, clock, rest)
}

/// Splits the first command opened by one of `opens` that `parse` reads out of `comment`.
fn take<T>(
    comment: String,
    opens: &[&str],
    parse: fn(&str) -> Option<T>,
) -> (Option<T>, Option<String>) {
    let found = opens.iter().find_map(|open| {
        let start = comment.find(open)?;
        let inner_start = start + open.len();
        let end = inner_start + comment[inner_start..].find(']')?;
        Some((start, end, parse(&comment[inner_start..end])?))
    });
    match found {
        Some((start, end, value)) => {
            let (before, after) = (comment[..start].trim(), comment[end + 1..].trim());
            let rest = match (before.is_empty(), after.is_empty()) {
                (true, true) => None,
                (false, true) => Some(before.to_string()),
                (true, false) => Some(after.to_string()),
                (false, false) => Some(format!("{before} {after}")),
            };
            (Some(value), rest)
        }
        None => (None, (!comment.is_empty()).then_some(comment)),
    }
}

fn parse_eval(inner: &str) -> Option<Evaluation> {
    let (score, depth) = match inner.split_once(',') {
        Some((score, depth)) => (score, Some(depth.trim().parse().ok()?)),
        None => (inner, None),
    };
    let score: f32 = score.trim().parse().ok()?;
    score.is_finite().then_some(Evaluation { score, depth })
}

/// `h:mm:ss`, `h:mm:ss.d` or `mm:ss`, optionally after a side's letter (`w`, `b`).
fn parse_clock(inner: &str) -> Option<Duration> {
    let inner = inner.trim().trim_start_matches(['w', 'W', 'b', 'B']);
    let mut seconds = 0.0;
    for (i, part) in inner.split(':').enumerate() {
        let value: f64 = part.parse().ok()?;
        if !(value >= 0.0 && (i == 0 || value < 60.0)) || i > 2 {
            return None;
        }
        seconds = seconds * 60.0 + value;
    }
    (seconds.is_finite() && seconds < 1e7).then(|| Duration::from_secs_f64(seconds))
}

/// The command that writes `eval`.
pub(crate) fn eval_text(eval: &Evaluation) -> String {
    // Adding zero turns −0 into 0.
    let score = eval.score + 0.0;
    match eval.depth {
        Some(depth) => format!("{EVAL}{score},{depth}]"),
        None => format!("{EVAL}{score}]"),
    }
}

/// The command that writes the mover's clock after a move.
pub(crate) fn clock_text(left: Duration) -> String {
    let tenths = left.as_millis() / 100;
    let seconds = tenths / 10;
    let time = format!("{}:{:02}:{:02}", seconds / 3600, seconds / 60 % 60, seconds % 60);
    match tenths % 10 {
        0 => format!("[%clk {time}]"),
        tenth => format!("[%clk {time}.{tenth}]"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clocks_come_out_of_comments_and_go_back_in() {
        let (eval, clock, rest) = take_commands("[%eval 0.5,3] [%clk 0:04:32.5] deep".into());
        assert_eq!(eval, Some(Evaluation { score: 0.5, depth: Some(3) }));
        assert_eq!(clock, Some(Duration::from_millis(272_500)));
        assert_eq!(rest.as_deref(), Some("deep"));
        let (_, clock, rest) = take_commands("[%clock w1:00:09]".into());
        assert_eq!((clock, rest), (Some(Duration::from_secs(3609)), None));
        let (_, clock, rest) = take_commands("[%clk soon]".into());
        assert_eq!((clock, rest.as_deref()), (None, Some("[%clk soon]")));
        assert_eq!(clock_text(Duration::from_millis(272_500)), "[%clk 0:04:32.5]");
        assert_eq!(clock_text(Duration::from_secs(3609)), "[%clk 1:00:09]");
    }
}
