//! The game being played: its record, the cursor, and what the window shows of the position
//! at the cursor (legal moves, last move, outcome), worked out once per change.

use damier_core::game::{GameRecord, GameResult, NodeId, Outcome, Tags};
use damier_core::notation::MoveError;
use damier_core::{AnyMove, AnyPosition, MoveInfo, Side, Variant};

/// What is shown of the position at the cursor.
#[derive(Clone, Debug, Default)]
struct AtCursor {
    moves: Vec<MoveInfo>,
    last: Option<MoveInfo>,
    outcome: Option<Outcome>,
}

/// A game in progress.
#[derive(Clone, Debug)]
pub struct Session {
    record: GameRecord,
    at_cursor: AtCursor,
    /// The text of the move leading to each node, for the move list.
    texts: MoveTexts,
}

/// The text of the move leading to each node, in one string: a few bytes a move, so a game
/// of millions of moves keeps them all.
#[derive(Clone, Debug, Default)]
struct MoveTexts {
    /// Where each node's text starts in `text`, by node (the start's is empty).
    starts: Vec<u32>,
    /// The texts, each ended by a newline.
    text: String,
}

impl MoveTexts {
    /// How many nodes have their text.
    fn len(&self) -> usize {
        self.starts.len()
    }

    /// The text of the move leading to `id` ("" at the start or for a node not known).
    fn get(&self, id: NodeId) -> &str {
        let Some(&start) = self.starts.get(id.index()) else { return "" };
        let rest = &self.text[start as usize..];
        &rest[..rest.find('\n').unwrap_or(rest.len())]
    }

    /// Sets the text of the move leading to `id`.
    fn set(&mut self, id: NodeId, text: &str) {
        if self.starts.len() <= id.index() {
            self.starts.resize(id.index() + 1, 0);
        }
        // Texts of millions of moves stay far under 4 GB.
        self.starts[id.index()] = u32::try_from(self.text.len()).unwrap_or(u32::MAX);
        self.text.push_str(text);
        self.text.push('\n');
    }

    /// The texts of every node of `record`.
    fn of(record: &GameRecord) -> MoveTexts {
        let mut texts = MoveTexts { starts: vec![0; record.len()], text: "\n".to_string() };
        let mut stack = vec![(record.root(), record.start_position().clone())];
        while let Some((id, position)) = stack.pop() {
            for &child in record.children(id) {
                let (text, after) = record.follow(&position, child);
                texts.set(child, &text);
                stack.push((child, after));
            }
        }
        texts
    }
}

impl Session {
    /// A new game of `variant` from its start position.
    pub fn new(variant: Variant) -> Session {
        Session::from_record(GameRecord::new(AnyPosition::start(variant)))
    }

    /// A session over an existing record, its cursor where the record has it.
    pub fn from_record(record: GameRecord) -> Session {
        let mut session =
            Session { record, at_cursor: AtCursor::default(), texts: MoveTexts::default() };
        session.refresh();
        session
    }

    /// The record.
    pub fn record(&self) -> &GameRecord {
        &self.record
    }

    /// The record's tags, to change (they play no part in the game).
    pub fn tags_mut(&mut self) -> &mut Tags {
        self.record.tags_mut()
    }

    /// The game played.
    pub fn variant(&self) -> Variant {
        self.record.variant()
    }

    /// The position at the cursor.
    pub fn position(&self) -> &AnyPosition {
        self.record.position()
    }

    /// The legal moves at the cursor (none once the game is over).
    pub fn moves(&self) -> &[MoveInfo] {
        &self.at_cursor.moves
    }

    /// The move that led to the cursor.
    pub fn last_move(&self) -> Option<&MoveInfo> {
        self.at_cursor.last.as_ref()
    }

    /// How the game ended at the cursor, if it has.
    pub fn outcome(&self) -> Option<Outcome> {
        self.at_cursor.outcome
    }

    /// The move leading to `id` as the game writes it ("" at the start).
    pub fn move_text(&self, id: NodeId) -> &str {
        self.texts.get(id)
    }

    /// Whether the cursor is at the end of its line (no move played from it yet).
    pub fn at_line_end(&self) -> bool {
        self.record.children(self.record.current()).is_empty()
    }

    /// Whether the cursor is at the end of the main line of a game whose result is recorded
    /// (read from its file, or given by a resignation or an agreed draw): no move belongs
    /// after it. A problem (a result but no move) is not at its end.
    pub fn at_recorded_end(&self) -> bool {
        let record = &self.record;
        // A problem's result (with no move yet) is what its solution reaches.
        let moved = record.len() > 1;
        record.result() != GameResult::Unknown && moved && self.at_main_line_end()
    }

    /// Whether the cursor is at the end of the main line.
    fn at_main_line_end(&self) -> bool {
        let record = &self.record;
        if !self.at_line_end() {
            return false;
        }
        let mut id = record.current();
        while let Some(parent) = record.parent(id) {
            if record.children(parent).first() != Some(&id) {
                return false;
            }
            id = parent;
        }
        true
    }

    /// After a move played at the end of the main line (`extended`): a result recorded before
    /// it (a problem's, or one a person plays on from) no longer says how the main line ends.
    fn drop_result_passed(&mut self, extended: bool) {
        let declared = self.record.outcome().is_some();
        if extended && !declared && self.record.result() != GameResult::Unknown {
            self.record.set_result(GameResult::Unknown);
        }
    }

    /// Deletes the move `id` and every move after it.
    pub fn delete_from(&mut self, id: NodeId) {
        self.record.delete_from(id);
        self.refresh();
    }

    /// Deletes every move after the cursor.
    pub fn truncate(&mut self) {
        self.record.truncate();
        self.refresh();
    }

    /// Makes the variation `id` is in the main continuation at its branch point. False on the
    /// main line.
    pub fn promote(&mut self, id: NodeId) -> bool {
        let promoted = self.record.promote_variation(id);
        self.refresh();
        promoted
    }

    /// Sets the comment after the move `id` (none when `text` is blank).
    pub fn set_comment(&mut self, id: NodeId, text: &str) {
        let text = text.trim();
        self.record.annotation_mut(id).comment = (!text.is_empty()).then(|| text.to_string());
        self.refresh();
    }

    /// Records `result` as the game's.
    pub fn set_result(&mut self, result: GameResult) {
        self.record.set_result(result);
        self.refresh();
    }

    /// Plays `text` at the cursor (following it if it was played before, else adding it,
    /// as a variation when the cursor has continuations). A move added at the end of the
    /// main line clears a result recorded there. Returns the move played.
    pub fn play(&mut self, text: &str) -> Result<MoveInfo, MoveError> {
        let extends = self.at_main_line_end();
        self.record.play(text)?;
        self.drop_result_passed(extends);
        self.refresh();
        self.at_cursor.last.clone().ok_or_else(|| MoveError::NotAMove(text.to_string()))
    }

    /// Plays `mv` at the cursor, as [`Session::play`] plays a written move, with no
    /// notation on the way. Returns the move played.
    pub fn play_move(&mut self, mv: &AnyMove) -> Result<MoveInfo, MoveError> {
        let extends = self.at_main_line_end();
        self.record.play_move(mv)?;
        self.drop_result_passed(extends);
        self.refresh();
        Ok(self.at_cursor.last.clone().expect("a move led to the cursor"))
    }

    /// Moves the cursor to `id`.
    pub fn go_to(&mut self, id: NodeId) {
        if self.record.go_to(id) {
            self.refresh();
        }
    }

    /// One move back; false at the start.
    pub fn back(&mut self) -> bool {
        let moved = self.record.back();
        self.refresh();
        moved
    }

    /// One move on along the main continuation; false at the end.
    pub fn forward(&mut self) -> bool {
        let moved = self.record.forward();
        self.refresh();
        moved
    }

    /// To the start.
    pub fn to_start(&mut self) {
        self.record.to_start();
        self.refresh();
    }

    /// To the end of the current line.
    pub fn to_end(&mut self) {
        self.record.to_end();
        self.refresh();
    }

    /// Takes moves back until a side for which `person` holds is to move (at least one
    /// move). False if there was nothing to take back.
    pub fn undo(&mut self, person: impl Fn(Side) -> bool) -> bool {
        if !self.record.back() {
            return false;
        }
        while !person(self.position().side_to_move()) && self.record.back() {}
        self.refresh();
        true
    }

    /// Replays moves until a side for which `person` holds is to move or the line ends (at
    /// least one move). False if there was nothing to replay.
    pub fn redo(&mut self, person: impl Fn(Side) -> bool) -> bool {
        if !self.record.forward() {
            return false;
        }
        while !person(self.position().side_to_move()) && self.record.forward() {}
        self.refresh();
        true
    }

    /// Records that `side` resigned.
    pub fn resign(&mut self, side: Side) {
        self.record.resign(side);
        self.refresh();
    }

    /// Records that `side` forfeited the game (its program broke it off).
    pub fn forfeit(&mut self, side: Side) {
        self.record.forfeit(side);
        self.refresh();
    }

    /// Records that `side` ran out of time.
    pub fn lose_on_time(&mut self, side: Side) {
        self.record.lose_on_time(side);
        self.refresh();
    }

    /// Keeps `left`, the mover's time after the move that led to the cursor, with that move.
    pub fn note_clock(&mut self, left: std::time::Duration) {
        let current = self.record.current();
        self.record.annotation_mut(current).clock = Some(left);
    }

    /// Records a draw agreed by the players.
    pub fn agree_draw(&mut self) {
        self.record.agree_draw();
        self.refresh();
    }

    /// Works out the view of the position at the cursor again.
    fn refresh(&mut self) {
        let position = self.record.position();
        let outcome = self.record.outcome();
        let moves = if outcome.is_some() { Vec::new() } else { position.moves() };
        let last = self.record.move_info(self.record.current());
        self.at_cursor = AtCursor { moves, last, outcome };
        let current = self.record.current();
        let one_more =
            self.texts.len() + 1 == self.record.len() && current.index() == self.texts.len();
        if one_more && let Some(text) = self.record.move_text(current) {
            // The move just played: the only text missing.
            self.texts.set(current, &text);
        } else if self.texts.len() != self.record.len() {
            self.texts = MoveTexts::of(&self.record);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn undo_goes_back_to_a_person_and_redo_returns() {
        let mut session = Session::new(Variant::International);
        session.play("32-28").unwrap();
        session.play("19-23").unwrap();
        let person = |side| side == Side::White;
        assert!(session.undo(person));
        assert_eq!(session.position(), &AnyPosition::start(Variant::International));
        assert!(session.redo(person));
        assert_eq!(session.record().ply(session.record().current()), 2);
    }

    #[test]
    fn history_holds_the_positions_since_the_last_irreversible_move() {
        let mut session = Session::new(Variant::International);
        session.play("32-28").unwrap();
        assert!(session.record().history_keys(session.record().current()).is_empty());
    }
}
