//! Settings kept between runs, in `settings.json` in the user's configuration folder.
//!
//! Reading is lenient: a missing file means the defaults; a file that cannot be read or parsed
//! means the defaults and a notice for the user, never a crash. Missing fields take their
//! defaults, so files from older versions still load.

use std::fs;
use std::path::{Path, PathBuf};

use damier_core::Variant;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::files::{FileError, Why, save};
use crate::language::Language;

use crate::files::quiet_writer::QuietWriter;

/// Writes the settings off the window's frames.
pub type SettingsWriter = QuietWriter<Settings>;

/// A writer of the settings to `store`.
pub fn settings_writer(store: SettingsStore) -> SettingsWriter {
    QuietWriter::new("damier-settings", Box::new(move |settings| store.save(settings)))
}

/// Who plays a side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Player {
    /// A person at this computer.
    Person,
    /// The engine.
    Computer,
    /// Another program, reached over DamExchange (International draughts only; one side at
    /// most).
    Remote,
}

/// How the window reaches a program over DamExchange.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct RemoteSettings {
    /// Where: `HOST:PORT` to connect to, `[ADDRESS:]PORT` to wait at.
    pub address: String,
    /// Whether the window waits for the program to call (and plays the games it asks for)
    /// rather than calling it (and asking for the games).
    pub listens: bool,
}

impl Default for RemoteSettings {
    fn default() -> RemoteSettings {
        RemoteSettings { address: crate::external::dxp::default_address(), listens: false }
    }
}

/// The colour scheme of the window.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum ThemeChoice {
    /// Follow the system's light or dark preference.
    #[default]
    System,
    /// Always light.
    Light,
    /// Always dark.
    Dark,
}

impl ThemeChoice {
    /// The egui theme preference for this choice.
    pub fn preference(self) -> egui::ThemePreference {
        match self {
            ThemeChoice::System => egui::ThemePreference::System,
            ThemeChoice::Light => egui::ThemePreference::Light,
            ThemeChoice::Dark => egui::ThemePreference::Dark,
        }
    }
}

/// The window's size when it was last closed. Its place on the screen is left to the window
/// manager, which knows the screens of today, not those of the last run.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct WindowSize {
    /// Width and height of the inside of the window, in points.
    pub inner: [f32; 2],
    /// Whether the window filled the screen.
    pub maximized: bool,
}

impl WindowSize {
    /// The smallest window the layout fits in.
    pub const MIN: [f32; 2] = [760.0, 540.0];
    /// The size of a first window.
    pub const DEFAULT: [f32; 2] = [1120.0, 780.0];

    /// The inner size to open the window at: never below [`Self::MIN`], never absurdly large.
    pub fn opening_size(size: Option<WindowSize>) -> [f32; 2] {
        let [w, h] = size.map_or(Self::DEFAULT, |s| s.inner);
        let fit = |v: f32, min: f32, default: f32| {
            if v.is_finite() { v.clamp(min, 16_384.0) } else { default }
        };
        [fit(w, Self::MIN[0], Self::DEFAULT[0]), fit(h, Self::MIN[1], Self::DEFAULT[1])]
    }
}

/// Everything the window remembers between runs, the window's size included: one file that
/// the user can read, keep or delete, written by Damier alone.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The game last played.
    #[serde(serialize_with = "variant_id", deserialize_with = "variant_or_default")]
    pub variant: Variant,
    /// Who plays White and Black (Red in Hexdame).
    pub players: [Player; 2],
    /// Engine strength, 1–10.
    pub level: u8,
    /// Engine time per move, in milliseconds.
    pub move_time_ms: u64,
    /// How many threads the engine searches on.
    pub threads: usize,
    /// Whether the computer plays its first moves from the opening book.
    pub opening_book: bool,
    /// Light, dark or the system's choice.
    pub theme: ThemeChoice,
    /// Whether the board is shown from Black's side.
    pub flipped: bool,
    /// Whether cell numbers and coordinates are shown.
    pub coordinates: bool,
    /// Whether moves are animated.
    pub animate: bool,
    /// Whether moves and the end of a game are heard.
    pub sound: bool,
    /// The time control of new games, as PGN's `TimeControl` tag writes it (none: no clock,
    /// the computer takes its time per move).
    pub time_control: Option<String>,
    /// The window's size when it was last closed (none before the first run).
    pub window: Option<WindowSize>,
    /// The language of the window (none: the system's).
    #[serde(deserialize_with = "language_or_system")]
    pub language: Option<Language>,
    /// The player's name, written as theirs in games saved against the computer (empty: not
    /// said).
    pub name: String,
    /// How a program over DamExchange is reached.
    pub remote: RemoteSettings,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            variant: Variant::International,
            players: [Player::Person, Player::Computer],
            level: 6,
            move_time_ms: 2000,
            threads: default_threads(),
            opening_book: true,
            theme: ThemeChoice::System,
            flipped: false,
            coordinates: true,
            animate: true,
            sound: true,
            time_control: None,
            window: None,
            language: None,
            name: String::new(),
            remote: RemoteSettings::default(),
        }
    }
}

impl Settings {
    /// The settings of a first start for a player speaking `language`: the defaults, with the
    /// game of the language's country (Italian draughts in Italian, Thai draughts in Thai).
    pub fn first_start(language: Language) -> Settings {
        let variant = match language {
            Language::Italian => Variant::Italian,
            Language::Thai => Variant::Thai,
            _ => Variant::International,
        };
        Settings { variant, ..Settings::default() }
    }

    /// The time control of new games, if one is set (and reads).
    pub fn time_control(&self) -> Option<damier_core::clock::TimeControl> {
        damier_core::clock::TimeControl::parse(self.time_control.as_deref()?).ok()
    }

    /// The language the window speaks: the one chosen, else the system's.
    pub fn language(&self) -> Language {
        self.language.unwrap_or_else(Language::system)
    }

    /// The settings with every number brought into its range, and a program over DamExchange
    /// only where it can play: one side at most, in International draughts.
    pub fn clamped(mut self) -> Settings {
        self.level = self.level.clamp(1, 10);
        self.move_time_ms = self.move_time_ms.clamp(100, 60_000);
        self.threads = self.threads.clamp(1, MAX_THREADS);
        let remote_allowed = self.variant == Variant::International;
        let mut seen = false;
        for player in &mut self.players {
            if *player == Player::Remote && (seen || !remote_allowed) {
                *player = Player::Computer;
            }
            seen |= *player == Player::Remote;
        }
        self
    }

    /// The side a program over DamExchange plays, if one does.
    pub fn remote_side(&self) -> Option<damier_core::Side> {
        damier_core::Side::BOTH.into_iter().find(|s| self.players[s.index()] == Player::Remote)
    }
}

/// The most engine threads the settings allow.
pub const MAX_THREADS: usize = 256;

/// The engine threads of a first run: half the processors the system offers (one per core on
/// machines with two threads a core), at least one, so the window and other programs keep
/// room.
pub fn default_threads() -> usize {
    (processors() / 2).max(1)
}

/// How many processors the system offers this program, asked once (the answer may take
/// reading files, too slow for every frame).
pub fn processors() -> usize {
    static PROCESSORS: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *PROCESSORS.get_or_init(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
}

fn variant_id<S: Serializer>(variant: &Variant, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(variant.id())
}

fn variant_or_default<'de, D: Deserializer<'de>>(d: D) -> Result<Variant, D::Error> {
    let text = String::deserialize(d)?;
    Ok(text.parse().unwrap_or(Variant::International))
}

/// A language the window does not speak (from a later version, say) is read as the system's.
fn language_or_system<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Language>, D::Error> {
    let value = serde_json::Value::deserialize(d)?;
    Ok(serde_json::from_value(value).unwrap_or(None))
}

/// Why the settings file could not be used: the defaults are in force instead.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unreadable {
    /// The settings file.
    pub path: PathBuf,
    /// What went wrong reading it.
    pub why: Why,
    /// For a file that is not valid settings: where it was kept aside, or why it could not be.
    pub kept: Option<Result<PathBuf, Why>>,
}

/// Where the settings file lives.
#[derive(Clone, Debug)]
pub struct SettingsStore {
    path: Option<PathBuf>,
}

impl SettingsStore {
    /// The user's settings file (`~/.config/damier/settings.json` on Linux).
    pub fn user() -> SettingsStore {
        let dirs = directories::ProjectDirs::from("org", "Damier", "Damier");
        SettingsStore { path: dirs.map(|d| d.config_dir().join("settings.json")) }
    }

    /// A settings file in `dir` (for tests and portable setups).
    pub fn in_dir(dir: &Path) -> SettingsStore {
        SettingsStore { path: Some(dir.join("settings.json")) }
    }

    /// The file's path, if there is a configuration folder at all.
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// Reads the settings: the defaults if there is no file; the defaults and a notice if the
    /// file cannot be read. A file that is not valid settings is kept aside as
    /// `settings.broken.json` (numbered when earlier copies are there), and the notice says so.
    /// Temporary files left by a write that was killed are removed.
    pub fn load(&self) -> (Settings, Option<Unreadable>) {
        let Some(path) = &self.path else {
            return (Settings::default(), None);
        };
        if let Some(folder) = path.parent() {
            save::remove_stale_temporaries(folder);
            // The name earlier versions wrote their settings to before renaming them.
            let _ = fs::remove_file(path.with_extension("json.tmp"));
        }
        let text = match fs::read_to_string(path) {
            Ok(text) => text,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                return (Settings::first_start(Language::system()), None);
            }
            Err(e) => {
                let problem = Unreadable { path: path.clone(), why: Why::from(&e), kept: None };
                return (Settings::default(), Some(problem));
            }
        };
        match serde_json::from_str::<Settings>(&text) {
            Ok(settings) => (settings.clamped(), None),
            Err(e) => {
                let kept = Some(save::keep_aside(path).map_err(|e| Why::from(&e)));
                let why = FileError::json(path, &e).why;
                let problem = Unreadable { path: path.clone(), why, kept };
                (Settings::default(), Some(problem))
            }
        }
    }

    /// Writes the settings atomically (a temporary file renamed over the old one).
    pub fn save(&self, settings: &Settings) -> Result<(), FileError> {
        match &self.path {
            Some(path) => save::write_json(path, settings),
            None => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::files::save::tests::folder;

    #[test]
    fn settings_round_trip() {
        let dir = folder("settings-round-trip");
        let store = SettingsStore::in_dir(dir.path());
        let window = Some(WindowSize { inner: [900.0, 700.0], maximized: true });
        let language = Some(Language::Czech);
        let settings =
            Settings { variant: Variant::Lasca, level: 3, window, language, ..Settings::default() };
        store.save(&settings).unwrap();
        assert_eq!(store.load(), (settings, None));
    }

    #[test]
    fn a_window_opens_at_its_last_size_within_reason() {
        let last = |w, h| Some(WindowSize { inner: [w, h], maximized: false });
        assert_eq!(WindowSize::opening_size(None), WindowSize::DEFAULT);
        assert_eq!(WindowSize::opening_size(last(1300.0, 900.0)), [1300.0, 900.0]);
        assert_eq!(WindowSize::opening_size(last(10.0, 20.0)), WindowSize::MIN);
        assert_eq!(WindowSize::opening_size(last(f32::NAN, 1e9)), [1120.0, 16_384.0]);
    }

    #[test]
    fn a_missing_file_gives_defaults_silently() {
        let dir = folder("settings-missing");
        let store = SettingsStore::in_dir(dir.path());
        assert_eq!(store.load(), (Settings::default(), None));
    }

    #[test]
    fn a_broken_file_gives_defaults_and_a_notice_and_is_kept_aside() {
        let dir = folder("settings-broken");
        let store = SettingsStore::in_dir(dir.path());
        for (n, kept) in [(1, "settings.broken.json"), (2, "settings.broken-2.json")] {
            fs::write(dir.path().join("settings.json"), format!("{{ broken {n}")).unwrap();
            let (settings, problem) = store.load();
            assert_eq!(settings, Settings::default());
            let problem = problem.expect("the file is reported");
            assert_eq!(problem.kept, Some(Ok(dir.path().join(kept))));
            assert_eq!(
                fs::read_to_string(dir.path().join(kept)).unwrap(),
                format!("{{ broken {n}")
            );
        }
        assert!(!dir.path().join("settings.json").exists());
    }

    #[test]
    fn leftovers_of_a_killed_save_are_removed_at_the_next_start() {
        let dir = folder("settings-leftovers");
        fs::write(dir.path().join("settings.json.tmp"), "{}").unwrap();
        fs::write(dir.path().join(".settings.json.4294967-0.tmp"), "{}").unwrap();
        SettingsStore::in_dir(dir.path()).load();
        assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 0);
    }

    #[test]
    fn a_program_over_dxp_plays_one_side_of_international_draughts_at_most() {
        let both = Settings { players: [Player::Remote; 2], ..Settings::default() }.clamped();
        assert_eq!(both.players, [Player::Remote, Player::Computer]);
        assert_eq!(both.remote_side(), Some(damier_core::Side::White));
        let players = [Player::Person, Player::Remote];
        let italian = Settings { variant: Variant::Italian, players, ..Settings::default() };
        assert_eq!(italian.clamped().players, [Player::Person, Player::Computer]);
        assert_eq!(Settings::default().remote_side(), None);
    }

    #[test]
    fn unknown_games_and_missing_fields_fall_back() {
        let dir = folder("settings-lenient");
        let text = r#"{"variant": "chess", "level": 99, "threads": 0, "language": "xx"}"#;
        fs::write(dir.path().join("settings.json"), text).unwrap();
        let (settings, notice) = SettingsStore::in_dir(dir.path()).load();
        assert_eq!(notice, None);
        assert_eq!(settings.variant, Variant::International);
        assert_eq!(settings.language, None);
        assert_eq!(settings.level, 10);
        assert_eq!(settings.threads, 1);
        assert_eq!(settings.move_time_ms, Settings::default().move_time_ms);
    }
}
