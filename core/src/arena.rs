//! Games between players: the engine at given settings, a greedy two-ply player, or any other
//! [`Player`] (such as an external engine). Used to measure strength and to test the engine.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use crate::analysis;
use crate::any::{AnyMove, AnyPosition};
use crate::book::{Book, BookMove};
use crate::clock::{Budget, Clock, TimeControl};
use crate::dispatch;
use crate::egdb::Tables;
use crate::game::{Census, Evaluation, GameRecord, GameResult};
use crate::position::Position;
use crate::rules::Variant;
use crate::search::{Engine, Found, Limits, Model, Settings};
use crate::side::Side;
use crate::zobrist::splitmix;

/// Something that chooses moves.
pub trait Player {
    /// A short name for game records and score lines.
    fn name(&self) -> String;

    /// Called before each game, with the position it starts from and the side the player
    /// plays.
    fn new_game(&mut self, start: &AnyPosition, side: Side) {
        let _ = (start, side);
    }

    /// The move to play at the record's cursor, as the game writes it; `None` resigns.
    fn choose(&mut self, record: &GameRecord) -> Option<String>;

    /// The move to play in a game on the clock, within `budget` (by default, as
    /// [`Player::choose`] does).
    fn choose_within(&mut self, record: &GameRecord, budget: Budget) -> Option<String> {
        let _ = budget;
        self.choose(record)
    }

    /// What the player made of the position it last chose a move in, if it says.
    fn verdict(&self) -> Option<Verdict> {
        None
    }

    /// Why the player gave no move when it was asked for one: by default, it resigns.
    fn no_move(&mut self) -> NoMove {
        NoMove::Resigns
    }

    /// Hears how a game it played ended: the final record, its result set.
    fn game_over(&mut self, record: &GameRecord) {
        let _ = record;
    }

    /// Whether the player can play another game (not once its connection is lost, say).
    fn can_play(&self) -> bool {
        true
    }
}

/// How a game ends when a player gives no move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NoMove {
    /// The player resigns.
    Resigns,
    /// The player broke off the game, for the reason given (a move that is not legal, a
    /// message that does not read, a connection lost): it loses.
    Forfeits(String),
    /// The game ends drawn, for the reason given.
    Draw(String),
    /// The game stops without a result, for the reason given.
    Stops(String),
}

/// The tag that says why a game ended when the rules do not say it.
pub const TERMINATION: &str = "Termination";

/// Ends the game in `record` where `side`, to move, gave no move, as `why` says; a reason
/// beyond the rules is kept in the [`TERMINATION`] tag.
fn end_without_move(record: &mut GameRecord, side: Side, why: NoMove) {
    let reason = match why {
        NoMove::Resigns => {
            record.resign(side);
            return;
        }
        NoMove::Forfeits(reason) => {
            record.forfeit(side);
            reason
        }
        NoMove::Draw(reason) => {
            record.agree_draw();
            reason
        }
        NoMove::Stops(reason) => {
            record.set_result(GameResult::Unknown);
            reason
        }
    };
    record.tags_mut().set(TERMINATION, reason);
}

/// A player's verdict on the position it moved in, kept with the move in the game record.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Verdict {
    /// The score for the side that moved, in men (a decided game as ±20).
    pub men: f32,
    /// How deep the player searched, when it says.
    pub depth: Option<u16>,
}

/// Damier's engine with fixed limits and settings.
pub struct EnginePlayer {
    engine: Engine,
    limits: Limits,
    settings: Settings,
    name: String,
    /// Time spent choosing moves where there was a choice (more than one legal move and no
    /// forced win or loss found), and how many such moves were chosen.
    thought: (Duration, u32),
    /// How many moves with more than one legal move were chosen early on a forced win or loss.
    decided_early: u32,
    /// The score and depth of the last search.
    verdict: Option<Verdict>,
    /// The book it plays from while the game is in it, and the state of its draws.
    book: Option<(Arc<Book>, u64)>,
}

impl EnginePlayer {
    /// An engine player with a table of `hash_mb` MB.
    pub fn new(
        name: impl Into<String>,
        limits: Limits,
        settings: Settings,
        hash_mb: usize,
    ) -> Self {
        EnginePlayer {
            engine: Engine::new(hash_mb),
            limits,
            settings,
            name: name.into(),
            thought: (Duration::ZERO, 0),
            decided_early: 0,
            verdict: None,
            book: None,
        }
    }

    /// The engine's search at the record's cursor, the game's earlier positions seen.
    pub fn search(&mut self, record: &GameRecord) -> Found<AnyMove> {
        let stop = AtomicBool::new(false);
        let past = record.past(record.current());
        let position = record.position();
        position.search(&mut self.engine, &past, &self.limits, &self.settings, &stop, &mut |_| {})
    }

    /// The mean time the player has taken to choose a move when it had a choice; none before
    /// the first such move. A single legal move is played at once, and a search that finds a
    /// forced win or loss ends early: neither counts (see [`Self::decided_early`]).
    pub fn mean_time(&self) -> Option<Duration> {
        let (total, moves) = self.thought;
        (moves > 0).then(|| total / moves)
    }

    /// How many moves with more than one legal move the player chose early because its
    /// search found a forced win or loss.
    pub fn decided_early(&self) -> u32 {
        self.decided_early
    }

    /// The same player under another name.
    pub fn named(mut self, name: impl Into<String>) -> Self {
        self.name = name.into();
        self
    }

    /// The same player searching on `threads` threads.
    pub fn with_threads(mut self, threads: usize) -> Self {
        self.engine.set_threads(threads);
        self
    }

    /// The same player evaluating with `model` instead of the built-in weights.
    pub fn with_model(mut self, model: Model) -> Self {
        self.engine.set_model(model);
        self
    }

    /// The same player playing from `book` while the game is in it, drawing among its moves
    /// at random from `seed` (the same seed, the same draws).
    pub fn with_book(mut self, book: Arc<Book>, seed: u64) -> Self {
        self.book = Some((book, seed));
        self
    }

    /// A move of the player's book at the record's cursor, if it has one.
    fn book_move(&mut self, record: &GameRecord) -> Option<BookMove> {
        let (book, state) = self.book.as_mut()?;
        let (random, next) = splitmix(*state);
        *state = next;
        book.pick(record.position(), random)
    }

    /// The same player probing the endgame tables `tables` (see [`Engine::set_tables`]).
    pub fn with_tables(mut self, tables: Arc<Tables>) -> Self {
        self.engine.set_tables(Some(tables));
        self
    }
}

impl Player for EnginePlayer {
    fn name(&self) -> String {
        self.name.clone()
    }

    fn new_game(&mut self, _start: &AnyPosition, _side: Side) {
        self.engine.new_game();
    }

    fn choose_within(&mut self, record: &GameRecord, budget: Budget) -> Option<String> {
        let fixed = self.limits;
        self.limits = Limits { depth: fixed.depth, nodes: fixed.nodes, ..budget.limits() };
        let chosen = self.choose(record);
        self.limits = fixed;
        chosen
    }

    fn choose(&mut self, record: &GameRecord) -> Option<String> {
        if let Some(chosen) = self.book_move(record) {
            self.verdict = Some(Verdict { men: chosen.score as f32 / 100.0, depth: None });
            return record.position().move_text(&chosen.mv);
        }
        let found = self.search(record);
        if dispatch!(record.position(), p => p.count_legal_moves()) > 1 {
            if matches!(found.score, crate::search::Score::Value(_)) {
                self.thought.0 += found.elapsed;
                self.thought.1 += 1;
            } else {
                self.decided_early += 1;
            }
        }
        self.verdict = Some(Verdict {
            men: analysis::bounded(found.score) as f32 / 100.0,
            depth: Some(found.depth.min(u32::from(u16::MAX)) as u16),
        });
        found.best.and_then(|mv| record.position().move_text(&mv))
    }

    fn verdict(&self) -> Option<Verdict> {
        self.verdict
    }
}

/// Plays the move that leaves the best material after the opponent's best reply (two plies,
/// no evaluation beyond counting pieces; kings count three men). Ties are drawn by lot.
pub struct GreedyPlayer {
    seed: u64,
}

impl GreedyPlayer {
    /// A greedy player whose ties are drawn from `seed`.
    pub fn new(seed: u64) -> GreedyPlayer {
        GreedyPlayer { seed }
    }
}

/// Material of `side` minus its opponent's, kings counted as three men.
fn material_balance(position: &AnyPosition, side: Side) -> i32 {
    dispatch!(position, p => {
        let value = |s| {
            let m = p.material(s);
            (m.men + 3 * m.kings) as i32
        };
        value(side) - value(!side)
    })
}

impl Player for GreedyPlayer {
    fn name(&self) -> String {
        "greedy 2-ply".to_string()
    }

    fn choose(&mut self, record: &GameRecord) -> Option<String> {
        let position = record.position();
        let me = position.side_to_move();
        let mut best: Vec<String> = Vec::new();
        let mut best_score = i32::MIN;
        for mv in position.moves() {
            let mut after = position.clone();
            after.play_text(&mv.full).ok()?;
            let replies = after.moves();
            let worst = if replies.is_empty() {
                i32::MAX
            } else {
                replies
                    .iter()
                    .filter_map(|reply| {
                        let mut then = after.clone();
                        then.play_text(&reply.full).ok()?;
                        Some(material_balance(&then, me))
                    })
                    .min()
                    .unwrap_or(i32::MAX)
            };
            if worst > best_score {
                best_score = worst;
                best.clear();
            }
            if worst == best_score {
                best.push(mv.text);
            }
        }
        let (draw, next) = splitmix(self.seed);
        self.seed = next;
        (!best.is_empty()).then(|| best[(draw % best.len() as u64) as usize].clone())
    }
}

/// Plays one game from `start` and returns its record with the result set. A game still going
/// after `max_plies` is adjudicated a draw.
pub fn play_game(
    start: AnyPosition,
    white: &mut dyn Player,
    black: &mut dyn Player,
    max_plies: u32,
) -> GameRecord {
    play_game_on_clock(start, white, black, max_plies, None)
}

/// Plays one game as [`play_game`] does, on a clock when there is a `control`: each player is
/// given its share of its time to move in, and loses when its time runs out. Every move's
/// annotation keeps the mover's time left.
pub fn play_game_on_clock(
    start: AnyPosition,
    white: &mut dyn Player,
    black: &mut dyn Player,
    max_plies: u32,
    control: Option<TimeControl>,
) -> GameRecord {
    white.new_game(&start, Side::White);
    black.new_game(&start, Side::Black);
    let mut record = GameRecord::new(start);
    record.tags_mut().set("White", white.name());
    record.tags_mut().set("Black", black.name());
    if let Some(control) = control {
        record.tags_mut().set("TimeControl", control.tag());
    }
    play_to_the_end(&mut record, white, black, max_plies, control);
    white.game_over(&record);
    black.game_over(&record);
    record
}

/// Plays the game in `record` on until it ends, as [`play_game_on_clock`] says.
fn play_to_the_end(
    record: &mut GameRecord,
    white: &mut dyn Player,
    black: &mut dyn Player,
    max_plies: u32,
    control: Option<TimeControl>,
) {
    let mut clock = control.map(|c| Clock::new(c, record.position().side_to_move()));
    let began = Instant::now();
    loop {
        if let Some(outcome) = record.outcome() {
            record.set_result(outcome.result());
            return;
        }
        if record.ply(record.current()) >= max_plies {
            record.set_result(GameResult::Draw);
            return;
        }
        let side = record.position().side_to_move();
        let player: &mut dyn Player = if side == Side::White { white } else { black };
        let chosen = match &mut clock {
            Some(clock) => {
                clock.start(side, began.elapsed());
                let chosen = player.choose_within(record, clock.budget(began.elapsed()));
                if clock.flagged(began.elapsed()) == Some(side) {
                    record.lose_on_time(side);
                    return;
                }
                chosen
            }
            None => player.choose(record),
        };
        let Some(text) = chosen else {
            end_without_move(record, side, player.no_move());
            return;
        };
        let Ok(played) = record.play(&text) else {
            let why = format!("{} played {text}, not a legal move", player.name());
            end_without_move(record, side, NoMove::Forfeits(why));
            return;
        };
        if let Some(clock) = &mut clock {
            record.annotation_mut(played).clock = Some(clock.moved(began.elapsed()));
        }
        if let Some(verdict) = player.verdict() {
            let score = if side == Side::White { verdict.men } else { -verdict.men };
            record.annotation_mut(played).eval = Some(Evaluation { score, depth: verdict.depth });
        }
    }
}

/// The position after `plies` random legal moves from the start of `variant` (fewer when the
/// game ends first), drawn from the SplitMix64 `state`.
pub fn random_opening(variant: Variant, plies: u32, state: &mut u64) -> AnyPosition {
    let mut position = AnyPosition::start(variant);
    for _ in 0..plies {
        let moves = position.moves();
        if moves.is_empty() {
            break;
        }
        let (draw, next) = splitmix(*state);
        *state = next;
        let choice = &moves[(draw % moves.len() as u64) as usize];
        position.play_text(&choice.full).expect("a listed move is legal");
    }
    position
}

/// Wins, draws and losses of the first player of a match.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Score {
    /// Games the first player won.
    pub wins: u32,
    /// Games drawn.
    pub draws: u32,
    /// Games the first player lost.
    pub losses: u32,
}

impl Score {
    /// Adds a game's result seen from the first player, who played `side`. A game without a
    /// result (stopped unfinished) does not count.
    pub fn add(&mut self, result: GameResult, side: Side) {
        match (result, side) {
            (GameResult::Unknown, _) => {}
            (GameResult::WhiteWins, Side::White) | (GameResult::BlackWins, Side::Black) => {
                self.wins += 1
            }
            (GameResult::WhiteWins, Side::Black) | (GameResult::BlackWins, Side::White) => {
                self.losses += 1
            }
            _ => self.draws += 1,
        }
    }

    /// Points of the first player (a win 1, a draw ½) over games played, as a fraction.
    pub fn fraction(&self) -> f64 {
        let games = self.wins + self.draws + self.losses;
        if games == 0 { 0.5 } else { (self.wins as f64 + self.draws as f64 / 2.0) / games as f64 }
    }

    /// Half the width of the 95 % confidence interval of [`Score::fraction`], from the spread
    /// of the games' results.
    pub fn margin(&self) -> f64 {
        let games = f64::from(self.wins + self.draws + self.losses);
        if games < 2.0 {
            return 0.5;
        }
        let mean = self.fraction();
        let spread = (f64::from(self.wins) * (1.0 - mean).powi(2)
            + f64::from(self.draws) * (0.5 - mean).powi(2)
            + f64::from(self.losses) * mean.powi(2))
            / (games - 1.0);
        1.96 * (spread / games).sqrt()
    }

    /// The Elo difference the score implies (±∞ for a clean sweep).
    pub fn elo(&self) -> f64 {
        let p = self.fraction();
        400.0 * (p / (1.0 - p)).log10()
    }
}

/// Plays every opening twice, colours swapped, `first` against `second`, on a clock when
/// there is a `control`; `each` hears every finished game. The match stops early when a
/// player can play no more ([`Player::can_play`]). Returns the score of `first`.
pub fn play_match(
    openings: &[AnyPosition],
    first: &mut dyn Player,
    second: &mut dyn Player,
    max_plies: u32,
    control: Option<TimeControl>,
    each: &mut dyn FnMut(&GameRecord),
) -> Score {
    let mut score = Score::default();
    for opening in openings {
        for first_side in Side::BOTH {
            if !first.can_play() || !second.can_play() {
                return score;
            }
            let start = opening.clone();
            let record = if first_side == Side::White {
                play_game_on_clock(start, first, second, max_plies, control)
            } else {
                play_game_on_clock(start, second, first, max_plies, control)
            };
            score.add(record.result(), first_side);
            each(&record);
        }
    }
    score
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_score_has_an_error_bar_that_narrows_with_games() {
        let few = Score { wins: 6, draws: 8, losses: 6 };
        let many = Score { wins: 60, draws: 80, losses: 60 };
        assert_eq!(few.fraction(), 0.5);
        assert!((few.margin() - 0.1742).abs() < 1e-3, "{}", few.margin());
        assert!(many.margin() < few.margin() / 3.0);
        assert_eq!(format!("{:+.0}", few.elo()), "+0", "an even score is +0 Elo, not -0");
        let ahead = Score { wins: 3, draws: 0, losses: 1 };
        assert!((ahead.elo() - 190.85).abs() < 0.1, "{}", ahead.elo());
    }

    #[test]
    fn a_move_chosen_on_a_forced_result_does_not_count_toward_the_time_used() {
        let mut player =
            EnginePlayer::new("engine", Limits::movetime(60_000), Settings::default(), 1);
        let two_captures_that_win = "W:W31,32:B27";
        let position = AnyPosition::from_fen(Variant::International, two_captures_that_win);
        let record = GameRecord::new(position.expect("the position reads"));
        let chosen = player.choose(&record);
        assert!(matches!(chosen.as_deref(), Some("31x22" | "32x21")), "{chosen:?}");
        assert_eq!(player.decided_early(), 1);
        assert_eq!(player.mean_time(), None, "the won position's search is not timed");

        let start = GameRecord::new(AnyPosition::start(Variant::International));
        player.limits = Limits { depth: Some(2), ..Limits::default() };
        player.choose(&start);
        assert_eq!(player.decided_early(), 1);
        assert!(player.mean_time().is_some(), "an open position's search is timed");
    }

    /// A player that plays the moves of `script`, then gives no move for `then`; it hears
    /// the games' ends and can play `games` games.
    struct Scripted {
        script: Vec<&'static str>,
        then: NoMove,
        heard: Vec<GameResult>,
        games: usize,
    }

    impl Player for Scripted {
        fn name(&self) -> String {
            "scripted".into()
        }

        fn choose(&mut self, _record: &GameRecord) -> Option<String> {
            (!self.script.is_empty()).then(|| self.script.remove(0).to_string())
        }

        fn no_move(&mut self) -> NoMove {
            self.then.clone()
        }

        fn game_over(&mut self, record: &GameRecord) {
            self.heard.push(record.result());
        }

        fn can_play(&self) -> bool {
            self.heard.len() < self.games
        }
    }

    fn scripted(script: &[&'static str], then: NoMove) -> Scripted {
        Scripted { script: script.to_vec(), then, heard: Vec::new(), games: usize::MAX }
    }

    #[test]
    fn a_game_without_a_move_ends_as_the_player_says_and_both_players_hear_it() {
        let start = || AnyPosition::start(Variant::International);
        let why = "the connection was lost".to_string();
        let mut white = scripted(&["32-28"], NoMove::Forfeits(why.clone()));
        let mut black = scripted(&["19-23"], NoMove::Resigns);
        let record = play_game(start(), &mut white, &mut black, 100);
        assert_eq!(record.result(), GameResult::BlackWins);
        assert_eq!(record.outcome().map(|o| o.reason), Some(crate::game::Reason::Forfeit));
        assert_eq!(record.tags().get(TERMINATION), Some(why.as_str()));
        assert_eq!(
            (white.heard.as_slice(), black.heard.as_slice()),
            (&[GameResult::BlackWins][..], &[GameResult::BlackWins][..])
        );

        let mut white = scripted(&["32-26"], NoMove::Resigns);
        let record = play_game(start(), &mut white, &mut black, 100);
        assert_eq!(record.result(), GameResult::BlackWins, "32-26 is not a legal move");
        assert_eq!(record.tags().get(TERMINATION), Some("scripted played 32-26, not a legal move"));

        let mut white = scripted(&[], NoMove::Stops("ended without a reason".into()));
        let record = play_game(start(), &mut white, &mut black, 100);
        assert_eq!(record.result(), GameResult::Unknown);
        let mut white = scripted(&[], NoMove::Draw("a draw claimed".into()));
        assert_eq!(play_game(start(), &mut white, &mut black, 100).result(), GameResult::Draw);
    }

    #[test]
    fn a_match_stops_when_a_player_can_play_no_more_and_unfinished_games_do_not_count() {
        let openings = [AnyPosition::start(Variant::International)];
        let mut first = scripted(&[], NoMove::Stops("gone".into()));
        first.games = 1;
        let mut second = scripted(&[], NoMove::Resigns);
        let mut played = 0;
        let score = play_match(&openings, &mut first, &mut second, 100, None, &mut |_| played += 1);
        assert_eq!(played, 1, "the second game is not played");
        assert_eq!(score, Score::default(), "a game without a result does not count");
    }
}
