"""Wizard's immutable game state, a seat's view of it, and the transitions between them."""

from __future__ import annotations

import enum
import operator
from bisect import bisect_left as _bisect

import attrs

from tricktaker._fast import draft_class
from tricktaker.actions import PLAYS as _PLAYS
from tricktaker.actions import Play
from tricktaker.cards import CARD_COUNT, WIZARD_DECK, Card, CardKind, Suit, shuffled
from tricktaker.errors import IllegalActionError, TricktakerError
from tricktaker.events import Event, GameOver, card_played_table
from tricktaker.games import game_seed
from tricktaker.tricks import (
    CompletedTrick,
    is_exactly,
    next_seat,
    position_in_hand,
    unplayable_message,
)
from tricktaker.wizard.actions import Action, Bid, ChooseTrump
from tricktaker.wizard.events import (
    BidMade,
    RoundScored,
    RoundStarted,
    TrickWon,
    TrumpChosen,
    TrumpTurned,
)
from tricktaker.wizard.rules import (
    Rules,
    _playable,
    _winner,
    round_score,
    unchecked_led_suit,
)

__all__ = ["Phase", "State", "View", "new_game", "start"]

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
    """The bids ``seat`` may make; the hook removes one number from the dealer's choices."""
    if rules.hook and seat == dealer:
        forbidden = round_ - sum(bid for bid in bids if bid is not None)
        return tuple(n for n in range(round_ + 1) if n != forbidden)
    return range(round_ + 1)


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
                unplayable_message(card, reason, _playable(hand, trick)), code="not_in_hand"
            )
        if card.kind is _SUITED and trick and not _may_play(card, hand, trick):
            reason = f"must follow {unchecked_led_suit(trick)}"
            return IllegalActionError(
                unplayable_message(card, reason, _playable(hand, trick)), code="must_follow_suit"
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
        return tuple([_PLAYS[card.index] for card in _playable(hand, trick)])
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
            hand = self.hands[self.to_act]  # type: ignore[index]
            suit = unchecked_led_suit(self.trick) if self.trick else None
            if suit is not None:  # _playable, fused for speed
                for card in hand:
                    if card.suit is suit:
                        return tuple(
                            [
                                _PLAYS[c.index]
                                for c in hand
                                if c.suit is suit or c.kind is not _SUITED
                            ]
                        )
            return tuple([_PLAYS[card.index] for card in hand])
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
                    if i >= 0 and (
                        card.kind is not _SUITED
                        or not self.trick
                        or _may_play(card, hand, self.trick)
                    ):
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
        state = _state(
            self.rules,
            self.seed,
            self.round,
            self.dealer,
            self.trump_card,
            suit,
            self.hands,
            self.bids,
            self.tricks_taken,
            self.trick,
            self.leader,
            self.played,
            self.last_trick,
            self.scores,
            Phase.BID,
            next_seat(self.dealer, self.rules.players),
            (),
        )
        return state, (TrumpChosen(seat=self.dealer, suit=suit),)

    def _bid(self, seat: int, tricks: int) -> tuple[State, tuple[Event, ...]]:
        """``seat`` bids ``tricks``, already checked to be legal."""
        bids = self.bids[:seat] + (tricks,) + self.bids[seat + 1 :]
        events: tuple[Event, ...] = _BIDS_MADE[seat][tricks]
        phase, to_act, leader = Phase.BID, next_seat(seat, self.rules.players), self.leader
        if seat == self.dealer:  # the dealer bids last: play begins left of the dealer
            phase, leader = _PLAY, to_act
        state = _state(
            self.rules,
            self.seed,
            self.round,
            self.dealer,
            self.trump_card,
            self.trump,
            self.hands,
            bids,
            self.tricks_taken,
            self.trick,
            leader,
            self.played,
            self.last_trick,
            self.scores,
            phase,
            to_act,
            (),
        )
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
        if len(trick) < players:  # the commonest step: _state(...) written out, for speed
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
        winner = (leader + _winner(trick, self.trump)) % players
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
        if hands[winner]:  # more tricks this round: the winner leads (_state, written out)
            state = _new(_StateDraft)
            state.rules = rules
            state.seed = self.seed
            state.round = self.round
            state.dealer = self.dealer
            state.trump_card = self.trump_card
            state.trump = self.trump
            state.hands = hands
            state.bids = self.bids
            state.tricks_taken = taken
            state.trick = ()
            state.leader = winner
            state.played = self.played + trick
            state.last_trick = last
            state.scores = self.scores
            state.phase = _PLAY
            state.to_act = winner
            state.winners = ()
            state.__class__ = State
            result = state
            return result, (played, won)
        return self._end_round(taken, self.played + trick, last, (played, won))

    def _end_round(
        self,
        taken: tuple[int, ...],
        played: tuple[Card, ...],
        last: CompletedTrick,
        events: tuple[Event, ...],
    ) -> tuple[State, tuple[Event, ...]]:
        bids = tuple(bid for bid in self.bids if bid is not None)
        points = tuple(round_score(bid, took) for bid, took in zip(bids, taken, strict=True))
        scores = tuple(total + pts for total, pts in zip(self.scores, points, strict=True))
        scored = _new(_RoundScoredDraft)
        scored.round = self.round
        scored.trump = self.trump
        scored.bids = bids
        scored.taken = taken
        scored.points = points
        scored.scores = scores
        scored.__class__ = RoundScored
        if self.round == self.rules.rounds:
            best = max(scores)
            winners = tuple(seat for seat, total in enumerate(scores) if total == best)
            state = _state(
                self.rules,
                self.seed,
                self.round,
                self.dealer,
                self.trump_card,
                self.trump,
                tuple(() for _ in scores),
                self.bids,
                taken,
                (),
                self.leader,
                played,
                last,
                scores,
                Phase.OVER,
                None,
                winners,
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


def _may_play(card: Card, hand: tuple[Card, ...], trick: tuple[Card, ...]) -> bool:
    """Whether the suited ``card`` of ``hand`` follows the rules of :func:`legal_plays`."""
    suit = unchecked_led_suit(trick)
    if suit is None or card.suit is suit:
        return True
    # A plain loop: faster than all() over a generator.
    for other in hand:  # noqa: SIM110
        if other.suit is suit:
            return False
    return True


_new = object.__new__
_SUITED = CardKind.SUITED
_BY_INDEX = operator.attrgetter("index")
_ViewDraft = draft_class(View)
_TrickWonDraft = draft_class(TrickWon)
_RoundStartedDraft = draft_class(RoundStarted)
_RoundScoredDraft = draft_class(RoundScored)
_CompletedTrickDraft = draft_class(CompletedTrick)
_TRUMP_TURNED = tuple(
    TrumpTurned(card=card, trump=card.suit) for card in map(Card.from_index, range(CARD_COUNT))
)  # the event of turning up each card, by card index: shared values
_StateDraft = draft_class(State)


def _state(
    rules: Rules,
    seed: int,
    round_: int,
    dealer: int,
    trump_card: Card | None,
    trump: Suit | None,
    hands: tuple[tuple[Card, ...], ...],
    bids: tuple[int | None, ...],
    tricks_taken: tuple[int, ...],
    trick: tuple[Card, ...],
    leader: int,
    played: tuple[Card, ...],
    last_trick: CompletedTrick | None,
    scores: tuple[int, ...],
    phase: Phase,
    to_act: int | None,
    winners: tuple[int, ...],
) -> State:
    """A new :class:`State` from all its fields, in order: ``State(...)`` without its cost."""
    state = _new(_StateDraft)
    state.rules = rules
    state.seed = seed
    state.round = round_
    state.dealer = dealer
    state.trump_card = trump_card
    state.trump = trump
    state.hands = hands
    state.bids = bids
    state.tricks_taken = tricks_taken
    state.trick = trick
    state.leader = leader
    state.played = played
    state.last_trick = last_trick
    state.scores = scores
    state.phase = phase
    state.to_act = to_act
    state.winners = winners
    state.__class__ = State
    result: State = state
    return result


_PLAYED = card_played_table(6)  # the one-event tuple of each seat playing each card


def _describe(action: object) -> str:
    return str(action) if isinstance(action, (Play, Bid, ChooseTrump)) else f"take {action!r}"


def _deal(
    rules: Rules, seed: int, round_: int, dealer: int, scores: tuple[int, ...]
) -> tuple[State, tuple[Event, ...]]:
    """Deal round ``round_`` and turn the trump card; the result waits for the first decision."""
    players = rules.players
    deck = shuffled(WIZARD_DECK, f"wizard:{seed}:{round_}")
    hands: list[tuple[Card, ...]] = [()] * players
    for i in range(players):  # the dealer's left receives first
        seat = (dealer + 1 + i) % players
        hands[seat] = tuple(sorted(deck[i * round_ : (i + 1) * round_], key=_BY_INDEX))
    rest = players * round_
    trump_card = deck[rest] if rest < len(deck) else None
    trump = trump_card.suit if trump_card is not None else None
    first = next_seat(dealer, players)
    phase, to_act = Phase.BID, first
    if trump_card is not None and trump_card.kind is CardKind.WIZARD:
        phase, to_act = Phase.CHOOSE_TRUMP, dealer
    state = _state(
        rules,
        seed,
        round_,
        dealer,
        trump_card,
        trump,
        tuple(hands),
        (None,) * players,
        (0,) * players,
        (),
        first,
        (),
        None,
        scores,
        phase,
        to_act,
        (),
    )
    started = _new(_RoundStartedDraft)
    started.round = round_
    started.dealer = dealer
    started.hands = state.hands
    started.__class__ = RoundStarted
    if trump_card is None:
        return state, (started,)
    return state, (started, _TRUMP_TURNED[trump_card.index])


def start(
    rules: Rules | None = None, *, seed: int | None = None
) -> tuple[State, tuple[Event, ...]]:
    """A new game dealt for round 1, and the events of that deal (round started, trump turned).

    ``seed`` fixes every deal; None draws a fresh one, kept in ``state.seed`` for replays.

    >>> state, events = start(Rules(players=3), seed=5)
    >>> [type(event).__name__ for event in events]
    ['RoundStarted', 'TrumpTurned']
    """
    if rules is None:
        rules = Rules()
    if not isinstance(rules, Rules):
        raise TricktakerError(f"a Wizard game needs wizard.Rules, not {rules!r}")
    seed = game_seed(seed)
    return _deal(rules, seed, 1, rules.first_dealer, (0,) * rules.players)


def new_game(rules: Rules | None = None, *, seed: int | None = None) -> State:
    """A new game, dealt for round 1 and waiting for the first decision (see :func:`start`).

    >>> state = new_game(Rules(players=4, hook=True), seed=7)
    >>> state.round, state.dealer, state.seed
    (1, 0, 7)
    >>> state.trump_card, state.phase, state.to_act  # a Wizard turned: the dealer names trump
    (Card.parse('W4'), <Phase.CHOOSE_TRUMP: 'choose_trump'>, 0)
    """
    return start(rules, seed=seed)[0]
