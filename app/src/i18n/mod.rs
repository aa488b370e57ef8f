//! The window's words in the player's language: English, Italian, Dutch, French, Czech, Thai
//! and Vietnamese.
//!
//! The texts are [Fluent](https://projectfluent.org) message files, one a language
//! (`app/i18n/<code>/damier.ftl`), built into the program with `include_str!` so it needs no
//! files beside it. Fluent is Mozilla's localisation system, and `fluent-bundle` its reference
//! implementation, kept by the Project Fluent team: it chooses plural forms from the CLDR rules
//! of each language (Czech has four, Thai and Vietnamese one), so a message such as "3 games"
//! is written once per language with a selector on the number, never by hand in Rust, and the
//! translations stay in files a translator can read. Heavier layers over it (`i18n-embed`,
//! `fluent-templates`) add file loading and macros this program does not need.
//!
//! [`Messages`] holds the chosen language's messages; the `t!` macro looks one up by its id,
//! with its arguments. The language follows the system's ([`Language::system`]) unless the
//! player chose one in the settings.

mod clock;
mod egdb;
mod files;
mod fonts;
mod names;
mod pdn;
mod puzzles;
mod rules;
mod setup;

pub use crate::language::Language;
pub use fonts::install as install_fonts;

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource};

/// The messages of one language, ready to be looked up.
pub struct Messages {
    language: Language,
    bundle: FluentBundle<FluentResource>,
}

impl Messages {
    /// The messages of `language`.
    pub fn new(language: Language) -> Messages {
        let resource = match FluentResource::try_new(language.source().to_string()) {
            Ok(resource) => resource,
            // The files are checked by the tests: a broken line is skipped, not fatal.
            Err((resource, _)) => resource,
        };
        let mut bundle = FluentBundle::new(vec![language.identifier()]);
        // Unicode isolation marks around arguments would show as boxes in egui.
        bundle.set_use_isolating(false);
        // Messages defined twice would be a mistake in the file, caught by the tests.
        let _ = bundle.add_resource(resource);
        Messages { language, bundle }
    }

    /// The language of the messages.
    pub fn language(&self) -> Language {
        self.language
    }

    /// The message `id` with `args`, or the id itself when the language lacks it.
    pub fn text(&self, id: &str, args: Option<&FluentArgs>) -> String {
        let Some(pattern) = self.bundle.get_message(id).and_then(|m| m.value()) else {
            return id.to_string();
        };
        let mut errors = Vec::new();
        self.bundle.format_pattern(pattern, args, &mut errors).into_owned()
    }
}

/// Looks up a message: `t!(messages, "status-to-move", side = name)`.
macro_rules! t {
    ($messages:expr, $id:literal) => {
        $messages.text($id, None)
    };
    ($messages:expr, $id:literal, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = fluent_bundle::FluentArgs::new();
        $(args.set(stringify!($name), $value);)+
        $messages.text($id, Some(&args))
    }};
}
pub(crate) use t;

#[cfg(test)]
mod tests;
