//! [`HubClient`]: an external engine run as a child process and spoken to in the Hub
//! protocol. A thread reads the engine's output into a channel, so every wait has a timeout
//! and a hung engine never blocks the caller; another keeps the last lines the engine wrote
//! to its error output, to say why it failed.

use std::collections::VecDeque;
use std::io::{BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use damier_core::hub::{
    BadLine, Done, EngineId, GoMode, HubLevel, HubMoveError, Line, Message, Param, SearchInfo,
    WordsError, lines, move_text, parse_move, position_text, split_words,
};
use damier_core::{InternationalPosition, Move, Position, Variant};

/// How long the engine may take to introduce itself after `hub`.
const HANDSHAKE_TIMEOUT: Duration = Duration::from_secs(10);
/// How long it may take to load its data after `init`.
const INIT_TIMEOUT: Duration = Duration::from_secs(60);
/// How long a stopped search may take to produce its `done`.
const STOP_GRACE: Duration = Duration::from_secs(2);
/// How long the engine has to exit after `quit` before it is killed.
const QUIT_TIMEOUT: Duration = Duration::from_secs(1);
/// How many of the engine's last error-output lines are kept.
const STDERR_LINES: usize = 12;

/// What went wrong talking to an external engine.
#[derive(Debug, thiserror::Error)]
pub enum HubError {
    /// The command line is empty.
    #[error("no engine command given")]
    NoCommand,
    /// The command line cannot be split into words.
    #[error("the engine command line {0}")]
    CommandLine(#[from] WordsError),
    /// The program cannot be started.
    #[error("cannot start the engine '{program}': {source}")]
    Spawn {
        /// The program.
        program: String,
        /// Why.
        source: std::io::Error,
    },
    /// A line cannot be sent (the engine has exited).
    #[error("cannot send '{line}' to the engine: {source}")]
    Write {
        /// The line.
        line: String,
        /// Why.
        source: std::io::Error,
    },
    /// The engine closed its output; its last error-output lines, if any, say why.
    #[error("the engine closed its output while Damier waited for '{waiting}'{}", said(.stderr))]
    Closed {
        /// The answer awaited.
        waiting: &'static str,
        /// The engine's last lines on its error output.
        stderr: Vec<String>,
    },
    /// The engine wrote a line that cannot be taken (not UTF-8 text, or far too long).
    #[error("the engine wrote a line that cannot be taken: {0}")]
    BadLine(BadLine),
    /// The engine did not answer in time.
    #[error("the engine did not send '{waiting}' within {after:?}")]
    Timeout {
        /// The answer awaited.
        waiting: &'static str,
        /// How long Damier waited.
        after: Duration,
    },
    /// The engine answered with an `error` line.
    #[error("the engine reported an error: {0}")]
    Engine(String),
    /// The engine ended a search without a move.
    #[error("the engine ended its search without a move")]
    NoMove,
    /// The engine's move is not legal in the position.
    #[error("the engine played '{text}': {source}")]
    BadMove {
        /// The move as the engine wrote it.
        text: String,
        /// Why it does not read.
        source: HubMoveError,
    },
    /// The position is of a game the protocol does not carry.
    #[error("the Hub protocol is for International draughts, not {0}")]
    NotInternational(Variant),
}

/// A message from the engine.
#[derive(Clone, Debug, PartialEq)]
pub enum HubEvent {
    /// Search progress.
    Info(SearchInfo),
    /// The end of a search.
    Done(Done),
    /// The answer to `ping`.
    Pong,
    /// An `error` line's message.
    Error(String),
    /// Any other line.
    Other(Message),
}

impl HubEvent {
    fn of(message: Message) -> HubEvent {
        match message.command() {
            "info" => HubEvent::Info(SearchInfo::from_message(&message)),
            "done" => HubEvent::Done(Done::from_message(&message)),
            "pong" => HubEvent::Pong,
            "error" => HubEvent::Error(message.get("message").unwrap_or_default().to_string()),
            _ => HubEvent::Other(message),
        }
    }
}

/// A running external engine that has introduced itself (`hub` answered by `wait`).
/// Dropping it sends `quit`, and kills the engine if it has not exited a second later.
pub struct HubClient {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<Line>,
    stderr: Arc<Mutex<VecDeque<String>>>,
    id: EngineId,
    params: Vec<Param>,
    /// Whether a `go` has not been answered by `done` yet.
    searching: bool,
}

impl HubClient {
    /// Starts the engine `command_line` (a program and its arguments, split as a shell would)
    /// in the folder `dir` (when `None`: the program's own folder, where engines such as Scan
    /// look for their data, or the current folder for a program found on the `PATH`), and
    /// asks it to introduce itself.
    pub fn spawn(command_line: &str, dir: Option<&Path>) -> Result<HubClient, HubError> {
        let words = split_words(command_line)?;
        let (program, args) = words.split_first().ok_or(HubError::NoCommand)?;
        let mut command = Command::new(program);
        command.args(args).stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped());
        let own_folder = Path::new(program).parent().filter(|p| !p.as_os_str().is_empty());
        if let Some(dir) = dir.or(own_folder) {
            command.current_dir(dir);
        }
        let mut child = command
            .spawn()
            .map_err(|source| HubError::Spawn { program: program.clone(), source })?;
        let stdin = child.stdin.take();
        let (sender, received) = mpsc::channel();
        if let Some(stdout) = child.stdout.take() {
            thread::spawn(move || {
                for line in lines(BufReader::new(stdout)) {
                    if sender.send(line).is_err() {
                        break;
                    }
                }
            });
        }
        let stderr = Arc::new(Mutex::new(VecDeque::new()));
        if let Some(output) = child.stderr.take() {
            let kept = Arc::clone(&stderr);
            thread::spawn(move || {
                for line in lines(BufReader::new(output)) {
                    let line = line.unwrap_or_else(|bad| bad.start().to_string());
                    let mut kept = kept.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
                    if kept.len() == STDERR_LINES {
                        kept.pop_front();
                    }
                    kept.push_back(line);
                }
            });
        }
        let mut client = HubClient {
            child,
            stdin,
            lines: received,
            stderr,
            id: EngineId::default(),
            params: Vec::new(),
            searching: false,
        };
        client.handshake()?;
        Ok(client)
    }

    /// Sends `hub` and reads `id` and `param` lines up to `wait`.
    fn handshake(&mut self) -> Result<(), HubError> {
        self.send(&Message::new("hub"))?;
        let started = Instant::now();
        loop {
            match self.recv_until(started, HANDSHAKE_TIMEOUT, "wait")? {
                HubEvent::Other(m) if m.command() == "wait" => return Ok(()),
                HubEvent::Other(m) if m.command() == "id" => self.id = EngineId::from_message(&m),
                HubEvent::Other(m) if m.command() == "param" => {
                    self.params.push(Param::from_message(&m))
                }
                _ => {}
            }
        }
    }

    /// Who the engine says it is.
    pub fn id(&self) -> &EngineId {
        &self.id
    }

    /// The settings the engine declared.
    pub fn params(&self) -> &[Param] {
        &self.params
    }

    /// Sends one line.
    pub fn send(&mut self, message: &Message) -> Result<(), HubError> {
        let line = message.to_string();
        let write = |stdin: &mut ChildStdin| {
            stdin.write_all(line.as_bytes())?;
            stdin.write_all(b"\n")?;
            stdin.flush()
        };
        let result = match self.stdin.as_mut() {
            Some(stdin) => write(stdin),
            None => Err(std::io::ErrorKind::BrokenPipe.into()),
        };
        result.map_err(|source| HubError::Write { line, source })
    }

    /// Sets an engine setting (before [`HubClient::init`]).
    pub fn set_param(&mut self, name: &str, value: &str) -> Result<(), HubError> {
        self.send(&Message::new("set-param").with("name", name).with("value", value))
    }

    /// Sends `init` and waits for `ready`.
    pub fn init(&mut self) -> Result<(), HubError> {
        self.send(&Message::new("init"))?;
        let started = Instant::now();
        loop {
            match self.recv_until(started, INIT_TIMEOUT, "ready")? {
                HubEvent::Other(m) if m.command() == "ready" => return Ok(()),
                HubEvent::Error(e) => return Err(HubError::Engine(e)),
                _ => {}
            }
        }
    }

    /// Tells the engine the next search belongs to a new game.
    pub fn new_game(&mut self) -> Result<(), HubError> {
        self.send(&Message::new("new-game"))
    }

    /// Sets the position to search: `base` and the moves played from it (the moves let the
    /// engine see repetitions).
    pub fn position(
        &mut self,
        base: &InternationalPosition,
        moves: &[Move],
    ) -> Result<(), HubError> {
        let mut message = Message::new("pos").with("pos", position_text(base));
        if !moves.is_empty() {
            let texts: Vec<String> = moves.iter().map(move_text).collect();
            message = message.with("moves", texts.join(" "));
        }
        self.send(&message)
    }

    /// Sets the limits of the next search (after [`HubClient::position`]).
    pub fn level(&mut self, level: &HubLevel) -> Result<(), HubError> {
        self.send(&level.to_message())
    }

    /// Starts a search.
    pub fn go(&mut self, mode: GoMode) -> Result<(), HubError> {
        self.send(&mode.to_message())?;
        self.searching = true;
        Ok(())
    }

    /// Asks the engine to end its search; it answers with `done`.
    pub fn stop(&mut self) -> Result<(), HubError> {
        self.send(&Message::new("stop"))
    }

    /// Tells a pondering engine the expected move was played.
    pub fn ponder_hit(&mut self) -> Result<(), HubError> {
        self.send(&Message::new("ponder-hit"))
    }

    /// Sends `ping`; the engine answers [`HubEvent::Pong`].
    pub fn ping(&mut self) -> Result<(), HubError> {
        self.send(&Message::new("ping"))
    }

    /// Ends a search still under way: sends `stop` and drops everything up to its `done`, so
    /// that nothing from it is taken for an answer to the next search.
    pub fn finish_search(&mut self) -> Result<(), HubError> {
        if !self.searching {
            return Ok(());
        }
        self.stop()?;
        let started = Instant::now();
        while !matches!(self.recv_until(started, STOP_GRACE, "done")?, HubEvent::Done(_)) {}
        Ok(())
    }

    /// The engine's next message, waiting at most `timeout`. Lines that are not Hub messages
    /// are skipped.
    pub fn recv(&mut self, timeout: Duration) -> Result<HubEvent, HubError> {
        self.recv_until(Instant::now(), timeout, "a message")
    }

    /// The next message before `started + timeout`.
    fn recv_until(
        &mut self,
        started: Instant,
        timeout: Duration,
        waiting: &'static str,
    ) -> Result<HubEvent, HubError> {
        loop {
            let left = started.checked_add(timeout).map_or(Duration::MAX, |deadline| {
                deadline.saturating_duration_since(Instant::now())
            });
            match self.lines.recv_timeout(left) {
                Ok(Err(bad)) => return Err(HubError::BadLine(bad)),
                Ok(Ok(line)) => {
                    if let Ok(Some(message)) = Message::parse(&line) {
                        let event = HubEvent::of(message);
                        if matches!(event, HubEvent::Done(_)) {
                            self.searching = false;
                        }
                        return Ok(event);
                    }
                }
                Err(RecvTimeoutError::Timeout) => {
                    return Err(HubError::Timeout { waiting, after: timeout });
                }
                Err(RecvTimeoutError::Disconnected) => {
                    return Err(HubError::Closed { waiting, stderr: self.last_stderr() });
                }
            }
        }
    }

    /// Waits for the end of the search, passing progress to `on_info`. After `timeout` the
    /// search is stopped, and its `done` awaited a little longer. An `error` line ends the wait.
    pub fn wait_done(
        &mut self,
        timeout: Duration,
        on_info: &mut dyn FnMut(&SearchInfo),
    ) -> Result<Done, HubError> {
        let (mut started, mut wait) = (Instant::now(), timeout);
        let mut stopped = false;
        loop {
            match self.recv_until(started, wait, "done") {
                Ok(HubEvent::Done(done)) => return Ok(done),
                Ok(HubEvent::Info(info)) => on_info(&info),
                Ok(HubEvent::Error(e)) => return Err(HubError::Engine(e)),
                Ok(_) => {}
                Err(HubError::Timeout { .. }) if !stopped => {
                    self.stop()?;
                    stopped = true;
                    (started, wait) = (Instant::now(), STOP_GRACE);
                }
                Err(HubError::Timeout { waiting, .. }) => {
                    let after = timeout.saturating_add(STOP_GRACE);
                    return Err(HubError::Timeout { waiting, after });
                }
                Err(e) => return Err(e),
            }
        }
    }

    /// Searches the position after `moves` from `base` at `level` and returns the engine's
    /// move, checked against the position, with the last progress it reported. A search still
    /// under way is ended first.
    pub fn think(
        &mut self,
        base: &InternationalPosition,
        moves: &[Move],
        level: &HubLevel,
        timeout: Duration,
    ) -> Result<(Move, Option<SearchInfo>), HubError> {
        self.finish_search()?;
        self.position(base, moves)?;
        self.level(level)?;
        self.go(GoMode::Think)?;
        let mut last = None;
        let done = self.wait_done(timeout, &mut |info| last = Some(info.clone()))?;
        let text = done.best.ok_or(HubError::NoMove)?;
        let now = moves.iter().fold(*base, |at, mv| at.play(mv));
        let mv = parse_move(&now, &text).map_err(|source| HubError::BadMove { text, source })?;
        Ok((mv, last))
    }

    /// Whether the engine process has exited.
    pub fn has_exited(&mut self) -> bool {
        !matches!(self.child.try_wait(), Ok(None))
    }
}

impl HubClient {
    /// The engine's last lines on its error output, once it has exited (they are read until
    /// the output closes, which may come a moment after standard output closes).
    fn last_stderr(&mut self) -> Vec<String> {
        let deadline = Instant::now() + STOP_GRACE;
        while !self.has_exited() && Instant::now() < deadline {
            thread::sleep(Duration::from_millis(10));
        }
        thread::sleep(Duration::from_millis(50));
        let kept = self.stderr.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        kept.iter().cloned().collect()
    }
}

/// The engine's last error-output lines as the end of a message.
fn said(stderr: &[String]) -> String {
    if stderr.is_empty() {
        String::new()
    } else {
        format!("; it wrote:\n  {}", stderr.join("\n  "))
    }
}

impl Drop for HubClient {
    fn drop(&mut self) {
        if self.has_exited() {
            return;
        }
        let _ = self.send(&Message::new("quit"));
        self.stdin = None;
        let deadline = Instant::now() + QUIT_TIMEOUT;
        while Instant::now() < deadline {
            if self.has_exited() {
                return;
            }
            thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
