//! Lines of a Hub conversation as they are read: the protocol is UTF-8 text, but a peer may
//! send anything (a Latin-1 player name, a crash dump), and a line that is not UTF-8 must be
//! answered, not taken for the end of the conversation.

use std::io::BufRead;

/// One line without its line end: its text, or, when it is not UTF-8, its bytes made
/// readable (each bad sequence shown as `�`).
pub type Line = Result<String, String>;

/// The lines of `input` until it ends or cannot be read.
pub fn lines(mut input: impl BufRead) -> impl Iterator<Item = Line> {
    std::iter::from_fn(move || {
        let mut bytes = Vec::new();
        match input.read_until(b'\n', &mut bytes) {
            Ok(0) | Err(_) => None,
            Ok(_) => {
                while bytes.last().is_some_and(|&b| b == b'\n' || b == b'\r') {
                    bytes.pop();
                }
                Some(
                    String::from_utf8(bytes)
                        .map_err(|e| String::from_utf8_lossy(e.as_bytes()).into_owned()),
                )
            }
        }
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
                Err("pos name=J\u{fffd}r\u{fffd}me".to_string()),
                Ok("go think".to_string()),
                Ok("last".to_string()),
            ]
        );
    }
}
