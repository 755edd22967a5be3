"""Where a locale writes its language differently: American English (the ``prose_a`` English is
British), Mexican Spanish and Brazilian Portuguese. Each entry replaces the language's template
of that genre (``L`` merges into the field labels)."""

from __future__ import annotations

VARIANTS = {
    "en_US": {
        "school": (
            "Hi <<hon>> <<c_last>>,\n<<k_first>> left a jacket and a lunch box in the locker "
            "room after soccer practice. <<o_full>> in the front office put them in the lost "
            "and found bin with a tag that says <<k_full>>.\nIf you can't pick them up this "
            "week, just reply from <<email>> and we'll send them home in the backpack.\n"
            "Thanks,\n<<a_first>> (5th grade)"
        ),
        "sms": (
            "<<o_first>>: Hi <<c_nick>>, this is <<o_first>> from the leasing office. The "
            "plumber can stop by Thursday at 8am.\n<<c_nick>>: thursday works. gate code "
            "changed so call me at <<phone>> when you get here\n<<o_first>>: Got it. Still "
            "<<street>>, unit on the first floor?\n<<c_nick>>: yes. if i'm at work <<k_first>> "
            "has a spare key"
        ),
        "L": {
            "claim_title": "Homeowners insurance claim",
            "postcode": "Billing ZIP code",
            "manifest": "order,consignee,street,zip,city,phone,packages",
        },
    },
    "es_MX": {
        "school": (
            "<<dear>> <<hon>> <<c_last>>:\n<<k_first>> olvidó su chamarra y su lonchera en los "
            "vestidores después del entrenamiento. <<o_full>>, de la dirección, las guardó en "
            "la entrada con una etiqueta a nombre de <<k_full>>.\nSi no puede pasar por ellas "
            "esta semana, responda a este mensaje desde <<email>> y se las mandamos en la "
            "mochila.\nSaludos cordiales,\n<<a_first>> (maestra de 5.º)"
        ),
        "voicemail": (
            "mensaje de voz 00:38\nbueno qué tal le hablo por el pedido <<order>> soy "
            "<<c_full>> el paquete se fue a mi dirección anterior la correcta es <<street>> me "
            "pueden marcar al <<phone_sp>> o escribirme a <<email_sp>> gracias hasta luego"
        ),
        "sms": (
            "<<o_first>>: Hola <<c_nick>>, soy <<o_first>> de la inmobiliaria. El plomero puede "
            "ir el jueves a las 8.\n<<c_nick>>: va, el jueves está bien. cambiaron el código "
            "del portón, márcame al <<phone>> cuando lleguen\n<<o_first>>: Anotado. ¿Sigue "
            "siendo <<street>>?\n<<c_nick>>: sí. si ando en el trabajo <<k_first>> tiene llave"
        ),
        "ticket": "Hola, soy <<c_first>>, del equipo de almacén. Me cambié a <<addr>>; por favor "
        "actualicen mis datos antes de la nómina. <<o_full>> (mi jefe directo) ya lo aprobó.",
        "L": {"postcode": "C.P. de facturación", "bill_title": "Recibo de luz"},
    },
    "pt_BR": {
        "clinic": (
            "Anotação de consulta (recepção)\nPaciente: <<c_lf>>\nConsulta com <<dr>> <<o_last>>, "
            "terça às 10h20, consultório 4.\nEndereço novo: <<addr>>. Atualizar o cadastro "
            "antes de enviar o encaminhamento. Lembretes por SMS para <<phone>>. <<c_first>> "
            "pediu os resultados do exame de sangue por e-mail (<<email>>).\n- <<a_init>>"
        ),
        "school": (
            "Olá, <<hon>> <<c_last>>,\n<<k_first>> esqueceu o casaco e a lancheira no vestiário "
            "depois do treino. <<o_full>>, da secretaria, guardou tudo na portaria com uma "
            "etiqueta com o nome <<k_full>>.\nSe não puder buscar esta semana, responda esta "
            "mensagem pelo <<email>> que a gente manda na mochila.\nAbraços,\n<<a_first>> "
            "(4º ano)"
        ),
        "voicemail": (
            "mensagem de voz 00:42\noi bom dia aqui é <<c_full>> é sobre o pedido <<order>> o "
            "pacote foi pro endereço antigo o certo é <<street>> pode me ligar no <<phone_sp>> "
            "ou mandar e-mail pra <<email_sp>> obrigado tchau"
        ),
        "sms": (
            "<<o_first>>: Oi <<c_nick>>, aqui é <<o_first>> da imobiliária. O encanador pode ir "
            "quinta às 8.\n<<c_nick>>: quinta tá ótimo. mudaram a senha do portão, me liga no "
            "<<phone>> quando chegar\n<<o_first>>: Anotado. Continua <<street>>?\n<<c_nick>>: "
            "isso. se eu estiver no trabalho a chave fica com <<k_first>>"
        ),
        "ticket": "Oi, aqui é <<c_first>>, da equipe do depósito. Me mudei para <<addr>>; por "
        "favor atualizem meu cadastro antes da folha de pagamento. <<o_full>> (gestor) já aprovou.",
        "L": {
            "postcode": "CEP de cobrança",
            "address": "Endereço",
            "manifest": "pedido;destinatário;endereço;CEP;cidade;telefone;volumes",
            "bill_title": "Conta de luz",
            "subject_text": "Mudança de endereço",
        },
    },
}


def language_for(locale: str, base: dict) -> dict:
    """The language's templates with the locale's variants laid over them."""
    over = VARIANTS.get(locale, {})
    merged = {**base, **{k: v for k, v in over.items() if k != "L"}}
    merged["L"] = {**base["L"], **over.get("L", {})}
    return merged
