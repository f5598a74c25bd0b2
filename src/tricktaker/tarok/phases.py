"""Tarok's phases before the tricks: the bidding, calling a king, the talon exchange (each
its legal actions, its refusals and its step: :mod:`tricktaker.engine.phases`).

Source: OpenSpiel's ``open_spiel/games/tarok/tarok.cc`` (``LegalActionsInBidding``,
``DoApplyActionInKingCalling``, ``LegalActionsInTalonExchange``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tricktaker.engine import PhaseRule
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


def given(game: Any, hidden: Any, seat: int, part: int) -> Any:
    """The hidden part ``hidden`` with the talon part ``part`` (a mask) dealt to ``seat``
    too: a declarer's cards are its hand and the part it took."""
    dealt = tuple([m | part if i == seat else m for i, m in enumerate(hidden.dealt)])
    return game.hidden.new(seed=hidden.seed, dealt=dealt, rest=hidden.rest)


def turned_up(state: Any) -> tuple[TalonShown, ...]:
    """The talon turned up, if ``state`` begins the talon exchange."""
    public = state._public
    if public.phase is not Phase.TALON:
        return ()
    return (TalonShown(talon=state._hidden.rest, size=public.contract.talon),)


class Bidding(PhaseRule):
    """From forehand's left round to forehand: pass or bid a contract, until all but one
    have passed (OpenSpiel's auction)."""

    phase = Phase.BID
    asked = "bid or pass"
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

    def refusal(self, position: Any, hand: int, action: Any) -> IllegalActionError | None:
        choices = self.legal(position, hand)
        if action in choices:
            return None
        return IllegalActionError(
            f"cannot {action}: you may {', '.join(map(str, choices))}", code="insufficient_bid"
        )

    def step(self, state: Any, action: Any) -> Any:
        if action not in self.legal(state, 0):
            return None
        game, seat = self.game, state.to_act
        public = game.public.copy(state._public)
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


class KingCalling(PhaseRule):
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

    def refusal(self, position: Any, hand: int, action: Any) -> IllegalActionError | None:
        return None

    def step(self, state: Any, action: Any) -> Any:
        king = KINGS[action.suit]
        public = self.game.public.copy(state._public)
        public.called = action.suit
        following = self.game.next_phase(self.moved(state, public, state.to_act), self)
        return following, (KingCalled(seat=state.to_act, king=king), *turned_up(following))

    def taken(self, fields: Mapping[str, Any]) -> list[Any]:
        suit = fields["called"]
        return [] if suit is None else [CALLS[suit]]


class TalonExchange(PhaseRule):
    """The talon is turned up in parts of as many cards as the contract takes; the declarer
    takes one, then lays away as many cards: no tarok while it holds another card, and never
    a king or a card of the trula. Leaving the mond in the talon costs the declarer 20."""

    phase = Phase.TALON
    asked = "take a part of the talon, then discard"
    actions = (ChooseTalon, Discard)
    fields = ("talon_part",)
    every_action = (*PARTS, *(Discard(card) for card in DECK))

    def begin(self, state: Any) -> Any | None:
        if not state._public.contract.talon:
            return None
        entered = self.entered(state, state._public.declarer)
        entered._public.talon_shown = state._hidden.rest  # its own copy of the public part
        return entered

    def legal(self, position: Any, hand: int) -> tuple[Any, ...]:
        public = position._public
        if public.talon_part is None:
            return PARTS[: TALON_SIZE // public.contract.talon]
        allowed = hand & ~TAROKS_MASK & ~KEPT_MASK or hand & ~KEPT_MASK
        return tuple([Discard(card) for card in cards_of(allowed)])

    def refusal(self, position: Any, hand: int, action: Any) -> IllegalActionError | None:
        if action in self.legal(position, hand):
            return None
        public = position._public
        if (type(action) is Discard) is (public.talon_part is None):  # the other step's
            wrong: IllegalActionError = self.game.wrong_phase(position, hand, action)
            return wrong
        if public.talon_part is None:
            parts = TALON_SIZE // public.contract.talon
            return IllegalActionError(
                f"cannot {action}: the talon lies in {parts} parts", code="illegal"
            )
        card = action.card
        if not hand & BITS[card.index]:
            return IllegalActionError(
                f"cannot {action}: the declarer does not hold it", code="not_in_hand"
            )
        reason = "a king or a card of the trula" if KEPT_MASK & BITS[card.index] else "a tarok"
        return IllegalActionError(f"cannot {action}: it may not lay away {reason}", code="illegal")

    def step(self, state: Any, action: Any) -> Any:
        seat = state.to_act
        hand = state._hidden.dealt[seat] & state._held
        if action not in self.legal(state, hand):
            return None
        game = self.game
        public = game.public.copy(state._public)
        if type(action) is ChooseTalon:
            talon = state._hidden.rest
            part = talon_part(public.contract, action.part, talon)
            public.talon_part = action.part
            if MOND in talon and MOND not in part:
                public.mond_lost = seat
            chosen = TalonChosen(seat=seat, part=action.part, cards=part)
            return self.given(state, public, seat, mask_of(part)), (chosen,)
        card = action.card
        public.discards_made += 1
        if card in TAROKS:  # laid away face up, kept in canonical order
            public.shown_discards = cards_of(mask_of(public.shown_discards) | BITS[card.index])
        held = state._held ^ BITS[card.index]
        following = game.seam.state(public, state._hidden, held, (), seat)
        if (hand ^ BITS[card.index]).bit_count() == public.dealt_size:
            following = game.next_phase(following, self)
        return following, (Discarded(seat=seat, card=card),)

    def undo(self, hands: list[int], fields: Mapping[str, Any]) -> None:
        """The talon part back to the talon, the discards back to the declarer's hand."""
        part = fields["talon_part"]
        if part is None:
            return
        declarer = fields["declarer"]
        hands[declarer] |= mask_of(fields["discards"])
        hands[declarer] &= ~mask_of(talon_part(fields["contract"], part, fields["talon"]))

    def taken(self, fields: Mapping[str, Any]) -> list[Any]:
        part = fields["talon_part"]
        return [] if part is None else [PARTS[part - 1], *map(Discard, fields["discards"])]


BIDDING, KING_CALLING, TALON_EXCHANGE = Bidding(), KingCalling(), TalonExchange()
