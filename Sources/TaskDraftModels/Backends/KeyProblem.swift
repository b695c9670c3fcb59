import TaskDraftKit

/// Why a configured key (an API key, a sync password) cannot be had, never the key itself.
public enum KeyProblem: LocalizedText, Hashable {
    case variableNotSet(String)
    /// The variable holds a CR, an LF or another control character: it would end the header.
    case variableControlCharacter(String)
    /// `stat` failed on the file: the OS's reason.
    case fileMissing(String, SystemError)
    /// Others may read it: its mode, in octal as `ls` shows it.
    case fileMode(String, mode: String)
    case fileOtherOwner(String)
    case fileUnreadable(String)
    case fileEmpty(String)
    case fileControlCharacter(String)

    public static var samples: [KeyProblem] {
        [.variableNotSet("OPENAI_API_KEY"), .variableControlCharacter("OPENAI_API_KEY"), .fileMissing("~/.key", SystemError(2)),
         .fileMode("~/.key", mode: "644"), .fileOtherOwner("~/.key"), .fileUnreadable("~/.key"), .fileEmpty("~/.key"),
         .fileControlCharacter("~/.key")]
    }
}

/// What `backend --explain` says of a backend's key, without it.
public enum KeyStatus: LocalizedText, Hashable {
    case notNeeded
    case fromVariable(String)
    case fromFile(String)
    case missing(KeyProblem)

    public static var samples: [KeyStatus] {
        [.notNeeded, .fromVariable("OPENAI_API_KEY"), .fromFile("~/.key"), .missing(.variableNotSet("OPENAI_API_KEY"))]
    }
}
