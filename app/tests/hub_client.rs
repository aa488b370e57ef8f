//! The Hub client of the core driving `damier hub` as an external engine: handshake,
//! searches, analysis stopped by the client, and whole games through the arena.

use std::time::Duration;

use damier::external::{HubClient, HubError, HubEvent, HubPlayer};
use damier_core::arena::{self, EnginePlayer, Player};
use damier_core::hub::{GoMode, HubLevel};
use damier_core::search::{Limits, Settings};
use damier_core::{AnyPosition, InternationalPosition, Position, Variant};

mod common;

use common::temp_dir;

/// The command line that starts `damier hub` (quoted: the path may hold spaces).
fn command() -> String {
    format!("\"{}\" hub", env!("CARGO_BIN_EXE_damier"))
}

fn ready_client() -> HubClient {
    let mut client = HubClient::spawn(&command(), None).expect("damier hub introduces itself");
    client.set_param("tt-size", "16").unwrap();
    client.init().expect("damier hub gets ready");
    client
}

#[test]
fn the_handshake_reads_id_and_params() {
    let client = HubClient::spawn(&command(), None).unwrap();
    assert_eq!(client.id().name, "Damier");
    assert_eq!(client.id().display_name(), format!("Damier {}", env!("CARGO_PKG_VERSION")));
    let names: Vec<&str> = client.params().iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["variant", "tt-size", "threads", "strength", "book"]);
}

#[test]
fn think_returns_a_legal_move_of_the_position_after_the_moves() {
    let mut client = ready_client();
    let start = InternationalPosition::start();
    let first = damier_core::hub::parse_move(&start, "32-28").unwrap();
    let level = HubLevel::move_time(Duration::from_millis(50));
    let (reply, info) = client.think(&start, &[first], &level, Duration::from_secs(30)).unwrap();
    assert!(info.and_then(|i| i.score).is_some(), "the engine said what it made of it");
    let mut legal = damier_core::MoveList::new();
    start.play(&first).legal_moves(&mut legal);
    assert!(legal.contains(&reply));
}

#[test]
fn analysis_runs_until_the_client_stops_it() {
    let mut client = ready_client();
    let start = InternationalPosition::start();
    client.position(&start, &[]).unwrap();
    client.level(&HubLevel { infinite: true, ..HubLevel::default() }).unwrap();
    client.go(GoMode::Analyze).unwrap();
    let first = client.recv(Duration::from_secs(30)).unwrap();
    assert!(matches!(first, HubEvent::Info(_)), "{first:?}");
    client.ping().unwrap();
    loop {
        match client.recv(Duration::from_secs(30)).unwrap() {
            HubEvent::Pong => break,
            HubEvent::Info(_) => {}
            other => panic!("unexpected {other:?}"),
        }
    }
    client.stop().unwrap();
    let mut infos = 0;
    let done = client.wait_done(Duration::from_secs(30), &mut |_| infos += 1).unwrap();
    assert!(done.best.is_some());
}

#[test]
fn a_timed_out_search_is_stopped_and_still_answers() {
    let mut client = ready_client();
    let start = InternationalPosition::start();
    client.position(&start, &[]).unwrap();
    client.level(&HubLevel { infinite: true, ..HubLevel::default() }).unwrap();
    client.go(GoMode::Think).unwrap();
    let done = client.wait_done(Duration::from_millis(300), &mut |_| {}).unwrap();
    assert!(done.best.is_some());
}

#[test]
fn a_late_done_is_not_taken_for_the_next_answer() {
    let mut client = ready_client();
    let start = InternationalPosition::start();
    client.position(&start, &[]).unwrap();
    client.level(&HubLevel { infinite: true, ..HubLevel::default() }).unwrap();
    client.go(GoMode::Analyze).unwrap();
    client.stop().unwrap();
    // The stopped search's `done` is still on its way; the next search must not read it.
    let after = damier_core::hub::parse_move(&start, "32-28").unwrap();
    let level = HubLevel { depth: Some(3), ..HubLevel::default() };
    let (reply, _) = client.think(&start, &[after], &level, Duration::from_secs(30)).unwrap();
    let mut legal = damier_core::MoveList::new();
    start.play(&after).legal_moves(&mut legal);
    assert!(legal.contains(&reply), "{reply:?}");
}

#[test]
fn hub_player_plays_whole_games_through_the_arena() {
    let level = HubLevel::move_time(Duration::from_millis(20));
    let mut external = HubPlayer::new(ready_client(), level);
    let settings = Settings::default();
    let mut damier = EnginePlayer::new("Damier 20 ms", Limits::movetime(20), settings, 16);
    let start = AnyPosition::start(Variant::International);
    let record = arena::play_game(start, &mut damier, &mut external, 40);
    assert_eq!(external.failures(), &[] as &[String]);
    assert!(record.main_line().len() > 20, "{} plies", record.main_line().len() - 1);
    assert_eq!(record.tags().get("Black"), Some(external.name().as_str()));
}

#[test]
fn other_games_are_refused_by_the_player() {
    let mut external =
        HubPlayer::new(ready_client(), HubLevel::move_time(Duration::from_millis(20)));
    let record = damier_core::game::GameRecord::new(AnyPosition::start(Variant::Italian));
    assert_eq!(external.choose(&record), None);
    assert!(external.failures()[0].contains("International"), "{:?}", external.failures());
}

#[test]
fn a_program_that_cannot_start_is_reported() {
    let err = HubClient::spawn("/nonexistent/engine hub", None).err().expect("no such program");
    assert!(matches!(err, HubError::Spawn { .. }), "{err}");
    assert!(matches!(HubClient::spawn("  ", None).err(), Some(HubError::NoCommand)));
    assert!(matches!(HubClient::spawn("\"engine", None).err(), Some(HubError::CommandLine(_))));
}

#[cfg(unix)]
#[test]
fn a_program_that_exits_at_once_is_reported() {
    let err = HubClient::spawn("true", None).err().expect("true says nothing");
    // Depending on timing, the program is gone before `hub` is written or before it answers.
    assert!(matches!(err, HubError::Closed { waiting: "wait", .. } | HubError::Write { .. }));
}

#[cfg(unix)]
#[test]
fn an_engine_that_fails_is_reported_with_its_last_error_lines() {
    let script =
        "sh -c 'read line; echo starting >&2; echo \"cannot open weights.bin\" >&2; exit 3'";
    let err = HubClient::spawn(script, None).err().expect("the engine exits");
    let HubError::Closed { waiting, stderr } = &err else { panic!("{err}") };
    assert_eq!(*waiting, "wait");
    assert_eq!(stderr, &["starting", "cannot open weights.bin"]);
    assert!(err.to_string().ends_with("it wrote:\n  starting\n  cannot open weights.bin"), "{err}");
}

#[cfg(unix)]
#[test]
fn a_line_that_is_not_utf8_is_reported_as_such() {
    use damier_core::hub::BadLine;
    let script = r#"sh -c "read line; printf 'id name=J\351r\n'; sleep 5""#;
    let err = HubClient::spawn(script, None).err().expect("a bad line");
    let bad = matches!(&err, HubError::BadLine(BadLine::NotUtf8 { start }) if start == "id name=J\u{fffd}r");
    assert!(bad, "{err}");
}

#[cfg(unix)]
#[test]
fn an_engine_runs_in_its_own_folder_unless_told_otherwise() {
    use std::os::unix::fs::PermissionsExt;
    let dir = temp_dir("engine-dir");
    std::fs::create_dir_all(dir.path().join("data")).unwrap();
    let engine = dir.path().join("engine.sh");
    let text = "#!/bin/sh\nread line\n[ -d data ] || { echo 'no data folder here' >&2; exit 1; }\n\
                echo wait\nread line\n";
    std::fs::write(&engine, text).unwrap();
    std::fs::set_permissions(&engine, std::fs::Permissions::from_mode(0o755)).unwrap();
    let command = engine.display().to_string();
    assert!(HubClient::spawn(&command, None).is_ok(), "found its data in its own folder");
    let elsewhere = HubClient::spawn(&command, Some(&std::env::temp_dir())).err().unwrap();
    assert!(elsewhere.to_string().contains("no data folder here"), "{elsewhere}");
}
