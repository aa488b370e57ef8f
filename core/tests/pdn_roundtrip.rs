//! Writing a game record as PDN and reading it back (strictly) gives the same record: random
//! legal games of every game, from the start or from a FEN, with random tags, comments,
//! marks, glyphs, evaluations and nested variations.

use damier_core::game::{Evaluation, GameRecord, GameResult, MoveMark};
use damier_core::pdn::{self, ReadOptions};
use damier_core::{AnyPosition, Variant};
use proptest::prelude::*;

/// What to do at each step of building a random record.
#[derive(Clone, Debug)]
enum Step {
    /// Play the legal move with this index (modulo the number of moves) at the cursor.
    Play(usize),
    /// Annotate the cursor's node.
    Annotate(Note),
    /// Go back this many moves, so that the next moves make a variation.
    Back(usize),
    /// Go to the end of the main line.
    MainEnd,
}

#[derive(Clone, Debug)]
enum Note {
    Comment(String),
    CommentBefore(String),
    Mark(usize),
    Nag(u16),
    Eval(i32, Option<u16>),
}

fn words() -> impl Strategy<Value = String> {
    prop::collection::vec("[a-zA-Z0-9éß,.;:!?()+=-]{1,9}", 1..6).prop_map(|w| w.join(" "))
}

fn tag_value() -> impl Strategy<Value = String> {
    "[ -~é Ω\"\\\\]{0,20}"
}

fn note() -> impl Strategy<Value = Note> {
    prop_oneof![
        words().prop_map(Note::Comment),
        words().prop_map(Note::CommentBefore),
        (0..6usize).prop_map(Note::Mark),
        (0..600u16).prop_map(Note::Nag),
        (-3000..3000i32, prop::option::of(1..40u16)).prop_map(|(s, d)| Note::Eval(s, d)),
    ]
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        8 => any::<usize>().prop_map(Step::Play),
        3 => note().prop_map(Step::Annotate),
        1 => (1..6usize).prop_map(Step::Back),
        1 => Just(Step::MainEnd),
    ]
}

fn result() -> impl Strategy<Value = GameResult> {
    prop::sample::select(vec![
        GameResult::WhiteWins,
        GameResult::BlackWins,
        GameResult::Draw,
        GameResult::BothLose,
        GameResult::Unknown,
    ])
}

#[derive(Clone, Debug)]
struct Recipe {
    variant: Variant,
    /// Random moves played before the record starts (0: the initial position).
    setup: Vec<usize>,
    steps: Vec<Step>,
    tags: Vec<String>,
    extra: Option<(String, String)>,
    root_comment: Option<String>,
    result: GameResult,
}

fn recipe() -> impl Strategy<Value = Recipe> {
    (
        prop::sample::select(Variant::ALL.to_vec()),
        prop::collection::vec(any::<usize>(), 0..12),
        prop::collection::vec(step(), 0..80),
        prop::collection::vec(tag_value(), 6),
        prop::option::of(("[A-Z][A-Za-z0-9_]{0,10}", tag_value())),
        prop::option::of(words()),
        result(),
    )
        .prop_map(|(variant, setup, steps, tags, extra, root_comment, result)| Recipe {
            variant,
            setup,
            steps,
            tags,
            extra,
            root_comment,
            result,
        })
}

/// Plays the move with index `pick` (modulo their number) in `position`; false if there is
/// no legal move.
fn play_any(position: &mut AnyPosition, pick: usize) -> bool {
    let moves = position.moves();
    if moves.is_empty() {
        return false;
    }
    position.play_text(&moves[pick % moves.len()].full).expect("a legal move plays");
    true
}

fn build(recipe: &Recipe) -> GameRecord {
    let mut start = AnyPosition::start(recipe.variant);
    for &pick in &recipe.setup {
        let mut next = start.clone();
        // Keep a start position from which the game can go on.
        if play_any(&mut next, pick) && !next.moves().is_empty() {
            start = next;
        }
    }
    let mut game = GameRecord::new(start);
    for (name, value) in
        ["Event", "Site", "Date", "Round", "White", "Black"].iter().zip(&recipe.tags)
    {
        game.tags_mut().set(*name, value.as_str());
    }
    if let Some((name, value)) = &recipe.extra
        && game.tags().get(name).is_none()
        && !["Result", "GameType", "Variant", "FEN", "SetUp"]
            .iter()
            .any(|d| d.eq_ignore_ascii_case(name))
    {
        game.tags_mut().push(name.as_str(), value.as_str());
    }
    let root = game.root();
    game.annotation_mut(root).comment = recipe.root_comment.clone();
    game.set_result(recipe.result);
    for step in &recipe.steps {
        match step {
            Step::Play(pick) => {
                let moves = game.position().moves();
                if !moves.is_empty() {
                    game.play(&moves[pick % moves.len()].full).expect("legal");
                }
            }
            Step::Back(n) => {
                for _ in 0..*n {
                    game.back();
                }
            }
            Step::MainEnd => {
                game.to_start();
                game.to_end();
            }
            Step::Annotate(note) => {
                let id = game.current();
                if id == game.root() {
                    continue;
                }
                let annotation = game.annotation_mut(id);
                match note {
                    Note::Comment(text) => annotation.comment = Some(text.clone()),
                    Note::CommentBefore(text) => annotation.comment_before = Some(text.clone()),
                    Note::Mark(i) => annotation.mark = Some(MoveMark::ALL[*i]),
                    Note::Nag(n) => annotation.nags.push(*n),
                    Note::Eval(score, depth) => {
                        annotation.eval =
                            Some(Evaluation { score: *score as f32 / 100.0, depth: *depth });
                    }
                }
            }
        }
    }
    game
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn write_then_read_gives_the_same_record(recipe in recipe()) {
        let game = build(&recipe);
        let text = pdn::write_game(&game);
        let mut games = pdn::Reader::new(&text, ReadOptions::strict());
        let read = games.next().expect("one game").unwrap_or_else(|e| panic!("{e}\n{text}"));
        prop_assert!(games.next().is_none(), "one game only:\n{}", text);
        prop_assert!(read.warnings.is_empty(), "{:?}\n{}", read.warnings, text);
        prop_assert_eq!(&read.record, &game, "\n{}", text);
        let long = |l: &&str| !l.starts_with('[') && l.chars().count() > 80 && l.contains(' ');
        prop_assert!(!text.lines().any(|l| long(&l)), "{}", text);
    }
}

#[test]
fn several_games_in_one_text() {
    let mut first = GameRecord::new(AnyPosition::start(Variant::Italian));
    first.play("21-17").expect("legal");
    first.set_result(GameResult::Draw);
    let mut second = GameRecord::new(AnyPosition::start(Variant::Hexdame));
    second.play("a4-a5").expect("legal");
    let text = pdn::write_games([&first, &second]);
    let read: Vec<GameRecord> =
        pdn::Reader::new(&text, ReadOptions::strict()).map(|g| g.expect("loads").record).collect();
    assert_eq!(read.len(), 2);
    assert_eq!(read[0].variant(), Variant::Italian);
    assert_eq!(read[0].result(), GameResult::Draw);
    assert_eq!(read[1].variant(), Variant::Hexdame);
}

#[test]
fn writer_uses_the_seven_tag_roster_and_game_tags() {
    let mut game = GameRecord::new(AnyPosition::start(Variant::International));
    game.tags_mut().set("White", "A");
    game.tags_mut().set("Opening", "Classic");
    game.play("32-28").expect("legal");
    let text = pdn::write_game(&game);
    let tags: Vec<&str> = text.lines().take_while(|l| l.starts_with('[')).collect();
    assert_eq!(
        tags,
        [
            "[Event \"?\"]",
            "[Site \"?\"]",
            "[Date \"?\"]",
            "[Round \"?\"]",
            "[White \"A\"]",
            "[Black \"?\"]",
            "[Result \"*\"]",
            "[GameType \"20\"]",
            "[Opening \"Classic\"]",
        ]
    );
    assert!(text.contains("1. 32-28 *"), "{text}");
}

#[test]
fn thai_always_carries_a_fen_and_lasca_its_variant() {
    let mut thai = GameRecord::new(AnyPosition::start(Variant::Thai));
    thai.play("6-10").ok();
    let text = pdn::write_game(&thai);
    assert!(text.contains("[GameType \"31\"]") && text.contains("[FEN \"W:"), "{text}");
    let lasca = GameRecord::new(AnyPosition::start(Variant::Lasca));
    let text = pdn::write_game(&lasca);
    assert!(text.contains("[Variant \"Lasca\"]") && !text.contains("FEN"), "{text}");
}

#[test]
fn ambiguous_capture_is_written_in_full() {
    // schildpad.pdn, game 3: 36x16 goes by 13 and 2, or by 18 and 7.
    let fen = "W:W32,K36,37,38,42,45,47:B3,6,8,11,12,14,19,27,34";
    let mut game =
        GameRecord::new(AnyPosition::from_fen(Variant::International, fen).expect("FEN"));
    let first = game.play("36x13x2x16").expect("legal");
    game.back();
    let second = game.play("36x18x7x16").expect("legal");
    assert_eq!(game.move_text(first).as_deref(), Some("36x13x2x16"));
    assert_eq!(game.move_text(second).as_deref(), Some("36x18x7x16"));
    let text = pdn::write_game(&game);
    assert!(text.contains("1. 36x13x2x16 (1. 36x18x7x16) *"), "{text}");
}

#[test]
fn a_comment_holding_a_tag_like_word_reads_back_whatever_the_line_breaks() {
    // Wherever the writer breaks the comment's lines, no line may start like a tag, or the
    // reader would take it for the next game's tags.
    for words in 0..60 {
        let mut record = GameRecord::new(AnyPosition::start(Variant::International));
        let first = record.play("32-28").unwrap();
        let comment = format!("{}[Event \"x\"] and [White \"y\"] end", "word ".repeat(words));
        record.annotation_mut(first).comment = Some(comment.clone());
        let text = pdn::write_game(&record);
        assert!(!text.lines().any(|l| l.starts_with("[Event \"x")), "{text}");
        let again = pdn::Reader::new(&text, ReadOptions::strict()).next().unwrap().unwrap();
        let id = again.record.main_line()[1];
        assert_eq!(again.record.annotation(id).comment.as_deref(), Some(comment.as_str()));
    }
}

#[test]
fn a_long_game_written_as_it_is_made_is_the_same_text_and_a_failing_sink_is_reported() {
    // Kings going to and fro: 40,000 plies make about 300 kB of text, many flushes.
    let mut game =
        GameRecord::new(AnyPosition::from_fen(Variant::International, "W:WK46:BK1").unwrap());
    for mv in ["46-41", "1-7", "41-46", "7-1"].iter().cycle().take(40_000) {
        game.play(mv).unwrap();
    }
    game.annotation_mut(game.current()).comment = Some("a long way round".into());
    let mut streamed = Vec::new();
    pdn::write_game_to(&game, &mut streamed).unwrap();
    let whole = pdn::write_game(&game);
    assert!(whole.len() > 200_000);
    assert_eq!(String::from_utf8(streamed).unwrap(), whole);

    /// A disk that fills up after `room` bytes.
    struct Full {
        room: usize,
    }
    impl std::io::Write for Full {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            if buf.len() > self.room {
                return Err(std::io::Error::other("no space left"));
            }
            self.room -= buf.len();
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let error = pdn::write_game_to(&game, &mut Full { room: 100_000 }).unwrap_err();
    assert_eq!(error.to_string(), "no space left");
}

#[test]
fn an_evaluation_of_minus_zero_is_written_as_zero() {
    let mut game = GameRecord::new(AnyPosition::start(Variant::International));
    let id = game.play("32-28").unwrap();
    game.annotation_mut(id).eval = Some(Evaluation { score: -0.0, depth: Some(3) });
    assert!(pdn::write_game(&game).contains("{[%eval 0,3]}"), "{}", pdn::write_game(&game));
}
