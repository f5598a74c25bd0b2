"""Slovenian Tarok on the trick-game engine: what differs from a plain trick game. The tarok
pack and its talon of six, the bidding of contracts, calling a king (four players), the talon
exchange, klop's talon cards, the rules of following (:mod:`tricktaker.tarok.rules`), a hand
that ends early (beggar, valat) and its score.

Sources: OpenSpiel's ``open_spiel/games/tarok/tarok.cc`` (the phases, the actions and their
order, the scores), move by move; ``docs/rules/tarok.md`` names the source of each rule.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import attrs

from tricktaker.cards import Card, Suit, shuffled
from tricktaker.encoding import CardNumbering, Section, one_hot, seat_one_hot
from tricktaker.engine import (
    Dealt,
    GivenDeal,
    TrickGame,
    TrickState,
    TrickView,
    entry_points,
)
from tricktaker.engine.options import check_options, option
from tricktaker.events import Event
from tricktaker.masks import BITS, cards_of, mask_of
from tricktaker.tarok.actions import Action, HandScored, HandStarted, Phase, TalonTaken, TrickWon
from tricktaker.tarok.phases import BIDDING, KING_CALLING, TALON_EXCHANGE
from tricktaker.tarok.rules import (
    CLASS,
    CLASS_MASKS,
    CONTRACTS,
    DECK,
    KEPT_MASK,
    KINGS,
    MOND,
    PAGAT,
    PAGAT_BIT,
    SKIS,
    TALON_SIZE,
    TAROKS,
    TAROKS_MASK,
    Contract,
    hand_points,
    playable_mask,
    talon_part,
    trick_winner,
)
from tricktaker.tricks import CompletedTrick


@attrs.frozen(kw_only=True)
class Rules:
    """A Slovenian Tarok rule set: OpenSpiel's ``tarok`` (one hand), or a game of hands.

    Attributes:
        players: 3 or 4 (4 by default, as OpenSpiel's; with 4 the solos are bid and the
            declarer of three, two or one calls a king).
        hands: the hands the game lasts, 1 to 99 (1, as OpenSpiel's); the deal passes one
            seat a hand, the totals carry, and the highest total wins.

    >>> Rules(players=5)
    Traceback (most recent call last):
    ...
    tricktaker.RulesError: Rules.players must be 3 or 4, not 5
    """

    players: int = option(4, (3, 4), "3 or 4")
    hands: int = option(1, range(1, 100), "1 to 99")

    __attrs_post_init__ = check_options

    @property
    def first_dealer(self) -> int:
        """The dealer, the last seat (seat 0 is forehand, as OpenSpiel numbers them)."""
        return self.players - 1


class _ViewBase(TrickView[Rules, Phase, Action]):
    """A view's ``discards`` and ``partner``: what its seat knows of them."""

    __slots__ = ()

    @property
    def talon(self) -> tuple[Card, ...]:
        """The talon cards turned up: all six once the declarer exchanges, klop's one by
        one as they are taken; none while face down."""
        return self._public.talon_shown  # type: ignore[no-any-return]

    turned_up = talon
    """The cards turned up for all that a seat may since have taken: the talon."""

    @property
    def called_king(self) -> Card | None:
        """The king the declarer called, or None."""
        return _king_of(self._public)

    @property
    def discards(self) -> tuple[Card, ...]:
        """The cards the declarer laid away: all, in its view; the taroks, in the others'."""
        seen: tuple[Card, ...] | None = self._seen
        if seen is not None:
            return seen
        return tuple(self._public.shown_discards)

    @property
    def partner(self) -> int | None:
        """The called king's holder, once known: to all once the king is played, to the
        holder itself at once; None while hidden (or with no partner)."""
        public = self._public
        king = _king_of(public)
        if king is None or public.revealed is not None:
            return public.revealed  # type: ignore[no-any-return]
        if king in self.trick:
            return public.trick_seats[self.trick.index(king)]  # type: ignore[no-any-return]
        if self._hand & BITS[king.index] and self.seat != public.declarer:
            return self.seat
        return None


class View(_ViewBase):
    """What ``seat`` may know: its hand, the bidding, the talon once turned up, the tricks
    and the cards each seat took, the scores; the called king's partner once the king is
    played. The fields mean what they mean on :class:`State`."""

    seat: int
    rules: Rules
    hand_number: int
    dealer: int
    auction: tuple[Contract | None, ...]
    contract: Contract | None
    declarer: int | None
    called: Suit | None
    partner: int | None
    talon: tuple[Card, ...]
    talon_part: int | None
    discards: tuple[Card, ...] = ()
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    won: tuple[tuple[Card, ...], ...]
    mond_lost: int | None
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


class _StateBase(TrickState[Rules, Phase, Action, View]):
    """A state's ``discards`` and ``partner``, found from its cards."""

    __slots__ = ()

    @property
    def discards(self) -> tuple[Card, ...]:
        """The cards the declarer laid away."""
        return TALON_EXCHANGE.discards(self)

    @property
    def called_king(self) -> Card | None:
        """The king the declarer called, or None."""
        return _king_of(self._public)

    @property
    def partner(self) -> int | None:
        """The seat that holds (or held) the called king, unless the declarer does or it is
        in the talon: the declarer's partner; None without one."""
        king, declarer = _king_of(self._public), self._public.declarer
        if king is None:
            return None
        for seat, dealt in enumerate(self._hidden.dealt):
            if dealt & BITS[king.index] and seat != declarer:
                return seat
        return None

    @property
    def talon(self) -> tuple[Card, ...]:
        """The six talon cards, in the order they lie (the order of its parts)."""
        return self._hidden.rest  # type: ignore[no-any-return]


class State(_StateBase):
    """A Tarok game at one moment: a value that never changes.

    Attributes:
        rules: the rule set.
        seed: the seed the deal derives from.
        hand_number: the hand, from 1.
        dealer: the seat that dealt it (the last; forehand is seat 0).
        auction: the calls of the bidding in order, each a contract or None for a pass.
        contract: the contract played; None until the bidding ends.
        declarer: the seat that plays it; None until then.
        called: the suit of the king the declarer called (``called_king``), or None.
        partner: the called king's holder, the declarer's partner (None: none).
        talon: the six talon cards, in the order of their parts.
        talon_part: the part of the talon the declarer took (1 the first), or None.
        discards: the cards the declarer laid away.
        hands: each seat's cards, in canonical order.
        won: the cards each seat has taken (in canonical order): its tricks, klop's talon
            cards, the talon's rest won with the called king.
        mond_lost: the seat that pays 20 for its captured mond (or for leaving it in the
            talon), or None.
        tricks_taken: the tricks each seat has taken.
        trick: the cards of the trick in progress.
        leader: the seat that led (or leads) the trick in progress.
        played: the cards of the finished tricks, in play order.
        last_trick: the last finished trick.
        scores: each seat's total.
        phase: what ``to_act`` is asked to do.
        to_act: the seat whose decision it is; None once the game is over.
        winners: the seats with the highest total once the game is over.

    >>> state = new_game(Rules(players=3), seed=1)
    >>> state.phase, state.to_act, [len(hand) for hand in state.hands], len(state.talon)
    (<Phase.BID: 'bid'>, 1, [16, 16, 16], 6)
    """

    rules: Rules
    seed: int
    hand_number: int
    dealer: int
    auction: tuple[Contract | None, ...]
    contract: Contract | None
    declarer: int | None
    called: Suit | None
    partner: int | None
    talon: tuple[Card, ...]
    talon_part: int | None
    discards: tuple[Card, ...] = ()
    hands: tuple[tuple[Card, ...], ...]
    won: tuple[tuple[Card, ...], ...]
    mond_lost: int | None
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


def _king_of(public: Any) -> Card | None:
    """The king the declarer called, or None."""
    return None if public.called is None else KINGS[public.called]


class Tarok(TrickGame):
    """Slovenian Tarok where it differs from a plain trick game: the pack and the talon,
    the bidding, the king called, the talon exchange, the rules of play, klop's talon cards,
    the hands that end early, and the score."""

    name = "tarok"
    title = "Tarok"
    state_class = State
    view_class = View
    phase = Phase
    phases = (BIDDING, KING_CALLING, TALON_EXCHANGE)
    deck = DECK
    most_players = 4
    number_field = "hand_number"
    number_word = "hand"
    deal_started = HandStarted
    trick_won = TrickWon
    deal_scored = HandScored
    per_seat = ("won",)
    kept = ("revealed", "talon_shown", "shown_discards", "discards_made")

    def deal(self, rules: Rules, seed: int, number: int, dealer: int) -> Dealt:
        """The talon first, then the hands from forehand; dealt again (a new shuffle) while a
        hand holds no tarok, as OpenSpiel does."""
        size = self.hand_size(rules, number)
        for attempt in range(1000):
            deck = shuffled(self.deck, f"tarok:{seed}:{number}:{attempt}")
            hands = [deck[TALON_SIZE + i * size : TALON_SIZE + (i + 1) * size] for i in range(4)]
            seats = range(rules.players)  # forehand, the dealer's left, first
            masks = [mask_of(hands[(seat - dealer - 1) % rules.players]) for seat in seats]
            if all(mask & TAROKS_MASK for mask in masks):
                return Dealt(tuple(masks), deck[:TALON_SIZE])
        raise AssertionError("no deal with a tarok in every hand")  # pragma: no cover

    def hand_size(self, rules: Any, number: int) -> int:
        return 48 // rules.players  # type: ignore[no-any-return]

    # -- the play -------------------------------------------------------------------------

    def playable(self, position: Any, hand: int) -> int:
        return playable_mask(hand, position.trick, position._public.contract)

    def refusal_reason(self, position: Any, hand: int, card: Card) -> tuple[str, str]:
        trick = position.trick
        if not trick:
            return "the pagat may not lead while another card may", "illegal"
        allowed = self.playable(position, hand)
        take = CLASS[trick[0].index]
        if allowed == PAGAT_BIT and hand & CLASS_MASKS[take] != PAGAT_BIT:
            return "must play the pagat: the mond and the škis are in the trick", "illegal"
        if CLASS[card.index] != CLASS[cards_of(allowed)[0].index]:
            if hand & CLASS_MASKS[take]:
                return f"must follow {trick[0].suit or 'the taroks'}", "must_follow_suit"
            return "must play a tarok", "must_follow_suit"
        if card is PAGAT:
            return "may play the pagat only as its last card", "illegal"
        return "must beat the trick", "illegal"

    def trick_winner(self, position: Any, cards: tuple[Card, ...]) -> int:
        return trick_winner(cards, position._public.contract)

    def after_trick(self, state: Any, events: tuple[Event, ...]) -> Any:
        """The cards taken, klop's talon card, the called king's talon, the captured mond;
        the hand ends once the hands are empty, the beggar takes a trick or the valat
        player loses one."""
        public, hidden = state._public, state._hidden
        won = public.last_trick
        winner, cards = won.winner, won.cards
        contract, talon = public.contract, hidden.rest
        taken = [*public.won]
        got = mask_of(taken[winner]) | mask_of(cards)
        king = _king_of(public)
        if king is not None and king in cards:
            seat = public.orders[won.leader][cards.index(king)]
            public.revealed = seat if seat != public.declarer else None
        best = cards[self.trick_winner(state, cards)]
        if contract is Contract.KLOP and len(public.talon_shown) < TALON_SIZE:
            gift = talon[len(public.talon_shown)]
            public.talon_shown = (*public.talon_shown, gift)
            got |= BITS[gift.index]
            events = (*events, TalonTaken(seat=winner, cards=(gift,)))
        elif best is king and king in talon:  # the declarer took it with its talon part
            part = talon_part(contract, public.talon_part, talon)
            rest = tuple(card for card in talon if card not in part)
            got |= mask_of(rest)
            if MOND in rest:
                public.mond_lost = None
            events = (*events, TalonTaken(seat=winner, cards=rest))
        elif (
            (contract.talon or contract is Contract.SOLO_WITHOUT)
            and best in (SKIS, PAGAT)
            and MOND in cards
        ):  # the mond captured by the škis or the pagat: its player pays
            public.mond_lost = public.orders[won.leader][cards.index(MOND)]
        taken[winner] = cards_of(got)
        public.won = tuple(taken)
        declarer = public.declarer
        if (
            not state._held & hidden.dealt[winner]
            or (contract in (Contract.BEGGAR, Contract.OPEN_BEGGAR) and winner == declarer)
            or (contract in (Contract.COLOUR_VALAT, Contract.VALAT) and winner != declarer)
        ):
            return self.end_deal(state, events)
        return state, events

    def hand_sizes(self, view: Any) -> tuple[int, ...]:
        return TALON_EXCHANGE.holding(view, super().hand_sizes(view))  # the talon part too

    # -- views ----------------------------------------------------------------------------

    def seen(self, state: Any, seat: int) -> Any:
        """The declarer knows its discards."""
        return TALON_EXCHANGE.discards(state) if seat == state._public.declarer else None

    def seen_from(self, position: Any) -> Any:
        return position.discards if position.seat == position.declarer else None

    def shown_cards(self, position: Any) -> tuple[int, ...] | None:
        """The talon part the declarer took, shown to all: its taroks and kings (never laid
        away face down) until played."""
        talon = tuple(getattr(position, "talon", ()))
        part = mask_of(talon_part(position.contract, position.talon_part, talon))
        part &= (TAROKS_MASK | KEPT_MASK) & ~mask_of(position.played) & ~mask_of(position.trick)
        part &= ~mask_of(position.discards)
        if not part:
            return None
        declarer = position.declarer
        return tuple([part if seat == declarer else 0 for seat in range(position.rules.players)])

    def world(self, view: Any, seed: int, hands: Sequence[Sequence[Card]]) -> Any:
        """A search's world of ``view``: the cards in no hand, played or turned up are the
        declarer's hidden discards (after a talon exchange), then the talon's hidden cards."""
        public = view._public
        masks = [mask_of(hand) for hand in hands]
        held = mask_of(card for hand in hands for card in hand)
        out = held | mask_of(public.played) | mask_of(view.trick) | mask_of(public.talon_shown)
        out |= mask_of(public.shown_discards)
        out |= mask_of(card for cards in public.won for card in cards)  # the talon's, taken
        left = [card for card in DECK if not out & BITS[card.index]]
        talon = tuple(public.talon_shown)
        declarer = public.declarer
        if public.talon_part is not None:
            laid = tuple(view.discards) if view.seat == declarer else public.shown_discards
            laid += tuple(left[: public.discards_made - len(laid)])
            masks[declarer] |= mask_of(laid)
        else:
            talon += tuple(left[: TALON_SIZE - len(talon)])
        hidden = self.hidden.new(seed=seed, dealt=tuple(masks), rest=talon)
        return self.seam.state(public, hidden, held, view.trick, view.to_act)

    def rest_from(self, position: Any) -> tuple[Card, ...]:
        """The talon cards no one took in exchange (a given deal's check shows none)."""
        talon = tuple(getattr(position, "talon", ()))
        part = talon_part(position.contract, position.talon_part, talon)
        return tuple(card for card in talon if card not in part)

    def dealt_from(self, hands: tuple[int, ...], position: Any) -> Dealt:
        """A position's deal: its hands and the whole talon."""
        return Dealt(hands, tuple(getattr(position, "talon", ())))

    def hidden_from(self, fields: Mapping[str, Any], dealt: Dealt, found: tuple[int, ...]) -> Any:
        """The deal's hands, the declarer's with the talon part it took."""
        hidden = super().hidden_from(fields, dealt, found)
        part = TALON_EXCHANGE.reserve_from(fields)
        return TALON_EXCHANGE.handed(hidden, fields["declarer"], part)

    def public_from(self, public: Any, position: Any) -> None:
        """The talon turned up, the taroks laid away, the discards made and the partner
        revealed, as the fields of a position read from JSON show them."""
        contract, talon = position.contract, tuple(position.talon)
        viewed = hasattr(position, "seat")
        if not viewed and contract is Contract.KLOP:
            talon = talon[: min(TALON_SIZE, len(position.played) // position.rules.players)]
        elif not viewed and (
            contract is None or not contract.talon or position.phase is Phase.KING
        ):
            talon = ()
        public.talon_shown = talon
        public.shown_discards = tuple(card for card in position.discards if card in TAROKS)
        made = 0
        if position.talon_part is not None:
            made = contract.talon
            if position.phase is Phase.TALON:
                sizes = position.hand_sizes if viewed else [len(h) for h in position.hands]
                made = public.dealt_size + contract.talon - sizes[position.declarer]
        public.discards_made = made
        king = _king_of(position)
        public.revealed = position.partner if king is not None and king in position.played else None

    def view_world(
        self, view: Any, fields: Mapping[str, Any], hands: list[int]
    ) -> tuple[Mapping[str, Any], list[int]]:
        """A world of ``view``: the cards it has not seen dealt again, the declarer's first
        (another seat's): its hidden discards (not taroks, kings or the trula) and, if it
        laid away a tarok, a hand of taroks and kings as it then held; the others' hands;
        the talon's hidden cards last."""
        public, seat = view._public, view.seat
        known = view._hand | mask_of(view.played) | mask_of(view.trick)
        known |= mask_of(public.talon_shown) | mask_of(public.shown_discards)
        pool = [card for card in DECK if not known & BITS[card.index]]
        masks = [0] * len(hands)
        masks[seat] = view._hand
        declarer, discards = public.declarer, tuple(public.shown_discards)

        def take(count: int, allowed: int = -1) -> tuple[Card, ...]:
            chosen = [card for card in pool if allowed & BITS[card.index]][:count]
            for card in chosen:
                pool.remove(card)
            return tuple(chosen)

        sizes = view.hand_sizes
        if declarer is not None and declarer != seat and public.talon_part is not None:
            gone = mask_of(view.played) | mask_of(view.trick) | mask_of(discards)
            part = talon_part(public.contract, public.talon_part, public.talon_shown)
            held = [card for card in part if not gone & BITS[card.index]]
            # the part's cards it may lay away face down: laid away first, as many as it did
            more = public.discards_made - len(discards)
            hidden = [card for card in held if not (TAROKS_MASK | KEPT_MASK) & BITS[card.index]]
            hidden = hidden[:more]
            held = [card for card in held if card not in hidden]
            more -= len(hidden)
            laid = (
                mask_of(discards) | mask_of(hidden) | mask_of(take(more, ~TAROKS_MASK & ~KEPT_MASK))
            )
            kept = TAROKS_MASK | KEPT_MASK if discards else -1
            masks[declarer] = mask_of(held) | mask_of(take(sizes[declarer] - len(held), kept))
            discards = cards_of(laid)
        for other in range(len(hands)):
            if other != seat and not (other == declarer and public.talon_part is not None):
                masks[other] = mask_of(take(sizes[other]))
        talon = tuple(public.talon_shown)
        talon += take(TALON_SIZE - len(talon))
        if seat == declarer:
            discards = tuple(view.discards)
        return {**fields, "seed": 0, "talon": talon, "discards": discards}, masks

    def observed(self, rules: Any) -> tuple[Any, ...]:
        """The contract, the declarer, the called king and the talon turned up."""
        cards = CardNumbering(DECK)
        players = rules.players
        return (
            Section(
                name="contract", size=len(CONTRACTS) + 1,
                meaning="the contract (the last: none yet)",
                encode=lambda v: one_hot((*CONTRACTS, None).index(v.contract), len(CONTRACTS) + 1),
            ),
            Section(
                name="declarer", size=players, meaning="the declarer's seat",
                encode=lambda v: seat_one_hot(v.declarer, v.seat, players),
            ),
            Section(
                name="called", size=4, meaning="the suit of the king called",
                encode=lambda v: one_hot(v.called, 4),
            ),
            Section(
                name="talon", size=len(DECK), meaning="the talon cards turned up",
                encode=lambda v: cards.bits(v.talon),
            ),
        )  # fmt: skip

    # -- the score ------------------------------------------------------------------------

    def deal_points(self, state: Any) -> tuple[int, ...]:
        public = state._public
        won = [*public.won]
        declarer = public.declarer
        if public.talon_part is not None:
            won[declarer] = (*won[declarer], *TALON_EXCHANGE.discards(state))
        last = public.last_trick
        return hand_points(
            public.contract, declarer=declarer, partner=state.partner, won=won,
            tricks=public.tricks_taken, last_trick=last.cards, last_winner=last.winner,
            called_king=_king_of(public), mond_lost=public.mond_lost,
        )  # fmt: skip

    def scored_fields(
        self, state: Any, points: tuple[int, ...], scores: tuple[int, ...]
    ) -> dict[str, Any]:
        fields = super().scored_fields(state, points, scores)
        fields.update(contract=state.contract, declarer=state.declarer, partner=state.partner)
        return fields

    def deals(self, rules: Rules) -> int:
        """``rules.hands`` (one, as OpenSpiel's)."""
        return rules.hands

    def score_bounds(self, rules: Rules) -> tuple[float, float]:
        return -520.0 * rules.hands, 500.0 * rules.hands


GAME_RULES = Tarok()


@attrs.frozen
class Deal(GivenDeal):
    """A hand's cards given rather than shuffled: ``hands`` by seat (16 cards each for
    three players, 12 for four) and ``rest`` the six talon cards in order."""

    game = GAME_RULES


start, new_game, deal_round = entry_points(GAME_RULES, Rules, State, Deal)
