"""The cue tables of ``name_slots``: words that put a person in a slot of a sentence.

Plain data: cue strengths, English word lists (role nouns, verbs people do, adjectives said of
people, greetings and closings) and the regular expressions built from them. ``LEFT_CUES``
come before a name ("named him", "said", "tennis player"), ``RIGHT_CUES`` after it ("lives
on", "'s widow", "is so grumpy").
"""

from __future__ import annotations

import regex as re

from curation.pii import lexicon as lx

# STRONGEST: a predicate only people take ("is so impulsive"); STRONG: naming and speech verbs,
# greetings, titles; MEDIUM: role nouns, human verbs; WEAK: "by", "under", inverted questions.
STRONGEST, STRONG, MEDIUM, WEAK = 4, 3, 2, 1
NO, MAYBE, NAME, INITIAL = 0, 1, 2, 3

_ROLES = (
    "player|players|singer|singers|songwriter|songwriters|composer|actor|actress|writer|author|"
    "poet|novelist|director|producer|artist|painter|sculptor|commenter|commentator|columnist|"
    "blogger|founder|founders|co-founder|co-founders|cofounder|ceo|cto|cfo|coo|chairman|"
    "chairwoman|chair|president|vice-president|manager|supervisor|editor|journalist|reporter|"
    "correspondent|colleague|colleagues|coworker|co-worker|friend|friends|neighbor|neighbour|"
    "husband|wife|son|daughter|brother|sister|mother|father|mom|mum|dad|uncle|aunt|cousin|"
    "nephew|niece|grandson|granddaughter|grandmother|grandfather|grandma|grandpa|partner|"
    "boyfriend|girlfriend|fiancé|fiancée|fiance|fiancee|spouse|boss|teammate|coach|teacher|"
    "professor|student|doctor|nurse|surgeon|dentist|lawyer|attorney|solicitor|officer|"
    "detective|inspector|sergeant|lieutenant|captain|senator|congressman|congresswoman|minister|"
    "governor|mayor|judge|guardian|tenant|landlord|landlady|owner|cardholder|holder|member|"
    "members|guitarist|drummer|bassist|vocalist|rapper|pianist|violinist|chef|designer|"
    "engineer|developer|architect|scientist|researcher|analyst|consultant|advisor|adviser|"
    "assistant|secretary|spokesman|spokeswoman|spokesperson|representative|agent|employee|"
    "intern|contractor|customer|client|patient|passenger|applicant|candidate|winner|champion|"
    "star|striker|goalkeeper|midfielder|defender|quarterback|pitcher|boxer|wrestler|cyclist|"
    "runner|swimmer|skier|golfer|racer|driver|pilot|astronaut|comedian|host|presenter|anchor|"
    "narrator|dancer|model|photographer|filmmaker|entrepreneur|investor|banker|economist|"
    "historian|philosopher|activist|politician|diplomat|ambassador|priest|pastor|rabbi|imam|"
    "bishop|pope|monk|nun|king|queen|prince|princess|duke|duchess|lord|lady|count|countess|"
    "baron|baroness|emperor|empress|tsar|sultan|sheikh|chancellor|premier|prime\\s+minister|"
    "accountant|bookkeeper|auditor|plumber|electrician|mechanic|cleaner|gardener|babysitter|"
    "housekeeper|caretaker|therapist|counsellor|counselor|pharmacist|veterinarian|vet|"
    "receptionist|cashier|clerk|courier|postman|mailman|roommate|flatmate|housemate|classmate"
)
_PERSON_NOUNS = (
    "person|people|man|woman|boy|girl|guy|lady|gentleman|kid|child|baby|fan|friend|listener|"
    "listeners|talker|speaker|singer|dancer|cook|student|teacher|worker|parent|mother|father|"
    "human|soul|individual|character|neighbou?r|colleague|customer|client|member|employee|"
    f"{_ROLES}"
)
_AUX = (
    "had|has|have|was|is|will|would|could|can|did|does|do|just|also|then|never|always|really|"
    "finally|still|often|once|later|soon|recently|already|actually|simply|only|not|n't|who|"
    "again|even|suddenly|eventually|originally|apparently|reportedly|allegedly|to|get|gets|"
    "got|going|gonna|wanna|gotta|used"
)
# Verbs whose subject is a person, hardly ever a company or a thing ...
# Without "is" / "was": "Hawaii is said to ..." is no one saying anything.
_ACTIVE_AUX = "|".join(a for a in _AUX.split("|") if a not in ("was", "is"))
_HUMAN_VERBS = (
    "lives|lived|living|married|marries|died|dies|retired|retires|graduated|studied|"
    "was\\s+born|were\\s+born|is\\s+born|grew\\s+up|smiled|smiles|laughed|laughs|cried|"
    "cries|shouted|whispered|yelled|screamed|sang|sings|thinks|thought|feels|felt|loves|loved|"
    "hates|hated|remembers|remembered|believes|believed|wishes|wished|dreams|dreamed|dreamt|"
    "kissed|hugged|slept|sleeps|woke|wakes|cooked|ate|eats|walked|walks|drove|sat|sits|stood|"
    "apologised|apologized|complained|complains|promised|promises|insisted|insists|admitted|"
    "admits|replied|replies|answered|asked|asks|told|tells|explained|explains|spoke|speaks|"
    "talked|talks|phoned|texted|emailed|got\\s+laid|get\\s+laid|spends\\s+(?:his|her)|spent\\s+(?:a|an|"
    "the|his|her|two|three|several|many|most|some)\\s+(?:year|years|month|months|week|weeks|"
    "day|days|summer|time|childhood|youth|life|career)"
)
# ... and verbs whose subject is as often a company ("Bloomberg reported"): weak cues.
_SHARED_VERBS = (
    "said|says|wrote|writes|works|worked|gave|gives|given|listed|joined|founded|met|meets|"
    "visited|visits|called|calls|wants|wanted|likes|liked|knows|knew|hopes|hoped|decided|"
    "decides|agreed|agrees|went|goes|played|plays|starred|stars|directed|composed|recorded|"
    "performed|performs|arranged|influenced|inspired|argued|argues|claimed|claims|denied|"
    "denies|resigned|resigns|quit|quits|moved|moves|raised|signed|signs|lost|won|wins|beat|"
    "beats|defeated|scored|scores|ran|runs|swam|has\\s+to|had\\s+to|needs\\s+to|"
    "needed\\s+to|wants\\s+to|stays|stayed|introduced|introduces|reminded|reminds|invited|"
    "invites|thanked|thanks|paid|pays|owes|owed|borrowed|lent|bought|buys|sold|sells|ordered|"
    "orders|booked|books|cancelled|canceled|requested|requests|reported|reports|noted|notes|"
    "mentioned|mentions|points\\s+out|pointed\\s+out|confirmed|confirms|emails|texts|spent"
)
_NAME_CHANGE = (
    "change|changed|changing|correct|corrected|correcting|update|updated|updating|rename|"
    "renamed|set|spell|spelled|spelt"
)
_CREDIT_VERBS = (
    "sung|sang|written|directed|produced|composed|performed|painted|recorded|arranged|"
    "translated|edited|published|narrated|hosted|created|founded|designed|invented|played|"
    "signed|approved|reviewed|submitted|posted|sent|reported|raised|killed|murdered|shot|"
    "arrested|interviewed|photographed|illustrated|coached|managed|led|owned|authored|"
    "co-written|co-wrote|co-founded|voiced|portrayed|remixed|covered|released|discovered|"
    "assigned|opened|closed|filed|escalated|handled|resolved|signed\\s+off"
)
_KIN = (
    "son|sons|daughter|daughters|wife|husband|widow|widower|mother|father|brother|sister|"
    "child|children|grandson|granddaughter|grandchild|nephew|niece|cousin|uncle|aunt|friend|"
    "friends|girlfriend|boyfriend|fiancé|fiancée|partner|spouse|parents|heir|descendant"
)
_AIDES = (
    "assistant|secretary|deputy|successor|predecessor|heir|aide|adviser|advisor|lawyer|"
    "attorney|married|engaged|wed|related|introduced|engaged|apprentice|understudy|"
    "bodyguard|chauffeur|nanny|tutor|mentor"
)
# Adjectives said of people, not of things (no "slow", "quiet", "expensive").
_HUMAN_ADJ = (
    "impulsive|sympathetic|kind|rude|nice|mean|angry|happy|sad|upset|jealous|shy|lazy|smart|"
    "clever|stupid|dumb|funny|friendly|generous|selfish|stubborn|arrogant|polite|honest|brave|"
    "nervous|anxious|worried|excited|tired|sick|pregnant|divorced|grumpy|moody|cheerful|"
    "talented|handsome|pretty|ugly|bored|lonely|naughty|impatient|patient|emotional|"
    "sensitive|aggressive|cranky|sweet|cute|charming|ambitious|caring|humble|proud|"
    "confident|insecure|wise|foolish|greedy|cruel|gentle|loving|lovely|annoying|annoyed|"
    "grateful|thankful|sorry|afraid|scared|furious|depressed|thrilled|delighted|"
    "asleep|awake|drunk|hungry|thirsty|injured|obsessed|smiling|laughing|crying"
)
_GREETINGS = (
    "hi|hello|hey|dear|thanks|thank\\s+you|bye|goodbye|cheers|sorry|congrats|"
    "congratulations|welcome|good\\s+(?:morning|afternoon|evening|night)|yo|hiya|howdy"
)
# Closings before a signature ("Best wishes, Raakel", "Regards,\nAnna Berg").
_CLOSINGS = (
    "best\\s+wishes|best\\s+regards|kind\\s+regards|warm\\s+regards|warmest\\s+regards|"
    "regards|best|sincerely|yours\\s+sincerely|yours\\s+truly|yours|many\\s+thanks|thanks"
    "|thank\\s+you|cheers|love|warmly|all\\s+the\\s+best|take\\s+care|talk\\s+soon|"
    "respectfully|cordially|with\\s+thanks"
)
# Field labels whose value is a person ("Ship to: Anna Berg", "Attn: ...").
_PERSON_FIELDS = (
    "ship\\s+to|deliver\\s+to|bill\\s+to|send\\s+to|mail\\s+to|to|from|recipient|attn|"
    "attention|customer|client|contact|owner|holder|cardholder|account\\s+holder|sender|"
    "signed|signature|author|requester|requested\\s+by|assignee|assigned\\s+to|reporter|"
    "reported\\s+by|approved\\s+by|patient|tenant|guest|passenger|beneficiary|payee|"
    "full\\s+name|first\\s+name|last\\s+name|surname|given\\s+name|family\\s+name|"
    "contact\\s+person|emergency\\s+contact"
)

# (cue before the name, strength, whether a name after it may be followed by "to <name>")
LEFT_CUES: list[tuple[re.Pattern, int, bool]] = [
    # the first object of a verb of giving ("had given Erblina his address")
    (
        re.compile(
            r"(?i:\b(?:gave|given|give|gives|giving|sent|send|sends|showed|shown|show|offered"
            r"|handed|hand|lent|lend|paid|pay|owed|owe|owes|promised|bought|brought|emailed"
            r"|texted|mailed|passed|sold|wished|taught|teach)[ \t]+)"
            r"(?=(?:\p{L}[\p{L}\p{M}'’.-]*[ \t]+){1,3}(?i:his|her|their|my|your|our|a|an|the"
            r"|some|back|its)\b)"
        ),
        MEDIUM,
        False,
    ),
    (
        re.compile(
            r"(?i:\b(?:named|names|name|call(?:s|ed|ing)?|nicknamed|christened|baptized|baptised)"
            r"[ \t]+(?:him|her|them|me|us|it|you)[ \t]+)"
        ),
        STRONG,
        False,
    ),
    (
        re.compile(
            r"(?i:\b(?:said|says|say|asked|asks|ask|told|tells|tell|replied|whispered|shouted|yelled|cried"
            r"|answered|explained|wrote|added|insisted|exclaimed|muttered|screamed)[ \t]+)"
        ),
        STRONG,
        True,
    ),
    (
        re.compile(
            r"(?i:\b(?:follow(?:ing|ed|s)?[ \t]+up[ \t]+with|speak(?:ing|s)?[ \t]+(?:to|with)"
            r"|spoke[ \t]+(?:to|with)|talk(?:ed|ing|s)?[ \t]+(?:to|with)|meet(?:ing|s)?[ \t]+with"
            r"|met[ \t]+with|ask(?:ed|ing)?[ \t]+for|on[ \t]+behalf[ \t]+of|in[ \t]+the[ \t]+name"
            r"[ \t]+of|attn\.?:?|attention:|c/o|care[ \t]+of|cc:?|heard|hear|hearing|listen(?:ed"
            r"|ing)?[ \t]+to|married[ \t]+to|engaged[ \t]+to|divorced[ \t]+from)[ \t]+)"
        ),
        STRONG,
        False,
    ),
    (
        re.compile(
            rf"(?i:\b(?:{_NAME_CHANGE})[ \t]+(?:it|the[ \t]+name|my[ \t]+name|his[ \t]+name"
            r"|her[ \t]+name|their[ \t]+name|the[ \t]+account(?:[ \t]+name)?)[ \t]+to[ \t]+)"
        ),
        STRONG,
        False,
    ),
    (re.compile(rf"(?i:\b(?:{_CREDIT_VERBS})[ \t]+by[ \t]+)"), STRONG, False),
    (re.compile(r"(?i:\b(?:starring|featuring|feat\.|ft\.|with[ \t]+guest)[ \t]+)"), STRONG, False),
    (re.compile(rf"(?i:\b(?:{_ROLES}),?[ \t]+(?:named[ \t]+|called[ \t]+)?)"), MEDIUM, False),
    (re.compile(rf"(?i:\b(?:{_KIN})[ \t]+of[ \t]+)"), MEDIUM, False),
    (re.compile(rf"(?i:\b(?:{_AIDES})[ \t]+to[ \t]+)"), MEDIUM, False),
    (re.compile(rf"(?i:\b(?:{_ROLES})[ \t]*:[ \t]*)"), STRONG, False),
    (
        re.compile(rf"(?i:(?:^|(?<=[.!?;:,\"(\n]))[ \t]*(?:{_GREETINGS})[ \t]*,?[ \t]+)", re.M),
        STRONG,
        False,
    ),
    (
        re.compile(
            rf"(?i:(?:^|(?<=[.!?;:\"(\n]))[ \t]*(?:{_CLOSINGS})[ \t]*(?:,[ \t]*\n?|\n)[ \t]*)", re.M
        ),
        STRONG,
        False,
    ),
    (re.compile(rf"(?i:\b(?:{_PERSON_FIELDS})[ \t]*:[ \t]*)"), MEDIUM, False),
    # people the writer does things with ("me and Doree", "my wife and Aldrik")
    (re.compile(r"(?i:\b(?:me|myself)[ \t]+(?:and|&)[ \t]+)"), MEDIUM, False),
    # objects of verbs done to people
    (
        re.compile(
            r"(?i:\b(?:met|meet|meeting|married|marry|marrying|dated|dating|hugged|kissed"
            r"|thanked|hired|fired|interviewed|visited|visiting|invited|inviting|phoned|texted"
            r"|emailed|e-mailed|messaged|congratulated|consoled|comforted|befriended|adopted"
            r"|babysit|babysat|introduced)[ \t]+)"
        ),
        MEDIUM,
        False,
    ),
    (
        re.compile(
            r"(?i:\b(?:call|called|calling|contact|contacted|contacting|help|helped|helping|saw"
            r"|see|seen|tell|ask|remind|reminded|pay|paid|trust|trusted|ping|pinged|cc|loop[ \t]+in"
            r"|looped[ \t]+in|forward(?:ed)?[ \t]+(?:it|this|that)?[ \t]*to|transfer(?:red)?"
            r"[ \t]+(?:\p{L}+[ \t]+){0,2}(?:to|from)|escalate(?:d)?[ \t]+(?:it|this)?[ \t]*to)"
            r"[ \t]+)"
        ),
        WEAK,
        False,
    ),
    (
        re.compile(rf"(?i:\b(?:{lx.alternation(lx.HONORIFICS)})\.?[ \t]+)"),
        STRONG,
        False,
    ),
    (re.compile(r"(?i:\b(?:me|you|him|her|us|them)[ \t]+)(?=\S+[ \t]*,)"), STRONG, False),
    (re.compile(r"(?i:\b(?:add|added|adding|include|included|including)[ \t]+)"), WEAK, False),
    (
        re.compile(
            r"(?i:\bunder[ \t]+(?:the[ \t]+name[ \t]+(?:of[ \t]+)?|(?:my|his|her|their)[ \t]+"
            r"(?:\p{L}+['’]s[ \t]+)?name[ \t]+)?)"
        ),
        WEAK,
        False,
    ),
    (re.compile(r"(?i:\bby[ \t]+)"), WEAK, False),
    (
        re.compile(
            r"(?i:\b(?:forwarding|forwarded|forward|message|messages|email|e-mail|emails|mail"
            r"|note|notes|text|texts|letter|letters|call|calls|reply|replies|response|feedback"
            r"|complaint|word|news|greetings|regards|invitation|invite|gift|present|card"
            r"|postcard|voicemail|visit|help)[ \t]+(?:(?:this|it|that|again|back)[ \t]+)?from[ \t]+)"
        ),
        MEDIUM,
        False,
    ),
    (
        re.compile(r"(?i:\b(?:i[ \t]+am|i'm|i’m|this[ \t]+is|it's|it’s|it[ \t]+is)[ \t]+)"),
        WEAK,
        False,
    ),
    (
        re.compile(
            r"(?i:(?:^|(?<=[.!?;:]\s)|\b(?:why|how|when|where|what|who|whom)[ \t]+)"
            r"(?:is|was|does|did|has|had|will|would|can|could|should|isn't|wasn't|doesn't"
            r"|didn't)[ \t]+)",
            re.M,
        ),
        WEAK,
        False,
    ),
]
# Right contexts (after the name) and their strength; each starts right after a letter.
# A possessor of these is a person (or a band), hardly a company.
_WORKS = (
    "song|songs|album|albums|novel|novels|poem|poems|lyrics|verses|memoir|memoirs|paintings|"
    "sonnet|sonnets|symphony|opera|debut|solo|vocals|voice|smile|face|eyes|hair|hand|hands|"
    "heart|mind|soul|feelings|mood|temper|personality"
)
# Personal belongings: their owner is a person.
_BELONGINGS = (
    "phone|mobile|cellphone|password|login|laptop|car|house|apartment|flat|birthday|inbox|"
    "wallet|purse|passport|luggage|suitcase|bag|dog|cat|kids|bike|bicycle|keys|room|bedroom|"
    "desk|diary|calendar|schedule|shift|salary|paycheck|pension|visa|health|appointment"
)
_KIN_THINGS = (
    "killer|killers|murderer|murderers|murder|death|funeral|wedding|birthday|wife|husband|"
    "son|sons|daughter|daughters|mother|father|brother|brothers|sister|sisters|parents|"
    "children|kids|family|girlfriend|boyfriend|fiancé|fiancée|widow|widower|maiden|"
    "diagnosis|memoir|biography|autobiography|arrest|trial|grave|childhood|mom|dad|mum"
)


def _right(pattern: str) -> re.Pattern:
    return re.compile(rf"(?<=\p{{L}})(?i:{pattern})")


RIGHT_CUES: list[tuple[re.Pattern, int]] = [
    (
        _right(
            r"[ \t]+(?:(?:is|was|seems|seemed|looks|looked|sounds|sounded|gets|got|became"
            r"|becomes|feels|felt|being|so|too|very|really|always|never|quite|extremely|"
            rf"incredibly|such[ \t]+an?)[ \t]+){{1,3}}(?:{_HUMAN_ADJ})\b"
        ),
        STRONGEST,
    ),
    (_right(rf"[ \t]+(?:(?:{_AUX})[ \t]+){{0,3}}(?:{_HUMAN_VERBS})\b"), MEDIUM),
    (_right(rf"[ \t]+(?:(?:{_ACTIVE_AUX})[ \t]+){{0,3}}(?:{_SHARED_VERBS})\b"), WEAK),
    (_right(rf"['’]s[ \t]+(?:\p{{L}}+[ \t]+)?(?:{_KIN_THINGS})\b"), MEDIUM),
    (_right(rf"['’]s[ \t]+(?:\p{{L}}+[ \t]+)?(?:{_WORKS})\b"), MEDIUM),
    (_right(rf"['’]s[ \t]+(?:\p{{L}}+[ \t]+)?(?:{_BELONGINGS})\b"), MEDIUM),
    (_right(r"[ \t]+(?:and|&)[ \t]+(?:I|me|myself)\b"), MEDIUM),
    (
        _right(
            rf"[ \t]*[(,][ \t]*(?:my|our|his|her|their|the)[ \t]+(?:\p{{L}}+[ \t]+)?"
            rf"(?:{_KIN}|{_ROLES})[ \t]*[),]"
        ),
        MEDIUM,
    ),
    (_right(r"['’]s\b"), WEAK),
    (_right(r"[ \t]+(?:fan|fans|admirer|admirers|lookalike|impersonator|biographer)\b"), WEAK),
    (
        _right(
            rf"[ \t]+(?:is|was|seems|seemed|became|becomes|remains)[ \t]+(?:a|an|the|my|our"
            rf"|your|his|her|their)[ \t]+(?:[\p{{L}}-]+[ \t]+){{0,3}}?(?:{_PERSON_NOUNS})s?\b"
        ),
        MEDIUM,
    ),
    (
        _right(r"[ \t]+(?:is|was|are|were|comes|came)[ \t]+(?:originally[ \t]+|also[ \t]+)?from\b"),
        MEDIUM,
    ),
    (
        _right(
            rf"[ \t]+(?:(?:{_AUX})[ \t]+){{0,2}}\p{{Ll}}+[ \t]+(?:\p{{Lu}}\p{{L}}+[ \t]+){{0,2}}"
            r"(?:his|her|him|himself|herself|hers)\b"
        ),
        MEDIUM,
    ),
    (
        _right(
            rf",[ \t]+(?:the|a|an|our|my|his|her|their)[ \t]+(?:[\p{{L}}-]+[ \t]+){{0,3}}?"
            rf"(?:{_ROLES})\b"
        ),
        MEDIUM,
    ),
    (_right(r"[ \t]+(?:speak|sing|say|talk|perform|preach|lecture)\b"), WEAK),
    # taking work over from someone: "Ireti handles the follow-up", "Esi takes the case over"
    (
        _right(
            r"[ \t]+(?:(?:takes|took|will[ \t]+take)[ \t]+(?:(?:the|this|it|that|her|his)[ \t]+)?"
            r"(?:\p{Ll}+[ \t]+)?over|handles[ \t]+(?:the|this|her|his)|is[ \t]+covering[ \t]+for)\b"
        ),
        MEDIUM,
    ),
    # introducing oneself: "Vikentia here from accounting", "Hi, Anna here."
    (_right(r"[ \t]+here(?=[ \t]*(?:from|at|with|again|[,.!;:]|$))"), MEDIUM),
    (
        _right(
            r"[ \t]+as[ \t]+(?:a[ \t]+|an[ \t]+|the[ \t]+|my[ \t]+|our[ \t]+)?(?:guardian"
            r"|beneficiary|co-?signer|cosigner|dependent|dependant|authori[sz]ed|joint"
            r"|emergency|next[ \t]+of[ \t]+kin|spouse|partner|payee|tenant|cardholder"
            r"|account[ \t]+holder)"
        ),
        MEDIUM,
    ),
]
