//! The panels around the board: menus, the game controls and move list, the status line, the
//! analysis and review under the board, and the help and timings windows.

pub mod analysis;
pub mod file_errors;
pub mod file_menu;
pub mod game_info;
pub mod game_list;
pub mod help;
pub mod inspector;
pub mod loading;
pub mod menu;
pub mod moves;
pub mod overwrite;
pub mod review;
pub mod side;
pub mod status;
pub mod timing;
pub mod unsaved;
