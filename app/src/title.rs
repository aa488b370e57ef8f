//! The window's title, as the desktop shows it in its task bar and window list.

/// The window title: the game's file (with `*` when the game changed since it was read or
/// written), the program and the game type, `game` as the player's language names it.
pub fn window_title(game: &str, file: Option<String>, modified: bool) -> String {
    match file {
        Some(file) => {
            let mark = if modified { "*" } else { "" };
            format!("{file}{mark} — Damier — {game}")
        }
        None => format!("Damier — {game}"),
    }
}
