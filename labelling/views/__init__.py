"""Labelling pages, by who uses them: annotators, leads, the guide, user administration."""
