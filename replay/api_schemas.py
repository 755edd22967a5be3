"""Response bodies of the run endpoints (report, per-item results, compare, ladder), described
field by field so ``/api/schema/`` documents them. The selectors build the data.

Two parts stay open JSON on purpose, each named in ``tests/core/test_api_schema.py``: an arm's
own parameters (each arm takes different ones) and a row's ``extra`` (what the arm recorded).
"""

from __future__ import annotations

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers


class EstimateSerializer(serializers.Serializer):
    """A mean with its standard error and interval (null when undefined: one item, normal)."""

    n = serializers.IntegerField()
    mean = serializers.FloatField()
    se = serializers.FloatField(allow_null=True)
    ci_low = serializers.FloatField(allow_null=True)
    ci_high = serializers.FloatField(allow_null=True)
    method = serializers.CharField(help_text='"normal" or "wilson"')


class MetricBlockSerializer(serializers.Serializer):
    overall = EstimateSerializer()
    by_group = serializers.DictField(child=EstimateSerializer(), help_text="pattern -> estimate")


class CountsSerializer(serializers.Serializer):
    items = serializers.IntegerField()
    scored = serializers.IntegerField()
    unanswerable = serializers.IntegerField()
    skipped = serializers.IntegerField()
    no_gold = serializers.IntegerField()


class RunSummarySerializer(serializers.Serializer):
    counts = CountsSerializer()
    unanswerable_rate = EstimateSerializer(allow_null=True)
    skipped = serializers.DictField(child=serializers.IntegerField(), help_text="why -> items")
    skipped_items = serializers.ListField(child=serializers.CharField())
    metrics = serializers.DictField(child=MetricBlockSerializer(), help_text="metric -> block")
    disagreement = EstimateSerializer(allow_null=True)
    disagreeing_items = serializers.IntegerField()
    truncated = serializers.IntegerField(help_text="queries longer than the encoder's window")


class RunConfigSerializer(serializers.Serializer):
    eval_set = serializers.CharField()
    eval_set_version = serializers.CharField()
    items = serializers.CharField(help_text='"labelled" or "all"')
    arm = serializers.CharField()
    arm_params = serializers.DictField(help_text="the arm's own parameters (open JSON)")
    model = serializers.CharField()
    k = serializers.IntegerField()
    corpus_state = serializers.CharField()
    metrics_version = serializers.IntegerField()
    retrieval = serializers.DictField(
        required=False, help_text="retriever, pool, reranker, chunking (retrieval-lab runs)"
    )


class CoverageSerializer(serializers.Serializer):
    """Judged coverage of one run at its k (``replay.judging.run_coverage``)."""

    k = serializers.IntegerField()
    judged_at_k = EstimateSerializer(allow_null=True)
    items = serializers.IntegerField()
    unjudged = serializers.IntegerField(help_text="top-k (item, chunk) pairs nobody judged")
    unjudged_chunks = serializers.IntegerField()
    lower_bound = serializers.BooleanField(help_text="true: every score is a lower bound")
    threshold = serializers.FloatField()
    note = serializers.CharField()
    requested = serializers.IntegerField(help_text="judgments sent to annotators, not yet made")


class PairedSerializer(serializers.Serializer):
    """``b - a`` over the items both runs scored: bootstrap interval and sign-flip p-value."""

    mean_diff = serializers.FloatField()
    ci_low = serializers.FloatField()
    ci_high = serializers.FloatField()
    p_value = serializers.FloatField()
    n = serializers.IntegerField()
    clusters = serializers.IntegerField()
    bootstrap = serializers.CharField(help_text='"cluster" or "item"')
    only_in_a = serializers.IntegerField()
    only_in_b = serializers.IntegerField()
    resamples = serializers.IntegerField()
    seed = serializers.IntegerField()
    confidence = serializers.FloatField()
    sd_diff = serializers.FloatField()
    se_diff = serializers.FloatField()
    metric = serializers.CharField()
    run_a = serializers.IntegerField()
    run_b = serializers.IntegerField()
    arm_a = serializers.CharField()
    arm_b = serializers.CharField()
    hash_a = serializers.CharField()
    hash_b = serializers.CharField()
    caveats = serializers.ListField(child=serializers.CharField())


class CompareSerializer(PairedSerializer):
    mean_a = serializers.FloatField(help_text="run a's mean over the shared items")
    mean_b = serializers.FloatField()
    coverage = serializers.DictField(child=CoverageSerializer(), help_text="run id -> coverage")


class UnrecordedCallSerializer(serializers.Serializer):
    item_id = serializers.IntegerField()
    repeat = serializers.IntegerField()
    call = serializers.DictField(help_text="the call the system made (open JSON)")
    recorded = serializers.ListField(
        child=serializers.DictField(), help_text="the recorded calls (open JSON)"
    )


class AnswerErrorSerializer(serializers.Serializer):
    kind = serializers.CharField(help_text="unrecorded tool call, timeout, bad response, ...")
    message = serializers.CharField()


class FailedLoudlySerializer(serializers.Serializer):
    item_id = serializers.CharField()
    errors = AnswerErrorSerializer(many=True)


class GradingSerializer(serializers.Serializer):
    answers = serializers.IntegerField()
    graded = serializers.IntegerField()


class SystemReportSerializer(serializers.Serializer):
    items = serializers.IntegerField()
    graded = serializers.IntegerField()
    ungraded = serializers.IntegerField()
    no_ground_truth = serializers.IntegerField()
    pass_rate = MetricBlockSerializer(allow_null=True)
    should_score = MetricBlockSerializer(allow_null=True)
    disagreement = MetricBlockSerializer(allow_null=True)
    grounded = MetricBlockSerializer(allow_null=True)
    context_precision = MetricBlockSerializer(allow_null=True)
    failed_loudly = FailedLoudlySerializer(many=True)
    grading = GradingSerializer()
    unrecorded_calls = UnrecordedCallSerializer(many=True)
    metric_names = serializers.ListField(child=serializers.CharField())
    mode = serializers.CharField(allow_null=True)


class RunReportSerializer(serializers.Serializer):
    run = serializers.IntegerField()
    eval_set = serializers.CharField()
    arm = serializers.CharField()
    status = serializers.CharField()
    config = RunConfigSerializer()
    config_hash = serializers.CharField()
    short_hash = serializers.CharField()
    metric_names = serializers.ListField(child=serializers.CharField())
    summary = RunSummarySerializer()
    ceiling = PairedSerializer(allow_null=True, help_text="latest gold_rewrite run minus this")
    drift = PairedSerializer(allow_null=True, help_text="frozen minus live (frozen runs)")
    system = SystemReportSerializer(required=False, help_text="system runs only")


@extend_schema_field(
    {
        "type": "object",
        "nullable": True,
        "description": "metric name -> value, and gold_ranks; null when the item was not scored",
        "properties": {
            "gold_ranks": {
                "type": "object",
                "description": "gold chunk id -> its rank (null: not retrieved)",
                "additionalProperties": {"type": "integer", "nullable": True},
            }
        },
        "additionalProperties": {"type": "number", "nullable": True},
    }
)
class ResultMetricsField(serializers.JSONField):
    """One item's figures: one number per metric name of the run, and ``gold_ranks``."""


class ResultLineSerializer(serializers.Serializer):
    """One item, in the ``replay --output`` line format."""

    item_id = serializers.CharField()
    query = serializers.CharField()
    ranked = serializers.ListField(child=serializers.CharField())
    gold = serializers.ListField(child=serializers.CharField())
    unanswerable = serializers.BooleanField()
    pattern = serializers.CharField(allow_null=True)
    metrics = ResultMetricsField(allow_null=True)
    config_hash = serializers.CharField()
    skipped = serializers.CharField(required=False, help_text="why the item was not scored")
    extra = serializers.DictField(required=False, help_text="what the arm recorded (open JSON)")


class LadderStepSerializer(serializers.Serializer):
    from_run = serializers.CharField()
    to_run = serializers.CharField()
    mean_diff = serializers.FloatField()
    ci_low = serializers.FloatField()
    ci_high = serializers.FloatField()
    p_value = serializers.FloatField()
    p_holm = serializers.FloatField(required=False, help_text="rungs only")
    p_bh = serializers.FloatField(required=False, help_text="rungs only")


class LadderSerializer(serializers.Serializer):
    runs = serializers.ListField(child=serializers.CharField(), help_text='"#<id> <arm>"')
    means = serializers.ListField(child=serializers.FloatField())
    steps = LadderStepSerializer(many=True)
    total = LadderStepSerializer()
    n = serializers.IntegerField()
    dropped = serializers.DictField(child=serializers.IntegerField())
    resamples = serializers.IntegerField()
    seed = serializers.IntegerField()
    confidence = serializers.FloatField()
    metric = serializers.CharField()
    hashes = serializers.DictField(child=serializers.CharField())
    caveats = serializers.ListField(child=serializers.CharField())
    bootstrap = serializers.CharField()
    clusters = serializers.IntegerField()
    corrected_for = serializers.IntegerField()
    coverage = serializers.DictField(child=CoverageSerializer(), help_text="run id -> coverage")
