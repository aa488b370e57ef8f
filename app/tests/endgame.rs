//! Endgame databases in the window: the analysis panel says what a table says of the
//! position shown, a damaged table is refused with a message while the game goes on, the
//! Endgame databases window lists the tables and builds more in the background (cancel and
//! resume), and says that Lasca has none; a window builds the small tables by itself, and
//! the engine's lines into them are said to be won by the database, also in an analysis
//! that was running when they were built.

mod common;

use std::path::Path;
use std::sync::atomic::AtomicBool;

use common::{Window, harness_with, people, step_until, temp_dir};
use damier::analysis::AnalysisCommand;
use damier::egdb::{BuildState, Plan, SMALL_TABLES, TableFolder, build_missing};
use damier::files::DataDir;
use damier::{App, Command};
use damier_core::egdb::Signature;
use damier_core::search::Score;
use damier_core::{AnyPosition, Variant};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

/// Builds `variant`'s tables of up to `pieces` pieces in the data folder `data`.
fn build_tables(data: &Path, variant: Variant, pieces: u8) -> TableFolder {
    let folder = TableFolder::in_data(&DataDir::in_dir(data)).unwrap();
    let plan = Plan::new(&folder, variant, pieces).unwrap();
    build_missing(&folder, &plan, 2, &AtomicBool::new(false), &|_| {}).unwrap();
    folder
}

/// A window playing `variant` between two people, keeping its data in `data`.
fn window(name: &str, data: &Path, variant: Variant) -> Window {
    let data = DataDir::in_dir(data);
    harness_with(name, move |store| App::with_settings(store, people(variant)).with_data_dir(data))
}

/// A window like [`window`] that builds the small tables of the game it shows.
fn window_building_small_tables(name: &str, data: &Path, variant: Variant) -> Window {
    let data = DataDir::in_dir(data);
    harness_with(name, move |store| {
        App::with_settings(store, people(variant)).with_data_dir(data).building_small_tables()
    })
}

/// An Italian position of four pieces whose only move, a capture, leaves White two kings
/// against one: a win that the tables of three pieces hold.
const INTO_THE_TABLES: &str = "W:WK29,K32:BK4,28";

/// The depth and score of the analysis's best line of the position shown, once it has one.
fn best_line(app: &App) -> Option<(u32, Score)> {
    let target = damier::analysis::target_of(app.session());
    app.analysis().lines(target).first().map(|line| (line.info.depth, line.info.score))
}

/// Sets up `fen` of the window's game and waits until its tables are read.
fn set_up(h: &mut Harness<'_, App>, variant: Variant, fen: &str) {
    h.state_mut().set_up(AnyPosition::from_fen(variant, fen).unwrap());
    step_until(h, "the tables are read", |app| app.endgame().tables(variant).is_some());
}

#[test]
fn the_analysis_panel_says_what_the_database_says() {
    let data = temp_dir("egdb-verdict");
    build_tables(data.path(), Variant::Italian, 3);
    let mut h = window("egdb-verdict-window", data.path(), Variant::Italian);
    set_up(&mut h, Variant::Italian, "W:WK29,K32:BK4");
    h.state_mut().apply(Command::Analysis(AnalysisCommand::Toggle));
    h.step();
    h.get_by_label("Database: White wins");
    // Two lone kings far apart: a draw.
    set_up(&mut h, Variant::Italian, "W:WK29:BK4");
    h.step();
    h.get_by_label("Database: draw");
    // Five pieces: no table holds the position, so nothing is said.
    set_up(&mut h, Variant::Italian, "W:WK29,K32,30:BK4,1");
    h.step();
    assert!(h.query_by_label_contains("Database:").is_none());
}

#[test]
fn a_damaged_table_is_refused_with_a_message_while_the_game_goes_on() {
    let data = temp_dir("egdb-damaged");
    let folder = build_tables(data.path(), Variant::Thai, 3);
    let path = folder.path(Variant::Thai, "KK-K".parse::<Signature>().unwrap());
    let mut bytes = std::fs::read(&path).unwrap();
    let middle = bytes.len() / 2;
    bytes[middle] ^= 0x55;
    std::fs::write(&path, bytes).unwrap();
    let mut h = window("egdb-damaged-window", data.path(), Variant::Thai);
    step_until(&mut h, "the tables are read", |app| app.endgame().tables(Variant::Thai).is_some());
    let notice = h.state().notice().unwrap_or_default().to_string();
    assert!(notice.contains("is not used") && notice.contains("checksum"), "{notice}");
    assert!(!h.state().endgame().tables(Variant::Thai).unwrap().has("KK-K".parse().unwrap()));
    // A game opened next does not hide the refusal: the status line says both.
    let pdn = data.path().join("opened.pdn");
    std::fs::write(&pdn, "[Event \"A game\"]\n\n1. 32-28 *\n").unwrap();
    h.state_mut().open_file(&pdn);
    step_until(&mut h, "the game is opened", |app| {
        app.notice().is_some_and(|n| n.contains("Opened"))
    });
    let notice = h.state().notice().unwrap_or_default().to_string();
    assert!(notice.contains("is not used") && notice.contains("Opened opened.pdn"), "{notice}");
    // The other tables are used, and the game goes on.
    h.state_mut().set_up(AnyPosition::from_fen(Variant::Thai, "W:WK1:BK32").unwrap());
    h.state_mut().apply(Command::Analysis(AnalysisCommand::Toggle));
    h.step();
    h.get_by_label_contains("Database:");
    h.state_mut().apply(Command::Play("1-5".to_string()));
    h.step();
    assert_eq!(h.state().session().record().ply(h.state().session().record().current()), 1);
}

#[test]
fn the_endgame_window_builds_tables_in_the_background_cancels_and_resumes() {
    let data = temp_dir("egdb-build");
    let mut h = window("egdb-build-window", data.path(), Variant::Thai);
    h.state_mut().apply(Command::EndgameTables);
    h.run_ok();
    h.get_by_label_contains("Kept in");
    h.get_by_label("2 pieces");
    h.get_by_label("Build up to 3 pieces").click();
    h.step();
    step_until(&mut h, "the build ends", |app| app.endgame().state() == BuildState::Finished);
    h.get_by_label("Every table asked for is built.");
    let folder = TableFolder::in_data(&DataDir::in_dir(data.path())).unwrap();
    assert!(folder.files(Variant::Thai, 3).iter().all(|f| f.bytes.is_some()));
    // A longer build, cancelled at once: what was finished stays, and building again goes on.
    h.get_by_label("Build up to 5 pieces").click();
    h.step();
    assert!(matches!(h.state().endgame().state(), BuildState::Running { .. }));
    h.step();
    h.get_by_label("Cancel").click();
    step_until(&mut h, "the build stops", |app| app.endgame().state() == BuildState::Cancelled);
    h.get_by_label_contains("Cancelled");
    assert!(folder.files(Variant::Thai, 3).iter().all(|f| f.bytes.is_some()));
    h.get_by_label("Build up to 4 pieces").click();
    step_until(&mut h, "the resumed build ends", |app| {
        app.endgame().state() == BuildState::Finished
    });
    assert!(folder.files(Variant::Thai, 4).iter().all(|f| f.bytes.is_some()));
}

#[test]
fn the_window_builds_the_small_tables_of_the_game_shown_once_and_uses_them() {
    let data = temp_dir("egdb-small");
    let folder = TableFolder::in_data(&DataDir::in_dir(data.path())).unwrap();
    let mut h = window_building_small_tables("egdb-small-window", data.path(), Variant::Italian);
    h.step();
    assert!(
        matches!(
            h.state().endgame().state(),
            BuildState::Running { variant: Variant::Italian, pieces: SMALL_TABLES, .. }
        ),
        "{:?}",
        h.state().endgame().state()
    );
    step_until(&mut h, "the build ends", |app| app.endgame().state() == BuildState::Finished);
    assert!(folder.files(Variant::Italian, SMALL_TABLES).iter().all(|f| f.bytes.is_some()));
    assert!(folder.files(Variant::Italian, SMALL_TABLES + 1).iter().any(|f| f.bytes.is_none()));
    // The tables built are read, and the analysis panel says what they say.
    set_up(&mut h, Variant::Italian, "W:WK29,K32:BK4");
    h.state_mut().apply(Command::Analysis(AnalysisCommand::Toggle));
    h.step();
    h.get_by_label("Database: White wins");
    // The engine's lines are scored by the tables: a win the database decides, and the
    // evaluation bar says so. (From a position the tables hold, the search goes on to find
    // the win itself, in so many moves; one piece more, captured at once, keeps its lines
    // ending in the tables.)
    set_up(&mut h, Variant::Italian, INTO_THE_TABLES);
    step_until(&mut h, "a line at depth 5", |app| best_line(app).is_some_and(|(d, _)| d >= 5));
    assert!(h.query_all_by_label_contains("White wins (database)").count() >= 1);
    assert!(h.query_by_label_contains("+99").is_none(), "no table win shown as +99 men");
    // Every line ends in the tables, so the search soon goes as deep as it can: the panel
    // says so instead of an iteration's depth.
    step_until(&mut h, "the deepest iteration", |app| {
        best_line(app).is_some_and(|(d, _)| d >= damier_core::search::DEEPEST)
    });
    h.step();
    h.get_by_label_contains(
        "Searched to the end: every line ends with the game or in the endgame database",
    );
    assert!(h.query_by_label_contains("Depth 127").is_none());
    assert_eq!(h.state().evaluation_shown().map(|e| e.label), Some("DB".to_string()));
    // A window opened later on the same folder finds them there and builds nothing.
    let mut again = window_building_small_tables("egdb-small-again", data.path(), Variant::Italian);
    step_until(&mut again, "the tables are read", |app| {
        app.endgame().tables(Variant::Italian).is_some()
    });
    assert_eq!(again.state().endgame().state(), BuildState::Idle);
}

#[test]
fn an_analysis_running_while_tables_are_built_takes_them_up_when_they_are_read() {
    let data = temp_dir("egdb-analysing");
    let mut h = window("egdb-analysing-window", data.path(), Variant::Italian);
    set_up(&mut h, Variant::Italian, INTO_THE_TABLES);
    h.state_mut().apply(Command::Analysis(AnalysisCommand::Toggle));
    step_until(&mut h, "a line at depth 5", |app| best_line(app).is_some_and(|(d, _)| d >= 5));
    assert!(h.query_by_label_contains("(database)").is_none(), "no tables yet");
    // The tables are built while the analysis runs; once read, the analysis searches again
    // with them and its lines say that the database wins.
    h.state_mut().apply(Command::BuildTables(3));
    step_until(&mut h, "the build ends", |app| app.endgame().state() == BuildState::Finished);
    step_until(&mut h, "a line scored by the tables", |app| {
        best_line(app).is_some_and(|(_, score)| score.by_tables() == Some(true))
    });
    assert!(h.query_all_by_label_contains("White wins (database)").count() >= 1);
}

#[test]
fn a_cancelled_build_of_the_small_tables_is_not_started_again() {
    let data = temp_dir("egdb-small-cancel");
    let mut h = window_building_small_tables("egdb-small-cancel", data.path(), Variant::Hexdame);
    h.step();
    assert!(matches!(h.state().endgame().state(), BuildState::Running { .. }));
    h.state_mut().apply(Command::CancelTables);
    step_until(&mut h, "the build stops", |app| app.endgame().state() == BuildState::Cancelled);
    for _ in 0..5 {
        h.step();
    }
    assert_eq!(h.state().endgame().state(), BuildState::Cancelled);
}

#[test]
fn lasca_has_no_endgame_tables_and_the_window_says_why() {
    let data = temp_dir("egdb-lasca");
    let mut h = window("egdb-lasca-window", data.path(), Variant::Lasca);
    h.state_mut().apply(Command::EndgameTables);
    h.run_ok();
    h.get_by_label_contains("Lasca keeps every captured piece on the board");
    assert!(h.query_by_label_contains("Build up to").is_none());
}
