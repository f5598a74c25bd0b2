"""A finished board as PBN: the deal, the auction, the play by columns, the result."""

from __future__ import annotations

import re

import pytest

from tests.bridge import positions as br
from tricktaker import TricktakerError, bridge
from tricktaker.bridge.pbn import board_pbn, to_pbn


def _played_out() -> bridge.State:
    state = br.DUMMY
    while not state.is_over:
        state, _ = state.apply(state.legal_actions()[0])
    return state


def test_a_played_board() -> None:
    state = _played_out()
    text = to_pbn(state, event="Test", date="2026.12.01")
    tags = dict(re.findall(r'^\[(\w+) "(.*)"\]$', text, flags=re.MULTILINE))
    assert tags["Event"] == "Test"
    assert tags["Date"] == "2026.12.01"
    assert tags["Dealer"] == "N"
    assert tags["Vulnerable"] == "None"
    assert tags["Deal"] == "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"
    assert tags["Contract"] == "4S"
    assert tags["Declarer"] == "N"
    assert tags["Result"] == str(state.declarer_tricks)
    assert tags["Score"] == f"NS {state.scores[0]}"
    lines = text.splitlines()
    auction = lines[lines.index('[Auction "N"]') + 1 : lines.index('[Play "E"]')]
    assert auction == ["1S Pass 2D Pass", "4S Pass Pass Pass"]
    play = lines[lines.index('[Play "E"]') + 1 : -1]
    assert len(play) == 13
    assert play[0].split()[0] == "H2"  # East's column first: its opening lead
    assert all(column[0] == "H" for column in (line.split()[0] for line in play))  # East's hearts


def test_a_passed_out_board() -> None:
    text = to_pbn(br.OVER)
    assert '[Contract "Pass"]' in text
    assert "Pass Pass Pass Pass" in text
    assert "[Play" not in text


def test_only_finished_boards() -> None:
    with pytest.raises(TricktakerError, match="play it to the end"):
        to_pbn(br.DUMMY)
    with pytest.raises(TricktakerError, match="the auction has not ended"):
        board_pbn(bridge.Rules(), 1, br.HANDS, br.LEAD.calls[:3], ())


def test_the_deal_starts_at_the_dealer() -> None:
    text = board_pbn(bridge.Rules(dealer=3, dealer_vul=True), 1, br.HANDS, [bridge.PASS] * 4, ())
    assert '[Deal "W:...AKQJT98765432 AKQJT98765432...' in text
    assert '[Vulnerable "EW"]' in text
    assert '[Auction "W"]' in text
