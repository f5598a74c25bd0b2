"""Szaman's immutable game state, a seat's view of it, and the transitions between them.

A state is a lean, two-level value (:mod:`tricktaker.lean`, :mod:`tricktaker.szaman.parts`):
its own slots hold what changes at every play (the cards still held as one mask, the trick,
its led suit, whose turn it is) and what no seat sees whole (the cards each seat was dealt or
drew, the stock, the seed), and a public part shared by every state of a trick holds the rest
(:class:`~tricktaker.szaman.parts.Table`). A play is one XOR on the mask; a view refers to the
public part as is.
"""

from __future__ import annotations

import functools
import operator
from collections.abc import Sequence

from tricktaker.actions import PLAYS as _PLAYS
from tricktaker.actions import Play, PlayChoices
from tricktaker.cards import CARD_COUNT, Card, CardKind, Suit
from tricktaker.consistency import check_sorted
from tricktaker.deals import check_deal_number, check_scores
from tricktaker.errors import IllegalActionError, TricktakerError, shown_value
from tricktaker.events import CardPlayed, Event, GameOver, card_played_table
from tricktaker.games import check_seed, game_seed
from tricktaker.lean import LeanValue
from tricktaker.masks import BITS, cards_of, mask_of
from tricktaker.plugin import builder, draft_class
from tricktaker.szaman import kernel
from tricktaker.szaman.deal import Deal
from tricktaker.szaman.events import CardDrawn, HandScored, HandStarted, TrickWon
from tricktaker.szaman.kernel import JOKER_SUITS
from tricktaker.szaman.parts import Phase, Shown, StateRecord, Table, ViewRecord
from tricktaker.szaman.rules import Rules
from tricktaker.tricks import CompletedTrick, is_exactly, position_in_hand, unplayable_message

__all__ = ["Phase", "State", "View", "deal_hand", "new_game", "start"]

_JOKER = CardKind.JOKER
_PLAYING = Phase.PLAY
_OVER = Phase.OVER
_add = operator.add
_PLAYED = card_played_table(6)  # the one-event tuple of each seat playing each card
_DRAWN = tuple(
    tuple(CardDrawn(seat=seat, card=Card.from_index(index)) for index in range(CARD_COUNT))
    for seat in range(6)
)  # the event of each seat drawing each card: shared values, built once
_SUIT_ALONE = tuple((suit,) for suit in Suit)  # a trick's led suit, to add to led_suits


def _legal_actions(table: Table, hand: int, trick_suit: Suit | None) -> tuple[Play, ...]:
    """Every play open to the holder of the mask ``hand``: cards in canonical order, a led
    Joker once for each suit it may name."""
    if table.phase is not _PLAYING:
        return ()
    if trick_suit is not None:
        return kernel.playable_actions(hand, trick_suit, table.any_joker)
    if not table.played:  # only a hand's first lead may be bound; later leads skip the call
        required = _required_lead(table.rules, hand)
        if required is not None:
            return (_PLAYS[required.index],)
    return kernel.lead_actions(hand)


def _refusal(
    table: Table,
    to_act: int | None,
    hand_mask: int,
    trick: tuple[Card, ...],
    trick_suit: Suit | None,
    action: object,
) -> IllegalActionError | None:
    """Why ``to_act``, holding the cards of ``hand_mask``, may not make ``action`` now, or None
    if it may.

    The one home of Szaman's legality: :meth:`State.refusal`, :meth:`View.refusal` and the
    ``is_legal`` of both ask it, and :meth:`State.apply` raises what it says when its fast
    path (a copy of these checks) refuses.
    """
    if table.phase is _OVER or to_act is None:
        text = str(action) if isinstance(action, Play) else f"take {shown_value(action)}"
        return IllegalActionError(f"cannot {text}: the game is over", code="game_over")
    if not is_exactly(action, Play):
        text = str(action) if isinstance(action, Play) else f"take {shown_value(action)}"
        legal = _legal_actions(table, hand_mask, trick_suit)
        return IllegalActionError(
            f"cannot {text}: a Szaman action is a Play; seat {to_act} must play a card "
            f"({', '.join(map(str, legal))})",
            code="malformed",
        )
    card, named = action.card, action.suit
    if type(card) is not Card or not (named is None or type(named) is Suit):
        return IllegalActionError(
            f"cannot take {shown_value(action)}: a Play holds a Card (and a Suit or None)",
            code="malformed",
        )
    hand = cards_of(hand_mask)
    if position_in_hand(hand, card) < 0:
        seen: dict[Card, None] = {}  # the cards that may be played, a led Joker once
        for option in _legal_actions(table, hand_mask, trick_suit):
            seen[option.card] = None
        reason = f"seat {to_act} does not hold it"
        return IllegalActionError(unplayable_message(card, reason, seen), code="not_in_hand")
    lead = not trick
    required = _required_lead(table.rules, hand_mask) if lead and not table.played else None
    if required is not None and card is not required:
        reason = f"the first trick of a hand is led with {required}"
        return IllegalActionError(
            unplayable_message(card, reason, (required,)), code="must_lead_starting_card"
        )
    if lead and card.kind is _JOKER:
        suits = JOKER_SUITS[card]
        if type(named) is not Suit or named not in suits:
            reason = "name the suit it leads," if named is None else f"the {card.color} Joker leads"
            return IllegalActionError(
                f"cannot play {card}{_as(named)}: {reason} {suits[0]} or {suits[1]}",
                code="joker_suit",
            )
        return None
    if named is not None:
        return IllegalActionError(
            f"cannot play {card}{_as(named)}: a suit is named only when leading a Joker",
            code="unexpected_suit",
        )
    if not lead:
        assert trick_suit is not None
        allowed = kernel.playable(hand, trick_suit, table.any_joker)
        if position_in_hand(allowed, card) < 0:
            reason = f"must follow {trick_suit}"
            if card.kind is _JOKER:
                reason += f", which the {card.color} Joker does not"
            return IllegalActionError(
                unplayable_message(card, reason, allowed), code="must_follow_suit"
            )
    return None


def _required_lead(rules: Rules, hand: int) -> Card | None:
    """The card the leader holding the mask ``hand`` must lead to a hand's first trick, or
    None if any card may lead it.

    With ``lead_starting_card`` it is the card that chose the leader, the lowest of ``hand``
    (see :func:`~tricktaker.szaman.starting_card`); a leader holding no suited card, which no
    deal makes, leads freely.
    """
    return kernel.starting_card_of(hand) if rules.lead_starting_card else None


@functools.cache  # a few thousand keys at most; read by every hand_sizes
def _played_this_hand(players: int, leader: int, played: int, trick: int) -> tuple[int, ...]:
    """How many cards each seat has played this hand, ``played`` cards to its finished tricks
    and ``trick`` to the one in progress, led by ``leader``: one to each finished trick, and
    one to the trick in progress for those that have played to it.

    >>> _played_this_hand(4, 3, 8, 2)
    (3, 2, 2, 3)
    """
    finished = played // players
    return tuple(finished + ((seat - leader) % players < trick) for seat in range(players))


def _as(named: object) -> str:
    return "" if named is None else f" as {named}"


def _table(
    *,
    rules: Rules,
    hand_number: int,
    leader: int,
    played: tuple[Card, ...],
    led_suits: tuple[Suit, ...],
    last_trick: CompletedTrick | None,
    scores: tuple[int, ...],
    hand_points: tuple[int, ...],
    phase: Phase,
    winners: tuple[int, ...],
    stock_size: int,
    received: tuple[int, ...],
) -> Table:
    """A new public part; ``players`` and ``any_joker`` are read from ``rules``, and the
    totals before the hand are ``scores`` less ``hand_points``."""
    return _new_table(
        rules=rules,
        hand_number=hand_number,
        leader=leader,
        played=played,
        led_suits=led_suits,
        last_trick=last_trick,
        scores_before=tuple(map(operator.sub, scores, hand_points)),
        hand_points=hand_points,
        phase=phase,
        winners=winners,
        stock_size=stock_size,
        received=received,
        players=rules.players,
        any_joker=rules.jokers_always_playable,
        russian=rules.is_russian,
    )


class View(Shown, PlayChoices, LeanValue):  # legal_plays(): for typed bots
    """What ``seat`` may know: its own hand, the table, the tricks played and the scores.

    The fields mean what they mean on :class:`State`; other seats' hands and the stock appear
    only as counts. A view refers to its state's public part as is and copies only its own
    hand and the trick's slots, so it holds no card another seat holds.

    Attributes:
        seat: the seat this view belongs to.
        played: the cards of this hand's finished tricks, which every player has seen.
        led_suits: the led suit of each of this hand's finished tricks, as on :class:`State`.
        last_trick: the last finished trick of this hand, as on :class:`State`.
    """

    __record__ = ViewRecord
    __slots__ = ("_mask", "seat", "to_act", "trick", "trick_suit")
    seat: int
    trick: tuple[Card, ...]
    trick_suit: Suit | None
    to_act: int | None
    _mask: int

    def __init__(
        self,
        *,
        seat: int,
        rules: Rules,
        hand_number: int,
        hand: tuple[Card, ...],
        hand_sizes: tuple[int, ...],
        stock_size: int,
        trick: tuple[Card, ...],
        trick_suit: Suit | None,
        leader: int,
        played: tuple[Card, ...],
        led_suits: tuple[Suit, ...] = (),
        last_trick: CompletedTrick | None = None,
        scores: tuple[int, ...],
        hand_points: tuple[int, ...],
        phase: Phase,
        to_act: int | None,
        winners: tuple[int, ...],
    ) -> None:
        check_sorted("the hand", hand)  # a mask keeps no order and no card twice
        players = rules.players
        if len(hand_sizes) != players:  # the public part keeps one size a seat
            raise TricktakerError(
                f"hand_sizes {tuple(hand_sizes)}: one a seat for {players} players"
            )
        table = _table(
            rules=rules,
            hand_number=hand_number,
            leader=leader,
            played=played,
            led_suits=led_suits,
            last_trick=last_trick,
            scores=scores,
            hand_points=hand_points,
            phase=phase,
            winners=winners,
            stock_size=stock_size,
            received=tuple(
                map(_add, hand_sizes, _played_this_hand(players, leader, len(played), len(trick)))
            ),
        )
        self._fill(
            _table=table,
            seat=seat,
            _mask=mask_of(hand),
            trick=trick,
            trick_suit=trick_suit,
            to_act=to_act,
        )

    @property
    def hand(self) -> tuple[Card, ...]:
        """This seat's cards, in canonical order."""
        return cards_of(self._mask)

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        """How many cards each seat holds, by seat (those it was dealt or drew this hand less
        those it has played, derived when read rather than counted at each view)."""
        table = self._table
        played = _played_this_hand(table.players, table.leader, len(table.played), len(self.trick))
        return tuple(map(operator.sub, table.received, played))

    @property
    def stock_size(self) -> int:
        """How many cards the stock holds."""
        return self._table.stock_size

    def legal_actions(self) -> tuple[Play, ...]:
        """The plays this seat may make now; empty unless it is this seat's turn."""
        if self.to_act != self.seat:
            return ()
        return _legal_actions(self._table, self._mask, self.trick_suit)

    def refusal(self, action: object) -> IllegalActionError | None:
        """The error this seat would get for ``action`` now (``error.code`` says why), or None
        if it may make it; ``not_your_turn`` while another seat is to play.

        >>> from tricktaker import Card, Play
        >>> view = new_game(Rules(players=3), seed=2).view(0)
        >>> view.refusal(Play(Card.parse("2C"))).code
        'not_your_turn'
        """
        if self.to_act != self.seat and self.to_act is not None:
            text = str(action) if isinstance(action, Play) else f"take {shown_value(action)}"
            return IllegalActionError(
                f"cannot {text}: it is seat {self.to_act}'s turn, not seat {self.seat}'s",
                code="not_your_turn",
            )
        return _refusal(self._table, self.to_act, self._mask, self.trick, self.trick_suit, action)

    def is_legal(self, action: object) -> bool:
        """Whether this seat may make ``action`` now (any value: False for what is no action).

        >>> from tricktaker import Card, Play
        >>> view = new_game(Rules(players=3), seed=2).view(2)
        >>> view.is_legal(Play(Card.parse("2C"))), view.is_legal(Play(Card.parse("AS")))
        (True, False)
        """
        return self.refusal(action) is None


class State(Shown, LeanValue):
    """A Szaman game at one moment: a value that never changes.

    ``apply(action)`` returns the next state and the events that happened; collecting tricks,
    drawing, scoring and dealing the next hand happen inside it, so every state that is not
    over waits for a play by ``to_act``.

    Attributes:
        rules: the rule set.
        hand_number: the hand being played, 1-based.
        trick: the cards of the trick in progress, in play order.
        trick_suit: the led suit (the first card's, or the one named with a led Joker);
            None while the trick is empty.
        leader: the seat that led (or is to lead) the trick in progress.
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

    ``State(...)`` takes these fields by keyword (the hands each in canonical order); the
    game's steps build their states without it. ``attrs.evolve`` does not apply to a state:
    :func:`tricktaker.lean.replace` does.

    >>> state = new_game(Rules(players=3), seed=2)
    >>> state.hand_number, state.phase, state.to_act, len(state.stock)
    (1, <Phase.PLAY: 'play'>, 2, 30)
    >>> [len(hand) for hand in state.hands]
    [8, 8, 8]
    >>> after, events = state.apply(state.legal_actions()[0])
    >>> [str(event) for event in events], after.trick_suit
    (['seat 2 plays 2♣'], <Suit.CLUBS: 0>)
    """

    __record__ = StateRecord
    __slots__ = ("_held", "_masks", "_seed", "_stock", "to_act", "trick", "trick_suit")
    trick: tuple[Card, ...]
    trick_suit: Suit | None
    to_act: int | None
    _held: int  # every card still in a hand: a seat's hand is its mask (in _masks) & this
    _masks: tuple[int, ...]  # the cards each seat was dealt or drew this hand, changed by a draw
    _stock: tuple[Card, ...]
    _seed: int

    def __init__(
        self,
        *,
        rules: Rules,
        seed: int,
        hand_number: int,
        hands: Sequence[tuple[Card, ...]],
        stock: tuple[Card, ...],
        trick: tuple[Card, ...],
        trick_suit: Suit | None,
        leader: int,
        played: tuple[Card, ...],
        led_suits: tuple[Suit, ...] = (),
        last_trick: CompletedTrick | None = None,
        scores: tuple[int, ...],
        hand_points: tuple[int, ...],
        phase: Phase,
        to_act: int | None,
        winners: tuple[int, ...] = (),
    ) -> None:
        for seat, hand in enumerate(hands):  # a mask keeps no order and no card twice
            check_sorted(f"the hand of seat {seat}", hand)
        masks = tuple([mask_of(hand) for hand in hands])
        held = 0
        for mask in masks:
            held |= mask
        played_by = _played_this_hand(rules.players, leader, len(played), len(trick))
        table = _table(
            rules=rules,
            hand_number=hand_number,
            leader=leader,
            played=played,
            led_suits=led_suits,
            last_trick=last_trick,
            scores=scores,
            hand_points=hand_points,
            phase=phase,
            winners=winners,
            stock_size=len(stock),
            received=tuple(map(_add, map(len, hands), played_by)),
        )
        self._fill(
            _table=table,
            _seed=seed,
            _masks=masks,
            _stock=stock,
            _held=held,
            trick=trick,
            trick_suit=trick_suit,
            to_act=to_act,
        )

    @property
    def seed(self) -> int:
        """The seed every deal derives from."""
        return self._seed

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """Each seat's cards, in canonical order (derived from the masks of the cards held)."""
        held = self._held
        hands = []  # a plain loop: cheaper than a comprehension's frame
        for mask in self._masks:
            hands.append(cards_of(mask & held))
        return tuple(hands)

    @property
    def stock(self) -> tuple[Card, ...]:
        """The undrawn cards, the next to be drawn first. In the Russian variant, once it holds
        fewer cards than there are players nobody draws and these stay out of play."""
        return self._stock

    def legal_actions(self) -> tuple[Play, ...]:
        """Every play ``to_act`` may make, in a canonical order: cards in hand order, a led
        Joker once for each suit it may name (♦ ♥ for red, ♣ ♠ for black); empty when over."""
        seat = self.to_act
        if seat is None:
            return ()
        hand = self._masks[seat] & self._held
        suit = self.trick_suit
        if suit is not None:  # following, the commonest case
            return kernel.playable_actions(hand, suit, self._table.any_joker)
        return _legal_actions(self._table, hand, None)

    def refusal(self, action: object) -> IllegalActionError | None:
        """The error :meth:`apply` raises for ``action`` (``error.code`` says why), or None if
        ``to_act`` may make it; any value may be asked about.

        >>> from tricktaker import Card, Play
        >>> state = new_game(Rules(players=3), seed=2)
        >>> state.refusal(Play(Card.parse("2C"))) is None
        True
        >>> error = state.refusal(Play(Card.parse("AS")))
        >>> error.code, str(error)
        ('not_in_hand', 'cannot play A♠: seat 2 does not hold it (you may play ...)')
        """
        seat = self.to_act
        hand = 0 if seat is None else self._masks[seat] & self._held
        return _refusal(self._table, seat, hand, self.trick, self.trick_suit, action)

    def is_legal(self, action: object) -> bool:
        """Whether ``to_act`` may make ``action`` now: ``action in state.legal_actions()``
        without raising for any value, and without building the list.

        >>> from tricktaker import Card, Play
        >>> state = new_game(Rules(players=3), seed=2)
        >>> state.is_legal(Play(Card.parse("2C"))), state.is_legal("2C")
        (True, False)
        """
        return self.refusal(action) is None

    def view(self, seat: int) -> View:
        """What ``seat`` may know of this state.

        >>> view = new_game(Rules(players=2), seed=1).view(0)
        >>> len(view.hand), view.hand_sizes, view.stock_size
        (8, (8, 8), 38)
        """
        table = self._table
        if type(seat) is not int or not 0 <= seat < table.players:
            raise TricktakerError(f"no seat {seat!r}: seats are 0 to {table.players - 1}")
        view = _ViewDraft()
        view._table = table
        view.seat = seat
        view._mask = self._masks[seat] & self._held
        view.trick = self.trick
        view.trick_suit = self.trick_suit
        view.to_act = self.to_act
        view.__class__ = View
        result: View = view
        return result

    def apply(self, action: Play) -> tuple[State, tuple[Event, ...]]:
        """The state after ``action`` by ``to_act``, and the events it caused, in order.

        Raises:
            IllegalActionError: the action is not allowed now; this state is unchanged.

        >>> from tricktaker import Card, Play
        >>> state = new_game(Rules(players=3), seed=2)
        >>> state.apply(Play(Card.parse("AS")))
        Traceback (most recent call last):
        ...
        tricktaker.IllegalActionError: cannot play A♠: seat 2 does not hold it (...)
        """
        seat = self.to_act
        if type(action) is not Play or seat is None:
            raise self._refused(action)
        card = action.card
        bit = BITS[card.index] if type(card) is Card else 0
        held = self._held
        hand = self._masks[seat] & held
        table = self._table
        suit = self.trick_suit
        if not hand & bit or action.suit is not None:
            suit = self._checked_play(action)
        elif suit is None:  # a lead
            if card.kind is _JOKER or (not table.played and table.rules.lead_starting_card):
                suit = self._checked_play(action)
            else:
                suit = card.suit
        elif card.suit is not suit and not kernel.may_play(bit, hand, suit, table.any_joker):
            # a card of the led suit, the commonest play, always follows: no call for it
            suit = self._checked_play(action)  # raises: the card does not follow
        assert suit is not None

        # The card leaves the hand (one bit of the cards held) and joins the trick.
        trick = self.trick + (card,)
        if action.suit is None:
            played_events = _PLAYED[seat][card.index]
        else:
            played_events = (CardPlayed(seat=seat, card=card, suit=action.suit),)
        players = table.players
        if len(trick) < players:  # the commonest step
            state = _StateDraft()
            state._table = table
            state._seed = self._seed
            state._masks = self._masks
            state._stock = self._stock
            state._held = held ^ bit
            state.trick = trick
            state.trick_suit = suit
            state.to_act = seat + 1 if seat + 1 < players else 0
            state.__class__ = State
            result: State = state
            return result, played_events
        return self._finish_trick(held ^ bit, trick, suit, played_events[0])

    # -- checks -------------------------------------------------------------------------------

    def _checked_play(self, action: Play) -> Suit:
        """The led suit once ``action``, a play off the fast path, is made; raises if it is
        illegal."""
        error = self.refusal(action)
        if error is not None:
            raise error
        if self.trick_suit is not None:
            return self.trick_suit
        if action.suit is not None:  # a led Joker names it
            return action.suit
        assert action.card.suit is not None
        return action.card.suit

    def _refused(self, action: object) -> IllegalActionError:
        error = self.refusal(action)
        assert error is not None, f"apply refused {action!r}, which refusal() allows"
        return error

    # -- transitions --------------------------------------------------------------------------

    def _finish_trick(
        self, held: int, trick: tuple[Card, ...], suit: Suit, played_event: Event
    ) -> tuple[State, tuple[Event, ...]]:
        """The trick of ``trick`` is complete (``held``: the cards still in hands): score it,
        let the stock be drawn from, and lead the next trick or end the hand."""
        table = self._table
        players = table.players
        leader = table.leader
        russian = table.russian
        winner, points = kernel.trick_result(trick, suit, russian, leader)
        hand_points = tuple(map(_add, table.hand_points, points))
        won = _TrickWonDraft()  # the event, and the next states' last_trick
        won.winner = winner
        won.leader = leader
        won.cards = trick
        won.suit = suit
        won.points = tuple(points)
        won.__class__ = TrickWon

        # Each seat's mask keeps the cards it was dealt or drew this hand (``held`` says which
        # are still held), the public part their number: only a draw changes them. Every seat
        # has played one card to each finished trick, so one that received as many holds none.
        masks = self._masks
        received = table.received
        stock = self._stock
        played = table.played + trick
        finished = len(played) // players
        # Russian: everyone draws while the stock holds a card for each; classic: the winner,
        # unless the option end_before_draw ends the hand before that draw.
        if (
            not stock
            or (russian and len(stock) < players)
            or (table.rules.end_before_draw and finished in received)
        ):
            events: tuple[Event, ...] = (played_event, won)
        else:
            drawing = list(masks)
            counts = list(received)
            if russian:
                drawn_events: list[Event] = [played_event, won]
                seat = winner
                for drawn in stock[:players]:
                    drawing[seat] |= BITS[drawn.index]
                    counts[seat] += 1
                    held |= BITS[drawn.index]
                    drawn_events.append(_DRAWN[seat][drawn.index])
                    seat = seat + 1 if seat + 1 < players else 0
                stock = stock[players:]
                events = tuple(drawn_events)
            else:
                drawn = stock[0]
                drawing[winner] |= BITS[drawn.index]
                counts[winner] += 1
                held |= BITS[drawn.index]
                stock = stock[1:]
                events = (played_event, won, _DRAWN[winner][drawn.index])
            masks = tuple(drawing)
            received = tuple(counts)

        led_suits = table.led_suits + _SUIT_ALONE[suit]
        if finished not in received:  # nobody is out: the winner leads the next trick
            next_table = _TableDraft()
            next_table.rules = table.rules
            next_table.hand_number = table.hand_number
            next_table.leader = winner
            next_table.played = played
            next_table.led_suits = led_suits
            next_table.last_trick = won
            next_table.scores_before = table.scores_before
            next_table.hand_points = hand_points
            next_table.phase = _PLAYING
            next_table.winners = ()
            next_table.stock_size = len(stock)
            next_table.received = received
            next_table.players = players
            next_table.any_joker = table.any_joker
            next_table.russian = russian
            next_table.__class__ = Table
            state = _StateDraft()
            state._table = next_table
            state._seed = self._seed
            state._masks = masks
            state._stock = stock
            state._held = held
            state.trick = ()
            state.trick_suit = None
            state.to_act = winner
            state.__class__ = State
            result: State = state
            return result, events
        return self._end_hand(
            [cards_of(hand & held) for hand in masks],
            stock,
            played,
            led_suits,
            CompletedTrick(cards=trick, leader=leader, winner=winner),
            tuple(map(_add, table.scores_before, hand_points)),
            hand_points,
            list(events),
        )

    def _end_hand(
        self,
        hands: Sequence[tuple[Card, ...]],
        stock: tuple[Card, ...],
        played: tuple[Card, ...],
        led_suits: tuple[Suit, ...],
        last: CompletedTrick,
        scores: tuple[int, ...],
        hand_points: tuple[int, ...],
        events: list[Event],
    ) -> tuple[State, tuple[Event, ...]]:
        """Someone has run out of cards: charge the cards still held and deal the next hand."""
        rules = self.rules
        penalties = tuple(map(kernel.penalty, hands))
        scores = tuple(map(operator.sub, scores, penalties))
        scored = _hand_scored(
            hand_number=self.hand_number,
            trick_points=hand_points,
            penalties=penalties,
            points=tuple(map(operator.sub, hand_points, penalties)),
            scores=scores,
        )
        events.append(scored)
        if self.hand_number < rules.hands:
            state, dealt = _deal(rules, self.seed, self.hand_number + 1, scores)
            return state, (*events, *dealt)
        best = min(abs(total - rules.target) for total in scores)
        winners = tuple(
            seat for seat, total in enumerate(scores) if abs(total - rules.target) == best
        )
        events.append(GameOver(scores=scores, winners=winners))
        # The last hand's end position stays visible: cards held, stock and tricks played.
        state = State(
            rules=rules,
            seed=self.seed,
            hand_number=self.hand_number,
            hands=hands,
            stock=stock,
            trick=(),
            trick_suit=None,
            leader=last.winner,
            played=played,
            led_suits=led_suits,
            last_trick=last,
            scores=scores,
            hand_points=hand_points,
            phase=Phase.OVER,
            to_act=None,
            winners=winners,
        )
        return state, tuple(events)


_StateDraft = draft_class(State)
_ViewDraft = draft_class(View)
_TableDraft = draft_class(Table)
_TrickWonDraft = draft_class(TrickWon)
_new_table = builder(Table)  # Table(...) by keyword, without its cost
_hand_started = builder(HandStarted)
_hand_scored = builder(HandScored)


def _deal(
    rules: Rules,
    seed: int,
    hand_number: int,
    scores: tuple[int, ...],
    given: Deal | None = None,
) -> tuple[State, tuple[Event, ...]]:
    """Deal hand ``hand_number`` (or lay out the ``given`` cards): 8 cards each, the rest is
    the stock; the lowest card leads."""
    players = rules.players
    if given is None:
        masks, stock = kernel.deal_masks(seed, hand_number, players)
    else:
        masks = tuple([mask_of(hand) for hand in given.hands])
        stock = given.stock
    held = 0
    for mask in masks:
        held |= mask
    starting_card = kernel.starting_card_of(held)
    assert starting_card is not None  # 16 or more cards dealt: at most two are Jokers
    bit = BITS[starting_card.index]
    leader = next(seat for seat, mask in enumerate(masks) if mask & bit)
    table = _table(
        rules=rules,
        hand_number=hand_number,
        leader=leader,
        played=(),
        led_suits=(),
        last_trick=None,
        scores=scores,
        hand_points=(0,) * players,
        phase=_PLAYING,
        winners=(),
        stock_size=len(stock),
        received=tuple([mask.bit_count() for mask in masks]),
    )
    state = _StateDraft()
    state._table = table
    state._seed = seed
    state._masks = masks
    state._stock = stock
    state._held = held
    state.trick = ()
    state.trick_suit = None
    state.to_act = leader
    state.__class__ = State
    event = _hand_started(
        hand_number=hand_number,
        leader=leader,
        starting_card=starting_card,
        hands=tuple([cards_of(mask) for mask in masks]),
        stock_size=len(stock),
    )
    return state, (event,)


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
    if deal is not None:
        if not isinstance(deal, Deal):
            raise TricktakerError(f"deal must be a szaman.Deal or None, not {deal!r}")
        deal.check(rules)
    return _deal(rules, seed, 1, (0,) * rules.players, deal)


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
    return _deal(rules, check_seed(seed), hand_number, totals, deal)
