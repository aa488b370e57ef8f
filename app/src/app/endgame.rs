//! The window's endgame tables: read for the game shown, the small ones built at once when
//! missing, refused files said in the status line, built more in the background from the
//! endgame databases window.

use super::App;
use crate::commands::Command;
use crate::panels::endgame::most_pieces;

impl App {
    /// Once a frame: asks for the tables of the game shown, takes in what the workers did,
    /// says which files were refused, and gives the tables read to the engine (an analysis
    /// running starts again with them).
    pub(super) fn endgame_frame(&mut self) {
        let variant = self.session.variant();
        self.endgame.want(variant);
        if self.builds_small_tables {
            self.endgame.complete_small(variant);
        }
        for problem in self.endgame.poll() {
            let text = self.messages.table_problem(&problem);
            self.say(&text, true);
            self.make_notice_last();
        }
        // Tables read in this frame's poll reach the engine in this frame.
        if self.engine.use_tables(self.endgame.tables(variant)) {
            self.analysis.search_again(&mut self.engine);
        }
        if self.windows.endgame {
            self.endgame.refresh_listing(variant, most_pieces(variant));
        }
    }

    /// Carries out a command of the endgame databases window.
    pub(super) fn endgame_command(&mut self, command: Command) {
        match command {
            Command::EndgameTables => self.windows.endgame = true,
            Command::CloseEndgameTables => self.windows.endgame = false,
            Command::BuildTables(pieces) => {
                let variant = self.session.variant();
                let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
                self.endgame.build(variant, pieces, threads);
            }
            Command::CancelTables => self.endgame.cancel(),
            _ => {}
        }
    }
}
