"""Every seat's view of a Doppelkopf game reads back from JSON, and the worlds drawn for it
agree with what it shows of the pigs (a house rule, pagat.com: a seat dealt both diamond
aces, and not both queens of clubs, holds them as pigs, and the deal's event says so; so a
deal that shows none dealt nobody both diamond aces without both queens of clubs)."""

from __future__ import annotations

import itertools
import random

import pytest

from tricktaker import from_json, to_json
from tricktaker.doppelkopf import Contract, Declare, Phase, Rules, State, start
from tricktaker.doppelkopf.rules import FOXES, QUEENS, holds_pigs, trick_seats
from tricktaker.engine.worlds import determinize_view
from tricktaker.masks import mask_of


def _games(rules: Rules, seed: int) -> list[State]:
    """The states of a game of biased random play: mostly the normal game, marriages said."""
    rng = random.Random(seed)
    state = start(rules, seed=seed)[0]
    states = [state]
    while state.to_act is not None:
        legal = state.legal_actions()
        action = rng.choice(legal)
        if state.phase is Phase.RESERVE:
            if Declare(Contract.HOCHZEIT) in legal and rng.random() < 0.5:
                action = Declare(Contract.HOCHZEIT)
            elif rng.random() < 0.8:
                action = Declare(Contract.NORMAL)
        state = state.apply(action)[0]
        states.append(state)
    return states


def test_a_view_whose_seat_played_both_diamond_aces_unshown_reads_back() -> None:
    # Deal 2 of seed 49, a Karosolo: seat 3 has played both diamond aces and one queen of
    # clubs, and no pigs were shown, so it was dealt both queens of clubs; a world of seat
    # 0's view must deal it the other one, or it holds the pigs the deal did not show.
    state = _games(Rules(deals=2, pigs=True, first_dealer=2), 49)[92]
    view = state.view(0)
    assert view.pigs is None
    assert view.contract is Contract.KARO
    by_three = mask_of([card for by, card in trick_seats(view) if by == 3])
    assert by_three & FOXES == FOXES
    assert (by_three & QUEENS).bit_count() == 1
    assert from_json(to_json(view)) == view


_OPTIONS = list(itertools.product((False, True), repeat=3))


@pytest.mark.parametrize(("pigs", "without_nines", "second_dulle"), _OPTIONS)
def test_every_seats_view_reads_back_from_json(
    pigs: bool, without_nines: bool, second_dulle: bool
) -> None:
    for seed in range(2):
        rules = Rules(
            deals=2, pigs=pigs, without_nines=without_nines, second_dulle=second_dulle,
            first_dealer=seed % 4,
        )  # fmt: skip
        for state in _games(rules, 100 * seed + 8 * pigs + 4 * without_nines + second_dulle):
            for seat in range(4):
                view = state.view(seat)
                assert from_json(to_json(view)) == view


def _dealt(view: object, hands: tuple[tuple[object, ...], ...]) -> list[int]:
    """Each seat's cards of the deal: those it holds and those it has played."""
    dealt = [mask_of(hand) for hand in hands]  # type: ignore[arg-type]
    for by, card in trick_seats(view):
        dealt[by] |= mask_of([card])
    return dealt


@pytest.mark.parametrize("seed", range(6))
def test_the_search_worlds_deal_the_pigs_only_where_shown(seed: int) -> None:
    rng = random.Random(seed)
    for state in _games(Rules(deals=2, pigs=True, first_dealer=seed % 4), seed)[::3]:
        if state.phase is not Phase.PLAY:
            continue
        for seat in range(4):
            view = state.view(seat)
            world = determinize_view(view, rng)
            for other, dealt in enumerate(_dealt(view, world.hands)):
                pigs = dealt & FOXES == FOXES and dealt & QUEENS != QUEENS
                assert pigs is (view.pigs == other), (seed, seat, other, view.pigs)


def _no_pigs_for_both_queens(count: int) -> list[int]:
    """The first ``count`` seeds whose one deal gives a seat both diamond aces and both
    queens of clubs: no pigs, which a world that misplaces a queen would make."""
    both = FOXES | QUEENS
    return [
        seed
        for seed in range(2000)
        if any(mask_of(hand) & both == both for hand in start(Rules(pigs=True), seed=seed)[0].hands)
    ][:count]


@pytest.mark.parametrize("seed", _no_pigs_for_both_queens(8))
def test_views_and_worlds_of_diamond_aces_held_with_both_queens(seed: int) -> None:
    rng = random.Random(seed)
    for state in _games(Rules(deals=1, pigs=True), seed):
        assert state.pigs is None
        for seat in range(4):
            view = state.view(seat)
            assert from_json(to_json(view)) == view
            if state.phase is Phase.PLAY:
                world = determinize_view(view, rng)
                assert world.view(seat) == view
                for other, dealt in enumerate(_dealt(view, world.hands)):
                    assert not holds_pigs(dealt), (seat, other)


def test_a_swap_goes_to_a_seat_that_has_not_shown_it_lacks_the_card() -> None:
    from tricktaker import parse_cards
    from tricktaker.doppelkopf.rules import _swap

    fox, plain = mask_of(parse_cards("AD")), ~QUEENS & ~FOXES
    hands = [
        0,
        fox | mask_of(parse_cards("KS")),
        mask_of(parse_cards("9H")),
        mask_of(parse_cards("9C")),
    ]
    lacks = [0, 0, fox, 0]  # seat 2 has shown it holds no trump
    assert _swap(hands, lacks, 1, [2, 3], FOXES, plain)
    assert hands[3] & fox
    assert not hands[1] & fox
    hands = [0, fox, mask_of(parse_cards("9H")), mask_of(parse_cards("9C"))]
    assert _swap(hands, [0, 0, fox, fox], 1, [2, 3], FOXES, plain)  # none may: any takes it
    assert hands[2] & fox
    assert not _swap(hands, [0] * 4, 1, [2, 3], FOXES, plain)  # seat 1 holds no fox now
