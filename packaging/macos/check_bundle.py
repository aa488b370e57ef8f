"""Checks a Damier.app bundle laid out as packaging/README.md says, without a Mac.

Usage: python3 packaging/macos/check_bundle.py PATH/TO/Damier.app VERSION

Reads Contents/Info.plist as macOS does (a property list), and checks that the executable
and the icon it names are in the bundle, the bundle id and the versions, and that .pdn files
are declared (a type with the extension pdn and the MIME type application/x-pdn, which the
document type opens with Damier as its editor). Checks that the .icns icon set is whole (its
length, and each entry's) and holds the sizes Finder and the Dock use. Prints what is wrong
and exits 1, or says what was checked.
"""

import plistlib
import struct
import sys
from pathlib import Path

# The icon types of an .icns file that hold a PNG or JPEG 2000 image, with their size in pixels.
ICNS_IMAGE = {b"icp4": 16, b"icp5": 32, b"icp6": 64, b"ic07": 128, b"ic08": 256,
              b"ic09": 512, b"ic10": 1024, b"ic11": 32, b"ic12": 64, b"ic13": 256, b"ic14": 512}
# The older types that hold run-length coded RGB (each with its mask in s8mk, l8mk, …).
ICNS_RGB = {b"is32": 16, b"il32": 32, b"ih32": 48, b"it32": 128}
IMAGE_SIGNATURES = (b"\x89PNG\r\n\x1a\n", b"\x00\x00\x00\x0cjP  \r\n\x87\n")
# Sizes every bundle icon needs: the Dock, Finder's icon views and the app switcher.
NEEDED = {16, 32, 128, 256, 512}


def fail(message):
    print(f"check_bundle.py: {message}", file=sys.stderr)
    sys.exit(1)


def icns_sizes(path):
    """The pixel sizes of the images of an .icns file, after checking its structure."""
    data = path.read_bytes()
    if data[:4] != b"icns":
        fail(f"{path} is not an .icns file")
    (length,) = struct.unpack(">I", data[4:8])
    if length != len(data):
        fail(f"{path} says it has {length} bytes, it has {len(data)}")
    sizes, at = set(), 8
    while at < len(data):
        kind, size = struct.unpack(">4sI", data[at:at + 8])
        if size < 8 or at + size > len(data):
            fail(f"{path}: the entry {kind!r} at byte {at} runs past the end")
        if kind in ICNS_IMAGE:
            if not data[at + 8:at + 20].startswith(IMAGE_SIGNATURES):
                fail(f"{path}: the entry {kind!r} is neither a PNG nor a JPEG 2000 image")
            sizes.add(ICNS_IMAGE[kind])
        elif kind in ICNS_RGB:
            sizes.add(ICNS_RGB[kind])
        at += size
    return sizes


def main():
    if len(sys.argv) != 3:
        fail("usage: check_bundle.py PATH/TO/Damier.app VERSION")
    app, version = Path(sys.argv[1]), sys.argv[2]
    contents = app / "Contents"
    try:
        with open(contents / "Info.plist", "rb") as f:
            plist = plistlib.load(f)
    except (OSError, plistlib.InvalidFileException) as e:
        fail(f"Contents/Info.plist cannot be read as a property list: {e}")

    expected = {
        "CFBundleIdentifier": "org.damier.Damier",
        "CFBundlePackageType": "APPL",
        "CFBundleExecutable": "damier",
        "CFBundleShortVersionString": version,
        "CFBundleVersion": version,
    }
    for key, value in expected.items():
        if plist.get(key) != value:
            fail(f"Info.plist's {key} is {plist.get(key)!r}, not {value!r}")

    executable = contents / "MacOS" / plist["CFBundleExecutable"]
    if not executable.is_file():
        fail(f"the bundle has no Contents/MacOS/{plist['CFBundleExecutable']}")
    icon = plist.get("CFBundleIconFile", "")
    icon_path = contents / "Resources" / (icon if icon.endswith(".icns") else icon + ".icns")
    if not icon_path.is_file():
        fail(f"the bundle has no Contents/Resources/{icon_path.name} (CFBundleIconFile)")
    missing = NEEDED - icns_sizes(icon_path)
    if missing:
        fail(f"{icon_path.name} lacks the sizes {sorted(missing)}")

    types = {t.get("UTTypeIdentifier"): t for t in
             plist.get("UTImportedTypeDeclarations", []) + plist.get("UTExportedTypeDeclarations", [])}
    pdn = [uti for uti, t in types.items()
           if "pdn" in t.get("UTTypeTagSpecification", {}).get("public.filename-extension", [])]
    if not pdn:
        fail("Info.plist declares no type with the extension pdn")
    tags = types[pdn[0]]["UTTypeTagSpecification"]
    if "application/x-pdn" not in tags.get("public.mime-type", []):
        fail(f"the type {pdn[0]} lacks the MIME type application/x-pdn")
    documents = [d for d in plist.get("CFBundleDocumentTypes", [])
                 if pdn[0] in d.get("LSItemContentTypes", [])]
    if not documents:
        fail(f"no document type of Info.plist opens {pdn[0]}")
    if documents[0].get("CFBundleTypeRole") not in ("Editor", "Viewer"):
        fail(f"the document type of {pdn[0]} has the role {documents[0].get('CFBundleTypeRole')!r}")
    document_icon = documents[0].get("CFBundleTypeIconFile")
    if document_icon and not (contents / "Resources" / document_icon).is_file():
        fail(f"the document icon {document_icon} is not in Contents/Resources")

    print(f"Damier.app: Info.plist ({plist['CFBundleIdentifier']} {version}), "
          f"MacOS/{plist['CFBundleExecutable']}, Resources/{icon_path.name} "
          f"({len(NEEDED)} sizes), .pdn as {pdn[0]}")


if __name__ == "__main__":
    main()
