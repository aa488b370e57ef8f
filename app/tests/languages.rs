//! The window in each of its languages, at its usual size and at the smallest (1024×700, where
//! every window and dialog fits or scrolls): everything it draws (side panel, position editor, help
//! window) stays inside the window, the side panel's right edge, and the menu bar's titles stay
//! apart, so no text runs over its panel; and a language chosen applies at once.

use damier::App;
use damier::Command;
use damier::editor::EditCommand;
use damier::files::{FileCommand, OverwriteChoice, UnsavedChoice};
use damier::i18n::{Language, Messages};
use damier::settings::{Player, Settings};
use damier_core::Variant;
use egui::Rect;
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

mod common;

use common::{SMALLEST, english, harness, harness_sized, people, step_until, temp_dir};

/// Every node of the window with its id, its name (or value) and where it was drawn, but for
/// the text in a text box, which scrolls inside its box by design.
fn named_nodes(h: &Harness<'_, App>) -> Vec<(u128, String, Rect)> {
    let typed = |role| matches!(role, Role::TextInput | Role::MultilineTextInput | Role::TextRun);
    h.root()
        .children_recursive()
        .filter(|node| !typed(node.accesskit_node().role()))
        .filter(|node| !node.parent().is_some_and(|p| typed(p.accesskit_node().role())))
        .filter_map(|node| {
            let accesskit = node.accesskit_node();
            let name = accesskit.label().or_else(|| accesskit.value())?;
            Some((accesskit.id().into(), name, node.rect()))
        })
        .collect()
}

/// Checks that nothing of the window drawn by `h` runs over its panel: a widget too wide for
/// the side panel would stick out of the window, which the side panel ends.
fn assert_fits(h: &Harness<'_, App>, what: &str) {
    let window = h.ctx.content_rect();
    let slack = 1.0;
    for (_, name, rect) in named_nodes(h) {
        assert!(
            rect.left() >= window.left() - slack && rect.right() <= window.right() + slack,
            "{what}: «{name}» at {rect:?} runs out of the window {window:?}"
        );
    }
}

/// Checks that the menu bar's titles, in `language`, do not run into each other or into the
/// theme button.
fn assert_menu_apart(h: &Harness<'_, App>, language: Language, what: &str) {
    let file = Messages::new(language).text("menu-file", None);
    let menu_bar = h.get_by_label(&file).rect();
    let nodes = named_nodes(h);
    let in_menu: Vec<_> =
        nodes.iter().filter(|(_, _, r)| r.center().y < menu_bar.bottom()).collect();
    for (i, (_, a, ra)) in in_menu.iter().enumerate() {
        for (_, b, rb) in &in_menu[i + 1..] {
            assert!(!ra.shrink(1.0).intersects(rb.shrink(1.0)), "{what}: «{a}» and «{b}» overlap");
        }
    }
}

#[test]
fn every_language_fits_the_window() {
    for language in Language::ALL {
        // Black a program over DamExchange: the box to reach it is shown too.
        let on_the_clock = Settings {
            language: Some(language),
            time_control: Some("180+2".to_string()),
            players: [Player::Person, Player::Remote],
            ..people(Variant::International)
        };
        let h = harness(&format!("fits-{}", language.code()), on_the_clock);
        h.get_by_label(&Messages::new(language).text("remote-heading", None));
        let what = format!("{language:?}, International on a clock against a program");
        assert_fits(&h, &what);
        assert_menu_apart(&h, language, &what);
        let lasca = Settings { language: Some(language), ..people(Variant::Lasca) };
        let mut h = harness(&format!("fits-lasca-{}", language.code()), lasca);
        assert_fits(&h, &format!("{language:?}, Lasca"));
        h.state_mut().apply(Command::Edit(EditCommand::Open));
        h.run_ok();
        assert_fits(&h, &format!("{language:?}, the Lasca position editor"));
        h.state_mut().apply(Command::Help);
        h.run_ok();
        assert_fits(&h, &format!("{language:?}, the help window"));
    }
}

#[test]
fn a_language_chosen_applies_at_once() {
    let mut h = harness("choose-language", people(Variant::Italian));
    h.get_by_label("New game");
    h.state_mut().apply(Command::SetLanguage(Some(Language::Italian)));
    h.run_ok();
    h.get_by_label("Nuova partita");
    h.get_by_label("Tocca al Bianco");
    assert_eq!(h.state().settings().language, Some(Language::Italian));
    h.state_mut().apply(Command::SetLanguage(Some(Language::Thai)));
    h.run_ok();
    h.get_by_label("เกมใหม่");
}

/// Whether `rect` lies inside `screen`, give or take a pixel.
fn inside(screen: Rect, rect: Rect) -> bool {
    screen.expand(1.0).contains_rect(rect)
}

/// Checks that everything named in the window drawn by `h` can be seen: it lies inside the
/// window, or a scroll area brings it into view when asked (as a screen reader or the keyboard
/// focus asks).
fn assert_reachable(h: &mut Harness<'_, App>, what: &str) {
    let screen = h.ctx.content_rect();
    let outside: Vec<_> = named_nodes(h)
        .into_iter()
        .filter(|(_, _, rect)| !inside(screen, *rect))
        .map(|(id, name, _)| (id, name))
        .collect();
    for (id, name) in outside {
        let find = |h: &Harness<'_, App>| {
            h.root()
                .children_recursive()
                .find(|n| u128::from(n.accesskit_node().id()) == id)
                .map(|n| n.rect())
        };
        // Rows of a long list are only drawn while in view.
        if find(h).is_none() {
            continue;
        }
        h.root()
            .children_recursive()
            .find(|n| u128::from(n.accesskit_node().id()) == id)
            .unwrap()
            .scroll_to_me();
        h.run_ok();
        let rect = find(h);
        assert!(
            rect.is_none_or(|rect| inside(screen, rect)),
            "{what}: «{name}» at {rect:?} cannot be brought into the window {screen:?}"
        );
    }
}

fn corpus(file: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../testdata/pdn/succeed").join(file)
}

#[test]
fn every_window_fits_or_scrolls_at_the_smallest_size_in_every_language() {
    for language in Language::ALL {
        let code = language.code();
        let settings = Settings {
            language: Some(language),
            time_control: Some("180+2".to_string()),
            animate: false,
            ..english()
        };
        let dir = temp_dir(&format!("smallest-files-{code}"));
        let file = dir.path().join("wk2003.pdn");
        std::fs::copy(corpus("wk2003.pdn"), &file).unwrap();
        let mut h = harness_sized(&format!("smallest-{code}"), SMALLEST, |s| {
            App::with_settings(s, settings)
        });
        let words = Messages::new(language);
        // Checks the window showing `id`'s message (if any) where everything can be seen.
        let check = |h: &mut Harness<'_, App>, window: &str, id: Option<&str>| {
            h.run_ok();
            if let Some(id) = id {
                let text = words.text(id, None);
                let text = text.split('{').next().unwrap_or_default().trim().to_string();
                assert!(
                    h.query_all_by_label_contains(&text).next().is_some(),
                    "{language:?}: {window}"
                );
            }
            assert_reachable(h, &format!("{language:?} at 1024×700, {window}"));
        };
        check(&mut h, "a new game on a clock", None);
        h.state_mut().apply(Command::Help);
        check(&mut h, "the help window", Some("help-keyboard-heading"));
        h.state_mut().apply(Command::CloseHelp);
        h.state_mut().apply(Command::About);
        check(&mut h, "About Damier", Some("about-fonts"));
        h.state_mut().apply(Command::CloseAbout);
        h.state_mut().apply(Command::FrameTimings);
        check(&mut h, "the frame timings", None);
        h.state_mut().apply(Command::FrameTimings);
        h.state_mut().open_file(&file);
        step_until(&mut h, "the game list", |app| app.game_list().is_some());
        check(&mut h, "the game list", Some("list-open"));
        h.state_mut().apply(Command::File(FileCommand::PickGame(3)));
        step_until(&mut h, "game 3", |app| !app.is_busy_with_files());
        check(&mut h, "a game studied from a file", Some("side-studied"));
        let first = h.state().session().record().main_line()[1];
        h.state_mut().apply(Command::EditComment(first));
        check(&mut h, "the comment of a move", Some("comment-label"));
        h.state_mut().apply(Command::CloseComment);
        h.state_mut().apply(Command::GameInfo);
        check(&mut h, "the game information", Some("info-heading"));
        h.state_mut().apply(Command::CloseGameInfo);
        h.state_mut().apply(Command::SetTags(vec![("Round".to_string(), "9".to_string())]));
        h.state_mut().apply(Command::File(FileCommand::SaveTo(file.clone())));
        step_until(&mut h, "the question", |app| !app.is_busy_with_files());
        check(&mut h, "the question before writing over a file", Some("overwrite-replace-game"));
        h.state_mut().apply(Command::File(FileCommand::Overwrite(OverwriteChoice::Cancel)));
        h.state_mut().apply(Command::NewGame);
        check(&mut h, "the question about unsaved changes", Some("unsaved-heading"));
        h.state_mut().apply(Command::File(FileCommand::Unsaved(UnsavedChoice::Discard)));
        h.state_mut().open_file(&dir.path().join("missing.pdn"));
        step_until(&mut h, "the problem", |app| app.file_problem().is_some());
        check(&mut h, "a file that cannot be opened", Some("problem-unreadable-title"));
        h.state_mut().apply(Command::File(FileCommand::CloseFileProblem));
        h.state_mut().apply(Command::SetVariant(Variant::Lasca));
        h.state_mut().apply(Command::Rules);
        check(&mut h, "the rules of Lasca", Some("rules-lasca"));
        h.state_mut().apply(Command::CloseRules);
        h.state_mut().apply(Command::Edit(EditCommand::Open));
        check(&mut h, "the Lasca position editor", Some("editor-heading"));
    }
}
