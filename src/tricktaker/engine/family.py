"""The bid-then-play family (Oh Hell, Wizard, Spades) as one :class:`BiddingGame`: after the
hands, the next card is turned for trump while one is left; each seat bids once
(:class:`~tricktaker.engine.phases.Bidding`); a round's points weigh each bid against the
tricks taken. A game of the family says its deck, its hand sizes and its score; its score
sheet, its table, its observation and its given deal (:class:`TurnedDeal`) are made here."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

import attrs

from tricktaker.actions import Play
from tricktaker.cards import Card, Suit
from tricktaker.deals import as_hands, check_dealt_cards, check_hand_sizes
from tricktaker.encoding import CardNumbering, GameEncoding, Section
from tricktaker.engine.encoding import bidding_layout
from tricktaker.engine.game import Dealt, TrickGame
from tricktaker.engine.present import CELL, score_cells, seat_lines
from tricktaker.errors import RulesError
from tricktaker.events import Event, GameOver
from tricktaker.masks import mask_of
from tricktaker.words import PLAIN, Words

__all__ = ["BiddingGame", "TurnedDeal"]


class BiddingGame(TrickGame):
    """A game of the bidding family: what differs from a plain trick game, in the hooks below,
    for its members to build on. Its ``State`` and ``View`` declare ``dealer``,
    ``trump_card``, ``trump`` and ``bids`` besides the engine's fields.

    Attributes:
        turned_event: the game's event of the turned card, built as ``turned_event(card)``,
            or None for a game that turns none.
        words: how the game reads (:class:`~tricktaker.words.Words`), for its table.
        sheet_cards: whether the score sheet shows a round's hand size.
        no_trump_card: when the observation's trump card is none (``"in the last round"``).
        no_trump: when its trump suit is none (``"no trump"``).
    """

    deal_fields: ClassVar[tuple[str, ...]] = ("dealer", "trump_card")
    turned_event: ClassVar[Any] = None
    words: ClassVar[Words[Any]] = PLAIN
    sheet_cards: ClassVar[bool] = False
    no_trump_card: ClassVar[str] = "when no card was left"
    no_trump: ClassVar[str] = "no trump"

    def __init__(self) -> None:
        super().__init__()
        turned = self.turned_event
        self._turned = {card: turned(card) for card in self.deck} if turned else {}

    def rest_size(self, rules: Any, number: int) -> int:
        """The card after the hands, if one is left, turned for trump."""
        players: int = rules.players
        return min(1, len(self.deck) - players * self.hand_size(rules, number))

    def trump_of(self, card: Card | None) -> Suit | None:
        """Hook: the trump suit of a round whose turned card is ``card``: its suit, None
        without one (or for a card of no suit)."""
        return None if card is None else card.suit

    def begin_deal(self, public: Any, dealer: int, dealt: Dealt) -> None:
        card = dealt.rest[0] if dealt.rest else None
        public.dealer, public.trump_card, public.trump = dealer, card, self.trump_of(card)

    def rest_from(self, position: Any) -> tuple[Card, ...]:
        card = position.trump_card
        return () if card is None else (card,)

    def round_started(self, state: Any, hands: tuple[tuple[Card, ...], ...]) -> Event:
        """Hook: the event of the round's deal."""
        return self.deal_started(round=state.round, dealer=state.dealer, hands=hands)  # type: ignore[no-any-return]

    def deal_events(self, state: Any, hands: tuple[tuple[Card, ...], ...]) -> tuple[Event, ...]:
        started = self.round_started(state, hands)
        card = state.trump_card
        return (started,) if card is None or not self._turned else (started, self._turned[card])

    def score(self, bid: int, taken: int, rules: Any) -> int:
        """Hook: one seat's points for a round, having bid ``bid`` and taken ``taken``."""
        raise NotImplementedError

    def deal_points(self, state: Any) -> tuple[int, ...]:
        rules, score = state.rules, self.score
        return tuple(
            [
                score(bid, took, rules)
                for bid, took in zip(state.bids, state.tricks_taken, strict=True)
            ]
        )

    def scored_fields(
        self, state: Any, points: tuple[int, ...], scores: tuple[int, ...]
    ) -> dict[str, Any]:
        return {
            "round": state.round, "trump": state.trump, "bids": state.bids,
            "taken": state.tricks_taken, "points": points, "scores": scores,
        }  # fmt: skip

    # -- how it is shown --------------------------------------------------------------------------

    def sheet_legend(self, rules: Any) -> str:
        """Hook: what the score sheet's title says after the players, rounds and hook."""
        return ""

    def narrate(self, event: Event, rules: Any) -> str | None:
        """A score-sheet line for ``event`` (the demo's), or None for events the sheet does
        not show: the title and the columns' header at the first deal, a row a round scored
        (its number, hand size where :attr:`sheet_cards`, trump, ``-`` for none, and each
        seat's ``bid/taken points total``), and the game's end.

        >>> from tricktaker import ohhell
        >>> print(ohhell.GAME.narrate(ohhell.RoundScored(round=2, trump=None, bids=(1, 0, 1),
        ...     taken=(1, 1, 0), points=(11, 1, 0), scores=(21, 1, 10)),
        ...     ohhell.Rules(players=3, schedule=(2, 2))))
            2     2   -   |  1/1   +11   21 |  0/1    +1    1 |  1/0    +0   10
        """
        cards = self.sheet_cards
        if type(event) is self.deal_started and event.round == 1:  # type: ignore[attr-defined]
            players = rules.players
            seats = " | ".join(f"seat {seat}".center(CELL) for seat in range(players))
            hook = ", with the hook" if rules.hook else ""
            title = f"{self.title}: {players} players, {self.deals(rules)} rounds{hook}"
            header = f"round {'cards ' * cards}trump | {seats}"
            return f"{title}{self.sheet_legend(rules)}\n{header}\n" + "-" * len(header)
        if type(event) is self.deal_scored:
            number: int = event.round  # type: ignore[attr-defined]
            trump = "-" if event.trump is None else str(event.trump)  # type: ignore[attr-defined]
            size = f"{self.hand_size(rules, number):>5} " if cards else ""
            return f"{number:>5} {size}{trump:^5} | {score_cells(event)}"  # type: ignore[arg-type]
        return str(event) if isinstance(event, GameOver) else None

    def table_line(self, view: Any) -> str:
        """Hook: the line about the round that
        :meth:`~tricktaker.engine.family.BiddingGame.table` shows first."""
        raise NotImplementedError

    def table(self, view: Any, names: Sequence[str]) -> list[str]:
        """The lines about the round (:meth:`table_line`) and each seat (its bid, tricks
        taken and score) that a player needs to decide, in ``tricktaker play``.

        >>> from tricktaker import ohhell
        >>> view = ohhell.new_game(ohhell.Rules(players=3, hook=True), seed=5).view(1)
        >>> print("\\n".join(ohhell.GAME.describe(view, ["heuristic", "you", "random"])))
        Round 1 of 33, 1 card each, seat 0 deals; trump card 8♣: trump ♣; the dealer is hooked
        seat          bid  taken  score
        0 heuristic     -      0      0
        1 you           -      0      0
        2 random        -      0      0
        """
        return [self.table_line(view), *seat_lines(view, names, self.words)]

    def layout(self, rules: Any) -> tuple[Section, ...]:
        """The sections of an observation for ``rules``
        (:func:`~tricktaker.engine.encoding.bidding_layout`): the game's own
        (:meth:`~tricktaker.engine.TrickGame.observed`) after the phase; bids and tricks up to
        the largest hand; the scores between the sums of every round's worst and best
        :meth:`score`."""
        sizes = [self.hand_size(rules, number) for number in range(1, self.deals(rules) + 1)]
        asked = [phase.value.replace("_", " ") for phase in self.phase if phase is not self.over]
        each = [
            [self.score(bid, taken, rules) for bid in range(size + 1) for taken in range(size + 1)]
            for size in sizes
        ]
        return bidding_layout(
            CardNumbering(self.deck),
            rules.players,
            phases=self.phase,
            asked=f"{', '.join(asked)}; or the game is over",
            no_trump_card=self.no_trump_card,
            no_trump=self.no_trump,
            round_sections=self.observed(rules),
            most_tricks=max(sizes),
            scores=(float(sum(map(min, each))), float(sum(map(max, each)))),
        )

    def encoding(self, rules_type: type, actions: Sequence[Any] = ()) -> GameEncoding:
        """The game's encoding: ``actions`` numbered in order (by default a ``Play`` of each
        card of the deck, then each phase's actions), the observation of :meth:`layout`."""
        every = [action for rule in self.phases for action in rule.every_action]
        return GameEncoding(
            name=self.title, rules_type=rules_type, view_type=self.view_class,
            actions=tuple(actions or (*(Play(card) for card in self.deck), *every)),
            layout=self.layout,
        )  # fmt: skip


@attrs.frozen
class TurnedDeal:
    """The base of a bidding game's ``Deal``: the cards of a round given rather than
    shuffled, ``hands`` by seat and the ``trump_card`` turned after them (None when no card
    is left to turn), for duplicate tournaments, puzzles, tests and explicit chance
    (``new_game(rules, deal=Deal(...))``; the later rounds are dealt from the seed). A game
    subclasses it, naming its engine as ``game``.

    Raises:
        RulesError: a card that is not of the game's deck, or one given twice.
    """

    game: ClassVar[Any]
    first: ClassVar[str] = "round 1"
    hands: tuple[tuple[Card, ...], ...] = attrs.field(converter=as_hands)
    trump_card: Card | None = None

    def __attrs_post_init__(self) -> None:
        game, turned = self.game, () if self.trump_card is None else (self.trump_card,)
        cards = (*(card for hand in self.hands for card in hand), *turned)
        check_dealt_cards(cards, frozenset(game.deck), f"{game.title}'s {len(game.deck)}-card deck")

    def check(self, rules: Any, round_number: int = 1) -> None:
        """Raise :class:`~tricktaker.RulesError` unless this deal fits round ``round_number``
        of ``rules`` (the first by default): a hand a player, each of that round's size, and
        a trump card when a card is left over (a card given in a round that leaves none
        would be dealt twice)."""
        when = self.first if round_number == 1 else f"round {round_number}"
        check_hand_sizes(self.hands, rules.players, self.game.hand_size(rules, round_number), when)
        if self.trump_card is None and self.game.rest_size(rules, round_number):
            raise RulesError("Deal: trump_card is None, but a card is left over to turn")

    def dealt(self) -> Dealt:
        """This deal as the engine keeps it."""
        turned = () if self.trump_card is None else (self.trump_card,)
        return Dealt(tuple([mask_of(hand) for hand in self.hands]), turned)
