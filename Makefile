# Assay: the two set-up commands are `make demo` and `make test`; everything else is optional.
SHELL := /bin/bash
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
HOST ?= 127.0.0.1
PORT ?= 8000
PG_URL ?= postgres://postgres@127.0.0.1:5432/assay
REDIS_URL ?= redis://127.0.0.1:6379/0
# bench-ingest-pii starts its own Celery workers on this broker database and purges its queue.
BENCH_BROKER_URL ?= redis://127.0.0.1:6379/12
# bench-web runs with a shared Redis cache, as production does, in a Redis database of its own;
# it makes its own scratch PostgreSQL database and deletes only what it created, never flushes.
BENCH_CACHE_URL ?= redis://127.0.0.1:6379/13
DATA ?= ../shared/data
DEMO_ENV := DEBUG=1

.PHONY: install demo demo-data run test test-postgres chromium lint eval-followups eval-pii eval-pii-tune \
        eval-pii-demo eval-pii-holdout eval-pii-holdout2 eval-pii-holdout3 eval-pii-holdout4 eval-pii-holdout5 eval-pii-holdout6 eval-pii-holdout7 eval-pii-holdout8 eval-pii-holdout9 eval-pii-holdout10 eval-pii-holdout11 eval-pii-holdout12 eval-pii-holdout13 eval-pii-holdout14 eval-pii-holdout15 eval-pii-holdout16 eval-pii-holdout17 eval-pii-holdout18 eval-pii-holdout19 eval-pii-holdout20 eval-pii-holdout21 eval-pii-holdout22 eval-pii-holdout23 eval-pii-holdout24 eval-pii-holdout25 eval-pii-holdout26 eval-pii-holdout27 pii-data pii-holdout-data pii-holdout2-data \
        pii-holdout3-data pii-holdout4-data pii-holdout5-data pii-holdout6-data pii-holdout7-data pii-holdout8-data pii-holdout9-data pii-holdout10-data pii-holdout11-data pii-holdout12-data pii-holdout13-data pii-holdout14-data pii-holdout15-data pii-holdout16-data pii-holdout17-data pii-holdout18-data pii-holdout19-data pii-holdout20-data pii-holdout21-data pii-holdout22-data pii-holdout23-data pii-holdout24-data pii-holdout25-data pii-holdout26-data pii-holdout27-data eval-replay bench-ingest bench-ingest-pii bench-followups bench-pii \
        bench-import-pii bench-replay bench-search bench-system bench-web bench-api-ingest worker embedding-worker beat clean

# torch goes in first, pinned, so no resolver ever picks a multi-GB CUDA build.
$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PY) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q torch==2.13.0
	$(BIN)/pip install -q -e '.[dev]'
	touch $(STAMP)

install: $(STAMP)

# Builds the demo (idempotent) and serves it on SQLite with eager tasks.
demo: $(STAMP) demo-data
	@echo ""
	@echo "Assay demo: http://$(HOST):$(PORT)/"
	@$(DEMO_ENV) $(BIN)/python manage.py demo_logins
	$(DEMO_ENV) $(BIN)/python manage.py runserver $(HOST):$(PORT)

demo-data: $(STAMP)
	$(DEMO_ENV) $(BIN)/python manage.py migrate --noinput
	$(DEMO_ENV) $(BIN)/python manage.py make_demo

run: $(STAMP)
	$(DEMO_ENV) $(BIN)/python manage.py runserver $(HOST):$(PORT)

# The whole suite. With no DATABASE_URL/CELERY_BROKER_URL it runs on SQLite with eager tasks;
# .ci/run runs it again against PostgreSQL, Redis and real Celery workers.
test: $(STAMP) chromium
	$(BIN)/python -m pytest $(PYTEST_ARGS)

# Browser tests drive Debian's chromium; install it when we can, else they skip and say why.
chromium:
	@command -v chromium >/dev/null 2>&1 || { [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null && \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; } || \
	  echo "chromium is not installed: the browser tests will be skipped"

test-postgres: $(STAMP) chromium
	DATABASE_URL=$(PG_URL) CELERY_BROKER_URL=$(REDIS_URL) $(BIN)/python -m pytest $(PYTEST_ARGS)

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

worker: $(STAMP)
	$(BIN)/celery -A config worker -Q celery --loglevel INFO

embedding-worker: $(STAMP)
	$(BIN)/celery -A config worker -Q embeddings --concurrency 1 --loglevel INFO

beat: $(STAMP)
	$(BIN)/celery -A config beat --loglevel INFO

eval-followups: $(STAMP)
	$(BIN)/python -m bench.eval_followups --data $(DATA)/followups

eval-replay: $(STAMP)
	$(BIN)/python -m bench.eval_replay --data $(DATA)/mtrag

# Leaks, equality, near-duplicates and over-redaction on the shared PII files and Assay's own
# support cases, tune and report halves apart. Point it at other labelled files with
# `make eval-pii PII_FILES='some/folder/*.jsonl'` (they replace the default set).
PII_FILES ?= tests/data/pii/tune/*.jsonl
PII_DATA ?= $(DATA)/pii
# Then the damage on public text (MTRAG-UN) and what protection costs.
eval-pii: $(STAMP)
	$(BIN)/python -m bench.eval_pii $(if $(filter command line,$(origin PII_FILES)),,--data $(PII_DATA)) --files '$(PII_FILES)' && \
	  $(BIN)/python -m bench.pii_damage --data $(DATA)/mtrag --pii-data $(PII_DATA)

# Exam 1 (bench/data/pii_holdout): tuning data since issue 11's second recall round; run
# `python -m bench.pii_holdout --part tune|check` to keep its tune and check parts apart.
eval-pii-holdout: $(STAMP)
	$(BIN)/python -m bench.pii_holdout

# Exam 2 (bench/data/pii_holdout2, other genres and writer): tuning data too, same parts.
eval-pii-holdout2: $(STAMP)
	$(BIN)/python -m bench.pii_holdout --data bench/data/pii_holdout2

# The third held-out exam (bench/data/pii_holdout3, other genres, languages and writer): run
# once, by the integrator, at the end of the day; record the run in its README ("Used:").
eval-pii-holdout3: $(STAMP)
	$(BIN)/python -m bench.pii_holdout --data bench/data/pii_holdout3

# The fourth held-out exam (bench/data/pii_holdout4, other genres and languages, another writer):
# used once (2026-12-01, see its README): tuning data now, like exams 1 to 3.
eval-pii-holdout4: $(STAMP)
	$(BIN)/python -m bench.pii_holdout --data bench/data/pii_holdout4

# The fifth held-out exam (bench/data/pii_holdout5, other genres and languages, another writer):
# held out: run exactly once, after the next tuning round; record the run in its README ("Used:").
eval-pii-holdout5: $(STAMP)
	$(BIN)/python -m bench.pii_holdout --data bench/data/pii_holdout5

# The sixth held-out exam (bench/data/pii_holdout6, exam 5's generator re-seeded with new names):
# run once, after the next tuning round, and record the run in its README.
eval-pii-holdout6: $(STAMP)
	$(BIN)/python -m bench.pii_holdout --data bench/data/pii_holdout6

# The seventh held-out exam (bench/data/pii_holdout7, new genres, languages and writer): run
# once, after the next tuning round, and record the run in its README ("Used:").
eval-pii-holdout7: $(STAMP)
	$(BIN)/python -m bench.pii_holdout --data bench/data/pii_holdout7

# The eighth exam (bench/data/pii_holdout8, six new genres, 12 languages): used once on
# 2026-12-02 (see its README), tuning data now.
eval-pii-holdout8: $(STAMP)
	$(BIN)/python -m bench.pii_holdout --data bench/data/pii_holdout8

# The ninth exam (bench/data/pii_holdout9, eight new genres, 12 new languages): used once on
# 2026-12-03 (see its README), tuning data now.
eval-pii-holdout9: $(STAMP)
	$(BIN)/python -m bench.pii_holdout --data bench/data/pii_holdout9

# The tenth exam (bench/data/pii_holdout10, eight new genres, 12 new languages): used once on
# 2026-12-04 (see its README), tuning data now.
eval-pii-holdout10: $(STAMP)
	$(BIN)/python -m bench.pii_holdout --data bench/data/pii_holdout10

# The eleventh exam (bench/data/pii_holdout11, eight new genres, 12 new languages): used once
# (round 9), tuning data now; `--part tune|check` keeps its parts apart.
eval-pii-holdout11: $(STAMP)
	$(BIN)/python -m bench.pii_holdout --data bench/data/pii_holdout11

# The twelfth exam (bench/data/pii_holdout12, ten new genres, six new languages beside eight big
# ones): used once (round 9), tuning data now; `--part tune|check` keeps its parts apart.
eval-pii-holdout12: $(STAMP)
	$(BIN)/python -m bench.pii_holdout --data bench/data/pii_holdout12

# The thirteenth exam (bench/data/pii_holdout13, twelve new genres, six new languages beside eight
# big ones): used once (round 9), tuning data now; `--part tune|check` keeps its parts apart.
eval-pii-holdout13: $(STAMP)
	$(BIN)/python -m bench.pii_holdout --data bench/data/pii_holdout13

# The fourteenth exam (bench/data/pii_holdout14, nine new genres, five new languages beside eight
# big ones): used once (round 9), tuning data now; `--part tune|check` keeps its parts apart.
eval-pii-holdout14: $(STAMP)
	$(BIN)/python -m bench.pii_holdout --data bench/data/pii_holdout14

# The fifteenth exam (bench/data/pii_holdout15, seven new genres, six new languages beside eight
# big ones): used once (round 10), tuning data now; `--part tune|check` keeps its parts apart.
eval-pii-holdout15: $(STAMP)
	$(BIN)/python -m bench.pii_holdout --data bench/data/pii_holdout15

# The sixteenth exam (bench/data/pii_holdout16, seven new genres, six new languages beside eight
# big ones): used once (round 10), tuning data now; `--part tune|check` keeps its parts apart.
eval-pii-holdout16: $(STAMP)
	$(BIN)/python -m bench.pii_holdout --data bench/data/pii_holdout16

# The seventeenth exam (bench/data/pii_holdout17, seven new genres, six new languages beside
# eight big ones): used once (round 10, final code), tuning data now; `--part tune|check` keeps its parts apart.
eval-pii-holdout17: $(STAMP)
	$(BIN)/python -m bench.pii_holdout --data bench/data/pii_holdout17

# The eighteenth exam (bench/data/pii_holdout18, seven new genres, six new languages beside
# nine big ones): used once (round 11, final code), tuning data now; `--part tune|check` keeps its parts apart.
eval-pii-holdout18: $(STAMP)
	$(BIN)/python -m bench.pii_holdout --data bench/data/pii_holdout18

# The nineteenth exam (bench/data/pii_holdout19, seven new genres, six new languages beside
# nine once-used ones): used once (round 12, `818c107`), tuning data now; `--part tune|check` keeps its parts apart.
eval-pii-holdout19: $(STAMP)
	$(BIN)/python -m bench.pii_holdout --data bench/data/pii_holdout19

# The twentieth exam (bench/data/pii_holdout20, seven new genres, six new languages beside
# nine once-used ones, two new scripts): used once on 2026-12-07, not blind (its README was
# read before tuning); tuning data now.
eval-pii-holdout20: $(STAMP)
	$(BIN)/python -m bench.pii_holdout --data bench/data/pii_holdout20

# The twenty-first exam (bench/data/pii_holdout21, seven new genres, new languages beside
# little-used ones, new name and phone shapes): used once, blind, on 2026-12-07; tuning data now.
eval-pii-holdout21: $(STAMP)
	$(BIN)/python -m bench.pii_holdout --data bench/data/pii_holdout21

# The twenty-second exam (bench/data/pii_holdout22, seven new genres, new languages beside
# little-used ones, new name and phone shapes): used once, blind, on 2026-12-07; tuning data now.
eval-pii-holdout22: $(STAMP)
	$(BIN)/python -m bench.pii_holdout --data bench/data/pii_holdout22

# The twenty-third exam (bench/data/pii_holdout23, seven new genres, new languages beside
# little-used ones, new name and phone shapes): used once on 2026-12-07 (its data-test entry
# seen before the run); tuning data now.
eval-pii-holdout23: $(STAMP)
	$(BIN)/python -m bench.pii_holdout --data bench/data/pii_holdout23

# The twenty-fourth exam (bench/data/pii_holdout24, seven new genres, new languages beside
# little-used ones, new name and phone shapes): used once, blind, on 2026-12-07; tuning data now.
eval-pii-holdout24: $(STAMP)
	$(BIN)/python -m bench.pii_holdout --data bench/data/pii_holdout24

# The twenty-fifth exam (bench/data/pii_holdout25, seven new genres, new languages beside
# little-used ones, new name and phone shapes): used once, blind, on 2026-12-07; tuning data now.
eval-pii-holdout25: $(STAMP)
	$(BIN)/python -m bench.pii_holdout --data bench/data/pii_holdout25

# The twenty-sixth exam (bench/data/pii_holdout26, seven new genres, new languages beside
# little-used ones, new name and phone shapes): used once, blind, on 2026-12-07; tuning data now.
eval-pii-holdout26: $(STAMP)
	$(BIN)/python -m bench.pii_holdout --data bench/data/pii_holdout26

# The twenty-seventh exam (bench/data/pii_holdout27, seven new genres, new languages beside
# little-used ones, new name and phone shapes): never used yet.
eval-pii-holdout27: $(STAMP)
	$(BIN)/python -m bench.pii_holdout --data bench/data/pii_holdout27

# While tuning: the tune halves only (never read the report halves' failures).
eval-pii-tune: $(STAMP)
	$(BIN)/python -m bench.eval_pii --data $(PII_DATA) --files '$(PII_FILES)' --split tune

pii-data: $(STAMP)
	$(BIN)/python tests/data/pii/generate.py
	$(BIN)/python -m curation.pii.vocabulary_build

# Rewrites the held-out PII exam in bench/data/pii_holdout (deterministic; --check only compares).
pii-holdout-data: $(STAMP)
	$(BIN)/python -m bench.data.pii_holdout.generate

# Rewrites the second held-out exam in bench/data/pii_holdout2 (deterministic; --check compares).
pii-holdout2-data: $(STAMP)
	$(BIN)/python -m bench.data.pii_holdout2.generate

# Rewrites the third held-out exam in bench/data/pii_holdout3 (deterministic; --check compares).
pii-holdout3-data: $(STAMP)
	$(BIN)/python -m bench.data.pii_holdout3.generate

# Rewrites the fourth held-out exam in bench/data/pii_holdout4 (deterministic; --check compares).
pii-holdout4-data: $(STAMP)
	$(BIN)/python -m bench.data.pii_holdout4.generate

# Rewrites the fifth held-out exam in bench/data/pii_holdout5 (deterministic; --check compares).
pii-holdout5-data: $(STAMP)
	$(BIN)/python -m bench.data.pii_holdout5.generate

# Rewrites the sixth held-out exam in bench/data/pii_holdout6 (deterministic; --check compares).
pii-holdout6-data: $(STAMP)
	$(BIN)/python -m bench.data.pii_holdout6.generate

# Rewrites the seventh held-out exam in bench/data/pii_holdout7 (deterministic; --check compares).
pii-holdout7-data: $(STAMP)
	$(BIN)/python -m bench.data.pii_holdout7.generate

# Rewrites the eighth held-out exam in bench/data/pii_holdout8 (deterministic; --check compares).
pii-holdout8-data: $(STAMP)
	PYTHONPATH=$(CURDIR) $(BIN)/python -m bench.data.pii_holdout8.generate

# Rewrites the ninth held-out exam in bench/data/pii_holdout9 (deterministic; --check compares).
pii-holdout9-data: $(STAMP)
	PYTHONPATH=$(CURDIR) $(BIN)/python -m bench.data.pii_holdout9.generate

# Rewrites the tenth held-out exam in bench/data/pii_holdout10 (deterministic; --check compares).
pii-holdout10-data: $(STAMP)
	PYTHONPATH=$(CURDIR) $(BIN)/python -m bench.data.pii_holdout10.generate

# Rewrites the eleventh held-out exam in bench/data/pii_holdout11 (deterministic; --check compares).
pii-holdout11-data: $(STAMP)
	PYTHONPATH=$(CURDIR) $(BIN)/python -m bench.data.pii_holdout11.generate

# Rewrites the twelfth held-out exam in bench/data/pii_holdout12 (deterministic; --check compares).
pii-holdout12-data: $(STAMP)
	PYTHONPATH=$(CURDIR) $(BIN)/python -m bench.data.pii_holdout12.generate

# Rewrites the thirteenth held-out exam in bench/data/pii_holdout13 (deterministic; --check compares).
pii-holdout13-data: $(STAMP)
	PYTHONPATH=$(CURDIR) $(BIN)/python -m bench.data.pii_holdout13.generate

# Rewrites the fourteenth held-out exam in bench/data/pii_holdout14 (deterministic; --check compares).
pii-holdout14-data: $(STAMP)
	PYTHONPATH=$(CURDIR) $(BIN)/python -m bench.data.pii_holdout14.generate

# Rewrites the fifteenth held-out exam in bench/data/pii_holdout15 (deterministic; --check compares).
pii-holdout15-data: $(STAMP)
	PYTHONPATH=$(CURDIR) $(BIN)/python -m bench.data.pii_holdout15.generate

# Rewrites the sixteenth held-out exam in bench/data/pii_holdout16 (deterministic; --check compares).
pii-holdout16-data: $(STAMP)
	PYTHONPATH=$(CURDIR) $(BIN)/python -m bench.data.pii_holdout16.generate

# Rewrites the seventeenth held-out exam in bench/data/pii_holdout17 (deterministic; --check compares).
pii-holdout17-data: $(STAMP)
	PYTHONPATH=$(CURDIR) $(BIN)/python -m bench.data.pii_holdout17.generate

# Rewrites the eighteenth held-out exam in bench/data/pii_holdout18 (deterministic; --check compares).
pii-holdout18-data: $(STAMP)
	PYTHONPATH=$(CURDIR) $(BIN)/python -m bench.data.pii_holdout18.generate

# Rewrites the nineteenth held-out exam in bench/data/pii_holdout19 (deterministic; --check compares).
pii-holdout19-data: $(STAMP)
	PYTHONPATH=$(CURDIR) $(BIN)/python -m bench.data.pii_holdout19.generate

# Rewrites the twentieth held-out exam in bench/data/pii_holdout20 (deterministic; --check compares).
pii-holdout20-data: $(STAMP)
	PYTHONPATH=$(CURDIR) $(BIN)/python -m bench.data.pii_holdout20.generate

# Rewrites the twenty-first held-out exam in bench/data/pii_holdout21 (deterministic; --check compares).
pii-holdout21-data: $(STAMP)
	PYTHONPATH=$(CURDIR) $(BIN)/python -m bench.data.pii_holdout21.generate

# Rewrites the twenty-second held-out exam in bench/data/pii_holdout22 (deterministic; --check compares).
pii-holdout22-data: $(STAMP)
	PYTHONPATH=$(CURDIR) $(BIN)/python -m bench.data.pii_holdout22.generate

# Rewrites the twenty-third held-out exam in bench/data/pii_holdout23 (deterministic; --check compares).
pii-holdout23-data: $(STAMP)
	PYTHONPATH=$(CURDIR) $(BIN)/python -m bench.data.pii_holdout23.generate

# Rewrites the twenty-fourth held-out exam in bench/data/pii_holdout24 (deterministic; --check compares).
pii-holdout24-data: $(STAMP)
	PYTHONPATH=$(CURDIR) $(BIN)/python -m bench.data.pii_holdout24.generate

# Rewrites the twenty-fifth held-out exam in bench/data/pii_holdout25 (deterministic; --check compares).
pii-holdout25-data: $(STAMP)
	PYTHONPATH=$(CURDIR) $(BIN)/python -m bench.data.pii_holdout25.generate

# Rewrites the twenty-sixth held-out exam in bench/data/pii_holdout26 (deterministic; --check compares).
pii-holdout26-data: $(STAMP)
	PYTHONPATH=$(CURDIR) $(BIN)/python -m bench.data.pii_holdout26.generate

# Rewrites the twenty-seventh held-out exam in bench/data/pii_holdout27 (deterministic; --check compares).
pii-holdout27-data: $(STAMP)
	PYTHONPATH=$(CURDIR) $(BIN)/python -m bench.data.pii_holdout27.generate

# Product, plan and region names of the demo against its customers' names (no database).
eval-pii-demo: $(STAMP)
	$(BIN)/python -m bench.pii_demo_check

bench-ingest: $(STAMP)
	DATABASE_URL=$(PG_URL) $(BIN)/python -m bench.ingest

# Pseudonymizing ingest through 1 and 2 real Celery workers (scratch database next to PG_URL's).
bench-ingest-pii: $(STAMP)
	DATABASE_URL=$(PG_URL) CELERY_BROKER_URL=$(BENCH_BROKER_URL) $(BIN)/python -m bench.ingest_pseudonymized

bench-followups: $(STAMP)
	$(BIN)/python -m bench.followups --n 20000

bench-pii: $(STAMP)
	$(BIN)/python -m bench.pii --data $(DATA)/pii

# What pseudonymizing imported eval items costs (import_evalset), against the import without it.
bench-import-pii: $(STAMP)
	$(BIN)/python -m bench.import_pii

# System runs (issue 14): 300 cases x 3 repeats against the reference assistant on 127.0.0.1,
# next to a bare loop of the same HTTP calls (scratch SQLite database).
bench-system: $(STAMP)
	$(BIN)/python -m bench.system --cases 300 --repeats 3
# POST /api/traces/ against gunicorn's 30 s timeout: the largest body answered at once, and a
# 1,000-trace body answered with a job (its queued batches are purged from this broker database).
bench-api-ingest: $(STAMP)
	CELERY_BROKER_URL=$(BENCH_BROKER_URL) $(BIN)/python -m bench.api_ingest

bench-web: $(STAMP)
	DATABASE_URL=$(PG_URL) CACHE_URL=$(BENCH_CACHE_URL) $(BIN)/python -m bench.web

bench-replay: $(STAMP)
	$(BIN)/python -m bench.replay

# Sharded exhaustive search through 1 and 2 Celery shard workers against a bare numpy matmul.
# SEARCH_SIZE defaults to the 1M x 384 of the issue; pass a smaller one on a small machine.
SEARCH_SIZE ?= 1000000
SEARCH_GROWTH ?= 100000,250000,500000
bench-search: $(STAMP)
	$(BIN)/python -m bench.search --size $(SEARCH_SIZE) --growth $(SEARCH_GROWTH) --broker $(BENCH_BROKER_URL)

clean:
	rm -rf var staticfiles .pytest_cache
