# svc-engine: make help lists the targets.
GO       ?= go
BIN      ?= bin
PORT     ?= 9876
DATA_DIR ?=
TARGET   ?= 127.0.0.1:8080
TAGS_TEST = svctest

# ENGINE_DATA is the data dir the engine uses: DATA_DIR, else the engine's
# own default ($XDG_DATA_HOME/svc-engine, else ~/.local/share/svc-engine).
ENGINE_DATA = $(or $(DATA_DIR),$(or $(XDG_DATA_HOME),$(HOME)/.local/share)/svc-engine)
# BINARIES are the commands under cmd/ (what `make build` makes).
BINARIES = $(notdir $(patsubst %/,%,$(wildcard cmd/*/)))

.PHONY: help run build target test lint fmt bench bench-load fuzz clean newman soak chromium

# help prints each target's `## ` comment with the variables in it
# expanded to their values.
help: ## list the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  %-10s %s\n", $$1, $$2}' | sed \
		-e 's|$$(PORT)|$(PORT)|g' -e 's|$$(ENGINE_DATA)|$(ENGINE_DATA)|g' -e 's|$$(BIN)|$(BIN)|g' \
		-e 's|$$(BINARIES)|$(BINARIES)|g' -e 's|$$(TARGET)|$(TARGET)|g' -e 's|$$(FUZZ_TIME)|$(FUZZ_TIME)|g'

run: ## start the engine on 127.0.0.1:$(PORT), data in $(ENGINE_DATA) (PORT=, DATA_DIR= change them)
	$(GO) run ./cmd/svc-engine --port $(PORT) $(if $(DATA_DIR),--data-dir $(DATA_DIR))

build: ## build $(BINARIES) into $(BIN)/
	$(GO) build -o $(BIN)/ ./cmd/...

# target execs the server, so a SIGTERM to make (which make passes on to
# its recipe) stops it.
target: ## serve the load benchmark's target on http://$(TARGET) (200 "Hello, World!" on every path; TARGET= changes it)
	@$(GO) build -o $(BIN)/loadtarget ./bench/cmd/loadtarget
	exec $(BIN)/loadtarget -fast $(TARGET) -std 127.0.0.1:0

# Native fuzz targets as package:Target; `make test` runs each briefly,
# `make fuzz` longer.
FUZZ_TARGETS = ./importers:FuzzDetect ./importers:FuzzPostman ./importers:FuzzOpenAPI \
	./importers:FuzzInsomnia ./importers:FuzzJMeter ./workspace:FuzzDecodePatch \
	./workspace:FuzzInt ./codec:FuzzAppendQuoted ./loadcore:FuzzScanHead \
	./loadcore:FuzzFramerSplits ./importers:FuzzCurlParse ./importers:FuzzHARParse
# Hostile input (issue 18): the decode and validation path of each resource.
FUZZ_TARGETS += ./workspace:FuzzMergeCollection ./workspace:FuzzMergeRequest \
	./workspace:FuzzMergeEnvironment ./workspace:FuzzMergeExample ./workspace:FuzzDecodeReorder \
	./workspace:FuzzParseComposeSpec ./scripting:FuzzCheckElements ./config:FuzzParseUpdate \
	./loadcore:FuzzParsePlan ./loadcore:FuzzParseTargetOptions
FUZZ_TIME ?= 60s

test: newman chromium ## go vet, make lint, go test -race over every package, then each fuzz target briefly (what CI runs)
	$(GO) vet ./...
	$(GO) vet -tags $(TAGS_TEST) ./...
	@$(MAKE) --no-print-directory lint
	$(GO) test -race -shuffle=on -tags $(TAGS_TEST) -timeout 20m ./...
	@# The memory bounds (scripts over their cap, hostile bodies and
	@# targets) measure the process's RSS, which the race detector inflates
	@# several times: they run again without it.
	$(GO) test -shuffle=on -tags $(TAGS_TEST) -count=1 -timeout 10m -run 'MemoryCap|Hostile' ./mgmt/ ./scripting/
	@$(MAKE) --no-print-directory fuzz FUZZ_TIME=50x

newman: ## install npm newman (the compat test's and bench's peer) into bench/.tools when missing
	@bash bench/install-newman.sh >/dev/null

chromium: ## install Debian's chromium (the HAR import test drives it headless) with apt-get when missing
	@bash bench/install-chromium.sh >/dev/null

fuzz: ## run every fuzz target for $(FUZZ_TIME) each (FUZZ_TIME= changes it)
	@set -e; for t in $(FUZZ_TARGETS); do pkg=$${t%%:*}; name=$${t##*:}; \
		echo "fuzz $$name ($$pkg, $(FUZZ_TIME))"; \
		$(GO) test -run '^$$' -fuzz "^$$name\$$" -fuzztime $(FUZZ_TIME) $$pkg; done

lint: ## gofmt check, golangci-lint (the version pinned in .golangci.yml, installed into bench/.tools), the bundled JS libraries against their npm tarballs
	@out=$$(gofmt -l $$(git ls-files '*.go')); if [ -n "$$out" ]; then echo "gofmt would change:"; echo "$$out"; exit 1; fi
	$$(bash bench/install-golangci-lint.sh) run --allow-parallel-runners --timeout 20m ./...
	bash scripting/jslib/refresh.sh --check

fmt: ## format the code
	gofmt -w $$(git ls-files '*.go')

bench: ## macro benchmarks against peer tools on loopback; writes bench/results/
	bash bench/run.sh

bench-load: ## the load engine's benchmark alone (bench/load.sh, 11-19 min); writes bench/results/load-*.md
	bash bench/load.sh


soak: ## the long crash suite: 500 kill -9 cycles of the engine under writes, backups, imports, purges and reorders (about 11 min)
	$(GO) test -tags $(TAGS_TEST) -run '^TestKill9$$' -count=1 -timeout 60m -v ./cmd/svc-engine/ -args -kill9.cycles=500

clean: ## remove build output
	rm -rf $(BIN)
