"""Hearts' rules as scenario tables: tricks (no trump), legal plays (the 2♣ lead, no points
on the first trick, hearts broken, a lead of hearts instead of the Q♠), a hand's points
(hearts, Q♠, J♦, the moon, a hand without a trick) and the pass directions. Sources:
OpenSpiel's hearts.cc (every parameter) and pagat.com's Hearts (the game to 100, the
rotation of the pass)."""

from __future__ import annotations

import pytest

from tricktaker import Card, TricktakerError, format_cards, parse_cards
from tricktaker.cards import STANDARD_DECK
from tricktaker.errors import RulesError
from tricktaker.hearts import Direction, Rules, hand_score, legal_plays, trick_winner
from tricktaker.hearts.rules import QS as QS_MASK
from tricktaker.hearts.rules import breaks_hearts, receiver
from tricktaker.masks import mask_of

# cards in play order; the index of the winning card
TRICKS = [
    ("the highest of the suit led", "9H KH 2H QH", 1),
    ("a higher card of another suit never wins", "9H AD AS 2H", 0),
    ("spades are no trump", "2C AS KS QS", 0),
    ("the card led wins alone in its suit", "3D 2C 2S 2H", 0),
]


@pytest.mark.parametrize(("case", "cards", "winner"), TRICKS, ids=[row[0] for row in TRICKS])
def test_trick_winner(case: str, cards: str, winner: int) -> None:
    assert trick_winner(parse_cards(cards)) == winner


# rules, hand, trick so far, cards played this hand, hearts broken; the cards that may be played
PLAYS = [
    ("the first lead is the 2♣", {}, "2C 5C AH", "", 0, False, "2♣"),
    ("can_lead_any_club: any club leads", {"can_lead_any_club": True}, "2C 5C AH", "", 0, False,
     "2♣ 5♣"),
    ("follow suit on the first trick", {}, "5C QS AH", "2C", 1, False, "5♣"),
    ("void on the first trick: no heart, no Q♠", {}, "3D QS AH", "2C", 1, False, "3♦"),
    ("void on the first trick, nothing else: points", {}, "QS AH", "2C", 1, False, "A♥ Q♠"),
    ("no_pts_on_first_trick off: anything", {"no_pts_on_first_trick": False}, "3D QS AH", "2C",
     1, False, "3♦ A♥ Q♠"),
    ("a later trick, void: anything", {}, "3D QS AH", "2C", 5, False, "3♦ A♥ Q♠"),
    ("a lead before hearts are broken: no heart", {}, "3D QS AH", "", 8, False, "3♦ Q♠"),
    ("a lead once hearts are broken: anything", {}, "3D QS AH", "", 8, True, "3♦ A♥ Q♠"),
    ("a lead from nothing but hearts: a heart", {}, "2H AH", "", 8, False, "2♥ A♥"),
    ("the Q♠ and hearts: the Q♠ leads", {}, "2H QS", "", 8, False, "Q♠"),
    ("the Q♠ and hearts, can_lead_hearts_instead_of_qs: either",
     {"can_lead_hearts_instead_of_qs": True}, "2H QS", "", 8, False, "2♥ Q♠"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("case", "options", "hand", "trick", "played", "broken", "legal"),
    PLAYS,
    ids=[row[0] for row in PLAYS],
)
def test_legal_plays(
    case: str, options: dict[str, bool], hand: str, trick: str, played: int, broken: bool,
    legal: str,
) -> None:  # fmt: skip
    plays = legal_plays(
        parse_cards(hand), parse_cards(trick), played=played, hearts_broken=broken,
        rules=Rules(**options),
    )  # fmt: skip
    assert format_cards(plays) == legal


def test_legal_plays_refuses_what_no_hand_has() -> None:
    with pytest.raises(TricktakerError, match="hand must be cards of the 52-card deck"):
        legal_plays((Card.parse("W1"),), (), played=4, hearts_broken=False)
    with pytest.raises(TricktakerError, match="played must be the cards played"):
        legal_plays(parse_cards("2C"), parse_cards("3C"), played=4, hearts_broken=False)


def test_what_breaks_hearts() -> None:
    assert breaks_hearts(mask_of(parse_cards("2H")), Rules())
    assert breaks_hearts(QS_MASK, Rules())
    assert not breaks_hearts(QS_MASK, Rules(qs_breaks_hearts=False))
    assert not breaks_hearts(mask_of(parse_cards("AS")), Rules())


HEARTS = [card for card in STANDARD_DECK if card.suit is not None and card.suit.name == "HEARTS"]
OTHERS = [card for card in STANDARD_DECK if card not in HEARTS]
QS, JD = Card.parse("QS"), Card.parse("JD")
PLAIN = [card for card in OTHERS if card not in (QS, JD)]  # 37 cards without points


def taken_by(*piles: list[Card]) -> list[list[Card]]:
    """Four seats' piles: those given, and the cards of no pile filled in from PLAIN so that
    each pile is whole tricks (the tests give piles of point cards)."""
    piles_ = [list(pile) for pile in piles]
    rest = [card for card in STANDARD_DECK if not any(card in pile for pile in piles_)]
    for pile in piles_:
        while len(pile) % 4:
            pile.append(rest.pop())
    piles_[-1] += rest
    return piles_


# the cards each seat took; rules; the seats' points
SCORES = [
    ("a point a heart, 13 the Q♠", taken_by(HEARTS[:5], HEARTS[5:], [QS], []), {},
     (5, 8, 13, 0)),
    ("the J♦ counts nothing by default", taken_by([JD], HEARTS, [QS], []), {}, (0, 13, 13, 0)),
    ("jd_bonus: the J♦ is minus 10", taken_by([JD], HEARTS, [QS], []), {"jd_bonus": True},
     (-10, 13, 13, 0)),
    ("the moon: 26 to every other seat", taken_by([], HEARTS + [QS], [], []), {},
     (26, 0, 26, 26)),
    ("the moon with the J♦ under jd_bonus", taken_by([], HEARTS + [QS, JD], [], []),
     {"jd_bonus": True}, (26, -10, 26, 26)),
    ("all hearts without the Q♠: no moon", taken_by([], HEARTS, [QS], []), {}, (0, 13, 13, 0)),
    ("avoid_all_tricks_bonus: minus 5 for no trick", taken_by([], HEARTS, [QS], []),
     {"avoid_all_tricks_bonus": True}, (-5, 13, 13, 0)),
    ("avoid_all_tricks_bonus: none in a moon's hand", taken_by([], HEARTS + [QS], [], []),
     {"avoid_all_tricks_bonus": True}, (26, 0, 26, 26)),
]  # fmt: skip


@pytest.mark.parametrize(
    ("case", "taken", "options", "points"), SCORES, ids=[row[0] for row in SCORES]
)
def test_hand_score(
    case: str, taken: list[list[Card]], options: dict[str, bool], points: tuple[int, ...]
) -> None:
    assert hand_score(taken, Rules(**options)) == points


def test_hand_score_refuses_what_no_hand_gives() -> None:
    with pytest.raises(TricktakerError, match="13 tricks"):
        hand_score([HEARTS, [], [], []])


# the hand's number; its direction under the default "rotate" (pagat.com)
ROTATION = [(1, Direction.LEFT), (2, Direction.RIGHT), (3, Direction.ACROSS),
            (4, Direction.NONE), (5, Direction.LEFT), (8, Direction.NONE)]  # fmt: skip


@pytest.mark.parametrize(("number", "direction"), ROTATION)
def test_the_pass_rotates(number: int, direction: Direction) -> None:
    assert Rules().direction(seed=9, hand_number=number) is direction


def test_a_drawn_direction_comes_from_the_seed_and_takes_every_value() -> None:
    rules = Rules.openspiel()
    drawn = {rules.direction(seed, 1) for seed in range(40)}
    assert drawn == set(Direction)
    assert rules.direction(3, 1) is rules.direction(3, 1)
    assert Rules.openspiel(pass_cards=False).direction(3, 1) is Direction.NONE
    assert Rules(pass_cards=False).direction(3, 1) is Direction.NONE


def test_receivers() -> None:
    assert [receiver(3, d) for d in Direction] == [3, 0, 1, 2]


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"players": 5}, "Rules.players must be 4"),
        ({"jd_bonus": 1}, "Rules.jd_bonus must be True or False"),
        ({"target": 0}, "Rules.target must be an int of at least 1"),
        ({"hands": -1}, "Rules.hands must be an int of at least 0"),
        ({"pass_order": "left"}, "Rules.pass_order must be 'rotate' or 'random'"),
    ],
)
def test_bad_rules_name_the_field(options: dict[str, object], message: str) -> None:
    with pytest.raises(RulesError, match=message):
        Rules(**options)  # type: ignore[arg-type]


def test_openspiel_is_one_hand_with_a_drawn_direction_and_its_defaults() -> None:
    rules = Rules.openspiel(can_lead_any_club=True)
    assert (rules.hands, rules.pass_order, rules.can_lead_any_club) == (1, "random", True)
    assert Rules.openspiel().qs_breaks_hearts
    assert not Rules.openspiel().jd_bonus
