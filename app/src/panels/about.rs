//! Help › About Damier (the version, the licence and the fonts' licences) and Help › Rules of
//! this game (a short page on the rules of the game being played).

use damier_core::Variant;
use egui::Context;

use crate::commands::Command;
use crate::i18n::{Messages, t};

/// Shows the About window while it is `open`; closing it goes to `out`.
pub fn show(ctx: &Context, m: &Messages, open: bool, out: &mut Vec<Command>) {
    if !open {
        return;
    }
    let mut open = true;
    let window = egui::Window::new(t!(m, "command-about")).id(egui::Id::unique("about window"));
    let window = window.open(&mut open).resizable(false).collapsible(false);
    window.default_width(420.0).show(ctx, |ui| {
        ui.heading("Damier");
        ui.label(t!(m, "about-version", version = env!("CARGO_PKG_VERSION")));
        ui.add_space(6.0);
        ui.label(t!(m, "about-what"));
        ui.add_space(6.0);
        ui.label(t!(m, "about-licence"));
        ui.label(t!(m, "about-fonts"));
    });
    if !open {
        out.push(Command::CloseAbout);
    }
}

/// Shows the rules of `variant` while `open`; closing them goes to `out`.
pub fn rules(ctx: &Context, m: &Messages, variant: Variant, open: bool, out: &mut Vec<Command>) {
    if !open {
        return;
    }
    let mut open = true;
    let title = t!(m, "rules-title", game = m.game(variant));
    let window = egui::Window::new(title).id(egui::Id::unique("rules window"));
    let window = window.open(&mut open).resizable(false).collapsible(false);
    window.default_width(460.0).show(ctx, |ui| {
        ui.label(rules_text(m, variant));
    });
    if !open {
        out.push(Command::CloseRules);
    }
}

/// The rules of `variant` in a paragraph.
fn rules_text(m: &Messages, variant: Variant) -> String {
    match variant {
        Variant::International => t!(m, "rules-international"),
        Variant::Italian => t!(m, "rules-italian"),
        Variant::Thai => t!(m, "rules-thai"),
        Variant::Hexdame => t!(m, "rules-hexdame"),
        Variant::Lasca => t!(m, "rules-lasca"),
    }
}
