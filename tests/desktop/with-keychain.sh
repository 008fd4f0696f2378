#!/usr/bin/env bash
# Runs a command with a real Secret Service: a private D-Bus session and a throwaway gnome-keyring,
# unlocked, in a scratch folder removed afterwards. The keyring of whoever runs it is never touched.
#   tests/desktop/with-keychain.sh <command> [arguments...]
set -euo pipefail

if (($# == 0)); then
  echo "usage: $0 <command> [arguments...]" >&2
  exit 2
fi

missing=()
for tool in dbus-run-session gnome-keyring-daemon; do
  command -v "$tool" >/dev/null 2>&1 || missing+=("$tool")
done
if ((${#missing[@]})); then
  echo "with-keychain: cannot run the desktop keychain tests, ${missing[*]} not found." >&2
  echo "They need a real Secret Service: apt-get install gnome-keyring dbus-x11 (.ci/run installs them)." >&2
  exit 1
fi

scratch=$(mktemp -d "${TMPDIR:-/tmp}/lucy-keychain.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
mkdir -m 700 "$scratch/data" "$scratch/runtime"

# The keyring lives under XDG_DATA_HOME and its control socket under XDG_RUNTIME_DIR: both in the scratch folder.
export XDG_DATA_HOME="$scratch/data" XDG_RUNTIME_DIR="$scratch/runtime" LUCY_KEYCHAIN_SESSION=1

# dbus-daemon notes that it cannot raise its file limit as root and that it started Chromium's
# accessibility bus: harmless, and filtered out so real errors stand out.
dbus-run-session -- bash -c '
  set -euo pipefail
  # Creates the login keyring with a throwaway password and unlocks it; the daemon daemonises and
  # exits with the session bus.
  printf %s lucy-test-keyring | gnome-keyring-daemon --unlock --components=secrets >/dev/null
  "$@"
' with-keychain "$@" 2> >(grep -v -e 'Failed to set fd limit' -e 'Activating service name=' -e 'Successfully activated service' >&2)
