"""Szaman's bots: one that plays for the target total, and one that plays for points alone.

Szaman is won by the total closest to the target (66) after the last hand, not by the most
points. :class:`HeuristicBot` knows its total, the hands left and what a hand is typically
worth (:data:`HAND_WORTH`), and sheds points when it is on course to overshoot; while it is
behind it plays for points. :class:`PointsBot` takes what it can, whatever its total: it is
the baseline the other is measured against.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import attrs

from tricktaker.actions import Play
from tricktaker.cards import SZAMAN_DECK, Card, CardKind, Rank, Suit
from tricktaker.szaman.rules import HAND_SIZE, JOKER_OF, Rules, trick_points, trick_winner
from tricktaker.szaman.state import View

__all__ = [
    "HAND_WORTH",
    "HandWorth",
    "HeuristicBot",
    "PointsBot",
    "hand_worth",
    "hands_to_come",
    "overshoot",
    "room",
]

_HEARTS_EIGHT = Card.of(Suit.HEARTS, Rank.EIGHT)
_HEARTS_JACK = Card.of(Suit.HEARTS, Rank.JACK)
_SPADES_QUEEN = Card.of(Suit.SPADES, Rank.QUEEN)
_JOKER = CardKind.JOKER


@attrs.frozen
class HandWorth:
    """What one hand typically brings one player: the mean and the standard deviation of a
    player's points for a hand (trick points less the penalty for cards held)."""

    mean: float
    sd: float


HAND_WORTH: dict[tuple[str, int], HandWorth] = {
    ("classic", 2): HandWorth(16.57, 13.66),
    ("classic", 3): HandWorth(6.14, 9.94),
    ("classic", 4): HandWorth(2.90, 8.93),
    ("classic", 5): HandWorth(1.24, 8.74),
    ("classic", 6): HandWorth(0.40, 9.26),
    ("russian", 2): HandWorth(58.81, 16.02),
    ("russian", 3): HandWorth(23.13, 13.82),
    ("russian", 4): HandWorth(11.47, 12.21),
    ("russian", 5): HandWorth(6.42, 11.13),
    ("russian", 6): HandWorth(4.43, 11.03),
}
"""A player's points per hand, by variant and number of players, when everyone plays for
points: measured over 1,000 games at each table (seeds 1000 to 1999) of :class:`HeuristicBot`
under default rules but a target nobody reaches, so that it never sheds. A table of
:class:`PointsBot` gives figures within a point of these (its play differs, but the points
a table shares out hardly do).
"""


def hand_worth(rules: Rules) -> HandWorth:
    """What a hand typically brings one player under ``rules`` (from :data:`HAND_WORTH`).

    >>> hand_worth(Rules(players=4, variant="russian")).mean
    11.28
    """
    return HAND_WORTH[rules.variant, rules.players]


def hands_to_come(view: View) -> float:
    """The hands still to be played, in hands: the part of the current hand still to come
    (estimated from the cards left) and every hand after it.

    >>> from tricktaker.szaman import new_game
    >>> hands_to_come(new_game(Rules(players=4), seed=1).view(0))
    6.0
    """
    rules = view.rules
    players = rules.players
    if rules.is_russian:
        # Everyone plays out: the cards in hand and one for each round of draws left.
        dealt = players * HAND_SIZE
        tricks = HAND_SIZE + (54 - dealt) // players
        left = len(view.hand) + view.stock_size // players
    else:
        # The hand ends when someone runs out: the shortest hand says how soon.
        tricks = HAND_SIZE
        left = min(view.hand_sizes)
    return min(1.0, left / tricks) + rules.hands - view.hand_number


def room(view: View) -> float:
    """The points the seat may still take beyond what play typically brings before it
    overshoots the target: the target, less its total, less a typical hand's worth for each
    hand to come (:func:`hands_to_come`). Below 0 the seat is on course to overshoot.

    >>> from tricktaker.szaman import new_game
    >>> view = new_game(Rules(players=4, variant="russian"), seed=1).view(0)
    >>> round(room(view), 2)  # 66 less six hands of 11.28
    -1.68
    """
    rules = view.rules
    expected = hand_worth(rules).mean * hands_to_come(view)
    return rules.target - view.scores[view.seat] - expected


SPREAD_ALLOWED = 0.25
"""How far :class:`HeuristicBot` lets its course run over the target before it sheds, in
standard deviations of what the hands to come bring: it sheds a little late, since shedding
gives points to the others and a course far from the end may still turn."""


def overshoot(view: View) -> float:
    """By how much the seat is on course to overshoot the target, if :class:`HeuristicBot`
    should shed points now; 0 if it should play for points.

    It sheds when its course (its total and a typical hand's worth for each hand to come)
    runs over the target by more than :data:`SPREAD_ALLOWED` of the spread of those hands,
    and by at least as much as the closest other seat's course falls short of the target
    (another on course to overshoot counts as reaching it, since it too can shed): below
    that it ends closest even overshooting, and points it sheds would help the others.

    >>> from tricktaker.szaman import new_game
    >>> view = new_game(Rules(players=3, variant="russian"), seed=1).view(0)
    >>> round(overshoot(view), 2)  # 6 hands of 23.13 against 66: shed from the start
    72.78
    """
    rules = view.rules
    worth = hand_worth(rules)
    to_come = hands_to_come(view)
    expected = worth.mean * to_come
    target = rules.target
    over = view.scores[view.seat] + expected - target
    if over - SPREAD_ALLOWED * worth.sd * to_come**0.5 <= 0:
        return 0.0
    shortfall = min(
        max(0.0, target - total - expected)
        for seat, total in enumerate(view.scores)
        if seat != view.seat
    )
    return over if over >= shortfall else 0.0


def _is_special(card: Card, russian: bool) -> bool:
    """True for the cards that give the trick's winner points: 8♥, J♥ (and Q♠ in Russian)."""
    return card is _HEARTS_EIGHT or card is _HEARTS_JACK or (russian and card is _SPADES_QUEEN)


def _rank(card: Card) -> int:
    """A card's strength for choosing among plays: its rank, and 15 for a Joker."""
    return 15 if card.rank is None else int(card.rank)


def _gains(view: View, suit: Suit) -> Callable[[Play], int]:
    """What each play would earn this seat if the trick ended with it."""
    trick = view.trick
    position = len(trick)
    variant = view.rules.variant

    def gain(play: Play) -> int:
        return trick_points((*trick, play.card), suit, variant)[position]

    return gain


def _wins_now(view: View, suit: Suit) -> Callable[[Play], bool]:
    """Whether each play would win the trick as it stands."""
    trick = view.trick
    position = len(trick)

    def wins(play: Play) -> bool:
        return trick_winner((*trick, play.card), suit) == position

    return wins


def _beaters(card: Card) -> tuple[Card, ...]:
    """The cards that beat ``card`` on a trick led in its suit: the higher cards of its suit
    and the Joker of its colour (none for a Joker, which is never beaten in its colour)."""
    if card.suit is None or card.rank is None:
        return ()
    higher = [Card.of(card.suit, rank) for rank in Rank if rank > card.rank]
    return (*higher, JOKER_OF[card.suit])


_BEATERS: dict[Card, tuple[Card, ...]] = {card: _beaters(card) for card in SZAMAN_DECK}


def _is_master(card: Card, seen: set[Card]) -> bool:
    """True if every card that beats ``card`` has been seen: in this seat's hand, in the
    trick or played this hand. Nobody else can beat it then."""
    for beater in _BEATERS[card]:  # noqa: SIM110 - a plain loop is the fastest here
        if beater not in seen:
            return False
    return True


class PointsBot:
    """Plays for points alone, whatever its total: the baseline that :class:`HeuristicBot`
    is measured against (it was the ``heuristic`` bot before that played for the target).

    Follows suit whenever it can (an off-suit card costs 2) and takes tricks that are worth
    something: it wins with its special cards and Jokers, gives special cards away only when
    it cannot avoid it, leads a Joker (a certain win worth 6) as soon as it holds one, and
    sheds its highest cards when it cannot follow, since cards left in hand are penalised.
    Seeded only to break ties.

    >>> from tricktaker import szaman
    >>> from tricktaker.bots import play_game
    >>> final, _ = play_game(szaman.new_game(szaman.Rules(players=3), seed=3),
    ...                      [PointsBot(seed=s) for s in range(3)])
    >>> final.is_over
    True
    """

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: View) -> Play:
        """A play from ``view.legal_actions()``."""
        legal = view.legal_actions()
        if len(legal) == 1:
            return legal[0]
        return self._for_points(view, legal)

    def _tie(self) -> float:
        return self._rng.random()

    def _for_points(self, view: View, legal: tuple[Play, ...]) -> Play:
        if view.trick_suit is None:
            return self._lead(view, legal)
        return self._follow(view, view.trick_suit, legal)

    def _lead(self, view: View, legal: tuple[Play, ...]) -> Play:
        russian = view.rules.is_russian
        jokers = [play for play in legal if play.suit is not None]
        if jokers:
            # A led Joker always wins; name the suit whose special cards it may catch.
            wanted = (Suit.HEARTS, Suit.SPADES) if russian else (Suit.HEARTS,)
            return max(jokers, key=lambda play: (play.suit in wanted, self._tie()))
        plain = [play for play in legal if not _is_special(play.card, russian)]
        if plain:  # the highest card is the likeliest to hold the trick
            return max(plain, key=lambda play: (_rank(play.card), self._tie()))
        return min(legal, key=lambda play: (_rank(play.card), self._tie()))

    def _discard(self, view: View, legal: tuple[Play, ...]) -> Play:
        """An off-suit card is forced: shed the costliest card, but no special card."""
        russian = view.rules.is_russian
        return max(
            legal,
            key=lambda play: (
                not _is_special(play.card, russian),
                play.card.kind is not _JOKER,
                _rank(play.card),
                self._tie(),
            ),
        )

    def _follow(self, view: View, suit: Suit, legal: tuple[Play, ...]) -> Play:
        russian = view.rules.is_russian
        trick = view.trick
        last = len(trick) == view.rules.players - 1
        joker = JOKER_OF[suit]
        following = [play for play in legal if play.card.suit is suit or play.card is joker]
        if not following:
            return self._discard(view, legal)
        gain = _gains(view, suit)
        winning = list(filter(_wins_now(view, suit), following))
        worth = any(_is_special(card, russian) for card in trick)
        if winning and (last or worth or any(_is_special(p.card, russian) for p in winning)):
            # Take the points: last, with the cheapest winner; earlier, the strongest holds best.
            return max(
                winning,
                key=lambda play: (
                    gain(play),
                    -_rank(play.card) if last else _rank(play.card),
                    self._tie(),
                ),
            )
        if winning and not last:
            # Try to hold the trick with a plain card; keep the Joker for a richer trick.
            plain = [play for play in winning if play.card.kind is not _JOKER]
            if plain:
                return max(plain, key=lambda play: (_rank(play.card), self._tie()))
        # Lose as cheaply as possible, keeping special cards out of others' tricks.
        return min(
            following,
            key=lambda play: (_is_special(play.card, russian), _rank(play.card), self._tie()),
        )


class HeuristicBot(PointsBot):
    """Plays for the target. While its total and what the hands to come typically bring
    stay below the target it plays for points; on course to overshoot it sheds points
    instead (when exactly: :func:`overshoot`). Seeded only to break ties.

    For points it plays like :class:`PointsBot`, with two differences that win it more: it
    leads a special card or a plain card that nothing unseen can beat before anything else,
    and when it cannot follow it throws the lowest card of its longest suit, keeping high
    cards to win tricks with and a card of every suit it can, since each trick it cannot
    follow costs 2.

    To shed points it leads its lowest plain card and keeps its Jokers (a led Joker always
    wins), loses tricks with the highest card that still loses, throws its special cards into
    others' tricks, takes the −2 of an off-suit card where it may, and in the classic variant
    keeps a Joker to the hand's end for its penalty of 20 when it is that far over.

    >>> from tricktaker import szaman
    >>> from tricktaker.bots import play_game
    >>> final, _ = play_game(szaman.new_game(szaman.Rules(players=3), seed=3),
    ...                      [HeuristicBot(seed=s) for s in range(3)])
    >>> final.is_over
    True
    """

    def choose(self, view: View) -> Play:
        """A play from ``view.legal_actions()``."""
        legal = view.legal_actions()
        if len(legal) == 1:
            return legal[0]
        over = overshoot(view)
        if not over:
            return self._for_points(view, legal)
        if view.trick_suit is None:
            return self._shed_lead(view, legal)
        return self._shed_follow(view, view.trick_suit, legal, over)

    # -- for points ---------------------------------------------------------------------------

    def _lead(self, view: View, legal: tuple[Play, ...]) -> Play:
        russian = view.rules.is_russian
        seen = {*view.hand, *view.trick, *view.played}
        # A special card that nothing unseen beats scores for certain.
        specials = [
            play
            for play in legal
            if play.suit is None and _is_special(play.card, russian) and _is_master(play.card, seen)
        ]
        if specials:
            return max(specials, key=lambda play: (_rank(play.card), self._tie()))
        jokers = [play for play in legal if play.suit is not None]
        if jokers:  # a certain win worth 6; name the suit whose special cards it may catch
            wanted = (Suit.HEARTS, Suit.SPADES) if russian else (Suit.HEARTS,)
            return max(jokers, key=lambda play: (play.suit in wanted, self._tie()))
        plain = [play for play in legal if not _is_special(play.card, russian)]
        masters = [play for play in plain if _is_master(play.card, seen)]
        if masters:  # a certain win: spend the lowest such card, keep the others
            return min(masters, key=lambda play: (_rank(play.card), self._tie()))
        if plain:  # the highest card is the likeliest to hold the trick
            return max(plain, key=lambda play: (_rank(play.card), self._tie()))
        return min(legal, key=lambda play: (_rank(play.card), self._tie()))

    def _discard(self, view: View, legal: tuple[Play, ...]) -> Play:
        russian = view.rules.is_russian
        length = dict.fromkeys(Suit, 0)
        for card in view.hand:
            if card.suit is not None:
                length[card.suit] += 1
        return max(
            legal,
            key=lambda play: (
                not _is_special(play.card, russian),
                play.card.kind is not _JOKER,
                0 if play.card.suit is None else length[play.card.suit],
                -_rank(play.card),
                self._tie(),
            ),
        )

    # -- to shed points -----------------------------------------------------------------------

    def _shed_lead(self, view: View, legal: tuple[Play, ...]) -> Play:
        russian = view.rules.is_russian
        # A led Joker wins for certain; the lowest plain card is the likeliest to lose.
        return min(
            legal,
            key=lambda play: (
                play.card.kind is _JOKER,
                _is_special(play.card, russian),
                _rank(play.card),
                self._tie(),
            ),
        )

    def _shed_follow(self, view: View, suit: Suit, legal: tuple[Play, ...], over: float) -> Play:
        russian = view.rules.is_russian
        joker = JOKER_OF[suit]
        # A Joker held to the classic hand's end costs 20: worth keeping when that far over.
        keep_joker = not russian and over > JOKER_KEPT_ABOVE
        wins = _wins_now(view, suit)
        losing = [play for play in legal if not wins(play)]
        if losing:
            # Off-suit costs 2, a special card scores for another, a high card may win later.
            return max(
                losing,
                key=lambda play: (
                    play.card.suit is not suit and play.card is not joker,
                    _is_special(play.card, russian),
                    (play.card.kind is _JOKER) is not keep_joker,
                    _rank(play.card),
                    self._tie(),
                ),
            )
        if len(view.trick) == view.rules.players - 1:
            # It wins whatever it plays: add the least, and spend a high card.
            gain = _gains(view, suit)
            return max(legal, key=lambda play: (-gain(play), _rank(play.card), self._tie()))
        # Someone may still beat it: the lowest card, and no special card or Joker.
        return min(
            legal,
            key=lambda play: (
                play.card.kind is _JOKER,
                _is_special(play.card, russian),
                _rank(play.card),
                self._tie(),
            ),
        )


JOKER_KEPT_ABOVE = 10
"""In the classic variant, the bot keeps a Joker for its penalty of 20 only when it is on
course to overshoot by more than this: closer, the 20 would take it further below than it
was above."""
