//! The editor's side panel: the game, the palette, the Lasca column being built, the side to
//! move, the board buttons, what validation says, the FEN box and the ways to play on.

use damier_core::cells::Cell;
use damier_core::edit::Stacking;
use damier_core::{Piece, Role, Side, Variant};
use egui::{Button, Color32, RichText, Sense, TextEdit, Ui, vec2};

use super::inspector;
use crate::board::paint;
use crate::commands::Command;
use crate::editor::{EditCommand, Editor, Tool, Verdict};
use crate::i18n::{Messages, t};

/// The FEN box's own state: the text in it, and the editor's revision it was filled from (it
/// is filled again with the position's FEN whenever the editor validates the setup).
#[derive(Clone, Debug, Default)]
pub struct FenBox {
    text: String,
    filled_from: Option<u64>,
}

/// What the editor panel shows: the editor, in the player's language, and the cell under the
/// pointer on the board.
pub(crate) struct Shown<'a> {
    /// The editor.
    pub editor: &'a Editor,
    /// The window's words.
    pub messages: &'a Messages,
    /// The cell under the pointer on the board.
    pub hovered: Option<Cell>,
}

/// Shows the editor panel; chosen commands go to `out`. `fen_box` is the FEN box's text.
pub(crate) fn show(ui: &mut Ui, shown: &Shown, fen_box: &mut FenBox, out: &mut Vec<Command>) {
    let Shown { editor, messages: m, hovered } = *shown;
    let mut edit = |command| out.push(Command::Edit(command));
    let variant = editor.setup().variant();
    ui.add_space(6.0);
    ui.heading(t!(m, "editor-heading"));
    let game_type = egui::ComboBox::from_label(t!(m, "side-game-type"));
    game_type.selected_text(m.game(variant)).show_ui(ui, |ui| {
        for v in Variant::ALL {
            if ui.selectable_label(v == variant, m.game(v)).clicked() && v != variant {
                edit(EditCommand::Variant(v));
            }
        }
    });
    ui.add_space(4.0);
    palette(ui, m, editor, &mut edit);
    ui.label(RichText::new(t!(m, "editor-how")).small().weak());
    if editor.setup().has_columns() {
        column(ui, m, editor, hovered, &mut edit);
    }
    ui.separator();
    ui.horizontal(|ui| {
        ui.label(t!(m, "editor-to-move"));
        for side in Side::BOTH {
            let chosen = editor.setup().side_to_move == side;
            if ui.radio(chosen, m.side(variant, side)).clicked() && !chosen {
                edit(EditCommand::SideToMove(side));
            }
        }
    });
    ui.horizontal_wrapped(|ui| {
        for (command, label) in [
            (EditCommand::Clear, t!(m, "editor-clear")),
            (EditCommand::Start, t!(m, "editor-start")),
            (EditCommand::FlipColours, t!(m, "editor-flip-colours")),
        ] {
            if ui.button(label).clicked() {
                edit(command);
            }
        }
    });
    ui.separator();
    validation(ui, m, editor);
    fen(ui, m, editor, fen_box, &mut edit);
    ui.separator();
    play(ui, m, editor, &mut edit);
}

/// The pieces to place, and the tool that removes.
fn palette(ui: &mut Ui, m: &Messages, editor: &Editor, edit: &mut impl FnMut(EditCommand)) {
    let variant = editor.setup().variant();
    ui.horizontal_wrapped(|ui| {
        for side in Side::BOTH {
            for role in [Role::Man, Role::King] {
                let piece = Piece::new(side, role);
                let name = m.piece(variant, piece);
                let chosen = editor.tool() == Tool::Place(piece);
                let response = palette_piece(ui, variant, piece, chosen).on_hover_text(t!(
                    m,
                    "editor-palette-hint",
                    piece = &name
                ));
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
            .selectable_label(removing, t!(m, "editor-remove"))
            .on_hover_text(t!(m, "editor-remove-hint"))
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
fn column(
    ui: &mut Ui,
    m: &Messages,
    editor: &Editor,
    hovered: Option<Cell>,
    edit: &mut impl FnMut(EditCommand),
) {
    ui.horizontal(|ui| {
        ui.label(t!(m, "editor-new-pieces-go"));
        let choices = [
            (Stacking::OnTop, t!(m, "editor-on-top")),
            (Stacking::Beneath, t!(m, "editor-beneath")),
        ];
        for (stacking, label) in choices {
            let chosen = editor.stacking() == stacking;
            if ui.radio(chosen, label).clicked() && !chosen {
                edit(EditCommand::Stacking(stacking));
            }
        }
    });
    let setup = editor.setup();
    let shown = hovered.filter(|&c| !setup.stack(c).is_empty()).or(editor.focus());
    let Some(cell) = shown else {
        ui.weak(t!(m, "editor-column-hint"));
        return;
    };
    let pieces = setup.stack(cell);
    let name = setup.geometry().name(cell);
    if pieces.is_empty() {
        ui.strong(t!(m, "editor-empty-cell", cell = name));
    } else {
        inspector::column_rows(ui, m, setup.variant(), &name, pieces, pieces.len());
    }
    if Some(cell) != editor.focus() {
        return;
    }
    ui.horizontal(|ui| {
        if let Tool::Place(piece) = editor.tool() {
            let name = m.piece(setup.variant(), piece).to_lowercase();
            let on_top = t!(m, "editor-add-on-top-hint", piece = &name);
            if ui.button(t!(m, "editor-add-on-top")).on_hover_text(on_top).clicked() {
                edit(EditCommand::Add(cell, piece, Stacking::OnTop));
            }
            let beneath = t!(m, "editor-add-beneath-hint", piece = &name);
            if ui.button(t!(m, "editor-add-beneath")).on_hover_text(beneath).clicked() {
                edit(EditCommand::Add(cell, piece, Stacking::Beneath));
            }
        }
        let remove_top = Button::new(t!(m, "editor-remove-top"));
        if ui.add_enabled(!pieces.is_empty(), remove_top).clicked() {
            edit(EditCommand::RemoveTop(cell));
        }
    });
}

/// What validation says: ready, or the problem and where it is.
fn validation(ui: &mut Ui, m: &Messages, editor: &Editor) {
    let setup = editor.setup();
    let variant = setup.variant();
    ui.label(format!(
        "{} {} · {} {}",
        m.side(variant, Side::White),
        setup.count(Side::White),
        m.side(variant, Side::Black),
        setup.count(Side::Black)
    ));
    match editor.verdict() {
        Some(Verdict::Problem(problem)) => {
            ui.label(RichText::new(m.edit_error(variant, problem)).color(warning(ui)));
        }
        Some(Verdict::NoMove(outcome)) => {
            let side = m.side(variant, setup.side_to_move);
            ui.label(t!(m, "editor-no-move", side = side, outcome = m.outcome(&outcome)));
        }
        None => {
            ui.label(t!(m, "editor-legal"));
        }
    }
}

/// The FEN box: the position as FEN; type or paste one and press Enter to set it up.
fn fen(
    ui: &mut Ui,
    m: &Messages,
    editor: &Editor,
    fen_box: &mut FenBox,
    edit: &mut impl FnMut(EditCommand),
) {
    if fen_box.filled_from != Some(editor.revision()) {
        fen_box.text = editor.fen();
        fen_box.filled_from = Some(editor.revision());
    }
    ui.add_space(4.0);
    let label = ui.label("FEN");
    let hint = t!(m, "editor-fen-hint");
    let response = ui.add(
        TextEdit::singleline(&mut fen_box.text)
            .hint_text(hint)
            .desired_width(f32::INFINITY)
            .font(egui::TextStyle::Monospace),
    );
    let response = response.labelled_by(label.id);
    let entered = response.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
    if entered || ui.button(t!(m, "editor-set-up-fen")).clicked() {
        edit(EditCommand::Fen(fen_box.text.clone()));
    }
    if let Some(problem) = editor.fen_problem() {
        let problem = m.fen_error(editor.setup().variant(), problem);
        ui.label(RichText::new(problem).color(warning(ui)));
    }
}

/// The ways to play on from the position, open only when it is legal.
fn play(ui: &mut Ui, m: &Messages, editor: &Editor, edit: &mut impl FnMut(EditCommand)) {
    let legal = editor.checked().is_ok();
    let variant = editor.setup().variant();
    ui.strong(t!(m, "editor-play-heading"));
    for side in Side::BOTH {
        let label = t!(m, "editor-play-against", side = m.side(variant, side));
        if ui.add_enabled(legal, Button::new(label)).clicked() {
            edit(EditCommand::Play(Some(side)));
        }
    }
    let both = Button::new(t!(m, "editor-two-players"));
    if ui.add_enabled(legal, both).clicked() {
        edit(EditCommand::Play(None));
    }
    ui.add_space(6.0);
    if ui.button(t!(m, "editor-back")).clicked() {
        edit(EditCommand::Close);
    }
}

fn warning(ui: &Ui) -> Color32 {
    ui.visuals().warn_fg_color
}
