#!/usr/bin/env bash
#
# Copyright (c) 2026 The Boost.IRI authors
# Distributed under the Boost Software License, Version 1.0.
# (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
#
# The bash completion of the iri tool (tool/iri.bash) offers the commands, each command's
# options and the values of an option that names them.
#
#   bash test/bash_completion.sh IRI COMPLETION
set -uo pipefail
iri=${1:?usage: bash_completion.sh IRI COMPLETION}
source "${2:?usage: bash_completion.sh IRI COMPLETION}"
status=0
# expect WORD... :: CANDIDATE...: completing the last WORD offers each CANDIDATE
expect() {
  local words=("$iri")
  while [ "$1" != "::" ]; do words+=("$1"); shift; done
  shift
  COMP_WORDS=("${words[@]}")
  COMP_CWORD=$((${#words[@]} - 1))
  COMPREPLY=()
  _iri
  for want in "$@"; do
    # no pipe into grep -q: its early exit can kill printf with SIGPIPE, which pipefail turns
    # into a miss (a CI run failed so)
    local found=0
    for offered in "${COMPREPLY[@]}"; do
      [ "$offered" = "$want" ] && found=1
    done
    if [ $found -eq 0 ]; then
      echo "bash_completion: '${words[*]:1}' does not offer '$want' (offers: ${COMPREPLY[*]})"
      status=1
    fi
  done
}
expect "" :: parse to-uri to-iri resolve compare set --help --version
expect "to-" :: to-uri to-iri
expect to-uri --ho :: --host
expect to-uri "--host=" :: --host=percent --host=idna
expect to-iri "--host=u" :: --host=unicode
expect explain "--format=" :: --format=text --format=json --format=dot --format=html
expect normalize -- :: --level --nfc --idna-host --json --profile --jobs
expect check "--min-severity=w" :: --min-severity=warning
[ $status -eq 0 ] && echo "bash_completion: every completion offered"
exit $status
