# Sourced by the packaging scripts: installs the Debian packages that bring missing tools.
#   need_tools "PACKAGE…" TOOL…   returns at once when every TOOL is on the PATH; else, as root
#                                 with apt-get, installs the PACKAGEs; else says what is missing
#                                 and which packages bring it, and returns 1.
need_tools() {
    local packages=$1 missing=() tool
    shift
    for tool in "$@"; do command -v "$tool" >/dev/null || missing+=("$tool"); done
    ((${#missing[@]})) || return 0
    if [[ $(id -u) == 0 ]] && command -v apt-get >/dev/null; then
        echo "installing $packages (for ${missing[*]})"
        export DEBIAN_FRONTEND=noninteractive
        apt-get update -qq >/dev/null
        # shellcheck disable=SC2086 # the package list is split on purpose
        apt-get install -y -qq --no-install-recommends $packages >/dev/null
    else
        echo "missing ${missing[*]}: apt-get install $packages" >&2
        return 1
    fi
}
