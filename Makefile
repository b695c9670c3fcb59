# TaskDraft — build, test, run, bench, install. Works as root on a fresh Debian machine with
# the Swift toolchain; `make deps` installs the Debian C libraries that are missing.

PREFIX ?= /usr/local
SWIFT ?= swift
# Release builds, each flag standard and for one reason:
# - the Swift runtime linked statically (--static-swift-stdlib): a binary that runs without a
#   Swift toolchain, with no Swift shared libraries for the loader to find at every start;
# - no $ORIGIN run path (--disable-local-rpath): every Swift library is linked in, so the
#   loader has nothing to look for beside the binary;
# - no exported symbols (--no-export-dynamic): nothing looks the executable's symbols up by
#   name (libcurl, libedit and libdbus are dlopened RTLD_LOCAL and need none), and the runtime's
#   start-up dladdr would otherwise search a dynamic table of thousands; a crash's backtrace
#   still names functions, from the file's own symbol table;
# - lld, the toolchain's linker, for packed relative relocations (-z pack-relative-relocs,
#   DT_RELR, glibc 2.36): the PIE's relative relocations take a few KB instead of a table of
#   hundreds the loader applies entry by entry; the binary asks for GLIBC_ABI_DT_RELR, so
#   scripts/deb.sh makes the package need libc6 2.36;
# - libgcc's unwinder from libgcc_eh.a (-static-libgcc): one shared library fewer to load;
# - and position-independent, the toolchain's default, kept on purpose: the loader puts the
#   binary at a random address (ASLR), which matters in a program that reads what others
#   write (CalDAV servers, models, imported files).
# BENCHMARKS.md has what each costs or saves.
RELEASE_FLAGS = -c release --static-swift-stdlib --disable-local-rpath \
	-Xlinker --no-export-dynamic \
	-Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs \
	-Xswiftc -Xclang-linker -Xswiftc -static-libgcc
BIN = .build/release/taskdraft

# Release builds link libstdc++ and SQLite statically too: no shared library to load and
# relocate in every command, and no dependence on the machine's SQLite. The link asks for
# -lstdc++ (Swift's static-stdlib-args.lnk) and -lsqlite3 (CSQLite's module map); a linker
# script of each name, first on the library path, names the static archive instead
# (scripts/static-lib-script.sh). A missing archive stops the build, and so does a binary that
# still needs either shared library (STATIC_CHECK, after the link).
STATIC_LIBS = .build/static-libs
RELEASE_FLAGS += -Xlinker -L$(CURDIR)/$(STATIC_LIBS)
RELEASE_PREREQ = static-libs
STATIC_CHECK = ! readelf -d $(BIN) | grep -E 'NEEDED.*(libsqlite3|libstdc\+\+)' \
	|| { echo "build: $(BIN) links libsqlite3 or libstdc++ dynamically; see the Makefile's STATIC_LIBS" >&2; exit 1; }

DEB_PACKAGES = libsqlite3-dev libcurl4-openssl-dev libedit-dev tzdata
# What `make test` needs beyond the build: curl, and the tools that build llama.cpp's
# llama-server once (scripts/peers/llama-server.sh) from its PyPI source.
# zsh, fish, bash-completion: the completion scripts' tests; mandoc: the man pages' lint;
# dpkg-dev, lintian: `make deb` (dpkg-shlibdeps) and its check (scripts/test-packaging.sh);
# python3-icalendar: reads back `export --format ics`; python3-vobject (python3-caldav needs it
# too, named here for the test that reads with it): reads that file's RFC 5545 escapes, which
# python3-icalendar 4.0 misreads (HostileExportRoundTripTests); python3-dateutil: the reference
# repeat rules' occurrences are checked against (RecurrenceDateutilTests); todotxt-cli: reads and changes
# `export --format todotxt` (TodoTxtRoundTripTests); taskwarrior: the real `task import` and
# `task export` that `export --format taskwarrior` goes through and comes back from
# (TaskwarriorRoundTripTests and the other round trips of each field), and `task next`'s order.
# radicale, xandikos: the CalDAV servers `taskdraft sync` is tested against (started by the
# tests on 127.0.0.1); python3-caldav: the "phone", an independent client on the same collection.
# dbus-daemon, python3-dbus, python3-gi, libdbus-1-3: `remind`'s tests (a private session bus
# and a notification server that records what it gets) and the D-Bus service's; libglib2.0-bin:
# gdbus, the command-line client those tests call the service with.
TEST_PACKAGES = curl cmake g++ make python3-pip python3-venv zsh fish bash-completion mandoc dpkg-dev lintian python3-icalendar python3-vobject \
	python3-dateutil radicale xandikos python3-caldav dbus-daemon python3-dbus python3-gi libdbus-1-3 libglib2.0-bin todotxt-cli taskwarrior
# Every peer a test needs is in TEST_PACKAGES (Tests/Shared/TestPeers/Peer.swift lists them):
# scripts/test.sh sets TASKDRAFT_REQUIRE_PEERS=1, so a missing one fails its tests, not skips them.
# hyperfine times the commands; vdirsyncer, todoman: the Unix CLI pair `sync` is measured
# beside (BENCHMARKS.md); taskwarrior, which start-up and `next` are measured beside, is above.
BENCH_PACKAGES = hyperfine vdirsyncer todoman

# Generated from the built binary's command table (and README.md for section 5).
SHARE = .build/share
VERSION = $(shell sed -n 's/.*static let version = "\(.*\)"/\1/p' Sources/TaskDraftCLI/CLI.swift)

.PHONY: all deps test-deps bench-deps static-libs build test run bench bench-full generated generated-tables install install-files install-desktop-files deb clean

all: build

deps:
	@scripts/deps.sh $(DEB_PACKAGES)

test-deps:
	@scripts/deps.sh $(DEB_PACKAGES) $(TEST_PACKAGES)

bench-deps:
	@scripts/deps.sh $(DEB_PACKAGES) $(TEST_PACKAGES) $(BENCH_PACKAGES)

build: deps $(RELEASE_PREREQ)
	$(SWIFT) build $(RELEASE_FLAGS) --product taskdraft
	@$(STATIC_CHECK)

# After `deps`, so a fresh machine's first build already finds libsqlite3.a.
static-libs: deps
	@mkdir -p $(STATIC_LIBS)
	@scripts/static-lib-script.sh stdc++ '' libstdc++-12-dev > $(STATIC_LIBS)/libstdc++.so.new
	@scripts/static-lib-script.sh sqlite3 -lm libsqlite3-dev > $(STATIC_LIBS)/libsqlite3.so.new
	@for f in $(STATIC_LIBS)/*.so.new; do mv $$f $${f%.new}; done

test: test-deps
	scripts/test.sh

# The main job: the interactive session on the built-in backend.
run: build
	$(BIN) repl --backend builtin

# Every section at its default size, in under 20 minutes on a 2-core machine; fails when a
# budget it checks is missed (start-up: `add --yes` ≤ 0.8× `task add`). `bench-full` runs the
# long forms too (every corpus sentence through the model, sync at 5,000 tasks): hours.
# scripts/bench/paste.py puts the figures into BENCHMARKS.md.
bench: bench-deps build
	scripts/bench/run.sh

bench-full: bench-deps build
	scripts/bench/run.sh --full

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
