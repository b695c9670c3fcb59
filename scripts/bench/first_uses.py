#!/usr/bin/env python3
"""What the Swift runtime makes the first time one `add --yes` asks for it, and who asked.

    scripts/bench/first_uses.py [--bin PATH] [--all]

Type metadata, key paths and protocol conformances are made by the runtime at their first use in
a process, each once: a generic type's metadata (`Optional<Task>`, `_ContiguousArrayStorage<Edge>`,
`WritableKeyPath<Task, Due?>`), a type the code names by a mangled name, a key path object, and
a conformance looked up at run time (the first lookup of a type and a protocol scans every
conformance the binary holds; a later one, listed too, is answered from the runtime's cache). A
profile charges each to the code that asked first, which is not always the code that needs it:
a later user finds it made. This lists them in the order they are made, each with the first
TaskDraft function on its stack, by running one add (after a first one, on an empty database)
under gdb with a breakpoint on each of the runtime's entry points (a release build keeps its
symbol table; needs gdb). callgrind gives what they cost (BENCHMARKS.md, start-up); this says
what they are, so that a change can be checked to remove one rather than move it: a first use
gone from the list had no other user.

Without `--all`, the list is grouped by the function that asked, most first uses first. A mangled
name is shown as the runtime reads it, each type it refers to in braces (`{FieldCodec}ySSG` is
`FieldCodec<String>`); a generic type's metadata by the generic type alone, its arguments in the
mangled name read just before it.
"""
import argparse
import collections
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench  # noqa: E402

ARGV = ["add", "Submit the weekly report tomorrow at 15:00 #finance", "--yes"]

# Runs inside gdb: one line per first use, "kind<TAB>what<TAB>first TaskDraft frame".
GDB_SCRIPT = r'''
import gdb, re
gdb.execute("set pagination off")
OUT = open(OUTPUT, "w")
OURS = re.compile(r"\$s(12TaskDraftKit|12TaskDraftCLI|15TaskDraftParser|15TaskDraftModels|13TaskDraftHTTP|9taskdraft)")
# Accessors, outlined copies and merged functions the compiler makes: not the code that asked.
MADE = re.compile(r"(Ma|MaTm|Mr|Mi|MD|Mn|WL|Wl|WOc|WOh|WOb|WOd|WOs|WOe|WOy|WOf|WOi|WOj|WOg|WOr|Tm)$")

def symbol(address):
    text = gdb.execute("info symbol 0x%x" % address, to_string=True).strip()
    return text.split(" in section")[0]

def mangled(pointer, length):
    memory = bytes(gdb.selected_inferior().read_memory(pointer, length))
    out, i = [], 0
    while i < len(memory):
        byte = memory[i]
        if 1 <= byte <= 0x17:
            target = pointer + i + 1 + int.from_bytes(memory[i + 1:i + 5], "little", signed=True)
            if byte == 2:
                target = int.from_bytes(bytes(gdb.selected_inferior().read_memory(target, 8)), "little")
            out.append("{" + symbol(target) + "}")
            i += 5
        elif 0x18 <= byte <= 0x1F:
            out.append("{?}")
            i += 9
        else:
            out.append(chr(byte))
            i += 1
    return "".join(out)

def asker():
    frame = gdb.newest_frame().older()
    while frame is not None:
        name = frame.name() or ""
        if OURS.match(name) and not MADE.search(name):
            return name
        frame = frame.older()
    return "?"

class Entry(gdb.Breakpoint):
    def __init__(self, name, kind):
        super().__init__(name, internal=True)
        self.kind = kind

    def stop(self):
        register = lambda r: int(gdb.parse_and_eval("$" + r))
        if self.kind == "mangled name":
            what = mangled(register("rdi"), register("rsi"))
        elif self.kind == "generic metadata":
            what = symbol(register("rdi"))
        elif self.kind == "conformance lookup":
            what = symbol(register("rsi")) + " : " + symbol(register("rdx"))
        else:
            what = ""
        OUT.write("%s\t%s\t%s\n" % (self.kind, what, asker()))
        return False

Entry("swift_getTypeByMangledNameInContext2", "mangled name")
Entry("swift_getTypeByMangledNameInContextInMetadataState2", "mangled name")
Entry("swift_allocateGenericClassMetadata", "generic metadata")
Entry("swift_allocateGenericValueMetadata", "generic metadata")
Entry("swift_getKeyPath", "key path")
Entry("swift_conformsToProtocolMaybeInstantiateSuperclasses", "conformance lookup")
gdb.execute("run")
OUT.close()
'''


def demangle(lines):
    result = subprocess.run(["swift", "demangle", "--simplified", "--compact"], input="\n".join(lines),
                            capture_output=True, text=True, check=True)
    return result.stdout.split("\n")[:len(lines)]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bin", default=bench.BIN)
    parser.add_argument("--all", action="store_true", help="every first use in order, not grouped")
    args = parser.parse_args()
    if shutil.which("gdb") is None:
        sys.exit("first_uses.py: needs gdb (apt-get install gdb)")
    binary = os.path.abspath(args.bin)
    bench.BIN = binary
    base, env, db = bench.scratch()
    bench.new_database(db, env)
    subprocess.run([binary] + ARGV, env=env, check=True, stdout=subprocess.DEVNULL)
    with tempfile.TemporaryDirectory(prefix="td-first-uses-") as work:
        output = os.path.join(work, "uses.tsv")
        script = os.path.join(work, "first_uses_gdb.py")
        with open(script, "w") as f:
            f.write("OUTPUT = %r\n" % output + GDB_SCRIPT)
        subprocess.run(["gdb", "-q", "-batch", "-x", script, "--args", binary] + ARGV, env=env, check=True,
                       stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        with open(output) as f:
            rows = [line.rstrip("\n").split("\t") for line in f if line.strip()]
    shutil.rmtree(base, ignore_errors=True)
    names = demangle([row[1] for row in rows] + [row[2] for row in rows])
    def plain(what):
        for prefix in ("nominal type descriptor for ", "full type metadata for ", "type metadata for ", "protocol descriptor for "):
            what = what.replace(prefix, "")
        return re.sub(r" \+ \d+", "", what)
    uses = [(row[0], plain(names[i]), names[len(rows) + i]) for i, row in enumerate(rows)]
    kinds = collections.Counter(kind for kind, _, _ in uses)
    print(f"{len(uses)} first uses in one add: " + ", ".join(f"{n} {kind}" for kind, n in kinds.most_common()))
    if args.all:
        for kind, what, who in uses:
            print(f"{kind:18}  {what[:90]:90}  {who}")
        return
    by_asker = collections.defaultdict(list)
    for kind, what, who in uses:
        by_asker[who].append((kind, what))
    for who, made in sorted(by_asker.items(), key=lambda item: -len(item[1])):
        print(f"\n{len(made):4}  {who}")
        for (kind, what), n in collections.Counter(made).most_common():
            print(f"        {kind:18}  {what[:110]}" + (f"  ×{n}" if n > 1 else ""))


if __name__ == "__main__":
    main()
