"""Reading a client's message (tricktaker.web.wire) and a spectator's share of what the seats
see (tricktaker.web.spectate), for any input."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from tricktaker.web.spectate import common
from tricktaker.web.wire import Refused, depth, read

JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=5),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner, max_size=3)
    ),
    max_leaves=20,
)


def nesting(value: Any) -> int:
    if isinstance(value, list):
        return 1 + max(map(nesting, value), default=0)
    if isinstance(value, dict):
        return 1 + max(map(nesting, value.values()), default=0)
    return 0


@given(JSON)
def test_depth_is_the_nesting_of_the_json(value: Any) -> None:
    assert depth(json.dumps(value)) == nesting(value)
    assert depth(json.dumps(value, ensure_ascii=False)) == nesting(value)


@given(st.text(max_size=300) | JSON.map(json.dumps))
def test_any_text_is_a_message_or_refused_with_a_code(text: str) -> None:
    codes = {"bad_json", "too_large", "too_deep", "bad_message", "unknown_type", "bad_field"}
    try:
        message = read(text, max_bytes=200, max_depth=4)
    except Refused as refused:
        message = {"refused": refused.code}
    if "refused" in message:
        assert message["refused"] in codes
    else:
        assert isinstance(message["type"], str)


def agrees(shown: Any, forms: list[Any]) -> bool:
    """Whether ``shown`` holds only what every one of ``forms`` holds (None: nothing)."""
    if shown is None or all(form == shown for form in forms):
        return True
    return (
        isinstance(shown, dict)
        and all(isinstance(form, dict) and form.keys() == shown.keys() for form in forms)
        and all(agrees(value, [form[key] for form in forms]) for key, value in shown.items())
    )


@given(st.lists(JSON, min_size=1, max_size=4))
def test_a_spectator_is_shown_only_what_every_form_agrees_on(forms: list[Any]) -> None:
    shown = common(forms)
    assert agrees(shown, forms)
    if all(form == forms[0] for form in forms):
        assert shown == forms[0]


@given(st.lists(st.dictionaries(st.sampled_from("abc"), JSON, max_size=3), min_size=2, max_size=4))
def test_what_differs_by_seat_is_null_and_the_rest_kept(forms: list[dict[str, Any]]) -> None:
    shown = common(forms)
    if all(form.keys() == forms[0].keys() for form in forms):
        for key in forms[0]:
            same = all(form[key] == forms[0][key] for form in forms)
            assert (
                (shown[key] == forms[0][key])
                if same
                else agrees(shown[key], [f[key] for f in forms])
            )
