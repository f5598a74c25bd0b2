"""Spades' rules as scenario tables: tricks (spades trump), legal plays (breaking spades, a
hand of nothing but spades), hand scores (contracts, bags, nil) and the game's end (win
threshold, mercy rule). Sources: OpenSpiel's spades.cc and spades_scoring.cc and its tests;
pagat.com's Spades for what OpenSpiel leaves out (spades broken by play)."""

from __future__ import annotations

import pytest

from tricktaker import TricktakerError, format_cards, parse_cards
from tricktaker.errors import RulesError
from tricktaker.spades import Rules, hand_score, legal_bids, legal_plays, trick_winner
from tricktaker.spades.rules import game_result

# cards in play order; the index of the winning card
TRICKS = [
    ("led suit, no spade: the highest of it", "9H KH 2H QH", 1),
    ("an off-suit card never wins", "9H AD AC 2H", 0),
    ("one spade on a heart lead wins", "9H KH 2S AH", 2),
    ("the highest of two spades", "9H 3S 2S AH", 1),
    ("spades led: the highest spade", "5S KS AH 6S", 1),
    ("a later, higher spade over-trumps", "2D 4S AS KD", 2),
]


@pytest.mark.parametrize(("case", "cards", "winner"), TRICKS, ids=[row[0] for row in TRICKS])
def test_trick_winner(case: str, cards: str, winner: int) -> None:
    assert trick_winner(parse_cards(cards)) == winner


# hand, trick so far, spades broken; the cards that may be played
PLAYS = [
    ("follow the led suit", "2C 7H QH AS", "9H", False, "7♥ Q♥"),
    ("void in the led suit: anything, a spade too", "2C AS", "9H", False, "2♣ A♠"),
    ("a lead before spades are broken: no spade", "2C 7H AS", "", False, "2♣ 7♥"),
    ("a lead after spades are broken: any card", "2C 7H AS", "", True, "2♣ 7♥ A♠"),
    ("a lead from nothing but spades: a spade", "2S AS", "", False, "2♠ A♠"),
    ("spades led: follow with a spade", "2C 3S AS", "KS", False, "3♠ A♠"),
]


@pytest.mark.parametrize(
    ("case", "hand", "trick", "broken", "legal"), PLAYS, ids=[row[0] for row in PLAYS]
)
def test_legal_plays(case: str, hand: str, trick: str, broken: bool, legal: str) -> None:
    plays = legal_plays(parse_cards(hand), parse_cards(trick), spades_broken=broken)
    assert format_cards(plays) == legal


# bids and tricks by seat (N E S W), the teams' totals before; the teams' points (N/S, E/W)
SCORES = [
    ("OpenSpiel: contract 9 made with a bag", (4, 5, 5, 0), (5, 3, 5, 0), (0, 0), (91, 50)),
    ("OpenSpiel: 13 failed, nil failed", (13, 5, 0, 1), (4, 6, 1, 2), (0, 0), (-230, 62)),
    ("OpenSpiel: the tenth bag costs 100", (3, 3, 3, 2), (4, 2, 5, 2), (99, 0), (-37, -50)),
    ("OpenSpiel: the same for E/W", (2, 3, 3, 3), (2, 4, 2, 5), (0, 99), (-50, -37)),
    ("exact contracts", (3, 4, 3, 3), (3, 4, 3, 3), (0, 0), (60, 70)),
    ("nil made, partner makes 4 of 13", (0, 6, 4, 3), (0, 6, 4, 3), (0, 0), (140, 90)),
    (
        "a nil made: 100 beside the partner's contract",
        (1, 6, 0, 3),
        (2, 5, 0, 6),
        (0, 0),
        (111, 92),
    ),
    (
        "a nil failed: -100, its trick a bag of the team",
        (0, 5, 2, 6),
        (1, 5, 2, 5),
        (0, 0),
        (-79, -110),
    ),
    ("bags from a negative total carry none", (3, 3, 3, 3), (9, 2, 0, 2), (-7, 0), (63, -60)),
]


@pytest.mark.parametrize(
    ("case", "bids", "taken", "totals", "points"), SCORES, ids=[row[0] for row in SCORES]
)
def test_hand_score(
    case: str,
    bids: tuple[int, ...],
    taken: tuple[int, ...],
    totals: tuple[int, int],
    points: tuple[int, int],
) -> None:
    assert hand_score(bids, taken, totals) == points


def test_hand_score_options() -> None:
    fifty = Rules(nil_bonus=50, bag_penalty=50)
    assert hand_score((0, 6, 4, 3), (0, 6, 4, 3), rules=fifty) == (90, 90)
    assert hand_score((3, 3, 3, 2), (4, 2, 5, 2), (99, 0), fifty) == (13, -50)


# team totals after a hand, the hand number, rules; final totals and winning teams (or None)
ENDS = [
    ("below every threshold: play on", (120, -80), 1, Rules(), None),
    (
        "500 and more than the other: won, with the bonus",
        (510, 300),
        5,
        Rules(),
        ((710, 300), (0,)),
    ),
    ("both over 500: the higher wins", (520, 530), 5, Rules(), ((520, 730), (1,))),
    ("equal over 500: play on", (520, 520), 5, Rules(), None),
    ("mercy: -350 and less than the other", (100, -360), 3, Rules(), ((100, -560), (0,))),
    ("no mercy rule", (100, -360), 3, Rules(use_mercy_rule=False, hands=10), None),
    ("the last hand: the higher total", (100, -60), 2, Rules(hands=2), ((100, -60), (0,))),
    ("the last hand, a tie: both", (40, 40), 1, Rules(hands=1), ((40, 40), (0, 1))),
    (
        "OpenSpiel's single hand: 500 is out of reach",
        (230, -287),
        1,
        Rules.openspiel(),
        ((230, -287), (0,)),
    ),
    (
        "win and mercy at once",
        (50, -50),
        1,
        Rules.openspiel(win_threshold=40, mercy_threshold=-40),
        ((250, -250), (0,)),
    ),
]


@pytest.mark.parametrize(
    ("case", "totals", "hand", "rules", "result"), ENDS, ids=[row[0] for row in ENDS]
)
def test_game_result(
    case: str,
    totals: tuple[int, int],
    hand: int,
    rules: Rules,
    result: tuple[tuple[int, int], tuple[int, ...]] | None,
) -> None:
    assert game_result(totals, hand, rules) == result


def test_bids_partners_at_most_13() -> None:
    assert legal_bids() == tuple(range(14))
    assert legal_bids(13) == (0,)
    assert legal_bids(0) == tuple(range(14))
    with pytest.raises(TricktakerError, match="partner_bid"):
        legal_bids(14)


@pytest.mark.parametrize(
    ("field", "value"),
    [("players", 3), ("nil_bonus", -1), ("num_tricks", 0), ("first_dealer", 4), ("hands", -1),
     ("use_mercy_rule", 1)],
)  # fmt: skip
def test_bad_rules_name_the_field(field: str, value: object) -> None:
    with pytest.raises(RulesError, match=f"Rules.{field}"):
        Rules(**{field: value})  # type: ignore[arg-type]


def test_a_game_without_a_limit_ends_after_1000_hands_at_the_latest() -> None:
    assert Rules(use_mercy_rule=False, hands=5).rounds == 5
    endless = Rules(use_mercy_rule=False)
    assert endless.rounds == 1000
    assert game_result((510, 510), 999, endless) is None  # a tie at 500 plays on
    assert game_result((510, 510), 1000, endless) == ((510, 510), (0, 1))
