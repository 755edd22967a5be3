"""Hand-written Japanese and Chinese templates for exam 3 (names in kanji / hanzi, with
romaji or pinyin where a form or signature would carry them)."""

JA = {
    "email": [
        "件名：Re: 注文<<ord>>の返品について\n差出人：<<C_full>> <<<em>>>\n\n<<A_last>>様\n\n"
        "ご連絡ありがとうございます。荷物はまだ<<addr>>に届いていません。隣の<<O_last>>さんにも"
        "確認しました。\n\nよろしくお願いいたします。\n<<C_last>>\n\n<<day>>日 <<time>> カスタマー"
        "サポートのメール:\n> <<C_last>>様\n> 恐れ入りますが、お電話番号をお知らせください。\n\n--\n"
        "<<C_latin>>\n携帯 <<ph>>",
    ],
    "call": [
        "オペレーター お電話ありがとうございます 担当の<<l_A_first>>です\nお客様 あの<<l_C_full>>と"
        "申します 注文 <<l_ord>> の件で\nオペレーター お電話番号をお願いします\nお客様 "
        "<<l_ph>>\nオペレーター ありがとうございます <<l_O_first>>様が受け取られています",
    ],
    "crm": [
        "対応メモ <<ticket>>：<<C_lf>>（<<acct>>）より、カード<<card>>の不正利用の申告。<<ip>>から"
        "のログインあり。<<O_full>>様には回答しないこと。",
        "入電：<<C_full>>様より、ご家族の<<O_first>>様がカード<<card>>を無断で使用したとのこと。アカウント<<acct>>を停止。折り返し<<ph>>。受付 "
        "<<A_last>>。",
    ],
    "booking": [
        "配送メモ <<ord>>：お届け先 <<addr_ml>>\n不在時は<<O_full>>様（管理人）に預ける。"
        "受取 <<C_init>>。",
    ],
    "chat": [
        "<<C_nick>>：すみません 注文<<ord>>まだ届かないです… 〒<<pc>>\nサポート：<<C_last>>様、"
        "<<street>>宛てで本日発送です\n<<C_nick>>：はい、<<O_first>>が受け取るかも",
        "[<<time>>] <<C_nick>>：注文<<ord>>の届け先を変えられますか\n[<<time>>] <<A_last>>：はい、どちらへ？\n[<<time>>] "
        "<<C_nick>>：<<addr>> <<O_full>>様方",
    ],
}

ZH = {
    "email": [
        "主题：回复：订单<<ord>>退货\n发件人：<<C_full>> <<<em>>>\n\n<<A_full>>您好，\n\n"
        "包裹一直没有送到<<addr>>。我问过邻居<<O_full>>，也没有收到。\n\n谢谢！\n<<C_full>>"
        "\n\n在 11月<<day>>日 <<time>>，客服中心写道：\n> <<C_last>>先生/女士，您好：\n> 请提供"
        "您的联系电话。\n\n--\n<<C_latin>> 手机 <<ph>>",
    ],
    "call": [
        "客服 您好 我是<<l_A_full>> 请问有什么可以帮您\n客户 你好 我叫<<l_C_full>> 我想问一下订单 "
        "<<l_ord>>\n客服 请说一下您的手机号\n客户 <<l_ph>>\n客服 好的 包裹已经由<<l_O_full>>签收了",
    ],
    "crm": [
        "工单<<ticket>>：<<C_lf>>（<<acct>>）反映银行卡<<card>>被盗刷，金额<<amount>>元。登录IP "
        "<<ip>>。不得向<<O_full>>透露信息。",
        "来电：<<C_full>>称家人<<O_first>>未经同意使用了银行卡<<card>>。账户<<acct>>已冻结。请回电<<ph>>。受理人 <<A_full>>。",
    ],
    "booking": [
        "预订号<<ref>>：<<day>>日 <<time>> 四人桌，预订人<<C_full>>。<<O_full>>不吃辣，"
        "<<S_first>>会晚到。确认短信已发到<<ph>>。",
    ],
    "chat": [
        "<<C_nick>>：在吗 我的订单<<ord>>还没到 邮编<<pc>>\n客服：您好<<C_full>>，收货地址是"
        "<<street>>\n<<C_nick>>：对 或者放<<O_full>>那里",
        "[<<time>>] <<C_nick>>：订单<<ord>>能改地址吗\n[<<time>>] <<A_full>>：可以的，改到哪里？\n[<<time>>] "
        "<<C_nick>>：<<addr>>，<<O_full>>收",
    ],
}
