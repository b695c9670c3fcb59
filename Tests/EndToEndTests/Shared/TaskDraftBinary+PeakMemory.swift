import Foundation

extension TaskDraftBinary {
    /// Runs the binary with `arguments` under a python3 wrapper, which says the binary's peak
    /// resident memory (its one child's `RUSAGE_CHILDREN`) on stderr's last line; the exit
    /// status is the binary's, or 128 and more when a signal ended it.
    func runMeasuringPeakMemory(_ arguments: [String]) throws -> (result: Result, peakKiB: Int?) {
        let measure = """
            import resource, subprocess, sys
            status = subprocess.run(sys.argv[1:]).returncode
            print("peak_rss_kib", resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, file=sys.stderr)
            sys.exit(status if status >= 0 else 128 - status)
            """
        let quoted = arguments.map { "'" + $0.replacingOccurrences(of: "'", with: #"'\''"#) + "'" }.joined(separator: " ")
        let result = try run([], extraEnvironment: ["PYTHONDONTWRITEBYTECODE": "1"],
                             shell: "python3 -c '\(measure)' \"$TASKDRAFT_BIN_UNDER_TEST\" \(quoted)")
        let line = result.stderr.split(separator: "\n").last { $0.hasPrefix("peak_rss_kib ") }
        return (result, line.flatMap { Int($0.split(separator: " ")[1]) })
    }
}
