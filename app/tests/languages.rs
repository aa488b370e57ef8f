//! The window in each of its languages: everything it draws (side panel, position editor, help
//! window) stays inside the window, the side panel's right edge, and the menu bar's titles stay
//! apart, so no text runs over its panel; and a language chosen applies at once.

use damier::App;
use damier::Command;
use damier::editor::EditCommand;
use damier::i18n::{Language, Messages};
use damier::settings::Settings;
use damier_core::Variant;
use egui::Rect;
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

mod common;

use common::{harness, people};

/// Every node of the window with its name (or value) and where it was drawn, but for the text
/// in a text box, which scrolls inside its box by design.
fn named_nodes(h: &Harness<'_, App>) -> Vec<(String, Rect)> {
    let typed = |role| matches!(role, Role::TextInput | Role::MultilineTextInput | Role::TextRun);
    h.root()
        .children_recursive()
        .filter(|node| !typed(node.accesskit_node().role()))
        .filter(|node| !node.parent().is_some_and(|p| typed(p.accesskit_node().role())))
        .filter_map(|node| {
            let accesskit = node.accesskit_node();
            let name = accesskit.label().or_else(|| accesskit.value())?;
            Some((name, node.rect()))
        })
        .collect()
}

/// Checks that nothing of the window drawn by `h` runs over its panel: a widget too wide for
/// the side panel would stick out of the window, which the side panel ends.
fn assert_fits(h: &Harness<'_, App>, what: &str) {
    let window = h.ctx.content_rect();
    let slack = 1.0;
    for (name, rect) in named_nodes(h) {
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
    let in_menu: Vec<_> = nodes.iter().filter(|(_, r)| r.center().y < menu_bar.bottom()).collect();
    for (i, (a, ra)) in in_menu.iter().enumerate() {
        for (b, rb) in &in_menu[i + 1..] {
            assert!(!ra.shrink(1.0).intersects(rb.shrink(1.0)), "{what}: «{a}» and «{b}» overlap");
        }
    }
}

#[test]
fn every_language_fits_the_window() {
    for language in Language::ALL {
        let on_the_clock = Settings {
            language: Some(language),
            time_control: Some("180+2".to_string()),
            ..people(Variant::International)
        };
        let h = harness(&format!("fits-{}", language.code()), on_the_clock);
        let what = format!("{language:?}, International on a clock");
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
