"""REST API for labelling: sets, queues, assignments, items, labels and guide rules.

Thin views over the same services the pages use. Annotators see their own assignments, the
items in them and their own labels; leads see and manage everything. Problems come back as
``{"errors": {field: message}}`` (400), a version conflict as 409 with the current label.
"""
