# Sourced by the checks in this folder: a real Damier window under Xvfb, in a fresh home.
#   desktop_tools TOOL…      installs what is missing (Xvfb, xdotool, …) when run as root
#   open_window DAMIER       starts Xvfb and Damier; sets $home, $window and $damier_pid
#   key KEYS…                presses keys in the window
#   still_running            fails when Damier has stopped
# Each check calls `fail` to stop with a message; everything started is stopped at exit.

fail() { echo "${check:-desktop}: $*" >&2; exit 1; }

# Installs the Debian packages of the tools named, the window's libraries and ALSA's library
# when one of them is missing.
desktop_tools() {
    local missing=() tool
    for tool in "$@"; do command -v "$tool" >/dev/null || missing+=("$tool"); done
    ldconfig -p | grep -q 'libasound\.so\.2' || missing+=(libasound2)
    ((${#missing[@]})) || return 0
    if [[ $(id -u) == 0 ]] && command -v apt-get >/dev/null; then
        echo "installing ${missing[*]}"
        export DEBIAN_FRONTEND=noninteractive
        apt-get update -qq >/dev/null
        apt-get install -y -qq --no-install-recommends xvfb xclip xdotool x11-utils zenity \
            libgl1-mesa-dri libegl1 libxkbcommon-x11-0 libxcursor1 libxi6 libasound2 >/dev/null
    else
        fail "missing ${missing[*]}: apt-get install xvfb xclip xdotool x11-utils zenity"
    fi
}

home=$(mktemp -d)
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    wait 2>/dev/null || true
    rm -rf "$home"
}
trap cleanup EXIT

# Starts a display of its own and Damier in it, with a fresh home; waits for the window.
open_window() {
    local display=99
    while [[ -e /tmp/.X11-unix/X$display || -e /tmp/.X$display-lock ]]; do display=$((display + 1)); done
    Xvfb ":$display" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
    pids+=($!)
    export DISPLAY=":$display"
    # A loaded machine can take seconds to bring the display up.
    local up=""
    for _ in $(seq 300); do
        xdotool getmouselocation >/dev/null 2>&1 && { up=yes; break; }
        sleep 0.1
    done
    [[ -n $up ]] || fail "the display :$display did not come up within 30 s"

    export HOME=$home XDG_CONFIG_HOME=$home/config XDG_DATA_HOME=$home/data LANG=en_GB.UTF-8
    export XDG_RUNTIME_DIR=$home/run
    mkdir -p -m 700 "$XDG_RUNTIME_DIR"
    unset WAYLAND_DISPLAY
    "$1" >"$home/damier.log" 2>&1 &
    damier_pid=$!
    pids+=($damier_pid)

    window=""
    local started_again=""
    for _ in $(seq 300); do
        window=$(xdotool search --name '^Damier' 2>/dev/null | head -n 1 || true)
        [[ -n $window ]] && break
        # A display just up may still turn a first client away: start Damier once more.
        if [[ -z $started_again ]] && ! kill -0 "$damier_pid" 2>/dev/null; then
            started_again=yes
            sleep 1
            "$1" >>"$home/damier.log" 2>&1 &
            damier_pid=$!
            pids+=($damier_pid)
        fi
        sleep 0.1
    done
    [[ -n $window ]] || { cat "$home/damier.log" >&2; fail "no Damier window appeared"; }
    sleep 2
    xdotool windowfocus --sync "$window" 2>/dev/null || true
    # The pointer over the board, away from any text field, so the keys go to the board.
    xdotool mousemove --window "$window" 400 400
}

key() { xdotool key --clearmodifiers "$@"; sleep 0.5; }

still_running() {
    kill -0 "$damier_pid" 2>/dev/null || { cat "$home/damier.log" >&2; fail "Damier stopped"; }
}
