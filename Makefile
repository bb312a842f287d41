# svc-engine: make help lists the targets.
GO       ?= go
BIN      ?= bin
PORT     ?= 9876
DATA_DIR ?=
TAGS_TEST = svctest

.PHONY: help run build test lint fmt bench bench-load fuzz clean newman

help: ## list the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  %-10s %s\n", $$1, $$2}'

run: ## start the engine on 127.0.0.1:$(PORT) (data dir: DATA_DIR or $$XDG_DATA_HOME/svc-engine)
	$(GO) run ./cmd/svc-engine --port $(PORT) $(if $(DATA_DIR),--data-dir $(DATA_DIR))

build: ## build svc-engine, svc-cli and svc-mcp into ./bin
	$(GO) build -o $(BIN)/ ./cmd/...

# Native fuzz targets as package:Target; `make test` runs each briefly,
# `make fuzz` longer.
FUZZ_TARGETS = ./importers:FuzzDetect ./importers:FuzzPostman ./importers:FuzzOpenAPI \
	./importers:FuzzInsomnia ./importers:FuzzJMeter ./workspace:FuzzDecodePatch \
	./workspace:FuzzInt ./codec:FuzzAppendQuoted ./loadcore:FuzzScanHead \
	./loadcore:FuzzFramerSplits
FUZZ_TIME ?= 60s

test: newman ## go vet, make lint, go test -race over every package, then each fuzz target briefly (what CI runs)
	$(GO) vet ./...
	$(GO) vet -tags $(TAGS_TEST) ./...
	@$(MAKE) --no-print-directory lint
	$(GO) test -race -shuffle=on -tags $(TAGS_TEST) -timeout 20m ./...
	@$(MAKE) --no-print-directory fuzz FUZZ_TIME=50x

newman: ## install npm newman (the compat test's and bench's peer) into bench/.tools when missing
	@bash bench/install-newman.sh >/dev/null

fuzz: ## run every fuzz target for FUZZ_TIME (default 60s each)
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


clean: ## remove build output
	rm -rf $(BIN)
