#!/usr/bin/env bash
# Checks that the workspace still compiles for Windows (x86_64-pc-windows-gnu) and lints
# clean there: `cargo clippy --target x86_64-pc-windows-gnu --workspace -- -D warnings`, which
# type-checks every crate as `cargo check` does. Nothing is linked, so MinGW's linker is not
# needed; app/build.rs does compile damier.exe's resources with MinGW's windres (whose
# preprocessor falls back to the system's gcc).
# Usage: packaging/windows/check-target.sh
# Adds the Rust target when missing, and installs Debian's binutils-mingw-w64-x86-64 (windres)
# when it is missing and the script runs as root. Without windres and no way to install it,
# every crate but the program's is checked, and the script says so.
set -euo pipefail
cd "$(dirname "$0")/../.."

fail() { echo "check-target.sh: $*" >&2; exit 1; }

target=x86_64-pc-windows-gnu
if ! rustup target list --installed | grep -qx "$target"; then
    echo "adding the Rust target $target"
    rustup target add "$target" >/dev/null || fail "rustup could not add the target $target"
fi

packages=(--workspace)
source packaging/need-tools.sh
if ! need_tools binutils-mingw-w64-x86-64 x86_64-w64-mingw32-windres; then
    echo "check-target.sh: without windres the program's crate (damier) is not checked," \
        "the others are" >&2
    packages=(--workspace --exclude damier)
else
    # Named by its full path, windres falls back to the system's gcc as its preprocessor when
    # MinGW's gcc is not installed; named bare, it gives up ("x86_64-w64-mingw32-gcc: not
    # found"). The resource crate runs what WINDRES names.
    WINDRES=$(command -v x86_64-w64-mingw32-windres)
    export WINDRES
fi

echo "cargo clippy --target $target ${packages[*]} -- -D warnings"
cargo clippy --locked --target "$target" "${packages[@]}" -- -D warnings ||
    fail "the workspace does not compile or lint clean for $target"
