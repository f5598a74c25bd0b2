"""How Euchre reads: hands to 10, the seats North, East, South and West as OpenSpiel names
them (seat 0 North), the partnerships N–S and E–W, the texts of its events, and its choices
as a front end offers them (the suit made trump, alone or with the partner; the dealer asked
to discard).

>>> from tricktaker.cards import Suit
>>> from tricktaker.euchre.rules import Call, GoAlone, TrumpCalled
>>> str(TrumpCalled(seat=1, suit=Suit.HEARTS, ordered_up=True))
'East orders up ♥'
>>> tell = Teller(WORDS)
>>> WORDS.action(Call(Suit.HEARTS), tell), WORDS.action(GoAlone(False), tell)
('trump ♥', 'play with your partner')
"""

from __future__ import annotations

from typing import Any

from tricktaker.euchre.rules import (
    AloneChosen,
    Call,
    Discarded,
    GoAlone,
    HandScored,
    HandStarted,
    Passed,
    Phase,
    Rules,
    TrickWon,
    TrumpCalled,
)
from tricktaker.words import HAND, Teller, Words, trick_won


def _started(event: HandStarted, tell: Teller) -> str:
    card = tell.card(event.upcard)
    return tell.about(
        event.dealer, "hand {hand}: {seat} deals, {card} turned up",
        "hand {hand}: you deal, {card} turned up", hand=event.hand_number, card=card,
    )  # fmt: skip


def _called(event: TrumpCalled, tell: Teller) -> str:
    suit = tell.suit(event.suit)
    if event.ordered_up:
        return tell.about(event.seat, "{seat} orders up {suit}", "you order up {suit}", suit=suit)
    return tell.about(event.seat, "{seat} calls {suit}", "you call {suit}", suit=suit)


def _discarded(event: Discarded, tell: Teller) -> str:
    if event.card is None:
        return tell.about(event.seat, "{seat} discards a card", "you discard a card")
    card = tell.card(event.card)
    return tell.about(event.seat, "{seat} discards {card}", "you discard {card}", card=card)


def _alone(event: AloneChosen, tell: Teller) -> str:
    if event.alone:
        return tell.about(event.seat, "{seat} goes alone", "you go alone")
    return tell.about(event.seat, "{seat} plays with a partner", "you play with your partner")


def _scored(event: HandScored, tell: Teller) -> str:
    if event.maker is None:
        return tell.text("hand {number} thrown in: all passed", number=event.hand_number)
    return tell.text(HAND.scored, number=event.hand_number, gains=tell.gains(event.points))


def _action(action: object, tell: Teller) -> str | None:
    """A choice's words: the suit a call makes trump (ordering up, or naming it), alone or
    with the partner; None for a pass and a card, which a front end names itself."""
    if isinstance(action, Call):
        return tell.text("trump {suit}", suit=tell.suit(action.suit))
    if isinstance(action, GoAlone):
        return tell.text("go alone") if action.alone else tell.text("play with your partner")
    return None


def _prompt(view: Any, tell: Teller) -> str | None:
    """The dealer's discard, which a hand of cards alone does not ask for."""
    if view.phase is Phase.DISCARD and view.to_act == view.seat:
        return tell.text("discard a card")
    return None


WORDS: Words[Rules] = Words(
    seats=("North", "East", "South", "West"),
    teams=("N–S", "E–W"),
    deal=HAND,
    end=lambda rules, tell: (
        tell.text("one hand")
        if rules.single_hand
        else tell.text("to {target}", target=rules.target)
    ),
    texts={
        HandStarted: _started,
        Passed: lambda event, tell: tell.about(event.seat, "{seat} passes", "you pass"),
        TrumpCalled: _called,
        Discarded: _discarded,
        AloneChosen: _alone,
        TrickWon: trick_won,
        HandScored: _scored,
    },
    action=_action,
    prompt=_prompt,
)
"""How Euchre reads: hands to 10 (or one hand), two partnerships, its events' texts, its
choices' words and the dealer's prompt to discard."""
