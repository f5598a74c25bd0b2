"""Numbers for learning programs: action indices, observation vectors, information states.

Research frameworks (OpenSpiel, PettingZoo and the RL libraries on top of them) want a game's
actions as integers ``0 .. num_actions - 1``, what a player sees as a vector of floats of a
fixed length, and a text that names what a player knows. This module gives all three for
every game that supplies a :class:`GameEncoding`; the built-in games supply theirs in their
packages (``tricktaker.szaman.rules.ENCODING`` and so on). Pure Python: lists of floats and
ints, which ``numpy.asarray`` takes as they are.

>>> from tricktaker import Card, Play, encoding, wizard
>>> rules = wizard.Rules(players=4)
>>> encoding.num_actions(rules), encoding.observation_size(rules)
(85, 587)
>>> encoding.action_index(Play(Card.parse("8H")), rules)
32
>>> encoding.action_index(wizard.Bid(2), rules)
62
>>> state = wizard.new_game(rules, seed=7)
>>> encoding.action_from_index(81, state)
ChooseTrump(suit=<Suit.CLUBS: 0>)
>>> view = state.view(state.to_act)
>>> len(encoding.observation(view)), sum(encoding.legal_action_mask(view))
(587, 4)

The numbering of each game's actions is fixed: an action keeps its index across releases
(a test holds a table of them), whatever the rule options. The observation's layout (its
:func:`observation_layout`) may grow in a later release, listed in the changelog.
"""

from __future__ import annotations

import enum
import importlib
import importlib.util
import sys
from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache
from typing import Any, TypeVar

import attrs

from tricktaker.cards import Card
from tricktaker.errors import IllegalActionError, TricktakerError
from tricktaker.serialize import to_json

__all__ = [
    "CardNumbering",
    "GameEncoding",
    "Section",
    "action_from_index",
    "action_index",
    "by_seat",
    "hand_section",
    "information_state",
    "leader_section",
    "legal_action_mask",
    "num_actions",
    "numbers_section",
    "observation",
    "observation_layout",
    "observation_size",
    "one_hot",
    "per_seat_section",
    "phase_section",
    "played_section",
    "register_encoding",
    "seat_one_hot",
    "to_act_section",
    "trick_by_seat",
    "trick_section",
]

T = TypeVar("T")


@attrs.frozen(kw_only=True)
class Section:
    """One stretch of an observation vector: its name, length, meaning and bounds, and how to
    read it off a view.

    Attributes:
        name: a short name, unique within the layout (``"hand"``, ``"trick"``, ...).
        size: how many floats it holds.
        meaning: what the floats say, for the docs and for a reader of the vector.
        encode: the floats of this section for a view (exactly ``size`` of them).
        low: the smallest value any of its floats can take.
        high: the largest value any of its floats can take.
    """

    name: str
    size: int
    meaning: str
    encode: Callable[[Any], Sequence[float]] = attrs.field(eq=False, repr=False)
    low: float = 0.0
    high: float = 1.0


@attrs.frozen(kw_only=True)
class GameEncoding:
    """How one game's actions and views become numbers: what a game supplies to this module.

    Attributes:
        name: the game's registry name, for messages (``"wizard"``).
        rules_type: the game's ``Rules`` class; rule sets of this class find this encoding.
        view_type: the game's ``View`` class: only its values are observed.
        actions: every action of the game, each at its index; the same for every rule set.
        layout: the observation's sections, in order, for a rule set.
        count: how many of ``actions`` (the first ones) a rule set numbers, for a game whose
            options add actions (numbered after the others); None: all of them, for every rule set.
    """

    name: str
    rules_type: type
    view_type: type
    actions: tuple[Any, ...]
    layout: Callable[[Any], tuple[Section, ...]] = attrs.field(eq=False)
    count: Callable[[Any], int] | None = attrs.field(default=None, eq=False)
    index: dict[Any, int] = attrs.field(init=False, eq=False, repr=False)

    @index.default
    def _index_of_actions(self) -> dict[Any, int]:
        index = {action: i for i, action in enumerate(self.actions)}
        if len(index) != len(self.actions):
            raise TricktakerError(f"the {self.name} encoding lists an action twice")
        return index


_encodings: dict[type, GameEncoding] = {}


def register_encoding(encoding: GameEncoding) -> None:
    """Make ``encoding`` the one of the rule sets of its ``rules_type`` (a later one replaces an
    earlier). A game's package calls it from its ``encoding`` module, which this module
    imports the first time it meets the game's rules."""
    _encodings[encoding.rules_type] = encoding


def _encoding(rules: object) -> GameEncoding:
    """The encoding of the game that ``rules`` belong to."""
    kind = type(rules)
    found = _encodings.get(kind)
    if found is None:
        _import_encoding_module(kind)
        found = _encodings.get(kind)
    if found is None:
        raise TricktakerError(
            f"no encoding for {kind.__module__}.{kind.__qualname__}: a game supplies one with "
            "tricktaker.encoding.register_encoding, in its package's encoding module"
        )
    return found


def _import_encoding_module(kind: type) -> None:
    """Import the ``encoding`` module of the package that defines ``kind``, if it has one."""
    parts = kind.__module__.split(".")
    for end in range(len(parts), 0, -1):
        package = sys.modules.get(".".join(parts[:end]))
        if package is not None and hasattr(package, "__path__"):  # the nearest package
            name = package.__name__ + ".encoding"
            if importlib.util.find_spec(name) is not None:
                importlib.import_module(name)
            return


def _rules_of(state_or_view: object) -> object:
    rules = getattr(state_or_view, "rules", None)
    if rules is None:
        raise TricktakerError(f"expected a game's state or view, not {_shown(state_or_view)}")
    return rules


def _checked_view(view: object) -> GameEncoding:
    encoding = _encoding(_rules_of(view))
    if type(view) is not encoding.view_type:
        raise TricktakerError(
            f"expected a seat's view ({encoding.name}: state.view(seat)), not {_shown(view)}"
        )
    return encoding


def _shown(value: object) -> str:
    shown = repr(value)
    return shown if len(shown) <= 40 else shown[:37] + "..."


# -- actions ------------------------------------------------------------------------------------


def num_actions(rules: object) -> int:
    """How many actions the game of ``rules`` numbers: its indices are ``range(num_actions)``.

    The count is the game's, the same for every rule set of it unless an option adds actions
    (they are numbered after the others); an index that a rule set never uses (a bid above
    its largest hand) is never legal.

    >>> from tricktaker import szaman, encoding
    >>> encoding.num_actions(szaman.Rules(players=3))
    58

    Raises:
        TricktakerError: ``rules`` is not the rule set of a game with an encoding.
    """
    return _count(_encoding(rules), rules)


def _count(encoding: GameEncoding, rules: object) -> int:
    """How many actions ``encoding`` numbers for ``rules``."""
    return len(encoding.actions) if encoding.count is None else encoding.count(rules)


def action_index(action: object, rules: object) -> int:
    """The fixed index of ``action`` in the game of ``rules``.

    >>> from tricktaker import Card, Play, Suit, encoding, szaman
    >>> rules = szaman.Rules()
    >>> encoding.action_index(Play(Card.parse("RJ")), rules)
    52
    >>> encoding.action_index(Play(Card.parse("RJ"), suit=Suit.HEARTS), rules)
    55

    Raises:
        IllegalActionError: ``action`` is no action of that game (code ``malformed``).
        TricktakerError: ``rules`` is not the rule set of a game with an encoding.
    """
    encoding = _encoding(rules)
    try:
        number = encoding.index[action]
        if number < _count(encoding, rules):
            return number
        raise KeyError(action)  # an action of an option these rules do not take
    except (KeyError, TypeError):  # TypeError: an unhashable value
        raise IllegalActionError(
            f"{_shown(action)} is no {encoding.name} action, so it has no index",
            code="malformed",
        ) from None


def action_from_index(index: int, state_or_view: object) -> Any:
    """The action numbered ``index`` in the game of ``state_or_view`` (legal there or not).

    >>> from tricktaker import encoding, ohhell
    >>> state = ohhell.new_game(ohhell.Rules(players=3), seed=1)
    >>> encoding.action_from_index(53, state), encoding.action_from_index(0, state.view(0))
    (Bid(tricks=1), Play(card=Card.parse('2♣'), suit=None))

    Raises:
        IllegalActionError: ``index`` is not an int in ``range(num_actions)`` (code
            ``malformed``).
        TricktakerError: ``state_or_view`` is not a state or view of a game with an encoding.
    """
    rules = _rules_of(state_or_view)
    encoding = _encoding(rules)
    count = _count(encoding, rules)
    number: object = index
    if type(index) is not int and type(index) is not bool:
        # an index from numpy (numpy.int64) is an int in all but type: take its value
        as_index = getattr(index, "__index__", None)
        number = as_index() if as_index is not None else None
    if type(number) is not int or not 0 <= number < count:
        raise IllegalActionError(
            f"no {encoding.name} action has index {_shown(index)}: "
            f"the indices are 0 to {count - 1}",
            code="malformed",
        )
    return encoding.actions[number]


def legal_action_mask(view: Any) -> list[int]:
    """1 at the index of each action the view's seat may take now, 0 elsewhere (all 0 while
    another seat is to act, or the game is over).

    >>> from tricktaker import encoding, wizard
    >>> view = wizard.new_game(wizard.Rules(players=3), seed=2).view(1)
    >>> mask = encoding.legal_action_mask(view)
    >>> len(mask), [i for i, bit in enumerate(mask) if bit]
    (85, [60, 61])

    Raises:
        TricktakerError: ``view`` is not a seat's view of a game with an encoding.
    """
    encoding = _checked_view(view)
    mask = [0] * _count(encoding, view.rules)
    index = encoding.index
    for action in view.legal_actions():
        mask[index[action]] = 1
    return mask


# -- observations -------------------------------------------------------------------------------


@lru_cache(maxsize=64)
def _layout(rules: object) -> tuple[Section, ...]:
    return _encoding(rules).layout(rules)


def observation_layout(rules: object) -> tuple[Section, ...]:
    """The sections of an observation for ``rules``, in the order :func:`observation` writes
    them.

    >>> from tricktaker import encoding, wizard
    >>> [(s.name, s.size) for s in encoding.observation_layout(wizard.Rules(players=3))][:4]
    [('hand', 60), ('trick', 180), ('leader', 3), ('played', 60)]

    Raises:
        TricktakerError: ``rules`` is not the rule set of a game with an encoding.
    """
    return _layout(rules)


def observation_size(rules: object) -> int:
    """The length of every observation of a game played by ``rules``.

    >>> from tricktaker import encoding, ohhell, szaman, wizard
    >>> [encoding.observation_size(rules) for rules in (wizard.Rules(players=4),
    ...     szaman.Rules(players=4), ohhell.Rules(players=4))]
    [587, 352, 504]

    Raises:
        TricktakerError: ``rules`` is not the rule set of a game with an encoding.
    """
    return sum(section.size for section in _layout(rules))


def observation(view: Any) -> list[float]:
    """What ``view``'s seat knows, as :func:`observation_size` floats laid out as
    :func:`observation_layout` says; built from the view alone, so no hidden card moves it.

    Seats appear relative to the view's seat: every section with one entry (or one block)
    per seat starts with the view's own seat, then the seat to its left, and so on.

    >>> from tricktaker import encoding, szaman
    >>> view = szaman.new_game(szaman.Rules(players=3), seed=2).view(2)
    >>> vector = encoding.observation(view)
    >>> len(vector), sum(vector[:54])  # the first section: the seat's 8 cards
    (293, 8.0)

    Raises:
        TricktakerError: ``view`` is not a seat's view of a game with an encoding.
    """
    encoding = _checked_view(view)
    vector: list[float] = []
    for section in _layout(view.rules):
        part = section.encode(view)
        if len(part) != section.size:
            raise TricktakerError(
                f"the {encoding.name} encoding wrote {len(part)} floats for its section "
                f"{section.name!r} of {section.size}"
            )
        vector.extend(part)
    return vector


def information_state(view: Any) -> str:
    """A text that names everything ``view``'s seat knows: equal for two views exactly when
    the views are equal (it is the view's JSON text, which :func:`~tricktaker.from_json`
    reads back into the view).

    Two states give their seat the same information state exactly when they give it the
    same view. A view holds what the seat knows of the deal in progress and the scores; it
    does not keep earlier deals' cards (see :doc:`/research` for what else it leaves out).

    >>> from tricktaker import encoding, from_json, wizard
    >>> view = wizard.new_game(wizard.Rules(players=3), seed=2).view(1)
    >>> text = encoding.information_state(view)
    >>> text[:45]
    '{"format":1,"type":"wizard.View","seat":1,"ru'
    >>> from_json(text) == view
    True

    Raises:
        TricktakerError: ``view`` is not a seat's view of a game with an encoding.
    """
    _checked_view(view)
    return to_json(view)


# -- helpers for a game's sections --------------------------------------------------------------


def one_hot(index: int | None, size: int) -> list[float]:
    """``size`` floats, 1.0 at ``index`` and 0.0 elsewhere; all 0.0 when ``index`` is None.

    >>> one_hot(2, 4), one_hot(None, 2)
    ([0.0, 0.0, 1.0, 0.0], [0.0, 0.0])
    """
    vector = [0.0] * size
    if index is not None:
        vector[index] = 1.0
    return vector


def by_seat(values: Sequence[T], seat: int) -> list[T]:
    """``values`` (one per seat) in the order an observation lists seats: ``seat``'s first,
    then the seat to its left, and so on round the table.

    >>> by_seat(["a", "b", "c", "d"], 2)
    ['c', 'd', 'a', 'b']
    """
    return [*values[seat:], *values[:seat]]


def seat_one_hot(seat: int | None, view_seat: int, players: int) -> list[float]:
    """``seat`` as a one-hot of its place relative to ``view_seat`` (0: the view's own seat,
    1: the seat to its left, ...); all 0.0 when ``seat`` is None.

    >>> seat_one_hot(0, 2, 3), seat_one_hot(None, 2, 3)
    ([0.0, 1.0, 0.0], [0.0, 0.0, 0.0])
    """
    return one_hot(None if seat is None else (seat - view_seat) % players, players)


def trick_by_seat(
    trick: Sequence[Card], leader: int, view_seat: int, players: int, cards: CardNumbering
) -> list[float]:
    """The trick in progress by seat: one block of ``cards.size`` floats per seat, in the
    order of :func:`by_seat`, each the one-hot of the card that seat has
    played to the trick (all 0.0 if it has not played yet).

    >>> from tricktaker import parse_cards
    >>> from tricktaker.cards import STANDARD_DECK
    >>> blocks = trick_by_seat(parse_cards("2C 3C"), 2, 0, 3, CardNumbering(STANDARD_DECK))
    >>> [block.index(1.0) if 1.0 in block else None for block in (blocks[:52], blocks[52:104],
    ...                                                           blocks[104:])]
    [1, None, 0]
    """
    size = cards.size
    vector = [0.0] * (size * players)
    for place, card in enumerate(trick):
        relative = (leader + place - view_seat) % players
        vector[relative * size + cards.position(card)] = 1.0
    return vector


class CardNumbering:
    """A deck's cards numbered 0 to ``len(deck) - 1`` in the deck's order: the card sections
    and the plays of a game's encoding.

    >>> from tricktaker import Card
    >>> from tricktaker.cards import WIZARD_DECK
    >>> numbering = CardNumbering(WIZARD_DECK)
    >>> numbering.size, numbering.position(Card.parse("W1")), numbering.position(Card.parse("N4"))
    (60, 52, 59)
    >>> numbering.bits([Card.parse("3C")])[:3]
    [0.0, 1.0, 0.0]
    """

    __slots__ = ("_positions", "deck", "size")

    def __init__(self, deck: Sequence[Card]) -> None:
        self.deck: tuple[Card, ...] = tuple(deck)
        self.size = len(self.deck)
        self._positions: dict[Card, int] = {card: i for i, card in enumerate(self.deck)}

    def position(self, card: Card) -> int:
        """The card's number in the deck.

        Raises:
            TricktakerError: the card is not in the deck.
        """
        try:
            return self._positions[card]
        except KeyError:
            raise TricktakerError(f"{card} is not in this deck") from None

    def bits(self, cards: Iterable[Card]) -> list[float]:
        """``size`` floats: 1.0 at the number of each of ``cards``, 0.0 elsewhere."""
        vector = [0.0] * self.size
        positions = self._positions
        for card in cards:
            vector[positions[card]] = 1.0
        return vector

    def one_hot(self, card: Card | None) -> list[float]:
        """``size`` floats: 1.0 at the card's number; all 0.0 for None."""
        return one_hot(None if card is None else self._positions[card], self.size)


# -- sections that every trick-taking game's view has -------------------------------------------
# Each reads the fields that the built-in games' views share: hand, trick, leader, played,
# to_act and scores.


def hand_section(cards: CardNumbering) -> Section:
    """The seat's own cards, one float per card of the deck."""
    return Section(
        name="hand",
        size=cards.size,
        meaning="the seat's cards",
        encode=lambda v: cards.bits(v.hand),
    )


def trick_section(cards: CardNumbering, players: int) -> Section:
    """The trick in progress by seat (see :func:`trick_by_seat`)."""
    return Section(
        name="trick",
        size=cards.size * players,
        meaning="the trick in progress: for each seat, the card it has played to it",
        encode=lambda v: trick_by_seat(v.trick, v.leader, v.seat, players, cards),
    )


def leader_section(players: int) -> Section:
    """The seat that led, or is to lead, the trick in progress."""
    return Section(
        name="leader",
        size=players,
        meaning="the seat that led (or is to lead) the trick in progress",
        encode=lambda v: seat_one_hot(v.leader, v.seat, players),
    )


def played_section(cards: CardNumbering, deal: str) -> Section:
    """The cards of the finished tricks of the deal in progress (``deal``: "round", "hand")."""
    return Section(
        name="played",
        size=cards.size,
        meaning=f"the cards of this {deal}'s finished tricks",
        encode=lambda v: cards.bits(v.played),
    )


def phase_section(phases: type[enum.Enum], meaning: str) -> Section:
    """The phase of the game, one float per member of the game's ``phases`` enum, in order."""
    order = tuple(phases)
    return Section(
        name="phase",
        size=len(order),
        meaning=meaning,
        encode=lambda v: one_hot(order.index(v.phase), len(order)),
    )


def to_act_section(players: int) -> Section:
    """The seat whose decision it is; all 0.0 once the game is over."""
    return Section(
        name="to_act",
        size=players,
        meaning="the seat to act (none once the game is over)",
        encode=lambda v: seat_one_hot(v.to_act, v.seat, players),
    )


def per_seat_section(
    name: str, meaning: str, players: int, size: int, values: Callable[[Any], Sequence[int | None]]
) -> Section:
    """One one-hot block of ``size`` per seat (:func:`by_seat` order) of a small count that
    ``values`` reads off the view (a block of 0.0 for None: a bid not made yet)."""
    return Section(
        name=name,
        size=players * size,
        meaning=meaning,
        encode=lambda v: [x for value in by_seat(values(v), v.seat) for x in one_hot(value, size)],
    )


def numbers_section(
    name: str,
    meaning: str,
    players: int,
    values: Callable[[Any], Sequence[int]],
    low: float,
    high: float,
) -> Section:
    """One number per seat (:func:`by_seat` order), as it is, from ``low`` to ``high``."""
    return Section(
        name=name,
        size=players,
        meaning=meaning,
        encode=lambda v: [float(value) for value in by_seat(values(v), v.seat)],
        low=low,
        high=high,
    )
