import Testing
import TaskDraftKit
@testable import TaskDraftParser

/// `prio:H` among a new task's words: a name that is no attribute but a slip for one (issue 29)
/// is handed over as an unread attribute with the name it is near, which `add`, `draft` and the
/// prompt refuse as `modify` refuses it; a title's own `NAME:VALUE` words are not.
@Suite struct MistypedAttributeTests {
    static func analysis(_ text: String) -> BuiltinParser.Analysis {
        BuiltinParser().analyze(text, context: ParserFixtures.context(region: "RU"))
    }

    @Test(arguments: [
        ("Call Bob prio:H", "prio", "H", "priority"),
        ("Позвонить Бобу prio:H", "prio", "H", "priority"),
        ("Zadzwonić do Boba Prior:high jutro", "Prior", "high", "priority"),
        ("Write memo sheduled:mon", "sheduled", "mon", "scheduled"),
        ("Ship it projetc:Apollo", "projetc", "Apollo", "project"),
        ("Pay rent duue:fri.", "duue", "fri", "due"),
        ("Water the plants recu:weekly", "recu", "weekly", "recur"),
        ("Plan trip estim:2h", "estim", "2h", "estimate"),
    ])
    func aSlipOfAnAttributesNameIsHandedOverWithTheNameItIsNear(_ text: String, _ name: String, _ value: String,
                                                                  _ suggestion: String) {
        let analysis = Self.analysis(text)
        let word = analysis.unreadAttributes.first
        #expect(word?.name == name && word?.value == value && word?.suggestion == suggestion && word?.field == nil,
                "\(text): \(analysis.unreadAttributes)")
        #expect(AttributeWord.mayBeIn(text), "\(text)")
    }

    /// A URL, a clock time, a ratio, a note's heading, an attribute's own name with a value a new
    /// task keeps, and names a title writes before a colon (too short, or far from any attribute).
    @Test(arguments: ["Read https://example.com/prio:H", "Call Anna at 10:30", "Mix it 3:1", "Note: call the bank first",
                      "Re:Budget figures", "Review PR:123", "Step:1 unpack the boxes", "Water the plants rec:1w", "Standup Fri:9am", "Meet Tue:10am",
                      "Pay rent Date:Friday", "Fix Ticket:4521", "Call mailto:ann@example.com", "Read \"prio:H\" aloud",
                      "Todo:buy milk", "Email Ann:the figures"])
    func aTitlesOwnWordsBeforeAColonAreNoSlip(_ text: String) {
        let analysis = Self.analysis(text)
        #expect(analysis.unreadAttributes.allSatisfy { $0.suggestion == nil }, "\(text): \(analysis.unreadAttributes)")
    }

    /// The rule itself: the start of a name or one edit from it, two from a long name; never an
    /// attribute's own name, a URI scheme or a name of two letters.
    @Test func howNearANameMustBe() {
        #expect(TaskField.nearAttribute("prio") == "priority")
        #expect(TaskField.nearAttribute("PRIO") == "priority")
        #expect(TaskField.nearAttribute("sheduled") == "scheduled")
        #expect(TaskField.nearAttribute("proirity") == "priority")
        #expect(TaskField.nearAttribute("wiat") == nil, "a swap is two edits in a short name")
        #expect(TaskField.nearAttribute("step") == nil)
        #expect(TaskField.nearAttribute("re") == nil)
        #expect(TaskField.nearAttribute("pr") == nil)
        #expect(TaskField.nearAttribute("ann") == nil && TaskField.nearAttribute("fri") == nil && TaskField.nearAttribute("rec") == nil,
                "three letters are a word's as often as a slip's")
        #expect(TaskField.nearAttribute("priority") == nil, "an attribute is no slip")
        #expect(TaskField.nearAttribute("https") == nil)
        // `modify` suggests more loosely, since it refuses any unknown name.
        #expect(TaskField.attributeSuggestion(for: "step") == "depends")
        #expect(TaskField.attributeSuggestion(for: "pr") == "priority")
    }

    /// A stranger's line: letters by the thousand before a colon, and thousands of colon words.
    @Test func hostileColonWordsAreNoSlip() {
        let long = "Call Bob " + String(repeating: "x", count: 60_000) + ":b"
        #expect(!AttributeWord.mayBeIn(long))
        #expect(Self.analysis(long).unreadAttributes.isEmpty)
        #expect(TaskField.nearAttribute(String(repeating: "p", count: 13)) == nil)
        let many = "Call Bob " + String(repeating: "aaaa:b ", count: 9_000)
        #expect(Self.analysis(many).unreadAttributes.isEmpty)
        let slips = "Call Bob " + String(repeating: "prio:H ", count: 9_000)
        #expect(Self.analysis(slips).unreadAttributes.count == 9_000)
    }

    /// A combining mark after an attribute's colon joins the two into one Character; the
    /// tokenizer reads scalars and still sees an attribute, so the parser must find the colon
    /// the same way (it trapped on `due:\u{301}`, found by hostileTokenSequencesDraftWithoutATrap).
    @Test(arguments: ["report due:\u{301}", "report due:\u{301}tomorrow", "report project:\u{301}x", "report prio:\u{301}"])
    func aCombiningMarkAfterTheColonIsNoTrap(_ text: String) {
        let analysis = Self.analysis(text)
        #expect(analysis.draft.due == nil, "\(text)")
        #expect(!analysis.draft.title.isEmpty)
    }
}
