//! Paths in the window's JSON files, kept losslessly: a path that is valid Unicode is stored as
//! a string (as before), any other as its raw form, so a game opened from a file whose name is
//! not UTF-8 (`caf\xe9.pdn` on Linux) is kept and restored like any other.
//!
//! Use with `#[serde(with = "stored_path::optional")]` or `#[serde(with = "stored_path::list")]`;
//! [`shown`] words such a path for the person, with the bytes that are not text as `\xE9`.

use std::ffi::OsString;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A path as stored: text when it is Unicode, otherwise the system's raw units.
#[derive(Serialize, Deserialize)]
#[serde(untagged)]
enum Stored {
    /// A path that is valid Unicode.
    Text(String),
    /// Any other path: its bytes on Unix, its UTF-16 units on Windows.
    Raw { raw: Vec<u32> },
}

impl Stored {
    fn of(path: &Path) -> Stored {
        match path.to_str() {
            Some(text) => Stored::Text(text.to_owned()),
            None => Stored::Raw { raw: raw_units(path.as_os_str()) },
        }
    }

    fn into_path(self) -> Result<PathBuf, String> {
        match self {
            Stored::Text(text) => Ok(PathBuf::from(text)),
            Stored::Raw { raw } => from_raw_units(&raw).map(PathBuf::from),
        }
    }
}

/// `name` as the window shows it: as it is when it is Unicode, otherwise with each byte that
/// is not part of a character written `\xE9` (on Unix; elsewhere as the system decodes it).
pub fn shown(name: &std::ffi::OsStr) -> String {
    if let Some(text) = name.to_str() {
        return text.to_owned();
    }
    #[cfg(unix)]
    {
        use std::fmt::Write;
        use std::os::unix::ffi::OsStrExt;
        let mut text = String::new();
        for chunk in name.as_bytes().utf8_chunks() {
            text.push_str(chunk.valid());
            for byte in chunk.invalid() {
                let _ = write!(text, "\\x{byte:02X}");
            }
        }
        text
    }
    #[cfg(not(unix))]
    name.to_string_lossy().into_owned()
}

#[cfg(unix)]
fn raw_units(name: &std::ffi::OsStr) -> Vec<u32> {
    use std::os::unix::ffi::OsStrExt;
    name.as_bytes().iter().map(|&b| u32::from(b)).collect()
}

#[cfg(unix)]
fn from_raw_units(units: &[u32]) -> Result<OsString, String> {
    use std::os::unix::ffi::OsStringExt;
    let bytes = units.iter().map(|&u| u8::try_from(u).map_err(|_| format!("{u} is not a byte")));
    Ok(OsString::from_vec(bytes.collect::<Result<_, _>>()?))
}

#[cfg(windows)]
fn raw_units(name: &std::ffi::OsStr) -> Vec<u32> {
    use std::os::windows::ffi::OsStrExt;
    name.encode_wide().map(u32::from).collect()
}

#[cfg(windows)]
fn from_raw_units(units: &[u32]) -> Result<OsString, String> {
    use std::os::windows::ffi::OsStringExt;
    let wide = units.iter().map(|&u| u16::try_from(u).map_err(|_| format!("{u} is not UTF-16")));
    Ok(OsString::from_wide(&wide.collect::<Result<Vec<_>, _>>()?))
}

#[cfg(not(any(unix, windows)))]
fn raw_units(name: &std::ffi::OsStr) -> Vec<u32> {
    name.to_string_lossy().chars().map(u32::from).collect()
}

#[cfg(not(any(unix, windows)))]
fn from_raw_units(units: &[u32]) -> Result<OsString, String> {
    let chars = units.iter().map(|&u| char::from_u32(u).ok_or(format!("{u} is not a character")));
    Ok(chars.collect::<Result<String, _>>()?.into())
}

/// For `Option<PathBuf>` fields.
pub mod optional {
    use super::*;

    /// Writes the path, if any, losslessly.
    pub fn serialize<S: Serializer>(path: &Option<PathBuf>, out: S) -> Result<S::Ok, S::Error> {
        path.as_deref().map(Stored::of).serialize(out)
    }

    /// Reads a path written by [`serialize`] (or as a plain string).
    pub fn deserialize<'de, D: Deserializer<'de>>(input: D) -> Result<Option<PathBuf>, D::Error> {
        Option::<Stored>::deserialize(input)?
            .map(Stored::into_path)
            .transpose()
            .map_err(serde::de::Error::custom)
    }
}

/// For `Vec<PathBuf>` fields.
pub mod list {
    use super::*;

    /// Writes the paths losslessly.
    pub fn serialize<S: Serializer>(paths: &[PathBuf], out: S) -> Result<S::Ok, S::Error> {
        paths.iter().map(|p| Stored::of(p)).collect::<Vec<_>>().serialize(out)
    }

    /// Reads paths written by [`serialize`] (or as plain strings).
    pub fn deserialize<'de, D: Deserializer<'de>>(input: D) -> Result<Vec<PathBuf>, D::Error> {
        Vec::<Stored>::deserialize(input)?
            .into_iter()
            .map(Stored::into_path)
            .collect::<Result<_, _>>()
            .map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Serialize, Deserialize, PartialEq, Debug)]
    struct Held {
        #[serde(with = "optional")]
        file: Option<PathBuf>,
        #[serde(with = "list")]
        files: Vec<PathBuf>,
    }

    #[test]
    fn unicode_paths_stay_plain_strings() {
        let held = Held { file: Some("/home/ana/café.pdn".into()), files: vec!["/a.pdn".into()] };
        let text = serde_json::to_string(&held).unwrap();
        assert_eq!(text, r#"{"file":"/home/ana/café.pdn","files":["/a.pdn"]}"#);
        assert_eq!(serde_json::from_str::<Held>(&text).unwrap(), held);
        let none = serde_json::from_str::<Held>(r#"{"file":null,"files":[]}"#).unwrap();
        assert_eq!(none, Held { file: None, files: vec![] });
    }

    #[cfg(unix)]
    #[test]
    fn paths_that_are_not_unicode_come_back_byte_for_byte() {
        use std::os::unix::ffi::OsStringExt;
        let latin1 = PathBuf::from(OsString::from_vec(b"/tmp/caf\xe9 game.pdn".to_vec()));
        let held = Held { file: Some(latin1.clone()), files: vec![latin1.clone(), "/b".into()] };
        let text = serde_json::to_string(&held).unwrap();
        assert_eq!(serde_json::from_str::<Held>(&text).unwrap(), held);
        assert_eq!(shown(latin1.as_os_str()), "/tmp/caf\\xE9 game.pdn");
        let broken = r#"{"file":{"raw":[300]},"files":[]}"#;
        assert!(serde_json::from_str::<Held>(broken).is_err(), "a unit past a byte is refused");
    }
}
