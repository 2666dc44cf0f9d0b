# Sourced by the CI scripts that compile and run on their own (.ci/core-tests, .ci/i386): at
# most two commands at a time, on two cores, and at most two compilers' memory (a test with
# its data tables takes up to 1 GB). A command that fails stops the script (set -e) when it
# is waited for.
#   spawn COMMAND...   runs COMMAND in the background, first waiting for the older of two
#   drain              waits for every command spawned
pending=()
spawn() { "$@" & pending+=($!); [ ${#pending[@]} -lt 2 ] || { wait "${pending[0]}"; pending=("${pending[@]:1}"); }; }
drain() { for p in "${pending[@]}"; do wait "$p"; done; pending=(); }
