"""from_json reads only Szaman states, views and events that the rules can reach (issue 10;
since the engine, issue 50, a state read is rebuilt from the deal it began with, the draws
put back, and replayed by the game's own steps: :mod:`tricktaker.engine.rebuild`).

Each row takes a real position, changes one thing, and names what the replay finds wrong.
The positions (3 players, seed 11, classic):

- START: the deal; seat 2 holds 2♣ and leads.
The rules are given in full (``lead_starting_card=False``), so the positions do not move with
the defaults.

- PLAYING: two tricks played (2♠ 4♠ 9♠ and Q♦ 3♦ 6♦, both won by seat 1, who drew after
  each), seat 1 led K♦ and seat 2 is to play. Hands: seat 0 3♣ 5♦ 8♦ 4♥ 6♥ K♥; seat 1
  6♣ 8♣ J♣ 7♦ 2♥ Q♥ 10♠; seat 2 2♣ 5♣ K♣ 5♥ A♥ 3♠. 28 cards in the stock.
- OVER: a one-hand game of 2 players, over: seat 0 played out, seat 1 paid 4 for its cards.
- JOKER_LED: 3 players; seat 0 led RJ as ♦ to the first trick, seat 1 followed with 3♦ and
  seat 2, holding no diamond, played 3♥: 6 for seat 0, -2 for seat 2 (as ♥ it would be -2 for
  seat 1).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from tricktaker import (
    Card,
    SerializationError,
    Suit,
    from_data,
    from_json,
    parse_cards,
    szaman,
    to_data,
    to_json,
)


def walk(state: szaman.State, stop: Callable[[szaman.State], bool]) -> szaman.State:
    rng = random.Random(0)
    while not stop(state):
        state, _ = state.apply(rng.choice(state.legal_actions()))
    return state


START = szaman.new_game(szaman.Rules(players=3, lead_starting_card=False), seed=11)
PLAYING = walk(START, lambda s: len(s.played) == 6 and len(s.trick) == 1)
OVER = walk(
    szaman.new_game(szaman.Rules(players=2, hands=1, lead_starting_card=False), seed=4),
    lambda s: s.is_over,
)
JOKER_LED = szaman.new_game(
    szaman.Rules(players=3, lead_starting_card=False),
    seed=11,
    deal=szaman.Deal(
        [parse_cards("2C 3C 4C 5C 6C 7C 8C RJ"), parse_cards("3D 4D 5D 6D 7D 8D 9D 10D"),
         parse_cards("3H 4H 5H 6H 7H 9H 10H QH")],
        parse_cards("9C 10C JC QC KC AC 2D JD QD KD AD 2H 8H JH KH AH 2S 3S 4S 5S 6S 7S 8S 9S "
                    "10S JS QS KS AS BJ"),
    ),
)  # fmt: skip
for text in ("RJ", "3D", "3H"):
    JOKER_LED = JOKER_LED.apply(
        szaman.Play(Card.parse(text), suit=Suit.DIAMONDS if text == "RJ" else None)
    )[0]
RUSSIAN = walk(
    szaman.new_game(szaman.Rules(players=4, variant="russian", lead_starting_card=False), seed=11),
    lambda s: len(s.played) == 8 and not s.trick,
)


def test_the_positions_are_as_described() -> None:
    assert START.leader == 2
    assert [" ".join(map(str, hand)) for hand in PLAYING.hands] == [
        "3♣ 5♦ 8♦ 4♥ 6♥ K♥",
        "6♣ 8♣ J♣ 7♦ 2♥ Q♥ 10♠",
        "2♣ 5♣ K♣ 5♥ A♥ 3♠",
    ]
    assert (PLAYING.leader, PLAYING.to_act, len(PLAYING.stock), PLAYING.hand_points) == (
        1,
        2,
        28,
        (0, 10, 0),
    )
    assert (JOKER_LED.played, JOKER_LED.led_suits, JOKER_LED.hand_points) == (
        parse_cards("RJ 3D 3H"),
        (Suit.DIAMONDS,),
        (6, 0, -2),
    )
    assert (OVER.scores, OVER.hand_points, [len(hand) for hand in OVER.hands]) == (
        (27, 23),
        (29, 23),
        [1, 0],
    )


def changed(value: Any, **changes: Any) -> dict[str, Any]:
    document = to_data(value)
    document.update(changes)
    return document


def at(value: Any, field: str, index: int, item: Any) -> list[Any]:
    return [item if i == index else v for i, v in enumerate(to_data(value)[field])]


def canonical(codes: list[str]) -> list[str]:
    return sorted(codes, key=lambda code: Card.parse(code).index)


HANDS = to_data(PLAYING)["hands"]
STOCK = to_data(PLAYING)["stock"]

REFUSED = [
    # Issue 10's cases, found by fuzzing: legal_actions() raised, or refused a listed action.
    (
        "the player to act holds no card",
        changed(PLAYING, hands=[
            ["2C", "3C", "5C", "KC", "5D", "8D", "4H", "5H", "6H", "KH", "AH", "3S"], HANDS[1], [],
        ]),
        "no deal of these cards, drawing as the tricks make them draw, leaves seat 2",
    ),
    ("a hand out of order", changed(PLAYING, hands=[HANDS[0][::-1], *HANDS[1:]]), "canonical"),
    # Cards conserved.
    ("a card lost", changed(PLAYING, stock=STOCK[1:]), "hold [8, 8, 8] cards as dealt, and 29 are"),
    ("a card twice", changed(PLAYING, stock=[*STOCK[:-1], "3C"]), "3♣ is in two places"),
    ("a card of Wizard", changed(PLAYING, stock=[*STOCK[:-1], "W1"]), "not a card of this game"),
    (
        "a stock card in a hand",
        changed(PLAYING, stock=STOCK[1:], hands=[[*HANDS[0], "RJ"], *HANDS[1:]]),
        "the hands hold [9, 8, 8] cards as dealt, and 29 are left over",
    ),
    # The trick in progress and the turn.
    ("the led suit", changed(PLAYING, trick_suit="H"), "trick_suit is ♥; the rules make it ♦"),
    ("out of turn", changed(PLAYING, to_act=0), "to_act is 0; the rules make it 2"),
    (
        "a card that did not follow",
        changed(
            PLAYING,
            hands=[["3C", "5D", "4H", "6H", "KH", "3S"], HANDS[1], ["2C", "5C", "KC", "8D", "AH"]],
            trick=["KD", "5H"],
            to_act=0,
        ),
        "play 5♥ is illegal there (cannot play 5♥: must follow ♦",
    ),
    (
        "the first leader without the starting card",
        changed(START, leader=0, to_act=0),
        "no deal of these cards, drawing as the tricks make them draw, leaves seat 0",
    ),
    # The led suit of each finished trick.
    ("a led suit missing", changed(PLAYING, led_suits=["S"]), "led_suits holds 1 suits for 2"),
    ("a led suit too many", changed(START, led_suits=["C"]), "led_suits holds 1 suits for 0"),
    ("a led suit not the led card's", changed(PLAYING, led_suits=["S", "H"]),
     "the rules make it (<Suit.SPADES: 3>, <Suit.DIAMONDS: 1>)"),
    ("a led Joker's suit of the other colour", changed(JOKER_LED, led_suits=["S"]),
     "scores is (6, 0, -2); the rules make it (1, -2, -2)"),
    ("a led Joker's suit that its trick's points deny", changed(JOKER_LED, led_suits=["H"]),
     "scores is (6, 0, -2); the rules make it (6, -2, 0)"),
    # The tricks played, their points and draws.
    (
        "a leader who did not win the last trick",
        changed(PLAYING, leader=0, to_act=1),
        "no deal of these cards, drawing as the tricks make them draw, leaves seat 1",
    ),
    (
        "trick points the tricks do not give",
        changed(PLAYING, hand_points=[0, 15, 0], scores=[0, 15, 0]),
        "scores is (0, 15, 0); the rules make it (0, 10, 0)",
    ),
    ("points before the first trick", changed(START, hand_points=[1, 0, 0]),
     "totals of 0, not [-1, 0, 0]"),
    ("scores in hand 1", changed(PLAYING, scores=[5, 10, 0]), "scores [5, 10, 0] in hand 1"),
    (
        "a Russian hand that drew unequally",
        changed(RUSSIAN, hands=[
            canonical([*to_data(RUSSIAN)["hands"][0], to_data(RUSSIAN)["stock"][0]]),
            *to_data(RUSSIAN)["hands"][1:],
        ], stock=to_data(RUSSIAN)["stock"][1:]),
        "the hands hold [9, 8, 8, 8] cards as dealt, and 21 are left over",
    ),
    # The end of the game.
    ("penalties", changed(OVER, scores=[29, 23]), "scores [29, 23] in hand 1"),
    ("the winners", changed(OVER, winners=[1]), "winners is (1,); the rules make it (0,)"),
    ("winners while playing", changed(PLAYING, winners=[1]), "winners is (1,); the"
     " rules make it ()"),
    ("no card left to play", changed(PLAYING, phase="over", to_act=None), "does not end the deal"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("document", "message"), [row[1:] for row in REFUSED], ids=[row[0] for row in REFUSED]
)
def test_an_unreachable_state_is_refused_naming_what_is_wrong(
    document: dict[str, Any], message: str
) -> None:
    with pytest.raises(SerializationError, match=r"inconsistent szaman\.State") as info:
        from_data(document)
    assert message in str(info.value)


VIEWS = [
    ("the cards do not add up", changed(PLAYING.view(2), stock_size=27), "stock_size is 27; the"
     " rules make it 28"),
    ("a view's hand out of order", changed(PLAYING.view(2), hand=to_data(PLAYING.view(2))[
        "hand"][::-1]), "canonical order"),
    ("a view's led Joker's suit", changed(JOKER_LED.view(1), led_suits=["H"]),
     "scores is (6, 0, -2); the rules make it (6, -2, 0)"),
    ("a view's led suits", changed(PLAYING.view(1), led_suits=[]), "holds 0 suits for 2"),
    ("a view's trick points", changed(PLAYING.view(0), hand_points=[0, 0, 10],
                                      scores=[0, 0, 10]), "the rules make it (0, 10, 0)"),
    ("a view's player to act holds no card", changed(
        PLAYING.view(2), hand=[], hand_sizes=[6, 7, 0], stock_size=34),
     "hold [8, 8, 2] cards as dealt"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("document", "message"), [row[1:] for row in VIEWS], ids=[row[0] for row in VIEWS]
)
def test_an_unreachable_view_is_refused(document: dict[str, Any], message: str) -> None:
    with pytest.raises(SerializationError, match=r"inconsistent szaman\.View") as info:
        from_data(document)
    assert message in str(info.value)


def test_a_view_carries_its_legal_actions() -> None:
    document = to_data(PLAYING.view(2))
    assert [action["card"] for action in document["legal_actions"]] == [
        card.code for card in PLAYING.hands[2]
    ]  # no diamond: any card
    assert to_data(PLAYING.view(1))["legal_actions"] == []
    document["legal_actions"] = document["legal_actions"][:1]
    with pytest.raises(SerializationError, match="legal_actions is not what the value gives"):
        from_data(document)


EVENTS = [
    ("szaman.HandScored", {"hand_number": 1, "trick_points": [5, 0], "penalties": [0, 2, 1],
                           "points": [5, -2], "scores": [5, -2]}, "penalties has 3 entries"),
    ("szaman.HandScored", {"hand_number": 1, "trick_points": [5, 0], "penalties": [0, 2],
                           "points": [5, 0], "scores": [5, -2]}, "points [5, 0]"),
    ("szaman.HandScored", {"hand_number": 1, "trick_points": [5, 0], "penalties": [0, -2],
                           "points": [5, 2], "scores": [5, 2]}, "expected an integer at least 0"),
    ("szaman.TrickWon", {"winner": 0, "leader": 0, "cards": ["2C", "3C"], "suit": "C",
                         "points": [5, 0]}, "seat 0 cannot win"),
    ("szaman.TrickWon", {"winner": 0, "leader": 0, "cards": ["3C", "2C"], "suit": "C",
                         "points": [1, 0]}, "points [1, 0]: the trick gives [5, 0]"),
    ("szaman.TrickWon", {"winner": 0, "leader": 0, "cards": ["3C", "2C"], "suit": "H",
                         "points": [5, 0]}, "a suit is named only for a led Joker"),
    ("szaman.TrickWon", {"winner": 0, "leader": 0, "cards": ["3C", "2C", "4C"], "suit": "C",
                         "points": [5, 0]}, "points has 2 entries for 3 players"),
    ("szaman.HandStarted", {"hand_number": 1, "leader": 0, "starting_card": "2C",
                            "hands": [None, None], "stock_size": 37}, "a stock of 37 cards"),
    ("szaman.HandStarted", {"hand_number": 1, "leader": 0, "starting_card": "3C",
                            "hands": [None, ["2C", "4C", "5C", "6C", "7C", "8C", "9C", "10C"]],
                            "stock_size": 38}, "cannot lead with 3♣"),
    ("szaman.HandStarted", {"hand_number": 1, "leader": 0, "starting_card": "2C",
                            "hands": [["2C"], None], "stock_size": 38}, "dealt 1 cards"),
    ("szaman.CardDrawn", {"seat": 0, "card": "W1"}, "not a card of this game"),
    ("szaman.CardDrawn", {"seat": 6, "card": None}, "seat: expected an integer from 0 to 5"),
]  # fmt: skip


@pytest.mark.parametrize(("tag", "fields", "message"), EVENTS)
def test_an_event_that_cannot_happen_is_refused(
    tag: str, fields: dict[str, Any], message: str
) -> None:
    with pytest.raises(SerializationError) as info:
        from_data({"format": 1, "type": tag, **fields})
    assert message in str(info.value)


@pytest.mark.parametrize(
    "rules",
    [
        szaman.Rules(players=2),
        szaman.Rules(players=5, lead_starting_card=True),
        szaman.Rules(players=6, variant="russian"),
        szaman.Rules(players=3, variant="russian", hands=2),
        # the draws put back whatever the options: the starting card not led, an end before
        # the draw, either Joker always playable
        szaman.Rules(players=3, hands=2, lead_starting_card=False, end_before_draw=True),
        szaman.Rules(players=4, hands=2, jokers_always_playable=True, lead_starting_card=False),
    ],
    ids=str,
)
def test_every_state_view_and_event_of_whole_games_is_read_back(rules: szaman.Rules) -> None:
    rng = random.Random(rules.players)
    state, events = szaman.start(rules, seed=rules.players)
    while True:
        for event in events:
            for form in (event, *(event.for_seat(s) for s in range(rules.players))):
                assert from_json(to_json(form)) == form
        assert from_json(to_json(state)) == state
        assert from_json(to_json(state.view(0))) == state.view(0)
        if state.is_over:
            break
        state, events = state.apply(rng.choice(state.legal_actions()))


def test_the_bounds_of_players_are_the_rules_own() -> None:
    least, most = 2, 6  # the bounds the JSON of a Szaman value allows
    for players in (least, most):
        szaman.Rules(players=players)
    for players in (least - 1, most + 1):
        with pytest.raises(ValueError, match="players"):
            szaman.Rules(players=players)


def test_a_view_whose_hand_points_miss_a_seat_is_refused_naming_them() -> None:
    # Found by tests/test_untrusted_json.py's mutations: a list of three hand points in a
    # game of four failed the view's check with a ValueError from the replay's scoring.
    state = szaman.new_game(szaman.Rules(players=4), seed=2)
    data = to_data(state.view(1))
    data["hand_points"] = data["hand_points"][1:]
    with pytest.raises(SerializationError, match="hand_points has 3 entries for 4 players"):
        from_data(data)
