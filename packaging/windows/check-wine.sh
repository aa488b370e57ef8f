#!/usr/bin/env bash
# Tries Damier's Windows installer under Wine, in a display of its own (Xvfb) and a fresh Wine
# prefix, as a person would on Windows: installs it silently (/S) and checks the files, the
# Start menu entry, the .pdn file type and the uninstall entry; runs `damier.exe perft --depth
# 6` (the reference count, 167140); starts Damier from its Start menu entry, plays 32-28 from
# the keyboard, waits for the computer's answer, saves the game with Ctrl+S in Windows' save
# dialog into Documents, and quits; checks the data folder in AppData; opens the saved game
# with the command registered for .pdn files (what a double-click runs) and checks that the
# window shows the position saved; then uninstalls silently and checks that everything
# installed is gone. (Wine 8 does not read HKEY_CURRENT_USER\Software\Classes into
# HKEY_CLASSES_ROOT as Windows does, so Wine's own `start FILE.pdn` cannot find Damier: the
# check runs the registered command itself.)
# Usage: packaging/windows/check-wine.sh [SETUP.exe]
#   SETUP.exe defaults to TARGET/windows/damier-VERSION-setup.exe, built first when missing.
#   SCREENSHOT=FILE.png saves a picture of the window with the game played.
# Installs Debian's wine, xvfb, xdotool, xclip and mingw-w64 when missing and it runs as root.
set -euo pipefail
cd "$(dirname "$0")/../.."
repo=$PWD

fail() { echo "check-wine.sh: $*" >&2; exit 1; }

version=$(sed -nE 's/^version = "([^"]+)"$/\1/p' Cargo.toml | head -1)
setup=${1:-$(realpath -m "${CARGO_TARGET_DIR:-target}")/windows/damier-$version-setup.exe}
if [[ ! -f $setup ]]; then
    [[ $# == 0 ]] || fail "no installer at $setup"
    packaging/windows/build-installer.sh
fi
setup=$(realpath "$setup")

source packaging/need-tools.sh
need_tools "wine wine64 xvfb xdotool xclip mingw-w64 libgl1-mesa-dri" \
    wine Xvfb xdotool xclip x86_64-w64-mingw32-gcc || fail "tools missing"

work=$(mktemp -d)
pids=()
cleanup() {
    wineserver -k 2>/dev/null || true
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    wait 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

# A display of its own.
display=99
while [[ -e /tmp/.X11-unix/X$display || -e /tmp/.X$display-lock ]]; do display=$((display + 1)); done
Xvfb ":$display" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
pids+=($!)
export DISPLAY=":$display"
for _ in $(seq 50); do xdotool getmouselocation >/dev/null 2>&1 && break; sleep 0.1; done

# A fresh Wine prefix, without the Mono and Gecko installers' questions, and a home of its
# own (Wine links the prefix's Documents and Desktop to the home's).
export HOME=$work/home
mkdir -p "$HOME"
export WINEPREFIX=$work/prefix WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
export LANG=en_GB.UTF-8 LC_ALL=
echo "wine $(wine --version): a new prefix"
wine wineboot -i >/dev/null 2>&1 || fail "wineboot could not make a Wine prefix"
wineserver -w

# Windows' folders of this prefix, as Linux paths.
unix_path() { winepath -u "$1" 2>/dev/null | tr -d '\r'; }
windows_env() { wine cmd /c echo "%$1%" 2>/dev/null | tr -d '\r'; }
local_appdata=$(windows_env LOCALAPPDATA)
appdata=$(windows_env APPDATA)
profile=$(windows_env USERPROFILE)
install_win="$local_appdata\\Programs\\Damier"
install=$(unix_path "$install_win")
start_menu=$(unix_path "$appdata\\Microsoft\\Windows\\Start Menu\\Programs")
documents=$(unix_path "$profile\\Documents")
[[ -d $documents ]] || fail "the prefix has no Documents folder ($documents)"

system32=$WINEPREFIX/drive_c/windows/system32
if [[ ! -e $system32/bcryptprimitives.dll ]]; then
    echo "this Wine lacks bcryptprimitives.dll (Windows 10 has it): a stand-in for the prefix"
    x86_64-w64-mingw32-gcc -O2 -shared -s -o "$system32/bcryptprimitives.dll" \
        packaging/windows/wine/bcryptprimitives.c packaging/windows/wine/bcryptprimitives.def \
        -lbcrypt || fail "the bcryptprimitives.dll stand-in did not build"
fi

# Registry values under HKEY_CURRENT_USER\$1, or nothing when the key is not there (reg then
# prints its error on standard output, and fails).
reg_query() {
    local out
    if out=$(wine reg query "HKCU\\$1" "${@:2}" 2>/dev/null); then printf '%s\n' "$out" | tr -d '\r'; fi
}

echo "the installer installs silently (/S)"
wine "$setup" /S || fail "the installer failed"
wineserver -w
for file in damier.exe uninstall.exe README.md; do
    [[ -f $install/$file ]] || fail "the installer left no $install_win\\$file"
done
[[ -f $start_menu/Damier.lnk ]] || fail "no Start menu entry Damier.lnk"
open_command=$(reg_query 'Software\Classes\Damier.pdn\shell\open\command' /ve)
[[ $open_command == *"REG_SZ    \"$install_win\\damier.exe\" \"%1\""* ]] ||
    fail ".pdn files are not opened by damier.exe: $open_command"
[[ $(reg_query 'Software\Classes\.pdn' /ve) == *Damier.pdn* ]] || fail ".pdn is not Damier.pdn"
[[ $(reg_query 'Software\Classes\Damier.pdn\DefaultIcon' /ve) == *damier.exe* ]] ||
    fail ".pdn files have no icon from damier.exe"
uninstall_key='Software\Microsoft\Windows\CurrentVersion\Uninstall\Damier'
[[ $(reg_query "$uninstall_key" /v DisplayVersion) == *"$version"* ]] ||
    fail "no uninstall entry for Damier $version"

echo "damier.exe perft --depth 6 prints the reference count"
out=$(wine "$install/damier.exe" perft --depth 6 2>&1 | tr -d '\r') || fail "perft failed: $out"
[[ $out == "perft 6: 167140 nodes"* ]] || fail "perft printed '$out'"

# The position in the window, copied with Ctrl+C (Escape first leaves the move field, which
# takes the keyboard after each move).
fen() {
    printf 'nothing yet' | xclip -selection clipboard -i
    xdotool key --clearmodifiers Escape
    xdotool key --clearmodifiers ctrl+c
    sleep 1
    xclip -o -selection clipboard 2>/dev/null || true
}

# Waits for a visible window whose name matches $1 (a regular expression); prints its id.
wait_window() {
    local id=""
    for _ in $(seq 600); do
        id=$(xdotool search --onlyvisible --name "$1" 2>/dev/null | head -n 1 || true)
        [[ -n $id ]] && { echo "$id"; return 0; }
        sleep 0.1
    done
    return 1
}

# Waits for Damier's window ("Damier — GAME", or "FILE — Damier — GAME"), gives it the keyboard and
# puts the pointer over the board, away from any text field.
wait_damier() {
    window=$(wait_window 'Damier') || fail "no Damier window appeared after $1"
    sleep 3
    xdotool windowfocus --sync "$window" 2>/dev/null || true
    xdotool mousemove --window "$window" 300 300
}

# Ctrl+Q, then waits for every Windows program of the prefix to end.
quit_damier() {
    xdotool key --clearmodifiers ctrl+q
    timeout 60 wineserver -w || fail "Damier did not quit on Ctrl+Q"
}

echo "Damier starts from its Start menu entry and shows the board"
wine start "$(winepath -w "$start_menu/Damier.lnk" | tr -d '\r')" >/dev/null 2>&1 ||
    fail "the Start menu entry did not start"
wait_damier "the Start menu entry"
start=$(fen)
[[ $start == "W:W31-50:B1-20" ]] || fail "the window's position is '$start', not the start"

echo "a move from the keyboard (32-28), and the computer answers"
# M goes to the move field. A key lost on a busy machine leaves a move that is not legal, so
# the move is typed again, up to three times, until the position changes.
played=$start
for _ in 1 2 3; do
    xdotool key --clearmodifiers m
    sleep 0.5
    xdotool key --clearmodifiers ctrl+a
    xdotool type --delay 150 "32-28"
    sleep 0.5
    xdotool key --clearmodifiers Return
    for _ in $(seq 5); do
        played=$(fen)
        [[ $played != "$start" ]] && break 2
    done
done
[[ $played != "$start" ]] || fail "32-28 typed in the move field did not play"
for _ in $(seq 60); do
    [[ $played == W:* ]] && break
    sleep 0.5
    played=$(fen)
done
[[ $played == W:* ]] || fail "the computer did not answer 32-28: the position is '$played'"
if [[ -n ${SCREENSHOT:-} ]]; then
    command -v import >/dev/null || fail "SCREENSHOT needs ImageMagick's import"
    import -window root "$SCREENSHOT"
    echo "  the window: $SCREENSHOT"
fi

echo "Ctrl+S saves the game in Documents through Windows' save dialog"
saved_win="$profile\\Documents\\wine-check.pdn"
xdotool key --clearmodifiers ctrl+s
dialog=$(wait_window '^Save the game') || fail "no save dialog appeared"
sleep 1
xdotool windowfocus --sync "$dialog" 2>/dev/null || true
xdotool key --clearmodifiers ctrl+a
xdotool type --delay 20 "$saved_win"
xdotool key --clearmodifiers Return
for _ in $(seq 100); do [[ -s $documents/wine-check.pdn ]] && break; sleep 0.1; done
[[ -s $documents/wine-check.pdn ]] || fail "the game was not saved to $saved_win"
grep -q '32-28' "$documents/wine-check.pdn" || fail "the saved game lacks 32-28: $(cat "$documents/wine-check.pdn")"
quit_damier

echo "the kept game and the recent files are in AppData\\Roaming\\Damier\\Damier\\data"
data_win="$appdata\\Damier\\Damier\\data"
data=$(unix_path "$data_win")
[[ -f $data/last-game.json ]] || fail "no kept game in $data_win"
grep -q 'wine-check.pdn' "$data/recent.json" 2>/dev/null || fail "$data_win\\recent.json does not list the game saved"

echo "the saved game opens with the command registered for .pdn files"
command=$(reg_query 'Software\Classes\Damier.pdn\shell\open\command' /ve | sed -nE 's/^ *\(Default\) +REG_SZ +//p')
[[ $command =~ ^\"([^\"]+)\"\ \"%1\"$ ]] || fail "the open command for .pdn files is '$command'"
wine "$(unix_path "${BASH_REMATCH[1]}")" "$saved_win" >/dev/null 2>&1 &
wait_damier "opening $saved_win"
xdotool key --clearmodifiers End # a game opens at its start: to its last move
sleep 0.5
reopened=$(fen)
[[ $reopened == "$played" ]] || fail "the reopened game shows '$reopened', not '$played'"
quit_damier

echo "the uninstaller removes what was installed"
# The uninstaller copies itself to the temporary folder and goes on from there, so that it
# can remove its own folder: it has ended when the uninstall entry is gone.
wine "$install/uninstall.exe" /S || fail "the uninstaller failed"
for _ in $(seq 60); do [[ -z $(reg_query "$uninstall_key") ]] && break; sleep 0.5; done
timeout 60 wineserver -w || fail "the uninstaller did not end"
[[ ! -e $install ]] || fail "$install_win is still there: $(ls "$install")"
[[ ! -e $start_menu/Damier.lnk ]] || fail "the Start menu entry is still there"
[[ -z $(reg_query 'Software\Classes\Damier.pdn') ]] || fail "the Damier.pdn file type is still registered"
[[ -z $(reg_query "$uninstall_key") ]] || fail "the uninstall entry is still there"
[[ -s $documents/wine-check.pdn ]] || fail "uninstalling removed the player's saved game"

echo "wine: 6 passed, 0 failed"
