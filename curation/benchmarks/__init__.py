"""Public benchmarks in: BEIR folders and TREC CAsT years become a corpus and an eval set.

``formats`` reads the files (plain Python, every bad line named by file, line and field);
``services.benchmark_import`` ingests the corpus one chunk per document and imports the items
through the same services as ``ingest_corpus`` and ``import_evalset``.
"""
