"""Wizard on the trick-game engine: a bidding game whose turned Wizard has the dealer name
trump, whose Wizards and Jesters may always be played, and whose first Wizard wins. Its
rule functions check their input, naming what is wrong, and ask the rules the game asks,
each written once: :func:`led`, :func:`winner`, :func:`score` and :meth:`Wizard.playable`."""

from __future__ import annotations

import enum
from collections.abc import Sequence
from typing import Any

import attrs

from tricktaker.actions import Play, malformed
from tricktaker.cards import WIZARD_DECK, Card, CardKind, Suit, format_cards
from tricktaker.encoding import Section, one_hot, register_encoding
from tricktaker.engine import (
    Bidding,
    NameTrump,
    TrickState,
    TrickView,
    actions,
    deal_numbered,
    entry_points,
    events,
    position,
)
from tricktaker.engine.actions import BidChoices
from tricktaker.engine.family import BiddingGame, TurnedDeal
from tricktaker.engine.register import register_game_types
from tricktaker.errors import TricktakerError, check_rule_fields
from tricktaker.events import CardPlayed, Event, GameOver, own_hand_only
from tricktaker.masks import BITS, NO_SUIT_SHIFT, SUIT_MASKS, mask_of
from tricktaker.tricks import CompletedTrick
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
    "ChooseTrump",
    "Deal",
    "GameOver",
    "Phase",
    "Play",
    "RoundScored",
    "RoundStarted",
    "Rules",
    "State",
    "TrickWon",
    "TrumpChosen",
    "TrumpTurned",
    "View",
    "deal_round",
    "led_suit",
    "legal_plays",
    "new_game",
    "round_score",
    "start",
    "trick_winner",
]


@attrs.frozen(kw_only=True)
class Rules:
    """A Wizard rule set.

    Attributes:
        players: 3 to 6.
        hook: if True, the dealer may not bid the number that makes the bids add up to the
            round's number of tricks ("the hook"); when that number is outside 0..r (the
            others already bid more than r), the dealer may bid anything. Off by default, as
            in the publisher's rules.
        first_dealer: the seat that deals round 1; the deal moves clockwise each round.

    >>> Rules(players=5).rounds
    12
    >>> Rules(players=7)
    Traceback (most recent call last):
    ...
    tricktaker.RulesError: Rules.players must be an int from 3 to 6, not 7
    """

    players: int = 4
    hook: bool = False
    first_dealer: int = 0

    def __attrs_post_init__(self) -> None:
        check_rule_fields(self, ints=(("players", range(3, 7), "an int from 3 to 6"),))
        check_rule_fields(self, flags=("hook",))
        seats = range(self.players)
        check_rule_fields(self, ints=(("first_dealer", seats, f"a seat from 0 to {seats[-1]}"),))

    @property
    def rounds(self) -> int:
        """The number of rounds in the game, 60 cards divided by the players."""
        return 60 // self.players


def _check_wizard_cards(cards: Sequence[Card], what: str) -> None:
    seen: set[Card] = set()
    for card in cards:
        if not isinstance(card, Card) or card.kind is CardKind.JOKER:
            raise TricktakerError(
                f"{what} must be Wizard cards (suited cards, W1-W4, N1-N4), got {card!r}"
            )
        if card in seen:
            raise TricktakerError(f"{what} holds {card} twice")
        seen.add(card)


def led_suit(trick_cards: Sequence[Card]) -> Suit | None:
    """The suit that must be followed in a trick so far, or None if any card may be played.

    It is the suit of the first suited card, unless a Wizard came before it; Jesters set nothing.

    >>> from tricktaker.cards import parse_cards
    >>> led_suit(parse_cards("N1 8H 2C")), led_suit(parse_cards("W1 8H"))
    (<Suit.HEARTS: 2>, None)
    >>> led_suit(parse_cards("N2")) is None
    True
    """
    _check_wizard_cards(trick_cards, "trick_cards")
    return led(trick_cards)


def legal_plays(hand: Sequence[Card], trick_cards: Sequence[Card]) -> tuple[Card, ...]:
    """The cards of ``hand`` that may be played to a trick holding ``trick_cards``.

    A player holding the led suit plays one of it, a Wizard or a Jester; otherwise anything.

    >>> from tricktaker.cards import parse_cards, format_cards
    >>> format_cards(legal_plays(parse_cards("2C 7H QH W1 N3"), parse_cards("N1 9H")))
    '7♥ Q♥ W1 N3'
    >>> format_cards(legal_plays(parse_cards("2C 7H"), parse_cards("W2 9S")))
    '2♣ 7♥'
    """
    _check_wizard_cards(hand, "hand")
    _check_wizard_cards(trick_cards, "trick_cards")
    both = set(hand).intersection(trick_cards)
    if both:
        raise TricktakerError(
            f"{format_cards(sorted(both))} cannot be both in the hand and in the trick"
        )
    can = GAME_RULES.playable(position(trick=tuple(trick_cards)), mask_of(hand))
    return tuple([card for card in hand if can & BITS[card.index]])  # in hand order


def trick_winner(cards: Sequence[Card], trump: Suit | None = None) -> int:
    """The index, in play order, of the card that wins the trick.

    The first Wizard; else the highest trump; else the highest card of the led suit; if every
    card is a Jester, the first Jester.

    >>> from tricktaker import Suit, parse_cards
    >>> trick_winner(parse_cards("9H KH 2S"), Suit.SPADES)
    2
    >>> trick_winner(parse_cards("N1 W3 W1 AS"), Suit.SPADES)
    1
    >>> trick_winner(parse_cards("N4 N2 N1"))
    0
    """
    if not cards:
        raise TricktakerError("trick_winner needs at least one card")
    _check_wizard_cards(cards, "cards")
    if trump is not None and type(trump) is not Suit:
        raise TricktakerError(f"trump must be a Suit or None, not {trump!r}")
    return winner(cards, trump)


def round_score(bid: int, taken: int) -> int:
    """A round's points: 20 + 10 a trick if ``taken`` equals ``bid``, else -10 a trick off.

    >>> round_score(2, 2), round_score(0, 0), round_score(1, 3), round_score(3, 0)
    (40, 20, -20, -30)
    """
    if type(bid) is not int or type(taken) is not int or bid < 0 or taken < 0:
        raise TricktakerError(f"bid and taken must be ints >= 0, not {bid!r} and {taken!r}")
    return score(bid, taken)


# -- each rule once, unchecked: the game asks these ------------------------------------------

_SUITED = CardKind.SUITED
_WIZARD = CardKind.WIZARD


def led(trick: Sequence[Card]) -> Suit | None:
    """The suit to follow: that of the first suited card, unless a Wizard came before it
    (then none); Jesters set nothing."""
    for card in trick:
        kind = card.kind
        if kind is _SUITED:
            return card.suit
        if kind is _WIZARD:
            return None
    return None


def winner(cards: Sequence[Card], trump: Suit | None) -> int:
    """The index, in play order, of the card that wins: the first Wizard; else the highest
    trump; else the highest card of the led suit; if every card is a Jester, the first."""
    best_trump = best_led = -1
    suit = None
    for i, card in enumerate(cards):
        kind = card.kind
        if kind is _WIZARD:
            return i
        if kind is not _SUITED:
            continue
        if suit is None:
            suit = card.suit
        if card.suit is trump:
            if best_trump < 0 or card.index > cards[best_trump].index:
                best_trump = i
        elif card.suit is suit and (best_led < 0 or card.index > cards[best_led].index):
            best_led = i
    if best_trump >= 0:
        return best_trump
    if best_led >= 0:
        return best_led
    return 0


def score(bid: int, taken: int) -> int:
    """A round's points: 20 + 10 a trick for taking exactly the bid, else -10 a trick off."""
    if bid == taken:
        return 20 + 10 * taken
    return -10 * abs(bid - taken)


class Phase(enum.Enum):
    """What the player to act is asked to do: the dealer names trump (a Wizard was turned),
    players bid (clockwise from the dealer's left), play cards to tricks, or nothing once the
    game is over."""

    CHOOSE_TRUMP = "choose_trump"
    BID = "bid"
    PLAY = "play"
    OVER = "over"


@attrs.frozen
class Bid(actions.Bid):
    """Bid to take exactly ``tricks`` tricks this round.

    >>> Bid(True)
    Traceback (most recent call last):
    ...
    tricktaker.IllegalActionError: Bid.tricks must be an int (not a bool), not True
    """


@attrs.frozen
class ChooseTrump:
    """The dealer names the trump suit after turning up a Wizard.

    >>> from tricktaker import Suit
    >>> str(ChooseTrump(Suit.SPADES))
    'choose trump ♠'
    >>> ChooseTrump("H")
    Traceback (most recent call last):
    ...
    tricktaker.IllegalActionError: ChooseTrump.suit must be a Suit (Suit.HEARTS), not 'H'

    Raises:
        IllegalActionError: ``suit`` is not a :class:`~tricktaker.Suit` (no-trump may not
            be chosen).
    """

    suit: Suit

    def __attrs_post_init__(self) -> None:
        if type(self.suit) is not Suit:
            raise malformed("ChooseTrump.suit", self.suit, "a Suit (Suit.HEARTS)")

    def __str__(self) -> str:
        return f"choose trump {self.suit}"


Action = Bid | ChooseTrump | Play
"""Any Wizard action."""


@attrs.frozen
class RoundStarted(Event):
    """Round ``round`` was dealt by ``dealer``; ``hands`` by seat, None where hidden.

    >>> from tricktaker.cards import parse_cards
    >>> event = RoundStarted(round=1, dealer=0, hands=(parse_cards("2C"), parse_cards("W1")))
    >>> event.for_seat(1).hands
    (None, (Card.parse('W1'),))
    """

    round: int
    dealer: int
    hands: tuple[tuple[Card, ...] | None, ...]

    def for_seat(self, seat: int) -> RoundStarted:
        return attrs.evolve(self, hands=own_hand_only(self.hands, seat))


@attrs.frozen
class TrumpTurned(Event):
    """The top card after the deal was turned: ``trump`` is its suit, None for a Jester, and
    None (until the dealer chooses) for a Wizard."""

    card: Card
    trump: Suit | None


@attrs.frozen
class TrumpChosen(Event):
    """The dealer ``seat`` chose ``suit`` as trump after a Wizard was turned.

    >>> from tricktaker import Suit, wizard
    >>> from tricktaker.words import Teller
    >>> chosen = TrumpChosen(seat=1, suit=Suit.SPADES)
    >>> str(chosen), wizard.GAME.words.tell(chosen, Teller(wizard.GAME.words, reader=1))
    ('seat 1 chooses trump ♠', 'you choose trump ♠')
    """

    seat: int
    suit: Suit


@attrs.frozen
class BidMade(events.BidMade):
    """``seat`` bid ``tricks``."""


@attrs.frozen
class TrickWon(events.TrickWon):
    """``winner`` took the trick of ``cards`` (in play order) that ``leader`` led."""


@attrs.frozen
class RoundScored(events.RoundScored):
    """Round ``round`` ended: per seat its bid, tricks taken, ``points`` and new total."""


WORDS: Words[Rules] = Words(
    deal=ROUND,
    deals=lambda rules: rules.rounds,
    texts={
        RoundStarted: lambda event, tell: round_dealt(event, event.round, tell),
        TrumpTurned: trump_turned,
        TrumpChosen: lambda event, tell: tell.about(
            event.seat, "{seat} chooses trump {suit}", "you choose trump {suit}",
            suit=tell.suit(event.suit),
        ),
        BidMade: bid_made,
        TrickWon: trick_won,
        RoundScored: round_scored,
    },
)  # fmt: skip
"""How Wizard reads: rounds of one card more each, counted to the last, and the texts of its
events."""


class View(TrickView[Rules, Phase, Action], BidChoices[Bid]):
    """What ``seat`` may know: its own hand, the table, bids, tricks and scores.

    The fields mean what they mean on :class:`State`; ``hand`` is this seat's cards, and
    other seats' hands appear only as counts, ``hand_sizes``.
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
    """A Wizard game at one moment: a value that never changes.

    Attributes:
        rules: the rule set.
        seed: the seed every deal of the game derives from.
        round: the round number, from 1; round ``r`` deals ``r`` cards.
        dealer: the seat that dealt this round.
        trump_card: the card turned up after the deal; None in the last round.
        trump: the trump suit; None without trump (or before the dealer chooses).
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
    __slots__ = ()


_NO_SUIT = ~0 << NO_SUIT_SHIFT  # the Wizards and Jesters: played whatever is led


class Wizard(BiddingGame):
    """Wizard's rules where they differ from a plain trick game: round r deals r cards, the
    next card is turned (a Wizard: the dealer names trump), a bid a seat, Wizards and Jesters
    always playable, the first Wizard wins, a round's score by the bid."""

    name = "wizard"
    title = "Wizard"
    state_class = State
    view_class = View
    phase = Phase
    phases = (
        NameTrump(
            Phase.CHOOSE_TRUMP, action=ChooseTrump, named=TrumpChosen,
            when=lambda position: position.trump_card is not None
            and position.trump_card.kind is CardKind.WIZARD,
            malformed="choose one of ♣, ♦, ♥, ♠ (no-trump may not be chosen)",
        ),
        Bidding(Phase.BID, bid=Bid, made=BidMade, most=len(WIZARD_DECK) // 3),
    )  # fmt: skip
    deck = WIZARD_DECK
    most_players = 6
    deal_started = RoundStarted
    turned_event = staticmethod(lambda card: TrumpTurned(card=card, trump=card.suit))
    trick_won = TrickWon
    deal_scored = RoundScored
    words = WORDS
    no_trump_card = "in the last round"
    no_trump = "no trump, or not chosen yet"

    def hand_size(self, rules: Rules, number: int) -> int:
        return number  # round r deals r cards

    def playable(self, position: Any, hand: int) -> int:
        """A player holding the led suit plays one of it, a Wizard or a Jester."""
        trick = position.trick
        if trick:
            suit = led(trick)
            if suit is not None:
                following = hand & SUIT_MASKS[suit]
                if following:
                    return following | (hand & _NO_SUIT)
        return hand

    def led_suit(self, position: Any) -> Suit | None:
        return led(position.trick)

    def trick_winner(self, position: Any, cards: tuple[Card, ...]) -> int:
        return winner(cards, position._public.trump)

    def score(self, bid: int, taken: int, rules: Rules) -> int:
        return score(bid, taken)  # the same for every rule set

    def sheet_legend(self, rules: Rules) -> str:
        return "; each seat: bid/taken, points, total; trump - means none"

    def table_line(self, view: View) -> str:
        if view.trump_card is None:
            trump = "no trump card: no trump"
        elif view.trump is not None:
            trump = f"trump card {view.trump_card}: trump {view.trump}"
        elif view.trump_card.is_wizard:
            trump = f"trump card {view.trump_card}: seat {view.dealer} chooses trump"
        else:
            trump = f"trump card {view.trump_card}: no trump"
        return f"Round {view.round} of {view.rules.rounds}, seat {view.dealer} deals; {trump}"

    def observed(self, rules: Rules) -> tuple[Section, ...]:
        """The round, one-hot (round r deals r cards)."""
        rounds = rules.rounds
        return (
            Section(
                name="round", size=rounds,
                meaning="the round, 1 to rules.rounds (round r deals r cards)",
                encode=lambda v: one_hot(v.round - 1, rounds),
            ),
        )  # fmt: skip


GAME_RULES = Wizard()
"""Wizard's rules on the engine, built once."""


@attrs.frozen
class Deal(TurnedDeal):
    """The cards of a first round given rather than shuffled: ``hands`` by seat, and the
    ``trump_card`` turned after them (None when no card is left to turn).

    Round 1 deals one card to each player (see :class:`~tricktaker.engine.family.TurnedDeal`).
    The hands need not be in any order; the game sorts them.

    >>> from tricktaker import Card, parse_cards
    >>> deal = Deal([parse_cards("AS"), parse_cards("N1"), parse_cards("KH")], Card.parse("W2"))
    >>> state = new_game(Rules(players=3), seed=1, deal=deal)
    >>> state.hands[1], state.phase  # a Wizard turned: the dealer names trump
    ((Card.parse('N1'),), <Phase.CHOOSE_TRUMP: 'choose_trump'>)
    >>> Deal([parse_cards("AS"), parse_cards("RJ")], None)
    Traceback (most recent call last):
    ...
    tricktaker.RulesError: Deal: Card.parse('RJ') is not a card of Wizard's 60-card deck
    >>> Deal([parse_cards("AS"), parse_cards("N1"), parse_cards("KH")]).check(Rules(players=3))
    Traceback (most recent call last):
    ...
    tricktaker.RulesError: Deal: trump_card is None, but a card is left over to turn
    """

    game = GAME_RULES


start, new_game = entry_points(GAME_RULES, Rules, State, Deal)[:2]


def deal_round(
    rules: Rules, round_number: int, deal: Deal, *, scores: Sequence[int], seed: int = 0
) -> tuple[State, tuple[Event, ...]]:
    """Round ``round_number`` laid out from the cards of ``deal``, with the game's totals so
    far: its first state and the events of its deal (round started, trump turned); the round
    a seeded game reaches, each hand of ``round_number`` cards. Explicit chance
    (:mod:`tricktaker.chance`) starts every round here.

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
    return deal_numbered(GAME_RULES, Rules, rules, round_number, Deal, deal, scores, seed)


_naming, _bidding = GAME_RULES.phases
# Play 0-59 by the deck's order, Bid(0) to Bid(20) 60-80, ChooseTrump ♣ ♦ ♥ ♠ 81-84.
_ACTIONS = (*(Play(card) for card in WIZARD_DECK), *_bidding.every_action, *_naming.every_action)
register_encoding(GAME_RULES.encoding(Rules, _ACTIONS))
# The JSON tags "wizard.Rules" and so on: see tricktaker.serialize.
register_game_types(
    GAME_RULES,
    rules=Rules,
    players=(3, 6),
    tricks=20,
    actions=[Bid, ChooseTrump, Play],
    events=[RoundStarted, TrumpTurned, TrumpChosen, BidMade, CardPlayed, TrickWon, RoundScored],
    others=[Deal],
    derived={Rules: ["rounds"]},
    deals=20,
)
