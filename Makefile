# StepGraph — the two commands on a fresh machine are `make demo` and `make test`.
SWIFT    ?= swift
BIN_DIR   = .build/release
STEPGRAPH = $(BIN_DIR)/stepgraph
SAMPLES   = CinemaApp LegacyShop BrokenApp
OUT      ?= out

.PHONY: all setup build release demo test clean corpus-check

all: build

setup:
	@./scripts/setup.sh

build: setup
	$(SWIFT) build

release: setup
	$(SWIFT) build -c release --product stepgraph

## Runs the tool on every sample and writes the results under out/.
demo: release
	@mkdir -p $(OUT)
	@for app in $(SAMPLES); do \
		$(STEPGRAPH) dump Samples/$$app --pretty --output $(OUT)/$$app.model.json || exit $$?; \
		echo "wrote $(OUT)/$$app.model.json"; \
	done

## Builds everything, then runs every test.
test: setup
	$(SWIFT) build
	$(SWIFT) test

## Dumps a large body of real, non-RxFlow Swift (default: this machine's package mirror) and checks
## that nothing RxFlow-shaped is found and nothing crashes.
corpus-check: release
	@./scripts/corpus-check.sh $(STEPGRAPH)

clean:
	rm -rf .build $(OUT)
