"""Oh Hell on the trick-game engine: a plain trick game with a turned trump card, a bid a
seat (the dealer hooked) and a round's score by the bid. Its pure rule functions check their
input and ask the rule the game asks: the engine's plain trick (following, the winner), the
hook (:func:`~tricktaker.engine.bid_choices`) and :func:`score`."""

from __future__ import annotations

import enum
from collections.abc import Sequence
from typing import Any

import attrs

from tricktaker.actions import Play
from tricktaker.cards import STANDARD_DECK, Card, CardKind, Suit
from tricktaker.encoding import Section, one_hot, register_encoding
from tricktaker.engine import (
    Bidding,
    TrickState,
    TrickView,
    actions,
    bid_choices,
    deal_numbered,
    entry_points,
    events,
    position,
)
from tricktaker.engine.actions import BidChoices
from tricktaker.engine.family import BiddingGame, TurnedDeal
from tricktaker.engine.register import register_game_types
from tricktaker.errors import AtLeast, RulesError, TricktakerError, check_rule_fields
from tricktaker.events import CardPlayed, Event, GameOver, own_hand_only
from tricktaker.masks import BITS, mask_of
from tricktaker.serialize import Bounds
from tricktaker.tricks import CompletedTrick, trump_winner
from tricktaker.words import (
    ROUND,
    Words,
    bid_made,
    round_dealt,
    round_scored,
    trick_won,
    trump_turned,
)

__all__ = [
    "Action",
    "Bid",
    "BidMade",
    "CardPlayed",
    "Deal",
    "GameOver",
    "Phase",
    "Play",
    "RoundScored",
    "RoundStarted",
    "Rules",
    "State",
    "TrickWon",
    "TrumpTurned",
    "View",
    "deal_round",
    "default_schedule",
    "led_suit",
    "legal_bids",
    "legal_plays",
    "new_game",
    "round_score",
    "start",
    "trick_winner",
]

DECK_SIZE = len(STANDARD_DECK)


def default_schedule(players: int) -> tuple[int, ...]:
    """The hand sizes of the usual game: one card, up one a deal to the most that leaves a
    card for trump, (52 - 1) // players, and back down to one.

    >>> default_schedule(7)
    (1, 2, 3, 4, 5, 6, 7, 6, 5, 4, 3, 2, 1)
    >>> len(default_schedule(4)), max(default_schedule(4)), max(default_schedule(3))
    (23, 12, 17)
    """
    if type(players) is not int or not 3 <= players <= 7:
        raise RulesError(f"Rules.players must be an int from 3 to 7, not {players!r}")
    top = (DECK_SIZE - 1) // players
    return tuple(range(1, top + 1)) + tuple(range(top - 1, 0, -1))


def _schedule_for(rules: Rules) -> tuple[int, ...]:
    """The default of ``Rules.schedule``; a bad ``players`` is reported by the validation."""
    try:
        return default_schedule(rules.players)
    except RulesError:
        return ()


@attrs.frozen(kw_only=True)
class Rules:
    """An Oh Hell rule set; the defaults are the common table's.

    Attributes:
        players: 3 to 7.
        schedule: the hand size of each deal, in order; one deal a round. The default climbs
            from 1 card to the most that leaves a card to turn for trump ((52 - 1) // players)
            and back down to 1. Any tuple of sizes from 1 to 52 // players is allowed, a
            single deal ``(k,)`` included; a hand of 52 // players may leave no card to turn,
            and that deal has no trump.
        hook: if True (the default, as most tables and OpenSpiel play), the dealer, who bids
            last, may not bid the number that makes the bids add up to the number of tricks
            (unless that number is out of range anyway); if False, any bid from 0 to the hand
            size.
        bonus: points for taking exactly the number of tricks bid.
        points_per_trick: points for each trick taken.
        off_bid_penalty: if True, a missed bid scores nothing for the tricks taken and loses
            ``points_per_trick`` for each trick of difference instead.
        first_dealer: the seat that deals the first round; the deal moves clockwise.

    ``Rules(players=p, schedule=(k,), hook=True)`` is OpenSpiel's ``oh_hell`` with ``p``
    players and ``k`` tricks; its ``off_bid_penalty`` and ``points_per_trick`` are the
    fields of the same names (OpenSpiel's bonus is always 10).

    >>> Rules(players=5).schedule
    (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1)
    >>> Rules(players=4, schedule=(14,))
    Traceback (most recent call last):
    ...
    tricktaker.RulesError: Rules.schedule must be a non-empty tuple of hand sizes from 1 to 13 \
for 4 players, not (14,)
    """

    players: int = 4
    schedule: tuple[int, ...] = attrs.field(default=attrs.Factory(_schedule_for, takes_self=True))
    hook: bool = True
    bonus: int = 10
    points_per_trick: int = 1
    off_bid_penalty: bool = False
    first_dealer: int = 0

    def __attrs_post_init__(self) -> None:
        check_rule_fields(self, ints=(("players", range(3, 8), "an int from 3 to 7"),))
        players = self.players
        largest = DECK_SIZE // players
        schedule = self.schedule
        if (
            type(schedule) is not tuple
            or not schedule
            or any(type(size) is not int or not 1 <= size <= largest for size in schedule)
        ):
            raise RulesError(
                f"Rules.schedule must be a non-empty tuple of hand sizes from 1 to {largest} "
                f"for {players} players, not {schedule!r}"
            )
        check_rule_fields(self, flags=("hook", "off_bid_penalty"))
        check_rule_fields(
            self,
            ints=(
                ("bonus", AtLeast(0), "an int of at least 0"),
                ("points_per_trick", AtLeast(0), "an int of at least 0"),
                ("first_dealer", range(players), f"a seat from 0 to {players - 1}"),
            ),
        )

    @property
    def rounds(self) -> int:
        """How many rounds (deals) the game has, the length of :attr:`schedule`."""
        return len(self.schedule)


def _check_cards(cards: Sequence[Card], what: str) -> None:
    for card in cards:
        if not isinstance(card, Card) or card.kind is not CardKind.SUITED:
            raise TricktakerError(f"{what} must be cards of the 52-card deck, got {card!r}")


def led_suit(trick_cards: Sequence[Card]) -> Suit | None:
    """The suit that must be followed: the suit of the card led; None before any card.

    >>> from tricktaker.cards import parse_cards
    >>> led_suit(parse_cards("8H 2C")), led_suit(())
    (<Suit.HEARTS: 2>, None)
    """
    _check_cards(trick_cards, "trick_cards")
    return trick_cards[0].suit if trick_cards else None


def legal_plays(hand: Sequence[Card], trick_cards: Sequence[Card]) -> tuple[Card, ...]:
    """The cards of ``hand`` that may be played to a trick holding ``trick_cards``.

    A player holding a card of the led suit must play one; otherwise any card.

    >>> from tricktaker.cards import parse_cards, format_cards
    >>> format_cards(legal_plays(parse_cards("2C 7H QH AS"), parse_cards("9H")))
    '7♥ Q♥'
    >>> format_cards(legal_plays(parse_cards("2C AS"), parse_cards("9H")))
    '2♣ A♠'
    """
    _check_cards(hand, "hand")
    _check_cards(trick_cards, "trick_cards")
    can = GAME_RULES.playable(position(trick=tuple(trick_cards)), mask_of(hand))
    return tuple([card for card in hand if can & BITS[card.index]])  # in hand order


def trick_winner(cards: Sequence[Card], trump: Suit | None = None) -> int:
    """The index, in play order, of the card that wins the trick: the highest trump, else the
    highest card of the led suit.

    >>> from tricktaker import Suit, parse_cards
    >>> trick_winner(parse_cards("9H KH 2S"), Suit.SPADES)
    2
    >>> trick_winner(parse_cards("9H KH AS"))
    1
    """
    if not cards:
        raise TricktakerError("trick_winner needs at least one card")
    _check_cards(cards, "cards")
    if trump is not None and type(trump) is not Suit:
        raise TricktakerError(f"trump must be a Suit or None, not {trump!r}")
    return trump_winner(cards, trump)


def legal_bids(
    tricks: int, earlier_bids: Sequence[int] = (), rules: Rules | None = None
) -> tuple[int, ...]:
    """The bids open to the next bidder in a round of ``tricks`` tricks, after this round's
    ``earlier_bids`` (in bidding order), under ``rules`` (default :class:`Rules`).

    The bidder is the last one when ``earlier_bids`` holds a bid of every other player; with
    the hook, the last bidder may not make the bids add up to ``tricks``.

    >>> hook = Rules(players=4, hook=True)
    >>> free = Rules(players=4, hook=False)
    >>> legal_bids(3, [1, 1, 0], hook), legal_bids(3, [1, 1], hook), legal_bids(3, [1, 1, 0], free)
    ((0, 2, 3), (0, 1, 2, 3), (0, 1, 2, 3))
    >>> legal_bids(2, [2, 2, 1], hook)  # already over: nothing is forbidden
    (0, 1, 2)
    """
    rules = _checked(rules)
    if type(tricks) is not int or not 1 <= tricks <= DECK_SIZE // rules.players:
        raise TricktakerError(
            f"tricks must be an int from 1 to {DECK_SIZE // rules.players} for "
            f"{rules.players} players, not {tricks!r}"
        )
    if len(earlier_bids) >= rules.players:
        raise TricktakerError(
            f"{len(earlier_bids)} earlier bids: every one of {rules.players} players has bid"
        )
    for bid in earlier_bids:
        if type(bid) is not int or not 0 <= bid <= tricks:
            raise TricktakerError(f"earlier bids must be ints from 0 to {tricks}, not {bid!r}")
    last = rules.hook and len(earlier_bids) == rules.players - 1
    return tuple(bid_choices(tricks, sum(earlier_bids), last))


def _checked(rules: Rules | None) -> Rules:
    if rules is None:
        return Rules()
    if not isinstance(rules, Rules):
        raise TricktakerError(f"rules must be ohhell.Rules, not {rules!r}")
    return rules


def round_score(bid: int, taken: int, rules: Rules | None = None) -> int:
    """A round's points for one player under ``rules`` (default :class:`Rules`): a point a
    trick taken and 10 more for an exact bid.

    >>> round_score(2, 2), round_score(0, 0), round_score(1, 3), round_score(3, 0)
    (12, 10, 3, 0)
    >>> penalty = Rules(off_bid_penalty=True)
    >>> round_score(2, 2, penalty), round_score(1, 3, penalty), round_score(3, 0, penalty)
    (12, -2, -3)
    """
    if type(bid) is not int or type(taken) is not int or bid < 0 or taken < 0:
        raise TricktakerError(f"bid and taken must be ints >= 0, not {bid!r} and {taken!r}")
    return score(bid, taken, _checked(rules))


def score(bid: int, taken: int, rules: Rules) -> int:
    """One player's points for a round (unchecked; the game's one home of the score):
    ``points_per_trick`` a trick taken, plus ``bonus`` for taking exactly the bid; with
    ``off_bid_penalty`` a missed bid instead loses ``points_per_trick`` a trick of
    difference."""
    if bid == taken:
        return rules.points_per_trick * taken + rules.bonus
    if rules.off_bid_penalty:
        return -rules.points_per_trick * abs(bid - taken)
    return rules.points_per_trick * taken


class Phase(enum.Enum):
    """What the player to act is asked to do: bid (clockwise from the dealer's left), play
    cards to tricks, or nothing once the game is over."""

    BID = "bid"
    PLAY = "play"
    OVER = "over"


@attrs.frozen
class Bid(actions.Bid):
    """Bid to take exactly ``tricks`` tricks this round.

    >>> Bid(2), str(Bid(2))
    (Bid(tricks=2), 'bid 2')
    """


Action = Bid | Play
"""Any Oh Hell action."""


@attrs.frozen
class RoundStarted(Event):
    """Round ``round`` was dealt by ``dealer``, ``hand_size`` cards each; ``hands`` by seat,
    None where hidden.

    >>> from tricktaker.cards import parse_cards
    >>> event = RoundStarted(round=1, dealer=0, hand_size=1,
    ...                      hands=(parse_cards("2C"), parse_cards("AS")))
    >>> event.for_seat(1).hands
    (None, (Card.parse('A♠'),))
    >>> str(event)
    'round 1: seat 0 deals 1 card each'
    """

    round: int
    dealer: int
    hand_size: int
    hands: tuple[tuple[Card, ...] | None, ...]

    def for_seat(self, seat: int) -> RoundStarted:
        return attrs.evolve(self, hands=own_hand_only(self.hands, seat))


@attrs.frozen
class TrumpTurned(Event):
    """The card after the deal was turned; its suit is trump.

    >>> from tricktaker import Card
    >>> str(TrumpTurned(card=Card.parse("8H")))
    'trump card 8♥: trump ♥'
    """

    card: Card


@attrs.frozen
class BidMade(events.BidMade):
    """``seat`` bid ``tricks``."""


@attrs.frozen
class TrickWon(events.TrickWon):
    """``winner`` took the trick of ``cards`` (in play order) that ``leader`` led."""


@attrs.frozen
class RoundScored(events.RoundScored):
    """Round ``round`` ended: per seat its bid, tricks taken, ``points`` and new total;
    ``trump`` is the round's trump suit (None when no card was turned)."""


WORDS: Words[Rules] = Words(
    deal=ROUND,
    deals=lambda rules: len(rules.schedule),
    texts={
        RoundStarted: lambda event, tell: round_dealt(event, event.hand_size, tell),
        TrumpTurned: trump_turned,
        BidMade: bid_made,
        TrickWon: trick_won,
        RoundScored: round_scored,
    },
)
"""How Oh Hell reads: rounds dealt by its schedule, and the texts of its events."""


class View(TrickView[Rules, Phase, Action], BidChoices[Bid]):
    """What ``seat`` may know: its own hand, the table, bids, tricks and scores.

    The fields mean what they mean on :class:`State`; ``hand`` is this seat's cards, and
    other seats' hands appear only as counts, ``hand_sizes``.

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
        played: the cards of this round's finished tricks, in play order.
        last_trick: the last finished trick of this round (its cards, leader and winner).
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
    phases = (Bidding(Phase.BID, bid=Bid, made=BidMade, most=DECK_SIZE // 3),)
    deal_started = RoundStarted
    turned_event = TrumpTurned
    trick_won = TrickWon
    deal_scored = RoundScored
    deal_fields = ("dealer", "trump_card", "trump")
    words = WORDS
    sheet_cards = True

    def hand_size(self, rules: Rules, number: int) -> int:
        return rules.schedule[number - 1]

    def round_started(self, state: Any, hands: tuple[tuple[Card, ...], ...]) -> Event:
        size = len(hands[0])
        return RoundStarted(round=state.round, dealer=state.dealer, hand_size=size, hands=hands)

    def score(self, bid: int, taken: int, rules: Rules) -> int:
        return score(bid, taken, rules)

    def sheet_legend(self, rules: Rules) -> str:
        # A deal of the whole deck turns no trump card: only then can the sheet show "-".
        untrumped = any(size * rules.players == DECK_SIZE for size in rules.schedule)
        return "; trump - means none" if untrumped else ""

    def table_line(self, view: View) -> str:
        rules, size = view.rules, view.rules.schedule[view.round - 1]
        if view.trump_card is None:
            trump = "no card left to turn: no trump"
        else:
            trump = f"trump card {view.trump_card}: trump {view.trump}"
        hook = "; the dealer is hooked" if rules.hook else ""
        return (
            f"Round {view.round} of {rules.rounds}, {size} card{'s' * (size != 1)} each, "
            f"seat {view.dealer} deals; {trump}{hook}"
        )

    def observed(self, rules: Rules) -> tuple[Section, ...]:
        """The round (1 to ``rules.rounds``) and the cards it deals each seat (one-hot)."""
        most = max(rules.schedule)
        return (
            Section(
                name="round", size=1, meaning="the round, 1 to rules.rounds",
                encode=lambda v: [float(v.round)], high=float(rules.rounds),
            ),
            Section(
                name="cards", size=most,
                meaning=f"the cards dealt to each seat this round, 1 to {most}",
                encode=lambda v: one_hot(rules.schedule[v.round - 1] - 1, most),
            ),
        )  # fmt: skip


GAME_RULES = OhHell()
"""Oh Hell's rules on the engine, built once."""


@attrs.frozen
class Deal(TurnedDeal):
    """The cards of a first round given rather than shuffled: ``hands`` by seat, and the
    ``trump_card`` turned after them (None when no card is left to turn).

    The hands must hold ``rules.schedule[0]`` cards each (see
    :class:`~tricktaker.engine.family.TurnedDeal`).

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

    game = GAME_RULES
    first = "the first round"


start, new_game = entry_points(GAME_RULES, Rules, State, Deal)[:2]


def deal_round(
    rules: Rules, round_number: int, deal: Deal, *, scores: Sequence[int], seed: int = 0
) -> tuple[State, tuple[Event, ...]]:
    """Round ``round_number`` laid out from the cards of ``deal``, with the game's totals so
    far: its first state and the events of its deal (round started, trump turned); the round
    a seeded game reaches, each hand of ``rules.schedule[round_number - 1]`` cards. Explicit
    chance (:mod:`tricktaker.chance`) starts every round here.

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
    return deal_numbered(GAME_RULES, Rules, rules, round_number, Deal, deal, scores, seed)


register_encoding(GAME_RULES.encoding(Rules))
# The JSON tags "ohhell.Rules" and so on: see tricktaker.serialize.
register_game_types(
    GAME_RULES,
    rules=Rules,
    players=(3, 7),
    tricks=17,
    actions=[Bid, Play],
    events=[RoundStarted, TrumpTurned, BidMade, CardPlayed, TrickWon, RoundScored],
    others=[Deal],
    derived={Rules: ["rounds"]},
    bounds={
        Rules: {
            "schedule": Bounds(minimum=1, maximum=17, min_items=1),
            "bonus": Bounds(minimum=0),
            "points_per_trick": Bounds(minimum=0),
        },
        RoundStarted: {"hand_size": Bounds(minimum=1, maximum=17)},
    },
)
