# TaskDraft — build, test, run, bench, install. Works as root on a fresh Debian machine with
# the Swift toolchain; `make deps` installs the Debian C libraries that are missing.

PREFIX ?= /usr/local
SWIFT ?= swift
# Release builds link the Swift runtime statically: about 3 ms less start-up per command.
# And they reach generic type metadata through accessor functions instead of mangled names,
# which the runtime demangled on first use: 9 % of an `add --yes`'s instructions, a quarter of
# `--version`'s time, for 50 KB more binary.
RELEASE_FLAGS = -c release --static-swift-stdlib \
	-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
# And they link with no $ORIGIN run path: it only sent the loader looking for libc in a dozen
# directories beside the binary, and every Swift library is linked in. The executable stays a
# PIE: a position-dependent link saved ~0.4 ms a command (25,000 relocations) but gave up ASLR
# for the code that reads model answers, imported files and agents' requests; not worth it.
RELEASE_FLAGS += --disable-local-rpath
# And they export no symbols of their own. Swift links executables with -export-dynamic, which
# put ~5,700 symbols in the dynamic table; the runtime's backtracer set-up, on every start, calls
# dladdr, which walks that whole table (0.19M instructions, 16 % of `--version`). Nothing looks
# the executable's symbols up by name (libcurl is dlopened RTLD_LOCAL and needs none of them);
# a crash's message and backtrace still name functions, from the file's own symbol table.
RELEASE_FLAGS += -Xlinker --no-export-dynamic
# And they link with lld (the Swift toolchain's) instead of gold, for two things gold cannot do:
# - packed relative relocations (-z pack-relative-relocs, DT_RELR, glibc 2.36): the PIE's
#   ~27,000 relative relocations were a 640 KB table the loader read and applied entry by entry
#   on every start; packed it is 6.5 KB (the loader's 0.56M instructions → 0.45M, 17 page
#   faults fewer). The binary keeps its GNU_RELRO segment (GNU ld's, tried first, lost it) and
#   asks for glibc's GLIBC_ABI_DT_RELR, so scripts/deb.sh makes the package need libc6 2.36.
# - functions a start-up runs placed first, in the order scripts/startup-order.txt lists them
#   (scripts/generate-startup-order.sh writes it from callgrind runs of --version, list, add
#   --yes and done): each function in its own section (-function-sections) and the listed ones
#   packed together. The code an add runs was spread over the 9 MB of text, each first touch a
#   page fault: 88 of an add's faults, 40 now. A function missing from the list (new code) is
#   only placed later: a stale list is never wrong.
RELEASE_FLAGS += -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs \
	-Xswiftc -Xfrontend -Xswiftc -function-sections \
	-Xlinker --symbol-ordering-file=$(CURDIR)/scripts/startup-order.txt -Xlinker --no-warn-symbol-ordering
# And they link libgcc's unwinder (the Swift runtime's and libstdc++'s _Unwind_* calls) from
# libgcc_eh.a instead of loading libgcc_s.so.1: one shared library fewer for the loader to open,
# map, relocate and search on every start (7 page faults and ~10 system calls).
RELEASE_FLAGS += -Xswiftc -Xclang-linker -Xswiftc -static-libgcc
BIN = .build/release/taskdraft

# Release builds link libstdc++ and SQLite statically too: loading a shared library costs every
# command its symbol lookups and relocations (libstdc++ ~0.6 ms; libsqlite3 ~10 % of an
# `add`'s instructions). The link asks for -lstdc++ (Swift's static-stdlib-args.lnk) and
# -lsqlite3 (CSQLite's module map), so linker scripts of those names, first on the library
# path, hand the linker the static archives instead. A missing archive (no libstdc++-dev,
# no libsqlite3-dev) leaves that library dynamic.
STATIC_LIBS = .build/static-libs
RELEASE_FLAGS += -Xlinker -L$(CURDIR)/$(STATIC_LIBS)
RELEASE_PREREQ = static-libs

DEB_PACKAGES = libsqlite3-dev libcurl4-openssl-dev libedit-dev tzdata
# What `make test` needs beyond the build: curl, and the tools that build llama.cpp's
# llama-server once (scripts/peers/llama-server.sh) from its PyPI source.
# zsh, fish, bash-completion: the completion scripts' tests; mandoc: the man pages' lint;
# dpkg-dev, lintian: `make deb` (dpkg-shlibdeps) and its check (scripts/test-packaging.sh);
# python3-icalendar: reads back `export --format ics`; python3-dateutil: the reference repeat
# rules' occurrences are checked against (RecurrenceDateutilTests).
# radicale, xandikos: the CalDAV servers `taskdraft sync` is tested against (started by the
# tests on 127.0.0.1); python3-caldav: the "phone", an independent client on the same collection.
# dbus-daemon, python3-dbus, python3-gi, libdbus-1-3: `remind`'s tests (a private session bus
# and a notification server that records what it gets) and the D-Bus service's; libglib2.0-bin:
# gdbus, the command-line client those tests call the service with.
TEST_PACKAGES = curl cmake g++ make python3-pip python3-venv zsh fish bash-completion mandoc dpkg-dev lintian python3-icalendar python3-dateutil \
	radicale xandikos python3-caldav dbus-daemon python3-dbus python3-gi libdbus-1-3 libglib2.0-bin
# vdirsyncer, todoman: the Unix CLI pair `sync` is measured beside (BENCHMARKS.md).
BENCH_PACKAGES = taskwarrior hyperfine vdirsyncer todoman

# Generated from the built binary's command table (and README.md for section 5).
SHARE = .build/share
VERSION = $(shell sed -n 's/.*static let version = "\(.*\)"/\1/p' Sources/TaskDraftCLI/CLI.swift)

.PHONY: all deps test-deps bench-deps static-libs build test run bench generated generated-tables install install-files install-desktop-files deb clean

all: build

deps:
	@scripts/deps.sh $(DEB_PACKAGES)

test-deps:
	@scripts/deps.sh $(DEB_PACKAGES) $(TEST_PACKAGES)

bench-deps:
	@scripts/deps.sh $(DEB_PACKAGES) $(TEST_PACKAGES) $(BENCH_PACKAGES)

build: deps $(RELEASE_PREREQ)
	$(SWIFT) build $(RELEASE_FLAGS) --product taskdraft

# After `deps`, so a fresh machine's first build already finds libsqlite3.a.
static-libs: deps
	@mkdir -p $(STATIC_LIBS)
	@scripts/static-lib-script.sh stdc++ '' > $(STATIC_LIBS)/libstdc++.so.new
	@scripts/static-lib-script.sh sqlite3 -lm > $(STATIC_LIBS)/libsqlite3.so.new
	@for f in $(STATIC_LIBS)/*.so.new; do if [ -s $$f ]; then mv $$f $${f%.new}; else rm -f $$f $${f%.new}; fi; done

test: test-deps
	scripts/test.sh

# The main job: the interactive session on the built-in backend.
run: build
	$(BIN) repl --backend builtin

# Every section; fails when a budget it checks is missed (start-up: `add --yes` ≤ 0.7× `task add`).
bench: bench-deps build
	scripts/bench/run.sh

# The Swift source built before run time: the parser's word tables and the shipped Skills
# (Lexicon+Generated.swift, ShippedSkills+Generated.swift). Run after changing either;
# GeneratedTablesTests fails until you do.
generated-tables:
	scripts/generate-tables.sh

# Completion scripts and man pages, from the release binary.
generated: build
	@mkdir -p $(SHARE)
	$(BIN) completion bash > $(SHARE)/taskdraft.bash
	$(BIN) completion zsh > $(SHARE)/_taskdraft
	$(BIN) completion fish > $(SHARE)/taskdraft.fish
	$(BIN) __man 1 > $(SHARE)/taskdraft.1
	$(BIN) __man 5 README.md Skills/README.md > $(SHARE)/taskdraft-config.5

install: build generated install-files

# The files only, from what `build` and `generated` made (also the staging step of `deb`).
install-files:
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/taskdraft/skills \
		$(DESTDIR)$(PREFIX)/share/man/man1 $(DESTDIR)$(PREFIX)/share/man/man5 \
		$(DESTDIR)$(PREFIX)/share/bash-completion/completions $(DESTDIR)$(PREFIX)/share/zsh/site-functions \
		$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d $(DESTDIR)$(PREFIX)/lib/systemd/user
	install -m 755 $(BIN) $(DESTDIR)$(PREFIX)/bin/taskdraft
	install -m 644 Skills/*.md $(DESTDIR)$(PREFIX)/share/taskdraft/skills/
	install -m 644 $(SHARE)/taskdraft.1 $(DESTDIR)$(PREFIX)/share/man/man1/taskdraft.1
	install -m 644 $(SHARE)/taskdraft-config.5 $(DESTDIR)$(PREFIX)/share/man/man5/taskdraft-config.5
	install -m 644 $(SHARE)/taskdraft.bash $(DESTDIR)$(PREFIX)/share/bash-completion/completions/taskdraft
	install -m 644 $(SHARE)/_taskdraft $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_taskdraft
	install -m 644 $(SHARE)/taskdraft.fish $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/taskdraft.fish
	sed 's|@BINDIR@|$(PREFIX)/bin|' scripts/systemd/taskdraft-remind.service > $(DESTDIR)$(PREFIX)/lib/systemd/user/taskdraft-remind.service
	chmod 644 $(DESTDIR)$(PREFIX)/lib/systemd/user/taskdraft-remind.service
	$(MAKE) -s install-desktop-files

# The system surface's files (desktop/): the D-Bus activation file and interface, GNOME Shell's
# search provider, KRunner's runner, the application entry and its icon. The tests stage these
# under a temporary PREFIX for a private dbus-daemon (XDG_DATA_DIRS=PREFIX/share).
install-desktop-files:
	install -d $(DESTDIR)$(PREFIX)/share/dbus-1/services $(DESTDIR)$(PREFIX)/share/dbus-1/interfaces \
		$(DESTDIR)$(PREFIX)/share/gnome-shell/search-providers $(DESTDIR)$(PREFIX)/share/krunner/dbusplugins \
		$(DESTDIR)$(PREFIX)/share/applications $(DESTDIR)$(PREFIX)/share/icons/hicolor/scalable/apps
	sed 's|@BINDIR@|$(PREFIX)/bin|' desktop/org.taskdraft.Planner1.service.in > $(DESTDIR)$(PREFIX)/share/dbus-1/services/org.taskdraft.Planner1.service
	sed 's|@BINDIR@|$(PREFIX)/bin|' desktop/org.taskdraft.TaskDraft.desktop.in > $(DESTDIR)$(PREFIX)/share/applications/org.taskdraft.TaskDraft.desktop
	chmod 644 $(DESTDIR)$(PREFIX)/share/dbus-1/services/org.taskdraft.Planner1.service \
		$(DESTDIR)$(PREFIX)/share/applications/org.taskdraft.TaskDraft.desktop
	install -m 644 desktop/org.taskdraft.Planner1.xml $(DESTDIR)$(PREFIX)/share/dbus-1/interfaces/org.taskdraft.Planner1.xml
	install -m 644 desktop/org.taskdraft.TaskDraft.search-provider.ini \
		$(DESTDIR)$(PREFIX)/share/gnome-shell/search-providers/org.taskdraft.TaskDraft.search-provider.ini
	install -m 644 desktop/org.taskdraft.TaskDraft.krunner.desktop $(DESTDIR)$(PREFIX)/share/krunner/dbusplugins/org.taskdraft.TaskDraft.desktop
	install -m 644 desktop/org.taskdraft.TaskDraft.svg $(DESTDIR)$(PREFIX)/share/icons/hicolor/scalable/apps/org.taskdraft.TaskDraft.svg

# taskdraft_VERSION_ARCH.deb in the repository root, from `make install` into a staging root.
deb: build generated
	rm -rf .build/deb
	$(MAKE) -s install-files DESTDIR=$(CURDIR)/.build/deb/root PREFIX=/usr
	scripts/deb.sh .build/deb/root $(VERSION)

clean:
	rm -rf .build
