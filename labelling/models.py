"""Labelling models (queues, labels, guide) arrive with the labelling issue."""
