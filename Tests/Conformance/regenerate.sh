#!/usr/bin/env bash
# Regenerates (or checks) the expected output of the conformance programs with swiftc.
#
# usage: Tests/Conformance/regenerate.sh [--check] [program.swift ...]
#   With no program, every program under Tests/Conformance/programs/ is done.
#   --check compares with the committed files instead of writing them; exit 1 on a difference.
#
# Each program is copied to a temporary folder as `main/main.swift` and compiled there as
# `swiftc -swift-version 6 -Onone -g -D DEBUG -module-name main main.swift`: the lessons' settings
# (Swift 6, a debug build, so overflow traps and `#if DEBUG` holds), and `#file`/`#fileID` read
# `main/main.swift` as the engine's `main.swift` does (Swift 6 makes `#file` the file ID, so no
# path needs normalising). `-lm` because on Linux `Double.rounded()` without Foundation needs libm
# linked by hand (Darwin links it always); it changes nothing else. `-g` lets the runtime's backtracer name a trap that has no message of its
# own ("Swift runtime failure: arithmetic overflow").
#
# name.out  is the program's standard output, byte for byte (written unbuffered by `stdbuf -o0`, so
#           the lines printed before a trap are kept).
# name.trap exists when the program stops with a trap: one line, the runtime's own words from
#           standard error. A "Fatal error" ("Precondition failed", "Assertion failed") raised in
#           the program keeps its `main/main.swift:LINE: ` prefix; one raised inside the standard
#           library loses its `Swift/File.swift:LINE: ` prefix (toolchain lines, not the program's);
#           a trap without a message is the backtracer's "Swift runtime failure: …" line without
#           its asterisks.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
check=0
if [[ "${1:-}" == "--check" ]]; then check=1; shift; fi
if [[ $# -eq 0 ]]; then
  mapfile -t programs < <(find "$here/programs" -name '*.swift' | sort)
else
  programs=("$@")
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/main"
failed=0

# The one line a trap leaves on standard error, as described above (empty if there is none).
trap_line() {
  local line
  line=$(grep -m1 -E '(^|: )(Fatal error|Precondition failed|Assertion failed)' "$1" || true)
  if [[ -n "$line" ]]; then
    sed -E 's#^Swift/[^:]+:[0-9]+: ##' <<<"$line"
    return
  fi
  line=$(grep -m1 -E '^\*\*\* (Swift runtime failure|Program crashed): ' "$1" || true)
  sed -E 's/^\*\*\* //; s/ \*\*\*$//; s/ at 0x[0-9a-f]+$//' <<<"$line"
}

for program in "${programs[@]}"; do
  base="${program%.swift}"
  cp "$program" "$work/main/main.swift"
  rm -f "$work/main/main"
  if ! (cd "$work/main" && swiftc -swift-version 6 -Onone -g -D DEBUG -module-name main -lm \
      main.swift -o main 2>"$work/build.txt"); then
    echo "error: $program does not compile:" >&2
    cat "$work/build.txt" >&2
    failed=1
    continue
  fi
  status=0
  (cd "$work/main" && SWIFT_BACKTRACE=enable=yes,color=no,interactive=no \
    stdbuf -o0 ./main >"$work/stdout" 2>"$work/stderr" </dev/null) 2>/dev/null || status=$?
  : >"$work/trap"
  if [[ $status -ne 0 ]]; then
    trap_line "$work/stderr" >"$work/trap"
    if [[ ! -s "$work/trap" ]]; then
      echo "error: $program exited with status $status and no trap message" >&2
      failed=1
      continue
    fi
  fi
  if [[ $check -eq 1 ]]; then
    if ! cmp -s "$work/stdout" "$base.out"; then
      echo "error: $program: standard output differs from $(basename "$base").out" >&2
      diff "$base.out" "$work/stdout" | head -20 >&2 || true
      failed=1
    fi
    expected_trap=""
    [[ -f "$base.trap" ]] && expected_trap=$(cat "$base.trap")
    if [[ "$(cat "$work/trap")" != "$expected_trap" ]]; then
      echo "error: $program: trap '$(cat "$work/trap")', expected '$expected_trap'" >&2
      failed=1
    fi
  else
    cp "$work/stdout" "$base.out"
    if [[ -s "$work/trap" ]]; then cp "$work/trap" "$base.trap"; else rm -f "$base.trap"; fi
    if [[ -s "$work/stdout" && "$(tail -c1 "$work/stdout" | od -An -c | tr -d ' ')" != '\n' ]]; then
      echo "warning: $program: output does not end with a line break" >&2
    fi
    note=""; [[ $status -ne 0 ]] && note=", then: $(cat "$work/trap")"
    echo "$(basename "$base"): $(wc -l <"$base.out" | tr -d " ") lines$note"
  fi
done
exit $failed
