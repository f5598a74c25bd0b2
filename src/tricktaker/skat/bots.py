"""Skat's heuristic player, :class:`HeuristicBot`, the search's playouts."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tricktaker.actions import Play
from tricktaker.bots.basic import SeededBot
from tricktaker.cards import Card, Rank
from tricktaker.games import choices_of
from tricktaker.skat.rules import (
    BASE_VALUES,
    Bid,
    Contract,
    Declare,
    Discard,
    Hold,
    Pass,
    Phase,
    PickUp,
    card_points,
    game_value,
    is_trump,
    matadors,
    power,
    trick_winner,
)

_TRUMP_GAMES = tuple(BASE_VALUES)


def hand_strength(cards: Sequence[Card], contract: Contract) -> float:
    """A rough count of the tricks ``cards`` take in ``contract``: two a jack, one a trump
    of the suit, one an ace outside it, a half a ten beside its ace (a Grand counts aces
    and tens more, having fewer trumps).

    >>> from tricktaker import parse_cards
    >>> hand_strength(parse_cards("JC JS AC 10C KC 9C AS 10S AH 7D"), Contract.CLUBS)
    10.5
    """
    score = 0.0
    aces = {card.suit for card in cards if card.rank == Rank.ACE}
    for card in cards:
        if card.rank == Rank.JACK:
            score += 2
        elif is_trump(card, contract):
            score += 1
        elif card.rank == Rank.ACE:
            score += 1.5 if contract is Contract.GRAND else 1
        elif card.rank == Rank.TEN and card.suit in aces:
            score += 1 if contract is Contract.GRAND else 0.5
    return score


def best_game(cards: Sequence[Card]) -> tuple[Contract, float]:
    """The trump game ``cards`` are strongest in, and its :func:`hand_strength`."""
    found = max(_TRUMP_GAMES, key=lambda contract: hand_strength(cards, contract))
    return found, hand_strength(cards, found)


STRONG = 9.0
"""The :func:`hand_strength` from which the bot bids (with the skat to come)."""


def worth(cards: Sequence[Card], contract: Contract) -> int:
    """The value of ``contract`` played with ``cards`` after picking up the skat."""
    return game_value(contract, tops=matadors(cards, contract)[1])


class HeuristicBot(SeededBot):
    """A plain Skat player: it values a hand by its jacks, its longest suit and its aces,
    bids up to the value of the game it would play, picks up the skat, lays away the cards
    it can spare, and plays as a plain player does, the defenders giving each other points.

    >>> from tricktaker import skat
    >>> view = skat.new_game(skat.Rules(), seed=3).view(2)
    >>> HeuristicBot(seed=1).choose(view) in view.legal_actions()
    True
    """

    def choose(self, view: Any) -> Any:
        """An action from ``view.legal_actions()``."""
        legal = choices_of(view)
        phase, hand = view.phase, view.hand
        if phase is Phase.BID:
            contract, strength = best_game(hand)
            most = worth(hand, contract) if strength >= STRONG else 0
            if Hold() in legal:
                return Hold() if view.bid <= most else Pass()
            bids = [action for action in legal if type(action) is Bid and action.value <= most]
            return bids[0] if bids else Pass()
        if phase is Phase.DECLARE:  # OpenSpiel's: name the best game if strong
            contract, strength = best_game(hand)
            return Declare(contract) if strength >= STRONG else Pass()
        if phase is Phase.SKAT:
            return PickUp(False)
        if phase is Phase.DISCARD:
            return Discard(_spare(hand, best_game(hand)[0]))
        if phase is Phase.KONTRA:  # it says neither Kontra nor Re
            return Pass()
        if phase is Phase.ANNOUNCE:
            return _announce(view, [action for action in legal if type(action) is Declare])
        return _play(view, [action for action in legal if type(action) is Play])


def _spare(hand: Sequence[Card], contract: Contract) -> Card:
    """The card to lay away: a side card, not an ace, of the shortest suit, the most points
    first (they count for the declarer in the skat)."""
    side = [c for c in hand if not is_trump(c, contract) and c.rank != Rank.ACE] or list(hand)
    length = {suit: sum(c.suit is suit and not is_trump(c, contract) for c in hand) for suit in
              {c.suit for c in side}}  # fmt: skip
    return min(side, key=lambda c: (length[c.suit], -card_points((c,)), c.index))


def _announce(view: Any, legal: Sequence[Declare]) -> Declare:
    """The plain declaration of the strongest game that reaches the bid, else the most
    valuable."""
    hand = (*view.hand, *(view.discarded or ()))
    plain = [action for action in legal if not (action.schneider or action.ouvert)]
    trumps = [action for action in plain if action.contract is not Contract.NULL]
    reaching = [a for a in trumps if worth(hand, a.contract) >= view.bid]
    if reaching:
        return max(reaching, key=lambda a: hand_strength(hand, a.contract))
    return max(trumps, key=lambda a: worth(hand, a.contract))


def _play(view: Any, plays: list[Play]) -> Play:
    """Win the trick cheaply unless a partner has it (then give it points), else throw the
    cheapest card; a Null declarer, or anyone in a Ramsch, ducks."""
    contract = view.contract
    trick = view.trick
    cheap = min(plays, key=lambda p: (_points(p), power(p.card, contract)))
    seats = view._public.trick_seats
    declarer = view.declarer
    ducking = contract is Contract.RAMSCH or (contract is Contract.NULL and view.seat == declarer)
    if not trick:
        if ducking:
            return min(plays, key=lambda p: power(p.card, contract))
        if view.seat == declarer:  # draw the trumps
            return max(plays, key=lambda p: (is_trump(p.card, contract), power(p.card, contract)))
        return cheap
    leading = seats[trick_winner(trick, contract)]
    winners = [p for p in plays if trick_winner((*trick, p.card), contract) == len(trick)]
    if ducking:
        losers = [p for p in plays if p not in winners]
        return max(losers, key=lambda p: power(p.card, contract)) if losers else cheap
    partners = declarer is not None and view.seat != declarer and leading != declarer
    if partners:
        return max(plays, key=lambda p: (_points(p), -power(p.card, contract)))
    if winners:
        last = len(trick) == len(seats) - 1
        pick = min if last else max
        return pick(winners, key=lambda p: power(p.card, contract))
    return cheap


def _points(play: Play) -> int:
    return card_points((play.card,))
