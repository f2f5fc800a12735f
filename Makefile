# StepGraph — the two commands on a fresh machine are `make demo` and `make test`.
SWIFT    ?= swift
BIN_DIR   = .build/release
STEPGRAPH = $(BIN_DIR)/stepgraph
SAMPLES   = CinemaApp LegacyShop BrokenApp RecipeBox StudyCards GardenPlanner VendoredFlows ModularApp TravelPlanner XcodeShop TrailJournal
OUT      ?= out
## The full build: maps laid out in process by Graphviz (Package.swift's GraphvizRenderer trait, off by
## default so that linting needs no Graphviz). `make TRAITS= …` builds the default configuration.
TRAITS   ?= --traits GraphvizRenderer

.PHONY: all setup build release demo test clean corpus-check docs bench fuzz

all: build

setup:
	@./scripts/setup.sh

build: setup
	$(SWIFT) build $(TRAITS)

## On Linux the release binary carries the Swift runtime and Foundation (`--static-swift-stdlib`):
## no shared Swift libraries to map and relocate at start, about 7 MiB less resident memory.
STATIC_STDLIB := $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib,)
release: setup
	$(SWIFT) build -c release --product stepgraph $(STATIC_STDLIB) $(TRAITS)

## Runs the tool on every sample and writes the results under out/: the SVG navigation map, the
## interactive HTML map, the Mermaid map, the model,
## and the lint report in Markdown, SARIF and Xcode formats. (BrokenApp's lint fails on purpose: its
## errors are planted. TrailJournal is SwiftUI: its maps stay empty until the SwiftUI front end reads it.)
demo: release
	@mkdir -p $(OUT)
	@for app in $(SAMPLES); do \
		$(STEPGRAPH) graph Samples/$$app --output $(OUT)/$$app.svg || exit $$?; \
		$(STEPGRAPH) graph Samples/$$app --output $(OUT)/$$app.mmd || exit $$?; \
		$(STEPGRAPH) graph Samples/$$app --output $(OUT)/$$app.html || exit $$?; \
		$(STEPGRAPH) dump Samples/$$app --pretty --output $(OUT)/$$app.model.json || exit $$?; \
		$(STEPGRAPH) lint Samples/$$app --quiet --reporter markdown --output $(OUT)/$$app.lint.md; \
		$(STEPGRAPH) lint Samples/$$app --quiet --reporter sarif --output $(OUT)/$$app.sarif; \
		$(STEPGRAPH) lint Samples/$$app --reporter xcode --output $(OUT)/$$app.lint.txt; \
		status=$$?; [ $$status -le 1 ] || exit $$status; \
		echo "wrote $(OUT)/$$app.svg (map), $$app.html (interactive map), $$app.mmd, $$app.model.json, $$app.lint.md, $$app.sarif, $$app.lint.txt (lint exit $$status)"; \
	done

## Checks that every sample's Swift parses (scripts/parse-samples.sh: `swiftc -parse`, there is no iOS SDK
## here), builds everything, then runs every test (the interactive map's tests run in chromium, installed here),
## then builds the default configuration where Graphviz cannot be found and lints the samples with it
## (scripts/no-graphviz-check.sh: as root, in a private mount namespace; skipped otherwise).
test: setup
	@./scripts/setup.sh --browser
	./scripts/parse-samples.sh
	$(SWIFT) build $(TRAITS)
	$(SWIFT) test $(TRAITS)
	./scripts/no-graphviz-check.sh

## Dumps a large body of real, non-RxFlow Swift (default: this machine's package mirror) and checks
## that nothing RxFlow-shaped is found and nothing crashes.
corpus-check: release
	@./scripts/corpus-check.sh $(STEPGRAPH)

## The benchmark: lint against a byte-scan floor on synthetic apps and BENCH_DIR (default: the package
## mirror), the swift-syntax extractor (Benchmarks/SwiftSyntaxExtractor, built here on first use; skip it
## with BENCH_SWIFT_SYNTAX=0), time per stage, the cost of a review, and the 1,000-arm map. Writes the
## tables to docs/performance.md. Then the growth table of dense navigation (scripts/bench-dense.sh:
## each shape of scripts/generate-dense.py at a quarter of its size and at its size).
BENCH_SWIFT_SYNTAX ?= 1
bench: release
	BENCH_WRITE_DOC=1 BENCH_SWIFT_SYNTAX=$(BENCH_SWIFT_SYNTAX) ./scripts/bench.sh
	./scripts/bench-dense.sh

## Runs the libFuzzer target (address sanitizer) for FUZZ_SECONDS (default 60).
FUZZ_SECONDS ?= 60
fuzz: setup
	./scripts/fuzz.sh $(FUZZ_SECONDS)

## Regenerates docs/rules.md from the rules' sources.
docs: build
	$(SWIFT) run $(TRAITS) stepgraph rules --markdown > docs/rules.md

clean:
	rm -rf .build $(OUT)
