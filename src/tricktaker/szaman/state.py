"""Szaman's immutable game state, a seat's view of it, and the transitions between them."""

from __future__ import annotations

import enum
import operator
from bisect import bisect_left as _bisect
from collections.abc import Sequence

import attrs

from tricktaker.actions import PLAYS as _PLAYS
from tricktaker.actions import Play, PlayChoices
from tricktaker.cards import CARD_COUNT, Card, CardKind, Suit
from tricktaker.deals import check_deal_number, check_scores
from tricktaker.errors import IllegalActionError, TricktakerError, shown_value
from tricktaker.events import CardPlayed, Event, GameOver, card_played_table
from tricktaker.games import check_seed, game_seed
from tricktaker.plugin import builder, copier, draft_class, evolver
from tricktaker.szaman import kernel
from tricktaker.szaman.deal import Deal
from tricktaker.szaman.events import CardDrawn, HandScored, HandStarted, TrickWon
from tricktaker.szaman.kernel import HAND_SIZE, JOKER_SUITS, playable_actions
from tricktaker.szaman.rules import Rules
from tricktaker.tricks import (
    CompletedTrick,
    is_exactly,
    position_in_hand,
    unplayable_message,
)

__all__ = ["Phase", "State", "View", "deal_hand", "new_game", "start"]

_JOKER = CardKind.JOKER
_BY_INDEX = operator.attrgetter("index")
_add = operator.add
_PLAYED = card_played_table(6)  # the one-event tuple of each seat playing each card
_DRAWN = tuple(
    tuple(CardDrawn(seat=seat, card=Card.from_index(index)) for index in range(CARD_COUNT))
    for seat in range(6)
)  # the event of each seat drawing each card: shared values, built once
_SUIT_ALONE = tuple((suit,) for suit in Suit)  # a trick's led suit, to add to led_suits
_JOKER_LEADS: dict[Card, tuple[Play, Play]] = {
    joker: (Play(joker, suit=suits[0]), Play(joker, suit=suits[1]))
    for joker, suits in JOKER_SUITS.items()
}


class Phase(enum.Enum):
    """What the game is waiting for."""

    PLAY = "play"
    """A player is to play a card to the trick."""
    OVER = "over"
    """The game has ended."""


_PLAYING = Phase.PLAY


def _legal_actions(
    rules: Rules,
    phase: Phase,
    hand: tuple[Card, ...],
    trick_suit: Suit | None,
    first_trick: bool,
) -> tuple[Play, ...]:
    """Every play open to the holder of ``hand``: cards in hand order, a led Joker twice."""
    if phase is not Phase.PLAY:
        return ()
    if trick_suit is not None:
        return playable_actions(hand, trick_suit, rules.jokers_always_playable)
    if first_trick:  # only a hand's first lead may be bound; later leads skip the call
        required = _required_lead(rules, hand)
        if required is not None:
            return (_PLAYS[required.index],)
    if hand[-1].kind is not _JOKER:  # no Joker in hand (Jokers sort last): any card, once
        return tuple([_PLAYS[card.index] for card in hand])
    actions: list[Play] = []
    for card in hand:
        if card.kind is _JOKER:
            actions.extend(_JOKER_LEADS[card])
        else:
            actions.append(_PLAYS[card.index])
    return tuple(actions)


def _refusal(
    rules: Rules,
    phase: Phase,
    to_act: int | None,
    hand: tuple[Card, ...],
    trick: tuple[Card, ...],
    trick_suit: Suit | None,
    first_trick: bool,
    action: object,
) -> IllegalActionError | None:
    """Why ``to_act``, holding ``hand``, may not make ``action`` now, or None if it may.

    The one home of Szaman's legality: :meth:`State.refusal`, :meth:`View.refusal` and the
    ``is_legal`` of both ask it, and :meth:`State.apply` raises what it says when its fast
    path (a copy of these checks) refuses. ``first_trick``: no trick of the hand is finished.
    """
    if phase is Phase.OVER or to_act is None:
        text = str(action) if isinstance(action, Play) else f"take {shown_value(action)}"
        return IllegalActionError(f"cannot {text}: the game is over", code="game_over")
    if not is_exactly(action, Play):
        text = str(action) if isinstance(action, Play) else f"take {shown_value(action)}"
        legal = _legal_actions(rules, phase, hand, trick_suit, first_trick)
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
    if position_in_hand(hand, card) < 0:
        seen: dict[Card, None] = {}  # the cards that may be played, a led Joker once
        for option in _legal_actions(rules, phase, hand, trick_suit, first_trick):
            seen[option.card] = None
        reason = f"seat {to_act} does not hold it"
        return IllegalActionError(unplayable_message(card, reason, seen), code="not_in_hand")
    lead = not trick
    required = _required_lead(rules, hand) if lead and first_trick else None
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
        allowed = kernel.playable(hand, trick_suit, rules.jokers_always_playable)
        if position_in_hand(allowed, card) < 0:
            reason = f"must follow {trick_suit}"
            if card.kind is _JOKER:
                reason += f", which the {card.color} Joker does not"
            return IllegalActionError(
                unplayable_message(card, reason, allowed), code="must_follow_suit"
            )
    return None


@attrs.frozen(kw_only=True, weakref_slot=False)
class View(PlayChoices):  # legal_plays(): for typed bots
    """What ``seat`` may know: its own hand, the table, the tricks played and the scores.

    The fields mean what they mean on :class:`State`; other seats' hands and the stock appear
    only as counts.

    Attributes:
        seat: the seat this view belongs to.
        hand: this seat's cards.
        hand_sizes: how many cards each seat holds.
        stock_size: how many cards the stock holds.
        played: the cards of this hand's finished tricks, which every player has seen.
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
    trick_suit: Suit | None
    leader: int
    played: tuple[Card, ...]
    led_suits: tuple[Suit, ...] = ()
    last_trick: CompletedTrick | None = None
    scores: tuple[int, ...]
    hand_points: tuple[int, ...]
    phase: Phase
    to_act: int | None
    winners: tuple[int, ...]

    @property
    def is_over(self) -> bool:
        """True once the game has ended."""
        return self.phase is Phase.OVER

    def legal_actions(self) -> tuple[Play, ...]:
        """The plays this seat may make now; empty unless it is this seat's turn."""
        if self.to_act != self.seat:
            return ()
        return _legal_actions(self.rules, self.phase, self.hand, self.trick_suit, not self.played)

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
        return _refusal(
            self.rules,
            self.phase,
            self.to_act,
            self.hand,
            self.trick,
            self.trick_suit,
            not self.played,
            action,
        )

    def is_legal(self, action: object) -> bool:
        """Whether this seat may make ``action`` now (any value: False for what is no action).

        >>> from tricktaker import Card, Play
        >>> view = new_game(Rules(players=3), seed=2).view(2)
        >>> view.is_legal(Play(Card.parse("2C"))), view.is_legal(Play(Card.parse("AS")))
        (True, False)
        """
        return self.refusal(action) is None


@attrs.frozen(kw_only=True, weakref_slot=False)
class State:
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
    stock: tuple[Card, ...]
    trick: tuple[Card, ...]
    trick_suit: Suit | None
    leader: int
    played: tuple[Card, ...]
    led_suits: tuple[Suit, ...] = ()
    last_trick: CompletedTrick | None = None
    scores: tuple[int, ...]
    hand_points: tuple[int, ...]
    phase: Phase
    to_act: int | None
    winners: tuple[int, ...] = ()

    @property
    def is_over(self) -> bool:
        """True once the last hand has been scored."""
        return self.phase is Phase.OVER

    def legal_actions(self) -> tuple[Play, ...]:
        """Every play ``to_act`` may make, in a canonical order: cards in hand order, a led
        Joker once for each suit it may name (♦ ♥ for red, ♣ ♠ for black); empty when over."""
        if self.to_act is None:
            return ()
        hand = self.hands[self.to_act]
        suit = self.trick_suit
        if suit is not None:  # following, the commonest case
            return playable_actions(hand, suit, self.rules.jokers_always_playable)
        return _legal_actions(self.rules, self.phase, hand, None, not self.played)

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
        hand = self.hands[self.to_act] if self.to_act is not None else ()
        return _refusal(
            self.rules,
            self.phase,
            self.to_act,
            hand,
            self.trick,
            self.trick_suit,
            not self.played,
            action,
        )

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
        if type(seat) is not int or not 0 <= seat < self.rules.players:
            raise TricktakerError(f"no seat {seat!r}: seats are 0 to {self.rules.players - 1}")
        view = _new(_ViewDraft)
        view.seat = seat
        view.rules = self.rules
        view.hand_number = self.hand_number
        view.hand = self.hands[seat]
        view.hand_sizes = tuple([len(hand) for hand in self.hands])
        view.stock_size = len(self.stock)
        view.trick = self.trick
        view.trick_suit = self.trick_suit
        view.leader = self.leader
        view.played = self.played
        view.led_suits = self.led_suits
        view.last_trick = self.last_trick
        view.scores = self.scores
        view.hand_points = self.hand_points
        view.phase = self.phase
        view.to_act = self.to_act
        view.winners = self.winners
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
        if type(action) is not Play or self.to_act is None:
            raise self._refused(action)
        seat = self.to_act
        card = action.card
        hand = self.hands[seat]
        i = -1
        if type(card) is Card:
            i = _bisect(hand, card.index, key=_BY_INDEX)  # see tricks.position_in_hand
            if i == len(hand) or hand[i] is not card:
                i = position_in_hand(hand, card)
        suit = self.trick_suit
        if i < 0 or action.suit is not None:
            suit = self._checked_play(action)
        elif suit is None:  # a lead
            if card.kind is _JOKER or (self.rules.lead_starting_card and not self.played):
                suit = self._checked_play(action)
            else:
                suit = card.suit
        elif card.suit is not suit and not kernel.may_play(
            card, hand, suit, self.rules.jokers_always_playable
        ):  # a card of the led suit, the commonest play, always follows: no call for it
            suit = self._checked_play(action)  # raises: the card does not follow
        assert suit is not None

        # The card leaves the hand (which stays sorted) and joins the trick.
        new_hands = list(self.hands)
        new_hands[seat] = hand[:i] + hand[i + 1 :]
        hands = tuple(new_hands)
        trick = self.trick + (card,)
        if action.suit is None:
            played_events = _PLAYED[seat][card.index]
        else:
            played_events = (CardPlayed(seat=seat, card=card, suit=action.suit),)
        rules = self.rules
        players = rules.players
        if len(trick) < players:  # the commonest step
            state = _next_play(
                self,
                hands=hands,
                trick=trick,
                trick_suit=suit,
                to_act=seat + 1 if seat + 1 < players else 0,
            )
            return state, played_events
        return self._finish_trick(hands, trick, suit, played_events[0])

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
        self,
        hands: tuple[tuple[Card, ...], ...],
        trick: tuple[Card, ...],
        suit: Suit,
        played_event: Event,
    ) -> tuple[State, tuple[Event, ...]]:
        rules = self.rules
        players = rules.players
        leader = self.leader
        russian = rules.is_russian
        won_by = kernel.winner(trick, suit)
        points = kernel.points(trick, suit, won_by, russian)
        if leader:  # card i of the trick was played by seat leader + i: rotate to seat order
            points = points[players - leader :] + points[: players - leader]
        scores = tuple(map(_add, self.scores, points))
        hand_points = tuple(map(_add, self.hand_points, points))
        winner = (leader + won_by) % players
        won = _new(_TrickWonDraft)
        won.winner = winner
        won.leader = leader
        won.cards = trick
        won.suit = suit
        won.points = tuple(points)
        won.__class__ = TrickWon
        last = _new(_CompletedTrickDraft)
        last.cards = trick
        last.leader = leader
        last.winner = winner
        last.__class__ = CompletedTrick

        stock = self.stock
        # Russian: everyone draws while the stock holds a card for each; classic: the winner,
        # unless the option end_before_draw ends the hand before that draw.
        if (
            not stock
            or (russian and len(stock) < players)
            or (rules.end_before_draw and not all(hands))
        ):
            events: tuple[Event, ...] = (played_event, won)
        elif russian:
            hand_list = list(hands)
            drawn_events: list[Event] = [played_event, won]
            for k in range(players):
                seat = (winner + k) % players
                drawn = stock[k]
                held = hand_list[seat]
                at = _bisect(held, drawn.index, key=_BY_INDEX)  # keeps the canonical order
                hand_list[seat] = held[:at] + (drawn,) + held[at:]
                drawn_events.append(_DRAWN[seat][drawn.index])
            hands = tuple(hand_list)
            stock = stock[players:]
            events = tuple(drawn_events)
        else:
            drawn = stock[0]
            held = hands[winner]
            at = _bisect(held, drawn.index, key=_BY_INDEX)  # keeps the canonical order
            hand_list = list(hands)
            hand_list[winner] = held[:at] + (drawn,) + held[at:]
            hands = tuple(hand_list)
            stock = stock[1:]
            events = (played_event, won, _DRAWN[winner][drawn.index])

        played = self.played + trick
        led_suits = self.led_suits + _SUIT_ALONE[suit]
        if all(hands):  # everyone still holds cards: the winner leads the next trick
            draft = _copy(self)
            draft.hands = hands
            draft.stock = stock
            draft.trick = ()
            draft.trick_suit = None
            draft.leader = winner
            draft.played = played
            draft.led_suits = led_suits
            draft.last_trick = last
            draft.scores = scores
            draft.hand_points = hand_points
            draft.to_act = winner
            draft.__class__ = State
            state: State = draft
            return state, events
        return self._end_hand(
            hands, stock, played, led_suits, last, scores, hand_points, list(events)
        )

    def _end_hand(
        self,
        hands: tuple[tuple[Card, ...], ...],
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
        state = _state(
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


def _required_lead(rules: Rules, hand: tuple[Card, ...]) -> Card | None:
    """The card the leader of ``hand`` must lead to a hand's first trick, or None if any card
    may lead it.

    With ``lead_starting_card`` it is the card that chose the leader, the lowest of ``hand``
    (see :func:`~tricktaker.szaman.starting_card`); a leader holding no suited card, which no
    deal makes, leads freely.
    """
    return kernel.starting_card(hand) if rules.lead_starting_card else None


_new = object.__new__
_ViewDraft = draft_class(View)
_TrickWonDraft = draft_class(TrickWon)
_hand_started = builder(HandStarted)
_hand_scored = builder(HandScored)
_CompletedTrickDraft = draft_class(CompletedTrick)


_state = builder(State)  # State(...) by keyword, without its cost
_copy = copier(State)  # a draft copy of a State: assign the fields that change, then freeze it
_next_play = evolver(State, "hands", "trick", "trick_suit", "to_act")  # a card joins the trick


def _as(named: object) -> str:
    return "" if named is None else f" as {named}"


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
        hands, stock = kernel.deal(seed, hand_number, players)
    else:
        hands = tuple([tuple(sorted(hand, key=_BY_INDEX)) for hand in given.hands])
        stock = given.stock
    dealt = tuple([card for hand in hands for card in hand])  # seat by seat
    position = kernel.starting_position(dealt)
    assert position >= 0  # 16 or more cards dealt: at most two are Jokers
    leader = position // HAND_SIZE
    state = _state(
        rules=rules,
        seed=seed,
        hand_number=hand_number,
        hands=hands,
        stock=stock,
        trick=(),
        trick_suit=None,
        leader=leader,
        played=(),
        led_suits=(),
        last_trick=None,
        scores=scores,
        hand_points=(0,) * players,
        phase=Phase.PLAY,
        to_act=leader,
        winners=(),
    )
    event = _hand_started(
        hand_number=hand_number,
        leader=leader,
        starting_card=dealt[position],
        hands=hands,
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
