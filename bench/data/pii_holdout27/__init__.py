"""The twenty-seventh held-out PII exam: data and its deterministic generator."""
