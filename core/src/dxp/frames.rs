//! DamExchange over a byte stream (the protocol's SOCKET layer): every message is sent as
//! its characters followed by a NUL byte. A peer may send anything, so reading keeps at most
//! [`LONGEST_MESSAGE`] bytes of a message: the rest of a longer one is read and dropped, and
//! the message is reported too long.

use std::io::{self, Read, Write};

use super::message::{LONGEST_MESSAGE, Message, MessageError};

/// What one message read gives: the message, or why it cannot be taken.
pub type Received = Result<Message, MessageError>;

/// How many bytes are read from the stream at a time.
const CHUNK: usize = 512;

/// Reads the messages of a stream one after another.
///
/// A read that fails (a timeout on a socket, say) loses nothing: what was read of a message
/// is kept for the next call.
pub struct MessageReader<R> {
    input: R,
    /// Bytes read from the stream and not yet looked at: `chunk[start..end]`.
    chunk: [u8; CHUNK],
    start: usize,
    end: usize,
    /// The message so far (at most [`LONGEST_MESSAGE`] bytes of it).
    kept: Vec<u8>,
    /// The message's whole length so far.
    length: u64,
}

impl<R: Read> MessageReader<R> {
    /// A reader of `input`.
    pub fn new(input: R) -> MessageReader<R> {
        MessageReader {
            input,
            chunk: [0; CHUNK],
            start: 0,
            end: 0,
            kept: Vec::with_capacity(LONGEST_MESSAGE),
            length: 0,
        }
    }

    /// The stream read.
    pub fn get_ref(&self) -> &R {
        &self.input
    }

    /// The next message, `None` once the stream has ended (after a message cut short by the
    /// end, reported [`MessageError::Truncated`]). A failed read is returned as it is.
    pub fn read(&mut self) -> io::Result<Option<Received>> {
        loop {
            if let Some(end) = self.chunk[self.start..self.end].iter().position(|&b| b == 0) {
                self.keep(end);
                self.start += end + 1;
                return Ok(Some(self.finish()));
            }
            self.keep(self.end - self.start);
            self.start = 0;
            self.end = 0;
            let read = match self.input.read(&mut self.chunk) {
                Ok(read) => read,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            };
            if read == 0 {
                if self.length == 0 {
                    return Ok(None);
                }
                let length = self.kept.len();
                self.kept.clear();
                self.length = 0;
                return Ok(Some(Err(MessageError::Truncated { length })));
            }
            self.end = read;
        }
    }

    /// Adds the next `count` bytes of the chunk to the message, keeping at most
    /// [`LONGEST_MESSAGE`] of it.
    fn keep(&mut self, count: usize) {
        let bytes = &self.chunk[self.start..self.start + count];
        let room = LONGEST_MESSAGE.saturating_sub(self.kept.len());
        self.kept.extend_from_slice(&bytes[..bytes.len().min(room)]);
        self.length += count as u64;
    }

    /// The message just ended, read.
    fn finish(&mut self) -> Received {
        let length = std::mem::take(&mut self.length);
        let received = if length > LONGEST_MESSAGE as u64 {
            Err(MessageError::TooLong { length })
        } else {
            Message::parse(&self.kept)
        };
        self.kept.clear();
        received
    }
}

/// Sends `message`: its characters and a NUL.
pub fn write_message(output: &mut impl Write, message: &Message) -> io::Result<()> {
    let mut bytes = message.to_string().into_bytes();
    bytes.push(0);
    output.write_all(&bytes)?;
    output.flush()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dxp::message::{EndReason, GameEnd};

    fn all(bytes: &[u8]) -> Vec<Received> {
        let mut reader = MessageReader::new(bytes);
        std::iter::from_fn(|| reader.read().expect("a slice reads")).collect()
    }

    #[test]
    fn messages_are_cut_at_their_nuls_and_bad_ones_do_not_stop_reading() {
        let mut input = b"E00\0\0M0012061100\0".to_vec();
        input.extend(std::iter::repeat_n(b'C', 10_000));
        input.extend(b"\0K0\0E1");
        let read = all(&input);
        let end = Message::GameEnd(GameEnd { reason: EndReason::Unknown, stop: false });
        assert_eq!(read[0], Ok(end));
        assert_eq!(read[1], Err(MessageError::Empty));
        assert!(matches!(read[2], Ok(Message::Move(_))));
        assert_eq!(read[3], Err(MessageError::TooLong { length: 10_000 }));
        assert_eq!(read[4], Ok(Message::BackAccept(crate::dxp::BackAnswer::Accepted)));
        assert_eq!(read[5], Err(MessageError::Truncated { length: 2 }));
        assert_eq!(read.len(), 6);
    }

    #[test]
    fn a_message_of_the_longest_length_is_taken() {
        let chat = format!("C{}", "x".repeat(LONGEST_MESSAGE - 1));
        let read = all(format!("{chat}\0").as_bytes());
        assert_eq!(read, [Ok(Message::Chat("x".repeat(LONGEST_MESSAGE - 1)))]);
    }

    /// A stream that gives one byte at a time and fails every other read, as a socket with a
    /// timeout does while the peer is slow.
    struct Trickle<'a> {
        bytes: &'a [u8],
        fail: bool,
    }

    impl Read for Trickle<'_> {
        fn read(&mut self, buffer: &mut [u8]) -> io::Result<usize> {
            self.fail = !self.fail;
            if self.fail {
                return Err(io::ErrorKind::WouldBlock.into());
            }
            let Some((&first, rest)) = self.bytes.split_first() else { return Ok(0) };
            buffer[0] = first;
            self.bytes = rest;
            Ok(1)
        }
    }

    #[test]
    fn a_failed_read_keeps_what_was_read_of_a_message() {
        let mut reader = MessageReader::new(Trickle { bytes: b"M0012061100\0E00\0", fail: false });
        let mut read = Vec::new();
        let mut failures = 0;
        loop {
            match reader.read() {
                Ok(Some(message)) => read.push(message.expect("reads")),
                Ok(None) => break,
                Err(e) => {
                    assert_eq!(e.kind(), io::ErrorKind::WouldBlock);
                    failures += 1;
                }
            }
        }
        assert_eq!(read.len(), 2);
        assert!(failures > 10);
        assert_eq!(read[0].to_string(), "M0012061100");
    }

    #[test]
    fn a_message_is_written_with_its_nul() {
        let mut out = Vec::new();
        write_message(&mut out, &Message::Chat("hello".into())).unwrap();
        assert_eq!(out, b"Chello\0");
    }
}
