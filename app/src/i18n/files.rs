//! What the file work says in the player's language: its notices in the status line, the
//! problems its window reports, and a settings file that could not be read.

use damier_core::Variant;
use damier_core::explain::capitalised;

use crate::files::dialog::{DialogWords, THROUGH_PORTAL};
use crate::files::history::Kept;
use crate::files::notice::FileNotice;
use crate::files::problem::{Problem, ProblemKind};
use crate::files::{Action, Document, FileError, Why};
use crate::settings::Unreadable;

use super::{Messages, t};
use crate::files::shown;

impl Messages {
    /// What the file dialogs say.
    pub fn dialog_words(&self) -> DialogWords {
        DialogWords {
            open: t!(self, "dialog-open"),
            save: t!(self, "dialog-save"),
            pdn_files: t!(self, "dialog-pdn-files"),
            all_files: t!(self, "dialog-all-files"),
            import_puzzles: t!(self, "dialog-import-puzzles"),
            export_diagram: t!(self, "dialog-export-diagram"),
            pictures: t!(self, "dialog-pictures"),
        }
    }

    /// The name of the game's file, as the title shows it: "wk2003.pdn, game 3".
    pub(crate) fn document_name(&self, document: &Document) -> Option<String> {
        Some(self.file_and_game(&document.file_name()?, document.game))
    }

    /// A file's name, with the number of the game in it when it holds several.
    fn file_and_game(&self, file: &str, game: Option<usize>) -> String {
        match game {
            Some(number) => t!(self, "file-and-game", file = file, number = number),
            None => file.to_string(),
        }
    }

    /// `error` in the player's words: what could not be done to which file, and why.
    pub fn file_error(&self, error: &FileError) -> String {
        let path = shown(error.path.as_os_str());
        let why = self.file_error_why(&error.why);
        match error.action {
            Action::Read => t!(self, "file-error-read", path = path, why = why),
            Action::Write => t!(self, "file-error-write", path = path, why = why),
            Action::Remove => t!(self, "file-error-remove", path = path, why = why),
            Action::CreateFolder => t!(self, "file-error-create-folder", path = path, why = why),
            Action::Lock => t!(self, "file-error-lock", path = path, why = why),
        }
    }

    /// Why something could not be done to a file, in the player's words.
    pub fn file_error_why(&self, why: &Why) -> String {
        match why {
            Why::NotFound => t!(self, "why-not-found"),
            Why::PermissionDenied => t!(self, "why-permission-denied"),
            Why::DiskFull => t!(self, "why-disk-full"),
            Why::ReadOnly => t!(self, "why-read-only"),
            Why::IsFolder => t!(self, "why-is-folder"),
            Why::TooBig(megabytes) => t!(self, "why-too-big", megabytes = *megabytes),
            Why::NotLatin1(c) => t!(self, "why-not-latin1", character = format!("{c:?}")),
            Why::Damaged { line, column } => {
                t!(self, "why-damaged", line = *line, column = *column)
            }
            Why::NoGame(number) => t!(self, "why-no-game", number = *number),
            Why::AllWindowsKept(windows) => t!(self, "why-all-windows-kept", windows = *windows),
            Why::Stopped => t!(self, "why-stopped"),
            Why::System(text) => text.clone(),
        }
    }

    /// How File › Recent games lists `kept`: "Italian, 12 moves, A – B".
    pub fn kept_game(&self, kept: &Kept) -> String {
        let Some(summary) = &kept.summary else {
            return match kept.label.as_str() {
                "" => t!(self, "recent-unreadable"),
                earlier => earlier.to_string(),
            };
        };
        let game = match summary.variant.parse::<Variant>() {
            Ok(variant) => self.game(variant),
            Err(_) => summary.variant.clone(),
        };
        let moves = summary.moves;
        match &summary.players {
            Some(players) => {
                t!(
                    self,
                    "recent-game-players",
                    game = game,
                    moves = moves,
                    players = players.as_str()
                )
            }
            None => t!(self, "recent-game", game = game, moves = moves),
        }
    }

    /// The file work's `notice`: "Opened wk2003.pdn", "Saved /home/…/game.pdn".
    pub fn file_notice(&self, notice: &FileNotice) -> String {
        match notice {
            FileNotice::Opened { file, game } => {
                t!(self, "notice-opened", file = self.file_and_game(file, *game))
            }
            FileNotice::Saved(path) => {
                t!(self, "notice-saved", path = shown(path.as_os_str()))
            }
            FileNotice::DialogOpen => t!(self, "notice-dialog-open"),
            FileNotice::SavingAlready => t!(self, "notice-saving-already"),
            FileNotice::NoDialog => t!(self, "notice-no-dialog"),
            FileNotice::SaveNotStarted(error) => {
                t!(self, "notice-save-not-started", error = self.file_error(error))
            }
            FileNotice::RecentNotWritten(error) => {
                t!(self, "notice-recent-not-written", error = self.file_error(error))
            }
        }
    }
}

impl Messages {
    /// What failed, the problem window's title.
    pub fn problem_title(&self, problem: &Problem) -> String {
        match &problem.kind {
            ProblemKind::Unreadable(_) => t!(self, "problem-unreadable-title"),
            ProblemKind::NoGames(_) => t!(self, "problem-no-games-title"),
            ProblemKind::GameDoesNotLoad { number, .. } => {
                t!(self, "problem-game-title", number = *number)
            }
            ProblemKind::NotSaved { .. } => t!(self, "problem-not-saved-title"),
            ProblemKind::Warnings(file) => t!(self, "problem-warnings-title", file = file.as_str()),
            ProblemKind::NoDialog => t!(self, "problem-no-dialog-title"),
        }
    }

    /// Why and where, when there is more to say than the title.
    pub fn problem_message(&self, problem: &Problem) -> Option<String> {
        Some(match &problem.kind {
            ProblemKind::Unreadable(error) => capitalised(&self.file_error(error)),
            ProblemKind::NoGames(path) => {
                t!(self, "problem-no-games", path = shown(path.as_os_str()))
            }
            ProblemKind::GameDoesNotLoad { file, fault, .. } => {
                t!(self, "problem-game", file = file.as_str(), error = self.game_fault(fault))
            }
            ProblemKind::NotSaved { path, error } => {
                let error = match &error.path == path {
                    true => self.file_error_why(&error.why),
                    false => self.file_error(error),
                };
                t!(self, "problem-not-saved", path = shown(path.as_os_str()), error = error)
            }
            ProblemKind::Warnings(_) => return None,
            ProblemKind::NoDialog if THROUGH_PORTAL => t!(self, "problem-no-dialog-portal"),
            ProblemKind::NoDialog => t!(self, "problem-no-dialog"),
        })
    }

    /// The title and the message as one text.
    pub fn problem_text(&self, problem: &Problem) -> String {
        let title = self.problem_title(problem);
        match self.problem_message(problem) {
            Some(message) => format!("{title}: {message}"),
            None => title,
        }
    }
}

impl Messages {
    /// Why the settings file could not be read, and that the defaults are in force.
    pub fn unreadable_settings(&self, problem: &Unreadable) -> String {
        let path = shown(problem.path.as_os_str());
        let why = self.file_error_why(&problem.why);
        match &problem.kept {
            None => t!(self, "settings-unreadable", path = path, why = why),
            Some(Ok(kept)) => {
                let kept = shown(kept.as_os_str());
                t!(self, "settings-kept-aside", path = path, why = why, kept = kept)
            }
            Some(Err(aside)) => {
                let aside = self.file_error_why(aside);
                t!(self, "settings-not-kept", path = path, why = why, aside = aside)
            }
        }
    }
}
