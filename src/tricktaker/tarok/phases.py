"""Tarok's phases before the tricks: the bidding, calling a king, the talon exchange (each
its legal actions, its refusals and its step: :mod:`tricktaker.engine.phases`).

Source: OpenSpiel's ``open_spiel/games/tarok/tarok.cc`` (``LegalActionsInBidding``,
``DoApplyActionInKingCalling``, ``LegalActionsInTalonExchange``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tricktaker.cards import Card
from tricktaker.engine import ListedRule
from tricktaker.engine.exchange import Exchange
from tricktaker.errors import IllegalActionError
from tricktaker.masks import BITS, cards_of, mask_of
from tricktaker.tarok.actions import (
    BIDS,
    CALLS,
    PARTS,
    PASS,
    Bid,
    Called,
    CallKing,
    ChooseTalon,
    ContractWon,
    Discard,
    Discarded,
    KingCalled,
    Pass,
    Phase,
    TalonChosen,
    TalonShown,
)
from tricktaker.tarok.rules import (
    CONTRACTS,
    DECK,
    KEPT_MASK,
    KINGS,
    MOND,
    TALON_SIZE,
    TAROKS,
    TAROKS_MASK,
    Contract,
    talon_part,
)

__all__ = ["BIDDING", "KING_CALLING", "TALON_EXCHANGE", "bid_choices"]


# -- the bidding ----------------------------------------------------------------------------

_NONE, _PASS = -1, 0  # a seat's last call: none yet, a pass; else 1 + the contract's index


def _calls(public: Any) -> tuple[list[int], int | None]:
    """Each seat's last call, counted from forehand (:data:`_NONE`, :data:`_PASS` or 1 + a
    contract's index), and the seat (from forehand) to call next, None once done."""
    players = public.rules.players
    calls = [_NONE] * players
    current: int | None = 1 % players  # forehand's left bids first, forehand last
    for call in public.auction:
        assert current is not None
        calls[current] = _PASS if call is None else CONTRACTS.index(call) + 1
        if _all_others_passed(calls, current):
            return calls, None
        current = (current + 1) % players
        while calls[current] == _PASS:
            current = (current + 1) % players
    return calls, current


def _all_others_passed(calls: list[int], current: int) -> bool:
    return all(call == _PASS for seat, call in enumerate(calls) if seat != current)


def bid_choices(calls: Sequence[int], current: int, players: int) -> tuple[Any, ...]:
    """The calls the seat ``current`` (counted from forehand) may make, the seats' last
    calls being ``calls`` (-1 none, 0 a pass, else 1 + a contract's index): OpenSpiel's
    bidding. Forehand alone may bid klop and three, once all others have passed; a bid must
    be higher than the highest, or equal to it for a seat nearer forehand; the solos are
    for four players; the last bidder may not pass.

    >>> [str(a) for a in bid_choices([-1, -1, -1], 1, 3)][:3]
    ['pass', 'bid two', 'bid one']
    >>> [str(a) for a in bid_choices([-1, 0, 0], 0, 3)][:3]
    ['bid klop', 'bid three', 'bid two']
    """
    best = max(calls)
    holder = list(calls).index(best)
    choices: list[Any] = []
    others_passed = _all_others_passed(list(calls), current)
    if current == 0 and calls[0] == _NONE and others_passed:
        choices += [BIDS[Contract.KLOP], BIDS[Contract.THREE]]
    elif not others_passed:
        choices.append(PASS)
    for code in range(3, 13):
        if players == 3 and 5 <= code <= 7:
            continue
        if code > best or (code == best and current <= holder):
            choices.append(BIDS[CONTRACTS[code - 1]])
    return tuple(choices)


def turned_up(state: Any) -> tuple[TalonShown, ...]:
    """The talon turned up, if ``state`` begins the talon exchange."""
    public = state._public
    if public.phase is not Phase.TALON:
        return ()
    return (TalonShown(talon=state._hidden.rest, size=public.contract.talon),)


class Bidding(ListedRule):
    """From forehand's left round to forehand: pass or bid a contract, until all but one
    have passed (OpenSpiel's auction)."""

    phase = Phase.BID
    asked = "bid or pass"
    code = "insufficient_bid"
    actions = (Pass, Bid)
    fields = ("auction", "contract", "declarer")
    every_action = (PASS, *BIDS.values())

    def fresh(self, public: Any) -> None:  # the others begin None: contract, declarer ...
        public.auction, public.talon_shown, public.shown_discards = (), (), ()
        public.won, public.discards_made = ((),) * public.rules.players, 0

    def begin(self, state: Any) -> Any:
        return self.entered(state, (state.dealer + 2) % state.rules.players)

    def legal(self, position: Any, hand: int) -> tuple[Any, ...]:
        public = position._public
        calls, current = _calls(public)
        return bid_choices(calls, current or 0, public.rules.players)

    def why(self, position: Any, action: Any) -> str:
        return f"cannot {action}: you may {', '.join(map(str, self.legal(position, 0)))}"

    def took(self, state: Any, public: Any, seat: int, action: Any) -> Any:
        game = self.game
        contract = None if type(action) is Pass else action.contract
        public.auction = (*public.auction, contract)
        called = (Called(seat=seat, contract=contract),)
        current = _calls(public)[1]
        players = public.rules.players
        forehand = (public.dealer + 1) % players
        if current is not None or contract is None:  # the last call is a bid
            return self.moved(state, public, (forehand + (current or 0)) % players), called
        public.contract, public.declarer = contract, seat
        public.leader = seat if contract.declarer_leads else forehand
        public.trick_seats = public.orders[public.leader]
        won = (*called, ContractWon(declarer=seat, contract=contract))
        following = game.next_phase(self.moved(state, public, seat), self)
        return following, won + turned_up(following)

    def taken(self, fields: Mapping[str, Any]) -> list[Any]:
        return [PASS if call is None else BIDS[call] for call in fields["auction"]]


class KingCalling(ListedRule):
    """With four players, the declarer of three, two or one calls a king (any of the four,
    its own too: it then plays alone)."""

    phase = Phase.KING
    asked = "call a king"
    actions = (CallKing,)
    fields = ("called",)
    every_action = CALLS

    def begin(self, state: Any) -> Any | None:
        public = state._public
        if public.rules.players != 4 or not public.contract.calls_king:
            return None
        return self.entered(state, public.declarer)

    def legal(self, position: Any, hand: int) -> tuple[Any, ...]:
        return CALLS

    def took(self, state: Any, public: Any, seat: int, action: Any) -> Any:
        public.called = action.suit
        following = self.game.next_phase(self.moved(state, public, seat), self)
        return following, (KingCalled(seat=seat, king=KINGS[action.suit]), *turned_up(following))

    def taken(self, fields: Mapping[str, Any]) -> list[Any]:
        suit = fields["called"]
        return [] if suit is None else [CALLS[suit]]


class TalonExchange(Exchange):
    """The talon is turned up in parts of as many cards as the contract takes; the declarer
    takes one, then lays away as many cards: no tarok while it holds another card, and never
    a king or a card of the trula. Leaving the mond in the talon costs the declarer 20."""

    phase = Phase.TALON
    asked = "take a part of the talon, then discard"
    fields = ("talon_part",)
    discard, discarded, deck = Discard, Discarded, DECK

    def __init__(self) -> None:
        super().__init__()
        self.actions = (ChooseTalon, Discard)
        self.every_action = (*PARTS, *self.every_action)

    def begin(self, state: Any) -> Any | None:
        """The talon turned up, the declarer to choose a part (:meth:`step` gives it)."""
        if not state._public.contract.talon:
            return None
        entered = self.entered(state, state._public.declarer)
        entered._public.talon_shown = state._hidden.rest  # its own copy of the public part
        return entered

    def taker(self, position: Any) -> int | None:
        return None if position.talon_part is None else position.declarer

    def layable(self, position: Any, hand: int) -> int:
        return hand & ~TAROKS_MASK & ~KEPT_MASK or hand & ~KEPT_MASK

    def kept(self, position: Any, card: Card) -> str:
        reason = "a king or a card of the trula" if KEPT_MASK & BITS[card.index] else "a tarok"
        return f"it may not lay away {reason}"

    def laid(self, public: Any, card: Card) -> None:
        public.discards_made += 1
        if card in TAROKS:  # laid away face up, kept in canonical order
            public.shown_discards = cards_of(mask_of(public.shown_discards) | BITS[card.index])

    def unlaid(self, public: Any) -> int:
        if public.talon_part is None:
            return 0
        return public.contract.talon - public.discards_made  # type: ignore[no-any-return]

    def laid_from(self, fields: Mapping[str, Any]) -> tuple[Card, ...]:
        return tuple(fields["discards"])

    def reserve_from(self, fields: Mapping[str, Any]) -> int:
        return mask_of(talon_part(fields["contract"], fields["talon_part"], fields["talon"]))

    def legal(self, position: Any, hand: int) -> tuple[Any, ...]:
        public = position._public
        if public.talon_part is None:
            return PARTS[: TALON_SIZE // public.contract.talon]
        return super().legal(position, hand)

    def refusal(self, position: Any, hand: int, action: Any) -> IllegalActionError | None:
        public = position._public
        if (type(action) is Discard) is (public.talon_part is None):  # the other step's
            wrong: IllegalActionError = self.game.wrong_phase(position, hand, action)
            return wrong
        if public.talon_part is not None:
            return super().refusal(position, hand, action)
        if action in self.legal(position, hand):
            return None
        parts = TALON_SIZE // public.contract.talon
        return IllegalActionError(f"cannot {action}: the talon lies in {parts} parts")

    def step(self, state: Any, action: Any) -> Any:
        public = state._public
        if public.talon_part is not None:
            return super().step(state, action) if type(action) is Discard else None
        if action not in self.legal(state, 0):
            return None
        seat, talon = state.to_act, state._hidden.rest
        public = self.game.public.copy(public)
        part = talon_part(public.contract, action.part, talon)
        public.talon_part = action.part
        if MOND in talon and MOND not in part:
            public.mond_lost = seat
        chosen = TalonChosen(seat=seat, part=action.part, cards=part)
        return self.given(state, public, seat, mask_of(part)), (chosen,)

    def taken(self, fields: Mapping[str, Any]) -> list[Any]:
        part = fields["talon_part"]
        return [] if part is None else [PARTS[part - 1], *super().taken(fields)]


BIDDING, KING_CALLING, TALON_EXCHANGE = Bidding(), KingCalling(), TalonExchange()
