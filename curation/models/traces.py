"""Production traces: a conversation, what each assistant turn retrieved and which tools it called.

What others own (retrieved passages as they were, tool calls with args and responses) is stored
verbatim (after pseudonymization) so a case can be replayed; what is under test (prompt version,
model) is recorded next to it. A field that production did not log is stored as NULL, never as an
empty value, so the capture report can tell "absent" from "empty".
"""

from __future__ import annotations

from django.db import models


class Trace(models.Model):
    trace_id = models.CharField(max_length=200, unique=True)
    source = models.CharField(max_length=200, db_index=True, default="")
    captured_at = models.DateTimeField(null=True, blank=True)
    prompt_version = models.CharField(max_length=200, null=True, blank=True)
    model = models.CharField(max_length=200, null=True, blank=True)
    environment = models.JSONField(null=True, blank=True)
    # sha256 of the canonical JSON of the trace as received (before pseudonymization), so the
    # same trace sent twice is recognised whatever happens to its stored text.
    content_hash = models.CharField(max_length=64)
    pseudonymized = models.BooleanField(default=False)
    # True for traces pseudonymized before environment values were (their environment JSON is
    # still as received); exports refuse them until ``repseudonymize`` has run. A database
    # default, so every write path (the ORM and COPY) stores False for new traces.
    environment_raw = models.BooleanField(default=False, db_default=False)
    ingested_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["id"]

    def __str__(self) -> str:
        return self.trace_id


class Message(models.Model):
    class Role(models.TextChoices):
        SYSTEM = "system"
        USER = "user"
        ASSISTANT = "assistant"
        TOOL = "tool"

    trace = models.ForeignKey(Trace, on_delete=models.CASCADE, related_name="messages")
    position = models.PositiveIntegerField()
    role = models.CharField(max_length=16, choices=Role.choices)
    content = models.TextField()
    # Index among the user turns of the conversation (0 for the first); NULL for other roles.
    user_turn = models.PositiveIntegerField(null=True, blank=True)
    # The contextualizer's rewrite, when production logged one for this assistant turn.
    rewrite_query = models.TextField(null=True, blank=True)
    rewrite_dropped = models.BooleanField(null=True, blank=True)

    class Meta:
        ordering = ["trace_id", "position"]
        constraints = [
            models.UniqueConstraint(fields=["trace", "position"], name="message_unique_position")
        ]

    def __str__(self) -> str:
        return f"{self.trace_id}:{self.position} {self.role}"


class RetrievalResult(models.Model):
    message = models.ForeignKey(Message, on_delete=models.CASCADE, related_name="retrieval")
    rank = models.PositiveIntegerField()
    doc_id = models.CharField(max_length=500)
    chunk_id = models.CharField(max_length=520, db_index=True)
    doc_version = models.CharField(max_length=200, null=True, blank=True)
    score = models.FloatField(null=True, blank=True)
    text = models.TextField(null=True, blank=True)

    class Meta:
        ordering = ["message_id", "rank"]

    def __str__(self) -> str:
        return f"{self.chunk_id} (rank {self.rank})"


class ToolCall(models.Model):
    message = models.ForeignKey(Message, on_delete=models.CASCADE, related_name="tool_calls")
    position = models.PositiveIntegerField()
    name = models.CharField(max_length=200)
    args = models.JSONField(null=True, blank=True)
    response = models.JSONField(null=True, blank=True)
    has_response = models.BooleanField(default=False)

    class Meta:
        ordering = ["message_id", "position"]

    def __str__(self) -> str:
        return f"{self.name}#{self.position}"
