"""Cards, suits, ranks, decks and shuffling, checked against RULES.md "Cards shared by both games"
and DESIGN.md (interned, immutable values; suit/rank None for specials; parsing rules)."""

from __future__ import annotations

import copy
import pickle
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tricktaker import (
    Card,
    CardKind,
    CardParseError,
    Color,
    Rank,
    Suit,
    TricktakerError,
    format_cards,
    parse_cards,
)
from tricktaker.cards import (
    JESTERS,
    JOKERS,
    STANDARD_DECK,
    SZAMAN_DECK,
    WIZARD_DECK,
    WIZARDS,
    shuffled,
)

# RULES.md: suits in tie-break order with their letters and symbols.
SUITS = [
    (Suit.CLUBS, "C", "♣"),
    (Suit.DIAMONDS, "D", "♦"),
    (Suit.HEARTS, "H", "♥"),
    (Suit.SPADES, "S", "♠"),
]
# RULES.md: ranks low to high, as printed; 10 may also be written T.
RANKS = [
    (Rank.TWO, "2"),
    (Rank.THREE, "3"),
    (Rank.FOUR, "4"),
    (Rank.FIVE, "5"),
    (Rank.SIX, "6"),
    (Rank.SEVEN, "7"),
    (Rank.EIGHT, "8"),
    (Rank.NINE, "9"),
    (Rank.TEN, "10"),
    (Rank.JACK, "J"),
    (Rank.QUEEN, "Q"),
    (Rank.KING, "K"),
    (Rank.ACE, "A"),
]
SPECIALS = ["RJ", "BJ", "W1", "W2", "W3", "W4", "N1", "N2", "N3", "N4"]
SUITED_TEXTS = [
    (f"{rank_text}{letter}", suit, rank, f"{rank_text}{symbol}")
    for suit, letter, symbol in SUITS
    for rank, rank_text in RANKS
]
ALL_CARDS = sorted(set(WIZARD_DECK) | set(SZAMAN_DECK))


def test_interned() -> None:
    assert Card.parse("8H") is Card.parse("8♥")
    assert Card.parse("8H") is Card.of(Suit.HEARTS, Rank.EIGHT)
    assert Card.parse("10S") is Card.parse("TS") is Card.parse("10♠") is Card.parse("T♠")


def test_there_are_62_distinct_cards() -> None:
    assert len(ALL_CARDS) == 52 + 2 + 4 + 4


@pytest.mark.parametrize(("text", "suit", "rank", "printed"), SUITED_TEXTS)
def test_suited_text_forms(text: str, suit: Suit, rank: Rank, printed: str) -> None:
    card = Card.parse(text)
    assert card.suit is suit
    assert card.rank is rank
    assert card.kind is CardKind.SUITED
    assert card.color is (Color.RED if suit in (Suit.DIAMONDS, Suit.HEARTS) else Color.BLACK)
    assert str(card) == printed
    for variant in (printed, text.lower(), printed.lower(), f"  {text} ", f"\t{text.lower()}\n"):
        assert Card.parse(variant) is card


@pytest.mark.parametrize(("suit", "letter", "symbol"), SUITS)
def test_ten_written_t(suit: Suit, letter: str, symbol: str) -> None:
    ten = Card.of(suit, Rank.TEN)
    assert Card.parse(f"T{letter}") is ten
    assert Card.parse(f"t{letter.lower()}") is ten
    assert Card.parse(f"T{symbol}") is ten
    assert str(ten) == f"10{symbol}"


@pytest.mark.parametrize("text", SPECIALS)
def test_special_text_forms(text: str) -> None:
    card = Card.parse(text)
    assert str(card) == text
    assert Card.parse(text.lower()) is card
    assert Card.parse(f" {text.lower()}  ") is card
    assert card.suit is None
    assert card.rank is None


def test_specials_kinds_colors_and_numbers() -> None:
    red, black = Card.parse("RJ"), Card.parse("BJ")
    assert red.kind is black.kind is CardKind.JOKER
    assert red.color is Color.RED
    assert black.color is Color.BLACK
    assert red.is_joker
    assert black.is_joker
    assert Card.joker(Color.RED) is red
    assert Card.joker(Color.BLACK) is black
    for number in range(1, 5):
        wizard, jester = Card.parse(f"W{number}"), Card.parse(f"N{number}")
        assert wizard.kind is CardKind.WIZARD
        assert wizard.is_wizard
        assert not wizard.is_jester
        assert jester.kind is CardKind.JESTER
        assert jester.is_jester
        assert not jester.is_wizard
        assert wizard.number == jester.number == number
        assert Card.wizard(number) is wizard
        assert Card.jester(number) is jester


def test_the_four_jesters_and_wizards_are_distinct_cards() -> None:
    # RULES.md: "the four copies are distinct physical cards of equal power".
    assert len({Card.parse(f"W{n}") for n in range(1, 5)}) == 4
    assert len({Card.parse(f"N{n}") for n in range(1, 5)}) == 4


@pytest.mark.parametrize("number", [0, 5, -1])
def test_wizard_and_jester_numbers_out_of_range(number: int) -> None:
    with pytest.raises(CardParseError):
        Card.wizard(number)
    with pytest.raises(CardParseError):
        Card.jester(number)


@given(st.sampled_from(ALL_CARDS))
def test_parse_str_round_trip(card: Card) -> None:
    assert Card.parse(str(card)) is card
    assert Card.from_index(card.index) is card
    assert eval(repr(card), {"Card": Card}) is card


def test_suit_and_rank_none_exactly_for_specials() -> None:
    for card in ALL_CARDS:
        special = card.kind is not CardKind.SUITED
        assert (card.suit is None) == special
        assert (card.rank is None) == special


def test_suit_order_and_symbols() -> None:
    assert list(Suit) == [Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES]
    assert [str(s) for s in Suit] == ["♣", "♦", "♥", "♠"]
    assert [s.letter for s in Suit] == ["C", "D", "H", "S"]
    assert Suit.CLUBS < Suit.DIAMONDS < Suit.HEARTS < Suit.SPADES
    assert [s.color for s in Suit] == [Color.BLACK, Color.RED, Color.RED, Color.BLACK]


@pytest.mark.parametrize(
    ("text", "suit"),
    [
        ("C", Suit.CLUBS),
        ("d", Suit.DIAMONDS),
        (" ♥ ", Suit.HEARTS),
        ("♠", Suit.SPADES),
        ("spades", Suit.SPADES),
        ("Hearts", Suit.HEARTS),
    ],
)
def test_suit_parse(text: str, suit: Suit) -> None:
    assert Suit.parse(text) is suit


@pytest.mark.parametrize("text", ["", "X", "CD", "♣♣", "club", None, 2])
def test_suit_parse_rejects(text: object) -> None:
    with pytest.raises(CardParseError, match="suit"):
        Suit.parse(text)


def test_rank_order_and_point_values() -> None:
    # RULES.md: ranks low to high; point value 2..10 face value, J 11, Q 12, K 13, A 14.
    assert [rank for rank, _ in RANKS] == sorted(Rank)
    assert [int(rank) for rank, _ in RANKS] == list(range(2, 15))
    assert [str(rank) for rank, _ in RANKS] == [text for _, text in RANKS]


def test_deck_sizes() -> None:
    assert len(STANDARD_DECK) == 52
    assert len(WIZARD_DECK) == 60
    assert len(SZAMAN_DECK) == 54
    for deck in (STANDARD_DECK, WIZARD_DECK, SZAMAN_DECK):
        assert len(set(deck)) == len(deck)


def test_deck_contents() -> None:
    standard = {Card.of(suit, rank) for suit in Suit for rank in Rank}
    assert set(STANDARD_DECK) == standard
    assert set(JOKERS) == {Card.parse("RJ"), Card.parse("BJ")}
    assert set(WIZARDS) == set(parse_cards("W1 W2 W3 W4"))
    assert set(JESTERS) == set(parse_cards("N1 N2 N3 N4"))
    # Wizard: 52 numbered cards, 4 Wizards, 4 Jesters; Szaman: 52 cards and two Jokers.
    assert set(WIZARD_DECK) == standard | set(parse_cards("W1 W2 W3 W4 N1 N2 N3 N4"))
    assert set(SZAMAN_DECK) == standard | set(parse_cards("RJ BJ"))


def test_canonical_order() -> None:
    # DESIGN/cards: suited by suit ♣ ♦ ♥ ♠ then rank, then RJ, BJ, W1..W4, N1..N4.
    expected = [Card.of(suit, rank) for suit in Suit for rank in Rank] + list(
        parse_cards("RJ BJ W1 W2 W3 W4 N1 N2 N3 N4")
    )
    assert expected == ALL_CARDS
    assert list(WIZARD_DECK) == sorted(WIZARD_DECK)
    assert list(SZAMAN_DECK) == sorted(SZAMAN_DECK)
    assert format_cards(sorted(parse_cards("W1 2S AC RJ N2 10H"))) == "A♣ 10♥ 2♠ RJ W1 N2"
    two_c, ace_c, two_d = parse_cards("2C AC 2D")
    assert two_c < ace_c < two_d
    assert two_d > ace_c >= ace_c
    assert two_c <= two_c


def test_cards_do_not_order_against_other_types() -> None:
    with pytest.raises(TypeError):
        _ = Card.parse("2C") < 3  # type: ignore[operator]


def test_suit_first_as_bridge_records_write_cards() -> None:
    # PBN's play section and LIN's pc write the suit first: SA, HT, c2 (issue 54).
    assert Card.parse("SA") is Card.parse("AS")
    assert Card.parse("ht") is Card.parse("10H") is Card.parse("H10")
    assert Card.parse("♦Q") is Card.parse("QD")
    assert all(Card.parse(f"{card.code[-1]}{card.code[:-1]}") is card for card in STANDARD_DECK)


def test_cards_are_hashable_values() -> None:
    table = {Card.parse("8H"): "eight"}
    assert table[Card.parse("8♥")] == "eight"
    assert Card.parse("8H") == Card.parse("8h")
    assert Card.parse("8H") != Card.parse("8D")


@given(st.integers())
def test_shuffled_is_reproducible_permutation(seed: int) -> None:
    first = shuffled(WIZARD_DECK, seed)
    assert first == shuffled(WIZARD_DECK, seed)
    assert sorted(first) == list(WIZARD_DECK)


def test_shuffled_depends_on_the_seed() -> None:
    orders = {shuffled(WIZARD_DECK, seed) for seed in range(10)}
    assert len(orders) == 10
    assert shuffled(SZAMAN_DECK, "a") != shuffled(SZAMAN_DECK, "b")
    assert sorted(shuffled(SZAMAN_DECK, "a")) == list(SZAMAN_DECK)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   ",
        "1X",
        "11H",
        "1C",
        "0S",
        "8",
        "H",
        "H1",
        "8HH",
        "HH8",
        "8 H",
        "10",
        "TT",
        "ZZ",
        "J",
        "W",
        "W0",
        "W5",
        "N0",
        "N5",
        "RJX",
        "GJ",
        "8H 9H",
    ],
)
def test_malformed_text(text: str) -> None:
    with pytest.raises(CardParseError) as info:
        Card.parse(text)
    assert isinstance(info.value, TricktakerError)
    assert isinstance(info.value, ValueError)
    assert repr(text) in str(info.value)


@pytest.mark.parametrize("value", [None, 8, b"8H", Card.parse("8H")])
def test_parse_rejects_non_text(value: object) -> None:
    with pytest.raises(CardParseError):
        Card.parse(value)


def test_from_index_range() -> None:
    for bad in (-1, 140, "3"):
        with pytest.raises(CardParseError):
            Card.from_index(bad)  # type: ignore[arg-type]


def test_tarot_cards() -> None:
    """A tarot pack's 22 trumps (I..XXI, the Fool Š) and 4 knights: codes, texts, kinds."""
    trumps = [Card.trump(n) for n in range(1, 23)]
    assert [str(card) for card in trumps[:4]] == ["I", "II", "III", "IV"]
    assert [str(card) for card in trumps[-3:]] == ["XX", "XXI", "Š"]
    assert [card.code for card in trumps] == [f"T{n}" for n in range(1, 23)]
    for card in trumps:
        assert card.kind is CardKind.TRUMP
        assert card.suit is None
        assert card.rank is None
        assert Card.parse(card.code) is card is Card.parse(str(card))
    assert Card.parse("škis") is Card.parse("SKIS") is Card.trump(22)
    for suit in Suit:
        knight = Card.knight(suit)
        assert knight.kind is CardKind.KNIGHT
        assert knight.suit is suit
        assert knight.rank is None
        assert Card.parse(knight.code) is knight is Card.parse(f"C{suit.symbol}")
    with pytest.raises(CardParseError, match="1 to 22"):
        Card.trump(23)


def test_copy_deepcopy_pickle_keep_identity() -> None:
    for card in ALL_CARDS:
        assert copy.copy(card) is card
        assert copy.deepcopy(card) is card
        for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
            assert pickle.loads(pickle.dumps(card, protocol=protocol)) is card
    hand = parse_cards("8H W2 N1 RJ")
    assert all(a is b for a, b in zip(pickle.loads(pickle.dumps(hand)), hand, strict=True))
    assert all(a is b for a, b in zip(copy.deepcopy(hand), hand, strict=True))


@pytest.mark.parametrize("name", ["suit", "rank", "index", "kind", "color", "number", "other"])
def test_cards_are_immutable(name: str) -> None:
    card = Card.parse("8H")
    with pytest.raises(AttributeError):
        setattr(card, name, None)
    with pytest.raises(AttributeError):
        delattr(card, name)
    assert card.suit is Suit.HEARTS
    assert card.rank is Rank.EIGHT


def test_cards_cannot_be_built_directly() -> None:
    with pytest.raises(TypeError):
        Card()


def test_parse_cards_and_format_cards() -> None:
    cards = parse_cards("8h, jh rj  ,W3 n4 10♠")
    assert cards == (
        Card.parse("8H"),
        Card.parse("JH"),
        Card.parse("RJ"),
        Card.parse("W3"),
        Card.parse("N4"),
        Card.parse("10S"),
    )
    assert format_cards(cards) == "8♥ J♥ RJ W3 N4 10♠"
    assert parse_cards("") == ()
    assert format_cards(()) == ""
    with pytest.raises(CardParseError, match="'8X'"):
        parse_cards("8H 8X")
    with pytest.raises(CardParseError):
        parse_cards(None)  # type: ignore[arg-type]


@given(
    seed=st.one_of(st.integers(min_value=-(2**70), max_value=2**70), st.text(max_size=20)),
    size=st.integers(min_value=0, max_value=70),
)
def test_shuffled_is_the_standard_librarys_shuffle(seed: int | str, size: int) -> None:
    # `shuffled` inlines random.Random.shuffle for speed; the permutation must stay the same,
    # so that a seed deals the same game as before and on every supported Python.
    cards = (WIZARD_DECK + SZAMAN_DECK)[:size]
    expected = list(cards)
    random.Random(seed).shuffle(expected)
    assert shuffled(cards, seed) == tuple(expected)


def test_every_suit_is_truthy_clubs_included() -> None:
    # Suit is an IntEnum and CLUBS is 0: without this, `if trump:` would read ♣ as no trump.
    assert all(bool(suit) for suit in Suit)
    trump: Suit | None = Suit.CLUBS
    assert (trump or "none") is Suit.CLUBS


def test_second_copies_of_a_double_deck() -> None:
    for first in STANDARD_DECK:
        second = Card.of(first.suited_suit, first.suited_rank, copy=2)
        assert second is not first
        assert second.first_copy is first
        assert first.first_copy is first
        assert str(second) == str(first)
        assert second.code == f"{first.code}#2"
        assert Card.parse(second.code) is second
        assert Card.parse(f"{first}#2") is second
        assert (second.suit, second.rank, second.color, second.number) == (
            first.suit,
            first.rank,
            first.color,
            2,
        )
        assert copy.copy(second) is second
        assert pickle.loads(pickle.dumps(second)) is second
    assert Card.from_index(88) is Card.parse("2C#2")
    with pytest.raises(CardParseError):
        Card.of(Suit.CLUBS, Rank.TWO, copy=3)
    with pytest.raises(CardParseError):
        Card.parse("RJ#2")
