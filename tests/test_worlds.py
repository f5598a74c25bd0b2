"""tricktaker.worlds: the unseen cards dealt so that no seat gets a suit it has shown it lacks;
Hearts' and bridge's worlds use it."""

from __future__ import annotations

import itertools
import random
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tricktaker import Suit, bridge, hearts, parse_cards
from tricktaker.actions import Play
from tricktaker.worlds import deal_unseen, sample_hands, voids_shown


def test_a_card_off_the_suit_led_shows_a_void_and_a_lead_shows_none() -> None:
    cards = parse_cards("5C 9C 2H KC 4C 3S 8C 7C 2D")  # the third trick has just been led
    voids = voids_shown(cards, [0, 1, 2, 3, 3, 0, 1, 2, 2], players=4)
    assert voids == [{Suit.CLUBS}, set(), {Suit.CLUBS}, set()]


def test_voids_that_no_deal_meets_give_a_deal_without_them() -> None:
    pool = list(parse_cards("2C 3C 4C 5C"))
    assert sample_hands(pool, [2, 2], [{Suit.CLUBS}, set()], random.Random(0)) is None
    dealt = deal_unseen(pool, [2, 2], [{Suit.CLUBS}, set()], random.Random(0))
    assert sorted(card for hand in dealt for card in hand) == sorted(pool)


def _can_deal(clubs: int, diamonds: int, voids: list[set[Suit]]) -> bool:
    """Whether 4 cards a seat can go to 3 seats from these clubs and diamonds (the rest
    undealt), by trying every count of clubs a seat could take."""
    for counts in itertools.product(range(5), repeat=3):
        if any(
            (c and Suit.CLUBS in lacking) or (c < 4 and Suit.DIAMONDS in lacking)
            for c, lacking in zip(counts, voids, strict=True)
        ):
            continue
        if sum(counts) <= clubs and sum(4 - c for c in counts) <= diamonds:
            return True
    return False


@given(
    st.integers(0, 2**32),
    st.lists(
        st.sets(st.sampled_from([Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES])), min_size=3, max_size=3
    ),
    st.integers(0, 14),
)
def test_a_sample_meets_the_voids_whenever_some_deal_does(
    seed: int, voids: list[set[Suit]], spare: int
) -> None:
    pool = list(parse_cards("2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC"))[: 6 + spare // 2]
    pool += list(parse_cards("2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD"))[: 6 + spare - spare // 2]
    clubs = sum(card.suit is Suit.CLUBS for card in pool)
    dealt = sample_hands(pool, [4, 4, 4], voids, random.Random(seed))
    assert (dealt is not None) == _can_deal(clubs, len(pool) - clubs, voids)
    if dealt is None:  # then a deal that ignores the voids
        dealt, voids = deal_unseen(pool, [4, 4, 4], voids, random.Random(seed)), [set()] * 3
    for hand, lacking in zip(dealt, voids, strict=True):
        assert len(hand) == 4
        assert not any(card.suit in lacking for card in hand)
    cards = [card for hand in dealt for card in hand]
    assert len(set(cards)) == len(cards)
    assert set(cards) <= set(pool)


def _positions(module: Any, rules: Any, seed: int) -> Any:
    """Each state of a random game, with the suits each seat has failed to follow so far, as
    the moves show them (independently of :func:`voids_shown`)."""
    rng = random.Random(seed)
    state = module.new_game(rules, seed=seed)
    lacking: list[set[Suit]] = [set() for _ in range(4)]
    while state.to_act is not None:
        yield state, [set(suits) for suits in lacking]
        action = rng.choice(state.legal_actions())
        if isinstance(action, Play) and state.trick and action.card.suit is not state.trick[0].suit:
            lacking[state.to_act].add(state.trick[0].suit)
        state, _ = state.apply(action)
        if state.to_act is not None and not state.trick and not state.played:
            lacking = [set() for _ in range(4)]  # a new hand or board


@pytest.mark.parametrize(
    ("module", "rules"),
    [(hearts, hearts.Rules(hands=1)), (bridge, bridge.Rules())],
    ids=["hearts", "bridge"],
)
def test_a_world_keeps_the_view_and_respects_every_void_shown(module: Any, rules: Any) -> None:
    rng = random.Random(1)
    constrained = 0
    for seed in range(6):
        for state, lacking in _positions(module, rules, seed):
            for seat in range(4):
                view = state.view(seat)
                world = module.determinize(view, rng)
                assert world.view(seat) == view
                for other in range(4):
                    if other == seat or not lacking[other]:
                        continue
                    constrained += 1
                    held = world.hands[other]
                    assert not any(card.suit in lacking[other] for card in held), (seed, other)
    assert constrained > 500


@pytest.mark.parametrize(
    ("name", "options"),
    [("euchre", {"single_hand": True}), ("skat", {"hands": 1}), ("doppelkopf", {"deals": 1})],
)
def test_a_world_keeps_a_shown_void_by_the_suit_a_card_follows(name: str, options: Any) -> None:
    # Euchre's left bower, Skat's jacks and Doppelkopf's trump queens are printed in a suit
    # they do not follow: a seat that showed it lacks trump may not be given the left bower,
    # and a seat that lacks diamonds may be (it is a trump). The worlds' voids are the game's
    # follow suits (engine.worlds.seen_by), so the cards dealt to a seat must be read the
    # same way.
    from tricktaker import get_game
    from tricktaker.engine.worlds import determinize_view, seen_by

    game = get_game(name)
    rules = game.rules(**options)
    rng = random.Random(7)
    checked = 0
    for seed in range(40):
        state = game.new_game(rules, seed=seed)
        while state.to_act is not None:
            view = state.view(state.to_act)
            _, voids = seen_by(view)
            if any(voids):
                world = determinize_view(view, rng)
                rules_of = view._game
                for seat, hand in enumerate(world.hands):
                    if seat == view.seat:
                        continue
                    for card in hand:
                        assert rules_of.follow_suit(view, card) not in voids[seat] - {None}, (
                            f"{name} seed {seed}: seat {seat} shown void in {voids[seat]} "
                            f"was given {card}"
                        )
                checked += 1
            state, _ = state.apply(rng.choice(state.legal_actions()))
    assert checked > 50  # positions with a void shown were met
