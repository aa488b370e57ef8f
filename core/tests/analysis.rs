//! Game review: a known blunder is found and annotated; the review can be stopped.

use std::sync::atomic::{AtomicBool, Ordering};

use damier_core::Side;
use damier_core::analysis::{self, Judgement, Thresholds};
use damier_core::game::GameRecord;
use damier_core::pdn::{self, ReadOptions};
use damier_core::search::{Engine, Limits};

/// Black's 18-22 lets 27x7 take two men and crown; 17-21 was the move.
const BLUNDER: &str = "[FEN \"B:W27,28,32,33,37,38,42:B12,13,16,17,18,19,23\"]\n\
                       1... 18-22 2. 27x7 13-18 *\n";

fn read(text: &str) -> GameRecord {
    pdn::Reader::new(text, ReadOptions::default()).next().unwrap().unwrap().record
}

#[test]
fn a_move_that_hangs_two_men_is_a_blunder_with_a_better_line() {
    let mut record = read(BLUNDER);
    let stop = AtomicBool::new(false);
    let mut steps = Vec::new();
    let review = analysis::review(
        &record,
        &mut Engine::new(16),
        &Limits::depth(8),
        &Thresholds::default(),
        &stop,
        &mut |done, total| steps.push((done, total)),
    )
    .expect("not stopped");
    assert_eq!(steps.last(), Some(&(4, 4)));
    let first = &review.moves[0];
    let start = record.start_position();
    let blunder = start.read_line(&["18-22"]).unwrap()[0];
    assert_eq!((first.side, first.played), (Side::Black, blunder));
    assert_eq!(first.judgement, Judgement::Blunder);
    assert!(first.loss >= 400, "{}", first.loss);
    assert_ne!(first.best_line[0], blunder);
    let best = start.line_text(&first.best_line[..1]).remove(0);
    assert!(review.summary(Side::Black).blunders >= 1);
    assert_eq!(review.summary(Side::White).blunders, 0);

    analysis::annotate(&mut record, &review);
    let written = pdn::write_game(&record);
    assert!(written.contains("18-22 $4"), "{written}");
    assert!(written.contains(&format!("(1... {best}")), "{written}");
    let again = read(&written);
    assert_eq!(pdn::write_game(&again), written);
    let blunder_node = again.main_line()[1];
    assert_eq!(again.annotation(blunder_node).nags, vec![4]);
    assert!(again.annotation(blunder_node).eval.is_some());
}

#[test]
fn a_review_can_be_stopped() {
    let record = read(BLUNDER);
    let stop = AtomicBool::new(false);
    let review = analysis::review(
        &record,
        &mut Engine::new(4),
        &Limits::depth(6),
        &Thresholds::default(),
        &stop,
        &mut |done, _| {
            if done == 1 {
                stop.store(true, Ordering::Relaxed)
            }
        },
    );
    assert!(review.is_none());
}
