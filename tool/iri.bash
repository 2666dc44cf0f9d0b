# Bash completion for the iri tool (Boost.IRI): the commands, then each command's options.
# Both come from the tool's own help (`iri --help`, `iri COMMAND --help`), which Boost.Program_options
# generates from the options each command declares, so that they cannot drift apart.
_iri()
{
    local cur=${COMP_WORDS[COMP_CWORD]}
    local tool=${COMP_WORDS[0]}
    if [ "$COMP_CWORD" -eq 1 ]; then
        local commands
        commands=$("$tool" --help 2>/dev/null | sed -n '/^commands:/,/^$/s/^  \([a-z-]*\).*/\1/p')
        COMPREPLY=($(compgen -W "$commands --help --version" -- "$cur"))
        return
    fi
    case $cur in
    --*=*)
        # the values of an option that names them ("--host percent|idna" in the help)
        local option=${cur%%=*}
        local values
        values=$("$tool" "${COMP_WORDS[1]}" --help 2>/dev/null |
                 sed -n "s/^  ${option} \([a-z0-9-]*|[a-z0-9|-]*\).*/\1/p" | tr '|' ' ')
        COMPREPLY=($(compgen -P "$option=" -W "$values" -- "${cur#*=}"))
        ;;
    -*)
        local options
        options=$("$tool" "${COMP_WORDS[1]}" --help 2>/dev/null | sed -n 's/^  \(--[a-z-]*\).*/\1/p')
        COMPREPLY=($(compgen -W "$options" -- "$cur"))
        ;;
    esac
}
complete -o default -F _iri iri
