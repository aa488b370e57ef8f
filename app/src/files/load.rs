//! Reading a PDN file on a worker thread. The worker reads and decodes the file, goes through
//! its games once to list them (players, event, date, result, length, or what went wrong),
//! reporting progress as it goes, then keeps the text to read again whichever game is picked.
//! Only the list is kept for every game, so a file of many thousands of games does not hold
//! them all in memory. The worker asks egui for a repaint after each event, so the window
//! never waits; dropping the [`Loader`] stops it.

use std::io::{self, Read};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::thread;
use std::time::{Duration, Instant};

use damier_core::pdn::{self, Location, PdnError, PdnGame, ReadOptions};

use super::splice::Walker;
use super::target::{Stamp, stamp_of};
use super::{Action, FileError, GameFault, Why};
use crate::waker::Waker;

/// Files larger than this are refused rather than read into memory.
pub const MAX_BYTES: u64 = 512 << 20;

/// How often progress is reported at most.
const PROGRESS_EVERY: Duration = Duration::from_millis(50);

/// One game of a file as the game list shows it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct GameEntry {
    /// Its number in the file, from 1.
    pub number: usize,
    /// White's player (Bianco in Italian files), or empty.
    pub white: String,
    /// Black's player (Nero), or empty.
    pub black: String,
    /// The event, or empty.
    pub event: String,
    /// The date as written, or empty.
    pub date: String,
    /// The result as PDN writes it.
    pub result: String,
    /// Moves in the main line (a move is White's and Black's ply).
    pub moves: usize,
    /// Why the game does not load, if it does not.
    pub problem: Option<GameFault>,
    /// Where the game starts (line and column, and byte offset), when it loaded.
    start: Option<(Location, usize)>,
}

impl GameEntry {
    /// The text the list's filter searches.
    pub fn haystack(&self) -> String {
        format!(
            "{} {} {} {} {} {}",
            self.number, self.white, self.black, self.event, self.date, self.result
        )
        .to_lowercase()
    }
}

/// The games of a file.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Listing {
    /// Every game, loaded or not, in file order.
    pub entries: Vec<GameEntry>,
    /// Whether the file was not UTF-8 and was read as Latin-1.
    pub latin1: bool,
    /// The file's stamp when it was read.
    pub stamp: Option<Stamp>,
}

/// What the worker reports.
#[derive(Debug)]
pub enum LoadEvent {
    /// The file could not be read.
    Unreadable(FileError),
    /// The games are listed.
    Listed(Listing),
    /// A game read again on request: its number and the game or why it does not load.
    Picked(usize, Box<Result<PdnGame, PdnError>>),
}

/// How far the listing has got.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct ReadProgress {
    /// The part of the file read, 0 to 1.
    pub fraction: f32,
    /// Games found so far.
    pub games: usize,
}

/// The window's side of a file being read.
pub struct Loader {
    path: PathBuf,
    picks: Sender<usize>,
    events: Receiver<Message>,
    stop: Arc<AtomicBool>,
    started: Instant,
    progress: ReadProgress,
    listed: bool,
}

/// What travels from the worker.
enum Message {
    Progress(ReadProgress),
    Event(LoadEvent),
}

impl Loader {
    /// Starts reading `path` on a worker thread; `waker` wakes the window after each event.
    pub fn open(path: &Path, waker: Waker) -> Loader {
        let (picks, requests) = mpsc::channel();
        let (outbox, events) = mpsc::channel();
        let fallback = outbox.clone();
        let stop = Arc::new(AtomicBool::new(false));
        let worker = Worker { outbox, waker, stop: Arc::clone(&stop) };
        let file = path.to_path_buf();
        let spawned = thread::Builder::new()
            .name("damier-load".to_string())
            .spawn(move || worker.run(&file, &requests));
        if spawned.is_err() {
            let error = FileError::new(Action::Read, path, Why::Stopped);
            let _ = fallback.send(Message::Event(LoadEvent::Unreadable(error)));
        }
        Loader {
            path: path.to_path_buf(),
            picks,
            events,
            stop,
            started: Instant::now(),
            progress: ReadProgress::default(),
            listed: false,
        }
    }

    /// The file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Asks for game `number` to be read again in full.
    pub fn pick(&self, number: usize) {
        let _ = self.picks.send(number);
    }

    /// Whether the games are still being listed.
    pub fn is_listing(&self) -> bool {
        !self.listed
    }

    /// How long ago reading started.
    pub fn elapsed(&self) -> Duration {
        self.started.elapsed()
    }

    /// The latest progress of the listing.
    pub fn progress(&self) -> ReadProgress {
        self.progress
    }

    /// The events that have arrived, without waiting (progress is absorbed into
    /// [`Loader::progress`]).
    pub fn poll(&mut self) -> Vec<LoadEvent> {
        let mut out = Vec::new();
        while let Ok(message) = self.events.try_recv() {
            match message {
                Message::Progress(progress) => self.progress = progress,
                Message::Event(event) => {
                    if matches!(event, LoadEvent::Listed(_) | LoadEvent::Unreadable(_)) {
                        self.listed = true;
                    }
                    out.push(event);
                }
            }
        }
        out
    }
}

impl Drop for Loader {
    /// Stops the listing at once; the worker ends when it sees the channel closed.
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// A game read from the file, or why it does not load.
type GameRead = Result<PdnGame, PdnError>;

/// The worker's side.
struct Worker {
    outbox: Sender<Message>,
    waker: Waker,
    stop: Arc<AtomicBool>,
}

impl Worker {
    fn send(&self, message: Message) {
        let _ = self.outbox.send(message);
        self.waker.wake();
    }

    fn run(self, path: &Path, requests: &Receiver<usize>) {
        // The stamp comes before the bytes: a change while reading shows as a change.
        let stamp = stamp_of(path);
        let bytes = match read(path) {
            Ok(bytes) => bytes,
            Err(error) => return self.send(Message::Event(LoadEvent::Unreadable(error))),
        };
        let listed = {
            let (text, latin1) = pdn::decode(&bytes);
            self.list(&text).map(|(entries, only)| (entries, only, latin1))
        };
        let Some((entries, mut only, latin1)) = listed else { return };
        self.send(Message::Event(LoadEvent::Listed(Listing {
            entries: entries.clone(),
            latin1,
            stamp,
        })));
        // The text of a file of one game is not kept: its game, read whole while listing, is
        // handed over as it is, and the file is read again should it be picked again.
        let kept = (entries.len() > 1).then_some(bytes);
        while let Ok(number) = requests.recv() {
            let listed = only.take().filter(|_| number == 1);
            let read_again = || match &kept {
                Some(bytes) => reread(&pdn::decode(bytes).0, &entries, number),
                None => reread(&pdn::decode(&read(path).ok()?).0, &entries, number),
            };
            let event = match listed.or_else(read_again) {
                Some(game) => LoadEvent::Picked(number, Box::new(game)),
                None => {
                    LoadEvent::Unreadable(FileError::new(Action::Read, path, Why::NoGame(number)))
                }
            };
            self.send(Message::Event(event));
        }
    }

    /// Lists the games of `text`, reporting progress, with the game itself when it is the
    /// only one; `None` if stopped.
    fn list(&self, text: &str) -> Option<(Vec<GameEntry>, Option<GameRead>)> {
        let lines = line_count(text).max(1) as f32;
        let mut walker = Walker::new(text);
        let mut entries = Vec::new();
        let mut first = None;
        let mut reported = Instant::now();
        for game in pdn::Reader::new(text, ReadOptions::default()) {
            if self.stop.load(Ordering::Relaxed) {
                return None;
            }
            let (entry, line) = match &game {
                Ok(game) => {
                    let offset = walker.offset_of(game.at);
                    (entry_of(game, offset), game.at.line)
                }
                Err(error) => (failed_entry(error), error.at.line),
            };
            entries.push(entry);
            first = (entries.len() == 1).then_some(game);
            if reported.elapsed() >= PROGRESS_EVERY {
                reported = Instant::now();
                let fraction = (line as f32 / lines).min(1.0);
                self.send(Message::Progress(ReadProgress { fraction, games: entries.len() }));
            }
        }
        Some((entries, first))
    }
}

/// The bytes of `path`, or why not. At most [`MAX_BYTES`] are read, whatever the file claims
/// to be: a device or a pipe that never ends is refused too.
pub fn read(path: &Path) -> Result<Vec<u8>, FileError> {
    let fail = |why: Why| FileError::new(Action::Read, path, why);
    let io = |e: io::Error| FileError::io(Action::Read, path, &e);
    let too_big = || fail(Why::TooBig(MAX_BYTES >> 20));
    let meta = std::fs::metadata(path).map_err(io)?;
    if meta.is_dir() {
        return Err(fail(Why::IsFolder));
    }
    if meta.len() > MAX_BYTES {
        return Err(too_big());
    }
    let file = std::fs::File::open(path).map_err(io)?;
    // As large as the file says it is (and one byte more, to see it end), so a big file is
    // read into one buffer of its size rather than one grown to twice that.
    let mut bytes = Vec::with_capacity(usize::try_from(meta.len() + 1).unwrap_or(0));
    file.take(MAX_BYTES + 1).read_to_end(&mut bytes).map_err(io)?;
    if bytes.len() as u64 > MAX_BYTES {
        return Err(too_big());
    }
    Ok(bytes)
}

/// Lines as the PDN reader counts them (`\n`, `\r\n` and a lone `\r` each end one).
fn line_count(text: &str) -> usize {
    let bytes = text.as_bytes();
    let ends = bytes
        .iter()
        .enumerate()
        .filter(|&(i, &b)| b == b'\n' || (b == b'\r' && bytes.get(i + 1) != Some(&b'\n')))
        .count();
    ends + 1
}

/// Game `number` read again: from the start of the nearest game at or before it that loaded
/// (or the start of the file), with lines, columns and numbers as in the whole file. `None` if
/// there is no such game.
fn reread(text: &str, entries: &[GameEntry], number: usize) -> Option<Result<PdnGame, PdnError>> {
    let base = entries[..number.min(entries.len())]
        .iter()
        .rev()
        .find_map(|e| e.start.map(|start| (e.number, start)));
    let (first, at, offset) = match base {
        Some((first, (at, offset))) => (first, at, offset),
        None => (1, Location { line: 1, column: 1 }, 0),
    };
    let skip = number.checked_sub(first)?;
    let read = pdn::Reader::new(&text[offset..], ReadOptions::default()).nth(skip)?;
    let moved = |l: Location| relocate(l, at);
    Some(match read {
        Ok(mut game) => {
            game.number = number;
            game.at = moved(game.at);
            for warning in &mut game.warnings {
                warning.at = moved(warning.at);
            }
            Ok(game)
        }
        Err(mut error) => {
            error.game = number;
            error.at = moved(error.at);
            Err(error)
        }
    })
}

/// A location in a text that starts at `base` of the whole file, as a location in the file.
fn relocate(at: Location, base: Location) -> Location {
    if at.line == 1 {
        Location { line: base.line, column: base.column + at.column - 1 }
    } else {
        Location { line: base.line + at.line - 1, column: at.column }
    }
}

/// The first of the tags `names` that is set and not "?".
fn tag(game: &PdnGame, names: &[&str]) -> String {
    let tags = game.record.tags();
    let value = names.iter().find_map(|n| tags.get(n).map(str::trim).filter(|v| *v != "?"));
    value.unwrap_or("").to_string()
}

fn entry_of(game: &PdnGame, offset: usize) -> GameEntry {
    let record = &game.record;
    let plies = record.main_line().len() - 1;
    let start_black = record.start_position().side_to_move() == damier_core::Side::Black;
    GameEntry {
        number: game.number,
        white: tag(game, &["White", "Bianco"]),
        black: tag(game, &["Black", "Nero"]),
        event: tag(game, &["Event", "Evento"]),
        date: tag(game, &["Date", "Data"]),
        result: record.result().pdn_text(record.variant()).to_string(),
        // A Black move first counts as a move of its own, but a problem has none yet.
        moves: if plies == 0 { 0 } else { (plies + usize::from(start_black)).div_ceil(2) },
        problem: None,
        start: Some((game.at, offset)),
    }
}

fn failed_entry(error: &PdnError) -> GameEntry {
    let (white, black) = error.players.split_once(" – ").unwrap_or((&error.players, ""));
    let (white, black) = (white.trim_matches('?'), black.trim_matches('?'));
    GameEntry {
        number: error.game,
        white: white.to_string(),
        black: black.to_string(),
        problem: Some(GameFault::from(error)),
        ..GameEntry::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use damier_core::pdn::Issue;

    const TEXT: &str = "[White \"A\"]\n[Black \"B\"]\n1. 32-28 19-23 *\n\n\
                        [White \"C\"]\n[Black \"D\"]\n[GameType \"20\"]\n1. 32-28 18-14 *\n\r\n\
                        [White \"E\"]\n1. 31-27 2-0\r\n[Event \"F\"]\r1. 33-29 *";

    fn listed(text: &str) -> Vec<GameEntry> {
        let (outbox, _events) = mpsc::channel();
        let stop = Arc::new(AtomicBool::new(false));
        let worker = Worker { outbox, waker: Waker::default(), stop };
        worker.list(text).unwrap().0
    }

    #[test]
    fn the_list_has_every_game_loaded_or_not() {
        let entries = listed(TEXT);
        assert_eq!(entries.len(), 4);
        assert_eq!((entries[0].white.as_str(), entries[0].moves), ("A", 1));
        assert_eq!(entries[1].number, 2);
        assert_eq!((entries[1].white.as_str(), entries[1].black.as_str()), ("C", "D"));
        let fault = entries[1].problem.as_ref().expect("game 2 does not load");
        assert!(matches!(&fault.issue, Issue::BadMove { written, .. } if written == "18-14"));
        assert_eq!((entries[2].result.as_str(), entries[3].event.as_str()), ("2-0", "F"));
    }

    #[test]
    fn a_game_read_again_is_the_game_read_in_the_whole_file() {
        let entries = listed(TEXT);
        let whole: Vec<_> = pdn::Reader::new(TEXT, ReadOptions::default()).collect();
        for number in 1..=4 {
            let again = reread(TEXT, &entries, number).unwrap();
            match (&whole[number - 1], again) {
                (Ok(a), Ok(b)) => {
                    assert_eq!((a.number, a.at), (b.number, b.at));
                    assert_eq!(pdn::write_game(&a.record), pdn::write_game(&b.record));
                }
                (Err(a), Err(b)) => assert_eq!(a.to_string(), b.to_string()),
                (a, b) => panic!("game {number}: {a:?} but {b:?}"),
            }
        }
        assert!(reread(TEXT, &entries, 5).is_none());
        assert!(reread(TEXT, &entries, 0).is_none());
    }

    #[test]
    fn lines_are_counted_as_the_reader_does() {
        assert_eq!(line_count("ab\r\ncd\ref\ngh"), 4);
    }
}
