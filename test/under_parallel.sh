#!/bin/sh
# The iri tool as a line filter under GNU parallel (--pipe splits standard input into blocks
# of whole lines, --keep-order puts the outputs back in order): the output must be that of
# one run, for each command that maps a line to its result.
#   under_parallel.sh IRI_TOOL INPUT_FILE
set -eu
tool="$1"
input="$2"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
for command in "to-uri" "normalize" "parse --json" "check --json"; do
  # shellcheck disable=SC2086
  "$tool" $command < "$input" > "$scratch/one" || true
  # shellcheck disable=SC2086
  parallel --will-cite --pipe --keep-order --block 16k -j 2 "$tool" $command < "$input" > "$scratch/parallel" || true
  cmp "$scratch/one" "$scratch/parallel"
  [ -s "$scratch/one" ]
  echo "$command: the same $(wc -l < "$scratch/one") lines"
done
