# Stopwatch: `make run` starts the app, `make test` runs every test. Both first install the
# Debian packages a fresh machine lacks (scripts/ensure-packages).

SWIFT ?= swift
# Swift 6 language mode is set in Package.swift; warnings fail the build.
SWIFT_FLAGS := -Xswiftc -warnings-as-errors
BUILD_PACKAGES := pkg-config libgtk-4-dev
TEST_PACKAGES := xvfb xauth xdotool dbus-x11 at-spi2-core libglib2.0-bin python3 imagemagick
# A private X server and session bus for everything that opens a window.
HEADLESS := xvfb-run -a -s "-screen 0 1024x768x24" dbus-run-session --

.PHONY: all deps test-deps build test test-unit test-gtk test-e2e bench run screenshots clean

all: build

deps:
	@command -v $(SWIFT) >/dev/null || { echo "swift not found: install Swift 6 (swift.org) and put it on PATH"; exit 1; }
	@scripts/ensure-packages $(BUILD_PACKAGES)

test-deps: deps
	@scripts/ensure-packages $(TEST_PACKAGES)

build: deps
	$(SWIFT) build $(SWIFT_FLAGS)

run: build
	$(SWIFT) build $(SWIFT_FLAGS) --product stopwatch
	.build/debug/stopwatch

test: test-deps
	$(SWIFT) build --build-tests $(SWIFT_FLAGS)
	$(MAKE) --no-print-directory test-unit test-gtk test-e2e

# Core and ViewModels: Swift Testing, fake clock, no display needed.
test-unit:
	$(SWIFT) test --skip-build

# The GTK layer (tick bridge, interop, views) on the main thread of a real X server.
test-gtk:
	$(HEADLESS) .build/debug/StopwatchGtkChecks

# The real binary driven by xdotool and gapplication.
test-e2e:
	$(HEADLESS) python3 -m unittest discover -s Tests/EndToEnd -v

bench: test-deps
	$(SWIFT) build -c release $(SWIFT_FLAGS) --product StopwatchBench
	$(SWIFT) build -c release $(SWIFT_FLAGS) --product stopwatch
	.build/release/StopwatchBench
	$(HEADLESS) python3 scripts/bench-app.py .build/release/stopwatch

# Screenshots of Home and Laps for the README, taken under Xvfb.
screenshots: test-deps
	$(SWIFT) build $(SWIFT_FLAGS) --product stopwatch
	$(HEADLESS) python3 scripts/take-screenshots.py data/screenshots

clean:
	rm -rf .build
