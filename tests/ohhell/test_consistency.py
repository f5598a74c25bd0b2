"""from_json reads only Oh Hell states and views that the rules can reach, and events whose
cards and seats hang together.

A state read is rebuilt from the deal it began with and replayed by the game's own steps
(:mod:`tricktaker.engine.rebuild`): each row takes a real position, changes one thing, and
names what the replay finds wrong. The totals before the deal in progress are the one thing
a replay cannot check (no earlier deal is kept): they are read as they are. The
positions (3 players, the default schedule 1, 2, 3, ... and scoring):

- PLAYING (seed 19): round 3, dealer 2, trump ♠ (6♠ turned), bids (1, 2, 1); seat 0 led
  J♠ 8♠ 10♥ and won (seat 2 was void in spades), then led 7♥; seat 1 (2♦ 9♥) is to play;
  seat 0 holds J♦, seat 2 holds 4♣ 8♣. Scores (10, 23, 0) after two rounds.
- LATER (seed 19): round 5, dealer 1, trump ♣, seat 1 took the three tricks
  4♠ 8♠ Q♠ / 8♣ 4♣ 6♣ / 5♣ Q♥ J♥ (led by seats 2, 1, 1) and leads the fourth.
- BIDDING (seed 19, the hook): round 3, seats 0 and 1 bid 1 and 2, the dealer (2) is to bid.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from tricktaker import SerializationError, from_data, from_json, ohhell, to_data, to_json
from tricktaker.ohhell import Phase


def walk(state: ohhell.State, stop: Callable[[ohhell.State], bool]) -> ohhell.State:
    rng = random.Random(0)
    while not stop(state):
        state, _ = state.apply(rng.choice(state.legal_actions()))
    return state


def at_trick(round_: int, taken: int, cards: int) -> Callable[[ohhell.State], bool]:
    def stop(state: ohhell.State) -> bool:
        return (state.round, state.phase, sum(state.tricks_taken), len(state.trick)) == (
            round_,
            Phase.PLAY,
            taken,
            cards,
        )

    return stop


THREE = ohhell.Rules(players=3)
PLAYING = walk(ohhell.new_game(THREE, seed=19), at_trick(3, 1, 1))
LATER = walk(ohhell.new_game(THREE, seed=19), at_trick(5, 3, 0))
BIDDING = walk(
    ohhell.new_game(ohhell.Rules(players=3, hook=True), seed=19),
    lambda s: s.round == 3 and s.phase is Phase.BID and s.to_act == s.dealer,
)
OVER = walk(ohhell.new_game(THREE, seed=3), lambda s: s.is_over)
FIRST = ohhell.new_game(THREE, seed=19)
FULL = ohhell.new_game(ohhell.Rules(players=4, schedule=(13,)), seed=1)  # no card to turn
PENALTY = walk(
    ohhell.new_game(ohhell.Rules(players=3, off_bid_penalty=True), seed=19), at_trick(3, 1, 1)
)


def test_the_positions_are_as_described() -> None:
    assert (PLAYING.dealer, str(PLAYING.trump_card), PLAYING.bids) == (2, "6♠", (1, 2, 1))
    assert [" ".join(map(str, hand)) for hand in PLAYING.hands] == ["J♦", "2♦ 9♥", "4♣ 8♣"]
    assert " ".join(map(str, PLAYING.played + PLAYING.trick)) == "J♠ 8♠ 10♥ 7♥"
    assert (PLAYING.leader, PLAYING.to_act, PLAYING.scores) == (0, 1, (10, 23, 0))
    assert " ".join(map(str, LATER.played)) == "4♠ 8♠ Q♠ 8♣ 4♣ 6♣ 5♣ Q♥ J♥"
    assert (LATER.dealer, LATER.trump, LATER.tricks_taken, LATER.leader) == (1, 0, (0, 3, 0), 1)
    assert (BIDDING.bids, BIDDING.dealer, BIDDING.to_act) == ((1, 2, None), 2, 2)
    assert FULL.trump_card is None


def changed(value: Any, **changes: Any) -> dict[str, Any]:
    document = to_data(value)
    for name, change in changes.items():
        document[name] = change(document[name]) if callable(change) else change
    return document


def at(index: int, item: Any) -> Callable[[list[Any]], list[Any]]:
    return lambda values: [item if i == index else v for i, v in enumerate(values)]


def last(cards: str, leader: int, winner: int) -> dict[str, Any]:
    return {"type": "CompletedTrick", "cards": cards.split(), "leader": leader, "winner": winner}


# LATER's tricks, but seat 2 discards Q♥ on clubs in the second, and plays 4♣ in the third.
REVOKED = ["4S", "8S", "QS", "8C", "QH", "6C", "5C", "4C", "JH"]

REFUSED = [
    # Cards and hands, the deal rebuilt.
    ("a hand out of order", changed(PLAYING, hands=at(1, ["9H", "2D"])),
         "the hand of seat 1 is not in canonical order"),
    ("a card twice", changed(PLAYING, hands=at(0, ["7H"])), '7♥ is in two places'),
    ("a played card twice", changed(PLAYING, hands=at(0, ["JS"])), 'J♠ is in two places'),
    ("a hand too long", changed(PLAYING, hands=at(0, ["JD", "QD"])),
     'the hands hold [4, 3, 3] cards as dealt, and 1 are left over; round 3 deals 3 a seat and l'),
    ("a hand too short", changed(PLAYING, hands=at(2, ["4C"])),
     'the hands hold [3, 3, 2] cards as dealt, and 1 are left over; round 3 deals 3 a seat and l'),
    ("no trump card with cards left", changed(PLAYING, trump_card=None),
         "the hands hold [3, 3, 3] cards as dealt, and 0 are left over; round 3 deals 3"),
    ("trump not the card's suit", changed(PLAYING, trump="H"), 'trump is ♥; the rules make it ♠'),
    ("a card of another deck", changed(PLAYING, hands=at(0, ["W1"])),
         "W1 is not a card of this game"),
    # Phase, turn and bids, replayed.
    ("a bid missing in play", changed(PLAYING, bids=[1, None, 1]),
         "bids is (1, None, 1); the rules make it (1, 1, None)"),
    ("the dealer of another round", changed(PLAYING, dealer=0), 'dealer is 0; the rules make it 2'),
    ("out of turn in a trick", changed(PLAYING, to_act=2), 'to_act is 2; the rules make it 1'),
    ("a bid above the round", changed(PLAYING, bids=[1, 4, 1]),
         "bid 4 is illegal there (cannot bid 4: bids are 0 to 3)"),
    ("a bid out of order", changed(BIDDING, bids=[None, 2, None]),
     'bids is (None, 2, None); the rules make it (2, None, None)'),
    ("the wrong bidder", changed(BIDDING, to_act=0), 'to_act is 0; the rules make it 2'),
    ("the hook broken", changed(BIDDING, phase="play", to_act=0, bids=[1, 2, 0]),
     'bid 0 is illegal there (cannot bid 0: the dealer may not make the bids add up to 3 (the ho'),
    ("over before the last round", changed(PLAYING, phase="over", to_act=None, trick=[],
                                           hands=[["JD"], ["2D", "9H"], ["4C", "8C"]]),
     'the hands hold [2, 3, 3] cards as dealt, and 1 are left over; round 3 deals 3 a seat and l'),
    ("cards played while bidding", changed(BIDDING, trick=["2C"]),
         "the hands hold [4, 3, 3] cards as dealt, and 1 are left over; round 3 deals 3"),
    # The round's tricks, replayed.
    ("tricks taken not the tricks won", changed(PLAYING, tricks_taken=[0, 1, 0]),
     'tricks_taken is (0, 1, 0); the rules make it (1, 0, 0)'),
    ("played cards without a trick taken", changed(PLAYING, tricks_taken=[0, 0, 0]),
     'tricks_taken is (0, 0, 0); the rules make it (1, 0, 0)'),
    ("the last trick of another winner", changed(PLAYING, last_trick=last("JS 8S 10H", 0, 1)),
     'last_trick is seat 0 led J♠ 8♠ 10♥; seat 1 won; the rules make it seat 0 led J♠ 8♠ 10♥; se'),
    ("no last trick after a trick", changed(PLAYING, last_trick=None),
         "last_trick is None; the rules make it seat 0 led J♠ 8♠ 10♥; seat 0 won"),
    ("a leader who did not win", changed(PLAYING, leader=2, to_act=0),
         "the hands hold [2, 3, 4] cards as dealt, and 1 are left over; round 3 deals 3"),
    ("a card that did not follow, in the trick", changed(
        PLAYING, hands=[["JD"], ["9H"], ["4C", "8C"]], trick=["7H", "2D"], to_act=2),
     'play 2♦ is illegal there (cannot play 2♦: must follow ♥ (you may play 9♥))'),
    ("a card that did not follow, in a finished trick", changed(
        PLAYING, hands=at(2, ["4C", "QS"])),
             "play 10♥ is illegal there (cannot play 10♥: must follow ♠ (you may play Q♠))"),
    ("a finished trick that did not follow", changed(
        LATER, played=REVOKED, last_trick=last("5C 4C JH", 1, 1)),
     'play Q♥ is illegal there (cannot play Q♥: must follow ♣ (you may play 4♣))'),
    # The game's result.
    ("the wrong winners", changed(OVER, winners=[0, 1, 2]),
         "winners is (0, 1, 2); the rules make it (1,)"),
    ("winners while playing", changed(PLAYING, winners=[0]),
         "winners is (0,); the rules make it ()"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("document", "message"), [row[1:] for row in REFUSED], ids=[row[0] for row in REFUSED]
)
def test_an_unreachable_state_is_refused_naming_what_is_wrong(
    document: dict[str, Any], message: str
) -> None:
    with pytest.raises(SerializationError, match=r"ohhell\.State") as info:
        from_data(document)
    assert message in str(info.value)


VIEWS = [
    ("the hand sizes of a view", changed(
        PLAYING.view(1), hand_sizes=[1, 2, 1], hand=["2D", "9H"]),
             "hand_sizes (1, 2, 1): the deal and the tricks give (1, 2, 2)"),
    ("the seat's own card not following", changed(
        PLAYING.view(1), hand=["9H"], hand_sizes=[1, 1, 2], trick=["7H", "2D"], to_act=2,
        legal_actions=[]),
             "play 2♦ is illegal there (cannot play 2♦: must follow ♥ (you may play 9♥))"),
    ("a view's hand out of order", changed(PLAYING.view(1), hand=["9H", "2D"]),
         "the hand is not in canonical order"),
    ("a trump card when every card is dealt", changed(FULL.view(0), trump_card="AS", trump="S"),
     'seat 3 holds 13 cards, of 12 unseen'),
    ("a view's last trick", changed(PLAYING.view(2), last_trick=None),
         "last_trick is None; the rules make it seat 0 led J♠ 8♠ 10♥; seat 0 won"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("document", "message"), [row[1:] for row in VIEWS], ids=[row[0] for row in VIEWS]
)
def test_an_unreachable_view_is_refused(document: dict[str, Any], message: str) -> None:
    with pytest.raises(SerializationError, match=r"ohhell\.View") as info:
        from_data(document)
    assert message in str(info.value)


def test_a_view_carries_its_legal_actions_and_they_are_checked() -> None:
    view = PLAYING.view(1)
    document = to_data(view)
    assert document["legal_actions"] == [{"type": "Play", "card": "9H", "suit": None}]
    assert to_data(PLAYING.view(0))["legal_actions"] == []  # not seat 0's turn
    assert to_data(BIDDING.view(2))["legal_actions"] == [
        {"type": "ohhell.Bid", "tricks": n}
        for n in (1, 2, 3)  # the hook forbids 0
    ]
    assert from_data(document) == view
    del document["legal_actions"]
    assert from_data(document) == view  # derived: may be left out
    document["legal_actions"] = [{"type": "Play", "card": "2D", "suit": None}]
    with pytest.raises(SerializationError, match="legal_actions is not what the value gives"):
        from_data(document)


def test_the_rules_carry_their_rounds() -> None:
    document = to_data(ohhell.Rules(players=5, schedule=(3, 1, 4)))
    assert document["rounds"] == 3
    assert from_data(document) == ohhell.Rules(players=5, schedule=(3, 1, 4))
    document["rounds"] = 4
    with pytest.raises(SerializationError, match="rounds is not what the value gives"):
        from_data(document)


EVENTS = [
    ("ohhell.RoundScored", {"round": 1, "trump": None, "bids": [1, 0, 0, 0], "taken": [1, 0, 0],
                            "points": [11, 10, 10], "scores": [11, 10, 10, 9, 9, 9, 9, 9]},
     "scores: expected at most 7 items"),
    ("ohhell.RoundStarted", {"round": 1, "dealer": 3, "hand_size": 1,
                             "hands": [None, None, None]}, "dealer is 3, not one of the 3 seats"),
    ("ohhell.RoundStarted", {"round": 1, "dealer": 0, "hand_size": 2,
                             "hands": [["3C", "2C"], None, None]}, "canonical order"),
    ("ohhell.TrumpTurned", {"card": "W1"}, "not a card of this game"),
    ("ohhell.TrickWon", {"winner": 0, "leader": 0, "cards": ["2C", "2C", "2D"]}, "two places"),
    ("ohhell.BidMade", {"seat": 7, "tricks": 0}, "seat: expected an integer from 0 to 6"),
    ("ohhell.BidMade", {"seat": 0, "tricks": 18}, "tricks: expected an integer from 0 to 17"),
    ("ohhell.Bid", {"tricks": -1}, "tricks: expected an integer from 0 to 17"),
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
        ohhell.Rules(players=3),
        ohhell.Rules(players=4, hook=False, bonus=0, schedule=(13, 1)),
        ohhell.Rules(players=5, off_bid_penalty=True, points_per_trick=3, bonus=5),
        ohhell.Rules(players=7, points_per_trick=0, first_dealer=6),
    ],
    ids=repr,
)
def test_every_event_state_and_view_of_whole_games_is_read_back(rules: ohhell.Rules) -> None:
    rng = random.Random(rules.players)
    state, events = ohhell.start(rules, seed=rules.players)
    while True:
        for event in events:
            for form in (event, *(event.for_seat(s) for s in range(rules.players))):
                assert from_json(to_json(form)) == form
        assert from_json(to_json(state)) == state
        seat = rng.randrange(rules.players)
        assert from_json(to_json(state.view(seat))) == state.view(seat)
        if state.is_over:
            break
        state, events = state.apply(rng.choice(state.legal_actions()))


def test_the_bounds_of_players_are_the_rules_own() -> None:
    for players in (3, 7):
        ohhell.Rules(players=players)
    for players in (2, 8):
        with pytest.raises(ValueError, match="players"):
            ohhell.Rules(players=players)
    assert max(ohhell.Rules(players=3, schedule=(17,)).schedule) == 17
    with pytest.raises(ValueError, match="schedule"):
        ohhell.Rules(players=3, schedule=(18,))
    document = to_data(ohhell.BidMade(seat=6, tricks=17))
    assert from_data(document) == ohhell.BidMade(seat=6, tricks=17)
