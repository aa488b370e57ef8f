use super::*;
use crate::rules::Variant;

/// A composed problem as problem collections write it: a FEN, the solution, the result.
const COMPOSED: &str = r#"[Event "A1"]
[Result "1-0"]
[SetUp "1"]
[FEN "W:W6,17,18,38,41:B8,14,24,34,36."]

1. 17-12 36x47 2. 12x3 47x1 3. 3x45 1-0
"#;

fn composed() -> Puzzle {
    let (mut puzzles, refused) = read(COMPOSED);
    assert!(refused.is_empty(), "{refused:?}");
    puzzles.remove(0)
}

#[test]
fn a_composed_problem_with_a_win_for_the_side_to_move_is_a_win_puzzle() {
    let puzzle = composed();
    assert_eq!(puzzle.goal, Goal::Win);
    assert_eq!(puzzle.solver(), Side::White);
    assert_eq!(puzzle.solution.len(), 5);
    assert_eq!(puzzle.solver_moves(), 3);
    assert_eq!(puzzle.rating, DEFAULT_RATING);
    assert_eq!(puzzle.id, "#1");
    assert_eq!(puzzle.source.as_deref(), Some("A1"));
    assert_eq!(puzzle.start.to_fen(), "W:W6,17,18,38,41:B8,14,24,34,36");
}

#[test]
fn puzzles_read_back_as_written() {
    let mut puzzle = composed();
    puzzle.id = "international-7".into();
    puzzle.goal = Goal::Material;
    puzzle.rating = 1234;
    let text = write(std::slice::from_ref(&puzzle));
    assert!(text.contains("[Goal \"material\"]"), "{text}");
    assert!(text.contains("[PuzzleRating \"1234\"]"), "{text}");
    let (puzzles, refused) = read(&text);
    assert!(refused.is_empty(), "{refused:?}");
    assert_eq!(puzzles, [puzzle]);
}

#[test]
fn every_goal_reads_from_its_tag() {
    for goal in Goal::ALL {
        assert_eq!(Goal::from_tag(goal.tag()), Some(goal));
        assert_eq!(Goal::from_tag(&format!(" {} ", goal.tag().to_uppercase())), Some(goal));
    }
    assert_eq!(Goal::from_tag("mate"), None);
}

/// The fault `read` gives the one game of `text`.
fn fault(text: &str) -> Fault {
    let (puzzles, mut refused) = read(text);
    assert_eq!(puzzles, []);
    assert_eq!(refused.len(), 1);
    assert_eq!(refused[0].number, 1);
    refused.remove(0).fault
}

#[test]
fn a_game_that_is_no_puzzle_is_refused_with_the_reason() {
    let found = fault("1. 32-28 19-23 *\n");
    assert!(matches!(found, Fault::NoPosition), "{found:?}");
    let no_goal = COMPOSED.replace("1-0", "*");
    let found = fault(&no_goal);
    assert!(matches!(found, Fault::NoGoal), "{found:?}");
    let black_won = COMPOSED.replace("1-0", "0-1");
    let found = fault(&black_won);
    assert!(matches!(found, Fault::NoGoal), "{found:?}");
    let unknown = COMPOSED.replace("[Result", "[Goal \"mate\"]\n[Result");
    let found = fault(&unknown);
    assert!(matches!(found, Fault::UnknownGoal(ref t) if t == "mate"), "{found:?}");
    let reply_last = COMPOSED.replace(" 3. 3x45", "");
    let found = fault(&reply_last);
    assert!(matches!(found, Fault::EndsWithReply), "{found:?}");
    let no_moves = COMPOSED.replace("1. 17-12 36x47 2. 12x3 47x1 3. 3x45 ", "");
    let found = fault(&no_moves);
    assert!(matches!(found, Fault::NoSolution), "{found:?}");
    let rating = COMPOSED.replace("[Result", "[PuzzleRating \"hard\"]\n[Result");
    let found = fault(&rating);
    assert!(matches!(found, Fault::BadRating(ref t) if t == "hard"), "{found:?}");
    let illegal = COMPOSED.replace("17-12", "17-11");
    let found = fault(&illegal);
    assert!(matches!(found, Fault::Unreadable(_)), "{found:?}");
}

#[test]
fn a_draw_for_a_composed_problem_asks_to_save_the_game() {
    let drawn = COMPOSED.replace("1-0", "1/2-1/2");
    let (puzzles, _) = read(&drawn);
    assert_eq!(puzzles[0].goal, Goal::Save);
}

#[test]
fn a_rating_rises_with_a_solve_and_falls_with_a_failure_more_for_a_surprise() {
    let after_easy = rated(1500.0, 1000, true) - 1500.0;
    let after_hard = rated(1500.0, 2000, true) - 1500.0;
    assert!(after_easy > 0.0 && after_hard > after_easy, "{after_easy} {after_hard}");
    let lost_easy = rated(1500.0, 1000, false) - 1500.0;
    let lost_hard = rated(1500.0, 2000, false) - 1500.0;
    assert!(lost_easy < lost_hard && lost_hard < 0.0, "{lost_easy} {lost_hard}");
    assert!((rated(1500.0, 1500, true) - 1516.0).abs() < 1e-9);
}

#[test]
fn the_checker_finds_the_composed_shot_and_its_whole_line() {
    let composed = composed();
    // The shot's win shows from the search's tenth iteration: a search of 48,000 nodes sees it
    // from the start, one of 30,000 (the standard screen) does not.
    let mut checker = Checker::new(60_000, 300_000);
    let found = checker.find(&composed.start, "found").expect("a shot to find");
    assert_eq!(found.goal, Goal::Win);
    assert_eq!(found.solution[0], composed.solution[0]);
    assert!(found.solution.len() >= 3 && found.solution.len() % 2 == 1, "{found:?}");
    assert!((500..=2500).contains(&found.rating));
    assert_eq!(checker.verify(&found), Ok(()));
}

#[test]
fn the_checker_refuses_a_line_whose_first_move_is_not_the_solution() {
    let composed = composed();
    let mut checker = Checker::new(30_000, 300_000);
    let mut wrong = composed.clone();
    let other = composed.start.moves().into_iter().find(|m| m.mv != composed.solution[0]);
    let mut position = composed.start.clone();
    let other = other.expect("another move").mv;
    position.play_move(&other).unwrap();
    let reply = position.moves()[0].mv;
    position.play_move(&reply).unwrap();
    wrong.solution = vec![other, reply, position.moves()[0].mv];
    assert!(matches!(checker.verify(&wrong), Err(Problem::NotBest { ply: 0, .. })));
}

#[test]
fn a_position_with_one_legal_move_is_no_puzzle() {
    // White's only move is the capture 28x19.
    let start = AnyPosition::from_fen(Variant::International, "W:W28:B23,5").unwrap();
    assert_eq!(start.moves().len(), 1);
    let mut checker = Checker::new(10_000, 50_000);
    assert_eq!(checker.find(&start, "x"), None);
    let mut after = start.clone();
    let mv = start.moves()[0].mv;
    after.play_move(&mv).unwrap();
    let puzzle = Puzzle {
        id: "x".into(),
        start,
        goal: Goal::Win,
        solution: vec![mv],
        rating: 1000,
        source: None,
    };
    assert_eq!(checker.verify(&puzzle), Err(Problem::NoChoice));
}
