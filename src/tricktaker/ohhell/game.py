"""Oh Hell on the trick-game engine: a plain trick game with a turned trump card, a bid a
seat (the dealer hooked) and a round's score by the bid; its state, view and given deal."""

from __future__ import annotations

import enum
from collections.abc import Sequence
from typing import Any

import attrs

from tricktaker.cards import STANDARD_DECK, Card, Suit
from tricktaker.deals import as_hands, check_dealt_cards, check_hand_sizes
from tricktaker.engine import Bidding, Dealt, TrickState, TrickView, entry_points
from tricktaker.engine.actions import BidChoices
from tricktaker.engine.family import BiddingGame
from tricktaker.errors import RulesError
from tricktaker.events import Event
from tricktaker.masks import mask_of
from tricktaker.ohhell.actions import Action, Bid
from tricktaker.ohhell.events import BidMade, RoundScored, RoundStarted, TrickWon, TrumpTurned
from tricktaker.ohhell.rules import Rules, score
from tricktaker.tricks import CompletedTrick

__all__ = ["GAME_RULES", "Deal", "Phase", "State", "View", "deal_round", "new_game", "start"]


class Phase(enum.Enum):
    """What the player to act is asked to do."""

    BID = "bid"
    """Players bid, clockwise from the dealer's left."""
    PLAY = "play"
    """Players play cards to tricks."""
    OVER = "over"
    """The game has ended."""


class View(TrickView[Rules, Phase, Action], BidChoices[Bid]):
    """What ``seat`` may know: its own hand, the table, bids, tricks and scores.

    The fields mean what they mean on :class:`State`; other seats' hands appear only as counts.

    Attributes:
        seat: the seat this view belongs to.
        hand: this seat's cards.
        hand_sizes: how many cards each seat holds.

    >>> view = new_game(Rules(players=3), seed=2).view(0)
    >>> view.refusal(Bid(1)).code, view.is_legal(Bid(1))
    ('not_your_turn', False)
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
    __slots__ = ()


class State(TrickState[Rules, Phase, Action, View]):
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
    >>> error = state.refusal(Bid(5))
    >>> error.code, str(error)
    ('bid_out_of_range', 'cannot bid 5: bids are 0 to 1')
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
    __slots__ = ()


class OhHell(BiddingGame):
    """Oh Hell's rules where they differ from a plain trick game: a round's hand size from
    the schedule, the card after the deal turned for trump, the bids, the score by the bid."""

    name = "ohhell"
    title = "Oh Hell"
    state_class = State
    view_class = View
    phase = Phase
    phases = (Bidding(Phase.BID, bid=Bid, made=BidMade, most=len(STANDARD_DECK) // 3),)
    deal_started = RoundStarted
    turned_event = TrumpTurned
    trick_won = TrickWon
    deal_scored = RoundScored
    deal_fields = ("dealer", "trump_card", "trump")

    def hand_size(self, rules: Rules, number: int) -> int:
        return rules.schedule[number - 1]

    def round_started(self, state: Any, hands: tuple[tuple[Card, ...], ...]) -> Event:
        return RoundStarted(
            round=state.round, dealer=state.dealer, hand_size=len(hands[0]), hands=hands
        )

    def score(self, bid: int, taken: int, rules: Rules) -> int:
        return score(bid, taken, rules)


GAME_RULES = OhHell()
"""Oh Hell's rules on the engine, built once."""


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
        if self.trump_card is None and players * size < len(STANDARD_DECK):
            raise RulesError("Deal: trump_card is None, but a card is left over to turn")

    def dealt(self) -> Dealt:
        """This deal as the engine keeps it."""
        turned = () if self.trump_card is None else (self.trump_card,)
        return Dealt(tuple([mask_of(hand) for hand in self.hands]), turned)


start, new_game = entry_points(GAME_RULES, Rules, State, Deal)[:2]


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
    from tricktaker.engine import deal_numbered

    return deal_numbered(GAME_RULES, Rules, rules, round_number, Deal, deal, scores, seed)
