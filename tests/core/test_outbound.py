import pytest

from core.outbound import OutboundRefused, check_outbound_url

ALLOWED = ["http://127.0.0.1", "https://assistant.example.com/v1", "http://localhost:8300"]


@pytest.mark.parametrize(
    "url",
    [
        "http://127.0.0.1:8300/answer",
        "http://127.0.0.1/",
        "https://assistant.example.com/v1",
        "https://assistant.example.com/v1/chat",
        "http://localhost:8300/x",
    ],
)
def test_urls_under_an_allowed_prefix_pass(url):
    assert check_outbound_url(url, allowed=ALLOWED) == url


@pytest.mark.parametrize(
    "url",
    [
        "http://127.0.0.1.evil.example/answer",  # host is a different name
        "https://127.0.0.1/answer",  # scheme differs
        "https://assistant.example.com/v10",  # path prefix not at a segment boundary
        "https://assistant.example.com/admin",
        "http://localhost:8301/x",  # the entry names a port
        "http://user:pw@127.0.0.1/answer",  # credentials
        "file:///etc/passwd",
        "gopher://127.0.0.1/",
        "http://127.0.0.1:notaport/",
        "",
    ],
)
def test_other_urls_are_refused_naming_the_field(url):
    with pytest.raises(OutboundRefused) as caught:
        check_outbound_url(url, field="system_url", allowed=ALLOWED)
    assert str(caught.value).startswith("system_url: ")
    assert "system_url" in caught.value.fields


def test_an_empty_allow_list_refuses_everything_and_says_so():
    with pytest.raises(OutboundRefused, match="none configured"):
        check_outbound_url("http://127.0.0.1/", allowed=[])


def test_the_setting_is_the_default(settings):
    settings.ASSAY_SYSTEM_URLS = ["http://10.0.0.5:9000"]
    assert check_outbound_url("http://10.0.0.5:9000/q")
    with pytest.raises(OutboundRefused):
        check_outbound_url("http://127.0.0.1/q")
