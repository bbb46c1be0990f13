# xlachat: `make run` chats, `make test` runs every check CI runs.
GO       ?= go
BIN      ?= bin/xlachat
MODEL    ?=
DEMO_DIR ?= .cache/demo-model
ARGS     ?=

.PHONY: all build run demo-model test fmt-check vet unit bench graphs clean

all: build

build:
	$(GO) build -o $(BIN) .

# run starts the chat. With MODEL=dir it uses that model directory; with no
# MODEL and no config file it generates a small demo model first, so a fresh
# clone chats at once (the demo model has random weights: see README).
run: build
	@if [ -n "$(MODEL)" ]; then \
		$(BIN) --model "$(MODEL)" $(ARGS); \
	elif [ -f xlachat.yaml ] || [ -f "$${XDG_CONFIG_HOME:-$$HOME/.config}/xlachat/config.yaml" ]; then \
		$(BIN) $(ARGS); \
	else \
		[ -f "$(DEMO_DIR)/config.json" ] || $(BIN) gen-model --out "$(DEMO_DIR)" --preset tiny; \
		echo "No model configured: chatting with the generated demo model in $(DEMO_DIR) (random weights)."; \
		$(BIN) --model "$(DEMO_DIR)" $(ARGS); \
	fi

test: fmt-check vet unit

fmt-check:
	@out=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	if [ -n "$$out" ]; then echo "gofmt needed:"; echo "$$out"; exit 1; fi

vet:
	$(GO) vet ./...

unit:
	$(GO) test -timeout 30m ./...

# bench prints one JSON object with load, prefill and decode figures for a
# generated Llama-3.2-1B-shaped model (f32 and bf16 weights).
bench: build
	$(BIN) bench $(ARGS)

# graphs regenerates the bundled Llama-3.2-1B graphs in assets/.
graphs:
	$(GO) test ./engine/graph -run TestBundled -update

clean:
	rm -rf bin .cache

-include iree/iree.mk
