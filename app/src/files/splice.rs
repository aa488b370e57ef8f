//! One game written into a PDN file of several, keeping every other byte as it was: game n
//! replaced, or a game added at the end. Files in Latin-1 stay in Latin-1.

use damier_core::pdn::{self, Location, ReadOptions};

use super::Why;

/// The number of games in a file's bytes (loaded or not).
pub fn count_games(bytes: &[u8]) -> usize {
    let (text, _) = pdn::decode(bytes);
    pdn::Reader::new(&text, ReadOptions::default()).count()
}

/// `bytes` with game `number` (from 1) replaced by `game`.
pub fn replace_game(bytes: &[u8], number: usize, game: &str) -> Result<Vec<u8>, Why> {
    let spans = game_spans(bytes);
    let &(start, end) = spans.get(number.wrapping_sub(1)).ok_or(Why::NoGame(number))?;
    let mut out = bytes[..start].to_vec();
    out.extend(encode(bytes, game)?);
    if end < bytes.len() {
        out.push(b'\n');
    }
    out.extend_from_slice(&bytes[end..]);
    Ok(out)
}

/// `bytes` with `game` added after the last game, a blank line between.
pub fn append_game(bytes: &[u8], game: &str) -> Result<Vec<u8>, Why> {
    let mut out = bytes.to_vec();
    let blank_line: &[u8] = match bytes {
        [] => b"",
        [.., b'\n', b'\n'] | [.., b'\n', b'\r', b'\n'] => b"",
        [.., b'\n'] => b"\n",
        _ => b"\n\n",
    };
    out.extend_from_slice(blank_line);
    out.extend(encode(bytes, game)?);
    Ok(out)
}

/// The byte range of each game of the file: from its first token to the next game's.
fn game_spans(bytes: &[u8]) -> Vec<(usize, usize)> {
    let (text, latin1) = pdn::decode(bytes);
    let starts: Vec<Location> = pdn::Reader::new(&text, ReadOptions::default())
        .map(|game| match game {
            Ok(game) => game.at,
            Err(error) => error.start,
        })
        .collect();
    let mut walker = Walker::new(&text);
    let bom = bytes.len() - text.len().min(bytes.len());
    let offsets: Vec<usize> = starts
        .into_iter()
        .map(|at| {
            let offset = walker.offset_of(at);
            // Latin-1 text has one character a byte; UTF-8 text is the bytes less the mark.
            if latin1 { text[..offset].chars().count() } else { offset + bom }
        })
        .collect();
    offsets
        .iter()
        .enumerate()
        .map(|(i, &start)| (start, offsets.get(i + 1).copied().unwrap_or(bytes.len())))
        .collect()
}

/// `game` in the encoding of the file `bytes`: UTF-8, or Latin-1 for a Latin-1 file (which
/// then must hold only Latin-1 characters).
fn encode(bytes: &[u8], game: &str) -> Result<Vec<u8>, Why> {
    if std::str::from_utf8(bytes).is_ok() {
        return Ok(game.as_bytes().to_vec());
    }
    game.chars()
        .map(|c| u8::try_from(u32::from(c)).map_err(|_| c))
        .collect::<Result<Vec<u8>, char>>()
        .map_err(Why::NotLatin1)
}

/// Finds the byte offsets of locations met in increasing order, walking the text once.
pub(crate) struct Walker<'a> {
    text: &'a str,
    byte: usize,
    at: Location,
}

impl<'a> Walker<'a> {
    pub(crate) fn new(text: &'a str) -> Walker<'a> {
        Walker { text, byte: 0, at: Location { line: 1, column: 1 } }
    }

    /// The byte offset of `target`, which is not before the last location asked for; the end
    /// of the text if it is beyond it.
    pub(crate) fn offset_of(&mut self, target: Location) -> usize {
        let mut chars = self.text[self.byte..].chars().peekable();
        while self.at < target {
            let Some(c) = chars.next() else { break };
            self.byte += c.len_utf8();
            match c {
                '\n' => self.at = Location { line: self.at.line + 1, column: 1 },
                '\r' if chars.peek() != Some(&'\n') => {
                    self.at = Location { line: self.at.line + 1, column: 1 }
                }
                '\r' => {}
                _ => self.at.column += 1,
            }
        }
        self.byte
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const FILE: &str = "[Event \"one\"]\n1. 32-28 *\n\n[Event \"two\"]\n1. 33-29 *\n\n[Event \"three\"]\n1. 34-30 *\n";

    #[test]
    fn one_game_is_replaced_and_every_other_byte_kept() {
        let new = "[Event \"new\"]\n1. 31-27 *\n";
        let out = replace_game(FILE.as_bytes(), 2, new).unwrap();
        let expected =
            FILE.replace("[Event \"two\"]\n1. 33-29 *\n", "[Event \"new\"]\n1. 31-27 *\n");
        assert_eq!(String::from_utf8(out).unwrap(), expected);
        let last = replace_game(FILE.as_bytes(), 3, new).unwrap();
        assert!(String::from_utf8(last).unwrap().ends_with("\n\n[Event \"new\"]\n1. 31-27 *\n"));
        assert_eq!(replace_game(FILE.as_bytes(), 4, new), Err(Why::NoGame(4)));
        assert_eq!(count_games(FILE.as_bytes()), 3);
    }

    #[test]
    fn a_game_is_added_after_a_blank_line() {
        let out = append_game(FILE.as_bytes(), "1. 31-27 *\n").unwrap();
        assert_eq!(String::from_utf8(out).unwrap(), format!("{FILE}\n1. 31-27 *\n"));
        assert_eq!(append_game(b"", "x\n").unwrap(), b"x\n");
    }

    #[test]
    fn latin1_files_stay_latin1_and_a_marked_file_keeps_its_mark() {
        let latin1 = b"[White \"J\xe9r\xf4me\"]\n1. 32-28 *\n\n[White \"Ann\"]\n1. 33-29 *\n";
        let out = replace_game(latin1, 2, "[White \"Zo\u{eb}\"]\n1. 31-27 *\n").unwrap();
        assert_eq!(
            out,
            b"[White \"J\xe9r\xf4me\"]\n1. 32-28 *\n\n[White \"Zo\xeb\"]\n1. 31-27 *\n"
        );
        let refused = replace_game(latin1, 2, "[White \"\u{0107}\"]\n*\n");
        assert_eq!(refused, Err(Why::NotLatin1('\u{0107}')));
        let marked = format!("\u{feff}{FILE}");
        let out = replace_game(marked.as_bytes(), 1, "1. 31-27 *\n").unwrap();
        assert!(
            String::from_utf8(out).unwrap().starts_with("\u{feff}1. 31-27 *\n\n[Event \"two\"]")
        );
    }

    #[test]
    fn the_walker_counts_lines_as_the_reader_does() {
        let text = "ab\r\ncd\ref\ngh";
        let mut walker = Walker::new(text);
        assert_eq!(walker.offset_of(Location { line: 2, column: 2 }), 5);
        assert_eq!(walker.offset_of(Location { line: 3, column: 1 }), 7);
        assert_eq!(walker.offset_of(Location { line: 4, column: 2 }), 11);
    }
}
