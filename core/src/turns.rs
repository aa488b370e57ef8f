//! Where a player lost ground, read from games whose moves carry both players' evaluations
//! (`[%eval]` comments, as `damier match` and `damier selfplay` write them): the opponent's
//! score, taken as the judge, is followed from the player's side.
//!
//! Two things are found in each game: the first position the opponent scores half a man or
//! more in its own favour (where a lost game *turned*), with the player's own score there; and
//! every move the player made from a balanced position (the opponent's score within half a man)
//! after which the opponent's score moved a fifth of a man or more its own way (a *slip*).
//! Both are sorted by the [`Stage`] of the game.

use std::fmt;

use crate::AnyPosition;
use crate::arena::Score;
use crate::dispatch;
use crate::game::{Census, GameRecord, GameResult, Material};
use crate::side::Side;

/// The opponent's score against the player, in men, at which a game has turned.
pub const TURNED: f32 = 0.5;
/// How far the opponent's score may lie from even for a position to count as balanced.
pub const BALANCED: f32 = 0.5;
/// How far the opponent's score must move its own way over one of the player's moves for the
/// move to count as a slip.
pub const SLIP: f32 = 0.2;
/// Evaluations from searches shallower than this (a forced move played at once) are passed
/// over.
pub const SHALLOWEST: u16 = 8;

/// How far a game has gone, by the pieces left and whether there are kings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Stage {
    /// At least three quarters of the pieces of the start, no king.
    Opening,
    /// At least half of them, no king.
    MiddleGame,
    /// Fewer than half, no king.
    LateMiddleGame,
    /// A king on the board.
    Kings,
}

impl Stage {
    /// Every stage, in the order a game goes through them.
    pub const ALL: [Stage; 4] =
        [Stage::Opening, Stage::MiddleGame, Stage::LateMiddleGame, Stage::Kings];

    /// The stage of `position`.
    pub fn of(position: &AnyPosition) -> Stage {
        let [white, black]: [Material; 2] =
            dispatch!(position, p => [p.material(Side::White), p.material(Side::Black)]);
        let at_start = u32::from(position.variant().facts().pieces_at_start);
        let pieces = white.pieces() + black.pieces();
        if white.kings + black.kings > 0 {
            Stage::Kings
        } else if 4 * pieces >= 3 * at_start {
            Stage::Opening
        } else if 2 * pieces >= at_start {
            Stage::MiddleGame
        } else {
            Stage::LateMiddleGame
        }
    }
}

impl fmt::Display for Stage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Stage::Opening => "opening (3/4 of the pieces or more)",
            Stage::MiddleGame => "middle game (half or more)",
            Stage::LateMiddleGame => "late middle game (fewer, no king)",
            Stage::Kings => "kings on the board",
        })
    }
}

/// The first position of a game that the opponent scores [`TURNED`] or more its own way.
#[derive(Clone, Debug, PartialEq)]
pub struct Turn {
    /// Its ply from the start of the record.
    pub ply: u32,
    /// The position, in FEN.
    pub fen: String,
    /// Its stage.
    pub stage: Stage,
    /// The opponent's score, in men from the player's side.
    pub opponent: f32,
    /// The player's own latest score then, in men from its side, if it gave one.
    pub own: Option<f32>,
}

/// What one game shows of a player.
#[derive(Clone, Debug, PartialEq)]
pub struct GameTurns {
    /// The player's side.
    pub side: Side,
    /// The game's result.
    pub result: GameResult,
    /// Where the game turned against the player, if it did.
    pub turned: Option<Turn>,
    /// For each [`Stage`], the player's moves from a balanced position that the opponent
    /// scored before and after, and how many of them were slips.
    pub moves: [Judged; 4],
    /// How many of the opponent's moves carry a score deep enough to judge by.
    pub opponent_scores: u32,
}

/// Moves the opponent judged, and the slips among them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Judged {
    /// Moves from a balanced position with the opponent's score before and after.
    pub judged: u32,
    /// Those after which the opponent's score moved [`SLIP`] or more its own way.
    pub slips: u32,
}

/// Follows the main line of `record` for the player of `side`.
pub fn follow(record: &GameRecord, side: Side) -> GameTurns {
    let sign = if side == Side::White { 1.0 } else { -1.0 };
    let mut turns = GameTurns {
        side,
        result: record.result(),
        turned: None,
        moves: [Judged::default(); 4],
        opponent_scores: 0,
    };
    let (mut own, mut opponent) = (None, None);
    // The player's last move from a balanced position: its stage and the opponent's score
    // before it, waiting for the opponent's next score.
    let mut pending: Option<(Stage, f32)> = None;
    let mut mover = record.start_position().side_to_move();
    let mut positions = record.main_line_positions();
    let Some((_, mut before_move)) = positions.next() else { return turns };
    for (id, position) in positions {
        let eval = record
            .annotation(id)
            .eval
            .filter(|e| e.depth.is_none_or(|d| d >= SHALLOWEST))
            .map(|e| sign * e.score);
        if mover == side {
            own = eval.or(own);
            pending = opponent
                .filter(|before: &f32| before.abs() <= BALANCED)
                .map(|before| (Stage::of(&before_move), before));
        } else if let Some(after) = eval {
            turns.opponent_scores += 1;
            if let Some((stage, before)) = pending.take() {
                let judged = &mut turns.moves[stage as usize];
                judged.judged += 1;
                judged.slips += u32::from(before - after >= SLIP);
            }
            opponent = Some(after);
            if turns.turned.is_none() && after <= -TURNED {
                turns.turned = Some(Turn {
                    ply: record.ply(id),
                    fen: position.to_fen(),
                    stage: Stage::of(&position),
                    opponent: after,
                    own,
                });
            }
        } else {
            pending = None;
        }
        mover = !mover;
        before_move = position;
    }
    turns
}

impl GameTurns {
    /// Whether the player lost the game.
    pub fn lost(&self) -> bool {
        self.result == GameResult::win_for(!self.side)
    }
}

/// The player's own score at or above which it did not see a turn coming.
pub const UNSEEN: f32 = -0.2;

/// What many games show of a player: where its lost games turned, and its slips, by stage.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Summary {
    /// Games followed.
    pub games: u32,
    /// The player's wins, draws and losses in the games with a result.
    pub score: Score,
    /// Games in which the opponent gave no score to judge by.
    pub unscored: u32,
    /// For each stage, the plies at which lost games turned, and in how many the player's own
    /// score was still [`UNSEEN`] or better.
    pub turned: [(Vec<u32>, u32); 4],
    /// For each stage, the player's judged moves and slips over every game.
    pub moves: [Judged; 4],
}

impl Summary {
    /// Adds one game.
    pub fn add(&mut self, game: &GameTurns) {
        self.games += 1;
        self.unscored += u32::from(game.opponent_scores == 0);
        self.score.add(game.result, game.side);
        for (total, one) in self.moves.iter_mut().zip(&game.moves) {
            total.judged += one.judged;
            total.slips += one.slips;
        }
        if !game.lost() {
            return;
        }
        if let Some(turn) = &game.turned {
            let (plies, unseen) = &mut self.turned[turn.stage as usize];
            plies.push(turn.ply);
            *unseen += u32::from(turn.own.is_some_and(|own| own >= UNSEEN));
        }
    }
}

impl fmt::Display for Summary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Score { wins, draws, losses } = self.score;
        writeln!(
            f,
            "{} games; the player +{wins} ={draws} -{losses}: {:.1} % ± {:.1} %",
            self.games,
            self.score.fraction() * 100.0,
            self.score.margin() * 100.0
        )?;
        if self.unscored > 0 {
            writeln!(
                f,
                "{} games carry no score of the opponent's (no [%eval] in its moves' comments): \
                 nothing to judge them by",
                self.unscored
            )?;
        }
        writeln!(f)?;
        writeln!(
            f,
            "Lost games by where they turned (the opponent {TURNED} men or more ahead; unseen: \
             the player's own score still {UNSEEN} or better):"
        )?;
        writeln!(f, "{:<38} {:>6} {:>11} {:>7}", "stage", "games", "median ply", "unseen")?;
        let mut turned = 0;
        for stage in Stage::ALL {
            let (plies, unseen) = &self.turned[stage as usize];
            let mut sorted = plies.clone();
            sorted.sort_unstable();
            let median = sorted.get(sorted.len() / 2).map_or("-".to_string(), u32::to_string);
            writeln!(f, "{:<38} {:>6} {median:>11} {unseen:>7}", stage.to_string(), plies.len())?;
            turned += plies.len() as u32;
        }
        writeln!(f, "{:<38} {:>6}", "never turned", losses - turned)?;
        writeln!(f)?;
        writeln!(
            f,
            "Moves from a balanced position (within {BALANCED} men) and slips ({SLIP} men or more lost):"
        )?;
        writeln!(f, "{:<38} {:>6} {:>6} {:>8}", "stage", "moves", "slips", "per 100")?;
        for stage in Stage::ALL {
            let Judged { judged, slips } = self.moves[stage as usize];
            let rate = if judged == 0 { 0.0 } else { 100.0 * slips as f32 / judged as f32 };
            writeln!(f, "{:<38} {judged:>6} {slips:>6} {rate:>8.1}", stage.to_string())?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pdn::{ReadOptions, Reader};
    use crate::rules::Variant;

    /// White's scores are Damier's, Black's Scan's, both from White's side; the 4-ply score
    /// of a forced capture is passed over.
    const GAME: &str = r#"[White "Damier"]
[Black "Scan"]
[Result "0-2"]

1. 32-28 {[%eval 0.1,12]} 19-23 {[%eval 0.0,15]} 2. 28x19 {[%eval 0.4,4]} 14x23
{[%eval -0.3,15]} 3. 37-32 {[%eval 0.1,12]} 10-14 {[%eval -0.6,15]} 4. 34-30
{[%eval -0.1,12]} 5-10 {[%eval -0.7,15]} 0-2
"#;

    fn record() -> GameRecord {
        Reader::new(GAME, ReadOptions::default()).next().unwrap().unwrap().record
    }

    #[test]
    fn a_lost_game_turns_where_the_opponent_first_scores_half_a_man_ahead() {
        let turns = follow(&record(), Side::White);
        assert!(turns.lost());
        let turn = turns.turned.unwrap();
        assert_eq!((turn.ply, turn.stage, turn.opponent), (6, Stage::Opening, -0.6));
        // Damier's last score searched deep enough: 0.1 after 37-32, not 0.4 after 28x19.
        assert_eq!(turn.own, Some(0.1));
        assert_eq!(turn.fen, "W:W31-36,38-50:B1-9,11-18,20,23");
    }

    #[test]
    fn a_move_from_a_balanced_position_that_the_opponent_then_scores_a_fifth_of_a_man_worse_is_a_slip()
     {
        let turns = follow(&record(), Side::White);
        // 28x19 (0.0 → −0.3) and 37-32 (−0.3 → −0.6) are slips; 34-30 starts from −0.6, no
        // longer balanced, and 32-28 had no score of the opponent before it.
        assert_eq!(turns.moves[Stage::Opening as usize], Judged { judged: 2, slips: 2 });
        assert_eq!(turns.moves.iter().map(|m| m.judged).sum::<u32>(), 2);
        // From Black's side the same game is a win, judged by White's scores, which never
        // moved Black's way by a fifth of a man. 19-23 is not judged: White's reply was
        // forced and scored at 4 plies; 5-10 has no reply.
        let black = follow(&record(), Side::Black);
        assert_eq!(
            (black.result, black.lost(), black.turned),
            (GameResult::BlackWins, false, None)
        );
        assert_eq!((turns.opponent_scores, black.opponent_scores), (4, 3));
        assert_eq!(black.moves[Stage::Opening as usize], Judged { judged: 2, slips: 0 });
    }

    #[test]
    fn the_summary_counts_lost_games_by_where_they_turned_and_whether_the_player_saw_it() {
        let mut summary = Summary::default();
        summary.add(&follow(&record(), Side::White));
        summary.add(&follow(&record(), Side::Black));
        assert_eq!(summary.games, 2);
        assert_eq!(summary.score, Score { wins: 1, draws: 0, losses: 1 });
        assert_eq!(summary.turned[Stage::Opening as usize], (vec![6], 1));
        assert_eq!(summary.moves[Stage::Opening as usize], Judged { judged: 4, slips: 2 });
        let table = summary.to_string();
        let row = |stage: Stage| {
            let line = table.lines().find(|line| line.starts_with(&stage.to_string())).unwrap();
            line[stage.to_string().len()..].split_whitespace().collect::<Vec<_>>()
        };
        assert_eq!(row(Stage::Opening), ["1", "6", "1"], "{table}");
        assert_eq!(row(Stage::MiddleGame), ["0", "-", "0"], "{table}");
        assert!(!table.contains("no score"), "{table}");
        // A game with no scores at all is counted apart.
        let bare = r#"[White "Damier"]
[Black "Scan"]
[Result "1-1"]

1. 32-28 19-23 1-1
"#;
        let record = Reader::new(bare, ReadOptions::default()).next().unwrap().unwrap().record;
        summary.add(&follow(&record, Side::White));
        assert_eq!(summary.unscored, 1);
        assert!(summary.to_string().contains("1 games carry no score of the opponent's"));
    }

    #[test]
    fn the_stage_is_read_from_the_pieces_left_and_the_kings() {
        let stage =
            |fen: &str| Stage::of(&AnyPosition::from_fen(Variant::International, fen).unwrap());
        assert_eq!(stage("W:W31-50:B1-20"), Stage::Opening);
        assert_eq!(stage("W:W36-50:B1-15"), Stage::Opening, "30 of 40");
        assert_eq!(stage("W:W37-50:B1-15"), Stage::MiddleGame, "29");
        assert_eq!(stage("W:W41-50:B1-10"), Stage::MiddleGame, "20");
        assert_eq!(stage("W:W42-50:B1-10"), Stage::LateMiddleGame, "19");
        assert_eq!(stage("W:W36-50,K28:B1-20"), Stage::Kings);
        let italian = |fen: &str| Stage::of(&AnyPosition::from_fen(Variant::Italian, fen).unwrap());
        assert_eq!(italian("W:W21-32:B1-6"), Stage::Opening, "18 of 24");
        assert_eq!(italian("W:W21-32:B1-5"), Stage::MiddleGame);
    }
}
