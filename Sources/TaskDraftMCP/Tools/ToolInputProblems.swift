import TaskDraftKit

/// The bad arguments of one tool call, gathered as the tool reads its arguments in the order
/// its schema lists them: a bad argument does not stop the others being read, and one error
/// says each, so that an agent mends its call at once. One problem is said as it was found.
struct ToolInputProblems {
    private var found: [ToolInputError] = []

    /// What `reading` gives, or nil when it refuses, its refusal kept to be said.
    @discardableResult
    mutating func read<Value>(_ reading: () throws(ToolInputError) -> Value) -> Value? {
        do { return try reading() } catch {
            found.append(error)
            return nil
        }
    }

    mutating func add(_ problem: ToolInputError) { found.append(problem) }

    /// Throws one error that says every problem found, each as a sentence, in the order found.
    func check() throws(ToolInputError) {
        guard let first = found.first else { return }
        guard found.count > 1 else { throw first }
        throw ToolInputError(found.map { $0.message.hasSuffix(".") ? $0.message : $0.message + "." }.joined(separator: " "))
    }
}
