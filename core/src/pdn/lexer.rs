//! Splits PDN text into tokens, tracking line and column. Never panics, whatever the input;
//! every call consumes at least one character or ends the text.

use crate::game::GameResult;
use crate::pdn::ReadOptions;
use crate::pdn::error::{Element, Issue, Location, Remedy, TagFault, Warnings};

/// One element of PDN text.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Token {
    /// `[Name "value"]`, the value unescaped.
    Tag {
        /// The tag's name.
        name: String,
        /// Its value.
        value: String,
    },
    /// `12.` or `12...`.
    MoveNumber,
    /// A move: cells joined by separators, leading zeros and any promotion mark dropped,
    /// separators `-` or `x` (e.g. `32-28`, `28x19`, `a3-b4`).
    Move(String),
    /// A move written `-`: not known.
    UnknownMove,
    /// A move-strength mark such as `!?`, as written (without parentheses).
    Mark(String),
    /// `$n`.
    Nag(u16),
    /// A comment, its white space collapsed to single spaces.
    Comment(String),
    /// `(`.
    Open,
    /// `)`.
    Close,
    /// `/FEN "…"/`: the FEN inside.
    Setup(String),
    /// A result or `*`, with its text.
    Result(GameResult, &'static str),
}

/// The results PDN knows, with what they mean.
const RESULTS: [(&str, GameResult); 9] = [
    ("1-0", GameResult::WhiteWins),
    ("0-1", GameResult::BlackWins),
    ("1/2-1/2", GameResult::Draw),
    ("½-½", GameResult::Draw),
    ("2-0", GameResult::WhiteWins),
    ("0-2", GameResult::BlackWins),
    ("1-1", GameResult::Draw),
    ("0-0", GameResult::BothLose),
    ("*", GameResult::Unknown),
];

/// The result written `text`, if PDN knows it.
pub(crate) fn result_of(text: &str) -> Option<(GameResult, &'static str)> {
    RESULTS.iter().find(|(t, _)| *t == text).map(|&(t, r)| (r, t))
}

/// Whether a result is written in International's points (`2-0`, `1-1`, `0-2`).
pub(crate) fn is_points_result(text: &str) -> bool {
    matches!(text, "2-0" | "0-2" | "1-1")
}

/// The longest tag value, setup or word the lexer takes.
const MAX_ITEM: usize = 64 * 1024;

/// The longest move-strength mark kept (longer runs of `!` and `?` are ignored).
const MAX_MARK: usize = 8;

/// Characters that may make up a move word.
fn is_word_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '-' | ':' | '/' | '×' | '½')
}

fn is_separator(c: char) -> bool {
    matches!(c, '-' | 'x' | 'X' | ':' | '×')
}

/// The move written `text` in canonical form, if it is a move: cells (numbers, or a letter
/// and a number) joined by separators; algebraic cells may also follow each other directly
/// (`a3b4`); a trailing `*` (Lasca promotion mark) is allowed.
pub(crate) fn canonical_move(text: &str) -> Option<String> {
    let text = text.strip_suffix('*').unwrap_or(text);
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    let mut cells = 0;
    loop {
        // A cell.
        let algebraic = chars.get(i).is_some_and(|c| c.is_ascii_alphabetic() && !"xX".contains(*c));
        if algebraic {
            out.push(chars[i].to_ascii_lowercase());
            i += 1;
        }
        let digits = i;
        while chars.get(i).is_some_and(char::is_ascii_digit) && i - digits < 3 {
            i += 1;
        }
        if i == digits {
            return None;
        }
        let number: String = chars[digits..i].iter().collect();
        let trimmed = number.trim_start_matches('0');
        out.push_str(if trimmed.is_empty() { "0" } else { trimmed });
        cells += 1;
        // A separator, or the end.
        match chars.get(i) {
            None => return (cells >= 2).then_some(out),
            Some(&c) if is_separator(c) => {
                out.push(if c == '-' { '-' } else { 'x' });
                i += 1;
            }
            Some(c) if algebraic && c.is_ascii_alphabetic() => out.push('-'),
            Some(_) => return None,
        }
        if cells > 64 {
            return None;
        }
    }
}

/// A saved place in the text.
#[derive(Clone, Copy)]
struct Mark {
    pos: usize,
    at: Location,
}

/// The tokenizer.
/// Follows the lines a comment runs over: where each ends, and whether it was blank.
struct LineWatch {
    /// Whether the line that ended last was blank.
    after_blank: bool,
    /// Whether anything but white space came since the last line end (the line of the
    /// opening brace counts as not blank).
    seen: bool,
}

impl Default for LineWatch {
    fn default() -> LineWatch {
        LineWatch { after_blank: false, seen: true }
    }
}

impl LineWatch {
    /// Takes the character `c` read, `next` the one after it; tells whether `c` ended a line
    /// (`\n`, or a `\r` not followed by `\n`).
    fn ends_line(&mut self, c: char, next: Option<char>) -> bool {
        let ends = c == '\n' || (c == '\r' && next != Some('\n'));
        if ends {
            self.after_blank = !self.seen;
            self.seen = false;
        } else if !c.is_whitespace() {
            self.seen = true;
        }
        ends
    }
}

pub(crate) struct Lexer<'a> {
    src: &'a str,
    pos: usize,
    at: Location,
    options: ReadOptions,
    /// Issues a lenient reader got past, since the last [`Lexer::take_warnings`].
    warnings: Warnings,
}

/// What the lexer gives: a token where it starts, or a problem where it is.
pub(crate) type Lexed = Result<(Location, Token), (Location, Issue)>;

impl<'a> Lexer<'a> {
    /// A lexer at the start of `src`.
    pub(crate) fn new(src: &'a str, options: ReadOptions) -> Lexer<'a> {
        let src = src.strip_prefix('\u{feff}').unwrap_or(src);
        Lexer {
            src,
            pos: 0,
            at: Location { line: 1, column: 1 },
            options,
            warnings: Warnings::default(),
        }
    }

    /// The warnings gathered so far, leaving none.
    pub(crate) fn take_warnings(&mut self) -> Warnings {
        std::mem::take(&mut self.warnings)
    }

    fn peek(&self) -> Option<char> {
        let b = *self.src.as_bytes().get(self.pos)?;
        if b < 0x80 { Some(b as char) } else { self.src[self.pos..].chars().next() }
    }

    fn peek_at(&self, ahead: usize) -> Option<char> {
        self.src.get(self.pos..)?.chars().nth(ahead)
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.pos += c.len_utf8();
        match c {
            '\n' => {
                self.at.line += 1;
                self.at.column = 1;
            }
            // A lone CR (old Mac files) ends a line; in CRLF the LF does.
            '\r' if self.peek() != Some('\n') => {
                self.at.line += 1;
                self.at.column = 1;
            }
            '\r' => {}
            _ => self.at.column += 1,
        }
        Some(c)
    }

    fn mark(&self) -> Mark {
        Mark { pos: self.pos, at: self.at }
    }

    fn reset(&mut self, mark: Mark) {
        self.pos = mark.pos;
        self.at = mark.at;
    }

    /// Records a warning whatever the mode.
    pub(crate) fn warn(&mut self, at: Location, issue: Issue, remedy: Remedy) {
        self.warnings.add(at, issue, remedy);
    }

    /// Lets a lenient reader get past `issue` (recording a warning), or fails a strict one.
    pub(crate) fn tolerate(
        &mut self,
        at: Location,
        issue: Issue,
        remedy: Remedy,
    ) -> Result<(), (Location, Issue)> {
        self.warnings.tolerate(self.options.lenient, at, issue, remedy)
    }

    /// Skips white space and `%` line comments.
    fn skip_space(&mut self) {
        while let Some(c) = self.peek() {
            if c.is_whitespace() {
                self.bump();
            } else if c == '%' {
                while self.peek().is_some_and(|c| c != '\n' && c != '\r') {
                    self.bump();
                }
            } else {
                break;
            }
        }
    }

    /// Skips the rest of the line.
    pub(crate) fn skip_line(&mut self) {
        while let Some(c) = self.bump() {
            if c == '\n' || c == '\r' {
                break;
            }
        }
    }

    /// The next token, `None` at the end of the text.
    pub(crate) fn next_token(&mut self) -> Option<Lexed> {
        loop {
            self.skip_space();
            let at = self.at;
            let c = self.peek()?;
            let token = match c {
                '[' => self.tag(at),
                '{' => self.comment(at),
                '(' => Ok(self.open_or_mark()),
                ')' => {
                    self.bump();
                    Ok(Token::Close)
                }
                '$' => self.nag(at),
                '/' => self.setup(at),
                '*' => {
                    self.bump();
                    Ok(Token::Result(GameResult::Unknown, "*"))
                }
                '!' | '?' => {
                    let mark = self.run(|c| matches!(c, '!' | '?'));
                    if mark.len() > MAX_MARK {
                        match self.tolerate(at, Issue::UnknownMark(mark), Remedy::Ignored) {
                            Ok(()) => continue,
                            Err(e) => return Some(Err(e)),
                        }
                    }
                    Ok(Token::Mark(mark))
                }
                '.' => {
                    // An ellipsis standing for an omitted move (`1. ... 7-12`).
                    self.run(|c| c == '.');
                    continue;
                }
                '-' => {
                    self.run(|c| c == '-');
                    Ok(Token::UnknownMove)
                }
                c if is_word_char(c) => match self.word(at) {
                    Ok(Some(token)) => Ok(token),
                    Ok(None) => continue,
                    Err(e) => Err(e),
                },
                other => {
                    self.bump();
                    match self.tolerate(at, Issue::UnexpectedChar(other), Remedy::Skipped) {
                        Ok(()) => continue,
                        Err(e) => Err(e),
                    }
                }
            };
            return Some(token.map(|token| (at, token)));
        }
    }

    /// Consumes characters while `keep` holds; returns them.
    fn run(&mut self, keep: impl Fn(char) -> bool) -> String {
        let start = self.pos;
        while self.peek().is_some_and(&keep) {
            self.bump();
        }
        self.src[start..self.pos].to_string()
    }

    /// `(`: a variation, or a mark written in parentheses like `(!?)`.
    fn open_or_mark(&mut self) -> Token {
        let start = self.mark();
        self.bump();
        let mark = self.run(|c| matches!(c, '!' | '?'));
        if !mark.is_empty() && self.peek() == Some(')') {
            self.bump();
            return Token::Mark(mark);
        }
        self.reset(start);
        self.bump();
        Token::Open
    }

    fn tag(&mut self, at: Location) -> Result<Token, (Location, Issue)> {
        self.bump();
        self.skip_blanks();
        let name = self.run(|c| c.is_ascii_alphanumeric() || c == '_');
        if name.is_empty() {
            self.skip_line();
            return Err((at, Issue::BadTag(TagFault::NoName)));
        }
        self.skip_blanks();
        let value = if self.peek() == Some('"') {
            self.quoted(at)?
        } else {
            let value = self.run(|c| c != ']' && c != '\n' && c != '\r');
            self.tolerate(
                at,
                Issue::BadTag(TagFault::NotQuoted(name.clone())),
                Remedy::ReadUpToBracket,
            )?;
            value.trim().to_string()
        };
        self.skip_blanks();
        if self.peek() == Some(']') {
            self.bump();
        } else {
            self.tolerate(
                at,
                Issue::BadTag(TagFault::NotClosed(name.clone())),
                Remedy::ClosedThere,
            )?;
        }
        Ok(Token::Tag { name, value })
    }

    /// Skips spaces and tabs (not line ends).
    fn skip_blanks(&mut self) {
        while self.peek().is_some_and(|c| c == ' ' || c == '\t') {
            self.bump();
        }
    }

    /// A quoted tag value with `\"` and `\\` escapes, on one line.
    fn quoted(&mut self, at: Location) -> Result<String, (Location, Issue)> {
        self.bump();
        let mut value = String::new();
        loop {
            match self.peek() {
                None | Some('\n' | '\r') => {
                    return Err((at, Issue::BadTag(TagFault::ValueNotClosed)));
                }
                Some('"') => {
                    self.bump();
                    return Ok(value);
                }
                Some('\\') if matches!(self.peek_at(1), Some('"' | '\\')) => {
                    self.bump();
                    value.extend(self.bump());
                }
                Some(_) => value.extend(self.bump()),
            }
            if value.len() > MAX_ITEM {
                self.skip_line();
                return Err((at, Issue::TooLong { what: Element::TagValue, limit: MAX_ITEM }));
            }
        }
    }

    fn comment(&mut self, at: Location) -> Result<Token, (Location, Issue)> {
        self.bump();
        let mut text = String::new();
        let mut depth = 1;
        let mut raw = 0;
        let mut lines = LineWatch::default();
        loop {
            let inner = self.at;
            let Some(c) = self.bump() else {
                let unread = raw + 1; // the brace too
                return Err((at, Issue::UnclosedComment { resumes_at: None, unread }));
            };
            raw += c.len_utf8();
            if lines.ends_line(c, self.peek()) && self.next_game_starts(lines.after_blank) {
                let resumes_at = Some(self.at.line);
                return Err((at, Issue::UnclosedComment { resumes_at, unread: 0 }));
            }
            if raw > self.options.max_comment {
                // Skip the rest of the comment so reading can go on after it (or at the next
                // game, should the comment never end).
                loop {
                    match self.bump() {
                        None | Some('}') => break,
                        Some(c) if lines.ends_line(c, self.peek()) => {
                            if self.next_game_starts(lines.after_blank) {
                                break;
                            }
                        }
                        Some(_) => {}
                    }
                }
                return Err((
                    at,
                    Issue::TooLong { what: Element::Comment, limit: self.options.max_comment },
                ));
            }
            match c {
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        break;
                    }
                }
                '{' => {
                    self.tolerate(inner, Issue::NestedComment, Remedy::KeptAsText)?;
                    depth += 1;
                }
                _ => {}
            }
            if c.is_whitespace() {
                if !text.is_empty() && !text.ends_with(' ') {
                    text.push(' ');
                }
            } else {
                text.push(c);
            }
        }
        let trimmed = text.trim_end().len();
        text.truncate(trimmed);
        Ok(Token::Comment(text))
    }

    /// Whether the line starting here begins the next game, as a comment left open runs into
    /// it: the line starts `[Event`, or it is a tag pair after a blank line.
    fn next_game_starts(&self, after_blank_line: bool) -> bool {
        let rest = &self.src[self.pos..];
        let line = rest.split(['\n', '\r']).next().unwrap_or("").trim_end();
        let tag_pair = line.starts_with('[')
            && line.ends_with("\"]")
            && line[1..].starts_with(|c: char| c.is_ascii_alphabetic())
            && line.contains(" \"");
        line.starts_with("[Event ") || (after_blank_line && tag_pair)
    }

    fn nag(&mut self, at: Location) -> Result<Token, (Location, Issue)> {
        self.bump();
        let digits = self.run(|c| c.is_ascii_digit());
        match digits.parse::<u16>() {
            Ok(n) => Ok(Token::Nag(n)),
            Err(_) => Err((at, Issue::BadNag(digits))),
        }
    }

    fn setup(&mut self, at: Location) -> Result<Token, (Location, Issue)> {
        self.bump();
        let body = self.run(|c| c != '/');
        if self.bump().is_none() {
            return Err((at, Issue::BadTag(TagFault::SetupNotClosed)));
        }
        if body.len() > MAX_ITEM {
            return Err((at, Issue::TooLong { what: Element::Setup, limit: MAX_ITEM }));
        }
        let body = body.trim();
        let fen = body.strip_prefix("FEN").unwrap_or(body).trim().trim_matches('"').trim();
        Ok(Token::Setup(fen.to_string()))
    }

    /// A word: a move number, a result or a move (joining a move written with spaces inside
    /// when lenient); `None` for a word a lenient reader skips.
    fn word(&mut self, at: Location) -> Result<Option<Token>, (Location, Issue)> {
        let start = self.mark();
        let digits = self.run(|c| c.is_ascii_digit());
        if !digits.is_empty() && self.peek() == Some('.') {
            self.run(|c| c == '.');
            return Ok(Some(Token::MoveNumber));
        }
        self.reset(start);
        let mut text = self.run(is_word_char);
        if self.peek() == Some('*') && canonical_move(&text).is_some() {
            self.bump();
            text.push('*');
        }
        if text.len() > MAX_ITEM {
            return Err((at, Issue::TooLong { what: Element::Move, limit: MAX_ITEM }));
        }
        if let Some((result, written)) = result_of(&text) {
            return Ok(Some(Token::Result(result, written)));
        }
        if let Some(mv) = canonical_move(&text) {
            return Ok(Some(Token::Move(mv)));
        }
        if let Some((written, read)) = self.padded(&text) {
            self.tolerate(
                at,
                Issue::SpacesInMove { written, read: read.clone() },
                Remedy::ReadAs(read.clone()),
            )?;
            return Ok(Some(Token::Move(read)));
        }
        self.tolerate(at, Issue::NotAMove(text), Remedy::Skipped)?;
        Ok(None)
    }

    /// A move written with spaces around its separator (`1- 6`, `47x 9`, `1 - 7`): the text
    /// as written and the move, consuming the rest of it. Leaves the lexer alone otherwise.
    fn padded(&mut self, first: &str) -> Option<(String, String)> {
        let start = self.mark();
        let ends_with_separator = first.ends_with(is_separator);
        let mut written = first.to_string();
        let blanks = self.run(|c| c == ' ' || c == '\t');
        written.push_str(&blanks);
        if !ends_with_separator {
            match self.peek() {
                Some(c) if is_separator(c) => {
                    written.extend(self.bump());
                    written.push_str(&self.run(|c| c == ' ' || c == '\t'));
                }
                _ => {
                    self.reset(start);
                    return None;
                }
            }
        }
        let rest = self.run(|c| c.is_ascii_alphanumeric());
        written.push_str(&rest);
        let joined: String = written.chars().filter(|c| !c.is_whitespace()).collect();
        match canonical_move(&joined) {
            Some(mv) if written != joined && !rest.is_empty() => Some((written, mv)),
            _ => {
                self.reset(start);
                None
            }
        }
    }
}
