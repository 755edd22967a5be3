"""Hand-written English templates for exam 3 (US, GB, AU, IE cases): e-mail threads, call
transcripts as speech-to-text writes them, CRM notes, delivery and booking notes, chat."""

EN = {
    "email": [
        "Subject: Re: refund for <<ord>>\nFrom: <<C_full>> <<<em>>>\n\nHi <<A_first>>,\n\n"
        "thanks for getting back so quickly. The parcel never turned up at <<addr>>, and my "
        "neighbour <<O_first>> asked at the front desk as well. Could you put the refund back on "
        "the card ending <<last4>>?\n\nCheers,\n<<C_nick>>\n\n> On <<day>> Nov, the Customer "
        "Care team wrote:\n> Dear <<C_init>>,\n> I'm sorry to hear about your order. Can you "
        "confirm the delivery address and a number we can reach you on?\n\n--\nMob: <<ph>>",
        "From: <<a_em>>\nSubject: Your direct debit\n\nHello <<C_full>>,\n\nWe've updated the "
        "mandate on <<acct>> to the account <<iban>>. If that wasn't you, reply to this e-mail."
        "\n\nBest,\n<<A_init>>\nBilling team\n\n-----Original Message-----\nFrom: <<C_lf>>\n"
        "Sent: <<day>> November\nPlease move my payments to the new bank. My partner "
        "<<O_full>> may call about it too.",
    ],
    "call": [
        "agent: thanks for calling this is <<l_A_first>> how can i help\ncaller: hi yeah my name "
        "is <<l_C_full>> i'm ringing about order <<l_ord>>\nagent: can i take the phone number on "
        "the account\ncaller: it's <<l_ph>>\nagent: thanks i can see it was left with "
        "<<l_O_first>>\ncaller: oh that's my flatmate okay i'll ask",
        "[00:00:03] agent: you're through to accounts\n[00:00:06] customer: hello it's "
        "<<l_C_full>> calling for <<l_O_full>> my flatmate who's locked out\n[00:00:15] agent: "
        "okay is there an email on the account\n[00:00:17] customer: <<l_em>>\n[00:00:24] agent: "
        "thank you <<l_C_first>> and <<l_S_first>> is that the other name on it\n[00:00:26] "
        "customer: yes that's right",
    ],
    "crm": [
        "Case <<ticket>> | owner <<A_inits>>\n<<C_lf>> called re <<ord>>. Wants delivery moved to "
        "<<street>>; partner <<O_first>> confirmed. Callback <<ph>>. Card on file ends <<last4>>.",
        "NOTE <<day>>/11 - cust <<C_init>> disputes charge of <<amount>> on <<acct>>. Login seen "
        "from <<ip>>. Told cust we'd email within 48h. Do NOT discuss with <<O_last>> "
        "(ex-partner).",
    ],
    "booking": [
        "Booking ref <<ref>>: table for 4 on <<day>> December at <<time>>, name <<C_last>>. Contact "
        "<<ph>>. Guest note: <<O_first>> is coeliac; <<S_first>> arrives late.",
        "Driver notes for <<ord>>: deliver to <<addr_ml>>\nIf no answer leave with <<O_full>> at "
        "the side gate. Signed for by <<C_init>>.",
    ],
    "chat": [
        "<<C_nick>>: hiya, my order <<ord>> still hasnt shiped?? postcode <<pc>>\nSupport: Hi "
        "<<C_first>>! sorry, it's going to <<street>> today\n<<C_nick>>: ok ta, or my mate "
        "<<S_first>> can grab it",
        "[10:02] <<C_nick>>: hey its <<C_full>> again lol cant log into <<acct>>\n[10:04] "
        "<<A_full>>: Hi there, I can send a reset link to <<em>>, is that still right?\n[10:05] "
        "<<C_nick>>: nah use my partner's, <<O_first>> sorts the bills",
    ],
}
