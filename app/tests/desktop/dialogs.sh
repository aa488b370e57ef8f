#!/usr/bin/env bash
# File dialogs as a person uses them, in a real window under Xvfb with the desktop's own file
# chooser (zenity, as on a desktop without the XDG portal): File › Export diagram
# (Ctrl+Shift+D) opens a save dialog, and the name typed there gets a diagram of the board, as
# SVG or PNG by its extension.
# Usage: dialogs.sh PATH/TO/damier. Installs Xvfb, xdotool and zenity when they are missing and
# it runs as root.
set -euo pipefail
check=dialogs.sh
damier=$(realpath "${1:?usage: dialogs.sh PATH/TO/damier}")
source "$(dirname "$0")/window.sh"

desktop_tools Xvfb xdotool zenity
open_window "$damier"

# Asks for a diagram with Ctrl+Shift+D, types $1 in the dialog that opens, and waits until the
# file is there.
export_as() {
    # The dialog closed before had the keyboard: give it back to Damier.
    xdotool windowfocus --sync "$window" 2>/dev/null || true
    key ctrl+shift+d
    local dialog=""
    for _ in $(seq 200); do
        dialog=$(xdotool search --onlyvisible --name '^zenity$' 2>/dev/null | head -n 1 || true)
        [[ -n $dialog ]] && break
        sleep 0.1
    done
    [[ -n $dialog ]] || fail "no file dialog opened for $1"
    sleep 1
    xdotool windowfocus --sync "$dialog"
    xdotool key --clearmodifiers ctrl+a
    xdotool type --delay 20 "$1"
    sleep 0.3
    xdotool key --clearmodifiers Return
    for _ in $(seq 100); do
        [[ -s $1 ]] && return 0
        sleep 0.1
    done
    fail "no diagram was written to $1"
}

echo "Ctrl+Shift+D, a name ending in .svg: the diagram is written as SVG"
export_as "$home/board.svg"
[[ $(head -c 4 "$home/board.svg") == "<svg" ]] || fail "board.svg is not SVG"
grep -q '<circle' "$home/board.svg" || fail "board.svg shows no piece"

echo "Ctrl+Shift+D, a name ending in .png: the diagram is written as a PNG picture"
export_as "$home/board.png"
[[ $(od -An -tx1 -N4 "$home/board.png" | tr -d ' \n') == 89504e47 ]] || fail "board.png is not PNG"

still_running
echo "dialogs: 2 passed, 0 failed"
