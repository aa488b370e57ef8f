//! `damier book build`: an opening book made by Damier's own search, written as text;
//! `damier book show`: the book's moves of a position.

use std::path::{Path, PathBuf};
use std::time::Instant;

use damier_core::book::{self, Book, BuildOptions};
use damier_core::{AnyPosition, Variant};

use super::parse_variant;
use damier::files::load;
use damier::files::save::write_atomic;

/// `damier book` commands.
#[derive(clap::Subcommand, Debug)]
pub enum BookCommand {
    /// Make a book with the engine: the likeliest positions first, each searched for its best
    /// moves, those near the best kept.
    Build(BuildArgs),
    /// Print a book's moves, with their scores, after the moves given.
    Show {
        /// The game: international, italian, thai, hexdame or lasca.
        #[arg(long, value_parser = parse_variant, default_value = "international")]
        variant: Variant,
        /// Moves from the start position, e.g. "32-28 18-23".
        #[arg(long, default_value = "")]
        moves: String,
        /// A book file, as `damier book build` writes it, instead of the built-in book.
        #[arg(long, value_name = "FILE")]
        book: Option<PathBuf>,
    },
}

/// Arguments of `damier book build`.
#[derive(clap::Args, Debug)]
pub struct BuildArgs {
    /// The game: international, italian, thai, hexdame or lasca.
    #[arg(long, value_parser = parse_variant, default_value = "international")]
    variant: Variant,
    /// Positions to search (the book's size).
    #[arg(long, default_value_t = BuildOptions::default().positions)]
    positions: usize,
    /// Nodes searched in each position.
    #[arg(long, default_value_t = BuildOptions::default().nodes)]
    nodes: u64,
    /// Best moves each search looks at.
    #[arg(long, default_value_t = BuildOptions::default().lines)]
    lines: usize,
    /// How far below the best (hundredths of a man) a move may score and still be kept.
    #[arg(long, default_value_t = BuildOptions::default().margin)]
    margin: i32,
    /// Deepest position searched, in plies from the start.
    #[arg(long, default_value_t = BuildOptions::default().plies)]
    plies: usize,
    /// Where to write the book.
    #[arg(short, long)]
    output: PathBuf,
}

/// Runs a `damier book` command.
pub fn run(command: &BookCommand) -> Result<(), String> {
    match command {
        BookCommand::Build(args) => build(args),
        BookCommand::Show { variant, moves, book } => show(*variant, moves, book.as_deref()),
    }
}

fn build(args: &BuildArgs) -> Result<(), String> {
    let options = BuildOptions {
        positions: args.positions,
        nodes: args.nodes,
        lines: args.lines.max(1),
        margin: args.margin,
        plies: args.plies,
        ..BuildOptions::default()
    };
    let started = Instant::now();
    let made = book::build(args.variant, &options, &mut |done| {
        if done % 50 == 0 {
            eprintln!("{done} positions, {:.0} s", started.elapsed().as_secs_f64());
        }
    });
    let comment = format!(
        "Damier's opening book, {}: {} positions.\n\
         Made with: damier book build --variant {} --positions {} --nodes {} --lines {} \
         --margin {} --plies {}\n\
         One move a line, indented one space a ply below the move it answers, then its score \
         for the side that plays it, in hundredths of a man.",
        args.variant.name(),
        made.len(),
        args.variant.id(),
        options.positions,
        options.nodes,
        options.lines,
        options.margin,
        options.plies,
    );
    let text = made.write(&comment);
    write_atomic(&args.output, text.as_bytes())
        .map_err(|e| format!("cannot write {}: {e}", args.output.display()))?;
    println!(
        "{} positions in {:.0} s, written to {}",
        made.len(),
        started.elapsed().as_secs_f64(),
        args.output.display()
    );
    Ok(())
}

fn show(variant: Variant, moves: &str, file: Option<&Path>) -> Result<(), String> {
    let mut position = AnyPosition::start(variant);
    for (number, text) in moves.split_whitespace().enumerate() {
        position.play_text(text).map_err(|e| format!("--moves, move {}: {e}", number + 1))?;
    }
    let read;
    let book = match file {
        Some(path) => {
            read = read_book(variant, path)?;
            &read
        }
        None => Book::built_in(variant),
    };
    let found = book.moves(&position);
    if found.is_empty() {
        println!("out of the book");
    }
    for book_move in found {
        let text = position.move_text(&book_move.mv).unwrap_or_default();
        println!("{text} {:+.2}", f64::from(book_move.score) / 100.0);
    }
    Ok(())
}

/// The opening book of `variant` in the file at `path`.
pub(super) fn read_book(variant: Variant, path: &Path) -> Result<Book, String> {
    let bytes = load::read(path).map_err(|e| e.to_string())?;
    let text = String::from_utf8(bytes)
        .map_err(|_| format!("{}: the book is not UTF-8 text", path.display()))?;
    Book::read(variant, &text).map_err(|e| format!("{}: {e}", path.display()))
}
