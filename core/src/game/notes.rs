//! The annotations of a record's nodes, kept compactly: a comment alone after a move (what most
//! files carry, a comment after every move in some) costs 12 bytes and its text; any other
//! annotation is kept whole. A game of two million commented moves so stays within a few tens
//! of megabytes.

use std::borrow::Cow;
use std::collections::HashMap;

use super::annotation::Annotation;
use super::node::NodeId;

/// The annotation of a node that has none.
static NO_ANNOTATION: Annotation = Annotation {
    comment_before: None,
    comment: None,
    mark: None,
    nags: Vec::new(),
    eval: None,
    clock: None,
};

/// A comment alone: its node and where its text is in [`Notes::text`].
#[derive(Clone, Copy, Debug)]
struct Comment {
    node: NodeId,
    start: u32,
    len: u32,
}

/// The annotations that are not empty.
#[derive(Clone, Debug, Default)]
pub(super) struct Notes {
    /// Nodes whose only annotation is a comment after the move, by node.
    comments: Vec<Comment>,
    /// The comments' texts, one after another (a comment replaced leaves its old text).
    text: String,
    /// Every other annotation, whole.
    full: HashMap<NodeId, Annotation>,
}

impl Notes {
    /// Where the comment of `node` is in [`Notes::comments`], or where it would go.
    fn find(&self, node: NodeId) -> Result<usize, usize> {
        self.comments.binary_search_by_key(&node, |c| c.node)
    }

    fn comment_text(&self, comment: &Comment) -> &str {
        let start = comment.start as usize;
        &self.text[start..start + comment.len as usize]
    }

    /// The annotation of `node` (an empty one when it has none).
    pub fn get(&self, node: NodeId) -> Cow<'_, Annotation> {
        if let Some(full) = self.full.get(&node) {
            return Cow::Borrowed(full);
        }
        match self.find(node) {
            Ok(at) => {
                let comment = self.comment_text(&self.comments[at]).to_string();
                Cow::Owned(Annotation { comment: Some(comment), ..Annotation::default() })
            }
            Err(_) => Cow::Borrowed(&NO_ANNOTATION),
        }
    }

    /// The annotation of `node`, to change (kept whole from now on).
    pub fn get_mut(&mut self, node: NodeId) -> &mut Annotation {
        if !self.full.contains_key(&node)
            && let Ok(at) = self.find(node)
        {
            let comment = self.comments.remove(at);
            let text = self.comment_text(&comment).to_string();
            self.full.insert(node, Annotation { comment: Some(text), ..Annotation::default() });
        }
        self.full.entry(node).or_default()
    }

    /// Sets the comment after the move of `node`, compactly when it has no other annotation.
    pub fn set_comment(&mut self, node: NodeId, text: &str) {
        let start = u32::try_from(self.text.len()).ok();
        let len = u32::try_from(text.len()).ok();
        let (Some(start), Some(len)) = (start, len) else {
            self.get_mut(node).comment = Some(text.to_string());
            return;
        };
        if let Some(full) = self.full.get_mut(&node) {
            full.comment = Some(text.to_string());
            return;
        }
        self.text.push_str(text);
        let comment = Comment { node, start, len };
        // Records are mostly read a move after another: the new node is the last.
        match self.comments.last() {
            Some(last) if last.node >= node => match self.find(node) {
                Ok(at) => self.comments[at] = comment,
                Err(at) => self.comments.insert(at, comment),
            },
            _ => self.comments.push(comment),
        }
    }

    /// Makes room for `more` comments alone.
    pub fn reserve_comments(&mut self, more: usize, bytes: usize) {
        self.comments.reserve_exact(more);
        self.text.reserve_exact(bytes);
    }

    /// The notes of the nodes that `renumber` keeps, under their new numbers.
    pub fn renumbered(self, renumber: impl Fn(NodeId) -> Option<NodeId>) -> Notes {
        let mut notes = Notes {
            full: self.full.into_iter().filter_map(|(id, a)| Some((renumber(id)?, a))).collect(),
            ..Notes::default()
        };
        let mut comments: Vec<(NodeId, &Comment)> =
            self.comments.iter().filter_map(|c| Some((renumber(c.node)?, c))).collect();
        comments.sort_by_key(|(id, _)| *id);
        let bytes = comments.iter().map(|(_, c)| c.len as usize).sum();
        notes.reserve_comments(comments.len(), bytes);
        for (id, comment) in comments {
            let start = comment.start as usize;
            notes.set_comment(id, &self.text[start..start + comment.len as usize]);
        }
        notes
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn node(n: u32) -> NodeId {
        NodeId::from_index(n as usize)
    }

    #[test]
    fn comments_alone_are_kept_compactly_and_read_back() {
        let mut notes = Notes::default();
        for n in 1..=1000 {
            notes.set_comment(node(n), &format!("comment {n}"));
        }
        notes.set_comment(node(0), "before the first move");
        assert_eq!(notes.full.len(), 0, "no annotation is kept whole");
        assert_eq!(notes.get(node(0)).comment.as_deref(), Some("before the first move"));
        assert_eq!(notes.get(node(500)).comment.as_deref(), Some("comment 500"));
        assert!(notes.get(node(1001)).is_empty());
        notes.set_comment(node(500), "replaced");
        assert_eq!(notes.get(node(500)).comment.as_deref(), Some("replaced"));
    }

    #[test]
    fn a_comment_changed_with_more_is_kept_whole() {
        let mut notes = Notes::default();
        notes.set_comment(node(3), "good");
        notes.get_mut(node(3)).nags.push(1);
        let annotation = notes.get(node(3));
        assert_eq!((annotation.comment.as_deref(), &annotation.nags[..]), (Some("good"), &[1][..]));
        notes.set_comment(node(3), "better");
        assert_eq!(notes.get(node(3)).comment.as_deref(), Some("better"));
        assert_eq!(notes.get(node(3)).nags, [1]);
    }

    #[test]
    fn renumbering_keeps_what_stays_under_its_new_number() {
        let mut notes = Notes::default();
        notes.set_comment(node(1), "one");
        notes.set_comment(node(2), "two");
        notes.get_mut(node(3)).mark = Some(super::super::MoveMark::Good);
        // Node 1 goes; 2 and 3 swap places.
        let renumber = |id: NodeId| match id.index() {
            1 => None,
            2 => Some(node(3)),
            3 => Some(node(2)),
            n => Some(node(n as u32)),
        };
        let notes = notes.renumbered(renumber);
        assert!(notes.get(node(1)).is_empty());
        assert_eq!(notes.get(node(3)).comment.as_deref(), Some("two"));
        assert_eq!(notes.get(node(2)).mark, Some(super::super::MoveMark::Good));
    }
}
