//! Puzzles in the window: solved with the right moves (the replies coming by themselves),
//! failed with a wrong move (the refutation shown, then a retry), the progress kept across a
//! restart; puzzle files imported or refused with the reason; a diagram exported.

mod common;

use std::path::{Path, PathBuf};
use std::sync::Arc;

use common::{Window, drag, harness_with, people, step_until, temp_dir};
use damier::App;
use damier::analysis::AnalysisCommand;
use damier::commands::Command;
use damier::files::DataDir;
use damier::files::dialog::{Chooser, DialogRequest};
use damier::puzzles::attempt::Stage;
use damier::settings::Settings;
use damier_core::{AnyMove, Variant};
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

/// A file dialog that answers with one file.
struct Picks(PathBuf);

impl Chooser for Picks {
    fn choose(&self, _: &DialogRequest) -> Option<PathBuf> {
        Some(self.0.clone())
    }
}

fn settings() -> Settings {
    Settings { animate: false, ..people(Variant::International) }
}

/// A window keeping its data in `data`, answering file dialogs with `pick`.
fn window(name: &str, data: &Path, pick: &Path) -> Window {
    let (data, pick) = (DataDir::in_dir(data), pick.to_path_buf());
    harness_with(&format!("{name}-settings"), move |store| {
        App::with_settings(store, settings())
            .with_data_dir(data)
            .with_chooser(Arc::new(Picks(pick)))
    })
}

/// Opens Game › Puzzles with its shortcut.
fn open_puzzles(h: &mut Harness<'_, App>) {
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::P);
    step_until(h, "a puzzle", |app| app.puzzles().attempt().is_some());
}

/// Drags the move `mv` of the position on the board.
fn play(h: &mut Harness<'_, App>, mv: AnyMove) {
    let position = h.state().session().position().clone();
    let info = position.moves().into_iter().find(|m| m.mv == mv).expect("a legal move");
    let name = |cell| position.geometry().name(cell);
    drag(h, &name(info.from), &name(info.to));
}

fn stage(h: &Harness<'_, App>) -> Stage {
    h.state().puzzles().attempt().expect("a puzzle under way").stage.clone()
}

#[test]
fn a_puzzle_is_solved_with_its_moves_failed_with_another_and_the_progress_kept() {
    let dir = temp_dir("puzzles-solve");
    let mut h = window("puzzles-solve", dir.path(), &dir.path().join("none.pdn"));
    open_puzzles(&mut h);
    let puzzle = h.state().puzzles().attempt().expect("a puzzle starts").puzzle.clone();
    assert_eq!(puzzle.start.variant(), Variant::International, "the game in play's set");
    assert_eq!(h.state().session().position(), &puzzle.start);
    assert!(h.state().notice().unwrap().contains("to play and"), "{:?}", h.state().notice());
    h.get_by_label("Show a hint");

    // The right moves: each reply comes by itself, and the last move solves it.
    for ply in (0..puzzle.solution.len()).step_by(2) {
        play(&mut h, puzzle.solution[ply]);
        if ply + 1 < puzzle.solution.len() {
            step_until(&mut h, "the reply", |app| {
                app.puzzles().attempt().is_some_and(|a| a.played == ply + 2)
            });
        }
    }
    assert_eq!(stage(&h), Stage::Solved);
    assert_eq!(h.state().notice(), Some("Solved!"));
    assert_eq!(h.state().puzzles().progress().stats(Variant::International).solved, 1);

    // The next puzzle, a wrong move: the engine's refutation is played and said; Retry.
    h.get_by_label("Next").click();
    h.run_ok();
    let next = h.state().puzzles().attempt().unwrap().puzzle.clone();
    assert_ne!(next.id, puzzle.id);
    assert_eq!(h.state().recent_games(), Vec::<String>::new(), "a try is no game to keep");
    let wrong = next.start.moves().into_iter().find(|m| m.mv != next.solution[0]).unwrap().mv;
    play(&mut h, wrong);
    step_until(&mut h, "the refutation", |app| {
        matches!(&app.puzzles().attempt().unwrap().stage, Stage::Wrong { refutation: Some(_), .. })
    });
    let notice = h.state().notice().unwrap().to_string();
    let played = next.start.move_text(&wrong).unwrap();
    assert!(notice.starts_with(&format!("Not the move: after {played}, ")), "{notice}");
    assert_eq!(h.state().session().record().len(), 3, "the wrong move and its refutation");
    h.get_by_label("Retry").click();
    h.run_ok();
    assert_eq!(stage(&h), Stage::Solving);
    assert_eq!(h.state().session().position(), &next.start);
    // Undo after a wrong move is a retry too.
    play(&mut h, wrong);
    step_until(&mut h, "the refutation again", |app| {
        matches!(&app.puzzles().attempt().unwrap().stage, Stage::Wrong { refutation: Some(_), .. })
    });
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run_ok();
    assert_eq!(stage(&h), Stage::Solving);
    assert_eq!(h.state().session().position(), &next.start);
    let stats = h.state().puzzles().progress().stats(Variant::International);
    assert_eq!((stats.solved, stats.failed, stats.streak), (1, 1, 0));
    assert!(stats.rating != 1500.0);
    drop(h);

    // Another start: the progress is read back.
    let mut h = window("puzzles-solve-again", dir.path(), &dir.path().join("none.pdn"));
    let kept = h.state().puzzles().progress().clone();
    assert_eq!(kept.stats(Variant::International), stats);
    assert_eq!(kept.result(&format!("international/{}", puzzle.id)), Some(true));
    assert_eq!(kept.result(&format!("international/{}", next.id)), Some(false));
    open_puzzles(&mut h);
    h.get_by_label("Solved 1 · missed 1 · streak 0 (best 1)");
    let again = h.state().puzzles().attempt().unwrap().puzzle.clone();
    assert_ne!(again.id, puzzle.id, "a puzzle solved is not offered again first");
}

#[test]
fn hints_show_the_piece_then_the_move_and_the_solution_can_be_stepped_through() {
    let dir = temp_dir("puzzles-hint");
    let mut h = window("puzzles-hint", dir.path(), &dir.path().join("none.pdn"));
    open_puzzles(&mut h);
    let puzzle = h.state().puzzles().attempt().unwrap().puzzle.clone();
    h.get_by_label("Show a hint").click();
    h.run_ok();
    assert!(h.state().hint().is_none(), "first the piece, not the move");
    h.key_press(Key::H);
    h.run_ok();
    assert_eq!(h.state().hint().map(|m| m.mv), Some(puzzle.solution[0]));
    h.get_by_label("Solution").click();
    h.run_ok();
    assert_eq!(stage(&h), Stage::Shown);
    assert_eq!(h.state().session().record().len(), puzzle.solution.len() + 1);
    assert_eq!(h.state().session().position(), &puzzle.start, "stepped from the start");
    h.key_press(Key::ArrowRight);
    h.run_ok();
    assert_eq!(h.state().session().position(), &puzzle.position_after(1));
    assert_eq!(h.state().puzzles().progress().stats(Variant::International).failed, 1);
    h.get_by_label("Open as game").click();
    h.run_ok();
    assert!(h.state().puzzles().attempt().is_none());
    assert_eq!(h.state().session().record().len(), puzzle.solution.len() + 1);
}

/// A composed problem, and a game that is no puzzle (no position of its own).
const FILE: &str = r#"[Event "A1"]
[Result "1-0"]
[SetUp "1"]
[FEN "W:W6,17,18,38,41:B8,14,24,34,36."]

1. 17-12 36x47 2. 12x3 47x1 3. 3x45 1-0

[Event "No puzzle"]
[Result "*"]

1. 32-28 19-23 *
"#;

#[test]
fn a_puzzle_file_is_imported_and_its_games_that_are_no_puzzles_are_named_with_the_reason() {
    let dir = temp_dir("puzzles-import");
    let file = dir.path().join("my problems.pdn");
    std::fs::write(&file, FILE).unwrap();
    let mut h = window("puzzles-import", &dir.path().join("data"), &file);
    open_puzzles(&mut h);
    h.get_by_label("Import…").click();
    step_until(&mut h, "the import", |app| {
        app.puzzles().sets().iter().any(|s| s.puzzles.len() == 1 && s.key() == "file:my problems")
    });
    let notice = h.state().notice().unwrap().to_string();
    assert_eq!(
        notice,
        "Imported 1 puzzle from my problems; 1 game is no puzzle: game 2: it starts from the \
         start position (no FEN tag)"
    );
    let kept = dir.path().join("data/puzzles/imported/my problems.pdn");
    step_until(&mut h, "the set kept for the next start", |_| kept.exists());
    let attempt = h.state().puzzles().attempt().unwrap();
    assert_eq!(attempt.set, "file:my problems");
    assert_eq!(h.state().session().position().to_fen(), "W:W6,17,18,38,41:B8,14,24,34,36");
}

#[test]
fn the_position_is_exported_as_a_diagram_with_the_puzzle_s_goal_as_caption() {
    let dir = temp_dir("puzzles-diagram");
    let target = dir.path().join("shot.svg");
    let mut h = window("puzzles-diagram", &dir.path().join("data"), &target);
    open_puzzles(&mut h);
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::D);
    step_until(&mut h, "the diagram", |_| target.exists());
    let svg = std::fs::read_to_string(&target).unwrap();
    assert!(svg.starts_with("<svg") || svg.starts_with("<?xml"), "{}", &svg[..80]);
    assert!(svg.contains("to play and"), "the goal as caption");
    step_until(&mut h, "the notice", |app| app.notice() == Some("Diagram saved as shot.svg"));
}

#[test]
fn a_reviewed_game_s_blunder_becomes_a_puzzle_from_the_player_s_games() {
    let dir = temp_dir("puzzles-review");
    let mut h = window("puzzles-review", dir.path(), &dir.path().join("none.pdn"));
    // White misses the shot 28-22 (…17x28 33x4) with 39-34??.
    let start = damier_core::AnyPosition::from_fen(
        Variant::International,
        "W:W27,28,32,33,37-40:B5,9,14-18,21,26",
    )
    .unwrap();
    h.state_mut().set_up(start.clone());
    for mv in ["39-34", "14-19"] {
        h.state_mut().apply(Command::Play(mv.into()));
    }
    h.run_ok();
    assert_eq!(h.state().session().record().len(), 3);
    h.state_mut().apply(Command::Analysis(AnalysisCommand::ReviewTime(300)));
    h.key_press_modifiers(Modifiers::COMMAND, Key::R);
    h.step();
    assert!(h.state().review().is_running(), "the review runs");
    step_until(&mut h, "the review", |app| !app.review().is_running());
    let blunder = h.state().session().record().main_line()[1];
    let annotation = h.state().session().record().annotation(blunder).into_owned();
    assert!(annotation.is_marked(damier_core::game::MoveMark::Blunder), "{annotation:?}");
    step_until(&mut h, "the puzzle from the review", |app| {
        app.puzzles().sets().iter().any(|s| s.key() == "your-games" && !s.puzzles.is_empty())
    });
    let set = h.state().puzzles().sets().iter().find(|s| s.key() == "your-games").unwrap();
    assert_eq!(set.puzzles.len(), 1);
    assert_eq!(set.puzzles[0].start, start);
    assert!(set.puzzles[0].id.ends_with("1. 39-34??"), "{}", set.puzzles[0].id);
    let notice = h.state().notice().unwrap();
    assert!(notice.contains("1 became a puzzle in Puzzles › From your games"), "{notice}");
    let kept = dir.path().join("puzzles/from-your-games.pdn");
    step_until(&mut h, "the set kept for the next start", |_| kept.exists());
    drop(h);
    let mut h = window("puzzles-review-again", dir.path(), &dir.path().join("none.pdn"));
    open_puzzles(&mut h);
    let set = h.state().puzzles().sets().iter().find(|s| s.key() == "your-games").unwrap();
    assert_eq!(set.puzzles.len(), 1, "kept for the next start");
}
