//! Writes game records as PDN: the Seven Tag Roster, GameType or Variant, FEN when needed,
//! then the moves (short unless ambiguous) with comments, glyphs and variations, wrapped near
//! 80 columns. Reading the text back gives the same record.

use std::io::{self, Write};

use crate::any::AnyPosition;
use crate::game::{GameRecord, NodeId};
use crate::pdn::embedded::{clock_text, eval_text};
use crate::pdn::gametype;
use crate::side::Side;

/// The Seven Tag Roster, written first in this order.
const ROSTER: [&str; 7] = ["Event", "Site", "Date", "Round", "White", "Black", "Result"];

/// Tags the writer makes from the record itself.
const DERIVED: [&str; 4] = ["GameType", "Variant", "FEN", "SetUp"];

/// Lines are broken before this column.
const WIDTH: usize = 79;

/// One game as PDN text, ending with a blank line.
pub fn write_game(record: &GameRecord) -> String {
    let mut out = String::new();
    write_tags(record, &mut out);
    out.push('\n');
    // About ten bytes a move: the text grows once at most, not twenty times.
    out.reserve(record.len() * 10);
    let mut moves = Moves { out, ..Moves::default() };
    moves.game(record);
    moves.out
}

/// Writes one game as PDN text to `sink` as the text is made, a few kilobytes at a time, so
/// that a game of millions of moves is never held whole as text.
pub fn write_game_to(record: &GameRecord, sink: &mut dyn Write) -> io::Result<()> {
    let mut out = String::new();
    write_tags(record, &mut out);
    out.push('\n');
    let mut moves = Moves { out, sink: Some(sink), ..Moves::default() };
    moves.game(record);
    moves.flush();
    moves.failed.map_or(Ok(()), Err)
}

/// Several games as one PDN text.
pub fn write_games<'a>(records: impl IntoIterator<Item = &'a GameRecord>) -> String {
    records.into_iter().map(write_game).collect::<Vec<_>>().join("\n")
}

fn write_tags(record: &GameRecord, out: &mut String) {
    let variant = record.variant();
    let tag = |out: &mut String, name: &str, value: &str| {
        let value: String = value
            .chars()
            .map(|c| if c == '\n' || c == '\r' { ' ' } else { c })
            .collect::<String>()
            .replace('\\', "\\\\")
            .replace('"', "\\\"");
        out.push_str(&format!("[{name} \"{value}\"]\n"));
    };
    for name in ROSTER {
        let value = match name {
            "Result" => record.result().pdn_text(variant),
            _ => record.tags().get(name).unwrap_or("?"),
        };
        tag(out, name, value);
    }
    match gametype::number(variant) {
        Some(number) => tag(out, "GameType", &number.to_string()),
        None => tag(out, "Variant", variant.name()),
    }
    let start = record.start_position();
    if *start != AnyPosition::start(variant) || variant.facts().fen_always {
        tag(out, "SetUp", "1");
        tag(out, "FEN", &start.to_fen());
    }
    for (name, value) in record.tags().iter() {
        let derived = ROSTER.iter().chain(&DERIVED).any(|d| d.eq_ignore_ascii_case(name));
        let name: String =
            name.chars().filter(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
        if !derived && !name.is_empty() {
            tag(out, &name, value);
        }
    }
}

/// The most text held before it goes to the sink, when there is one.
const FLUSH_AT: usize = 1 << 16;

/// The move text of a game as atoms (pieces never split across lines).
#[derive(Default)]
struct Moves<'a> {
    /// The text so far, lines broken before [`WIDTH`] (since the last flush to `sink`).
    out: String,
    /// Where the text goes as it is made; without one, `out` holds all of it.
    sink: Option<&'a mut dyn Write>,
    /// The first error of the sink: nothing more is written after it.
    failed: Option<io::Error>,
    /// The column the text has reached on its last line.
    column: usize,
    /// The atom written last, held back until the next comes: a variation's end still adds
    /// `)` to it.
    last: Option<String>,
    /// Whether the last thing written is a move with nothing after it, so that a comment
    /// now would be read as that move's comment.
    bare_move: bool,
    /// Whether a variation has just opened: the next atom starts with `(`.
    opening: bool,
}

impl Moves<'_> {
    /// The whole game: its moves, comments and variations, then its result.
    fn game(&mut self, record: &GameRecord) {
        self.start(record);
        self.atom(record.result().pdn_text(record.variant()).to_string());
        if let Some(last) = self.last.take() {
            self.put(&last);
        }
        self.out.push_str("\n\n");
    }

    /// Hands the text so far to the sink, if there is one.
    fn flush(&mut self) {
        let Some(sink) = self.sink.as_mut() else { return };
        if self.failed.is_none() {
            self.failed = sink.write_all(self.out.as_bytes()).err();
        }
        self.out.clear();
    }

    fn atom(&mut self, atom: String) {
        let atom = if std::mem::take(&mut self.opening) { format!("({atom}") } else { atom };
        if let Some(done) = self.last.replace(atom) {
            self.put(&done);
        }
    }

    /// Writes `atom` after a space, or on a new line when it would reach [`WIDTH`].
    fn put(&mut self, atom: &str) {
        let width = atom.chars().count();
        if self.column > 0 && self.column + 1 + width > WIDTH {
            self.out.push('\n');
            self.column = 0;
        } else if self.column > 0 {
            self.out.push(' ');
            self.column += 1;
        }
        self.out.push_str(atom);
        self.column += width;
        if self.out.len() >= FLUSH_AT {
            self.flush();
        }
    }

    fn open(&mut self) {
        self.opening = true;
        self.bare_move = false;
    }

    fn close(&mut self) {
        if let Some(last) = &mut self.last {
            last.push(')');
        }
        self.bare_move = false;
    }

    /// A comment, one atom a word; `{`/`}` inside become parentheses. A word starting with
    /// `[` stays on the line of the word before it: a line of a comment that starts like a
    /// tag would be taken for the next game's tags if the comment were left open.
    fn comment(&mut self, text: &str) {
        let text = text.replace('{', "(").replace('}', ")");
        let mut atoms: Vec<String> = Vec::new();
        for word in text.split_whitespace() {
            match atoms.last_mut() {
                Some(last) if word.starts_with('[') => {
                    last.push(' ');
                    last.push_str(word);
                }
                _ => atoms.push(word.to_string()),
            }
        }
        match atoms.first_mut() {
            Some(first) => first.insert(0, '{'),
            None => atoms.push("{".to_string()),
        }
        if let Some(last) = atoms.last_mut() {
            last.push('}');
        }
        for atom in atoms {
            self.atom(atom);
        }
        self.bare_move = false;
    }

    /// The whole tree from the start.
    fn start(&mut self, record: &GameRecord) {
        self.bare_move = true;
        if let Some(comment) = &record.annotation(record.root()).comment {
            self.comment(comment);
        }
        self.line(record, record.root(), record.start_position(), true);
    }

    /// The line after `parent`: its main continuation, each move followed by the
    /// alternatives to it in parentheses. `before` is the position at `parent`.
    fn line(
        &mut self,
        record: &GameRecord,
        mut parent: NodeId,
        before: &AnyPosition,
        mut numbered: bool,
    ) {
        let mut position = before.clone();
        while let Some((&main, alternatives)) = record.children(parent).split_first() {
            let after = self.one_move(record, &position, main, numbered);
            numbered = !alternatives.is_empty() || !self.bare_move;
            for &alternative in alternatives {
                self.open();
                let branch = self.one_move(record, &position, alternative, true);
                self.line(record, alternative, &branch, !self.bare_move);
                self.close();
            }
            parent = main;
            position = after;
        }
    }

    /// One move with its annotations; `numbered` asks for a number even before Black's move.
    /// `before` is the position the move is played in; returns the position after it.
    fn one_move(
        &mut self,
        record: &GameRecord,
        before: &AnyPosition,
        id: NodeId,
        numbered: bool,
    ) -> AnyPosition {
        let annotation = record.annotation(id);
        let mut numbered = numbered;
        if let Some(before) = &annotation.comment_before {
            if self.bare_move {
                self.comment("");
            }
            self.comment(before);
            numbered = true;
        }
        let (number, side) = record.move_number(id).unwrap_or((1, Side::White));
        let (text, after) = record.follow(before, id);
        let mark = annotation.mark.map_or("", |m| m.text());
        self.atom(match side {
            Side::White => format!("{number}. {text}{mark}"),
            Side::Black if numbered => format!("{number}... {text}{mark}"),
            Side::Black => format!("{text}{mark}"),
        });
        for nag in &annotation.nags {
            self.atom(format!("${nag}"));
        }
        self.bare_move = true;
        let commands = [annotation.eval.as_ref().map(eval_text), annotation.clock.map(clock_text)];
        let words: Vec<&str> = commands
            .iter()
            .flatten()
            .map(String::as_str)
            .chain(annotation.comment.as_deref())
            .collect();
        let comment = (!words.is_empty()).then(|| words.join(" "));
        if let Some(comment) = comment {
            self.comment(&comment);
        }
        after
    }
}
