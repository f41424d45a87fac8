#!/usr/bin/env bash
# Makes the zip to upload as a Gradescope autograder, grading against one fixture:
#
#   Deploy/gradescope/make-autograder.sh Fixtures/lesson54/step07-save-before-view.fixture [out.zip]
#
# The zip holds setup.sh, run_autograder, autograder.conf naming the fixture, the fixture, and
# lesson-runner's source at the current commit (git archive), which setup.sh builds.
set -euo pipefail
fixture="${1:?usage: make-autograder.sh FIXTURE [OUT.zip]}"
out="$(cd "$(dirname "${2:-autograder.zip}")" && pwd)/$(basename "${2:-autograder.zip}")"
here="$(cd "$(dirname "$0")" && pwd)"
package="$(cd "$here/../.." && pwd)"
[ -f "$fixture" ] || { echo "error: no such fixture '$fixture'" >&2; exit 2; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp "$here/setup.sh" "$here/run_autograder" "$work/"
chmod +x "$work/setup.sh" "$work/run_autograder"
mkdir -p "$work/fixtures" "$work/lesson-runner"
cp "$fixture" "$work/fixtures/"
sed "s|^FIXTURE=.*|FIXTURE=\"fixtures/$(basename "$fixture")\"|" "$here/autograder.conf" > "$work/autograder.conf"
git -C "$package" archive --format=tar HEAD | tar -x -C "$work/lesson-runner"
rm -f "$out"
(cd "$work" && zip -qr "$out" .)
echo "$out"
