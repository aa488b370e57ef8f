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
use crate::i18n::{Messages, t};
use crate::view::View;

/// Height of the graph in points.
const GRAPH_HEIGHT: f32 = 110.0;

/// Shows the review's progress or its results, or (before any) the button that starts one.
pub fn show(ui: &mut Ui, view: &View, out: &mut Vec<Command>) {
    let m = view.messages;
    let review = &view.review;
    let shown = review.finished().is_some();
    ui.horizontal(|ui| {
        ui.strong(t!(m, "review-heading"));
        move_time(ui, m, review.move_time_ms(), review.is_running(), out);
        if !review.is_running() && !shown && ui.button(t!(m, "review-start")).clicked() {
            out.push(Command::Analysis(AnalysisCommand::Review));
        }
        if shown && !review.is_running() && ui.small_button(t!(m, "review-close")).clicked() {
            out.push(Command::Analysis(AnalysisCommand::CloseReview));
        }
    });
    if let Some((done, total)) = review.progress() {
        ui.horizontal(|ui| {
            let fraction = if total == 0 { 0.0 } else { done as f32 / total as f32 };
            let bar = egui::ProgressBar::new(fraction)
                .text(t!(m, "review-progress", done = done, total = total))
                .desired_width(ui.available_width() - 80.0);
            ui.add(bar);
            if ui.button(t!(m, "review-cancel")).clicked() {
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
fn move_time(ui: &mut Ui, m: &Messages, ms: u64, running: bool, out: &mut Vec<Command>) {
    ui.add_enabled_ui(!running, |ui| {
        egui::ComboBox::from_label(t!(m, "review-per-move"))
            .width(64.0)
            .selected_text(seconds(m, ms))
            .show_ui(ui, |ui| time_options(ui, m, ms, out));
    });
}

/// The times per position to choose from, `ms` chosen.
pub fn time_options(ui: &mut Ui, m: &Messages, ms: u64, out: &mut Vec<Command>) {
    for choice in MOVE_TIMES {
        if ui.selectable_label(choice == ms, seconds(m, choice)).clicked() && choice != ms {
            out.push(Command::Analysis(AnalysisCommand::ReviewTime(choice)));
        }
    }
}

fn seconds(m: &Messages, ms: u64) -> String {
    t!(m, "unit-seconds", value = (ms as f64 / 1000.0).to_string())
}

/// The evaluation graph: White's advantage above the middle, Black's below, a dot for every
/// marked move; click to go to that move.
fn graph(ui: &mut Ui, view: &View, reviewed: &Reviewed, out: &mut Vec<Command>) {
    let width = ui.available_width();
    let (rect, response) = ui.allocate_exact_size(vec2(width, GRAPH_HEIGHT), Sense::click());
    let name = t!(view.messages, "review-graph");
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &name));
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
    let score = analysis::describe(point.score, view.messages, session.variant());
    let Some((number, side)) = session.record().move_number(point.node) else {
        return t!(view.messages, "review-start-point", score = score);
    };
    let dots = if side == Side::White { "." } else { "…" };
    let mark = point.judgement.map_or("", Judgement::mark);
    format!("{number}{dots} {}{mark}  {score}", session.move_text(point.node))
}

/// Each side's moves, inaccuracies, mistakes, blunders and average loss.
fn summary(ui: &mut Ui, view: &View, reviewed: &Reviewed) {
    let m = view.messages;
    let variant = view.session.variant();
    egui::Grid::new("review summary").striped(true).show(ui, |ui| {
        let headings = [
            String::new(),
            t!(m, "review-moves"),
            t!(m, "review-inaccuracies"),
            t!(m, "review-mistakes"),
            t!(m, "review-blunders"),
            t!(m, "review-average-loss"),
        ];
        for heading in headings {
            ui.strong(heading);
        }
        ui.end_row();
        for side in Side::BOTH {
            let s = reviewed.review.summary(side);
            ui.label(m.side(variant, side));
            ui.label(s.moves.to_string());
            ui.label(s.inaccuracies.to_string());
            ui.label(s.mistakes.to_string());
            ui.label(s.blunders.to_string());
            ui.label(format!("{:.2}", s.average_loss as f64 / 100.0));
            ui.end_row();
        }
    });
    ui.label(egui::RichText::new(thresholds_text(m)).small().weak());
}

/// How moves are marked, from the thresholds of the rules core's analysis.
pub fn thresholds_text(m: &Messages) -> String {
    let thresholds = Thresholds::default();
    let men = |centi: i32| (centi as f64 / 100.0).to_string();
    t!(
        m,
        "review-thresholds",
        inaccuracy = men(thresholds.inaccuracy),
        mistake = men(thresholds.mistake),
        blunder = men(thresholds.blunder)
    )
}

/// The colour of a verdict's mark, as in the move list (none for a good move).
fn judgement_color(judgement: Judgement) -> Option<Color32> {
    let mark = MoveMark::ALL.get(usize::from(judgement.nag()?) - 1)?;
    moves::mark_color(*mark)
}
