//! [`HubPlayer`]: an external Hub engine as a [`Player`] in Damier's matches.

use std::time::Duration;

use damier_core::arena::{Player, Verdict};
use damier_core::game::GameRecord;
use damier_core::hub::HubLevel;
use damier_core::{AnyMove, AnyPosition, InternationalPosition, Move, Position, Side, notation};

use super::client::{HubClient, HubError};

/// How long a search without a time limit may take before it is stopped.
const UNTIMED_WAIT: Duration = Duration::from_secs(600);
/// Extra time a timed search gets before it is stopped, for a slow start or a busy machine.
const SLACK: Duration = Duration::from_secs(5);

/// An external engine playing at a fixed level. A move it cannot give (an error, a timeout,
/// an illegal move) resigns the game; what went wrong is kept in [`HubPlayer::failures`].
pub struct HubPlayer {
    client: HubClient,
    level: HubLevel,
    name: String,
    failures: Vec<String>,
    /// What the engine said of the position it last moved in.
    verdict: Option<Verdict>,
}

impl HubPlayer {
    /// A player for an engine that is ready (past `init`), searching at `level`.
    pub fn new(client: HubClient, level: HubLevel) -> HubPlayer {
        let name = client.id().display_name();
        HubPlayer { client, level, name, failures: Vec::new(), verdict: None }
    }

    /// What went wrong so far, one line per failed move.
    pub fn failures(&self) -> &[String] {
        &self.failures
    }

    /// How long to wait for a move before stopping the engine.
    fn timeout(&self) -> Duration {
        self.level
            .budget()
            .map_or(UNTIMED_WAIT, |budget| budget.saturating_mul(2).saturating_add(SLACK))
    }

    fn play(&mut self, record: &GameRecord) -> Result<String, HubError> {
        let (base, moves) = reversible_line(record)?;
        let (mv, info) = self.client.think(&base, &moves, &self.level, self.timeout())?;
        // A move played without a search (Scan's only move) says nothing of the position.
        self.verdict = info.filter(|info| info.depth != Some(0)).and_then(|info| {
            let men = (info.score? as f32).clamp(-20.0, 20.0);
            Some(Verdict { men, depth: info.depth.map(|d| d.min(u32::from(u16::MAX)) as u16) })
        });
        let now = moves.iter().fold(base, |at, m| at.play(m));
        Ok(notation::move_text(&now, &mv))
    }
}

/// The position after the record's last irreversible move before the cursor, and the moves
/// played since: what the engine needs to see repetitions.
fn reversible_line(record: &GameRecord) -> Result<(InternationalPosition, Vec<Move>), HubError> {
    let international = |position: &AnyPosition| match position {
        AnyPosition::International(p) => Ok(*p),
        other => Err(HubError::NotInternational(other.variant())),
    };
    let now = international(record.position())?;
    let line = record.line_to(record.current());
    let quiet = usize::from(record.counters(record.current()).quiet_plies);
    let first = line.len() - 1 - quiet.min(line.len() - 1);
    let base = international(&record.position_at(line[first]))?;
    let mut at = base;
    let mut moves = Vec::with_capacity(line.len() - first - 1);
    for &id in &line[first + 1..] {
        let Some(AnyMove::International(mv)) = record.move_info(id).map(|info| info.mv) else {
            return Err(HubError::NotInternational(record.variant()));
        };
        moves.push(mv);
        at = at.play(&mv);
    }
    debug_assert_eq!(AnyPosition::from(at), AnyPosition::from(now));
    Ok((base, moves))
}

impl Player for HubPlayer {
    fn name(&self) -> String {
        self.name.clone()
    }

    fn new_game(&mut self, _start: &AnyPosition, _side: Side) {
        if let Err(e) = self.client.new_game() {
            self.failures.push(e.to_string());
        }
    }

    fn verdict(&self) -> Option<Verdict> {
        self.verdict
    }

    fn choose(&mut self, record: &GameRecord) -> Option<String> {
        self.verdict = None;
        match self.play(record) {
            Ok(text) => Some(text),
            Err(e) => {
                let ply = record.ply(record.current());
                self.failures.push(format!("ply {ply}: {e}"));
                None
            }
        }
    }
}
