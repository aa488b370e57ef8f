//! `damier diagram`: a board diagram as SVG or PNG, as the window draws the board, with the
//! cells marked, arrows and a caption asked for.

use std::path::PathBuf;

use damier::diagram::{DiagramOptions, Format, file_bytes};
use damier::files::save::write_atomic;
use damier_core::cells::Cell;

use super::PositionArgs;

/// Arguments of `damier diagram`.
#[derive(clap::Args, Debug)]
pub struct DiagramArgs {
    #[command(flatten)]
    position: PositionArgs,
    /// The file to write: `.svg` or `.png`.
    #[arg(short, long)]
    output: PathBuf,
    /// Show the board from Black's (Red's) side.
    #[arg(long)]
    flip: bool,
    /// Write the cells' numbers or names on the board.
    #[arg(long)]
    coordinates: bool,
    /// The width of the image in pixels.
    #[arg(long, default_value_t = 480)]
    size: u32,
    /// Cells to mark (e.g. `--mark 28 33`).
    #[arg(long, num_args = 1..)]
    mark: Vec<String>,
    /// Arrows from a cell to a cell (e.g. `--arrow 32-28`).
    #[arg(long, num_args = 1..)]
    arrow: Vec<String>,
    /// A line under the board (e.g. "White to play and win").
    #[arg(long)]
    caption: Option<String>,
}

/// Writes the diagram.
pub fn run(args: &DiagramArgs) -> Result<(), String> {
    let format = Format::of(&args.output).ok_or_else(|| {
        format!("-o {}: diagrams are written as .svg or .png", args.output.display())
    })?;
    let position = args.position.position()?;
    let cell = |text: &str, option: &str| {
        position.geometry().parse_cell(text.trim()).ok_or_else(|| {
            format!("--{option} {text}: not a cell of the {} board", position.variant())
        })
    };
    let marked = args.mark.iter().map(|m| cell(m, "mark")).collect::<Result<Vec<Cell>, _>>()?;
    let arrows = args
        .arrow
        .iter()
        .map(|a| {
            let (from, to) = a
                .split_once(['-', 'x'])
                .ok_or_else(|| format!("--arrow {a}: write it from-to, e.g. 32-28"))?;
            Ok((cell(from, "arrow")?, cell(to, "arrow")?))
        })
        .collect::<Result<Vec<_>, String>>()?;
    let options = DiagramOptions {
        flipped: args.flip,
        coordinates: args.coordinates,
        size: args.size.clamp(64, 8192) as f32,
        marked,
        arrows,
        caption: args.caption.clone(),
    };
    let bytes = file_bytes(&position, &options, format)?;
    write_atomic(&args.output, &bytes)
        .map_err(|e| format!("cannot write {}: {e}", args.output.display()))
}
