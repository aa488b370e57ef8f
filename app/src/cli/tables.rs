//! The endgame tables a command's engine probes (`--egdb FOLDER` of `search`, `selfplay` and
//! `match`).

use std::path::Path;
use std::sync::Arc;

use damier::egdb::TableFolder;
use damier_core::Variant;
use damier_core::arena::{EnginePlayer, Player};
use damier_core::egdb::{self, Tables};

/// `player` probing the endgame tables of `variant` in `folder` when there is one, its name
/// saying so.
pub(super) fn tabled(
    player: EnginePlayer,
    variant: Variant,
    folder: Option<&Path>,
) -> Result<EnginePlayer, String> {
    let Some(folder) = folder else { return Ok(player) };
    let name = format!("{} with tables", player.name());
    Ok(player.with_tables(Arc::new(read_tables(variant, folder)?)).named(name))
}

/// The endgame tables of `variant` in `folder`, files that cannot be used said on standard
/// error; an error when there are none.
pub(super) fn read_tables(variant: Variant, folder: &Path) -> Result<Tables, String> {
    let at = || folder.display().to_string();
    egdb::check_variant(variant).map_err(|e| format!("--egdb {}: {e}", at()))?;
    let loaded = TableFolder::at(folder).load(variant);
    for problem in &loaded.problems {
        eprintln!("{problem}: not used");
    }
    if loaded.tables.is_empty() {
        return Err(format!("--egdb {}: no {variant} tables there", at()));
    }
    Ok(loaded.tables)
}
