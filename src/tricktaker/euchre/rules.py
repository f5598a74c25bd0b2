"""Euchre's rules on the trick-game engine: what differs from a plain trick game (the
package's docstring lists it). Sources: OpenSpiel's ``open_spiel/games/euchre/euchre.cc`` and
pagat.com's Euchre page; ``docs/rules/euchre.md`` names the source of each rule.
"""

from __future__ import annotations

import enum
import functools
from collections.abc import Mapping, Sequence
from typing import Any

import attrs

from tricktaker.actions import Play, exactly
from tricktaker.cards import Card, Rank, Suit
from tricktaker.encoding import CardNumbering, Section, one_hot, seat_one_hot
from tricktaker.engine import (
    Dealt,
    GivenDeal,
    ListedRule,
    TrickGame,
    TrickState,
    TrickView,
    entry_points,
    exchange,
)
from tricktaker.engine import events as engine_events
from tricktaker.engine.options import check_options, option
from tricktaker.engine.register import register_game_types
from tricktaker.events import CardPlayed, Event
from tricktaker.masks import BITS, mask_of
from tricktaker.serialize import Bounds
from tricktaker.teams import TeamPositions
from tricktaker.tricks import CompletedTrick

__all__ = [
    "DECK", "Action", "AloneChosen", "Call", "Deal", "Discard", "Discarded", "Euchre",
    "GoAlone", "HandScored", "HandStarted", "Pass", "Passed", "Phase", "Play", "Rules",
    "State", "TrickWon", "TrumpCalled", "View", "deal_round", "follow_suit", "hand_points",
    "left_bower", "new_game", "start", "trick_winner",
]  # fmt: skip

TEAMS = ((0, 2), (1, 3))
"""The partnerships: partners sit opposite."""
HAND_SIZE = 5
"""The cards dealt to each player; a hand is five tricks."""
DECK = tuple(Card.of(suit, rank) for suit in Suit for rank in Rank if rank >= Rank.NINE)
"""The 24 cards: nine to ace of each suit, in canonical order."""
PARTNER_SUIT = {s: t for s in Suit for t in Suit if t is not s and t.color is s.color}
"""The other suit of the same colour: its jack is the left bower when this suit is trump."""


def left_bower(trump: Suit) -> Card:
    """The jack of the suit of trump's colour: the second-best trump.

    >>> from tricktaker import Suit
    >>> str(left_bower(Suit.HEARTS))
    'J♦'
    """
    return Card.of(PARTNER_SUIT[trump], Rank.JACK)


def follow_suit(card: Card, trump: Suit | None) -> Suit:
    """The suit ``card`` belongs to for following and winning: the left bower's is trump.

    >>> from tricktaker import Card, Suit
    >>> follow_suit(Card.parse("JD"), Suit.HEARTS), follow_suit(Card.parse("JD"), Suit.CLUBS)
    (<Suit.HEARTS: 2>, <Suit.DIAMONDS: 1>)
    """
    if trump is not None and card.rank == Rank.JACK and card.suit is PARTNER_SUIT[trump]:
        return trump
    return card.suit  # type: ignore[return-value]  # a euchre card has a suit


_SUITS_OF = {
    trump: {suit: mask_of([c for c in DECK if follow_suit(c, trump) is suit]) for suit in Suit}
    for trump in Suit
}  # the cards of each suit for following, under each trump: masks


def trick_winner(cards: Sequence[Card], trump: Suit) -> int:
    """The index of the card of ``cards`` (in play order) that wins: the best trump, the
    bowers first, else the best card of the suit led (the left bower's suit is trump's).

    >>> from tricktaker import Suit, parse_cards
    >>> trick_winner(parse_cards("AH JD KH"), Suit.HEARTS)  # the left bower
    1
    >>> trick_winner(parse_cards("AD JD KD"), Suit.HEARTS)  # a trump, led as a diamond
    1
    """
    best, best_key = 0, (-1, -1)
    led = follow_suit(cards[0], trump)
    for index, card in enumerate(cards):
        suit = follow_suit(card, trump)
        rank = int(card.rank or 0)  # a euchre card has a rank
        if card.rank == Rank.JACK and suit is trump:  # the right bower, then the left
            rank = 16 if card.suit is trump else 15
        key = (2 if suit is trump else 1 if suit is led else 0, rank)
        if key > best_key:
            best, best_key = index, key
    return best


def hand_points(makers_tricks: int, alone: bool, lone_defender: bool) -> tuple[int, int]:
    """The makers' and the defenders' points for a hand in which the makers took
    ``makers_tricks``: 3 or 4 make a point, all five (a march) 2, a lone march 4; fewer
    than 3 and the makers are euchred, the defenders scoring 2 (4 when one defends alone).

    >>> hand_points(3, False, False), hand_points(5, True, False), hand_points(2, True, True)
    ((1, 0), (4, 0), (0, 4))
    """
    if makers_tricks < 3:
        return 0, 4 if lone_defender else 2
    if makers_tricks < HAND_SIZE:
        return 1, 0
    return (4 if alone else 2), 0


@attrs.frozen(kw_only=True)
class Rules:
    """A Euchre rule set; the defaults are pagat.com's four-handed game to 10.

    Attributes:
        players: always 4, in two partnerships (seats 0 and 2, 1 and 3).
        target: the points that win the game (10; 5, 7 and 11 are also played).
        stick_the_dealer: if True, the dealer may not pass in the second round and must
            name a trump (OpenSpiel's default); if False, a hand all pass twice is thrown in
            and the next dealer deals.
        allow_lone_defender: if True, once the maker has chosen, each defender in turn from
            the dealer's left may defend alone (the first to do so, its partner sitting out);
            euchring the makers alone scores 4 (OpenSpiel's option).
        single_hand: if True, the game is one hand, as OpenSpiel's ``euchre``: it ends once
            that hand is scored (or thrown in), the side that scored winning.
        first_dealer: the seat that deals the first hand; the deal passes to the left.

    >>> Rules(target=0)
    Traceback (most recent call last):
    ...
    tricktaker.RulesError: Rules.target must be 1 to 100, not 0
    """

    players: int = option(4, (4,), "4")
    target: int = option(10, range(1, 101), "1 to 100")
    stick_the_dealer: bool = False
    allow_lone_defender: bool = False
    single_hand: bool = False
    first_dealer: int = 0

    __attrs_post_init__ = check_options

    @classmethod
    def openspiel(
        cls, *, allow_lone_defender: bool = False, stick_the_dealer: bool = True
    ) -> Rules:
        """OpenSpiel's ``euchre`` with its parameters (their defaults its own): one hand.

        >>> Rules.openspiel().stick_the_dealer, Rules.openspiel().single_hand
        (True, True)
        """
        return cls(
            single_hand=True,
            stick_the_dealer=stick_the_dealer,
            allow_lone_defender=allow_lone_defender,
        )

    @property
    def teams(self) -> tuple[tuple[int, ...], ...]:
        """The partnerships, each a tuple of seats."""
        return TEAMS


@attrs.frozen
class Pass:
    """Pass: neither order up the turned card (first round) nor name trump (second).

    >>> str(Pass())
    'pass'
    """

    def __str__(self) -> str:
        return "pass"


@attrs.frozen
class Call:
    """Make ``suit`` trump: in the first round the turned card's suit (ordering it up; the
    dealer picks it up), in the second any other suit.

    >>> from tricktaker import Suit
    >>> str(Call(Suit.HEARTS))
    'call ♥'
    >>> Call("H")
    Traceback (most recent call last):
    ...
    tricktaker.IllegalActionError: Call.suit must be a Suit, not 'H'
    """

    suit: Suit = attrs.field(validator=exactly(Suit, "a Suit"))

    def __str__(self) -> str:
        return f"call {self.suit.symbol}"


@attrs.frozen
class Discard(exchange.Discard):
    """The dealer, having picked up the turned card, discards ``card`` (not the turned one).

    >>> from tricktaker import Card
    >>> str(Discard(Card.parse("9C")))
    'discard 9♣'
    """


@attrs.frozen
class GoAlone:
    """Play alone (``alone``: the partner sits out) or with one's partner: the maker's
    choice, and under ``allow_lone_defender`` each defender's.

    >>> str(GoAlone(True)), str(GoAlone(False))
    ('go alone', 'play with partner')
    """

    alone: bool = attrs.field(validator=exactly(bool, "True or False"))

    def __str__(self) -> str:
        return "go alone" if self.alone else "play with partner"


Action = Pass | Call | Discard | GoAlone | Play
"""Any Euchre action."""


@attrs.frozen
class HandStarted(engine_events.HandStarted):
    """Hand ``hand_number`` was dealt by ``dealer``, ``upcard`` turned: ``hands`` by seat,
    None where hidden."""

    upcard: Card

    def shown_to_all(self) -> tuple[Card, ...]:
        return (self.upcard,)  # face up; the dealer's once ordered up


@attrs.frozen
class Passed(Event):
    """``seat`` passed."""

    seat: int


@attrs.frozen
class TrumpCalled(Event):
    """``seat`` made ``suit`` trump: ``ordered_up`` the turned card (first round), or named
    the suit (second round)."""

    seat: int
    suit: Suit
    ordered_up: bool


@attrs.frozen
class Discarded(exchange.Discarded):
    """The dealer ``seat`` discarded ``card`` face down (None where hidden: to all but it)."""


@attrs.frozen
class AloneChosen(Event):
    """``seat`` chose to play alone (``alone``) or with its partner."""

    seat: int
    alone: bool


@attrs.frozen
class TrickWon(engine_events.TrickWon):
    """``winner`` took the trick of ``cards`` (in play order) that ``leader`` led."""


@attrs.frozen
class HandScored(Event):
    """Hand ``hand_number`` ended: ``maker`` (None if all passed twice and it was thrown
    in), each seat's tricks ``taken``, its side's ``points`` and total."""

    hand_number: int
    maker: int | None
    taken: tuple[int, ...]
    points: tuple[int, ...]
    scores: tuple[int, ...]


class Phase(enum.Enum):
    """What the player to act is asked to do."""

    CALL = "call"
    """Order up the turned card or pass (first round), name another suit or pass (second)."""
    DISCARD = "discard"
    """The dealer, having picked up the turned card, discards a card."""
    ALONE = "alone"
    """The maker (then, under ``allow_lone_defender``, each defender) chooses to go alone."""
    PLAY = "play"
    OVER = "over"


def _discard_of(position: Any) -> Card | None:
    """The card the dealer discarded after picking up the turned card, or None; in a view,
    what its seat alone knows (None but in the dealer's)."""
    if isinstance(position, TrickView):
        seen: Card | None = position._seen
        return seen
    laid = DISCARD.discards(position)
    return laid[0] if laid else None


class _ViewBase(TrickView[Rules, Phase, Action]):
    """A view's ``discard``, derived."""

    __slots__ = ()
    discard = property(_discard_of)


class View(_ViewBase, TeamPositions):
    """What ``seat`` may know: its hand, the turned card, the calls, the tricks, the scores,
    and (the dealer) its discard. The fields mean what they mean on :class:`State`."""

    seat: int
    rules: Rules
    hand_number: int
    dealer: int
    upcard: Card
    passes: int
    trump: Suit | None
    maker: int | None
    alone: bool | None
    lone_defender: int | None
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    discard: Card | None = None
    tricks_taken: tuple[int, ...]
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
    """A state's ``discard``, derived."""

    __slots__ = ()
    discard = property(_discard_of)


class State(_StateBase, TeamPositions):
    """A Euchre game at one moment: a value that never changes.

    Attributes (beside the engine's: ``rules``, ``seed``, ``hands``, the trick, the scores):
        upcard: the card turned up (the dealer's once ordered up, until played).
        passes: the passes made this hand (4 end the first round, 8 throw the hand in).
        trump: the trump suit; None until called.
        maker: the seat that called trump; None until then.
        alone: whether the maker plays alone; None until it chose.
        lone_defender: the defender playing alone (``allow_lone_defender``), or None.
        discard: the card the dealer discarded after picking up, or None.

    >>> state = new_game(Rules(), seed=1)
    >>> state.phase, state.to_act, [len(hand) for hand in state.hands]
    (<Phase.CALL: 'call'>, 1, [5, 5, 5, 5])
    """

    rules: Rules
    seed: int
    hand_number: int
    dealer: int
    upcard: Card
    passes: int
    trump: Suit | None
    maker: int | None
    alone: bool | None
    lone_defender: int | None
    hands: tuple[tuple[Card, ...], ...]
    discard: Card | None = None
    tricks_taken: tuple[int, ...]
    trick: tuple[Card, ...]
    leader: int
    played: tuple[Card, ...] = ()
    last_trick: CompletedTrick | None = None
    scores: tuple[int, ...]
    phase: Phase
    to_act: int | None
    winners: tuple[int, ...] = ()
    __slots__ = ()


def _ordered_up(position: Any) -> bool:
    """Whether the turned card was ordered up (and so is the dealer's)."""
    return position.trump is not None and position.passes < 4


class Calling(ListedRule):
    """Making trump: two rounds from the dealer's left, ordering up the turned card or
    passing, then naming another suit or passing; eight passes throw the hand in."""

    phase = Phase.CALL
    asked = "order up, call trump or pass"
    actions = (Pass, Call)
    fields = ("passes", "trump", "maker")
    every_action = (Pass(), *(Call(suit) for suit in Suit))

    def fresh(self, public: Any) -> None:
        public.passes, public.trump, public.maker = 0, None, None
        public.alone, public.lone_defender = None, None

    def begin(self, state: Any) -> Any:
        return self.entered(state, (state.dealer + 1) % 4)

    def legal(self, position: Any, hand: int) -> tuple[Any, ...]:
        public = position._public
        turned = public.upcard.suit
        if public.passes < 4:
            return (Pass(), Call(turned))
        calls = tuple(Call(suit) for suit in Suit if suit is not turned)
        if public.rules.stick_the_dealer and public.passes == 7:
            return calls
        return (Pass(), *calls)

    def why(self, position: Any, action: Any) -> str:
        turned = position._public.upcard.suit.symbol
        if type(action) is Pass:
            reason = "the dealer must name trump (stick the dealer)"
        elif position._public.passes < 4:
            reason = f"in the first round only {turned}, the turned card's suit, is called"
        else:
            reason = f"{turned} was turned down"
        return f"cannot {action}: {reason}"

    def took(self, state: Any, public: Any, seat: int, action: Any) -> Any:
        game = self.game
        if type(action) is Pass:
            public.passes += 1
            passed = (Passed(seat=seat),)
            if public.passes == 8:  # thrown in
                return game.end_deal(self.moved(state, public, seat), passed)
            return self.moved(state, public, (seat + 1) % 4), passed
        public.trump, public.maker = action.suit, seat
        called = TrumpCalled(seat=seat, suit=action.suit, ordered_up=public.passes < 4)
        return game.next_phase(self.moved(state, public, seat), self), (called,)

    def taken(self, fields: Mapping[str, Any]) -> list[Any]:
        actions: list[Any] = [Pass()] * fields["passes"]
        if fields["trump"] is not None:
            actions.append(Call(fields["trump"]))
        return actions


class Discarding(exchange.Exchange):
    """The dealer, the turned card ordered up, picks it up and discards any other card."""

    phase = Phase.DISCARD
    asked = "discard a card"
    holder = "the dealer"
    discard, discarded, deck = Discard, Discarded, DECK

    def taker(self, position: Any) -> int | None:
        return position.dealer if _ordered_up(position) else None

    def reserve(self, state: Any) -> int:
        return mask_of((state.upcard,))

    def layable(self, position: Any, hand: int) -> int:
        """All but the card picked up."""
        kept: Card = position._public.upcard
        return hand & ~BITS[kept.index]

    def kept(self, position: Any, card: Card) -> str:
        return "the dealer keeps the card it picked up"

    def unlaid(self, public: Any) -> int:
        return 1

    def reserve_from(self, fields: Mapping[str, Any]) -> int:
        return mask_of((fields["upcard"],))

    def laid_from(self, fields: Mapping[str, Any]) -> tuple[Card, ...]:
        return () if fields["phase"] is Phase.DISCARD else (_discarded(fields),)


def _discarded(fields: Mapping[str, Any]) -> Card:
    """The dealer's discard as the ``fields`` read give it; in another seat's view, the last
    card of the deck it has not seen (:func:`tricktaker.engine.rebuild.check_view` deals the
    others the first)."""
    known = fields.get("discard")
    if known is not None:
        return known  # type: ignore[no-any-return]
    seen = mask_of(fields.get("hand", ())) | mask_of(fields["played"]) | mask_of(fields["trick"])
    seen |= BITS[fields["upcard"].index]
    return next(card for card in reversed(DECK) if not seen & BITS[card.index])


class Alone(ListedRule):
    """Going alone: the maker, then (``allow_lone_defender``) each defender from the dealer's
    left until one defends alone; the lone hands' partners sit out the tricks."""

    phase = Phase.ALONE
    asked = "go alone or play with partner"
    actions = (GoAlone,)
    every_action = (GoAlone(True), GoAlone(False))
    fields = ("alone", "lone_defender")

    def begin(self, state: Any) -> Any | None:
        maker = state._public.maker
        return None if maker is None else self.entered(state, maker)

    def took(self, state: Any, public: Any, seat: int, action: Any) -> Any:
        game = self.game
        event = (AloneChosen(seat=seat, alone=action.alone),)
        defenders = _defenders(public.dealer, public.maker)
        if public.alone is None:
            public.alone = action.alone
            if public.rules.allow_lone_defender:
                return self.moved(state, public, defenders[0]), event
        elif action.alone:
            public.lone_defender = seat
        elif seat == defenders[0]:
            return self.moved(state, public, defenders[1]), event
        public.phase, public.rule = Phase.PLAY, None
        public.orders = game.seat_orders(public)
        leader = (public.dealer + 1) % 4
        while not public.orders[leader]:  # a seat sitting out leads to no trick
            leader = (leader + 1) % 4
        public.leader, public.trick_seats = leader, public.orders[leader]
        return self.moved(state, public, leader), event

    def taken(self, fields: Mapping[str, Any]) -> list[Any]:
        alone = fields["alone"]
        if alone is None:
            return []
        actions = [GoAlone(alone)]
        if fields["rules"].allow_lone_defender:
            for seat in _defenders(fields["dealer"], fields["maker"]):
                if fields["phase"] is Phase.ALONE and fields["to_act"] == seat:
                    break
                actions.append(GoAlone(fields["lone_defender"] == seat))
                if fields["lone_defender"] == seat:
                    break
        return actions


def _defenders(dealer: int, maker: int) -> tuple[int, int]:
    """The defenders, in the order they are asked: from the dealer's left."""
    first = (dealer + 1) % 4
    if first in (maker, (maker + 2) % 4):
        first = (first + 1) % 4
    return first, (first + 2) % 4


CALLING, DISCARD, ALONE = Calling(), Discarding(), Alone()


@functools.cache
def _orders(sitting: frozenset[int]) -> tuple[tuple[int, ...], ...]:
    """The seats of a trick by its leader, with those ``sitting`` out in none."""
    return tuple(
        ()
        if seat in sitting
        else tuple(s for i in range(4) if (s := (seat + i) % 4) not in sitting)
        for seat in range(4)
    )


class Euchre(TrickGame):
    """Euchre where it differs from a plain trick game: the deck and the turned card, the
    calls, the dealer's discard, going alone, the bowers, and hands scored to a target."""

    name = "euchre"
    title = "Euchre"
    state_class = State
    view_class = View
    phase = Phase
    phases = (CALLING, DISCARD, ALONE)
    deck = DECK
    most_players = 4
    number_field = "hand_number"
    number_word = "hand"
    deal_started = HandStarted
    trick_won = TrickWon
    deal_scored = HandScored
    deal_fields = ("dealer", "upcard")

    def hand_size(self, rules: Any, number: int) -> int:
        return HAND_SIZE

    def rest_size(self, rules: Any, number: int) -> int:
        return 1  # the turned card; the three below it are not kept

    def begin_deal(self, public: Any, dealer: int, dealt: Dealt) -> None:
        public.dealer, public.upcard = dealer, dealt.rest[0]

    def deal_events(self, state: Any, hands: tuple[tuple[Card, ...], ...]) -> tuple[Event, ...]:
        number, dealer, upcard = state.hand_number, state.dealer, state.upcard
        return (HandStarted(hand_number=number, dealer=dealer, hands=hands, upcard=upcard),)

    def playable(self, position: Any, hand: int) -> int:
        """Follow the suit led if able, the left bower being a trump."""
        trick = position.trick
        if trick:
            trump = position._public.trump
            following: int = hand & _SUITS_OF[trump][follow_suit(trick[0], trump)]
            if following:
                return following
        return hand

    def follow_suit(self, position: Any, card: Card) -> Suit | None:
        return follow_suit(card, position._public.trump)

    def trick_winner(self, position: Any, cards: tuple[Card, ...]) -> int:
        return trick_winner(cards, position._public.trump)

    def seat_orders(self, public: Any) -> tuple[tuple[int, ...], ...]:
        """Every seat, less the partners of those who play alone (once all have chosen)."""
        if public.phase is Phase.ALONE:
            return _orders(frozenset())
        lone = (public.maker if public.alone else None, public.lone_defender)
        return _orders(frozenset([(seat + 2) % 4 for seat in lone if seat is not None]))

    def hand_sizes(self, view: Any) -> tuple[int, ...]:
        return DISCARD.holding(view, super().hand_sizes(view))  # the turned card too

    def shown_cards(self, position: Any) -> tuple[int, ...] | None:
        """The turned card, once ordered up, is the dealer's until played."""
        card = position.upcard
        if not _ordered_up(position) or card in position.played or card in position.trick:
            return None
        return tuple([BITS[card.index] if seat == position.dealer else 0 for seat in range(4)])

    def rest_from(self, position: Any) -> tuple[Card, ...]:
        """The cards out of play that the position shows: the turned card, unless the dealer
        has picked it up; then the dealer's discard, where it is known (a state's, the
        dealer's view's)."""
        if not _ordered_up(position):
            return (position.upcard,)
        discard = getattr(position, "discard", None)
        return () if discard is None else (discard,)

    def dealt_from(self, hands: tuple[int, ...], position: Any) -> Dealt:
        """A position's deal: its hands, and the turned card dealt to no one."""
        upcard = getattr(position, "upcard", None)  # a given deal's check shows none
        return Dealt(hands, () if upcard is None else (upcard,))

    def seen(self, state: Any, seat: int) -> Any:
        """The dealer knows its discard."""
        return _discard_of(state) if seat == state.dealer else None

    def seen_from(self, position: Any) -> Any:
        return position.discard

    def observed(self, rules: Any) -> tuple[Any, ...]:
        """The turned card, the passes, the maker, who plays alone and the dealer's discard
        (its own view's)."""
        cards = CardNumbering(DECK)
        return (
            Section(
                name="upcard", size=len(DECK), meaning="the card turned up",
                encode=lambda v: cards.one_hot(v.upcard),
            ),
            Section(
                name="passes", size=9, meaning="the passes made this hand, 0 to 8",
                encode=lambda v: one_hot(v.passes, 9),
            ),
            Section(
                name="maker", size=4, meaning="the seat that made trump (none until one has)",
                encode=lambda v: seat_one_hot(v.maker, v.seat, 4),
            ),
            Section(
                name="alone", size=1, meaning="1 if the maker plays alone",
                encode=lambda v: [1.0 if v.alone else 0.0],
            ),
            Section(
                name="lone_defender", size=4, meaning="the seat defending alone, if any",
                encode=lambda v: seat_one_hot(v.lone_defender, v.seat, 4),
            ),
            Section(
                name="discard", size=len(DECK), meaning="the dealer's discard, in its own view",
                encode=lambda v: cards.one_hot(v.discard),
            ),
        )  # fmt: skip

    def deal_points(self, state: Any) -> tuple[int, ...]:
        maker = state.maker
        if maker is None:
            return (0, 0, 0, 0)  # thrown in
        tricks = state.tricks_taken[maker] + state.tricks_taken[(maker + 2) % 4]
        makers, defenders = hand_points(tricks, bool(state.alone), state.lone_defender is not None)
        return tuple([makers if seat % 2 == maker % 2 else defenders for seat in range(4)])

    def scored_fields(
        self, state: Any, points: tuple[int, ...], scores: tuple[int, ...]
    ) -> dict[str, Any]:
        fields = super().scored_fields(state, points, scores)
        return {**fields, "maker": state.maker, "taken": state.tricks_taken}

    def deals(self, rules: Rules) -> int:
        """One hand (``single_hand``), else a bound: each hand scored gives a side a point
        or more, and the hands thrown in are at most a few hundred in any game played."""
        if rules.single_hand:
            return 1
        return 2 * rules.target - 1 + (0 if rules.stick_the_dealer else 1000)

    def score_bounds(self, rules: Rules) -> tuple[float, float]:
        if rules.single_hand:
            return 0.0, 4.0
        return 0.0, float(rules.target + 3)  # one short, then a lone march

    def game_result(
        self, state: Any, scores: tuple[int, ...]
    ) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
        if state.rules.single_hand:  # one deal, the highest totals winning
            return super().game_result(state, scores)
        won = [seats for seats in TEAMS if scores[seats[0]] >= state.rules.target]
        return (scores, won[0]) if won else None


GAME_RULES = Euchre()


@attrs.frozen
class Deal(GivenDeal):
    """A hand's cards given rather than shuffled: ``hands`` by seat, 5 cards each, and
    ``rest`` the turned card alone."""

    game = GAME_RULES


start, new_game, deal_round = entry_points(GAME_RULES, Rules, State, Deal)

_PASSES = {"passes": Bounds(minimum=0, maximum=8)}
register_game_types(
    GAME_RULES, rules=Rules, players=(4, 4), tricks=6,
    actions=[Pass, Call, Discard, GoAlone, Play],
    events=[HandStarted, Passed, TrumpCalled, Discarded, AloneChosen, CardPlayed, TrickWon,
            HandScored],
    others=[Deal],
    derived={Rules: ["teams"], View: ["legal_actions"]},
    bounds={State: _PASSES, View: _PASSES},
    seats=("maker", "lone_defender"),
)  # fmt: skip
