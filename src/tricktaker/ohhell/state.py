"""Oh Hell's immutable game state, a seat's view of it, a given deal, and the transitions."""

from __future__ import annotations

import enum
import operator
from bisect import bisect_left as _bisect
from collections.abc import Sequence
from typing import Any

import attrs

from tricktaker.actions import PLAYS as _PLAYS
from tricktaker.actions import Play
from tricktaker.cards import STANDARD_DECK, Card, Suit
from tricktaker.deals import (
    as_hands,
    check_deal_number,
    check_dealt_cards,
    check_hand_sizes,
    check_scores,
)
from tricktaker.errors import IllegalActionError, RulesError, TricktakerError
from tricktaker.events import Event, GameOver, card_played_table
from tricktaker.games import check_seed, game_seed
from tricktaker.ohhell import kernel
from tricktaker.ohhell.actions import Action, Bid
from tricktaker.ohhell.events import BidMade, RoundScored, RoundStarted, TrickWon, TrumpTurned
from tricktaker.ohhell.rules import Rules
from tricktaker.plugin import draft_class
from tricktaker.tricks import (
    CompletedTrick,
    is_exactly,
    next_seat,
    position_in_hand,
    unplayable_message,
)

__all__ = ["Deal", "Phase", "State", "View", "deal_round", "new_game", "start"]

_BIDS = tuple(Bid(n) for n in range(kernel.DECK_SIZE // 3 + 1))  # shared values: every bid
_BIDS_MADE = tuple(
    tuple((BidMade(seat=seat, tricks=bid.tricks),) for bid in _BIDS) for seat in range(7)
)  # the one-event tuple of each seat making each bid
_PLAYED = card_played_table(7)  # the one-event tuple of each seat playing each card
_TRUMP_TURNED = {card: TrumpTurned(card=card) for card in STANDARD_DECK}  # shared values


class Phase(enum.Enum):
    """What the player to act is asked to do."""

    BID = "bid"
    """Players bid, clockwise from the dealer's left."""
    PLAY = "play"
    """Players play cards to tricks."""
    OVER = "over"
    """The game has ended."""


_BID = Phase.BID
_PLAY = Phase.PLAY


def _bid_choices(
    rules: Rules, round_: int, seat: int, dealer: int, bids: tuple[int | None, ...]
) -> range | tuple[int, ...]:
    """The bids ``seat`` may make now: the dealer bids last, so the hook is the dealer's."""
    bid_so_far = sum([bid for bid in bids if bid is not None])
    hooked = rules.hook and seat == dealer
    return kernel.bid_choices(rules.schedule[round_ - 1], bid_so_far, hooked)


def _legal_actions(position: State | View, hand: tuple[Card, ...]) -> tuple[Action, ...]:
    """The actions ``position.to_act``, holding ``hand``, may take."""
    if position.phase is _PLAY:  # the hot path of every playout
        return tuple([_PLAYS[card.index] for card in kernel.playable(hand, position.trick)])
    if position.phase is _BID:
        seat: int = position.to_act  # type: ignore[assignment]
        choices = _bid_choices(position.rules, position.round, seat, position.dealer, position.bids)
        if type(choices) is range:
            return _BIDS[: choices.stop]
        return tuple([_BIDS[n] for n in choices])
    return ()


_ASKED = {Phase.PLAY: "play a card", Phase.BID: "bid"}


def _refusal(
    position: State | View, hand: tuple[Card, ...], action: object
) -> IllegalActionError | None:
    """Why ``position.to_act``, holding ``hand``, may not take ``action`` now, or None if it
    may.

    The one home of Oh Hell's legality: :meth:`State.refusal`, :meth:`View.refusal` and the
    ``is_legal`` of both ask it, and :meth:`State.apply` raises what it says when its fast
    path (a copy of these checks) refuses. The rules themselves are the kernel's
    (:func:`~tricktaker.ohhell.kernel.playable`, :func:`~tricktaker.ohhell.kernel.bid_choices`).
    Actions are matched by exact type, as in :meth:`State.legal_actions`.
    """
    phase, seat = position.phase, position.to_act
    if phase is Phase.OVER or seat is None:
        return IllegalActionError(f"cannot {_describe(action)}: the game is over", code="game_over")
    if is_exactly(action, Play):
        card = action.card
        if type(card) is not Card or not (action.suit is None or type(action.suit) is Suit):
            return _malformed(action, "a Play holds a Card (and a Suit or None)")
        if phase is not _PLAY:
            return _wrong_phase(position, hand, action)
        if action.suit is not None:
            return IllegalActionError(
                f"cannot {action}: in Oh Hell a card is played without naming a suit",
                code="unexpected_suit",
            )
        trick = position.trick
        if position_in_hand(hand, card) < 0:
            reason = f"seat {seat} does not hold it"
            return IllegalActionError(
                unplayable_message(card, reason, kernel.playable(hand, trick)), code="not_in_hand"
            )
        if not kernel.may_play(card, hand, trick):
            reason = f"must follow {kernel.led_suit(trick)}"
            return IllegalActionError(
                unplayable_message(card, reason, kernel.playable(hand, trick)),
                code="must_follow_suit",
            )
        return None
    if is_exactly(action, Bid):
        tricks = action.tricks
        if type(tricks) is not int:
            return _malformed(action, "a Bid holds a whole number of tricks")
        if phase is not _BID:
            return _wrong_phase(position, hand, action)
        rules, round_ = position.rules, position.round
        choices = _bid_choices(rules, round_, seat, position.dealer, position.bids)
        if tricks in choices:
            return None
        size = rules.schedule[round_ - 1]
        if 0 <= tricks <= size:
            return IllegalActionError(
                f"cannot bid {tricks}: the dealer may not make the bids add up to {size} "
                f"(the hook; you may bid {', '.join(map(str, choices))})",
                code="hook_forbids",
            )
        return IllegalActionError(
            f"cannot bid {tricks}: bids in round {round_} are 0 to {size}",
            code="bid_out_of_range",
        )
    return _malformed(action, f"an Oh Hell action is Bid or Play; seat {seat} must {_ASKED[phase]}")


def _wrong_phase(
    position: State | View, hand: tuple[Card, ...], action: Action
) -> IllegalActionError:
    legal = ", ".join(map(str, _legal_actions(position, hand)))
    return IllegalActionError(
        f"cannot {action}: seat {position.to_act} must {_ASKED[position.phase]} ({legal})",
        code="wrong_phase",
    )


def _malformed(action: object, what: str) -> IllegalActionError:
    return IllegalActionError(f"cannot take {action!r}: {what}", code="malformed")


def _describe(action: object) -> str:
    return str(action) if isinstance(action, (Play, Bid)) else f"take {action!r}"


@attrs.frozen(kw_only=True, weakref_slot=False)
class View:
    """What ``seat`` may know: its own hand, the table, bids, tricks and scores.

    The fields mean what they mean on :class:`State`; other seats' hands appear only as counts.

    Attributes:
        seat: the seat this view belongs to.
        hand: this seat's cards.
        hand_sizes: how many cards each seat holds.
    """

    seat: int
    rules: Rules
    round: int
    dealer: int
    trump_card: Card | None
    trump: Suit | None
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    bids: tuple[int | None, ...]
    tricks_taken: tuple[int, ...]
    trick: tuple[Card, ...]
    leader: int
    played: tuple[Card, ...] = ()
    last_trick: CompletedTrick | None = None
    scores: tuple[int, ...]
    phase: Phase
    to_act: int | None
    winners: tuple[int, ...]

    @property
    def is_over(self) -> bool:
        """True once the game has ended."""
        return self.phase is Phase.OVER

    def legal_actions(self) -> tuple[Action, ...]:
        """The actions this seat may take now; empty unless it is this seat's turn."""
        if self.to_act != self.seat:
            return ()
        return _legal_actions(self, self.hand)

    def refusal(self, action: object) -> IllegalActionError | None:
        """The error this seat would get for ``action`` now (``error.code`` says why), or None
        if it may take it; ``not_your_turn`` while another seat is to act.

        >>> view = new_game(Rules(players=3), seed=2).view(0)
        >>> view.refusal(Bid(1)).code
        'not_your_turn'
        """
        if self.to_act != self.seat and self.to_act is not None:
            return IllegalActionError(
                f"cannot {_describe(action)}: it is seat {self.to_act}'s turn, not seat "
                f"{self.seat}'s",
                code="not_your_turn",
            )
        return _refusal(self, self.hand, action)

    def is_legal(self, action: object) -> bool:
        """Whether this seat may take ``action`` now (any value: False for what is no action).

        >>> view = new_game(Rules(players=3), seed=2).view(1)
        >>> view.is_legal(Bid(1)), view.is_legal(Bid(2)), view.is_legal("bid 1")
        (True, False, False)
        """
        return self.refusal(action) is None


@attrs.frozen(kw_only=True, weakref_slot=False)
class State:
    """An Oh Hell game at one moment: a value that never changes.

    ``apply(action)`` returns the next state and the events that happened; dealing, turning
    trump, collecting tricks and scoring happen inside it, so every state that is not over
    waits for a decision by ``to_act``. Sequences indexed by seat have one entry per player.

    Attributes:
        rules: the rule set.
        seed: the seed every deal of the game derives from.
        round: the round number, from 1; round ``r`` deals ``rules.schedule[r - 1]`` cards.
        dealer: the seat that dealt this round.
        trump_card: the card turned up after the deal; None if no card was left.
        trump: the trump suit, the turned card's; None without a turned card.
        hands: each seat's cards, in canonical order.
        bids: each seat's bid this round; None until made.
        tricks_taken: tricks each seat has taken this round.
        trick: the cards of the trick in progress, in play order.
        leader: the seat that led (or will lead) the trick in progress.
        played: the cards of this round's finished tricks, in play order (a trick's cards
            join it when the trick is won); empty at the start of a round.
        last_trick: the last finished trick of this round (its cards, leader and winner),
            kept until the next one is finished; None until the round's first trick is won.
            A finished game keeps the last trick of its last round.
        scores: the game totals.
        phase: what ``to_act`` is asked to do.
        to_act: the seat whose decision it is; None once the game is over.
        winners: the seats with the highest total once the game is over; empty until then.

    >>> state = new_game(Rules(players=3, hook=True), seed=2)
    >>> state.round, state.phase, state.to_act, len(state.hands[1])
    (1, <Phase.BID: 'bid'>, 1, 1)
    >>> state.legal_actions()
    (Bid(tricks=0), Bid(tricks=1))
    >>> after, events = state.apply(Bid(1))
    >>> [str(e) for e in events], after.bids
    (['seat 1 bids 1'], (None, 1, None))
    """

    rules: Rules
    seed: int
    round: int
    dealer: int
    trump_card: Card | None
    trump: Suit | None
    hands: tuple[tuple[Card, ...], ...]
    bids: tuple[int | None, ...]
    tricks_taken: tuple[int, ...]
    trick: tuple[Card, ...]
    leader: int
    played: tuple[Card, ...] = ()
    last_trick: CompletedTrick | None = None
    scores: tuple[int, ...]
    phase: Phase
    to_act: int | None
    winners: tuple[int, ...] = ()

    @property
    def is_over(self) -> bool:
        """True once the last round has been scored."""
        return self.phase is Phase.OVER

    def legal_actions(self) -> tuple[Action, ...]:
        """Every action ``to_act`` may take, in a canonical order (bids up, cards in hand
        order); empty when the game is over."""
        if self.to_act is None:
            return ()
        return _legal_actions(self, self.hands[self.to_act])

    def refusal(self, action: object) -> IllegalActionError | None:
        """The error :meth:`apply` raises for ``action`` (``error.code`` says why), or None if
        ``to_act`` may take it; any value may be asked about.

        >>> state = new_game(Rules(players=3, hook=True), seed=2)
        >>> state.refusal(Bid(1)) is None
        True
        >>> error = state.refusal(Bid(5))
        >>> error.code, str(error)
        ('bid_out_of_range', 'cannot bid 5: bids in round 1 are 0 to 1')
        """
        hand = self.hands[self.to_act] if self.to_act is not None else ()
        return _refusal(self, hand, action)

    def is_legal(self, action: object) -> bool:
        """Whether ``to_act`` may take ``action`` now: ``action in state.legal_actions()``
        without raising for any value, and without building the list.

        >>> state = new_game(Rules(players=3), seed=2)
        >>> state.is_legal(Bid(1)), state.is_legal(Bid(2)), state.is_legal(None)
        (True, False, False)
        """
        return self.refusal(action) is None

    def view(self, seat: int) -> View:
        """What ``seat`` may know of this state."""
        if type(seat) is not int or not 0 <= seat < self.rules.players:
            raise TricktakerError(f"no seat {seat!r}: seats are 0 to {self.rules.players - 1}")
        view = _new(_ViewDraft)
        view.seat = seat
        view.rules = self.rules
        view.round = self.round
        view.dealer = self.dealer
        view.trump_card = self.trump_card
        view.trump = self.trump
        view.hand = self.hands[seat]
        view.hand_sizes = tuple([len(hand) for hand in self.hands])
        view.bids = self.bids
        view.tricks_taken = self.tricks_taken
        view.trick = self.trick
        view.leader = self.leader
        view.played = self.played
        view.last_trick = self.last_trick
        view.scores = self.scores
        view.phase = self.phase
        view.to_act = self.to_act
        view.winners = self.winners
        view.__class__ = View
        result: View = view
        return result

    def apply(self, action: Action) -> tuple[State, tuple[Event, ...]]:
        """The state after ``action`` by ``to_act``, and the events it caused, in order.

        Raises:
            IllegalActionError: the action is not allowed now (its ``code`` says why, as
                :meth:`refusal` does); this state is unchanged.
        """
        kind = type(action)
        if kind is Play:
            if self.phase is _PLAY and action.suit is None:  # type: ignore[union-attr]
                card = action.card  # type: ignore[union-attr]
                seat: int = self.to_act  # type: ignore[assignment]
                hand = self.hands[seat]
                if type(card) is Card:
                    i = _bisect(hand, card.index, key=_BY_INDEX)  # see tricks.position_in_hand
                    if i == len(hand) or hand[i] is not card:
                        i = position_in_hand(hand, card)
                    if i >= 0 and kernel.may_play(card, hand, self.trick):
                        return self._play(seat, card, hand, i)
        elif kind is Bid:
            tricks = action.tricks  # type: ignore[union-attr]
            if self.phase is _BID and type(tricks) is int:
                seat = self.to_act  # type: ignore[assignment]
                if tricks in _bid_choices(self.rules, self.round, seat, self.dealer, self.bids):
                    return self._bid(seat, tricks)
        # Refused above: say why. The checks above are the fast path's copy of _refusal's.
        error = self.refusal(action)
        assert error is not None, f"apply refused {action!r}, which refusal() allows"
        raise error

    # -- transitions --------------------------------------------------------------------------

    def _bid(self, seat: int, tricks: int) -> tuple[State, tuple[Event, ...]]:
        """``seat`` bids ``tricks``, already checked to be legal."""
        bids = self.bids[:seat] + (tricks,) + self.bids[seat + 1 :]
        phase, to_act, leader = _BID, next_seat(seat, self.rules.players), self.leader
        if seat == self.dealer:  # the dealer bids last: play begins left of the dealer
            phase, leader = _PLAY, to_act
        state = _draft(self)
        state.bids = bids
        state.leader = leader
        state.phase = phase
        state.to_act = to_act
        return _frozen(state), _BIDS_MADE[seat][tricks]

    def _play(
        self, seat: int, card: Card, hand: tuple[Card, ...], i: int
    ) -> tuple[State, tuple[Event, ...]]:
        """``seat`` plays ``card``, ``hand[i]``, already checked to be legal."""
        new_hands = list(self.hands)
        new_hands[seat] = hand[:i] + hand[i + 1 :]
        hands = tuple(new_hands)
        trick = self.trick + (card,)
        rules = self.rules
        players = rules.players
        if len(trick) < players:  # the commonest step: _draft(self) written out, for speed
            state = _new(_StateDraft)
            state.rules = rules
            state.seed = self.seed
            state.round = self.round
            state.dealer = self.dealer
            state.trump_card = self.trump_card
            state.trump = self.trump
            state.hands = hands
            state.bids = self.bids
            state.tricks_taken = self.tricks_taken
            state.trick = trick
            state.leader = self.leader
            state.played = self.played
            state.last_trick = self.last_trick
            state.scores = self.scores
            state.phase = _PLAY
            state.to_act = seat + 1 if seat + 1 < players else 0
            state.winners = ()
            state.__class__ = State
            result: State = state
            return result, _PLAYED[seat][card.index]

        played = _PLAYED[seat][card.index][0]
        leader = self.leader
        winner = (leader + kernel.winner(trick, self.trump)) % players
        taken = self.tricks_taken
        taken = taken[:winner] + (taken[winner] + 1,) + taken[winner + 1 :]
        won = _new(_TrickWonDraft)
        won.winner = winner
        won.leader = leader
        won.cards = trick
        won.__class__ = TrickWon
        last = _new(_CompletedTrickDraft)
        last.cards = trick
        last.leader = leader
        last.winner = winner
        last.__class__ = CompletedTrick
        if hands[winner]:  # more tricks this round: the winner leads
            state = _draft(self)
            state.hands = hands
            state.tricks_taken = taken
            state.trick = ()
            state.leader = state.to_act = winner
            state.played = self.played + trick
            state.last_trick = last
            return _frozen(state), (played, won)
        return self._end_round(taken, self.played + trick, last, (played, won))

    def _end_round(
        self,
        taken: tuple[int, ...],
        played: tuple[Card, ...],
        last: CompletedTrick,
        events: tuple[Event, ...],
    ) -> tuple[State, tuple[Event, ...]]:
        rules = self.rules
        bids = tuple([bid for bid in self.bids if bid is not None])
        points = tuple(
            [kernel.score(bid, took, rules) for bid, took in zip(bids, taken, strict=True)]
        )
        scores = tuple([total + pts for total, pts in zip(self.scores, points, strict=True)])
        scored = _new(_RoundScoredDraft)
        scored.round = self.round
        scored.trump = self.trump
        scored.bids = bids
        scored.taken = taken
        scored.points = points
        scored.scores = scores
        scored.__class__ = RoundScored
        if self.round == rules.rounds:
            best = max(scores)
            winners = tuple(seat for seat, total in enumerate(scores) if total == best)
            over = _draft(self)
            over.hands = tuple(() for _ in scores)
            over.tricks_taken = taken
            over.trick = ()
            over.played = played
            over.last_trick = last
            over.scores = scores
            over.phase = Phase.OVER
            over.to_act = None
            over.winners = winners
            return _frozen(over), (*events, scored, GameOver(scores=scores, winners=winners))
        state, dealt = _deal(
            rules, self.seed, self.round + 1, next_seat(self.dealer, rules.players), scores
        )
        return state, (*events, scored, *dealt)


_new = object.__new__
_BY_INDEX = operator.attrgetter("index")
_StateDraft = draft_class(State)
_ViewDraft = draft_class(View)
_TrickWonDraft = draft_class(TrickWon)
_RoundStartedDraft = draft_class(RoundStarted)
_RoundScoredDraft = draft_class(RoundScored)
_CompletedTrickDraft = draft_class(CompletedTrick)


def _draft(state: State) -> Any:
    """A draft copy of ``state``: assign the fields that change, then :func:`_frozen`.
    ``attrs.evolve`` without its cost; the only place besides :func:`_deal` that lists every
    field of a :class:`State`."""
    draft = _new(_StateDraft)
    draft.rules = state.rules
    draft.seed = state.seed
    draft.round = state.round
    draft.dealer = state.dealer
    draft.trump_card = state.trump_card
    draft.trump = state.trump
    draft.hands = state.hands
    draft.bids = state.bids
    draft.tricks_taken = state.tricks_taken
    draft.trick = state.trick
    draft.leader = state.leader
    draft.played = state.played
    draft.last_trick = state.last_trick
    draft.scores = state.scores
    draft.phase = state.phase
    draft.to_act = state.to_act
    draft.winners = state.winners
    return draft


def _frozen(draft: Any) -> State:
    """The :class:`State` a filled draft becomes."""
    draft.__class__ = State
    state: State = draft
    return state


_DECK = frozenset(STANDARD_DECK)


@attrs.frozen
class Deal:
    """The cards of a first round given rather than shuffled: ``hands`` by seat, and the
    ``trump_card`` turned after them (None when no card is left to turn).

    For duplicate tournaments, puzzles and tests: ``new_game(rules, deal=Deal(...))``. The
    hands must hold ``rules.schedule[0]`` cards each, and no card may appear twice.

    >>> from tricktaker import Card, parse_cards
    >>> deal = Deal([parse_cards("AS"), parse_cards("2C"), parse_cards("KH")], Card.parse("8H"))
    >>> state = new_game(Rules(players=3, schedule=(1,)), seed=1, deal=deal)
    >>> state.hands, state.trump
    (((Card.parse('A♠'),), (Card.parse('2♣'),), (Card.parse('K♥'),)), <Suit.HEARTS: 2>)
    >>> Deal([parse_cards("AS"), parse_cards("AS")], None)
    Traceback (most recent call last):
    ...
    tricktaker.RulesError: Deal: A♠ is dealt twice
    """

    hands: tuple[tuple[Card, ...], ...] = attrs.field(converter=as_hands)
    trump_card: Card | None = None

    def __attrs_post_init__(self) -> None:
        turned = () if self.trump_card is None else (self.trump_card,)
        cards = (*(card for hand in self.hands for card in hand), *turned)
        check_dealt_cards(cards, _DECK, "Oh Hell's 52-card deck")

    def check(self, rules: Rules, round_number: int = 1) -> None:
        """Raise :class:`~tricktaker.RulesError` unless this deal fits round ``round_number``
        of ``rules`` (the first by default): a hand a player, each of that round's size, and
        a trump card when a card is left over."""
        players, size = rules.players, rules.schedule[round_number - 1]
        when = "the first round" if round_number == 1 else f"round {round_number}"
        check_hand_sizes(self.hands, players, size, when)
        # A card left over must be turned; with none left there is none to give (no card
        # appears twice), so the trump card is None then.
        if self.trump_card is None and players * size < kernel.DECK_SIZE:
            raise RulesError("Deal: trump_card is None, but a card is left over to turn")


def _deal(
    rules: Rules,
    seed: int,
    round_: int,
    dealer: int,
    scores: tuple[int, ...],
    given: Deal | None = None,
) -> tuple[State, tuple[Event, ...]]:
    """Deal round ``round_`` (or lay out the ``given`` cards) and turn the trump card; the
    result waits for the first bid."""
    players = rules.players
    size = rules.schedule[round_ - 1]
    if given is None:
        hands, trump_card = kernel.deal(seed, round_, players, size, dealer)
    else:
        hands = tuple(tuple(sorted(hand, key=_BY_INDEX)) for hand in given.hands)
        trump_card = given.trump_card
    first = next_seat(dealer, players)
    state = _new(_StateDraft)
    state.rules = rules
    state.seed = seed
    state.round = round_
    state.dealer = dealer
    state.trump_card = trump_card
    state.trump = None if trump_card is None else trump_card.suit
    state.hands = hands
    state.bids = (None,) * players
    state.tricks_taken = (0,) * players
    state.trick = ()
    state.leader = first
    state.played = ()
    state.last_trick = None
    state.scores = scores
    state.phase = _BID
    state.to_act = first
    state.winners = ()
    started = _new(_RoundStartedDraft)
    started.round = round_
    started.dealer = dealer
    started.hand_size = size
    started.hands = hands
    started.__class__ = RoundStarted
    if trump_card is None:
        return _frozen(state), (started,)
    return _frozen(state), (started, _TRUMP_TURNED[trump_card])


def start(
    rules: Rules | None = None, *, seed: int | None = None, deal: Deal | None = None
) -> tuple[State, tuple[Event, ...]]:
    """A new game dealt for round 1, and the events of that deal (round started, trump turned).

    ``seed`` fixes every deal; None draws a fresh one, kept in ``state.seed`` for replays.
    ``deal`` gives the first round's cards instead (later rounds are dealt from the seed).

    >>> state, events = start(Rules(players=3), seed=5)
    >>> [type(event).__name__ for event in events]
    ['RoundStarted', 'TrumpTurned']
    """
    if rules is None:
        rules = Rules()
    if not isinstance(rules, Rules):
        raise TricktakerError(f"an Oh Hell game needs ohhell.Rules, not {rules!r}")
    seed = game_seed(seed)
    if deal is not None:
        if not isinstance(deal, Deal):
            raise TricktakerError(f"deal must be an ohhell.Deal or None, not {deal!r}")
        deal.check(rules)
    return _deal(rules, seed, 1, rules.first_dealer, (0,) * rules.players, deal)


def new_game(
    rules: Rules | None = None, *, seed: int | None = None, deal: Deal | None = None
) -> State:
    """A new game, dealt for round 1 and waiting for the first bid (see :func:`start`).

    >>> state = new_game(Rules(players=4, schedule=(5,), first_dealer=2), seed=7)
    >>> state.round, state.dealer, state.to_act, [len(hand) for hand in state.hands]
    (1, 2, 3, [5, 5, 5, 5])
    """
    return start(rules, seed=seed, deal=deal)[0]


def deal_round(
    rules: Rules,
    round_number: int,
    deal: Deal,
    *,
    scores: Sequence[int],
    seed: int = 0,
) -> tuple[State, tuple[Event, ...]]:
    """Round ``round_number`` laid out from the cards of ``deal``, with the game's totals so
    far: its first state and the events of its deal (round started, trump turned).

    The round is the one a seeded game reaches: dealt by ``rules.first_dealer`` moved one seat
    a round, each hand of ``rules.schedule[round_number - 1]`` cards. Explicit chance
    (:mod:`tricktaker.chance`) starts every round here; the rounds after it are dealt from
    ``seed`` when its states are played on with :meth:`State.apply`.

    >>> from tricktaker import Card, parse_cards
    >>> deal = Deal([parse_cards("AS"), parse_cards("2C"), parse_cards("KH")], Card.parse("8H"))
    >>> state, events = deal_round(Rules(players=3), 3, deal, scores=(11, 0, 1))
    Traceback (most recent call last):
    ...
    tricktaker.RulesError: Deal: seat 0 holds 1 cards; round 3 deals 3
    >>> state, events = deal_round(Rules(players=3, schedule=(2, 1)), 2, deal, scores=(11, 0, 1))
    >>> state.round, state.dealer, state.to_act, state.scores
    (2, 1, 2, (11, 0, 1))

    Raises:
        RulesError: no such round, scores that are not an int a seat, or a deal that does
            not fit the round.
        TricktakerError: ``rules``, ``deal`` or ``seed`` of the wrong type.
    """
    if not isinstance(rules, Rules):
        raise TricktakerError(f"an Oh Hell round needs ohhell.Rules, not {rules!r}")
    check_deal_number(round_number, rules.rounds, "round")
    totals = check_scores(scores, rules.players)
    if not isinstance(deal, Deal):
        raise TricktakerError(f"deal must be an ohhell.Deal, not {deal!r}")
    deal.check(rules, round_number)
    dealer = (rules.first_dealer + round_number - 1) % rules.players
    return _deal(rules, check_seed(seed), round_number, dealer, totals, deal)
