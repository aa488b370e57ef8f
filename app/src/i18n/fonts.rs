//! The fonts the languages need beyond egui's own: egui's default font has no Thai letters and
//! no Vietnamese letters with two accents (ế, ộ, ữ). Two small subsets of Noto fonts (SIL Open
//! Font Licence, `app/fonts/OFL.txt`) fill in those letters only, after egui's fonts, so the
//! other languages look as before.

use egui::{Context, FontData, FontFamily, FontInsert, FontPriority, InsertFontFamily};

/// Noto Sans Thai, its Thai letters only.
const THAI: &[u8] = include_bytes!("../../fonts/NotoSansThai-Subset.ttf");
/// Noto Sans, its Vietnamese letters only.
const VIETNAMESE: &[u8] = include_bytes!("../../fonts/NotoSans-Vietnamese.ttf");

/// Adds the fonts to `ctx` as fallbacks of both families (adding them again does nothing).
pub fn install(ctx: &Context) {
    for (name, data) in [("Noto Sans Thai", THAI), ("Noto Sans Vietnamese", VIETNAMESE)] {
        let families = [FontFamily::Proportional, FontFamily::Monospace]
            .map(|family| InsertFontFamily { family, priority: FontPriority::Lowest });
        let data = FontData::from_static(data);
        ctx.add_font(FontInsert::new(name, data, families.to_vec()));
    }
}

#[cfg(test)]
mod tests {
    use egui::FontId;

    use super::*;
    use crate::i18n::Language;

    #[test]
    fn every_letter_of_every_language_has_a_glyph() {
        let ctx = Context::default();
        for _ in 0..2 {
            // Two frames: the fonts are added in the first, in use in the second.
            let mut output = ctx.run_ui(egui::RawInput::default(), |ui| install(ui.ctx()));
            output.textures_delta.clear();
        }
        for language in Language::ALL {
            let text: String =
                language.source().chars().chain(language.own_name().chars()).collect();
            for family in [FontFamily::Proportional, FontFamily::Monospace] {
                let font = FontId::new(14.0, family);
                let missing: String = ctx.fonts_mut(|fonts| {
                    text.chars()
                        .filter(|c| !c.is_control() && !fonts.has_glyph(&font, *c))
                        .collect()
                });
                assert!(missing.is_empty(), "{language:?} lacks glyphs for {missing:?}");
            }
        }
    }
}
