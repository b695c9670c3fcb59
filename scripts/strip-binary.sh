#!/bin/sh
# Strips a release binary as the .deb ships it: scripts/deb.sh strips the packaged one in place,
# and scripts/build-release.sh makes the stripped copy `make test` runs, so both take the
# options from here. The symbol table only serves debuggers; .dynsym (what dlopen'd libraries
# need) stays.
#   scripts/strip-binary.sh FILE          # in place
#   scripts/strip-binary.sh FILE COPY     # FILE stays as it is; COPY is the stripped one
set -eu
set -- "$1" ${2:+-o "$2"}
exec strip --strip-all --remove-section=.comment "$@"
