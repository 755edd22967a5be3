"""Pseudonymization of PII in traces: detection (presidio + Assay recognizers), keyed surrogates
that keep equality, near-duplicate and format structure, and a per-case ``Pseudonymizer``.

Importing the package is cheap; presidio and spaCy load when an analyzer is first built.

    from curation.pii.pseudonymizer import Pseudonymizer
    p = Pseudonymizer(key=b"secret")            # one instance per case
    p.pseudonymize_texts(["Julien Moreau ...", "...Juliette..."])
    p.pseudonymize_json({"account_id": "acct_19494"})
    p.mapping                                  # original -> surrogate, entity type
"""

from __future__ import annotations

import os

# Before anything imports presidio (and through it tldextract): no suffix-list download.
os.environ["TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS"] = ""
