"""Korean names in Hangul: found by their position (honorific, label, speaker, key, cell),
particles left outside the span, Hangul surrogates consistent across a case, and Korean
public text without names left alone."""

from __future__ import annotations

import pytest
import regex as re

from curation.pii.analyzer import get_analyzer
from curation.pii.cjk_names import CjkNameMapper, split_name
from curation.pii.keyed import Keyed
from curation.pii.korean import find_korean_names, name_shaped
from curation.pii.pseudonymizer import Pseudonymizer

KEY = "test-key"
_HANGUL = re.compile(r"^[가-힣]+$")


def names(text: str) -> list[str]:
    return [text[s:e] for s, e in find_korean_names(text)]


def test_an_honorific_glued_on_or_after_a_space_marks_a_name():
    assert names("배정훈님이 어제 전화하셨어요.") == ["배정훈"]
    assert names("내일 10시에 문태식 씨와 회의가 있습니다.") == ["문태식"]
    assert names("접수 완료: 염수희 고객님께 문자를 보냈습니다.") == ["염수희"]
    assert names("진료는 탁윤서 원장님이 맡습니다.") == ["탁윤서"]


def test_a_compound_family_name_is_kept_whole():
    assert names("황보현우 님의 예약을 변경했습니다.") == ["황보현우"]


def test_labels_speakers_keys_and_cells_mark_a_name():
    assert names("계약자: 구하은\n접수일: 3월 2일") == ["구하은"]
    assert names("보험 청구 건, 수취인 변영식 앞으로 송금.") == ["변영식"]
    assert names("표재호: 택배 왔어요?\n민지아: 네 현관에 있어요") == ["표재호", "민지아"]
    assert names('event=refund user=감은영 status=ok contact="석준혁"') == ["감은영", "석준혁"]
    assert names("| 03.04. | 함도윤 | 환불 |") == ["함도윤"]
    assert names("<holder>마서윤</holder>") == ["마서윤"]


def test_a_name_without_position_evidence_is_not_taken():
    assert names("어제 배정훈이 좋았다.") == []
    # a particle alone needs a given name of the pools ("정훈") and a person's verb or noun
    assert names("배정밀이 전화했어요.") == []


def test_a_particle_in_a_persons_place_marks_a_name():
    assert names("오늘 아침 한지훈이 전화했어요.") == ["한지훈"]
    assert names("지난주에 문서연을 만났습니다.") == ["문서연"]
    assert names("변경 전 노민준의 주소를 확인하세요.") == ["노민준"]
    assert names("서류는 곽도윤에게 보내 주세요.") == ["곽도윤"]
    assert names("안녕하세요 염지훈입니다. 주문 건으로 연락드려요.") == ["염지훈"]


def test_a_job_title_marks_a_name_and_a_lone_family_name():
    assert names("견적서는 함서윤 과장이 검토합니다.") == ["함서윤"]
    assert names("회의 후 최 팀장님께 보고드렸습니다.") == ["최"]
    assert names("내일은 강 선생님이 수업하십니다.") == ["강"]
    # "former" and "this customer" are no family names
    assert names("전 대표가 회사를 떠났습니다.") == []
    assert names("이 고객님은 환불을 원하십니다.") == []


def test_a_sign_off_dash_and_a_letters_closing_mark_a_name():
    assert names("요청하신 서류를 첨부합니다.\n-- 표민서") == ["표민서"]
    assert names("확인 부탁드립니다.\n- 석도현") == ["석도현"]
    assert names("다음 주에 뵙겠습니다.\n3학년 1반 담임 지훈 드림") == ["지훈"]


def test_common_korean_words_are_no_names_even_in_name_positions():
    for word in ("고객님", "선생님", "하나님", "이메일", "사용자", "담당자", "신고자"):
        head = word[:-1] if word.endswith("님") else word
        assert not name_shaped(head), word
    assert names("고객님, 선생님께서 확인하셨습니다.\n이메일: 정보 없음") == []


# Korean product and public text of the kinds the cases quote, with no person in it.
PUBLIC = [
    "설치가 완료되면 서버를 다시 시작하세요.",
    "이 기능은 관리자 권한이 있는 사용자만 사용할 수 있습니다.",
    "고객님, 주문하신 상품이 오늘 발송되었습니다.",
    "비밀번호를 잊으셨다면 로그인 화면에서 재설정을 선택하세요.",
    "정기 점검으로 인해 서비스가 일시 중단됩니다.",
    "신규 회원 가입 시 할인 쿠폰을 드립니다.",
    "설정: 자동 업데이트를 켜 두는 것을 권장합니다.",
    "오류: 연결 시간이 초과되었습니다. 다시 시도해 주세요.",
    "배송 조회는 마이페이지에서 확인하실 수 있습니다.",
    "선생님께서 숙제를 내 주셨습니다.",
    "환불 요청은 구매일로부터 7일 이내에 가능합니다.",
    "이 문서는 API 사용 방법을 설명합니다.",
    "기본값: 사용 안 함",
    "결제 수단: 신용카드, 계좌이체",
    "| 항목 | 설명 |\n| 이름 | 사용자 표시 이름 |\n| 상태 | 활성 |",
    "도움말: 자세한 내용은 공식 문서를 참고하세요.",
    "하나님의 은혜에 감사드립니다.",
    "장바구니에 담긴 상품을 확인해 주세요.",
    "지원되는 운영 체제는 리눅스와 윈도우입니다.",
    "보안을 위해 이중 인증을 사용하는 것이 좋습니다.",
    "주의: 이 작업은 되돌릴 수 없습니다.",
    "정보 보호 정책이 변경되었습니다.",
    "이용 약관에 동의해야 계속할 수 있습니다.",
    "공지사항: 다음 주 월요일은 휴무입니다.",
    "검색 결과가 없습니다. 다른 검색어를 입력해 보세요.",
    "전체 화면 모드로 전환하려면 F11 키를 누르세요.",
    "사용자 님, 환영합니다.",
    "문의 사항이 있으시면 고객센터로 연락 주세요.",
    "모든 데이터는 암호화되어 저장됩니다.",
    "신청자: 본인",
    "앞으로 3개 남았습니다. 새로 5개를 추가하세요.",
    "유지보수 담당: 운영팀",
]


@pytest.fixture(scope="module")
def analyzer():
    return get_analyzer()


def test_korean_public_text_without_names_is_left_alone(analyzer):
    for text in PUBLIC:
        assert Pseudonymizer(KEY, analyzer=analyzer).pseudonymize_text(text) == text


def test_split_name_reads_a_hangul_family_syllable():
    assert split_name("배정훈") == ("배", "", "정훈")
    assert split_name("제갈민수") == ("제갈", "", "민수")
    assert split_name("민수") == ("", "", "민수")


def test_hangul_surrogates_are_hangul_and_keep_near_duplicates():
    mapper = CjkNameMapper(Keyed(KEY), set())
    mapper.learn(["배민준", "배민지"])
    a, b = mapper.person("배민준"), mapper.person("배민지")
    assert _HANGUL.match(a) and _HANGUL.match(b) and len(a) == len(b) == 3
    assert a != "배민준" and a[0] == b[0]  # one family, one family surrogate
    assert a[1] == b[1] and a[2] != b[2]  # 민준 / 민지 share their first syllable


def test_a_found_korean_name_is_replaced_in_the_other_texts_with_particles(analyzer):
    p = Pseudonymizer(KEY, analyzer=analyzer)
    first, second = p.pseudonymize_texts(
        ["접수자: 배정훈\n연락처 확인 필요", "배정훈님이 다시 문의했고 배정훈에게 답장함."]
    )
    assert "배정훈" not in first and "배정훈" not in second
    surrogate = {m.original: m.surrogate for m in p.mapping}["배정훈"]
    assert (
        _HANGUL.match(surrogate) and f"{surrogate}님이" in second and f"{surrogate}에게" in second
    )


def test_english_ner_guesses_on_hangul_are_dropped(analyzer):
    # the English model tags words of a Korean sentence as people once a name vouches for it
    text = "배정훈님이 전화했어요. 감사합니다"
    out = Pseudonymizer(KEY, analyzer=analyzer).pseudonymize_text(text)
    assert out.endswith("님이 전화했어요. 감사합니다") and "배정훈" not in out


def test_a_known_korean_given_name_is_not_replaced_inside_a_longer_word(analyzer):
    p = Pseudonymizer(KEY, analyzer=analyzer)
    first, second = p.pseudonymize_texts(["담당자: 곽정수", "정수님이 정수기 필터를 교체했습니다."])
    assert "곽정수" not in first
    assert "정수님이" not in second and "정수기 필터를" in second


def test_a_lone_family_name_before_a_title_gets_the_family_surrogate_of_the_case(analyzer):
    p = Pseudonymizer(KEY, analyzer=analyzer)
    first, second = p.pseudonymize_texts(
        ["최민준 팀장: 확인했습니다", "회의 후 최 팀장님께 보고함."]
    )
    assert "최" not in first and "최" not in second
    family = {m.original: m.surrogate for m in p.mapping}["최민준"][0]
    assert second == f"회의 후 {family} 팀장님께 보고함."


def test_a_given_name_alone_before_a_job_title_is_a_person():
    text = "서윤 과장님이 견적서를 보냈어요. 업무 대리 신청은 내일 합니다."

    found = {text[s:e] for s, e in find_korean_names(text)}

    assert "서윤" in found and "업무" not in found


def test_an_honorific_glued_on_stays_outside_a_name_span():
    from curation.pii.span_clean import clean_span

    # given: "하은님" (Ha-eun with the honorific 님)
    text = "하은님 안녕하세요"
    # then: the span is the name alone
    assert clean_span(text, 0, 3, "PERSON") == (0, 2)
