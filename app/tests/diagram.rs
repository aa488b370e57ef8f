//! Board diagrams as SVG and PNG: each board's start position against the file it was checked as
//! (`DAMIER_BLESS=1 cargo test --test diagram` writes them anew after a deliberate change to
//! the board's look), and what the options add.

use std::path::PathBuf;
use std::process::Command;

use damier::diagram::{DiagramOptions, svg};
use damier_core::{AnyPosition, Variant};

mod common;

use common::temp_dir;

fn golden(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden").join(name)
}

fn plain(size: f32) -> DiagramOptions {
    DiagramOptions { coordinates: true, size, ..DiagramOptions::default() }
}

#[test]
fn every_board_is_drawn_as_the_file_it_was_checked_as() {
    for variant in Variant::ALL {
        let drawn = svg(&AnyPosition::start(variant), &plain(400.0));
        let path = golden(&format!("diagram-{}.svg", variant.id()));
        if std::env::var_os("DAMIER_BLESS").is_some() {
            std::fs::write(&path, &drawn).unwrap();
        }
        let expected = std::fs::read_to_string(&path).expect("the checked diagram");
        assert_eq!(drawn, expected, "{variant}: the diagram differs from {}", path.display());
        assert!(drawn.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"400\""));
        assert!(drawn.trim_end().ends_with("</svg>"));
    }
}

#[test]
fn marks_arrows_a_caption_and_the_side_shown_change_the_picture() {
    let position = AnyPosition::start(Variant::International);
    let cell = |name| position.geometry().parse_cell(name).unwrap();
    let base = svg(&position, &plain(400.0));
    let options = DiagramOptions {
        marked: vec![cell("28")],
        arrows: vec![(cell("32"), cell("28"))],
        caption: Some("White to play & win".to_string()),
        ..plain(400.0)
    };
    let marked = svg(&position, &options);
    // The mark is one more filled square, the arrow a line and a head, the caption a text.
    assert!(marked.contains("fill=\"#3c963c\" fill-opacity=\"0.59\""), "the mark's colour");
    assert_eq!(marked.matches("<line").count(), base.matches("<line").count() + 1);
    assert!(marked.contains(">White to play &amp; win</text>"));
    let height =
        |text: &str| text.split("height=\"").nth(1).unwrap().split('"').next().unwrap().to_string();
    assert!(height(&marked).parse::<f32>().unwrap() > height(&base).parse::<f32>().unwrap());
    // Seen from Black's side, the same shapes stand elsewhere.
    let flipped = svg(&position, &DiagramOptions { flipped: true, ..plain(400.0) });
    assert_ne!(flipped, base);
    assert_eq!(flipped.matches("<circle").count(), base.matches("<circle").count());
}

#[test]
fn the_command_line_writes_a_diagram_and_refuses_what_it_cannot_draw() {
    let dir = temp_dir("diagram");
    let out = dir.path().join("lasca.svg");
    let damier =
        |args: &[&str]| Command::new(env!("CARGO_BIN_EXE_damier")).args(args).output().unwrap();
    let written = damier(&[
        "diagram",
        "--variant",
        "lasca",
        "--fen",
        "W:d4WbbB,a7b",
        "--mark",
        "d4",
        "--arrow",
        "d4-f6",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert!(written.status.success(), "{}", String::from_utf8_lossy(&written.stderr));
    assert!(std::fs::read_to_string(&out).unwrap().starts_with("<svg"));
    let refused = |args: &[&str], says: &str| {
        let run = damier(args);
        assert_eq!(run.status.code(), Some(2));
        let stderr = String::from_utf8_lossy(&run.stderr).to_string();
        assert!(stderr.contains(says), "{stderr}");
    };
    let png = dir.path().join("board.png");
    assert!(
        damier(&["diagram", "--variant", "thai", "-o", png.to_str().unwrap()]).status.success()
    );
    assert!(std::fs::read(&png).unwrap().starts_with(b"\x89PNG"));
    let text = dir.path().join("board.txt");
    refused(&["diagram", "-o", text.to_str().unwrap()], "written as .svg or .png");
    let svg_path = dir.path().join("board.svg");
    refused(&["diagram", "--mark", "99", "-o", svg_path.to_str().unwrap()], "--mark 99");
    refused(&["diagram", "--arrow", "32", "-o", svg_path.to_str().unwrap()], "--arrow 32");
}

#[test]
fn a_png_diagram_has_the_board_s_colours_where_its_cells_and_pieces_are() {
    let position = AnyPosition::start(Variant::International);
    let options = DiagramOptions { size: 400.0, ..DiagramOptions::default() };
    let bytes = damier::diagram::png(&position, &options).expect("a PNG");
    let image = resvg::tiny_skia::Pixmap::decode_png(&bytes).expect("it reads back");
    let (layout, size) = damier::diagram::layout(&position, &options);
    assert_eq!((image.width(), image.height()), (size.x.round() as u32, size.y.round() as u32));
    let colour_at = |p: egui::Pos2| {
        let pixel = image.pixel(p.x as u32, p.y as u32).expect("inside the image");
        let c = pixel.demultiply();
        [c.red(), c.green(), c.blue()]
    };
    let near = |got: [u8; 3], want: egui::Color32| {
        got.iter().zip([want.r(), want.g(), want.b()]).all(|(a, b)| a.abs_diff(b) <= 4)
    };
    let cell = |name| layout.center(position.geometry().parse_cell(name).unwrap());
    let board = damier::board::style::DARK;
    assert!(
        near(colour_at(cell("28")), board),
        "an empty dark square: {:?}",
        colour_at(cell("28"))
    );
    let light = layout.point(1.0, 0.0);
    assert!(near(colour_at(light), damier::board::style::LIGHT), "a light square");
    let black =
        damier::board::style::piece_colors(Variant::International, damier_core::Side::Black);
    let white =
        damier::board::style::piece_colors(Variant::International, damier_core::Side::White);
    assert!(near(colour_at(cell("1")), black.fill), "a black man: {:?}", colour_at(cell("1")));
    assert!(near(colour_at(cell("31")), white.fill), "a white man: {:?}", colour_at(cell("31")));
    assert!(near(colour_at(layout.frame.min + egui::vec2(3.0, 3.0)), damier::board::style::FRAME));
}

#[test]
fn a_png_diagram_s_caption_stands_on_opaque_paper() {
    let position = AnyPosition::start(Variant::Thai);
    let caption = Some("White to play and win".to_string());
    let options = DiagramOptions { size: 400.0, caption, ..DiagramOptions::default() };
    let bytes = damier::diagram::png(&position, &options).expect("a PNG");
    let image = resvg::tiny_skia::Pixmap::decode_png(&bytes).expect("it reads back");
    let (layout, size) = damier::diagram::layout(&position, &options);
    assert!(size.y > layout.frame.max.y + 20.0, "a line below the board");
    // The band's corners, left of the text, and a pixel of the text itself.
    let pixel = |x: f32, y: f32| image.pixel(x as u32, y as u32).expect("inside").demultiply();
    for (x, y) in
        [(1.0, size.y - 2.0), (1.0, layout.frame.max.y + 2.0), (size.x - 2.0, size.y - 2.0)]
    {
        let c = pixel(x, y);
        assert_eq!([c.red(), c.green(), c.blue(), c.alpha()], [255; 4], "paper at {x}, {y}");
    }
    let row = ((layout.frame.max.y + size.y) / 2.0) as u32;
    let dark = (0..image.width()).filter_map(|x| image.pixel(x, row)).any(|p| p.red() < 100);
    assert!(dark, "the caption's letters are dark on it");
}
