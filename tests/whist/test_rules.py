"""Whist's rules as pagat.com's English whist gives them (docs/rules/whist.md), row by row."""

from __future__ import annotations

import random

import pytest

from tricktaker import Card, Play, RulesError, parse_cards, whist
from tricktaker.cards import STANDARD_DECK, Suit
from tricktaker.engine import position

# the trick in play order, trump; the index of the card that wins
TRICKS = [
    ("the highest of the suit led", "9H KH 2H 10H", Suit.SPADES, 1),
    ("a trump beats the suit led", "KS AS 2H 3S", Suit.HEARTS, 2),
    ("the higher of two trumps", "KS 2H 3H AS", Suit.HEARTS, 2),
    ("a card of another suit never wins", "2C AD AH AS", Suit.CLUBS, 0),
]


@pytest.mark.parametrize(("case", "cards", "trump", "winner"), TRICKS, ids=[r[0] for r in TRICKS])
def test_the_trick_winner(case: str, cards: str, trump: Suit, winner: int) -> None:
    at = position(_public=position(trump=trump))
    assert whist.Whist().trick_winner(at, parse_cards(cards)) == winner


def test_the_dealers_last_card_is_turned_and_stays_the_dealers() -> None:
    state, events = whist.start(whist.Rules(), seed=3)
    assert state.trump_card in state.hands[state.dealer]
    assert state.trump is state.trump_card.suit
    assert [type(event).__name__ for event in events] == ["HandStarted", "TrumpTurned"]
    for seat in range(4):  # every seat knows the dealer holds it until it is played
        assert state.view(seat).shown_hands[state.dealer] == (state.trump_card,)


def play_out(state: whist.State, seed: int) -> whist.State:
    rng = random.Random(seed)
    number = state.hand_number
    while not state.is_over and state.hand_number == number:
        state = state.apply(rng.choice(state.legal_actions()))[0]
    return state


# tricks taken by seats 0..3, the totals before; each seat's points (its side's)
SCORES = [
    ("seven tricks score one", (4, 3, 3, 3), (0, 0, 0, 0), (1, 0, 1, 0)),
    ("the book scores nothing", (3, 4, 3, 3), (0, 0, 0, 0), (0, 1, 0, 1)),
    ("a grand slam scores seven", (7, 0, 6, 0), (0, 0, 0, 0), (7, 0, 7, 0)),
]


@pytest.mark.parametrize(("case", "taken", "before", "points"), SCORES, ids=[r[0] for r in SCORES])
def test_a_hand_scores_the_tricks_over_six(
    case: str, taken: tuple[int, ...], before: tuple[int, ...], points: tuple[int, ...]
) -> None:
    state = whist.new_game(whist.Rules(), seed=1)
    at = position(rules=state.rules, tricks_taken=taken, scores=before, _hidden=state._hidden)
    assert whist.Whist().deal_points(at) == points


def test_honours_count_for_the_side_dealt_them_unless_it_is_one_short() -> None:
    rules = whist.Rules(honours=True)
    honours, turned = parse_cards("AH KH QH JH"), Card.parse("2H")
    rest = [card for card in STANDARD_DECK if card not in honours and card is not turned]
    hands = [
        [*honours[:2], turned, *rest[:10]],
        rest[10:23],
        [*honours[2:], *rest[23:34]],
        rest[34:],
    ]  # seats 0 and 2 hold the four honours of hearts, the dealer turns 2♥
    state = whist.new_game(rules, seed=1, deal=whist.Deal(hands, turned=turned))
    game = whist.Whist()
    assert state.trump is Suit.HEARTS

    def points(before: tuple[int, ...]) -> tuple[int, ...]:
        at = position(rules=rules, tricks_taken=(3, 4, 3, 3), scores=before,
                      _hidden=state._hidden, trump=Suit.HEARTS)  # fmt: skip
        return game.deal_points(at)

    assert points((0, 0, 0, 0)) == (4, 1, 4, 1)  # four honours: 4; the tricks: 1
    assert points((4, 0, 4, 0)) == (0, 1, 0, 1)  # one short of 5: no honours
    assert points((0, 4, 0, 4)) == (0, 1, 0, 1)  # the tricks end the game: too late for them


def test_the_first_side_to_the_target_wins() -> None:
    for target in (5, 7):
        state = whist.new_game(whist.Rules(target=target), seed=target)
        while not state.is_over:
            state = play_out(state, state.hand_number)
        best = max(state.scores)
        assert best >= target
        assert set(state.winners) in ({0, 2}, {1, 3})
        assert all(state.scores[seat] == best for seat in state.winners)


def test_following_suit() -> None:
    state = whist.new_game(whist.Rules(), seed=2)
    led = state.legal_actions()[0]
    after = state.apply(led)[0]
    suit = led.card.suit
    hand = after.hands[after.to_act]
    legal = [action.card for action in after.legal_actions()]
    held = [card for card in hand if card.suit is suit]
    assert legal == (held or list(hand))
    if held and len(held) < len(hand):
        other = next(card for card in hand if card.suit is not suit)
        assert after.refusal(Play(other)).code == "must_follow_suit"


def test_bad_rules_are_refused_naming_the_field() -> None:
    for field, value in (("players", 3), ("target", 6), ("first_dealer", 4), ("honours", 1)):
        with pytest.raises(RulesError, match=f"Rules.{field}"):
            whist.Rules(**{field: value})
