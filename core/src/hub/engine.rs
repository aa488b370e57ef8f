//! Damier's engine answering a Hub search: progress as `info`, the result as `done`.

use std::sync::atomic::AtomicBool;

use super::moves::{line_text, move_text};
use super::report::{Done, SearchInfo};
use crate::draughts::InternationalPosition;
use crate::game::Past;
use crate::search::{Engine, Info, Limits, Settings};

/// Searches `position` with `engine` (see [`Engine::search`] for `past` and `stop`),
/// reporting each completed iteration of the best line to `on_info`. The expected reply is
/// given when the move played heads the best line.
pub fn search(
    engine: &mut Engine,
    position: &InternationalPosition,
    past: &Past,
    limits: &Limits,
    settings: &Settings,
    stop: &AtomicBool,
    on_info: &mut dyn FnMut(&SearchInfo),
) -> Done {
    let mut report = |info: &Info| {
        if info.multipv == 1 {
            on_info(&SearchInfo::from_engine(info));
        }
    };
    let found = engine.search(position, past, limits, settings, stop, &mut report);
    let best = found.best.map(|mv| move_text(&mv));
    let line = found.lines.first().map(|l| line_text(&l.moves));
    let ponder = line.filter(|l| l.first() == best.as_ref()).and_then(|l| l.get(1).cloned());
    Done { best, ponder }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hub::parse_move;
    use crate::position::Position;

    #[test]
    fn a_forced_capture_is_played_with_the_expected_reply() {
        let start = InternationalPosition::start();
        let position =
            ["32-28", "19-23"].iter().fold(start, |p, text| p.play(&parse_move(&p, text).unwrap()));
        let mut infos = Vec::new();
        let done = search(
            &mut Engine::new(1),
            &position,
            &Past::default(),
            &Limits::depth(4),
            &Settings::default(),
            &AtomicBool::new(false),
            &mut |info| infos.push(info.clone()),
        );
        assert_eq!(done.best.as_deref(), Some("28x19x23"));
        let after = position.play(&parse_move(&position, "28x19x23").unwrap());
        assert!(parse_move(&after, done.ponder.as_deref().unwrap()).is_ok());
        assert_eq!(infos.iter().filter_map(|i| i.depth).collect::<Vec<_>>(), [1, 2, 3, 4]);
        assert!(infos.iter().all(|i| i.pv.first().map(String::as_str) == Some("28x19x23")));
    }
}
