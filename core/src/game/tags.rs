//! The tags of a game record: ordered name–value pairs, any names.

/// A game's tags in their order. Names are compared exactly, as PDN does.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tags(Vec<(String, String)>);

impl Tags {
    /// No tags.
    pub fn new() -> Tags {
        Tags::default()
    }

    /// The value of the first tag called `name`.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.0.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
    }

    /// Sets the first tag called `name` to `value`, or adds it at the end.
    pub fn set(&mut self, name: impl Into<String>, value: impl Into<String>) {
        let (name, value) = (name.into(), value.into());
        match self.0.iter_mut().find(|(n, _)| *n == name) {
            Some(entry) => entry.1 = value,
            None => self.0.push((name, value)),
        }
    }

    /// Adds a tag at the end, even if one of that name exists.
    pub fn push(&mut self, name: impl Into<String>, value: impl Into<String>) {
        self.0.push((name.into(), value.into()));
    }

    /// Removes every tag called `name`; returns the first value removed.
    pub fn remove(&mut self, name: &str) -> Option<String> {
        let first = self.0.iter().position(|(n, _)| n == name)?;
        let value = self.0.remove(first).1;
        self.0.retain(|(n, _)| n != name);
        Some(value)
    }

    /// The tags in order.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &str)> {
        self.0.iter().map(|(n, v)| (n.as_str(), v.as_str()))
    }

    /// How many tags there are.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// "White – Black" from the White/Black tags (or the Italian Bianco/Nero), for messages.
    pub fn players(&self) -> String {
        let white = self.get("White").or_else(|| self.get("Bianco")).unwrap_or("").trim();
        let black = self.get("Black").or_else(|| self.get("Nero")).unwrap_or("").trim();
        match (white.is_empty(), black.is_empty()) {
            (true, true) => String::new(),
            _ => format!("{} – {}", or_unknown(white), or_unknown(black)),
        }
    }
}

fn or_unknown(name: &str) -> &str {
    if name.is_empty() { "?" } else { name }
}
