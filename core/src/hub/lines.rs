//! Lines of a Hub conversation as they are read: the protocol is UTF-8 text, but a peer may
//! send anything (a Latin-1 player name, a crash dump, a line without end), and a bad line must
//! be answered, not taken for the end of the conversation, nor held whole in memory.

use std::fmt;
use std::io::BufRead;

/// The longest line kept, in bytes: far more than any Hub message needs (a position with a
/// game of 10,000 moves is about 80 kB). The rest of a longer line is read and dropped.
pub const LONGEST_LINE: usize = 1 << 20;

/// How much of a bad line is shown back, in characters.
const SHOWN: usize = 80;

/// One line without its line end: its text, or why it cannot be taken.
pub type Line = Result<String, BadLine>;

/// A line that cannot be taken, with its start made readable (each sequence that is not
/// UTF-8 shown as `�`, and at most 80 characters).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BadLine {
    /// The line is not UTF-8.
    NotUtf8 {
        /// Its start.
        start: String,
    },
    /// The line is longer than [`LONGEST_LINE`].
    TooLong {
        /// Its length in bytes.
        bytes: u64,
        /// Its start.
        start: String,
    },
}

impl BadLine {
    /// The line's start, as shown.
    pub fn start(&self) -> &str {
        match self {
            BadLine::NotUtf8 { start } | BadLine::TooLong { start, .. } => start,
        }
    }
}

impl fmt::Display for BadLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BadLine::NotUtf8 { start } => write!(f, "the line is not UTF-8: {start}"),
            BadLine::TooLong { bytes, start } => {
                write!(f, "the line is {bytes} bytes long, over {LONGEST_LINE}: {start}")
            }
        }
    }
}

/// The start of `bytes` as shown in a [`BadLine`].
fn shown(bytes: &[u8]) -> String {
    let text = String::from_utf8_lossy(&bytes[..bytes.len().min(SHOWN * 4)]);
    let mut start: String = text.chars().take(SHOWN).collect();
    if start.len() < bytes.len() {
        start.push('…');
    }
    start
}

/// Reads one line into `kept` (at most [`LONGEST_LINE`] bytes of it, without its line end)
/// and returns its whole length, or `None` at the end of `input` or when it cannot be read.
fn read_line(input: &mut impl BufRead, kept: &mut Vec<u8>) -> Option<u64> {
    let mut length = 0u64;
    loop {
        let buffer = match input.fill_buf() {
            Ok(buffer) => buffer,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(_) => return None,
        };
        if buffer.is_empty() {
            return (length > 0).then_some(length);
        }
        let (part, ended) = match buffer.iter().position(|&b| b == b'\n') {
            Some(end) => (&buffer[..end], true),
            None => (buffer, false),
        };
        let room = LONGEST_LINE.saturating_sub(kept.len());
        kept.extend_from_slice(&part[..part.len().min(room)]);
        let used = part.len() + usize::from(ended);
        length += part.len() as u64;
        input.consume(used);
        if ended {
            return Some(length);
        }
    }
}

/// The lines of `input` until it ends or cannot be read.
pub fn lines(mut input: impl BufRead) -> impl Iterator<Item = Line> {
    std::iter::from_fn(move || {
        let mut bytes = Vec::new();
        let length = read_line(&mut input, &mut bytes)?;
        if length > LONGEST_LINE as u64 {
            return Some(Err(BadLine::TooLong { bytes: length, start: shown(&bytes) }));
        }
        while bytes.last() == Some(&b'\r') {
            bytes.pop();
        }
        Some(String::from_utf8(bytes).map_err(|e| BadLine::NotUtf8 { start: shown(e.as_bytes()) }))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_that_is_not_utf8_is_one_bad_line_and_reading_goes_on() {
        let input: &[u8] = b"ping\r\npos name=J\xe9r\xf4me\ngo think\nlast";
        let read: Vec<Line> = lines(input).collect();
        assert_eq!(
            read,
            [
                Ok("ping".to_string()),
                Err(BadLine::NotUtf8 { start: "pos name=J\u{fffd}r\u{fffd}me".to_string() }),
                Ok("go think".to_string()),
                Ok("last".to_string()),
            ]
        );
    }

    #[test]
    fn a_line_too_long_is_one_bad_line_shown_by_its_start_and_reading_goes_on() {
        let mut input = b"ping\n".to_vec();
        input.extend(std::iter::repeat_n(b'x', 3 * LONGEST_LINE));
        input.extend(b"\n\xff\xfe\nquit\n");
        let read: Vec<Line> = lines(std::io::BufReader::new(&input[..])).collect();
        assert_eq!(read.len(), 4);
        assert_eq!(read[0], Ok("ping".to_string()));
        let Err(BadLine::TooLong { bytes, start }) = &read[1] else { panic!("{:?}", read[1]) };
        assert_eq!(*bytes, 3 * LONGEST_LINE as u64);
        assert_eq!(start.chars().count(), SHOWN + 1, "80 characters and an ellipsis");
        assert!(matches!(&read[2], Err(BadLine::NotUtf8 { .. })));
        assert_eq!(read[3], Ok("quit".to_string()));
    }

    #[test]
    fn a_bad_line_shows_only_its_start() {
        let mut long = vec![0xe9u8; 20 << 20];
        long.push(b'\n');
        let read: Vec<Line> = lines(&long[..]).collect();
        let shown = read[0].as_ref().unwrap_err().to_string();
        assert!(shown.len() < 400, "{} bytes shown", shown.len());
    }
}
