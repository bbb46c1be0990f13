# IREE ("xla" backend) build, included by the top-level Makefile.
#
#   make build-iree IREE_DIST=/path/to/iree   # xlachat with -tags iree
#   make test-iree  IREE_DIST=/path/to/iree   # go test -tags iree ./iree/...
#
# IREE_DIST is an IREE runtime install prefix or release dist: include/
# (IREE's runtime headers), lib/ (libiree_runtime_unified.a,
# libflatcc_parsing.a, and libcpuinfo.a if the runtime was built with
# cpuinfo) and bin/ (iree-compile for compiling graphs at run time). The
# tests make their modules with the dist's tools: bin/iree-as-module and
# bin/iree-compile. A dist without one fails `make test-iree`, naming it,
# unless XLACHAT_SKIP_IREE_AS_MODULE=1 or XLACHAT_SKIP_IREE_COMPILE=1 says
# to run without the tests that need it. The plain `make build` never
# needs IREE. Supported: IREE 2024-07 (candidate-20240724.964) and 3.12.

GO  ?= go
BIN ?= bin/xlachat

IREE_DIST ?=
IREE_DIST_ABS = $(abspath $(IREE_DIST))
IREE_INCLUDE ?= $(IREE_DIST_ABS)/include
IREE_LIB ?= $(IREE_DIST_ABS)/lib

# The whole unified runtime is linked so every HAL driver and executable
# loader it was built with is present; the allocator define is what IREE's
# headers require for iree_allocator_system() outside IREE's own build.
#
# The archives go to the final link through -extldflags, not CGO_LDFLAGS:
# the go command applies CGO_LDFLAGS to every cgo package of the build
# (runtime/cgo and net too), which would put the whole archive on the link
# line several times and define every symbol more than once.
IREE_CGO_CFLAGS = -O2 -g -I$(IREE_INCLUDE) \
	-DIREE_ALLOCATOR_SYSTEM_CTL=iree_allocator_libc_ctl
IREE_CGO_LDFLAGS = -lm -ldl -lpthread
# A runtime built with IREE_ENABLE_CPUINFO=ON (the default in 2024's
# release, off in the runtime-only HEAD build) also needs cpuinfo, which
# IREE installs as lib/libcpuinfo.a.
IREE_CPUINFO = $(wildcard $(IREE_LIB)/libcpuinfo.a)
IREE_EXTLDFLAGS = -Wl,--whole-archive $(IREE_LIB)/libiree_runtime_unified.a \
	-Wl,--no-whole-archive $(IREE_LIB)/libflatcc_parsing.a $(IREE_CPUINFO) \
	-lm -ldl -lpthread
IREE_GOENV = CGO_ENABLED=1 IREE_DIST="$(IREE_DIST_ABS)" \
	CGO_CFLAGS="$(IREE_CGO_CFLAGS)" CGO_LDFLAGS="$(IREE_CGO_LDFLAGS)"
# Extra -ldflags for the iree build (e.g. -X settings) go in IREE_LDFLAGS.
IREE_LDFLAGS ?=
IREE_GOFLAGS = -tags iree -ldflags='$(IREE_LDFLAGS) -X main.buildCommit=$(COMMIT) -extldflags "$(IREE_EXTLDFLAGS)"'

.PHONY: build-iree test-iree iree-runtime-check iree-dist-check

# iree-runtime-check: what building needs.
iree-runtime-check:
	@if [ -z "$(IREE_DIST)" ]; then \
		echo "IREE_DIST is not set: make $(MAKECMDGOALS) IREE_DIST=/path/to/iree (see README, Run on IREE)"; exit 1; fi
	@for f in $(IREE_INCLUDE)/iree/runtime/api.h $(IREE_LIB)/libiree_runtime_unified.a \
		$(IREE_LIB)/libflatcc_parsing.a; do \
		[ -f "$$f" ] || { echo "IREE_DIST=$(IREE_DIST): missing $$f"; exit 1; }; done

# iree-dist-check: what the tests need too, the tools that make their
# modules, each unless its tests are opted out of.
iree-dist-check: iree-runtime-check
	@missing=""; \
	if [ "$$XLACHAT_SKIP_IREE_AS_MODULE" != 1 ] && [ ! -x $(IREE_DIST_ABS)/bin/iree-as-module ]; then \
		echo "IREE_DIST=$(IREE_DIST): missing bin/iree-as-module (set XLACHAT_SKIP_IREE_AS_MODULE=1 to run without the tests that need it)"; missing=1; fi; \
	if [ "$$XLACHAT_SKIP_IREE_COMPILE" != 1 ] && [ ! -x $(IREE_DIST_ABS)/bin/iree-compile ]; then \
		echo "IREE_DIST=$(IREE_DIST): missing bin/iree-compile (set XLACHAT_SKIP_IREE_COMPILE=1 to run without the tests that need it)"; missing=1; fi; \
	[ -z "$$missing" ]

build-iree: iree-runtime-check
	@[ -x $(IREE_DIST_ABS)/bin/iree-compile ] || \
		echo "note: $(IREE_DIST)/bin/iree-compile is missing; xlachat --backend xla then needs iree.compiler or iree-compile on PATH"
	$(IREE_GOENV) $(GO) build $(IREE_GOFLAGS) -o $(BIN) .

test-iree: iree-dist-check
	$(IREE_GOENV) $(GO) test $(IREE_GOFLAGS) -timeout 60m -v ./iree/...
	IREE_DIST="$(IREE_DIST_ABS)" $(GO) test -timeout 30m -run TestChatOnIREE -v ./ui/e2e
