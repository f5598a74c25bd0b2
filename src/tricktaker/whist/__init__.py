"""Whist: four players in two partnerships, the last card dealt turned for trump, a point a
trick over six, the game to 5 (or 7); from pagat.com's page on English whist.

The worked example of the docs' page "Writing a game": a plain trick game on the engine
(:mod:`tricktaker.engine`), with what differs in a few hooks of :class:`Whist`.

>>> from tricktaker import whist
>>> state = whist.new_game(whist.Rules(), seed=1)
>>> state.to_act, len(state.legal_actions())
(1, 13)
"""

from __future__ import annotations

import enum
from typing import Any, ClassVar

import attrs

from tricktaker.actions import Play
from tricktaker.cards import Card, Rank, Suit, shuffled
from tricktaker.deals import deal_masks
from tricktaker.engine import Dealt, GivenDeal, TrickGame, TrickState, TrickView, entry_points
from tricktaker.engine import events as engine_events
from tricktaker.engine.options import check_options, option
from tricktaker.engine.register import game_entry, register_game_types
from tricktaker.errors import TricktakerError
from tricktaker.events import CardPlayed, Event
from tricktaker.masks import BITS
from tricktaker.plugin import present_as, public_dir
from tricktaker.teams import TeamPositions
from tricktaker.tricks import CompletedTrick
from tricktaker.words import HAND, Words, hand_started, trick_won, trump_turned

__all__ = [
    "GAME", "Deal", "HandScored", "HandStarted", "Phase", "Play", "Rules", "State",
    "TrickWon", "TrumpTurned", "View", "Whist", "deal_round", "new_game", "start",
]  # fmt: skip

HONOURS = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK)
"""The honours: the four top trumps."""


@attrs.frozen(kw_only=True)
class Rules:
    """A whist rule set; the defaults are pagat.com's English (short) whist.

    Attributes:
        players: always 4, in two partnerships (seats 0 and 2, 1 and 3).
        target: the points that win the game: 5 (short whist) or 7 (American whist).
        honours: if True, a side dealt three of the four honours (A K Q J of trumps) scores 2
            and all four 4, after the tricks, unless it had ``target`` - 1 points as the
            hand began or the tricks have ended the game.
        first_dealer: the seat that deals the first hand; the deal passes to the left.

    >>> Rules(target=6)
    Traceback (most recent call last):
    ...
    tricktaker.RulesError: Rules.target must be 5 or 7, not 6
    """

    players: int = option(4, (4,), "4")
    target: int = option(5, (5, 7), "5 or 7")
    honours: bool = False
    first_dealer: int = 0

    teams: ClassVar[tuple[tuple[int, ...], ...]] = ((0, 2), (1, 3))
    """The partnerships, each a tuple of seats (partners sit opposite)."""

    __attrs_post_init__ = check_options


class Phase(enum.Enum):
    """What the player to act is asked to do."""

    PLAY = "play"
    OVER = "over"


@attrs.frozen
class HandStarted(engine_events.HandStarted):
    """Hand ``hand_number`` was dealt by ``dealer``: ``hands`` by seat, None where hidden."""


@attrs.frozen
class TrumpTurned(Event):
    """The last card dealt, the dealer's, was turned face up: its suit is trump."""

    card: Card

    def shown_to_all(self) -> tuple[Card, ...]:
        return (self.card,)  # the dealer's, face up until played


@attrs.frozen
class TrickWon(engine_events.TrickWon):
    """``winner`` took the trick of ``cards`` (in play order) that ``leader`` led."""


@attrs.frozen
class HandScored(Event):
    """Hand ``hand_number`` ended: each seat's tricks ``taken``, its side's ``points`` and
    total (a seat's score is its side's)."""

    hand_number: int
    taken: tuple[int, ...]
    points: tuple[int, ...]
    scores: tuple[int, ...]


class View(TrickView[Rules, Phase, Play], TeamPositions):
    """What ``seat`` may know: its own hand, the turned card, the tricks and the scores."""

    seat: int
    rules: Rules
    hand_number: int
    dealer: int
    trump_card: Card
    trump: Suit
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
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


class State(TrickState[Rules, Phase, Play, View], TeamPositions):
    """A whist game at one moment: a value that never changes.

    >>> state = new_game(Rules(), seed=1)
    >>> state.dealer, state.to_act, state.trump_card in state.hands[0]
    (0, 1, True)
    """

    rules: Rules
    seed: int
    hand_number: int
    dealer: int
    trump_card: Card
    trump: Suit
    hands: tuple[tuple[Card, ...], ...]
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


class Whist(TrickGame):
    """Whist where it differs from a plain trick game: the last card dealt is turned for
    trump (the dealer keeps it), a side scores its tricks over six, the game is to a
    target."""

    name = "whist"
    title = "Whist"
    state_class = State
    view_class = View
    phase = Phase
    number_field = "hand_number"
    number_word = "hand"
    deal_started = HandStarted
    trick_won = TrickWon
    deal_scored = HandScored
    deal_fields = ("dealer", "trump_card", "trump")

    def deal(self, rules: Rules, seed: int, number: int, dealer: int) -> Dealt:
        """Thirteen cards each from the dealer's left; the last, the dealer's, turned."""
        deck = shuffled(self.deck, f"whist:{seed}:{number}")
        return Dealt(deal_masks(deck, 4, 13, dealer + 1), (), turned=deck[-1])

    def begin_deal(self, public: Any, dealer: int, dealt: Dealt) -> None:
        turned: Card = dealt.turned  # type: ignore[assignment]  # the last card dealt
        public.dealer, public.trump_card, public.trump = dealer, turned, turned.suit

    def deal_events(self, state: Any, hands: tuple[tuple[Card, ...], ...]) -> tuple[Event, ...]:
        return (*super().deal_events(state, hands), TrumpTurned(card=state.trump_card))

    def shown_cards(self, position: Any) -> tuple[int, ...] | None:
        card = position.trump_card  # the dealer's until played
        if card in position.played or card in position.trick:
            return None
        return tuple([BITS[card.index] if seat == position.dealer else 0 for seat in range(4)])

    def dealt_from(self, hands: tuple[int, ...], position: Any) -> Dealt:
        """A position's deal: its hands, the turned card among the dealer's."""
        if not hands[position.dealer] & BITS[position.trump_card.index]:
            raise TricktakerError(f"the turned card {position.trump_card} is not the dealer's")
        return Dealt(hands, (), turned=position.trump_card)

    def deal_points(self, state: Any) -> tuple[int, ...]:
        """A side's tricks over its book of six; its honours, if the rules count them."""
        rules, taken, before = state.rules, state.tricks_taken, state.scores
        points = [max(0, taken[a] + taken[b] - 6) for a, b in Rules.teams]
        if rules.honours and max(before[0] + points[0], before[1] + points[1]) < rules.target:
            for team, (a, b) in enumerate(Rules.teams):
                held = state._hidden.dealt[a] | state._hidden.dealt[b]  # as dealt
                count = sum(bool(held & BITS[Card.of(state.trump, r).index]) for r in HONOURS)
                if before[a] < rules.target - 1:  # the last point is not an honour's
                    points[team] += {3: 2, 4: 4}.get(count, 0)
        return tuple([points[seat % 2] for seat in range(4)])

    def scored_fields(
        self, state: Any, points: tuple[int, ...], scores: tuple[int, ...]
    ) -> dict[str, Any]:
        return {**super().scored_fields(state, points, scores), "taken": state.tricks_taken}

    def deals(self, rules: Rules) -> int:
        return 2 * rules.target - 1  # a side scores in every hand

    def score_bounds(self, rules: Rules) -> tuple[float, float]:
        return 0.0, float(rules.target + 10)  # one short, then 7 tricks and 4 honours

    def game_result(
        self, state: Any, scores: tuple[int, ...]
    ) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
        won = [seats for seats in Rules.teams if scores[seats[0]] >= state.rules.target]
        return (scores, won[0]) if won else None


GAME_RULES = Whist()


@attrs.frozen
class Deal(GivenDeal):
    """A hand's cards given rather than shuffled: ``hands`` by seat, 13 cards each, and the
    dealer's ``turned`` card (the last dealt), which names trump."""

    game = GAME_RULES


start, new_game, deal_round = entry_points(GAME_RULES, Rules, State, Deal)


def _dealer_last(state: State) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
    """A state's hands as dealt, the turned card last in the dealer's (the last dealt)."""
    turned = state.trump_card
    hands = [*state.hands]
    hands[state.dealer] = (*(card for card in hands[state.dealer] if card is not turned), turned)
    return tuple(hands), ()


WORDS: Words[Rules] = Words(
    deal=HAND,
    end=lambda rules, tell: tell.text("to {target}", target=rules.target),
    texts={
        HandStarted: hand_started,
        TrumpTurned: trump_turned,
        TrickWon: trick_won,
        HandScored: lambda event, tell: tell.text(
            HAND.scored, number=event.hand_number, gains=tell.gains(event.points)
        ),
    },
)
"""How Whist reads: hands to 5 (or 7), two partnerships, and the texts of its events."""

GAME = game_entry(
    GAME_RULES, rules=Rules, start=start, deal_round=deal_round, dealt=_dealer_last, words=WORDS,
    deal=lambda rules, n, hands, _: Deal(hands, turned=hands[GAME_RULES.dealer(rules, n)][-1]),
)  # fmt: skip
"""Whist as the registry, the bots' loop and the command line see it, with the engine's
chance (a deal's turned card is the dealer's last card), bots, narration and encoding."""

register_game_types(
    GAME_RULES, rules=Rules, players=(4, 4), tricks=13, actions=[Play],
    events=[HandStarted, TrumpTurned, CardPlayed, TrickWon, HandScored], others=[Deal],
)  # fmt: skip

present_as("tricktaker.whist", globals(), __all__)
__dir__ = public_dir(globals())
