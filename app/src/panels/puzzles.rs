//! Game › Puzzles: the set to solve (Damier's own for each game, those from the player's
//! games, those imported), the player's rating and streak, the puzzle under way with its goal,
//! hints, retry, solution and next, and every puzzle of the set with how it went.

use egui::{Context, RichText, Ui};

use crate::commands::Command;
use crate::i18n::{Messages, t};
use crate::puzzles::attempt::{Attempt, Stage};
use crate::puzzles::{PuzzleCommand, PuzzleSet, SetKind, Trainer};
use crate::view::View;

/// Shows the window while it is open; what the player asks goes to `out`.
pub fn show(ctx: &Context, view: &View, out: &mut Vec<Command>) {
    let trainer = view.puzzles;
    if !trainer.open {
        return;
    }
    let m = view.messages;
    let mut open = true;
    // Over the lower part of the side panel, clear of the board.
    let screen = ctx.content_rect();
    let corner = egui::pos2(screen.right() - 350.0, screen.bottom() - 400.0);
    egui::Window::new(t!(m, "puzzles-title"))
        .id(egui::Id::unique("puzzles window"))
        .open(&mut open)
        .collapsible(true)
        .default_width(330.0)
        .default_pos(corner)
        .show(ctx, |ui| contents(ui, view, trainer, out));
    if !open {
        out.push(Command::Puzzle(PuzzleCommand::Close));
    }
}

/// The name of `set` in the player's language.
pub fn set_name(m: &Messages, set: &PuzzleSet) -> String {
    match &set.kind {
        SetKind::Shipped(variant) => m.game(*variant),
        SetKind::YourGames => t!(m, "puzzles-set-yours"),
        SetKind::Imported(name) => name.clone(),
    }
}

fn contents(ui: &mut Ui, view: &View, trainer: &Trainer, out: &mut Vec<Command>) {
    let m = view.messages;
    let sets = trainer.sets();
    let chosen = trainer.chosen();
    ui.horizontal(|ui| {
        let label = ui.label(t!(m, "puzzles-set"));
        let shown = sets.get(chosen).map(|s| set_name(m, s)).unwrap_or_default();
        egui::ComboBox::from_id_salt("puzzle set")
            .selected_text(shown)
            .show_ui(ui, |ui| {
                for (index, set) in sets.iter().enumerate() {
                    let text = format!("{} ({})", set_name(m, set), set.puzzles.len());
                    if ui.selectable_label(index == chosen, text).clicked() && index != chosen {
                        out.push(Command::Puzzle(PuzzleCommand::ChooseSet(index)));
                    }
                }
            })
            .response
            .labelled_by(label.id);
        if ui.button(t!(m, "puzzles-import")).clicked() {
            out.push(Command::Puzzle(PuzzleCommand::Import));
        }
    });
    let attempt = trainer.attempt();
    let variant = attempt.map_or(view.session.variant(), |a| a.puzzle.start.variant());
    let stats = trainer.progress().stats(variant);
    ui.label(
        RichText::new(t!(
            m,
            "puzzles-rating",
            game = m.game(variant),
            rating = stats.rating.round()
        ))
        .strong(),
    );
    ui.label(t!(
        m,
        "puzzles-stats",
        solved = stats.solved,
        failed = stats.failed,
        streak = stats.streak,
        best = stats.best_streak
    ));
    ui.separator();
    match attempt {
        Some(attempt) => current(ui, view, attempt, out),
        None if !trainer.has_sets() => {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(t!(m, "puzzles-reading"));
            });
        }
        None => {
            ui.label(t!(m, "puzzles-empty"));
        }
    }
    if let Some(set) = sets.get(chosen).filter(|s| !s.puzzles.is_empty()) {
        ui.separator();
        list(ui, m, trainer, set, out);
    }
}

/// The puzzle under way: its name, goal, how the try stands, and what can be done.
fn current(ui: &mut Ui, view: &View, attempt: &Attempt, out: &mut Vec<Command>) {
    let m = view.messages;
    let puzzle = &attempt.puzzle;
    ui.label(t!(m, "puzzles-puzzle", id = puzzle.id.clone(), rating = puzzle.rating));
    if let Some(source) = &puzzle.source {
        ui.label(RichText::new(source).weak().small());
    }
    let goal = m.puzzle_goal(puzzle.start.variant(), puzzle.goal, puzzle.solver());
    ui.label(RichText::new(goal).heading());
    let (status, colour) = match &attempt.stage {
        Stage::Solving if attempt.played == 0 => (t!(m, "puzzles-your-move"), None),
        Stage::Solving => {
            (t!(m, "puzzles-right-go-on"), Some(egui::Color32::from_rgb(40, 140, 60)))
        }
        Stage::Replying { .. } => {
            (t!(m, "puzzles-right"), Some(egui::Color32::from_rgb(40, 140, 60)))
        }
        Stage::Wrong { .. } => (t!(m, "puzzles-wrong"), Some(egui::Color32::from_rgb(190, 50, 40))),
        Stage::Solved => (t!(m, "puzzle-solved"), Some(egui::Color32::from_rgb(40, 140, 60))),
        Stage::Shown => (t!(m, "puzzle-solution-shown"), None),
    };
    let mut text = RichText::new(status).strong();
    if let Some(colour) = colour {
        text = text.color(colour);
    }
    ui.label(text);
    ui.horizontal_wrapped(|ui| {
        let solving = matches!(attempt.stage, Stage::Solving);
        let wrong = matches!(attempt.stage, Stage::Wrong { .. });
        let mut button =
            |ui: &mut Ui, enabled: bool, label: String, tip: Option<String>, command| {
                let response = ui.add_enabled(enabled, egui::Button::new(label));
                let response = match tip {
                    Some(tip) => response.on_hover_text(tip),
                    None => response,
                };
                if response.clicked() {
                    out.push(Command::Puzzle(command));
                }
            };
        let tip = Some(t!(m, "puzzles-hint-tip"));
        button(ui, solving, t!(m, "puzzles-hint"), tip, PuzzleCommand::Hint);
        button(ui, wrong, t!(m, "puzzles-retry"), None, PuzzleCommand::Retry);
        let over = attempt.is_over();
        button(ui, !over, t!(m, "puzzles-solution"), None, PuzzleCommand::ShowSolution);
        button(ui, true, t!(m, "puzzles-next"), None, PuzzleCommand::Next);
        button(ui, true, t!(m, "puzzles-open-game"), None, PuzzleCommand::OpenAsGame);
    });
}

/// Every puzzle of `set`, marked solved or missed, the one under way highlighted.
fn list(ui: &mut Ui, m: &Messages, trainer: &Trainer, set: &PuzzleSet, out: &mut Vec<Command>) {
    let key = set.key();
    let current = trainer.attempt().filter(|a| a.set == key).map(|a| a.index);
    let progress = trainer.progress();
    let done = progress.solved_in(&key);
    egui::CollapsingHeader::new(t!(m, "puzzles-list", solved = done, total = set.puzzles.len()))
        .id_salt("puzzle list")
        .show(ui, |ui| {
            egui::ScrollArea::vertical().max_height(220.0).show(ui, |ui| {
                ui.horizontal_wrapped(|ui| {
                    for (index, puzzle) in set.puzzles.iter().enumerate() {
                        let mark = match progress.result(&format!("{key}/{}", puzzle.id)) {
                            Some(true) => "✔",
                            Some(false) => "✘",
                            None => "·",
                        };
                        let text = format!("{mark} {} ({})", index + 1, puzzle.rating);
                        let chosen = current == Some(index);
                        if ui.selectable_label(chosen, text).on_hover_text(&puzzle.id).clicked() {
                            out.push(Command::Puzzle(PuzzleCommand::Start(index)));
                        }
                    }
                });
            });
        });
}
