/* The process's arguments for the Swift standard library's `CommandLine` (and so for main.swift,
   which reads CommandLine.unsafeArgv and CommandLine.argc), without the Swift runtime's way of
   finding them.

   The runtime's CommandLine.cpp (libswiftCore.a) finds argv with a static initializer that runs
   in every process before main: it reads /proc/self/maps with fopen, fgets and sscanf to find the
   stack, then walks back from `environ` to the vector. That is a file opened and parsed, several
   system calls and ~0.1M instructions, for every command of a one-shot CLI. glibc hands the same
   vector to every ELF constructor of the executable as (argc, argv, envp), so one constructor
   here records it instead.

   The object file CommandLine.cpp.o defines these two functions and nothing else global, so with
   both defined here the static link (release builds, --static-swift-stdlib) never pulls it out of
   the archive, and its initializer is not linked at all. Should a later toolchain add a symbol to
   that object and the link need it, the object comes in anyway and the link fails on these two
   duplicate definitions: loud, not an executable that quietly reads /proc again or mixes two
   argument vectors. Then drop this file or redo it for the new runtime.

   The semantics are the runtime's: an override wins; with none, the vector glibc passed; with
   neither, an empty vector with a count of 0 (a constructor of another library asking before
   this one ran).

   Built into every configuration, hidden. Debug and test builds link the standard library as a
   shared library, which keeps and calls its own copy (hidden there, bound inside the library):
   these go unused by `CommandLine` in them, are only what the tests of this target call, and
   being hidden they cannot stand in for the library's override function by dynamic lookup. One
   source for both configurations keeps the tests on the code the release binary runs. */

#include <stddef.h>
#include "ProcessArguments.h"

#define TASKDRAFT_HIDDEN __attribute__((visibility("hidden")))

static char **process_argv;
static int process_argc;
static char **override_argv;
static int override_argc;

__attribute__((constructor))
static void record_process_arguments(int argc, char **argv, char **envp) {
    (void)envp;
    process_argv = argv;
    process_argc = argv ? argc : 0;
}

TASKDRAFT_HIDDEN
char **_swift_stdlib_getUnsafeArgvArgc(int *count) {
    static char *empty[] = { NULL };
    if (override_argv) {
        *count = override_argc;
        return override_argv;
    }
    if (process_argv) {
        *count = process_argc;
        return process_argv;
    }
    *count = 0;
    return empty;
}

TASKDRAFT_HIDDEN
void _swift_stdlib_overrideUnsafeArgvArgc(char **argv, int count) {
    override_argv = argv;
    override_argc = count;
}
