//! The window's part in the position editor: opening and closing it, and starting a game from
//! the position edited.

use damier_core::Side;

use super::App;
use crate::editor::{EditCommand, Editor};
use crate::i18n::t;
use crate::panels::editor::FenBox;
use crate::settings::Player;

impl App {
    /// Carries out an editor command.
    pub(super) fn edit(&mut self, command: EditCommand) {
        match command {
            EditCommand::Open => {
                if self.editor.is_none() {
                    self.leave_position();
                    self.review.cancel();
                    self.editor = Some(Editor::new(self.session.position()));
                    self.windows.fen_box = FenBox::default();
                }
            }
            EditCommand::Close => self.editor = None,
            EditCommand::Play(person) => self.play_from_editor(person),
            other => {
                if let Some(editor) = &mut self.editor {
                    editor.apply(other);
                }
            }
        }
    }

    /// Starts a game from the edited position, if it is a legal one.
    fn play_from_editor(&mut self, person: Option<Side>) {
        let Some(editor) = &self.editor else { return };
        let position = match editor.checked() {
            Ok(position) => position.clone(),
            Err(problem) => {
                let text = t!(self.messages, "notice-cannot-play", problem = problem.to_string());
                self.say(&text, true);
                return;
            }
        };
        self.editor = None;
        self.set_up(position);
        self.game_players = Some(match person {
            Some(side) => {
                let mut players = [Player::Computer; 2];
                players[side.index()] = Player::Person;
                players
            }
            None => [Player::Person; 2],
        });
    }
}
