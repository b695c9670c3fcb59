import Glibc
import TaskDraftCLI

// Wiring only: everything else lives in the library targets.
exit(CLI.run(Array(CommandLine.arguments.dropFirst())))
