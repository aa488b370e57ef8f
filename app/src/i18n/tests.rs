//! Every language has exactly English's messages, with no argument English does not give,
//! and English has exactly the messages the code asks for.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use fluent_bundle::{FluentBundle, FluentResource};

use super::{Language, Messages};
use crate::commands::TABLE;

/// The messages of a file with the arguments each one uses, read from its lines: a message
/// starts at the beginning of a line with its id, and goes on over the indented lines.
fn messages_of(source: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut messages: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut current = None;
    for line in source.lines() {
        let starts_message = line.starts_with(|c: char| c.is_ascii_alphabetic());
        if let Some((id, _)) = line.split_once(" =").filter(|_| starts_message) {
            current = Some(id.trim().to_string());
            messages.entry(id.trim().to_string()).or_default();
        } else if !line.starts_with(' ') {
            current = None;
        }
        if let Some(id) = &current {
            let arguments = line.split('$').skip(1).map(|rest| {
                rest.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '-').collect()
            });
            messages.entry(id.clone()).or_default().extend(arguments);
        }
    }
    messages
}

/// The text of every Rust file under `dir`.
fn sources(dir: &Path) -> Vec<String> {
    let mut texts = Vec::new();
    for entry in std::fs::read_dir(dir).expect("the source folder is readable") {
        let path = entry.expect("a source file").path();
        if path.is_dir() {
            texts.extend(sources(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            texts.push(std::fs::read_to_string(&path).expect("a readable source file"));
        }
    }
    texts
}

/// The ids the code looks up with the `t!` macro: the first string of each call (not of
/// `format!` or other macros whose names end in `t`).
fn ids_looked_up(code: &str) -> Vec<String> {
    let call = concat!("t", "!(");
    code.match_indices(call)
        .filter(|(at, _)| !code[..*at].ends_with(|c: char| c.is_alphanumeric() || c == '_'))
        .filter_map(|(at, _)| {
            let rest = &code[at..];
            let open = rest.find('"')?;
            let close = rest[open + 1..].find('"')?;
            Some(rest[open + 1..open + 1 + close].to_string())
        })
        .collect()
}

#[test]
fn every_language_parses_and_has_english_s_messages_and_arguments() {
    let english = messages_of(Language::English.source());
    for language in Language::ALL {
        let source = language.source().to_string();
        let resource = FluentResource::try_new(source)
            .unwrap_or_else(|(_, errors)| panic!("{language:?} does not parse: {errors:?}"));
        let mut bundle = FluentBundle::new(vec![language.identifier()]);
        bundle.add_resource(resource).unwrap_or_else(|e| panic!("{language:?}: {e:?}"));
        let messages = messages_of(language.source());
        let missing: Vec<_> = english.keys().filter(|id| !messages.contains_key(*id)).collect();
        let extra: Vec<_> = messages.keys().filter(|id| !english.contains_key(*id)).collect();
        assert!(missing.is_empty(), "{language:?} lacks {missing:?}");
        assert!(extra.is_empty(), "{language:?} has messages English lacks: {extra:?}");
        for (id, arguments) in &messages {
            let unknown: Vec<_> = arguments.difference(&english[id]).collect();
            assert!(unknown.is_empty(), "{language:?} {id} uses unknown arguments {unknown:?}");
        }
    }
}

#[test]
fn english_has_every_message_the_code_asks_for_and_no_other() {
    let english = Messages::new(Language::English);
    let code = sources(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src")).join("\n");
    let asked: BTreeSet<String> = ids_looked_up(&code).into_iter().collect();
    let missing: Vec<_> = asked.iter().filter(|id| !english.bundle.has_message(id)).collect();
    assert!(missing.is_empty(), "English lacks {missing:?}");
    for entry in TABLE {
        assert!(
            english.bundle.has_message(entry.label),
            "English lacks the command {}",
            entry.label
        );
    }
    let unused: Vec<_> = messages_of(Language::English.source())
        .into_keys()
        .filter(|id| !code.contains(&format!("\"{id}\"")))
        .collect();
    assert!(unused.is_empty(), "the code never asks for {unused:?}");
}

#[test]
fn plurals_follow_each_language_s_rules() {
    let say = |language, n: usize| {
        let messages = Messages::new(language);
        crate::i18n::t!(messages, "reading-games", games = n)
    };
    assert_eq!(say(Language::English, 1), "1 game so far");
    assert_eq!(say(Language::English, 3), "3 games so far");
    assert_ne!(say(Language::Czech, 3), say(Language::Czech, 5).replace('5', "3"));
}

#[test]
fn refusals_in_english_read_as_the_rules_core_writes_them() {
    use damier_core::{AnyPosition, Variant, explain};
    let english = Messages::new(Language::English);
    let cases = [
        (Variant::International, "W:W27,28,29,38:B22,24", "38", "33"),
        (Variant::International, "W:W28:B13,22,23", "28", "17"),
        (Variant::International, "W:W28:B13,23", "28", "19"),
        (Variant::International, "W:W31-50:B1-20", "19", "23"),
        (Variant::Italian, "W:W22:BK18,1", "22", "13"),
        (Variant::Italian, "W:WK22:B1", "22", "15"),
        (Variant::Italian, "W:WK22,23:B18,19,1", "23", "14"),
        (Variant::Hexdame, "W:Wd4:Bh8", "d4", "f5"),
        (Variant::Lasca, "W:d4w,a7b", "d4", "c3"),
        (Variant::Lasca, "W:d4W,a7b", "d4", "f6"),
    ];
    for (variant, fen, from, to) in cases {
        let position = AnyPosition::from_fen(variant, fen).expect("a valid position");
        let cell = |name| position.geometry().parse_cell(name).expect("a cell of the board");
        let refusal = explain::why_illegal(&position, cell(from), cell(to)).expect("refused");
        assert_eq!(english.refusal(&refusal), refusal.to_string());
    }
    let italian = Messages::new(Language::Italian);
    let position = AnyPosition::from_fen(Variant::Italian, "W:W22:BK18,1").expect("valid");
    let cell = |name| position.geometry().parse_cell(name).expect("a cell");
    let refusal = explain::why_illegal(&position, cell("22"), cell("13")).expect("refused");
    assert_eq!(
        italian.refusal(&refusal),
        "Nella dama italiana la pedina non può prendere il damone"
    );
}

#[test]
fn move_texts_refused_in_english_read_as_the_rules_core_writes_them() {
    use damier_core::{AnyPosition, Variant};
    let english = Messages::new(Language::English);
    for text in ["32-", "32-99", "32-23", "hello"] {
        let mut position = AnyPosition::start(Variant::International);
        let error = position.play_text(text).expect_err("refused");
        assert_eq!(english.move_error(&error), error.to_string(), "{text}");
    }
}

#[test]
fn file_errors_in_english_read_as_their_own_text_and_are_said_in_each_language() {
    use crate::files::{Action, FileError, Why};
    let path = Path::new("/games/cup.pdn");
    let whys = [
        Why::NotFound,
        Why::PermissionDenied,
        Why::DiskFull,
        Why::ReadOnly,
        Why::IsFolder,
        Why::TooBig(256),
        Why::NotLatin1('ć'),
        Why::Damaged { line: 3, column: 14 },
        Why::NoGame(4),
        Why::AllWindowsKept(32),
        Why::Stopped,
    ];
    let actions = [Action::Read, Action::Write, Action::Remove, Action::CreateFolder, Action::Lock];
    let errors: Vec<FileError> = whys
        .iter()
        .flat_map(|why| actions.map(|action| FileError::new(action, path, why.clone())))
        .collect();
    worded_as_written_and_translated(&errors, Messages::file_error);
    let italian = Messages::new(Language::Italian);
    let denied = FileError::new(Action::Write, path, Why::PermissionDenied);
    assert_eq!(italian.file_error(&denied), "impossibile scrivere /games/cup.pdn: permesso negato");
}

#[test]
fn pdn_problems_in_english_read_as_the_reader_writes_them_and_are_said_in_each_language() {
    use damier_core::Variant;
    use damier_core::notation::MoveError;
    use damier_core::pdn::{Attempt, Element, Issue, Remedy, TagFault};
    let text = |s: &str| s.to_string();
    let bad_move = || Issue::BadMove {
        number: 12,
        black: true,
        written: text("18-22"),
        source: MoveError::NotAMove(text("18-22")),
    };
    let issues = vec![
        Issue::UnexpectedChar('@'),
        Issue::NotAMove(text("xyz")),
        Issue::SpacesInMove { written: text("1- 6"), read: text("1-6") },
        Issue::NestedComment,
        Issue::UnclosedComment { resumes_at: Some(40), unread: 0 },
        Issue::UnclosedComment { resumes_at: None, unread: 120 },
        Issue::TooLong { what: Element::Comment, limit: 65536 },
        Issue::BadTag(TagFault::NoName),
        Issue::BadTag(TagFault::NotQuoted(text("Event"))),
        Issue::BadTag(TagFault::NotClosed(text("Event"))),
        Issue::BadTag(TagFault::ValueNotClosed),
        Issue::BadTag(TagFault::SetupNotClosed),
        Issue::TooDeep(64),
        Issue::UnclosedVariation,
        Issue::UnmatchedClose,
        Issue::VariationWithoutMove,
        Issue::MisplacedSetup,
        Issue::MisplacedResult,
        Issue::NoResult,
        Issue::UnknownResult(text("3-1")),
        Issue::SmallBoardSetup,
        Issue::PointsResult(text("2-0")),
        Issue::ResultMismatch { tag: text("1-0"), written: text("0-1") },
        Issue::UnknownMark(text("?!?")),
        Issue::AnnotationWithoutMove(text("!")),
        Issue::BadNag(text("99999")),
        Issue::UnknownMove,
        Issue::UnsupportedGameType { number: 21, name: "English checkers" },
        Issue::BadGameType(text("x")),
        Issue::BoardSize(text("20,8,8")),
        Issue::UnknownVariant(text("chess")),
        Issue::VariantConflict { game_type: "International", variant: "Thai" },
        bad_move(),
        Issue::AmbiguityResolved {
            written: text("27x18"),
            candidates: vec![text("27x20x18"), text("27x29x18")],
            chosen: text("27x29x18"),
        },
        Issue::AmbiguityKept {
            written: text("27x18"),
            candidates: vec![text("27x20x18"), text("27x29x18")],
        },
        Issue::FitsNoGame {
            attempts: vec![
                Attempt { variant: Variant::International, issue: Box::new(bad_move()) },
                Attempt { variant: Variant::Italian, issue: Box::new(Issue::NoResult) },
            ],
        },
    ];
    let remedies = [
        Remedy::Ignored,
        Remedy::Skipped,
        Remedy::KeptAsText,
        Remedy::ReadAs(text("1-6")),
        Remedy::ReadAsUnfinished,
        Remedy::ReadAsSameResult,
        Remedy::ReadUpToBracket,
        Remedy::ClosedThere,
        Remedy::ClosedAtEnd,
        Remedy::GameEndsThere,
        Remedy::KeptResultAfterMoves,
        Remedy::ReadAsInternational,
        Remedy::GameStops,
        Remedy::VariationStops,
        Remedy::Took(text("27x29x18")),
        Remedy::TookFirst(text("27x20x18")),
    ];
    worded_as_written_and_translated(&issues, Messages::pdn_issue);
    worded_as_written_and_translated(&remedies, Messages::remedy);
}

#[test]
fn fen_syntax_problems_in_english_read_as_the_reader_writes_them() {
    use damier_core::FenSyntax;
    let problems = [
        FenSyntax::MissingSide,
        FenSyntax::BadSide("X".to_string()),
        FenSyntax::Empty,
        FenSyntax::TooManyLists,
        FenSyntax::ExpectedSide('Q'),
        FenSyntax::ListTwice('W'),
        FenSyntax::EmptyEntry,
        FenSyntax::NotACell("x2".to_string()),
        FenSyntax::BackwardsRange(35, 31),
        FenSyntax::LascaOneList,
        FenSyntax::ExpectedCell('9'),
        FenSyntax::ExpectedRank('d'),
        FenSyntax::NotALascaCell("h9".to_string()),
        FenSyntax::NotAPiece('q'),
        FenSyntax::EmptyColumn("d4".to_string()),
    ];
    worded_as_written_and_translated(&problems, Messages::fen_syntax);
}

/// Checks that English words each of `values` as its own text does, and that every other
/// language words it otherwise: the window says it, translated.
fn worded_as_written_and_translated<T: std::fmt::Display + std::fmt::Debug>(
    values: &[T],
    word: impl Fn(&Messages, &T) -> String,
) {
    let english = Messages::new(Language::English);
    for value in values {
        assert_eq!(word(&english, value), value.to_string());
    }
    for language in Language::ALL.into_iter().filter(|l| *l != Language::English) {
        let messages = Messages::new(language);
        for value in values {
            assert_ne!(word(&messages, value), value.to_string(), "{language:?}: {value:?}");
        }
    }
}
