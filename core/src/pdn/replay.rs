//! Turns a game as written into a [`GameRecord`]: finds the game played and its start
//! position, and checks every move against the rules. A lenient reader resolves a short
//! capture that fits several routes by trying each and keeping the one with which the rest
//! of the line replays.

use std::borrow::Cow;

use crate::any::AnyPosition;
use crate::game::{Census, GameRecord, GameResult, NodeId};
use crate::geometry::Naming;
use crate::notation::{self, MoveError};
use crate::pdn::error::{Attempt, Issue, Location, PdnError, Remedy, Warnings};
use crate::pdn::gametype::{self, parse_game_type, parse_variant};
use crate::pdn::lexer::{is_points_result, result_of};
use crate::pdn::syntax::{RawGame, RawMove};
use crate::pdn::{PdnGame, ReadOptions};
use crate::position::Position;
use crate::rules::Variant;
use crate::side::Side;
use crate::with_type;

/// Tags the record keeps in other forms (its game, start position and result).
const DERIVED_TAGS: [&str; 5] = ["GameType", "Variant", "FEN", "SetUp", "Result"];

/// Why replaying stopped: where, and what.
type Failure = (Location, Issue);

/// A game whose moves did not replay: why, and the record of what replayed before (none when
/// the start position itself failed).
struct Stopped {
    failure: Failure,
    partial: Option<Box<GameRecord>>,
}

/// Nested ambiguities deeper than this are not looked into (each level multiplies the work).
const MAX_LOOK_AHEAD_NESTING: u32 = 16;

/// Checks a written game and builds its record.
pub(crate) fn replay(raw: RawGame, options: &ReadOptions) -> Result<PdnGame, PdnError> {
    let error = |(at, issue): Failure, partial: Option<Box<GameRecord>>| PdnError {
        game: raw.number,
        players: raw.players(),
        start: raw.at,
        at,
        issue: Box::new(issue),
        partial,
    };
    let declared = declared_variant(&raw).map_err(|failure| error(failure, None))?;
    let fen = match &raw.setup {
        Some((fen, at)) => Some((fen.as_str(), *at)),
        None => raw.tag("FEN").filter(|(fen, _)| !fen.trim().is_empty()),
    };
    // Without a tag, the games PDN itself knows (Hexdame and Lasca files always carry the
    // Variant tag), International first.
    let candidates: Vec<Variant> = match declared {
        Some(variant) => vec![variant],
        None => Variant::ALL.into_iter().filter(|&v| gametype::number(v).is_some()).collect(),
    };
    let mut attempts = Vec::new();
    let mut first_failure = None;
    let mut furthest: Option<Box<GameRecord>> = None;
    for variant in candidates {
        let mut replayer = Replayer {
            options,
            written: &raw,
            warnings: raw.warnings.clone(),
            budget: options.look_ahead_budget,
        };
        match with_type!(variant, P => replayer.game::<P>(&raw, fen)) {
            Ok(mut record) => {
                if let Err(failure) = finish(&raw, &mut record, &mut replayer) {
                    return Err(error(failure, Some(Box::new(record))));
                }
                if let Some((_, at)) = fen.filter(|_| declared.is_none() && fits_8x8(&record)) {
                    let remedy = Remedy::ReadAsInternational;
                    replayer.warnings.add(at, Issue::SmallBoardSetup, remedy);
                }
                return Ok(PdnGame {
                    number: raw.number,
                    at: raw.at,
                    record,
                    warnings: replayer.warnings.into_vec(),
                });
            }
            Err(Stopped { failure, partial }) if declared.is_some() => {
                return Err(error(failure, partial));
            }
            Err(Stopped { failure: (at, issue), partial }) => {
                attempts.push(Attempt { variant, issue: Box::new(issue) });
                first_failure.get_or_insert(at);
                let plies = |r: &GameRecord| r.main_line().len();
                if partial.as_deref().map(plies) > furthest.as_deref().map(plies) {
                    furthest = partial;
                }
            }
        }
    }
    let at = first_failure.unwrap_or(raw.at);
    Err(error((at, Issue::FitsNoGame { attempts }), furthest))
}

/// Whether `record` is an International position with no moves and every piece on cells
/// 1–32, as a problem of an 8×8 board written in its numbers would be (moves that replay on
/// the 10×10 board settle the question).
fn fits_8x8(record: &GameRecord) -> bool {
    let start = record.start_position();
    let geometry = start.geometry();
    start.variant() == Variant::International
        && record.is_empty()
        && crate::cells::cells_of(geometry.board)
            .filter(|&cell| !start.stack(cell).is_empty())
            .all(|cell| geometry.number(cell) <= 32)
}

/// The game named by the GameType or Variant tag, if any.
fn declared_variant(raw: &RawGame) -> Result<Option<Variant>, Failure> {
    let read = |name, parse: fn(&str) -> Result<Variant, Issue>| {
        raw.tag(name)
            .map(|(value, at)| parse(value.trim()).map_err(|issue| (at, issue)))
            .transpose()
    };
    let by_type = read("GameType", parse_game_type)?;
    let by_name = read("Variant", parse_variant)?;
    match (by_type, by_name) {
        (Some(a), Some(b)) if a != b => {
            let at = raw.tag("Variant").map_or(raw.at, |(_, at)| at);
            Err((at, Issue::VariantConflict { game_type: a.name(), variant: b.name() }))
        }
        (a, b) => Ok(a.or(b)),
    }
}

/// The tags of `raw` that the record keeps as tags.
fn copy_tags(raw: &RawGame, record: &mut GameRecord) {
    for (name, value, _) in &raw.tags {
        if !DERIVED_TAGS.iter().any(|d| d.eq_ignore_ascii_case(name)) {
            record.tags_mut().push(name.as_str(), value.as_str());
        }
    }
}

/// The result of the record, once its moves are in.
fn finish(raw: &RawGame, record: &mut GameRecord, replayer: &mut Replayer) -> Result<(), Failure> {
    let tagged = raw.tag("Result").map(|(value, at)| (value.trim(), at));
    let tag_result = tagged.and_then(|(value, _)| result_of(value));
    let result = match (&raw.result, tag_result) {
        (Some((GameResult::Unknown, _, _)), Some((tag, _))) => tag,
        (Some((written, text, at)), Some((tag, tag_text))) => {
            if *written != tag {
                let issue =
                    Issue::ResultMismatch { tag: tag_text.to_string(), written: text.clone() };
                replayer.warnings.add(*at, issue, Remedy::KeptResultAfterMoves);
            }
            *written
        }
        (Some((written, _, _)), None) => *written,
        (None, Some((tag, _))) => tag,
        (None, None) => {
            if let Some((value, at)) = tagged.filter(|(v, _)| !v.is_empty() && *v != "?") {
                replayer.tolerate(
                    at,
                    Issue::UnknownResult(value.to_string()),
                    Remedy::ReadAsUnfinished,
                )?;
            }
            GameResult::Unknown
        }
    };
    let points = raw.result.as_ref().filter(|(_, text, _)| is_points_result(text));
    if let (Some((_, text, at)), false) = (points, record.variant() == Variant::International) {
        replayer.tolerate(*at, Issue::PointsResult(text.clone()), Remedy::ReadAsSameResult)?;
    }
    record.set_result(result);
    Ok(())
}

/// The move text with algebraic cells turned into numbers on a numbered board.
fn board_text<P: Position>(text: &str) -> Cow<'_, str> {
    let g = P::geometry();
    let algebraic = text.bytes().any(|b| b.is_ascii_alphabetic() && b != b'x');
    if g.naming == Naming::Algebraic || !algebraic {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len());
    let mut cell = String::new();
    for c in text.chars().map(Some).chain([None]) {
        match c {
            Some(c) if c != '-' && c != 'x' => cell.push(c),
            _ => {
                match g.parse_algebraic(&cell) {
                    Some(found) => out.push_str(&g.name(found)),
                    None => out.push_str(&cell),
                }
                cell.clear();
                out.extend(c);
            }
        }
    }
    Cow::Owned(out)
}

/// Replays the lines of one game in one game's rules.
struct Replayer<'o> {
    options: &'o ReadOptions,
    /// The game as written: its moves' texts and annotations.
    written: &'o RawGame,
    warnings: Warnings,
    /// Moves the look-ahead may still replay in this game.
    budget: u32,
}

impl Replayer<'_> {
    fn tolerate(&mut self, at: Location, issue: Issue, remedy: Remedy) -> Result<(), Failure> {
        self.warnings.tolerate(self.options.lenient, at, issue, remedy)
    }

    /// Builds the record of `raw` in the game of `P`, with its tags.
    fn game<P: Census>(
        &mut self,
        raw: &RawGame,
        fen: Option<(&str, Location)>,
    ) -> Result<GameRecord, Stopped>
    where
        AnyPosition: From<P>,
    {
        let start = match fen {
            Some((fen, at)) => P::from_fen(fen)
                .map_err(|e| Stopped { failure: (at, Issue::Fen(e)), partial: None })?,
            None => P::start(),
        };
        let mut record = GameRecord::new(start.clone().into());
        copy_tags(raw, &mut record);
        let root = record.root();
        if let Some(comment) = &raw.comment {
            record.set_comment(root, comment);
        }
        let (comments, bytes) = raw.inline_comments();
        record.reserve_comments(comments, bytes);
        match self.line(&mut record, root, &start, &raw.line, true) {
            Ok(()) => Ok(record),
            Err(failure) => Err(Stopped { failure, partial: Some(Box::new(record)) }),
        }
    }

    /// Replays `moves` from `parent` (whose position is `start`), with their variations.
    /// A lenient reader keeps a variation up to a bad move; the main line must replay.
    fn line<P: Census>(
        &mut self,
        record: &mut GameRecord,
        mut parent: NodeId,
        start: &P,
        moves: &[RawMove],
        main: bool,
    ) -> Result<(), Failure>
    where
        AnyPosition: From<P>,
    {
        let remedy = if main { Remedy::GameStops } else { Remedy::VariationStops };
        let mut position = start.clone();
        for (i, raw) in moves.iter().enumerate() {
            let resolved = if self.written.text(raw).is_empty() {
                Err((raw.at, Issue::UnknownMove))
            } else {
                self.resolve(record, parent, &position, raw, &moves[i + 1..])
            };
            let mv = match resolved {
                Ok(mv) => mv,
                Err(failure) => {
                    if main {
                        self.keep_unplayed(record, parent, &moves[i..]);
                    }
                    let (at, issue) = failure;
                    if matches!(issue, Issue::UnknownMove) || !main {
                        return self.tolerate(at, issue, remedy);
                    }
                    return Err((at, issue));
                }
            };
            let (id, next) = record.add_move(parent, &position, &mv);
            if let Some(comment) = self.written.inline_comment(raw) {
                if record.annotation(id).is_empty() {
                    record.set_comment(id, comment);
                }
            } else if let Some(annotation) = self.written.annotation(raw)
                && !annotation.is_empty()
                && record.annotation(id).is_empty()
            {
                *record.annotation_mut(id) = annotation.clone();
            }
            for variation in self.written.variations(raw) {
                self.line(record, parent, &position, variation, false)?;
            }
            parent = id;
            position = next;
        }
        Ok(())
    }

    /// Keeps the moves of the main line from the first that does not replay as a comment
    /// after the last that does, at `at`: a game saved again loses none of them (up to the
    /// longest comment a reader takes).
    fn keep_unplayed(&self, record: &mut GameRecord, at: NodeId, rest: &[RawMove]) {
        let limit = self.options.max_comment.saturating_sub(16);
        let mut text = String::from("Not replayed:");
        for mv in rest {
            let written = Some(self.written.text(mv)).filter(|t| !t.is_empty()).unwrap_or("-");
            if text.len() + 1 + written.len() > limit {
                text.push_str(" …");
                break;
            }
            text.push(' ');
            text.push_str(written);
        }
        let comment = &mut record.annotation_mut(at).comment;
        match comment {
            Some(existing) => {
                existing.push(' ');
                existing.push_str(&text);
            }
            None => *comment = Some(text),
        }
    }

    /// The legal move `raw` names in `position` (the position at `parent`).
    fn resolve<P: Census>(
        &mut self,
        record: &GameRecord,
        parent: NodeId,
        position: &P,
        raw: &RawMove,
        rest: &[RawMove],
    ) -> Result<P::Move, Failure> {
        let written = self.written.text(raw);
        let source = match notation::parse_move(position, &board_text::<P>(written)) {
            Ok(mv) => return Ok(mv),
            Err(MoveError::Ambiguous { candidates, .. }) if self.options.lenient => {
                match self.look_ahead(position, raw, &candidates, rest) {
                    Some(mv) => return Ok(mv),
                    None => MoveError::Ambiguous { text: written.to_string(), candidates },
                }
            }
            Err(source) => source,
        };
        let ply = record.ply(parent);
        let offset = u32::from(record.start_position().side_to_move() == Side::Black);
        Err((
            raw.at,
            Issue::BadMove {
                number: (ply + offset) / 2 + 1,
                black: position.side_to_move() == Side::Black,
                written: written.to_string(),
                source,
            },
        ))
    }

    /// Picks among the routes of an ambiguous capture the one with which the rest of the line
    /// replays furthest; the first in board order when that does not decide. Warns either way.
    fn look_ahead<P: Position>(
        &mut self,
        position: &P,
        raw: &RawMove,
        candidates: &[String],
        rest: &[RawMove],
    ) -> Option<P::Move> {
        let g = P::geometry();
        let mut moves: Vec<(P::Move, &String, Vec<u32>)> = candidates
            .iter()
            .filter_map(|full| {
                let mv = notation::parse_move(position, full).ok()?;
                let route = position.routes(&mv).into_iter().next()?;
                Some((mv, full, route.path.iter().map(|&c| g.order_key(c)).collect()))
            })
            .collect();
        moves.sort_by(|a, b| a.2.cmp(&b.2));
        let reach: Vec<usize> =
            moves.iter().map(|(mv, _, _)| self.reach(&position.play(mv), rest, 0)).collect();
        let best = *reach.iter().max()?;
        let winners: Vec<usize> = (0..moves.len()).filter(|&i| reach[i] == best).collect();
        let chosen = winners[0];
        let written = self.written.text(raw).to_string();
        let candidates: Vec<String> = moves.iter().map(|(_, full, _)| (*full).clone()).collect();
        let route = moves[chosen].1.clone();
        if winners.len() == 1 {
            let issue =
                Issue::AmbiguityResolved { written, candidates, chosen: moves[chosen].1.clone() };
            self.warnings.add(raw.at, issue, Remedy::Took(route));
        } else {
            self.warnings.add(
                raw.at,
                Issue::AmbiguityKept { written, candidates },
                Remedy::TookFirst(route),
            );
        }
        Some(moves[chosen].0)
    }

    /// How many moves of `rest` replay from `position`, trying every route of ambiguous
    /// captures (up to a nesting depth and a budget of moves).
    fn reach<P: Position>(&mut self, position: &P, rest: &[RawMove], nesting: u32) -> usize {
        let mut position = position.clone();
        for (i, raw) in rest.iter().enumerate() {
            let written = self.written.text(raw);
            if self.budget == 0 || written.is_empty() {
                return i;
            }
            self.budget -= 1;
            match notation::parse_move(&position, &board_text::<P>(written)) {
                Ok(mv) => position = position.play(&mv),
                Err(MoveError::Ambiguous { candidates, .. }) => {
                    let routes =
                        candidates.iter().filter_map(|c| notation::parse_move(&position, c).ok());
                    if nesting >= MAX_LOOK_AHEAD_NESTING {
                        match routes.into_iter().next() {
                            Some(mv) => position = position.play(&mv),
                            None => return i,
                        }
                        continue;
                    }
                    let routes: Vec<P::Move> = routes.collect();
                    let best = routes
                        .iter()
                        .map(|mv| self.reach(&position.play(mv), &rest[i + 1..], nesting + 1))
                        .max();
                    return best.map_or(i, |best| i + 1 + best);
                }
                Err(_) => return i,
            }
        }
        rest.len()
    }
}
