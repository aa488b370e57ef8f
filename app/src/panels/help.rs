//! The help window: the keyboard shortcuts from the command table and how to move pieces.

use egui::{Context, Grid};

use super::review;
use crate::commands::{Command, TABLE};

/// Shows the help window while it is `open`; closing it goes to `out`.
pub fn show(ctx: &Context, open: bool, out: &mut Vec<Command>) {
    if !open {
        return;
    }
    let mut open = true;
    egui::Window::new("Help").open(&mut open).resizable(false).collapsible(false).show(ctx, |ui| {
        ui.heading("Moving pieces");
        ui.label(
            "Drag a piece to its destination, or click the piece and then the destination. \
             The cells it may go to are marked. When a capture is compulsory, the pieces that \
             must capture are ringed. If two different captures share start and end, their \
             routes are drawn: click the cells to pass through, or pick the route in the list. \
             Without a mouse: press M and type the move (32-28, 28x19, c3-d4; the legal \
             moves that begin so are offered), or press B and walk the board with the cursor \
             keys, Enter picking a piece up and putting it down; Escape leaves the board.",
        );
        ui.add_space(8.0);
        ui.heading("Setting up and analysing");
        ui.label(format!(
            "Game › Edit position shows a palette: click a cell to put the chosen piece there, \
             right-click to take one off, drag pieces across or off the board. In Lasca new \
             pieces go on top of or beneath a column. Problems are named with their cell; a \
             legal position can be played from against the computer or by two people. \
             Analysis › Analyse shows the engine's best lines (click one to play it as a \
             variation); Analysis › Review game judges every move. {}",
            review::thresholds_text()
        ));
        ui.add_space(8.0);
        ui.heading("Keyboard");
        Grid::new("shortcuts").striped(true).show(ui, |ui| {
            for entry in TABLE {
                if let Some(shortcut) = &entry.shortcut {
                    ui.label(entry.label);
                    ui.label(ctx.format_shortcut(shortcut));
                    ui.end_row();
                }
            }
        });
    });
    if !open {
        out.push(Command::CloseHelp);
    }
}
