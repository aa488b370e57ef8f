//! Engine evaluations kept in comments as `[%eval 0.25]` or `[%eval 0.25,12]` (score in men
//! from White's side, then the depth).

use crate::game::Evaluation;

const OPEN: &str = "[%eval ";

/// Splits an evaluation command out of a comment: the evaluation, and what is left of the
/// comment (`None` if nothing). A malformed command stays in the comment.
pub(crate) fn take_eval(comment: String) -> (Option<Evaluation>, Option<String>) {
    let found = comment.find(OPEN).and_then(|start| {
        let inner_start = start + OPEN.len();
        let end = inner_start + comment[inner_start..].find(']')?;
        Some((start, end, parse(&comment[inner_start..end])?))
    });
    match found {
        Some((start, end, eval)) => {
            let (before, after) = (comment[..start].trim(), comment[end + 1..].trim());
            let rest = match (before.is_empty(), after.is_empty()) {
                (true, true) => None,
                (false, true) => Some(before.to_string()),
                (true, false) => Some(after.to_string()),
                (false, false) => Some(format!("{before} {after}")),
            };
            (Some(eval), rest)
        }
        None => (None, (!comment.is_empty()).then_some(comment)),
    }
}

fn parse(inner: &str) -> Option<Evaluation> {
    let (score, depth) = match inner.split_once(',') {
        Some((score, depth)) => (score, Some(depth.trim().parse().ok()?)),
        None => (inner, None),
    };
    let score: f32 = score.trim().parse().ok()?;
    score.is_finite().then_some(Evaluation { score, depth })
}

/// The command that writes `eval`.
pub(crate) fn eval_text(eval: &Evaluation) -> String {
    match eval.depth {
        Some(depth) => format!("{OPEN}{},{depth}]", eval.score),
        None => format!("{OPEN}{}]", eval.score),
    }
}
