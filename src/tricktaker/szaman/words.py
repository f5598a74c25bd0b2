"""How Szaman reads: six hands, the total closest to 66 winning, the texts of its events,
the demo's score sheet (:func:`narrate`) and a seat's table in ``tricktaker play``
(:func:`describe`).

>>> from tricktaker import Card
>>> from tricktaker.words import Teller
>>> event = CardDrawn(seat=1, card=Card.parse("QS"))
>>> str(event), WORDS.tell(event.for_seat(0), Teller(WORDS, reader=0))
('seat 1 draws Q♠', 'seat 1 draws a card')
"""

from __future__ import annotations

from collections.abc import Sequence

from tricktaker.events import Event, GameOver
from tricktaker.standing import Aim
from tricktaker.szaman.events import CardDrawn, HandScored, HandStarted, TrickWon
from tricktaker.szaman.rules import HAND_SIZE, Rules, View
from tricktaker.tricks import trick_seats
from tricktaker.words import HAND, Teller, Words


def _hand_started(event: HandStarted, tell: Teller) -> str:
    return tell.about(
        event.leader,
        "hand {hand}: {size} cards each, {stock} in the stock; {seat} holds {card} and leads",
        "hand {hand}: {size} cards each, {stock} in the stock; you hold {card} and lead",
        hand=event.hand_number,
        size=HAND_SIZE,
        stock=event.stock_size,
        card=tell.card(event.starting_card),
    )


def _trick_won(event: TrickWon, tell: Teller) -> str:
    # The losses for an off-suit card are said to be so, that a line explains itself to a
    # player who has not read the rules.
    seats = trick_seats(event.leader, len(event.cards), len(event.points))
    off_suit = {
        seat
        for seat, card in zip(seats, event.cards, strict=True)
        if card.suit is not event.suit and not (card.is_joker and card.color is event.suit.color)
    }
    gains = ", ".join(
        f"{tell.seat(seat)} {points:+d}" + (" " + tell.text("off-suit") if seat in off_suit else "")
        for seat, points in enumerate(event.points)
        if points
    )
    return tell.about(
        event.winner,
        "{seat} wins {cards} ({suit} led): {gains}",
        "you win {cards} ({suit} led): {gains}",
        cards=tell.cards(event.cards),
        suit=tell.suit(event.suit),
        gains=gains,
    )


def _card_drawn(event: CardDrawn, tell: Teller) -> str:
    if event.card is None:
        return tell.text("{seat} draws a card", seat=tell.seat(event.seat))
    return tell.about(
        event.seat, "{seat} draws {card}", "you draw {card}", card=tell.card(event.card)
    )


def _hand_scored(event: HandScored, tell: Teller) -> str:
    cells = ", ".join(
        f"{tell.seat(seat)} {taken:+d} -{penalty} = {total}"
        for seat, (taken, penalty, total) in enumerate(
            zip(event.trick_points, event.penalties, event.scores, strict=True)
        )
    )
    return tell.text(HAND.scored, number=event.hand_number, gains=cells)


WORDS: Words[Rules] = Words(
    deal=HAND,
    deals=lambda rules: rules.hands,
    aim=Aim.TARGET,
    target=lambda rules: rules.target,
    texts={
        HandStarted: _hand_started,
        TrickWon: _trick_won,
        CardDrawn: _card_drawn,
        HandScored: _hand_scored,
    },
)
"""Szaman's words."""

_CELL = 17


def narrate(event: Event, rules: Rules) -> str | None:
    """A score-sheet line for ``event``, or None for events the sheet does not show.

    Each seat's cell is ``trick points, penalty, total``.

    >>> print(narrate(HandScored(hand_number=2, trick_points=(12, -1, 30), penalties=(0, 3, 21),
    ...                          points=(12, -4, 9), scores=(30, 7, 44)), Rules(players=3)))
       2 |    +12    0     30 |     -1   -3      7 |    +30  -21     44
    >>> print(narrate(GameOver(scores=(30, 7, 44), winners=(2,)), Rules(players=3)))
    game over: seat 2 wins with 44 (closest to 66)
    """
    if isinstance(event, HandStarted) and event.hand_number == 1:
        seats = " | ".join(f"seat {seat}".center(_CELL) for seat in range(rules.players))
        columns = " | ".join("tricks  pen total" for _ in range(rules.players))
        return (
            f"Szaman ({rules.variant}): {rules.players} players, {rules.hands} hands, "
            f"target {rules.target}{_options(rules)}\n"
            f"hand | {seats}\n"
            f"     | {columns}\n" + "-" * (4 + (_CELL + 3) * rules.players)
        )
    if isinstance(event, HandScored):
        cells = " | ".join(
            f"{taken:+6d}{-penalty:5d}{total:6d}"
            for taken, penalty, total in zip(
                event.trick_points, event.penalties, event.scores, strict=True
            )
        )
        return f"{event.hand_number:>4} | {cells}"
    if isinstance(event, GameOver):
        return f"{event} (closest to {rules.target})"
    return None


def _options(rules: Rules) -> str:
    """The rule options that differ from their defaults, as the header's last words."""
    words = []
    if not rules.lead_starting_card:
        words.append("any card leads a hand")
    if rules.jokers_always_playable:
        words.append("Jokers always playable")
    if rules.end_before_draw:
        words.append("the hand ends before the draw")
    return "".join(f", {word}" for word in words)


def describe(view: View, names: Sequence[str]) -> list[str]:
    """The lines about the hand and each seat that a player needs to decide.

    >>> from tricktaker import szaman
    >>> view = szaman.new_game(szaman.Rules(players=3), seed=5).view(1)
    >>> print("\\n".join(describe(view, ["heuristic", "you", "random"])))
    Hand 1 of 6, closest to 66 wins (classic); 30 cards in the stock
    seat            cards  this hand  score
    0 heuristic         8          0      0
    1 you               8          0      0
    2 random            8          0      0
    """
    rules = view.rules
    led = "" if view.trick_suit is None else f"; led suit {view.trick_suit}"
    width = max(12, *(len(name) + 2 for name in names))
    lines = [
        f"Hand {view.hand_number} of {rules.hands}, closest to {rules.target} wins "
        f"({rules.variant}); {view.stock_size} cards in the stock{led}",
        f"{'seat':<{width}} {'cards':>6} {'this hand':>10} {'score':>6}",
    ]
    for seat, name in enumerate(names):
        lines.append(
            f"{f'{seat} {name}':<{width}} {view.hand_sizes[seat]:>6} "
            f"{view.hand_points[seat]:>10} {view.scores[seat]:>6}"
        )
    return lines
