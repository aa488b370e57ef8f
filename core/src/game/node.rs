//! [`NodeId`]: the name of a node of a game record, which the record and its notes share.

/// A node of a [`GameRecord`](super::GameRecord). Ids stay valid until a variation is deleted or the record is
/// truncated; those renumber the nodes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeId(pub(super) u32);

impl NodeId {
    /// The index of the node in the record.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The node of index `index`.
    #[cfg(test)]
    pub(crate) const fn from_index(index: usize) -> NodeId {
        NodeId(index as u32)
    }
}
