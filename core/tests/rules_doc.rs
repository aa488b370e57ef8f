//! Every citation of the rules document in the code (`docs/RULES.md §2.7`) names a section
//! that the document has, so a renumbered rule cannot leave a citation pointing nowhere.

use std::fs;
use std::path::{Path, PathBuf};

const CITATION: &str = "docs/RULES.md §";

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// The sections the document defines: `N` for each `## N.` heading, `N.M` for each
/// `**N.M ` rule.
fn sections() -> Vec<String> {
    let text = fs::read_to_string(workspace().join("docs/RULES.md")).expect("docs/RULES.md");
    let mut found = Vec::new();
    for line in text.lines() {
        if let Some(rest) = line.strip_prefix("## ")
            && let Some((number, _)) = rest.split_once(". ")
        {
            found.push(number.to_string());
        }
        if let Some(rest) = line.strip_prefix("**")
            && let Some((number, _)) = rest.split_once(' ')
            && number.contains('.')
            && number.chars().all(|c| c.is_ascii_digit() || c == '.')
        {
            found.push(number.to_string());
        }
    }
    found
}

fn collect_rust_files(dir: &Path, files: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).expect("a source folder") {
        let path = entry.expect("a folder entry").path();
        if path.is_dir() {
            collect_rust_files(&path, files);
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
}

/// Each line of the workspace's Rust files (but this one, which names the pattern), with its
/// file and number.
fn source_lines() -> Vec<(PathBuf, usize, String)> {
    let mut files = Vec::new();
    for dir in ["core/src", "core/tests", "app/src", "app/tests"] {
        collect_rust_files(&workspace().join(dir), &mut files);
    }
    let mut lines = Vec::new();
    for file in files.into_iter().filter(|f| !f.ends_with(file!())) {
        let text = fs::read_to_string(&file).expect("a source file");
        for (index, line) in text.lines().enumerate() {
            lines.push((file.clone(), index + 1, line.to_string()));
        }
    }
    lines
}

/// Each `§` citation in the workspace's Rust files: file, line and the sections it names
/// (`§0.7, §0.9 and §2.8` names three).
fn citations() -> Vec<(PathBuf, usize, String)> {
    let mut found = Vec::new();
    for (file, number, line) in source_lines() {
        let Some(at) = line.find(CITATION) else { continue };
        for part in line[at..].split('§').skip(1) {
            let section: String =
                part.chars().take_while(|c| c.is_ascii_digit() || *c == '.').collect();
            found.push((file.clone(), number, section.trim_end_matches('.').to_string()));
        }
    }
    found
}

#[test]
fn every_citation_names_a_section_of_the_rules_document() {
    let sections = sections();
    assert!(sections.contains(&"1".to_string()) && sections.contains(&"2.7".to_string()));
    let citations = citations();
    assert!(citations.len() >= 16, "only {} citations found", citations.len());
    for (file, line, number) in citations {
        assert!(
            sections.contains(&number),
            "{}:{line} cites §{number}, which docs/RULES.md does not have",
            file.display()
        );
    }
}

#[test]
fn no_citation_points_outside_the_repository() {
    for (file, number, line) in source_lines() {
        let bare = line.match_indices("RULES.md").any(|(at, _)| !line[..at].ends_with("docs/"));
        assert!(!bare, "{}:{number} cites RULES.md without its folder", file.display());
    }
}
