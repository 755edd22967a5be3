"""Second wordings of the seventh exam's CRM note and e-mail body, per language, so that a
language's records do not all share one sentence per slot. Same slots as the first wordings
(``<<rel>>``; ``<<addr>>`` and ``<<phone>>``). Written for this exam."""

from __future__ import annotations

NOTE2 = {
    "en": "Verified caller. Authorised contact on file: <<rel>>.",
    "vi": "Đã xác minh người gọi. Người liên hệ được ủy quyền: <<rel>>.",
    "id": "Penelepon sudah diverifikasi. Kontak yang diberi kuasa: <<rel>>.",
    "ro": "Apelant verificat. Persoană de contact autorizată: <<rel>>.",
    "hu": "Ellenőrzött hívó. Meghatalmazott kapcsolattartó: <<rel>>.",
    "el": "Επαληθευμένος καλών. Εξουσιοδοτημένη επαφή: <<rel>>.",
    "da": "Opkalder verificeret. Godkendt kontaktperson: <<rel>>.",
    "no": "Innringer verifisert. Godkjent kontaktperson: <<rel>>.",
    "fi": "Soittaja tunnistettu. Valtuutettu yhteyshenkilö: <<rel>>.",
    "tl": "Verified na ang caller. Awtorisadong contact: <<rel>>.",
    "de": "Anrufer verifiziert. Bevollmächtigte Kontaktperson: <<rel>>.",
    "fr": "Appelant vérifié. Personne de contact autorisée : <<rel>>.",
    "es": "Llamante verificado. Contacto autorizado: <<rel>>.",
    "pt": "Chamada verificada. Contacto autorizado: <<rel>>.",
}
BODY2 = {
    "en": "Hi, quick one: please send everything to <<addr>> from now on. If the courier needs me, ring <<phone>>.",
    "vi": "Chào bạn, từ nay vui lòng gửi mọi thứ về <<addr>>. Nếu shipper cần liên hệ, gọi <<phone>> nhé.",
    "id": "Halo, mulai sekarang tolong kirim semua ke <<addr>>. Kalau kurir perlu, hubungi <<phone>> ya.",
    "ro": "Salut, de acum încolo trimiteți totul la <<addr>>. Dacă mă caută curierul, sunați la <<phone>>.",
    "hu": "Üdv! Mostantól mindent erre a címre küldjenek: <<addr>>. Ha a futár keres, hívjon: <<phone>>.",
    "el": "Γεια σας, από εδώ και πέρα στείλτε τα πάντα στη διεύθυνση <<addr>>. Για τον κούριερ: <<phone>>.",
    "da": "Hej, send fremover alt til <<addr>>. Hvis budet skal have fat i mig, så ring på <<phone>>.",
    "no": "Hei, send alt til <<addr>> fra nå av. Hvis budet trenger meg, ring <<phone>>.",
    "fi": "Hei, lähettäkää jatkossa kaikki osoitteeseen <<addr>>. Kuriiri tavoittaa minut numerosta <<phone>>.",
    "tl": "Hi po, pakipadala na po lahat sa <<addr>> simula ngayon. Kung hanapin ako ng rider, tawag lang sa <<phone>>.",
    "de": "Hoi, bitte ab sofort alles an <<addr>> schicken. Falls der Kurier mich braucht: <<phone>>.",
    "fr": "Bonjour, merci d'envoyer désormais tout à <<addr>>. Si le livreur a besoin de moi : <<phone>>.",
    "es": "Hola, de ahora en más manden todo a <<addr>>. Si el repartidor me necesita, llamen al <<phone>>.",
    "pt": "Olá, a partir de agora enviem tudo para <<addr>>. Se o estafeta precisar, liguem para o <<phone>>.",
}  # fmt: skip
