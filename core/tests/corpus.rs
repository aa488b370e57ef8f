//! The PDN corpus (`testdata/pdn/`, files other programs wrote) against the table of
//! expectations in `testdata/README.md`.

use std::path::{Path, PathBuf};

use damier_core::game::GameResult;
use damier_core::pdn::{self, Issue, Location, PdnError, PdnGame, ReadOptions};
use damier_core::{AnyPosition, Variant};

/// What the table expects of a file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Expect {
    /// International: every game loads and replays, results, tags and FEN starts kept.
    International,
    /// Italian without a GameType: recognised from its moves.
    Italian,
    /// A syntax corner case: it parses (a game may be refused only because its moves fit
    /// none of the games).
    Syntax,
    /// Another game family: every game with moves is refused with a clear message.
    Foreign,
    /// Off-standard: loaded leniently with warnings, refused when strict.
    OffStandard,
}

/// Every file of the corpus, with the number of games in it and what is expected.
const TABLE: [(&str, usize, Expect); 42] = [
    ("succeed/wk2003.pdn", 23, Expect::International),
    ("succeed/nk ronde 01.pdn", 7, Expect::International),
    ("succeed/nk ronde 02.pdn", 7, Expect::International),
    ("succeed/rk ronde 12.pdn", 7, Expect::International),
    ("succeed/DUTCH96H.pdn", 13, Expect::International),
    ("succeed/PROF2.pdn", 16, Expect::International),
    ("succeed/candidate95.pdn", 8, Expect::International),
    ("succeed/kurnik.pdn", 4, Expect::International),
    ("succeed/090417ronde12.pdn", 7, Expect::International),
    ("succeed/schildpad.pdn", 34, Expect::International),
    ("succeed/windragon.pdn", 1, Expect::International),
    ("succeed/Cat.B1.pdn", 37, Expect::International),
    ("succeed/Cat.D1.pdn", 19, Expect::International),
    ("succeed/PWCP 2a.pdn", 59, Expect::International),
    ("succeed/Campionato Assoluto 2005.pdn", 53, Expect::Italian),
    ("fail/delfts.pdn", 2, Expect::OffStandard),
    ("fail/nested_comment.pdn", 1, Expect::OffStandard),
    ("succeed/alphanumeric.pdn", 1, Expect::Syntax),
    ("succeed/fen.pdn", 3, Expect::Syntax),
    ("succeed/gameterminator.pdn", 1, Expect::Syntax),
    ("succeed/linecomment.pdn", 1, Expect::Syntax),
    ("succeed/movestrength.pdn", 1, Expect::Syntax),
    ("succeed/string.pdn", 1, Expect::Syntax),
    ("succeed/unicode.pdn", 1, Expect::Syntax),
    ("succeed/variation.pdn", 1, Expect::Syntax),
    ("succeed/OCA_2.0.pdn", 43, Expect::Foreign),
    ("succeed/Principles of Strategy.pdn", 16, Expect::Foreign),
    ("succeed/Tricks traps and shots.pdn", 91, Expect::Foreign),
    ("succeed/inferno.pdn", 68, Expect::Foreign),
    ("succeed/beginner.pdn", 58, Expect::Foreign),
    ("succeed/borderclassics.pdn", 183, Expect::Foreign),
    ("succeed/bridges.pdn", 267, Expect::Foreign),
    ("succeed/gem.pdn", 162, Expect::Foreign),
    ("succeed/goulds.pdn", 262, Expect::Foreign),
    ("succeed/lpc.pdn", 100, Expect::Foreign),
    ("succeed/ussr1947.pdn", 153, Expect::Foreign),
    ("fail/abatsiev.pdn", 56, Expect::Foreign),
    ("succeed/mrcd2000kval.pdn", 40, Expect::Foreign),
    ("succeed/mrcd2006.pdn", 44, Expect::Foreign),
    ("succeed/mrcd2007.pdn", 102, Expect::Foreign),
    ("fail/mrdrcd07.pdn", 72, Expect::Foreign),
    ("fail/mrdrcd08.pdn", 40, Expect::Foreign),
];

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../testdata/pdn")
}

fn text_of(file: &str) -> String {
    let bytes = std::fs::read(corpus().join(file)).unwrap_or_else(|e| panic!("{file}: {e}"));
    pdn::decode(&bytes).0.into_owned()
}

fn read(file: &str, options: ReadOptions) -> Vec<Result<PdnGame, PdnError>> {
    pdn::Reader::new(&text_of(file), options).collect()
}

/// The games of `file` read leniently, all of which must load.
fn loaded(file: &str) -> Vec<PdnGame> {
    read(file, ReadOptions::default())
        .into_iter()
        .map(|game| game.unwrap_or_else(|e| panic!("{file}: {e}")))
        .collect()
}

fn files(expect: Expect) -> impl Iterator<Item = (&'static str, usize)> {
    TABLE.iter().filter(move |(_, _, e)| *e == expect).map(|&(file, games, _)| (file, games))
}

/// The values of every `[name "…"]` tag of a file, read without the reader.
fn tag_values(file: &str, name: &str) -> Vec<String> {
    let prefix = format!("[{name} \"");
    text_of(file)
        .lines()
        .filter_map(|line| line.trim().strip_prefix(prefix.as_str()))
        .map(|rest| rest.trim_end().trim_end_matches(']').trim_end_matches('"').to_string())
        .collect()
}

#[test]
fn every_corpus_file_is_in_the_table() {
    let mut found = Vec::new();
    for folder in ["succeed", "fail"] {
        for entry in std::fs::read_dir(corpus().join(folder)).expect("the corpus is there") {
            let name = entry.expect("readable").file_name().to_string_lossy().into_owned();
            found.push(format!("{folder}/{name}"));
        }
    }
    found.sort();
    let mut listed: Vec<String> = TABLE.iter().map(|(file, _, _)| file.to_string()).collect();
    listed.sort();
    assert_eq!(found, listed);
}

#[test]
fn every_file_has_its_games_counted_in_either_mode() {
    for (file, games, _) in TABLE {
        for options in [ReadOptions::default(), ReadOptions::strict()] {
            assert_eq!(read(file, options).len(), games, "{file}, lenient: {}", options.lenient);
        }
    }
}

#[test]
fn international_files_load_with_every_move_legal() {
    for (file, games) in files(Expect::International) {
        let loaded = loaded(file);
        assert_eq!(loaded.len(), games, "{file}");
        for game in &loaded {
            let record = &game.record;
            assert_eq!(record.variant(), Variant::International, "{file} game {}", game.number);
            for warning in &game.warnings {
                let allowed = matches!(
                    warning.issue,
                    Issue::SpacesInMove { .. }
                        | Issue::AmbiguityResolved { .. }
                        | Issue::ResultMismatch { .. }
                );
                assert!(allowed, "{file} game {}: {warning}", game.number);
            }
        }
        // Tags kept.
        let whites = tag_values(file, "White");
        let kept: Vec<String> = loaded
            .iter()
            .filter_map(|g| g.record.tags().get("White").map(str::to_string))
            .collect();
        assert_eq!(kept, whites, "{file}");
        // Results kept: every known Result tag gives a result (the moves' own when they
        // disagree, with a warning).
        let known = tag_values(file, "Result").iter().filter(|r| *r != "*").count();
        let results = loaded.iter().filter(|g| g.record.result() != GameResult::Unknown).count();
        assert_eq!(results, known, "{file}");
        // FEN starts honoured.
        let fens = tag_values(file, "FEN");
        let starts: Vec<AnyPosition> = loaded
            .iter()
            .map(|g| g.record.start_position().clone())
            .filter(|p| *p != AnyPosition::start(Variant::International))
            .collect();
        let expected: Vec<AnyPosition> = fens
            .iter()
            .map(|fen| AnyPosition::from_fen(Variant::International, fen).expect("a valid FEN"))
            .collect();
        assert_eq!(starts, expected, "{file}");
    }
}

#[test]
fn conforming_international_files_also_load_strictly() {
    for (file, _) in files(Expect::International) {
        if loaded(file).iter().all(|g| g.warnings.is_empty()) {
            for game in read(file, ReadOptions::strict()) {
                game.unwrap_or_else(|e| panic!("{file}: {e}"));
            }
        }
    }
}

#[test]
fn schildpad_captures_resolved_by_looking_ahead() {
    let resolved: Vec<(usize, Location, String, String)> = loaded("succeed/schildpad.pdn")
        .into_iter()
        .flat_map(|g| {
            let number = g.number;
            g.warnings.into_iter().filter_map(move |w| match w.issue {
                Issue::AmbiguityResolved { written, chosen, .. } => {
                    Some((number, w.at, written, chosen))
                }
                _ => None,
            })
        })
        .collect();
    let at = |line, column| Location { line, column };
    assert_eq!(
        resolved,
        [
            (3, at(52, 70), "36x16".to_string(), "36x13x2x16".to_string()),
            (7, at(140, 7), "4x24".to_string(), "4x31x42x24".to_string()),
        ]
    );
    let strict = read("succeed/schildpad.pdn", ReadOptions::strict());
    let refused = strict.iter().filter(|g| g.is_err()).count();
    assert!(refused >= 2, "a strict reader refuses the ambiguous captures");
}

#[test]
fn campionato_is_recognised_as_italian() {
    let file = "succeed/Campionato Assoluto 2005.pdn";
    let games = loaded(file);
    assert_eq!(games.len(), 53);
    assert!(games.iter().all(|g| g.record.variant() == Variant::Italian));
    assert!(games.iter().all(|g| g.record.tags().get("Bianco").is_some()));
    let warnings: Vec<_> =
        games.iter().flat_map(|g| g.warnings.iter().map(move |w| (g.number, w))).collect();
    assert_eq!(warnings.len(), 1, "{warnings:?}");
    let (number, warning) = warnings[0];
    assert_eq!((number, warning.at), (46, Location { line: 753, column: 43 }));
    let Issue::AmbiguityKept { written, candidates } = &warning.issue else { panic!("{warning}") };
    assert_eq!(written, "3x26");
    assert_eq!(candidates, &["3x10x17x26", "3x10x19x26"]);
    assert!(warning.to_string().contains("took 3x10x17x26"), "{warning}");
}

#[test]
fn syntax_corner_cases_parse() {
    for (file, games) in files(Expect::Syntax) {
        let read = read(file, ReadOptions::default());
        assert_eq!(read.len(), games, "{file}");
        for game in read {
            if let Err(error) = game {
                assert!(matches!(*error.issue, Issue::FitsNoGame { .. }), "{file}: {error}");
            }
        }
    }
    let unicode = &loaded("succeed/unicode.pdn")[0].record;
    assert_eq!(unicode.tags().get("White"), Some("Сергей Фадеев"));
    assert_eq!(unicode.tags().get("Black"), Some("高文龙"));
    let string = &loaded("succeed/string.pdn")[0].record;
    assert_eq!(string.tags().get("White"), Some("This is a string with an escaped character \""));
    let variation = &loaded("succeed/variation.pdn")[0].record;
    let branch = variation.children(variation.main_line()[1])[1];
    let inner = variation.children(branch);
    assert_eq!(inner.len(), 2, "the variation keeps its own variation");
    assert_eq!(loaded("succeed/fen.pdn").len(), 3);
}

#[test]
fn foreign_games_are_refused_clearly() {
    for (file, games) in files(Expect::Foreign) {
        let read = read(file, ReadOptions::default());
        assert_eq!(read.len(), games, "{file}");
        for game in read {
            match game {
                // Problem positions given without moves, or games whose moves are unknown.
                Ok(game) => assert!(game.record.is_empty(), "{file} game {} loaded", game.number),
                Err(error) => {
                    assert!(matches!(*error.issue, Issue::FitsNoGame { .. }), "{file}: {error}");
                    assert!(error.to_string().contains("fit none of"), "{error}");
                }
            }
        }
    }
}

#[test]
fn off_standard_files_load_leniently_and_are_refused_strictly() {
    let delfts = loaded("fail/delfts.pdn");
    let at: Vec<Location> = delfts.iter().map(|g| g.warnings[0].at).collect();
    assert_eq!(at, [Location { line: 26, column: 69 }, Location { line: 53, column: 35 }]);
    assert!(delfts.iter().all(|g| matches!(g.warnings[0].issue, Issue::UnknownResult(_))));
    assert!(read("fail/delfts.pdn", ReadOptions::strict()).iter().all(Result::is_err));

    let nested = loaded("fail/nested_comment.pdn");
    assert_eq!(nested[0].warnings[0].issue, Issue::NestedComment);
    assert_eq!(nested[0].warnings[0].at, Location { line: 1, column: 34 });
    let error = read("fail/nested_comment.pdn", ReadOptions::strict()).remove(0).unwrap_err();
    assert_eq!((*error.issue, error.at), (Issue::NestedComment, Location { line: 1, column: 34 }));
}

#[test]
fn every_loaded_game_writes_and_reads_back() {
    for (file, _, _) in TABLE {
        for game in read(file, ReadOptions::default()).into_iter().flatten() {
            let written = pdn::write_game(&game.record);
            let again = pdn::Reader::new(&written, ReadOptions::strict()).next().expect("a game");
            let again =
                again.unwrap_or_else(|e| panic!("{file} game {}: {e}\n{written}", game.number));
            // The writer puts the Seven Tag Roster first and fills in the missing ones.
            for (name, _) in game.record.tags().iter() {
                assert_eq!(again.record.tags().get(name), game.record.tags().get(name), "{file}");
            }
            let mut expected = game.record.clone();
            *expected.tags_mut() = again.record.tags().clone();
            // Comments with braces inside (a nested comment) cannot be written as they were.
            if file != "fail/nested_comment.pdn" {
                assert!(again.record == expected, "{file} game {}\n{written}", game.number);
            }
        }
    }
}
