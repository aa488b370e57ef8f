#!/usr/bin/env bash
# A minimised window goes on with its game, in a real window under Xvfb: the computer plays
# both sides, the window is marked minimised (_NET_WM_STATE_HIDDEN, as a window manager marks
# an iconified window; the window then gets no frames, only its logic runs), and the autosave
# must still receive the computer's moves; shown again, the window draws them.
# Usage: minimised.sh PATH/TO/damier. Installs Xvfb, xdotool and xprop when they are missing
# and it runs as root.
set -euo pipefail
check=minimised.sh
damier=$(realpath "${1:?usage: minimised.sh PATH/TO/damier}")
source "$(dirname "$0")/window.sh"

desktop_tools Xvfb xdotool xprop
mkdir -p "$home/config/damier"
cat >"$home/config/damier/settings.json" <<SETTINGS
{ "players": ["Computer", "Computer"], "level": 10, "move_time_ms": 500, "animate": false }
SETTINGS
open_window "$damier"
autosave=$home/data/damier/last-game.pdn

# The moves of the game in the autosave.
saved_moves() { grep -o '[0-9]\+[-x][0-9]\+' "$autosave" 2>/dev/null | wc -l; }

# Waits up to $2 seconds for the autosave to hold more than $1 moves.
expect_more_moves() {
    for _ in $(seq $(($2 * 10))); do
        (($(saved_moves) > $1)) && return 0
        sleep 0.1
    done
    fail "the autosave still holds $(saved_moves) moves, $3"
}

echo "the computer plays itself in the window shown"
expect_more_moves 2 30 "not more than 2 with the window shown"

echo "minimised, the game goes on and the autosave keeps it"
xprop -id "$window" -f _NET_WM_STATE 32a -set _NET_WM_STATE _NET_WM_STATE_HIDDEN
sleep 1
before=$(saved_moves)
expect_more_moves $((before + 4)) 60 "not 4 more than the $before it had when minimised"

echo "shown again, the window goes on"
xprop -id "$window" -remove _NET_WM_STATE
shown=$(saved_moves)
expect_more_moves "$shown" 30 "no more than when it was shown again"

still_running
echo "minimised: 3 passed, 0 failed"
