"""The bid-then-play family (Oh Hell, Wizard, Spades) as one :class:`BiddingGame`: after the
hands, the next card is turned for trump while one is left; each seat bids once
(:class:`~tricktaker.engine.phases.Bidding`); a round's points weigh each bid against the
tricks taken. A game of the family says its deck, its hand sizes and its score."""

from __future__ import annotations

from typing import Any, ClassVar

from tricktaker.cards import Card, Suit
from tricktaker.engine.game import Dealt, TrickGame
from tricktaker.events import Event

__all__ = ["BiddingGame"]


class BiddingGame(TrickGame):
    """A game of the bidding family: what differs from a plain trick game, in the hooks below,
    for its members to build on. Its ``State`` and ``View`` declare ``dealer``,
    ``trump_card``, ``trump`` and ``bids`` besides the engine's fields.

    Attributes:
        turned_event: the game's event of the turned card, built as ``turned_event(card)``,
            or None for a game that turns none.
    """

    deal_fields: ClassVar[tuple[str, ...]] = ("dealer", "trump_card")
    turned_event: ClassVar[Any] = None

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
