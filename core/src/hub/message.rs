//! Hub lines: a command followed by `name=value` pairs, values quoted with `"` when they hold
//! spaces or `=` or are empty, and bare `name` flags.

use std::fmt;

/// Why a line is not a Hub message.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MessageError {
    /// A quoted value has no closing quote.
    #[error("the value of '{name}' opens a quote that is never closed")]
    UnterminatedQuote {
        /// The argument whose value is unterminated.
        name: String,
    },
    /// An argument starts with `=`, so it has no name.
    #[error("an argument at column {column} has a value but no name")]
    MissingName {
        /// 1-based column of the `=`.
        column: usize,
    },
}

/// One argument: a name and, unless it is a flag, a value.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Arg {
    name: String,
    value: Option<String>,
}

/// One line of the protocol, in either direction.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Message {
    command: String,
    args: Vec<Arg>,
}

impl Message {
    /// A message with no arguments yet.
    pub fn new(command: impl Into<String>) -> Message {
        Message { command: command.into(), args: Vec::new() }
    }

    /// The message with `name=value` added.
    pub fn with(mut self, name: impl Into<String>, value: impl fmt::Display) -> Message {
        self.args.push(Arg { name: name.into(), value: Some(value.to_string()) });
        self
    }

    /// The message with the flag `name` (an argument without value) added.
    pub fn flag(mut self, name: impl Into<String>) -> Message {
        self.args.push(Arg { name: name.into(), value: None });
        self
    }

    /// Reads a line; `Ok(None)` for a line holding nothing but spaces.
    pub fn parse(line: &str) -> Result<Option<Message>, MessageError> {
        let mut rest = line.trim_start();
        let Some(end) = word_end(rest) else { return Ok(None) };
        let mut message = Message::new(&rest[..end]);
        rest = &rest[end..];
        loop {
            rest = rest.trim_start();
            if rest.is_empty() {
                return Ok(Some(message));
            }
            let name_end = rest.find(|c: char| c.is_whitespace() || c == '=').unwrap_or(rest.len());
            let name = &rest[..name_end];
            if name.is_empty() {
                return Err(MessageError::MissingName { column: line.len() - rest.len() + 1 });
            }
            rest = &rest[name_end..];
            let Some(after_equals) = rest.strip_prefix('=') else {
                message.args.push(Arg { name: name.to_string(), value: None });
                continue;
            };
            let (value, remaining) = if let Some(quoted) = after_equals.strip_prefix('"') {
                let close = quoted
                    .find('"')
                    .ok_or_else(|| MessageError::UnterminatedQuote { name: name.to_string() })?;
                (&quoted[..close], &quoted[close + 1..])
            } else {
                let end = word_end(after_equals).unwrap_or(0);
                (&after_equals[..end], &after_equals[end..])
            };
            message.args.push(Arg { name: name.to_string(), value: Some(value.to_string()) });
            rest = remaining;
        }
    }

    /// The command word.
    pub fn command(&self) -> &str {
        &self.command
    }

    /// The value of the first argument called `name`; a flag's value is the empty string.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.args.iter().find(|a| a.name == name).map(|a| a.value.as_deref().unwrap_or(""))
    }

    /// Whether an argument or flag called `name` is present.
    pub fn has(&self, name: &str) -> bool {
        self.args.iter().any(|a| a.name == name)
    }

    /// Every argument in order, as name and value (empty for a flag).
    pub fn args(&self) -> impl Iterator<Item = (&str, &str)> {
        self.args.iter().map(|a| (a.name.as_str(), a.value.as_deref().unwrap_or("")))
    }
}

/// The byte length of the first word of `text` (which starts with a non-space), `None` when
/// `text` is empty.
fn word_end(text: &str) -> Option<usize> {
    (!text.is_empty()).then(|| text.find(char::is_whitespace).unwrap_or(text.len()))
}

/// Whether a value has to be quoted to read back as itself.
fn needs_quotes(value: &str) -> bool {
    value.is_empty() || value.contains(|c: char| c.is_whitespace() || c == '=')
}

impl fmt::Display for Message {
    /// Writes the line without its newline. A value cannot hold a double quote (the protocol
    /// has no escape for it), so any is written as a single quote.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.command)?;
        for arg in &self.args {
            write!(f, " {}", arg.name)?;
            let Some(value) = &arg.value else { continue };
            let value = value.replace(['"', '\n', '\r'], "'");
            if needs_quotes(&value) {
                write!(f, "=\"{value}\"")?;
            } else {
                write!(f, "={value}")?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(line: &str) -> Message {
        Message::parse(line).unwrap().unwrap()
    }

    #[test]
    fn reads_command_pairs_quoted_values_and_flags() {
        let m = parse("  pos pos=Weeee moves=\"38-15 5-41\" start  extra=1 ");
        assert_eq!(m.command(), "pos");
        assert_eq!(m.get("pos"), Some("Weeee"));
        assert_eq!(m.get("moves"), Some("38-15 5-41"));
        assert!(m.has("start"));
        assert_eq!(m.get("start"), Some(""));
        assert_eq!(m.get("extra"), Some("1"));
        assert_eq!(m.get("missing"), None);
    }

    #[test]
    fn blank_lines_are_no_message() {
        assert_eq!(Message::parse("   \t ").unwrap(), None);
        assert_eq!(Message::parse("").unwrap(), None);
    }

    #[test]
    fn empty_and_quoted_empty_values() {
        let m = parse("id name= author=\"\" country=France");
        assert_eq!(m.get("name"), Some(""));
        assert_eq!(m.get("author"), Some(""));
        assert_eq!(m.get("country"), Some("France"));
    }

    #[test]
    fn an_unclosed_quote_is_an_error() {
        assert_eq!(
            Message::parse("pos moves=\"32-28 19-23"),
            Err(MessageError::UnterminatedQuote { name: "moves".into() })
        );
    }

    #[test]
    fn a_value_without_name_is_an_error() {
        assert_eq!(Message::parse("level =3"), Err(MessageError::MissingName { column: 7 }));
    }

    #[test]
    fn writes_quotes_only_where_needed() {
        let m = Message::new("info")
            .with("depth", 7)
            .with("pv", "32-28 17-22")
            .with("empty", "")
            .with("eq", "a=b")
            .flag("infinite");
        assert_eq!(m.to_string(), "info depth=7 pv=\"32-28 17-22\" empty=\"\" eq=\"a=b\" infinite");
    }

    #[test]
    fn double_quotes_in_values_become_single_quotes() {
        let m = Message::new("error").with("message", "bad \"x\"");
        assert_eq!(m.to_string(), "error message=\"bad 'x'\"");
    }

    #[test]
    fn writing_then_reading_gives_the_same_message() {
        let m = Message::new("param")
            .with("name", "variant")
            .with("values", "normal killer")
            .with("value", "")
            .flag("x");
        assert_eq!(parse(&m.to_string()), m);
    }
}
