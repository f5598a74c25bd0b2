"""The card masks and their tables, checked against the rule they serve: a set of cards in
canonical order (by ``Card.index``), a suit's cards those of that suit."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from tricktaker.actions import PLAYS
from tricktaker.cards import CARD_COUNT, Card, CardKind, Suit
from tricktaker.masks import (
    BITS,
    DOUBLE_SUIT_MASKS,
    NO_SUIT_SHIFT,
    SUIT_MASKS,
    cards_of,
    mask_of,
    plays_of,
    suit_cards,
    suit_plays,
)

ALL_CARDS = [Card.from_index(index) for index in range(CARD_COUNT)]
card_sets = st.sets(st.sampled_from(ALL_CARDS))


@given(card_sets)
def test_a_mask_holds_its_cards_in_canonical_order(cards: set[Card]) -> None:
    mask = mask_of(cards)
    ordered = tuple(sorted(cards, key=lambda card: card.index))
    assert mask.bit_count() == len(cards)
    assert cards_of(mask) == ordered
    assert plays_of(mask) == tuple(PLAYS[card.index] for card in ordered)
    assert all(plays_of(mask)[i] is PLAYS[card.index] for i, card in enumerate(ordered))


@given(card_sets, st.sampled_from(list(Suit)))
def test_a_suits_cards_are_those_of_that_suit(cards: set[Card], suit: Suit) -> None:
    mask = mask_of(cards)
    of_suit = tuple(  # a tarot knight is of a suit but outside its 13 bits (masks.py)
        sorted(
            (card for card in cards if card.suit is suit and card.kind is not CardKind.KNIGHT),
            key=lambda c: c.index,
        )
    )
    assert suit_cards(mask, suit) == of_suit
    assert suit_plays(mask, suit) == tuple(PLAYS[card.index] for card in of_suit)
    assert bool(mask & DOUBLE_SUIT_MASKS[suit]) == bool(of_suit)
    assert bool(mask & SUIT_MASKS[suit]) == any(card.number != 2 for card in of_suit)


def test_each_card_has_its_own_bit_and_the_suits_their_own_thirteen() -> None:
    assert len(set(BITS)) == CARD_COUNT
    for card in ALL_CARDS:
        bit = BITS[card.index]
        if card.suit is None or card.kind is CardKind.KNIGHT:
            assert bit >> NO_SUIT_SHIFT
            assert not any(bit & m for m in SUIT_MASKS)
        else:
            assert [suit for suit in Suit if bit & DOUBLE_SUIT_MASKS[suit]] == [card.suit]
            assert bool(bit & SUIT_MASKS[card.suit]) == (card.number != 2)  # a second copy
    assert mask_of([ALL_CARDS[0], ALL_CARDS[0]]) == 1
