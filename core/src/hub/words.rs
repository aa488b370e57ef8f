//! Splitting an engine command line such as `"/opt/Scan 3.1/scan" hub` into the program and
//! its arguments, the way a shell would for the common cases: words are separated by spaces;
//! `'…'` keeps everything literally; `"…"` keeps everything but `\"`, which stands for a
//! quote; outside quotes a backslash makes the following space or quote part of the word. Other
//! backslashes are kept, so Windows paths such as `C:\Scan\scan.exe` need no quoting.

/// Why a command line cannot be split.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum WordsError {
    /// A quote is opened and never closed.
    #[error("has a {0} that is never closed")]
    UnterminatedQuote(char),
}

/// Splits `line` into words.
pub fn split_words(line: &str) -> Result<Vec<String>, WordsError> {
    let mut words = Vec::new();
    let mut word: Option<String> = None;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            c if c.is_whitespace() => words.extend(word.take()),
            '\'' => {
                let text = word.get_or_insert_with(String::new);
                loop {
                    match chars.next() {
                        Some('\'') => break,
                        Some(c) => text.push(c),
                        None => return Err(WordsError::UnterminatedQuote('\'')),
                    }
                }
            }
            '"' => {
                let text = word.get_or_insert_with(String::new);
                loop {
                    match chars.next() {
                        Some('"') => break,
                        Some('\\') if chars.peek() == Some(&'"') => text.extend(chars.next()),
                        Some(c) => text.push(c),
                        None => return Err(WordsError::UnterminatedQuote('"')),
                    }
                }
            }
            '\\' if chars.peek().is_some_and(|&n| n.is_whitespace() || n == '"' || n == '\'') => {
                word.get_or_insert_with(String::new).extend(chars.next());
            }
            c => word.get_or_insert_with(String::new).push(c),
        }
    }
    words.extend(word);
    Ok(words)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn split(line: &str) -> Vec<String> {
        split_words(line).unwrap()
    }

    #[test]
    fn spaces_separate_words() {
        assert_eq!(split("  ./scan   hub "), ["./scan", "hub"]);
        assert!(split("   ").is_empty());
    }

    #[test]
    fn quotes_keep_spaces() {
        assert_eq!(split("\"/opt/Scan 3.1/scan\" hub"), ["/opt/Scan 3.1/scan", "hub"]);
        assert_eq!(split("'/opt/my engine' 'a\"b'"), ["/opt/my engine", "a\"b"]);
        assert_eq!(split("x\"\"y ''"), ["xy", ""]);
        assert_eq!(split("\"say \\\"hi\\\"\""), ["say \"hi\""]);
    }

    #[test]
    fn backslashes_escape_spaces_and_quotes_only() {
        assert_eq!(split("/opt/my\\ engine hub"), ["/opt/my engine", "hub"]);
        assert_eq!(split("C:\\Scan\\scan.exe hub"), ["C:\\Scan\\scan.exe", "hub"]);
        assert_eq!(split("\\\\server\\share\\scan"), ["\\\\server\\share\\scan"]);
    }

    #[test]
    fn an_unclosed_quote_is_an_error() {
        assert_eq!(split_words("\"scan hub"), Err(WordsError::UnterminatedQuote('"')));
        assert_eq!(split_words("scan 'hub"), Err(WordsError::UnterminatedQuote('\'')));
    }
}
