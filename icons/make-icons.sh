#!/usr/bin/env bash
# Makes every icon file from the master image damier.svg:
#   png/damier-<N>.png  for N in 16 22 24 32 48 64 128 256 512 (the Linux hicolor sizes;
#                       the 256 px one is also the window icon, embedded in the program)
#   damier.ico          Windows: 16, 24, 32, 48, 64, 128 and 256 px in one file
#   damier.icns         macOS: 16, 32, 48, 128, 256 and 512 px in one file
# Needs Debian's librsvg2-bin (rsvg-convert), imagemagick (convert) and icnsutils (png2icns):
#   apt-get install librsvg2-bin imagemagick icnsutils
# Run it after changing damier.svg and commit what it writes.
set -euo pipefail
cd "$(dirname "$0")"

for tool in rsvg-convert convert png2icns; do
    command -v "$tool" >/dev/null || {
        echo "make-icons.sh: $tool is missing (apt-get install librsvg2-bin imagemagick icnsutils)" >&2
        exit 1
    }
done

mkdir -p png
for size in 16 22 24 32 48 64 128 256 512; do
    rsvg-convert --width "$size" --height "$size" damier.svg --output "png/damier-$size.png"
done

# PNG-compressed entries for 256 px, plain bitmaps for the rest, as Windows expects.
convert png/damier-{16,24,32,48,64,128,256}.png -define icon:format=png:256 damier.ico

png2icns damier.icns png/damier-{16,32,48,128,256,512}.png >/dev/null

ls -l png damier.ico damier.icns
