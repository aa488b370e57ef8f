#!/usr/bin/env bash
# The sounds of moves reach the desktop's audio device, in a real window under Xvfb: ALSA's
# default device is pointed at a file (the `file` plugin over the `null` device), a person
# plays 32-28 from the keyboard and the computer answers, and the file must then hold both
# moves' sounds as samples.
# Usage: sound.sh PATH/TO/damier. Installs Xvfb, xdotool and ALSA's library when they are
# missing and it runs as root.
set -euo pipefail
check=sound.sh
damier=$(realpath "${1:?usage: sound.sh PATH/TO/damier}")
source "$(dirname "$0")/window.sh"

desktop_tools Xvfb xdotool
heard=$home/heard.raw
cat >"$home/.asoundrc" <<ASOUND
pcm.!default {
    type file
    slave.pcm "null"
    file "$heard"
    format "raw"
}
ASOUND
open_window "$damier"

# A move's sound is 0.09 s of 16-bit samples at 44.1 kHz.
move_bytes=$((44100 * 9 / 100 * 2))

echo "a person's move from the keyboard is heard"
key m
xdotool type --delay 50 "32-28"
key Return
for _ in $(seq 100); do
    [[ $(stat -c %s "$heard" 2>/dev/null || echo 0) -ge $move_bytes ]] && break
    sleep 0.1
done
size=$(stat -c %s "$heard" 2>/dev/null || echo 0)
((size >= move_bytes)) || fail "the audio device got $size bytes after a move, not $move_bytes"

echo "the computer's answer is heard too"
for _ in $(seq 300); do
    [[ $(stat -c %s "$heard" 2>/dev/null || echo 0) -ge $((2 * move_bytes)) ]] && break
    sleep 0.1
done
size=$(stat -c %s "$heard")
((size >= 2 * move_bytes)) || fail "the audio device got $size bytes after two moves"

echo "what was heard is sound, not silence"
loudest=$(od -An -v -td2 "$heard" | tr -s ' ' '\n' | awk '$1 != "" { v = $1 < 0 ? -$1 : $1; if (v > m) m = v } END { print m + 0 }')
((loudest > 4000)) || fail "the samples are silent (loudest $loudest)"

still_running
echo "sound: 3 passed, 0 failed"
