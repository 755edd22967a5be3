"""Benchmarks and real-data evaluations; run as ``python -m bench.<module>`` from the project root."""
