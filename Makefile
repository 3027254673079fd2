# Stopwatch: `make run` starts the app, `make test` runs every test. Both install what a
# fresh Debian machine lacks first.

SWIFT ?= swift
# Swift 6 language mode is set in Package.swift; warnings fail the build.
SWIFT_FLAGS := -Xswiftc -warnings-as-errors

.PHONY: all build test bench run deps clean

all: build

deps:
	@command -v $(SWIFT) >/dev/null || { echo "swift not found: install Swift 6 (swift.org) and put it on PATH"; exit 1; }

build: deps
	$(SWIFT) build $(SWIFT_FLAGS)

test: deps
	$(SWIFT) build --build-tests $(SWIFT_FLAGS)
	$(SWIFT) test --skip-build $(SWIFT_FLAGS)

bench: deps
	$(SWIFT) build -c release $(SWIFT_FLAGS) --product StopwatchBench
	.build/release/StopwatchBench

run: build
	@echo "The GTK frontend is not built yet: see issue 3."

clean:
	rm -rf .build
