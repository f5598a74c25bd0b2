"""Kontra and Re (option ``kontra``), as pagat.com's Skat page gives them: "Either opponent of
the declarer, at any time before they play their card to the first trick, may say kontra.
This doubles the score for the contract, whether won or lost. The declarer may immediately
answer with rekontra, which doubles the score again." and, of the timing, "Some play that
Kontra can only be said before the first lead": tricktaker plays that form."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tricktaker import from_json, parse_cards, to_json
from tricktaker.skat import (
    Bid,
    Contract,
    Deal,
    Declare,
    Discard,
    Doubled,
    HandScored,
    Hold,
    Kontra,
    Pass,
    Phase,
    PickUp,
    Re,
    Rules,
    new_game,
    read_kontra,
)

# Seat 0 deals: seat 1 the forehand, seat 2 the middlehand, seat 0 the rearhand. The
# forehand holds J♣ and not J♠: in Karo it is "with 1", worth 2 x 9 = 18.
HANDS = (
    parse_cards("KS QS 9S 8S 7S 10H KH QH 9H 8H"),
    parse_cards("JC AC 10C KC QC 9C AS 10S AH 7C"),
    parse_cards("JS JH JD AD 10D KD QD 9D 8D 7D"),
)
SKAT = parse_cards("7H 8C")


def declared(rules: Rules) -> Any:
    """The forehand declares Karo at 20 after picking up the skat (pagat.com's example)."""
    state = new_game(rules, seed=1, deal=Deal(HANDS, SKAT))
    for action in (Pass(), Bid(20), Hold(), Pass(), PickUp(False), Discard(SKAT[0]),
                   Discard(SKAT[1]), Declare(Contract.DIAMONDS)):  # fmt: skip
        state, _ = state.apply(action)
    return state


def scored(state: Any) -> HandScored:
    while True:
        state, events = state.apply(state.legal_actions()[0])
        for event in events:
            if isinstance(event, HandScored):
                return event


def test_the_calls_read() -> None:
    assert read_kontra(()) == (0, 1)  # the first defender is asked
    assert read_kontra((False,)) == (1, 1)  # then the second
    assert read_kontra((False, False)) == (None, 1)  # no Kontra
    assert read_kontra((True,)) == (2, 2)  # Kontra: the declarer may answer
    assert read_kontra((False, True, False)) == (None, 2)
    assert read_kontra((True, True)) == (None, 4)  # Re


def test_the_defenders_are_asked_before_the_first_lead_then_the_declarer() -> None:
    state = declared(Rules(hands=1, kontra=True))
    assert state.phase is Phase.KONTRA
    assert state.to_act == 2  # the defenders from the forehand's left: the forehand declares
    assert state.legal_actions() == (Pass(), Kontra())
    error = state.refusal(Re())
    assert error is not None
    assert "only the declarer" in str(error)
    state, events = state.apply(Pass())
    assert state.to_act == 0
    state, events = state.apply(Kontra())
    assert events == (Doubled(seat=0),)
    assert state.to_act == 1  # the declarer may answer
    assert state.legal_actions() == (Pass(), Re())
    assert from_json(to_json(state)) == state
    assert from_json(to_json(state.view(0))) == state.view(0)
    state, events = state.apply(Re())
    assert events[0] == Doubled(seat=1, re=True)
    assert (state.phase, state.to_act, state.kontra_calls) == (Phase.PLAY, 1, (False, True, True))
    assert from_json(to_json(state)) == state


def test_pagats_overbid_example_doubled() -> None:
    # pagat.com: "suppose I bid up to 20, look at the skat, and play in diamonds. I am only
    # with one matador ... One of the opponents says Kontra ... the game value is 18, so I
    # have overbid (the Kontra does not affect this). So I lose based on the lowest multiple
    # of diamonds which would have been sufficient, namely 27. I lose double because I
    # looked at the skat and the score is doubled again for the Kontra, so I lose 108."
    plain = scored(declared(Rules(hands=1)))
    assert (plain.won, plain.value, plain.points) == (False, 27, (0, -54, 0))
    kontra = scored(_after(declared(Rules(hands=1, kontra=True)), Kontra(), Pass()))
    assert (kontra.won, kontra.value, kontra.points) == (False, 27, (0, -108, 0))
    re = scored(_after(declared(Rules(hands=1, kontra=True)), Pass(), Kontra(), Re()))
    assert re.points == (0, -216, 0)
    none = scored(_after(declared(Rules(hands=1, kontra=True)), Pass(), Pass()))
    assert none.points == (0, -54, 0)


def test_seeger_fabian_doubles_the_list_score_not_its_50_and_40() -> None:
    rules = Rules(hands=1, kontra=True, seeger_fabian=True)
    event = scored(_after(declared(rules), Kontra(), Pass()))
    assert event.points == (40, -108 - 50, 40)


def _after(state: Any, *actions: object) -> Any:
    for action in actions:
        state, _ = state.apply(action)
    return state


def test_off_by_default_and_not_with_openspiels_game() -> None:
    assert declared(Rules(hands=1)).phase is Phase.PLAY
    with pytest.raises(Exception, match=r"Rules\.simplified .*kontra"):
        Rules(simplified=True, kontra=True)


@pytest.mark.parametrize("seed", range(20))
def test_random_games_with_kontra(seed: int) -> None:
    chooser = random.Random(seed)
    state = new_game(Rules(hands=3, kontra=True, ramsch=True), seed=seed)
    while not state.is_over:
        legal = state.legal_actions()
        pool = legal[:3] if state.phase is Phase.BID else legal
        if state.phase is Phase.KONTRA:
            assert state.contract not in (None, Contract.RAMSCH)
            assert not state.played
            assert not state.trick
        state, _ = state.apply(chooser.choice(pool))
        if chooser.random() < 0.2:
            assert from_json(to_json(state)) == state
            seat = chooser.randrange(3)
            assert from_json(to_json(state.view(seat))) == state.view(seat)
