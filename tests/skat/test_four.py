"""Skat at a table of four (``Rules(players=4)``): "Skat is a card game for three or more
players, of whom only three are active at a time" (ISkO 1.1.1); pagat.com's Skat page: "If
there are three players, R is the dealer. If there are four players, R is to the dealer's
right", and "if there are four players at the table, the dealer of a hand is effectively
against the declarer, winning or losing the same as the declarer's opponents" (on the list,
nothing; pagat.com on the Seeger–Fabian scores: when a game is lost at a four-table the
others gain 30 each, the dealer too: the improvement it reports, 40 to the two active
opponents "with this scoring the inactive dealer ... does not gain points", is not the rule
played here)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tricktaker import chance, from_json, get_game, parse_cards, to_json
from tricktaker.engine.worlds import determinize_view
from tricktaker.skat import (
    Bid,
    Contract,
    Deal,
    Declare,
    HandScored,
    HandStarted,
    Pass,
    Phase,
    PickUp,
    Rules,
    TrickWon,
    card_points,
    new_game,
    ramsch_score,
)
from tricktaker.testing import check_game

# Seat 0 deals and sits out: seat 1 the forehand, seat 2 the middlehand, seat 3 the rearhand.
HANDS = (
    (),
    parse_cards("JC JS AC 10C KC QC 9C AS 10S AH"),
    parse_cards("JH JD AD 10D KD QD 9D 8D 7D 7C"),
    parse_cards("KS QS 9S 8S 7S 10H KH QH 9H 8H"),
)
SKAT = parse_cards("7H 8C")


def dealt(**options: Any) -> Any:
    return new_game(Rules(players=4, hands=1, **options), seed=1, deal=Deal(HANDS, SKAT))


def to_the_end(state: Any) -> tuple[Any, HandScored]:
    while True:
        state, events = state.apply(state.legal_actions()[0])
        for event in events:
            if isinstance(event, HandScored):
                return state, event


def test_the_dealer_deals_to_the_other_three_and_sits_out() -> None:
    state, events = chance.new_game("skat", Rules(players=4)).deal(HANDS, SKAT)
    game = state.game_state
    assert game.dealer == 0
    assert game.hands[0] == ()
    assert [len(hand) for hand in game.hands] == [0, 10, 10, 10]
    assert game.view(0).hand_sizes == (0, 10, 10, 10)
    assert game.to_act == 2  # the middlehand says first (ISkO 3.3)
    started = next(e for e in events if isinstance(e, HandStarted))
    assert started.for_seat(0).hands == ((), None, None, None)
    assert str(started) == "hand 1: seat 0 deals and sits out"
    assert game.view(0).legal_actions() == ()


def test_the_roles_from_the_dealers_left_and_the_rearhand_at_its_right() -> None:
    state = dealt()
    for action in (Pass(), Pass()):  # the middlehand, then the rearhand (seat 3)
        assert state.to_act in (2, 3)
        state, _ = state.apply(action)
    assert state.to_act == 1  # the forehand may play at 18
    state, _ = state.apply(Bid(18))
    assert state.declarer == 1
    state, _ = state.apply(PickUp(True))
    state, _ = state.apply(Declare(Contract.CLUBS))
    assert (state.phase, state.to_act) == (Phase.PLAY, 1)  # the forehand leads (ISkO 4.1)
    assert state._public.orders[1] == (1, 2, 3)


def test_the_deal_rotates_each_seat_sitting_out_in_turn() -> None:
    state = new_game(Rules(players=4, hands=4), seed=5)
    dealers: list[tuple[int, int]] = []
    while not state.is_over:
        if not dealers or dealers[-1][0] != state.hand_number:
            dealers.append((state.hand_number, state.dealer))
            assert len(state.hands[state.dealer]) == 0
        assert state.to_act != state.dealer
        state, events = state.apply(state.legal_actions()[0])
        for event in events:
            if isinstance(event, TrickWon):
                assert len(event.cards) == 3
    assert [dealer for _, dealer in dealers] == [0, 1, 2, 3]


def test_the_dealer_scores_as_a_defender() -> None:
    # the forehand plays Null Hand and takes a trick: lost, 35 x 2 on the list
    def null_hand(**options: Any) -> HandScored:
        state = dealt(**options)
        actions: tuple[Any, ...] = (Pass(), Pass(), Bid(18), PickUp(True), Declare(Contract.NULL))
        for action in actions:
            state, _ = state.apply(action)
        return to_the_end(state)[1]

    assert null_hand().points == (0, -70, 0, 0)
    assert null_hand(seeger_fabian=True).points == (30, -120, 30, 30)


def test_a_ramsch_of_three_the_dealer_not_a_jungfrau() -> None:
    checked = 0
    for seed in range(30):  # random deals played as a Ramsch, each three scored alone
        chooser = random.Random(seed)
        state = new_game(Rules(players=4, hands=1, ramsch=True), seed=seed)
        skat = state.skat
        for _ in range(3):
            state, _ = state.apply(Pass())
        while not state.is_over:
            state, events = state.apply(chooser.choice(state.legal_actions()))
        scored = next(e for e in events if isinstance(e, HandScored))
        points = list(state.card_points)
        points[state.last_trick.winner] += card_points(skat)  # type: ignore[union-attr]  # the skat to the last trick
        three = ramsch_score(points[1:], state.tricks_taken[1:])  # the dealer set aside
        assert scored.points == (0, *three)
        if 0 not in state.tricks_taken[1:]:  # no Jungfrau among the three: the dealer's
            assert scored.points != ramsch_score(points, state.tricks_taken)  # no trick none
            checked += 1
    assert checked


@pytest.mark.parametrize("seed", range(12))
def test_random_games_of_four(seed: int) -> None:
    rules = Rules(players=4, hands=4, ramsch=seed % 2 == 0, kontra=seed % 3 == 0)
    chooser = random.Random(seed)
    state = new_game(rules, seed=seed)
    while not state.is_over:
        legal = state.legal_actions()
        assert state.to_act != state.dealer
        for seat in range(4):
            view = state.view(seat)
            assert view.hand_sizes == tuple(len(hand) for hand in state.hands)
            if chooser.random() < 0.05:
                assert from_json(to_json(view)) == view
                world = determinize_view(view, chooser)
                assert world.view(seat) == view
                assert world.hands[state.dealer] == ()
        if chooser.random() < 0.1:
            assert from_json(to_json(state)) == state
        pool = legal[:3] if state.phase is Phase.BID else legal
        state, _ = state.apply(chooser.choice(pool))
    assert from_json(to_json(state)) == state


def test_check_game_at_four() -> None:
    check_game(get_game("skat"), rules=Rules(players=4, kontra=True), games=2)


def test_explicit_chance_deals_three_hands_of_the_32_cards() -> None:
    state = chance.new_game("skat", Rules(players=4, hands=2), seed=3)
    assert state.deal_sizes() == (10, 2)
    dealt_cards = 0
    while state.is_chance:
        state, _ = state.apply(state.chance_outcomes()[0][0])
        dealt_cards += 1
    assert dealt_cards == 32
    assert state.game_state.hands[0] == ()
    bad = chance.new_game("skat", Rules(players=4))
    with pytest.raises(Exception, match=r"hands of \[0, 10, 10, 10\] cards"):
        bad.deal([HANDS[1], HANDS[2], HANDS[3], ()], SKAT)
