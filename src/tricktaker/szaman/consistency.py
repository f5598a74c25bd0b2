"""The checks that a Szaman state, view or event read from JSON is one the rules can reach.

:func:`tricktaker.from_json` runs them on every decoded value of these classes (see
:data:`CHECKS`), so an accepted state plays on to the end of the game. What they check:

- the hand within the game; the tricks played this hand a whole number of tricks;
- cards: every card of the deck in exactly one place (hands, stock, trick, played cards; a
  view counts the hidden ones), each hand in canonical order;
- the stock as long as the draws of the tricks played leave it (the winner draws while the
  stock lasts; in the Russian variant everyone draws while it holds a card for each), and
  each hand as long as 8 cards less the tricks played, less one if its seat has played to
  the trick in progress, plus the cards it drew (one a trick at most; in the Russian
  variant, every draw); every hand holding a card while the hand goes on, and some hand
  empty once the game is over;
- turn: the first trick led by the holder of the starting card, a later one by the last
  trick's winner (who drew, while the stock lasted), the player to act the next in the
  trick; the led suit the first card's (a led Joker's, one of its colour), in the trick in
  progress and for each finished trick (``led_suits``, one a trick);
- scores: trick points zero before the first trick, the totals those of the first hand in
  hand 1, the winners those closest to the target once the game is over;
- the trick in progress: replayed from its start by the game itself, each card a legal play;
- events: one entry per seat, seats in range, a trick's winner and points those its cards
  make, a hand's points its trick points less its penalties, a deal of 8 cards each whose
  starting card its leader holds.

What a finished game shows of its last trick's draw is not checked closely: a rule option
may end a hand before that draw.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Iterator
from typing import Any

import attrs

from tricktaker.actions import Play
from tricktaker.cards import SZAMAN_DECK, Card, Suit
from tricktaker.consistency import (
    SEED,
    check_cards,
    check_every_card,
    check_per_seat,
    check_seat,
    check_sorted,
    check_view_hand,
)
from tricktaker.errors import IllegalActionError, TricktakerError
from tricktaker.lean import replace
from tricktaker.serialize import Bounds
from tricktaker.szaman.events import CardDrawn, HandScored, HandStarted, TrickWon
from tricktaker.szaman.rules import (
    HAND_SIZE,
    JOKER_SUITS,
    Rules,
    hand_penalty,
    starting_card,
    trick_points,
    trick_winner,
)
from tricktaker.szaman.state import Phase, State, View
from tricktaker.tricks import check_last_trick, trick_seats

__all__ = [
    "BOUNDS",
    "CHECKS",
    "check_hand_scored",
    "check_hand_started",
    "check_state",
    "check_trick_won",
    "check_view",
]

_BY_INDEX = operator.attrgetter("index")
PLAYERS = (2, 6)  # Rules' bounds; tests/szaman/test_consistency.py checks that they agree
_SEAT = Bounds(minimum=0, maximum=PLAYERS[1] - 1)
_PER_SEAT = Bounds(min_items=PLAYERS[0], max_items=PLAYERS[1])
_SEATS = Bounds(minimum=0, maximum=PLAYERS[1] - 1, max_items=PLAYERS[1])
_TRICK = Bounds(max_items=PLAYERS[1] - 1)
_HAND_NUMBER = Bounds(minimum=1)
_STOCK = Bounds(minimum=0, maximum=len(SZAMAN_DECK) - PLAYERS[0] * HAND_SIZE)
_LED_SUITS = Bounds(max_items=len(SZAMAN_DECK) // PLAYERS[0])  # the most tricks of a hand


def _stock_at_deal(rules: Rules) -> int:
    return len(SZAMAN_DECK) - rules.players * HAND_SIZE


def _check_common(state: State | View, hand_sizes: tuple[int, ...], stock: int) -> None:
    """What a state and a view share; ``hand_sizes`` and ``stock`` are the lengths."""
    rules = state.rules
    players = rules.players
    if not 1 <= state.hand_number <= rules.hands:
        raise TricktakerError(f"hand {state.hand_number} of a game of {rules.hands} hands")
    check_per_seat(players, scores=state.scores, hand_points=state.hand_points)
    check_seat("leader", state.leader, players)
    check_seat("to_act", state.to_act, players, optional=True)
    over = state.phase is Phase.OVER
    if (state.to_act is None) != over:
        raise TricktakerError(f"to_act is {state.to_act!r} in phase {state.phase.value!r}")
    if len(state.trick) >= players or (over and state.trick):
        raise TricktakerError(f"a trick of {len(state.trick)} cards for {players} players")
    _check_led_suit(state)
    if len(state.played) % players:
        raise TricktakerError(f"{len(state.played)} cards played: not whole tricks of {players}")
    tricks = len(state.played) // players
    _check_led_suits(state, tricks)
    check_last_trick(state.last_trick, state.played, players)
    if not over and state.to_act != (state.leader + len(state.trick)) % players:
        raise TricktakerError(f"seat {state.to_act} acts in a trick that seat {state.leader} led")
    _check_scores(state, tricks)
    _check_draws(state, hand_sizes, stock, tricks)


def _suits_led_by(first: Card) -> tuple[Suit | None, ...]:
    """The suits a trick led with ``first`` may be in: its own, or for a Joker the two of its
    colour that its player may name."""
    return JOKER_SUITS[first] if first.is_joker else (first.suit,)


def _check_led_suit(state: State | View) -> None:
    if not state.trick:
        if state.trick_suit is not None:
            raise TricktakerError(f"trick_suit is {state.trick_suit!r} with 0 cards")
        return
    first = state.trick[0]
    if state.trick_suit not in _suits_led_by(first):
        raise TricktakerError(f"a trick led with {first} is in {state.trick_suit}, not that")


def _check_led_suits(state: State | View, tricks: int) -> None:
    """One led suit for each finished trick, each one its first card may lead."""
    if len(state.led_suits) != tricks:
        shown = " ".join(map(str, state.led_suits)) or "no suit"
        raise TricktakerError(f"led_suits holds {shown}: not one suit a trick for {tricks} tricks")
    players = state.rules.players
    for number, suit in enumerate(state.led_suits):
        first = state.played[number * players]
        if suit not in _suits_led_by(first):
            raise TricktakerError(f"trick {number + 1}, led with {first}, is in {suit}, not that")


def _check_draws(state: State | View, sizes: tuple[int, ...], stock: int, tricks: int) -> None:
    """The stock and each hand as long as the tricks played and their draws leave them."""
    rules = state.rules
    players = rules.players
    at_deal = _stock_at_deal(rules)
    if rules.is_russian:  # everyone draws, while the stock holds a card for each
        rounds = min(tricks, at_deal // players)
        allowed = {at_deal - players * rounds}
    else:  # the winner draws, while the stock lasts
        allowed = {at_deal - min(tricks, at_deal)}
        if state.phase is Phase.OVER:  # the last trick's draw may not have happened
            allowed.add(at_deal - min(max(tricks - 1, 0), at_deal))
    if stock not in allowed:
        raise TricktakerError(
            f"a stock of {stock} cards after {tricks} tricks of {players} players "
            f"(it would hold {' or '.join(map(str, sorted(allowed)))})"
        )
    played = trick_seats(state.leader, len(state.trick), players)
    for seat, size in enumerate(sizes):
        drew = size - HAND_SIZE + tricks + (seat in played)
        most = min(tricks, at_deal // players) if rules.is_russian else tricks
        least = most if rules.is_russian else 0
        if not least <= drew <= most:
            raise TricktakerError(
                f"seat {seat} holds {size} cards after {tricks} tricks: it would have drawn {drew}"
            )
        if state.phase is not Phase.OVER and size + (seat in played) == 0:
            raise TricktakerError(f"seat {seat} has no card, and the hand goes on")
    if state.phase is Phase.OVER and all(sizes):
        raise TricktakerError("the game is over, and every player still holds cards")
    _check_history(state, sizes, tricks)


def _check_history(state: State | View, sizes: tuple[int, ...], tricks: int) -> None:
    """The tricks played this hand, in order and in their led suits, must give its trick
    points, the leader and each hand's draws, for some first leader."""
    players = state.rules.players
    cards = [state.played[at : at + players] for at in range(0, len(state.played), players)]
    played = trick_seats(state.leader, len(state.trick), players)
    over = state.phase is Phase.OVER
    for first in range(players):
        for leader, points, drawn in _histories(state.rules, cards, state.led_suits, first, over):
            if leader != state.leader or points != state.hand_points:
                continue
            if all(
                sizes[s] == HAND_SIZE - tricks - (s in played) + drawn[s] for s in range(players)
            ):
                return
    raise TricktakerError(
        f"no order of play of the {tricks} tricks played this hand leaves seat {state.leader} "
        f"to lead with trick points {list(state.hand_points)} and hands of {list(sizes)} cards"
    )


def _histories(
    rules: Rules,
    tricks: list[tuple[Card, ...]],
    suits: tuple[Suit, ...],
    first: int,
    over: bool,
) -> Iterator[tuple[int, tuple[int, ...], tuple[int, ...]]]:
    """(last winner, trick points, cards drawn) by seat, for each way ``tricks``, in the led
    ``suits``, could have been played from ``first``'s lead: once the game is over, the last
    trick's draw made or not."""
    players = rules.players
    leaders = []
    leader = first
    points = [0] * players
    for trick, suit in zip(tricks, suits, strict=True):
        leaders.append(leader)
        for i, gained in enumerate(trick_points(trick, suit, rules.variant)):
            points[(leader + i) % players] += gained
        leader = (leader + trick_winner(trick, suit)) % players
    draws = [_drawn(rules, leaders[1:] + [leader], len(tricks))]
    if over and tricks and not rules.is_russian:
        draws.append(_drawn(rules, leaders[1:], len(tricks) - 1))
    for drawn in draws:
        yield leader, tuple(points), drawn


def _drawn(rules: Rules, winners: list[int], tricks: int) -> tuple[int, ...]:
    """The cards each seat drew after the first ``tricks`` tricks, won by ``winners``."""
    players = rules.players
    drawn = [0] * players
    stock = _stock_at_deal(rules)
    for winner in winners[:tricks]:
        if rules.is_russian and stock >= players:
            drawn = [count + 1 for count in drawn]
            stock -= players
        elif not rules.is_russian and stock:
            drawn[winner] += 1
            stock -= 1
    return tuple(drawn)


def _check_scores(state: State | View, tricks: int) -> None:
    over = state.phase is Phase.OVER
    if tricks == 0 and any(state.hand_points):
        raise TricktakerError(f"trick points {list(state.hand_points)} before the first trick")
    if state.hand_number == 1 and not over and state.scores != state.hand_points:
        raise TricktakerError(
            f"scores {list(state.scores)} in hand 1 with trick points {list(state.hand_points)}"
        )
    if over:
        target = state.rules.target
        best = min(abs(score - target) for score in state.scores)
        winners = tuple(s for s, score in enumerate(state.scores) if abs(score - target) == best)
        if state.winners != winners:
            raise TricktakerError(f"winners {list(state.winners)}: the closest are {list(winners)}")
    elif state.winners:
        raise TricktakerError("winners before the game is over")


def check_state(state: State) -> None:
    """Raise :class:`~tricktaker.TricktakerError` unless ``state`` is one the rules can reach."""
    players = state.rules.players
    check_per_seat(players, hands=state.hands)
    for seat, hand in enumerate(state.hands):
        check_sorted(f"the hand of seat {seat}", hand)
    check_every_card(SZAMAN_DECK, *state.hands, state.stock, state.trick, state.played)
    _check_common(state, tuple(len(hand) for hand in state.hands), len(state.stock))
    if not state.played:
        start = starting_card([*(card for hand in state.hands for card in hand), *state.trick])
        if start not in state.hands[state.leader] and state.trick[:1] != (start,):
            raise TricktakerError(f"seat {state.leader} leads the first trick without {start}")
    if state.phase is Phase.OVER and state.hand_number == 1:
        penalties = [hand_penalty(hand) for hand in state.hands]
        scores = [
            points - penalty for points, penalty in zip(state.hand_points, penalties, strict=True)
        ]
        if list(state.scores) != scores:
            raise TricktakerError(f"scores {list(state.scores)} after hand 1: it gives {scores}")
    if state.trick:
        _check_trick(state)


def _check_trick(given: Any) -> None:
    """Replay the trick in progress from its start: each card must be a legal play."""
    # from_json checks a lean state as its record (the fields as given), then builds it
    state = given if isinstance(given, State) else State(**attrs.asdict(given, recurse=False))
    players = state.rules.players
    hands = list(state.hands)
    seats = trick_seats(state.leader, len(state.trick), players)
    for seat, card in zip(seats, state.trick, strict=True):
        hands[seat] = tuple(sorted((*hands[seat], card), key=_BY_INDEX))
    replayed = replace(state, hands=tuple(hands), trick=(), trick_suit=None, to_act=state.leader)
    for seat, card in zip(seats, state.trick, strict=True):
        named = state.trick_suit if card is state.trick[0] and card.is_joker else None
        try:
            replayed, _ = replayed.apply(Play(card, suit=named))
        except IllegalActionError as error:
            raise TricktakerError(f"seat {seat} could not have played {card}: {error}") from None
    if replayed != state:
        raise TricktakerError("the trick in progress does not follow from its start")


def check_view(view: View) -> None:
    """Raise :class:`~tricktaker.TricktakerError` unless ``view`` is one seat's view of a state
    the rules can reach."""
    check_view_hand(view)
    check_cards(SZAMAN_DECK, view.hand, view.trick, view.played)
    counted = sum(view.hand_sizes) + view.stock_size + len(view.trick) + len(view.played)
    if counted != len(SZAMAN_DECK):
        raise TricktakerError(f"{counted} cards in hands, stock, trick and played, not 54")
    _check_common(view, view.hand_sizes, view.stock_size)


# -- events -------------------------------------------------------------------------------------


def check_hand_started(event: HandStarted) -> None:
    """A deal of 8 cards to each seat, the rest in the stock; the leader holds the starting
    card, and no hand shown holds a lower one."""
    players = len(event.hands)
    check_seat("leader", event.leader, players)
    stock = len(SZAMAN_DECK) - players * HAND_SIZE
    if event.stock_size != stock:
        raise TricktakerError(
            f"a stock of {event.stock_size} cards for {players} players ({stock})"
        )
    shown = [hand for hand in event.hands if hand is not None]
    for seat, hand in enumerate(event.hands):
        if hand is not None:
            if len(hand) != HAND_SIZE:
                raise TricktakerError(f"seat {seat} is dealt {len(hand)} cards, not 8")
            check_sorted(f"the hand of seat {seat}", hand)
    check_cards(SZAMAN_DECK, *shown)
    start = event.starting_card
    leads = event.hands[event.leader]
    cards = [card for hand in shown for card in hand]
    lowest = starting_card(cards if start in cards else [start, *cards])
    if start.is_joker or lowest is not start or (leads is not None and start not in leads):
        raise TricktakerError(f"seat {event.leader} cannot lead with {start}: not the lowest card")


def check_trick_won(event: TrickWon) -> None:
    """A trick of one card per seat, in the named suit, won and scored as its cards say."""
    players = len(event.cards)
    check_per_seat(players, points=event.points)
    check_seat("leader", event.leader, players)
    check_cards(SZAMAN_DECK, event.cards)
    won_by = trick_winner(event.cards, event.suit)  # also checks the suit against the lead
    if event.winner != (event.leader + won_by) % players:
        raise TricktakerError(f"seat {event.winner} cannot win this trick")
    options = []
    for variant in ("classic", "russian"):
        points = trick_points(event.cards, event.suit, variant)
        options.append(tuple(points[(seat - event.leader) % players] for seat in range(players)))
    if event.points not in options:
        raise TricktakerError(f"points {list(event.points)}: the trick gives {list(options[0])}")


def check_hand_scored(event: HandScored) -> None:
    """One entry per seat; each seat's points its trick points less its penalty."""
    players = len(event.trick_points)
    check_per_seat(players, penalties=event.penalties, points=event.points, scores=event.scores)
    points = tuple(map(operator.sub, event.trick_points, event.penalties))
    if event.points != points:
        raise TricktakerError(
            f"points {list(event.points)}: trick points less penalties are {list(points)}"
        )


def _card_drawn(event: CardDrawn) -> None:
    if event.card is not None:
        check_cards(SZAMAN_DECK, (event.card,))


CHECKS: dict[type, Callable[[Any], None]] = {
    State: check_state,
    View: check_view,
    HandStarted: check_hand_started,
    TrickWon: check_trick_won,
    HandScored: check_hand_scored,
    CardDrawn: _card_drawn,
}
"""The check of each Szaman class that has one, for :func:`~tricktaker.serialize.register_types`."""

BOUNDS = {
    Rules: {"players": Bounds(minimum=PLAYERS[0], maximum=PLAYERS[1]), "hands": _HAND_NUMBER},
    State: {
        "seed": SEED, "hand_number": _HAND_NUMBER, "hands": _PER_SEAT, "trick": _TRICK,
        "leader": _SEAT, "led_suits": _LED_SUITS, "scores": _PER_SEAT,
        "hand_points": _PER_SEAT, "to_act": _SEAT, "winners": _SEATS,
    },
    View: {
        "seat": _SEAT, "hand_number": _HAND_NUMBER,
        "hand_sizes": Bounds(
            minimum=0, maximum=HAND_SIZE, min_items=PLAYERS[0], max_items=PLAYERS[1]
        ),
        "stock_size": _STOCK, "trick": _TRICK, "leader": _SEAT, "led_suits": _LED_SUITS,
        "scores": _PER_SEAT, "hand_points": _PER_SEAT, "to_act": _SEAT, "winners": _SEATS,
    },
    HandStarted: {"hand_number": _HAND_NUMBER, "leader": _SEAT, "hands": _PER_SEAT,
                  "stock_size": _STOCK},
    TrickWon: {"winner": _SEAT, "leader": _SEAT, "cards": _PER_SEAT, "points": _PER_SEAT},
    CardDrawn: {"seat": _SEAT},
    HandScored: {
        "hand_number": _HAND_NUMBER, "trick_points": _PER_SEAT,
        "penalties": Bounds(minimum=0, min_items=PLAYERS[0], max_items=PLAYERS[1]),
        "points": _PER_SEAT, "scores": _PER_SEAT,
    },
}  # fmt: skip
"""The bounds of Szaman's fields, for :func:`~tricktaker.serialize.register_types`."""
