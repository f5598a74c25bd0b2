"""How Skat reads: the games by their German names, its events' texts, the choices as
players say them and what each is asked to do, and a hand in the order of the game.

>>> from tricktaker.skat import Contract, Declared
>>> str(Declared(seat=1, contract=Contract.CLUBS, hand=True, schneider=True))
'seat 1 declares Kreuz Hand Schneider'
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tricktaker.cards import Card, Suit
from tricktaker.skat.rules import (
    Bid,
    BidMade,
    Contract,
    Declare,
    Declared,
    Discarded,
    Doubled,
    HandScored,
    HandStarted,
    Held,
    Hold,
    Kontra,
    Pass,
    Passed,
    Phase,
    PickUp,
    Re,
    Rules,
    SkatChosen,
    TrickWon,
    is_trump,
    power,
    read_auction,
)
from tricktaker.words import HAND, Teller, Words, hand_started, trick_won

__all__ = ["WORDS"]


def _started(event: HandStarted, tell: Teller) -> str:
    if len(event.hands) == 4:  # the dealer deals to the other three
        return tell.about(event.dealer, "hand {hand}: {seat} deals and sits out",
                          "hand {hand}: you deal and sit out", hand=event.hand_number)  # fmt: skip
    return hand_started(event, tell)


def _skat(event: SkatChosen, tell: Teller) -> str:
    if event.hand:
        return tell.about(event.seat, "{seat} plays Hand", "you play Hand")
    return tell.about(event.seat, "{seat} picks up the skat", "you pick up the skat")


def _contract(contract: Contract, tell: Teller) -> str:
    """A game's name in the reader's language (the German names in English, as the ISkO's)."""
    names = {
        Contract.DIAMONDS: tell.text("Karo"), Contract.HEARTS: tell.text("Herz"),
        Contract.SPADES: tell.text("Pik"), Contract.CLUBS: tell.text("Kreuz"),
        Contract.GRAND: tell.text("Grand"), Contract.NULL: tell.text("Null"),
        Contract.RAMSCH: tell.text("Ramsch"),
    }  # fmt: skip
    return names[contract]


def _game(game: Declared | Declare, hand: bool, tell: Teller) -> str:
    """The game as announced: its name, Hand, and the highest of Schneider, Schwarz and Ouvert
    (each implying the ones before it)."""
    words = [_contract(game.contract, tell)]
    if hand:
        words.append(tell.text("Hand"))
    if game.ouvert:
        words.append(tell.text("Ouvert"))
    elif game.schwarz:
        words.append(tell.text("Schwarz"))
    elif game.schneider:
        words.append(tell.text("Schneider"))
    return " ".join(words)


def _doubled(event: Doubled, tell: Teller) -> str:
    if event.re:
        return tell.about(event.seat, "{seat} says Re", "you say Re")
    return tell.about(event.seat, "{seat} says Kontra", "you say Kontra")


def _discarded(event: Discarded, tell: Teller) -> str:
    if event.card is None:
        return tell.about(event.seat, "{seat} lays a card away", "you lay a card away")
    card = tell.card(event.card)
    return tell.about(event.seat, "{seat} lays {card} away", "you lay {card} away", card=card)


def _scored(event: HandScored, tell: Teller) -> str:
    number, gains = event.hand_number, tell.gains(event.points)
    if event.declarer is None:
        if event.contract is None:
            return tell.text("hand {number} scored: all passed", number=number)
        return tell.text("hand {number} scored: Ramsch; {gains}", number=number, gains=gains)
    fields = {
        "number": number,
        "game": str(None) if event.contract is None else _contract(event.contract, tell),
        "bid": event.bid, "value": event.value, "points": event.declarer_points, "gains": gains,
    }  # fmt: skip
    if event.won:
        return tell.about(
            event.declarer,
            "hand {number} scored: {game} won by {seat} at {bid} (worth {value}), {points} card "
            "points; {gains}",
            "hand {number} scored: {game} won by you at {bid} (worth {value}), {points} card "
            "points; {gains}",
            **fields,
        )
    return tell.about(
        event.declarer,
        "hand {number} scored: {game} lost by {seat} at {bid} (worth {value}), {points} card "
        "points; {gains}",
        "hand {number} scored: {game} lost by you at {bid} (worth {value}), {points} card "
        "points; {gains}",
        **fields,
    )


def _end(rules: Rules, tell: Teller) -> str:
    if rules.simplified:
        return tell.text("OpenSpiel's simplified game")
    return tell.text("Seeger–Fabian scores") if rules.seeger_fabian else tell.text("list scores")


def _action(action: object, tell: Teller) -> str | None:
    """A choice in the players' words; None for a card (played or laid away), which a front
    end shows as the card.

    >>> from tricktaker.skat import Contract
    >>> tell = Teller(WORDS)
    >>> [_action(a, tell) for a in (Bid(18), Hold(), Pass(), PickUp(True), Kontra())]
    ['18', 'yes', 'pass', 'play Hand', 'Kontra']
    >>> _action(Declare(Contract.NULL, ouvert=True), tell)
    'Null Ouvert'
    """
    if isinstance(action, Bid):
        return str(action.value)
    if isinstance(action, Declare):
        return _game(action, False, tell)
    said = {
        Hold(): tell.text("yes"), Pass(): tell.text("pass"), PickUp(True): tell.text("play Hand"),
        PickUp(False): tell.text("pick up the skat"), Kontra(): tell.text("Kontra"),
        Re(): tell.text("Re"),
    }  # fmt: skip
    return said.get(action)


def _prompt(view: Any, tell: Teller) -> str | None:
    """What the seat to act is asked, in its own view of each phase (nothing in the play)."""
    if view.to_act is None or view.to_act != view.seat:
        return None
    phase = view.phase
    if phase is Phase.BID:
        at = read_auction(view.bidding)
        if at.answering:
            return tell.text("{value} is said: hold it with yes, or pass", value=at.bid)
        values = [action.value for action in view.legal_actions() if isinstance(action, Bid)]
        if not values:  # the highest value held: nothing is left to say
            return tell.text("no higher value is left: pass")
        return tell.text("bid {value} or more, or pass", value=min(values))
    if phase is Phase.DECLARE:
        return tell.text("declare a game or pass")
    if phase is Phase.SKAT:
        return tell.text("pick up the skat or play Hand")
    if phase is Phase.DISCARD:
        if view.laid_away:
            return tell.text("lay one more card away into the skat")
        return tell.text("lay two cards away into the skat")
    if phase is Phase.ANNOUNCE:
        if view.hand_game:
            return tell.text("announce your Hand game")
        return tell.text("announce your game")
    if phase is Phase.KONTRA:
        if any(isinstance(action, Re) for action in view.legal_actions()):
            return tell.text("say Re or pass")
        return tell.text("say Kontra or pass")
    return None


_SUIT_PLACE = {Suit.CLUBS: 1, Suit.SPADES: 2, Suit.HEARTS: 3, Suit.DIAMONDS: 4}


def order_for(contract: Contract | None) -> Callable[[Card], tuple[int, int]]:
    """A hand's order in ``contract`` (as a Grand until a game is declared): the trumps
    first, the jacks (clubs, spades, hearts, diamonds) at their head, then the other suits
    in that order, each from its highest card (ISkO 2.3).

    >>> from tricktaker import parse_cards
    >>> cards = parse_cards("7H JD AC 10C KC JC AH 10H QH 9D AD")
    >>> def shown(contract):
    ...     return " ".join(map(str, sorted(cards, key=order_for(contract))))
    >>> shown(Contract.HEARTS)
    'J♣ J♦ A♥ 10♥ Q♥ 7♥ A♣ 10♣ K♣ A♦ 9♦'
    >>> shown(None)
    'J♣ J♦ A♣ 10♣ K♣ A♥ 10♥ Q♥ 7♥ A♦ 9♦'
    >>> shown(Contract.NULL)
    'A♣ K♣ J♣ 10♣ A♥ Q♥ 10♥ 7♥ A♦ J♦ 9♦'
    """
    game = Contract.GRAND if contract is None else contract

    def place(card: Card) -> tuple[int, int]:
        group = 0 if is_trump(card, game) else _SUIT_PLACE[card.suited_suit]
        return group, -power(card, game)

    return place


def _view_order(view: Any) -> Callable[[Card], tuple[int, int]] | None:
    contract = getattr(view, "contract", None)
    return None if contract is None else order_for(contract)


WORDS: Words[Rules] = Words(
    deal=HAND,
    deals=lambda rules: rules.hands,
    end=_end,
    order=order_for(None),
    view_order=_view_order,
    action=_action,
    prompt=_prompt,
    texts={
        HandStarted: _started,
        Passed: lambda event, tell: tell.about(event.seat, "{seat} passes", "you pass"),
        BidMade: lambda event, tell: tell.about(
            event.seat, "{seat} bids {value}", "you bid {value}", value=event.value
        ),
        Held: lambda event, tell: tell.about(
            event.seat, "{seat} holds {value}", "you hold {value}", value=event.value
        ),
        SkatChosen: _skat,
        Declared: lambda event, tell: tell.about(
            event.seat,
            "{seat} declares {game}",
            "you declare {game}",
            game=_game(event, event.hand, tell),
        ),
        Discarded: _discarded,
        Doubled: _doubled,
        TrickWon: trick_won,
        HandScored: _scored,
    },
)
"""How Skat reads: a round of hands, its events' texts."""
