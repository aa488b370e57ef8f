//! `damier hub`: Damier's engine for International draughts, spoken to over standard input
//! and output in the Hub protocol (see `damier_core::hub`).
//!
//! The main thread reads commands; each search runs on its own thread, so `ping`, `stop`,
//! `ponder-hit` and `quit` are answered while it thinks. Any other known command during a
//! search ends the search first; unknown commands are ignored. Every line out goes through
//! [`Output`], one whole line at a time.
//!
//! `level` lines add up until the next `go`, which uses them and starts afresh (a `go` with no
//! level searches until `stop`). A `pos` without `pos=` is the start position, as Scan reads
//! it. A bad `pos` leaves no position, so a `go` before the next good one is answered with an
//! error rather than a search of a stale position.

use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::{self, JoinHandle};

use damier_core::Position;
use damier_core::book::Book;
use damier_core::game::Past;
use damier_core::hub::{self, EngineId, GoMode, HubLevel, Message, Param, ParamType, SearchInfo};
use damier_core::search::{Engine, Level, Settings};
use damier_core::{AnyMove, AnyPosition, InternationalPosition, Variant};

/// Transposition table size until `set-param name=tt-size`, in MB.
const DEFAULT_HASH_MB: i64 = 64;
/// The largest table `tt-size` may ask for, in MB.
const MAX_HASH_MB: i64 = 1024;
/// The most search threads `threads` may ask for.
const MAX_THREADS: i64 = 256;

/// An engine with a table of `hash_mb` MB searching on `threads` threads.
fn new_engine(hash_mb: usize, threads: usize) -> Engine {
    let mut engine = Engine::new(hash_mb);
    engine.set_threads(threads);
    engine
}

/// Where lines to the GUI go: whole lines, flushed, from any thread.
#[derive(Clone)]
struct Output(Arc<Mutex<Box<dyn Write + Send>>>);

impl Output {
    fn new(writer: impl Write + Send + 'static) -> Output {
        Output(Arc::new(Mutex::new(Box::new(writer))))
    }

    /// Writes `message` as one line. A closed output is ignored: the GUI has gone, and the
    /// closed input will end the program.
    fn send(&self, message: &Message) {
        let mut writer = self.0.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        let _ = writeln!(writer, "{message}").and_then(|()| writer.flush());
    }

    fn error(&self, text: impl std::fmt::Display) {
        self.send(&Message::new("error").with("message", text));
    }
}

/// A position to search, with what the engine needs to see repetitions.
#[derive(Clone, Debug)]
struct Task {
    position: InternationalPosition,
    /// What the search needs to know of the moves that led to it.
    past: Past,
}

/// Reads `pos [pos=…] [moves="…"]`: the position (the start position when none is given,
/// as Scan reads it), then the moves played from it.
fn read_pos(message: &Message) -> Result<Task, String> {
    let start = match message.get("pos") {
        Some(text) => hub::parse_position(text).map_err(|e| format!("pos: {e}"))?,
        None => InternationalPosition::start(),
    };
    let mut position = start;
    let mut moves = Vec::new();
    for text in message.get("moves").unwrap_or_default().split_whitespace() {
        let mv = hub::parse_move(&position, text).map_err(|e| format!("pos moves: {e}"))?;
        position = position.play(&mv);
        moves.push(mv);
    }
    let (position, past) = Past::along(&start, &moves);
    Ok(Task { position, past })
}

/// A search running on its own thread; the thread gives the engine back when it ends.
struct Search {
    stop: Arc<AtomicBool>,
    thread: JoinHandle<Engine>,
    /// Set while `go ponder` waits for `ponder-hit`.
    pondering: bool,
    level: HubLevel,
}

/// What the main loop does after a command.
#[derive(PartialEq, Eq)]
enum Flow {
    Continue,
    Quit,
}

/// The protocol state between commands.
struct Server {
    out: Output,
    hash_mb: usize,
    threads: usize,
    strength: u8,
    /// Whether moves are played from the built-in opening book while the game is in it.
    book: bool,
    /// The engine, when no search holds it (made on first use).
    engine: Option<Engine>,
    search: Option<Search>,
    task: Option<Task>,
    level: HubLevel,
}

impl Server {
    fn new(out: Output) -> Server {
        Server {
            out,
            hash_mb: DEFAULT_HASH_MB as usize,
            threads: 1,
            strength: Level::FULL.get(),
            book: false,
            engine: None,
            search: None,
            task: None,
            level: HubLevel::default(),
        }
    }

    fn handle(&mut self, line: &str) -> Flow {
        let message = match Message::parse(line) {
            Ok(Some(message)) => message,
            Ok(None) => return Flow::Continue,
            Err(e) => {
                self.out.error(e);
                return Flow::Continue;
            }
        };
        match message.command() {
            "ping" => self.out.send(&Message::new("pong")),
            "stop" => self.stop(),
            "ponder-hit" => self.ponder_hit(),
            "quit" => return Flow::Quit,
            // The other commands come between searches: one still running is ended first.
            command @ ("hub" | "set-param" | "init" | "new-game" | "pos" | "level" | "go") => {
                self.end_search();
                match command {
                    "hub" => self.introduce(),
                    "set-param" => self.set_param(&message),
                    "init" => {
                        self.engine();
                        self.out.send(&Message::new("ready"));
                    }
                    "new-game" => self.engine().new_game(),
                    "pos" => self.task = read_pos(&message).map_err(|e| self.out.error(e)).ok(),
                    "level" => {
                        if let Err(e) = self.level.read(&message) {
                            self.out.error(e);
                        }
                    }
                    _ => self.go(GoMode::of(&message)),
                }
            }
            _ => {}
        }
        Flow::Continue
    }

    fn introduce(&self) {
        let id = EngineId {
            name: "Damier".into(),
            version: env!("CARGO_PKG_VERSION").into(),
            author: "The Damier developers".into(),
            country: String::new(),
        };
        self.out.send(&id.to_message());
        let params = [
            Param {
                name: "variant".into(),
                value: "normal".into(),
                kind: ParamType::Enum(vec!["normal".into()]),
            },
            Param {
                name: "tt-size".into(),
                value: self.hash_mb.to_string(),
                kind: ParamType::Int { min: 1, max: MAX_HASH_MB },
            },
            Param {
                name: "threads".into(),
                value: self.threads.to_string(),
                kind: ParamType::Int { min: 1, max: MAX_THREADS },
            },
            Param {
                name: "strength".into(),
                value: self.strength.to_string(),
                kind: ParamType::Int { min: 1, max: i64::from(Level::FULL.get()) },
            },
            Param { name: "book".into(), value: self.book.to_string(), kind: ParamType::Bool },
        ];
        for param in &params {
            self.out.send(&param.to_message());
        }
        self.out.send(&Message::new("wait"));
    }

    fn set_param(&mut self, message: &Message) {
        let Some(name) = message.get("name") else {
            return self.out.error("set-param: missing name");
        };
        let value = message.get("value").unwrap_or_default().trim();
        let whole = |max: i64| value.parse::<i64>().ok().filter(|v| (1..=max).contains(v));
        match name {
            "variant" if value != "normal" => {
                self.out.error(format!("set-param: variant {value} is not played (normal only)"))
            }
            "tt-size" => match whole(MAX_HASH_MB) {
                Some(mb) => {
                    self.hash_mb = mb as usize;
                    self.engine = None;
                }
                None => {
                    self.out.error(format!("set-param: tt-size {value} is not 1-{MAX_HASH_MB} MB"))
                }
            },
            "threads" => match whole(MAX_THREADS) {
                Some(threads) => {
                    self.threads = threads as usize;
                    if let Some(engine) = &mut self.engine {
                        engine.set_threads(self.threads);
                    }
                }
                None => {
                    self.out.error(format!("set-param: threads {value} is not 1-{MAX_THREADS}"))
                }
            },
            "strength" => match whole(i64::from(Level::FULL.get())) {
                Some(level) => self.strength = level as u8,
                None => self.out.error(format!("set-param: strength {value} is not 1-10")),
            },
            "book" => match value {
                "true" => self.book = true,
                "false" => self.book = false,
                _ => self.out.error(format!("set-param: book {value} is not true or false")),
            },
            _ => {}
        }
    }

    /// The engine, made now if need be. Only called with no search running.
    fn engine(&mut self) -> &mut Engine {
        let (hash_mb, threads) = (self.hash_mb, self.threads);
        self.engine.get_or_insert_with(|| new_engine(hash_mb, threads))
    }

    fn go(&mut self, mode: GoMode) {
        let Some(task) = self.task.clone() else {
            return self.out.error("go: no position (send pos first)");
        };
        if mode == GoMode::Think
            && let Some(mv) = self.book.then(|| book_move(&task.position)).flatten()
        {
            self.level = HubLevel::default();
            return self.out.send(&hub::Done { best: Some(mv), ponder: None }.to_message());
        }
        let level = std::mem::take(&mut self.level);
        let strength =
            if mode == GoMode::Analyze { Level::FULL } else { Level::new(self.strength) };
        let settings = Settings { multipv: 1, level: strength, seed: 0 };
        let limits = level.limits(mode == GoMode::Ponder);
        let mut engine =
            self.engine.take().unwrap_or_else(|| new_engine(self.hash_mb, self.threads));
        let stop = Arc::new(AtomicBool::new(false));
        let (out, flag) = (self.out.clone(), Arc::clone(&stop));
        let thread = thread::spawn(move || {
            let Task { position, past } = task;
            let mut on_info = |info: &SearchInfo| out.send(&info.to_message());
            let done =
                hub::search(&mut engine, &position, &past, &limits, &settings, &flag, &mut on_info);
            out.send(&done.to_message());
            engine
        });
        self.search = Some(Search { stop, thread, pondering: mode == GoMode::Ponder, level });
    }

    fn stop(&self) {
        if let Some(search) = &self.search {
            search.stop.store(true, Ordering::Relaxed);
        }
    }

    /// The expected move was played: the clock starts now, so the search gets the level's
    /// time from here (and runs on until `stop` when the level has no time limit).
    fn ponder_hit(&mut self) {
        let Some(search) = self.search.as_mut().filter(|s| s.pondering) else { return };
        search.pondering = false;
        if let Some(budget) = search.level.budget() {
            let stop = Arc::clone(&search.stop);
            thread::spawn(move || {
                thread::sleep(budget);
                stop.store(true, Ordering::Relaxed);
            });
        }
    }

    /// Stops the running search, if any, and takes the engine back once it has answered.
    fn end_search(&mut self) {
        if let Some(search) = self.search.take() {
            search.stop.store(true, Ordering::Relaxed);
            // A search thread that failed loses its engine; a new one is made when needed.
            self.engine = search.thread.join().ok();
        }
    }
}

/// A move of the built-in book in `position`, in Hub move text, drawn at random.
fn book_move(position: &InternationalPosition) -> Option<String> {
    let any = AnyPosition::International(*position);
    match Book::built_in(Variant::International).draw(&any)?.mv {
        AnyMove::International(mv) => Some(hub::move_text(&mv)),
        _ => None,
    }
}

/// Serves the protocol until `quit` or the end of standard input.
pub fn run() -> Result<(), String> {
    let mut server = Server::new(Output::new(std::io::stdout()));
    for line in hub::lines(std::io::stdin().lock()) {
        match line {
            Ok(line) => {
                if server.handle(&line) == Flow::Quit {
                    break;
                }
            }
            Err(bad) => server.out.error(format!("{bad}; ignored")),
        }
    }
    server.end_search();
    Ok(())
}
