# Sourced by the benchmark scripts: the one Python venv they share (benchmarks/.venv, never
# part of ci/ or the test run).
#
# bench_venv IMPORTS PACKAGE...   makes sure `python -c "import IMPORTS"` works in the venv,
# installing the pinned PACKAGEs if not. The venv uses Python 3.12 when pyenv has it (pixelhog
# needs it); a venv made earlier with an older Python is remade then (each script reinstalls
# what it misses).
bench_venv() {
    local imports=$1; shift
    local venv=benchmarks/.venv python=python3 candidate
    if [ -x "$venv/bin/python" ] && "$venv/bin/python" -c "import $imports" 2>/dev/null; then return; fi
    for candidate in python3.12 "$HOME"/.pyenv/versions/3.12*/bin/python3.12; do
        # pyenv shims answer `command -v` even where they do not run.
        if "$candidate" -c "import sys" >/dev/null 2>&1; then python=$candidate; break; fi
    done
    if [ -x "$venv/bin/python" ] && [ "$python" != python3 ] &&
       ! "$venv/bin/python" -c 'import sys; sys.exit(sys.version_info < (3, 12))'; then
        rm -rf "$venv"
    fi
    [ -x "$venv/bin/python" ] || "$python" -m venv "$venv"
    "$venv/bin/python" -m pip install -q --disable-pip-version-check "$@"
}
