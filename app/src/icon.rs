//! The window icon: the 256 px rendering of the master image `icons/damier.svg`, a corner of a
//! draughts board with a crowned king, compiled into the program.

use std::sync::Arc;

/// The 256 px icon made by `icons/make-icons.sh`.
const PNG_256: &[u8] = include_bytes!("../../icons/png/damier-256.png");

/// The icon as RGBA pixels, for `egui::ViewportBuilder::with_icon`.
pub fn image() -> Arc<egui::IconData> {
    // The bytes are compiled in and decoded by a test, so this cannot fail at run time.
    let icon = eframe::icon_data::from_png_bytes(PNG_256).expect("the embedded icon is a PNG");
    Arc::new(icon)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_embedded_icon_decodes_to_256_square_rgba() {
        let icon = image();
        assert_eq!((icon.width, icon.height), (256, 256));
        assert_eq!(icon.rgba.len(), 256 * 256 * 4);
        // The corners are transparent and the middle (the king) is opaque.
        assert_eq!(icon.rgba[3], 0, "top-left corner");
        let centre = (128 * 256 + 128) * 4;
        assert_eq!(icon.rgba[centre + 3], 255, "centre");
    }
}
