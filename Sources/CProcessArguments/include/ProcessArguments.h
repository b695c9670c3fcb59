#ifndef TASKDRAFT_PROCESS_ARGUMENTS_H
#define TASKDRAFT_PROCESS_ARGUMENTS_H

/* The two functions through which the Swift standard library's `CommandLine` gets the process's
   arguments, defined in ProcessArguments.c in place of the Swift runtime's (see there why).
   Declared here for the tests; the standard library reaches them by name. */

/* The argument vector (null-terminated) and its count in *count: the one given to
   _swift_stdlib_overrideUnsafeArgvArgc if any, else the process's, else an empty one. */
char *_Nullable *_Nonnull _swift_stdlib_getUnsafeArgvArgc(int *_Nonnull count);

/* Makes the next callers of _swift_stdlib_getUnsafeArgvArgc see `argv` (a null `argv` takes the
   override back). `CommandLine` asks once and keeps the answer. */
void _swift_stdlib_overrideUnsafeArgvArgc(char *_Nullable *_Nullable argv, int count);

#endif
