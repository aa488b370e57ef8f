//! The window in each of its languages: everything it draws stays inside the window (the side
//! panel's right edge) and the menu bar's titles stay apart, so no text runs over its panel;
//! and a language chosen applies at once.

use damier::App;
use damier::Command;
use damier::i18n::{Language, Messages};
use damier::settings::Settings;
use damier_core::Variant;
use egui::Rect;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

mod common;

use common::{harness, people};

/// Every node of the window with its name (or value) and where it was drawn.
fn named_nodes(h: &Harness<'_, App>) -> Vec<(String, Rect)> {
    h.root()
        .children_recursive()
        .filter_map(|node| {
            let accesskit = node.accesskit_node();
            let name = accesskit.label().or_else(|| accesskit.value())?;
            Some((name, node.rect()))
        })
        .collect()
}

/// Checks that nothing of the window drawn by `h` in `language` runs over its panel: a widget
/// too wide for the side panel would stick out of the window, which the side panel ends; and
/// the menu bar's titles must not run into each other or the theme button.
fn assert_fits(h: &Harness<'_, App>, language: Language, what: &str) {
    let window = h.ctx.content_rect();
    let nodes = named_nodes(h);
    let slack = 1.0;
    for (name, rect) in &nodes {
        assert!(
            rect.left() >= window.left() - slack && rect.right() <= window.right() + slack,
            "{what}: «{name}» at {rect:?} runs out of the window {window:?}"
        );
    }
    let file = Messages::new(language).text("menu-file", None);
    let menu_bar = h.get_by_label(&file).rect();
    let in_menu: Vec<_> = nodes.iter().filter(|(_, r)| r.center().y < menu_bar.bottom()).collect();
    for (i, (a, ra)) in in_menu.iter().enumerate() {
        for (b, rb) in &in_menu[i + 1..] {
            assert!(
                !ra.shrink(slack).intersects(rb.shrink(slack)),
                "{what}: «{a}» and «{b}» overlap in the menu bar"
            );
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
        assert_fits(&h, language, &format!("{language:?}, International on a clock"));
        let lasca = Settings { language: Some(language), ..people(Variant::Lasca) };
        let h = harness(&format!("fits-lasca-{}", language.code()), lasca);
        assert_fits(&h, language, &format!("{language:?}, Lasca"));
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
