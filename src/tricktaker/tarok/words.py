"""How Tarok reads: the contracts and the words Slovenian players use (tarok, pagat, mond,
škis, klop, berač, valat, talon), a hand in the order players hold it, the texts of its
events, and its choices as a front end offers them: the contracts bid by their names, the
king called, the part of the talon taken, what the seat to act is asked, and the contract,
the called king and the silent bonuses (trula, kralji, kralj and pagat ultimo, valat) beside
the table. The words' sources: ``docs/rules/tarok.md`` ("Moves as typed, and the bots").

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


def _parts(talon: tuple[Card, ...], size: int, tell: Teller) -> str:
    """The talon as it lies in parts of ``size`` cards."""
    return " | ".join(tell.cards(talon[i : i + size]) for i in range(0, len(talon), size))


def _shown(event: TalonShown, tell: Teller) -> str:
    parts = _parts(event.talon, event.size, tell)
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
    """A choice's words: a pass (``naprej``), a contract by its name, the king called, the
    part of the talon taken; None for a card (played or laid away), which a front end names
    itself."""
    if isinstance(action, Pass):
        return tell.text("pass (naprej)")
    if isinstance(action, Bid):
        return contract_name(action.contract, tell)
    if isinstance(action, CallKing):
        return tell.text("call {king}", king=tell.card(Card.of(action.suit, Rank.KING)))
    if isinstance(action, ChooseTalon):
        return tell.text("take part {part} of the talon", part=action.part)
    return None


def _prompt(view: Any, tell: Teller) -> str | None:
    """What the seat to act is asked: to bid or pass, to call a king, to take a part of the
    talon (its parts as they lie), to lay away as many cards; nothing in the play."""
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
    """Once the contract is known: who plays it, the king called (and its holder, once
    known) and, where they score, the silent bonuses by their names."""
    contract = view.contract
    if contract is None or view.phase is Phase.BID:
        return ()
    name = contract_name(contract, tell)
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
    action=_action,
    prompt=_prompt,
    notes=_notes,
)
"""How Tarok reads: its hands, its contracts with their Slovenian names, its events' texts,
its choices' words, its prompts and its notes."""
