//! The game review: its progress while it runs (cancellable), then the evaluation graph
//! (click it to go to that move) and each side's count of inaccuracies, mistakes and
//! blunders. Marks follow the documented thresholds of the rules core's analysis: a move
//! losing at least 0.4 men against the best is `?!`, 0.9 men `?`, 2 men `??`.

use damier_core::Side;
use damier_core::analysis::{Judgement, Thresholds};
use damier_core::game::MoveMark;
use egui::{Color32, Pos2, Sense, Shape, Stroke, Ui, pos2, vec2};

use super::moves;
use crate::analysis::review::{MOVE_TIMES, Point, Reviewed};
use crate::analysis::{self, AnalysisCommand};
use crate::board::evalbar;
use crate::commands::Command;
use crate::view::View;

/// Height of the graph in points.
const GRAPH_HEIGHT: f32 = 110.0;

/// Shows the review's progress or its results, or (before any) the button that starts one.
pub fn show(ui: &mut Ui, view: &View, out: &mut Vec<Command>) {
    let review = &view.review;
    let shown = review.finished().is_some();
    ui.horizontal(|ui| {
        ui.strong("Game review");
        move_time(ui, review.move_time_ms(), review.is_running(), out);
        if !review.is_running() && !shown && ui.button("Review game").clicked() {
            out.push(Command::Analysis(AnalysisCommand::Review));
        }
        if shown && !review.is_running() && ui.small_button("Close").clicked() {
            out.push(Command::Analysis(AnalysisCommand::CloseReview));
        }
    });
    if let Some((done, total)) = review.progress() {
        ui.horizontal(|ui| {
            let fraction = if total == 0 { 0.0 } else { done as f32 / total as f32 };
            let bar = egui::ProgressBar::new(fraction)
                .text(format!("{done} of {total} positions"))
                .desired_width(ui.available_width() - 80.0);
            ui.add(bar);
            if ui.button("Cancel").clicked() {
                out.push(Command::Analysis(AnalysisCommand::CancelReview));
            }
        });
    }
    if let Some(reviewed) = review.finished() {
        graph(ui, view, reviewed, out);
        summary(ui, view, reviewed);
    }
}

/// The time per position, as a choice (fixed while a review runs).
fn move_time(ui: &mut Ui, ms: u64, running: bool, out: &mut Vec<Command>) {
    ui.add_enabled_ui(!running, |ui| {
        egui::ComboBox::from_label("per move")
            .width(64.0)
            .selected_text(seconds(ms))
            .show_ui(ui, |ui| time_options(ui, ms, out));
    });
}

/// The times per position to choose from, `ms` chosen.
pub fn time_options(ui: &mut Ui, ms: u64, out: &mut Vec<Command>) {
    for choice in MOVE_TIMES {
        if ui.selectable_label(choice == ms, seconds(choice)).clicked() && choice != ms {
            out.push(Command::Analysis(AnalysisCommand::ReviewTime(choice)));
        }
    }
}

fn seconds(ms: u64) -> String {
    format!("{} s", ms as f64 / 1000.0)
}

/// The evaluation graph: White's advantage above the middle, Black's below, a dot for every
/// marked move; click to go to that move.
fn graph(ui: &mut Ui, view: &View, reviewed: &Reviewed, out: &mut Vec<Command>) {
    let width = ui.available_width();
    let (rect, response) = ui.allocate_exact_size(vec2(width, GRAPH_HEIGHT), Sense::click());
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, "Evaluation graph"));
    let points = &reviewed.points;
    if points.len() < 2 {
        return;
    }
    let visuals = ui.visuals();
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 4.0, Color32::from_rgb(52, 50, 48));
    let x = |i: usize| rect.left() + rect.width() * i as f32 / (points.len() - 1) as f32;
    let y = |p: &Point| rect.bottom() - rect.height() * evalbar::share(p.score);
    let curve: Vec<Pos2> = points.iter().enumerate().map(|(i, p)| pos2(x(i), y(p))).collect();
    // The area under the curve is White's share: one mesh, two triangles a segment.
    let mut area = egui::Mesh::default();
    let fill = Color32::from_rgb(236, 232, 222);
    for p in &curve {
        area.colored_vertex(*p, fill);
        area.colored_vertex(pos2(p.x, rect.bottom()), fill);
    }
    for i in 0..curve.len() as u32 - 1 {
        let (top, bottom, next_top, next_bottom) = (2 * i, 2 * i + 1, 2 * i + 2, 2 * i + 3);
        area.add_triangle(top, bottom, next_top);
        area.add_triangle(next_top, bottom, next_bottom);
    }
    painter.add(Shape::mesh(area));
    let middle = rect.center().y;
    let axis = Stroke::new(1.0, Color32::from_rgb(200, 80, 40));
    painter.line_segment([pos2(rect.left(), middle), pos2(rect.right(), middle)], axis);
    painter.add(Shape::line(curve.clone(), Stroke::new(1.5, Color32::from_gray(120))));
    let current = view.session.record().current();
    if let Some(i) = points.iter().position(|p| p.node == current) {
        let stroke = Stroke::new(2.0, visuals.selection.bg_fill);
        painter.line_segment([pos2(x(i), rect.top()), pos2(x(i), rect.bottom())], stroke);
    }
    for (i, point) in points.iter().enumerate() {
        if let Some(color) = point.judgement.and_then(judgement_color) {
            painter.circle(curve[i], 4.0, color, Stroke::new(1.0, Color32::BLACK));
        }
    }
    let nearest = |p: Pos2| {
        let t = ((p.x - rect.left()) / rect.width()).clamp(0.0, 1.0);
        (t * (points.len() - 1) as f32).round() as usize
    };
    if let Some(hover) = response.hover_pos() {
        let i = nearest(hover);
        painter.circle_stroke(curve[i], 5.0, Stroke::new(1.5, visuals.selection.stroke.color));
        let text = describe_point(view, reviewed, i);
        response.clone().on_hover_text_at_pointer(text);
    }
    if response.clicked()
        && let Some(p) = response.interact_pointer_pos()
    {
        out.push(Command::GoTo(points[nearest(p)].node));
    }
}

/// "12. 32-28?? −2.35" for the point `i` of the graph.
fn describe_point(view: &View, reviewed: &Reviewed, i: usize) -> String {
    let point = &reviewed.points[i];
    let session = view.session;
    let variant = session.variant();
    let score = analysis::describe(point.score, |s| variant.side_name(s));
    let Some((number, side)) = session.record().move_number(point.node) else {
        return format!("Start: {score}");
    };
    let dots = if side == Side::White { "." } else { "…" };
    let mark = point.judgement.map_or("", Judgement::mark);
    format!("{number}{dots} {}{mark}  {score}", session.move_text(point.node))
}

/// Each side's moves, inaccuracies, mistakes, blunders and average loss.
fn summary(ui: &mut Ui, view: &View, reviewed: &Reviewed) {
    let variant = view.session.variant();
    egui::Grid::new("review summary").striped(true).show(ui, |ui| {
        for heading in ["", "Moves", "?! Inaccuracies", "? Mistakes", "?? Blunders", "Average loss"]
        {
            ui.strong(heading);
        }
        ui.end_row();
        for side in Side::BOTH {
            let s = reviewed.review.summary(side);
            ui.label(variant.side_name(side));
            ui.label(s.moves.to_string());
            ui.label(s.inaccuracies.to_string());
            ui.label(s.mistakes.to_string());
            ui.label(s.blunders.to_string());
            ui.label(format!("{:.2}", s.average_loss as f64 / 100.0));
            ui.end_row();
        }
    });
    ui.label(egui::RichText::new(thresholds_text()).small().weak());
}

/// How moves are marked, from the thresholds of the rules core's analysis.
pub fn thresholds_text() -> String {
    let t = Thresholds::default();
    let men = |centi: i32| centi as f64 / 100.0;
    format!(
        "A move losing at least {} men against the engine's best is ?!, {} men ?, {} men ??.",
        men(t.inaccuracy),
        men(t.mistake),
        men(t.blunder)
    )
}

/// The colour of a verdict's mark, as in the move list (none for a good move).
fn judgement_color(judgement: Judgement) -> Option<Color32> {
    let mark = MoveMark::ALL.get(usize::from(judgement.nag()?) - 1)?;
    moves::mark_color(*mark)
}
