"""How Szaman reads: six hands, the total closest to 66 winning, and the texts of its events.

>>> from tricktaker import Card
>>> from tricktaker.words import Teller
>>> event = CardDrawn(seat=1, card=Card.parse("QS"))
>>> str(event), WORDS.tell(event.for_seat(0), Teller(WORDS, reader=0))
('seat 1 draws Q♠', 'seat 1 draws a card')
"""

from __future__ import annotations

from tricktaker.standing import Aim
from tricktaker.szaman.events import CardDrawn, HandScored, HandStarted, TrickWon
from tricktaker.szaman.kernel import HAND_SIZE
from tricktaker.szaman.rules import Rules
from tricktaker.tricks import trick_seats
from tricktaker.words import HAND, Teller, Words

__all__ = ["WORDS"]


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
