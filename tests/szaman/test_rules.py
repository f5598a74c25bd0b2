"""Unit tests of tricktaker.szaman.rules: the rule set and the checks of the pure functions."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tricktaker import (
    Card,
    IllegalActionError,
    RulesError,
    Suit,
    TricktakerError,
    parse_cards,
    szaman,
)
from tricktaker.actions import Play
from tricktaker.cards import SZAMAN_DECK, shuffled
from tricktaker.engine import position
from tricktaker.masks import BITS, cards_of, mask_of
from tricktaker.szaman import (
    Rules,
    hand_penalty,
    legal_plays,
    starting_card,
    trick_points,
    trick_winner,
)
from tricktaker.szaman.rules import (
    GAME_RULES,
    JOKER_OF,
    JOKER_SUITS,
    playable_mask,
    trick_result,
)


def test_rules_are_frozen_hashable_values() -> None:
    rules = Rules(players=3, variant="russian", target=50)
    assert rules == Rules(players=3, variant="russian", target=50)
    assert hash(rules) == hash(Rules(players=3, variant="russian", target=50))
    with pytest.raises(AttributeError):
        rules.players = 4  # type: ignore[misc]


def test_rules_are_keyword_only() -> None:
    with pytest.raises(TypeError):
        Rules(3)  # type: ignore[call-arg]


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_every_table_size_is_allowed(players: int) -> None:
    assert Rules(players=players).players == players


def test_rules_errors_are_tricktaker_and_value_errors() -> None:
    with pytest.raises(RulesError) as info:
        Rules(players=8)
    assert isinstance(info.value, TricktakerError)
    assert isinstance(info.value, ValueError)
    assert str(info.value) == "Rules.players must be an int from 2 to 6, not 8"


def test_target_may_be_any_int_and_hands_any_positive_int() -> None:
    assert Rules(target=-10, hands=1).target == -10
    assert Rules(hands=20).hands == 20


def test_is_russian() -> None:
    assert Rules(variant="russian").is_russian
    assert not Rules().is_russian


@pytest.mark.parametrize(
    "call",
    [
        lambda: trick_winner(()),
        lambda: trick_points(()),
    ],
    ids=["trick_winner", "trick_points"],
)
def test_an_empty_trick_has_no_winner(call: object) -> None:
    assert callable(call)
    with pytest.raises(TricktakerError, match="needs at least one card"):
        call()


@pytest.mark.parametrize(
    ("cards", "message"),
    [
        ("W1 2C", "must be Szaman cards"),
        ("2C N1", "must be Szaman cards"),
        ("2C 2C", "holds 2♣ twice"),
    ],
)
def test_the_functions_refuse_cards_of_other_games_and_duplicates(cards: str, message: str) -> None:
    parsed = parse_cards(cards)
    for call in (
        lambda: trick_winner(parsed),
        lambda: trick_points(parsed),
        lambda: hand_penalty(parsed),
        lambda: legal_plays(parsed, ()),
        lambda: starting_card(parsed),
    ):
        with pytest.raises(TricktakerError, match=message):
            call()


def test_non_cards_are_refused() -> None:
    with pytest.raises(TricktakerError, match="must be Szaman cards"):
        hand_penalty(["2C"])  # type: ignore[list-item]


def test_legal_plays_refuses_a_suit_without_a_lead() -> None:
    with pytest.raises(IllegalActionError, match="no card is led"):
        legal_plays(parse_cards("2C"), (), Suit.CLUBS)


def test_a_suit_that_is_not_a_suit_is_refused() -> None:
    with pytest.raises(IllegalActionError, match="RJ leads ♦ or ♥, not H"):
        trick_winner(parse_cards("RJ"), "H")  # type: ignore[arg-type]


def test_legal_plays_refuses_a_card_both_in_the_hand_and_in_the_trick() -> None:
    with pytest.raises(TricktakerError, match="9♥ cannot be both in the hand and in the trick"):
        legal_plays(parse_cards("2C 9H"), parse_cards("9H"))


def test_legal_plays_refuses_a_jokers_always_playable_that_is_not_a_bool() -> None:
    with pytest.raises(TricktakerError, match="jokers_always_playable must be True or False"):
        legal_plays(parse_cards("2C"), parse_cards("9H"), jokers_always_playable=1)  # type: ignore[arg-type]


# The game's follow-suit rule on masks (playable_mask) against the rule (legal_plays).
HANDS = st.lists(st.sampled_from(SZAMAN_DECK), min_size=1, max_size=12, unique=True)


@given(
    hand=HANDS.map(lambda cards: tuple(sorted(cards))),
    led=st.sampled_from(sorted(set(SZAMAN_DECK) - {Card.parse("RJ"), Card.parse("BJ")})),
    any_joker=st.booleans(),
)
def test_the_fused_follow_path_agrees_with_legal_plays(
    hand: tuple[Card, ...], led: Card, any_joker: bool
) -> None:
    hand = tuple(card for card in hand if card is not led)
    assert led.suit is not None
    fused = playable_mask(mask_of(hand), led.suit, any_joker)
    expected = legal_plays(hand, (led,), jokers_always_playable=any_joker)
    assert cards_of(fused) == expected


def test_trick_points_refuses_an_unknown_variant() -> None:
    with pytest.raises(RulesError, match="variant must be 'classic' or 'russian'"):
        trick_points(parse_cards("2C"), variant="polish")  # type: ignore[arg-type]


def test_the_pure_functions_accept_any_sequence_and_return_tuples() -> None:
    hand = list(parse_cards("2C 7H QH"))
    assert legal_plays(hand, [Card.parse("9H")]) == parse_cards("7H QH")
    assert isinstance(legal_plays(hand, []), tuple)
    assert trick_points(list(parse_cards("2C 3C"))) == (0, 5)
    assert hand_penalty(iter(parse_cards("7C 9D"))) == 2
    assert starting_card(()) is None
    assert starting_card(parse_cards("RJ BJ")) is None


def test_a_single_card_trick() -> None:
    assert trick_winner(parse_cards("4D")) == 0
    assert trick_points(parse_cards("4D")) == (5,)
    assert trick_points(parse_cards("8H")) == (8,)


def test_the_package_exports_the_contract() -> None:
    for name in ("trick_winner", "legal_plays", "trick_points", "hand_penalty", "new_game"):
        assert callable(getattr(szaman, name))
    assert szaman.trick_winner.__module__ == "tricktaker.szaman"


# The game's plays of a lead against the rule: any card may lead, and a led Joker names one
# of the suits of its colour (JOKER_SUITS), each a separate action.
@given(hand=HANDS.map(lambda cards: tuple(sorted(cards))))
def test_the_fused_lead_path_agrees_with_the_rule(hand: tuple[Card, ...]) -> None:
    expected = [Play(card) for card in legal_plays(hand, ()) if not card.is_joker]
    for joker in (Card.parse("RJ"), Card.parse("BJ")):
        if joker in hand:
            expected += [Play(joker, suit=suit) for suit in JOKER_SUITS[joker]]
    assert GAME_RULES.plays(position(trick=()), mask_of(hand)) == tuple(expected)


# The one-card question (a card's bit in playable_mask) against the rule, over any hand and
# led suit.
@given(
    hand=HANDS.map(lambda cards: tuple(sorted(cards))),
    led=st.sampled_from(list(Suit)),
    any_joker=st.booleans(),
)
def test_the_one_card_follow_question_agrees_with_the_rule(
    hand: tuple[Card, ...], led: Suit, any_joker: bool
) -> None:
    # The rule as RULES.md states it: a hand holding the led suit plays a card that follows
    # (of the suit, the Joker of its colour, or with the option either Joker); else any.
    holds = any(card.suit is led for card in hand)
    allowed = [
        card
        for card in hand
        if not holds or card.suit is led or card is JOKER_OF[led] or (any_joker and card.is_joker)
    ]
    for card in hand:
        may = bool(playable_mask(mask_of(hand), led, any_joker) & BITS[card.index])
        assert may == (card in allowed)


# The deal: the deck shuffled by (seed, hand number), seat 0 receives its first 8 cards, seat
# 1 the next 8, and so on; the rest is the stock, its first card drawn first.
@given(seed=st.integers(0, 2**32), hand_number=st.integers(1, 9), players=st.integers(2, 6))
def test_the_dealt_masks_are_the_dealt_hands(seed: int, hand_number: int, players: int) -> None:
    deck = shuffled(SZAMAN_DECK, f"szaman:{seed}:{hand_number}")
    rules = Rules(players=players)
    dealt = GAME_RULES.deal(rules, seed, hand_number, GAME_RULES.dealer(rules, hand_number))
    for seat, mask in enumerate(dealt.hands):
        assert cards_of(mask) == tuple(sorted(deck[8 * seat : 8 * seat + 8]))
    assert dealt.rest == deck[8 * players :]


# The state's one-pass trick end (trick_result) from any leader against the public rules
# (which read it in play order), over any complete trick: its first card sets the led suit (a
# led Joker names one of its colour's), and card i is the i-th seat's from the leader.
@given(
    cards=st.lists(st.sampled_from(SZAMAN_DECK), min_size=1, max_size=6, unique=True),
    named=st.integers(0, 1),
    russian=st.booleans(),
    leader=st.integers(0, 5),
)
def test_the_one_pass_trick_end_agrees_with_the_public_rules(
    cards: list[Card], named: int, russian: bool, leader: int
) -> None:
    leader %= len(cards)
    led = cards[0].suit or JOKER_SUITS[cards[0]][named]
    won_by = trick_winner(cards, led)
    in_play_order = trick_points(cards, led, "russian" if russian else "classic")
    by_seat = [in_play_order[(seat - leader) % len(cards)] for seat in range(len(cards))]
    assert trick_result(cards, led, russian, leader) == ((leader + won_by) % len(cards), by_seat)
