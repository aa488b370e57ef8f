//! Tests of building, checking, storing and probing tables, in every game.

use std::collections::HashSet;
use std::sync::atomic::AtomicBool;

use super::build::predecessors;
use super::*;
use crate::draughts::Draughts;
use crate::position::{GameMove, MoveList, Position};
use crate::rules::{Hexdame, International, Italian, Rules, Thai};
use crate::side::Side;
use crate::{AnyPosition, HexdamePosition, InternationalPosition, ItalianPosition};

const GAMES: [Variant; 4] =
    [Variant::International, Variant::Italian, Variant::Thai, Variant::Hexdame];

fn quiet_control(cancel: &AtomicBool) -> Control<'_> {
    Control { threads: 2, cancel, progress: &|_| {} }
}

/// Every table of `variant` with 2 to `pieces` pieces, built in order.
fn build_all(variant: Variant, pieces: u8) -> Tables {
    let cancel = AtomicBool::new(false);
    build_up_to(variant, pieces, &quiet_control(&cancel))
        .unwrap_or_else(|e| panic!("{variant} up to {pieces} pieces: {e}"))
}

fn position<R: Rules>(index: &Index, i: u64) -> Draughts<R> {
    let ((pieces, kings), side) = index.unrank(i);
    Draughts::from_valid_cells(pieces, kings, side)
}

fn placement<R: Rules>(position: &Draughts<R>) -> Placement {
    ([position.pieces(Side::White), position.pieces(Side::Black)], position.kings())
}

/// The quiet moves undone are exactly the quiet moves that keep the signature, played.
fn predecessors_undo_quiet_moves<R: Rules>() {
    let board = Board::of(R::VARIANT);
    for text in ["K-K", "Km-K", "mm-K", "K-mm", "Km-m", "KK-m"] {
        let signature: Signature = text.parse().unwrap();
        let index = Index::new(board, signature);
        let mut forward = HashSet::new();
        let mut moves = MoveList::new();
        for i in 0..index.size() {
            let before = position::<R>(&index, i);
            before.legal_moves(&mut moves);
            for mv in moves.iter().filter(|mv| !mv.is_capture()) {
                let after = before.play(mv);
                if Signature::of(placement(&after).0, after.kings()) == signature {
                    forward.insert((placement(&before), placement(&after), before.side_to_move()));
                }
            }
        }
        let mut backward = HashSet::new();
        for i in 0..index.size() {
            let after = position::<R>(&index, i);
            let side = after.side_to_move();
            predecessors::<R>(placement(&after).0, after.kings(), side, |(pieces, kings)| {
                let before = Draughts::<R>::from_valid_cells(pieces, kings, !side);
                before.legal_moves(&mut moves);
                if !moves.first().is_some_and(|mv| mv.is_capture()) {
                    assert!(backward.insert((placement(&before), placement(&after), !side)));
                }
            });
        }
        assert_eq!(forward, backward, "{} {text}", R::VARIANT);
        assert!(!forward.is_empty());
    }
}

#[test]
fn undone_moves_are_the_quiet_moves_of_every_game() {
    predecessors_undo_quiet_moves::<International>();
    predecessors_undo_quiet_moves::<Italian>();
    predecessors_undo_quiet_moves::<Thai>();
    predecessors_undo_quiet_moves::<Hexdame>();
}

#[test]
fn every_table_of_three_pieces_passes_its_check_in_every_game() {
    let cancel = AtomicBool::new(false);
    for variant in GAMES {
        let tables = build_all(variant, 3);
        for signature in Signature::all_up_to(3) {
            let report = verify(&tables, signature, &quiet_control(&cancel)).unwrap();
            assert_eq!(report.wrong, 0, "{variant} {signature}: {:?}", report.faults);
            assert!(report.checked > 0);
        }
    }
}

#[test]
fn a_wrong_value_is_found_by_the_check() {
    let cancel = AtomicBool::new(false);
    let tables = build_all(Variant::Italian, 3);
    let signature: Signature = "KK-K".parse().unwrap();
    let table = tables.get(signature).unwrap();
    let mut dense = super::runs::Dense::new(table.positions());
    let mut changed = None;
    for i in 0..table.positions() {
        let code = match table.stored_at(i) {
            None => super::runs::LEFT_OUT,
            Some(Value::Win) if changed.is_none() => {
                changed = Some(i);
                Value::Draw.code()
            }
            Some(value) => value.code(),
        };
        dense.set(i, code);
    }
    let mut damaged = tables.clone();
    damaged.insert(Table::with_dense(Variant::Italian, table.index().clone(), dense));
    let report = verify(&damaged, signature, &quiet_control(&cancel)).unwrap();
    assert!(report.wrong >= 1);
    assert!(report.faults.iter().any(|f| f.problem == "a move wins"));
}

#[test]
fn a_table_is_written_and_read_back_whole() {
    let tables = build_all(Variant::Thai, 3);
    for signature in tables.signatures() {
        let table = tables.get(signature).unwrap();
        let bytes = table.to_bytes();
        let read = Table::from_bytes(&bytes, Some((Variant::Thai, signature))).unwrap();
        assert_eq!(read.signature(), signature);
        for i in 0..table.positions() {
            if let Some(value) = table.stored_at(i) {
                assert_eq!(read.value_at(i), value, "{signature} entry {i}");
            }
        }
        assert_eq!(read.to_bytes(), bytes, "{signature}: written again, the same bytes");
    }
}

#[test]
fn a_damaged_or_cut_or_misnamed_file_is_refused() {
    let tables = build_all(Variant::International, 2);
    let signature: Signature = "K-K".parse().unwrap();
    let bytes = tables.get(signature).unwrap().to_bytes();
    let expected = Some((Variant::International, signature));
    for at in [0, 9, 12, 20, 45, bytes.len() - 1] {
        let mut damaged = bytes.clone();
        damaged[at] ^= 0x10;
        assert!(Table::from_bytes(&damaged, expected).is_err(), "byte {at} changed");
    }
    let mut flipped = bytes.clone();
    flipped[bytes.len() / 2] ^= 1;
    assert_eq!(Table::from_bytes(&flipped, expected).unwrap_err(), FileError::Checksum);
    for len in [0, 5, 39, 40, bytes.len() - 1] {
        let error = Table::from_bytes(&bytes[..len], expected).unwrap_err();
        assert!(matches!(error, FileError::Truncated { .. }), "{len} bytes: {error}");
    }
    assert!(matches!(
        Table::from_bytes(&bytes, Some((Variant::Italian, signature))),
        Err(FileError::Mismatch { .. })
    ));
    assert_eq!(
        Table::from_bytes(b"PNG and more bytes than a header has....", None).unwrap_err(),
        FileError::NotATable
    );
}

fn resolve_fen<P: Position>(tables: &Tables, fen: &str) -> Option<Value>
where
    AnyPosition: From<P>,
{
    tables.resolve_any(&AnyPosition::from(P::from_fen(fen).unwrap()))
}

#[test]
fn international_king_against_king_is_drawn_unless_a_king_is_trapped() {
    let tables = build_all(Variant::International, 2);
    let value = |fen| resolve_fen::<InternationalPosition>(&tables, fen);
    // Two kings off the long diagonal, far apart: neither can catch the other.
    assert_eq!(value("W:WK47:BK4"), Some(Value::Draw));
    assert_eq!(value("B:WK47:BK4"), Some(Value::Draw));
    // Kings on the corners 46 and 5 have only the long diagonal, which the other king holds:
    // every move stops where it can be taken, so whoever is to move loses.
    assert_eq!(value("W:WK46:BK5"), Some(Value::Loss));
    assert_eq!(value("B:WK46:BK5"), Some(Value::Loss));
    // Most positions are drawn.
    let table = tables.get("K-K".parse().unwrap()).unwrap();
    let draws = (0..table.positions()).filter(|&i| table.stored_at(i) == Some(Value::Draw)).count();
    let stored = (0..table.positions()).filter(|&i| table.stored_at(i).is_some()).count();
    assert!(draws * 10 > stored * 9, "{draws} draws of {stored}");
}

#[test]
fn italian_two_kings_beat_one_king() {
    let tables = build_all(Variant::Italian, 3);
    let value = |fen| resolve_fen::<ItalianPosition>(&tables, fen);
    assert_eq!(value("W:WK29,K32:BK4"), Some(Value::Win));
    assert_eq!(value("B:WK29,K32:BK4"), Some(Value::Loss));
    // No position of two kings against one is won by the lone king, with the lone king to
    // move and no capture pending.
    let signature: Signature = "KK-K".parse().unwrap();
    let table = tables.get(signature).unwrap();
    let lone_to_move = table.index().placements()..table.positions();
    assert!(lone_to_move.into_iter().all(|i| table.stored_at(i) != Some(Value::Win)));
    // A lone king against a lone king draws when neither is trapped.
    assert_eq!(value("W:WK29:BK4"), Some(Value::Draw));
}

#[test]
fn italian_men_do_not_take_kings_so_no_capture_is_pending() {
    let tables = build_all(Variant::Italian, 2);
    // White's man on 22 faces Black's king on 18 with 14 empty behind it.
    let position = ItalianPosition::from_fen("W:W22:BK18").unwrap();
    let mut moves = MoveList::new();
    position.legal_moves(&mut moves);
    assert!(moves.iter().all(|mv| !mv.is_capture()));
    assert!(matches!(tables.probe(&position), Probe::Value(_)));
    // The same with a man on 18: the capture is pending.
    let position = ItalianPosition::from_fen("W:W22:B18").unwrap();
    assert_eq!(tables.probe(&position), Probe::CapturePending);
    assert_eq!(tables.resolve(&position), Some(Value::Win));
}

#[test]
fn a_side_without_a_move_has_lost() {
    let international = build_all(Variant::International, 2);
    // White's man on 6 has Black's man on 1 in front and the edge beside it.
    assert_eq!(resolve_fen::<InternationalPosition>(&international, "W:W6:B1"), Some(Value::Loss));
    let hexdame = build_all(Variant::Hexdame, 2);
    let thai = build_all(Variant::Thai, 2);
    // A man against a king that takes it at once: lost for the man's side.
    for (tables, fen) in [(&hexdame, "B:Wd4:Be5"), (&thai, "W:W1:BK32")] {
        let any = AnyPosition::from_fen(tables.variant(), fen).unwrap();
        assert!(tables.resolve_any(&any).is_some(), "{fen}");
    }
}

#[test]
fn a_mirrored_position_has_the_value_of_its_half_turn() {
    let tables = build_all(Variant::Hexdame, 3);
    let board = Board::of(Variant::Hexdame);
    let signature: Signature = "K-Km".parse().unwrap();
    assert!(!signature.is_canonical());
    let index = Index::new(board, signature);
    let mut compared = 0;
    for i in (0..index.size()).step_by(97) {
        let position: HexdamePosition = position::<Hexdame>(&index, i);
        let ([white, black], kings) = placement(&position);
        let turned = Draughts::<Hexdame>::from_valid_cells(
            [board.turn(black), board.turn(white)],
            board.turn(kings),
            !position.side_to_move(),
        );
        assert_eq!(tables.resolve(&position), tables.resolve(&turned));
        assert!(tables.resolve(&position).is_some());
        compared += 1;
    }
    assert!(compared > 100);
}

/// The rounds of a table fall along the winner's best move and every move of the loser, as
/// [`Rounds`] says, for every position of the three-piece tables: round 0 is decided by the
/// position's own moves, a later round by moves to earlier ones.
fn rounds_fall_towards_leaving_the_table<R: Rules>() {
    let tables = build_all(R::VARIANT, 3);
    let cancel = AtomicBool::new(false);
    let board = Board::of(R::VARIANT);
    let mut decided = 0;
    let mut moves = MoveList::new();
    for signature in Signature::all_with(3) {
        let rounds = rounds(R::VARIANT, signature, &tables, &quiet_control(&cancel)).unwrap();
        let index = Index::new(board, signature);
        for i in 0..index.size() {
            let position = position::<R>(&index, i);
            let value = tables.resolve(&position).unwrap();
            let fen = position.to_fen();
            let Some(round) = rounds.of(&position) else {
                assert_eq!(value, Value::Draw, "{signature} {fen}");
                continue;
            };
            decided += 1;
            position.legal_moves(&mut moves);
            if moves.is_empty() || moves[0].is_capture() {
                assert_eq!(round, 0, "{signature} {fen}");
                continue;
            }
            // Where a quiet move leads: its value for the mover's opponent, and its round when
            // it stays in the table.
            let next = |mv: &crate::Move| {
                let child = position.play(mv);
                let same = Signature::of(placement(&child).0, child.kings()) == signature;
                (tables.resolve(&child).unwrap(), same.then(|| rounds.of(&child)).flatten())
            };
            let earlier = |r: Option<u8>| match r {
                None => true,
                Some(r) => r < round,
            };
            // An earlier round, or out of the table (which only round 0 may use to decide).
            let falls = |r: Option<u8>| if round == 0 { r.is_none() } else { earlier(r) };
            match value {
                Value::Win => assert!(
                    moves.iter().map(next).any(|(v, r)| v == Value::Loss && falls(r)),
                    "{signature} {fen}: round {round}, no move to a lost position before it"
                ),
                Value::Loss => assert!(
                    moves.iter().map(next).all(|(v, r)| v == Value::Win && earlier(r)),
                    "{signature} {fen}: round {round}, a move to a later round"
                ),
                Value::Draw => panic!("{signature} {fen}: a drawn position has a round"),
            }
        }
    }
    assert!(decided > 0, "{}", R::VARIANT);
}

#[test]
fn rounds_fall_towards_leaving_the_table_in_every_game() {
    rounds_fall_towards_leaving_the_table::<International>();
    rounds_fall_towards_leaving_the_table::<Italian>();
    rounds_fall_towards_leaving_the_table::<Thai>();
    rounds_fall_towards_leaving_the_table::<Hexdame>();
}
