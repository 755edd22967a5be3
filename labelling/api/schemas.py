"""Response bodies of the lead endpoints (agreement, the item browser), described field by field
so ``/api/schema/`` documents them. They only describe: the selectors build the data."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers


class GoldSummarySerializer(serializers.Serializer):
    n_items = serializers.IntegerField(help_text="items with two labels")
    mean_jaccard = serializers.FloatField(allow_null=True)
    any_overlap_rate = serializers.FloatField(allow_null=True)


@extend_schema_field({"oneOf": [{"type": "string"}, {"type": "boolean"}]})
class CategoryField(serializers.JSONField):
    """A label category: a pattern or verdict (text), or unanswerable (true / false)."""


class KappaSerializer(serializers.Serializer):
    n = serializers.IntegerField(help_text="annotator pairs of labels compared")
    kappa = serializers.FloatField(allow_null=True, help_text="null when undefined (see note)")
    observed = serializers.FloatField(allow_null=True)
    expected = serializers.FloatField(allow_null=True)
    categories = serializers.ListField(child=CategoryField())
    note = serializers.CharField(required=False, help_text="why kappa is undefined")


class IntervalSerializer(serializers.Serializer):
    low = serializers.FloatField()
    high = serializers.FloatField()
    resamples = serializers.IntegerField(help_text="resamples that gave a defined figure")


class AgreementIntervalsSerializer(serializers.Serializer):
    jaccard = IntervalSerializer(allow_null=True)
    any_overlap = IntervalSerializer(allow_null=True)
    pattern = IntervalSerializer(allow_null=True)
    unanswerable = IntervalSerializer(allow_null=True)
    verdict = IntervalSerializer(allow_null=True)


class DisagreeingSerializer(serializers.Serializer):
    """Item ids (``EvalItem`` pks) whose labels disagree on each figure: the drill-down."""

    gold = serializers.ListField(child=serializers.IntegerField())
    pattern = serializers.ListField(child=serializers.IntegerField())
    unanswerable = serializers.ListField(child=serializers.IntegerField())
    verdict = serializers.ListField(child=serializers.IntegerField())


class PairAgreementSerializer(serializers.Serializer):
    names = serializers.CharField(help_text='"alice & bob"')
    gold = GoldSummarySerializer(allow_null=True)
    pattern = KappaSerializer(allow_null=True)
    unanswerable = KappaSerializer(allow_null=True)
    verdict = KappaSerializer(allow_null=True, help_text="pass/fail sets only")


class AgreementReportSerializer(serializers.Serializer):
    gold = GoldSummarySerializer()
    pattern = KappaSerializer()
    verdict = KappaSerializer(allow_null=True, help_text="pass/fail sets only")
    unanswerable = KappaSerializer()
    intervals = AgreementIntervalsSerializer()
    disagreeing = DisagreeingSerializer()
    single_labelled = serializers.IntegerField()
    pairs = PairAgreementSerializer(many=True)


class BrowseRowSerializer(serializers.Serializer):
    pk = serializers.IntegerField(help_text="the EvalItem id")
    item_id = serializers.CharField()
    position = serializers.IntegerField()
    pattern = serializers.CharField(allow_blank=True, allow_null=True)
    status = serializers.CharField(help_text='a queue status, or "no queue"')
    round = serializers.IntegerField(allow_null=True)
    requeue_reason = serializers.CharField(allow_blank=True)
    active = serializers.ListField(child=serializers.CharField(), help_text="who holds it")
    submitted = serializers.ListField(child=serializers.CharField(), help_text="who labelled it")
    skipped = serializers.ListField(
        child=serializers.ListField(child=serializers.CharField(allow_blank=True)),
        help_text="[username, skip reason] pairs",
    )
    disagreement = serializers.BooleanField()
    stale = serializers.ListField(child=serializers.CharField(), help_text="live stale flags")


class BrowseResultSerializer(serializers.Serializer):
    rows = BrowseRowSerializer(many=True, help_text="at most 500; matched says how many match")
    matched = serializers.IntegerField()
    total = serializers.IntegerField()
    annotators = serializers.ListField(child=serializers.CharField())
    stale_known = serializers.BooleanField(help_text="false when no app provides stale flags")
