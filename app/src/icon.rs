//! The window icon, drawn in code: a corner of a wooden board with a white and a black man.

use std::sync::Arc;

/// Side of the icon in pixels.
const SIZE: u32 = 64;

/// The icon as RGBA pixels.
pub fn image() -> Arc<egui::IconData> {
    let mut rgba = Vec::with_capacity((SIZE * SIZE * 4) as usize);
    for y in 0..SIZE {
        for x in 0..SIZE {
            rgba.extend_from_slice(&pixel(x as f32 + 0.5, y as f32 + 0.5));
        }
    }
    Arc::new(egui::IconData { rgba, width: SIZE, height: SIZE })
}

/// The colour at pixel centre `(x, y)`.
fn pixel(x: f32, y: f32) -> [u8; 4] {
    let frame = [96, 62, 38];
    let light = [238, 216, 180];
    let dark = [166, 118, 78];
    let inside = |v: f32| (2.0..62.0).contains(&v);
    if !inside(x) || !inside(y) {
        return [0, 0, 0, 0];
    }
    let board = |v: f32| (6.0..58.0).contains(&v);
    let mut color = if board(x) && board(y) {
        let square = (((x - 6.0) / 13.0) as u32 + ((y - 6.0) / 13.0) as u32) % 2;
        if square == 1 { dark } else { light }
    } else {
        frame
    };
    for (cx, cy, face, rim) in
        [(25.5, 38.5, [246, 238, 222], [150, 136, 112]), (38.5, 25.5, [48, 44, 42], [12, 10, 10])]
    {
        let d = ((x - cx).powi(2) + (y - cy).powi(2)).sqrt();
        let cover = (11.5 - d).clamp(0.0, 1.0);
        let shade = if d > 9.5 || (5.5..7.0).contains(&d) { rim } else { face };
        color = mix(color, shade, cover);
    }
    [color[0], color[1], color[2], 255]
}

fn mix(a: [u8; 3], b: [u8; 3], t: f32) -> [u8; 3] {
    let m = |x: u8, y: u8| (x as f32 + (y as f32 - x as f32) * t).round() as u8;
    [m(a[0], b[0]), m(a[1], b[1]), m(a[2], b[2])]
}
