/// An error of a kind neither the domain nor the store throws, met where the domain runs a
/// body that may throw anything (`Planner.withStoreErrors`): a bug, and reported as one — a
/// sentence and a failing exit code — never a trap. Its words (`ForeignFailure+English.swift`,
/// `+Russian`, `+Polish`) carry the error as it describes itself, for the report.
public struct ForeignFailure: LocalizedText, Hashable {
    /// The error as it describes itself, with its type's name.
    public let detail: String

    public init(_ error: any Error) {
        detail = "\(type(of: error)): \(error)"
    }

    public static let samples: [ForeignFailure] = [ForeignFailure(SampleError())]

    private struct SampleError: Error, CustomStringConvertible {
        var description: String { "sample" }
    }
}
