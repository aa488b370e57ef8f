//! What the file work says in the status line, in the player's language.

use crate::files::notice::FileNotice;

use super::{Messages, t};

impl Messages {
    /// The file work's `notice`: "Opened wk2003.pdn", "Saved /home/…/game.pdn".
    pub fn file_notice(&self, notice: &FileNotice) -> String {
        match notice {
            FileNotice::Opened(name) => t!(self, "notice-opened", file = name.as_str()),
            FileNotice::Saved(path) => {
                t!(self, "notice-saved", path = path.display().to_string())
            }
            FileNotice::DialogOpen => t!(self, "notice-dialog-open"),
            FileNotice::SavingAlready => t!(self, "notice-saving-already"),
            FileNotice::SaveNotStarted(error) => {
                t!(self, "notice-save-not-started", error = error.as_str())
            }
            FileNotice::RecentNotWritten(error) => {
                t!(self, "notice-recent-not-written", error = error.as_str())
            }
        }
    }
}
