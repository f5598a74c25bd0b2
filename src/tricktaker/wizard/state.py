"""Wizard's immutable game state, a seat's view of it, and the transitions between them."""

from __future__ import annotations

import enum
import operator
from bisect import bisect_left as _bisect
from collections.abc import Sequence
from typing import Any

import attrs

from tricktaker.actions import Play
from tricktaker.cards import CARD_COUNT, Card, CardKind, Suit
from tricktaker.deals import check_deal_number, check_scores
from tricktaker.errors import IllegalActionError, TricktakerError
from tricktaker.events import Event, GameOver, card_played_table
from tricktaker.games import check_seed, game_seed
from tricktaker.plugin import builder, copier, draft_class, evolver
from tricktaker.tricks import (
    CompletedTrick,
    is_exactly,
    next_seat,
    position_in_hand,
    unplayable_message,
)
from tricktaker.wizard import kernel
from tricktaker.wizard.actions import Action, Bid, ChooseTrump
from tricktaker.wizard.deal import Deal
from tricktaker.wizard.events import (
    BidMade,
    RoundScored,
    RoundStarted,
    TrickWon,
    TrumpChosen,
    TrumpTurned,
)
from tricktaker.wizard.rules import Rules

__all__ = ["Phase", "State", "View", "deal_round", "new_game", "start"]

_CHOOSE_TRUMP = tuple(ChooseTrump(suit) for suit in Suit)
_BIDS = tuple(Bid(n) for n in range(60 // 3 + 1))  # shared values: bids 0 to the most tricks
_BIDS_MADE = tuple(
    tuple((BidMade(seat=seat, tricks=bid.tricks),) for bid in _BIDS) for seat in range(6)
)  # the one-event tuple of each seat making each bid


class Phase(enum.Enum):
    """What the player to act is asked to do."""

    CHOOSE_TRUMP = "choose_trump"
    """The dealer turned up a Wizard and names the trump suit."""
    BID = "bid"
    """Players bid, clockwise from the dealer's left."""
    PLAY = "play"
    """Players play cards to tricks."""
    OVER = "over"
    """The game has ended."""


_PLAY = Phase.PLAY


def _bid_choices(
    rules: Rules, round_: int, seat: int, dealer: int, bids: tuple[int | None, ...]
) -> range | tuple[int, ...]:
    """The bids ``seat`` may make now: the dealer bids last, so the hook is the dealer's."""
    bid_so_far = sum([bid for bid in bids if bid is not None])
    return kernel.bid_choices(round_, bid_so_far, rules.hook and seat == dealer)


def _bid_refusal(
    rules: Rules, round_: int, seat: int, dealer: int, bids: tuple[int | None, ...], tricks: int
) -> IllegalActionError | None:
    """Why ``seat`` may not bid ``tricks`` (an int), or None if it may."""
    choices = _bid_choices(rules, round_, seat, dealer, bids)
    if tricks in choices:
        return None
    if 0 <= tricks <= round_:
        return IllegalActionError(
            f"cannot bid {tricks}: the dealer may not make the bids add up to {round_} "
            f"(the hook; you may bid {', '.join(map(str, choices))})",
            code="hook_forbids",
        )
    return IllegalActionError(
        f"cannot bid {tricks}: bids in round {round_} are 0 to {round_}", code="bid_out_of_range"
    )


_ASKED = {Phase.PLAY: "play a card", Phase.BID: "bid", Phase.CHOOSE_TRUMP: "choose the trump suit"}


def _refusal(
    rules: Rules,
    phase: Phase,
    to_act: int | None,
    round_: int,
    dealer: int,
    hand: tuple[Card, ...],
    trick: tuple[Card, ...],
    bids: tuple[int | None, ...],
    action: object,
) -> IllegalActionError | None:
    """Why ``to_act``, holding ``hand``, may not take ``action`` now, or None if it may.

    The one home of Wizard's legality: :meth:`State.refusal`, :meth:`View.refusal` and the
    ``is_legal`` of both ask it, and :meth:`State.apply` raises what it says when its fast
    path (a copy of these checks) refuses. Actions are matched by exact type, as in
    :meth:`State.legal_actions`.
    """
    if phase is Phase.OVER or to_act is None:
        return IllegalActionError(f"cannot {_describe(action)}: the game is over", code="game_over")
    if is_exactly(action, Play):
        card = action.card
        if type(card) is not Card or not (action.suit is None or type(action.suit) is Suit):
            return _malformed(action, "a Play holds a Card (and a Suit or None)")
        if phase is not Phase.PLAY:
            return _wrong_phase(rules, phase, to_act, round_, dealer, hand, trick, bids, action)
        if action.suit is not None:
            return IllegalActionError(
                f"cannot {action}: in Wizard a card is played without naming a suit",
                code="unexpected_suit",
            )
        if position_in_hand(hand, card) < 0:
            reason = f"seat {to_act} does not hold it"
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
        if type(action.tricks) is not int:
            return _malformed(action, "a Bid holds a whole number of tricks")
        if phase is not Phase.BID:
            return _wrong_phase(rules, phase, to_act, round_, dealer, hand, trick, bids, action)
        return _bid_refusal(rules, round_, to_act, dealer, bids, action.tricks)
    if is_exactly(action, ChooseTrump):
        if type(action.suit) is not Suit:
            return _malformed(action, "choose one of ♣, ♦, ♥, ♠ (no-trump may not be chosen)")
        if phase is not Phase.CHOOSE_TRUMP:
            return _wrong_phase(rules, phase, to_act, round_, dealer, hand, trick, bids, action)
        return None
    return _malformed(
        action, f"a Wizard action is Bid, ChooseTrump or Play; seat {to_act} must {_ASKED[phase]}"
    )


def _wrong_phase(
    rules: Rules,
    phase: Phase,
    to_act: int,
    round_: int,
    dealer: int,
    hand: tuple[Card, ...],
    trick: tuple[Card, ...],
    bids: tuple[int | None, ...],
    action: Action,
) -> IllegalActionError:
    legal = _legal_actions(rules, phase, to_act, round_, dealer, hand, trick, bids)
    return IllegalActionError(
        f"cannot {action}: seat {to_act} must {_ASKED[phase]} ({', '.join(map(str, legal))})",
        code="wrong_phase",
    )


def _malformed(action: object, what: str) -> IllegalActionError:
    return IllegalActionError(f"cannot take {action!r}: {what}", code="malformed")


def _legal_actions(
    rules: Rules,
    phase: Phase,
    to_act: int | None,
    round_: int,
    dealer: int,
    hand: tuple[Card, ...],
    trick: tuple[Card, ...],
    bids: tuple[int | None, ...],
) -> tuple[Action, ...]:
    if phase is Phase.PLAY:
        return kernel.playable_actions(hand, trick)
    if phase is Phase.BID:
        assert to_act is not None
        if rules.hook and to_act == dealer:
            return tuple([_BIDS[n] for n in _bid_choices(rules, round_, to_act, dealer, bids)])
        return _BIDS[: round_ + 1]
    if phase is Phase.CHOOSE_TRUMP:
        return _CHOOSE_TRUMP
    return ()


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
        return _legal_actions(
            self.rules,
            self.phase,
            self.to_act,
            self.round,
            self.dealer,
            self.hand,
            self.trick,
            self.bids,
        )

    def refusal(self, action: object) -> IllegalActionError | None:
        """The error this seat would get for ``action`` now (``error.code`` says why), or None
        if it may take it; ``not_your_turn`` while another seat is to act.

        >>> from tricktaker import Card, Play
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
        return _refusal(
            self.rules,
            self.phase,
            self.to_act,
            self.round,
            self.dealer,
            self.hand,
            self.trick,
            self.bids,
            action,
        )

    def is_legal(self, action: object) -> bool:
        """Whether this seat may take ``action`` now (any value: False for what is no action).

        >>> view = new_game(Rules(players=3), seed=2).view(1)
        >>> view.is_legal(Bid(1)), view.is_legal(Bid(2)), view.is_legal("bid 1")
        (True, False, False)
        """
        return self.refusal(action) is None


@attrs.frozen(kw_only=True, weakref_slot=False)
class State:
    """A Wizard game at one moment: a value that never changes.

    ``apply(action)`` returns the next state and the events that happened; dealing, turning
    trump, collecting tricks and scoring happen inside it, so every state that is not over
    waits for a decision by ``to_act``. Sequences indexed by seat have one entry per player.

    Attributes:
        rules: the rule set.
        seed: the seed every deal of the game derives from.
        round: the round number, from 1.
        dealer: the seat that dealt this round.
        trump_card: the card turned up after the deal; None in the last round.
        trump: the trump suit; None without trump (or before the dealer chooses).
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

    >>> state = new_game(Rules(players=3), seed=2)
    >>> state.round, state.phase, state.to_act, len(state.hands[1])
    (1, <Phase.BID: 'bid'>, 1, 1)
    >>> state.legal_actions()
    (Bid(tricks=0), Bid(tricks=1))
    >>> after, events = state.apply(Bid(1))
    >>> [str(e) for e in events], state.bids
    (['seat 1 bids 1'], (None, None, None))
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
        """Every action ``to_act`` may take, in a canonical order (bids up, suits ♣♦♥♠, cards
        in hand order); empty when the game is over."""
        if self.phase is _PLAY:  # the hot path of every playout
            return kernel.playable_actions(self.hands[self.to_act], self.trick)  # type: ignore[index]
        hand = self.hands[self.to_act] if self.to_act is not None else ()
        return _legal_actions(
            self.rules,
            self.phase,
            self.to_act,
            self.round,
            self.dealer,
            hand,
            self.trick,
            self.bids,
        )

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
        return _refusal(
            self.rules,
            self.phase,
            self.to_act,
            self.round,
            self.dealer,
            hand,
            self.trick,
            self.bids,
            action,
        )

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
            IllegalActionError: the action is not allowed now; this state is unchanged.
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
            if self.phase is Phase.BID and type(tricks) is int:
                seat = self.to_act  # type: ignore[assignment]
                if (
                    _bid_refusal(self.rules, self.round, seat, self.dealer, self.bids, tricks)
                    is None
                ):
                    return self._bid(seat, tricks)
        elif (
            kind is ChooseTrump and self.phase is Phase.CHOOSE_TRUMP and type(action.suit) is Suit  # type: ignore[union-attr]
        ):
            return self._choose_trump(action.suit)  # type: ignore[union-attr]
        # Refused above: say why. The checks above are the fast path's copy of _refusal's.
        error = self.refusal(action)
        assert error is not None, f"apply refused {action!r}, which refusal() allows"
        raise error

    # -- transitions --------------------------------------------------------------------------

    def _choose_trump(self, suit: Suit) -> tuple[State, tuple[Event, ...]]:
        draft = _copy(self)
        draft.trump = suit
        draft.phase = Phase.BID
        draft.to_act = next_seat(self.dealer, self.rules.players)
        state = _frozen(draft)
        return state, (TrumpChosen(seat=self.dealer, suit=suit),)

    def _bid(self, seat: int, tricks: int) -> tuple[State, tuple[Event, ...]]:
        """``seat`` bids ``tricks``, already checked to be legal."""
        bids = self.bids[:seat] + (tricks,) + self.bids[seat + 1 :]
        events: tuple[Event, ...] = _BIDS_MADE[seat][tricks]
        phase, to_act, leader = Phase.BID, next_seat(seat, self.rules.players), self.leader
        if seat == self.dealer:  # the dealer bids last: play begins left of the dealer
            phase, leader = _PLAY, to_act
        draft = _copy(self)
        draft.bids = bids
        draft.leader = leader
        draft.phase = phase
        draft.to_act = to_act
        state = _frozen(draft)
        return state, events

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
        if len(trick) < players:  # the commonest step
            state = _next_play(
                self, hands=hands, trick=trick, to_act=seat + 1 if seat + 1 < players else 0
            )
            return state, _PLAYED[seat][card.index]

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
            draft = _copy(self)
            draft.hands = hands
            draft.tricks_taken = taken
            draft.trick = ()
            draft.leader = winner
            draft.played = self.played + trick
            draft.last_trick = last
            draft.to_act = winner
            state = _frozen(draft)
            return state, (played, won)
        return self._end_round(taken, self.played + trick, last, (played, won))

    def _end_round(
        self,
        taken: tuple[int, ...],
        played: tuple[Card, ...],
        last: CompletedTrick,
        events: tuple[Event, ...],
    ) -> tuple[State, tuple[Event, ...]]:
        bids = tuple(bid for bid in self.bids if bid is not None)
        points = tuple(kernel.score(bid, took) for bid, took in zip(bids, taken, strict=True))
        scores = tuple(total + pts for total, pts in zip(self.scores, points, strict=True))
        scored = _round_scored(
            round=self.round, trump=self.trump, bids=bids, taken=taken, points=points, scores=scores
        )
        if self.round == self.rules.rounds:
            best = max(scores)
            winners = tuple(seat for seat, total in enumerate(scores) if total == best)
            state = _state(
                rules=self.rules,
                seed=self.seed,
                round=self.round,
                dealer=self.dealer,
                trump_card=self.trump_card,
                trump=self.trump,
                hands=tuple(() for _ in scores),
                bids=self.bids,
                tricks_taken=taken,
                trick=(),
                leader=self.leader,
                played=played,
                last_trick=last,
                scores=scores,
                phase=Phase.OVER,
                to_act=None,
                winners=winners,
            )
            return state, (*events, scored, GameOver(scores=scores, winners=winners))
        state, dealt = _deal(
            self.rules,
            self.seed,
            self.round + 1,
            next_seat(self.dealer, self.rules.players),
            scores,
        )
        return state, (*events, scored, *dealt)


_new = object.__new__
_BY_INDEX = operator.attrgetter("index")
_ViewDraft = draft_class(View)
_TrickWonDraft = draft_class(TrickWon)
_round_started = builder(RoundStarted)
_round_scored = builder(RoundScored)
_CompletedTrickDraft = draft_class(CompletedTrick)
_TRUMP_TURNED = tuple(
    TrumpTurned(card=card, trump=card.suit) for card in map(Card.from_index, range(CARD_COUNT))
)  # the event of turning up each card, by card index: shared values


_state = builder(State)  # State(...) by keyword, without its cost
_copy = copier(State)  # a draft copy of a State: assign the fields that change, then _frozen
_next_play = evolver(State, "hands", "trick", "to_act")  # a card joins the trick


def _frozen(draft: Any) -> State:
    """The :class:`State` a filled draft becomes."""
    draft.__class__ = State
    state: State = draft
    return state


"""A new :class:`State` from all its fields by keyword: ``State(...)`` without its cost."""


_PLAYED = card_played_table(6)  # the one-event tuple of each seat playing each card


def _describe(action: object) -> str:
    return str(action) if isinstance(action, (Play, Bid, ChooseTrump)) else f"take {action!r}"


def _deal(
    rules: Rules,
    seed: int,
    round_: int,
    dealer: int,
    scores: tuple[int, ...],
    given: Deal | None = None,
) -> tuple[State, tuple[Event, ...]]:
    """Deal round ``round_`` (or lay out the ``given`` cards) and turn the trump card; the
    result waits for the first decision."""
    players = rules.players
    if given is None:
        hands, trump_card = kernel.deal(seed, round_, players, dealer)
    else:
        hands = tuple([tuple(sorted(hand, key=_BY_INDEX)) for hand in given.hands])
        trump_card = given.trump_card
    trump = trump_card.suit if trump_card is not None else None
    first = next_seat(dealer, players)
    phase, to_act = Phase.BID, first
    if trump_card is not None and trump_card.kind is CardKind.WIZARD:
        phase, to_act = Phase.CHOOSE_TRUMP, dealer
    state = _state(
        rules=rules,
        seed=seed,
        round=round_,
        dealer=dealer,
        trump_card=trump_card,
        trump=trump,
        hands=hands,
        bids=(None,) * players,
        tricks_taken=(0,) * players,
        trick=(),
        leader=first,
        played=(),
        last_trick=None,
        scores=scores,
        phase=phase,
        to_act=to_act,
        winners=(),
    )
    started = _round_started(round=round_, dealer=dealer, hands=state.hands)
    if trump_card is None:
        return state, (started,)
    return state, (started, _TRUMP_TURNED[trump_card.index])


def start(
    rules: Rules | None = None, *, seed: int | None = None, deal: Deal | None = None
) -> tuple[State, tuple[Event, ...]]:
    """A new game dealt for round 1, and the events of that deal (round started, trump turned).

    ``seed`` fixes every deal; None draws a fresh one, kept in ``state.seed`` for replays.
    ``deal`` gives round 1's cards instead (later rounds are dealt from the seed).

    >>> state, events = start(Rules(players=3), seed=5)
    >>> [type(event).__name__ for event in events]
    ['RoundStarted', 'TrumpTurned']
    """
    if rules is None:
        rules = Rules()
    if not isinstance(rules, Rules):
        raise TricktakerError(f"a Wizard game needs wizard.Rules, not {rules!r}")
    seed = game_seed(seed)
    if deal is not None:
        if not isinstance(deal, Deal):
            raise TricktakerError(f"deal must be a wizard.Deal or None, not {deal!r}")
        deal.check(rules)
    return _deal(rules, seed, 1, rules.first_dealer, (0,) * rules.players, deal)


def new_game(
    rules: Rules | None = None, *, seed: int | None = None, deal: Deal | None = None
) -> State:
    """A new game, dealt for round 1 and waiting for the first decision (see :func:`start`).

    >>> state = new_game(Rules(players=4, hook=True), seed=7)
    >>> state.round, state.dealer, state.seed
    (1, 0, 7)
    >>> state.trump_card, state.phase, state.to_act  # a Wizard turned: the dealer names trump
    (Card.parse('W4'), <Phase.CHOOSE_TRUMP: 'choose_trump'>, 0)
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
    a round, each hand of ``round_number`` cards. Explicit chance (:mod:`tricktaker.chance`)
    starts every round here; the rounds after it are dealt from ``seed`` when its states are
    played on with :meth:`State.apply`.

    >>> from tricktaker import Card, parse_cards
    >>> deal = Deal([parse_cards("AS 2C"), parse_cards("N1 W1"), parse_cards("KH 3D")],
    ...             Card.parse("8H"))
    >>> state, events = deal_round(Rules(players=3), 2, deal, scores=(30, -10, 20))
    >>> state.round, state.dealer, state.to_act, state.trump, state.scores
    (2, 1, 2, <Suit.HEARTS: 2>, (30, -10, 20))

    Raises:
        RulesError: no such round, scores that are not an int a seat, or a deal that does
            not fit the round.
        TricktakerError: ``rules``, ``deal`` or ``seed`` of the wrong type.
    """
    if not isinstance(rules, Rules):
        raise TricktakerError(f"a Wizard round needs wizard.Rules, not {rules!r}")
    check_deal_number(round_number, rules.rounds, "round")
    totals = check_scores(scores, rules.players)
    if not isinstance(deal, Deal):
        raise TricktakerError(f"deal must be a wizard.Deal, not {deal!r}")
    deal.check(rules, round_number)
    dealer = (rules.first_dealer + round_number - 1) % rules.players
    return _deal(rules, check_seed(seed), round_number, dealer, totals, deal)
