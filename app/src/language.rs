//! The languages the window speaks, their message files, and the system's language.

use std::sync::OnceLock;

use serde::{Deserialize, Serialize};
use unic_langid::LanguageIdentifier;

/// A language of the window, kept in the settings by its code (`"it"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Language {
    /// English.
    #[serde(rename = "en")]
    English,
    /// Italian.
    #[serde(rename = "it")]
    Italian,
    /// Dutch.
    #[serde(rename = "nl")]
    Dutch,
    /// French.
    #[serde(rename = "fr")]
    French,
    /// Czech.
    #[serde(rename = "cs")]
    Czech,
    /// Thai.
    #[serde(rename = "th")]
    Thai,
    /// Vietnamese.
    #[serde(rename = "vi")]
    Vietnamese,
}

/// The message files, in the order the languages are declared in.
const FILES: [&str; 7] = [
    include_str!("../i18n/en/damier.ftl"),
    include_str!("../i18n/it/damier.ftl"),
    include_str!("../i18n/nl/damier.ftl"),
    include_str!("../i18n/fr/damier.ftl"),
    include_str!("../i18n/cs/damier.ftl"),
    include_str!("../i18n/th/damier.ftl"),
    include_str!("../i18n/vi/damier.ftl"),
];

impl Language {
    /// Every language, in the order the menu offers them.
    pub const ALL: [Language; 7] = [
        Language::English,
        Language::Italian,
        Language::Dutch,
        Language::French,
        Language::Czech,
        Language::Thai,
        Language::Vietnamese,
    ];

    /// The ISO 639-1 code: `"en"`, `"it"`, ….
    pub const fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::Italian => "it",
            Language::Dutch => "nl",
            Language::French => "fr",
            Language::Czech => "cs",
            Language::Thai => "th",
            Language::Vietnamese => "vi",
        }
    }

    /// The language's name in itself, as the menu shows it.
    pub const fn own_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::Italian => "Italiano",
            Language::Dutch => "Nederlands",
            Language::French => "Français",
            Language::Czech => "Čeština",
            Language::Thai => "ไทย",
            Language::Vietnamese => "Tiếng Việt",
        }
    }

    /// The message file, built into the program.
    pub(super) const fn source(self) -> &'static str {
        FILES[self as usize]
    }

    /// The language identifier Fluent chooses plural rules by.
    pub(super) fn identifier(self) -> LanguageIdentifier {
        self.code().parse().unwrap_or_default()
    }

    /// The language of a locale name such as `it-IT`, `nl_BE.UTF-8` or `cs`, if the window
    /// speaks it.
    pub fn of_locale(locale: &str) -> Option<Language> {
        let code = locale.split(['-', '_', '.', '@']).next()?.to_ascii_lowercase();
        Language::ALL.into_iter().find(|l| l.code() == code)
    }

    /// The system's language when the window speaks it, else English (asked once).
    pub fn system() -> Language {
        static SYSTEM: OnceLock<Language> = OnceLock::new();
        *SYSTEM.get_or_init(|| {
            let locale = sys_locale::get_locale();
            locale.as_deref().and_then(Language::of_locale).unwrap_or(Language::English)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Messages;

    #[test]
    fn locales_name_their_language() {
        assert_eq!(Language::of_locale("it-IT"), Some(Language::Italian));
        assert_eq!(Language::of_locale("nl_BE.UTF-8"), Some(Language::Dutch));
        assert_eq!(Language::of_locale("cs"), Some(Language::Czech));
        assert_eq!(Language::of_locale("TH-th"), Some(Language::Thai));
        assert_eq!(Language::of_locale("de-DE"), None);
        assert_eq!(Language::of_locale("C"), None);
    }

    #[test]
    fn each_language_has_its_own_file() {
        let new_game = [
            "New game",
            "Nuova partita",
            "Nieuwe partij",
            "Nouvelle partie",
            "Nová partie",
            "เกมใหม่",
            "Ván mới",
        ];
        for (language, words) in Language::ALL.into_iter().zip(new_game) {
            let messages = Messages::new(language);
            assert_eq!(messages.text("command-new-game", None), words, "{language:?}");
        }
    }
}
