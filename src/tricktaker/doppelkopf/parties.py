"""Doppelkopf's parties and what decides them before and in the play: the reservations
(gesund, a solo, a marriage), the announcements with their deadlines (the engine's
``play_rule``), who is Re as the contract, the queens and the play show it, and the worlds
that fit what was shown. Sources as :mod:`tricktaker.doppelkopf.game`'s.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from typing import Any

import attrs

from tricktaker.actions import Play, malformed
from tricktaker.cards import Card, Rank, Suit
from tricktaker.doppelkopf.rules import (
    DECK,
    FUCHS,
    QUEEN_OF_CLUBS,
    Call,
    Contract,
    Party,
    follow_class,
    least_cards,
)
from tricktaker.engine import PhaseRule
from tricktaker.errors import IllegalActionError
from tricktaker.events import Event
from tricktaker.masks import BITS, mask_of

HAND_SIZE = 12
"""The cards dealt to each player (TSR 3.3): a deal is twelve tricks."""
QUEENS = mask_of([QUEEN_OF_CLUBS, Card.of(Suit.CLUBS, QUEEN_OF_CLUBS.suited_rank, 2)])
"""Both queens of clubs, as a mask."""
FOXES = mask_of([FUCHS, Card.of(Suit.DIAMONDS, FUCHS.suited_rank, 2)])
"""Both diamond aces, as a mask."""
NINES = mask_of(card for card in DECK if card.rank == Rank.NINE)
"""The nines, as a mask (a house rule leaves them out)."""
SEATS = (0, 1, 2, 3)


@attrs.frozen
class Announce:
    """Announce ``call`` (an Ansage, Re or Kontra, or an Absage) before playing a card.

    >>> str(Announce(Call.NO_90))
    'keine 90'
    >>> Announce("Re")
    Traceback (most recent call last):
    ...
    tricktaker.IllegalActionError: Announce.call must be a Call, not 'Re'
    """

    call: Call

    def __attrs_post_init__(self) -> None:
        if type(self.call) is not Call:
            raise malformed("Announce.call", self.call, "a Call")

    def __str__(self) -> str:
        return str(self.call)

    @classmethod
    def from_text(cls, text: str) -> Announce | None:
        """The announcement ``text`` names (``re``, ``Keine 90``), for
        :func:`~tricktaker.parse_action`, which then says why one not open now is refused."""
        found = [call for call in Call if call.value.lower() == " ".join(text.lower().split())]
        return ANNOUNCE[found[0]] if found else None


@attrs.frozen
class Declare:
    """Say ``contract`` before the play (TSR 4.1): ``Contract.NORMAL`` is *gesund* (no
    reservation), any other a solo the declarer plays alone.

    >>> str(Declare(Contract.NORMAL)), str(Declare(Contract.DAMEN))
    ('gesund', 'Damensolo')
    """

    contract: Contract

    def __attrs_post_init__(self) -> None:
        if type(self.contract) is not Contract:
            raise malformed("Declare.contract", self.contract, "a Contract")

    def __str__(self) -> str:
        return "gesund" if self.contract is Contract.NORMAL else str(self.contract)

    @classmethod
    def from_text(cls, text: str) -> Declare | None:
        """The declaration ``text`` names (``gesund``, ``damensolo``), for
        :func:`~tricktaker.parse_action`."""
        said = text.strip().lower()
        found = [c for c in Contract if str(Declare(c)).lower() == said]
        return Declare(found[0]) if found else None


Action = Announce | Declare | Play
"""Any Doppelkopf action."""
ANNOUNCE = {call: Announce(call) for call in Call}


@attrs.frozen
class Declared(Event):
    """``seat`` said ``contract``: *gesund*, or a solo it plays alone."""

    seat: int
    contract: Contract


@attrs.frozen
class Announced(Event):
    """``seat`` announced ``call`` for ``party``, ``at`` cards into the deal."""

    seat: int
    call: Call
    party: Party
    at: int


class Phase(enum.Enum):
    """What the player to act is asked to do."""

    RESERVE = "reserve"
    """Say gesund or a solo, from the dealer's left."""
    PLAY = "play"
    """Play a card (or announce first)."""
    OVER = "over"


def levels(announcements: Sequence[Announced]) -> dict[Party, int]:
    """Each party's highest announcement level, -1 for none."""
    re = max((made.call.level for made in announcements if made.party is Party.RE), default=-1)
    kontra = max(
        (made.call.level for made in announcements if made.party is Party.KONTRA), default=-1
    )
    return {Party.RE: re, Party.KONTRA: kontra}


def trick_seats(position: Any) -> list[tuple[int, Card]]:
    """Every card played this deal with its seat, finished tricks then the trick in
    progress."""
    public = position._public
    leader = (public.dealer + 1) % 4
    found: list[tuple[int, Card]] = []
    played = public.played
    for k, winner in enumerate(public.trick_winners):
        found += [((leader + i) % 4, card) for i, card in enumerate(played[4 * k : 4 * k + 4])]
        leader = winner
    found += [(public.trick_seats[i], card) for i, card in enumerate(position.trick)]
    return found


def declared_re(public: Any) -> tuple[int, ...] | None:
    """The Re seats where the contract says them: a soloist; a marriage's holder and the
    winner of the first trick another seat wins of the first three, or the holder alone
    after three (TSR 4.4); None in the normal game (the queens') and before that trick."""
    soloist = public.soloist
    if soloist is None:
        return None
    if public.contract is not Contract.HOCHZEIT:
        return (soloist,)
    if public.partner is not None:
        return (soloist, public.partner)
    return (soloist,) if len(public.trick_winners) >= 3 else None


def shown_parties(position: Any) -> tuple[Party | None, ...]:
    """Each seat's party as the play and the announcements have shown it to all (None where
    not yet): a queen of clubs played or Re announced shows Re, Kontra announced shows
    Kontra; once both queens are shown the others are Kontra."""
    public = position._public
    re = declared_re(public)
    if re is not None:  # a solo declared, a marriage clarified: known to all
        return tuple([Party.RE if seat in re else Party.KONTRA for seat in SEATS])
    parties: list[Party | None] = [None] * 4
    if public.soloist is not None:  # a marriage, its partner still to find
        parties[public.soloist] = Party.RE
        return tuple(parties)
    queens = 0
    for seat, card in trick_seats(position):
        if card.first_copy is QUEEN_OF_CLUBS:
            parties[seat] = Party.RE
            queens += 1
    for made in position._public.announcements:
        parties[made.seat] = made.party
    if queens == 2 or parties.count(Party.RE) == 2:  # (two Kontra seats shown prove nothing:
        parties = [Party.KONTRA if party is None else party for party in parties]
    return tuple(parties)  # a silent marriage has three)


def party_of(position: Any, seat: int, hand: int) -> Party:
    """The party of ``seat``, which holds ``hand`` (a mask) and knows what it played: Re if
    it was dealt a queen of clubs (TSR 2.4), or if it plays the solo."""
    public = position._public
    re = declared_re(public)
    if re is not None or public.soloist is not None:
        return Party.RE if seat in (re or ()) or seat == public.soloist else Party.KONTRA
    if hand & QUEENS:
        return Party.RE
    played = any(
        by == seat and card.first_copy is QUEEN_OF_CLUBS for by, card in trick_seats(position)
    )
    return Party.RE if played else Party.KONTRA


def calls(position: Any, hand: int) -> tuple[Call, ...]:
    """The announcements ``position.to_act``, holding ``hand``, may make now (TSR 6; the
    rules page's deadlines, several at once and the reply): none skipped, none made later."""
    public = position._public
    size = public.dealt_size  # ten without the nines: each deadline two cards earlier
    if public.contract is Contract.HOCHZEIT:  # from the clarifying trick on, later by as many
        if declared_re(public) is None:
            return ()
        winners = public.trick_winners
        size -= next((k for k in range(3) if winners[k] != public.soloist), 2)
    party = party_of(position, position.to_act, hand)
    said = levels(public.announcements)
    own, other = said[party], said[party.other]
    held = hand.bit_count()
    ansage = Call.RE if party is Party.RE else Call.KONTRA
    if own < 0 and held < least_cards(0, size):  # late: the reply alone, if any
        replying = other >= 0 and held >= least_cards(0, size, other)
        return (ansage,) if replying else ()
    if own == 0:  # an Ansage made as a reply opens no Absage
        made = next(m for m in public.announcements if m.party is party)
        played = [by for by, _ in trick_seats(position)[: made.at]].count(made.seat)
        if public.dealt_size - played < least_cards(0, size):
            return ()
    absagen = list(Call)[max(own, 0) + 2 :] if held >= least_cards(own + 1, size) else []
    return (ansage, *absagen) if own < 0 else tuple(absagen)


class Announcing(PhaseRule):
    """The announcements a seat may make in the play before its card (the engine's
    ``play_rule``): each recorded in ``announcements``, the seat still to play."""

    phase = Phase.PLAY
    asked = "play a card (or announce)"
    actions = (Announce,)
    every_action = tuple(ANNOUNCE.values())

    def legal(self, position: Any, hand: int) -> tuple[Any, ...]:
        game = self.game
        plays = game.plays(position, game.playable(position, hand))
        return (*plays, *[ANNOUNCE[call] for call in calls(position, hand)])

    def refusal(self, position: Any, hand: int, action: Any) -> IllegalActionError | None:
        allowed = calls(position, hand)
        if action.call in allowed:
            return None
        party = party_of(position, position.to_act, hand)
        if action.call in (Call.RE, Call.KONTRA) and str(action.call) != str(party):
            reason = f"seat {position.to_act} is not of the {action.call} party"
        elif position._public.contract is Contract.HOCHZEIT and not declared_re(position._public):
            reason = "not before the marriage's clarifying trick"
        else:
            reason = "too late or already said"
        shown = ", ".join(map(str, allowed)) or "none"
        return IllegalActionError(
            f"cannot announce {action.call}: {reason} (may announce: {shown})", code="illegal"
        )

    def step(self, state: Any, action: Any) -> Any:
        seat = state.to_act
        hand = state._hidden.dealt[seat] & state._held
        if type(action.call) is not Call or action.call not in calls(state, hand):
            return None
        public = self.game.public.copy(state._public)
        made = Announced(
            seat=seat, call=action.call, party=party_of(state, seat, hand),
            at=len(public.played) + len(state.trick),
        )  # fmt: skip
        public.announcements = (*public.announcements, made)
        return self.moved(state, public, seat), (made,)


ANNOUNCING = Announcing()


class Reserving(PhaseRule):
    """Before the play each seat from the dealer's left says gesund or declares a solo
    (TSR 4.1, 4.3: a Lustsolo): the first solo declared is played, the declarer alone
    (Re) against the other three, the dealer's left leading; four times gesund, the
    normal game."""

    phase = Phase.RESERVE
    asked = "say gesund or declare a solo"
    actions = (Declare,)
    every_action = tuple(Declare(contract) for contract in Contract)
    fields = ("declared", "contract", "soloist")

    def fresh(self, public: Any) -> None:
        public.declared, public.contract, public.soloist = (None,) * 4, Contract.NORMAL, None
        public.partner = None

    def begin(self, state: Any) -> Any:
        return self.entered(state, (state.dealer + 1) % 4)

    def legal(self, position: Any, hand: int) -> tuple[Any, ...]:
        return self.every_action if hand & QUEENS == QUEENS else self.every_action[:-1]

    def refusal(self, position: Any, hand: int, action: Any) -> IllegalActionError | None:
        if type(action.contract) is not Contract:
            return IllegalActionError(f"cannot declare {action.contract!r}", code="malformed")
        if action.contract is Contract.HOCHZEIT and hand & QUEENS != QUEENS:
            return IllegalActionError(
                f"cannot declare Hochzeit: seat {position.to_act} does not hold both queens of "
                "clubs", code="illegal",
            )  # fmt: skip
        return None

    def step(self, state: Any, action: Any) -> Any:
        contract, seat = action.contract, state.to_act
        hand = state._hidden.dealt[seat] & state._held
        if self.refusal(state, hand, action) is not None:
            return None
        public = self.game.public.copy(state._public)
        said = [*public.declared]
        said[seat] = contract
        public.declared = tuple(said)
        event = (Declared(seat=seat, contract=contract),)
        if contract not in (Contract.NORMAL, Contract.HOCHZEIT):  # a solo: played at once
            public.contract, public.soloist = contract, seat
        elif seat != public.dealer:  # the next seat is asked; the dealer is asked last
            return self.moved(state, public, (seat + 1) % 4), event
        elif Contract.HOCHZEIT in public.declared:  # no solo: the marriage (TSR 4.4)
            public.contract = Contract.HOCHZEIT
            public.soloist = public.declared.index(Contract.HOCHZEIT)
        return self.game.next_phase(self.moved(state, public, seat), self), event

    def taken(self, fields: Mapping[str, Any]) -> list[Any]:
        first = fields["dealer"] + 1
        said = [fields["declared"][(first + i) % 4] for i in range(4)]
        return [Declare(contract) for contract in said if contract is not None]


RESERVING = Reserving()


def holds_pigs(dealt: int) -> bool:
    """Whether a seat dealt the cards ``dealt`` (a mask) holds the pigs, the house rule
    *Schweinchen* (pagat.com): both diamond aces, but not both queens of clubs.

    >>> holds_pigs(FOXES), holds_pigs(FOXES | QUEENS), holds_pigs(FOXES & -FOXES)
    (True, False, False)
    """
    return dealt & FOXES == FOXES and dealt & QUEENS != QUEENS


def _lacking(position: Any) -> list[int]:
    """By seat, the cards it has shown it holds none of: those of each suit (trump one
    suit, for following) it did not follow."""
    contract = position._public.contract
    lacks = [0] * 4
    plays = trick_seats(position)
    for first in range(0, len(plays), 4):
        led = follow_class(plays[first][1], contract)
        for by, card in plays[first + 1 : first + 4]:
            if follow_class(card, contract) is not led:
                lacks[by] |= mask_of([c for c in DECK if follow_class(c, contract) is led])
    return lacks


def _swap(
    hands: list[int], lacks: list[int], seat: int, givers: list[int], give: int, take: int
) -> bool:
    """Swap a card of ``seat``'s hand among ``give`` (a mask) for one of a giver's among
    ``take``: each to a seat that has not shown it lacks it if there is one, else any.
    Whether a swap was made."""
    for lacking in (lacks, [0] * 4):
        for giver in givers:
            mine = hands[seat] & give & ~lacking[giver]
            theirs = hands[giver] & take & ~lacking[seat]
            if mine and theirs:
                cards = (mine & -mine) | (theirs & -theirs)
                hands[seat] ^= cards
                hands[giver] ^= cards
                return True
    return False


def fit_parties(position: Any, hands: list[int]) -> list[int]:
    """``hands`` (masks by seat, as held now; ``position.seat``'s its own) of a world of the
    view ``position`` changed to fit what it shows: without the nines where the rules leave
    them out (each changed for a card no seat holds or played); the queens of clubs the
    others hold moved so that each seat that announced for Re holds one (or played one) and
    none that announced for Kontra does; the pigs where they were shown, or none."""
    hands, seat = list(hands), position.seat
    if position.rules.without_nines:
        free = mask_of(DECK) & ~NINES & ~mask_of((*position.played, *position.trick))
        for hand in hands:
            free &= ~hand
        for other in SEATS:
            while hands[other] & NINES and free:
                nine, spare = hands[other] & NINES & -(hands[other] & NINES), free & -free
                hands[other] ^= nine | spare
                free ^= spare
    keep = ~FOXES if position._public.pigs is not None else -1  # the pigs stay where shown
    played = {by for by, card in trick_seats(position) if card.first_copy is QUEEN_OF_CLUBS}
    party = {made.seat: made.party for made in position._public.announcements}
    needs = {s for s in SEATS if party.get(s) is Party.RE and s not in played and s != seat}
    if position._public.soloist is not None:  # a solo's parties are not the queens'
        party, needs = {}, set()
    for other in SEATS:
        kontra = party.get(other) is Party.KONTRA
        if other == seat or not (kontra if hands[other] & QUEENS else other in needs):
            continue
        for giver in SEATS:  # a queen from a seat that may give it, or to one that may hold it
            if giver in (seat, other):
                continue
            if kontra:
                mine, theirs = hands[other] & QUEENS, hands[giver] & ~QUEENS & keep
                if party.get(giver) is Party.KONTRA:
                    continue
            else:
                mine, theirs = hands[other] & ~QUEENS & keep, hands[giver] & QUEENS
                if giver in needs and theirs.bit_count() < 2:
                    continue
            while mine and theirs:
                give, take = mine & -mine, theirs & -theirs
                hands[other] ^= give | take
                hands[giver] ^= give | take
                mine, theirs = mine ^ give, theirs ^ take
                if not kontra:
                    break
            if not hands[other] & QUEENS if kontra else hands[other] & QUEENS:
                break
    gone = [0] * 4
    for by, card in trick_seats(position):
        gone[by] |= BITS[card.index]
    pigs = position._public.pigs
    if pigs is not None and pigs != seat and (hands[pigs] | gone[pigs]) & QUEENS == QUEENS:
        queen = hands[pigs] & QUEENS & -(hands[pigs] & QUEENS)  # the pigs' seat has not both
        for giver in SEATS:
            plain = hands[giver] & ~QUEENS & ~FOXES
            if giver not in (seat, pigs) and party.get(giver) is not Party.KONTRA and plain:
                hands[pigs] ^= queen | (plain & -plain)
                hands[giver] ^= queen | (plain & -plain)
                break
    if position._public.rules.pigs and pigs is None:  # none shown: nobody was dealt them
        lacks = _lacking(position)
        for other in SEATS:
            if other == seat or not holds_pigs(hands[other] | gone[other]):
                continue
            givers = [s for s in SEATS if s not in (seat, other)]
            # a diamond ace it holds goes for another's card; else (it has played both) it
            # was dealt both queens of clubs: the ones it lacks come for cards of its own
            if not _swap(hands, lacks, other, givers, FOXES, ~QUEENS & ~FOXES):
                while (hands[other] | gone[other]) & QUEENS != QUEENS:
                    if not _swap(hands, lacks, other, givers, ~QUEENS & ~FOXES, QUEENS):
                        break
    return hands


__all__ = [
    "ANNOUNCE", "ANNOUNCING", "FOXES", "HAND_SIZE", "NINES", "QUEENS", "RESERVING", "SEATS",
    "Action", "Announce", "Announced", "Announcing", "Declare", "Declared", "Phase",
    "Reserving", "calls", "declared_re", "fit_parties", "holds_pigs", "levels", "party_of",
    "shown_parties", "trick_seats",
]  # fmt: skip
