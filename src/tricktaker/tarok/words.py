"""How Tarok reads: the contracts and the words Slovenian players use (tarok, pagat, mond,
škis, klop, berač, valat, talon), a hand in the order players hold it, and the texts of its
events.

>>> from tricktaker.tarok.actions import Called
>>> from tricktaker.tarok.rules import Contract
>>> str(Called(seat=1, contract=Contract.BEGGAR))
'seat 1 bids beggar (berač)'
"""

from __future__ import annotations

from collections.abc import Callable

from tricktaker.tarok.actions import (
    Called,
    ContractWon,
    Discarded,
    HandScored,
    HandStarted,
    KingCalled,
    TalonChosen,
    TalonShown,
    TalonTaken,
    TrickWon,
)
from tricktaker.tarok.game import Rules
from tricktaker.tarok.rules import Contract
from tricktaker.words import HAND, Teller, Words, trick_won

__all__ = ["WORDS", "contract_name"]

_NAMES: dict[Contract, Callable[[Teller], str]] = {  # each its own message, for translation
    Contract.KLOP: lambda tell: tell.text("klop"),
    Contract.THREE: lambda tell: tell.text("three (tri)"),
    Contract.TWO: lambda tell: tell.text("two (dva)"),
    Contract.ONE: lambda tell: tell.text("one (ena)"),
    Contract.SOLO_THREE: lambda tell: tell.text("solo three (solo tri)"),
    Contract.SOLO_TWO: lambda tell: tell.text("solo two (solo dva)"),
    Contract.SOLO_ONE: lambda tell: tell.text("solo one (solo ena)"),
    Contract.BEGGAR: lambda tell: tell.text("beggar (berač)"),
    Contract.SOLO_WITHOUT: lambda tell: tell.text("solo without (solo brez)"),
    Contract.OPEN_BEGGAR: lambda tell: tell.text("open beggar (odprti berač)"),
    Contract.COLOUR_VALAT: lambda tell: tell.text("colour valat (barvni valat)"),
    Contract.VALAT: lambda tell: tell.text("valat"),
}


def contract_name(contract: Contract, tell: Teller) -> str:
    """A contract as ``tell`` says it: in English with its Slovenian name where they
    differ (``beggar (berač)``); in Slovenian, its name."""
    return _NAMES[contract](tell)


def _started(event: HandStarted, tell: Teller) -> str:
    return tell.about(
        event.dealer, "hand {hand}: {seat} deals, the talon face down",
        "hand {hand}: you deal, the talon face down", hand=event.hand_number,
    )  # fmt: skip


def _called(event: Called, tell: Teller) -> str:
    if event.contract is None:
        return tell.about(event.seat, "{seat} passes", "you pass")
    name = contract_name(event.contract, tell)
    return tell.about(event.seat, "{seat} bids {name}", "you bid {name}", name=name)


def _won(event: ContractWon, tell: Teller) -> str:
    name = contract_name(event.contract, tell)
    return tell.about(event.declarer, "{seat} plays {name}", "you play {name}", name=name)


def _king(event: KingCalled, tell: Teller) -> str:
    king = tell.card(event.king)
    return tell.about(event.seat, "{seat} calls {king}", "you call {king}", king=king)


def _shown(event: TalonShown, tell: Teller) -> str:
    talon, size = event.talon, event.size
    parts = " | ".join(tell.cards(talon[i : i + size]) for i in range(0, len(talon), size))
    return tell.text("the talon turned up: {parts}", parts=parts)


def _talon(event: TalonChosen, tell: Teller) -> str:
    return tell.about(
        event.seat, "{seat} takes part {part}: {cards}", "you take part {part}: {cards}",
        part=event.part, cards=tell.cards(event.cards),
    )  # fmt: skip


def _discarded(event: Discarded, tell: Teller) -> str:
    if event.card is None:
        return tell.about(event.seat, "{seat} lays away a card", "you lay away a card")
    card = tell.card(event.card)
    return tell.about(event.seat, "{seat} lays away {card}", "you lay away {card}", card=card)


def _taken(event: TalonTaken, tell: Teller) -> str:
    cards = tell.cards(event.cards)
    return tell.about(
        event.seat, "{seat} takes {cards} from the talon", "you take {cards} from the talon",
        cards=cards,
    )  # fmt: skip


def _scored(event: HandScored, tell: Teller) -> str:
    return tell.text(
        "hand {number}, {name}: {gains}", number=event.hand_number,
        name=contract_name(event.contract, tell), gains=tell.gains(event.points),
    )  # fmt: skip


def _order(card: object) -> tuple[int, int]:
    """A hand as players hold it: the taroks, then each suit, high to low."""
    from tricktaker.tarok.rules import CLASS, RANK, TAROK

    index = card.index  # type: ignore[attr-defined]
    return (0 if CLASS[index] == TAROK else 1 + CLASS[index], -RANK[index])


WORDS: Words[Rules] = Words(
    deal=HAND,
    deals=lambda rules: rules.hands,
    order=_order,
    texts={
        HandStarted: _started,
        Called: _called,
        ContractWon: _won,
        KingCalled: _king,
        TalonShown: _shown,
        TalonChosen: _talon,
        Discarded: _discarded,
        TrickWon: trick_won,
        TalonTaken: _taken,
        HandScored: _scored,
    },
)
"""How Tarok reads: its hands, its contracts with their Slovenian names, its events' texts."""
