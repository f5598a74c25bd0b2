"""How Doppelkopf reads: hands (Spiele) in a game of 24, the players' German words for the
announcements (Re, Kontra, keine 90 ...) and the score's items (gewonnen, unter 90, gegen die
Alten, Doppelkopf, Fuchs gefangen, Karlchen), a hand shown trumps first.

>>> from tricktaker.doppelkopf.rules import Announced, Call, Party
>>> str(Announced(seat=2, call=Call.NO_90, party=Party.RE, at=3))
'seat 2 says keine 90 (Re)'
"""

from __future__ import annotations

from typing import Any

from tricktaker.cards import Card, Suit
from tricktaker.doppelkopf.rules import (
    DECK,
    DULLE,
    FUCHS,
    KARLCHEN,
    Announce,
    Announced,
    Contract,
    Declare,
    Declared,
    HandScored,
    HandStarted,
    Party,
    Phase,
    Rules,
    TrickWon,
    is_trump,
    strength,
)
from tricktaker.words import HAND, Teller, Words, trick_won


def _started(event: HandStarted, tell: Teller) -> str:
    text = tell.about(
        event.dealer, "hand {hand}: {seat} deals", "hand {hand}: you deal", hand=event.hand_number
    )
    if event.pigs is None:
        return text
    pigs = tell.about(event.pigs, "{seat} has the Schweinchen", "you have the Schweinchen")
    return f"{text}; {pigs}"


def _announced(event: Announced, tell: Teller) -> str:
    call, party = str(event.call), str(event.party)
    if call == party:
        return tell.about(event.seat, "{seat} says {call}", "you say {call}", call=call)
    return tell.about(
        event.seat, "{seat} says {call} ({party})", "you say {call} ({party})",
        call=call, party=party,
    )  # fmt: skip


def _scored(event: HandScored, tell: Teller) -> str:
    winner = (
        tell.text("neither party wins")
        if event.winner is None
        else tell.text("{party} wins", party=str(event.winner))
    )
    items = ", ".join(map(str, event.items))
    return tell.text(
        "hand {number}: Re ({seats}) {points} card points, {winner} ({items}); {gains}",
        number=event.hand_number, seats=tell.seats(event.re), points=event.re_points,
        winner=winner, items=items, gains=tell.gains(event.points),
    )  # fmt: skip


_SUIT_PLACE = {Suit.CLUBS: 1, Suit.SPADES: 2, Suit.HEARTS: 3}


def _order(card: Card) -> tuple[int, int, int]:
    """Trumps first, the highest first; then clubs, spades and hearts, each ace first."""
    place = 0 if is_trump(card) else _SUIT_PLACE[card.suited_suit]
    return place, -strength(card), card.index


def _prompt(view: Any, tell: Teller) -> str | None:
    asked = view.phase is Phase.RESERVE and view.to_act == getattr(view, "seat", view.to_act)
    return tell.text("say gesund or declare a solo") if asked else None


def _notes(view: Any, tell: Teller) -> tuple[str, ...]:
    """In the play: the game and its trumps, high to low, by their names (Dulle, Fuchs or
    Schweinchen, Karlchen in the normal game); each party as shown, and what it announced."""
    if view.phase is Phase.RESERVE:
        return ()
    contract = view.contract
    names = {DULLE: "Dulle"}
    trumps = sorted(
        (card for card in DECK if card.number is None and is_trump(card, contract)),
        key=lambda card: -strength(card, contract),
    )
    if contract in (Contract.NORMAL, Contract.HOCHZEIT):
        names |= {FUCHS: "Fuchs" if view.pigs is None else "Schweinchen", KARLCHEN: "Karlchen"}
        trumps.sort(key=lambda card: view.pigs is None or card is not FUCHS)
    shown = [f"{tell.card(c)} ({names[c]})" if c in names else tell.card(c) for c in trumps]
    lines = [
        tell.text(
            "{contract}, trumps high to low: {cards}", contract=contract, cards=" ".join(shown)
        )
        if trumps
        else tell.text("{contract}: no trumps", contract=contract)
    ]
    for party in Party:
        seats = [seat for seat, shown in enumerate(view.parties) if shown is party]
        said = [str(made.call) for made in view.announcements if made.party is party]
        fields = {"party": str(party), "seats": tell.seats(seats)}
        if said:
            lines.append(tell.text("{party}: {seats}, announced {call}", **fields, call=said[-1]))
        elif seats:
            lines.append(tell.text("{party}: {seats}", **fields))
    return tuple(lines)


WORDS: Words[Rules] = Words(
    deal=HAND,
    deals=lambda rules: rules.deals,
    end=None,
    order=_order,
    zero_sum=True,
    texts={
        HandStarted: _started,
        Declared: lambda e, tell: tell.about(
            e.seat, "{seat} says {call}", "you say {call}", call=str(Declare(e.contract))
        ),
        Announced: _announced,
        TrickWon: trick_won,
        HandScored: _scored,
    },
    action=lambda action, tell: str(action) if isinstance(action, Declare | Announce) else None,
    prompt=_prompt,
    notes=_notes,
)
