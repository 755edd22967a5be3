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
# bench-web runs with a shared Redis cache, as production does; it flushes this database.
BENCH_CACHE_URL ?= redis://127.0.0.1:6379/13
DATA ?= ../shared/data
DEMO_ENV := DEBUG=1

.PHONY: install demo demo-data run test test-postgres chromium lint eval-followups eval-pii eval-pii-demo eval-replay \
        bench-ingest bench-followups bench-pii bench-replay bench-web worker embedding-worker beat clean

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

worker: $(STAMP)
	$(BIN)/celery -A config worker -Q celery --loglevel INFO

embedding-worker: $(STAMP)
	$(BIN)/celery -A config worker -Q embeddings --concurrency 1 --loglevel INFO

beat: $(STAMP)
	$(BIN)/celery -A config beat --loglevel INFO

eval-followups: $(STAMP)
	$(BIN)/python -m curation.followups.evaluate --data $(DATA)/followups

eval-replay: $(STAMP)
	$(BIN)/python -m curation.replay.eval_real --data $(DATA)/mtrag

# The leak evaluation, then the damage on public text (MTRAG-UN) and what protection costs.
eval-pii: $(STAMP)
	$(BIN)/python -m curation.pii.evaluate --data $(DATA)/pii && \
	  $(BIN)/python -m bench.pii_damage --data $(DATA)/mtrag --pii-data $(DATA)/pii

# Product, plan and region names of the demo against its customers' names (no database).
eval-pii-demo: $(STAMP)
	$(BIN)/python -m bench.pii_demo_check

bench-ingest: $(STAMP)
	DATABASE_URL=$(PG_URL) $(BIN)/python -m curation.bench_ingest

bench-followups: $(STAMP)
	$(BIN)/python -m curation.followups.bench --n 20000

bench-pii: $(STAMP)
	$(BIN)/python -m curation.pii.bench --data $(DATA)/pii

bench-web: $(STAMP)
	DATABASE_URL=$(PG_URL) CACHE_URL=$(BENCH_CACHE_URL) $(BIN)/python -m labelling.bench_web

bench-replay: $(STAMP)
	$(BIN)/python -m curation.replay.bench

clean:
	rm -rf var staticfiles .pytest_cache
