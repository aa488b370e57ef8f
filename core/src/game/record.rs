//! [`GameRecord`]: a tree of moves from a start position, with tags, annotations, a cursor
//! and the game's outcome.
//!
//! The first child of a node is its main continuation; the others are variations. A node
//! holds only the move that led to it, as its place among the legal moves of the position
//! before, so a record costs a few bytes a move however long the game. The position at a node
//! is worked out from the nearest *checkpoint* above it: the start and every node whose ply
//! is a multiple of [`CHECKPOINT_EVERY`] keep theirs, with its draw counters. The position at
//! the cursor is kept at hand once asked for.

use std::borrow::Cow;
use std::collections::{HashMap, VecDeque};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, OnceLock};

use smallvec::SmallVec;

use crate::any::{AnyMove, AnyPosition, MoveInfo, describe_one, illegal, untag_legal};
use crate::dispatch;
use crate::game::annotation::Annotation;
use crate::game::chunks::Chunks;
use crate::game::draw::{Census, Counters};
use crate::game::node::NodeId;
use crate::game::notes::Notes;
use crate::game::outcome::{GameResult, Outcome, Reason};
use crate::game::past::Past;
use crate::game::tags::Tags;
use crate::notation::{self, MoveError};
use crate::position::{MoveList, Position};
use crate::rules::Variant;
use crate::side::Side;

/// No node: the parent of the start, the main continuation of a line's last move.
const NONE: NodeId = NodeId(u32::MAX);

const ROOT: NodeId = NodeId(0);

/// Plies between two nodes that keep their position.
pub const CHECKPOINT_EVERY: u32 = 64;

/// One move of the tree, in 12 bytes.
#[derive(Clone, Copy, Debug)]
struct Node {
    /// The node before, [`NONE`] at the start.
    parent: NodeId,
    /// The main continuation, [`NONE`] when nothing was played from here.
    main: NodeId,
    /// The move that led here: its index among the legal moves of the parent's position.
    mv: u16,
    /// Whether more than one move was played from here (the list is in
    /// [`GameRecord::branches`]).
    branches: bool,
}

/// A position of the record with its ply and the draw counters at it.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Checkpoint {
    position: AnyPosition,
    ply: u32,
    counters: Counters,
}

impl Checkpoint {
    /// Plays the legal move number `index` of the position.
    fn step(&mut self, index: u16) {
        dispatch!(&mut self.position, p => {
            let mv = legal(p)[usize::from(index)];
            let after = p.play(&mv);
            self.counters = self.counters.after(p, &mv, &after);
            *p = after;
        });
        self.ply += 1;
    }

    /// The outcome the rules give here, given how often the position has occurred.
    fn outcome(&self, occurrences: usize) -> Option<Outcome> {
        let variant = self.position.variant();
        let (stuck, counted) =
            dispatch!(&self.position, p => (p.count_legal_moves() == 0, self.counters.draw(p)));
        if stuck {
            let loser = self.position.side_to_move();
            return Some(Outcome::win(variant, !loser, Reason::NoLegalMove));
        }
        if occurrences >= 3 {
            return Some(Outcome::draw(variant, Reason::Repetition));
        }
        counted.map(|reason| Outcome::draw(variant, reason))
    }
}

/// The legal moves of `position`, in the generator's order (which a node's move indexes).
fn legal<P: Position>(position: &P) -> MoveList<P::Move> {
    let mut moves = MoveList::new();
    position.legal_moves(&mut moves);
    moves
}

/// A game: tags, a tree of moves from a start position, a cursor and a result.
#[derive(Clone, Debug)]
pub struct GameRecord {
    tags: Tags,
    /// The nodes, shared with the record's copies until changed.
    nodes: Chunks<Node>,
    /// The moves played from each node that has more than one, the main continuation first.
    branches: HashMap<NodeId, SmallVec<[NodeId; 2]>>,
    /// The annotations that are not empty.
    notes: Notes,
    /// The nodes that keep their position: the start, and every [`CHECKPOINT_EVERY`] plies
    /// (shared: the table stays small while it grows, and its copies share the positions).
    checkpoints: HashMap<NodeId, Arc<Checkpoint>>,
    current: NodeId,
    /// The checkpoint at the cursor, once asked for.
    cursor: OnceLock<Checkpoint>,
    /// The node added last, and its checkpoint: records are mostly built a move after another.
    tip: Option<(NodeId, Checkpoint)>,
    result: GameResult,
    declared: Option<Outcome>,
    revision: u64,
}

/// Revision numbers, unique among all records: a record's changes the cursor aside.
static REVISIONS: AtomicU64 = AtomicU64::new(1);

fn next_revision() -> u64 {
    REVISIONS.fetch_add(1, Ordering::Relaxed)
}

impl GameRecord {
    /// A record with no moves from `start`.
    pub fn new(start: AnyPosition) -> GameRecord {
        let counters = dispatch!(&start, p => Counters::start(p));
        let root = Node { parent: NONE, main: NONE, mv: 0, branches: false };
        let checkpoint = Checkpoint { position: start, ply: 0, counters };
        GameRecord {
            tags: Tags::new(),
            nodes: std::iter::once(root).collect(),
            branches: HashMap::new(),
            notes: Notes::default(),
            checkpoints: HashMap::from([(ROOT, Arc::new(checkpoint))]),
            current: ROOT,
            cursor: OnceLock::new(),
            tip: None,
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
        self.start_position().variant()
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

    fn node(&self, id: NodeId) -> &Node {
        &self.nodes[id.index()]
    }

    /// The node before `id`, or `None` at the start.
    ///
    /// # Panics
    /// If `id` is not a node of this record (an id kept across a deletion), as every method
    /// taking a node does.
    pub fn parent(&self, id: NodeId) -> Option<NodeId> {
        Some(self.node(id).parent).filter(|&p| p != NONE)
    }

    /// The moves played from `id`: the main continuation first, then the variations.
    pub fn children(&self, id: NodeId) -> &[NodeId] {
        let node = self.node(id);
        if node.branches {
            &self.branches[&id]
        } else if node.main == NONE {
            &[]
        } else {
            std::slice::from_ref(&node.main)
        }
    }

    /// Replaces the list of moves played from `id`.
    fn set_children(&mut self, id: NodeId, children: SmallVec<[NodeId; 2]>) {
        let node = self.nodes.get_mut(id.index());
        node.main = children.first().copied().unwrap_or(NONE);
        node.branches = children.len() > 1;
        if node.branches {
            self.branches.insert(id, children);
        } else {
            self.branches.remove(&id);
        }
    }

    /// Plies from the start of the record to `id`.
    pub fn ply(&self, id: NodeId) -> u32 {
        let mut steps = 0;
        let mut at = id;
        loop {
            if let Some(known) = self.known(at) {
                return known.ply + steps;
            }
            at = self.node(at).parent;
            steps += 1;
        }
    }

    /// The draw counters of the position at `id`.
    pub fn counters(&self, id: NodeId) -> Counters {
        self.checkpoint(id).counters
    }

    /// The comments, marks, glyphs and evaluation of the move that led to `id` (at the start:
    /// of the start).
    pub fn annotation(&self, id: NodeId) -> Cow<'_, Annotation> {
        self.notes.get(id)
    }

    /// The annotation of node `id`, to change.
    pub fn annotation_mut(&mut self, id: NodeId) -> &mut Annotation {
        self.changed();
        self.notes.get_mut(id)
    }

    /// Sets the comment after the move that led to `id`: kept compactly when the move has no
    /// other annotation, as in files that comment every move.
    pub fn set_comment(&mut self, id: NodeId, text: &str) {
        self.changed();
        self.notes.set_comment(id, text);
    }

    /// Makes room for `comments` more comments of `bytes` bytes in all (a reader that knows
    /// how many are coming saves the growing).
    pub fn reserve_comments(&mut self, comments: usize, bytes: usize) {
        self.notes.reserve_comments(comments, bytes);
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
        &self.cursor_checkpoint().position
    }

    /// The start position.
    pub fn start_position(&self) -> &AnyPosition {
        &self.checkpoints[&ROOT].position
    }

    /// The position at `id` (worked out from the nearest kept one: at most
    /// [`CHECKPOINT_EVERY`] moves replayed).
    pub fn position_at(&self, id: NodeId) -> Cow<'_, AnyPosition> {
        match self.checkpoint(id) {
            Cow::Borrowed(checkpoint) => Cow::Borrowed(&checkpoint.position),
            Cow::Owned(checkpoint) => Cow::Owned(checkpoint.position),
        }
    }

    /// The position after the move that led to `id`, given `before`, the position at `id`'s
    /// parent, with that move as a record writes it: to walk a record a move after another
    /// without working each position out again.
    ///
    /// # Panics
    /// At the start, or if `before` is not the position at the parent.
    pub fn follow(&self, before: &AnyPosition, id: NodeId) -> (String, AnyPosition) {
        let index = usize::from(self.node(id).mv);
        let mut after = before.clone();
        let text = dispatch!(&mut after, p => {
            let mv = legal(p)[index];
            let text = notation::move_text(p, &mv);
            *p = p.play(&mv);
            text
        });
        (text, after)
    }

    /// The nodes of the main line from the start, each with its position, worked out a move
    /// after another.
    pub fn main_line_positions(&self) -> impl Iterator<Item = (NodeId, AnyPosition)> + '_ {
        let mut next = Some((ROOT, self.start_position().clone()));
        std::iter::from_fn(move || {
            let (id, position) = next.take()?;
            if let Some(&child) = self.children(id).first() {
                let mut after = position.clone();
                dispatch!(&mut after, p => *p = p.play(&self.played(p, child)));
                next = Some((child, after));
            }
            Some((id, position))
        })
    }

    /// The move that led to `id`, given `before`, the position at `id`'s parent.
    ///
    /// # Panics
    /// At the start, or if `before` is not the position at the parent.
    pub(crate) fn played<P: Position>(&self, before: &P, id: NodeId) -> P::Move {
        legal(before)[usize::from(self.node(id).mv)]
    }

    fn cursor_checkpoint(&self) -> &Checkpoint {
        self.cursor.get_or_init(|| self.checkpoint(self.current).into_owned())
    }

    /// The checkpoint kept for `id`, if any: a checkpoint, the cursor's or the last added.
    fn known(&self, id: NodeId) -> Option<&Checkpoint> {
        if let Some(kept) = self.checkpoints.get(&id) {
            return Some(kept);
        }
        if let Some((tip, checkpoint)) = &self.tip
            && *tip == id
        {
            return Some(checkpoint);
        }
        self.cursor.get().filter(|_| id == self.current)
    }

    /// The checkpoint at `id`, replayed from the nearest kept one above it.
    fn checkpoint(&self, id: NodeId) -> Cow<'_, Checkpoint> {
        let mut moves = Vec::new();
        let mut at = id;
        loop {
            if let Some(known) = self.known(at) {
                if moves.is_empty() {
                    return Cow::Borrowed(known);
                }
                let mut checkpoint = known.clone();
                for &index in moves.iter().rev() {
                    checkpoint.step(index);
                }
                return Cow::Owned(checkpoint);
            }
            let node = self.node(at);
            moves.push(node.mv);
            at = node.parent;
        }
    }

    /// Calls `visit` with each of the `count` positions before `id` (fewer near the start),
    /// the oldest first.
    fn walk_back(&self, id: NodeId, count: usize, mut visit: impl FnMut(&Checkpoint)) {
        let mut line = Vec::with_capacity(count);
        let mut at = self.parent(id);
        while let Some(node) = at.filter(|_| line.len() < count) {
            line.push(node);
            at = self.parent(node);
        }
        let Some(&oldest) = line.last() else { return };
        let mut checkpoint = self.checkpoint(oldest).into_owned();
        visit(&checkpoint);
        for &node in line.iter().rev().skip(1) {
            checkpoint.step(self.node(node).mv);
            visit(&checkpoint);
        }
    }

    /// Moves the cursor to `id`; false (and no change) if there is no such node.
    pub fn go_to(&mut self, id: NodeId) -> bool {
        let exists = id.index() < self.nodes.len();
        if exists && id != self.current {
            let next = match self.cursor.get() {
                Some(here) if self.parent(id) == Some(self.current) => {
                    let mut next = here.clone();
                    next.step(self.node(id).mv);
                    Some(next)
                }
                _ => self.known(id).cloned(),
            };
            self.current = id;
            self.cursor = next.map_or_else(OnceLock::new, OnceLock::from);
        }
        exists
    }

    /// Moves the cursor to the start.
    pub fn to_start(&mut self) {
        self.go_to(ROOT);
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
        match self.parent(self.current) {
            Some(parent) => self.go_to(parent),
            None => false,
        }
    }

    /// Moves the cursor to the `index`-th move played from it (0: the main continuation,
    /// 1 and on: the variations); false if there is no such move.
    pub fn enter_variation(&mut self, index: usize) -> bool {
        match self.children(self.current).get(index) {
            Some(&child) => self.go_to(child),
            None => false,
        }
    }

    /// The nodes from the start to `id`, both included.
    pub fn line_to(&self, id: NodeId) -> Vec<NodeId> {
        let mut line = vec![id];
        let mut at = id;
        while let Some(parent) = self.parent(at) {
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
        while let Some(&next) = self.children(at).first() {
            line.push(next);
            at = next;
        }
        line
    }

    /// The number of the move that led to `id` and the side that played it (`None` at the
    /// start). The first move of a record is move 1, whoever plays it.
    pub fn move_number(&self, id: NodeId) -> Option<(u32, Side)> {
        self.parent(id)?;
        let ply = self.ply(id);
        let first = self.start_position().side_to_move();
        let offset = u32::from(first == Side::Black);
        let side = if ply % 2 == 1 { first } else { !first };
        Some(((ply - 1 + offset) / 2 + 1, side))
    }

    /// Plays the move written `text` at the cursor and moves the cursor to it. If the same
    /// move is already a continuation there, it is followed; otherwise it is added, as the
    /// main continuation if there is none yet, else as a new variation.
    pub fn play(&mut self, text: &str) -> Result<NodeId, MoveError> {
        let parent = self.current;
        let before = self.position().clone();
        let id = dispatch!(&before, p => {
            let mv = notation::parse_move(p, text)?;
            self.add_move(parent, p, &mv).0
        });
        self.go_to(id);
        Ok(id)
    }

    /// Plays `mv` at the cursor, as [`GameRecord::play`] plays a written move: the board's way
    /// in, with no notation. Refused (and nothing changes) when it is not a legal move here.
    pub fn play_move(&mut self, mv: &AnyMove) -> Result<NodeId, MoveError> {
        let parent = self.current;
        let before = self.position().clone();
        let id = dispatch!(&before, p => match untag_legal(p, mv) {
            Some(legal) => self.add_move(parent, p, &legal).0,
            None => return Err(illegal(p, mv)),
        });
        self.go_to(id);
        Ok(id)
    }

    /// Adds `mv`, a legal move of `before` (the position at `parent`), as a continuation of
    /// `parent` (or follows it if it is one already). Returns the node and the position.
    ///
    /// # Panics
    /// If `mv` is not a legal move of `before`.
    pub(crate) fn add_move<P: Census>(
        &mut self,
        parent: NodeId,
        before: &P,
        mv: &P::Move,
    ) -> (NodeId, P)
    where
        AnyPosition: From<P>,
    {
        let moves = legal(before);
        let index = moves.iter().position(|m| m == mv).expect("a legal move of the position");
        let after = before.play(mv);
        let existing = self.children(parent).iter().copied().find(|&child| {
            let played = usize::from(self.node(child).mv);
            played == index || before.play(&moves[played]) == after
        });
        if let Some(existing) = existing {
            return (existing, after);
        }
        self.changed();
        let above = self.checkpoint(parent);
        let checkpoint = Checkpoint {
            position: AnyPosition::from(after.clone()),
            ply: above.ply + 1,
            counters: above.counters.after(before, mv, &after),
        };
        let id = NodeId(u32::try_from(self.nodes.len()).expect("fewer than 2^32 nodes"));
        let mv = u16::try_from(index).expect("fewer than 2^16 legal moves");
        self.nodes.push(Node { parent, main: NONE, mv, branches: false });
        let mut children: SmallVec<[NodeId; 2]> = self.children(parent).into();
        children.push(id);
        self.set_children(parent, children);
        if checkpoint.ply.is_multiple_of(CHECKPOINT_EVERY) {
            self.checkpoints.insert(id, Arc::new(checkpoint.clone()));
        }
        self.tip = Some((id, checkpoint));
        (id, after)
    }

    /// The move that led to `id` as a record writes it (short unless ambiguous).
    pub fn move_text(&self, id: NodeId) -> Option<String> {
        let before = self.position_at(self.parent(id)?);
        Some(self.follow(&before, id).0)
    }

    /// The move that led to `id`, described.
    pub fn move_info(&self, id: NodeId) -> Option<MoveInfo> {
        let before = self.position_at(self.parent(id)?);
        let index = usize::from(self.node(id).mv);
        Some(dispatch!(before.as_ref(), p => describe_one(p, &legal(p)[index])))
    }

    /// The first node of the variation `id` is in: the nearest node from `id` back that is
    /// not its parent's main continuation. `None` on the main line.
    pub fn variation_start(&self, id: NodeId) -> Option<NodeId> {
        let mut at = id;
        loop {
            let parent = self.parent(at)?;
            if self.node(parent).main != at {
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
        let parent = self.node(start).parent;
        let mut children: SmallVec<[NodeId; 2]> = self.children(parent).into();
        let index = children.iter().position(|&c| c == start).expect("child of its parent");
        children[..=index].rotate_right(1);
        self.set_children(parent, children);
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
        if !self.children(id).is_empty() {
            self.set_children(id, SmallVec::new());
            if self.is_below(self.current, id) {
                self.go_to(id);
            }
            self.compact();
        }
    }

    /// Deletes `id` and every move after it (nothing at the start).
    pub fn delete_from(&mut self, id: NodeId) {
        self.changed();
        let Some(parent) = self.parent(id) else {
            return;
        };
        if self.is_below(self.current, id) {
            self.go_to(parent);
        }
        let children = self.children(parent).iter().copied().filter(|&c| c != id).collect();
        self.set_children(parent, children);
        self.compact();
    }

    /// Whether `id` is `ancestor` or after it.
    fn is_below(&self, id: NodeId, ancestor: NodeId) -> bool {
        let mut at = Some(id);
        while let Some(node) = at {
            if node == ancestor {
                return true;
            }
            at = self.parent(node);
        }
        false
    }

    /// Drops the nodes no longer reachable from the start and renumbers the rest.
    fn compact(&mut self) {
        let mut order = Vec::with_capacity(self.nodes.len());
        let mut stack = vec![ROOT];
        while let Some(id) = stack.pop() {
            order.push(id);
            stack.extend(self.children(id).iter().rev());
        }
        let mut new_id = vec![NONE; self.nodes.len()];
        for (new, old) in order.iter().enumerate() {
            new_id[old.index()] = NodeId(new as u32);
        }
        let map = |id: NodeId| if id == NONE { NONE } else { new_id[id.index()] };
        let remap = |id: &NodeId| Some(map(*id)).filter(|&new| new != NONE);
        self.nodes = order
            .iter()
            .map(|&old| {
                let node = self.nodes[old.index()];
                Node { parent: map(node.parent), main: map(node.main), ..node }
            })
            .collect();
        self.branches = std::mem::take(&mut self.branches)
            .into_iter()
            .filter_map(|(id, list)| Some((remap(&id)?, list.iter().map(|&c| map(c)).collect())))
            .collect();
        self.notes = std::mem::take(&mut self.notes).renumbered(|id| remap(&id));
        self.checkpoints = std::mem::take(&mut self.checkpoints)
            .into_iter()
            .filter_map(|(id, checkpoint)| Some((remap(&id)?, checkpoint)))
            .collect();
        self.current = map(self.current);
        self.tip = None;
    }

    /// The keys of the positions before `id` since the last irreversible move, oldest first:
    /// what a search from `id` needs to see repetitions.
    pub fn history_keys(&self, id: NodeId) -> Vec<u64> {
        let quiet = usize::from(self.counters(id).quiet_plies);
        let mut keys = Vec::with_capacity(quiet);
        self.walk_back(id, quiet, |checkpoint| keys.push(checkpoint.position.hash_key()));
        keys
    }

    /// What a search of the position at `id` needs to know of the game before it.
    pub fn past(&self, id: NodeId) -> Past {
        Past { keys: self.history_keys(id), counters: Some(self.counters(id)) }
    }

    /// How often the position at `id` has occurred on the line to it (at least once).
    pub fn occurrences(&self, id: NodeId) -> usize {
        let key = self.position_at(id).hash_key();
        1 + self.history_keys(id).into_iter().filter(|&k| k == key).count()
    }

    /// The outcome the rules give at `id`: a loss for a side that cannot move, or a draw by
    /// repetition or by a counting rule. `None` while the game goes on.
    pub fn rules_outcome(&self, id: NodeId) -> Option<Outcome> {
        self.checkpoint(id).outcome(self.occurrences(id))
    }

    /// The first node of the main line where the rules end the game, with that outcome.
    pub fn main_line_outcome(&self) -> Option<(NodeId, Outcome)> {
        // The keys since the last irreversible move, and how often each occurs among them.
        let mut window: VecDeque<u64> = VecDeque::new();
        let mut seen: HashMap<u64, usize> = HashMap::new();
        let mut checkpoint = Checkpoint::clone(&self.checkpoints[&ROOT]);
        let mut at = ROOT;
        loop {
            let quiet = usize::from(checkpoint.counters.quiet_plies);
            while window.len() > quiet {
                let old = window.pop_front().expect("not empty");
                *seen.get_mut(&old).expect("counted") -= 1;
            }
            let key = checkpoint.position.hash_key();
            if let Some(outcome) = checkpoint.outcome(1 + seen.get(&key).copied().unwrap_or(0)) {
                return Some((at, outcome));
            }
            window.push_back(key);
            *seen.entry(key).or_default() += 1;
            at = *self.children(at).first()?;
            checkpoint.step(self.node(at).mv);
        }
    }

    /// The outcome at the cursor: by the rules, else a resignation or agreed draw recorded
    /// with [`GameRecord::resign`] or [`GameRecord::agree_draw`].
    pub fn outcome(&self) -> Option<Outcome> {
        self.rules_outcome(self.current).or(self.declared)
    }

    /// The end recorded by a player rather than the rules (a resignation, an agreed draw, a
    /// loss on time, a forfeit), if any.
    pub fn declared(&self) -> Option<Outcome> {
        self.declared
    }

    /// Records that `side` resigned.
    pub fn resign(&mut self, side: Side) {
        self.declare(Outcome::win(self.variant(), !side, Reason::Resignation));
    }

    /// Records that `side` ran out of time: it loses (no game's rules make it a draw).
    pub fn lose_on_time(&mut self, side: Side) {
        self.declare(Outcome::win(self.variant(), !side, Reason::Time));
    }

    /// Records that `side` forfeited the game (an illegal move, a broken connection): it
    /// loses.
    pub fn forfeit(&mut self, side: Side) {
        self.declare(Outcome::win(self.variant(), !side, Reason::Forfeit));
    }

    /// Records that the players agreed a draw.
    pub fn agree_draw(&mut self) {
        self.declare(Outcome::draw(self.variant(), Reason::Agreement));
    }

    fn declare(&mut self, outcome: Outcome) {
        self.changed();
        self.declared = Some(outcome);
        self.result = outcome.result();
    }

    /// Whether the two records' trees hold the same moves and annotations in the same order
    /// from the same start.
    fn same_tree(&self, other: &GameRecord) -> bool {
        if self.start_position() != other.start_position() {
            return false;
        }
        let mut stack = vec![(ROOT, ROOT)];
        while let Some((a, b)) = stack.pop() {
            let (x, y) = (self.children(a), other.children(b));
            if (a != ROOT && self.node(a).mv != other.node(b).mv)
                || self.annotation(a) != other.annotation(b)
                || x.len() != y.len()
            {
                return false;
            }
            stack.extend(x.iter().copied().zip(y.iter().copied()));
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
