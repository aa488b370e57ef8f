//! The file workflow driven through each of its transitions, with real files in a temporary
//! folder and file dialogs answered when the test says.

use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Sender};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use damier_core::game::GameRecord;
use damier_core::{AnyPosition, Variant};
use tempfile::TempDir;

use super::{Effect, Stage};
use crate::files::dialog::{Chooser, DialogRequest};
use crate::files::problem::Typing;
use crate::files::save::tests::folder;
use crate::files::{Document, Files, Pending};
use crate::files::{FileCommand, OverwriteChoice, UnsavedChoice};
use crate::i18n::{Language, Messages};
use crate::waker::Waker;

const TWO_GAMES: &str =
    "[GameType \"20\"]\n1. 32-28 19-23 *\n\n[GameType \"20\"]\n1. 33-28 18-23 *\n";
const ONE_GAME: &str = "[GameType \"20\"]\n1. 32-28 19-23 *\n";
/// A game whose sixth half-move is illegal: the five before it load.
const BROKEN: &str = "[GameType \"20\"]\n1. 32-28 19-23 2. 28x19 14x23\n3. 33-28 18-14 *\n";

/// A file dialog that answers what the test sends it, when it sends it.
struct Answers(Mutex<mpsc::Receiver<Option<PathBuf>>>);

impl Chooser for Answers {
    fn choose(&self, _: &DialogRequest) -> Option<PathBuf> {
        self.0.lock().unwrap().recv().ok().flatten()
    }
}

/// A fresh folder, and the workflow of a window whose file dialogs answer through the
/// sender. The folder comes first: kept in the first variable, it is removed last.
fn files(test: &str) -> (TempDir, Files, Sender<Option<PathBuf>>) {
    let dir = folder(&format!("workflow-{test}"));
    let (answer, answers) = mpsc::channel();
    let mut files = Files::new(Waker::default());
    files.chooser = Arc::new(Answers(Mutex::new(answers)));
    (dir, files, answer)
}

fn write(dir: &Path, name: &str, text: &str) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

fn game() -> GameRecord {
    GameRecord::new(AnyPosition::start(Variant::International))
}

/// The stage's name, for messages.
fn stage(files: &Files) -> &'static str {
    match files.stage {
        Stage::Idle => "idle",
        Stage::Choosing { .. } => "choosing",
        Stage::Reading => "reading",
        Stage::Loading { .. } => "loading",
        Stage::Picking(_) => "picking",
        Stage::ConfirmingDiscard { .. } => "confirming discard",
        Stage::Saving(_) => "saving",
        Stage::AskingOverwrite { .. } => "asking overwrite",
        Stage::ShowingProblem { .. } => "showing a problem",
    }
}

/// Carries out `command`, returning the effects.
fn command(files: &mut Files, command: FileCommand) -> Vec<Effect> {
    let mut effects = Vec::new();
    files.command(command, &game(), &mut effects);
    effects
}

/// Takes in the workers' answers until the workflow is at `wanted`, returning the effects.
fn until(files: &mut Files, wanted: &str) -> Vec<Effect> {
    let started = Instant::now();
    let mut effects = Vec::new();
    while stage(files) != wanted {
        assert!(started.elapsed() < Duration::from_secs(20), "stuck {}", stage(files));
        std::thread::sleep(Duration::from_millis(2));
        files.poll(&game(), &mut effects);
    }
    effects
}

/// The problem the files report, in English.
fn english_problem(files: &Files) -> String {
    let problem = files.problem().expect("a problem is reported");
    Messages::new(Language::English).problem_text(problem)
}

/// What the effects say in the status line, in English.
fn said(effects: &[Effect]) -> Vec<String> {
    let english = Messages::new(Language::English);
    let said = effects.iter().filter_map(|e| match e {
        Effect::Say(notice) => Some(english.file_notice(notice)),
        _ => None,
    });
    said.collect()
}

fn installed(effects: &[Effect]) -> Option<(PathBuf, Option<usize>, bool)> {
    effects.iter().find_map(|e| match e {
        Effect::Install(opened) => Some((opened.path.clone(), opened.game, opened.modified)),
        _ => None,
    })
}

/// A game of the window that belongs to `path` and changed since.
fn unsaved(files: &mut Files, path: &Path) {
    files.document =
        Document { path: Some(path.to_path_buf()), modified: true, ..Document::default() };
}

#[test]
fn a_file_of_several_games_goes_from_the_dialog_through_the_list_to_the_game_picked() {
    let (dir, mut files, answer) = files("several");
    let path = write(dir.path(), "two.pdn", TWO_GAMES);
    assert_eq!(stage(&files), "idle");
    assert!(command(&mut files, FileCommand::Open).is_empty());
    assert_eq!(stage(&files), "choosing");
    assert!(files.busy());
    answer.send(Some(path.clone())).unwrap();
    let effects = until(&mut files, "idle");
    assert!(matches!(&effects[..], [Effect::CarryOut(FileCommand::OpenFile(p))] if *p == path));
    command(&mut files, FileCommand::OpenFile(path.clone()));
    assert_eq!(stage(&files), "reading");
    assert_eq!(files.reading().map(|l| l.path()), Some(path.as_path()));
    until(&mut files, "picking");
    assert_eq!(files.game_list().map(|l| l.entries().len()), Some(2));
    assert!(files.window_open() && !files.busy());
    command(&mut files, FileCommand::PickGame(2));
    assert!(matches!(files.stage, Stage::Loading { number: 2 }));
    let effects = until(&mut files, "idle");
    assert_eq!(installed(&effects), Some((path, Some(2), false)));
}

#[test]
fn a_file_of_one_game_opens_it_without_a_list() {
    let (dir, mut files, _) = files("one");
    let path = write(dir.path(), "one.pdn", ONE_GAME);
    command(&mut files, FileCommand::OpenFile(path.clone()));
    let mut effects = Vec::new();
    let started = Instant::now();
    while installed(&effects).is_none() {
        assert!(started.elapsed() < Duration::from_secs(20), "stuck {}", stage(&files));
        assert!(matches!(stage(&files), "reading" | "loading"), "{}", stage(&files));
        files.poll(&game(), &mut effects);
    }
    assert_eq!(stage(&files), "idle");
    assert_eq!(installed(&effects), Some((path, None, false)));
    assert!(!files.has_other_games());
}

#[test]
fn the_list_closed_opens_again_from_the_file_read_last() {
    let (dir, mut files, _) = files("list-again");
    command(&mut files, FileCommand::OpenFile(write(dir.path(), "two.pdn", TWO_GAMES)));
    until(&mut files, "picking");
    command(&mut files, FileCommand::CloseGameList);
    assert_eq!(stage(&files), "idle");
    assert!(files.has_other_games(), "the file read last outlives its list");
    command(&mut files, FileCommand::GameList);
    assert_eq!(stage(&files), "picking");
}

#[test]
fn stopping_a_reading_forgets_the_file() {
    let (dir, mut files, _) = files("stop");
    command(&mut files, FileCommand::OpenFile(write(dir.path(), "two.pdn", TWO_GAMES)));
    assert_eq!(stage(&files), "reading");
    command(&mut files, FileCommand::StopReading);
    assert_eq!(stage(&files), "idle");
    assert!(files.source.is_none());
    command(&mut files, FileCommand::GameList);
    assert_eq!(stage(&files), "idle", "nothing to list");
}

#[test]
fn failures_to_read_show_a_problem_that_closes_back_to_idle() {
    let (dir, mut files, _) = files("unreadable");
    command(&mut files, FileCommand::OpenFile(dir.path().join("missing.pdn")));
    until(&mut files, "showing a problem");
    assert!(english_problem(&files).starts_with("The file cannot be opened"));
    assert!(files.source.is_none());
    command(&mut files, FileCommand::CloseFileProblem);
    assert_eq!(stage(&files), "idle");

    command(&mut files, FileCommand::OpenFile(write(dir.path(), "empty.pdn", "")));
    until(&mut files, "showing a problem");
    assert!(english_problem(&files).starts_with("No games"));
}

#[test]
fn the_moves_before_an_error_open_from_the_problem() {
    let (dir, mut files, _) = files("broken");
    let path = write(dir.path(), "broken.pdn", BROKEN);
    command(&mut files, FileCommand::OpenFile(path.clone()));
    until(&mut files, "showing a problem");
    assert_eq!(files.problem().unwrap().partial_plies(), Some(5));
    let effects = command(&mut files, FileCommand::OpenBeforeError);
    assert_eq!(stage(&files), "idle");
    assert_eq!(installed(&effects), Some((path, Some(1), true)));
}

#[test]
fn without_a_dialog_the_problem_offers_a_path_to_type() {
    let (_dir, mut files, answer) = files("no-dialog");
    answer.send(None).unwrap();
    command(&mut files, FileCommand::SaveAs);
    until(&mut files, "showing a problem");
    let Stage::ShowingProblem { entry: Some(entry), .. } = &files.stage else { panic!() };
    assert_eq!(entry.typing, Typing::Save);
}

#[test]
fn a_dialog_open_or_a_save_under_way_refuses_another_step() {
    let (dir, mut files, answer) = files("refused");
    command(&mut files, FileCommand::Open);
    let effects = command(&mut files, FileCommand::OpenFile(dir.path().join("other.pdn")));
    assert_eq!(said(&effects), ["A file dialog is open already"]);
    assert_eq!(stage(&files), "choosing");
    answer.send(None).unwrap();
    until(&mut files, "showing a problem");

    command(&mut files, FileCommand::SaveTo(dir.path().join("game.pdn")));
    assert_eq!(stage(&files), "saving", "a new step closes the problem window");
    let effects = command(&mut files, FileCommand::Save);
    assert_eq!(said(&effects), ["The game is being saved already"]);
    let effects = until(&mut files, "idle");
    assert_eq!(said(&effects), [format!("Saved {}", dir.path().join("game.pdn").display())]);
}

#[test]
fn unsaved_changes_hold_a_game_back_until_the_answer() {
    let (dir, mut files, _) = files("unsaved");
    let mut effects = Vec::new();
    assert!(!files.holds_back(&mut effects), "nothing to lose yet");
    let path = dir.path().join("game.pdn");
    unsaved(&mut files, &path);

    assert!(files.holds_back(&mut effects));
    assert_eq!(stage(&files), "confirming discard");
    assert!(command(&mut files, FileCommand::Unsaved(UnsavedChoice::Cancel)).is_empty());
    assert_eq!(stage(&files), "idle");

    assert!(files.holds_back(&mut effects));
    let effects = command(&mut files, FileCommand::Unsaved(UnsavedChoice::Discard));
    assert!(matches!(&effects[..], [Effect::GoOn]));
    assert_eq!(stage(&files), "idle");

    let mut effects = Vec::new();
    assert!(files.holds_back(&mut effects));
    command(&mut files, FileCommand::Unsaved(UnsavedChoice::Save));
    assert_eq!(stage(&files), "saving");
    let effects = until(&mut files, "idle");
    assert_eq!(said(&effects), [format!("Saved {}", path.display())]);
    assert!(matches!(effects.last(), Some(Effect::GoOn)), "then goes on");
    assert!(!files.document.unsaved());
}

#[test]
fn a_game_read_over_unsaved_changes_waits_for_the_answer() {
    let (dir, mut files, _) = files("unsaved-open");
    unsaved(&mut files, &dir.path().join("mine.pdn"));
    let path = write(dir.path(), "one.pdn", ONE_GAME);
    command(&mut files, FileCommand::OpenFile(path.clone()));
    until(&mut files, "confirming discard");
    assert!(matches!(files.stage, Stage::ConfirmingDiscard { pending: Pending::Open(_), .. }));
    let effects = command(&mut files, FileCommand::Unsaved(UnsavedChoice::Discard));
    assert_eq!(installed(&effects), Some((path, None, false)));
}

/// The workflow asking how to write over `existing`, a file typed by hand, in its folder.
fn asking_overwrite(test: &str) -> (TempDir, Files, Sender<Option<PathBuf>>, PathBuf) {
    let (dir, mut files, answer) = files(test);
    let existing = write(dir.path(), "there.pdn", ONE_GAME);
    command(&mut files, FileCommand::SaveTo(existing.clone()));
    until(&mut files, "asking overwrite");
    (dir, files, answer, existing)
}

#[test]
fn a_save_over_a_file_asks_and_each_answer_goes_its_way() {
    let (_dir, mut files, _, existing) = asking_overwrite("overwrite-whole");
    command(&mut files, FileCommand::Overwrite(OverwriteChoice::Whole));
    assert_eq!(stage(&files), "saving");
    until(&mut files, "idle");
    assert_eq!(files.document.path.as_deref(), Some(existing.as_path()));

    let (_dir, mut files, _, existing) = asking_overwrite("overwrite-append");
    command(&mut files, FileCommand::Overwrite(OverwriteChoice::ThisGame));
    until(&mut files, "idle");
    let text = std::fs::read_to_string(&existing).unwrap();
    assert_eq!(text.matches("[GameType").count(), 2, "added after the file's game");

    let (_dir, mut files, _, _) = asking_overwrite("overwrite-other");
    command(&mut files, FileCommand::Overwrite(OverwriteChoice::OtherName));
    assert_eq!(stage(&files), "choosing");

    let (_dir, mut files, _, existing) = asking_overwrite("overwrite-reload");
    command(&mut files, FileCommand::Overwrite(OverwriteChoice::Reload));
    assert_eq!(stage(&files), "reading");
    assert_eq!(files.document.path, None, "the game in the window leaves its file");
    assert_eq!(files.reading().map(|l| l.path()), Some(existing.as_path()));

    let (_dir, mut files, _, existing) = asking_overwrite("overwrite-cancel");
    assert!(command(&mut files, FileCommand::Overwrite(OverwriteChoice::Cancel)).is_empty());
    assert_eq!(stage(&files), "idle");
    assert_eq!(std::fs::read_to_string(existing).unwrap(), ONE_GAME, "untouched");
}

#[test]
fn a_save_that_fails_shows_a_problem() {
    let (dir, mut files, _) = files("save-fails");
    command(&mut files, FileCommand::SaveTo(dir.path().join("no such folder").join("game.pdn")));
    until(&mut files, "showing a problem");
    assert!(english_problem(&files).starts_with("The game was not saved"));
    command(&mut files, FileCommand::CloseFileProblem);
    assert_eq!(stage(&files), "idle");
}
