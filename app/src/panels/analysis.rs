//! The analysis panel under the board: the engine's best lines for the position shown (Play
//! plays a line's first move, Play all the whole line but never on a clock, and each move
//! plays the line up to there as a variation), and beside them the game review (or the
//! button that starts one).

use damier_core::egdb::Value;
use damier_core::search::{DEEPEST, Info};
use damier_core::{AnyMove, Side};
use egui::{RichText, Sense, Ui};

use super::review;
use crate::analysis::{self, AnalysisCommand, MAX_LINES, ShownLine};
use crate::commands::Command;
use crate::i18n::t;
use crate::session::Session;
use crate::view::View;

/// Shows the panel under the board while live analysis is on or a review runs or is shown
/// (not while a position is edited).
pub fn panel(ui: &mut Ui, view: &View, out: &mut Vec<Command>) {
    let live = view.analysis.is_on();
    let reviewing = view.review.is_running() || view.review.finished().is_some();
    if view.editor.is_some() || (!live && !reviewing) {
        return;
    }
    egui::Panel::bottom("analysis")
        .resizable(true)
        .default_size(210.0)
        .size_range(120.0..=440.0)
        .show(ui, |ui| {
            // The panel keeps the height it was given, whatever it shows for the moment.
            ui.set_min_height(ui.available_height());
            ui.add_space(4.0);
            if let Some(text) = database_text(view) {
                ui.label(RichText::new(text).strong());
            }
            if live {
                ui.columns(2, |columns| {
                    lines(&mut columns[0], view, out);
                    review::show(&mut columns[1], view, out);
                });
            } else {
                review::show(ui, view, out);
            }
        });
}

/// What the endgame tables say of the position shown, when one holds it: "Database: White
/// wins", "Database: draw".
pub fn database_text(view: &View) -> Option<String> {
    let m = view.messages;
    let position = view.session.position();
    let value = view.endgame.verdict(position)?;
    let variant = position.variant();
    let to_move = position.side_to_move();
    Some(match value {
        Value::Win => t!(m, "egdb-verdict-win", side = m.side(variant, to_move)),
        Value::Loss => t!(m, "egdb-verdict-win", side = m.side(variant, !to_move)),
        Value::Draw => t!(m, "egdb-verdict-draw"),
    })
}

/// The live analysis: the search's progress, the number of lines, and the lines.
fn lines(ui: &mut Ui, view: &View, out: &mut Vec<Command>) {
    let m = view.messages;
    let session = view.session;
    let target = analysis::target_of(session);
    let found = view.analysis.lines(target);
    ui.horizontal(|ui| {
        ui.strong(t!(m, "analysis-heading"));
        let wanted = view.analysis.lines_wanted();
        egui::ComboBox::from_label(t!(m, "analysis-lines"))
            .width(44.0)
            .selected_text(wanted.to_string())
            .show_ui(ui, |ui| {
                for n in 1..=MAX_LINES {
                    if ui.selectable_label(n == wanted, n.to_string()).clicked() && n != wanted {
                        out.push(Command::Analysis(AnalysisCommand::Lines(n)));
                    }
                }
            });
        let stop = ui.button(t!(m, "analysis-stop")).on_hover_text(t!(m, "analysis-stop-hint"));
        if stop.clicked() {
            out.push(Command::Analysis(AnalysisCommand::Toggle));
        }
    });
    ui.label(RichText::new(progress_text(found.first().map(|l| &l.info), view)).weak());
    ui.add_space(2.0);
    if session.outcome().is_some() {
        ui.label(t!(m, "analysis-game-over"));
        return;
    }
    if found.is_empty() {
        ui.horizontal(|ui| {
            ui.spinner();
            ui.label(t!(m, "analysis-thinking"));
        });
        return;
    }
    egui::ScrollArea::vertical().id_salt("analysis lines").show(ui, |ui| {
        for (index, shown) in found.iter().enumerate() {
            line(ui, view, index, shown, out);
        }
    });
}

/// "Depth 12/19 · 1.25 M nodes/s · 8.1 M nodes", that every line was searched to its end,
/// or what the engine is doing instead.
fn progress_text(best: Option<&Info>, view: &View) -> String {
    let m = view.messages;
    match (best, view.thinking) {
        (_, Some(job)) if job != crate::engine::Job::Analyse => t!(m, "analysis-busy"),
        (Some(info), _) if info.depth >= DEEPEST => t!(
            m,
            "analysis-searched-out",
            nodes = count(info.nodes),
            seconds = format!("{:.1}", info.elapsed.as_secs_f64())
        ),
        (Some(info), _) => t!(
            m,
            "analysis-progress",
            depth = info.depth,
            seldepth = info.seldepth,
            speed = count(info.nps),
            nodes = count(info.nodes),
            seconds = format!("{:.1}", info.elapsed.as_secs_f64())
        ),
        (None, _) => t!(m, "analysis-starting"),
    }
}

/// A big number made short: 950, 12.5 k, 3.20 M.
fn count(n: u64) -> String {
    match n {
        0..1_000 => n.to_string(),
        1_000..1_000_000 => format!("{:.1} k", n as f64 / 1e3),
        _ => format!("{:.2} M", n as f64 / 1e6),
    }
}

/// One line: a button playing its first move (the engine's best) and one playing all of it
/// (not on a clock), its score from White's side, then its moves with their numbers, each
/// playing the line up to itself (on a clock, only the first does).
fn line(ui: &mut Ui, view: &View, index: usize, shown: &ShownLine, out: &mut Vec<Command>) {
    let info = &shown.info;
    let (m, session) = (view.messages, view.session);
    let on_the_clock = view.clock.is_some();
    let side = session.position().side_to_move();
    let score = analysis::describe(analysis::white_view(info.score, side), m, session.variant());
    let play = |moves: &[AnyMove]| Command::Analysis(AnalysisCommand::PlayLine(moves.to_vec()));
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 5.0;
        let first =
            ui.small_button(t!(m, "analysis-play")).on_hover_text(t!(m, "analysis-play-hint"));
        let name = t!(m, "analysis-play-first", number = index + 1);
        first.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &name));
        if first.clicked() {
            out.push(play(&info.pv[..info.pv.len().min(1)]));
        }
        let all = egui::Button::new(t!(m, "analysis-play-all")).small();
        let all = ui
            .add_enabled(!on_the_clock, all)
            .on_hover_text(t!(m, "analysis-play-all-hint"))
            .on_disabled_hover_text(t!(m, "analysis-play-all-clock"));
        let name = t!(m, "analysis-play-line", number = index + 1);
        all.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, !on_the_clock, &name));
        if all.clicked() {
            out.push(play(&info.pv));
        }
        ui.label(RichText::new(score).monospace().strong());
        for (k, (number, text)) in numbered(session, &shown.texts).into_iter().enumerate() {
            if let Some(number) = number {
                ui.label(RichText::new(number).weak());
            }
            if on_the_clock && k > 0 {
                ui.label(text);
                continue;
            }
            let response = ui.add(egui::Label::new(text).sense(Sense::click()));
            if response.on_hover_cursor(egui::CursorIcon::PointingHand).clicked() {
                out.push(play(&info.pv[..=k]));
            }
        }
    });
}

/// The moves of a line from the position shown, each with its number where one is written
/// (before White's moves, and before the first move when Black plays it).
fn numbered(session: &Session, moves: &[String]) -> Vec<(Option<String>, String)> {
    let record = session.record();
    let ply = record.ply(record.current());
    let offset = u32::from(record.start_position().side_to_move() == Side::Black);
    let mut side = session.position().side_to_move();
    moves
        .iter()
        .enumerate()
        .map(|(k, text)| {
            let number = (ply + k as u32 + offset) / 2 + 1;
            let written = match side {
                Side::White => Some(format!("{number}.")),
                Side::Black if k == 0 => Some(format!("{number}…")),
                Side::Black => None,
            };
            side = !side;
            (written, text.clone())
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use damier_core::Variant;

    #[test]
    fn line_moves_are_numbered_from_the_position_shown() {
        let mut session = Session::new(Variant::International);
        session.play("32-28").unwrap();
        let moves = ["18-23".to_string(), "37-32".to_string()];
        let numbered = numbered(&session, &moves);
        assert_eq!(numbered[0], (Some("1…".to_string()), "18-23".to_string()));
        assert_eq!(numbered[1], (Some("2.".to_string()), "37-32".to_string()));
        assert_eq!(count(1_250_000), "1.25 M");
    }
}
