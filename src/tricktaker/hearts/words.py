"""How Hearts reads: a game to 100 that the lowest total wins, three cards passed to the
left, across or to the right, chosen together, the texts of its events, its score sheet and
its table in ``tricktaker play``.

>>> from tricktaker.words import Teller
>>> from tricktaker import Card
>>> event = CardPassed(seat=0, receiver=1, card=Card.parse("QS"))
>>> str(event), WORDS.tell(event.for_seat(1), Teller(WORDS, reader=1))
('seat 0 passes Q♠ to seat 1', 'seat 0 passes a card to you')
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tricktaker.cards import format_cards
from tricktaker.events import Event, GameOver
from tricktaker.hearts.rules import (
    PASS_SIZE,
    CardPassed,
    Direction,
    HandScored,
    HandStarted,
    PassesReceived,
    Rules,
    TrickWon,
    View,
)
from tricktaker.standing import Aim
from tricktaker.words import HAND, Teller, Words


def _direction(direction: Direction, tell: Teller) -> str:
    if direction is Direction.LEFT:
        return tell.text("to the left")
    if direction is Direction.RIGHT:
        return tell.text("to the right")
    return tell.text("across")


def _hand_started(event: HandStarted, tell: Teller) -> str:
    if event.direction is Direction.NONE:
        return tell.text("hand {hand}: no passing", hand=event.hand_number)
    return tell.text(
        "hand {hand}: pass three cards {direction}",
        hand=event.hand_number,
        direction=_direction(event.direction, tell),
    )


def _card_passed(event: CardPassed, tell: Teller) -> str:
    receiver = tell.seat(event.receiver)
    if event.card is None:
        return tell.text(
            "{seat} passes a card to {receiver}", seat=tell.seat(event.seat), receiver=receiver
        )
    return tell.about(
        event.seat,
        "{seat} passes {card} to {receiver}",
        "you pass {card} to {receiver}",
        card=tell.card(event.card),
        receiver=receiver,
    )


def _passes_received(event: PassesReceived, tell: Teller) -> str:
    reader = tell.reader
    mine = event.received[reader] if reader is not None and reader < len(event.received) else None
    if mine:
        return tell.text("you receive {cards}", cards=tell.cards(mine))
    return tell.text("the passed cards are taken up")


def _trick_won(event: TrickWon, tell: Teller) -> str:
    cards = tell.cards(event.cards)
    if not event.points:
        return tell.about(event.winner, "{seat} wins {cards}", "you win {cards}", cards=cards)
    if event.winner == tell.reader:
        return tell.count(
            event.points, "you win {cards} ({n} point)", "you win {cards} ({n} points)", cards=cards
        )
    return tell.count(
        event.points,
        "{seat} wins {cards} ({n} point)",
        "{seat} wins {cards} ({n} points)",
        seat=tell.seat(event.winner),
        cards=cards,
    )


def _hand_scored(event: HandScored, tell: Teller) -> str:
    gains = tell.gains(event.points)
    if event.moon is None:
        return tell.text("hand {hand} scored: {gains}", hand=event.hand_number, gains=gains)
    return tell.about(
        event.moon,
        "hand {hand} scored: {seat} shoots the moon; {gains}",
        "hand {hand} scored: you shoot the moon; {gains}",
        hand=event.hand_number,
        gains=gains,
    )


def _quiet(event: Event) -> bool:
    # Another seat's pass, hidden: the direction was told when the hand started.
    return isinstance(event, CardPassed) and event.card is None


def _to_pass(view: Any) -> int:
    """How many cards the seat of ``view`` has still to pass now (0 unless it is passing)."""
    if view.phase.value != "pass" or view.to_act != view.seat:
        return 0
    return PASS_SIZE - len(view.passed)


def _prompt(view: Any, tell: Teller) -> str | None:
    left = _to_pass(view)
    if not left:
        return None
    return tell.count(
        left,
        "pass {n} card {direction}",
        "pass {n} cards {direction}",
        direction=_direction(view.direction, tell),
    )


def _end(rules: Rules, tell: Teller) -> str:
    if not rules.hands:
        return tell.text("to {target}", target=rules.target)
    return tell.count(
        rules.hands,
        "to {target}, {n} hand at most",
        "to {target}, {n} hands at most",
        target=rules.target,
    )


WORDS: Words[Rules] = Words(
    deal=HAND,
    end=_end,
    aim=Aim.LOWEST,
    texts={
        HandStarted: _hand_started,
        CardPassed: _card_passed,
        PassesReceived: _passes_received,
        TrickWon: _trick_won,
        HandScored: _hand_scored,
    },
    quiet=_quiet,
    prompt=_prompt,
    batch=lambda view: max(1, _to_pass(view)),
)
"""Hearts' words."""


def narrate(event: Event, rules: Rules) -> str | None:
    """A score-sheet line for ``event``, or None for events the sheet does not show.

    >>> print(narrate(HandScored(hand_number=1, points=(3, 13, 10, 0), scores=(3, 13, 10, 0)),
    ...               Rules()))
        1 |   +3     3 |  +13    13 |  +10    10 |   +0     0
    """
    if isinstance(event, HandStarted) and event.hand_number == 1:
        seats = " | ".join(f"seat {seat}".center(11) for seat in range(rules.players))
        end = WORDS.end_text(rules, Teller(WORDS))
        return f"Hearts: {end}, lowest total wins\n hand | {seats}\n" + "-" * 62
    if isinstance(event, HandScored):
        cells = " | ".join(
            f"{points:+5d}{total:>6}"
            for points, total in zip(event.points, event.scores, strict=True)
        )
        moon = "" if event.moon is None else f"   seat {event.moon} shot the moon"
        return f"{event.hand_number:>5} | {cells}{moon}"
    if isinstance(event, GameOver):
        return str(event)
    return None


def describe(view: View, names: Sequence[str]) -> list[str]:
    """The lines about the hand and each seat that a player needs to decide.

    >>> from tricktaker import hearts
    >>> view = hearts.new_game(hearts.Rules(), seed=5).view(1)
    >>> print("\\n".join(describe(view, ["a", "heuristic", "c", "d"])))
    Hand 1, passing left; hearts not broken
    seat         hand  score
    0 a             0      0
    1 heuristic     0      0
    2 c             0      0
    3 d             0      0
    """
    broken = "broken" if view.hearts_broken else "not broken"
    direction = view.direction.name.lower()
    passing = "no passing" if direction == "none" else f"passing {direction}"
    lines = [f"Hand {view.hand_number}, {passing}; hearts {broken}"]
    if view.passed:
        lines.append(f"you passed {format_cards(view.passed)}")
    if view.received:
        lines.append(f"you received {format_cards(view.received)}")
    width = max(10, *(len(f"{seat} {name}") + 1 for seat, name in enumerate(names)))
    lines.append(f"{'seat':<{width}}{'hand':>6}{'score':>7}")
    for seat, (name, points, total) in enumerate(zip(names, view.points, view.scores, strict=True)):
        lines.append(f"{f'{seat} {name}':<{width}}{points:>6}{total:>7}")
    return lines
