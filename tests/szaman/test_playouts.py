"""Random legal Szaman games, checked against RULES.md at every step.

Each game is played by a seeded random choice among ``legal_actions()``. At every state the 54
cards are each in exactly one place; every transition is checked against an independent reading
of the rules (who wins, the points, who draws which card, when the hand ends, the penalties);
illegal actions raise and change nothing; the totals and the winners add up.
"""

from __future__ import annotations

import random
from typing import Any

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tricktaker import Card, CardPlayed, IllegalActionError, Play, Suit
from tricktaker.cards import SZAMAN_DECK
from tricktaker.events import Event
from tricktaker.szaman import (
    CardDrawn,
    GameOver,
    HandScored,
    HandStarted,
    Phase,
    Rules,
    State,
    TrickWon,
    hand_penalty,
    legal_plays,
    start,
    starting_card,
    trick_points,
    trick_winner,
)

RULES = st.builds(
    Rules,
    players=st.integers(2, 6),
    variant=st.sampled_from(["classic", "russian"]),
    lead_starting_card=st.booleans(),
    jokers_always_playable=st.booleans(),
) | st.builds(
    Rules,
    players=st.integers(2, 6),
    lead_starting_card=st.booleans(),
    jokers_always_playable=st.booleans(),
    end_before_draw=st.just(True),  # classic only
)
SEEDS = st.integers(0, 2**63 - 1)


def where(state: State) -> list[Card]:
    """Every card the state holds: hands, stock (with the Russian cards out of play), the trick
    in progress and this hand's finished tricks."""
    cards = [card for hand in state.hands for card in hand]
    return cards + list(state.stock) + list(state.trick) + list(state.played)


def check_conservation(state: State) -> None:
    cards = where(state)
    assert len(cards) == 54
    assert sorted(cards) == list(SZAMAN_DECK)  # so each card exactly once
    for hand in state.hands:
        assert list(hand) == sorted(hand)


def check_view(state: State) -> None:
    seat = state.to_act
    assert seat is not None
    view = state.view(seat)
    assert view.hand == state.hands[seat]
    assert view.hand_sizes == tuple(len(hand) for hand in state.hands)
    assert view.stock_size == len(state.stock)
    assert view.legal_actions() == state.legal_actions()
    other = state.view((seat + 1) % state.rules.players)
    assert other.legal_actions() == ()
    assert view.played == other.played == state.played  # every seat saw the finished tricks
    assert view.led_suits == other.led_suits == state.led_suits
    hidden = {card for i, hand in enumerate(state.hands) if i != other.seat for card in hand}
    shown = set(other.hand) | set(other.trick) | set(other.played)
    assert not hidden & shown
    assert not set(state.stock) & shown


def check_deal(state: State, events: tuple[Event, ...], hand_number: int) -> None:
    players = state.rules.players
    [started] = [event for event in events if isinstance(event, HandStarted)]
    assert started.hand_number == state.hand_number == hand_number
    assert started.hands == state.hands
    assert [len(hand) for hand in state.hands] == [8] * players
    assert started.stock_size == len(state.stock) == 54 - 8 * players
    assert state.played == state.trick == state.led_suits == ()
    assert state.hand_points == (0,) * players
    lowest = starting_card([card for hand in state.hands for card in hand])
    assert started.starting_card is lowest
    assert lowest in state.hands[state.leader]
    assert state.to_act == state.leader == started.leader
    for seat in range(players):
        seen = started.for_seat(seat).hands
        assert seen[seat] == state.hands[seat]
        assert all(hand is None for i, hand in enumerate(seen) if i != seat)


def check_illegal_actions(state: State, rng: random.Random) -> None:
    """Actions that are not legal raise IllegalActionError and leave the state as it was."""
    seat = state.to_act
    assert seat is not None
    legal = state.legal_actions()
    hand = state.hands[seat]
    before = (state, hash(state), legal)
    tries: list[Any] = [
        Play(rng.choice([card for card in SZAMAN_DECK if card not in hand])),
        Bogus(),
        rng.choice(hand),  # a bare card, not an action
    ]
    tries += [Play(card) for card in hand if Play(card) not in legal]
    for action in legal:
        card = action.card
        if action.suit is None:
            tries.append(Play(card, suit=rng.choice(list(Suit))))
        else:  # a led Joker: no suit, or a suit of the other colour
            other = [suit for suit in Suit if suit.color is not card.color]
            tries += [Play(card), Play(card, suit=rng.choice(other))]
    for action in tries:
        with pytest.raises(IllegalActionError, match=r"^cannot "):
            state.apply(action)
        assert (state, hash(state), state.legal_actions()) == before


def check_legal_cards(state: State, legal: tuple[Play, ...]) -> None:
    """The state's legal cards (its fused fast path) are those of the pure legal_plays."""
    assert state.to_act is not None
    hand = state.hands[state.to_act]
    cards = tuple(dict.fromkeys(action.card for action in legal))
    if state.trick:
        named = state.trick_suit if state.trick[0].is_joker else None
        rules = state.rules
        expected = legal_plays(
            hand, state.trick, named, jokers_always_playable=rules.jokers_always_playable
        )
        assert cards == expected
    elif state.played or not state.rules.lead_starting_card:
        assert cards == hand
    else:
        assert cards == (starting_card(hand),)


class Bogus:
    """Not an action at all."""


def expected_draws(state: State, winner: int, hands: list[tuple[Card, ...]]) -> list[int]:
    """Who draws after the trick that left ``hands``, in order."""
    players = state.rules.players
    if state.rules.end_before_draw and not all(hands):
        return []
    if state.rules.is_russian:
        return (
            [(winner + k) % players for k in range(players)]
            if (len(state.stock) >= players)
            else []
        )
    return [winner] if state.stock else []


class Ledger:
    """Totals kept from the events alone, to check the state's scores against."""

    def __init__(self, players: int) -> None:
        self.trick_points = [0] * players
        self.penalties = [0] * players
        self.hand_trick_points = [0] * players

    def totals(self) -> tuple[int, ...]:
        return tuple(t - p for t, p in zip(self.trick_points, self.penalties, strict=True))


def check_transition(
    state: State, action: Play, after: State, events: tuple[Event, ...], ledger: Ledger
) -> None:
    rules = state.rules
    players = rules.players
    seat = state.to_act
    assert seat is not None
    assert events[0] == CardPlayed(seat=seat, card=action.card, suit=action.suit)
    trick = (*state.trick, action.card)
    hands = list(state.hands)
    hands[seat] = tuple(card for card in hands[seat] if card is not action.card)

    if len(trick) < players:  # the trick goes on
        assert len(events) == 1
        assert after.trick == trick
        assert after.hands == tuple(hands)
        assert after.stock == state.stock
        assert after.to_act == (seat + 1) % players
        named = action.suit if not state.trick else state.trick_suit
        assert after.trick_suit is (trick[0].suit if named is None else named)
        assert after.led_suits == state.led_suits
        return

    # The trick is complete: winner and points by an independent reading of the rules.
    named = state.trick_suit if trick[0].is_joker else None
    leader = state.leader
    winner = (leader + trick_winner(trick, named)) % players
    in_play_order = trick_points(trick, named, rules.variant)
    points = [0] * players
    for i, pts in enumerate(in_play_order):
        points[(leader + i) % players] = pts
    won = events[1]
    assert isinstance(won, TrickWon)
    assert won.winner == winner
    assert won.leader == leader
    assert won.cards == trick
    assert won.points == tuple(points)
    assert won.suit is (trick[0].suit if named is None else named)
    for i in range(players):
        ledger.trick_points[i] += points[i]
        ledger.hand_trick_points[i] += points[i]

    # Drawing: the classic winner draws one; in Russian all draw while the stock suffices.
    drawers = expected_draws(state, winner, hands)
    draws = [event for event in events if isinstance(event, CardDrawn)]
    assert [event.seat for event in draws] == drawers
    assert [event.card for event in draws] == list(state.stock[: len(drawers)])
    assert events[2 : 2 + len(draws)] == tuple(draws)
    for event in draws:
        assert event.card is not None
        hands[event.seat] = tuple(sorted((*hands[event.seat], event.card)))
        for other in range(players):
            assert event.for_seat(other).card is (event.card if other == event.seat else None)
    sizes = [len(hand) for hand in state.hands]
    sizes = [size - (1 if i == seat else 0) for i, size in enumerate(sizes)]
    for i in range(players):
        assert len(hands[i]) == sizes[i] + drawers.count(i)
    rest = events[2 + len(draws) :]

    # The end of a hand: classic when anyone is empty after the draw; Russian when all are.
    empty = [not hand for hand in hands]
    if rules.is_russian:
        assert len({len(hand) for hand in hands}) == 1  # Russian hands stay equal
        ends = all(empty)
    else:
        ends = any(empty)
    if not ends:
        assert rest == ()
        assert after.hands == tuple(hands)
        assert after.stock == state.stock[len(drawers) :]
        assert after.trick == ()
        assert after.trick_suit is None
        assert after.played == state.played + trick
        assert after.led_suits == (*state.led_suits, won.suit)
        assert after.to_act == after.leader == winner
        assert after.hand_points == tuple(ledger.hand_trick_points)
        assert after.scores == ledger.totals()
        return

    scored = rest[0]
    assert isinstance(scored, HandScored)
    penalties = [0 if rules.is_russian else hand_penalty(hand) for hand in hands]
    if rules.is_russian:
        assert all(empty)
    assert scored.hand_number == state.hand_number
    assert scored.trick_points == tuple(ledger.hand_trick_points)
    assert scored.penalties == tuple(penalties)
    assert scored.points == tuple(
        t - p for t, p in zip(ledger.hand_trick_points, penalties, strict=True)
    )
    for i in range(players):
        ledger.penalties[i] += penalties[i]
    ledger.hand_trick_points = [0] * players
    assert scored.scores == ledger.totals() == after.scores

    if state.hand_number < rules.hands:
        assert rest[1:2] == (rest[1],)
        assert len(rest) == 2
        check_deal(after, rest[1:], state.hand_number + 1)
        return
    over = rest[1]
    assert len(rest) == 2
    assert isinstance(over, GameOver)
    assert after.is_over
    assert after.phase is Phase.OVER
    assert after.to_act is None
    assert after.legal_actions() == ()
    assert after.led_suits == (*state.led_suits, won.suit)  # the last hand's, as played is
    distance = [abs(total - rules.target) for total in after.scores]
    assert after.winners == tuple(i for i, d in enumerate(distance) if d == min(distance))
    assert over == GameOver(scores=after.scores, winners=after.winners)
    for i in range(players):
        assert after.view(i).legal_actions() == ()


def play_out(rules: Rules, seed: int, choice_seed: int, *, check_illegal: bool = True) -> State:
    rng = random.Random(choice_seed)
    state, opening = start(rules, seed=seed)
    check_deal(state, opening, 1)
    ledger = Ledger(rules.players)
    while not state.is_over:
        check_conservation(state)
        check_view(state)
        legal = state.legal_actions()
        assert legal
        assert len(set(legal)) == len(legal)
        check_legal_cards(state, legal)
        if rules.is_russian and not state.trick:
            assert len({len(hand) for hand in state.hands}) == 1
        if check_illegal:
            check_illegal_actions(state, rng)
        action = rng.choice(legal)
        after, events = state.apply(action)
        check_transition(state, action, after, events, ledger)
        state = after
    check_conservation(state)
    return state


@given(rules=RULES, seed=SEEDS, choice_seed=SEEDS)
def test_random_games_keep_every_rule(rules: Rules, seed: int, choice_seed: int) -> None:
    final = play_out(rules, seed, choice_seed)
    assert final.hand_number == rules.hands
    assert final.winners


@given(rules=RULES, seed=SEEDS, choice_seed=SEEDS)
@settings(max_examples=20)
def test_apply_accepts_exactly_the_legal_actions(rules: Rules, seed: int, choice_seed: int) -> None:
    """Every card of the hand, with and without each suit named: accepted iff offered."""
    rules = attrs.evolve(rules, hands=1)
    rng = random.Random(choice_seed)
    state = start(rules, seed=seed)[0]
    while not state.is_over:
        assert state.to_act is not None
        legal = set(state.legal_actions())
        for card in state.hands[state.to_act]:
            for suit in (None, *Suit):
                action = Play(card, suit=suit)
                try:
                    state.apply(action)
                except IllegalActionError:
                    assert action not in legal
                else:
                    assert action in legal
        state = state.apply(rng.choice(sorted(legal, key=str)))[0]


@given(rules=RULES, seed=SEEDS)
@settings(max_examples=20)
def test_the_same_seed_replays_the_same_game(rules: Rules, seed: int) -> None:
    first = play_out(rules, seed, 1, check_illegal=False)
    again = play_out(rules, seed, 1, check_illegal=False)
    assert first == again
