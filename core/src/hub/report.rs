//! What an engine tells the GUI: who it is (`id`), its settings (`param`), search progress
//! (`info`) and its move (`done`).

use super::message::Message;
use super::moves::line_text;
use crate::search::Info;

/// The engine's `id` line.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EngineId {
    /// Its name.
    pub name: String,
    /// Its version.
    pub version: String,
    /// Who wrote it.
    pub author: String,
    /// Where from.
    pub country: String,
}

impl EngineId {
    /// Reads an `id` message (missing fields are empty).
    pub fn from_message(message: &Message) -> EngineId {
        let field = |name| message.get(name).unwrap_or_default().to_string();
        EngineId {
            name: field("name"),
            version: field("version"),
            author: field("author"),
            country: field("country"),
        }
    }

    /// The `id` line (empty fields left out).
    pub fn to_message(&self) -> Message {
        let fields = [
            ("name", &self.name),
            ("version", &self.version),
            ("author", &self.author),
            ("country", &self.country),
        ];
        fields
            .into_iter()
            .filter(|(_, value)| !value.is_empty())
            .fold(Message::new("id"), |m, (name, value)| m.with(name, value))
    }

    /// Name and version, for game records.
    pub fn display_name(&self) -> String {
        let name = if self.name.is_empty() { "Hub engine" } else { &self.name };
        format!("{name} {}", self.version).trim_end().to_string()
    }
}

/// The type of an engine setting, with its constraints.
#[derive(Clone, Debug, PartialEq)]
pub enum ParamType {
    /// `true` or `false`.
    Bool,
    /// A whole number in a range.
    Int {
        /// Smallest value.
        min: i64,
        /// Largest value.
        max: i64,
    },
    /// A real number in a range.
    Real {
        /// Smallest value.
        min: f64,
        /// Largest value.
        max: f64,
    },
    /// Any text.
    String,
    /// One of a list of words.
    Enum(Vec<String>),
}

/// An engine setting declared by a `param` line.
#[derive(Clone, Debug, PartialEq)]
pub struct Param {
    /// Its name, for `set-param`.
    pub name: String,
    /// Its current value.
    pub value: String,
    /// Its type.
    pub kind: ParamType,
}

impl Param {
    /// Reads a `param` message; a missing or unknown type reads as a string.
    pub fn from_message(message: &Message) -> Param {
        let get = |name| message.get(name).unwrap_or_default();
        let kind = match get("type") {
            "bool" => ParamType::Bool,
            "int" => ParamType::Int {
                min: get("min").parse().unwrap_or(i64::MIN),
                max: get("max").parse().unwrap_or(i64::MAX),
            },
            "real" => ParamType::Real {
                min: get("min").parse().unwrap_or(f64::MIN),
                max: get("max").parse().unwrap_or(f64::MAX),
            },
            "enum" => ParamType::Enum(get("values").split_whitespace().map(String::from).collect()),
            _ => ParamType::String,
        };
        Param { name: get("name").to_string(), value: get("value").to_string(), kind }
    }

    /// The `param` line.
    pub fn to_message(&self) -> Message {
        let m = Message::new("param").with("name", &self.name).with("value", &self.value);
        match &self.kind {
            ParamType::Bool => m.with("type", "bool"),
            ParamType::Int { min, max } => m.with("type", "int").with("min", min).with("max", max),
            ParamType::Real { min, max } => {
                m.with("type", "real").with("min", min).with("max", max)
            }
            ParamType::String => m.with("type", "string"),
            ParamType::Enum(values) => m.with("type", "enum").with("values", values.join(" ")),
        }
    }
}

/// Search progress from an `info` line; every field is optional.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SearchInfo {
    /// Depth of the iteration.
    pub depth: Option<u32>,
    /// Deepest ply reached.
    pub max_depth: Option<u32>,
    /// Score for the side to move, in men (a decided game is ±1000 less a hundredth per move).
    pub score: Option<f64>,
    /// Nodes searched.
    pub nodes: Option<u64>,
    /// Seconds since the search started.
    pub time: Option<f64>,
    /// Speed in millions of nodes per second.
    pub nps: Option<f64>,
    /// The principal variation in Hub move text.
    pub pv: Vec<String>,
}

impl SearchInfo {
    /// Reads an `info` message; fields that do not read are left out.
    pub fn from_message(message: &Message) -> SearchInfo {
        fn field<T: std::str::FromStr>(message: &Message, name: &str) -> Option<T> {
            message.get(name)?.trim().parse().ok()
        }
        SearchInfo {
            depth: field(message, "depth"),
            max_depth: field(message, "max-depth"),
            score: field(message, "score"),
            nodes: field(message, "nodes"),
            time: field(message, "time"),
            nps: field(message, "nps"),
            pv: message
                .get("pv")
                .unwrap_or_default()
                .split_whitespace()
                .map(String::from)
                .collect(),
        }
    }

    /// Damier's progress report for a search of `position`, in Hub terms.
    pub fn from_engine(info: &Info) -> SearchInfo {
        SearchInfo {
            depth: Some(info.depth),
            max_depth: Some(info.seldepth),
            score: Some(f64::from(info.score.centi()) / 100.0),
            nodes: Some(info.nodes),
            time: Some(info.elapsed.as_secs_f64()),
            nps: Some(info.nps as f64 / 1e6),
            pv: line_text(&info.pv),
        }
    }

    /// The `info` line.
    pub fn to_message(&self) -> Message {
        let mut m = Message::new("info");
        if let Some(depth) = self.depth {
            m = m.with("depth", depth);
        }
        if let Some(max_depth) = self.max_depth {
            m = m.with("max-depth", max_depth);
        }
        if let Some(score) = self.score {
            m = m.with("score", format!("{score:.2}"));
        }
        if let Some(nodes) = self.nodes {
            m = m.with("nodes", nodes);
        }
        if let Some(time) = self.time {
            m = m.with("time", format!("{time:.3}"));
        }
        if let Some(nps) = self.nps {
            m = m.with("nps", format!("{nps:.2}"));
        }
        if !self.pv.is_empty() {
            m = m.with("pv", self.pv.join(" "));
        }
        m
    }
}

/// The end of a search: the move to play and the reply the engine expects.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Done {
    /// The move, in Hub move text (none if the engine had no move).
    pub best: Option<String>,
    /// The expected reply, for pondering.
    pub ponder: Option<String>,
}

impl Done {
    /// Reads a `done` message.
    pub fn from_message(message: &Message) -> Done {
        let get = |name| message.get(name).filter(|v| !v.is_empty()).map(String::from);
        Done { best: get("move"), ponder: get("ponder") }
    }

    /// The `done` line.
    pub fn to_message(&self) -> Message {
        let mut m = Message::new("done");
        if let Some(best) = &self.best {
            m = m.with("move", best);
        }
        if let Some(ponder) = &self.ponder {
            m = m.with("ponder", ponder);
        }
        m
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Score;
    use crate::{AnyPosition, Variant};
    use std::time::Duration;

    fn parse(line: &str) -> Message {
        Message::parse(line).unwrap().unwrap()
    }

    #[test]
    fn scans_info_line_reads() {
        let line = "info depth=21 mean-depth=20.8 score=-0.01 nodes=31261613 time=3.906 nps=8.0 \
                    pv=\"32-28 17-22 28x17x22\"";
        let info = SearchInfo::from_message(&parse(line));
        assert_eq!(info.depth, Some(21));
        assert_eq!(info.score, Some(-0.01));
        assert_eq!(info.nodes, Some(31_261_613));
        assert_eq!(info.time, Some(3.906));
        assert_eq!(info.nps, Some(8.0));
        assert_eq!(info.pv, ["32-28", "17-22", "28x17x22"]);
    }

    #[test]
    fn damiers_progress_is_written_in_hub_terms() {
        let start = AnyPosition::start(Variant::International);
        let info = Info {
            depth: 6,
            seldepth: 9,
            multipv: 1,
            score: Score::Value(-12),
            pv: start.read_line(&["32-28", "19-23", "28x19"]).unwrap(),
            nodes: 2_500_000,
            nps: 1_250_000,
            hashfull: 3,
            elapsed: Duration::from_millis(2000),
        };
        let written = SearchInfo::from_engine(&info).to_message().to_string();
        assert_eq!(
            written,
            "info depth=6 max-depth=9 score=-0.12 nodes=2500000 time=2.000 nps=1.25 \
             pv=\"32-28 19-23 28x19x23\""
        );
        assert_eq!(SearchInfo::from_message(&parse(&written)).pv.len(), 3);
    }

    #[test]
    fn id_param_and_done_round_trip() {
        let id = EngineId {
            name: "Damier".into(),
            version: "0.1.0".into(),
            author: "The Damier developers".into(),
            country: "".into(),
        };
        assert_eq!(EngineId::from_message(&parse(&id.to_message().to_string())), id);
        assert_eq!(id.display_name(), "Damier 0.1.0");
        for param in [
            Param {
                name: "tt-size".into(),
                value: "64".into(),
                kind: ParamType::Int { min: 1, max: 4096 },
            },
            Param { name: "book".into(), value: "true".into(), kind: ParamType::Bool },
            Param {
                name: "variant".into(),
                value: "normal".into(),
                kind: ParamType::Enum(vec!["normal".into(), "killer".into()]),
            },
        ] {
            assert_eq!(Param::from_message(&parse(&param.to_message().to_string())), param);
        }
        let done = Done { best: Some("28x19x23".into()), ponder: Some("14x23x19".into()) };
        assert_eq!(done.to_message().to_string(), "done move=28x19x23 ponder=14x23x19");
        assert_eq!(
            Done::from_message(&parse("done move=32-28 ponder=17-22")).best.unwrap(),
            "32-28"
        );
        assert_eq!(Done::from_message(&parse("done")), Done::default());
    }
}
