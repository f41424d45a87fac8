#!/usr/bin/env bash
# Gradescope runs this once, as root, in /autograder/source, when it builds the autograder's
# image (Ubuntu 22.04 or 24.04). It installs what Swift needs, installs the Swift toolchain
# from swift.org (its signature checked), and builds lesson-runner once, statically linked:
# run_autograder then only runs /autograder/source/bin/lesson-runner.
#
# Change the toolchain with SWIFT_VERSION=6.3.1 (any release swift.org publishes for the image's
# Ubuntu). See README.md, "Deployment".
set -euo pipefail

SWIFT_VERSION="${SWIFT_VERSION:-6.3.1}"
# Swift 6.x Release Signing Key (swift.org/keys/all-keys.asc).
SWIFT_SIGNING_KEY="${SWIFT_SIGNING_KEY:-52BB7E3DE28A71BE22EC05FFEF80A866B47A981F}"
SWIFT_PREFIX="/opt/swift"
SOURCE="$(cd "$(dirname "$0")" && pwd)"

. /etc/os-release
case "${VERSION_ID:-}" in
  22.04) gcc=11 ;;
  24.04) gcc=13 ;;
  *) echo "error: Ubuntu ${VERSION_ID:-?} is not one lesson-runner's setup knows (22.04, 24.04)" >&2; exit 1 ;;
esac

export DEBIAN_FRONTEND=noninteractive
apt-get -q update
apt-get -q install -y \
  binutils curl git gnupg2 libc6-dev libcurl4-openssl-dev libedit2 "libgcc-$gcc-dev" \
  libpython3-dev libsqlite3-0 "libstdc++-$gcc-dev" libxml2-dev libz3-dev pkg-config tzdata \
  unzip zlib1g-dev

if ! command -v swift >/dev/null; then
  arch=""
  [ "$(dpkg --print-architecture)" = "arm64" ] && arch="-aarch64"
  platform="ubuntu${VERSION_ID}"
  release="swift-${SWIFT_VERSION}-RELEASE"
  url="https://download.swift.org/swift-${SWIFT_VERSION}-release/${platform//./}${arch}/${release}/${release}-${platform}${arch}.tar.gz"
  work="$(mktemp -d)"
  curl -fsSL "$url" -o "$work/swift.tar.gz"
  curl -fsSL "$url.sig" -o "$work/swift.tar.gz.sig"
  export GNUPGHOME="$work/gnupg"
  mkdir -m 700 "$GNUPGHOME"
  gpg --batch --quiet --keyserver keyserver.ubuntu.com --recv-keys "$SWIFT_SIGNING_KEY"
  gpg --batch --verify "$work/swift.tar.gz.sig" "$work/swift.tar.gz"
  mkdir -p "$SWIFT_PREFIX"
  tar -xzf "$work/swift.tar.gz" --directory "$SWIFT_PREFIX" --strip-components=1
  chmod -R o+r "$SWIFT_PREFIX/usr/lib/swift"
  ln -sf "$SWIFT_PREFIX"/usr/bin/* /usr/local/bin/
  rm -rf "$work"
fi
swift --version

# One build, in release, with the Swift runtime linked in: the binary needs nothing at run time.
swift build -c release --static-swift-stdlib --package-path "$SOURCE/lesson-runner"
mkdir -p "$SOURCE/bin"
cp "$(swift build -c release --static-swift-stdlib --package-path "$SOURCE/lesson-runner" --show-bin-path)/lesson-runner" "$SOURCE/bin/lesson-runner"
"$SOURCE/bin/lesson-runner" --version
