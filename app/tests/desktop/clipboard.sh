#!/usr/bin/env bash
# The clipboard as a person uses it, in a real window under Xvfb: Ctrl+C on the board puts the
# position's FEN on the desktop's clipboard (read back with xclip), and Ctrl+V sets up a FEN
# that another program (xclip) put there; a FEN that does not fit is refused and the game stays.
# Usage: clipboard.sh PATH/TO/damier. Installs Xvfb, xclip and xdotool when they are missing and
# it runs as root.
set -euo pipefail

damier=$(realpath "${1:?usage: clipboard.sh PATH/TO/damier}")
fail() { echo "clipboard.sh: $*" >&2; exit 1; }

tools=(Xvfb xclip xdotool)
missing=()
for tool in "${tools[@]}"; do command -v "$tool" >/dev/null || missing+=("$tool"); done
if ((${#missing[@]})); then
    if [[ $(id -u) == 0 ]] && command -v apt-get >/dev/null; then
        echo "installing xvfb xclip xdotool"
        export DEBIAN_FRONTEND=noninteractive
        apt-get update -qq >/dev/null
        apt-get install -y -qq --no-install-recommends xvfb xclip xdotool libgl1-mesa-dri \
            libegl1 libxkbcommon-x11-0 libxcursor1 libxi6 >/dev/null
    else
        fail "missing ${missing[*]}: apt-get install xvfb xclip xdotool"
    fi
fi

home=$(mktemp -d)
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    wait 2>/dev/null || true
    rm -rf "$home"
}
trap cleanup EXIT

# A display of its own, free of any other.
display=99
while [[ -e /tmp/.X11-unix/X$display || -e /tmp/.X$display-lock ]]; do display=$((display + 1)); done
Xvfb ":$display" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
pids+=($!)
export DISPLAY=":$display"
for _ in $(seq 50); do xdpyinfo >/dev/null 2>&1 || xdotool getmouselocation >/dev/null 2>&1 && break; sleep 0.1; done

export HOME=$home XDG_CONFIG_HOME=$home/config XDG_DATA_HOME=$home/data LANG=en_GB.UTF-8
export XDG_RUNTIME_DIR=$home/run
mkdir -m 700 "$XDG_RUNTIME_DIR"
unset WAYLAND_DISPLAY
"$damier" >"$home/damier.log" 2>&1 &
pids+=($!)

window=""
for _ in $(seq 300); do
    window=$(xdotool search --name '^Damier' 2>/dev/null | head -n 1 || true)
    [[ -n $window ]] && break
    sleep 0.1
done
[[ -n $window ]] || { cat "$home/damier.log" >&2; fail "no Damier window appeared"; }
sleep 2
xdotool windowfocus --sync "$window" 2>/dev/null || true
# The pointer over the board, away from any text field, so the keys go to the board.
xdotool mousemove --window "$window" 400 400

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

key() { xdotool key --clearmodifiers "$@"; sleep 0.5; }

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

kill -0 "${pids[1]}" 2>/dev/null || { cat "$home/damier.log" >&2; fail "Damier stopped"; }
echo "clipboard: 3 passed, 0 failed"
