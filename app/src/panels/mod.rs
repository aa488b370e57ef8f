//! The panels around the board: menus, the game controls and move list, the status line, the
//! analysis and review under the board, and the help and timings windows.

pub mod about;
pub mod analysis;
pub mod clocks;
pub mod command_button;
pub mod comment;
pub mod editor;
pub mod endgame;
pub mod file_errors;
pub mod file_menu;
pub mod game_info;
pub mod game_list;
pub mod help;
pub mod inspector;
pub mod loading;
pub mod menu;
pub mod move_entry;
pub mod moves;
pub mod overwrite;
pub mod puzzles;
pub mod remote;
pub mod review;
pub mod side;
pub mod status;
pub mod timing;
pub mod unsaved;

/// The panels' own state: which windows are open and what is typed in them. The rest of what
/// they show comes from the [`crate::view::View`].
#[derive(Default)]
pub(crate) struct PanelState {
    /// Whether the help window is open.
    pub help: bool,
    /// Whether the About window is open.
    pub about: bool,
    /// Whether the rules of the game are shown.
    pub rules: bool,
    /// Whether the frame timings are shown.
    pub timings: bool,
    /// Whether the endgame databases window is open.
    pub endgame: bool,
    /// The game information form, while it is open.
    pub info: Option<game_info::InfoForm>,
    /// The comment of a move being edited.
    pub comment: Option<comment::CommentForm>,
    /// The position editor's FEN box.
    pub fen_box: editor::FenBox,
    /// The move list's rows, kept until the game changes.
    pub move_rows: moves::MoveRows,
    /// The box moves are typed into.
    pub move_box: move_entry::MoveBox,
}

/// Asks a question in a modal window: `body` draws it, then a row of `answers` (label and
/// answer). Returns the answer clicked, or `cancel` when the window is closed another way
/// (Escape, a click outside).
pub(crate) fn ask<T: Copy>(
    ctx: &egui::Context,
    id: egui::Id,
    width: f32,
    body: impl FnOnce(&mut egui::Ui),
    answers: &[(String, T)],
    cancel: T,
) -> Option<T> {
    let modal = egui::Modal::new(id).show(ctx, |ui| {
        ui.set_max_width(width);
        body(ui);
        ui.add_space(8.0);
        ui.horizontal_wrapped(|ui| {
            answers.iter().find_map(|(label, answer)| ui.button(label).clicked().then_some(*answer))
        })
        .inner
    });
    modal.inner.or_else(|| modal.should_close().then_some(cancel))
}
