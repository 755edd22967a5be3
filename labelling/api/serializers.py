"""Serializers of the labelling API: what goes out, and label input (checked by the services)."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema_field, inline_serializer
from rest_framework import serializers

from core.params import MAX_ID
from curation.models import EvalItem, EvalSet, GroundTruthKind

from .. import selectors
from ..labeldata import REFERENCE_TYPES, LabelData
from ..models import Assignment, GuideRule, GuideRuleVersion, Label, Queue


@extend_schema_field(
    {
        "type": "object",
        "description": "the ground truth of the set's kind (empty before it is written)",
        "properties": {
            "kind": {"type": "string", "enum": list(GroundTruthKind.values)},
            "pass": {"type": "string", "description": "pass_fail: the criterion"},
            "verdict": {"type": "string", "enum": ["pass", "fail"]},
            "answer": {"type": "string", "description": "reference: the answer"},
            "must": {"type": "array", "items": {"type": "string"}},
            "should": {"type": "array", "items": {"type": "string"}},
        },
    }
)
class GroundTruthField(serializers.DictField):
    """A label's or item's ground truth: rubric, reference answer or pass/fail criterion."""


class MessageSerializer(serializers.Serializer):
    role = serializers.CharField()
    content = serializers.CharField(allow_blank=True)


class RuleAppliedSerializer(serializers.Serializer):
    code = serializers.CharField()
    version = serializers.IntegerField(allow_null=True)


_PATTERN_HELP = (
    "one of: "
    + ", ".join(REFERENCE_TYPES)
    + " (none: the turn stands alone; empty while undecided)"
)


class LabelSerializer(serializers.ModelSerializer):
    reference_type = serializers.CharField(read_only=True, help_text=_PATTERN_HELP)
    labelled_by = serializers.CharField(source="labelled_by.username", read_only=True)
    rule_applied = RuleAppliedSerializer(read_only=True, allow_null=True)
    gold = serializers.ListField(child=serializers.CharField())
    ground_truth = GroundTruthField()

    class Meta:
        model = Label
        fields = [
            "id",
            "item",
            "round",
            "labelled_by",
            "kind",
            "status",
            "version",
            "reference_type",
            "gold",
            "gold_rewrite",
            "unanswerable",
            "unanswerable_reason",
            "ambiguity_note",
            "rule_applied",
            "ground_truth",
            "minutes",
            "is_final",
            "submitted_at",
            "updated_at",
        ]
        read_only_fields = fields


class LabelInputSerializer(serializers.Serializer):
    """A label as written by a client; the services check its content."""

    version = serializers.IntegerField(
        min_value=0,
        required=False,
        allow_null=True,
        help_text="The label version you read (0 before the first save). A stale version is refused with 409.",
    )
    reference_type = serializers.CharField(
        required=False, allow_blank=True, default="", help_text=_PATTERN_HELP
    )
    gold = serializers.ListField(
        child=serializers.CharField(),
        required=False,
        default=list,
        help_text="Chunk ids such as docs/kms/regions#0002 (document ids are refused).",
    )
    gold_rewrite = serializers.CharField(required=False, allow_blank=True, default="")
    unanswerable = serializers.BooleanField(required=False, default=False)
    unanswerable_reason = serializers.CharField(required=False, allow_blank=True, default="")
    ambiguity_note = serializers.CharField(required=False, allow_blank=True, default="")
    rule_code = serializers.CharField(required=False, allow_blank=True, default="")
    ground_truth = serializers.DictField(
        required=False,
        default=dict,
        help_text='{"kind": "pass_fail", "pass": criterion, "verdict": "pass"|"fail"} | '
        '{"kind": "reference", "answer": ...} | {"kind": "rubric", "must": [...], "should": [...]}',
    )

    def label_data(self) -> LabelData:
        d = self.validated_data
        return LabelData(
            reference_type=d["reference_type"],
            gold=list(d["gold"]),
            gold_rewrite=d["gold_rewrite"],
            unanswerable=d["unanswerable"],
            unanswerable_reason=d["unanswerable_reason"],
            ambiguity_note=d["ambiguity_note"],
            rule_code=d["rule_code"],
            ground_truth=dict(d["ground_truth"]),
        )


class LabelChangeInputSerializer(LabelInputSerializer):
    """A change to a label: a draft's, or a submitted label's (recorded as a ``LabelEdit``)."""

    reason = serializers.CharField(
        max_length=2000,
        required=False,
        allow_blank=True,
        default="",
        help_text="why: required when a lead changes another person's submitted label",
    )


class ItemSerializer(serializers.ModelSerializer):
    item_id = serializers.CharField(read_only=True)
    prefix = MessageSerializer(many=True, read_only=True, help_text="the turns before it")

    class Meta:
        model = EvalItem
        fields = [
            "id",
            "item_id",
            "eval_set",
            "position",
            "source",
            "prefix",
            "follow_up",
            "pattern",
            "trigger",
            "trigger_start",
            "trigger_end",
            "antecedent_distance",
            "trace",
            "message",
        ]
        read_only_fields = fields


class ItemWithTruthSerializer(ItemSerializer):
    """Leads also see the item's final truth (annotators never do: it would bias them)."""

    gold = serializers.ListField(child=serializers.CharField(), read_only=True)
    ground_truth = GroundTruthField(read_only=True)

    class Meta(ItemSerializer.Meta):
        fields = [
            *ItemSerializer.Meta.fields,
            "reference_type",
            "gold",
            "gold_rewrite",
            "unanswerable",
            "ground_truth",
        ]
        read_only_fields = fields


class AssignmentSerializer(serializers.ModelSerializer):
    item = ItemSerializer(source="entry.item", read_only=True)
    queue = serializers.IntegerField(source="entry.queue_id", read_only=True)
    label = serializers.SerializerMethodField()

    class Meta:
        model = Assignment
        fields = [
            "id",
            "queue",
            "item",
            "round",
            "status",
            "assigned_at",
            "expires_at",
            "finished_at",
            "skip_reason",
            "label",
        ]
        read_only_fields = fields

    @extend_schema_field(LabelSerializer(allow_null=True))
    def get_label(self, obj) -> dict | None:
        try:
            label = obj.label
        except Label.DoesNotExist:
            return None
        return LabelSerializer(label).data if label else None


class EvalSetSerializer(serializers.ModelSerializer):
    items = serializers.IntegerField(source="n_items", read_only=True)
    queue = serializers.SerializerMethodField()

    class Meta:
        model = EvalSet
        fields = [
            "id",
            "name",
            "description",
            "status",
            "ground_truth_kind",
            "labels_per_item",
            "double_label_share",
            "items",
            "queue",
        ]
        read_only_fields = ["id", "name", "description", "status", "items", "queue"]

    def get_queue(self, obj) -> int | None:
        queue = getattr(obj, "queue", None)
        return queue.pk if queue else None


class EvalSetPlanSerializer(serializers.Serializer):
    labels_per_item = serializers.ChoiceField(choices=[1, 2])
    double_label_share = serializers.FloatField(min_value=0.0, max_value=1.0, default=0.0)
    ground_truth_kind = serializers.ChoiceField(choices=GroundTruthKind.choices)


class ProgressAnnotatorSerializer(serializers.Serializer):
    username = serializers.CharField()
    submitted = serializers.IntegerField()
    skipped = serializers.IntegerField()
    active = serializers.IntegerField()
    minutes = inline_serializer(
        "AnnotatorMinutes",
        {
            "n": serializers.IntegerField(),
            "median": serializers.FloatField(allow_null=True),
            "mean": serializers.FloatField(allow_null=True),
            "total": serializers.FloatField(),
        },
    )


class ProgressSerializer(serializers.Serializer):
    total = serializers.IntegerField()
    open = serializers.IntegerField()
    adjudication = serializers.IntegerField()
    final = serializers.IntegerField()
    double = serializers.IntegerField()
    labels_needed = serializers.IntegerField()
    labels_given = serializers.IntegerField()
    percent = serializers.IntegerField()
    annotators = ProgressAnnotatorSerializer(many=True)


class QueueSerializer(serializers.ModelSerializer):
    eval_set_name = serializers.CharField(source="eval_set.name", read_only=True)
    progress = serializers.SerializerMethodField()

    class Meta:
        model = Queue
        fields = ["id", "eval_set", "eval_set_name", "is_open", "created_at", "progress"]
        read_only_fields = ["id", "eval_set_name", "created_at", "progress"]

    @extend_schema_field(ProgressSerializer(allow_null=True))
    def get_progress(self, obj) -> dict | None:
        if not self.context.get("with_progress"):
            return None
        request = self.context.get("request")
        return selectors.queue_progress(obj, viewer=request.user if request else None)


class GuideRuleSerializer(serializers.ModelSerializer):
    class Meta:
        model = GuideRule
        fields = ["code", "title", "text", "version", "is_active", "updated_at"]
        read_only_fields = ["version", "is_active", "updated_at"]


class GuideRuleUpdateSerializer(serializers.Serializer):
    title = serializers.CharField(max_length=200)
    text = serializers.CharField()
    change_note = serializers.CharField(required=False, allow_blank=True, default="")


class GuideRuleVersionSerializer(serializers.ModelSerializer):
    created_by = serializers.CharField(
        source="created_by.username", read_only=True, allow_null=True
    )

    class Meta:
        model = GuideRuleVersion
        fields = ["version", "title", "text", "change_note", "created_by", "created_at"]
        read_only_fields = fields


class SkipSerializer(serializers.Serializer):
    reason = serializers.CharField()


class SubmitResultSerializer(serializers.Serializer):
    outcome = serializers.ChoiceField(choices=["final", "waiting", "adjudication", "extra"])
    label = LabelSerializer()


class DraftResultSerializer(serializers.Serializer):
    label = LabelSerializer()
    errors = serializers.DictField(child=serializers.CharField())


class MinutesSerializer(serializers.Serializer):
    minutes = serializers.FloatField()


class MinutesCorrectionInputSerializer(serializers.Serializer):
    minutes = serializers.FloatField(min_value=0, max_value=600, help_text="minutes spent")
    reason = serializers.CharField(max_length=2000, help_text="why the recorded minutes are wrong")


class ItemFilterSerializer(serializers.Serializer):
    eval_set = serializers.IntegerField(
        min_value=1, max_value=MAX_ID, required=False, help_text="only items of this set"
    )


class LabelFilterSerializer(serializers.Serializer):
    eval_set = serializers.IntegerField(min_value=1, max_value=MAX_ID, required=False)
    item = serializers.IntegerField(min_value=1, max_value=MAX_ID, required=False)
    final = serializers.BooleanField(required=False, default=False, help_text="only final labels")


class QueueCreateInputSerializer(serializers.Serializer):
    eval_set = serializers.PrimaryKeyRelatedField(
        queryset=EvalSet.objects.all(),
        error_messages={"required": "give the id of an eval set"},
    )


class QueueUpdateInputSerializer(serializers.Serializer):
    # A real boolean: "false", "0" and "off" (form-encoded or JSON) close the queue.
    is_open = serializers.BooleanField()
