"""Skat's phases before the tricks, each its legal actions, its refusals and its step: the
ISkO's auction or OpenSpiel's simplified bidding, the skat or Hand, the cards laid away, the
declaration, and Kontra and Re.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

from tricktaker.cards import Card
from tricktaker.engine import ListedRule, PhaseRule
from tricktaker.engine.exchange import Exchange
from tricktaker.masks import cards_of, mask_of
from tricktaker.skat.moves import (
    Bid,
    BidMade,
    Declare,
    Declared,
    Discard,
    Discarded,
    Doubled,
    Held,
    Hold,
    Kontra,
    Pass,
    Passed,
    Phase,
    PickUp,
    Re,
    SkatChosen,
)
from tricktaker.skat.values import BID_VALUES, DECK, NULL_VALUES, Contract

_DECK_MASK = mask_of(DECK)
PASS, YES = 0, 1
"""The auction's calls as the public field ``bidding`` keeps them, beside the values said."""


def role_seat(dealer: int, players: int, role: int) -> int:
    """The seat of ``role`` (0 forehand, 1 middlehand, 2 rearhand): from the dealer's left,
    the dealer skipped (at four, it sits out).

    >>> role_seat(2, 3, 0), role_seat(3, 4, 2)
    (0, 2)
    """
    return (dealer + 1 + role) % players


class AuctionState(NamedTuple):
    """Where an auction stands: the role to act (None once over), whether it answers a value
    (``yes`` or pass) rather than says one, the highest value held, and the declarer's role
    (None while bidding, or if all passed)."""

    to_act: int | None
    answering: bool
    bid: int
    declarer: int | None
    alone: bool = False
    """Whether the forehand, the others having passed without a value, may play at 18."""


def read_auction(calls: Sequence[int]) -> AuctionState:
    """The auction after ``calls`` (values said, 1 for "yes", 0 for a pass), by the ISkO
    (3.3): the middlehand says values to the forehand, who answers "yes" or passes; the
    survivor then hears the rearhand; the last to hold or say the highest value declares.
    If the middlehand and the rearhand pass without a value, the forehand may play at 18.

    >>> read_auction([18, 1, 20, 0, 0])  # 18, yes, 20, pass; the rearhand passes
    AuctionState(to_act=None, answering=False, bid=20, declarer=1, alone=False)
    >>> read_auction([0, 0])  # the forehand may bid 18
    AuctionState(to_act=0, answering=False, bid=0, declarer=None, alone=True)
    """
    bid, stage, sayer, listener, answering = 0, 1, 1, 0, False
    for call in calls:
        if stage == 3:  # the forehand alone: 18 or pass
            return AuctionState(None, False, call, None if call == PASS else 0)
        if call == YES:
            answering = False
            continue
        if call != PASS:
            bid, answering = call, True
            continue
        survivor = sayer if answering else listener
        if stage == 1:
            stage, sayer, listener, answering = 2, 2, survivor, False
        elif bid:
            return AuctionState(None, False, bid, survivor)
        else:
            stage = 3
    if stage == 3:
        return AuctionState(0, False, bid, None, alone=True)
    return AuctionState(listener if answering else sayer, answering, bid, None)


def picked_up(position: Any) -> bool:
    """Whether the declarer has the skat (picked up; OpenSpiel's always does)."""
    if position.declarer is None:
        return False
    return bool(position.rules.simplified) or position.hand_game is False


def _declarers(rule: PhaseRule, state: Any) -> Any:
    """``state`` in ``rule``'s phase, the declarer to act (none: the phase is skipped)."""
    declarer = state._public.declarer
    return None if state.rules.simplified or declarer is None else rule.entered(state, declarer)


_ALONE = (Pass(), Bid(18))


class Auction(ListedRule):
    """The ISkO's auction (3.3): saying and listening, the forehand's rights."""

    phase = Phase.BID
    asked = "bid, answer or pass"
    actions = (Bid, Hold, Pass)
    fields = ("bidding", "bid", "declarer")
    every_action = (Pass(), Hold(), *(Bid(value) for value in BID_VALUES))

    def fresh(self, public: Any) -> None:  # the fields of every phase but Kontra's
        public.bidding, public.bid, public.declarer, public.contract = (), 0, None, None
        public.hand_game, public.laid_away, public.open_hand = None, 0, ()
        public.schneider, public.schwarz, public.ouvert = False, False, False

    def begin(self, state: Any) -> Any:
        return None if state.rules.simplified else self.entered(state, self._seat(state, 1))

    def _seat(self, public: Any, role: int) -> int:
        return role_seat(public.dealer, public.rules.players, role)

    def legal(self, position: Any, hand: int) -> tuple[Any, ...]:
        at = read_auction(position._public.bidding)
        if at.answering:
            return self.every_action[:2]
        if at.alone:
            return _ALONE
        passing, _, *bids = self.every_action  # built once: a decision lists up to 61 bids
        return (passing, *[bid for bid in bids if bid.value > at.bid])

    def why(self, position: Any, action: Any) -> str:
        at = read_auction(position._public.bidding)
        if type(action) is Hold:
            return "cannot say yes: no value waits for an answer"
        if at.answering:
            return f"cannot {action}: answer {at.bid} with yes or pass"
        if at.alone:
            return f"cannot {action}: the others passed; the forehand plays at 18 or passes"
        higher = [value for value in BID_VALUES if value > at.bid]
        if not higher:
            return f"cannot {action}: {at.bid} is the highest value; pass"
        return f"cannot {action}: the least value now is {higher[0]}"

    def took(self, state: Any, public: Any, seat: int, action: Any) -> Any:
        game = self.game
        call = PASS if type(action) is Pass else YES if type(action) is Hold else action.value
        before = read_auction(public.bidding)
        public.bidding += (call,)
        at = read_auction(public.bidding)
        public.bid = at.bid
        if type(action) is Pass:
            event: Any = Passed(seat=seat)
        elif type(action) is Hold:
            event = Held(seat=seat, value=before.bid)
        else:
            event = BidMade(seat=seat, value=call)
        if at.to_act is not None:
            return self.moved(state, public, self._seat(public, at.to_act)), (event,)
        if at.declarer is None:  # all passed: thrown in, or a Ramsch
            if not public.rules.ramsch:
                return game.end_deal(self.moved(state, public, seat), (event,))
            public.contract = Contract.RAMSCH
            return game.next_phase(self.moved(state, public, seat), self), (event,)
        public.declarer = self._seat(public, at.declarer)
        return game.next_phase(self.moved(state, public, public.declarer), self), (event,)

    def taken(self, fields: Mapping[str, Any]) -> list[Any]:
        if fields["rules"].simplified:
            return []
        return [Pass() if c == PASS else Hold() if c == YES else Bid(c) for c in fields["bidding"]]


class Declaring(ListedRule):
    """OpenSpiel's simplified bidding: from the forehand in turn, each passes or names a game;
    the first to name one declares it and picks up the skat. Three passes end the hand."""

    phase = Phase.DECLARE
    asked = "declare a game or pass"
    actions = (Pass, Declare)
    fields = ("bidding", "declarer", "contract")
    every_action = (Pass(), *(Declare(contract) for contract in list(Contract)[:6]))

    def begin(self, state: Any) -> Any:
        return self.entered(state, (state.dealer + 1) % 3) if state.rules.simplified else None

    def legal(self, position: Any, hand: int) -> tuple[Any, ...]:
        return self.every_action

    def why(self, position: Any, action: Any) -> str:
        return f"cannot {action}: OpenSpiel's Skat announces nothing beside the game"

    def took(self, state: Any, public: Any, seat: int, action: Any) -> Any:
        game = self.game
        if type(action) is Pass:
            public.bidding += (PASS,)
            passed = (Passed(seat=seat),)
            if len(public.bidding) == 3:  # no one plays: the hand ends unplayed
                return game.end_deal(self.moved(state, public, seat), passed)
            return self.moved(state, public, (seat + 1) % 3), passed
        public.declarer, public.contract = seat, action.contract
        declared = (Declared(seat=seat, contract=action.contract), _chosen(state, seat))
        return game.next_phase(self.moved(state, public, seat), self), declared

    def taken(self, fields: Mapping[str, Any]) -> list[Any]:
        if not fields["rules"].simplified:
            return []
        actions: list[Any] = [Pass()] * len(fields["bidding"])
        if fields["contract"] is not None:
            actions.append(Declare(fields["contract"]))
        return actions


def _chosen(state: Any, seat: int) -> SkatChosen:
    """The event of ``seat`` picking up the skat of ``state`` (the next phase gives it)."""
    return SkatChosen(seat=seat, hand=False, cards=cards_of(mask_of(state._hidden.rest)))


class SkatChoice(ListedRule):
    """The declarer picks up the skat or plays Hand (ISkO 3.4)."""

    phase = Phase.SKAT
    asked = "pick up the skat or play Hand"
    actions = (PickUp,)
    fields = ("hand_game",)
    every_action = (PickUp(False), PickUp(True))

    def begin(self, state: Any) -> Any:
        return _declarers(self, state)

    def legal(self, position: Any, hand: int) -> tuple[Any, ...]:
        return self.every_action

    def took(self, state: Any, public: Any, seat: int, action: Any) -> Any:
        public.hand_game = action.hand
        chosen = SkatChosen(seat=seat, hand=True) if action.hand else _chosen(state, seat)
        return self.game.next_phase(self.moved(state, public, seat), self), (chosen,)

    def taken(self, fields: Mapping[str, Any]) -> list[Any]:
        hand = fields["hand_game"]
        return [] if hand is None or fields["rules"].simplified else [PickUp(hand)]


class Discarding(Exchange):
    """The declarer, having picked up the skat, lays two cards away, one at a time: any it
    holds (ISkO 3.4; OpenSpiel's rule too)."""

    phase = Phase.DISCARD
    fields = ("laid_away",)
    discard, discarded, deck = Discard, Discarded, DECK

    def taker(self, position: Any) -> int | None:
        return position.declarer if picked_up(position) else None

    def reserve(self, state: Any) -> int:
        return mask_of(state._hidden.rest)

    def laid(self, public: Any, card: Card) -> None:
        public.laid_away += 1

    def unlaid(self, public: Any) -> int:
        return 2 - public.laid_away  # type: ignore[no-any-return]

    def laid_from(self, fields: Mapping[str, Any]) -> tuple[Card, ...]:
        return tuple(fields.get("discarded") or ())

    def exchanged(self, fields: Mapping[str, Any], hands: list[int]) -> tuple[int, int]:
        """The skat and the cards laid away, made up where a view does not know them."""
        skat, discarded = skat_and_discarded(fields, hands)
        return mask_of(skat), mask_of(discarded)


def unheld(hands: Sequence[int]) -> tuple[Card, ...]:
    """The cards of the deck in none of ``hands`` (masks), in canonical order."""
    everyone = 0
    for hand in hands:
        everyone |= hand
    return cards_of(_DECK_MASK & ~everyone)


def skat_and_discarded(
    fields: Mapping[str, Any], hands: list[int], gone: int = 0
) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    """The skat as dealt and the cards laid away, once the declarer has picked it up, as
    the fields read give them (``hands``: the seats' cards; ``gone``: the cards played, if
    not among them, the declarer's as far as it matters). A view that does not know them
    makes them up: the cards laid away are those in no hand, and the skat those with the
    first of the declarer's cards (none of which it has played: the play begins once two are
    laid away)."""
    skat, discarded = fields.get("skat"), fields.get("discarded")
    if skat is not None and discarded is not None:
        return tuple(skat), tuple(discarded)
    if discarded is None:
        discarded = unheld((*hands, gone))
    kept = cards_of((hands[fields["declarer"]] | gone) & ~mask_of(discarded))
    return cards_of(mask_of((*discarded, *kept[: 2 - len(discarded)]))), tuple(discarded)


def declarations(hand: bool, bid: int) -> tuple[Declare, ...]:
    """The games a declarer may announce (ISkO 3.4): any suit game or Grand, with
    Schneider, Schwarz and Ouvert announced only in a Hand game; a Null game, Ouvert or not,
    only if its value reaches the ``bid`` (pagat.com).

    >>> [str(d) for d in declarations(False, 24)][-1], len(declarations(True, 18))
    ('declare Null Ouvert', 22)
    """
    found: list[Declare] = []
    for contract in list(Contract)[:5]:
        found.append(Declare(contract))
        if hand:
            found += [
                Declare(contract, schneider=True),
                Declare(contract, schneider=True, schwarz=True),
                Declare(contract, schneider=True, schwarz=True, ouvert=True),
            ]
    for ouvert in (False, True):
        if NULL_VALUES[(hand, ouvert)] >= bid:
            found.append(Declare(Contract.NULL, ouvert=ouvert))
    return tuple(found)


_DECLARATIONS = {(hand, bid): declarations(hand, bid) for hand in (False, True) for bid in
                 (0, *BID_VALUES)}  # fmt: skip


class Announcing(ListedRule):
    """The declarer announces its game (ISkO 3.4); an Ouvert game's cards are laid open."""

    phase = Phase.ANNOUNCE
    asked = "announce the game"
    actions = (Declare,)
    fields = ("contract", "schneider", "schwarz", "ouvert")
    every_action = declarations(True, 0) + (Declare(Contract.NULL, ouvert=True),)

    def begin(self, state: Any) -> Any:
        return _declarers(self, state)

    def legal(self, position: Any, hand: int) -> tuple[Any, ...]:
        public = position._public
        return _DECLARATIONS[(bool(public.hand_game), public.bid)]

    def why(self, position: Any, action: Any) -> str:
        public = position._public
        reason = "Schneider, Schwarz and Ouvert are announced only in a Hand game"
        if action.contract is Contract.NULL:
            value = NULL_VALUES[(bool(public.hand_game), action.ouvert)]
            reason = f"it is worth {value}, less than the bid {public.bid}"
        return f"cannot {action}: {reason}"

    def took(self, state: Any, public: Any, seat: int, action: Any) -> Any:
        public.contract, public.ouvert = action.contract, action.ouvert
        public.schneider, public.schwarz = action.schneider, action.schwarz
        if action.ouvert:
            public.open_hand = cards_of(state._hidden.dealt[seat] & state._held)
        declared = Declared(
            seat=seat, contract=action.contract, hand=bool(public.hand_game),
            schneider=action.schneider, schwarz=action.schwarz, ouvert=action.ouvert,
            open_hand=public.open_hand,
        )  # fmt: skip
        return self.game.next_phase(self.moved(state, public, seat), self), (declared,)

    def taken(self, fields: Mapping[str, Any]) -> list[Any]:
        contract = fields["contract"]
        if fields["rules"].simplified or contract in (None, Contract.RAMSCH):
            return []
        if fields["phase"] is Phase.ANNOUNCE:
            return []
        return [Declare(contract, schneider=fields["schneider"], schwarz=fields["schwarz"],
                        ouvert=fields["ouvert"])]  # fmt: skip


def read_kontra(calls: Sequence[bool]) -> tuple[int | None, int]:
    """Who is asked after ``calls`` (each defender in turn from the forehand, 0 then 1,
    until one says Kontra, True; then the declarer, 2, who says Re or not), None once all is
    said; and the factor of the score: 2 for a Kontra, 4 for a Re (pagat.com).

    >>> read_kontra([False, True]), read_kontra([True, True])
    ((2, 2), (None, 4))
    """
    if True not in calls:
        return (len(calls) if len(calls) < 2 else None), 1
    if len(calls) == calls.index(True) + 1:
        return 2, 2
    return None, 4 if calls[-1] else 2


class Doubling(ListedRule):
    """Under ``Rules(kontra=True)``, before the first lead: each defender in turn from the
    forehand may say Kontra; the declarer may answer Re (pagat.com)."""

    phase = Phase.KONTRA
    asked = "say Kontra or Re, or pass"
    actions = (Pass, Kontra, Re)
    fields = ("kontra_calls",)
    every_action = (Pass(), Kontra(), Re())

    def fresh(self, public: Any) -> None:
        public.kontra_calls = ()

    def begin(self, state: Any) -> Any:
        if not state.rules.kontra or state._public.declarer is None:
            return None
        return self.entered(state, self._asked(state._public, 0))

    def _asked(self, public: Any, who: int) -> int:
        roles: tuple[int, ...] = self.game.dealt_in(public.rules, public.dealer)  # forehand first
        return int(public.declarer) if who == 2 else [s for s in roles if s != public.declarer][who]

    def legal(self, position: Any, hand: int) -> tuple[Any, ...]:
        who = read_kontra(position._public.kontra_calls)[0]
        return self.every_action[::2] if who == 2 else self.every_action[:2]

    def why(self, position: Any, action: Any) -> str:
        if type(action) is Re:
            return "cannot say Re: only the declarer answers a Kontra"
        return "cannot say Kontra: the declarer answers Re or passes"

    def took(self, state: Any, public: Any, seat: int, action: Any) -> Any:
        public.kontra_calls += (type(action) is not Pass,)
        said = Passed(seat=seat) if type(action) is Pass else Doubled(seat, type(action) is Re)
        who = read_kontra(public.kontra_calls)[0]
        if who is None:
            return self.game.next_phase(self.moved(state, public, seat), self), (said,)
        return self.moved(state, public, self._asked(public, who)), (said,)

    def taken(self, fields: Mapping[str, Any]) -> list[Any]:
        calls = fields.get("kontra_calls") or ()
        answered = True in calls[:-1]
        return [(Re() if i == len(calls) - 1 and answered else Kontra()) if call else Pass()
                for i, call in enumerate(calls)]  # fmt: skip


DISCARDING = Discarding()
PHASES = (Auction(), Declaring(), SkatChoice(), DISCARDING, Announcing(), Doubling())
"""Skat's phases before the tricks, in order (a deal skips those its rules do not play)."""
