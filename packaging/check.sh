#!/usr/bin/env bash
# Checks the Linux desktop integration without building the package: lays out the files that
# `cargo deb` installs (the `assets` of app/Cargo.toml, less the binary) in a temporary tree,
# then validates the desktop file, the AppStream metainfo (alone, and with the tree so that its
# desktop file is found), the MIME type and the icon sizes, and checks that the metainfo's
# screenshots exist in docs/screenshots and that its newest release and the macOS Info.plist
# carry the workspace version. Lays out the macOS bundle (Damier.app, with an empty stand-in
# for the executable built on a Mac) and checks it with packaging/macos/check_bundle.py, and
# checks the Windows manifest and installer script for what they promise. Installs Debian's
# validators when they are missing and it runs as root.
set -euo pipefail
cd "$(dirname "$0")/.."

source packaging/need-tools.sh
need_tools "desktop-file-utils appstream shared-mime-info" \
    desktop-file-validate appstreamcli update-mime-database || exit 1

tree=$(mktemp -d)
trap 'rm -rf "$tree"' EXIT
fail() { echo "check.sh: $*" >&2; exit 1; }

# The package's files, from the asset list: ["../SOURCE", "DEST", "644"].
count=0
while read -r source dest; do
    [[ -f $source ]] || fail "asset $source (for $dest) does not exist"
    mkdir -p "$tree/$(dirname "$dest")"
    cp "$source" "$tree/$dest"
    count=$((count + 1))
done < <(sed -nE 's|^ *\["\.\./([^"]+)", "([^"]+)", "644"\],?$|\1 \2|p' app/Cargo.toml)
((count >= 14)) || fail "only $count assets found in app/Cargo.toml"

apps=$tree/usr/share/applications
meta=$tree/usr/share/metainfo/org.damier.Damier.metainfo.xml

echo "desktop-file-validate org.damier.Damier.desktop"
out=$(desktop-file-validate "$apps/org.damier.Damier.desktop" 2>&1) || fail "$out"
[[ -z $out ]] || fail "$out"

echo "appstreamcli validate --no-net org.damier.Damier.metainfo.xml"
appstreamcli validate --no-net --no-color "$meta"
appstreamcli validate-tree --no-net --no-color "$tree"

echo "shared-mime-info: application/x-pdn"
out=$(update-mime-database "$tree/usr/share/mime" 2>&1)
grep -q ':application/x-pdn:\*\.pdn$' "$tree/usr/share/mime/globs2" || fail "*.pdn is not application/x-pdn: $out"
grep -q '^MimeType=application/x-pdn;$' "$apps/org.damier.Damier.desktop" || fail "the desktop file does not open application/x-pdn"

echo "icon sizes"
for png in "$tree"/usr/share/icons/hicolor/*/apps/org.damier.Damier.png; do
    size=$(basename "$(dirname "$(dirname "$png")")")
    # A PNG's width and height are the big-endian 32-bit numbers at bytes 16 and 20.
    read -r w1 w2 w3 w4 h1 h2 h3 h4 < <(od -An -tu1 -j16 -N8 "$png")
    actual=$(((w1 << 24 | w2 << 16 | w3 << 8 | w4)))x$(((h1 << 24 | h2 << 16 | h3 << 8 | h4)))
    [[ $actual == "$size" ]] || fail "$png is $actual"
done

echo "metainfo screenshots are in docs/screenshots"
shots=0
while read -r shot; do
    [[ -f docs/screenshots/$shot ]] || fail "the metainfo shows docs/screenshots/$shot, which does not exist"
    shots=$((shots + 1))
done < <(grep -oE '<image>[^<]*/raw/main/docs/screenshots/[^<]+</image>' packaging/linux/org.damier.Damier.metainfo.xml |
    sed -E 's|.*/docs/screenshots/([^<]+)</image>|\1|')
((shots > 0)) || fail "the metainfo has no screenshots under docs/screenshots"

echo "metainfo release and Info.plist version = workspace version"
version=$(sed -nE 's/^version = "([^"]+)"$/\1/p' Cargo.toml | head -1)
release=$(grep -m1 -oE '<release version="[^"]+"' packaging/linux/org.damier.Damier.metainfo.xml | cut -d'"' -f2)
[[ $version == "$release" ]] || fail "Cargo.toml says $version, the metainfo's newest release is $release"
for key in CFBundleShortVersionString CFBundleVersion; do
    plist=$(grep -A1 "<key>$key</key>" packaging/macos/Info.plist | sed -nE 's|.*<string>(.*)</string>.*|\1|p')
    [[ $plist == "$version" ]] || fail "Cargo.toml says $version, Info.plist's $key is $plist"
done

echo "macOS bundle: Damier.app laid out as packaging/README.md says, Info.plist and damier.icns"
command -v python3 >/dev/null || fail "python3 is needed to read Info.plist as a property list"
app=$tree/Damier.app/Contents
mkdir -p "$app/MacOS" "$app/Resources"
cp packaging/macos/Info.plist "$app/"
: >"$app/MacOS/damier" # the universal binary built on a Mac goes here
cp icons/damier.icns "$app/Resources/"
python3 packaging/macos/check_bundle.py "$tree/Damier.app" "$version"

echo "Windows: the manifest, the installer script and the icon"
manifest=packaging/windows/damier.exe.manifest
if command -v xmllint >/dev/null; then
    xmllint --noout "$manifest" || fail "$manifest is not well-formed XML"
fi
grep -q '<dpiAwareness[^>]*>PerMonitorV2' "$manifest" || fail "$manifest does not ask for per-monitor DPI awareness"
grep -q 'level="asInvoker"' "$manifest" || fail "$manifest does not run damier.exe as the user"
nsi=packaging/windows/damier.nsi
grep -q '^RequestExecutionLevel user$' "$nsi" || fail "$nsi does not install without administrator rights"
grep -q 'Software\\Classes\\.pdn' "$nsi" || fail "$nsi does not register .pdn files"
[[ $(head -c 4 icons/damier.ico | od -An -tx1 | tr -d ' ') == 00000100 ]] || fail "icons/damier.ico is not an icon file"

echo "packaging checks passed"
