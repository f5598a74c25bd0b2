"""Doppelkopf on the trick-game engine: its rules, state and view, events and the hooks
of :class:`Doppelkopf`, where it differs from a plain trick game. Sources: the DDV's
Turnierspielregeln (TSR) and pagat.com's page; ``docs/rules/doppelkopf.md`` names the
source of each rule.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import attrs

from tricktaker.actions import Play
from tricktaker.cards import Card, Rank, Suit, shuffled
from tricktaker.deals import deal_masks
from tricktaker.doppelkopf.parties import (
    ANNOUNCE,
    ANNOUNCING,
    FOXES,
    HAND_SIZE,
    NINES,
    QUEENS,
    RESERVING,
    SEATS,
    Action,
    Announced,
    Phase,
    declared_re,
    fit_parties,
    holds_pigs,
    levels,
    shown_parties,
    trick_seats,
)
from tricktaker.doppelkopf.rules import (
    DECK,
    FUCHS,
    KARLCHEN,
    Contract,
    Party,
    ScoreItem,
    card_points,
    follow_class,
    is_trump,
    score_deal,
    trick_winner,
)
from tricktaker.encoding import Section, one_hot, per_seat_section, seat_one_hot
from tricktaker.engine import (
    Dealt,
    GivenDeal,
    TrickGame,
    TrickState,
    TrickView,
    deal_numbered,
    starting,
)
from tricktaker.engine.events import TrickWon as _TrickWon
from tricktaker.errors import TricktakerError, check_rule_fields
from tricktaker.events import Event, own_hand_only
from tricktaker.masks import BITS, SECOND_COPY_SHIFT, cards_of, mask_of
from tricktaker.tricks import CompletedTrick

_CLASS = {
    contract: {
        key: mask_of(card for card in DECK if follow_class(card, contract) is key)
        for key in (*Suit, None)
    }
    for contract in Contract
}  # by contract, the cards played to each suit for following (None: trumps of no suit)
_DECKS = {False: DECK, True: tuple(card for card in DECK if card.rank != Rank.NINE)}


@attrs.frozen(kw_only=True)
class Rules:
    """A Doppelkopf rule set; the defaults are the DDV's tournament rules.

    Attributes:
        players: always 4.
        deals: the deals of a game (24, a tournament round: TSR 8.5).
        second_dulle: a house rule: the second hearts ten played to a trick beats the first,
            but in the last trick (pagat.com); the DDV's first beats the second.
        without_nines: a house rule: 40 cards, the nines left out, ten a seat (pagat.com);
            the announcements' deadlines come two cards earlier.
        pigs: a house rule (Schweinchen): a seat dealt both diamond aces holds them above
            the hearts tens, in a normal game; it is shown to all as the deal begins.
        first_dealer: the seat that deals the first deal; the deal passes to the left.

    >>> Rules(deals=0)
    Traceback (most recent call last):
    ...
    tricktaker.RulesError: Rules.deals must be 1 to 1000, not 0
    """

    players: int = 4
    deals: int = 24
    second_dulle: bool = False
    without_nines: bool = False
    pigs: bool = False
    first_dealer: int = 0

    def __attrs_post_init__(self) -> None:
        check_rule_fields(
            self,
            ints=(
                ("players", (4,), "4"), ("deals", range(1, 1001), "1 to 1000"),
                ("first_dealer", range(4), "0 to 3"),
            ),
            flags=("second_dulle", "without_nines", "pigs"),
        )  # fmt: skip


# -- actions and events -----------------------------------------------------------------------


@attrs.frozen
class HandStarted(Event):
    """Deal ``hand_number`` was dealt by ``dealer``: ``hands`` by seat, None where hidden;
    ``pigs`` the seat that holds both diamond aces as pigs (a house rule), if any."""

    hand_number: int
    dealer: int
    hands: tuple[tuple[Card, ...] | None, ...]
    pigs: int | None = None

    def for_seat(self, seat: int) -> HandStarted:
        return attrs.evolve(self, hands=own_hand_only(self.hands, seat))

    def shown_to_all(self) -> tuple[Card, ...]:
        return cards_of(FOXES) if self.pigs is not None else ()


@attrs.frozen
class TrickWon(_TrickWon):
    """``winner`` took the trick of ``cards`` (in play order) that ``leader`` led."""


@attrs.frozen
class HandScored(Event):
    """Deal ``hand_number`` ended: the Re party ``re`` (one seat: a silent marriage, a solo)
    took ``re_points`` card points; ``winner`` won (None: neither reached what it
    announced) and Re gained ``value`` game points, made of ``items`` (each a name and its
    points for Re); each seat's ``points`` and total."""

    hand_number: int
    re: tuple[int, ...]
    re_points: int
    winner: Party | None
    value: int
    items: tuple[ScoreItem, ...]
    points: tuple[int, ...]
    scores: tuple[int, ...]


# -- state and view ---------------------------------------------------------------------------


class _Parties:
    __slots__ = ()

    @property
    def parties(self) -> tuple[Party | None, ...]:
        """Each seat's party as shown to all so far (:func:`shown_parties`)."""
        return shown_parties(self)


class View(TrickView[Rules, Phase, Action], _Parties):
    """What ``seat`` may know: its hand, the announcements, the tricks and the card points
    taken, the parties as shown so far, the scores. The fields mean what they mean on
    :class:`State`."""

    seat: int
    rules: Rules
    hand_number: int
    dealer: int
    pigs: int | None = None
    declared: tuple[Contract | None, ...]
    contract: Contract = Contract.NORMAL
    soloist: int | None = None
    partner: int | None = None
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    announcements: tuple[Announced, ...] = ()
    tricks_taken: tuple[int, ...]
    points_taken: tuple[int, ...]
    trick_winners: tuple[int, ...] = ()
    trick: tuple[Card, ...]
    leader: int
    played: tuple[Card, ...] = ()
    last_trick: CompletedTrick | None = None
    scores: tuple[int, ...]
    phase: Phase
    to_act: int | None
    winners: tuple[int, ...]
    __slots__ = ()


class State(TrickState[Rules, Phase, Action, View], _Parties):
    """A Doppelkopf game at one moment: a value that never changes.

    Attributes:
        rules: the rule set.
        seed: the seed every deal derives from.
        hand_number: the deal, from 1.
        dealer: the seat that dealt it.
        pigs: the seat that holds both diamond aces as pigs (``Rules.pigs``), or None.
        declared: what each seat said before the play (None: not asked, or not yet).
        contract: the game played: the normal game, or the solo declared.
        soloist: the seat that plays the solo, or that holds the marriage; None.
        partner: the marriage's partner once found (TSR 4.4), or None.
        hands: each seat's cards, in canonical order.
        announcements: this deal's announcements, in order.
        tricks_taken: the tricks each seat has taken this deal.
        points_taken: the card points each seat has taken this deal.
        trick_winners: the winner of each finished trick of this deal.
        trick: the cards of the trick in progress.
        leader: the seat that led (or leads) the trick in progress.
        played: the cards of this deal's finished tricks, in play order.
        last_trick: the last finished trick of this deal.
        scores: each seat's total of game points.
        phase: what ``to_act`` is asked to do.
        to_act: the seat whose decision it is; None once the game is over.
        winners: the seats of the highest total once the game is over.

    >>> state = new_game(Rules(), seed=1)
    >>> state.to_act, [len(hand) for hand in state.hands], state.parties, state.phase
    (1, [12, 12, 12, 12], (None, None, None, None), <Phase.RESERVE: 'reserve'>)
    """

    rules: Rules
    seed: int
    hand_number: int
    dealer: int
    pigs: int | None = None
    declared: tuple[Contract | None, ...]
    contract: Contract = Contract.NORMAL
    soloist: int | None = None
    partner: int | None = None
    hands: tuple[tuple[Card, ...], ...]
    announcements: tuple[Announced, ...] = ()
    tricks_taken: tuple[int, ...]
    points_taken: tuple[int, ...]
    trick_winners: tuple[int, ...] = ()
    trick: tuple[Card, ...]
    leader: int
    played: tuple[Card, ...] = ()
    last_trick: CompletedTrick | None = None
    scores: tuple[int, ...]
    phase: Phase
    to_act: int | None
    winners: tuple[int, ...] = ()
    __slots__ = ()


class Doppelkopf(TrickGame):
    """Doppelkopf where it differs from a plain trick game: the double deck, the trumps and
    following, the announcements in the play, the hidden parties and the deal's score."""

    name = "doppelkopf"
    title = "Doppelkopf"
    state_class = State
    view_class = View
    phase = Phase
    phases = (RESERVING, ANNOUNCING)
    deck = DECK
    most_players = 4
    number_field = "hand_number"
    number_word = "hand"
    deal_started = HandStarted
    trick_won = TrickWon
    deal_scored = HandScored
    deal_fields = ("dealer", "pigs")
    per_seat = ("declared",)
    lead_refusal = ("may not lead it", "illegal")

    def play_rule(self, rules: Rules) -> Any:
        """The announcements, taken in the play beside the cards."""
        return ANNOUNCING

    def deal(self, rules: Rules, seed: int, number: int, dealer: int) -> Dealt:
        """Twelve cards each from the dealer's left (TSR 3.3); ten without the nines."""
        deck = shuffled(_DECKS[rules.without_nines], f"doppelkopf:{seed}:{number}")
        return Dealt(deal_masks(deck, 4, self.hand_size(rules, number), dealer + 1), ())

    def hand_size(self, rules: Any, number: int) -> int:
        return HAND_SIZE - 2 if rules.without_nines else HAND_SIZE

    def rest_size(self, rules: Any, number: int) -> int:
        return 0

    def dealt_from(self, hands: tuple[int, ...], position: Any) -> Dealt:
        """A deal's hands (a given deal's too); without the nines, none may hold one."""
        if position.rules.without_nines and any(hand & NINES for hand in hands):
            raise TricktakerError("the nines are left out (without_nines)")
        return Dealt(hands, ())

    def begin_deal(self, public: Any, dealer: int, dealt: Dealt) -> None:
        public.dealer, public.announcements, public.trick_winners = dealer, (), ()
        public.points_taken = (0, 0, 0, 0)
        pigs = [seat for seat in SEATS if holds_pigs(dealt.hands[seat])]
        public.pigs = pigs[0] if public.rules.pigs and pigs else None

    def deal_events(self, state: Any, hands: tuple[tuple[Card, ...], ...]) -> tuple[Event, ...]:
        fields = {"hand_number": state.hand_number, "dealer": state.dealer, "pigs": state.pigs}
        return (HandStarted(**fields, hands=hands),)

    # -- the play ---------------------------------------------------------------------------

    def playable(self, position: Any, hand: int) -> int:
        """Follow the suit led, trump being one suit (TSR 5.2). Of two alike cards held,
        the first copy is the one played: one move, not two."""
        trick = position.trick
        if trick:
            contract = position._public.contract
            following: int = hand & _CLASS[contract][follow_class(trick[0], contract)]
            if following:
                hand = following
        return hand & ~((hand & (hand >> SECOND_COPY_SHIFT)) << SECOND_COPY_SHIFT)

    def follow_suit(self, position: Any, card: Card) -> Suit | None:
        return follow_class(card, position._public.contract)

    def refusal_reason(self, position: Any, hand: int, card: Card) -> tuple[str, str]:
        if card.first_copy is not card and hand & BITS[card.first_copy.index]:
            return f"the other {card} is played first (the two are alike)", "illegal"
        if not position.trick:
            return self.lead_refusal
        trumps = is_trump(position.trick[0], position._public.contract)
        return f"must follow {'trump' if trumps else self.led_suit(position)}", "must_follow_suit"

    def trick_winner(self, position: Any, cards: tuple[Card, ...]) -> int:
        public = position._public
        played = public.played  # the last trick: being taken, or (read back) the last taken
        end = 4 * public.dealt_size - 4
        last = tuple(played[end:]) == cards or (len(played) == end and cards[0] not in played)
        contract, second_dulle = public.contract, public.rules.second_dulle
        pigs = public.pigs is not None and contract in (Contract.NORMAL, Contract.HOCHZEIT)
        return trick_winner(
            cards, contract=contract, second_dulle=second_dulle, last=last, pigs=pigs
        )

    def take_trick(self, public: Any, winner: int, cards: tuple[Card, ...]) -> Event:
        """The winner takes the trick and its card points."""
        taken, points = [*public.tricks_taken], [*public.points_taken]
        taken[winner] += 1
        points[winner] += card_points(cards)
        public.tricks_taken, public.points_taken = tuple(taken), tuple(points)
        if (  # a marriage's first foreign trick of the first three (TSR 4.4)
            public.contract is Contract.HOCHZEIT
            and public.partner is None
            and winner != public.soloist
            and len(public.trick_winners) < 3
        ):
            public.partner = winner
        public.trick_winners = (*public.trick_winners, winner)
        return TrickWon(winner=winner, leader=public.leader, cards=cards)

    def plays_from(self, position: Any) -> list[Any]:
        """The cards played, with the announcements between them where they were made."""
        found: list[Any] = []
        for index, card in enumerate((*position.played, *position.trick, None)):
            found += [ANNOUNCE[made.call] for made in position.announcements if made.at == index]
            if card is not None:
                found.append(Play(card))
        return found

    def shown_cards(self, position: Any) -> tuple[int, ...] | None:
        """The pigs (both diamond aces of one seat, a house rule) and the queens of clubs of a
        seat that said Hochzeit are shown to all."""
        pigs, gone = position.pigs, ~mask_of((*position.played, *position.trick))
        said = position.declared  # Hochzeit said shows both queens of clubs
        bride = said.index(Contract.HOCHZEIT) if Contract.HOCHZEIT in said else None
        if pigs is None and bride is None:
            return None
        return tuple(
            [((FOXES if seat == pigs else 0) | (QUEENS if seat == bride else 0)) & gone
             for seat in SEATS]
        )  # fmt: skip

    def view_world(
        self, view: Any, fields: Mapping[str, Any], hands: list[int]
    ) -> tuple[Mapping[str, Any], list[int]]:
        """The others' cards dealt so that what was shown fits (``parties.fit_parties``)."""
        return {**fields, "seed": 0}, fit_parties(view, hands)

    def world(self, view: Any, seed: int, hands: Sequence[Sequence[Card]]) -> Any:
        masks = [mask_of(hand) for hand in hands]
        masks = fit_parties(view, masks)
        return super().world(view, seed, [cards_of(mask) for mask in masks])

    def observed(self, rules: Any) -> tuple[Any, ...]:
        """The game played, the soloist, each party's highest announcement and each seat's
        party as shown (from the view's seat on)."""
        contracts, parties = list(Contract), list(Party)
        return (
            Section(
                name="contract", size=len(contracts),
                meaning="the game played: normal, a solo, a marriage",
                encode=lambda v: one_hot(contracts.index(v.contract), len(contracts)),
            ),
            Section(
                name="soloist", size=4, meaning="the seat playing a solo, if any",
                encode=lambda v: seat_one_hot(v.soloist, v.seat, 4),
            ),
            Section(
                name="announced", size=12,
                meaning="each party's highest announcement: none, Re/Kontra, keine 90 ... schwarz",
                encode=lambda v: [
                    x for level in levels(v.announcements).values() for x in one_hot(level + 1, 6)
                ],
            ),
            per_seat_section(
                "parties", "each seat's party as shown (Re, Kontra)", 4, 2,
                lambda v: [None if party is None else parties.index(party) for party in v.parties],
            ),
        )  # fmt: skip

    # -- the score ----------------------------------------------------------------------------

    def deal_points(self, state: Any) -> tuple[int, ...]:
        points: tuple[int, ...] = self._score_of(state)["points"]
        return points

    def scored_fields(
        self, state: Any, points: tuple[int, ...], scores: tuple[int, ...]
    ) -> dict[str, Any]:
        return {**self._score_of(state), "points": points, "scores": scores}

    def _score_of(self, state: Any) -> dict[str, Any]:
        """The deal's score as :class:`HandScored` says it, but the totals."""
        dealt = state._hidden.dealt
        re = declared_re(state._public) or tuple(s for s in SEATS if dealt[s] & QUEENS)
        party = [Party.RE if seat in re else Party.KONTRA for seat in SEATS]
        extras: list[tuple[str, Party]] = []
        plays = trick_seats(state)
        for k, winner in enumerate(state.trick_winners):
            trick = plays[4 * k : 4 * k + 4]
            if card_points([card for _, card in trick]) >= 40:
                extras.append(("Doppelkopf", party[winner]))
            for by, card in trick:
                if card.first_copy is FUCHS and party[by] is not party[winner]:
                    extras.append(("Fuchs gefangen", party[winner]))
            last = k == state._public.dealt_size - 1
            if last and any(by == winner and card.first_copy is KARLCHEN for by, card in trick):
                extras.append(("Karlchen", party[winner]))
        re_points = sum([state.points_taken[seat] for seat in re])
        re_tricks, solo = sum([state.tricks_taken[seat] for seat in re]), len(re) == 1
        score = score_deal(
            re_points=re_points, re_tricks=re_tricks,
            kontra_tricks=state._public.dealt_size - re_tricks,
            levels=levels(state.announcements), extras=extras, solo=solo,
        )  # fmt: skip
        value = score.value
        return {
            "hand_number": state.hand_number, "re": re, "re_points": re_points,
            "winner": score.winner, "value": value, "items": score.items,
            "points": tuple([(3 * value if solo else value) if s in re else -value for s in SEATS]),
        }  # fmt: skip

    def deals(self, rules: Rules) -> int:
        """A game is ``rules.deals`` deals."""
        return rules.deals

    def score_bounds(self, rules: Rules) -> tuple[float, float]:
        most = 3 * 40 * rules.deals  # a soloist's deal: at most 3 times some 30 points
        return -float(most), float(most)


GAME_RULES = Doppelkopf()


@attrs.frozen
class Deal(GivenDeal):
    """A deal's cards given rather than shuffled: ``hands`` by seat, 12 cards each (10, and
    no nine, ``without_nines``)."""

    game = GAME_RULES


def start(
    rules: Rules | None = None, *, seed: int | None = None, deal: Deal | None = None
) -> tuple[State, tuple[Event, ...]]:
    """A new game dealt for its first deal (from ``seed``, or ``deal``), and its events."""
    return starting(GAME_RULES, Rules, rules, seed, Deal, deal)


def new_game(
    rules: Rules | None = None, *, seed: int | None = None, deal: Deal | None = None
) -> State:
    """A new game dealt for its first deal (see :func:`start`)."""
    return start(rules, seed=seed, deal=deal)[0]


def deal_round(
    rules: Rules, number: int, deal: Deal, *, scores: Sequence[int], seed: int = 0
) -> tuple[State, tuple[Event, ...]]:
    """Deal ``number`` laid out from ``deal`` with the totals ``scores`` (explicit chance)."""
    return deal_numbered(GAME_RULES, Rules, rules, number, Deal, deal, scores, seed)


__all__ = [
    "GAME_RULES", "Deal", "Doppelkopf", "HandScored", "HandStarted", "Rules", "State",
    "TrickWon", "View", "deal_round", "new_game", "start",
]  # fmt: skip
