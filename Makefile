# Stopwatch: `make run` starts the app, `make test` runs every test. Both first install the
# Debian packages a fresh machine lacks (scripts/ensure-packages).

SWIFT ?= swift
# Swift 6 language mode is set in Package.swift; warnings fail the build.
SWIFT_FLAGS := -Xswiftc -warnings-as-errors
# Debug builds compile each module in one compiler process (whole-module, its code generated on
# every core) rather than in batches that each parse the whole module again: 12 % less CPU for
# a build from nothing, which `make test` does three times (docs/testing.md, "Where the time
# goes"); a change recompiles its whole module, a few seconds more. Each module's interface is
# written by that same compiler, not by a second one that checks the module's types again
# (`WMO_ONE_JOB`): 8 % less CPU for a debug build, 11 % for a release one.
WMO_ONE_JOB := -Xswiftc -no-emit-module-separately-wmo
# Debug builds carry line tables, not the whole debug information: a crash's backtrace and a
# sanitizer's report still name file and line, and a build from nothing takes 12 % less CPU
# (15 s less on the clock here). For a debugger that shows variables: `make DEBUG_INFO= run`.
DEBUG_INFO ?= -Xswiftc -gline-tables-only
DEBUG_FLAGS := $(SWIFT_FLAGS) -Xswiftc -wmo -Xswiftc -num-threads -Xswiftc $(shell nproc) $(WMO_ONE_JOB) $(DEBUG_INFO)
# Release builds carry the Swift runtime inside them (-static-stdlib): installed, they need
# nothing outside Debian's own packages, not the toolchain's folder. No run path (nothing is
# loaded from beside them) and symbols bound at start, as Debian hardens its programs. Linked
# by the toolchain's lld for memory (docs/performance.md, "Where the time goes"): relocations
# packed (30,000 of them took 700 KiB), none of the app's symbols exported (the toolchain's
# runtime flags export them all: 500 KiB of tables the loader reads), and the functions a run
# calls put together first (data/link-order.txt, written by `make link-order`).
RELEASE_FLAGS := -c release --static-swift-stdlib --disable-local-rpath -Xlinker -z -Xlinker now \
	-Xswiftc -use-ld=lld -Xswiftc -Xfrontend -Xswiftc -function-sections -Xlinker -z -Xlinker pack-relative-relocs \
	-Xlinker --no-export-dynamic -Xlinker --symbol-ordering-file=$(CURDIR)/data/link-order.txt \
	-Xlinker --no-warn-symbol-ordering $(SWIFT_FLAGS) $(WMO_ONE_JOB)
# The version, from the one place it is written.
VERSION := $(shell sed -n 's/.*static let version = "\([^"]*\)".*/\1/p' Sources/StopwatchPresentation/Entities/AppInfo.swift)
# The Debian packages, from the lists in scripts/packages (one a line; .ci/run reads them too).
packages = $(shell grep -hv '^\#' $(addprefix scripts/packages/,$(1)))
BUILD_PACKAGES := $(call packages,build)
# What `make deb` builds and checks the package with.
DEB_PACKAGES := $(call packages,deb)
TEST_PACKAGES := $(call packages,test deb)
# Debian's Python: the one python3-pyatspi is installed for.
PYTHON := /usr/bin/python3
# A private X server, session bus and XDG_RUNTIME_DIR for everything that opens a window.
HEADLESS := scripts/headless
# Each suite of `make test` under a time limit that fails it with its name (scripts/time-limit).
LIMIT := scripts/time-limit
# A private session bus and XDG_RUNTIME_DIR, no X: the Wayland suite starts its compositor.
WAYLAND_SESSION := scripts/wayland-session
# The languages the app speaks besides English (po/LINGUAS), and the locales the tests run in.
LINGUAS := $(shell cat po/LINGUAS)
TEST_LOCALES := de_DE.UTF-8 fr_FR.UTF-8 en_US.UTF-8

.PHONY: schemas deb all deps test-deps translations pot build format lint test test-unit test-background test-sanitizers test-gtk test-e2e test-windows test-wayland test-gnome test-plasma test-desktop bench run run-tui screenshots link-order install uninstall clean

# Installation: `make install PREFIX=/usr DESTDIR=/tmp/package` for packaging.
PREFIX ?= /usr/local
DESTDIR ?=
APP_ID := io.github.swiftgtk.Stopwatch
SHARE := $(DESTDIR)$(PREFIX)/share
# What install puts where: source -> destination under share/. The desktop file and the
# metainfo are the translated ones `make translations` writes to .build/data.
INSTALLED_DATA := \
	.build/data/$(APP_ID).desktop:applications/$(APP_ID).desktop \
	.build/data/$(APP_ID).metainfo.xml:metainfo/$(APP_ID).metainfo.xml \
	data/icons/hicolor/scalable/apps/$(APP_ID).svg:icons/hicolor/scalable/apps/$(APP_ID).svg \
	data/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg:icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg \
	data/style.css:$(APP_ID)/style.css

all: build

deps:
	@command -v $(SWIFT) >/dev/null || { echo "swift not found: install Swift 6 (swift.org) and put it on PATH"; exit 1; }
	@scripts/ensure-packages $(BUILD_PACKAGES)

test-deps: deps
	@scripts/ensure-packages $(TEST_PACKAGES)
	@scripts/ensure-locales $(TEST_LOCALES)

build: deps translations
	$(SWIFT) build $(DEBUG_FLAGS)

# The translations, compiled where the app finds them when run from the checkout
# (.build/locale), and the desktop file and metainfo with every language in them (.build/data).
# The settings schema too, compiled where a development build looks for it (.build/schemas).
translations: schemas
	@for lang in $(LINGUAS); do \
		mkdir -p .build/locale/$$lang/LC_MESSAGES; \
		msgfmt --check -o .build/locale/$$lang/LC_MESSAGES/stopwatch.mo po/$$lang.po || exit 1; \
	done
	@mkdir -p .build/data
	msgfmt --desktop --template=data/$(APP_ID).desktop -d po -o .build/data/$(APP_ID).desktop
	msgfmt --xml --template=data/$(APP_ID).metainfo.xml -d po -o .build/data/$(APP_ID).metainfo.xml

schemas:
	@mkdir -p .build/schemas
	cp data/$(APP_ID).gschema.xml .build/schemas/
	glib-compile-schemas --strict .build/schemas

# Rewrites po/stopwatch.pot from the sources (a test fails while it is out of date); then
# `msgmerge --update po/LANG.po po/stopwatch.pot` brings each language up to it.
pot:
	scripts/make-pot po/stopwatch.pot

run: build
	$(SWIFT) build $(DEBUG_FLAGS) --product stopwatch
	.build/debug/stopwatch

# The same stopwatch in the terminal.
run-tui: build
	$(SWIFT) build $(DEBUG_FLAGS) --product stopwatch-tui
	.build/debug/stopwatch-tui

# Each Python suite ends with a line "NAME: N passed, N failed, N skipped" (Tests/run_suite.py);
# run as root with every package installed, as CI runs, a skipped test fails the run.
# The release build the desktop suite installs, and the sanitizer builds and runs, use only the
# CPU: they run beside the other suites, in the time the window suites leave idle waiting for
# the app (scripts/beside; the builds at the lowest priority), the release build first, so that
# the desktop suite, last, finds it made; their output comes at the end, from
# .build/background.log. The GNOME Shell suite runs early, while they are still building at
# the lowest priority: its shell draws with llvmpipe and starves beside a sanitizer run (the
# top bar's item missed its 15 s wait so). Nothing in the foreground runs SwiftPM until the
# desktop suite's `make install`, which would wait for the lock the background build holds.
test: test-deps translations .build/floor .build/test-launcher
	$(SWIFT) build --build-tests $(DEBUG_FLAGS)
	scripts/beside .build/background.log $(MAKE) --no-print-directory test-background \
		-- $(MAKE) --no-print-directory --keep-going lint test-unit test-gnome test-gtk test-windows test-desktop

# What `make install` builds, at the lowest priority, then the sanitizers.
test-background:
	$(IDLE) $(SWIFT) build $(RELEASE_FLAGS) --product stopwatch
	$(IDLE) $(SWIFT) build $(RELEASE_FLAGS) --product stopwatch-tui
	$(MAKE) --no-print-directory test-sanitizers

# The toolchain's formatter, with the checked-in .swift-format: `make format` rewrites the tree,
# `make lint` (part of `make test`) fails on any line it would change.
FORMATTED := Sources Tests Package.swift
format:
	$(SWIFT) format format --in-place --parallel --recursive $(FORMATTED)

lint:
	$(SWIFT) format lint --strict --parallel --recursive $(FORMATTED)

# Core and ViewModels: Swift Testing, fake clock, no display needed. The tests of the main
# actor run one at a time in a process, and two of them take most of the time (each builds the
# app thousands of times): each runs in a process of its own, beside one with the rest, so
# that both cores work (docs/testing.md, "Where the time goes"). The test binary is run as
# `swift test` runs it (two `swift test` at once would wait for each other's lock on .build).
# `unit_runs BINARY`: the test binary's runs side by side, as arguments of scripts/together.
UNIT_TESTS = .build/debug/StopwatchPackageTests.xctest --testing-library swift-testing
SLOW_UNIT_SUITES := StateFilePipelineFuzzTests StopwatchPropertyTests
unit_runs = $(foreach suite,$(SLOW_UNIT_SUITES),"$(1) --filter '^[^/]*\.$(suite)/'") \
	"$(1) $(foreach suite,$(SLOW_UNIT_SUITES),--skip '^[^/]*\.$(suite)/')"
test-unit:
	$(LIMIT) unit 600 scripts/together .build/unit $(call unit_runs,$(UNIT_TESTS))

# The unit tests again under ThreadSanitizer and AddressSanitizer (with LeakSanitizer), each
# in a build folder of its own; any report fails the run. Only the tests and what they use are
# built there (SwiftPM's product of all the test targets), not the apps, the GTK checks or the
# bench: about a minute less a build. Of the tests, those each sanitizer can find something in
# (STOPWATCH_SANITIZED_TESTS, read by Package.swift): the ViewModels' tests on the main actor
# were about half of each build's CPU.
# The builds take only CPU time nothing else wants (SCHED_IDLE, kept by their children): under
# `make test` they run beside the window suites. The runs do not: a test that waits for a
# thread of its own (the state file's writer) must get its share.
TEST_PRODUCT := StopwatchPackageTests
# The AddressSanitizer's test binary keeps the property and fuzz tests: run side by side as
# the unit tests are, they no longer end the whole of `make test` on one core.
ASAN_UNIT_TESTS = .build-asan/debug/StopwatchPackageTests.xctest --testing-library swift-testing
# Line tables are all a sanitizer's report needs of the debug information (DEBUG_INFO's default).
SANITIZER_FLAGS := $(DEBUG_FLAGS) -Xswiftc -gline-tables-only
IDLE := chrt --idle 0
test-sanitizers:
	STOPWATCH_SANITIZED_TESTS=thread $(IDLE) $(SWIFT) build $(SANITIZER_FLAGS) --sanitize=thread --scratch-path .build-tsan --product $(TEST_PRODUCT)
	STOPWATCH_SANITIZED_TESTS=thread STOPWATCH_TEST_SCALE=0.1 TSAN_OPTIONS=halt_on_error=1 $(LIMIT) unit-tsan 900 $(SWIFT) test --skip-build --sanitize=thread --scratch-path .build-tsan
	STOPWATCH_SANITIZED_TESTS=address $(IDLE) $(SWIFT) build $(SANITIZER_FLAGS) --sanitize=address --scratch-path .build-asan --product $(TEST_PRODUCT)
	STOPWATCH_TEST_SCALE=0.1 ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/leak-suppressions.txt \
		$(LIMIT) unit-asan 900 scripts/together .build/unit-asan $(call unit_runs,$(ASAN_UNIT_TESTS))

# The GTK layer (tick bridge, interop, views) on the main thread of a real X server: in two
# parts side by side, each on an X server and session bus of its own (they mostly wait).
test-gtk:
	$(LIMIT) gtk 600 scripts/together .build/gtk \
		"$(HEADLESS) .build/debug/StopwatchGtkChecks --part 1/2" "$(HEADLESS) .build/debug/StopwatchGtkChecks --part 2/2"

# The real binary on X11 (Xvfb), driven by xdotool and gapplication; stopwatch-tui in tmux;
# the panel item in Plasma's tray; under `make test` the sway suite too. They mostly wait for
# the app: they run in two columns side by side (scripts/together; docs/testing.md, "Where
# the time goes"), the X11 suite in two parts, one at the top of each, each on an X server (or
# compositor) and session bus of its own; Plasma's and sway's suites after the first part, the
# terminal's after the second. The parts are spread by what each module took in a fresh clone,
# the suites after them counted in (`--then`, `AFTER_X11`: Plasma 40 s and sway 180, the
# terminal 70).
X11_SUITE = $(HEADLESS) $(PYTHON) Tests/run_suite.py x11-$(1) Tests/X11 --shard $(1)/2 --then $(AFTER_X11)
# A column's commands all run; it fails when one did.
column = status=0; $(subst ;, || status=1;,$(1)) || status=1; exit \$$status
X11_COLUMN_1 = $(LIMIT) x11-1 900 $(call X11_SUITE,1); $(LIMIT) plasma 600 $(HEADLESS) $(PYTHON) Tests/run_suite.py plasma Tests/Plasma
X11_COLUMN_2 = $(LIMIT) x11-2 900 $(call X11_SUITE,2); $(LIMIT) terminal 600 $(HEADLESS) $(PYTHON) Tests/run_suite.py terminal Tests/Terminal
SWAY_SUITE = $(LIMIT) sway 1200 $(WAYLAND_SESSION) $(PYTHON) Tests/run_suite.py sway Tests/Wayland
test-e2e: AFTER_X11 := 40,70
test-e2e:
	scripts/together .build/e2e "$(call column,$(X11_COLUMN_1))" "$(call column,$(X11_COLUMN_2))"

# `make test`'s window suites: test-e2e with sway's after Plasma's.
test-windows: AFTER_X11 := 220,70
test-windows:
	scripts/together .build/e2e "$(call column,$(X11_COLUMN_1); $(SWAY_SUITE))" "$(call column,$(X11_COLUMN_2))"

# The real binary on Wayland: sway headless, keys with wtype, pictures with grim, the
# clipboard with wl-paste, windows from swaymsg (Tests/Drivers/compositor.py).
test-wayland:
	$(LIMIT) sway 1200 $(WAYLAND_SESSION) $(PYTHON) Tests/run_suite.py sway Tests/Wayland

# The same Wayland suite on GNOME Shell 43 headless: keys through mutter's RemoteDesktop API,
# windows, pictures and notifications through the suite's extension (Tests/Drivers/gnome_shell.py).
test-gnome:
	$(LIMIT) gnome 1200 $(WAYLAND_SESSION) env STOPWATCH_COMPOSITOR=gnome-shell $(PYTHON) Tests/run_suite.py gnome Tests/Wayland

# The panel item in KDE Plasma 5.27's own system tray (kded5's watcher, the tray applet in
# plasmawindowed) on an X server and session bus of its own, which Plasma's helpers leave with
# (Tests/Drivers/plasma_tray.py).
test-plasma:
	$(LIMIT) plasma 600 $(HEADLESS) $(PYTHON) Tests/run_suite.py plasma Tests/Plasma

# The translated desktop files validate, the translations are complete and up to date, and
# install, launch and uninstall work (Tests/Desktop).
test-desktop: translations
	desktop-file-validate .build/data/$(APP_ID).desktop
	appstreamcli validate --no-net .build/data/$(APP_ID).metainfo.xml
	$(LIMIT) desktop 900 $(HEADLESS) $(PYTHON) Tests/run_suite.py desktop Tests/Desktop

# The release binary's functions in the order a run calls them (scripts/link-order.py): run
# it again when what the app does at start, on Home or in its windows changes much.
link-order: test-deps translations
	$(SWIFT) build $(RELEASE_FLAGS) --product stopwatch
	$(HEADLESS) $(PYTHON) scripts/link-order.py .build/release/stopwatch data/link-order.txt
	@# SwiftPM does not know the file: the next release build links anew only without them.
	rm -f .build/release/stopwatch .build/release/stopwatch-tui

install: deps translations
	$(SWIFT) build $(RELEASE_FLAGS) --product stopwatch
	$(SWIFT) build $(RELEASE_FLAGS) --product stopwatch-tui
	install -Dm755 .build/release/stopwatch $(DESTDIR)$(PREFIX)/bin/stopwatch
	install -Dm755 .build/release/stopwatch-tui $(DESTDIR)$(PREFIX)/bin/stopwatch-tui
	@for entry in $(INSTALLED_DATA); do \
		echo "install $${entry%%:*} -> $(SHARE)/$${entry#*:}"; \
		install -Dm644 "$${entry%%:*}" "$(SHARE)/$${entry#*:}" || exit 1; \
	done
	@for lang in $(LINGUAS); do \
		install -Dm644 .build/locale/$$lang/LC_MESSAGES/stopwatch.mo $(SHARE)/locale/$$lang/LC_MESSAGES/stopwatch.mo || exit 1; \
	done
	@for page in stopwatch stopwatch-tui; do \
		mkdir -p $(SHARE)/man/man1 && sed 's/@VERSION@/$(VERSION)/' data/man/$$page.1 | gzip -9n > $(SHARE)/man/man1/$$page.1.gz \
			&& chmod 644 $(SHARE)/man/man1/$$page.1.gz || exit 1; \
	done
	install -Dm644 data/completion/stopwatch $(SHARE)/bash-completion/completions/stopwatch
	@# The settings schema: compiled by refresh-caches here, by Debian's GLib trigger in a package.
	install -Dm644 data/$(APP_ID).gschema.xml $(SHARE)/glib-2.0/schemas/$(APP_ID).gschema.xml
	ln -sf stopwatch $(SHARE)/bash-completion/completions/stopwatch-tui
	@# D-Bus starts the app for `gapplication action` and desktop launchers (DBusActivatable).
	@mkdir -p $(SHARE)/dbus-1/services
	sed 's|@bindir@|$(PREFIX)/bin|' data/$(APP_ID).service.in > $(SHARE)/dbus-1/services/$(APP_ID).service
	@chmod 644 $(SHARE)/dbus-1/services/$(APP_ID).service
	@$(MAKE) --no-print-directory refresh-caches

# The Debian package, from a staged `make install PREFIX=/usr`; lintian must find no error.
DEB_MAINTAINER ?= The Stopwatch developers <swiftgtk-stopwatch@users.noreply.github.com>
DEB_FILE = stopwatch_$(VERSION)_$(shell dpkg --print-architecture).deb
# dpkg-deb's compression: xz at its default level, as Debian's packages; the suite's package
# takes level 0 (1 s instead of 17 here; the same files, 19 % larger).
DEB_COMPRESSION ?= -Zxz
deb: deps
	@scripts/ensure-packages $(DEB_PACKAGES)
	rm -rf .build/deb
	$(MAKE) --no-print-directory install PREFIX=/usr DESTDIR=$(CURDIR)/.build/deb/root
	DEB_COMPRESSION="$(DEB_COMPRESSION)" scripts/make-deb .build/deb/root $(VERSION) "$(DEB_MAINTAINER)" $(DEB_FILE)
	lintian --fail-on error --tag-display-limit 0 $(DEB_FILE)

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/stopwatch $(DESTDIR)$(PREFIX)/bin/stopwatch-tui
	@for entry in $(INSTALLED_DATA); do rm -f "$(SHARE)/$${entry#*:}"; done
	@for lang in $(LINGUAS); do rm -f $(SHARE)/locale/$$lang/LC_MESSAGES/stopwatch.mo; done
	rm -f $(SHARE)/dbus-1/services/$(APP_ID).service
	rm -f $(SHARE)/glib-2.0/schemas/$(APP_ID).gschema.xml
	rm -f $(SHARE)/man/man1/stopwatch.1.gz $(SHARE)/man/man1/stopwatch-tui.1.gz
	rm -f $(SHARE)/bash-completion/completions/stopwatch $(SHARE)/bash-completion/completions/stopwatch-tui
	-rmdir $(SHARE)/$(APP_ID) 2>/dev/null
	@$(MAKE) --no-print-directory refresh-caches

# Refreshes the icon cache and desktop database of a real installation (not of a staged
# DESTDIR, which the package manager refreshes), when the tools are there.
refresh-caches:
	@if [ -z "$(DESTDIR)" ]; then \
		for tool in gtk4-update-icon-cache gtk-update-icon-cache; do \
			if command -v $$tool >/dev/null; then $$tool -q -t -f $(PREFIX)/share/icons/hicolor || true; break; fi; \
		done; \
		if command -v update-desktop-database >/dev/null; then update-desktop-database -q $(PREFIX)/share/applications || true; fi; \
		if [ -d $(PREFIX)/share/glib-2.0/schemas ]; then glib-compile-schemas $(PREFIX)/share/glib-2.0/schemas || true; fi; \
	fi

# The budgets of docs/performance.md, each beside its figure, in one
# table at the end; exits non-zero when one is missed. The core, the ViewModels and the files
# (StopwatchBench), the lap chart drawn with GTK (StopwatchChartBench), then the app side by
# side with the floors (scripts/floor/floor.c) under Xvfb, on sway headless and on GNOME Shell
# headless, frames counted from outside (scripts/bench).
BENCH_RESULTS := .build/bench-results.tsv
# The benches themselves (StopwatchBench uses Foundation, which does not link statically
# here) are built in a folder of their own; the programs measured are the installed ones.
BENCH_BUILD := .build-bench
bench: test-deps translations .build/floor .build/floor-adwaita .build/json-glib-read
	$(SWIFT) build -c release $(SWIFT_FLAGS) --scratch-path $(BENCH_BUILD) --product StopwatchBench
	$(SWIFT) build -c release $(SWIFT_FLAGS) --scratch-path $(BENCH_BUILD) --product StopwatchChartBench
	$(SWIFT) build $(RELEASE_FLAGS) --product stopwatch
	$(SWIFT) build $(RELEASE_FLAGS) --product stopwatch-tui
	@rm -f $(BENCH_RESULTS) $(BENCH_RESULTS).unfinished
	@# Each part runs to its end even when one before it failed; one that exits non-zero is
	@# named in the summary, whose figures it did not all give, and the bench fails.
	@export STOPWATCH_BENCH_RESULTS=$(CURDIR)/$(BENCH_RESULTS); \
	part() { "$$@" || echo "$$* (exit $$?)" >> $(BENCH_RESULTS).unfinished; }; \
	part $(BENCH_BUILD)/release/StopwatchBench; \
	part $(PYTHON) scripts/bench/lap_instructions.py $(BENCH_BUILD)/release/StopwatchBench; \
	part $(PYTHON) scripts/bench/json_readers.py $(BENCH_BUILD)/release/StopwatchBench .build/json-glib-read; \
	part $(HEADLESS) $(BENCH_BUILD)/release/StopwatchChartBench; \
	part env STOPWATCH_SCREEN=1920x1080x24 $(HEADLESS) $(PYTHON) scripts/bench/x11.py .build/release/stopwatch .build/release/stopwatch-tui .build/floor $(BENCH_BUILD)/release/StopwatchBench; \
	part env STOPWATCH_SCREEN=3840x2160x24 STOPWATCH_BENCH_ONLY=full-screen-4k $(HEADLESS) $(PYTHON) scripts/bench/x11.py .build/release/stopwatch .build/release/stopwatch-tui .build/floor; \
	part $(WAYLAND_SESSION) $(PYTHON) scripts/bench/wayland.py .build/release/stopwatch .build/floor; \
	part $(WAYLAND_SESSION) env STOPWATCH_COMPOSITOR=gnome-shell $(PYTHON) scripts/bench/wayland.py .build/release/stopwatch .build/floor; \
	$(PYTHON) scripts/bench/summary.py $(BENCH_RESULTS)

# The C compiler: the system's, or the clang that comes with Swift.
FLOOR_CC := $(shell command -v cc || command -v clang)

.build/floor: scripts/floor/floor.c
	@mkdir -p .build
	$(FLOOR_CC) -O2 -Wall -Werror $$(pkg-config --cflags gtk4) $< -o $@ $$(pkg-config --libs gtk4)

# The libadwaita floor: the same program as an AdwApplication and its window.
.build/floor-adwaita: scripts/floor/floor.c
	@mkdir -p .build
	$(FLOOR_CC) -O2 -Wall -Werror -DFLOOR_ADWAITA $$(pkg-config --cflags libadwaita-1) $< -o $@ $$(pkg-config --libs libadwaita-1)

# GNOME's json-glib reading the bench's state files, beside the app's own reader.
.build/json-glib-read: scripts/bench/json_glib_read.c
	@mkdir -p .build
	$(FLOOR_CC) -O2 -Wall -Werror $$(pkg-config --cflags json-glib-1.0) $< -o $@ $$(pkg-config --libs json-glib-1.0)

# A launcher that hands the program it starts an activation token (Tests/Wayland).
.build/test-launcher: Tests/Wayland/launcher/launcher.c
	@mkdir -p .build
	$(FLOOR_CC) -O2 -Wall -Werror $$(pkg-config --cflags gtk4) $< -o $@ $$(pkg-config --libs gtk4)

# Screenshots of Home and Laps for the README, taken under Xvfb, on sway (with the bar) and on
# GNOME Shell.
screenshots: test-deps
	$(SWIFT) build $(DEBUG_FLAGS) --product stopwatch
	$(HEADLESS) $(PYTHON) scripts/take-screenshots.py data/screenshots
	$(WAYLAND_SESSION) $(PYTHON) scripts/take-wayland-screenshots.py data/screenshots
	$(WAYLAND_SESSION) env STOPWATCH_COMPOSITOR=gnome-shell $(PYTHON) scripts/take-wayland-screenshots.py data/screenshots

clean:
	rm -rf .build .build-tsan .build-asan .build-bench stopwatch_*.deb
