"""Skat's rule set, state, view and :class:`Skat`, the hooks where it differs from a plain
trick game. ``docs/rules/skat.md`` names the source of each rule (the ISkO's sections are
cited at each).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import attrs

from tricktaker.cards import Card, Suit
from tricktaker.encoding import CardNumbering, Section, by_seat, one_hot, seat_one_hot
from tricktaker.engine import (
    Dealt,
    GivenDeal,
    TrickGame,
    TrickState,
    TrickView,
    entry_points,
)
from tricktaker.engine.options import check_options, option
from tricktaker.engine.states import position as position_of
from tricktaker.errors import RulesError
from tricktaker.events import Event
from tricktaker.masks import cards_of, mask_of
from tricktaker.skat.moves import (
    Action,
    HandScored,
    HandStarted,
    Phase,
    TrickWon,
)
from tricktaker.skat.phases import (
    DISCARDING,
    PHASES,
    picked_up,
    read_kontra,
    role_seat,
    skat_and_discarded,
    unheld,
)
from tricktaker.skat.values import (
    DECK,
    GROUPS,
    Contract,
    card_points,
    follow_suit,
    list_score,
    matadors,
    openspiel_score,
    ramsch_score,
    seeger_fabian,
    settle,
    trick_winner,
)
from tricktaker.tricks import CompletedTrick
from tricktaker.worlds import seats_of_plays


@attrs.frozen(kw_only=True)
class Rules:
    """A Skat rule set; the defaults are the ISkO's game of three, a round of three hands.

    Attributes:
        players: 3, or 4: the dealer deals to the other three and sits the hand out (ISkO
            1.1.1, pagat.com); it scores as a defender.
        hands: the hands the game lasts (3: each player deals once).
        seeger_fabian: if True, each hand is scored by the Seeger–Fabian system (a game won
            50 more, one lost 50 less, and 40 to each other player, 30 at four); else by the
            ISkO's list (the value won, twice it lost).
        ramsch: if True, a hand all pass is played as a Ramsch (pagat.com), not thrown in.
        kontra: if True, before the first lead each defender may say Kontra, doubling the
            hand's score, and the declarer may answer Re, doubling it again (pagat.com).
        simplified: if True, OpenSpiel's simplified ``skat``: each player from the forehand
            names a game or passes, the first to name one picks up the skat; no values, no
            Hand, nothing announced; scored as OpenSpiel's returns times 240.
        first_dealer: the seat that deals the first hand; the deal passes to the left.

    >>> Rules(players=5)
    Traceback (most recent call last):
    ...
    tricktaker.RulesError: Rules.players must be 3 or 4, not 5
    """

    players: int = option(3, (3, 4), "3 or 4")
    hands: int = option(3, range(1, 100), "1 to 99")
    seeger_fabian: bool = False
    ramsch: bool = False
    kontra: bool = False
    simplified: bool = False
    first_dealer: int = 0

    def __attrs_post_init__(self) -> None:
        check_options(self)
        mixed = self.seeger_fabian or self.ramsch or self.kontra or self.players != 3
        if self.simplified and mixed:
            raise RulesError("Rules.simplified scores OpenSpiel's way: seeger_fabian, ramsch "
                             "and kontra must be False, and players 3")  # fmt: skip

    @classmethod
    def openspiel(cls) -> Rules:
        """OpenSpiel's ``skat`` (it has no parameters): one hand, seat 0 the forehand.

        >>> rules = Rules.openspiel()
        >>> rules.simplified, rules.hands, rules.first_dealer
        (True, 1, 2)
        """
        return cls(simplified=True, hands=1, first_dealer=2)


class _ViewBase(TrickView[Rules, Phase, Action]):
    """A view's ``discarded``: what its seat alone knows (the declarer's own)."""

    __slots__ = ()

    @property
    def discarded(self) -> tuple[Card, ...] | None:
        """The cards the declarer laid away, in the declarer's view; None in the others'."""
        seen: tuple[Card, ...] | None = self._seen
        return seen


class View(_ViewBase):
    """What one seat may know of a Skat game.

    Its ``hand``, the ``hand_sizes`` and (the declarer's) ``discarded`` are this seat's; the
    other fields mean what they mean on :class:`State`.
    """

    rules: Rules
    seat: int
    hand_number: int
    dealer: int
    bidding: tuple[int, ...]
    bid: int
    declarer: int | None
    hand_game: bool | None
    contract: Contract | None
    schneider: bool
    schwarz: bool
    ouvert: bool
    kontra_calls: tuple[bool, ...] = ()
    laid_away: int
    open_hand: tuple[Card, ...] = ()
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    discarded: tuple[Card, ...] | None = None
    tricks_taken: tuple[int, ...]
    card_points: tuple[int, ...]
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
    """A state's ``skat`` and ``discarded``, found from its cards."""

    __slots__ = ()

    @property
    def skat(self) -> tuple[Card, ...]:
        """The two cards dealt to the skat."""
        return cards_of(mask_of(self._hidden.rest))

    @property
    def discarded(self) -> tuple[Card, ...]:
        """The cards the declarer has laid away (none before it has)."""
        return DISCARDING.discards(self)


class State(_StateBase):
    """A Skat game at one moment: a value that never changes.

    Attributes:
        rules: the rule set.
        seed: the seed every deal derives from.
        hand_number: the hand, from 1.
        dealer: the seat that dealt it.
        bidding: the auction's calls in order: a value said, 1 for "yes", 0 for a pass.
        bid: the highest value said and held (0 until one is).
        declarer: the seat that declares; None until the auction has one.
        hand_game: whether the declarer plays Hand; None until it chose.
        contract: the game declared (Ramsch when all passed); None until then.
        schneider: whether Schneider was announced.
        schwarz: whether Schwarz was announced.
        ouvert: whether the game is Ouvert.
        kontra_calls: Kontra and Re: each defender asked in turn says Kontra (True) or not
            until one does, then the declarer Re (True) or not (``Rules(kontra=True)``).
        laid_away: how many cards the declarer has laid away (0 to 2).
        open_hand: an Ouvert declarer's cards as laid open (none otherwise).
        hands: each seat's cards, in canonical order.
        skat: the two cards dealt to the skat.
        discarded: the cards the declarer laid away.
        tricks_taken: the tricks each seat has taken this hand.
        card_points: the card points each seat has taken in tricks this hand.
        trick: the cards of the trick in progress.
        leader: the seat that led (or leads) the trick in progress.
        played: the cards of this hand's finished tricks, in play order.
        last_trick: the last finished trick of this hand.
        scores: each seat's total.
        phase: what ``to_act`` is asked to do.
        to_act: the seat whose decision it is; None once the game is over.
        winners: the winning seats once the game is over.

    >>> state = new_game(Rules(), seed=1)
    >>> state.phase, state.to_act, [len(hand) for hand in state.hands], len(state.skat)
    (<Phase.BID: 'bid'>, 2, [10, 10, 10], 2)
    """

    rules: Rules
    seed: int
    hand_number: int
    dealer: int
    bidding: tuple[int, ...]
    bid: int
    declarer: int | None
    hand_game: bool | None
    contract: Contract | None
    schneider: bool
    schwarz: bool
    ouvert: bool
    kontra_calls: tuple[bool, ...] = ()
    laid_away: int
    open_hand: tuple[Card, ...] = ()
    hands: tuple[tuple[Card, ...], ...]
    skat: tuple[Card, ...]
    discarded: tuple[Card, ...] = ()
    tricks_taken: tuple[int, ...]
    card_points: tuple[int, ...]
    trick: tuple[Card, ...]
    leader: int
    played: tuple[Card, ...] = ()
    last_trick: CompletedTrick | None = None
    scores: tuple[int, ...]
    phase: Phase
    to_act: int | None
    winners: tuple[int, ...] = ()
    __slots__ = ()


class Skat(TrickGame):
    """Skat where it differs from a plain trick game: the deck and the skat, the auction,
    the declarer's skat and declaration, the trump orders, the card points, and the
    scores."""

    name = "skat"
    title = "Skat"
    state_class = State
    view_class = View
    phase = Phase
    phases = PHASES
    deck = DECK
    most_players = 4
    number_field = "hand_number"
    number_word = "hand"
    deal_started = HandStarted
    trick_won = TrickWon
    deal_scored = HandScored
    per_seat = ("card_points",)

    def hand_size(self, rules: Any, number: int) -> int:
        """Ten cards each (none to a dealer who sits out); the two left over are the skat."""
        return 10

    def dealt_in(self, rules: Any, dealer: int) -> tuple[int, ...]:
        """The forehand, the middlehand and the rearhand: at four, the dealer deals to the
        other three and sits the hand out (ISkO 1.1.1; pagat.com)."""
        return tuple([role_seat(dealer, rules.players, role) for role in range(3)])

    def begin_deal(self, public: Any, dealer: int, dealt: Dealt) -> None:
        public.dealer, public.card_points = dealer, (0,) * public.rules.players

    # -- the play -------------------------------------------------------------------------

    def playable(self, position: Any, hand: int) -> int:
        """Follow the suit led if able, the trumps (the jacks among them) being one suit
        (ISkO 4.2)."""
        trick = position.trick
        if trick:
            contract = position._public.contract
            following: int = hand & GROUPS[contract][follow_suit(trick[0], contract)]
            if following:
                return following
        return hand

    def follow_suit(self, position: Any, card: Card) -> Suit | None:
        return follow_suit(card, position._public.contract)

    def trick_winner(self, position: Any, cards: tuple[Card, ...]) -> int:
        return trick_winner(cards, position._public.contract)

    def take_trick(self, public: Any, winner: int, cards: tuple[Card, ...]) -> Event:
        """The winner takes a trick and its card points."""
        taken, points = [*public.tricks_taken], [*public.card_points]
        taken[winner] += 1
        points[winner] += card_points(cards)
        public.tricks_taken, public.card_points = tuple(taken), tuple(points)
        return TrickWon(winner=winner, leader=public.leader, cards=cards)

    def after_trick(self, state: Any, events: tuple[Event, ...]) -> Any:
        """A Null declarer who takes a trick has lost, and the play ends (ISkO 5.2.7;
        OpenSpiel ends it too); otherwise the hand ends once the cards are played."""
        public = state._public
        declarer_took = public.contract is Contract.NULL and public.tricks_taken[public.declarer]
        if declarer_took or not state._held & state._hidden.dealt[state.to_act]:
            return self.end_deal(state, events)
        return state, events

    def hand_sizes(self, view: Any) -> tuple[int, ...]:
        return DISCARDING.holding(view, super().hand_sizes(view))  # the skat too

    def shown_cards(self, position: Any) -> tuple[int, ...] | None:
        """An Ouvert declarer's cards, laid open, are its until played (ISkO 3.4)."""
        shown = position.open_hand
        if not shown:
            return None
        gone = mask_of(position.played) | mask_of(position.trick)
        mask = mask_of(shown) & ~gone
        players = position.rules.players
        return tuple([mask if seat == position.declarer else 0 for seat in range(players)])

    def rest_from(self, position: Any) -> tuple[Card, ...]:
        """The cards out of play that the position shows: the skat (a state's) until the
        declarer picks it up, then the cards laid away (a state's, the declarer's view's)."""
        if not picked_up(position):
            return tuple(getattr(position, "skat", None) or ())
        return tuple(getattr(position, "discarded", None) or ())

    def dealt_from(self, hands: tuple[int, ...], position: Any) -> Dealt:
        """A position's deal: its hands, and the skat, the cards dealt to no one."""
        return Dealt(hands, unheld(hands))

    def hidden_from(self, fields: Mapping[str, Any], dealt: Dealt, found: tuple[int, ...]) -> Any:
        """A declarer who picked up the skat was given its hand and the skat."""
        given = [mask | hand for mask, hand in zip(dealt.hands, found, strict=True)]
        if picked_up(position_of(**fields)):
            given[fields["declarer"]] |= mask_of(dealt.rest)
        return self.hidden.new(seed=fields["seed"], dealt=tuple(given), rest=dealt.rest)

    def view_world(
        self, view: Any, fields: Mapping[str, Any], hands: list[int]
    ) -> tuple[Mapping[str, Any], list[int]]:
        """A world in which the skat and the cards laid away are what the view allows."""
        world = {**fields, "seed": 0}
        if picked_up(position_of(**fields)):
            played = mask_of(fields["played"]) | mask_of(fields["trick"])
            world["skat"], world["discarded"] = skat_and_discarded(fields, hands, played)
        return world, hands

    def world(self, view: Any, seed: int, hands: Sequence[Sequence[Card]]) -> Any:
        """A state of which ``view`` is the view of its seat, the seats holding ``hands``:
        the cards in no hand are the skat, or once the declarer picked it up the cards laid
        away (``skat_and_discarded``); the declarer's cards as given include those it has
        played (its matadors count them)."""
        masks = [mask_of(hand) for hand in hands]
        held = mask_of([card for hand in hands for card in hand])
        gone = mask_of(view.played) | mask_of(view.trick)
        rest, declarer = unheld((held, gone)), view.declarer
        if declarer is not None:
            if picked_up(view):
                rest = skat_and_discarded({"declarer": declarer}, masks, gone)[0]
                masks[declarer] |= mask_of(rest)
            seats = seats_of_plays(
                view.played, view.trick, view.leader, players=view.rules.players,
                winner=lambda cards: trick_winner(cards, view.contract),
                orders=view._public.orders,
            )  # fmt: skip
            cards = (*view.played, *view.trick)
            masks[declarer] |= mask_of(
                [c for c, s in zip(cards, seats, strict=True) if s == declarer]
            )
        hidden = self.hidden.new(seed=seed, dealt=tuple(masks), rest=rest)
        return self.seam.state(view._public, hidden, held, view.trick, view.to_act)

    def seen(self, state: Any, seat: int) -> Any:
        """The declarer who picked up the skat knows the cards it laid away."""
        return DISCARDING.discards(state) if seat == state._public.declarer else None

    def seen_from(self, position: Any) -> Any:
        return position.discarded

    def observed(self, rules: Any) -> tuple[Any, ...]:
        """The bid, the declarer, the game and its announcements, the card points taken,
        an Ouvert hand and the cards laid away (the declarer's own view); Kontra and Re."""
        cards = CardNumbering(DECK)
        contracts, players = tuple(Contract), rules.players
        found: tuple[Any, ...] = (
            Section(
                name="bid", size=1, meaning="the value held, over 264",
                encode=lambda v: [v.bid / 264],
            ),
            Section(
                name="declarer", size=players, meaning="the declarer (none until one is)",
                encode=lambda v: seat_one_hot(v.declarer, v.seat, players),
            ),
            Section(
                name="contract", size=len(contracts), meaning="the game declared, if any",
                encode=lambda v: one_hot(
                    None if v.contract is None else contracts.index(v.contract), len(contracts)
                ),
            ),
            Section(
                name="announced", size=4,
                meaning="1 each for Hand, Schneider, Schwarz and Ouvert announced",
                encode=lambda v: [float(bool(x)) for x in (v.hand_game, v.schneider, v.schwarz,
                                                           v.ouvert)],
            ),
            Section(
                name="card_points", size=players, meaning="each seat's card points, over 120",
                encode=lambda v: [x / 120 for x in by_seat(v.card_points, v.seat)],
            ),
            Section(
                name="open_hand", size=len(DECK), meaning="an Ouvert declarer's cards",
                encode=lambda v: cards.bits(v.open_hand),
            ),
            Section(
                name="discarded", size=len(DECK), meaning="the cards laid away, its own view",
                encode=lambda v: cards.bits(v.discarded or ()),
            ),
        ) + (Section(
            name="kontra", size=2, meaning="1 each for Kontra and Re said",
            encode=lambda v: [float(read_kontra(v.kontra_calls)[1] >= f) for f in (2, 4)],
        ),) * rules.kontra  # fmt: skip
        return found

    # -- the score ------------------------------------------------------------------------

    def declarer_points(self, state: Any) -> int:
        """The declarer's card points: its tricks' and the skat's (ISkO 5.2.2)."""
        declarer = state._public.declarer
        if declarer is None:
            return 0
        taken: int = state._public.card_points[declarer]
        skat = DISCARDING.discards(state) if picked_up(state) else state._hidden.rest
        return taken + card_points(skat)

    def result(self, state: Any) -> tuple[bool | None, int, tuple[int, ...]]:
        """Whether the declarer won (None without one), the game's value, and each seat's
        points for the hand."""
        public = state._public
        declarer, contract, players = public.declarer, public.contract, public.rules.players
        if contract is Contract.RAMSCH:  # the skat to the last trick's winner; the three
            points = [*public.card_points]
            points[public.last_trick.winner] += card_points(state._hidden.rest)
            seats = self.dealt_in(public.rules, public.dealer)
            scored = ramsch_score([points[s] for s in seats], [public.tricks_taken[s] for s in
                                                              seats])  # fmt: skip
            found = dict(zip(seats, scored, strict=True))
            return None, 0, tuple([found.get(seat, 0) for seat in range(players)])
        if declarer is None:
            return None, 0, (0,) * players
        tricks = public.tricks_taken[declarer]
        if public.rules.simplified:
            mine, theirs = openspiel_score(contract, self.declarer_points(state), tricks)
            return mine > 0, 0, tuple([mine if s == declarer else theirs for s in range(players)])
        twelve = cards_of(state._hidden.dealt[declarer] | mask_of(state._hidden.rest))
        won, value = settle(
            contract, bid=public.bid, tops=matadors(twelve, contract)[1],
            hand=bool(public.hand_game), schneider_announced=public.schneider,
            schwarz_announced=public.schwarz, ouvert=public.ouvert,
            declarer_points=self.declarer_points(state), declarer_tricks=tricks,
        )  # fmt: skip
        doubled = value * read_kontra(public.kontra_calls)[1]  # the score, not the value
        if public.rules.seeger_fabian:
            mine, theirs = seeger_fabian(won, doubled, players)
        else:
            mine, theirs = list_score(won, doubled), 0
        return won, value, tuple([mine if s == declarer else theirs for s in range(players)])

    def deal_points(self, state: Any) -> tuple[int, ...]:
        return self.result(state)[2]

    def scored_fields(
        self, state: Any, points: tuple[int, ...], scores: tuple[int, ...]
    ) -> dict[str, Any]:
        public = state._public
        declarer = public.declarer
        won, value, _ = self.result(state)
        return super().scored_fields(state, points, scores) | {
            "declarer": declarer,
            "contract": public.contract,
            "bid": public.bid,
            "declarer_points": self.declarer_points(state),
            "declarer_tricks": 0 if declarer is None else public.tricks_taken[declarer],
            "won": won,
            "value": value,
        }

    def deals(self, rules: Rules) -> int:
        """The game's hands: ``rules.hands``."""
        return rules.hands

    def score_bounds(self, rules: Rules) -> tuple[float, float]:
        if rules.simplified:
            return -120.0 * rules.hands, 120.0 * rules.hands
        most = 264 * (4 if rules.kontra else 1)  # a Grand Ouvert, with Re
        return -(2.0 * most + 50) * rules.hands, (most + 50.0) * rules.hands


GAME_RULES = Skat()


@attrs.frozen
class Deal(GivenDeal):
    """A hand's cards given rather than shuffled: ``hands`` by seat, 10 cards each (none to a
    dealer who sits out), and ``rest`` the two cards of the skat."""

    game = GAME_RULES


def as_dealt(state: State) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
    """A hand's cards as they were dealt, for explicit chance: the hands, and the skat in the
    order dealt (its ``skat`` is in canonical order); asked as a hand begins."""
    return state.hands, tuple(state._hidden.rest)


start, new_game, deal_round = entry_points(GAME_RULES, Rules, State, Deal)
