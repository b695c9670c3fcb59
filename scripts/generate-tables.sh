#!/bin/sh
# Rewrites the Swift source built before run time from its sources:
#   Sources/TaskDraftParser/Lexicon/Lexicon+Generated.swift      from LexiconSource (Lexicon.swift, Lexicon+Phrases.swift, Lexicon+Names.swift,
#                                                                and the word tables declared beside the rules that read them)
#   Sources/TaskDraftModels/Skills/ShippedSkills+Generated.swift from Skills/*.md
# Run it (or `make generated-tables`) after changing a word table, a phrase or a shipped Skills
# file; GeneratedTablesTests fails until you do. A new table in LexiconSource also needs a
# line in TableGenerator.lexiconTables (Tests/TaskDraftParserTests/Generated/TableGenerator.swift).
#
# If the package does not build with the current generated files (a table the parser reads
# is not in them yet), they are first replaced by stubs that read LexiconSource at run time.
set -eu
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
LOCK=${TD_BUILD_LOCK:-/tmp/td-build.lock}
LEXICON=Sources/TaskDraftParser/Lexicon/Lexicon+Generated.swift
SKILLS=Sources/TaskDraftModels/Skills/ShippedSkills+Generated.swift
GENERATOR=Tests/TaskDraftParserTests/Generated/TableGenerator.swift

write_stubs() {
    {
        echo '// Stub written by scripts/generate-tables.sh: run the script to replace it.'
        echo 'import TaskDraftKit'
        echo 'enum Lexicon {'
        echo '    typealias Unit = LexiconSource.Unit'
        echo '    typealias Meridiem = LexiconSource.Meridiem'
        echo '    typealias NumberWord = LexiconSource.NumberWord'
        echo '    typealias FieldWord = LexiconSource.FieldWord'
        sed -n 's/^ *("\([A-Za-z0-9]*\)", {.*/    static let \1 = LexiconSource.\1/p' "$GENERATOR"
        echo '}'
    } > "$LEXICON"
    cat > "$SKILLS" <<'STUB'
// Stub written by scripts/generate-tables.sh: run the script to replace it.
import TaskDraftKit
import TaskDraftParser
extension ShippedSkills {
    static let fileNames: [String] = []
    static let termLines: [(file: Int32, line: Int32)] = []
    static func compiledSkills() -> Skills { Skills() }
    static let tone: [String: String] = [:]
    static let phrases: [String: [String: String]] = [:]
    static let texts: [String] = []
}
STUB
}

if ! flock "$LOCK" "$SWIFT" build --build-tests >/dev/null 2>&1; then
    echo "generate-tables: the package does not build with the current generated files; using stubs" >&2
    write_stubs
    flock "$LOCK" "$SWIFT" build --build-tests
fi
TASKDRAFT_REGENERATE=1 flock "$LOCK" "$SWIFT" test --skip-build \
    --filter 'GeneratedTablesTests/theCheckedInSourceIsWhatTheGeneratorWrites' >/dev/null
git status --short -- "$LEXICON" "$SKILLS"
