"""What a bridge state, view or event read from JSON must hold together, and the bounds of
its fields: the checks :func:`~tricktaker.serialize.register_types` runs on each value read,
so that no damaged JSON builds a state the rules could not reach."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from tricktaker.bridge.auction import Auction
from tricktaker.bridge.events import BoardScored, BoardStarted, CallMade, DummyFaced, TrickWon
from tricktaker.bridge.rules import Rules
from tricktaker.bridge.scoring import Contract
from tricktaker.bridge.state import Phase, State, View
from tricktaker.cards import STANDARD_DECK, Card
from tricktaker.errors import TricktakerError
from tricktaker.serialize import Bounds

__all__ = ["BOUNDS", "CHECKS", "check_state"]

_SEAT = Bounds(minimum=0, maximum=3)
_BY_SEAT = Bounds(min_items=4, max_items=4)


def _auction_of(rules: Rules, board: int, calls: tuple[Any, ...]) -> Auction:
    auction = Auction.start(dealer=rules.dealer_of(board))
    for call in calls:
        if auction.is_over or auction.refusal(call) is not None:
            raise TricktakerError(f"the calls {[str(c) for c in calls]} are no auction")
        auction = auction.after(call)
    return auction


def _check_position(value: Any, hand_sizes: tuple[int, ...]) -> None:
    """What a state and a view share: the auction, the contract, whose turn, the tricks."""
    auction = _auction_of(value.rules, value.board, value.calls)
    phase, to_act, trick, played = value.phase, value.to_act, value.trick, value.played
    if len(set(trick) | set(played)) != len(trick) + len(played):
        raise TricktakerError("a card is played twice")
    if phase is Phase.AUCTION:
        if auction.is_over or to_act != auction.to_call or value.contract is not None:
            raise TricktakerError("an auction in progress must wait for its next caller")
        if trick or played or set(hand_sizes) != {13}:
            raise TricktakerError("no card is played during the auction")
        return
    if phase is Phase.PLAY:
        if not auction.is_over or auction.contract() != value.contract or value.contract is None:
            raise TricktakerError("the play needs the contract the auction ended in")
        if len(played) % 4 or len(trick) >= 4 or to_act != (value.leader + len(trick)) % 4:
            raise TricktakerError("the seat to play follows the leader of the trick")
        if not played and not trick and value.leader != (value.contract.declarer + 1) % 4:
            raise TricktakerError("the declarer's left leads the first trick")
        left = 13 - len(played) // 4
        for i, size in enumerate(hand_sizes):
            played_now = (i - value.leader) % 4 < len(trick)
            if size != left - played_now:
                raise TricktakerError(f"seat {i} holds {size} cards, not {left - played_now}")
        if not 0 <= value.declarer_tricks <= len(played) // 4:
            raise TricktakerError("the declarer's side took more tricks than were played")
        return
    if to_act is not None:
        raise TricktakerError("nobody acts once the game is over")


def _check_deck(cards: Iterable[Card]) -> None:
    strangers = sorted(set(cards) - _DECK)
    if strangers:
        raise TricktakerError(f"{strangers[0]} is not a card of bridge's 52-card deck")


_DECK = frozenset(STANDARD_DECK)


def check_state(state: State) -> None:
    """Raise :class:`~tricktaker.TricktakerError` unless ``state`` holds together: the deck
    once, an auction of legal calls, the seat to act, the hand sizes."""
    cards = [card for hand in state.hands for card in hand] + list(state.played + state.trick)
    _check_deck(cards)
    if state.phase is not Phase.OVER and (len(cards) != 52 or len(set(cards)) != 52):
        raise TricktakerError("a bridge state holds each of the 52 cards once")
    _check_position(state, tuple(len(hand) for hand in state.hands))


def check_view(view: View) -> None:
    """Raise :class:`~tricktaker.TricktakerError` unless ``view`` holds together."""
    if len(view.hand) != view.hand_sizes[view.seat]:
        raise TricktakerError("the view's hand is not as large as its seat's count")
    shown = [card for hand in view.shown_hands if hand is not None for card in hand]
    _check_deck([*view.hand, *shown, *view.played, *view.trick])
    _check_position(view, view.hand_sizes)


CHECKS: dict[type, Callable[[Any], None]] = {State: check_state, View: check_view}
"""The check of each bridge class that has one."""

BOUNDS: dict[type, dict[str, Bounds]] = {
    Rules: {
        "players": Bounds(minimum=4, maximum=4),
        "dealer": _SEAT,
        "boards": Bounds(minimum=1, maximum=1000),
    },
    State: {
        "board": Bounds(minimum=1, maximum=1000), "hands": _BY_SEAT, "leader": _SEAT,
        "to_act": _SEAT, "scores": _BY_SEAT, "winners": Bounds(minimum=0, maximum=3, max_items=4),
        "declarer_tricks": Bounds(minimum=0, maximum=13), "trick": Bounds(max_items=3),
        "played": Bounds(max_items=52), "calls": Bounds(max_items=319),
    },
    View: {
        "seat": _SEAT, "board": Bounds(minimum=1, maximum=1000), "dealer": _SEAT,
        "hand_sizes": Bounds(minimum=0, maximum=13, min_items=4, max_items=4),
        "shown_hands": _BY_SEAT, "leader": _SEAT, "to_act": _SEAT, "decider": _SEAT,
        "scores": _BY_SEAT, "winners": Bounds(minimum=0, maximum=3, max_items=4),
        "declarer_tricks": Bounds(minimum=0, maximum=13), "trick": Bounds(max_items=3),
        "played": Bounds(max_items=52), "calls": Bounds(max_items=319),
        "vulnerable": Bounds(min_items=2, max_items=2),
    },
    Contract: {"level": Bounds(minimum=1, maximum=7), "declarer": _SEAT},
    BoardStarted: {"dealer": _SEAT, "hands": _BY_SEAT, "board": Bounds(minimum=1, maximum=1000),
                   "vulnerable": Bounds(min_items=2, max_items=2)},
    CallMade: {"seat": _SEAT},
    DummyFaced: {"seat": _SEAT, "cards": Bounds(max_items=13)},
    TrickWon: {"leader": _SEAT, "winner": _SEAT, "cards": Bounds(min_items=4, max_items=4)},
    BoardScored: {"points": _BY_SEAT, "scores": _BY_SEAT, "board": Bounds(minimum=1, maximum=1000),
                  "declarer_tricks": Bounds(minimum=0, maximum=13)},
}  # fmt: skip
"""The bounds of bridge's fields, for :func:`~tricktaker.serialize.register_types`."""
