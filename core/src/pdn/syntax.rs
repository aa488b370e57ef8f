//! Groups tokens into games: tags, then a tree of written moves with their annotations,
//! then a result. Nothing here knows the rules; [`super::replay`] checks the moves.

use crate::game::{Annotation, GameResult, MoveMark};
use crate::pdn::ReadOptions;
use crate::pdn::embedded::take_commands;
use crate::pdn::error::{Issue, Location, PdnError, Remedy, Warnings};
use crate::pdn::lexer::{Lexed, Lexer, Token, result_of};

/// A move as written, before it is checked: 16 bytes, whose text and annotations its
/// [`RawGame`] keeps (a game of millions of moves, each with a comment, is read in memory close
/// to its text's).
#[derive(Clone, Copy, Debug)]
pub(crate) struct RawMove {
    /// Where the move's text starts in [`RawGame::texts`].
    text: u32,
    /// Where it is written.
    pub at: Location,
    /// Its index in [`RawGame::extras`], [`NO_EXTRAS`] when it has none.
    extras: u32,
}

/// A move with no annotation and no variation.
const NO_EXTRAS: u32 = u32::MAX;

/// What few moves have: annotations and alternatives.
#[derive(Clone, Debug, Default)]
pub(crate) struct Extras {
    /// Its comments, mark, glyphs and evaluation.
    pub annotation: Annotation,
    /// Alternatives to this move, each a line of moves.
    pub variations: Vec<Vec<RawMove>>,
}

/// A game as written, before its moves are checked.
#[derive(Clone, Debug, Default)]
pub(crate) struct RawGame {
    /// The game's number in the file, from 1.
    pub number: usize,
    /// Where the game starts.
    pub at: Location,
    /// Tags in order, with where each is.
    pub tags: Vec<(String, String, Location)>,
    /// A setup (`/FEN "…"/`) before the first move.
    pub setup: Option<(String, Location)>,
    /// The comment before the first move.
    pub comment: Option<String>,
    /// The main line.
    pub line: Vec<RawMove>,
    /// The moves' texts in canonical form (see [`Token::Move`]), each ended by [`END`]; an
    /// unknown move (`-`) has an empty text. A move whose only annotation is a comment after
    /// it has the comment there too, after [`COMMENT`] (see [`RawGame::inline_comment`]).
    texts: String,
    /// How many comments, and of how many bytes in all, [`RawGame::texts`] holds.
    inline: (usize, usize),
    /// The annotations and variations of the moves that have any.
    extras: Vec<Extras>,
    /// The result after the moves: what it means, how it is written, where.
    pub result: Option<(GameResult, String, Location)>,
    /// What a lenient reader got past.
    pub warnings: Warnings,
}

/// Ends a move's entry in [`RawGame::texts`].
const END: char = '\u{0}';
/// Separates a move's text from its comment in [`RawGame::texts`].
const COMMENT: char = '\u{1}';

impl RawGame {
    /// The entry of `mv` in [`RawGame::texts`]: its text, and its comment when it has one.
    fn entry(&self, mv: &RawMove) -> &str {
        let rest = &self.texts[mv.text as usize..];
        &rest[..rest.find(END).unwrap_or(rest.len())]
    }

    /// The text of `mv`, in canonical form; empty for an unknown move.
    pub(crate) fn text(&self, mv: &RawMove) -> &str {
        let entry = self.entry(mv);
        entry.split_once(COMMENT).map_or(entry, |(text, _)| text)
    }

    /// The comment after `mv` when that is its only annotation (kept with its text, at no
    /// other cost); otherwise see [`RawGame::annotation`].
    pub(crate) fn inline_comment(&self, mv: &RawMove) -> Option<&str> {
        let inline = self.entry(mv).split_once(COMMENT).map(|(_, comment)| comment);
        inline.filter(|_| mv.extras == NO_EXTRAS)
    }

    /// How many comments kept with their moves, and their bytes in all (at most).
    pub(crate) fn inline_comments(&self) -> (usize, usize) {
        self.inline
    }

    /// Gives `mv`, the move read last, the comment `text` after it: kept with its text when
    /// it is the move's only annotation, else in its annotation, with an evaluation or a
    /// clock taken out of it.
    fn comment_after(&mut self, mv: &mut RawMove, text: String) {
        let (eval, clock, rest) = take_commands(text);
        let last = mv.text as usize + self.entry(mv).len() + END.len_utf8() == self.texts.len();
        let plain = rest.as_deref().is_some_and(|r| !r.contains([END, COMMENT]));
        if eval.is_none() && clock.is_none() && mv.extras == NO_EXTRAS && last && plain {
            let rest = rest.unwrap_or_default();
            self.texts.pop();
            self.texts.push(COMMENT);
            self.texts.push_str(&rest);
            self.texts.push(END);
            self.inline.0 += 1;
            self.inline.1 += rest.len();
            return;
        }
        let annotation = &mut self.extras_mut(mv).annotation;
        annotation.eval = annotation.eval.or(eval);
        annotation.clock = annotation.clock.or(clock);
        annotation.comment = rest;
    }

    /// The annotation of `mv`, if it has one.
    pub(crate) fn annotation(&self, mv: &RawMove) -> Option<&Annotation> {
        self.extras.get(mv.extras as usize).map(|e| &e.annotation)
    }

    /// The alternatives to `mv`.
    pub(crate) fn variations(&self, mv: &RawMove) -> &[Vec<RawMove>] {
        self.extras.get(mv.extras as usize).map_or(&[], |e| &e.variations)
    }

    /// A new move written `text` (empty for an unknown move) at `at`.
    fn new_move(&mut self, text: &str, at: Location) -> RawMove {
        let start = u32::try_from(self.texts.len()).expect("games under 4 GiB");
        self.texts.push_str(text);
        self.texts.push(END);
        RawMove { text: start, at, extras: NO_EXTRAS }
    }

    /// The annotations and variations of `mv`, to change (a comment kept with its text moves
    /// into its annotation).
    fn extras_mut(&mut self, mv: &mut RawMove) -> &mut Extras {
        if mv.extras == NO_EXTRAS {
            let comment = self.inline_comment(mv).map(str::to_string);
            mv.extras = u32::try_from(self.extras.len()).expect("games under 4 GiB");
            let annotation = Annotation { comment, ..Annotation::default() };
            self.extras.push(Extras { annotation, ..Extras::default() });
        }
        &mut self.extras[mv.extras as usize]
    }

    /// The value of the first tag called `name` (any case).
    pub(crate) fn tag(&self, name: &str) -> Option<(&str, Location)> {
        self.tags
            .iter()
            .find(|(n, _, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v, at)| (v.as_str(), *at))
    }

    /// "White – Black" for messages.
    pub(crate) fn players(&self) -> String {
        let mut tags = crate::game::Tags::new();
        for (name, value, _) in &self.tags {
            tags.push(name.as_str(), value.as_str());
        }
        tags.players()
    }
}

/// Where comments go while a line is read.
#[derive(Clone, Copy, PartialEq, Eq)]
enum After {
    /// Just after a move (or the start of the game): the next comment is its comment.
    Move,
    /// After a move's comment, a variation, or at the start of a variation: the next
    /// comment goes before the next move.
    Other,
}

/// A line being read.
struct Line {
    moves: Vec<RawMove>,
    after: After,
    /// Comments waiting for the next move.
    pending: Option<String>,
    /// Where the line (a variation) opened.
    at: Location,
}

impl Line {
    fn new(at: Location, after: After) -> Line {
        Line { moves: Vec::new(), after, pending: None, at }
    }

    /// The line's moves, with comments left at its end added to the last move's comment.
    fn finish(mut self, game: &mut RawGame) -> Vec<RawMove> {
        if let (Some(pending), Some(last)) = (self.pending.take(), self.moves.last_mut()) {
            append(&mut game.extras_mut(last).annotation.comment, pending);
        }
        self.moves
    }
}

fn append(slot: &mut Option<String>, text: String) {
    match slot {
        Some(existing) if !text.is_empty() => {
            existing.push(' ');
            existing.push_str(&text);
        }
        Some(_) => {}
        None => *slot = Some(text),
    }
}

/// Reads games one by one from a lexer.
pub(crate) struct Parser<'a> {
    lexer: Lexer<'a>,
    peeked: Option<Lexed>,
    options: ReadOptions,
    games: usize,
}

/// Why reading a game stopped early.
type Failure = (Location, Issue);

impl<'a> Parser<'a> {
    /// A parser at the start of `src`.
    pub(crate) fn new(src: &'a str, options: ReadOptions) -> Parser<'a> {
        Parser { lexer: Lexer::new(src, options), peeked: None, options, games: 0 }
    }

    fn next(&mut self) -> Option<Lexed> {
        self.peeked.take().or_else(|| self.lexer.next_token())
    }

    fn peek(&mut self) -> Option<&Lexed> {
        if self.peeked.is_none() {
            self.peeked = self.lexer.next_token();
        }
        self.peeked.as_ref()
    }

    /// The next game, `None` at the end of the text.
    pub(crate) fn next_game(&mut self) -> Option<Result<RawGame, PdnError>> {
        let first = self.next()?;
        self.games += 1;
        let mut game = RawGame { number: self.games, ..RawGame::default() };
        game.at = match &first {
            Ok((at, _)) | Err((at, _)) => *at,
        };
        let mut lines = vec![Line::new(game.at, After::Move)];
        let mut in_body = false;
        let mut next = Some(first);
        let outcome = loop {
            let Some(item) = next.take().or_else(|| self.next()) else {
                break Ok(());
            };
            let (at, token) = match item {
                Ok(token) => token,
                Err(failure) => break Err(failure),
            };
            if let Token::Tag { name, value } = token {
                if in_body {
                    self.peeked = Some(Ok((at, Token::Tag { name, value })));
                    break self.tolerate(at, Issue::NoResult, Remedy::GameEndsThere);
                }
                game.tags.push((name, value, at));
                continue;
            }
            in_body = true;
            match self.body_token(&mut game, &mut lines, at, token) {
                Ok(true) => break Ok(()),
                Ok(false) => {}
                Err(failure) => break Err(failure),
            }
        };
        let result = outcome.and_then(|()| self.close_lines(&mut game, lines));
        game.warnings = self.lexer.take_warnings();
        Some(match result {
            Ok(()) => Ok(game),
            Err((at, issue)) => {
                self.skip_game(in_body);
                Err(PdnError {
                    game: game.number,
                    players: game.players(),
                    start: game.at,
                    at,
                    issue: Box::new(issue),
                    partial: None,
                })
            }
        })
    }

    /// Lets a lenient reader get past `issue`, or fails a strict one.
    fn tolerate(&mut self, at: Location, issue: Issue, remedy: Remedy) -> Result<(), Failure> {
        self.lexer.tolerate(at, issue, remedy)
    }

    /// Closes the lines still open at the end of the game.
    fn close_lines(&mut self, game: &mut RawGame, mut lines: Vec<Line>) -> Result<(), Failure> {
        while lines.len() > 1 {
            let line = lines.pop().expect("more than one line");
            self.tolerate(line.at, Issue::UnclosedVariation, Remedy::ClosedAtEnd)?;
            attach(game, &mut lines, line);
        }
        let main = lines.pop().expect("the main line");
        game.line = main.finish(game);
        Ok(())
    }

    /// Handles one token of a game's moves; true when it ends the game.
    fn body_token(
        &mut self,
        game: &mut RawGame,
        lines: &mut Vec<Line>,
        at: Location,
        token: Token,
    ) -> Result<bool, Failure> {
        let depth = lines.len() - 1;
        let line = lines.last_mut().expect("at least the main line");
        match token {
            Token::Tag { .. } | Token::MoveNumber => {}
            Token::Move(text) => {
                if depth == 0 && self.result_in_disguise(game, &text) {
                    self.tolerate(at, Issue::UnknownResult(text), Remedy::ReadAsUnfinished)?;
                    game.result = Some((GameResult::Unknown, "*".to_string(), at));
                    return Ok(true);
                }
                let mv = game.new_move(&text, at);
                push_move(game, line, mv);
            }
            Token::UnknownMove => {
                let mv = game.new_move("", at);
                push_move(game, line, mv);
            }
            Token::Mark(text) => match (MoveMark::parse(&text), line.moves.last_mut()) {
                (_, None) => {
                    self.tolerate(at, Issue::AnnotationWithoutMove(text), Remedy::Ignored)?
                }
                (Some(mark), Some(last)) => game.extras_mut(last).annotation.mark = Some(mark),
                (None, Some(_)) => self.lexer.warn(at, Issue::UnknownMark(text), Remedy::Ignored),
            },
            Token::Nag(n) => match line.moves.last_mut() {
                Some(last) => game.extras_mut(last).annotation.nags.push(n),
                None => self.tolerate(
                    at,
                    Issue::AnnotationWithoutMove(format!("${n}")),
                    Remedy::Ignored,
                )?,
            },
            Token::Comment(text) => {
                if line.after == After::Move {
                    line.after = After::Other;
                    match line.moves.last_mut() {
                        Some(last) => game.comment_after(last, text),
                        None if depth == 0 => game.comment = Some(text).filter(|t| !t.is_empty()),
                        None => append(&mut line.pending, text),
                    }
                } else {
                    append(&mut line.pending, text);
                }
            }
            Token::Open => {
                if depth + 1 > self.options.max_depth {
                    return Err((at, Issue::TooDeep(self.options.max_depth)));
                }
                if line.moves.is_empty() {
                    return Err((at, Issue::VariationWithoutMove));
                }
                line.after = After::Other;
                lines.push(Line::new(at, After::Other));
            }
            Token::Close => {
                if depth == 0 {
                    self.tolerate(at, Issue::UnmatchedClose, Remedy::Skipped)?;
                } else {
                    let variation = lines.pop().expect("an open variation");
                    attach(game, lines, variation);
                }
            }
            Token::Setup(fen) => {
                if depth > 0 || !line.moves.is_empty() || game.setup.is_some() {
                    return Err((at, Issue::MisplacedSetup));
                }
                game.setup = Some((fen, at));
            }
            Token::Result(result, text) => {
                if depth > 0 {
                    self.tolerate(at, Issue::MisplacedResult, Remedy::Ignored)?;
                } else {
                    game.result = Some((result, text.to_string(), at));
                    return Ok(true);
                }
            }
        }
        Ok(false)
    }

    /// Whether a move-like word is really the game's result: a word equal to a Result tag
    /// that PDN does not know (`4-6`), at the end of the game.
    fn result_in_disguise(&mut self, game: &RawGame, text: &str) -> bool {
        let tagged = game
            .tag("Result")
            .is_some_and(|(v, _)| v.trim() == text && result_of(v.trim()).is_none());
        tagged && matches!(self.peek(), None | Some(Ok((_, Token::Tag { .. } | Token::Result(..)))))
    }

    /// Skips the rest of a game that failed: up to its result, or to the next game's tags.
    /// What the lexer noticed on the way is dropped with the game.
    fn skip_game(&mut self, mut in_body: bool) {
        while let Some(next) = self.next() {
            match next {
                Ok((_, Token::Result(..))) if in_body => break,
                Ok((at, Token::Tag { name, value })) if in_body => {
                    self.peeked = Some(Ok((at, Token::Tag { name, value })));
                    break;
                }
                Ok((_, Token::Tag { .. })) => {}
                _ => in_body = true,
            }
        }
        self.lexer.take_warnings();
    }
}

/// Adds a written move to a line, giving it the comments waiting before it.
fn push_move(game: &mut RawGame, line: &mut Line, mut mv: RawMove) {
    if let Some(comment) = line.pending.take() {
        game.extras_mut(&mut mv).annotation.comment_before = Some(comment);
    }
    line.moves.push(mv);
    line.after = After::Move;
}

/// Attaches a finished variation to the move it is an alternative to.
fn attach(game: &mut RawGame, lines: &mut [Line], variation: Line) {
    let parent = lines.last_mut().expect("a line to attach to");
    let moves = variation.finish(game);
    if !moves.is_empty() {
        let last = parent.moves.last_mut().expect("checked when opened");
        game.extras_mut(last).variations.push(moves);
    }
    parent.after = After::Other;
}
