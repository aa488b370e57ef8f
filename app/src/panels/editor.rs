//! The editor's side panel: the game, the palette, the Lasca column being built, the side to
//! move, the board buttons, what validation says, the FEN box and the ways to play on.

use damier_core::cells::Cell;
use damier_core::edit::Stacking;
use damier_core::{Piece, Role, Side, Variant};
use egui::{Button, Color32, RichText, Sense, TextEdit, Ui, vec2};

use super::inspector;
use crate::board::paint;
use crate::commands::Command;
use crate::editor::{EditCommand, Editor, Tool};

/// The FEN box's own state: the text in it, and the editor's revision it was filled from (it
/// is filled again with the position's FEN whenever the editor validates the setup).
#[derive(Clone, Debug, Default)]
pub struct FenBox {
    text: String,
    filled_from: Option<u64>,
}

/// Shows the editor panel for `editor`; chosen commands go to `out`. `hovered` is the cell
/// under the pointer on the board; `fen_box` is the FEN box's text.
pub fn show(
    ui: &mut Ui,
    editor: &Editor,
    fen_box: &mut FenBox,
    hovered: Option<Cell>,
    out: &mut Vec<Command>,
) {
    let mut edit = |command| out.push(Command::Edit(command));
    let variant = editor.setup().variant();
    ui.add_space(6.0);
    ui.heading("Edit position");
    egui::ComboBox::from_label("Game type").selected_text(variant.name()).show_ui(ui, |ui| {
        for v in Variant::ALL {
            if ui.selectable_label(v == variant, v.name()).clicked() && v != variant {
                edit(EditCommand::Variant(v));
            }
        }
    });
    ui.add_space(4.0);
    palette(ui, editor, &mut edit);
    ui.label(
        RichText::new("Click a cell to put the piece there, right-click to take one off; drag pieces to move them, off the board to remove them.")
            .small()
            .weak(),
    );
    if editor.setup().has_columns() {
        column(ui, editor, hovered, &mut edit);
    }
    ui.separator();
    ui.horizontal(|ui| {
        ui.label("To move:");
        for side in Side::BOTH {
            let chosen = editor.setup().side_to_move == side;
            if ui.radio(chosen, variant.side_name(side)).clicked() && !chosen {
                edit(EditCommand::SideToMove(side));
            }
        }
    });
    ui.horizontal_wrapped(|ui| {
        for (command, label) in [
            (EditCommand::Clear, "Clear board"),
            (EditCommand::Start, "Start position"),
            (EditCommand::FlipColours, "Flip colours"),
        ] {
            if ui.button(label).clicked() {
                edit(command);
            }
        }
    });
    ui.separator();
    validation(ui, editor);
    fen(ui, editor, fen_box, &mut edit);
    ui.separator();
    play(ui, editor, &mut edit);
}

/// The pieces to place, and the tool that removes.
fn palette(ui: &mut Ui, editor: &Editor, edit: &mut impl FnMut(EditCommand)) {
    let variant = editor.setup().variant();
    ui.horizontal_wrapped(|ui| {
        for side in Side::BOTH {
            for role in [Role::Man, Role::King] {
                let piece = Piece::new(side, role);
                let name = crate::names::piece_name(variant, piece);
                let chosen = editor.tool() == Tool::Place(piece);
                let response = palette_piece(ui, variant, piece, chosen)
                    .on_hover_text(format!("{name}: click to choose, or drag onto the board"));
                response.widget_info(|| {
                    egui::WidgetInfo::selected(egui::Role::Button, true, chosen, &name)
                });
                response.dnd_set_drag_payload(piece);
                if response.clicked() {
                    edit(EditCommand::Tool(Tool::Place(piece)));
                }
            }
        }
        let removing = editor.tool() == Tool::Remove;
        if ui
            .selectable_label(removing, "Remove")
            .on_hover_text("Click takes a piece off")
            .clicked()
        {
            edit(EditCommand::Tool(Tool::Remove));
        }
    });
}

/// One piece of the palette, framed when it is the tool in hand; while it is dragged, a copy
/// follows the pointer.
fn palette_piece(ui: &mut Ui, variant: Variant, piece: Piece, chosen: bool) -> egui::Response {
    let (rect, response) = ui.allocate_exact_size(vec2(34.0, 34.0), Sense::click_and_drag());
    let visuals = ui.visuals();
    if chosen {
        ui.painter().rect_filled(rect, 4.0, visuals.selection.bg_fill);
    } else if response.hovered() {
        ui.painter().rect_filled(rect, 4.0, visuals.widgets.hovered.weak_bg_fill);
    }
    paint::disc(ui.painter(), rect.center(), 13.0, piece, variant);
    if response.dragged()
        && let Some(at) = ui.ctx().pointer_interact_pos()
    {
        let layer = egui::LayerId::new(egui::Order::Tooltip, response.id);
        paint::disc(&ui.ctx().layer_painter(layer), at, 18.0, piece, variant);
        ui.ctx().set_cursor_icon(egui::CursorIcon::Grabbing);
    }
    response
}

/// Lasca: where new pieces go, and the column under the pointer or last touched, top first.
fn column(ui: &mut Ui, editor: &Editor, hovered: Option<Cell>, edit: &mut impl FnMut(EditCommand)) {
    ui.horizontal(|ui| {
        ui.label("New pieces go");
        for (stacking, label) in [(Stacking::OnTop, "on top"), (Stacking::Beneath, "beneath")] {
            let chosen = editor.stacking() == stacking;
            if ui.radio(chosen, label).clicked() && !chosen {
                edit(EditCommand::Stacking(stacking));
            }
        }
    });
    let setup = editor.setup();
    let shown = hovered.filter(|&c| !setup.stack(c).is_empty()).or(editor.focus());
    let Some(cell) = shown else {
        ui.weak("Click a cell to build its column here.");
        return;
    };
    let pieces = setup.stack(cell);
    let name = setup.geometry().name(cell);
    if pieces.is_empty() {
        ui.strong(format!("{name} is empty"));
    } else {
        inspector::column_rows(ui, setup.variant(), &name, pieces);
    }
    if Some(cell) != editor.focus() {
        return;
    }
    ui.horizontal(|ui| {
        if let Tool::Place(piece) = editor.tool() {
            let name = crate::names::piece_name(setup.variant(), piece).to_lowercase();
            if ui.button("Add on top").on_hover_text(format!("A {name} on top")).clicked() {
                edit(EditCommand::Add(cell, piece, Stacking::OnTop));
            }
            if ui.button("Add beneath").on_hover_text(format!("A {name} at the bottom")).clicked() {
                edit(EditCommand::Add(cell, piece, Stacking::Beneath));
            }
        }
        if ui.add_enabled(!pieces.is_empty(), Button::new("Remove top")).clicked() {
            edit(EditCommand::RemoveTop(cell));
        }
    });
}

/// What validation says: ready, or the problem and where it is.
fn validation(ui: &mut Ui, editor: &Editor) {
    let setup = editor.setup();
    let variant = setup.variant();
    ui.label(format!(
        "{} {} · {} {}",
        variant.side_name(Side::White),
        setup.count(Side::White),
        variant.side_name(Side::Black),
        setup.count(Side::Black)
    ));
    match editor.verdict() {
        Some((text, true)) => {
            ui.label(RichText::new(text).color(warning(ui)));
        }
        Some((text, false)) => {
            ui.label(text);
        }
        None => {
            ui.label("A legal position: ready to play.");
        }
    }
}

/// The FEN box: the position as FEN; type or paste one and press Enter to set it up.
fn fen(ui: &mut Ui, editor: &Editor, fen_box: &mut FenBox, edit: &mut impl FnMut(EditCommand)) {
    if fen_box.filled_from != Some(editor.revision()) {
        fen_box.text = editor.fen();
        fen_box.filled_from = Some(editor.revision());
    }
    ui.add_space(4.0);
    let label = ui.label("FEN");
    let hint = "the position is not legal yet";
    let response = ui.add(
        TextEdit::singleline(&mut fen_box.text)
            .hint_text(hint)
            .desired_width(f32::INFINITY)
            .font(egui::TextStyle::Monospace),
    );
    let response = response.labelled_by(label.id);
    let entered = response.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
    if entered || ui.button("Set up from FEN").clicked() {
        edit(EditCommand::Fen(fen_box.text.clone()));
    }
    if let Some(problem) = editor.fen_problem() {
        ui.label(RichText::new(problem).color(warning(ui)));
    }
}

/// The ways to play on from the position, open only when it is legal.
fn play(ui: &mut Ui, editor: &Editor, edit: &mut impl FnMut(EditCommand)) {
    let legal = editor.checked().is_ok();
    let variant = editor.setup().variant();
    ui.strong("Play from here");
    for side in Side::BOTH {
        let label = format!("Play {} against the computer", variant.side_name(side));
        if ui.add_enabled(legal, Button::new(label)).clicked() {
            edit(EditCommand::Play(Some(side)));
        }
    }
    let both = Button::new("New game from here (two players)");
    if ui.add_enabled(legal, both).clicked() {
        edit(EditCommand::Play(None));
    }
    ui.add_space(6.0);
    if ui.button("Back to the game").clicked() {
        edit(EditCommand::Close);
    }
}

fn warning(ui: &Ui) -> Color32 {
    ui.visuals().warn_fg_color
}
