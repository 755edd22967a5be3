"""Closed word classes the follow-up rules rely on.

These are grammatical word lists (pronouns, determiners, quantifiers, ordinals, idioms), not
vocabulary from any evaluation set: a rule that needs a content-word list says why next to it.
"""

from __future__ import annotations


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


PATTERNS: tuple[str, ...] = (
    "ordinal",
    "demonstrative",
    "pronoun",
    "ellipsis",
    "definite_description",
)

# Third-person personal pronouns; first and second person point at the speakers, not at a topic.
NEUTER_PRONOUNS = _words("it its itself")
PLURAL_PRONOUNS = _words("they them their theirs themselves")
MASCULINE_PRONOUNS = _words("he him his himself")
FEMININE_PRONOUNS = _words("she her hers herself")
PERSONAL_PRONOUNS = NEUTER_PRONOUNS | PLURAL_PRONOUNS | MASCULINE_PRONOUNS | FEMININE_PRONOUNS

DEMONSTRATIVES = _words("this that these those")
PLURAL_DEMONSTRATIVES = _words("these those")
# "this week", "these days": deixis to the moment of speaking, not to an earlier turn.
SPEECH_TIME_NOUNS = _words(
    """
    year week month weekend morning afternoon evening night day days summer winter spring
    autumn fall semester quarter today tonight moment
    """
)
# "that's interesting": an evaluation of the previous answer, not a reference the question needs.
REACTION_ADJECTIVES = _words(
    """
    interesting great cool nice amazing fascinating surprising sad awesome good wonderful
    crazy weird strange funny terrible neat incredible impressive unfortunate helpful fine
    ok okay right correct shocking horrible tragic unbelievable remarkable fantastic
    excellent perfect lovely exciting useful true
    """
)

ORDINAL_WORDS = _words(
    """
    first second third fourth fifth sixth seventh eighth ninth tenth last 1st 2nd 3rd 4th
    5th 6th 7th 8th 9th 10th
    """
)
LIST_REFERENCE_WORDS = _words("former latter")
NUMBER_WORDS = _words("one two three four five six seven eight nine ten")
# Nouns that name a list position: "option 2", "number 3".
ITEM_NOUNS = _words("number option item choice no no.")
# Verbs of chart positions: "hit number 1" is a rank, not a pointer into an earlier list.
RANK_VERBS = _words("hit reach peak debut climb chart rank top")
# Capitalized words that are dates, not names: "Opening hours on Sundays?" still leans back.
CALENDAR_NAMES = _words(
    """
    monday mondays tuesday tuesdays wednesday wednesdays thursday thursdays friday fridays
    saturday saturdays sunday sundays january february march april may june july august
    september october november december
    """
)
# "the first time", "the last year": temporal adverbials, not list positions.
ORDINAL_IDIOM_HEADS = _words(
    """
    time times year years decade century day days week month minute hand side place half
    quarter
    """
)

# Quantifiers and determiners that leave their noun to the context when used on their own.
ELLIPTIC_QUANTIFIERS = _words(
    """
    any some many much more most few several both each either neither none all enough less
    fewer
    """
)
INDEFINITE_PRONOUNS = _words(
    """
    anyone anybody anything someone somebody something everyone everybody everything nobody
    nothing noone one
    """
)
OTHER_WORDS = _words("other others else another")
WH_WORDS = _words("what which who whom whose where when why how whether")
# Sentence-initial connectives that attach a fragment to the previous turn: "and for X?".
CONTINUATION_OPENERS = _words("and or but also so then plus")
# Words that leave a request for more with no topic of its own: "tell me more details".
TELLING_FILLERS = _words(
    """
    me us more anything something else everything details detail info information on further
    please some
    """
)
# Verbs of telling used with no topic: "tell me more", "go on", "elaborate".
TELLING_VERBS = _words(
    """
    tell say explain elaborate describe continue expand go share give talk
    """
)
# Words that name the conversation itself: "what are we talking about", "you mentioned".
DISCOURSE_VERBS = _words("mention talk discuss say describe list refer")
# Classifier nouns that need an "of" complement to say what they classify: "what types?".
CLASSIFIER_NOUNS = _words("type kind sort form variety category class")

# Relational nouns: their meaning needs a second participant ("the side effects" of something).
# Without a complement, a possessor or another noun in the turn, that participant is implicit.
RELATIONAL_NOUNS = _words(
    """
    advantage disadvantage benefit drawback downside upside risk danger effect impact
    consequence cause reason symptom sign treatment cure remedy cost price fee application
    use purpose function goal origin meaning definition difference similarity alternative
    example requirement ingredient component feature characteristic property member founder
    owner creator inventor role response reaction criticism controversy problem issue
    challenge result outcome legacy influence reception complication limitation concern
    option competitor rival successor predecessor sequel prognosis diagnosis variant
    """
)
# Compounds whose first noun is part of the relational word, not its participant.
RELATIONAL_COMPOUNDS = frozenset({"side effect", "health concern", "health risk", "health benefit"})
# Verbs of comparison that need a second term: "how does X compare?".
COMPARISON_VERBS = _words("compare differ contrast stack")

# Definites that are unique in the world of discourse and need no earlier mention
# ("the internet", "the weather") or sit inside fixed phrases ("by the way").
UNIQUE_DEFINITE_HEADS = _words(
    """
    world earth sun moon universe internet web planet sky environment weather economy public
    past future present media news way meantime meanwhile moment end most least wild years
    morning evening afternoon weekend night globe
    """
)
# Adjectives that make a definite description uniquely identifying on its own.
UNIQUE_MAKING_ADJECTIVES = _words(
    """
    same only current following top best worst latest earliest oldest newest biggest largest
    smallest highest lowest longest shortest first last
    """
)

# Nouns that name a person, so a "he"/"she" in the same turn can point back at them.
PERSON_NOUNS = _words(
    """
    man woman boy girl guy person child kid baby king queen prince princess president singer
    actor actress author writer player father mother son daughter wife husband brother
    sister friend teacher student doctor patient leader member artist musician director
    coach founder owner ceo emperor pope poet painter scientist inventor composer rapper
    drummer guitarist politician senator governor mayor minister general soldier lady
    gentleman mom dad grandfather grandmother uncle aunt parent
    """
)
# Nouns for groups, which take "they" in English: "the band ... they".
GROUP_NOUNS = _words(
    """
    band team group company family people government club party crew couple duo trio army
    police public audience staff firm organization organisation committee council community
    tribe league union navy cast orchestra choir board agency department
    """
)

# Words that are never content for topic matching between turns.
STOPWORDS = frozenset(
    """
    a about above after again against all also am an and any are aren't as at be because been
    before being below between both but by can can't cannot could couldn't did didn't do does
    doesn't doing don't down during each else ever few for from further had hadn't has hasn't
    have haven't having he he'd he'll he's her here here's hers herself him himself his how
    how's i i'd i'll i'm i've if in into is isn't it it's its itself let's me more most much
    mustn't my myself no nor not of off on once one only or other others our ours ourselves
    out over own same shan't she she'd she'll she's should shouldn't so some such than that
    that's the their theirs them themselves then there there's these they they'd they'll
    they're they've this those through to too under until up upon very was wasn't we we'd
    we'll we're we've were weren't what what's when when's where where's which while who
    who's whom why why's will with won't would wouldn't you you'd you'll you're you've your
    yours yourself yourselves tell know like get got make made many well also just any
    anything something really still yes yeah ok okay thanks thank please interesting did
    happen happened happens go went going come came say said thing things lot way kind type
    sort another anyone someone else new famous good great known called first second last
    """.split()
)


def stem(word: str) -> str:
    """A crude English plural stripper, enough to match "albums" with "album"."""
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 4 and word.endswith(("ches", "shes", "sses", "xes")):
        return word[:-2]
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word
