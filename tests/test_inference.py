"""Worlds weighed by the bids made (``search_bot(inference=True)`` of Wizard and Oh Hell).

A bid is what an opponent says of its hand: with ``inference`` a world is kept with the
chance of its fit to the bids (:func:`tricktaker.engine.worlds.bid_fit`), each bidder's hand
as dealt being what it holds in the world and what it has played this round. The worlds must
stay worlds of the view, and lean towards the hands that the bids speak of.
"""

from __future__ import annotations

import functools
import math
import random
import statistics
from collections.abc import Iterator
from typing import Any

import pytest

from tricktaker import Card, ohhell, wizard
from tricktaker.engine.worlds import bid_fit
from tricktaker.worlds import seats_of_plays

GAMES = [
    pytest.param(wizard, wizard.Rules(players=4), id="wizard-4"),
    pytest.param(wizard, wizard.Rules(players=3), id="wizard-3"),
    pytest.param(ohhell, ohhell.Rules(players=4, schedule=(8, 5), hook=True), id="ohhell-4"),
    pytest.param(ohhell, ohhell.Rules(players=5, schedule=(6,)), id="ohhell-5"),
]


def positions(module: Any, rules: Any, games: int) -> Iterator[tuple[Any, Any, list[Any]]]:
    """Every decision of heuristic bots' games: the state, the view of the seat to act, and
    the cards each seat has played this round (from the events, not from the view)."""
    for seed in range(games):
        state = module.new_game(rules, seed=seed)
        bots = [module.HeuristicBot(seed=seat) for seat in range(rules.players)]
        played: list[list[Card]] = [[] for _ in range(rules.players)]
        while not state.is_over:
            view = state.view(state.to_act)
            yield state, view, [list(cards) for cards in played]
            state, events = state.apply(bots[view.seat].choose(view))
            for event in events:
                if type(event).__name__ == "CardPlayed":
                    played[event.seat].append(event.card)
                elif type(event).__name__ == "RoundStarted":
                    played = [[] for _ in range(rules.players)]


def winner_under(winner: Any, trump: Any, cards: Any) -> int:
    return int(winner(cards, trump))


@pytest.mark.parametrize(("module", "rules"), GAMES)
def test_the_seats_of_the_cards_played_are_found_from_the_tricks(module: Any, rules: Any) -> None:
    checked = 0
    for _, view, played in positions(module, rules, 3):
        seats = seats_of_plays(
            view.played, view.trick, view.leader, players=rules.players,
            winner=functools.partial(winner_under, module.trick_winner, view.trump),
        )  # fmt: skip
        found: list[list[Card]] = [[] for _ in range(rules.players)]
        for card, seat in zip((*view.played, *view.trick), seats, strict=True):
            found[seat].append(card)
        assert found == played
        checked += bool(view.played)
    assert checked > 50


@pytest.mark.parametrize(("module", "rules"), GAMES)
def test_a_world_weighed_by_the_bids_is_a_world_of_the_view(module: Any, rules: Any) -> None:
    rng = random.Random(5)
    checked = 0
    for state, view, _ in positions(module, rules, 3):
        world = module.determinize(view, rng, (), inference=True)
        assert type(world) is module.State
        assert world.view(view.seat) == view
        assert [len(hand) for hand in world.hands] == [len(hand) for hand in state.hands]
        cards = [card for hand in world.hands for card in hand]
        cards += [*world.trick, *world.played]
        if world.trump_card is not None:
            cards.append(world.trump_card)
        assert len(cards) == len(set(cards))
        checked += any(bid is not None for bid in view.bids)
    assert checked > 100


@pytest.mark.parametrize(("module", "rules"), GAMES)
def test_the_worlds_lean_towards_the_hands_the_bids_speak_of(module: Any, rules: Any) -> None:
    # The other seats bid as the heuristic bot does, by its estimate; with inference the
    # worlds' hands (as dealt) fit those bids better than uniform worlds' hands do.
    estimate = module.bots.bid_estimate
    fits: dict[bool, list[float]] = {False: [], True: []}
    for _, view, played in positions(module, rules, 4):
        others = [s for s, bid in enumerate(view.bids) if bid is not None and s != view.seat]
        if not others:
            continue
        for inference in (False, True):
            rng = random.Random(view.seat)
            for _ in range(4):
                world = module.determinize(view, rng, (), inference=inference)
                dealt = [[*hand, *played[s]] for s, hand in enumerate(world.hands)]
                fits[inference].append(bid_fit(view.bids, dealt, others, estimate, view.trump))
    assert len(fits[True]) > 400
    # the fit's mean under each, and how far apart they are in standard errors (the worlds
    # drawn independently): a uniform sampler kept the worlds' fit where it was
    mean, spread = {}, 0.0
    for inference, found in fits.items():
        mean[inference] = statistics.fmean(found)
        spread += statistics.variance(found) / len(found)
    assert mean[True] - mean[False] > 5 * math.sqrt(spread), mean


@pytest.mark.parametrize("module", [wizard, ohhell])
def test_the_bot_with_inference_is_seeded(module: Any) -> None:
    state = module.new_game(module.Rules(players=4), seed=8)
    while not any(bid is not None for bid in state.bids) or len(state.legal_actions()) < 2:
        state, _ = state.apply(state.legal_actions()[0])
    view = state.view(state.to_act)
    choices = {module.search_bot(2, simulations=30, inference=True).choose(view) for _ in range(3)}
    assert len(choices) == 1
    assert choices <= set(view.legal_actions())
