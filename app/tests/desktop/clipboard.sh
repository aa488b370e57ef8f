#!/usr/bin/env bash
# The clipboard as a person uses it, in a real window under Xvfb: Ctrl+C on the board puts the
# position's FEN on the desktop's clipboard (read back with xclip), and Ctrl+V sets up a FEN
# that another program (xclip) put there; a FEN that does not fit is refused and the game stays;
# Ctrl+D puts a diagram of the position there as a PNG picture.
# Usage: clipboard.sh PATH/TO/damier. Installs Xvfb, xclip and xdotool when they are missing and
# it runs as root.
set -euo pipefail
check=clipboard.sh
damier=$(realpath "${1:?usage: clipboard.sh PATH/TO/damier}")
source "$(dirname "$0")/window.sh"

desktop_tools Xvfb xclip xdotool
open_window "$damier"

# Waits until the clipboard holds $1, for up to 10 s.
expect_clipboard() {
    local got=""
    for _ in $(seq 100); do
        got=$(xclip -o -selection clipboard 2>/dev/null || true)
        [[ $got == "$1" ]] && return 0
        sleep 0.1
    done
    fail "the clipboard holds '$got', not '$1'"
}

echo "Ctrl+C: the starting position reaches the desktop's clipboard"
printf 'nothing yet' | xclip -selection clipboard -i
key ctrl+c
expect_clipboard "W:W31-50:B1-20"

# Puts $1 on the clipboard as another program would, pastes it with Ctrl+V, and copies the
# position back with Ctrl+C, so that the clipboard then holds the position on the board.
paste_then_copy() {
    printf '%s' "$1" | xclip -selection clipboard -i
    key ctrl+v
    printf 'nothing yet' | xclip -selection clipboard -i
    key ctrl+c
}

echo "Ctrl+V: a FEN put on the clipboard by another program is set up"
paste_then_copy 'W:W28,K46:B12,19'
expect_clipboard "W:W28,K46:B12,19"

echo "Ctrl+V: text that is not a FEN is refused and the position stays"
paste_then_copy 'hello, world'
expect_clipboard "W:W28,K46:B12,19"

echo "Ctrl+D: a diagram of the position reaches the clipboard as a PNG picture"
printf 'nothing yet' | xclip -selection clipboard -i
key ctrl+d
picture=""
held=$(mktemp)
for _ in $(seq 100); do
    # Read whole into a file: a reader that stops early would cut xclip off mid-write.
    if xclip -o -selection clipboard -t image/png >"$held" 2>/dev/null; then
        picture=$(od -An -tx1 -N4 "$held" | tr -d ' \n')
        [[ $picture == 89504e47 ]] && break
    fi
    sleep 0.1
done
rm -f "$held"
[[ $picture == 89504e47 ]] || fail "no PNG picture on the clipboard (first bytes: '$picture')"

still_running
echo "clipboard: 4 passed, 0 failed"
