//! [`GameRecord`]: a tree of moves from a start position, with tags, annotations, a cursor
//! and the game's outcome.
//!
//! The first child of a node is its main continuation; the others are variations. Every node
//! holds the position after its move, so moving the cursor is free, and the draw counters of
//! that position, so the outcome at any node is cheap.

use std::sync::atomic::{AtomicU64, Ordering};

use smallvec::SmallVec;

use crate::any::{AnyPosition, MoveInfo};
use crate::dispatch;
use crate::game::annotation::Annotation;
use crate::game::draw::{Census, Counters};
use crate::game::outcome::{GameResult, Outcome, Reason};
use crate::game::tags::Tags;
use crate::notation::{self, MoveError};
use crate::position::{MoveList, Position};
use crate::rules::Variant;
use crate::side::Side;

/// A node of a [`GameRecord`]. Ids stay valid until a variation is deleted or the record is
/// truncated; those renumber the nodes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeId(u32);

impl NodeId {
    /// The index of the node in the record.
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

/// One position of the game: the start, or the position after a move.
#[derive(Clone, Debug)]
pub struct Node {
    position: AnyPosition,
    parent: Option<NodeId>,
    children: SmallVec<[NodeId; 2]>,
    ply: u32,
    key: u64,
    counters: Counters,
    /// Comments, marks, glyphs and evaluation of the move that led here (at the root: of the
    /// start).
    pub annotation: Annotation,
}

impl Node {
    /// The position at this node.
    pub fn position(&self) -> &AnyPosition {
        &self.position
    }

    /// The node before this one, or `None` at the start.
    pub fn parent(&self) -> Option<NodeId> {
        self.parent
    }

    /// The moves played from here: the main continuation first, then the variations.
    pub fn children(&self) -> &[NodeId] {
        &self.children
    }

    /// Plies from the start of the record.
    pub fn ply(&self) -> u32 {
        self.ply
    }

    /// The draw counters of this position.
    pub fn counters(&self) -> &Counters {
        &self.counters
    }
}

/// A game: tags, a tree of moves from a start position, a cursor and a result.
#[derive(Clone, Debug)]
pub struct GameRecord {
    tags: Tags,
    nodes: Vec<Node>,
    current: NodeId,
    result: GameResult,
    declared: Option<Outcome>,
    revision: u64,
}

/// Revision numbers, unique among all records: a record's changes the cursor aside.
static REVISIONS: AtomicU64 = AtomicU64::new(1);

fn next_revision() -> u64 {
    REVISIONS.fetch_add(1, Ordering::Relaxed)
}

const ROOT: NodeId = NodeId(0);

impl GameRecord {
    /// A record with no moves from `start`.
    pub fn new(start: AnyPosition) -> GameRecord {
        let (key, counters) = dispatch!(&start, p => (p.hash_key(), Counters::start(p)));
        let root = Node {
            position: start,
            parent: None,
            children: SmallVec::new(),
            ply: 0,
            key,
            counters,
            annotation: Annotation::default(),
        };
        GameRecord {
            tags: Tags::new(),
            nodes: vec![root],
            current: ROOT,
            result: GameResult::Unknown,
            declared: None,
            revision: next_revision(),
        }
    }

    /// A number that changes with every change to the record but the cursor's (moves, tags,
    /// annotations, results), and is never the same for two different records: what was
    /// worked out from a record can be kept until its revision changes.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    fn changed(&mut self) {
        self.revision = next_revision();
    }

    /// The game played.
    pub fn variant(&self) -> Variant {
        self.nodes[0].position.variant()
    }

    /// The tags.
    pub fn tags(&self) -> &Tags {
        &self.tags
    }

    /// The tags, to change.
    pub fn tags_mut(&mut self) -> &mut Tags {
        self.changed();
        &mut self.tags
    }

    /// The result as recorded (by a file, or by [`GameRecord::resign`] and
    /// [`GameRecord::agree_draw`]).
    pub fn result(&self) -> GameResult {
        self.result
    }

    /// Records a result.
    pub fn set_result(&mut self, result: GameResult) {
        self.changed();
        self.result = result;
    }

    /// The start node.
    pub fn root(&self) -> NodeId {
        ROOT
    }

    /// The node the cursor is on.
    pub fn current(&self) -> NodeId {
        self.current
    }

    /// The node `id`.
    ///
    /// # Panics
    /// If `id` is not a node of this record (an id kept across a deletion).
    pub fn node(&self, id: NodeId) -> &Node {
        &self.nodes[id.index()]
    }

    /// The annotation of node `id`, to change.
    pub fn annotation_mut(&mut self, id: NodeId) -> &mut Annotation {
        self.changed();
        &mut self.nodes[id.index()].annotation
    }

    /// How many nodes (start included) the record holds.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Whether the record holds no move.
    pub fn is_empty(&self) -> bool {
        self.nodes.len() == 1
    }

    /// The position at the cursor.
    pub fn position(&self) -> &AnyPosition {
        &self.node(self.current).position
    }

    /// The start position.
    pub fn start_position(&self) -> &AnyPosition {
        &self.nodes[0].position
    }

    /// Moves the cursor to `id`; false (and no change) if there is no such node.
    pub fn go_to(&mut self, id: NodeId) -> bool {
        let exists = id.index() < self.nodes.len();
        if exists {
            self.current = id;
        }
        exists
    }

    /// Moves the cursor to the start.
    pub fn to_start(&mut self) {
        self.current = ROOT;
    }

    /// Moves the cursor to the end of its line, following main continuations.
    pub fn to_end(&mut self) {
        while self.forward() {}
    }

    /// Moves the cursor one move on along the main continuation; false at the end.
    pub fn forward(&mut self) -> bool {
        self.enter_variation(0)
    }

    /// Moves the cursor one move back; false at the start.
    pub fn back(&mut self) -> bool {
        match self.node(self.current).parent {
            Some(parent) => {
                self.current = parent;
                true
            }
            None => false,
        }
    }

    /// Moves the cursor to the `index`-th move played from it (0: the main continuation,
    /// 1 and on: the variations); false if there is no such move.
    pub fn enter_variation(&mut self, index: usize) -> bool {
        match self.node(self.current).children.get(index) {
            Some(&child) => {
                self.current = child;
                true
            }
            None => false,
        }
    }

    /// The nodes from the start to `id`, both included.
    pub fn line_to(&self, id: NodeId) -> Vec<NodeId> {
        let mut line = vec![id];
        let mut at = id;
        while let Some(parent) = self.node(at).parent {
            line.push(parent);
            at = parent;
        }
        line.reverse();
        line
    }

    /// The main line: the start and every main continuation after it.
    pub fn main_line(&self) -> Vec<NodeId> {
        let mut line = vec![ROOT];
        let mut at = ROOT;
        while let Some(&next) = self.node(at).children.first() {
            line.push(next);
            at = next;
        }
        line
    }

    /// The number of the move that led to `id` and the side that played it (`None` at the
    /// start). The first move of a record is move 1, whoever plays it.
    pub fn move_number(&self, id: NodeId) -> Option<(u32, Side)> {
        let node = self.node(id);
        let parent = self.node(node.parent?);
        let offset = u32::from(self.start_position().side_to_move() == Side::Black);
        Some(((node.ply - 1 + offset) / 2 + 1, parent.position.side_to_move()))
    }

    /// Plays the move written `text` at the cursor and moves the cursor to it. If the same
    /// move is already a continuation there, it is followed; otherwise it is added, as the
    /// main continuation if there is none yet, else as a new variation.
    pub fn play(&mut self, text: &str) -> Result<NodeId, MoveError> {
        let parent = self.current;
        let id = dispatch!(&self.nodes[parent.index()].position.clone(), p => {
            let mv = notation::parse_move(p, text)?;
            self.add_move(parent, p, &mv).0
        });
        self.current = id;
        Ok(id)
    }

    /// Adds `mv`, a legal move of `before` (the position at `parent`), as a continuation of
    /// `parent` (or follows it if it is one already). Returns the node and the position.
    pub(crate) fn add_move<P: Census>(
        &mut self,
        parent: NodeId,
        before: &P,
        mv: &P::Move,
    ) -> (NodeId, P)
    where
        AnyPosition: From<P>,
    {
        let after = before.play(mv);
        let position = AnyPosition::from(after.clone());
        if let Some(&existing) =
            self.node(parent).children.iter().find(|&&c| self.node(c).position == position)
        {
            return (existing, after);
        }
        self.changed();
        let node = Node {
            position,
            parent: Some(parent),
            children: SmallVec::new(),
            ply: self.node(parent).ply + 1,
            key: after.hash_key(),
            counters: self.node(parent).counters.after(before, mv, &after),
            annotation: Annotation::default(),
        };
        let id = NodeId(u32::try_from(self.nodes.len()).expect("fewer than 2^32 nodes"));
        self.nodes.push(node);
        self.nodes[parent.index()].children.push(id);
        (id, after)
    }

    /// The move that led to `id` as a record writes it (short unless ambiguous).
    pub fn move_text(&self, id: NodeId) -> Option<String> {
        let node = self.node(id);
        let before = &self.node(node.parent?).position;
        dispatch!(before, p => {
            let mv = move_between(p, &node.position)?;
            Some(notation::move_text(p, &mv))
        })
    }

    /// The move that led to `id`, described.
    pub fn move_info(&self, id: NodeId) -> Option<MoveInfo> {
        let node = self.node(id);
        let before = &self.node(node.parent?).position;
        before.moves().into_iter().find(|info| {
            let mut after = before.clone();
            after.play_text(&info.full).is_ok() && after == node.position
        })
    }

    /// The first node of the variation `id` is in: the nearest node from `id` back that is
    /// not its parent's main continuation. `None` on the main line.
    pub fn variation_start(&self, id: NodeId) -> Option<NodeId> {
        let mut at = id;
        loop {
            let parent = self.node(at).parent?;
            if self.node(parent).children[0] != at {
                return Some(at);
            }
            at = parent;
        }
    }

    /// Makes the variation `id` is in the main continuation at its branch point (the former
    /// main continuation becomes its first variation). False on the main line.
    pub fn promote_variation(&mut self, id: NodeId) -> bool {
        self.changed();
        let Some(start) = self.variation_start(id) else {
            return false;
        };
        let parent = self.node(start).parent.expect("a variation has a parent");
        let children = &mut self.nodes[parent.index()].children;
        let index = children.iter().position(|&c| c == start).expect("child of its parent");
        children[..=index].rotate_right(1);
        true
    }

    /// Deletes the variation `id` is in, from its first move on. False on the main line.
    pub fn delete_variation(&mut self, id: NodeId) -> bool {
        match self.variation_start(id) {
            Some(start) => {
                self.delete_from(start);
                true
            }
            None => false,
        }
    }

    /// Deletes every move after the cursor.
    pub fn truncate(&mut self) {
        self.truncate_after(self.current);
    }

    /// Deletes every move after `id`.
    pub fn truncate_after(&mut self, id: NodeId) {
        self.changed();
        let children = std::mem::take(&mut self.nodes[id.index()].children);
        if !children.is_empty() {
            if self.is_below(self.current, id) {
                self.current = id;
            }
            self.compact();
        }
    }

    /// Deletes `id` and every move after it (nothing at the start).
    pub fn delete_from(&mut self, id: NodeId) {
        self.changed();
        let Some(parent) = self.node(id).parent else {
            return;
        };
        if self.is_below(self.current, id) {
            self.current = parent;
        }
        self.nodes[parent.index()].children.retain(|c| *c != id);
        self.compact();
    }

    /// Whether `id` is `ancestor` or after it.
    fn is_below(&self, id: NodeId, ancestor: NodeId) -> bool {
        let mut at = Some(id);
        while let Some(node) = at {
            if node == ancestor {
                return true;
            }
            at = self.node(node).parent;
        }
        false
    }

    /// Drops the nodes no longer reachable from the start and renumbers the rest.
    fn compact(&mut self) {
        let mut order = Vec::with_capacity(self.nodes.len());
        let mut stack = vec![ROOT];
        while let Some(id) = stack.pop() {
            order.push(id);
            stack.extend(self.node(id).children.iter().rev());
        }
        let mut new_id = vec![None; self.nodes.len()];
        for (new, old) in order.iter().enumerate() {
            new_id[old.index()] = Some(NodeId(new as u32));
        }
        let map = |id: NodeId| new_id[id.index()].expect("reachable");
        let mut old_nodes: Vec<Option<Node>> =
            std::mem::take(&mut self.nodes).into_iter().map(Some).collect();
        self.nodes = order
            .iter()
            .map(|old| {
                let mut node = old_nodes[old.index()].take().expect("each node once");
                node.parent = node.parent.map(map);
                node.children = node.children.iter().map(|&c| map(c)).collect();
                node
            })
            .collect();
        self.current = map(self.current);
    }

    /// How often the position at `id` has occurred on the line to it (at least once).
    pub fn occurrences(&self, id: NodeId) -> usize {
        let node = self.node(id);
        let mut count = 1;
        let mut at = node.parent;
        for back in 1..=u32::from(node.counters.quiet_plies) {
            let Some(earlier) = at else { break };
            let other = self.node(earlier);
            if back % 2 == 0 && other.key == node.key && other.position == node.position {
                count += 1;
            }
            at = other.parent;
        }
        count
    }

    /// The outcome the rules give at `id`: a loss for a side that cannot move, or a draw by
    /// repetition or by a counting rule. `None` while the game goes on.
    pub fn rules_outcome(&self, id: NodeId) -> Option<Outcome> {
        let node = self.node(id);
        let variant = node.position.variant();
        let (stuck, counted) = dispatch!(&node.position, p => {
            (p.count_legal_moves() == 0, node.counters.draw(p))
        });
        if stuck {
            let loser = node.position.side_to_move();
            return Some(Outcome::win(variant, !loser, Reason::NoLegalMove));
        }
        if self.occurrences(id) >= 3 {
            return Some(Outcome::draw(variant, Reason::Repetition));
        }
        counted.map(|reason| Outcome::draw(variant, reason))
    }

    /// The first node of the main line where the rules end the game, with that outcome.
    pub fn main_line_outcome(&self) -> Option<(NodeId, Outcome)> {
        self.main_line().into_iter().find_map(|id| Some((id, self.rules_outcome(id)?)))
    }

    /// The outcome at the cursor: by the rules, else a resignation or agreed draw recorded
    /// with [`GameRecord::resign`] or [`GameRecord::agree_draw`].
    pub fn outcome(&self) -> Option<Outcome> {
        self.rules_outcome(self.current).or(self.declared)
    }

    /// Records that `side` resigned.
    pub fn resign(&mut self, side: Side) {
        self.changed();
        let outcome = Outcome::win(self.variant(), !side, Reason::Resignation);
        self.declared = Some(outcome);
        self.result = outcome.result();
    }

    /// Records that the players agreed a draw.
    pub fn agree_draw(&mut self) {
        self.changed();
        let outcome = Outcome::draw(self.variant(), Reason::Agreement);
        self.declared = Some(outcome);
        self.result = outcome.result();
    }

    /// Whether the two records' trees hold the same positions and annotations in the same
    /// order.
    fn same_tree(&self, other: &GameRecord) -> bool {
        let mut stack = vec![(ROOT, ROOT)];
        while let Some((a, b)) = stack.pop() {
            let (x, y) = (self.node(a), other.node(b));
            if x.position != y.position
                || x.annotation != y.annotation
                || x.children.len() != y.children.len()
            {
                return false;
            }
            stack.extend(x.children.iter().copied().zip(y.children.iter().copied()));
        }
        true
    }
}

impl PartialEq for GameRecord {
    /// Records are equal when their tags, results and trees (positions and annotations) are;
    /// the cursor and node numbering do not count.
    fn eq(&self, other: &GameRecord) -> bool {
        self.tags == other.tags
            && self.result == other.result
            && self.declared == other.declared
            && self.same_tree(other)
    }
}

/// The legal move of `before` that gives `after`.
pub(crate) fn move_between<P: Position>(before: &P, after: &AnyPosition) -> Option<P::Move>
where
    AnyPosition: From<P>,
{
    let mut moves = MoveList::new();
    before.legal_moves(&mut moves);
    moves.into_iter().find(|mv| AnyPosition::from(before.play(mv)) == *after)
}
