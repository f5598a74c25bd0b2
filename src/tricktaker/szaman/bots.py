"""Szaman's bots: one that plays for the target total, and one that plays for points alone.

Szaman is won by the total closest to the target (66) after the last hand, not by the most
points. :class:`~tricktaker.szaman.HeuristicBot` knows its total, the hands left and what a
hand is typically worth (:data:`HAND_WORTH`); on course to overshoot it sheds points, and
while it is behind it plays for points. :class:`~tricktaker.szaman.PointsBot` takes what it
can whatever its total: the baseline the other is measured against.
"""

from __future__ import annotations

from collections.abc import Callable

import attrs

from tricktaker.actions import Play
from tricktaker.bots.basic import SeededBot
from tricktaker.cards import SZAMAN_DECK, Card, CardKind, Color, Rank, Suit
from tricktaker.games import choices_of
from tricktaker.szaman.rules import (
    HAND_SIZE,
    JOKER_OF,
    JOKER_SUITS,
    Rules,
    View,
    trick_points,
    trick_result,
    trick_winner,
)

__all__ = [
    "CAP_SPREAD",
    "HAND_WORTH",
    "JOKER_KEPT_ABOVE",
    "SPREAD_ALLOWED",
    "Course",
    "HandWorth",
    "HeuristicBot",
    "PointsBot",
    "course",
    "hand_worth",
    "hands_to_come",
]

_JOKER = CardKind.JOKER
_RED_JOKER = Card.joker(Color.RED)


@attrs.frozen
class HandWorth:
    """What one hand typically brings one player: the mean and the standard deviation of a
    player's points for a hand (trick points less the penalty for cards held)."""

    mean: float
    sd: float


HAND_WORTH: dict[tuple[str, int], HandWorth] = {
    ("classic", 2): HandWorth(17.01, 13.30),
    ("classic", 3): HandWorth(6.12, 9.82),
    ("classic", 4): HandWorth(2.88, 8.85),
    ("classic", 5): HandWorth(1.26, 8.63),
    ("classic", 6): HandWorth(0.38, 9.14),
    ("russian", 2): HandWorth(58.88, 16.09),
    ("russian", 3): HandWorth(23.08, 13.71),
    ("russian", 4): HandWorth(11.49, 11.95),
    ("russian", 5): HandWorth(6.42, 11.10),
    ("russian", 6): HandWorth(4.43, 11.04),
}
"""A player's points per hand, by variant and number of players, when everyone plays for
points: measured over 1,000 games at each table (seeds 1000 to 1999) of
:class:`~tricktaker.szaman.HeuristicBot` under default rules but a target nobody reaches, so
that it never sheds. Measured rather than computed from the rules, since what a player takes
depends on how everyone plays; but not by much: a table of
:class:`~tricktaker.szaman.PointsBot` gives figures within 2.6 points of these, and the
options ``end_before_draw`` and ``jokers_always_playable`` move them by less than half a
point, so one table serves every rule set.
"""


def hand_worth(rules: Rules) -> HandWorth:
    """What a hand typically brings one player under ``rules`` (from :data:`HAND_WORTH`).

    >>> hand_worth(Rules(players=4, variant="russian")) == HAND_WORTH["russian", 4]
    True
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
        tricks = HAND_SIZE + (len(SZAMAN_DECK) - dealt) // players
        left = len(view.hand) + view.stock_size // players
    else:
        # The hand ends when someone runs out: the shortest hand says how soon.
        tricks = HAND_SIZE
        left = min(view.hand_sizes)
    return min(1.0, left / tricks) + rules.hands - view.hand_number


SPREAD_ALLOWED = 0.25
"""How far :class:`~tricktaker.szaman.HeuristicBot` lets its course run over the target
before it sheds, in standard deviations of what the hands to come bring: it sheds a little
late, since shedding gives points to the others and a course far from the end may still
turn. Chosen by trials between settings at mixed tables (4 players: 0 to 0.5)."""

CAP_SPREAD = 1.0
"""How much of the spread of the hands to come :attr:`Course.cap` adds to the points a
trick may bring: early in a game the cap hardly binds, in the last tricks it is tight."""

JOKER_KEPT_ABOVE = 10
"""In the classic variant, :class:`~tricktaker.szaman.HeuristicBot` keeps a Joker for its
penalty of 20 only when it is on course to overshoot by more than this: closer, the 20 would
take it further below the target than it was above."""


@attrs.frozen
class Course:
    """Where a seat is heading, by :class:`~tricktaker.szaman.HeuristicBot`'s reckoning
    (see :func:`course`).

    Attributes:
        over: by how much its total and a typical hand's worth for each hand to come run
            over the target; negative when they fall short of it.
        spread: the standard deviation of what the hands to come bring.
        rival_short: by how much the closest other seat's course falls short of the target
            (0 for one on course to reach or overshoot it, as it too can shed).
    """

    over: float
    spread: float
    rival_short: float

    @property
    def sheds(self) -> bool:
        """Whether to shed points now. It does when the course runs over the target by
        more than :data:`SPREAD_ALLOWED` of the spread, and by at least as much as the
        closest other seat's falls short (below that the seat ends closest even
        overshooting, and the points it sheds would only help the others)."""
        return self.over > SPREAD_ALLOWED * self.spread and self.over >= self.rival_short

    @property
    def cap(self) -> float:
        """The most points worth taking in one trick while playing for points. More would
        take the seat further past the target than it now falls short of it, or than the
        closest other seat falls short, give or take the spread of the hands to come."""
        short = -self.over
        return short + max(short, self.rival_short) + CAP_SPREAD * self.spread


def course(view: View) -> Course:
    """Where the seat of ``view`` is heading (:class:`Course`), from its total, every other
    seat's, and what a hand typically brings (:func:`hand_worth`) for the hands to come.

    >>> from tricktaker.szaman import new_game
    >>> rules = Rules(players=3, variant="russian")
    >>> heading = course(new_game(rules, seed=1).view(0))
    >>> heading.over == 6 * hand_worth(rules).mean - 66, heading.rival_short, heading.sheds
    (True, 0.0, True)
    """
    rules = view.rules
    worth = hand_worth(rules)
    to_come = hands_to_come(view)
    expected = worth.mean * to_come
    target = rules.target
    seat = view.seat
    scores = view.scores  # built anew at each reading: read once
    rival_short = min(
        [max(0.0, target - total - expected) for other, total in enumerate(scores) if other != seat]
    )
    return Course(
        over=scores[seat] + expected - target,
        spread=worth.sd * to_come**0.5,
        rival_short=rival_short,
    )


def _lone_trick_points(card: Card, variant: str) -> int:
    """What ``card`` alone would bring its trick's winner: 5 for a plain card, a special
    card's value, 6 for a Joker (led naming either suit of its colour)."""
    suit = JOKER_SUITS[card][0] if card.kind is _JOKER else None
    return trick_points((card,), suit, variant)[0]  # type: ignore[arg-type]


# Each card's worth as a lone winning lead, by variant, asked of the rules once.
_LEAD_WORTH: dict[bool, dict[Card, int]] = {
    russian: {
        card: _lone_trick_points(card, "russian" if russian else "classic") for card in SZAMAN_DECK
    }
    for russian in (False, True)
}
_PLAIN_WORTH = _LEAD_WORTH[False][Card.of(Suit.CLUBS, Rank.TWO)]
# The special cards, by variant (the key: Russian): the suited cards that bring more than a
# plain card, that is the cards that give the trick's winner points: 8♥, J♥ (and Q♠ in
# Russian).
_SPECIALS: dict[bool, frozenset[Card]] = {
    russian: frozenset(
        card for card, worth in by_card.items() if card.kind is not _JOKER and worth > _PLAIN_WORTH
    )
    for russian, by_card in _LEAD_WORTH.items()
}
# The most one trick can bring: every special card of the Russian variant, won by a Joker.
_MOST_A_TRICK_BRINGS = (
    sum(_LEAD_WORTH[True][card] for card in _SPECIALS[True]) + _LEAD_WORTH[True][_RED_JOKER]
)


# The suits whose special cards a led Joker may catch, by variant (the key: Russian): it
# names one of them when it can.
_CATCHING: dict[bool, tuple[Suit, ...]] = {
    False: (Suit.HEARTS,),
    True: (Suit.HEARTS, Suit.SPADES),
}


def _rank(card: Card) -> int:
    """A card's strength for choosing among plays: its rank, and 15 for a Joker."""
    return 15 if card.rank is None else int(card.rank)


# Each card's _rank by its index (the deck's order), asked once: the bots read it in every
# sort key (they are the search's rollout policy).
_RANKS = tuple([_rank(card) for card in SZAMAN_DECK])


def _gains(view: View, suit: Suit) -> Callable[[Play], int]:
    """What each play would earn this seat if the trick ended with it."""
    trick = view.trick
    position = len(trick)
    russian = view.rules.is_russian

    def gain(play: Play) -> int:
        # The unchecked rule (trick_points' own): the trick is a real one, ``suit`` its
        # led suit.
        return trick_result((*trick, play.card), suit, russian, 0)[1][position]

    return gain


def _wins_now(view: View, suit: Suit) -> Callable[[Play], bool]:
    """Whether each play would win the trick as it stands."""
    trick = view.trick
    position = len(trick)

    def wins(play: Play) -> bool:
        # The unchecked rule: the trick is a real one, ``suit`` its led suit.
        return trick_result((*trick, play.card), suit, False, 0)[0] == position

    return wins


def _beaters(card: Card) -> tuple[Card, ...]:
    """The cards that beat ``card`` on a trick led in its suit (asked of the rules): the
    higher cards of its suit and the Joker of its colour; none for a Joker."""
    if card.kind is _JOKER:
        return ()
    # Only a card of the suit or a Joker can win a trick led in it: ask about those.
    rivals = [other for other in SZAMAN_DECK if other.suit is card.suit or other.kind is _JOKER]
    return tuple(
        other for other in rivals if other is not card and trick_winner((card, other)) == 1
    )


_BEATERS: dict[Card, tuple[Card, ...]] = {card: _beaters(card) for card in SZAMAN_DECK}


def _is_master(card: Card, seen: set[Card]) -> bool:
    """True if every card that beats ``card`` has been seen: in this seat's hand, in the
    trick or played this hand. Nobody else can beat it then."""
    for beater in _BEATERS[card]:  # noqa: SIM110 - a plain loop is the fastest here
        if beater not in seen:
            return False
    return True


class PointsBot(SeededBot[View, Play]):
    """Plays for points alone, whatever its total: the baseline that
    :class:`~tricktaker.szaman.HeuristicBot` is measured against (it was the ``heuristic``
    bot until that one played for the target).

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

    def choose(self, view: View) -> Play:
        """A play from ``view.legal_actions()``."""
        legal = choices_of(view)
        if len(legal) == 1:
            return legal[0]
        return self._choose(view, legal)

    def _choose(self, view: View, legal: tuple[Play, ...]) -> Play:
        """The play of more than one legal: for points."""
        return self._for_points(view, legal)

    def _for_points(self, view: View, legal: tuple[Play, ...]) -> Play:
        if view.trick_suit is None:
            return self._lead(view, legal)
        return self._follow(view, view.trick_suit, legal)

    def _lead(self, view: View, legal: tuple[Play, ...]) -> Play:
        tie = self._rng.random  # the tie-breaks: one draw per key, as before
        russian = view.rules.is_russian
        special_cards = _SPECIALS[russian]
        jokers = [play for play in legal if play.suit is not None]
        if jokers:
            # A led Joker always wins; name the suit whose special cards it may catch.
            wanted = _CATCHING[russian]
            return max(jokers, key=lambda play: (play.suit in wanted, tie()))
        plain = [play for play in legal if play.card not in special_cards]
        if plain:  # the highest card is the likeliest to hold the trick
            return max(plain, key=lambda play: (_RANKS[play.card.index], tie()))
        return min(legal, key=lambda play: (_RANKS[play.card.index], tie()))

    def _discard(self, view: View, legal: tuple[Play, ...]) -> Play:
        """An off-suit card is forced: shed the costliest card, but no special card."""
        tie = self._rng.random
        russian = view.rules.is_russian
        special_cards = _SPECIALS[russian]
        return max(
            legal,
            key=lambda play: (
                play.card not in special_cards,
                play.card.kind is not _JOKER,
                _RANKS[play.card.index],
                tie(),
            ),
        )

    def _follow(self, view: View, suit: Suit, legal: tuple[Play, ...]) -> Play:
        tie = self._rng.random
        russian = view.rules.is_russian
        special_cards = _SPECIALS[russian]
        trick = view.trick
        last = len(trick) == view.rules.players - 1
        joker = JOKER_OF[suit]
        following = [play for play in legal if play.card.suit is suit or play.card is joker]
        if not following:
            return self._discard(view, legal)
        gain = _gains(view, suit)
        winning = list(filter(_wins_now(view, suit), following))
        worth = any(card in special_cards for card in trick)
        if winning and (last or worth or any(p.card in special_cards for p in winning)):
            # Take the points: last, with the cheapest winner; earlier, the strongest holds best.
            return max(
                winning,
                key=lambda play: (
                    gain(play),
                    -_RANKS[play.card.index] if last else _RANKS[play.card.index],
                    tie(),
                ),
            )
        if winning and not last:
            # Try to hold the trick with a plain card; keep the Joker for a richer trick.
            plain = [play for play in winning if play.card.kind is not _JOKER]
            if plain:
                return max(plain, key=lambda play: (_RANKS[play.card.index], tie()))
        # Lose as cheaply as possible, keeping special cards out of others' tricks.
        return min(
            following,
            key=lambda play: (play.card in special_cards, _RANKS[play.card.index], tie()),
        )


class HeuristicBot(PointsBot):
    """Plays for the target. While its total and what the hands to come typically bring
    stay below the target it plays for points, but lets a trick go that would carry it too
    far past it (:attr:`~tricktaker.szaman.bots.Course.cap`); on course to overshoot it
    sheds points instead (:attr:`~tricktaker.szaman.bots.Course.sheds`). Seeded only to
    break ties.

    For points it plays like :class:`~tricktaker.szaman.PointsBot`, with two differences that
    win it more: it leads a special card or a plain card that nothing unseen can beat before
    anything else, and when it cannot follow it throws the lowest card of its longest suit,
    keeping high cards to win tricks with and a card of every suit it can, since each trick
    it cannot follow costs 2.

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

    def _choose(self, view: View, legal: tuple[Play, ...]) -> Play:
        """The play of more than one legal: for points, or shedding them on its course."""
        heading = course(view)
        suit = view.trick_suit
        if heading.sheds:
            if suit is None:
                return self._shed_lead(view, legal)
            return self._shed_follow(view, suit, legal, heading.over)
        play = self._for_points(view, legal)
        if heading.cap >= _MOST_A_TRICK_BRINGS:
            return play
        if suit is None:
            if _LEAD_WORTH[view.rules.is_russian][play.card] > heading.cap:  # if it wins alone
                return self._shed_lead(view, legal)
            return play
        if _gains(view, suit)(play) > heading.cap and _wins_now(view, suit)(play):
            return self._shed_follow(view, suit, legal, heading.over)
        return play

    # -- for points ---------------------------------------------------------------------------

    def _lead(self, view: View, legal: tuple[Play, ...]) -> Play:
        tie = self._rng.random
        russian = view.rules.is_russian
        special_cards = _SPECIALS[russian]
        seen = {*view.hand, *view.trick, *view.played}
        # A special card that nothing unseen beats scores for certain.
        specials = [
            play
            for play in legal
            if play.suit is None and play.card in special_cards and _is_master(play.card, seen)
        ]
        if specials:
            return max(specials, key=lambda play: (_RANKS[play.card.index], tie()))
        jokers = [play for play in legal if play.suit is not None]
        if jokers:  # a certain win worth 6; name the suit whose special cards it may catch
            wanted = _CATCHING[russian]
            return max(jokers, key=lambda play: (play.suit in wanted, tie()))
        plain = [play for play in legal if play.card not in special_cards]
        masters = [play for play in plain if _is_master(play.card, seen)]
        if masters:  # a certain win: spend the lowest such card, keep the others
            return min(masters, key=lambda play: (_RANKS[play.card.index], tie()))
        if plain:  # the highest card is the likeliest to hold the trick
            return max(plain, key=lambda play: (_RANKS[play.card.index], tie()))
        return min(legal, key=lambda play: (_RANKS[play.card.index], tie()))

    def _discard(self, view: View, legal: tuple[Play, ...]) -> Play:
        tie = self._rng.random
        russian = view.rules.is_russian
        special_cards = _SPECIALS[russian]
        length = [0, 0, 0, 0]  # by suit
        for card in view.hand:
            if card.suit is not None:
                length[card.suit] += 1
        return max(
            legal,
            key=lambda play: (
                play.card not in special_cards,
                play.card.kind is not _JOKER,
                0 if play.card.suit is None else length[play.card.suit],
                -_RANKS[play.card.index],
                tie(),
            ),
        )

    # -- to shed points -----------------------------------------------------------------------

    def _shed_lead(self, view: View, legal: tuple[Play, ...]) -> Play:
        # A led Joker wins for certain; the lowest plain card is the likeliest to lose.
        return self._lowest_plain(legal, view.rules.is_russian)

    def _shed_follow(self, view: View, suit: Suit, legal: tuple[Play, ...], over: float) -> Play:
        tie = self._rng.random
        russian = view.rules.is_russian
        special_cards = _SPECIALS[russian]
        joker = JOKER_OF[suit]
        # A Joker held to the classic hand's end costs 20: worth keeping when that far over.
        keep_joker = not russian and over > JOKER_KEPT_ABOVE
        wins = _wins_now(view, suit)
        losing = [play for play in legal if not wins(play)]
        if losing:
            # Off-suit costs 2, a special card scores for another, a Joker that cannot win
            # now might later, a high card too; but a Joker kept for its penalty goes last.
            return max(
                losing,
                key=lambda play: (
                    not (keep_joker and play.card.kind is _JOKER),
                    play.card.suit is not suit and play.card is not joker,
                    play.card in special_cards,
                    play.card.kind is _JOKER,
                    _RANKS[play.card.index],
                    tie(),
                ),
            )
        if len(view.trick) == view.rules.players - 1:
            # It wins whatever it plays: add the least, and spend a high card.
            gain = _gains(view, suit)
            return max(legal, key=lambda play: (-gain(play), _RANKS[play.card.index], tie()))
        # Someone may still beat it: the lowest card, and no special card or Joker.
        return self._lowest_plain(legal, russian)

    def _lowest_plain(self, legal: tuple[Play, ...], russian: bool) -> Play:
        """The lowest card, a special card or a Joker only if nothing else is legal."""
        tie = self._rng.random
        special_cards = _SPECIALS[russian]
        return min(
            legal,
            key=lambda play: (
                play.card.kind is _JOKER,
                play.card in special_cards,
                _RANKS[play.card.index],
                tie(),
            ),
        )
