"""Response bodies of the budget endpoints (minutes, the planner, sizing), described field by
field so ``/api/schema/`` documents them. The selectors and ``budgets.sizing`` build the data."""

from __future__ import annotations

from rest_framework import serializers


class MinutesSummarySerializer(serializers.Serializer):
    """Minutes per case (null when n is 0)."""

    n = serializers.IntegerField()
    median = serializers.FloatField(allow_null=True)
    mean = serializers.FloatField(allow_null=True)
    p90 = serializers.FloatField(allow_null=True)


class SetRefSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()


class SetMinutesSerializer(serializers.Serializer):
    set = SetRefSerializer()
    assumed = serializers.FloatField(allow_null=True, help_text="minutes assumed at planning")
    labels_per_case = serializers.FloatField()
    minutes = MinutesSummarySerializer()


class MinutesBySerializer(serializers.Serializer):
    """Each dimension: slice -> minutes summary."""

    set = serializers.DictField(child=MinutesSummarySerializer())
    pattern = serializers.DictField(child=MinutesSummarySerializer())
    ground_truth_kind = serializers.DictField(child=MinutesSummarySerializer())
    annotator = serializers.DictField(child=MinutesSummarySerializer())


class MinutesReportSerializer(serializers.Serializer):
    unrecorded = serializers.IntegerField(help_text="labels without recorded minutes")
    by = MinutesBySerializer()
    sets = SetMinutesSerializer(many=True)


class RefreshSliceSerializer(serializers.Serializer):
    cases = serializers.IntegerField()
    minutes_per_case = serializers.FloatField()
    total_minutes = serializers.FloatField()
    hours = serializers.FloatField()
    working_days = serializers.FloatField()
    hours_per_day = serializers.FloatField()
    assumed_minutes_per_case = serializers.FloatField(allow_null=True)
    assumed_hours = serializers.FloatField(allow_null=True)
    assumed_days = serializers.FloatField(allow_null=True)


class SlicedPlanSerializer(serializers.Serializer):
    slices = serializers.DictField(child=RefreshSliceSerializer(), help_text="pattern -> cost")
    cases = serializers.IntegerField()
    hours = serializers.FloatField()
    working_days = serializers.FloatField()
    assumed_hours = serializers.FloatField(allow_null=True, help_text="when every slice has one")


class PlannedRefreshSerializer(serializers.Serializer):
    eval_set = SetRefSerializer()
    plan = SlicedPlanSerializer()
    sources = serializers.DictField(
        child=serializers.CharField(), help_text="slice -> where its minutes came from"
    )
    unpriced = serializers.DictField(
        child=serializers.IntegerField(), help_text="slice -> cases with no minutes at all"
    )


class PrecisionSerializer(serializers.Serializer):
    p = serializers.FloatField()
    n = serializers.IntegerField()
    se = serializers.FloatField()
    half_width = serializers.FloatField()
    width = serializers.FloatField()
    ci_low = serializers.FloatField()
    ci_high = serializers.FloatField()


class SizingSerializer(serializers.Serializer):
    precision = PrecisionSerializer(help_text="what n items buy at rate p (rates, not points)")
    needed = serializers.IntegerField(help_text="items for the half-width at rate p")
    needed_worst = serializers.IntegerField(help_text="items for the half-width at p = 0.5")
