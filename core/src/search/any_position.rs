//! Searching a position of any game: one dispatch to the game's own compiled search.

use std::sync::atomic::AtomicBool;

use super::{Engine, Found, Info, Limits, Settings};
use crate::any::{AnyMove, AnyPosition, Tagged};
use crate::dispatch;
use crate::game::Past;

impl AnyPosition {
    /// Searches the position with `engine`; the best move comes back as a value. See
    /// [`Engine::search`] for `past`, `stop` and `on_info`.
    pub fn search(
        &self,
        engine: &mut Engine,
        past: &Past,
        limits: &Limits,
        settings: &Settings,
        stop: &AtomicBool,
        on_info: &mut dyn FnMut(&Info),
    ) -> Found<AnyMove> {
        dispatch!(self, p => engine.search(p, past, limits, settings, stop, on_info).map(tag_of(p)))
    }
}

/// The function that tags the moves of `position`'s game.
fn tag_of<P: Tagged>(_: &P) -> fn(P::Move) -> AnyMove {
    P::tag
}
