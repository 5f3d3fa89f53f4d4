#!/usr/bin/env bash
# The serial share of notaz's CPU time, measured end to end: perf samples the real command
# (reading, decoding, cutting, the workers, writing, the collector, the kernel's part), and
# each sample is put where its call stack says it ran:
#   parallel   under pipeline.process (a worker reading and replaying a piece of games)
#   collector  the garbage collector's own goroutines and allocation (concurrent with both)
#   serial     everything else: the source (read, decode, cut), emitting in order (writing,
#              rendering findings), start-up, and the scheduler and kernel around them
# and the 16-core projection is Amdahl's 1/(s + (1-s)/16), the collector counted as parallel.
#
#   bench/serial.sh [NOTAZ_BINARY] [PGN_FILE] [COMMAND...]    (default: check -q -j 1)
#
# Exits 0 with a line saying why when perf is absent or may not sample (perf_event_paranoid).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
shared=${NOTAZ_SHARED:-$root/../shared}
skip() { echo "bench/serial.sh: skipped: $*"; exit 0; }
command -v perf >/dev/null 2>&1 || skip "no perf"
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
notaz=${1:-}
if [ -z "$notaz" ]; then
  notaz=$work/notaz
  (cd "$root" && go build -o "$notaz" ./cmd/notaz) || skip "could not build notaz"
fi
input=${2:-$shared/corpus/real/pgnmentor-tournaments.pgn.gz}
[ -f "$input" ] || skip "no corpus at $input"
shift $(( $# < 2 ? $# : 2 ))
[ $# -gt 0 ] || set -- check -q -j 1
pgn=$work/in.pgn
case "$input" in *.gz) gzip -dc "$input" >"$pgn" ;; *) cp "$input" "$pgn" ;; esac
perf record -q -o "$work/perf.data" -g -F 999 "$notaz" "$@" "$pgn" >/dev/null 2>"$work/err" ||
  skip "perf record failed: $(tail -n1 "$work/err")"
echo "notaz $* $(basename "$input"), load: $(cut -d' ' -f1-3 /proc/loadavg)"
perf script -i "$work/perf.data" 2>/dev/null | awk '
function flush() {
  if (!n) return
  if (st ~ /pipeline\.process/) k = "parallel: workers (pipeline.process)"
  else if (st ~ /gcBgMarkWorker|bgsweep|bgscavenge|gcDrain|mallocgc|gcAssist/) k = "collector"
  else if (st ~ /pipeline\.\(\*source|charset\.|compressed\./) k = "serial: source (read, decode, cut)"
  else if (st ~ /pipeline\.emit|emitInOrder|settle/) k = "serial: emit in order (write, render)"
  else if (st ~ /main\.main|runtime\.main|doInit/) k = "serial: start-up and the rest of main"
  else k = "serial: scheduler, kernel, exit"
  c[k]++; tot++; n = 0; st = ""
}
/^[^ \t]/ { flush(); n = 1; next }
/^[ \t]+[0-9a-f]+ / { st = st " " $2; next }
/^$/ { flush() }
END {
  flush()
  for (k in c) { printf "%6d samples %5.1f%%  %s\n", c[k], 100 * c[k] / tot, k; if (k ~ /^serial/) s += c[k] }
  s /= tot
  printf "serial share %.1f%%; projected speed-up on 16 cores 1/(s+(1-s)/16) = %.1fx\n", 100 * s, 1 / (s + (1 - s) / 16)
}' | sort -t'%' -k2
