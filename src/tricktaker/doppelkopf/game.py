"""Doppelkopf on the trick-game engine: what differs from a plain trick game. Forty-eight
cards (every card twice), the Re party of the queens of clubs against Kontra (hidden until
play or an announcement shows them; a hand of both queens plays alone, a silent marriage),
the trumps (the hearts tens, the queens, the jacks, the diamonds), the announcements with
their deadlines, taken in the play (the engine's ``play_rule``), and the deal's score in game
points with its extra points.

Sources: the DDV's Turnierspielregeln (TSR) and pagat.com's Doppelkopf page;
``docs/rules/doppelkopf.md`` names the source of each rule.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from typing import Any

import attrs

from tricktaker.actions import Play, malformed
from tricktaker.cards import Card, Suit, shuffled
from tricktaker.deals import deal_masks
from tricktaker.doppelkopf.rules import (
    DECK,
    FUCHS,
    KARLCHEN,
    QUEEN_OF_CLUBS,
    Call,
    Contract,
    Party,
    ScoreItem,
    card_points,
    follow_class,
    is_trump,
    least_cards,
    score_deal,
    trick_winner,
)
from tricktaker.encoding import Section, one_hot, seat_one_hot
from tricktaker.engine import (
    Dealt,
    GivenDeal,
    PhaseRule,
    TrickGame,
    TrickState,
    TrickView,
    deal_numbered,
    starting,
)
from tricktaker.engine.events import TrickWon as _TrickWon
from tricktaker.errors import IllegalActionError, RulesError
from tricktaker.events import Event
from tricktaker.masks import BITS, SECOND_COPY_SHIFT, cards_of, mask_of
from tricktaker.tricks import CompletedTrick

HAND_SIZE = 12
"""The cards dealt to each player (TSR 3.3): a deal is twelve tricks."""
_QUEENS = mask_of([QUEEN_OF_CLUBS, Card.of(Suit.CLUBS, QUEEN_OF_CLUBS.suited_rank, 2)])
_FOXES = mask_of([FUCHS, Card.of(Suit.DIAMONDS, FUCHS.suited_rank, 2)])
_CLASS = {
    contract: {
        key: mask_of(card for card in DECK if follow_class(card, contract) is key)
        for key in (*Suit, None)
    }
    for contract in Contract
}  # by contract, the cards played to each suit for following (None: trumps of no suit)
_SEATS = (0, 1, 2, 3)


@attrs.frozen(kw_only=True)
class Rules:
    """A Doppelkopf rule set; the defaults are the DDV's tournament rules.

    Attributes:
        players: always 4.
        deals: the deals of a game (24, a tournament round: TSR 8.5).
        second_dulle: a house rule: the second hearts ten played to a trick beats the first,
            but in the last trick (pagat.com); the DDV's first beats the second.
        pigs: a house rule (Schweinchen): a seat dealt both diamond aces holds them above
            the hearts tens, in a normal game; it is shown to all as the deal begins.
        first_dealer: the seat that deals the first deal; the deal passes to the left.

    >>> Rules(deals=0)
    Traceback (most recent call last):
    ...
    tricktaker.RulesError: Rules.deals must be 1 to 1000, not 0
    """

    players: int = 4
    deals: int = 24
    second_dulle: bool = False
    pigs: bool = False
    first_dealer: int = 0

    def __attrs_post_init__(self) -> None:
        for name, allowed, words in (
            ("players", (4,), "4"), ("deals", range(1, 1001), "1 to 1000"),
            ("first_dealer", range(4), "0 to 3"),
        ):  # fmt: skip
            value = getattr(self, name)
            if type(value) is not int or value not in allowed:
                raise RulesError(f"Rules.{name} must be {words}, not {value!r}")
        for name in ("second_dulle", "pigs"):
            if type(getattr(self, name)) is not bool:
                raise RulesError(f"Rules.{name} must be True or False, not {getattr(self, name)!r}")


# -- actions and events -----------------------------------------------------------------------


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
        return _ANNOUNCE[found[0]] if found else None


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
_ANNOUNCE = {call: Announce(call) for call in Call}


@attrs.frozen
class HandStarted(Event):
    """Deal ``hand_number`` was dealt by ``dealer``: ``hands`` by seat, None where hidden;
    ``pigs`` the seat that holds both diamond aces as pigs (a house rule), if any."""

    hand_number: int
    dealer: int
    hands: tuple[tuple[Card, ...] | None, ...]
    pigs: int | None = None

    def for_seat(self, seat: int) -> HandStarted:
        hidden = tuple(hand if i == seat else None for i, hand in enumerate(self.hands))
        return attrs.evolve(self, hands=hidden)

    def shown_to_all(self) -> tuple[Card, ...]:
        return (
            (FUCHS, Card.of(Suit.DIAMONDS, FUCHS.suited_rank, 2)) if self.pigs is not None else ()
        )


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


@attrs.frozen
class TrickWon(_TrickWon):
    """``winner`` took the trick of ``cards`` (in play order) that ``leader`` led."""


@attrs.frozen
class HandScored(Event):
    """Deal ``hand_number`` ended: the Re party ``re`` (one seat: a silent marriage, a solo)
    took ``re_points`` card points; ``winner`` won (None: neither reached what it
    announced) and Re gained ``value`` game points, made of ``items`` (each a name and its
    points for Re); each seat's ``points`` and total."""

    hand_number: int
    re: tuple[int, ...]
    re_points: int
    winner: Party | None
    value: int
    items: tuple[ScoreItem, ...]
    points: tuple[int, ...]
    scores: tuple[int, ...]


# -- state and view ---------------------------------------------------------------------------


class Phase(enum.Enum):
    """What the player to act is asked to do."""

    RESERVE = "reserve"
    """Say gesund or a solo, from the dealer's left."""
    PLAY = "play"
    """Play a card (or announce first)."""
    OVER = "over"


def _levels(announcements: Sequence[Announced]) -> dict[Party, int]:
    """Each party's highest announcement level, -1 for none."""
    levels = {Party.RE: -1, Party.KONTRA: -1}
    for made in announcements:
        levels[made.party] = max(levels[made.party], made.call.level)
    return levels


def _trick_seats(position: Any) -> list[tuple[int, Card]]:
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
        return tuple([Party.RE if seat in re else Party.KONTRA for seat in _SEATS])
    parties: list[Party | None] = [None] * 4
    if public.soloist is not None:  # a marriage, its partner still to find
        parties[public.soloist] = Party.RE
        return tuple(parties)
    queens = 0
    for seat, card in _trick_seats(position):
        if card.first_copy is QUEEN_OF_CLUBS:
            parties[seat] = Party.RE
            queens += 1
    for made in position._public.announcements:
        parties[made.seat] = made.party
    if queens == 2 or parties.count(Party.RE) == 2:  # (two Kontra seats shown prove nothing:
        parties = [Party.KONTRA if party is None else party for party in parties]
    return tuple(parties)  # a silent marriage has three)


class _Parties:
    __slots__ = ()

    @property
    def parties(self) -> tuple[Party | None, ...]:
        """Each seat's party as shown to all so far (:func:`shown_parties`)."""
        return shown_parties(self)


class View(TrickView[Rules, Phase, Action], _Parties):
    """What ``seat`` may know: its hand, the announcements, the tricks and the card points
    taken, the parties as shown so far, the scores. The fields mean what they mean on
    :class:`State`."""

    seat: int
    rules: Rules
    hand_number: int
    dealer: int
    pigs: int | None = None
    declared: tuple[Contract | None, ...]
    contract: Contract = Contract.NORMAL
    soloist: int | None = None
    partner: int | None = None
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    announcements: tuple[Announced, ...] = ()
    tricks_taken: tuple[int, ...]
    points_taken: tuple[int, ...]
    trick_winners: tuple[int, ...] = ()
    trick: tuple[Card, ...]
    leader: int
    played: tuple[Card, ...] = ()
    last_trick: CompletedTrick | None = None
    scores: tuple[int, ...]
    phase: Phase
    to_act: int | None
    winners: tuple[int, ...]
    __slots__ = ()


class State(TrickState[Rules, Phase, Action, View], _Parties):
    """A Doppelkopf game at one moment: a value that never changes.

    Attributes:
        rules: the rule set.
        seed: the seed every deal derives from.
        hand_number: the deal, from 1.
        dealer: the seat that dealt it.
        pigs: the seat that holds both diamond aces as pigs (``Rules.pigs``), or None.
        declared: what each seat said before the play (None: not asked, or not yet).
        contract: the game played: the normal game, or the solo declared.
        soloist: the seat that plays the solo, or that holds the marriage; None.
        partner: the marriage's partner once found (TSR 4.4), or None.
        hands: each seat's cards, in canonical order.
        announcements: this deal's announcements, in order.
        tricks_taken: the tricks each seat has taken this deal.
        points_taken: the card points each seat has taken this deal.
        trick_winners: the winner of each finished trick of this deal.
        trick: the cards of the trick in progress.
        leader: the seat that led (or leads) the trick in progress.
        played: the cards of this deal's finished tricks, in play order.
        last_trick: the last finished trick of this deal.
        scores: each seat's total of game points.
        phase: what ``to_act`` is asked to do.
        to_act: the seat whose decision it is; None once the game is over.
        winners: the seats of the highest total once the game is over.

    >>> state = new_game(Rules(), seed=1)
    >>> state.to_act, [len(hand) for hand in state.hands], state.parties, state.phase
    (1, [12, 12, 12, 12], (None, None, None, None), <Phase.RESERVE: 'reserve'>)
    """

    rules: Rules
    seed: int
    hand_number: int
    dealer: int
    pigs: int | None = None
    declared: tuple[Contract | None, ...]
    contract: Contract = Contract.NORMAL
    soloist: int | None = None
    partner: int | None = None
    hands: tuple[tuple[Card, ...], ...]
    announcements: tuple[Announced, ...] = ()
    tricks_taken: tuple[int, ...]
    points_taken: tuple[int, ...]
    trick_winners: tuple[int, ...] = ()
    trick: tuple[Card, ...]
    leader: int
    played: tuple[Card, ...] = ()
    last_trick: CompletedTrick | None = None
    scores: tuple[int, ...]
    phase: Phase
    to_act: int | None
    winners: tuple[int, ...] = ()
    __slots__ = ()


# -- the announcements ------------------------------------------------------------------------


def party_of(position: Any, seat: int, hand: int) -> Party:
    """The party of ``seat``, which holds ``hand`` (a mask) and knows what it played: Re if
    it was dealt a queen of clubs (TSR 2.4.1), or if it plays the solo."""
    public = position._public
    re = declared_re(public)
    if re is not None or public.soloist is not None:
        return Party.RE if seat in (re or ()) or seat == public.soloist else Party.KONTRA
    if hand & _QUEENS:
        return Party.RE
    played = any(
        by == seat and card.first_copy is QUEEN_OF_CLUBS for by, card in _trick_seats(position)
    )
    return Party.RE if played else Party.KONTRA


def calls(position: Any, hand: int) -> tuple[Call, ...]:
    """The announcements ``position.to_act``, holding ``hand``, may make now (TSR 6): its
    party's Ansage (while it holds 11 cards, or replying to the other party's with one
    card fewer than that needed), and each higher Absage while it holds the cards it
    needs, each including the lower ones."""
    public = position._public
    size = HAND_SIZE
    if public.contract is Contract.HOCHZEIT:  # from the clarifying trick on, later by as many
        if declared_re(public) is None:
            return ()
        winners = public.trick_winners
        size -= next((k for k in range(3) if winners[k] != public.soloist), 2)
    party = party_of(position, position.to_act, hand)
    levels = _levels(public.announcements)
    own, other = levels[party], levels[party.other]
    held = hand.bit_count()
    found = []
    if own < 0 and held >= least_cards(0, size, other if other >= 0 else None):
        found.append(Call.RE if party is Party.RE else Call.KONTRA)
    for level in range(max(own, 0) + 1, 5):
        if held >= least_cards(level, size):
            found.append(list(Call)[level + 1])
    return tuple(found)


class Announcing(PhaseRule):
    """The announcements a seat may make in the play before its card (the engine's
    ``play_rule``): each recorded in ``announcements``, the seat still to play."""

    phase = Phase.PLAY
    asked = "play a card (or announce)"
    actions = (Announce,)
    every_action = tuple(_ANNOUNCE.values())

    def legal(self, position: Any, hand: int) -> tuple[Any, ...]:
        return tuple([_ANNOUNCE[call] for call in calls(position, hand)])

    def refusal(self, position: Any, hand: int, action: Any) -> IllegalActionError | None:
        allowed = calls(position, hand)
        if action.call in allowed:
            return None
        party = party_of(position, position.to_act, hand)
        if action.call in (Call.RE, Call.KONTRA) and str(action.call) != str(party):
            reason = f"seat {position.to_act} is not of the {action.call} party"
        else:
            reason = "too late or already said" if allowed else "no announcement is open now"
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
        public = self.game.public.copy(state._public)
        public.phase, public.rule = self.phase, self
        return self.moved(state, public, (public.dealer + 1) % 4)

    def legal(self, position: Any, hand: int) -> tuple[Any, ...]:
        return self.every_action if hand & _QUEENS == _QUEENS else self.every_action[:-1]

    def refusal(self, position: Any, hand: int, action: Any) -> IllegalActionError | None:
        if type(action.contract) is not Contract:
            return IllegalActionError(f"cannot declare {action.contract!r}", code="malformed")
        if action.contract is Contract.HOCHZEIT and hand & _QUEENS != _QUEENS:
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


def _fit_parties(position: Any, seat: int, hands: list[int]) -> list[int]:
    """``hands`` (masks by seat, as held now; ``seat``'s its own) with the queens of clubs
    the others hold moved so that each seat that announced for Re holds one (or played
    one) and none that announced for Kontra does: a world that fits what was announced."""
    hands = list(hands)
    keep = ~_FOXES if position._public.pigs is not None else -1  # the pigs stay where shown
    played = {by for by, card in _trick_seats(position) if card.first_copy is QUEEN_OF_CLUBS}
    party = {made.seat: made.party for made in position._public.announcements}
    needs = {s for s in _SEATS if party.get(s) is Party.RE and s not in played and s != seat}
    if position._public.soloist is not None:  # a solo's parties are not the queens'
        party, needs = {}, set()
    for other in _SEATS:
        kontra = party.get(other) is Party.KONTRA
        if other == seat or not (kontra if hands[other] & _QUEENS else other in needs):
            continue
        for giver in _SEATS:  # a queen from a seat that may give it, or to one that may hold it
            if giver in (seat, other):
                continue
            if kontra:
                mine, theirs = hands[other] & _QUEENS, hands[giver] & ~_QUEENS & keep
                if party.get(giver) is Party.KONTRA:
                    continue
            else:
                mine, theirs = hands[other] & ~_QUEENS & keep, hands[giver] & _QUEENS
                if giver in needs and theirs.bit_count() < 2:
                    continue
            while mine and theirs:
                give, take = mine & -mine, theirs & -theirs
                hands[other] ^= give | take
                hands[giver] ^= give | take
                mine, theirs = mine ^ give, theirs ^ take
                if not kontra:
                    break
            if not hands[other] & _QUEENS if kontra else hands[other] & _QUEENS:
                break
    if position._public.rules.pigs and position._public.pigs is None:  # no pigs were shown
        gone = [0] * 4
        for by, card in _trick_seats(position):
            gone[by] |= BITS[card.index]
        for other in _SEATS:
            dealt = hands[other] | gone[other]
            if other == seat or dealt & _FOXES != _FOXES or dealt & _QUEENS == _QUEENS:
                continue
            fox = hands[other] & _FOXES & -(hands[other] & _FOXES)
            giver = next(s for s in _SEATS if s not in (seat, other) and hands[s] & ~_QUEENS)
            plain = hands[giver] & ~_QUEENS & ~_FOXES
            if fox and plain:
                hands[other] ^= fox | (plain & -plain)
                hands[giver] ^= fox | (plain & -plain)
    return hands


# -- the game ---------------------------------------------------------------------------------


class Doppelkopf(TrickGame):
    """Doppelkopf where it differs from a plain trick game: the double deck, the trumps and
    following, the announcements in the play, the hidden parties and the deal's score."""

    name = "doppelkopf"
    title = "Doppelkopf"
    state_class = State
    view_class = View
    phase = Phase
    phases = (RESERVING, ANNOUNCING)
    play_rule = ANNOUNCING
    deck = DECK
    most_players = 4
    number_field = "hand_number"
    number_word = "hand"
    deal_started = HandStarted
    trick_won = TrickWon
    deal_scored = HandScored
    deal_fields = ("dealer", "pigs")
    per_seat = ("declared",)
    lead_refusal = ("may not lead it", "illegal")

    def deal(self, rules: Rules, seed: int, number: int, dealer: int) -> Dealt:
        """Twelve cards each from the dealer's left (TSR 3.3)."""
        deck = shuffled(self.deck, f"doppelkopf:{seed}:{number}")
        return Dealt(deal_masks(deck, 4, HAND_SIZE, dealer + 1), ())

    def hand_size(self, rules: Any, number: int) -> int:
        return HAND_SIZE

    def begin_deal(self, public: Any, dealer: int, dealt: Dealt) -> None:
        public.dealer, public.announcements, public.trick_winners = dealer, (), ()
        public.points_taken, public.pigs = (0, 0, 0, 0), None
        if public.rules.pigs:
            pigs = [seat for seat in _SEATS if dealt.hands[seat] & _FOXES == _FOXES]
            holds_queens = pigs and dealt.hands[pigs[0]] & _QUEENS == _QUEENS
            public.pigs = pigs[0] if pigs and not holds_queens else None

    def deal_events(self, state: Any, hands: tuple[tuple[Card, ...], ...]) -> tuple[Event, ...]:
        return (
            HandStarted(
                hand_number=state.hand_number, dealer=state.dealer, hands=hands, pigs=state.pigs
            ),
        )

    # -- the play ---------------------------------------------------------------------------

    def playable(self, position: Any, hand: int) -> int:
        """Follow the suit led, trump being one suit (TSR 5.2). Of two alike cards held,
        the first copy is the one played: one move, not two."""
        trick = position.trick
        if trick:
            contract = position._public.contract
            following: int = hand & _CLASS[contract][follow_class(trick[0], contract)]
            if following:
                hand = following
        return hand & ~((hand & (hand >> SECOND_COPY_SHIFT)) << SECOND_COPY_SHIFT)

    def led_suit(self, position: Any) -> Suit | None:
        trick = position.trick
        return follow_class(trick[0], position._public.contract) if trick else None

    def follow_suit(self, position: Any, card: Card) -> Suit | None:
        return follow_class(card, position._public.contract)

    def refusal_reason(self, position: Any, hand: int, card: Card) -> tuple[str, str]:
        if card.first_copy is not card and hand & BITS[card.first_copy.index]:
            return f"the other {card} is played first (the two are alike)", "illegal"
        if not position.trick:
            return self.lead_refusal
        led = follow_class(position.trick[0], position._public.contract)
        trumps = is_trump(position.trick[0], position._public.contract)
        return ("must follow trump" if trumps else f"must follow {led}"), ("must_follow_suit")

    def trick_winner(self, position: Any, cards: tuple[Card, ...]) -> int:
        public = position._public
        rules = public.rules
        played = public.played  # the last trick: being taken, or (read back) the last taken
        last = tuple(played[44:]) == cards or (len(played) == 44 and cards[0] not in played)
        contract = public.contract
        pigs = public.pigs is not None and contract in (Contract.NORMAL, Contract.HOCHZEIT)
        return trick_winner(
            cards, contract=contract, second_dulle=rules.second_dulle, last=last, pigs=pigs
        )

    def take_trick(self, public: Any, winner: int, cards: tuple[Card, ...]) -> Event:
        """The winner takes the trick and its card points."""
        taken, points = [*public.tricks_taken], [*public.points_taken]
        taken[winner] += 1
        points[winner] += card_points(cards)
        public.tricks_taken, public.points_taken = tuple(taken), tuple(points)
        if (  # a marriage's first foreign trick of the first three (TSR 4.4)
            public.contract is Contract.HOCHZEIT
            and public.partner is None
            and winner != public.soloist
            and len(public.trick_winners) < 3
        ):
            public.partner = winner
        public.trick_winners = (*public.trick_winners, winner)
        return TrickWon(winner=winner, leader=public.leader, cards=cards)

    def plays_from(self, position: Any) -> list[Any]:
        """The cards played, with the announcements between them where they were made."""
        cards = (*position.played, *position.trick)
        found: list[Any] = []
        made = list(position.announcements)
        for index in range(len(cards) + 1):
            found += [_ANNOUNCE[call.call] for call in made if call.at == index]
            if index < len(cards):
                found.append(Play(cards[index]))
        return found

    def shown_cards(self, position: Any) -> tuple[int, ...] | None:
        """The pigs (both diamond aces of one seat, a house rule) are shown to all."""
        pigs, gone = position.pigs, ~mask_of((*position.played, *position.trick))
        bride = position.soloist if position.contract is Contract.HOCHZEIT else None
        if pigs is None and bride is None:
            return None
        return tuple(
            [((_FOXES if seat == pigs else 0) | (_QUEENS if seat == bride else 0)) & gone
             for seat in _SEATS]
        )  # fmt: skip

    def view_world(
        self, view: Any, fields: Mapping[str, Any], hands: list[int]
    ) -> tuple[Mapping[str, Any], list[int]]:
        """The others' cards dealt so that the announcements fit (:func:`_fit_parties`)."""
        return {**fields, "seed": 0}, _fit_parties(view, view.seat, hands)

    def world(self, view: Any, seed: int, hands: Sequence[Sequence[Card]]) -> Any:
        masks = _fit_parties(view, view.seat, [mask_of(hand) for hand in hands])
        return super().world(view, seed, [cards_of(mask) for mask in masks])

    def observed(self, rules: Any) -> tuple[Any, ...]:
        """Each party's highest announcement and each seat's party as shown (from the
        view's seat on)."""

        def parties(view: Any) -> list[float]:
            shown = view.parties
            found: list[float] = []
            for offset in range(4):
                party = shown[(view.seat + offset) % 4]
                found += [float(party is Party.RE), float(party is Party.KONTRA)]
            return found

        contracts = list(Contract)
        return (
            Section(
                name="contract", size=len(contracts),
                meaning="the game played: normal, a solo, a marriage",
                encode=lambda v: one_hot(contracts.index(v.contract), len(contracts)),
            ),
            Section(
                name="soloist", size=4, meaning="the seat playing a solo, if any",
                encode=lambda v: seat_one_hot(v.soloist, v.seat, 4),
            ),
            Section(
                name="announced", size=12,
                meaning="each party's highest announcement: none, Re/Kontra, keine 90 ... schwarz",
                encode=lambda v: [
                    value for party in Party
                    for value in one_hot(_levels(v.announcements)[party] + 1, 6)
                ],
            ),
            Section(
                name="parties", size=8, meaning="each seat's party as shown (Re, Kontra)",
                encode=parties,
            ),
        )  # fmt: skip

    # -- the score ----------------------------------------------------------------------------

    def deal_points(self, state: Any) -> tuple[int, ...]:
        return self._scored_now(state)[1]

    def _scored_now(self, state: Any) -> tuple[Any, tuple[int, ...], tuple[int, ...]]:
        """The deal's score, each seat's game points and the Re seats."""
        dealt = state._hidden.dealt
        re = declared_re(state._public) or tuple(s for s in _SEATS if dealt[s] & _QUEENS)
        party = [Party.RE if seat in re else Party.KONTRA for seat in _SEATS]
        extras: list[tuple[str, Party]] = []
        plays = _trick_seats(state)
        for k, winner in enumerate(state.trick_winners):
            trick = plays[4 * k : 4 * k + 4]
            cards = [card for _, card in trick]
            if card_points(cards) >= 40:
                extras.append(("Doppelkopf", party[winner]))
            for by, card in trick:
                if card.first_copy is FUCHS and party[by] is not party[winner]:
                    extras.append(("Fuchs gefangen", party[winner]))
            if k == 11 and trick[[by for by, _ in trick].index(winner)][1].first_copy is KARLCHEN:
                extras.append(("Karlchen", party[winner]))
        re_points = sum([state.points_taken[seat] for seat in re])
        re_tricks = sum([state.tricks_taken[seat] for seat in re])
        score = score_deal(
            re_points=re_points, re_tricks=re_tricks, kontra_tricks=12 - re_tricks,
            levels=_levels(state.announcements), extras=extras, solo=len(re) == 1,
        )  # fmt: skip
        value = score.value
        solo = len(re) == 1
        points = tuple(
            [(3 * value if solo else value) if seat in re else -value for seat in _SEATS]
        )
        return score, points, re

    def scored_fields(
        self, state: Any, points: tuple[int, ...], scores: tuple[int, ...]
    ) -> dict[str, Any]:
        score, _, re = self._scored_now(state)
        return {
            "hand_number": state.hand_number, "re": re,
            "re_points": sum([state.points_taken[seat] for seat in re]),
            "winner": score.winner, "value": score.value, "items": score.items,
            "points": points, "scores": scores,
        }  # fmt: skip

    def deals(self, rules: Rules) -> int:
        return rules.deals

    def score_bounds(self, rules: Rules) -> tuple[float, float]:
        most = 3 * 40 * rules.deals  # a soloist's deal: at most 3 times some 30 points
        return -float(most), float(most)


GAME_RULES = Doppelkopf()


@attrs.frozen
class Deal(GivenDeal):
    """A deal's cards given rather than shuffled: ``hands`` by seat, 12 cards each."""

    game = GAME_RULES


def start(
    rules: Rules | None = None, *, seed: int | None = None, deal: Deal | None = None
) -> tuple[State, tuple[Event, ...]]:
    """A new game dealt for its first deal (from ``seed``, or ``deal``), and its events."""
    return starting(GAME_RULES, Rules, rules, seed, Deal, deal)


def new_game(
    rules: Rules | None = None, *, seed: int | None = None, deal: Deal | None = None
) -> State:
    """A new game dealt for its first deal (see :func:`start`)."""
    return start(rules, seed=seed, deal=deal)[0]


def deal_round(
    rules: Rules, number: int, deal: Deal, *, scores: Sequence[int], seed: int = 0
) -> tuple[State, tuple[Event, ...]]:
    """Deal ``number`` laid out from ``deal`` with the totals ``scores`` (explicit chance)."""
    return deal_numbered(GAME_RULES, Rules, rules, number, Deal, deal, scores, seed)


__all__ = [
    "ANNOUNCING",
    "GAME_RULES",
    "HAND_SIZE",
    "RESERVING",
    "Action",
    "Announce",
    "Announced",
    "Deal",
    "Declare",
    "Declared",
    "Doppelkopf",
    "HandScored",
    "HandStarted",
    "Phase",
    "Rules",
    "State",
    "TrickWon",
    "View",
    "calls",
    "deal_round",
    "new_game",
    "party_of",
    "shown_parties",
    "start",
]  # fmt: skip
