//! Lasca: the rules of docs/RULES.md §5, one test per rule, the reference perft counts, and
//! properties checked on random games and random positions against a plain reference
//! generator written independently of the core's bitboard one.

use std::collections::{BTreeMap, BTreeSet};

use damier_core::lasca::{MAX_PIECES_PER_SIDE, START_FEN};
use damier_core::notation::{full_text, move_text, parse_move};
use damier_core::{
    AnyPosition, FenError, GameMove, LascaMove, LascaPosition, LascaSetup, Leaves, MoveList, Piece,
    Position, Role, SetupError, Side, Variant, perft,
};
use proptest::prelude::*;

// ---------------------------------------------------------------------------------------------
// Helpers

fn position(fen: &str) -> LascaPosition {
    LascaPosition::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn legal(p: &LascaPosition) -> MoveList<LascaMove> {
    let mut moves = MoveList::new();
    p.legal_moves(&mut moves);
    moves
}

/// The legal moves of `fen` as written in a game record, sorted.
fn moves(fen: &str) -> Vec<String> {
    let p = position(fen);
    let mut texts: Vec<String> = legal(&p).iter().map(|m| move_text(&p, m)).collect();
    texts.sort();
    texts
}

/// The FEN after playing `text` in `fen`.
fn after(fen: &str, text: &str) -> String {
    let p = position(fen);
    let mv = parse_move(&p, text).unwrap_or_else(|e| panic!("{text} in {fen}: {e}"));
    p.play(&mv).to_fen()
}

fn sorted(texts: &[&str]) -> Vec<String> {
    let mut texts: Vec<String> = texts.iter().map(|t| t.to_string()).collect();
    texts.sort();
    texts
}

fn cell(name: &str) -> u8 {
    LascaPosition::geometry().parse_algebraic(name).expect("a Lasca cell")
}

// ---------------------------------------------------------------------------------------------
// Reference counts

#[test]
fn lasca_perft_matches_the_reference_counts() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../testdata/perft/reference.txt");
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut checked = 0;
    for line in text.lines().filter(|l| l.starts_with("lasca;")) {
        let fields: Vec<&str> = line.split(';').collect();
        let (fen, depth, count) = (fields[1], fields[2], fields[3]);
        let depth: u32 = depth.parse().unwrap();
        let count: u64 = count.parse().unwrap();
        let p = position(fen);
        assert_eq!(perft(&p, depth, Leaves::Counted), count, "{fen} depth {depth}");
        if depth <= 6 {
            assert_eq!(perft(&p, depth, Leaves::Played), count, "{fen} depth {depth}, played");
        }
        checked += 1;
    }
    assert!(checked >= 10, "expected the Lasca rows of {path}, found {checked}");
}

#[test]
fn lasca_perft_through_any_position() {
    let start = AnyPosition::start(Variant::Lasca);
    assert_eq!(start.variant(), Variant::Lasca);
    assert_eq!(start.to_fen(), START_FEN);
    assert_eq!(start.perft(5, Leaves::Counted), 116);
    let divide: u64 = start.perft_divide(4).iter().map(|(_, n)| n).sum();
    assert_eq!(divide, 54);
}

// ---------------------------------------------------------------------------------------------
// The start

#[test]
fn lasca_start_position() {
    let p = LascaPosition::start();
    assert_eq!(p.to_fen(), START_FEN);
    assert_eq!(p.side_to_move(), Side::White);
    assert_eq!(p.piece_count(Side::White), 11);
    assert_eq!(p.piece_count(Side::Black), 11);
    assert_eq!(p.tops(Side::White).count_ones(), 11);
    assert_eq!(p.officer_tops(), 0);
    assert_eq!(moves(START_FEN), sorted(&["a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4"]));
}

#[test]
fn lasca_every_first_move_can_be_captured_at_once() {
    let p = LascaPosition::start();
    for mv in legal(&p) {
        let next = p.play(&mv);
        let replies = legal(&next);
        assert!(!replies.is_empty() && replies.iter().all(|r| r.is_capture()));
    }
}

// ---------------------------------------------------------------------------------------------
// Moving

#[test]
fn lasca_soldiers_move_one_cell_diagonally_forward() {
    assert_eq!(moves("W:d4w,g7b"), sorted(&["d4-c5", "d4-e5"]));
    assert_eq!(moves("B:d4b,a1w"), sorted(&["d4-c3", "d4-e3"]));
}

#[test]
fn lasca_officers_move_one_cell_in_every_diagonal_direction() {
    // No flying: only the four neighbouring cells.
    assert_eq!(moves("W:d4W,g7b"), sorted(&["d4-c3", "d4-c5", "d4-e3", "d4-e5"]));
    assert_eq!(moves("B:a1B,g5w"), sorted(&["a1-b2"]));
}

#[test]
fn lasca_a_column_moves_as_its_commander() {
    // A soldier on top of an officer moves forward only; an officer on top of soldiers moves
    // both ways; the colour of the column is the colour of its commander.
    assert_eq!(moves("W:d4wWBB,g7b"), sorted(&["d4-c5", "d4-e5"]));
    assert_eq!(moves("W:d4Wbbb,g7b"), sorted(&["d4-c3", "d4-c5", "d4-e3", "d4-e5"]));
    assert_eq!(moves("W:d4bwww,a1w"), sorted(&["a1-b2"]));
}

#[test]
fn lasca_a_move_carries_the_whole_column() {
    assert_eq!(after("W:d4wbB,g7b", "d4-e5"), "B:e5wbB,g7b");
}

// ---------------------------------------------------------------------------------------------
// Capturing

#[test]
fn lasca_capture_is_compulsory() {
    // a1-b2 and c3-b4 would be legal quiet moves, but c3 can capture.
    assert_eq!(moves("W:a1w,c3w,d4b,g7b"), sorted(&["c3xe5"]));
}

#[test]
fn lasca_only_the_commander_is_taken_and_goes_under_the_capturer() {
    // The black officer on top of d4 is taken; the two black soldiers under it stay.
    assert_eq!(moves("W:c3w,d4Bbb,g7b"), sorted(&["c3xe5"]));
    assert_eq!(after("W:c3w,d4Bbb,g7b", "c3xe5"), "B:d4bb,e5wB,g7b");
}

#[test]
fn lasca_liberation_of_a_column() {
    // Taking the black soldier on top of d4 frees the white pieces under it: d4 becomes a
    // white column.
    let fen = "W:c3w,d4bwW,g7b";
    assert_eq!(moves(fen), sorted(&["c3xe5"]));
    let next = position(&after(fen, "c3xe5"));
    assert_eq!(next.to_fen(), "B:d4wW,e5wb,g7b");
    assert_eq!(next.commander(cell("d4")), Some(Piece::new(Side::White, Role::Man)));
    assert_eq!(next.tops(Side::White).count_ones(), 2);
}

#[test]
fn lasca_a_liberated_column_may_move_next_turn() {
    // The liberated officer column on d4 is White's own next turn.
    let fen = "W:c3w,d4bW,a7b";
    let next = after(fen, "c3xe5");
    assert_eq!(next, "B:d4W,e5wb,a7b");
    let black = after(&next, "a7-b6");
    assert!(moves(&black).contains(&"d4-c3".to_string()));
}

#[test]
fn lasca_order_of_prisoners_after_a_double_capture() {
    // c1 takes the officer on d2, then the soldier on d4: the officer is under the capturer,
    // the soldier under the officer.
    let fen = "W:c1w,d2Bw,d4bb,g7b";
    assert_eq!(moves(fen), sorted(&["c1xe3xc5"]));
    assert_eq!(after(fen, "c1xe3xc5"), "B:d2w,d4b,c5wBb,g7b");
}

#[test]
fn lasca_a_column_may_not_be_jumped_a_second_time() {
    // After c3xe5 the black column on d4 is still commanded by Black and e5-d4-c3 is free
    // (the start cell is empty during the sequence), but d4 may not be jumped again.
    let fen = "W:c3W,d4bb,g7b";
    assert_eq!(moves(fen), sorted(&["c3xe5"]));
    assert_eq!(after(fen, "c3xe5"), "B:d4b,e5Wb,g7b");
}

#[test]
fn lasca_the_start_cell_is_empty_during_a_capture() {
    // An officer runs round a square of four black columns and ends where it started.
    let fen = "W:c3W,d2bb,f2bb,f4bb,d4Bb,a7b";
    assert_eq!(moves(fen), sorted(&["c3xe1xg3xe5xc3", "c3xe5xg3xe1xc3"]));
    assert_eq!(after(fen, "c3xe5xg3xe1xc3"), "B:d2b,f2b,c3WBbbb,d4b,f4b,a7b");
}

#[test]
fn lasca_routes_building_the_same_columns_are_one_move() {
    // Round the square either way takes four black soldiers: the same columns, so the same
    // move, written by its first route in board order.
    let fen = "W:c3W,d2b,f2b,f4b,d4b,a7b";
    assert_eq!(moves(fen), sorted(&["c3xe1xg3xe5xc3"]));
    let p = position(fen);
    let mv = legal(&p)[0];
    let routes = p.routes(&mv);
    assert_eq!(routes.len(), 2);
    assert_eq!(full_text(&p, &mv), "c3xe1xg3xe5xc3");
    // Either path is read as that move.
    assert_eq!(parse_move(&p, "c3xe5xg3xe1xc3").unwrap(), mv);
    assert_eq!(perft(&p, 1, Leaves::Counted), 1);
}

#[test]
fn lasca_routes_building_different_columns_are_different_moves() {
    let fen = "W:c3W,d2b,f2b,f4b,d4B,a7b";
    let p = position(fen);
    let both = legal(&p);
    assert_eq!(both.len(), 2);
    assert!(both.iter().all(|m| m.from() == cell("c3") && m.to() == cell("c3")));
    assert_eq!(after(fen, "c3xe5xg3xe1xc3"), "B:c3WBbbb,a7b");
    assert_eq!(after(fen, "c3xe1xg3xe5xc3"), "B:c3WbbbB,a7b");
    // Start and end alone do not say which.
    assert!(parse_move(&p, "c3xc3").is_err());
}

#[test]
fn lasca_an_officer_captures_one_cell_backwards() {
    // The officer on d4 takes c3 backwards; f2 is two cells away on a free diagonal, which a
    // flying king could take, but an officer cannot.
    let fen = "W:d4W,c3b,f2b,a7b";
    assert_eq!(moves(fen), sorted(&["d4xb2"]));
    assert_eq!(after(fen, "d4xb2"), "B:b2Wb,f2b,a7b");
}

#[test]
fn lasca_soldiers_cannot_capture_backwards() {
    assert_eq!(moves("W:d4w,c3b,a7b"), sorted(&["d4-c5", "d4-e5"]));
    // Nor can a column commanded by a soldier, whatever is under it.
    assert_eq!(moves("W:d4wW,c3b,a7b"), sorted(&["d4-c5", "d4-e5"]));
    assert_eq!(moves("B:d4b,e5w,a1w"), sorted(&["d4-c3", "d4-e3"]));
}

#[test]
fn lasca_a_sequence_must_be_completed() {
    // c1xe3 alone is not a move: the column must go on to g5.
    assert_eq!(moves("W:c1w,d2b,f4b,g7b"), sorted(&["c1xe3xg5"]));
}

#[test]
fn lasca_free_choice_between_a_short_and_a_long_sequence() {
    // No precedence: the one-piece capture a3xc5 is as legal as the two-piece c1xe3xg5.
    let fen = "W:c1w,a3w,d2b,f4b,b4b,a7b";
    assert_eq!(moves(fen), sorted(&["a3xc5", "c1xe3xg5"]));
}

#[test]
fn lasca_free_choice_between_branches_of_one_column() {
    // From e3 the officer may go on over d4 or over f4; both sequences are legal.
    let fen = "W:c1W,d2b,d4b,f4b,a7b";
    assert_eq!(moves(fen), sorted(&["c1xe3xc5", "c1xe3xg5"]));
}

#[test]
fn lasca_promotion_of_the_commander_only() {
    let fen = "W:e3b,b6wbB";
    assert_eq!(moves(fen), sorted(&["b6-a7", "b6-c7"]));
    assert_eq!(after(fen, "b6-a7"), "B:e3b,a7WbB");
    // Black promotes on rank 1; the white pieces under it stay soldiers.
    assert_eq!(after("B:b2bww,g5w", "b2-a1"), "W:a1Bww,g5w");
}

#[test]
fn lasca_promotion_by_capture() {
    assert_eq!(after("W:a5w,b6b,e3b", "a5xc7*"), "B:e3b,c7Wb");
}

#[test]
fn lasca_an_officer_column_reaching_the_far_rank_is_unchanged() {
    // The column is commanded by an officer already: nothing changes on the far rank.
    assert_eq!(after("W:b6Ww,e3b", "b6-a7"), "B:e3b,a7Ww");
}

#[test]
fn lasca_a_soldier_capture_reaching_the_far_rank_ends_there() {
    // On e7 the new officer could take f6 backwards, but the capture ends on the far rank.
    let fen = "W:c5w,d6b,f6b,a1B";
    assert_eq!(moves(fen), sorted(&["c5xe7"]));
    assert_eq!(after(fen, "c5xe7"), "B:a1B,f6b,e7Wb");
}

#[test]
fn lasca_an_officer_may_cross_the_far_rank_during_a_capture() {
    // An officer that lands on the far rank goes on capturing.
    let fen = "W:c5W,d6b,f6b,a1B";
    assert_eq!(moves(fen), sorted(&["c5xe7xg5"]));
}

#[test]
fn lasca_loss_by_having_no_column_left() {
    // White has no column it commands: no legal move, which loses.
    let p = position("W:d4bw,a7b");
    assert!(legal(&p).is_empty());
    assert_eq!(p.count_legal_moves(), 0);
    assert_eq!(perft(&p, 3, Leaves::Counted), 0);
    assert!(legal(&position("B:")).is_empty());
}

#[test]
fn lasca_loss_when_every_column_is_blocked() {
    let p = position("W:a5w,b6b,c7b");
    assert!(legal(&p).is_empty());
}

#[test]
fn lasca_a_column_can_hold_all_22_pieces() {
    let all = format!("B:d4W{}{}", "w".repeat(10), "b".repeat(11));
    let p = position(&all);
    assert_eq!(p.column(cell("d4")).height(), 22);
    assert_eq!(p.to_fen(), all);
    assert!(legal(&p).is_empty());
}

#[test]
fn lasca_captures_and_soldier_moves_are_irreversible() {
    let irreversible = |fen: &str, text: &str| {
        let p = position(fen);
        p.is_irreversible(&parse_move(&p, text).unwrap())
    };
    assert!(irreversible("W:d4wW,g7b", "d4-e5"));
    assert!(irreversible("W:c3W,d4b,g7b", "c3xe5"));
    // An officer-commanded column may step back again, whatever is under it.
    assert!(!irreversible("W:d4Www,g7b", "d4-c3"));
}

// ---------------------------------------------------------------------------------------------
// Move text, FEN and setups

#[test]
fn lasca_captures_are_written_with_every_landing_cell() {
    let p = position("W:c1w,d2b,f4b,g7b");
    let mv = legal(&p)[0];
    assert_eq!(move_text(&p, &mv), "c1xe3xg5");
    assert_eq!(parse_move(&p, "c1xe3xg5").unwrap(), mv);
    assert_eq!(parse_move(&p, "c1xg5").unwrap(), mv);
    assert_eq!(parse_move(&p, "c1xe3xg5*").unwrap(), mv);
    let route = &p.routes(&mv)[0];
    assert_eq!(route.path, [cell("c1"), cell("e3"), cell("g5")]);
    assert_eq!(route.visited, route.path);
    assert_eq!(route.captured, [cell("d2"), cell("f4")]);
}

#[test]
fn lasca_a_single_jump_is_read_as_its_full_path() {
    // e3xg5 is the whole path of the one-jump capture, though the officer may also reach g5
    // by a round that passes its (empty) start cell again.
    let fen = "B:b2WbB,d2w,e3Bb,b4WbB,d4wWwb,f4w,b6Ww,g7Wwb";
    let all = ["e3xc1xa3xc5xa7", "e3xc1xa3xc5xe3xg5", "e3xc5xa7", "e3xg5"];
    assert_eq!(moves(fen), sorted(&all));
    let p = position(fen);
    for text in all {
        assert_eq!(move_text(&p, &parse_move(&p, text).unwrap()), text);
    }
    assert_eq!(parse_move(&p, "e3xg5").unwrap().jumps(), 1);
}

#[test]
fn lasca_moves_list_captured_cells_in_capture_order() {
    let any = AnyPosition::from_fen(Variant::Lasca, "W:c1w,d2Bw,d4bb,g7b").unwrap();
    let moves = any.moves();
    assert_eq!(moves.len(), 1);
    assert_eq!(moves[0].full, "c1xe3xc5");
    let names = |cells: &[u8]| cells.iter().map(|&c| any.geometry().name(c)).collect::<Vec<_>>();
    assert_eq!(names(&moves[0].path), ["c1", "e3", "c5"]);
    assert_eq!(names(&moves[0].captured), ["d2", "d4"]);
    let mut any = any;
    any.play_text("c1xe3xc5").unwrap();
    assert_eq!(any.to_fen(), "B:d2w,d4b,c5wBb,g7b");
}

#[test]
fn lasca_fen_writes_cells_rank_by_rank_and_reads_any_order() {
    let p = position("B: g7b , d4WbbB,a1w ,c1w:");
    assert_eq!(p.to_fen(), "B:a1w,c1w,d4WbbB,g7b");
    assert_eq!(position("w:a1w").to_fen(), "W:a1w");
    assert_eq!(position("W:").to_fen(), "W:");
    assert_eq!(position("W").to_fen(), "W:");
    let column: Vec<Piece> = p.column(cell("d4")).pieces().collect();
    assert_eq!(
        column,
        [
            Piece::new(Side::White, Role::King),
            Piece::new(Side::Black, Role::Man),
            Piece::new(Side::Black, Role::Man),
            Piece::new(Side::Black, Role::King),
        ]
    );
}

fn syntax_column(fen: &str) -> usize {
    match LascaPosition::from_fen(fen) {
        Err(FenError::Syntax { column, .. }) => column,
        other => panic!("{fen}: expected a syntax error, got {other:?}"),
    }
}

#[test]
fn lasca_fen_syntax_errors_name_the_column() {
    assert_eq!(syntax_column("X:a1w"), 1);
    assert_eq!(syntax_column("W:a1w,b1w"), 7);
    assert_eq!(syntax_column("W:a1w, h8w"), 8);
    assert_eq!(syntax_column("W:a1x"), 5);
    assert_eq!(syntax_column("W:a1wb,c3"), 10);
    assert_eq!(syntax_column("W:a1w,3w"), 7);
    assert_eq!(syntax_column("W:a1w,c"), 8);
    assert_eq!(syntax_column("W:a1w d4b"), 6);
    assert_eq!(syntax_column("W:a1w:Bb2"), 6);
    assert_eq!(syntax_column(""), 1);
    assert_eq!(syntax_column("W:é1w"), 3);
}

fn setup_error(fen: &str) -> SetupError {
    match LascaPosition::from_fen(fen) {
        Err(FenError::Invalid(e)) => e,
        other => panic!("{fen}: expected an impossible position, got {other:?}"),
    }
}

#[test]
fn lasca_setups_are_validated() {
    assert_eq!(setup_error("W:a1w,a1b"), SetupError::ColumnTwice("a1".into()));
    assert_eq!(
        setup_error("W:a7wb"),
        SetupError::SoldierCommanderOnPromotionRank { side: "White", cell: "a7".into() }
    );
    assert_eq!(
        setup_error("B:c1bw"),
        SetupError::SoldierCommanderOnPromotionRank { side: "Black", cell: "c1".into() }
    );
    // Under the commander anything may stand on the far rank.
    assert!(LascaPosition::from_fen("W:a7Bw,c1wb").is_ok());
    assert_eq!(
        setup_error(&format!("W:d4{}", "w".repeat(12))),
        SetupError::TooManyPieces { side: "White", count: 12, max: 11 }
    );
    assert_eq!(
        setup_error("W:c3bbbbbb,e3bbbbbb"),
        SetupError::TooManyPieces { side: "Black", count: 12, max: 11 }
    );
    let off = LascaSetup { side_to_move: Side::White, columns: vec![(4, vec![])] };
    assert!(matches!(LascaPosition::from_setup(&off), Err(SetupError::OffBoard(_))));
    let start = LascaPosition::start();
    assert_eq!(LascaPosition::from_setup(&start.to_setup()).unwrap(), start);
    assert_eq!(MAX_PIECES_PER_SIDE, 11);
}

#[test]
fn lasca_hash_covers_whole_columns_and_the_side_to_move() {
    let keys: BTreeSet<u64> = ["W:d4wb,g7b", "W:d4wB,g7b", "W:d4w,g7b", "W:d4bw,g7b", "B:d4wb,g7b"]
        .iter()
        .map(|f| position(f).hash_key())
        .collect();
    assert_eq!(keys.len(), 5);
}

#[test]
fn lasca_hash_kept_through_captures_equals_the_hash_of_the_same_position_read_anew() {
    // Random games full of captures: the key updated move by move must equal the key of the
    // position built from its FEN.
    let mut state = 11u64;
    for _ in 0..40 {
        let mut p = LascaPosition::start();
        for _ in 0..80 {
            let mut moves = MoveList::new();
            p.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            p = p.play(&moves[(state >> 33) as usize % moves.len()]);
            let fresh = LascaPosition::from_fen(&p.to_fen()).unwrap();
            assert_eq!(p.hash_key(), fresh.hash_key(), "{}", p.to_fen());
            assert_eq!(p, fresh);
        }
    }
}

#[test]
fn lasca_transposed_move_orders_give_equal_positions_and_hashes() {
    let play = |texts: &[&str]| {
        let mut p = position("W:a1w,c1w,e7b,g7b");
        for text in texts {
            p = p.play(&parse_move(&p, text).unwrap());
        }
        p
    };
    let a = play(&["a1-b2", "e7-d6", "c1-d2", "g7-f6"]);
    let b = play(&["c1-d2", "g7-f6", "a1-b2", "e7-d6"]);
    assert_eq!(a, b);
    assert_eq!(a.hash_key(), b.hash_key());
}

// ---------------------------------------------------------------------------------------------
// A plain reference generator: columns as vectors of letters on (file, rank), every rule
// written out directly. It shares nothing with the core's generator.

type Board = BTreeMap<(i32, i32), Vec<char>>;

fn reference_parse(fen: &str) -> (char, Board) {
    let (side, list) = fen.split_once(':').unwrap_or((fen, ""));
    let mut board = Board::new();
    for entry in list.split(',').map(str::trim).filter(|e| !e.is_empty()) {
        let bytes = entry.as_bytes();
        let file = (bytes[0] - b'a') as i32;
        let rank = (bytes[1] - b'1') as i32;
        board.insert((file, rank), entry[2..].chars().collect());
    }
    (side.chars().next().unwrap().to_ascii_uppercase(), board)
}

fn reference_fen(side: char, board: &Board) -> String {
    let mut cells: Vec<&(i32, i32)> = board.keys().collect();
    cells.sort_by_key(|&&(f, r)| (r, f));
    let entries: Vec<String> = cells
        .iter()
        .map(|&&(f, r)| {
            let column: String = board[&(f, r)].iter().collect();
            format!("{}{}{column}", (b'a' + f as u8) as char, r + 1)
        })
        .collect();
    format!("{side}:{}", entries.join(","))
}

fn is_mine(piece: char, side: char) -> bool {
    (side == 'W') == piece.eq_ignore_ascii_case(&'w')
}

fn reference_directions(commander: char) -> Vec<(i32, i32)> {
    match commander {
        'w' => vec![(1, 1), (-1, 1)],
        'b' => vec![(1, -1), (-1, -1)],
        _ => vec![(1, 1), (-1, 1), (1, -1), (-1, -1)],
    }
}

fn far_rank(side: char) -> i32 {
    if side == 'W' { 6 } else { 0 }
}

fn on_board((f, r): (i32, i32)) -> bool {
    (0..7).contains(&f) && (0..7).contains(&r)
}

fn finish(side: char, board: &Board, mut column: Vec<char>, at: (i32, i32)) -> String {
    let mut board = board.clone();
    if at.1 == far_rank(side) && column[0].is_ascii_lowercase() {
        column[0] = column[0].to_ascii_uppercase();
    }
    board.insert(at, column);
    let next = if side == 'W' { 'B' } else { 'W' };
    reference_fen(next, &board)
}

#[allow(clippy::too_many_arguments)]
fn reference_jumps(
    side: char,
    board: &Board,
    column: &[char],
    from: (i32, i32),
    at: (i32, i32),
    jumped: &mut Vec<(i32, i32)>,
    out: &mut BTreeSet<(String, String, String)>,
) {
    let name = |(f, r): (i32, i32)| format!("{}{}", (b'a' + f as u8) as char, r + 1);
    let mut extended = false;
    for (df, dr) in reference_directions(column[0]) {
        let over = (at.0 + df, at.1 + dr);
        let land = (at.0 + 2 * df, at.1 + 2 * dr);
        if !on_board(land) || board.contains_key(&land) || jumped.contains(&over) {
            continue;
        }
        let Some(victim) = board.get(&over) else { continue };
        if is_mine(victim[0], side) {
            continue;
        }
        extended = true;
        let mut board = board.clone();
        let mut rest = victim.clone();
        let prisoner = rest.remove(0);
        if rest.is_empty() {
            board.remove(&over);
        } else {
            board.insert(over, rest);
        }
        let mut column = column.to_vec();
        column.push(prisoner);
        jumped.push(over);
        if land.1 == far_rank(side) && column[0].is_ascii_lowercase() {
            out.insert((name(from), name(land), finish(side, &board, column, land)));
        } else {
            reference_jumps(side, &board, &column, from, land, jumped, out);
        }
        jumped.pop();
    }
    if !extended && !jumped.is_empty() {
        out.insert((name(from), name(at), finish(side, board, column.to_vec(), at)));
    }
}

/// Every legal move of `fen` as (start, end, FEN after), by the plain rules.
fn reference_moves(fen: &str) -> BTreeSet<(String, String, String)> {
    let (side, board) = reference_parse(fen);
    let name = |(f, r): (i32, i32)| format!("{}{}", (b'a' + f as u8) as char, r + 1);
    let mut captures = BTreeSet::new();
    for (&from, column) in &board {
        if is_mine(column[0], side) {
            let mut without = board.clone();
            without.remove(&from);
            reference_jumps(side, &without, column, from, from, &mut Vec::new(), &mut captures);
        }
    }
    if !captures.is_empty() {
        return captures;
    }
    let mut quiet = BTreeSet::new();
    for (&from, column) in &board {
        if !is_mine(column[0], side) {
            continue;
        }
        for (df, dr) in reference_directions(column[0]) {
            let to = (from.0 + df, from.1 + dr);
            if on_board(to) && !board.contains_key(&to) {
                let mut without = board.clone();
                without.remove(&from);
                quiet.insert((name(from), name(to), finish(side, &without, column.clone(), to)));
            }
        }
    }
    quiet
}

/// Checks every property of one position; returns its legal moves.
fn check_position(p: &LascaPosition) -> MoveList<LascaMove> {
    let g = LascaPosition::geometry();
    let fen = p.to_fen();
    // FEN round trip.
    let back = LascaPosition::from_fen(&fen).unwrap();
    assert_eq!(&back, p, "{fen}");
    assert_eq!(back.hash_key(), p.hash_key(), "{fen}");
    // Same moves as the plain reference, each once.
    let moves = legal(p);
    assert_eq!(p.count_legal_moves(), moves.len(), "{fen}");
    let mut captures = MoveList::new();
    p.legal_captures(&mut captures);
    let capturing = moves.first().is_some_and(|mv| mv.is_capture());
    assert_eq!(&captures[..], if capturing { &moves[..] } else { &[] }, "{fen}");
    if !capturing {
        assert_eq!(p.has_quiet_move(), !moves.is_empty(), "{fen}");
    }
    let ours: BTreeSet<(String, String, String)> =
        moves.iter().map(|m| (g.name(m.from()), g.name(m.to()), p.play(m).to_fen())).collect();
    assert_eq!(ours.len(), moves.len(), "{fen}: a move listed twice");
    assert_eq!(ours, reference_moves(&fen), "{fen}");
    for mv in &moves {
        // Move text round trip.
        let text = move_text(p, mv);
        assert_eq!(parse_move(p, &text).as_ref(), Ok(mv), "{fen}: {text}");
        assert_eq!(parse_move(p, &full_text(p, mv)).as_ref(), Ok(mv), "{fen}: {text}");
        // Routes: the written one first, each consistent with the move.
        let routes = p.routes(mv);
        assert!(!routes.is_empty());
        for route in &routes {
            assert_eq!(route.path.first(), Some(&mv.from()));
            assert_eq!(route.path.last(), Some(&mv.to()));
            assert_eq!(route.captured.len(), mv.jumps());
        }
        assert_eq!(routes[0].path[1..], *mv.landings(), "{fen}: {text}");
    }
    moves
}

fn total_pieces(p: &LascaPosition) -> usize {
    p.piece_count(Side::White) + p.piece_count(Side::Black)
}

/// A random setup: up to 11 pieces a side in random columns, commanders on their own far
/// rank made officers.
fn random_setup() -> impl Strategy<Value = LascaSetup> {
    let piece = (any::<bool>(), prop::bool::weighted(0.3)).prop_map(|(black, officer)| {
        Piece::new(
            if black { Side::Black } else { Side::White },
            if officer { Role::King } else { Role::Man },
        )
    });
    let cells = prop::sample::subsequence(
        damier_core::cells::cells_of(LascaPosition::geometry().board).collect::<Vec<_>>(),
        0..=12,
    );
    (cells, prop::collection::vec(prop::collection::vec(piece, 1..4), 12), any::<bool>()).prop_map(
        |(cells, columns, black)| {
            let g = LascaPosition::geometry();
            let mut counts = [0; 2];
            let mut setup = LascaSetup {
                side_to_move: if black { Side::Black } else { Side::White },
                columns: Vec::new(),
            };
            for (cell, mut column) in cells.into_iter().zip(columns) {
                column.retain(|p| {
                    counts[p.side.index()] += 1;
                    counts[p.side.index()] <= 11
                });
                if let Some(top) = column.first_mut()
                    && g.promotion[top.side.index()] & (1 << cell) != 0
                {
                    top.role = Role::King;
                }
                if !column.is_empty() {
                    setup.columns.push((cell, column));
                }
            }
            setup
        },
    )
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn lasca_random_games_keep_every_rule(choices in prop::collection::vec(any::<u16>(), 200)) {
        let mut p = LascaPosition::start();
        for choice in choices {
            prop_assert_eq!(total_pieces(&p), 22);
            let moves = check_position(&p);
            if moves.is_empty() {
                break;
            }
            p = p.play(&moves[choice as usize % moves.len()]);
        }
    }

    #[test]
    fn lasca_random_positions_keep_every_rule(setup in random_setup(), choices in prop::collection::vec(any::<u16>(), 40)) {
        let mut p = LascaPosition::from_setup(&setup).unwrap();
        let pieces = total_pieces(&p);
        for choice in choices {
            prop_assert_eq!(total_pieces(&p), pieces);
            let moves = check_position(&p);
            if moves.is_empty() {
                break;
            }
            p = p.play(&moves[choice as usize % moves.len()]);
        }
    }
}
