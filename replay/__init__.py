"""Replay and scoring algorithms: per-item retrieval metrics, intervals and paired comparisons,
exhaustive cosine search, and the embedding model wrapper. Plain Python and numpy; no ORM."""
