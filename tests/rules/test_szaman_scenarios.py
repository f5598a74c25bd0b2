"""Szaman's rules as scenario tables, straight from the Szaman section of RULES.md.

Cards are written as text in play order ("8H JH RJ"); a Joker's named suit is given as a suit
letter. Tables that need a game build a position by hand: hands are separated by "|", seat 0
first, and ``plays`` are the cards played from there on, a led Joker as "RJ=H".
"""

from __future__ import annotations

from typing import TypeVar

import pytest

from tricktaker import (
    Event,
    IllegalActionError,
    Play,
    RulesError,
    Suit,
    format_cards,
    parse_cards,
    szaman,
)
from tricktaker.masks import BITS, cards_of, mask_of
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
    starting_card,
    trick_points,
    trick_winner,
)
from tricktaker.szaman.rules import playable_mask


def suit_of(letter: str | None) -> Suit | None:
    return None if letter is None else Suit.parse(letter)


def position(
    hands: str,
    *,
    stock: str = "",
    variant: szaman.Variant = "classic",
    leader: int = 0,
    played: str = "",
    scores: tuple[int, ...] | None = None,
    hand_number: int = 1,
    hands_in_game: int = 6,
    target: int = 66,
    lead_starting_card: bool = True,
    jokers_always_playable: bool = False,
    end_before_draw: bool = False,
) -> State:
    """A state of the play phase with the given hands, stock and finished tricks."""
    seat_hands = tuple(tuple(sorted(parse_cards(text))) for text in hands.split("|"))
    players = len(seat_hands)
    rules = Rules(
        players=players,
        variant=variant,
        hands=hands_in_game,
        target=target,
        lead_starting_card=lead_starting_card,
        jokers_always_playable=jokers_always_playable,
        end_before_draw=end_before_draw,
    )
    return State(
        rules=rules,
        seed=0,
        hand_number=hand_number,
        hands=seat_hands,
        stock=parse_cards(stock),
        trick=(),
        trick_suit=None,
        leader=leader,
        played=parse_cards(played),
        scores=scores if scores is not None else (0,) * players,
        hand_points=(0,) * players,
        phase=Phase.PLAY,
        to_act=leader,
    )


def play(state: State, plays: str) -> tuple[State, list[Event]]:
    """Apply ``plays`` ("AC 3C RJ=H ...") in turn; return the last state and every event."""
    events: list[Event] = []
    for text in plays.split():
        card_text, _, letter = text.partition("=")
        action = Play(parse_cards(card_text)[0], suit=suit_of(letter or None))
        state, new = state.apply(action)
        events.extend(new)
    return state, events


LATER = "AS KS QS"
"""Cards of earlier tricks, for a position past the hand's first trick (which, by default, the
starting card leads)."""

E = TypeVar("E", bound=Event)


def of_type(events: list[Event], kind: type[E]) -> list[E]:
    return [event for event in events if isinstance(event, kind)]


# -- the deck ----------------------------------------------------------------------------------


def test_the_deck_is_52_cards_and_two_coloured_jokers() -> None:
    state = szaman.new_game(Rules(players=6), seed=3)
    cards = [card for hand in state.hands for card in hand] + list(state.stock)
    every_card = " ".join(f"{rank}{suit}" for suit in "CDHS" for rank in "23456789TJQKA")
    assert sorted(cards) == sorted(parse_cards(every_card + " RJ BJ"))
    assert len(cards) == 54


@pytest.mark.parametrize(
    ("players", "stock"), [(2, 38), (3, 30), (4, 22), (5, 14), (6, 6)], ids=lambda v: str(v)
)
def test_eight_cards_each_and_the_rest_is_the_stock(players: int, stock: int) -> None:
    state = szaman.new_game(Rules(players=players), seed=11)
    assert [len(hand) for hand in state.hands] == [8] * players
    assert len(state.stock) == stock


# -- who leads first -----------------------------------------------------------------------------

STARTING = [
    # cards dealt                 the starting card   why
    ("3C 2S KD", "2S", "the only two"),
    ("2S 2H 2D 2C", "2C", "2♣ comes first"),
    ("2S 2H 2D", "2D", "no 2♣: 2♦"),
    ("2S 2H", "2H", "then 2♥"),
    ("3C 2S", "2S", "every two before any three"),
    ("4C 3S 3C", "3C", "3♣ is the lowest three"),
    ("3D 3H 4C", "3D", "no 3♣: 3♦"),
    ("RJ BJ 5S 5H", "5H", "Jokers never count"),
    ("AS KS", "KS", "the lowest rank wins whatever the suit"),
]


@pytest.mark.parametrize(("cards", "expected", "why"), STARTING, ids=[r[2] for r in STARTING])
def test_starting_card(cards: str, expected: str, why: str) -> None:
    assert str(starting_card(parse_cards(cards))) == str(parse_cards(expected)[0])


@pytest.mark.parametrize("seed", range(12))
@pytest.mark.parametrize("hand_number", [1, 2, 6])
def test_every_hand_is_led_by_the_holder_of_the_starting_card(seed: int, hand_number: int) -> None:
    rules = Rules(players=3, hands=6)
    state = szaman.new_game(rules, seed=seed)
    for _ in range(hand_number - 1):  # play whole hands until the wanted one is dealt
        number = state.hand_number
        while state.hand_number == number:
            state, _ = state.apply(state.legal_actions()[0])
    dealt = [card for hand in state.hands for card in hand]
    lowest = starting_card(dealt)
    assert lowest is not None
    assert state.leader == state.to_act
    assert lowest in state.hands[state.leader]


def test_by_default_the_first_leader_leads_the_starting_card() -> None:
    # RULES.md, Szaman step 2: the holder of the starting card leads that card.
    state = position("2C 9H RJ | 3C 4C 5C")
    assert [str(a) for a in state.legal_actions()] == ["play 2♣"]
    with pytest.raises(IllegalActionError, match="first trick of a hand is led with 2♣"):
        state.apply(Play(parse_cards("9H")[0]))
    with pytest.raises(IllegalActionError, match="first trick of a hand is led with 2♣"):
        state.apply(Play(parse_cards("RJ")[0], suit=Suit.HEARTS))
    state, _ = play(state, "2C 3C")  # later tricks are led freely
    assert [str(a) for a in state.legal_actions()] == ["play 4♣", "play 5♣"]


def test_the_starting_card_is_led_even_when_jokers_are_always_playable() -> None:
    # [decided] jokers_always_playable changes when a Joker may follow, not the first lead.
    state = position("2C 9H RJ | 3C 4C 5C", jokers_always_playable=True)
    assert [str(a) for a in state.legal_actions()] == ["play 2♣"]


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("variant", ["classic", "russian"])
def test_every_hand_opens_with_its_starting_card(seed: int, variant: szaman.Variant) -> None:
    state, _ = szaman.start(Rules(players=3, hands=3, variant=variant), seed=seed)
    opened = []
    while not state.is_over:
        if not state.played and not state.trick:  # the first lead of a hand
            dealt = [card for hand in state.hands for card in hand]
            lowest = starting_card(dealt)
            assert lowest is not None
            assert state.legal_actions() == (Play(lowest),)
            opened.append(state.hand_number)
        state, _ = state.apply(state.legal_actions()[-1])
    assert opened == [1, 2, 3]


def test_option_lead_starting_card_false_lets_the_first_leader_lead_any_card() -> None:
    state = position("2C 9H RJ | 3C 4C 5C", lead_starting_card=False)
    assert [str(a) for a in state.legal_actions()] == [
        "play 2♣",
        "play 9♥",
        "play RJ as ♦",
        "play RJ as ♥",
    ]
    state, _ = play(state, "9H 3C")
    assert state.leader == 0


# -- who wins a trick ----------------------------------------------------------------------------

WINNERS = [
    # cards in play order   suit named  winner  why
    ("5C 9C 2C", None, 1, "highest of the led suit"),
    ("7S 8S", None, 1, "two players"),
    ("5C AH KC", None, 2, "an off-suit ace never wins"),
    ("3D AC AH AS", None, 0, "only the leader followed"),
    ("9H KH AS RJ", None, 3, "the red Joker wins a hearts trick"),
    ("9D 2D RJ AD", None, 2, "the red Joker wins a diamonds trick over A♦"),
    ("2S BJ AS", None, 1, "the black Joker wins a spades trick"),
    ("2C AC BJ", None, 2, "the black Joker wins a clubs trick"),
    ("9H KH BJ", None, 1, "the black Joker is off-suit in hearts"),
    ("2C RJ 3C", None, 2, "the red Joker is off-suit in clubs"),
    ("AD BJ RJ KD", None, 2, "both Jokers: the one of the led colour"),
    ("RJ AH KH", "H", 0, "a led Joker wins"),
    ("RJ AD AH", "D", 0, "a led Joker wins the suit it named"),
    ("BJ AC", "C", 0, "the black Joker led as clubs"),
    ("BJ AS 2C", "S", 0, "the black Joker led as spades"),
    ("RJ BJ", "H", 0, "the other Joker cannot beat a led Joker"),
    ("BJ RJ", "S", 0, "nor the other way round"),
    ("4H 10H QH JH 3H 2S", None, 2, "six players"),
]


@pytest.mark.parametrize(("cards", "suit", "winner", "why"), WINNERS, ids=[r[3] for r in WINNERS])
def test_trick_winner(cards: str, suit: str | None, winner: int, why: str) -> None:
    assert trick_winner(parse_cards(cards), suit_of(suit)) == winner


# -- what may be played --------------------------------------------------------------------------

LEGAL = [
    # hand                trick     suit   legal plays        why
    ("2C 7H QH RJ BJ", "", None, "2C 7H QH RJ BJ", "any card leads"),
    ("2C 7H QH", "9H", None, "7H QH", "follow suit"),
    ("2C 7H QH RJ", "9H", None, "7H QH RJ", "the Joker of the led colour follows"),
    ("2C 7H QH BJ", "9H", None, "7H QH", "the other Joker may not be dumped on hearts"),
    ("2C 7H QH RJ BJ", "9H", None, "7H QH RJ", "both Jokers: only the red one follows hearts"),
    ("2C 3C RJ BJ", "5C", None, "2C 3C BJ", "both Jokers: only the black one follows clubs"),
    ("4D RJ BJ", "9D", None, "4D RJ", "the red Joker follows diamonds too"),
    ("2C 7D QS", "9H", None, "2C 7D QS", "without the led suit, anything"),
    ("2C 7D BJ", "9H", None, "2C 7D BJ", "without the led suit, the other Joker too"),
    ("2C 7D RJ", "9H", None, "2C 7D RJ", "a Joker belongs to no suit: it alone, anything"),
    ("RJ", "9H", None, "RJ", "the Joker alone"),
    ("2C 3H", "5C 9H", None, "2C", "the first card sets the suit"),
    ("2C 3H BJ", "5C 9H", None, "2C BJ", "a later card sets nothing, for Jokers either"),
    ("2C 7H QH", "RJ", "H", "7H QH", "a led Joker: follow the suit it named"),
    ("2C 7H QH", "RJ", "D", "2C 7H QH", "named diamonds: no diamond held"),
    ("2H BJ", "RJ", "H", "2H", "a led red Joker: the black one is off-suit"),
    ("2C BJ", "RJ", "H", "2C BJ", "a led red Joker, no heart held: anything"),
    ("2C 3C AS RJ", "BJ", "C", "2C 3C", "the black Joker led as clubs: the red one is off"),
    ("2C 3C AS RJ", "BJ", "S", "AS", "the black Joker led as spades"),
    ("RJ BJ", "4D", None, "RJ BJ", "only Jokers left: no diamond held"),
    ("RJ BJ", "4S", None, "RJ BJ", "only Jokers left: no spade held"),
]

LEGAL_JOKERS_ALWAYS_PLAYABLE = [
    # the option jokers_always_playable=True: either Joker may be played at any time
    ("2C 7H QH BJ", "9H", None, "7H QH BJ", "the other Joker may be played on hearts"),
    ("2C 7H QH RJ", "9H", None, "7H QH RJ", "the Joker of the colour, as always"),
    ("2C 7H QH RJ BJ", "9H", None, "7H QH RJ BJ", "both Jokers"),
    ("2C 3C AS RJ", "BJ", "C", "2C 3C RJ", "the red Joker on a clubs Joker lead"),
    ("2C 7H QH", "9H", None, "7H QH", "no Joker: follow suit as usual"),
    ("2C 7D BJ", "9H", None, "2C 7D BJ", "without the led suit, anything"),
    ("2C 7H", "", None, "2C 7H", "any card leads"),
]


@pytest.mark.parametrize(
    ("hand", "trick", "suit", "legal", "why"), LEGAL, ids=[r[4] for r in LEGAL]
)
def test_legal_plays(hand: str, trick: str, suit: str | None, legal: str, why: str) -> None:
    result = legal_plays(parse_cards(hand), parse_cards(trick), suit_of(suit))
    assert format_cards(result) == format_cards(parse_cards(legal))


@pytest.mark.parametrize(
    ("hand", "trick", "suit", "legal", "why"),
    LEGAL_JOKERS_ALWAYS_PLAYABLE,
    ids=[r[4] for r in LEGAL_JOKERS_ALWAYS_PLAYABLE],
)
def test_legal_plays_with_jokers_always_playable(
    hand: str, trick: str, suit: str | None, legal: str, why: str
) -> None:
    result = legal_plays(
        parse_cards(hand), parse_cards(trick), suit_of(suit), jokers_always_playable=True
    )
    assert format_cards(result) == format_cards(parse_cards(legal))


FOLLOWING = [(*row, False) for row in LEGAL if row[1]] + [
    (*row, True) for row in LEGAL_JOKERS_ALWAYS_PLAYABLE if row[1]
]


@pytest.mark.parametrize(
    ("hand", "trick", "suit", "legal", "why", "any_joker"),
    FOLLOWING,
    ids=[f"{r[4]} ({'any Joker' if r[5] else 'option off'})" for r in FOLLOWING],
)
def test_the_fused_fast_paths_agree_with_the_rule(
    hand: str, trick: str, suit: str | None, legal: str, why: str, any_joker: bool
) -> None:
    # playable_mask is the rule on a hand kept as a card mask, as the game keeps it: the
    # cards it allows, and each card asked about alone.
    cards, allowed = parse_cards(hand), parse_cards(legal)
    led = suit_of(suit) or parse_cards(trick)[0].suit
    assert led is not None
    mask = mask_of(cards)
    assert cards_of(playable_mask(mask, led, any_joker)) == tuple(sorted(allowed))
    for card in cards:
        may = bool(playable_mask(mask, led, any_joker) & BITS[card.index])
        assert may == (card in allowed), card


BAD_SUITS = [
    # trick   suit   the error says
    ("RJ", None, "needs the suit it names: ♦ or ♥"),
    ("BJ", None, "needs the suit it names: ♣ or ♠"),
    ("RJ", "C", "RJ leads ♦ or ♥, not ♣"),
    ("BJ", "H", "BJ leads ♣ or ♠, not ♥"),
    ("5C", "D", "a suit is named only for a led Joker: a trick that 5♣ led is in ♣, not ♦"),
    ("8H 2H", "D", "a suit is named only for a led Joker: a trick that 8♥ led is in ♥, not ♦"),
]


def test_the_suit_of_an_ordinary_lead_may_be_restated() -> None:
    # So that `trick_winner(state.trick, state.trick_suit)` works for every trick.
    cards = parse_cards("8H 2H JH")
    assert trick_winner(cards, Suit.HEARTS) == trick_winner(cards) == 2
    assert trick_points(cards, Suit.HEARTS) == trick_points(cards) == (0, 0, 19)
    assert legal_plays(parse_cards("2C 3H"), cards, Suit.HEARTS) == parse_cards("3H")


@pytest.mark.parametrize(("trick", "suit", "message"), BAD_SUITS)
def test_a_led_jokers_suit_must_be_named_and_of_its_colour(
    trick: str, suit: str | None, message: str
) -> None:
    cards, named = parse_cards(trick), suit_of(suit)
    with pytest.raises(IllegalActionError, match=message):
        legal_plays(parse_cards("2C"), cards, named)
    with pytest.raises(IllegalActionError, match=message):
        trick_winner(cards, named)
    with pytest.raises(IllegalActionError, match=message):
        trick_points(cards, named)


def test_a_led_joker_is_offered_once_for_each_suit_of_its_colour() -> None:
    state = position("3C BJ RJ | 4C 5C 6C", played=LATER)
    assert state.legal_actions() == (
        Play(parse_cards("3C")[0]),
        Play(parse_cards("RJ")[0], suit=Suit.DIAMONDS),
        Play(parse_cards("RJ")[0], suit=Suit.HEARTS),
        Play(parse_cards("BJ")[0], suit=Suit.CLUBS),
        Play(parse_cards("BJ")[0], suit=Suit.SPADES),
    )


def test_a_joker_that_follows_names_no_suit() -> None:
    state, _ = play(position("3H 4C | 5H RJ"), "3H")
    assert [str(a) for a in state.legal_actions()] == ["play 5♥", "play RJ"]
    with pytest.raises(IllegalActionError, match="a suit is named only when leading a Joker"):
        state.apply(Play(parse_cards("RJ")[0], suit=Suit.HEARTS))


@pytest.mark.parametrize(
    ("action", "message"),
    [
        (Play(parse_cards("RJ")[0]), r"cannot play RJ: name the suit it leads, ♦ or ♥"),
        (Play(parse_cards("RJ")[0], Suit.SPADES), r"cannot play RJ as ♠: the red Joker leads"),
        (Play(parse_cards("3H")[0], Suit.HEARTS), r"cannot play 3♥ as ♥: a suit is named only"),
    ],
)
def test_naming_a_suit_in_a_game(action: Play, message: str) -> None:
    state = position("3H RJ | 5H 6C", played=LATER)
    with pytest.raises(IllegalActionError, match=message):
        state.apply(action)


def test_a_led_joker_sets_the_suit_to_follow() -> None:
    state, events = play(position("3H RJ | 5H 6D 7C", played=LATER), "RJ=D")
    assert state.trick_suit is Suit.DIAMONDS
    assert [str(a) for a in state.legal_actions()] == ["play 6♦"]
    with pytest.raises(IllegalActionError, match=r"must follow ♦ \(you may play 6♦\)"):
        state.apply(Play(parse_cards("5H")[0]))
    assert str(events[0]) == "seat 0 plays RJ as ♦"


# -- Jokers and follow suit in a game -------------------------------------------------------------


def test_the_joker_of_the_led_colour_may_always_follow() -> None:
    state, _ = play(position("3H 4C | 5H 6C RJ"), "3H")
    assert [str(a) for a in state.legal_actions()] == ["play 5♥", "play RJ"]
    state, events = play(state, "RJ")
    [won] = of_type(events, TrickWon)
    assert won.winner == 1
    assert won.points == (0, 6)


def test_the_other_joker_may_not_be_dumped_while_holding_the_led_suit() -> None:
    state, _ = play(position("3H 4C | 5H 6C BJ"), "3H")
    assert [str(a) for a in state.legal_actions()] == ["play 5♥"]
    with pytest.raises(IllegalActionError) as info:
        state.apply(Play(parse_cards("BJ")[0]))
    assert str(info.value) == (
        "cannot play BJ: must follow ♥, which the black Joker does not (you may play 5♥)"
    )


def test_the_other_joker_may_be_played_by_a_player_without_the_led_suit() -> None:
    state, _ = play(position("3H 4C | 6C BJ"), "3H")
    assert [str(a) for a in state.legal_actions()] == ["play 6♣", "play BJ"]
    _, events = play(state, "BJ")
    [won] = of_type(events, TrickWon)
    assert won.winner == 0  # off-suit: it never wins
    assert won.points == (1, -2)


def test_a_player_whose_only_following_card_is_the_joker_may_play_anything() -> None:
    # A Joker belongs to no suit: holding RJ but no heart is holding no card of the led suit.
    state, _ = play(position("3H 4C | 6C AS RJ"), "3H")
    assert [str(a) for a in state.legal_actions()] == ["play 6♣", "play A♠", "play RJ"]
    _, events = play(state, "AS")
    [won] = of_type(events, TrickWon)
    assert won.points == (1, -2)


def test_a_led_joker_binds_the_other_joker_like_any_off_suit_card() -> None:
    state, _ = play(position("RJ 4C | 5D BJ", played=LATER), "RJ=D")
    assert [str(a) for a in state.legal_actions()] == ["play 5♦"]
    with pytest.raises(IllegalActionError, match="must follow ♦, which the black Joker does not"):
        state.apply(Play(parse_cards("BJ")[0]))


def test_option_jokers_always_playable_lets_the_other_joker_be_dumped() -> None:
    state, _ = play(position("3H 4C | 5H 6C BJ", jokers_always_playable=True), "3H")
    assert [str(a) for a in state.legal_actions()] == ["play 5♥", "play BJ"]
    with pytest.raises(IllegalActionError, match=r"must follow ♥ \(you may play 5♥, BJ\)"):
        state.apply(Play(parse_cards("6C")[0]))
    _, events = play(state, "BJ")
    [won] = of_type(events, TrickWon)
    assert won.winner == 0  # the other-colour Joker is still off-suit: -2, and it never wins
    assert won.points == (1, -2)


# -- trick points --------------------------------------------------------------------------------

POINTS = [
    # cards in play order     suit variant    points in play order   why
    ("5C 9C 2C", None, "classic", (0, 5, 0), "every card followed: 5"),
    ("5C 9C 2H", None, "classic", (0, 1, -2), "an off-suit card: 1 and -2"),
    ("5C 9C 2H 3D", None, "classic", (0, 1, -2, -2), "-2 for each off-suit card"),
    ("AC 2H 3D 4S", None, "classic", (1, -2, -2, -2), "the leader alone followed"),
    ("2H 8H", None, "classic", (0, 8), "8♥ in the trick: 8"),
    ("9H 8H", None, "classic", (8, 0), "8♥ is worth 8 to whoever takes it"),
    ("JH 2H 3H", None, "classic", (11, 0, 0), "J♥ with all following: 11, not 16"),
    ("JH 8H 2H", None, "classic", (19, 0, 0), "8♥ and J♥ add up"),
    ("JH 8H RJ", None, "classic", (0, 0, 25), "the source's example: J♥ + 8♥ + red Joker"),
    ("AS 8H", None, "classic", (8, -2), "special points replace 1; off-suit still -2"),
    ("AS JH 8H", None, "classic", (19, -2, -2), "off-suit special cards count for the winner"),
    ("3D RJ", None, "classic", (0, 6), "a Joker's win: 6"),
    ("RJ 2H", "H", "classic", (6, 0), "a led Joker's win: 6"),
    ("RJ 2C", "H", "classic", (6, -2), "a Joker's win, an off-suit card"),
    ("RJ 2D", "D", "classic", (6, 0), "the red Joker led as diamonds"),
    ("2H BJ", None, "classic", (1, -2), "a Joker that did not win adds nothing"),
    ("JH BJ", None, "classic", (11, -2), "an off-suit Joker is -2 like any off-suit card"),
    ("RJ JH 8H", "D", "classic", (25, -2, -2), "hearts off-suit to a diamonds Joker lead"),
    ("5S QS 2S", None, "classic", (0, 5, 0), "Q♠ is plain in the classic game"),
    ("5S QS 2S", None, "russian", (0, 13, 0), "Russian: Q♠ is worth 13"),
    ("KS QS", None, "russian", (13, 0), "Q♠ taken by K♠"),
    ("AH QS", None, "russian", (13, -2), "Q♠ off-suit: 13 for the winner, -2 for its player"),
    ("AH QS", None, "classic", (1, -2), "the same trick in the classic game"),
    ("QS JH 8H BJ", None, "russian", (0, -2, -2, 38), "13 + 11 + 8 + 6"),
    ("QS JH 8H BJ", None, "classic", (0, -2, -2, 25), "11 + 8 + 6"),
    ("BJ QS", "S", "russian", (19, 0), "Q♠ and a Joker's win"),
    ("BJ QS", "C", "russian", (19, -2), "Q♠ off-suit to a clubs Joker lead"),
    ("JH 8H", None, "russian", (19, 0), "the hearts specials count in Russian too"),
]


@pytest.mark.parametrize(
    ("cards", "suit", "variant", "points", "why"), POINTS, ids=[r[4] for r in POINTS]
)
def test_trick_points(
    cards: str, suit: str | None, variant: szaman.Variant, points: tuple[int, ...], why: str
) -> None:
    assert trick_points(parse_cards(cards), suit_of(suit), variant) == points


# -- penalties for cards left in hand ------------------------------------------------------------

PENALTIES = [
    # cards held          penalty   why
    ("", 0, "no cards, no penalty"),
    ("2C", 1, "2 rounds up to 1"),
    ("10S", 1, "exactly 10: 1"),
    ("5C 5D", 1, "10 made of two cards: 1"),
    ("JC", 2, "J is 11: 2"),
    ("7C 9D", 2, "the source's example: 16 costs 2"),
    ("10C 10D", 2, "exactly 20: 2"),
    ("10C 10D 2H", 3, "22 rounds up to 3"),
    ("AC AD AH AS", 6, "four aces, 56: 6"),
    ("KS QS JS 10S 9S 8S 7S 6S", 8, "76: 8"),
    ("RJ", 20, "a Joker: 20"),
    ("RJ BJ", 40, "two Jokers: 40"),
    ("2C RJ", 21, "a Joker adds nothing to the sum"),
    ("QH KH RJ", 23, "25 rounds up to 3, and 20 for the Joker"),
]


@pytest.mark.parametrize(("cards", "penalty", "why"), PENALTIES, ids=[r[2] for r in PENALTIES])
def test_hand_penalty(cards: str, penalty: int, why: str) -> None:
    assert hand_penalty(parse_cards(cards)) == penalty


# -- the classic game: drawing and the end of a hand ---------------------------------------------


def test_classic_the_winner_draws_the_top_card_and_leads() -> None:
    state, events = play(position("AC 2D | 3C 4D", stock="5S 6S 7S", played=LATER), "AC 3C")
    assert of_type(events, CardDrawn) == [CardDrawn(seat=0, card=parse_cards("5S")[0])]
    assert format_cards(state.hands[0]) == "2♦ 5♠"
    assert format_cards(state.hands[1]) == "4♦"
    assert format_cards(state.stock) == "6♠ 7♠"
    assert state.to_act == state.leader == 0
    assert state.scores == (5, 0)


def test_classic_a_hand_ends_when_someone_has_no_card_after_the_draw() -> None:
    state, events = play(position("AC | 3C", stock="5S 6S"), "AC 3C")
    [scored] = of_type(events, HandScored)
    assert scored == HandScored(
        hand_number=1,
        trick_points=(5, 0),
        penalties=(1, 0),  # seat 0 drew 5♠ and still holds it
        points=(4, 0),
        scores=(4, 0),
    )
    assert [type(e).__name__ for e in events] == [
        "CardPlayed",
        "CardPlayed",
        "TrickWon",
        "CardDrawn",
        "HandScored",
        "HandStarted",
    ]
    assert state.hand_number == 2


def test_classic_the_winner_who_played_the_last_card_draws_and_play_goes_on() -> None:
    state, events = play(position("AC | 3C 4C", stock="5S"), "AC 3C")
    assert not of_type(events, HandScored)
    assert [len(hand) for hand in state.hands] == [1, 1]
    assert state.stock == ()


def test_end_before_draw_ends_the_hand_before_the_winner_who_ran_out_draws() -> None:
    # RULES.md, Szaman step 6, option end_before_draw: the trick leaves seat 0 with no cards.
    state, events = play(position("AC | 3C 4C", stock="5S", end_before_draw=True), "AC 3C")
    assert not of_type(events, CardDrawn)
    [scored] = of_type(events, HandScored)
    assert scored == HandScored(
        hand_number=1, trick_points=(5, 0), penalties=(0, 1), points=(5, -1), scores=(5, -1)
    )
    assert state.hand_number == 2


def test_end_before_draw_the_winner_holding_cards_does_not_draw_either() -> None:
    # Seat 1 runs out; seat 0 wins and would draw 5♠ by default: 9 + 5 = 14 costs 2, 9 costs 1.
    _, default = play(position("AC 9D | 3C", stock="5S", played=LATER), "AC 3C")
    _, option = play(
        position("AC 9D | 3C", stock="5S", played=LATER, end_before_draw=True), "AC 3C"
    )
    assert of_type(default, CardDrawn) == [CardDrawn(seat=0, card=parse_cards("5S")[0])]
    assert of_type(option, CardDrawn) == []
    assert [e.penalties for e in of_type(default, HandScored)] == [(2, 0)]
    assert [e.penalties for e in of_type(option, HandScored)] == [(1, 0)]


def test_end_before_draw_changes_nothing_while_everyone_holds_cards() -> None:
    state, events = play(
        position("AC 2D | 3C 4D", stock="5S", played=LATER, end_before_draw=True), "AC 3C"
    )
    assert of_type(events, CardDrawn) == [CardDrawn(seat=0, card=parse_cards("5S")[0])]
    assert not of_type(events, HandScored)
    assert format_cards(state.hands[0]) == "2♦ 5♠"


def test_end_before_draw_is_refused_in_the_russian_variant() -> None:
    # In Russian everyone draws after each trick, so hands stay at 8 while the stock serves
    # everyone and run out only once nobody draws: the option could change nothing.
    with pytest.raises(RulesError, match="end_before_draw is for the classic variant only"):
        Rules(variant="russian", end_before_draw=True)


def test_classic_with_an_empty_stock_nobody_draws() -> None:
    state, events = play(position("AC 2D | 3C 4C 5C", played=LATER), "AC 3C")
    assert not of_type(events, CardDrawn)
    assert [len(hand) for hand in state.hands] == [1, 2]
    state, events = play(state, "2D 4C")  # seat 0 runs out: the hand ends
    [scored] = of_type(events, HandScored)
    assert scored.penalties == (0, 1)
    assert scored.trick_points == (5 + 1, -2)
    assert scored.points == (6, -3)


def test_classic_penalties_charge_jokers_held() -> None:
    _, events = play(position("AC | 3C RJ BJ 9S"), "AC 3C")
    [scored] = of_type(events, HandScored)
    assert scored.penalties == (0, 1 + 40)
    assert scored.scores == (5, -41)


def test_trick_points_are_credited_at_once_and_by_seat() -> None:
    state, events = play(
        position("2S 9C | JH 3D | 8H KS", leader=1, stock="AC AD", played=LATER), "JH 8H 2S"
    )
    [won] = of_type(events, TrickWon)
    assert won == TrickWon(
        winner=1,
        leader=1,
        cards=parse_cards("JH 8H 2S"),
        suit=Suit.HEARTS,
        points=(-2, 19, 0),
    )
    assert state.scores == state.hand_points == (-2, 19, 0)


# -- the Russian variant -------------------------------------------------------------------------


def test_russian_everyone_draws_winner_first_then_clockwise() -> None:
    state = position("2C 9D | AC 5D | 3C 4D", stock="2H 3H 4H 5H", variant="russian")
    state, events = play(state, "2C AC 3C")
    assert of_type(events, CardDrawn) == [
        CardDrawn(seat=1, card=parse_cards("2H")[0]),
        CardDrawn(seat=2, card=parse_cards("3H")[0]),
        CardDrawn(seat=0, card=parse_cards("4H")[0]),
    ]
    assert [len(hand) for hand in state.hands] == [2, 2, 2]
    assert format_cards(state.stock) == "5♥"
    assert state.to_act == 1


def test_russian_when_the_stock_is_short_nobody_draws_and_it_stays_out_of_play() -> None:
    state = position("2C 9D | AC 5D | 3C 4D", stock="2H 3H", variant="russian")
    state, events = play(state, "2C AC 3C")
    assert not of_type(events, CardDrawn)
    assert [len(hand) for hand in state.hands] == [1, 1, 1]
    assert format_cards(state.stock) == "2♥ 3♥"
    state, events = play(state, "5D 4D 9D")  # all empty: the hand ends, no penalty
    [scored] = of_type(events, HandScored)
    assert scored.penalties == (0, 0, 0)
    assert scored.trick_points == (5, 5, 0)


def test_russian_a_hand_ends_only_when_all_are_empty() -> None:
    state = position("2C 9D | AC 5D", variant="russian")
    state, events = play(state, "2C AC")
    assert not of_type(events, HandScored)
    _, events = play(state, "5D 9D")
    assert len(of_type(events, HandScored)) == 1


# -- the game --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("scores", "target", "winners", "why"),
    [
        ((60, 72, 45), 66, (0, 1), "tied at 6 from 66: both win"),
        ((60, 70, 45), 66, (1,), "70 is closer than 60"),
        ((100, 80, 45), 66, (1,), "over the target counts like under it"),
        ((10, 30, 45), 0, (0,), "option target"),
    ],
)
def test_after_the_last_hand_every_player_closest_to_the_target_wins(
    scores: tuple[int, int, int], target: int, winners: tuple[int, ...], why: str
) -> None:
    # The last trick of the last hand: seat 2 takes 5, so its total grows by 5.
    before = (scores[0], scores[1], scores[2] - 5)
    state = position("2C | 3C | 4C", scores=before, hand_number=6, target=target)
    state, events = play(state, "2C 3C 4C")
    assert state.scores == scores
    assert state.winners == winners
    assert state.is_over
    assert state.phase is Phase.OVER
    assert state.to_act is None
    assert state.legal_actions() == ()
    assert events[-1] == GameOver(scores=scores, winners=winners)


@pytest.mark.parametrize("hands", [1, 6])
def test_a_game_has_six_hands_by_default(hands: int) -> None:
    rules = Rules(players=3) if hands == 6 else Rules(players=3, hands=hands)
    state, opening = szaman.start(rules, seed=4)
    events = list(opening)
    while not state.is_over:
        state, new = state.apply(state.legal_actions()[-1])
        events.extend(new)
    assert [e.hand_number for e in events if isinstance(e, HandStarted)] == list(
        range(1, hands + 1)
    )
    assert [e.hand_number for e in events if isinstance(e, HandScored)] == list(range(1, hands + 1))
    assert isinstance(events[-1], GameOver)


@pytest.mark.parametrize(
    ("options", "field"),
    [
        ({"players": 1}, "players"),
        ({"players": 7}, "players"),
        ({"players": True}, "players"),
        ({"variant": "polish"}, "variant"),
        ({"variant": "Russian"}, "variant"),
        ({"hands": 0}, "hands"),
        ({"hands": 2.0}, "hands"),
        ({"target": "66"}, "target"),
        ({"lead_starting_card": 1}, "lead_starting_card"),
        ({"jokers_always_playable": None}, "jokers_always_playable"),
        ({"end_before_draw": "yes"}, "end_before_draw"),
    ],
)
def test_rules_refuse_bad_values(options: dict[str, object], field: str) -> None:
    with pytest.raises(ValueError, match=f"Rules.{field} must be"):
        Rules(**options)  # type: ignore[arg-type]


def test_rules_defaults() -> None:
    # RULES.md: the starting card leads, Jokers follow suit, the hand ends after the draw.
    assert Rules() == Rules(
        players=4,
        variant="classic",
        hands=6,
        target=66,
        lead_starting_card=True,
        jokers_always_playable=False,
        end_before_draw=False,
    )
