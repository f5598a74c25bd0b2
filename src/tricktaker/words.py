"""How a game reads to people: its seats' and teams' names, the order a hand is shown in,
which way its scores run, how its end reads, and the texts of its events and actions.

Each game says these from its own package (its ``words.py``, or its one rules module) as
one :class:`Words` value, which its :class:`~tricktaker.Game` carries (``game.words``); the
defaults suit a plain game.
Everything that shows a game to people reads them: ``str(event)``, the terminal, the web page
and its languages, and the adapters' returns (which way the scores run, :mod:`tricktaker.standing`).

The texts are English templates (``"{seat} plays {card}"``), each said through a
:class:`Teller`, which fills them in for one reader: in a language (a gettext catalog whose
message ids are these templates, in the context ``"game"``), naming the seats as the game or
the table does and the reader "you".

>>> from tricktaker import Card, CardPlayed
>>> str(CardPlayed(seat=2, card=Card.parse("QS")))
'seat 2 plays Q♠'
>>> tell = Teller(Words(), reader=2)
>>> Words().tell(CardPlayed(seat=2, card=Card.parse("QS")), tell)
'you play Q♠'
"""

from __future__ import annotations

import gettext
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, Generic

import attrs
from typing_extensions import TypeVar

import tricktaker.standing as _standing
from tricktaker.cards import Card, Suit
from tricktaker.events import CardPlayed, Event, GameOver
from tricktaker.standing import Aim, Place
from tricktaker.teams import teams_of

__all__ = [
    "BOARD",
    "CONTEXT",
    "CORE_TEXTS",
    "HAND",
    "PLAIN",
    "ROUND",
    "Deal",
    "Tell",
    "Teller",
    "Words",
    "bid_made",
    "hand_started",
    "round_dealt",
    "round_scored",
    "trick_won",
    "trump_turned",
    "words_of",
]

R = TypeVar("R", default=Any)

CONTEXT = "game"
"""The gettext context (``msgctxt``) of every text a game's words say."""


@attrs.frozen
class Deal:
    """What one deal of a game is called, and the texts that count deals: ``name``
    (``"hand"``), ``numbered`` (``"hand {number}"``), ``of`` (``"hand {number} of
    {count}"``), ``scored`` (``"hand {number} scored: {gains}"``) and ``counted`` (``"{n}
    hand"``, ``"{n} hands"``)."""

    name: str
    numbered: str
    of: str
    scored: str
    counted: tuple[str, str]


ROUND = Deal(
    "round",
    "round {number}",
    "round {number} of {count}",
    "round {number} scored: {gains}",
    ("{n} round", "{n} rounds"),
)
"""A game whose deals are rounds (Wizard, Oh Hell)."""
HAND = Deal(
    "hand",
    "hand {number}",
    "hand {number} of {count}",
    "hand {number} scored: {gains}",
    ("{n} hand", "{n} hands"),
)
"""A game whose deals are hands (Hearts, Spades, Szaman)."""
BOARD = Deal(
    "board",
    "board {number}",
    "board {number} of {count}",
    "board {number} scored: {gains}",
    ("{n} board", "{n} boards"),
)
"""A game whose deals are boards (bridge)."""


def _english(card: Card) -> str:
    return str(card)


class Teller:
    """Says a game's texts to one reader.

    Args:
        words: the game's words (its seat and team names).
        reader: the seat that reads, told of itself as "you"; None for nobody's (a
            spectator, a log, ``str(event)``).
        names: the players' names by seat, where a table has them; a seat without one is
            called by the game's name for it (``"seat 2"``, ``"North"``).
        translation: the language's catalog; English (the templates themselves) if None.
        card_name: how a card is written (``str(card)`` if None).
        rules: the game's rules, whose teams (if any) are named as teams; without them,
            the teams that the words name are the partners sitting opposite.

    >>> tell = Teller(Words(seats=("North", "East", "South", "West")), reader=0)
    >>> tell.seat(0), tell.seat(3), tell.text("{seat} leads", seat=tell.seat(1))
    ('you', 'West', 'East leads')
    >>> tell.count(1, "{n} point", "{n} points"), tell.count(16, "{n} point", "{n} points")
    ('1 point', '16 points')
    """

    __slots__ = ("_card", "_tr", "names", "reader", "teams", "words")

    def __init__(
        self,
        words: Words[Any],
        *,
        reader: int | None = None,
        names: Sequence[str | None] | None = None,
        translation: gettext.NullTranslations | None = None,
        card_name: Callable[[Card], str] | None = None,
        rules: Any = None,
    ) -> None:
        self.words = words
        teams = words.partners() if rules is None else teams_of(rules)
        self.teams: tuple[tuple[int, ...], ...] = tuple(t for t in teams if len(t) > 1)
        self.reader = reader
        self.names = names
        self._tr = translation if translation is not None else gettext.NullTranslations()
        self._card = card_name or _english

    def text(self, template: str, **fields: object) -> str:
        """``template`` in the reader's language, filled in with ``fields``."""
        return self.template(template).format(**fields)

    def template(self, template: str) -> str:
        """``template`` in the reader's language, its ``{fields}`` left to fill in."""
        return self._tr.pgettext(CONTEXT, template)

    def count(self, n: int, singular: str, plural: str, **fields: object) -> str:
        """The form of ``singular``/``plural`` for the number ``n`` in the reader's language
        (which may have more than two), filled in with ``n`` and ``fields``."""
        return self._plural(n, (singular, plural), fields)

    def _plural(self, n: int, forms: tuple[str, str], fields: Mapping[str, object]) -> str:
        return self._tr.npgettext(CONTEXT, forms[0], forms[1], n).format(n=n, **fields)

    def about(self, seat: int, theirs: str, mine: str, **fields: object) -> str:
        """A sentence about ``seat``: ``mine`` (to the reader, of itself) if ``seat`` is the
        reader's, else ``theirs`` with ``{seat}`` its name."""
        if seat == self.reader:
            return self.text(mine, **fields)
        return self.text(theirs, seat=self.seat(seat), **fields)

    def about_count(
        self,
        seat: int,
        n: int,
        theirs: tuple[str, str],
        mine: tuple[str, str],
        **fields: object,
    ) -> str:
        """:meth:`about` with a number ``n``: each of ``theirs`` and ``mine`` is a singular
        and a plural (see :meth:`count`)."""
        if seat == self.reader:
            return self._plural(n, mine, fields)
        return self._plural(n, theirs, {"seat": self.seat(seat), **fields})

    def seat(self, seat: int) -> str:
        """The name of ``seat``: "you" for the reader, the player's name where the table
        has one, else the game's name of the seat."""
        if seat == self.reader:
            return self.text("you")
        names = self.names
        name = names[seat] if names is not None and 0 <= seat < len(names) else None
        if name:
            return name
        if 0 <= seat < len(self.words.seats):
            return self.text(self.words.seats[seat])
        return self.text("seat {number}", number=seat)

    def team(self, index: int) -> str:
        """The name of the team ``index`` (0-based) of the game's rules."""
        if 0 <= index < len(self.words.teams):
            return self.text(self.words.teams[index])
        return self.text("team {number}", number=index + 1)

    def seats(self, seats: Sequence[int]) -> str:
        """Several seats: a team's name where ``seats`` are a team of the rules, else their
        names joined (``"seat 1 and seat 3"``)."""
        for index, team in enumerate(self.teams):
            if sorted(team) == sorted(seats):
                return self.team(index)
        names = [self.seat(seat) for seat in seats]
        if len(names) < 2:
            return "".join(names)
        return self.text("{some} and {last}", some=", ".join(names[:-1]), last=names[-1])

    def card(self, card: Card) -> str:
        """A card as the reader reads it."""
        return self._card(card)

    def cards(self, cards: Iterable[Card]) -> str:
        """Cards, with spaces between."""
        return " ".join(self._card(card) for card in cards)

    def suit(self, suit: Suit) -> str:
        """A suit by its symbol, which every language reads."""
        return suit.symbol

    def gains(self, points: Sequence[int]) -> str:
        """Each seat's points, or each team's (one entry for partners): ``seat 0 +3, seat
        1 -10``."""
        groups = self.teams or tuple((seat,) for seat in range(len(points)))
        return ", ".join(f"{self.seats(team)} {points[team[0]]:+d}" for team in groups)


Tell = Callable[[Any, Teller], str]
"""The type of a function that tells an event in a game's words, given the event and a
teller."""


def _card_played(event: CardPlayed, tell: Teller) -> str:
    if event.suit is not None:
        return tell.about(
            event.seat,
            "{seat} plays {card} as {suit}",
            "you play {card} as {suit}",
            card=tell.card(event.card),
            suit=tell.suit(event.suit),
        )
    return tell.about(
        event.seat, "{seat} plays {card}", "you play {card}", card=tell.card(event.card)
    )


def _game_over(event: GameOver, tell: Teller) -> str:
    best = event.scores[event.winners[0]] if event.winners else max(event.scores)
    if event.winners == (tell.reader,):
        return tell.text("game over: you win with {score}", score=best)
    one_team = any(sorted(team) == sorted(event.winners) for team in tell.teams)
    return tell.count(
        1 if one_team else len(event.winners),
        "game over: {winners} wins with {score}",
        "game over: {winners} win with {score}",
        winners=tell.seats(event.winners),
        score=best,
    )


def bid_made(event: Any, tell: Teller) -> str:
    """The text of a bid of ``event.tricks`` by ``event.seat``: ``seat 1 bids 2`` (English
    says it the same way for one trick or more; other languages may not)."""
    return tell.about_count(
        event.seat,
        event.tricks,
        ("{seat} bids {n}", "{seat} bids {n}"),
        ("you bid {n}", "you bid {n}"),
    )


def trick_won(event: Any, tell: Teller) -> str:
    """The text of a trick of ``event.cards`` taken by ``event.winner``: ``seat 2 wins 9♥
    K♥``."""
    cards = tell.cards(event.cards)
    return tell.about(event.winner, "{seat} wins {cards}", "you win {cards}", cards=cards)


def round_scored(event: Any, tell: Teller) -> str:
    """The text of deal ``event.round`` scored, each seat's (or team's) ``event.points``:
    ``round 1 scored: seat 0 +11, seat 1 +10``."""
    return tell.text(tell.words.deal.scored, number=event.round, gains=tell.gains(event.points))


def round_dealt(event: Any, cards: int, tell: Teller) -> str:
    """The text of round ``event.round`` dealt by ``event.dealer``, ``cards`` each."""
    return tell.about_count(
        event.dealer,
        cards,
        ("round {round}: {seat} deals {n} card each", "round {round}: {seat} deals {n} cards each"),
        ("round {round}: you deal {n} card each", "round {round}: you deal {n} cards each"),
        round=event.round,
    )


def hand_started(event: Any, tell: Teller) -> str:
    """The text of hand ``event.hand_number`` dealt by ``event.dealer``: ``hand 1: seat 0
    deals``."""
    return tell.about(
        event.dealer, "hand {hand}: {seat} deals", "hand {hand}: you deal", hand=event.hand_number
    )


def trump_turned(event: Any, tell: Teller) -> str:
    """The text of ``event.card`` turned for trump, ``event.trump`` its trump suit (None: no
    trump; for a Wizard, the dealer chooses)."""
    card = tell.card(event.card)
    trump = getattr(event, "trump", event.card.suit)
    if trump is not None:
        return tell.text("trump card {card}: trump {suit}", card=card, suit=tell.suit(trump))
    if event.card.is_wizard:
        return tell.text("trump card {card}: the dealer chooses trump", card=card)
    return tell.text("trump card {card}: no trump", card=card)


CORE_TEXTS: Mapping[type, Tell] = {CardPlayed: _card_played, GameOver: _game_over}
"""The texts of the core's events (a card played, the game's end), which every game shares
unless its words tell them otherwise."""

_WORDS_OF: dict[type, Words[Any]] = {}  # event type -> the words that tell it, for str()


def _never(event: Event) -> bool:
    return False


def _nothing(*args: Any) -> None:
    return None


def _one(view: Any) -> int:
    return 1


def _no_count(rules: Any) -> int | None:
    return None


def _no_notes(view: Any, tell: Teller) -> Sequence[str]:
    return ()


@attrs.frozen
class Words(Generic[R]):
    """How a game reads to people. ``R`` is the game's ``Rules``.

    Attributes:
        deal: what one deal is called (:data:`ROUND`, :data:`HAND`, :data:`BOARD`).
        deals: the number of deals a game of these rules lasts, if it is fixed (None: it
            ends at a target).
        end: how the game's end reads (``"to 100"``, ``"6 hands, closest to 66 wins"``), in
            a :class:`Teller`'s words; None says nothing.
        seats: the seats' names by seat (bridge's ``North`` ...); none: ``seat 0`` ...
        teams: the teams' names, in the order of the rules' ``teams``; none: ``team 1`` ...
        order: where a card goes in a hand shown to a person (a sort key; bridge's spades
            first, high to low); None shows a hand in the game's own order.
        view_order: where a card goes in a hand shown in a view, where that depends on the
            deal (Skat's on the game declared): a sort key, or None to keep ``order``.
        aim: which total wins (:class:`~tricktaker.standing.Aim`).
        target: the rules' target, for an aim of :attr:`~tricktaker.standing.Aim.TARGET`.
        zero_sum: whether the totals always add up to 0 (bridge's: what one side scores,
            the other loses).
        texts: how the game tells each of its events (by type; a subclass's type finds its
            base's text), besides the core's (:data:`~tricktaker.words.CORE_TEXTS`).
        quiet: events a log need not tell (what a reader learns nothing from: another
            seat's hidden pass); ``str(event)`` still tells them.
        action: the text of an action where the game has its own words for it (Spades'
            nil), else None (a front end then shows it its own way).
        bid: the text of a seat's bid in a view where the game has its own words for it
            (Spades' nil), else None (a front end then shows its number).
        prompt: what the seat to act is asked to do, where the game says it (``"pass three
            cards to the left"``), or None.
        batch: how many of the seat's next decisions make one choice (Hearts' three cards
            to pass), so that a front end lets the player choose them together.
        notes: lines about the deal that a front end shows beside the table (a contract and
            the tricks it needs).
    """

    deal: Deal = HAND
    deals: Callable[[R], int | None] = _no_count
    end: Callable[[R, Teller], str] | None = None
    seats: tuple[str, ...] = ()
    teams: tuple[str, ...] = ()
    order: Callable[[Card], Any] | None = None
    view_order: Callable[[Any], Callable[[Card], Any] | None] = _nothing
    aim: Aim = Aim.HIGHEST
    target: Callable[[R], int] | None = None
    zero_sum: bool = False
    texts: Mapping[type, Tell] = attrs.field(factory=dict)
    quiet: Callable[[Event], bool] = _never
    action: Callable[[Any, Teller], str | None] = _nothing
    bid: Callable[[Any, int, Teller], str | None] = _nothing
    prompt: Callable[[Any, Teller], str | None] = _nothing
    batch: Callable[[Any], int] = _one
    notes: Callable[[Any, Teller], Sequence[str]] = _no_notes

    def __attrs_post_init__(self) -> None:
        # str(event) finds the words of its game's event types here (the last words made
        # for a type count); the core's events, which every game shares, keep the core's.
        for kind in self.texts:
            if kind not in CORE_TEXTS:
                _WORDS_OF[kind] = self

    # -- texts ------------------------------------------------------------------------------

    def partners(self, players: int = 4) -> tuple[tuple[int, ...], ...]:
        """The teams the words name, when no rules say: partners sit opposite, team ``i``
        the seats ``i``, ``i + len(teams)``, ... (bridge's and Spades' North-South and
        East-West).

        >>> Words(teams=("N-S", "E-W")).partners(), Words().partners()
        (((0, 2), (1, 3)), ())
        """
        count = len(self.teams)
        return tuple(tuple(range(team, players, count)) for team in range(count))

    def tell(self, event: Event, tell: Teller) -> str:
        """``event`` in this game's words, through ``tell``; an event of a type without a
        text is told by its own ``str`` where its class has one (a plug-in's), else by its
        type's name and fields."""
        for kind in type(event).__mro__:
            told = self.texts.get(kind) or CORE_TEXTS.get(kind)
            if told is not None:
                return told(event, tell)
        if type(event).__str__ is not Event.__str__:
            return str(event)
        return repr(event)

    def sort(self, cards: Iterable[Card]) -> tuple[Card, ...]:
        """``cards`` in the order a person reads a hand of this game.

        >>> Words(order=lambda card: -card.index).sort(Card.parse(c) for c in ("2C", "AS"))
        (Card.parse('A♠'), Card.parse('2♣'))
        """
        return tuple(cards) if self.order is None else tuple(sorted(cards, key=self.order))

    def sort_in(self, view: Any, cards: Iterable[Card]) -> tuple[Card, ...]:
        """``cards`` in the order a person reads a hand in ``view`` (its ``view_order``,
        else ``order``).

        >>> words = Words(view_order=lambda view: (lambda card: -card.index) if view else None)
        >>> cards = [Card.parse("2C"), Card.parse("AS")]
        >>> words.sort_in(True, cards)
        (Card.parse('A♠'), Card.parse('2♣'))
        >>> words.sort_in(False, cards)
        (Card.parse('2♣'), Card.parse('A♠'))
        """
        order = self.view_order(view)
        return self.sort(cards) if order is None else tuple(sorted(cards, key=order))

    def end_text(self, rules: R, tell: Teller) -> str:
        """How the end of a game of ``rules`` reads ("to 100"); empty if the game says not."""
        return "" if self.end is None else self.end(rules, tell)

    def summary(self, rules: R, tell: Teller) -> str:
        """The game of ``rules`` in a line: its players, how long it lasts, who wins.

        >>> from tricktaker import hearts, szaman
        >>> hearts.GAME.words.summary(hearts.Rules(), Teller(hearts.GAME.words))
        '4 players; to 100; the lowest total wins'
        >>> szaman.GAME.words.summary(szaman.Rules(players=3), Teller(szaman.GAME.words))
        '3 players; 6 hands; the total closest to 66 wins'
        """
        players: int = getattr(rules, "players")  # noqa: B009  # every game's Rules has it
        parts = [tell.count(players, "{n} player", "{n} players")]
        count = self.deals(rules)
        if count is not None:
            parts.append(tell.count(count, *self.deal.counted))
        if self.end is not None:
            parts.append(self.end(rules, tell))
        if self.aim is Aim.HIGHEST:
            parts.append(tell.text("the highest total wins"))
        elif self.aim is Aim.LOWEST:
            parts.append(tell.text("the lowest total wins"))
        else:
            target = self._target(rules)
            parts.append(tell.text("the total closest to {target} wins", target=target))
        return "; ".join(parts)

    def progress(self, rules: R, number: int, tell: Teller) -> str:
        """Which deal ``number`` is: ``"hand 3 of 6"``, or ``"hand 3"`` where the number of
        deals is not fixed (or is one)."""
        count = self.deals(rules)
        if count is None or count < 2:
            return tell.text(self.deal.numbered, number=number)
        return tell.text(self.deal.of, number=number, count=count)

    # -- standing ---------------------------------------------------------------------------

    def _target(self, rules: R) -> int | None:
        return None if self.target is None else self.target(rules)

    def utility(self, rules: R, scores: Sequence[int]) -> tuple[int, ...]:
        """Each seat's :func:`~tricktaker.standing.utility`: a number that rises with its
        standing, 0 for a total of 0."""
        target = self._target(rules)
        return tuple(_standing.utility(self.aim, target, score) for score in scores)

    def utility_bounds(self, rules: R, low: float, high: float) -> tuple[float, float]:
        """The least and the most utility of a total from ``low`` to ``high``."""
        return _standing.bounds(self.aim, self._target(rules), low, high)

    def standing(self, rules: R, scores: Sequence[int]) -> tuple[Place, ...]:
        """The seats, or the teams of ``rules``, by their totals, best first."""
        return _standing.standing(self.aim, self._target(rules), scores, teams_of(rules))

    def places(self, rules: R, scores: Sequence[int]) -> tuple[int, ...]:
        """Each seat's place (1 for the best)."""
        return _standing.places(self.aim, self._target(rules), scores, teams_of(rules))

    def trend(self, rules: R, points: Sequence[int], scores: Sequence[int]) -> tuple[int, ...]:
        """For each seat, whether ``points`` that brought it to ``scores`` did it good (1),
        harm (-1) or neither (0)."""
        return _standing.trend(self.aim, self._target(rules), points, scores)


PLAIN = Words()
"""The words of a plain game, for a game that gives none."""


def words_of(event: Event) -> Words[Any]:
    """The words of the game whose event ``event`` is (a plain game's for the core's events,
    which every game shares).

    >>> from tricktaker import hearts
    >>> words_of(hearts.PassesReceived(received=())) is hearts.GAME.words
    True
    """
    return next((_WORDS_OF[kind] for kind in type(event).__mro__ if kind in _WORDS_OF), PLAIN)


def plain_text(event: Event) -> str:
    """``event`` in English, told to nobody in particular: ``str(event)``."""
    words = words_of(event)
    return words.tell(event, Teller(words))
