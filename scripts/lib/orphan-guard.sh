#!/bin/sh
# The watchdog of orphan-guard.mjs: `sh orphan-guard.sh <graceMs>`, stdin a pipe from the guarded process with lines
# `+<pgid>` (guard this process group), `-<pgid>` (it ended) and `release` (exit, kill nothing). End of stdin
# without `release` means the guarded process is gone: SIGTERM every group still guarded, SIGKILL those still alive
# after the grace, exit. A POSIX shell script, not a node process: it idles for the whole life of the stack, and a
# shell holds about 1 MiB where node held 42 (issue 36).
grace_ms=${1:-20000}
groups=' '
released=
while IFS= read -r line; do
  case $line in
    release) released=1 ;;
    +[0-9]*) [ "${line#+}" -gt 1 ] && groups="$groups${line#+} " ;;
    -[0-9]*) groups=$(printf '%s' "$groups" | sed "s/ ${line#-} / /g") ;;
  esac
done
[ -n "$released" ] && exit 0
# shellcheck disable=SC2086 # one word per group
set -- $groups
[ $# -eq 0 ] && exit 0
for g; do kill -TERM "-$g" 2>/dev/null; done
waited=0
while [ "$waited" -lt "$grace_ms" ]; do
  any=
  for g; do kill -0 "-$g" 2>/dev/null && any=1; done
  [ -z "$any" ] && exit 0
  sleep 0.1
  waited=$((waited + 100))
done
for g; do kill -KILL "-$g" 2>/dev/null; done
exit 0
