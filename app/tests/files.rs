//! Games in files, driven through the window without a display: real tournament files opened
//! and played through, a game picked from a list, saving and opening again in all five
//! games, a save that fails midway, the last game restored at start, broken files reported,
//! files dropped on the window, the question about unsaved changes, game information, and FEN
//! through the clipboard. File dialogs are answered by a script.

use std::collections::VecDeque;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use damier::App;
use damier::Command;
use damier::files::DataDir;
use damier::files::dialog::{Chooser, DialogRequest};
use damier::files::save::Writer;
use damier::files::{FileCommand, UnsavedChoice};
use damier::language::Language;
use damier::settings::{Player, Settings, SettingsStore};
use damier::title;
use damier_core::pdn::{self, ReadOptions};
use damier_core::{AnyPosition, Side, Variant};
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use tempfile::TempDir;

mod common;

use common::{PATIENCE, against_the_computer, english, step_until, temp_dir, wait_until};

/// The International files of the corpus and how many games each holds.
const INTERNATIONAL: [(&str, usize); 14] = [
    ("wk2003.pdn", 23),
    ("nk ronde 01.pdn", 7),
    ("nk ronde 02.pdn", 7),
    ("rk ronde 12.pdn", 7),
    ("DUTCH96H.pdn", 13),
    ("PROF2.pdn", 16),
    ("candidate95.pdn", 8),
    ("kurnik.pdn", 4),
    ("090417ronde12.pdn", 7),
    ("schildpad.pdn", 34),
    ("windragon.pdn", 1),
    ("Cat.B1.pdn", 37),
    ("Cat.D1.pdn", 19),
    ("PWCP 2a.pdn", 59),
];

fn corpus(file: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../testdata/pdn").join(file)
}

fn people(variant: Variant) -> Settings {
    Settings { variant, players: [Player::Person, Player::Person], animate: false, ..english() }
}

/// The window with settings and data kept in `dir`.
fn app_in(dir: &Path, settings: Settings) -> App {
    App::with_settings(SettingsStore::in_dir(dir), settings).with_data_dir(DataDir::in_dir(dir))
}

fn harness(app: App) -> Harness<'static, App> {
    let mut harness = Harness::builder()
        .with_size([1200.0, 800.0])
        .build_ui_state(|ui, app: &mut App| app.frame(ui), app);
    harness.step();
    harness
}

/// Steps frames, never blocking, until no file is being chosen, read or written.
fn settle(h: &mut Harness<'_, App>) {
    step_until(h, "the file work", |app| !app.is_busy_with_files());
}

fn open(h: &mut Harness<'_, App>, path: &Path) {
    h.state_mut().open_file(path);
    settle(h);
}

fn apply(h: &mut Harness<'_, App>, command: Command) {
    h.state_mut().apply(command);
    settle(h);
}

fn pdn_of(app: &App) -> String {
    pdn::write_game(app.session().record())
}

fn ply(app: &App) -> u32 {
    let record = app.session().record();
    record.ply(record.current())
}

/// Answers file dialogs from a script, recording what was asked.
#[derive(Default)]
struct Script {
    answers: Mutex<VecDeque<Option<PathBuf>>>,
    asked: Mutex<Vec<DialogRequest>>,
}

impl Script {
    fn answering(answers: impl IntoIterator<Item = Option<PathBuf>>) -> Arc<Script> {
        Arc::new(Script { answers: Mutex::new(answers.into_iter().collect()), ..Script::default() })
    }
}

impl Chooser for Script {
    fn choose(&self, request: &DialogRequest) -> Option<PathBuf> {
        self.asked.lock().unwrap().push(request.clone());
        let answer = self.answers.lock().unwrap().pop_front().flatten();
        if answer.is_none() {
            // A person takes a moment to cancel; an instant "nothing" means no dialog at all.
            std::thread::sleep(Duration::from_millis(300));
        }
        answer
    }
}

#[test]
fn every_international_corpus_file_opens_and_every_game_plays_to_its_end() {
    let dir = temp_dir("corpus");
    let mut h = harness(app_in(dir.path(), people(Variant::International)));
    for (file, games) in INTERNATIONAL {
        let path = corpus(&format!("succeed/{file}"));
        let expected: Vec<_> = pdn::Reader::new(
            &pdn::decode(&std::fs::read(&path).unwrap()).0,
            ReadOptions::default(),
        )
        .map(|g| g.unwrap_or_else(|e| panic!("{file}: {e}")))
        .collect();
        open(&mut h, &path);
        if games > 1 {
            let listed = h.state().game_list().unwrap_or_else(|| panic!("{file}: no game list"));
            assert_eq!(listed.len(), games, "{file}");
            assert!(listed.iter().all(|e| e.problem.is_none()), "{file}");
        }
        for (n, game) in (1..=games).zip(&expected) {
            if games > 1 {
                apply(&mut h, Command::File(FileCommand::PickGame(n)));
            }
            assert_eq!(h.state().file(), Some(path.as_path()), "{file} game {n}");
            if let Some(text) = h.state().file_problem() {
                assert!(text.contains("was read with warnings"), "{file} game {n}: {text}");
            }
            assert_eq!(pdn_of(h.state()), pdn::write_game(&game.record), "{file} game {n}");
            apply(&mut h, Command::ToEnd);
            let plies = game.record.main_line().len() as u32 - 1;
            assert_eq!(ply(h.state()), plies, "{file} game {n} ends after {plies} plies");
            assert!(h.state().session().at_line_end());
            assert!(!h.state().is_modified(), "{file} game {n}: looking is no change");
        }
    }
}

#[test]
fn a_game_is_picked_from_the_list_of_a_file_of_many() {
    let dir = temp_dir("list");
    let mut h = harness(app_in(dir.path(), people(Variant::International)));
    let path = corpus("succeed/wk2003.pdn");
    open(&mut h, &path);
    h.get_by_label_contains("wk2003.pdn: 23 games");
    h.get_by_label("23 of 23 shown");
    let third = pdn::Reader::new(&std::fs::read_to_string(&path).unwrap(), ReadOptions::default())
        .nth(2)
        .unwrap()
        .unwrap();
    let white = third.record.tags().get("White").unwrap().to_string();
    h.get_by_label_contains("Game 3:").click();
    h.step();
    h.get_by_label("Open game").click();
    settle(&mut h);
    assert!(h.state().game_list().is_none(), "the list closes");
    assert_eq!(h.state().session().record().tags().get("White"), Some(white.as_str()));
    assert_eq!(pdn_of(h.state()), pdn::write_game(&third.record));
    let title = title::window_title("International", Some("wk2003.pdn, game 3".into()), false);
    assert_eq!(title, "wk2003.pdn, game 3 — Damier — International");
    // The other games stay a menu item away, and the filter finds players.
    apply(&mut h, Command::File(FileCommand::GameList));
    let surname = white.split([' ', ',']).next().unwrap().to_string();
    h.get_by_role_and_label(egui::Role::TextInput, "Filter:").focus();
    h.step();
    h.get_by_role_and_label(egui::Role::TextInput, "Filter:").type_text(&surname);
    h.step();
    h.step();
    let needle = surname.to_lowercase();
    let entries = h.state().game_list().unwrap();
    let shown = entries.iter().filter(|e| e.haystack().contains(&needle)).count();
    assert!((1..23).contains(&shown), "{surname} played some of the games");
    h.get_by_label(&format!("{shown} of 23 shown"));
    assert!(h.query_by_label_contains("Game 3:").is_some(), "{surname} played game 3");
    h.key_press(Key::Escape);
    h.step();
    assert!(h.state().game_list().is_none());
}

/// Plays `plies` moves of `variant`, choosing among the legal moves by a fixed rule, with a
/// variation and a comment, and sets the players.
fn some_game(h: &mut Harness<'_, App>, variant: Variant, plies: usize) {
    apply(h, Command::SetVariant(variant));
    apply(h, Command::NewGame);
    for i in 0..plies {
        let moves = h.state().session().moves();
        if moves.is_empty() {
            break;
        }
        let text = moves[(i * 7) % moves.len()].full.clone();
        apply(h, Command::Play(text));
        if i == 2 {
            apply(h, Command::Back);
            let moves = h.state().session().moves();
            let other = moves[(i * 7 + 1) % moves.len()].full.clone();
            apply(h, Command::Play(other));
            apply(h, Command::Back);
            apply(h, Command::Forward);
        }
    }
    let tags = vec![("White".to_string(), "Ada".to_string()), ("Event".to_string(), "Club".into())];
    apply(h, Command::SetTags(tags));
}

#[test]
fn a_saved_game_opens_again_the_same_in_all_five_games() {
    let dir = temp_dir("round-trip");
    let mut h = harness(app_in(dir.path(), people(Variant::International)));
    for variant in Variant::ALL {
        some_game(&mut h, variant, 24);
        let path = dir.path().join(format!("{}.pdn", variant.id()));
        apply(&mut h, Command::File(FileCommand::SaveTo(path.clone())));
        assert_eq!(h.state().notice(), Some(format!("Saved {}", path.display()).as_str()));
        assert_eq!(h.state().file(), Some(path.as_path()));
        assert!(!h.state().is_modified());
        let written = pdn_of(h.state());
        let again_dir = temp_dir("round-trip-again");
        let mut again = harness(app_in(again_dir.path(), people(Variant::Hexdame)));
        open(&mut again, &path);
        assert_eq!(again.state().session().variant(), variant);
        assert_eq!(pdn_of(again.state()), written, "{variant}");
        assert!(again.state().session().record().len() > 24, "{variant}: the variation is kept");
        assert!(!again.state().is_modified());
    }
}

#[test]
fn save_as_asks_for_a_file_and_save_then_writes_to_it() {
    let dir = temp_dir("save-as");
    let chosen = dir.path().join("my game");
    let script = Script::answering([Some(chosen.clone())]);
    let app = app_in(dir.path(), people(Variant::Thai)).with_chooser(script.clone());
    let mut h = harness(app);
    let first = h.state().session().moves()[0].full.clone();
    apply(&mut h, Command::Play(first.clone()));
    // A game without a file: Save asks where, like Save as.
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    settle(&mut h);
    let saved = dir.path().join("my game.pdn");
    assert_eq!(h.state().file(), Some(saved.as_path()), "the extension is added");
    let asked = script.asked.lock().unwrap().clone();
    let [DialogRequest::Save { name, words, .. }] = &asked[..] else {
        panic!("one save dialog, not {asked:?}");
    };
    assert_eq!((name.as_str(), words.save.as_str()), ("Thai game.pdn", "Save the game"));
    let second = h.state().session().moves()[0].full.clone();
    apply(&mut h, Command::Play(second.clone()));
    assert!(h.state().is_modified());
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    settle(&mut h);
    assert!(!h.state().is_modified());
    assert_eq!(script.asked.lock().unwrap().len(), 1, "Save writes to the file without asking");
    let text = std::fs::read_to_string(&saved).unwrap();
    assert!(text.contains(&format!("1. {first} {second}")), "{text}");
    // Ctrl+O opens through the dialog too; cancelling it does nothing.
    script.answers.lock().unwrap().extend([None, Some(corpus("succeed/windragon.pdn"))]);
    h.key_press_modifiers(Modifiers::COMMAND, Key::O);
    settle(&mut h);
    assert_eq!(h.state().file(), Some(saved.as_path()));
    assert!(h.state().file_problem().is_none(), "a cancelled dialog is no problem");
    h.key_press_modifiers(Modifiers::COMMAND, Key::O);
    settle(&mut h);
    assert_eq!(h.state().file(), Some(corpus("succeed/windragon.pdn").as_path()));
}

#[test]
fn without_a_file_dialog_the_path_can_be_typed() {
    let dir = temp_dir("no-dialog");
    let script = Arc::new(NoDialog);
    let mut h = harness(app_in(dir.path(), people(Variant::International)).with_chooser(script));
    h.key_press_modifiers(Modifiers::COMMAND, Key::O);
    settle(&mut h);
    let problem = h.state().file_problem().unwrap();
    assert!(problem.contains("xdg-desktop-portal-gtk") || problem.contains("drop the file"));
    let field = h.get_by_role_and_label(egui::Role::TextInput, "Path:");
    field.focus();
    h.step();
    let path = corpus("succeed/windragon.pdn");
    h.get_by_role_and_label(egui::Role::TextInput, "Path:").type_text(path.to_str().unwrap());
    h.step();
    h.get_by_label("Open").click();
    settle(&mut h);
    assert!(h.state().file().unwrap().ends_with("windragon.pdn"));
}

/// Types `text` into the path box of the problem window and presses Enter.
fn type_path_and_enter(h: &mut Harness<'_, App>, text: &str) {
    h.key_press_modifiers(Modifiers::COMMAND, Key::O);
    settle(h);
    let field = h.get_by_role_and_label(egui::Role::TextInput, "Path:");
    assert_eq!(field.value().as_deref(), Some(""), "the box starts empty");
    field.focus();
    h.step();
    h.get_by_role_and_label(egui::Role::TextInput, "Path:").type_text(text);
    h.step();
    h.key_press(Key::Enter);
    h.step();
    settle(h);
}

#[test]
fn a_typed_path_opens_with_enter_whole_as_a_name_in_the_folder_or_from_home() {
    let dir = temp_dir("typed-path");
    let script = Arc::new(NoDialog);
    let mut h = harness(app_in(dir.path(), people(Variant::International)).with_chooser(script));
    // A full path.
    let windragon = corpus("succeed/windragon.pdn");
    let (first, second) = (dir.path().join("first.pdn"), dir.path().join("second.pdn"));
    for copy in [&first, &second] {
        std::fs::copy(&windragon, copy).unwrap();
    }
    type_path_and_enter(&mut h, first.to_str().unwrap());
    assert!(h.state().file_problem().is_none(), "Enter opened it");
    assert_eq!(h.state().file(), Some(first.as_path()));
    // A name alone, in the folder of the file open (the box's hint says which).
    type_path_and_enter(&mut h, "second.pdn");
    assert_eq!(h.state().file(), Some(second.as_path()));
    // `~` is the home folder.
    let home = directories::BaseDirs::new().unwrap().home_dir().to_path_buf();
    let up = "../".repeat(home.components().count() - 1);
    let from_root = windragon.strip_prefix("/").unwrap().display().to_string();
    type_path_and_enter(&mut h, &format!("~/{up}{from_root}"));
    let opened = h.state().file().expect("a file is open").canonicalize().unwrap();
    assert_eq!(opened, windragon.canonicalize().unwrap());
}

#[test]
fn a_command_refused_while_a_save_runs_leaves_the_held_one_to_follow_it() {
    let dir = temp_dir("held-during-save");
    let path = dir.path().join("game.pdn");
    std::fs::write(&path, "[Event \"Old\"]\n1. 32-28 19-23 *\n").unwrap();
    // A slow disk: the write waits until the test lets it go.
    let gate = Arc::new(Mutex::new(()));
    let held = gate.lock().unwrap();
    let slow: Writer = {
        let gate = Arc::clone(&gate);
        Arc::new(move |out: &mut dyn Write, bytes: &[u8]| {
            let _open = gate.lock().unwrap();
            out.write_all(bytes)
        })
    };
    let mut h = harness(app_in(dir.path(), people(Variant::International)).with_writer(slow));
    open(&mut h, &path);
    apply(&mut h, Command::ToEnd);
    apply(&mut h, Command::Play("28x19".to_string()));
    // A new game is asked about; the answer is to save first, and the save waits on the disk.
    h.state_mut().apply(Command::NewGame);
    h.state_mut().apply(Command::File(FileCommand::Unsaved(UnsavedChoice::Save)));
    h.step();
    assert!(h.state().is_busy_with_files(), "saving");
    // Another game type is asked for meanwhile: refused, as a save is under way.
    h.state_mut().apply(Command::SetVariant(Variant::Italian));
    h.step();
    drop(held);
    settle(&mut h);
    assert!(!h.state().is_modified(), "saved");
    assert_eq!(
        h.state().session().variant(),
        Variant::International,
        "the refused one is not played"
    );
    assert!(h.state().session().record().is_empty(), "the new game the save was for follows");
}

/// A system without any file dialog: nothing, at once.
struct NoDialog;

impl Chooser for NoDialog {
    fn choose(&self, _: &DialogRequest) -> Option<PathBuf> {
        None
    }
}

#[test]
fn a_save_that_fails_midway_leaves_the_old_file_and_the_game() {
    let dir = temp_dir("failing-save");
    let path = dir.path().join("game.pdn");
    let old = "[Event \"Old\"]\n1. 32-28 19-23 *\n";
    std::fs::write(&path, old).unwrap();
    let half: Writer = Arc::new(|out: &mut dyn Write, bytes: &[u8]| {
        out.write_all(&bytes[..bytes.len() / 2])?;
        Err(std::io::Error::other("No space left on device"))
    });
    let mut h = harness(app_in(dir.path(), people(Variant::International)).with_writer(half));
    open(&mut h, &path);
    apply(&mut h, Command::ToEnd);
    apply(&mut h, Command::Play("28x19".to_string()));
    assert!(h.state().is_modified());
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    settle(&mut h);
    let problem = h.state().file_problem().expect("the failure is reported");
    assert!(problem.starts_with("The game was not saved"), "{problem}");
    assert!(problem.contains("No space left on device") && problem.contains("game.pdn"));
    h.get_by_label_contains("The file is as it was before");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), old, "the old file is intact");
    let left: Vec<_> =
        std::fs::read_dir(dir.path()).unwrap().map(|e| e.unwrap().file_name()).collect();
    let game_temporary = |n: &std::ffi::OsString| n.to_string_lossy().starts_with(".game.pdn.");
    assert!(!left.iter().any(game_temporary), "{left:?}");
    assert!(h.state().is_modified(), "the game is still unsaved");
    assert_eq!(ply(h.state()), 3, "and still here");
}

/// A game whose reading stopped early at an unclosed `(` opens with warnings; Save then asks
/// for a file and never writes the shorter game over the file that holds all of it.
#[test]
fn a_game_read_with_warnings_is_never_written_over_its_file_without_asking() {
    let dir = temp_dir("warnings-save");
    let path = dir.path().join("game.pdn");
    let text = "[Event \"Cut\"]\n[GameType \"20\"]\n1. 32-28 18-23 2. 37-32 12-18 3. 41-37 7-12 \
                4. 46-41 (4. 34-30 1-7 5. 31-26 20-25 6. 36-31 *\n";
    std::fs::write(&path, text).unwrap();
    let script = Script::answering([None]);
    let mut h =
        harness(app_in(dir.path(), people(Variant::International)).with_chooser(script.clone()));
    open(&mut h, &path);
    let problem = h.state().file_problem().expect("the warnings window");
    assert!(problem.starts_with("game.pdn was read with warnings"), "{problem}");
    h.get_by_label_contains("Save asks for a file rather than write over this one");
    apply(&mut h, Command::File(FileCommand::CloseFileProblem));
    apply(&mut h, Command::ToEnd);
    let read = ply(h.state());
    let first = h.state().session().moves()[0].text.clone();
    apply(&mut h, Command::Play(first));
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    settle(&mut h);
    let asked = script.asked.lock().unwrap().clone();
    assert!(matches!(asked.as_slice(), [DialogRequest::Save { .. }]), "{asked:?}");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), text, "the file is untouched");
    assert_eq!(ply(h.state()), read + 1, "the game is still here");
}

/// Opens the File menu and its submenu `submenu`, as the pointer does.
fn file_submenu(h: &mut Harness<'_, App>, submenu: &str) {
    h.get_by_label("File").click();
    h.run_ok();
    h.get_by_label(submenu).hover();
    h.run_ok();
}

/// A window of its own data folder, for the test `test`, with `moves` of Italian played.
fn italian_played(test: &str, moves: &[&str]) -> (TempDir, Harness<'static, App>) {
    let dir = temp_dir(test);
    let mut h = harness(app_in(dir.path(), people(Variant::Italian)));
    for text in moves {
        apply(&mut h, Command::Play(text.to_string()));
    }
    (dir, h)
}

#[test]
fn the_last_game_is_restored_where_it_was_left() {
    let (dir, mut h) = italian_played("restore", &["21-17", "12-16", "17-13"]);
    apply(&mut h, Command::Back);
    let pdn = pdn_of(h.state());
    // The game is written after every move, so even a crash keeps it.
    wait_until("the last move in the autosave", || {
        std::fs::read_to_string(dir.path().join("last-game.pdn")).is_ok_and(|t| t.contains("17-13"))
    });
    drop(h);
    let h = harness(app_in(dir.path(), people(Variant::International)));
    assert_eq!(h.state().session().variant(), Variant::Italian);
    assert_eq!(pdn_of(h.state()), pdn);
    assert_eq!(ply(h.state()), 2, "the cursor where it was left");
    assert!(h.state().file().is_none());
}

/// A file name that is not UTF-8 (Latin-1 `café game.pdn`) is kept by the autosave byte for
/// byte: the game and its file come back after a restart.
#[cfg(unix)]
#[test]
fn a_game_from_a_file_whose_name_is_not_unicode_is_kept_for_the_next_start() {
    use std::os::unix::ffi::OsStringExt;
    let dir = temp_dir("latin1-name");
    let name = std::ffi::OsString::from_vec(b"caf\xe9 game.pdn".to_vec());
    let path = dir.path().join(name);
    std::fs::write(&path, "1. 32-28 19-23 *\n").unwrap();
    let mut h = harness(app_in(dir.path(), people(Variant::International)));
    open(&mut h, &path);
    apply(&mut h, Command::ToEnd);
    apply(&mut h, Command::Play("28x19".to_string()));
    wait_until("the capture in the autosave", || {
        std::fs::read_to_string(dir.path().join("last-game.pdn")).is_ok_and(|t| t.contains("28x19"))
    });
    step_until(&mut h, "a frame after the write", |_| true);
    assert!(
        !h.state().notice().is_some_and(|n| n.contains("could not be kept")),
        "{:?}",
        h.state().notice()
    );
    drop(h);
    let h = harness(app_in(dir.path(), people(Variant::International)));
    assert_eq!(h.state().file(), Some(path.as_path()), "the file comes back byte for byte");
    assert_eq!(ply(h.state()), 3);
    assert!(h.state().is_modified(), "the capture is not in the file yet");
}

#[test]
fn an_unfinished_game_against_the_computer_goes_on_after_a_restart() {
    let dir = temp_dir("restore-computer");
    let settings = against_the_computer(1, 100);
    let mut app = app_in(dir.path(), settings.clone());
    app.save_settings();
    // The person moves and quits before the computer replies.
    app.apply(Command::Play("32-28".to_string()));
    app.shut_down();
    drop(app);
    // Black, the computer, is to move in the restored game: it thinks and replies.
    let mut h = harness(
        App::new(SettingsStore::in_dir(dir.path())).with_data_dir(DataDir::in_dir(dir.path())),
    );
    let record = h.state().session().record();
    assert_eq!(record.move_text(record.main_line()[1]).as_deref(), Some("32-28"));
    assert_eq!(h.state().settings().players, settings.players);
    step_until(&mut h, "the computer's reply", |app| ply(app) >= 2);
    assert_eq!(h.state().session().position().side_to_move(), Side::White);
}

#[test]
fn a_broken_last_game_is_kept_aside_with_a_notice() {
    let dir = temp_dir("broken-autosave");
    std::fs::write(dir.path().join("last-game.json"), "{ not json").unwrap();
    let h = harness(app_in(dir.path(), people(Variant::International)));
    assert!(h.state().notice().unwrap().contains("could not be restored"));
    assert!(dir.path().join("last-game.broken.json").exists());
    assert_eq!(h.state().session().position(), &AnyPosition::start(Variant::International));
}

#[test]
fn the_last_game_is_restored_under_a_fresh_home() {
    let home = temp_dir("home");
    let child = std::process::Command::new(std::env::current_exe().unwrap())
        .args(["--exact", "restores_in_the_users_own_folders", "--include-ignored"])
        .env("HOME", home.path())
        .env("XDG_CONFIG_HOME", home.path().join(".config"))
        .env("XDG_DATA_HOME", home.path().join(".local/share"))
        .env("DAMIER_TEST_HOME", home.path())
        .output()
        .unwrap();
    let report = String::from_utf8_lossy(&child.stdout);
    assert!(child.status.success(), "{report}");
    assert!(report.contains("1 passed"), "the restoring test ran: {report}");
    if cfg!(target_os = "linux") {
        assert!(home.path().join(".local/share/damier/last-game.json").exists());
        assert!(home.path().join(".local/share/damier/recent.json").exists());
    }
}

/// Run by `the_last_game_is_restored_under_a_fresh_home` with HOME in a temporary folder.
#[test]
#[ignore = "run by the_last_game_is_restored_under_a_fresh_home, with HOME set"]
fn restores_in_the_users_own_folders() {
    let Some(home) = std::env::var_os("DAMIER_TEST_HOME") else { return };
    let data = DataDir::user();
    assert!(data.last_game().unwrap().starts_with(&home), "never the real home");
    let mut h = harness(App::new(SettingsStore::user()).with_data_dir(DataDir::user()));
    open(&mut h, &corpus("succeed/windragon.pdn"));
    apply(&mut h, Command::Forward);
    apply(&mut h, Command::Forward);
    h.state_mut().shut_down();
    let pdn = pdn_of(h.state());
    drop(h);
    let h = harness(App::new(SettingsStore::user()).with_data_dir(DataDir::user()));
    assert_eq!(pdn_of(h.state()), pdn);
    assert_eq!(ply(h.state()), 2);
    assert!(h.state().file().unwrap().ends_with("windragon.pdn"));
    assert!(!h.state().is_modified());
}

#[test]
fn an_illegal_move_is_reported_and_the_moves_before_it_open() {
    let dir = temp_dir("broken-file");
    let path = dir.path().join("broken.pdn");
    std::fs::write(
        &path,
        "[White \"Ann\"]\n[Black \"Bob\"]\n[GameType \"20\"]\n\
         1. 32-28 19-23 2. 28x19 14x23\n3. 33-28 18-14 *\n",
    )
    .unwrap();
    let mut h = harness(app_in(dir.path(), people(Variant::International)));
    open(&mut h, &path);
    let problem = h.state().file_problem().expect("an error window");
    assert!(problem.starts_with("Game 1 does not load"), "{problem}");
    assert!(problem.contains("In broken.pdn: Ann – Bob, line 5, column 10"), "{problem}");
    assert!(problem.contains("move 3... 18-14"), "{problem}");
    h.get_by_label_contains("18-14");
    h.get_by_label("Open the 5 half-moves before the error").click();
    settle(&mut h);
    assert!(h.state().file_problem().is_none());
    apply(&mut h, Command::ToEnd);
    assert_eq!(ply(h.state()), 5);
    assert_eq!(h.state().session().record().tags().get("White"), Some("Ann"));
    assert!(h.state().is_modified(), "only part of the game: not what the file holds");
    // Save does not overwrite the file with the part: it asks where (here: cancelled), also
    // after a restart.
    drop(h);
    let script = Script::answering([None]);
    let mut h =
        harness(app_in(dir.path(), people(Variant::International)).with_chooser(script.clone()));
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    settle(&mut h);
    assert!(
        matches!(&script.asked.lock().unwrap()[..], [DialogRequest::Save { name, .. }] if name == "broken game 1.pdn")
    );
    assert!(std::fs::read_to_string(&path).unwrap().contains("18-14"));
}

#[test]
fn unreadable_files_and_files_of_other_games_are_reported() {
    let dir = temp_dir("unreadable");
    let mut h = harness(app_in(dir.path(), people(Variant::International)));
    open(&mut h, &dir.path().join("missing.pdn"));
    let problem = h.state().file_problem().unwrap();
    assert!(problem.starts_with("The file cannot be opened: Cannot read"), "{problem}");
    assert!(problem.contains("missing.pdn"), "{problem}");
    open(&mut h, dir.path());
    assert!(h.state().file_problem().unwrap().contains("it is a folder"));
    std::fs::write(dir.path().join("empty.pdn"), "").unwrap();
    open(&mut h, &dir.path().join("empty.pdn"));
    assert!(h.state().file_problem().unwrap().contains("holds no games"));
    // Russian draughts: every game is listed as not loading, with the reason on hover.
    open(&mut h, &corpus("fail/mrdrcd08.pdn"));
    let listed = h.state().game_list().unwrap();
    assert_eq!(listed.len(), 40);
    assert!(listed.iter().filter(|e| e.problem.is_none()).all(|e| e.moves == 0), "no moves");
    let failing = listed.iter().find(|e| e.problem.is_some()).unwrap().number;
    apply(&mut h, Command::File(FileCommand::PickGame(failing)));
    let problem = h.state().file_problem().unwrap();
    assert!(problem.starts_with(&format!("Game {failing} does not load")), "{problem}");
    assert!(problem.contains("line"), "{problem}");
    assert_eq!(h.state().session().position(), &AnyPosition::start(Variant::International));
}

#[test]
fn file_problems_are_said_in_the_player_s_language() {
    let dir = temp_dir("problems-in-italian");
    let italian = Settings { language: Some(Language::Italian), ..people(Variant::International) };
    let mut h = harness(app_in(dir.path(), italian));
    open(&mut h, &dir.path().join("mancante.pdn"));
    let problem = h.state().file_problem().unwrap();
    assert!(problem.contains("Impossibile leggere"), "{problem}");
    assert!(problem.contains("il file o la cartella non esiste"), "{problem}");
    let path = dir.path().join("rotta.pdn");
    std::fs::write(&path, "[GameType \"20\"]\n1. 32-28 19-23 2. 28x19 14x23\n3. 33-28 18-14 *\n")
        .unwrap();
    open(&mut h, &path);
    let problem = h.state().file_problem().unwrap();
    assert!(problem.contains("riga 3, colonna 10: mossa 3... 18-14"), "{problem}");
}

#[test]
fn warnings_of_a_lenient_reading_are_listed() {
    let dir = temp_dir("warnings");
    let mut h = harness(app_in(dir.path(), people(Variant::International)));
    open(&mut h, &corpus("fail/nested_comment.pdn"));
    let problem = h.state().file_problem().expect("the warnings window");
    assert!(problem.starts_with("nested_comment.pdn was read with warnings"), "{problem}");
    h.get_by_label_contains("'{' inside a comment");
    assert!(h.state().file().is_some(), "the game is open all the same");
}

/// A file dropped on the window, as the integration hands it over.
#[derive(Debug)]
struct Dropped(PathBuf);

impl egui::DroppedFile for Dropped {
    fn path(&self) -> &Path {
        &self.0
    }

    fn bytes(&self) -> Result<Vec<u8>, String> {
        std::fs::read(&self.0).map_err(|e| e.to_string())
    }
}

#[test]
fn a_file_dropped_on_the_window_opens() {
    let dir = temp_dir("dropped");
    let mut h = harness(app_in(dir.path(), people(Variant::International)));
    let path = corpus("succeed/windragon.pdn");
    h.input_mut().dropped_files.push(Arc::new(Dropped(path.clone())));
    settle(&mut h);
    assert_eq!(h.state().file(), Some(path.as_path()));
    h.get_by_label_contains("Opened windragon.pdn");
}

/// A window with the game of a new file `game.pdn` holding `text`, opened, with `played`
/// played at its end: changes not in the file. The file's folder comes first, to go last.
fn changed_game(test: &str, text: &str, played: &str) -> (TempDir, PathBuf, Harness<'static, App>) {
    let dir = temp_dir(test);
    let path = dir.path().join("game.pdn");
    std::fs::write(&path, text).unwrap();
    let mut h = harness(app_in(dir.path(), people(Variant::International)));
    open(&mut h, &path);
    apply(&mut h, Command::ToEnd);
    apply(&mut h, Command::Play(played.to_string()));
    assert!(h.state().is_modified());
    (dir, path, h)
}

#[test]
fn unsaved_changes_are_asked_about_before_another_game() {
    let (_dir, path, mut h) = changed_game("unsaved", "1. 32-28 *\n", "19-23");
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.step();
    h.get_by_label("Save the changes?");
    h.get_by_label("Cancel").click();
    settle(&mut h);
    assert_eq!(ply(h.state()), 2, "the game is kept");
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.step();
    h.get_by_label("Save").click();
    settle(&mut h);
    assert_eq!(ply(h.state()), 0, "saved, then the new game");
    assert!(std::fs::read_to_string(&path).unwrap().contains("1. 32-28 19-23"));
    assert!(h.state().file().is_none(), "a new game has no file");
    open(&mut h, &path);
    apply(&mut h, Command::ToEnd);
    apply(&mut h, Command::Play("28x19".to_string()));
    apply(&mut h, Command::SetVariant(Variant::Lasca));
    h.get_by_label("Don't save").click();
    settle(&mut h);
    assert_eq!(h.state().session().variant(), Variant::Lasca);
    assert!(std::fs::read_to_string(&path).unwrap().contains("1. 32-28 19-23 *"));
}

#[test]
fn game_information_is_edited_and_saved_with_the_other_tags() {
    let dir = temp_dir("info");
    let path = dir.path().join("game.pdn");
    std::fs::write(&path, "[Event \"Cup\"]\n[Annotator \"Kees\"]\n[White \"A\"]\n1. 32-28 *\n")
        .unwrap();
    let mut h = harness(app_in(dir.path(), people(Variant::International)));
    open(&mut h, &path);
    h.key_press_modifiers(Modifiers::COMMAND, Key::I);
    h.step();
    h.get_by_label("Game information");
    h.get_by_role_and_label(egui::Role::TextInput, "Black").focus();
    h.step();
    h.get_by_role_and_label(egui::Role::TextInput, "Black").type_text("Bea");
    h.step();
    h.get_by_label("OK").click();
    settle(&mut h);
    assert_eq!(h.state().session().record().tags().get("Black"), Some("Bea"));
    assert!(h.state().is_modified());
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    settle(&mut h);
    let text = std::fs::read_to_string(&path).unwrap();
    for tag in ["[Event \"Cup\"]", "[White \"A\"]", "[Black \"Bea\"]", "[Annotator \"Kees\"]"] {
        assert!(text.contains(tag), "{tag} in {text}");
    }
}

#[test]
fn recent_files_are_remembered_and_open_from_the_menu() {
    let dir = temp_dir("recent");
    let mut h = harness(app_in(dir.path(), people(Variant::International)));
    open(&mut h, &corpus("succeed/windragon.pdn"));
    open(&mut h, &corpus("succeed/kurnik.pdn"));
    apply(&mut h, Command::File(FileCommand::PickGame(2)));
    apply(&mut h, Command::NewGame);
    drop(h);
    let mut h = harness(app_in(dir.path(), people(Variant::International)));
    file_submenu(&mut h, "Recent files");
    h.get_by_label("windragon.pdn").click();
    settle(&mut h);
    assert!(h.state().file().unwrap().ends_with("windragon.pdn"));
}

#[test]
fn a_diagram_of_the_position_is_copied_as_a_picture() {
    let dir = temp_dir("diagram");
    let mut h = harness(app_in(dir.path(), people(Variant::Hexdame)));
    h.key_press_modifiers(Modifiers::COMMAND, Key::D);
    h.step();
    assert_eq!(h.state().notice(), Some("Copied the position as a picture"));
    // Drawn on a worker: a frame takes it in and hands it to the clipboard.
    let mut copied = None;
    for _ in 0..200 {
        h.step();
        copied = h.output().platform_output.commands.iter().find_map(|c| match c {
            egui::OutputCommand::CopyImage(image) => Some(image.size),
            _ => None,
        });
        if copied.is_some() {
            break;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let [width, height] = copied.expect("a picture on the clipboard");
    assert_eq!(width, 640);
    assert!(height > width, "the hexagonal board is taller than wide: {width}×{height}");
}

#[test]
fn fen_is_copied_and_pasted_through_the_clipboard() {
    let dir = temp_dir("fen");
    let mut h = harness(app_in(dir.path(), people(Variant::International)));
    h.key_press_modifiers(Modifiers::COMMAND, Key::C);
    h.step();
    assert_eq!(h.state().notice(), Some("Copied the position: W:W31-50:B1-20"));
    // The integration turns Ctrl+C into a copy event, and Ctrl+V into a paste with the text.
    h.event(egui::Event::Copy);
    h.step();
    let copied = h
        .output()
        .platform_output
        .commands
        .iter()
        .any(|c| matches!(c, egui::OutputCommand::CopyText(t) if t == "W:W31-50:B1-20"));
    assert!(copied, "{:?}", h.output().platform_output.commands);
    h.event(egui::Event::Paste("B:W28,K40:B12,13".to_string()));
    h.step();
    assert_eq!(h.state().session().position().to_fen(), "B:W28,K40:B12,13");
    h.event(egui::Event::Paste("W:W51:B1".to_string()));
    h.step();
    let notice = h.state().notice().unwrap();
    assert!(notice.starts_with("That FEN was refused for International: FEN"), "{notice}");
    assert_eq!(h.state().session().position().to_fen(), "B:W28,K40:B12,13");
}

/// Makes a named pipe at `path`: whoever opens it for reading waits until a writer comes.
fn named_pipe(path: &Path) {
    let made = std::process::Command::new("mkfifo").arg(path).status().expect("mkfifo runs");
    assert!(made.success(), "mkfifo {}", path.display());
}

#[test]
fn a_file_is_read_on_a_worker_while_frames_go_on() {
    let dir = temp_dir("big");
    let text = std::fs::read_to_string(corpus("succeed/wk2003.pdn")).unwrap();
    let mut game = pdn::Reader::new(&text, ReadOptions::default()).next().unwrap().unwrap();
    let mut big = String::new();
    for n in 0..3000 {
        game.record.tags_mut().set("White", format!("Player {n}"));
        big.push_str(&pdn::write_game(&game.record));
    }
    // The file is a pipe with no writer yet: opening it blocks until the test writes. Had the
    // window opened or read it on its own thread, no frame would come back.
    let path = dir.path().join("big.pdn");
    named_pipe(&path);
    let (frames_done, writer_may_start) = std::sync::mpsc::channel::<()>();
    let writer_path = path.clone();
    let writer = std::thread::spawn(move || {
        // A broken window would never let the test say so: write anyway after a long wait.
        let waited_for_frames = writer_may_start.recv_timeout(PATIENCE).is_ok();
        std::fs::write(&writer_path, big).unwrap();
        waited_for_frames
    });
    let mut h = harness(app_in(dir.path(), people(Variant::International)));
    h.state_mut().open_file(&path);
    // The progress window comes once reading takes a moment.
    let deadline = Instant::now() + PATIENCE;
    while h.query_by_label_contains("Reading big.pdn").is_none() {
        assert!(Instant::now() < deadline, "no progress window");
        h.step();
        std::thread::sleep(Duration::from_millis(10));
    }
    assert!(h.state().is_busy_with_files(), "the file is still being read");
    frames_done.send(()).unwrap();
    assert!(writer.join().unwrap(), "frames came while the file was blocked");
    settle(&mut h);
    assert_eq!(h.state().game_list().unwrap().len(), 3000);
}

#[test]
fn a_game_without_a_file_replaced_by_a_new_one_is_kept_among_the_recent_games() {
    let (dir, mut h) = italian_played("recent-games", &["21-17", "12-16", "17-13"]);
    let played = pdn_of(h.state());
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    settle(&mut h);
    assert_eq!(ply(h.state()), 0, "a new game");
    assert_eq!(h.state().recent_games(), ["Italian, 2 moves"]);
    // Kept on disk: a restart lists it, and File › Recent games brings it back.
    drop(h);
    let mut h = harness(app_in(dir.path(), people(Variant::Italian)));
    assert_eq!(h.state().recent_games(), ["Italian, 2 moves"]);
    file_submenu(&mut h, "Recent games");
    h.get_by_label_contains("Italian, 2 moves (").click();
    settle(&mut h);
    assert_eq!(pdn_of(h.state()), played);
    assert!(h.state().recent_games().is_empty(), "the new game had no moves to keep");
}

/// With a file where the data folder should be, nothing can be kept: the window says so at
/// start, and a new game asks before it replaces a game whose moves would be lost.
#[test]
fn a_game_that_cannot_be_kept_is_not_replaced_without_asking() {
    let dir = temp_dir("unkeepable");
    let data = dir.path().join("data");
    std::fs::write(&data, "a file where the data folder should be").unwrap();
    let app = App::with_settings(SettingsStore::in_dir(dir.path()), people(Variant::Italian))
        .with_data_dir(DataDir::in_dir(&data));
    let script = Script::answering([None]);
    let mut h = harness(app.with_chooser(script.clone()));
    let notice = h.state().notice().unwrap_or_default().to_string();
    assert!(notice.contains("Games cannot be kept in the data folder"), "{notice}");
    for text in ["21-17", "12-16", "17-13"] {
        apply(&mut h, Command::Play(text.to_string()));
    }
    let played = pdn_of(h.state());
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.run_ok();
    h.get_by_label("This game cannot be kept");
    h.get_by_label_contains("If it is replaced now, its moves are lost");
    h.get_by_label("Cancel").click();
    h.run_ok();
    assert_eq!(pdn_of(h.state()), played, "cancelled: the game stays");
    // Save… asks for a file; cancelling that too keeps the game.
    apply(&mut h, Command::NewGame);
    h.run_ok();
    h.get_by_label("Save").click();
    settle(&mut h);
    assert!(matches!(script.asked.lock().unwrap().as_slice(), [DialogRequest::Save { .. }]));
    assert_eq!(pdn_of(h.state()), played, "no file chosen: the game stays");
    // Letting it go is the person's choice, and is not asked twice.
    apply(&mut h, Command::NewGame);
    h.run_ok();
    h.get_by_label("Don't save").click();
    h.run_ok();
    assert_eq!(ply(h.state()), 0, "a new game");
    assert!(h.query_by_label("This game cannot be kept").is_none());
}

#[test]
fn two_windows_keep_their_own_games_and_the_next_start_finds_both() {
    let dir = temp_dir("two-windows");
    let mut first = harness(app_in(dir.path(), people(Variant::International)));
    let mut second = harness(app_in(dir.path(), people(Variant::Thai)));
    // A third window where nothing was played leaves nothing to keep.
    let third = harness(app_in(dir.path(), people(Variant::Italian)));
    apply(&mut first, Command::Play("32-28".to_string()));
    apply(&mut second, Command::Play("6-10".to_string()));
    apply(&mut second, Command::Play("26-22".to_string()));
    let (first_game, second_game) = (pdn_of(first.state()), pdn_of(second.state()));
    // The windows close as a window does (eframe's on_exit): each hands its game over last.
    // Dropped without it, a move made within the autosave's throttle of the one before is
    // not written yet, as when the program is killed.
    for mut window in [first, second, third] {
        window.state_mut().shut_down();
    }
    assert!(dir.path().join("last-game-3.json").exists(), "the third window kept its empty game");
    let mut h = harness(app_in(dir.path(), people(Variant::International)));
    assert_eq!(pdn_of(h.state()), first_game, "the first window's game is restored");
    assert_eq!(h.state().recent_games(), ["Thai, 1 move"], "the second's is listed");
    assert_eq!(h.state().notice(), Some("1 game left by other windows: see File › Recent games"));
    assert!(!dir.path().join("last-game-3.json").exists(), "the empty game is gone, not listed");
    apply(&mut h, Command::RestoreRecentGame(0));
    assert_eq!(pdn_of(h.state()), second_game);
    assert_eq!(h.state().recent_games(), ["International, 1 move"], "the game it replaced");
}

#[test]
fn a_broken_settings_file_is_kept_aside_and_said_even_when_a_game_is_restored() {
    let (dir, h) = italian_played("broken-settings", &["21-17"]);
    drop(h);
    std::fs::write(dir.path().join("settings.json"), "{ \"variant\": ").unwrap();
    std::fs::write(dir.path().join(".last-game.json.4294967-3.tmp"), "{").unwrap();
    let app =
        App::new(SettingsStore::in_dir(dir.path())).with_data_dir(DataDir::in_dir(dir.path()));
    let mut h = harness(app);
    let record = h.state().session().record();
    let first = record.main_line()[1];
    assert_eq!(record.move_text(first).as_deref(), Some("21-17"), "the game is restored");
    let notice = h.state().notice().expect("a notice");
    assert!(notice.contains("could not be read") && notice.contains("settings.broken.json"));
    assert_eq!(
        std::fs::read_to_string(dir.path().join("settings.broken.json")).unwrap(),
        "{ \"variant\": "
    );
    assert!(
        !dir.path().join(".last-game.json.4294967-3.tmp").exists(),
        "a dead write's leftover goes"
    );
    // The notice outlasts the computer's reply, until the player dismisses it.
    step_until(&mut h, "the computer's reply", |app| ply(app) >= 2);
    assert!(h.state().notice().is_some_and(|n| n.contains("settings.broken.json")));
    h.get_by_label("×").click();
    h.run_ok();
    assert_eq!(h.state().notice(), None);
}

#[test]
fn saving_a_game_onto_its_file_of_many_asks_and_can_replace_only_that_game() {
    let dir = temp_dir("save-into-many");
    let path = dir.path().join("wk2003.pdn");
    std::fs::copy(corpus("succeed/wk2003.pdn"), &path).unwrap();
    let original = std::fs::read(&path).unwrap();
    let mut h = harness(app_in(dir.path(), people(Variant::International)));
    open(&mut h, &path);
    apply(&mut h, Command::File(FileCommand::PickGame(3)));
    apply(&mut h, Command::SetTags(vec![("Round".to_string(), "99".to_string())]));
    // The name of the game's own file, typed: a question, and the file untouched.
    apply(&mut h, Command::File(FileCommand::SaveTo(path.clone())));
    h.get_by_label_contains("holds 23 games; this is game 3");
    assert_eq!(std::fs::read(&path).unwrap(), original);
    h.get_by_label("Replace game 3 only").click();
    settle(&mut h);
    let text = std::fs::read_to_string(&path).unwrap();
    let games: Vec<_> = pdn::Reader::new(&text, ReadOptions::default()).collect();
    assert_eq!(games.len(), 23, "every other game is kept");
    let third = games[2].as_ref().unwrap();
    assert_eq!(third.record.tags().get("Round"), Some("99"));
    let before = String::from_utf8(original).unwrap();
    let first_two_end = before.find("[Event").and_then(|first| {
        let second = before[first + 1..].find("[Event")? + first + 1;
        Some(before[second + 1..].find("[Event")? + second + 1)
    });
    let cut = first_two_end.unwrap();
    assert_eq!(text[..cut], before[..cut], "the games before it, byte for byte");
    assert!(!h.state().is_modified());
    assert_eq!(h.state().file(), Some(path.as_path()));
}

#[test]
fn a_file_changed_by_another_program_is_not_overwritten_by_save_without_a_question() {
    let mine = "[Event \"Mine\"]\n1. 32-28 19-23 *\n";
    let (_dir, path, mut h) = changed_game("changed-on-disk", mine, "28x19");
    let theirs = "[Event \"Theirs\"]\n1. 31-27 *\n";
    std::fs::write(&path, theirs).unwrap();
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    settle(&mut h);
    h.get_by_label_contains("was changed by another program");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), theirs);
    // Reload: the file as it is now, and the game played here among the recent games.
    h.get_by_label("Reload the file").click();
    settle(&mut h);
    assert_eq!(h.state().session().record().tags().get("Event"), Some("Theirs"));
    assert_eq!(h.state().recent_games(), ["International, 2 moves"]);
    assert_eq!(std::fs::read_to_string(&path).unwrap(), theirs);
}

#[test]
fn a_file_named_before_the_first_frame_wakes_the_window_when_read() {
    // As `damier FILE.pdn` does: the file is opened before the window has drawn anything.
    let dir = temp_dir("wake");
    let path = dir.path().join("games.pdn");
    named_pipe(&path);
    let mut app = app_in(dir.path(), people(Variant::International));
    app.open_file(&path);
    let ctx = egui::Context::default();
    let woken = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let flag = Arc::clone(&woken);
    ctx.set_request_repaint_callback(move |info| {
        if info.delay.is_zero() {
            flag.store(true, std::sync::atomic::Ordering::SeqCst);
        }
    });
    // A frame, and how soon the window asks for the next.
    let frame = |app: &mut App| {
        let mut output = ctx.run_ui(egui::RawInput::default(), |ui| app.frame(ui));
        output.textures_delta.clear();
        output.viewport_output.values().map(|v| v.repaint_delay).min().unwrap_or(Duration::MAX)
    };
    // Frames until the window itself wants none at once (while it waits for the file).
    assert!((0..100).any(|_| !frame(&mut app).is_zero()), "the window settles");
    woken.store(false, std::sync::atomic::Ordering::SeqCst);
    // Nothing is drawn from now on: only the reader can wake the window.
    std::fs::write(&path, "[Event \"a\"]\n1. 32-28 *\n\n[Event \"b\"]\n1. 33-29 *\n").unwrap();
    // A frame only when woken: the reader may wake the window for its progress first (on a
    // loaded machine a pause of 50 ms while listing is enough), then for the list itself.
    let deadline = Instant::now() + PATIENCE;
    while app.game_list().is_none() {
        assert!(Instant::now() < deadline, "the reader never woke the window with the list");
        wait_until("the reader waking the window", || {
            woken.swap(false, std::sync::atomic::Ordering::SeqCst)
        });
        frame(&mut app);
    }
    assert_eq!(
        app.game_list().map(<[_]>::len),
        Some(2),
        "the list is there at the frame woken for it"
    );
}

#[test]
fn a_long_game_draws_only_the_moves_in_view_and_steps_without_rewriting_the_game() {
    let dir = temp_dir("long-game");
    let mut record = damier_core::game::GameRecord::new(
        AnyPosition::from_fen(Variant::International, "W:WK46:BK15").unwrap(),
    );
    for n in 0..2000 {
        let (white, black) = if n % 2 == 0 { ("46-41", "15-20") } else { ("41-46", "20-15") };
        record.play(white).unwrap();
        record.play(black).unwrap();
    }
    let path = dir.path().join("long.pdn");
    std::fs::write(&path, pdn::write_game(&record)).unwrap();
    let mut h = harness(app_in(dir.path(), people(Variant::International)));
    open(&mut h, &path);
    apply(&mut h, Command::ToEnd);
    let moves_drawn = |h: &Harness<'_, App>| {
        h.query_all_by(|node| node.value().is_some_and(|v| v == "46-41" || v == "41-46")).count()
            + h.query_all_by_label("46-41").count()
            + h.query_all_by_label("41-46").count()
    };
    let drawn = moves_drawn(&h);
    assert!((1..200).contains(&drawn), "{drawn} of the 4,000 moves drawn");
    let revision = h.state().session().record().revision();
    for _ in 0..10 {
        h.key_press(Key::ArrowLeft);
        h.step();
    }
    assert_eq!(ply(h.state()), 3990);
    assert_eq!(h.state().session().record().revision(), revision, "stepping changes no move");
    assert!(moves_drawn(&h) < 200);
    // The cursor's move is in view, selected.
    let current = h.state().session().record().current();
    let text = h.state().session().move_text(current).to_string();
    let selected = |node: egui_kittest::Node<'_>| {
        node.accesskit_node().toggled().is_some_and(|t| t == egui::accesskit::Toggled::True)
    };
    assert!(h.query_all_by_label(&text).any(selected), "the current move is selected in view");
}

#[test]
fn a_game_saved_against_the_computer_names_the_players_the_event_and_the_date() {
    let dir = temp_dir("named-players");
    let settings = against_the_computer(3, 100);
    let mut h = harness(app_in(dir.path(), settings));
    h.get_by_label("Game").click();
    h.run_ok();
    h.get_by_label("Your name").hover();
    h.run_ok();
    let field = "Your name in the games you save against the computer:";
    h.get_by_role_and_label(egui::Role::TextInput, field).focus();
    h.step();
    h.get_by_role_and_label(egui::Role::TextInput, field).type_text("Ann");
    h.step();
    assert_eq!(h.state().settings().name, "Ann", "kept in the settings");
    h.key_press(Key::Escape);
    h.step();
    apply(&mut h, Command::Play("32-28".to_string()));
    step_until(&mut h, "the computer's reply", |app| ply(app) == 2);
    let path = dir.path().join("against.pdn");
    apply(&mut h, Command::File(FileCommand::SaveTo(path.clone())));
    let text = std::fs::read_to_string(&path).unwrap();
    for tag in ["[White \"Ann\"]", "[Black \"Damier level 3\"]", "[Event \"Game against Damier\"]"]
    {
        assert!(text.contains(tag), "{tag} in {text}");
    }
    let date = text.lines().find_map(|l| l.strip_prefix("[Date \"")).expect("a date");
    let digits: String = date.chars().take(10).filter(char::is_ascii_digit).collect();
    assert_eq!((digits.len(), &date[4..5], &date[7..8]), (8, ".", "."), "{date}");
}
