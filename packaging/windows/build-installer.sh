#!/usr/bin/env bash
# Builds Damier's Windows installer on Linux: cross-compiles damier.exe for
# x86_64-pc-windows-gnu (release), then packs it with NSIS (damier.nsi beside this file) into
# TARGET/windows/damier-VERSION-setup.exe, VERSION being the workspace version of Cargo.toml
# and TARGET the Cargo target folder ($CARGO_TARGET_DIR, else target/).
# Usage: packaging/windows/build-installer.sh
# Needs rustup, MinGW-w64 (the linker and windres) and NSIS (makensis): adds the Rust target
# when missing, and installs Debian's mingw-w64 and nsis when they are missing and it runs as
# root.
set -euo pipefail
cd "$(dirname "$0")/../.."

fail() { echo "build-installer.sh: $*" >&2; exit 1; }

target=x86_64-pc-windows-gnu
source packaging/need-tools.sh
need_tools "mingw-w64 nsis" x86_64-w64-mingw32-gcc x86_64-w64-mingw32-windres makensis ||
    fail "tools missing"
if ! rustup target list --installed | grep -qx "$target"; then
    echo "adding the Rust target $target"
    rustup target add "$target" || fail "rustup could not add the target $target"
fi

version=$(sed -nE 's/^version = "([^"]+)"$/\1/p' Cargo.toml | head -1)
[[ $version =~ ^([0-9]+)\.([0-9]+)\.([0-9]+) ]] || fail "Cargo.toml's version '$version' is not x.y.z"
# Windows' version resources take four numbers.
quad=${BASH_REMATCH[1]}.${BASH_REMATCH[2]}.${BASH_REMATCH[3]}.0

echo "cargo build --release --target $target -p damier"
cargo build --release --locked --target "$target" -p damier || fail "the cross build failed"

target_dir=$(realpath -m "${CARGO_TARGET_DIR:-target}")
exe=$target_dir/$target/release/damier.exe
[[ -f $exe ]] || fail "the build left no $exe"
out=$target_dir/windows/damier-$version-setup.exe
mkdir -p "$(dirname "$out")"
rm -f "$out"

echo "makensis packaging/windows/damier.nsi"
makensis -V2 -WX -DVERSION="$version" -DVERSION_QUAD="$quad" -DEXE="$exe" -DOUTFILE="$out" \
    packaging/windows/damier.nsi || fail "makensis failed"
[[ -f $out ]] || fail "makensis left no $out"
echo "built $out ($(du -h "$out" | cut -f1))"
