import Glibc
import TaskDraftCLI

// Wiring only: everything else lives in the library targets.
exit(CLI.run(argv: CommandLine.unsafeArgv, count: CommandLine.argc))
