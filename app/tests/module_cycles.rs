//! The direction of dependencies between modules, kept by a test: in neither crate does a
//! module use, through `crate::` or `super::` paths, a module that uses it back, directly or
//! round a longer loop. Modules are compared as floors: an edge from `a::x` to `b::y` counts as
//! one from `a` to `b` (and `a::x` to `a::y` as one between those two), so a loop through the
//! insides of two modules is found as well. A module may use its own ancestors and children.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// A module's path from its crate's root (empty for the root).
type ModulePath = Vec<String>;

/// The modules of the crate whose root is in `src`, with their source.
fn modules(src: &Path) -> BTreeMap<ModulePath, String> {
    let mut found = BTreeMap::new();
    let mut folders = vec![src.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).expect("a source folder") {
            let path = entry.expect("a folder entry").path();
            if path.is_dir() {
                folders.push(path);
                continue;
            }
            if path.extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let relative = path.strip_prefix(src).unwrap().with_extension("");
            let mut module: ModulePath =
                relative.iter().map(|part| part.to_string_lossy().into_owned()).collect();
            if matches!(module.last().map(String::as_str), Some("mod" | "lib" | "main")) {
                module.pop();
            }
            if module.last().is_some_and(|m| m == "tests") {
                continue;
            }
            found.insert(module, std::fs::read_to_string(&path).unwrap());
        }
    }
    found
}

/// `source` without comments and without the modules compiled only for tests.
fn without_comments_and_tests(source: &str) -> String {
    let mut kept = String::with_capacity(source.len());
    let mut lines = source.lines();
    while let Some(line) = lines.next() {
        if line.trim() == "#[cfg(test)]" {
            // Skip the item that follows (a module of tests or a test helper) to its end.
            let mut depth = 0i32;
            let mut opened = false;
            for line in lines.by_ref() {
                depth += line.matches('{').count() as i32 - line.matches('}').count() as i32;
                opened |= line.contains('{');
                if (opened && depth <= 0) || (!opened && line.trim_end().ends_with(';')) {
                    break;
                }
            }
            continue;
        }
        let code = line.split("//").next().unwrap_or("");
        kept.push_str(code);
        kept.push('\n');
    }
    kept
}

/// The paths a use tree names, starting at `text` (just after `crate::` or `super::`), each
/// prefixed with `prefix`.
fn use_tree(text: &str, prefix: &[String]) -> Vec<ModulePath> {
    let mut paths = Vec::new();
    tree_at(text.as_bytes(), 0, prefix.to_vec(), &mut paths);
    paths
}

/// Reads a use tree from `at`; returns where it ends.
fn tree_at(text: &[u8], mut at: usize, mut path: ModulePath, paths: &mut Vec<ModulePath>) -> usize {
    loop {
        while at < text.len() && text[at].is_ascii_whitespace() {
            at += 1;
        }
        if at < text.len() && text[at] == b'{' {
            at += 1;
            loop {
                at = tree_at(text, at, path.clone(), paths);
                while at < text.len() && (text[at].is_ascii_whitespace() || text[at] == b',') {
                    at += 1;
                }
                if at >= text.len() || text[at] == b'}' {
                    return at + 1;
                }
            }
        }
        let start = at;
        while at < text.len() && (text[at].is_ascii_alphanumeric() || text[at] == b'_') {
            at += 1;
        }
        if start == at {
            paths.push(path);
            return at;
        }
        path.push(String::from_utf8_lossy(&text[start..at]).into_owned());
        if text[at..].starts_with(b"::") {
            at += 2;
        } else {
            paths.push(path);
            return at;
        }
    }
}

/// Every path a module names through `crate::` and `super::`, from its crate's root.
fn named_paths(module: &ModulePath, source: &str) -> Vec<ModulePath> {
    let code = without_comments_and_tests(source);
    let mut paths = Vec::new();
    let mut at = 0;
    while at < code.len() {
        let rest = &code[at..];
        let boundary = at == 0 || {
            let before = code.as_bytes()[at - 1];
            !(before.is_ascii_alphanumeric() || before == b'_' || before == b':')
        };
        if boundary && rest.starts_with("crate::") {
            paths.extend(use_tree(&rest["crate::".len()..], &[]));
            at += "crate::".len();
        } else if boundary && rest.starts_with("super::") {
            let mut ups = 0;
            let mut after = rest;
            while let Some(more) = after.strip_prefix("super::") {
                ups += 1;
                after = more;
            }
            let base = &module[..module.len().saturating_sub(ups)];
            paths.extend(use_tree(after, base));
            at += rest.len() - after.len();
        } else {
            at += rest.chars().next().map_or(1, char::len_utf8);
        }
    }
    paths
}

/// The floors' graph of a crate: for each module, the modules of its own floor that it uses.
fn floors(modules: &BTreeMap<ModulePath, String>) -> BTreeMap<ModulePath, BTreeSet<ModulePath>> {
    // The root's re-exports (`pub use commands::Command;`) lead to the module they come from.
    let root = modules.get(&Vec::new()).map(String::as_str).unwrap_or("");
    let mut reexported: BTreeMap<String, ModulePath> = BTreeMap::new();
    for part in without_comments_and_tests(root).split("pub use ").skip(1) {
        for path in use_tree(part, &[]) {
            if let Some((name, from)) = path.split_last() {
                reexported.insert(name.clone(), from.to_vec());
            }
        }
    }
    let resolve = |path: &ModulePath| -> ModulePath {
        let mut path = match path.as_slice() {
            [name] => reexported.get(name).cloned().unwrap_or_default(),
            _ => path.clone(),
        };
        while !path.is_empty() && !modules.contains_key(&path) {
            path.pop();
        }
        path
    };
    let mut graph: BTreeMap<ModulePath, BTreeSet<ModulePath>> = BTreeMap::new();
    for (module, source) in modules {
        for named in named_paths(module, source) {
            let used = resolve(&named);
            let shared = module.iter().zip(&used).take_while(|(a, b)| a == b).count();
            if shared == module.len() || shared == used.len() {
                continue; // itself, an ancestor or a descendant
            }
            let from = module[..=shared].to_vec();
            let to = used[..=shared].to_vec();
            graph.entry(from).or_default().insert(to);
        }
    }
    graph
}

/// A loop of the graph, as module names, if there is one.
fn a_cycle(graph: &BTreeMap<ModulePath, BTreeSet<ModulePath>>) -> Option<Vec<String>> {
    #[derive(Clone, Copy, PartialEq)]
    enum Mark {
        Open,
        Done,
    }
    fn visit(
        at: &ModulePath,
        graph: &BTreeMap<ModulePath, BTreeSet<ModulePath>>,
        marks: &mut BTreeMap<ModulePath, Mark>,
        trail: &mut Vec<ModulePath>,
    ) -> Option<Vec<String>> {
        marks.insert(at.clone(), Mark::Open);
        trail.push(at.clone());
        for next in graph.get(at).into_iter().flatten() {
            match marks.get(next) {
                Some(Mark::Open) => {
                    let start = trail.iter().position(|m| m == next).unwrap();
                    let mut cycle: Vec<String> =
                        trail[start..].iter().map(|m| m.join("::")).collect();
                    cycle.push(next.join("::"));
                    return Some(cycle);
                }
                Some(Mark::Done) => {}
                None => {
                    if let Some(cycle) = visit(next, graph, marks, trail) {
                        return Some(cycle);
                    }
                }
            }
        }
        trail.pop();
        marks.insert(at.clone(), Mark::Done);
        None
    }
    let mut marks = BTreeMap::new();
    for start in graph.keys() {
        if !marks.contains_key(start)
            && let Some(cycle) = visit(start, graph, &mut marks, &mut Vec::new())
        {
            return Some(cycle);
        }
    }
    None
}

fn assert_no_cycle(src: &Path) {
    let modules = modules(src);
    assert!(modules.len() > 20, "{} holds the crate's modules", src.display());
    let graph = floors(&modules);
    if let Some(cycle) = a_cycle(&graph) {
        panic!("{}: the modules {} use each other in a loop", src.display(), cycle.join(" → "));
    }
}

#[test]
fn the_core_s_modules_depend_one_way() {
    assert_no_cycle(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../core/src"));
}

#[test]
fn the_app_s_modules_depend_one_way() {
    assert_no_cycle(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"));
}

#[test]
fn a_loop_through_the_insides_of_two_modules_is_found() {
    let crate_of = |files: &[(&str, &str)]| -> BTreeMap<ModulePath, String> {
        files
            .iter()
            .map(|(path, source)| {
                let module = path.split("::").filter(|p| !p.is_empty()).map(String::from).collect();
                (module, source.to_string())
            })
            .collect()
    };
    let looped = crate_of(&[
        ("", "pub mod a;\npub mod b;\npub use a::Thing;\n"),
        ("a", "mod x;\n"),
        ("a::x", "use crate::b::{y::Other, Plain};\n"),
        ("b", "mod y;\n"),
        // Through the root's re-export, and past a comment and a test module that do not count.
        (
            "b::y",
            "// use crate::nothing;\nuse crate::Thing;\n#[cfg(test)]\nmod tests {\n    use super::super::super::c;\n}\n",
        ),
    ]);
    let cycle = a_cycle(&floors(&looped)).expect("a loop");
    assert_eq!(cycle.first(), cycle.last());
    assert!(cycle.contains(&"a".to_string()) && cycle.contains(&"b".to_string()), "{cycle:?}");
    // Without the way back there is none; a module using its parent is no loop.
    let one_way = crate_of(&[
        ("", "pub mod a;\npub mod b;\n"),
        ("a", "mod x;\npub fn f() { x::g() }\n"),
        ("a::x", "use super::f;\nuse crate::b::{self, y::Other};\n"),
        ("b", "mod y;\n"),
        ("b::y", "use super::super::b;\n"),
    ]);
    assert_eq!(a_cycle(&floors(&one_way)), None);
}
