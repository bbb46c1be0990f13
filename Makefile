# xlachat: `make run` chats, `make test` runs every check CI runs.
GO       ?= go
BIN      ?= bin/xlachat
MODEL    ?=
ARGS     ?=

.PHONY: all build run test fmt-check vet unit race test-avx2 bench graphs clean

all: build

build:
	$(GO) build -o $(BIN) .

# run starts the chat. With MODEL=dir it uses that model directory; else
# the config file's model; with neither, the binary generates a small demo
# model (random weights, see README) and chats with that.
run: build
	$(BIN) --demo $(if $(MODEL),--model "$(MODEL)") $(ARGS)

test: fmt-check vet unit race

fmt-check:
	@out=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	if [ -n "$$out" ]; then echo "gofmt needed:"; echo "$$out"; exit 1; fi

vet:
	$(GO) vet ./...

unit:
	$(GO) test -timeout 30m ./...

# race runs the packages with goroutines under the race detector; -short
# leaves out their numerics tests, which unit has just run. Of the ref
# backend only the tests that compile graphs beside running ones.
RACE_PKGS = ./engine ./engine/kernel ./engine/refexec ./ui ./ui/config ./iree
race:
	$(GO) test -race -short -timeout 30m $(RACE_PKGS)
	$(GO) test -race -run 'Prepare|Eviction' ./engine/refbackend

# test-avx2 runs the ref backend's greedy tests, token for token against
# the reference forward pass in every weight and compute dtype, on an
# emulated CPU with AVX2 and no AVX-512 (qemu-x86_64, Debian's qemu-user),
# where the kernels choose their AVX2 paths by themselves. make test reruns
# the kernel and refexec tests that way; this takes minutes more.
test-avx2:
	XLACHAT_EMULATE_GREEDY=1 $(GO) test -count=1 -timeout 40m -run TestOnAVX2OnlyCPU -v ./engine/refbackend

# bench prints one JSON object with load, prefill and decode figures for a
# generated Llama-3.2-1B-shaped model (bf16, f32, int8 and q4 weights, each
# in f32 and bf16 compute), and the machine's CPU, FMA peak and bandwidth.
bench: build
	$(BIN) bench $(ARGS)

# graphs regenerates the bundled Llama-3.2-1B graphs in assets/.
graphs:
	$(GO) test ./engine/graph -run TestBundled -update

clean:
	rm -rf bin .cache

-include iree/iree.mk
