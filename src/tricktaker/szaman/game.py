"""Szaman on the trick-game engine: a deal of 8 cards a seat with the rest as a stock, the
lowest card leading, a led Joker naming its suit, follow suit with the Joker of the led
colour, points for special cards credited at once, draws from the stock after each trick,
and a penalty for the cards still held when someone runs out.

The rules themselves are written once in :mod:`tricktaker.szaman.kernel`; the hooks of
:class:`Szaman` ask them.
"""

from __future__ import annotations

import enum
import math
import operator
from collections.abc import Sequence
from typing import Any

from tricktaker.actions import Play
from tricktaker.cards import CARD_COUNT, SZAMAN_DECK, Card, CardKind, Suit
from tricktaker.deals import check_deal_number, check_scores
from tricktaker.engine import Dealt, TrickGame, TrickState, TrickView
from tricktaker.errors import IllegalActionError, TricktakerError
from tricktaker.events import Event
from tricktaker.games import check_seed, game_seed
from tricktaker.masks import BITS, cards_of, mask_of
from tricktaker.plugin import builder
from tricktaker.szaman import kernel
from tricktaker.szaman.deal import Deal
from tricktaker.szaman.events import CardDrawn, HandScored, HandStarted, TrickWon
from tricktaker.szaman.kernel import HAND_SIZE, JOKER_SUITS
from tricktaker.szaman.rules import Rules
from tricktaker.tricks import CompletedTrick

__all__ = ["GAME_RULES", "Phase", "State", "View", "deal_hand", "new_game", "start"]

_JOKER = CardKind.JOKER
_add = operator.add
_DRAWN = tuple(
    tuple(CardDrawn(seat=seat, card=Card.from_index(index)) for index in range(CARD_COUNT))
    for seat in range(6)
)  # the event of each seat drawing each card: shared values, built once
_JOKERS = mask_of([card for card in SZAMAN_DECK if card.kind is _JOKER])


class Phase(enum.Enum):
    """What the game is waiting for."""

    PLAY = "play"
    """A player is to play a card to the trick."""
    OVER = "over"
    """The game has ended."""


def _led(public: Any, trick: tuple[Card, ...]) -> Suit:
    """The led suit of ``trick`` (not empty): the one named with a led Joker (kept in the
    public part), else the first card's."""
    named: Suit | None = public.named
    return trick[0].suit if named is None else named  # type: ignore[return-value]


def _trick_suit(position: Any) -> Suit | None:
    """The led suit of the trick in progress; None while the trick is empty."""
    trick = position.trick
    return _led(position._public, trick) if trick else None


def _stock(state: Any) -> tuple[Card, ...]:
    """The stock: the deal's rest, as a state keeps it."""
    stock: tuple[Card, ...] = state._hidden.rest
    return stock


# The derived fields, a property in the class body (a field the class defines itself), with
# no docstring of their own: the classes' Attributes say them.
_TRICK_SUIT = property(_trick_suit, doc="")
_STOCK = property(_stock, doc="")


class View(TrickView[Rules, Phase, Play]):  # legal_plays(): for typed bots
    """What ``seat`` may know: its own hand, the table, the tricks played and the scores.

    The fields mean what they mean on :class:`State`; other seats' hands and the stock appear
    only as counts. A view refers to its state's public part as it is and copies only its
    own hand and the trick's slots, so it holds no card another seat holds.

    Attributes:
        seat: the seat this view belongs to.
        hand: this seat's cards.
        hand_sizes: how many cards each seat holds.
        stock_size: how many cards the stock holds.
        led_suits: the led suit of each of this hand's finished tricks, as on :class:`State`.
        last_trick: the last finished trick of this hand, as on :class:`State`.
    """

    seat: int
    rules: Rules
    hand_number: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    stock_size: int
    trick: tuple[Card, ...]
    trick_suit: Suit | None = _TRICK_SUIT  # type: ignore[assignment]
    leader: int
    played: tuple[Card, ...]
    led_suits: tuple[Suit, ...] = ()
    last_trick: CompletedTrick | None = None
    scores: tuple[int, ...]
    hand_points: tuple[int, ...]
    phase: Phase
    to_act: int | None
    winners: tuple[int, ...]
    __slots__ = ()


class State(TrickState[Rules, Phase, Play, View]):
    """A Szaman game at one moment: a value that never changes.

    ``apply(action)`` returns the next state and the events that happened; collecting tricks,
    drawing, scoring and dealing the next hand happen inside it, so every state that is not
    over waits for a play by ``to_act``.

    Attributes:
        rules: the rule set.
        seed: the seed every deal derives from.
        hand_number: the hand being played, 1-based.
        hands: each seat's cards, in canonical order.
        stock: the undrawn cards, the next to be drawn first. In the Russian variant, once it
            holds fewer cards than there are players nobody draws and these stay out of play.
        trick: the cards of the trick in progress, in play order.
        trick_suit: the led suit (the first card's, or the one named with a led Joker);
            None while the trick is empty.
        leader: the seat that led (or is to lead) the trick in progress; once the game is
            over, the winner of its last trick.
        played: the cards of this hand's finished tricks, in play order.
        led_suits: the led suit of each of this hand's finished tricks, in order: the led
            card's, or the one named with a led Joker (which the cards alone do not show).
        last_trick: the last finished trick of this hand (its cards, leader and winner), kept
            until the next one is finished; None until the hand's first trick is won. A
            finished game keeps the last trick of its last hand.
        scores: game totals by seat; trick points are added at once, penalties at hand end.
        hand_points: the trick points each seat has taken in this hand so far.
        phase: ``Phase.PLAY`` until the game is over, then ``Phase.OVER``; a finished game
            keeps the last hand's end position (hands, stock, tricks played).
        to_act: the seat to play, or None when the game is over.
        winners: the seats closest to the target, once the game is over.

    >>> state = new_game(Rules(players=3), seed=2)
    >>> state.hand_number, state.phase, state.to_act, len(state.stock)
    (1, <Phase.PLAY: 'play'>, 2, 30)
    >>> [len(hand) for hand in state.hands]
    [8, 8, 8]
    >>> after, events = state.apply(state.legal_actions()[0])
    >>> [str(event) for event in events], after.trick_suit
    (['seat 2 plays 2♣'], <Suit.CLUBS: 0>)
    """

    rules: Rules
    seed: int
    hand_number: int
    hands: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...] = _STOCK  # type: ignore[assignment]
    trick: tuple[Card, ...]
    trick_suit: Suit | None = _TRICK_SUIT  # type: ignore[assignment]
    leader: int
    played: tuple[Card, ...]
    led_suits: tuple[Suit, ...] = ()
    last_trick: CompletedTrick | None = None
    scores: tuple[int, ...]
    hand_points: tuple[int, ...]
    phase: Phase
    to_act: int | None
    winners: tuple[int, ...] = ()
    __slots__ = ()


def _led_winner(cards: Sequence[Card]) -> int:
    """The index of the card that wins a finished trick, from its cards alone (a position
    read from JSON): a led Joker (it names a suit of its colour, and wins it), else the rule
    of the led card's suit."""
    first = cards[0]
    if first.kind is _JOKER:
        return 0
    assert first.suit is not None
    return kernel.winner(cards, first.suit)


class Szaman(TrickGame):
    """Szaman's rules where they differ from a plain trick game: the lowest card dealt leads
    (and, by default, is led), a led Joker names a suit of its colour, the Joker of the led
    colour follows and wins, each trick scores at once, the winner (Russian: everyone) draws
    from the stock, and the hand ends when someone has no card."""

    name = "szaman"
    title = "Szaman"
    state_class = State
    view_class = View
    phase = Phase
    deck = SZAMAN_DECK
    most_players = 6
    number_field = "hand_number"
    number_word = "hand"
    deal_started = HandStarted
    trick_won = TrickWon
    deal_scored = HandScored
    deal_fields = ()
    naming = _JOKERS
    leads_name = True
    draws = True
    per_seat = ("hand_points",)
    kept = ("received", "russian")
    """``received``: the cards each seat was dealt or drew this hand (a view's hand sizes);
    ``russian``: ``rules.is_russian``, read at each trick's end."""

    def __init__(self) -> None:
        super().__init__()
        self._taken: tuple[tuple[Card, ...], list[int]] = ((), [])
        """The cards of the last trick :meth:`trick_winner` read the points of, and those
        points by seat (one tuple, stored at once: a thread that meets another's
        sees cards that are not its trick's)."""

    # -- the deal ---------------------------------------------------------------------------------

    def dealer(self, rules: Rules, number: int) -> int:
        """No one deals; seat 0 receives the first cards, as the dealer's left would."""
        return rules.players - 1

    def hand_size(self, rules: Rules, number: int) -> int:
        return HAND_SIZE

    def first_leader(self, rules: Rules, dealer: int, dealt: Dealt) -> int:
        """The holder of the starting card, the lowest card dealt."""
        bit = BITS[self._starting(dealt.hands).index]
        return next(seat for seat, mask in enumerate(dealt.hands) if mask & bit)

    @staticmethod
    def _starting(hands: Sequence[int]) -> Card:
        held = 0
        for mask in hands:
            held |= mask
        card = kernel.starting_card_of(held)
        assert card is not None  # 16 or more cards dealt: at most two are Jokers
        return card

    def begin_deal(self, public: Any, dealer: int, dealt: Dealt) -> None:
        players = public.rules.players
        public.russian = public.rules.is_russian
        public.stock_size = len(dealt.rest)
        public.received = tuple([mask.bit_count() for mask in dealt.hands])
        public.hand_points = (0,) * players
        public.led_suits = ()
        public.winners = ()

    def deal_events(self, state: Any, hands: tuple[tuple[Card, ...], ...]) -> tuple[Event, ...]:
        return (
            _hand_started(
                hand_number=state.hand_number,
                leader=state.leader,
                starting_card=self._starting(state._hidden.dealt),
                hands=hands,
                stock_size=len(state._hidden.rest),
            ),
        )

    # -- the play ---------------------------------------------------------------------------------

    def playable(self, position: Any, hand: int) -> int:
        """Follow suit with the Joker of the led colour (or either, with
        ``jokers_always_playable``); the first lead of a hand, with ``lead_starting_card``,
        is the starting card."""
        trick = position.trick
        public = position._public
        if trick:  # the led suit as _led() reads it, without the call: the commonest question
            named = public.named
            suit = trick[0].suit if named is None else named
            return kernel.playable_mask(hand, suit, public.rules.jokers_always_playable)
        if not public.played and public.rules.lead_starting_card:
            required = kernel.starting_card_of(hand)
            if required is not None:
                return BITS[required.index]
        return hand

    def named_suits(self, position: Any, card: Card) -> tuple[Suit, ...]:
        """A led Joker names a suit of its colour (a Joker names one only when led:
        :attr:`~tricktaker.engine.TrickGame.leads_name`)."""
        return JOKER_SUITS[card]

    def naming_refusal(
        self, position: Any, card: Card, suits: tuple[Suit, ...], named: object
    ) -> IllegalActionError:
        shown = "" if named is None else f" as {named}"
        if not suits:
            return IllegalActionError(
                f"cannot play {card}{shown}: a suit is named only when leading a Joker",
                code="unexpected_suit",
            )
        reason = "name the suit it leads," if named is None else f"the {card.color} Joker leads"
        return IllegalActionError(
            f"cannot play {card}{shown}: {reason} {suits[0]} or {suits[1]}", code="joker_suit"
        )

    def led_suit(self, position: Any) -> Suit | None:
        suit: Suit | None = position.trick_suit
        return suit

    def refusal_reason(self, position: Any, hand: int, card: Card) -> tuple[str, str]:
        if not position.trick:
            required = kernel.starting_card_of(hand)
            return f"the first trick of a hand is led with {required}", "must_lead_starting_card"
        reason = f"must follow {self.led_suit(position)}"
        if card.kind is _JOKER:
            reason += f", which the {card.color} Joker does not"
        return reason, "must_follow_suit"

    def trick_winner(self, position: Any, cards: tuple[Card, ...]) -> int:
        """A led Joker wins (it names a suit of its colour, and wins it); else the rule of
        the led card's suit, read with :func:`~tricktaker.szaman.kernel.trick_result` from
        the trick's leader, whose points (by seat) :meth:`take_trick` then credits."""
        first = cards[0]
        if first.kind is _JOKER:
            return 0
        public = position._public
        leader: int = public.leader
        best, points = kernel.trick_result(cards, first.suit, public.russian, leader)  # type: ignore[arg-type]
        self._taken = (cards, points)  # one tuple, stored at once
        return (best - leader) % len(cards)  # the winning seat's place in the trick

    def take_trick(self, public: Any, winner: int, cards: tuple[Card, ...]) -> Event:
        """Each seat's points for the trick, credited at once."""
        named = public.named  # the led suit, as _led() reads it
        suit: Suit = cards[0].suit if named is None else named  # type: ignore[assignment]
        leader = public.leader
        taken, by_seat = self._taken
        if taken is not cards:  # a led Joker's trick (or asked without trick_winner)
            by_seat = kernel.trick_result(cards, suit, public.russian, leader)[1]
        points = tuple(by_seat)
        public.hand_points = tuple(map(_add, public.hand_points, points))
        public.scores = tuple(map(_add, public.scores, points))
        public.led_suits = (*public.led_suits, suit)
        return _trick_won(winner=winner, leader=leader, cards=cards, suit=suit, points=points)

    def after_trick(self, state: Any, events: tuple[Event, ...]) -> tuple[Any, tuple[Event, ...]]:
        """The winner draws (Russian: every seat, the winner first, while the stock holds a
        card for each); the hand ends once a seat has no card (with ``end_before_draw``,
        before the draw)."""
        public = state._public  # the next trick's, not yet shared: set here
        received = public.received
        players = len(received)
        out = len(public.played) // players in received  # a seat has played every card
        hidden = state._hidden
        stock = hidden.rest
        russian = public.russian
        if (
            not stock
            or (russian and len(stock) < players)
            or (out and public.rules.end_before_draw)
        ):
            return self.end_deal(state, events) if out else (state, events)
        winner: int = state.to_act
        seats = public.orders[winner] if russian else (winner,)
        dealt = [*hidden.dealt]
        counts = [*received]
        held = state._held
        drawn = [*events]
        for card, seat in zip(stock, seats, strict=False):  # the stock holds enough
            bit = BITS[card.index]
            dealt[seat] |= bit
            held |= bit
            counts[seat] += 1
            drawn.append(_DRAWN[seat][card.index])
        public.received = received = tuple(counts)
        rest = stock[len(seats) :]
        public.stock_size = len(rest)
        hidden = self.hidden.new(seed=hidden.seed, dealt=tuple(dealt), rest=rest)
        state = self.seam.state(public, hidden, held, (), winner)
        if len(public.played) // players in received:  # a seat has no card
            return self.end_deal(state, tuple(drawn))
        return state, tuple(drawn)

    def hand_sizes(self, view: Any) -> tuple[int, ...]:
        public = view._public
        finished = len(public.played) // public.rules.players
        played = public.trick_seats[: len(view.trick)]
        return tuple(
            [count - finished - (seat in played) for seat, count in enumerate(public.received)]
        )

    # -- the score --------------------------------------------------------------------------------

    def deal_points(self, state: Any) -> tuple[int, ...]:
        """What the hand's end adds (its trick points are in the totals already): less the
        penalty for the cards each seat still holds."""
        held = state._held
        return tuple([-kernel.penalty(cards_of(mask & held)) for mask in state._hidden.dealt])

    def scored_fields(
        self, state: Any, points: tuple[int, ...], scores: tuple[int, ...]
    ) -> dict[str, Any]:
        return {
            "hand_number": state.hand_number,
            "trick_points": state.hand_points,
            "penalties": tuple([-penalty for penalty in points]),
            "points": tuple(map(_add, state.hand_points, points)),
            "scores": scores,
        }

    def deals(self, rules: Rules) -> int:
        return rules.hands

    def game_result(
        self, state: Any, scores: tuple[int, ...]
    ) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
        """After the last hand, the seats closest to the target win."""
        rules = state.rules
        if state.hand_number != rules.hands:
            return None
        best = min(abs(total - rules.target) for total in scores)
        return scores, tuple(
            s for s, total in enumerate(scores) if abs(total - rules.target) == best
        )

    def end_deal(self, state: Any, events: tuple[Event, ...]) -> tuple[Any, tuple[Event, ...]]:
        """A finished game keeps the last trick's winner as its leader."""
        after, events = super().end_deal(state, events)
        public = after._public
        if public.phase is self.over and public.last_trick is not None:
            public = self.public.copy(public)
            public.leader = public.last_trick.winner
            after = self.seam.state(public, after._hidden, after._held, (), None)
        return after, events

    # -- JSON -------------------------------------------------------------------------------------

    def rest_from(self, position: Any) -> tuple[Card, ...]:
        """The stock, as a state shows it (a view shows only its size)."""
        return tuple(getattr(position, "stock", ()))

    def plays_from(self, position: Any) -> list[Play]:
        """A led Joker's play names the trick's led suit."""
        players = position.rules.players
        played, suits = position.played, position.led_suits
        if len(suits) * players != len(played):
            raise TricktakerError(
                f"led_suits holds {len(suits)} suits for {len(played) // players} tricks"
            )
        plays = []
        for at, card in enumerate(played):
            lead = at % players == 0 and card.kind is _JOKER
            plays.append(Play(card, suit=suits[at // players]) if lead else Play(card))
        for at, card in enumerate(position.trick):
            lead = at == 0 and card.kind is _JOKER
            plays.append(Play(card, suit=position.trick_suit) if lead else Play(card))
        return plays

    def totals_before(self, position: Any) -> tuple[int, ...]:
        """The totals less the trick points of the hand in progress."""
        return tuple(map(operator.sub, position.scores, position.hand_points))

    def totals_refusal(self, position: Any, totals: tuple[int, ...]) -> str | None:
        """The first hand begins with totals of 0 (a view of a finished game does not show
        the others' penalties, which its replay finds in the totals)."""
        seen_over = position.phase is Phase.OVER and hasattr(position, "seat")
        if position.hand_number == 1 and any(totals) and not seen_over:
            return (
                f"scores {list(position.scores)} in hand 1, which begins with totals of 0, "
                f"not {list(totals)}"
            )
        return None

    def public_from(self, public: Any, position: Any) -> None:
        """The suit named with a led Joker, the stock's size, and the cards each seat was
        dealt or drew (what it holds and what it has played)."""
        trick = position.trick
        public.russian = position.rules.is_russian
        public.named = position.trick_suit if trick and trick[0].kind is _JOKER else None
        sizes = getattr(position, "hand_sizes", None)
        if sizes is None:
            sizes = [len(hand) for hand in position.hands]
            public.stock_size = len(position.stock)
        finished = len(position.played) // position.rules.players
        played = public.trick_seats[: len(trick)]
        public.received = tuple(
            [size + finished + (seat in played) for seat, size in enumerate(sizes)]
        )

    def dealt_from(self, hands: tuple[int, ...], position: Any) -> Dealt:
        """The hand as dealt: the cards each seat drew (by the draws the tricks played make)
        put back on the stock: those below the starting card, then those it played latest
        (or still holds), so that each was drawn before it was played."""
        rules = position.rules
        players = rules.players
        played = position.played
        tricks = len(played) // players
        leader = position.leader
        if position.phase is Phase.OVER and position.last_trick is not None:
            leader = position.last_trick.winner
        winners = [0] * tricks
        needed: dict[Card, int] = dict.fromkeys(position.trick, tricks)
        for k in range(tricks - 1, -1, -1):  # the winner of trick k leads trick k + 1
            cards = played[k * players : (k + 1) * players]
            winners[k] = leader
            leader = (leader - _led_winner(cards)) % players
            needed.update(dict.fromkeys(cards, k))
        draws: list[tuple[int, int]] = []  # (seat, after trick k), in the order of the draws
        sizes = [HAND_SIZE] * players
        stock = len(self.deck) - HAND_SIZE * players
        for k in range(tricks):
            sizes = [size - 1 for size in sizes]
            if rules.is_russian:
                if stock < players:
                    continue
                seats: Sequence[int] = [(winners[k] + i) % players for i in range(players)]
            elif not stock or (rules.end_before_draw and 0 in sizes):
                continue
            else:
                seats = (winners[k],)
            for seat in seats:
                draws.append((seat, k))
                sizes[seat] += 1
            stock -= len(seats)
        rest: tuple[Card, ...] = tuple(getattr(position, "stock", ()))
        if not hasattr(position, "stock"):  # a view: the cards it has not seen dealt anew
            hands, rest = _world_of(hands, position, leader)
        first = position.played[:1] or position.trick[:1]
        if rules.lead_starting_card and first:
            starts: Sequence[Card] = first  # the first card led, the starting card
        else:  # one of the first leader's cards, the lowest dealt
            starts = sorted(
                (card for card in cards_of(hands[leader]) if card in _START), key=_START.__getitem__
            )
        for start in starts:
            drawn = _drawn(hands, draws, needed, leader, start)
            if drawn is not None:
                break
        else:
            raise TricktakerError(
                "not a position the rules reach: no deal of these cards, drawing as the tricks "
                f"make them draw, leaves seat {leader} the lowest card to lead the hand with"
            )
        dealt = [*hands]
        for (seat, _), card in zip(draws, drawn, strict=True):
            dealt[seat] &= ~BITS[card.index]
        return Dealt(tuple(dealt), (*drawn, *rest))


_START = {card: at for at, card in enumerate(kernel.START_ORDER)}  # the starting card's order


def _world_of(
    hands: tuple[int, ...], view: Any, first: int
) -> tuple[tuple[int, ...], tuple[Card, ...]]:
    """The cards a view has not seen dealt anew to the other seats (each as many as it
    holds, beside the cards it has played) and the stock: the highest, but the lowest to
    the hand's first leader (which held the lowest card dealt) while that card is unseen."""
    known = mask_of((*view.played, *view.trick)) | hands[view.seat]
    led = view.rules.lead_starting_card and (view.played or view.trick)  # the start is seen
    unseen = sorted(
        (card for card in SZAMAN_DECK if not known & BITS[card.index]),
        key=lambda card: _START.get(card, len(_START)),
    )
    dealt = [*hands]
    for seat in sorted(range(len(hands)), key=lambda seat: seat != first):
        if seat != view.seat:
            count = (hands[seat] & ~known).bit_count()
            at = 0 if seat == first and not led else len(unseen) - count
            dealt[seat] = hands[seat] & known | mask_of(unseen[at : at + count])
            del unseen[at : at + count]
    return tuple(dealt), tuple(unseen)


def _drawn(
    hands: tuple[int, ...],
    draws: list[tuple[int, int]],
    needed: dict[Card, int],
    first: int,
    start: Card,
) -> list[Card] | None:
    """The card of each draw (``draws``: the seat and the trick after which it drew), if
    ``first`` was dealt ``start`` as the lowest card dealt: every card below it was drawn, and
    of the rest the cards played latest (``needed``: the trick it was played to; none, still
    held); None if no deal fits."""
    drawn: list[Card | None] = [None] * len(draws)
    lowest = _START[start]
    for seat, mask in enumerate(hands):
        turns = [j for j, (s, _) in enumerate(draws) if s == seat]
        cards = cards_of(mask)
        below = [card for card in cards if _START.get(card, lowest) < lowest]
        if len(below) > len(turns) or (seat == first and start not in cards):
            return None
        rest = [card for card in cards if card is not start and card not in below]
        rest.sort(key=lambda card: -needed.get(card, math.inf))
        chosen = below + rest[: len(turns) - len(below)]
        if len(chosen) < len(turns):
            return None
        chosen.sort(key=lambda card: -needed.get(card, math.inf))
        for j, card in zip(reversed(turns), chosen, strict=True):
            if needed.get(card, math.inf) <= draws[j][1]:  # played before it was drawn
                return None
            drawn[j] = card
    return drawn  # type: ignore[return-value]


_hand_started = builder(HandStarted)
_trick_won = builder(TrickWon)

GAME_RULES = Szaman()
"""Szaman's rules on the engine, built once."""


def start(
    rules: Rules | None = None, *, seed: int | None = None, deal: Deal | None = None
) -> tuple[State, tuple[Event, ...]]:
    """A new game dealt for hand 1, and the event of that deal.

    ``seed`` fixes every deal; None draws a fresh one, kept in ``state.seed`` for replays.
    ``deal`` gives hand 1's cards instead (later hands are dealt from the seed).

    >>> state, events = start(Rules(players=3), seed=5)
    >>> [type(event).__name__ for event in events]
    ['HandStarted']
    """
    if rules is None:
        rules = Rules()
    if not isinstance(rules, Rules):
        raise TricktakerError(f"a Szaman game needs szaman.Rules, not {rules!r}")
    seed = game_seed(seed)
    if deal is None:
        return GAME_RULES.start(rules, seed)
    if not isinstance(deal, Deal):
        raise TricktakerError(f"deal must be a szaman.Deal or None, not {deal!r}")
    deal.check(rules)
    return GAME_RULES.start(rules, seed, _dealt(deal))


def _dealt(deal: Deal) -> Dealt:
    return Dealt(tuple([mask_of(hand) for hand in deal.hands]), deal.stock)


def new_game(
    rules: Rules | None = None, *, seed: int | None = None, deal: Deal | None = None
) -> State:
    """A new game, dealt for hand 1 and waiting for the first play (see :func:`start`).

    >>> state = new_game(Rules(players=4, variant="russian"), seed=7)
    >>> state.hand_number, state.seed, len(state.stock)
    (1, 7, 22)
    """
    return start(rules, seed=seed, deal=deal)[0]


def deal_hand(
    rules: Rules,
    hand_number: int,
    deal: Deal,
    *,
    scores: Sequence[int],
    seed: int = 0,
) -> tuple[State, tuple[Event, ...]]:
    """Hand ``hand_number`` laid out from the cards of ``deal``, with the game's totals so
    far: its first state and the event of its deal.

    The lowest card leads, as in every hand. Explicit chance (:mod:`tricktaker.chance`)
    starts every hand here; the hands after it are dealt from ``seed`` when its states are
    played on with :meth:`State.apply`.

    >>> from tricktaker.cards import SZAMAN_DECK
    >>> deal = Deal([SZAMAN_DECK[8:16], SZAMAN_DECK[:8]], SZAMAN_DECK[16:])
    >>> state, events = deal_hand(Rules(players=2), 4, deal, scores=(12, 30))
    >>> state.hand_number, state.to_act, state.scores
    (4, 1, (12, 30))

    Raises:
        RulesError: no such hand, scores that are not an int a seat, or a deal that does
            not fit the rules.
        TricktakerError: ``rules``, ``deal`` or ``seed`` of the wrong type.
    """
    if not isinstance(rules, Rules):
        raise TricktakerError(f"a Szaman hand needs szaman.Rules, not {rules!r}")
    check_deal_number(hand_number, rules.hands, "hand")
    totals = check_scores(scores, rules.players)
    if not isinstance(deal, Deal):
        raise TricktakerError(f"deal must be a szaman.Deal, not {deal!r}")
    deal.check(rules)
    dealer = GAME_RULES.dealer(rules, hand_number)
    return GAME_RULES.deal_state(rules, check_seed(seed), hand_number, dealer, totals, _dealt(deal))
