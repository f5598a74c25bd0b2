"""Skat on the trick-game engine: what differs from a plain trick game. A 32-card deck dealt
ten each with two in the skat, a declarer playing alone against the other two, the trump
orders of the suit games (the four jacks, then the suit), the Grand (the jacks alone) and
the Null (no trump, the ten between the nine and the jack), the card points (ace 11, ten
10, king 4, queen 3, jack 2) and the declarer's 61.

The declaration is OpenSpiel's simplified ``skat``: each player from the forehand in turn
passes or names a game; the first to name one is the declarer, picks up the skat and lays
two cards away, one at a time; the forehand leads. A Null declarer who takes a trick has lost
at once. The score is OpenSpiel's return times 240.

Sources: OpenSpiel's ``open_spiel/games/skat/skat.cc`` (the declaration, the actions and
their order, the score); the International Skat Order (ISkO) and pagat.com's Skat page (the
trump orders, following suit, the card points, the 61); ``docs/rules/skat.md`` names the
source of each rule.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from typing import Any

import attrs

from tricktaker.actions import Play, malformed
from tricktaker.cards import Card, Rank, Suit
from tricktaker.encoding import CardNumbering, Section, one_hot, seat_one_hot
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
from tricktaker.masks import BITS, cards_of, mask_of
from tricktaker.tricks import CompletedTrick

HAND_SIZE = 10
"""The cards dealt to each player; the two left over are the skat."""
DECK = tuple(Card.of(suit, rank) for suit in Suit for rank in Rank if rank >= Rank.SEVEN)
"""The 32 cards: seven to ace of each suit, in canonical order."""
CARD_POINTS = {Rank.ACE: 11, Rank.TEN: 10, Rank.KING: 4, Rank.QUEEN: 3, Rank.JACK: 2}
"""The card points of a rank (the seven, eight and nine count none): 120 in the deck."""
JACKS = tuple(Card.of(suit, Rank.JACK) for suit in (Suit.CLUBS, Suit.SPADES, Suit.HEARTS,
                                                    Suit.DIAMONDS))  # fmt: skip
"""The jacks, highest first: clubs, spades, hearts, diamonds (ISkO 3.2)."""
SUIT_ORDER = (Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.QUEEN, Rank.KING, Rank.TEN, Rank.ACE)
"""A suit's cards other than its jack, lowest first, in a suit game and the Grand."""
NULL_ORDER = (Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING,
              Rank.ACE)  # fmt: skip
"""A suit's cards in a Null game, lowest first: the ten in its natural place."""


class Contract(enum.Enum):
    """A game the declarer may play: a suit game (its German name: Karo, Herz, Pik, Kreuz),
    the Grand (only the jacks trump) or the Null (no trump; the declarer must take no trick).

    >>> Contract.CLUBS.trump, Contract.GRAND.trump, str(Contract.HEARTS)
    (<Suit.CLUBS: 0>, None, 'Herz')
    """

    DIAMONDS = "diamonds"
    HEARTS = "hearts"
    SPADES = "spades"
    CLUBS = "clubs"
    GRAND = "grand"
    NULL = "null"

    @property
    def trump(self) -> Suit | None:
        """The trump suit of a suit game (the jacks trump too); None for Grand and Null."""
        return _TRUMP_SUIT.get(self)

    def __str__(self) -> str:
        return _GERMAN[self]


_TRUMP_SUIT = {
    Contract.DIAMONDS: Suit.DIAMONDS, Contract.HEARTS: Suit.HEARTS,
    Contract.SPADES: Suit.SPADES, Contract.CLUBS: Suit.CLUBS,
}  # fmt: skip
_GERMAN = {
    Contract.DIAMONDS: "Karo", Contract.HEARTS: "Herz", Contract.SPADES: "Pik",
    Contract.CLUBS: "Kreuz", Contract.GRAND: "Grand", Contract.NULL: "Null",
}  # fmt: skip


def is_trump(card: Card, contract: Contract) -> bool:
    """Whether ``card`` is a trump: every jack but in a Null game, and the trump suit's cards.

    >>> from tricktaker import Card
    >>> is_trump(Card.parse("JD"), Contract.GRAND), is_trump(Card.parse("AH"), Contract.HEARTS)
    (True, True)
    >>> is_trump(Card.parse("JC"), Contract.NULL), is_trump(Card.parse("AS"), Contract.GRAND)
    (False, False)
    """
    if contract is Contract.NULL:
        return False
    return card.rank == Rank.JACK or card.suit is contract.trump


def power(card: Card, contract: Contract) -> int:
    """How high ``card`` stands in ``contract``: a trump's above every other card (the
    jacks first, clubs to diamonds, then the suit's ace, ten, king, queen, nine, eight,
    seven); otherwise its place in its suit (:data:`SUIT_ORDER`, or :data:`NULL_ORDER`).

    >>> from tricktaker import Card
    >>> power(Card.parse("JD"), Contract.SPADES) > power(Card.parse("AS"), Contract.SPADES)
    True
    >>> power(Card.parse("10H"), Contract.NULL) < power(Card.parse("JH"), Contract.NULL)
    True
    """
    rank = card.rank
    if contract is Contract.NULL:
        return NULL_ORDER.index(rank)
    if rank == Rank.JACK:
        return 20 + 3 - JACKS.index(card)
    return (10 if card.suit is contract.trump else 0) + SUIT_ORDER.index(rank)


def follow_suit(card: Card, contract: Contract) -> Suit | None:
    """What ``card`` belongs to for following: None for a trump (the trumps are one suit,
    the jacks among them), else its own suit.

    >>> from tricktaker import Card
    >>> follow_suit(Card.parse("JH"), Contract.CLUBS) is None
    True
    >>> follow_suit(Card.parse("JH"), Contract.NULL), follow_suit(Card.parse("AC"), Contract.GRAND)
    (<Suit.HEARTS: 2>, <Suit.CLUBS: 0>)
    """
    return None if is_trump(card, contract) else card.suit


_GROUPS = {
    contract: {
        suit: mask_of([card for card in DECK if follow_suit(card, contract) is suit])
        for suit in (*Suit, None)
    }
    for contract in Contract
}  # the cards of each suit for following (None: the trumps), under each contract: masks
_POINTS = {card: CARD_POINTS.get(card.rank, 0) for card in DECK if card.rank is not None}
_POWER = {contract: {card: power(card, contract) for card in DECK} for contract in Contract}


def trick_winner(cards: Sequence[Card], contract: Contract) -> int:
    """The index of the card of ``cards`` (in play order) that wins: the highest trump, else
    the highest card of the suit led (ISkO 3.2).

    >>> from tricktaker import parse_cards
    >>> trick_winner(parse_cards("AH 7C 10H"), Contract.CLUBS)  # a trump
    1
    >>> trick_winner(parse_cards("AS JD 10S"), Contract.GRAND)  # the jack of diamonds trumps
    1
    >>> trick_winner(parse_cards("10H JH 9H"), Contract.NULL)  # the jack above the ten
    1
    """
    led = follow_suit(cards[0], contract)
    powers = _POWER[contract]
    best, best_key = 0, (-1, -1)
    for index, card in enumerate(cards):
        suit = follow_suit(card, contract)
        key = (2 if suit is None else 1 if suit is led else 0, powers[card])
        if key > best_key:
            best, best_key = index, key
    return best


def card_points(cards: Sequence[Card]) -> int:
    """The card points of ``cards``: ace 11, ten 10, king 4, queen 3, jack 2 (ISkO 3.3).

    >>> from tricktaker import parse_cards
    >>> card_points(parse_cards("AS 10S KS QS JS 9S 8S 7S"))
    30
    """
    return sum([_POINTS[card] for card in cards])


def openspiel_score(
    contract: Contract | None, declarer_points: int, declarer_tricks: int
) -> tuple[int, int]:
    """The declarer's and each defender's score in OpenSpiel's ``skat`` (its returns times
    240): in a trump game the declarer scores twice its card points over 60 and each
    defender its side's over 60; a Null declarer scores 60 with no trick taken, else -60,
    each defender half the opposite. None (all passed): nothing.

    >>> openspiel_score(Contract.HEARTS, 61, 4), openspiel_score(Contract.NULL, 0, 1)
    ((2, -1), (-60, 30))
    """
    if contract is None:
        return 0, 0
    if contract is Contract.NULL:
        return (-60, 30) if declarer_tricks else (60, -30)
    return 2 * (declarer_points - 60), 60 - declarer_points


@attrs.frozen(kw_only=True)
class Rules:
    """A Skat rule set: OpenSpiel's simplified ``skat``, one hand.

    Attributes:
        players: always 3: seat 0 the forehand (who declares first and leads), seat 1
            the middlehand, seat 2 the rearhand, who deals (as OpenSpiel's players).

    >>> Rules(players=4)
    Traceback (most recent call last):
    ...
    tricktaker.RulesError: Rules.players must be 3, not 4
    """

    players: int = 3

    def __attrs_post_init__(self) -> None:
        if type(self.players) is not int or self.players != 3:
            raise RulesError(f"Rules.players must be 3, not {self.players!r}")

    @classmethod
    def openspiel(cls) -> Rules:
        """OpenSpiel's ``skat`` (it has no parameters).

        >>> Rules.openspiel() == Rules()
        True
        """
        return cls()


# -- actions --------------------------------------------------------------------------------


@attrs.frozen
class Pass:
    """Pass: name no game.

    >>> str(Pass())
    'pass'
    """

    def __str__(self) -> str:
        return "pass"


@attrs.frozen
class Declare:
    """Name ``contract`` and become the declarer.

    >>> str(Declare(Contract.CLUBS)), str(Declare(Contract.NULL))
    ('declare Kreuz', 'declare Null')
    >>> Declare("grand")
    Traceback (most recent call last):
    ...
    tricktaker.IllegalActionError: Declare.contract must be a Contract, not 'grand'
    """

    contract: Contract

    def __attrs_post_init__(self) -> None:
        if type(self.contract) is not Contract:
            raise malformed("Declare.contract", self.contract, "a Contract")

    def __str__(self) -> str:
        return f"declare {self.contract}"


@attrs.frozen
class Discard:
    """The declarer lays ``card`` away into the skat (twice, after picking it up).

    >>> from tricktaker import Card
    >>> str(Discard(Card.parse("7D")))
    'discard 7♦'
    """

    card: Card

    def __attrs_post_init__(self) -> None:
        if type(self.card) is not Card:
            raise malformed("Discard.card", self.card, "a Card")

    def __str__(self) -> str:
        return f"discard {self.card}"


Action = Pass | Declare | Discard | Play
"""Any Skat action."""


# -- events ---------------------------------------------------------------------------------


@attrs.frozen
class HandStarted(Event):
    """Hand ``hand_number`` was dealt by ``dealer``: ``hands`` by seat, None where hidden;
    two cards lie face down in the skat."""

    hand_number: int
    dealer: int
    hands: tuple[tuple[Card, ...] | None, ...]

    def for_seat(self, seat: int) -> HandStarted:
        hidden = tuple(hand if i == seat else None for i, hand in enumerate(self.hands))
        return attrs.evolve(self, hands=hidden)


@attrs.frozen
class Passed(Event):
    """``seat`` passed."""

    seat: int


@attrs.frozen
class Declared(Event):
    """``seat`` declared ``contract`` and picked up the skat."""

    seat: int
    contract: Contract


@attrs.frozen
class Discarded(Event):
    """The declarer ``seat`` laid ``card`` away (None where hidden: to all but it)."""

    seat: int
    card: Card | None

    def for_seat(self, seat: int) -> Discarded:
        return self if seat == self.seat else attrs.evolve(self, card=None)


@attrs.frozen
class TrickWon(_TrickWon):
    """``winner`` took the trick of ``cards`` (in play order) that ``leader`` led."""


@attrs.frozen
class HandScored(Event):
    """Hand ``hand_number`` ended: ``declarer`` (None if all passed) played ``contract``,
    taking ``declarer_points`` card points (the skat laid away counted) and
    ``declarer_tricks`` tricks; each seat's ``points`` and total."""

    hand_number: int
    declarer: int | None
    contract: Contract | None
    declarer_points: int
    declarer_tricks: int
    points: tuple[int, ...]
    scores: tuple[int, ...]


# -- state and view -------------------------------------------------------------------------


class Phase(enum.Enum):
    """What the player to act is asked to do."""

    DECLARE = "declare"
    """Name a game or pass, from the forehand in turn."""
    DISCARD = "discard"
    """The declarer, having picked up the skat, lays a card away (twice)."""
    PLAY = "play"
    OVER = "over"


class _ViewBase(TrickView[Rules, Phase, Action]):
    """A view's ``discarded``: what its seat alone knows (the declarer's own)."""

    __slots__ = ()

    @property
    def discarded(self) -> tuple[Card, ...] | None:
        """The cards the declarer laid away, in the declarer's view; None in the others'."""
        seen: tuple[Card, ...] | None = self._seen
        return seen


class View(_ViewBase):
    """What one seat may know of a Skat game.

    Attributes:
        rules: the rule set.
        seat: the seat this view is of.
        hand_number: the hand, from 1.
        dealer: the seat that dealt it.
        passes: the passes made this hand.
        declarer: the seat that declared; None until one has.
        contract: the game declared; None until then.
        laid_away: how many cards the declarer has laid away (0 to 2).
        hand: this seat's cards, in canonical order.
        hand_sizes: how many cards each seat holds.
        discarded: the cards the declarer laid away, in its own view; None in the others'.
        tricks_taken: the tricks each seat has taken this hand.
        card_points: the card points each seat has taken in tricks this hand.
        trick: the cards of the trick in progress.
        leader: the seat that led (or leads) the trick in progress.
        played: the cards of this hand's finished tricks, in play order.
        last_trick: the last finished trick of this hand.
        scores: each seat's total.
        phase: what ``to_act`` is asked to do.
        to_act: the seat whose decision it is; None once the game is over.
        winners: the winning seats once the game is over.
    """

    rules: Rules
    seat: int
    hand_number: int
    dealer: int
    passes: int
    declarer: int | None
    contract: Contract | None
    laid_away: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    discarded: tuple[Card, ...] | None = None
    tricks_taken: tuple[int, ...]
    card_points: tuple[int, ...]
    trick: tuple[Card, ...]
    leader: int
    played: tuple[Card, ...] = ()
    last_trick: CompletedTrick | None = None
    scores: tuple[int, ...]
    phase: Phase
    to_act: int | None
    winners: tuple[int, ...]
    __slots__ = ()


class _StateBase(TrickState[Rules, Phase, Action, View]):
    """A state's ``skat`` and ``discarded``, found from its cards."""

    __slots__ = ()

    @property
    def skat(self) -> tuple[Card, ...]:
        """The two cards dealt to the skat."""
        return cards_of(mask_of(self._hidden.rest))

    @property
    def discarded(self) -> tuple[Card, ...]:
        """The cards the declarer has laid away (none before it has)."""
        return _discarded_of(self)


class State(_StateBase):
    """A Skat game at one moment: a value that never changes.

    Attributes:
        rules: the rule set.
        seed: the seed every deal derives from.
        hand_number: the hand, from 1.
        dealer: the seat that dealt it.
        passes: the passes made this hand.
        declarer: the seat that declared; None until one has.
        contract: the game declared; None until then.
        laid_away: how many cards the declarer has laid away (0 to 2).
        hands: each seat's cards, in canonical order.
        skat: the two cards dealt to the skat.
        discarded: the cards the declarer laid away.
        tricks_taken: the tricks each seat has taken this hand.
        card_points: the card points each seat has taken in tricks this hand.
        trick: the cards of the trick in progress.
        leader: the seat that led (or leads) the trick in progress.
        played: the cards of this hand's finished tricks, in play order.
        last_trick: the last finished trick of this hand.
        scores: each seat's total.
        phase: what ``to_act`` is asked to do.
        to_act: the seat whose decision it is; None once the game is over.
        winners: the winning seats once the game is over.

    >>> state = new_game(Rules(), seed=1)
    >>> state.phase, state.to_act, [len(hand) for hand in state.hands], len(state.skat)
    (<Phase.DECLARE: 'declare'>, 0, [10, 10, 10], 2)
    """

    rules: Rules
    seed: int
    hand_number: int
    dealer: int
    passes: int
    declarer: int | None
    contract: Contract | None
    laid_away: int
    hands: tuple[tuple[Card, ...], ...]
    skat: tuple[Card, ...]
    discarded: tuple[Card, ...] = ()
    tricks_taken: tuple[int, ...]
    card_points: tuple[int, ...]
    trick: tuple[Card, ...]
    leader: int
    played: tuple[Card, ...] = ()
    last_trick: CompletedTrick | None = None
    scores: tuple[int, ...]
    phase: Phase
    to_act: int | None
    winners: tuple[int, ...] = ()
    __slots__ = ()


def _discarded_of(state: Any) -> tuple[Card, ...]:
    """The cards the declarer was given (its hand and the skat) that it neither holds nor
    has played."""
    declarer = state._public.declarer
    if declarer is None:
        return ()
    gone = state._hidden.dealt[declarer] & ~state._held
    gone &= ~mask_of(state._public.played) & ~mask_of(state.trick)
    return cards_of(gone)


# -- the phases -----------------------------------------------------------------------------


class Declaring(PhaseRule):
    """From the forehand in turn, each player passes or names a game; the first to name one
    declares it and picks up the skat (OpenSpiel's simplified bidding). Three passes end the
    hand unplayed."""

    phase = Phase.DECLARE
    asked = "declare a game or pass"
    actions = (Pass, Declare)
    fields = ("passes", "declarer", "contract")
    every_action = (Pass(), *(Declare(contract) for contract in Contract))

    def fresh(self, public: Any) -> None:
        public.passes, public.declarer, public.contract, public.laid_away = 0, None, None, 0

    def begin(self, state: Any) -> Any:
        public = self.game.public.copy(state._public)
        public.phase, public.rule = self.phase, self
        return self.moved(state, public, (public.dealer + 1) % 3)

    def legal(self, position: Any, hand: int) -> tuple[Any, ...]:
        return self.every_action

    def refusal(self, position: Any, hand: int, action: Any) -> IllegalActionError | None:
        return None  # a well-formed Pass or Declare is always allowed

    def step(self, state: Any, action: Any) -> Any:
        game, seat = self.game, state.to_act
        public = game.public.copy(state._public)
        if type(action) is Pass:
            public.passes += 1
            passed = (Passed(seat=seat),)
            if public.passes == 3:  # no one plays: the hand ends unplayed
                return game.end_deal(self.moved(state, public, seat), passed)
            return self.moved(state, public, (seat + 1) % 3), passed
        public.declarer, public.contract = seat, action.contract
        skat = mask_of(state._hidden.rest)  # the declarer picks up the skat
        hidden = state._hidden
        dealt = tuple([hand | skat if i == seat else hand for i, hand in enumerate(hidden.dealt)])
        hidden = game.hidden.new(seed=hidden.seed, dealt=dealt, rest=hidden.rest)
        public.phase, public.rule = Phase.DISCARD, DISCARD
        declared = (Declared(seat=seat, contract=action.contract),)
        return game.seam.state(public, hidden, state._held | skat, (), seat), declared

    def taken(self, fields: Mapping[str, Any]) -> list[Any]:
        actions: list[Any] = [Pass()] * fields["passes"]
        if fields["contract"] is not None:
            actions.append(Declare(fields["contract"]))
        return actions


class Discarding(PhaseRule):
    """The declarer lays two cards away, one at a time: any it holds (OpenSpiel's rule)."""

    phase = Phase.DISCARD
    asked = "lay a card away"
    actions = (Discard,)
    fields = ("laid_away",)
    every_action = tuple(Discard(card) for card in DECK)

    def legal(self, position: Any, hand: int) -> tuple[Any, ...]:
        return tuple([Discard(card) for card in cards_of(hand)])

    def refusal(self, position: Any, hand: int, action: Any) -> IllegalActionError | None:
        card = action.card
        if type(card) is not Card or not hand & BITS[card.index]:
            return IllegalActionError(
                f"cannot {action}: the declarer does not hold it", code="not_in_hand"
            )
        return None

    def step(self, state: Any, action: Any) -> Any:
        card, seat = action.card, state.to_act
        if type(card) is not Card or not state._hidden.dealt[seat] & state._held & BITS[card.index]:
            return None
        game = self.game
        public = game.public.copy(state._public)
        public.laid_away += 1
        following = game.seam.state(public, state._hidden, state._held ^ BITS[card.index], (), seat)
        event = (Discarded(seat=seat, card=card),)
        if public.laid_away < 2:
            return following, event
        return game.next_phase(following, self), event

    def undo(self, hands: list[int], fields: Mapping[str, Any]) -> None:
        """The skat back out of the declarer's hand, the cards it laid away back in."""
        declarer = fields["declarer"]
        if declarer is None:
            return
        skat, discarded = _skat_and_discarded(fields, hands)
        hands[declarer] = (hands[declarer] | mask_of(discarded)) & ~mask_of(skat)

    def taken(self, fields: Mapping[str, Any]) -> list[Any]:
        discarded = fields.get("discarded")
        if fields["declarer"] is None or discarded is None:
            return []
        return [Discard(card) for card in discarded]


def _skat_and_discarded(
    fields: Mapping[str, Any], hands: list[int]
) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    """The skat as dealt and the cards laid away, once the declarer has picked it up, as
    the fields read give them (``hands``: the seats' cards, the cards played added). A view
    that does not know them makes them up: the cards laid away are those no hand holds, and
    the skat those with the first of the declarer's cards (none of which it has played: the
    play begins once two are laid away)."""
    skat, discarded = fields.get("skat"), fields.get("discarded")
    if skat is not None and discarded is not None:
        return tuple(skat), tuple(discarded)
    everyone = 0
    for hand in hands:
        everyone |= hand
    if discarded is None:
        discarded = tuple([card for card in DECK if not everyone & BITS[card.index]])
    kept = cards_of(hands[fields["declarer"]] & ~mask_of(discarded))
    return cards_of(mask_of((*discarded, *kept[: 2 - len(discarded)]))), tuple(discarded)


DECLARING, DISCARD = Declaring(), Discarding()


class Skat(TrickGame):
    """Skat where it differs from a plain trick game: the deck and the skat, the
    declaration, the declarer's discards, the trump orders, the card points, and the score."""

    name = "skat"
    title = "Skat"
    state_class = State
    view_class = View
    phase = Phase
    phases = (DECLARING, DISCARD)
    deck = DECK
    most_players = 3
    number_field = "hand_number"
    number_word = "hand"
    deal_started = HandStarted
    trick_won = TrickWon
    deal_scored = HandScored
    per_seat = ("card_points",)

    def dealer(self, rules: Any, number: int) -> int:
        """The rearhand, seat 2, deals: seat 0 is the forehand."""
        return 2

    def hand_size(self, rules: Any, number: int) -> int:
        return HAND_SIZE

    def deal_events(self, state: Any, hands: tuple[tuple[Card, ...], ...]) -> tuple[Event, ...]:
        return (HandStarted(hand_number=state.hand_number, dealer=state.dealer, hands=hands),)

    def begin_deal(self, public: Any, dealer: int, dealt: Dealt) -> None:
        public.dealer, public.card_points = dealer, (0, 0, 0)

    # -- the play -------------------------------------------------------------------------

    def playable(self, position: Any, hand: int) -> int:
        """Follow the suit led if able, the trumps (the jacks among them) being one suit."""
        trick = position.trick
        if trick:
            contract = position._public.contract
            following: int = hand & _GROUPS[contract][follow_suit(trick[0], contract)]
            if following:
                return following
        return hand

    def led_suit(self, position: Any) -> Suit | None:
        trick = position.trick
        return follow_suit(trick[0], position._public.contract) if trick else None

    def follow_suit(self, position: Any, card: Card) -> Suit | None:
        return follow_suit(card, position._public.contract)

    def refusal_reason(self, position: Any, hand: int, card: Card) -> tuple[str, str]:
        if not position.trick:
            return self.lead_refusal
        led = self.led_suit(position)
        return f"must follow {'trump' if led is None else led}", "must_follow_suit"

    def trick_winner(self, position: Any, cards: tuple[Card, ...]) -> int:
        return trick_winner(cards, position._public.contract)

    def take_trick(self, public: Any, winner: int, cards: tuple[Card, ...]) -> Event:
        """The winner takes a trick and its card points."""
        taken, points = [*public.tricks_taken], [*public.card_points]
        taken[winner] += 1
        points[winner] += card_points(cards)
        public.tricks_taken, public.card_points = tuple(taken), tuple(points)
        return TrickWon(winner=winner, leader=public.leader, cards=cards)

    def after_trick(self, state: Any, events: tuple[Event, ...]) -> Any:
        """A Null declarer who takes a trick has lost at once (OpenSpiel ends the hand);
        otherwise the hand ends once the cards are played."""
        public = state._public
        declarer_took = public.contract is Contract.NULL and public.tricks_taken[public.declarer]
        if declarer_took or not state._held & state._hidden.dealt[state.to_act]:
            return self.end_deal(state, events)
        return state, events

    def hand_sizes(self, view: Any) -> tuple[int, ...]:
        sizes = super().hand_sizes(view)
        public = view._public
        if public.phase is Phase.DISCARD:  # the declarer holds the skat too
            declarer = public.declarer
            extra = 2 - public.laid_away
            return tuple([size + extra * (seat == declarer) for seat, size in enumerate(sizes)])
        return sizes

    def rest_from(self, position: Any) -> tuple[Card, ...]:
        """The cards out of play that the position shows: the skat (a state's) until the
        declarer picks it up, then the cards laid away (a state's, the declarer's view's)."""
        if position.declarer is None:
            return tuple(getattr(position, "skat", None) or ())
        return tuple(getattr(position, "discarded", None) or ())

    def dealt_from(self, hands: tuple[int, ...], position: Any) -> Dealt:
        """A position's deal: its hands, and the skat, the cards dealt to no one."""
        everyone = 0
        for hand in hands:
            everyone |= hand
        return Dealt(hands, tuple([card for card in DECK if not everyone & BITS[card.index]]))

    def hidden_from(self, fields: Mapping[str, Any], dealt: Dealt, found: tuple[int, ...]) -> Any:
        """A declarer's cards are its hand and the skat it picked up."""
        given = [mask | hand for mask, hand in zip(dealt.hands, found, strict=True)]
        if fields["declarer"] is not None:
            given[fields["declarer"]] |= mask_of(dealt.rest)
        return self.hidden.new(seed=fields["seed"], dealt=tuple(given), rest=dealt.rest)

    def view_world(
        self, view: Any, fields: Mapping[str, Any], hands: list[int]
    ) -> tuple[Mapping[str, Any], list[int]]:
        """A world in which the skat and the cards laid away are what the view allows."""
        world = {**fields, "seed": 0}
        if fields["declarer"] is not None:
            played = mask_of(fields["played"]) | mask_of(fields["trick"])
            found = list(hands)
            found[fields["declarer"]] |= played  # the declarer's cards, as far as it matters
            world["skat"], world["discarded"] = _skat_and_discarded(fields, found)
        return world, hands

    def seen(self, state: Any, seat: int) -> Any:
        """The declarer knows the cards it laid away."""
        return _discarded_of(state) if seat == state._public.declarer else None

    def seen_from(self, position: Any) -> Any:
        return position.discarded

    def observed(self, rules: Any) -> tuple[Any, ...]:
        """The contract, the declarer, the passes, the card points taken and the cards laid
        away (the declarer's own view)."""
        cards = CardNumbering(DECK)
        contracts = tuple(Contract)
        return (
            Section(
                name="contract", size=len(contracts), meaning="the game declared, if any",
                encode=lambda v: one_hot(
                    None if v.contract is None else contracts.index(v.contract), len(contracts)
                ),
            ),
            Section(
                name="declarer", size=3, meaning="the declarer (none until one has declared)",
                encode=lambda v: seat_one_hot(v.declarer, v.seat, 3),
            ),
            Section(
                name="passes", size=3, meaning="the passes made this hand, 0 to 2",
                encode=lambda v: one_hot(v.passes, 3),
            ),
            Section(
                name="card_points", size=3, meaning="each seat's card points, over 120",
                encode=lambda v: [v.card_points[(v.seat + i) % 3] / 120 for i in range(3)],
            ),
            Section(
                name="discarded", size=len(DECK), meaning="the cards laid away, its own view",
                encode=lambda v: cards.bits(v.discarded or ()),
            ),
        )  # fmt: skip

    # -- the score ------------------------------------------------------------------------

    def declarer_points(self, state: Any) -> int:
        """The declarer's card points: its tricks' and the skat laid away (ISkO 4.1.1)."""
        declarer = state._public.declarer
        if declarer is None:
            return 0
        taken: int = state._public.card_points[declarer]
        return taken + card_points(_discarded_of(state))

    def deal_points(self, state: Any) -> tuple[int, ...]:
        public = state._public
        declarer = public.declarer
        tricks = 0 if declarer is None else public.tricks_taken[declarer]
        mine, theirs = openspiel_score(public.contract, self.declarer_points(state), tricks)
        return tuple([mine if seat == declarer else theirs for seat in range(3)])

    def scored_fields(
        self, state: Any, points: tuple[int, ...], scores: tuple[int, ...]
    ) -> dict[str, Any]:
        public = state._public
        declarer = public.declarer
        return {
            "hand_number": state.hand_number,
            "declarer": declarer,
            "contract": public.contract,
            "declarer_points": self.declarer_points(state),
            "declarer_tricks": 0 if declarer is None else public.tricks_taken[declarer],
            "points": points,
            "scores": scores,
        }

    def deals(self, rules: Rules) -> int:
        return 1

    def score_bounds(self, rules: Rules) -> tuple[float, float]:
        return -120.0, 120.0


GAME_RULES = Skat()


@attrs.frozen
class Deal(GivenDeal):
    """A hand's cards given rather than shuffled: ``hands`` by seat, 10 cards each, and
    ``rest`` the two cards of the skat."""

    game = GAME_RULES


def start(
    rules: Rules | None = None, *, seed: int | None = None, deal: Deal | None = None
) -> tuple[State, tuple[Event, ...]]:
    """A new game dealt for its first hand (from ``seed``, or ``deal``), and its events."""
    return starting(GAME_RULES, Rules, rules, seed, Deal, deal)


def new_game(
    rules: Rules | None = None, *, seed: int | None = None, deal: Deal | None = None
) -> State:
    """A new game dealt for its first hand (see :func:`start`)."""
    return start(rules, seed=seed, deal=deal)[0]


def deal_round(
    rules: Rules, number: int, deal: Deal, *, scores: Sequence[int], seed: int = 0
) -> tuple[State, tuple[Event, ...]]:
    """Hand ``number`` laid out from ``deal`` with the totals ``scores`` (explicit chance)."""
    return deal_numbered(GAME_RULES, Rules, rules, number, Deal, deal, scores, seed)
