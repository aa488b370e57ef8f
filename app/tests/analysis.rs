//! Analysis in the window: live analysis with several lines that follows the cursor and plays
//! its lines as variations; the review of a game with a known blunder, its marks, graph and
//! summary; cancelling a review; and frames that never wait for the engine.

mod common;

use common::{Window, drag, harness, people, press_button, step_until};
use damier::analysis::AnalysisCommand;
use damier::settings::{Player, Settings};
use damier::{App, Command};
use damier_core::analysis::Judgement;
use damier_core::game::{GameRecord, NodeId};
use damier_core::pdn;
use damier_core::{AnyPosition, Side, Variant};
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

/// Black's 18-22 lets 27x7 take two men and crown; 17-21 was the move.
const BLUNDER: &str = "B:W27,28,32,33,37,38,42:B12,13,16,17,18,19,23";

fn record<'a>(h: &'a Harness<'_, App>) -> &'a GameRecord {
    h.state().session().record()
}

fn current(h: &Harness<'_, App>) -> NodeId {
    record(h).current()
}

/// The lines the live analysis shows for the position shown.
fn lines_shown(app: &App) -> usize {
    let target = damier::analysis::target_of(app.session());
    app.analysis().lines(target).len()
}

/// Sets the review's time per position and starts it with its shortcut. A short review may
/// already be over by the time the frame ends (on a loaded machine a frame can take longer
/// than the review), so either counts as started.
fn review(h: &mut Harness<'_, App>, ms: u64) {
    assert!(h.state().review().finished().is_none(), "no review before");
    h.state_mut().apply(Command::Analysis(AnalysisCommand::ReviewTime(ms)));
    h.key_press_modifiers(Modifiers::COMMAND, Key::R);
    h.step();
    let review = h.state().review();
    assert!(review.is_running() || review.finished().is_some(), "the review started");
}

#[test]
fn live_analysis_shows_lines_follows_the_cursor_and_never_blocks_a_frame() {
    let mut h = harness("analysis-live", people(Variant::International));
    drag(&mut h, "32", "28");
    h.key_press(Key::ArrowLeft);
    h.key_press(Key::A);
    h.step();
    assert!(h.state().analysis().is_on());
    step_until(&mut h, "three lines at depth 5", |app| {
        let target = damier::analysis::target_of(app.session());
        let lines = app.analysis().lines(target);
        lines.len() == 3 && lines[0].info.depth >= 5
    });
    h.get_by_label_contains("nodes/s");
    assert!(h.state().evaluation_shown().is_some(), "the bar shows the evaluation");
    let session = h.state().session();
    let target = damier::analysis::target_of(session);
    assert!(h.state().analysis().best_move(session, target).is_some(), "an arrow is drawn");

    // The user asks for two lines.
    h.get_by_label("lines").click();
    h.run_ok();
    press_button(&mut h, "2");
    assert_eq!(h.state().analysis().lines_wanted(), 2);
    step_until(&mut h, "two lines", |app| lines_shown(app) == 2);

    // A line whose first move is not the game's 32-28 becomes a variation.
    let pv: Vec<Vec<String>> = {
        let target = damier::analysis::target_of(h.state().session());
        h.state().analysis().lines(target).iter().map(|l| l.texts.clone()).collect()
    };
    let index = pv.iter().position(|moves| moves[0] != "32-28").expect("a line not 32-28");
    press_button(&mut h, &format!("Play the best move of line {}", index + 1));
    let root = record(&h).root();
    assert_eq!(record(&h).children(root).len(), 2, "the line is a variation");
    // The analysis goes on while the button is pressed: a deeper iteration may change the line
    // between the look above and the click, but not its first move.
    let line = record(&h).line_to(current(&h));
    assert_eq!(line.len(), 2, "only the line's first move is played");
    assert_eq!(record(&h).move_text(line[1]).as_deref(), Some(pv[index][0].as_str()));
    // The whole line is a button of its own.
    h.key_press(Key::ArrowLeft);
    h.step();
    step_until(&mut h, "lines at depth 3", |app| {
        let lines = app.analysis().lines(damier::analysis::target_of(app.session()));
        lines.len() == 2 && lines.iter().all(|l| l.info.pv.len() >= 3)
    });
    press_button(&mut h, "Play line 1");
    let line = record(&h).line_to(current(&h));
    assert!(line.len() >= 4, "the whole line is played: {} moves", line.len() - 1);
    h.key_press(Key::Home);
    h.step();

    // The analysis follows the cursor.
    step_until(&mut h, "lines for the start", |app| lines_shown(app) == 2);
    assert_eq!(damier::analysis::target_of(h.state().session()).0, root);
    h.key_press(Key::A);
    h.run_ok();
    assert!(!h.state().is_thinking(), "switching off stops the engine");
}

#[test]
fn the_computer_waits_while_analysing_and_move_now_still_plays() {
    let settings = Settings {
        players: [Player::Person, Player::Computer],
        move_time_ms: 200,
        level: 2,
        ..people(Variant::Italian)
    };
    let mut h = harness("analysis-computer", settings);
    h.key_press(Key::A);
    // The panel under the board appears and the board takes its new place.
    h.run_steps(3);
    drag(&mut h, "21", "17");
    step_until(&mut h, "an analysis of Black's move", |app| lines_shown(app) > 0);
    assert_eq!(record(&h).ply(current(&h)), 1, "the computer has not moved");
    h.key_press(Key::Space);
    step_until(&mut h, "the computer's move", |app| {
        app.session().record().ply(app.session().record().current()) == 2
    });
}

/// A game with Black's known blunder: 1... 18-22?? 2. 27x7 13-18.
fn blunder_game(name: &str) -> Window {
    let mut h = harness(name, people(Variant::International));
    h.state_mut().set_up(AnyPosition::from_fen(Variant::International, BLUNDER).unwrap());
    for mv in ["18-22", "27x7", "13-18"] {
        h.state_mut().apply(Command::Play(mv.to_string()));
    }
    h.run_ok();
    h
}

#[test]
fn a_review_marks_the_blunder_draws_the_graph_and_sums_up() {
    let mut h = blunder_game("analysis-review");
    review(&mut h, 300);
    h.get_by_label("Game review");
    step_until(&mut h, "the review", |app| app.review().finished().is_some());
    assert!(!h.state().review().is_running());

    // The move list marks the blunder (brought into view: the better line may fill the list),
    // and the engine's better line is a variation.
    let blunder = record(&h).main_line()[1];
    h.state_mut().apply(Command::GoTo(blunder));
    h.step();
    h.step();
    h.get_by_label("18-22??");
    let record = record(&h);
    let root = record.root();
    assert_eq!(record.children(root).len(), 2, "the better line");
    let reviewed = h.state().review().finished().unwrap();
    let blunder = &reviewed.review.moves[0];
    assert_eq!((blunder.side, blunder.judgement), (Side::Black, Judgement::Blunder));
    assert!(reviewed.review.summary(Side::Black).blunders >= 1);
    assert_eq!(reviewed.points.len(), 4, "the start and three moves");

    // The annotated game saves as PDN with its marks and evaluations.
    let written = pdn::write_game(record);
    assert!(written.contains("18-22 $4"), "{written}");
    assert!(written.contains("[%eval"), "{written}");

    // The graph takes you to the move clicked; the summary counts per side.
    let graph = h.get_by_label("Evaluation graph").rect();
    h.get_by_label("Evaluation graph").hover();
    h.run_ok();
    let at_blunder = egui::pos2(graph.left() + graph.width() / 3.0, graph.center().y);
    h.hover_at(at_blunder);
    h.drag_at(at_blunder);
    h.drop_at(at_blunder);
    h.run_ok();
    let main = h.state().session().record().main_line();
    assert_eq!(current(&h), main[1], "the graph's second point is 18-22");
    h.get_by_label("?? Blunders");
    assert!(h.state().evaluation_shown().is_some(), "the bar shows the reviewed score");
}

#[test]
fn a_review_can_be_cancelled_and_stops_with_its_game() {
    let mut h = blunder_game("analysis-cancel");
    review(&mut h, 5000);
    step_until(&mut h, "the first position reviewed", |app| {
        app.review().progress().is_some_and(|(done, _)| done >= 1)
    });
    h.get_by_label_contains("of 4 positions");
    press_button(&mut h, "Cancel");
    assert!(!h.state().review().is_running());
    assert!(h.state().review().finished().is_none());
    let before = pdn::write_game(record(&h));
    assert!(!before.contains('$'), "nothing annotated");

    // A review of a game that is then replaced stops.
    review(&mut h, 5000);
    h.state_mut().apply(Command::NewGame);
    h.step();
    assert!(!h.state().review().is_running(), "a new game stops the review");
}

#[test]
fn every_game_can_be_reviewed_and_analysed_in_the_window() {
    for variant in Variant::ALL {
        let mut h = harness(&format!("analysis-{}", variant.id()), people(variant));
        for _ in 0..2 {
            let first = h.state().session().moves()[0].full.clone();
            h.state_mut().apply(Command::Play(first));
        }
        review(&mut h, 100);
        step_until(&mut h, "the review", |app| app.review().finished().is_some());
        assert_eq!(h.state().review().finished().unwrap().points.len(), 3, "{variant}");
        h.get_by_label("Evaluation graph");
        h.key_press(Key::A);
        h.step();
        step_until(&mut h, "a line", |app| lines_shown(app) > 0);
    }
}

#[test]
fn on_a_clock_analysis_plays_the_best_move_only() {
    let settings = Settings {
        time_control: Some("180+2".to_string()),
        animate: false,
        ..people(Variant::International)
    };
    let mut h = harness("analysis-clock", settings);
    h.key_press(Key::A);
    h.step();
    step_until(&mut h, "a line of three moves", |app| {
        let lines = app.analysis().lines(damier::analysis::target_of(app.session()));
        lines.first().is_some_and(|l| l.info.pv.len() >= 3)
    });
    let whole = h.get_by_label("Play line 1");
    assert!(whole.accesskit_node().is_disabled(), "no whole line on a clock");
    let line = {
        let lines = h.state().analysis().lines(damier::analysis::target_of(h.state().session()));
        lines[0].info.pv.clone()
    };
    h.state_mut().apply(Command::Analysis(AnalysisCommand::PlayLine(line)));
    assert_eq!(h.state().session().record().len(), 1, "a line is refused on a clock");
    h.step();
    h.get_by_label("In a game on a clock the moves are played one at a time");
    press_button(&mut h, "Play the best move of line 1");
    let record = h.state().session().record();
    assert_eq!(record.ply(record.current()), 1, "one move, on the clock");
    let first = record.main_line()[1];
    assert!(record.annotation(first).clock.is_some(), "the move keeps its clock");
}
