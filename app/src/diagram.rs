//! Board diagrams as SVG: the window's own painters run without a window, and the shapes they
//! paint written out as SVG, so a diagram looks as the board does on the screen (any of the
//! five boards, Lasca's columns as stacks).

use std::fmt::Write;
use std::sync::Arc;

use damier_core::cells::Cell;
use damier_core::{AnyPosition, Side};
use egui::epaint::{CircleShape, PathShape, RectShape, TextShape};
use egui::{
    Align2, Color32, Context, FontId, LayerId, Pos2, RawInput, Rect, Shape, Stroke, pos2, vec2,
};
use resvg::tiny_skia::Pixmap;
use resvg::usvg::fontdb::{Database, Source};

use crate::board::layout::Layout;
use crate::board::{anim, paint, style};

/// What a diagram shows besides the position.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct DiagramOptions {
    /// Seen from Black's (Red's) side.
    pub flipped: bool,
    /// Cell numbers or names written on the board.
    pub coordinates: bool,
    /// The width of the image in pixels (its height follows the board's shape).
    pub size: f32,
    /// Cells to mark.
    pub marked: Vec<Cell>,
    /// Arrows from a cell to a cell.
    pub arrows: Vec<(Cell, Cell)>,
    /// A line of text under the board, e.g. "White to play and win".
    pub caption: Option<String>,
}
/// The colour of arrows.
const ARROW: Color32 = style::HINT;

/// The diagram of `position` as an SVG document.
pub fn svg(position: &AnyPosition, options: &DiagramOptions) -> String {
    let (size, shapes) = shapes(position, options);
    let mut out = String::new();
    let _ = writeln!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" \
         viewBox=\"0 0 {w} {h}\">",
        w = fmt(size.x),
        h = fmt(size.y)
    );
    for shape in &shapes {
        write_shape(&mut out, shape);
    }
    out.push_str("</svg>\n");
    out
}

/// Where the board of `position` stands in its diagram, and the diagram's size.
pub fn layout(position: &AnyPosition, options: &DiagramOptions) -> (Layout, egui::Vec2) {
    let width = options.size.max(64.0);
    // The board's frame keeps the board's own proportions: find its height for this width.
    let tall = Rect::from_min_size(Pos2::ZERO, vec2(width, width * 4.0));
    let board_height = Layout::new(position.geometry(), tall, false).frame.height();
    let board = Rect::from_min_size(Pos2::ZERO, vec2(width, board_height));
    let size = vec2(width, board_height + caption_height(options));
    (Layout::new(position.geometry(), board, options.flipped), size)
}

/// The colour under the caption.
const CAPTION_PAPER: Color32 = Color32::WHITE;

/// The height of the caption's line, none without a caption.
fn caption_height(options: &DiagramOptions) -> f32 {
    if options.caption.is_some() { options.size.max(64.0) * 0.08 } else { 0.0 }
}

/// The shapes the board's painters paint for `position`, and the size of the picture.
fn shapes(position: &AnyPosition, options: &DiagramOptions) -> (egui::Vec2, Vec<Shape>) {
    let (layout, size) = layout(position, options);
    let (width, caption_height) = (size.x, caption_height(options));
    let board_height = size.y - caption_height;
    let ctx = Context::default();
    let input = RawInput {
        screen_rect: Some(Rect::from_min_size(Pos2::ZERO, size)),
        ..RawInput::default()
    };
    ctx.begin_pass(input);
    {
        let painter = ctx.layer_painter(LayerId::background());
        paint::board(&painter, &layout, options.coordinates);
        for &cell in &options.marked {
            paint::fill_cell(&painter, &layout, cell, style::MARKED);
        }
        anim::paint_position(&painter, &layout, position, None);
        if options.coordinates {
            let white_on =
                |cell| position.stack(cell).first().is_some_and(|p| p.side == Side::White);
            paint::cell_names(&painter, &layout, white_on);
        }
        for &(from, to) in &options.arrows {
            let width = (layout.step * 0.09).max(2.0);
            paint::arrow(&painter, layout.center(from), layout.center(to), ARROW, width);
        }
        if let Some(caption) = &options.caption {
            // On paper of its own, so that it reads on a dark page or chat as well.
            let band = Rect::from_min_size(pos2(0.0, board_height), vec2(width, caption_height));
            painter.rect_filled(band, 0.0, CAPTION_PAPER);
            let at = pos2(width / 2.0, board_height + caption_height / 2.0);
            let font = FontId::proportional(caption_height * 0.55);
            painter.text(at, Align2::CENTER_CENTER, caption, font, Color32::from_gray(30));
        }
    }
    let mut output = ctx.end_pass();
    // The font atlas a window would upload: a diagram draws its text as text.
    output.textures_delta.clear();
    let shapes = output.shapes.into_iter().map(|clipped| clipped.shape).collect();
    (size, shapes)
}

/// The picture formats a diagram is written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// Scalable vector graphics, written by Damier.
    Svg,
    /// A PNG image, drawn from the SVG.
    Png,
}

impl Format {
    /// The format a file's extension names (`.svg`, `.png`, in any case), if any.
    pub fn of(path: &std::path::Path) -> Option<Format> {
        let extension = path.extension()?.to_string_lossy().to_lowercase();
        match extension.as_str() {
            "svg" => Some(Format::Svg),
            "png" => Some(Format::Png),
            _ => None,
        }
    }
}

/// The diagram of `position` as the contents of a file in `format`.
pub fn file_bytes(
    position: &AnyPosition,
    options: &DiagramOptions,
    format: Format,
) -> Result<Vec<u8>, String> {
    match format {
        Format::Svg => Ok(svg(position, options).into_bytes()),
        Format::Png => png(position, options),
    }
}

/// The diagram of `position` as a PNG image: its SVG drawn by resvg, with the window's own
/// font for its text.
pub fn png(position: &AnyPosition, options: &DiagramOptions) -> Result<Vec<u8>, String> {
    pixmap(position, options)?.encode_png().map_err(|e| e.to_string())
}

/// The diagram of `position` as an image for the clipboard, drawn as [`png`] draws it.
pub fn image(position: &AnyPosition, options: &DiagramOptions) -> Result<egui::ColorImage, String> {
    let pixmap = pixmap(position, options)?;
    let size = [pixmap.width() as usize, pixmap.height() as usize];
    Ok(egui::ColorImage::from_rgba_premultiplied(size, pixmap.data()))
}

/// The diagram's SVG drawn by resvg.
fn pixmap(position: &AnyPosition, options: &DiagramOptions) -> Result<Pixmap, String> {
    let text = svg(position, options);
    let mut fonts = Database::new();
    let definitions = egui::FontDefinitions::default();
    let proportional = definitions.families.get(&egui::FontFamily::Proportional);
    let first = proportional.and_then(|names| names.first());
    for (name, data) in &definitions.font_data {
        let bytes: &[u8] = data.font.as_ref().as_ref();
        let ids = fonts.load_font_source(Source::Binary(Arc::new(bytes.to_vec())));
        // The window's text font stands for sans-serif, the family the SVG asks for.
        let family = ids.first().and_then(|&id| fonts.face(id)).and_then(|f| f.families.first());
        if let (true, Some((family, _))) = (Some(name) == first, family) {
            let family = family.clone();
            fonts.set_sans_serif_family(family);
        }
    }
    let parse = resvg::usvg::Options { fontdb: Arc::new(fonts), ..Default::default() };
    let tree = resvg::usvg::Tree::from_str(&text, &parse).map_err(|e| e.to_string())?;
    let size = tree.size().to_int_size();
    let mut pixmap = Pixmap::new(size.width(), size.height())
        .ok_or_else(|| "the diagram has no size".to_string())?;
    resvg::render(&tree, resvg::tiny_skia::Transform::default(), &mut pixmap.as_mut());
    Ok(pixmap)
}

/// A number as SVG writes it: two decimals at most, no trailing zeros.
fn fmt(x: f32) -> String {
    let text = format!("{x:.2}");
    let text = text.trim_end_matches('0').trim_end_matches('.');
    if text == "-0" { "0".to_string() } else { text.to_string() }
}

/// A colour as an SVG fill or stroke, with its opacity when it is not opaque.
fn paint_of(name: &str, color: Color32) -> String {
    if color.a() == 0 {
        return format!(" {name}=\"none\"");
    }
    let [r, g, b, a] = color.to_srgba_unmultiplied();
    let mut text = format!(" {name}=\"#{r:02x}{g:02x}{b:02x}\"");
    if a < 255 {
        let _ = write!(text, " {name}-opacity=\"{}\"", fmt(f32::from(a) / 255.0));
    }
    text
}

fn stroke_of(stroke: Stroke) -> String {
    if stroke.width <= 0.0 || stroke.color.a() == 0 {
        return String::new();
    }
    format!("{} stroke-width=\"{}\"", paint_of("stroke", stroke.color), fmt(stroke.width))
}

fn points_of(points: &[Pos2]) -> String {
    let texts: Vec<String> = points.iter().map(|p| format!("{},{}", fmt(p.x), fmt(p.y))).collect();
    texts.join(" ")
}

fn write_shape(out: &mut String, shape: &Shape) {
    match shape {
        Shape::Vec(shapes) => shapes.iter().for_each(|s| write_shape(out, s)),
        Shape::Circle(CircleShape { center, radius, fill, stroke }) => {
            let _ = writeln!(
                out,
                "<circle cx=\"{}\" cy=\"{}\" r=\"{}\"{}{}/>",
                fmt(center.x),
                fmt(center.y),
                fmt(*radius),
                paint_of("fill", *fill),
                stroke_of(*stroke)
            );
        }
        Shape::LineSegment { points: [a, b], stroke } => {
            let _ = writeln!(
                out,
                "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\"{} stroke-linecap=\"round\"/>",
                fmt(a.x),
                fmt(a.y),
                fmt(b.x),
                fmt(b.y),
                stroke_of(*stroke)
            );
        }
        Shape::Path(PathShape { points, closed, fill, stroke }) => {
            let element = if *closed { "polygon" } else { "polyline" };
            let fill = if *closed {
                paint_of("fill", *fill)
            } else {
                paint_of("fill", Color32::TRANSPARENT)
            };
            let color = match stroke.color {
                egui::epaint::ColorMode::Solid(color) => color,
                egui::epaint::ColorMode::UV(_) => Color32::TRANSPARENT,
            };
            let stroke = stroke_of(Stroke::new(stroke.width, color));
            let _ = writeln!(
                out,
                "<{element} points=\"{}\"{fill}{stroke} stroke-linejoin=\"round\"/>",
                points_of(points)
            );
        }
        Shape::Rect(RectShape { rect, corner_radius, fill, stroke, .. }) => {
            let _ = writeln!(
                out,
                "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"{}\"{}{}/>",
                fmt(rect.min.x),
                fmt(rect.min.y),
                fmt(rect.width()),
                fmt(rect.height()),
                fmt(f32::from(corner_radius.nw)),
                paint_of("fill", *fill),
                stroke_of(*stroke)
            );
        }
        Shape::Text(text) => write_text(out, text),
        _ => {}
    }
}

/// Text as the galley laid it out: one `<text>` a row, at the row's baseline.
fn write_text(out: &mut String, text: &TextShape) {
    let galley = &text.galley;
    let Some(section) = galley.job.sections.first() else { return };
    let color = text.override_text_color.unwrap_or(section.format.color);
    let size = section.format.font_id.size;
    for placed in &galley.rows {
        let Some(first) = placed.row.glyphs.first() else { continue };
        let line: String = placed.row.glyphs.iter().map(|g| g.chr).collect();
        let x = text.pos.x + placed.pos.x + first.pos.x;
        let y = text.pos.y + placed.pos.y + first.pos.y;
        let _ = writeln!(
            out,
            "<text x=\"{}\" y=\"{}\" font-family=\"sans-serif\" font-size=\"{}\"{}>{}</text>",
            fmt(x),
            fmt(y),
            fmt(size),
            paint_of("fill", color),
            escaped(&line)
        );
    }
}

/// `text` with the characters XML gives a meaning escaped.
fn escaped(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}
