"""The Wizard score sheet: a header at the first deal, one row per scored round, the game-over
line, and nothing for the other events."""

from __future__ import annotations

import pytest

from tricktaker import Card, Event, Suit, parse_cards, wizard
from tricktaker.wizard import GAME

narrate = GAME.narrate


def test_header_at_the_first_deal() -> None:
    rules = wizard.Rules(players=3)
    started = wizard.RoundStarted(round=1, dealer=0, hands=((), (), ()))
    text = narrate(started, rules)
    assert text is not None
    title, columns, rule = text.split("\n")
    assert (
        title
        == "Wizard: 3 players, 20 rounds; each seat: bid/taken, points, total; trump - means none"
    )
    assert columns.split() == ["round", "trump", "|", "seat", "0", "|", "seat", "1", "|"] + [
        "seat",
        "2",
    ]
    assert set(rule) == {"-"}
    assert len(rule) == len(columns)


def test_header_with_the_hook() -> None:
    text = narrate(
        wizard.RoundStarted(round=1, dealer=2, hands=((),) * 5), wizard.Rules(players=5, hook=True)
    )
    assert text is not None
    assert text.split("\n")[0] == (
        "Wizard: 5 players, 12 rounds, with the hook; each seat: bid/taken, points, total; "
        "trump - means none"
    )


def test_row_of_a_round() -> None:
    row = narrate(
        wizard.RoundScored(
            round=2,
            trump=None,
            bids=(1, 0, 1),
            taken=(1, 1, 0),
            points=(30, -10, -10),
            scores=(50, 10, -10),
        ),
        wizard.Rules(players=3),
    )
    assert row == "    2   -   |  1/1   +30   50 |  0/1   -10   10 |  1/0   -10  -10"


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_rows_line_up_with_the_header(players: int) -> None:
    rules = wizard.Rules(players=players)
    header = narrate(wizard.RoundStarted(round=1, dealer=0, hands=((),) * players), rules)
    assert header is not None
    row = narrate(
        wizard.RoundScored(
            round=10,
            trump=Suit.HEARTS,
            bids=(10,) * players,
            taken=(10,) + (0,) * (players - 1),
            points=(120,) + (-100,) * (players - 1),
            scores=(1000,) + (-990,) * (players - 1),
        ),
        rules,
    )
    assert row is not None
    assert " ♥ " in row
    assert len(row) == len(header.split("\n")[1]) == len(header.split("\n")[2])
    assert row.index("|") == header.split("\n")[1].index("|")


def test_game_over_line() -> None:
    over = wizard.GameOver(scores=(10, 30, 30), winners=(1, 2))
    assert narrate(over, wizard.Rules(players=3)) == "game over: seat 1 and seat 2 win with 30"


@pytest.mark.parametrize(
    "event",
    [
        wizard.RoundStarted(round=2, dealer=1, hands=((), (), ())),
        wizard.TrumpTurned(card=Card.parse("8H"), trump=Suit.HEARTS),
        wizard.TrumpChosen(seat=0, suit=Suit.CLUBS),
        wizard.BidMade(seat=0, tricks=1),
        wizard.CardPlayed(seat=0, card=Card.parse("8H")),
        wizard.TrickWon(winner=0, leader=0, cards=parse_cards("8H 2C 3C")),
    ],
)
def test_other_events_are_not_on_the_sheet(event: Event) -> None:
    assert narrate(event, wizard.Rules(players=3)) is None
