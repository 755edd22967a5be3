"""Response bodies of the curation lead endpoints (the partition, sampling, the capture report),
described field by field so ``/api/schema/`` documents them. The selectors build the data."""

from __future__ import annotations

from rest_framework import serializers


class PartitionEntrySerializer(serializers.Serializer):
    label = serializers.CharField(help_text='a pattern, or "none" (stands alone)')
    count = serializers.IntegerField()
    share = serializers.FloatField(help_text="percent of the mined follow-ups")


class PartitionSerializer(serializers.Serializer):
    total = serializers.IntegerField()
    entries = PartitionEntrySerializer(many=True)
    distances = serializers.DictField(
        child=serializers.DictField(child=serializers.IntegerField()),
        help_text="pattern -> {antecedent distance in turns: follow-ups}",
    )


class ShortfallSerializer(serializers.Serializer):
    quota = serializers.IntegerField()
    available = serializers.IntegerField(help_text="usable turns the stratum had")
    picked = serializers.IntegerField()


class SampleFiltersSerializer(serializers.Serializer):
    with_retrieval = serializers.BooleanField()
    with_reference = serializers.BooleanField()


class PreviewStratumSerializer(serializers.Serializer):
    pattern = serializers.CharField(help_text='a pattern, or "standalone" (the control slice)')
    quota = serializers.IntegerField()
    picked = serializers.IntegerField()
    examples = serializers.ListField(child=serializers.CharField(), help_text="a few follow-ups")
    skipped_in_other_set = serializers.IntegerField()
    skipped_near_duplicate = serializers.IntegerField()


class SamplePreviewSerializer(serializers.Serializer):
    seed = serializers.IntegerField()
    filters = SampleFiltersSerializer()
    total = serializers.IntegerField()
    strata = PreviewStratumSerializer(many=True)
    shortfalls = serializers.DictField(child=ShortfallSerializer(), help_text="stratum -> gap")


class SampledSetSerializer(serializers.Serializer):
    eval_set = serializers.IntegerField()
    name = serializers.CharField()
    items = serializers.IntegerField()
    shortfalls = serializers.DictField(child=ShortfallSerializer(), help_text="stratum -> gap")


class CaptureFieldSerializer(serializers.Serializer):
    field = serializers.CharField()
    label = serializers.CharField()
    carried = serializers.IntegerField(help_text="traces that carry it")
    applicable = serializers.IntegerField(help_text="traces it applies to")
    share = serializers.FloatField(allow_null=True, help_text="null when it applies to none")


class CaptureSourceSerializer(serializers.Serializer):
    source = serializers.CharField()
    traces = serializers.IntegerField()
    fields = CaptureFieldSerializer(many=True)
    advice = serializers.ListField(child=serializers.CharField())
