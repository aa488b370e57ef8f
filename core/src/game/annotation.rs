//! What a game record keeps about a move besides the move: comments, move-strength marks,
//! numeric annotation glyphs and an engine evaluation.

/// A move-strength mark written right after a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveMark {
    /// `!` a good move.
    Good,
    /// `?` a mistake.
    Mistake,
    /// `!!` a very good move.
    Brilliant,
    /// `??` a blunder.
    Blunder,
    /// `!?` an interesting move.
    Interesting,
    /// `?!` a dubious move.
    Dubious,
}

impl MoveMark {
    /// Every mark, in the order of their numeric annotation glyphs `$1`…`$6`.
    pub const ALL: [MoveMark; 6] = [
        MoveMark::Good,
        MoveMark::Mistake,
        MoveMark::Brilliant,
        MoveMark::Blunder,
        MoveMark::Interesting,
        MoveMark::Dubious,
    ];

    /// How the mark is written, e.g. `!?`.
    pub const fn text(self) -> &'static str {
        match self {
            MoveMark::Good => "!",
            MoveMark::Mistake => "?",
            MoveMark::Brilliant => "!!",
            MoveMark::Blunder => "??",
            MoveMark::Interesting => "!?",
            MoveMark::Dubious => "?!",
        }
    }

    /// The mark written `text`, if it is one of the six.
    pub fn parse(text: &str) -> Option<MoveMark> {
        MoveMark::ALL.into_iter().find(|m| m.text() == text)
    }

    /// Its numeric annotation glyph, `$1`…`$6`.
    pub fn nag(self) -> u16 {
        MoveMark::ALL.iter().position(|&m| m == self).map_or(0, |i| i as u16 + 1)
    }
}

/// An engine's evaluation of the position after a move.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Evaluation {
    /// The score in men, from White's point of view.
    pub score: f32,
    /// The search depth in plies, when known.
    pub depth: Option<u16>,
}

/// Everything a record keeps about one move (or, at the root, about the start).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Annotation {
    /// A comment written before the move (at the start of a variation, say).
    pub comment_before: Option<String>,
    /// A comment written after the move (at the root: before the first move).
    pub comment: Option<String>,
    /// A move-strength mark.
    pub mark: Option<MoveMark>,
    /// Numeric annotation glyphs (`$n`), in order.
    pub nags: Vec<u16>,
    /// An engine evaluation.
    pub eval: Option<Evaluation>,
    /// The time the mover had left on its clock after the move.
    pub clock: Option<std::time::Duration>,
}

impl Annotation {
    /// Whether nothing is annotated.
    pub fn is_empty(&self) -> bool {
        *self == Annotation::default()
    }

    /// Whether the move is marked `mark`, written as the mark or as its glyph.
    pub fn is_marked(&self, mark: MoveMark) -> bool {
        self.mark == Some(mark) || self.nags.contains(&mark.nag())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_mark_is_seen_whether_written_as_the_mark_or_as_its_glyph() {
        let nags: Vec<u16> = MoveMark::ALL.iter().map(|m| m.nag()).collect();
        assert_eq!(nags, [1, 2, 3, 4, 5, 6]);
        let written = Annotation { mark: Some(MoveMark::Blunder), ..Annotation::default() };
        let glyph = Annotation { nags: vec![4], ..Annotation::default() };
        for annotation in [written, glyph] {
            assert!(annotation.is_marked(MoveMark::Blunder));
            assert!(!annotation.is_marked(MoveMark::Mistake));
        }
        assert!(!Annotation::default().is_marked(MoveMark::Blunder));
    }
}
