# xlachat: `make run` chats, `make test` runs every check CI runs.
GO       ?= go
BIN      ?= bin/xlachat
MODEL    ?=
ARGS     ?=

.PHONY: all build run test fmt-check vet unit race test-arm64 test-avx2 bench bench-pairs graphs clean

all: build

# The commit goes into the binary for xlachat --version; outside a git
# checkout it is left out.
COMMIT   := $(shell git describe --always --dirty 2>/dev/null)

build:
	$(GO) build -ldflags "-X main.buildCommit=$(COMMIT)" -o $(BIN) .

# run starts the chat. With MODEL=dir it uses that model directory; else
# the config file's model; with neither, the binary generates a small demo
# model (random weights, see README) and chats with that.
run: build
	$(BIN) --demo $(if $(MODEL),--model "$(MODEL)") $(ARGS)

test: fmt-check vet unit race test-arm64

fmt-check:
	@out=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	if [ -n "$$out" ]; then echo "gofmt needed:"; echo "$$out"; exit 1; fi

# vet also type-checks the macOS and Windows builds, which are not run
# here, so that they keep building (see README, Platforms).
vet:
	$(GO) vet ./...
	GOOS=darwin GOARCH=arm64 $(GO) vet ./...
	GOOS=windows GOARCH=amd64 $(GO) vet ./...

unit:
	$(GO) test -timeout 30m ./...

# race runs the packages with goroutines under the race detector; -short
# leaves out their numerics tests, which unit has just run. Of the ref
# backend only the tests that compile graphs beside running ones.
RACE_PKGS = ./engine ./engine/kernel ./engine/refexec ./ui ./ui/config ./iree
race:
	$(GO) test -race -short -timeout 30m $(RACE_PKGS)
	$(GO) test -race -run 'Prepare|Eviction' ./engine/refbackend

# test-arm64 runs the kernel and refexec tests, and the logits' bits
# (TestLogitsGolden), built for arm64 under qemu-aarch64 (Debian's
# qemu-user): the NEON kernels, which no machine here runs natively, and
# the proof that an Arm machine computes what an x86 one does.
# XLACHAT_SKIP_EMULATION=1 skips it, saying so. XLACHAT_QEMU_AARCH64=1
# tells the tests they are emulated (see emulated.Emulated).
ARM64_TEST = XLACHAT_QEMU_AARCH64=1 GOARCH=arm64 $(GO) test -exec qemu-aarch64 -timeout 30m
test-arm64:
	@if [ "$$XLACHAT_SKIP_EMULATION" = 1 ]; then \
		echo "XLACHAT_SKIP_EMULATION=1: the arm64 (NEON) tests are not run"; \
	elif ! command -v qemu-aarch64 >/dev/null; then \
		echo "qemu-aarch64 not found: install it (Debian/Ubuntu: apt-get install qemu-user) or set XLACHAT_SKIP_EMULATION=1"; exit 1; \
	else \
		$(ARM64_TEST) ./engine/kernel ./engine/refexec && \
		$(ARM64_TEST) -run LogitsGolden ./engine/refbackend; \
	fi
	@# The Go compiler fuses a*b+c on arm64 (not on amd64 by default), which
	@# would round differently: xlachat's Go code must prevent it with an
	@# explicit conversion. Fail on any fused instruction it compiled.
	@GOARCH=arm64 $(GO) build -o .cache/xlachat-arm64 . && \
	fused=$$($(GO) tool objdump .cache/xlachat-arm64 | awk '/^TEXT /{fn=$$2; file=$$3} \
		/\t(FMADD|FMSUB|FNMADD|FNMSUB)/ && fn ~ /^xlachat/ && file !~ /\.s$$/ {print fn}' | sort -u); \
	rm -f .cache/xlachat-arm64; \
	if [ -n "$$fused" ]; then echo "fused multiply-adds compiled from Go on arm64 (add float32()/float64() around the product):"; echo "$$fused"; exit 1; fi

# test-avx2 runs the ref backend's greedy tests, token for token against
# the reference forward pass in every weight and compute dtype, on an
# emulated CPU with AVX2 and no AVX-512 (qemu-x86_64, Debian's qemu-user),
# where the kernels choose their AVX2 paths by themselves. make test reruns
# the kernel and refexec tests that way; this takes minutes more.
test-avx2:
	XLACHAT_EMULATE_GREEDY=1 $(GO) test -count=1 -timeout 40m -run TestOnAVX2OnlyCPU -v ./engine/refbackend

# bench prints one JSON object with load, prefill and decode figures for a
# generated Llama-3.2-1B-shaped model (bf16, f32, int8 and q4 weights, each
# in f32 and bf16 compute, and q4 also in int8 compute), and the machine's
# CPU, FMA peak and bandwidth.
bench: build
	$(BIN) bench $(ARGS)

# bench-pairs compares decode with llama.cpp's in tight pairs: PAIRS
# times, llama-bench (LLAMA_BENCH) decodes 64 tokens of GGUF, then xlachat
# decodes 64 of the bench model in WEIGHTS weights and COMPUTE compute,
# alternating which goes first; each pair's tok/s and ratio print, then
# the median ratio and the range. PHASE=prefill compares a 256-token
# prefill instead (llama-bench's pp256, the bench's prefill_tok_s).
# Runs seconds apart share the machine's memory bandwidth, which on a
# shared VM moves by the minute (see README, Beside llama.cpp).
LLAMA_BENCH ?= llama-bench
GGUF        ?=
WEIGHTS     ?= bf16
COMPUTE     ?= bf16
PAIRS       ?= 8
PHASE       ?= decode
ifeq ($(PHASE),prefill)
PAIR_LLAMA := -p 256 -n 0
PAIR_OURS  := --decode 1
PAIR_FIELD := prefill_tok_s
else
PAIR_LLAMA := -p 0 -n 64
PAIR_OURS  := --decode 64
PAIR_FIELD := decode_tok_s
endif
bench-pairs: build
	@test -n "$(GGUF)" || { echo "bench-pairs: set GGUF to llama.cpp's file of the same model"; exit 2; }
	@case "$(PHASE)" in decode|prefill) ;; *) echo "bench-pairs: PHASE is decode or prefill, not $(PHASE)"; exit 2;; esac
	@llama() { out=$$($(LLAMA_BENCH) -m "$(GGUF)" -t $$(nproc) -r 1 -fa on -ctk f16 -ctv f16 $(PAIR_LLAMA) -o csv) && \
		echo "$$out" | tail -n 1 | awk -F, '{gsub(/"/, ""); print $$(NF-1)}'; }; \
	ours() { out=$$($(BIN) bench --dtypes $(WEIGHTS) --compute-dtypes $(COMPUTE) --rounds 1 --depth 0 $(PAIR_OURS)) && \
		echo "$$out" | awk -F': ' '/"$(PAIR_FIELD)"/ {sub(/,$$/, "", $$2); print $$2; exit}'; }; \
	ratios=; for i in $$(seq $(PAIRS)); do \
		if [ $$((i % 2)) = 1 ]; then l=$$(llama); x=$$(ours); else x=$$(ours); l=$$(llama); fi; \
		[ -n "$$l" ] && [ -n "$$x" ] || { echo "bench-pairs: a run printed no $(PHASE) speed"; exit 1; }; \
		echo "$$i $$l $$x" | awk '{printf "pair %d: llama.cpp %.2f tok/s, xlachat %.2f tok/s, ratio %.3f\n", $$1, $$2, $$3, $$3/$$2}'; \
		ratios="$$ratios $$(echo "$$l $$x" | awk '{print $$2/$$1}')"; \
	done; \
	echo $$ratios | tr ' ' '\n' | sort -g | awk '{r[NR] = $$1} END {m = NR % 2 ? r[(NR+1)/2] : (r[NR/2] + r[NR/2+1]) / 2; \
		printf "median ratio %.3f over %d pairs (range %.3f-%.3f)\n", m, NR, r[1], r[NR]}'

# graphs regenerates the bundled Llama-3.2-1B graphs in assets/.
graphs:
	$(GO) test ./engine/graph -run TestBundled -update

clean:
	rm -rf bin .cache

-include iree/iree.mk
