"""How Tarok reads: the contracts with their Slovenian names, a hand as players hold it, the
texts of its events, its choices, prompts and notes (the words' sources:
``docs/rules/tarok.md``, "Moves as typed, and the bots").

>>> from tricktaker import Suit
>>> from tricktaker.tarok.rules import Bid, CallKing, Called, ChooseTalon, Contract
>>> str(Called(seat=1, contract=Contract.BEGGAR))
'seat 1 bids beggar (berač)'
>>> tell = Teller(WORDS)
>>> [WORDS.action(a, tell) for a in (Bid(Contract.TWO), CallKing(Suit.HEARTS), ChooseTalon(2))]
['two (dva)', 'call K♥', 'take part 2 of the talon']
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tricktaker.cards import Card, Rank, Suit
from tricktaker.tarok.rules import (
    CLASS,
    RANK,
    SUIT_ORDER,
    TAROK,
    Bid,
    Called,
    CallKing,
    ChooseTalon,
    Contract,
    ContractWon,
    Discarded,
    HandScored,
    HandStarted,
    KingCalled,
    Pass,
    Phase,
    Rules,
    TalonChosen,
    TalonShown,
    TalonTaken,
    TrickWon,
)
from tricktaker.words import HAND, Teller, Words, trick_won

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


def _parts(talon: tuple[Card, ...], size: int, tell: Teller) -> str:
    """The talon as it lies in parts of ``size`` cards."""
    return " | ".join(tell.cards(talon[i : i + size]) for i in range(0, len(talon), size))


def _called(event: Called, tell: Teller) -> str:
    if event.contract is None:
        return tell.about(event.seat, "{seat} passes", "you pass")
    name = _NAMES[event.contract](tell)
    return tell.about(event.seat, "{seat} bids {name}", "you bid {name}", name=name)


def _discarded(event: Discarded, tell: Teller) -> str:
    if event.card is None:
        return tell.about(event.seat, "{seat} lays away a card", "you lay away a card")
    card = tell.card(event.card)
    return tell.about(event.seat, "{seat} lays away {card}", "you lay away {card}", card=card)


def _order(card: Card) -> tuple[int, int]:
    """A hand as players hold it: the taroks, then hearts, diamonds, spades and clubs, each
    high to low as Tarok ranks them.

    >>> from tricktaker import parse_cards
    >>> " ".join(map(str, sorted(parse_cards("4H AH KH I XXI Š 7C KD"), key=_order)))
    'Š XXI I K♥ A♥ 4♥ K♦ 7♣'
    """
    index = card.index
    kind = CLASS[index]
    return (0 if kind == TAROK else 1 + SUIT_ORDER.index(Suit(kind)), -RANK[index])


def _action(action: object, tell: Teller) -> str | None:
    """A choice's words; None for a card (played or laid away), which a front end names."""
    if isinstance(action, Pass):
        return tell.text("pass (naprej)")
    if isinstance(action, Bid):
        return _NAMES[action.contract](tell)
    if isinstance(action, CallKing):
        return tell.text("call {king}", king=tell.card(Card.of(action.suit, Rank.KING)))
    if isinstance(action, ChooseTalon):
        return tell.text("take part {part} of the talon", part=action.part)
    return None


def _prompt(view: Any, tell: Teller) -> str | None:
    """What the seat to act is asked before the play."""
    if view.to_act is None or view.to_act != view.seat:
        return None
    if view.phase is Phase.BID:
        if any(isinstance(action, Pass) for action in view.legal_actions()):
            return tell.text("bid a contract or pass (naprej)")
        return tell.text("bid a contract")
    if view.phase is Phase.KING:
        return tell.text("call a king: its holder is your partner")
    if view.phase is Phase.TALON:
        size = view.contract.talon
        if view.talon_part is None:
            parts = _parts(view.talon, size, tell)
            return tell.text("take a part of the talon: {parts}", parts=parts)
        left = size - len(view.discards)
        return tell.count(left, "lay away {n} card", "lay away {n} cards")
    return None


_BONUSES: tuple[Callable[[Teller], str], ...] = (  # each its own message, for translation
    lambda tell: tell.text("trula"),
    lambda tell: tell.text("kings (kralji)"),
    lambda tell: tell.text("king ultimo (kralj ultimo)"),
    lambda tell: tell.text("pagat ultimo"),
    lambda tell: tell.text("valat"),
)


def _notes(view: Any, tell: Teller) -> tuple[str, ...]:
    """Once the contract is known: who plays it, the king called and its holder, the silent
    bonuses."""
    contract = view.contract
    if contract is None or view.phase is Phase.BID:
        return ()
    name = _NAMES[contract](tell)
    if view.declarer is None:
        lines = [name]
    else:
        lines = [tell.about(view.declarer, "{seat} plays {name}", "you play {name}", name=name)]
    king = view.called_king
    if king is not None:
        lines.append(tell.text("called king: {king}", king=tell.card(king)))
        if view.partner is not None:
            lines.append(
                tell.about(view.partner, "{seat} holds the called king", "you hold the called king")
            )
    if contract.talon:  # three to solo one: OpenSpiel's and the association's silent bonuses
        bonuses = ", ".join(bonus(tell) for bonus in _BONUSES)
        lines.append(tell.text("silent bonuses: {bonuses}", bonuses=bonuses))
    return tuple(lines)


WORDS: Words[Rules] = Words(
    deal=HAND,
    deals=lambda rules: rules.hands,
    order=_order,
    texts={
        HandStarted: lambda e, tell: tell.about(
            e.dealer,
            "hand {hand}: {seat} deals, the talon face down",
            "hand {hand}: you deal, the talon face down",
            hand=e.hand_number,
        ),
        Called: _called,
        ContractWon: lambda e, tell: tell.about(
            e.declarer, "{seat} plays {name}", "you play {name}", name=_NAMES[e.contract](tell)
        ),
        KingCalled: lambda e, tell: tell.about(
            e.seat, "{seat} calls {king}", "you call {king}", king=tell.card(e.king)
        ),
        TalonShown: lambda e, tell: tell.text(
            "the talon turned up: {parts}", parts=_parts(e.talon, e.size, tell)
        ),
        TalonChosen: lambda e, tell: tell.about(
            e.seat,
            "{seat} takes part {part}: {cards}",
            "you take part {part}: {cards}",
            part=e.part,
            cards=tell.cards(e.cards),
        ),
        Discarded: _discarded,
        TrickWon: trick_won,
        TalonTaken: lambda e, tell: tell.about(
            e.seat,
            "{seat} takes {cards} from the talon",
            "you take {cards} from the talon",
            cards=tell.cards(e.cards),
        ),
        HandScored: lambda e, tell: tell.text(
            "hand {number}, {name}: {gains}",
            number=e.hand_number,
            name=_NAMES[e.contract](tell),
            gains=tell.gains(e.points),
        ),
    },
    action=_action,
    prompt=_prompt,
    notes=_notes,
)
