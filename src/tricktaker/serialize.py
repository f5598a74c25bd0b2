"""JSON and data forms of every public value: cards, actions, events, rules, states, views
and game records.

:func:`~tricktaker.to_json` writes one value as a JSON object that names its type and the
format version; :func:`~tricktaker.from_json` reads exactly what it writes and nothing else,
so it is safe on text from the network: anything malformed, truncated, of the wrong type,
with unknown fields, or inconsistent (a state the rules cannot reach) raises
:class:`~tricktaker.SerializationError` (a :class:`~tricktaker.TricktakerError`), and no other
exception leaves it. :func:`~tricktaker.to_data` and :func:`~tricktaker.from_data` are the
same with Python dicts and lists in place of the text, for a server that puts values inside
messages of its own.

>>> from tricktaker import Card, Play, from_json, to_data, to_json, wizard
>>> to_json(Play(Card.parse("10S")))
'{"format":1,"type":"Play","card":"10S","suit":null}'
>>> to_data(wizard.Bid(2))
{'format': 1, 'type': 'wizard.Bid', 'tricks': 2}
>>> from_json('{"format":1,"type":"wizard.Bid","tricks":2}')
Bid(tricks=2)

The format, version :data:`FORMAT`:

- every value is a JSON object with ``"type"``, its tag: ``"Play"``, ``"CardPlayed"``,
  ``"GameRecord"`` for the core's types, ``"wizard.State"``, ``"szaman.Rules"`` and so on for
  a game's (the game's name, a dot, the class name), then one key per field, in field order,
  then any derived values (a view's ``legal_actions``, Wizard's ``rounds``); the outermost
  object also carries ``"format": 1``;
- a card is its ASCII text, :attr:`Card.code <tricktaker.Card.code>` (``"8H"``, ``"10S"``,
  ``"RJ"``, ``"W1"``, ``"N3"``); a card on its own is the object
  ``{"format": 1, "type": "Card", "card": "8H"}``;
- a suit is its letter (``"C"``, ``"D"``, ``"H"``, ``"S"``); other enums (a game's ``Phase``)
  are their values (``"bid"``); tuples are arrays; None is null.

Reading forgives what costs nothing: an action may leave out ``"format"``, a field whose
default is None (``Play.suit``) may be left out, and a derived value may be left out (if
given, it must be what the value computes).

A game registers its types with :func:`register_types` when its package is imported; the
codecs come from the classes' attrs fields and type hints, so they follow the classes.
The JSON Schema of the format is shipped as ``tricktaker/schema/tricktaker.schema.json``
(the same as :func:`json_schema` returns for the built-in games).
"""

from __future__ import annotations

import enum
import json
import operator
import types
import typing
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, Literal, TypeVar, overload

import tricktaker._codec as codec
from tricktaker._codec import AnyAction, AnyEvent, AnyRules, Bounds, Check, Failure
from tricktaker._schema import json_schema
from tricktaker.actions import Play
from tricktaker.cards import Card
from tricktaker.consistency import (
    check_card_played,
    check_cards,
    check_completed_trick,
    check_game_over,
    check_per_seat,
    check_seat,
)
from tricktaker.errors import IllegalActionError, SerializationError, TricktakerError
from tricktaker.events import CardPlayed, GameOver
from tricktaker.tricks import CompletedTrick

__all__ = [
    "FORMAT",
    "MAX_SIZE",
    "AnyAction",
    "AnyEvent",
    "AnyRules",
    "Bounds",
    "check_cards",
    "check_per_seat",
    "check_seat",
    "from_data",
    "from_json",
    "game_types",
    "json_schema",
    "register_types",
    "registered_types",
    "to_data",
    "to_json",
]

FORMAT = codec.FORMAT
"""The version of the JSON format that :func:`~tricktaker.to_json` writes and
:func:`~tricktaker.from_json` reads."""

MAX_SIZE = 1_000_000
"""The longest text (in characters, or bytes for bytes) that :func:`~tricktaker.from_json`
reads by default."""

T = TypeVar("T")
T2 = TypeVar("T2")
T3 = TypeVar("T3")

Role = Literal["rules", "action", "event"]
Expected = type[Any] | tuple[type[Any], ...] | types.UnionType | None


def register_types(
    namespace: str,
    classes: Iterable[type],
    *,
    checks: Mapping[type, Check] | None = None,
    rules: type | None = None,
    actions: Iterable[type] = (),
    events: Iterable[type] = (),
    derived: Mapping[type, Sequence[str]] | None = None,
    bounds: Mapping[type, Mapping[str, Bounds]] | None = None,
    fields: Mapping[type, Mapping[str, Any]] | None = None,
) -> None:
    """Make attrs classes writable and readable as JSON, tagged ``"namespace.ClassName"``.

    A game calls this from its package's ``__init__`` with its registry name as ``namespace``,
    for its rules, state, view, actions and events (the core's own types use the empty
    namespace). Registering a class again under the same tag does nothing.

    Every field must be public, and its type hint one of: ``int``, ``bool``, ``str``,
    :class:`~tricktaker.Card`, an enum, a ``Literal`` of strings, a registered class,
    ``tuple[X, ...]``, or a union of these (``X | None``). A registered type may not hold
    itself, directly or through others: the types bound how deep JSON may nest.

    Args:
        namespace: the game's registry name (no dots); "" for the core.
        classes: the attrs classes to register.
        checks: a function per class that :func:`~tricktaker.from_json` calls on each value
            of it that it reads; it raises :class:`~tricktaker.TricktakerError` if the value
            is inconsistent (a card twice in a state, say).
        rules: the game's ``Rules``: what a :class:`~tricktaker.GameRecord` of the game holds.
        actions: every class of the game's actions (registered here or before): a record's
            actions are these, an action's JSON may leave out ``"format"``, and the schema's
            ``"<namespace>.Action"`` is their union.
        events: every class of the game's events (the schema's ``"<namespace>.Event"``).
        derived: per class, names of properties or methods (without arguments) whose values
            are written after the fields: output only; on input each may be left out, and
            must otherwise equal what the value computes.
        bounds: per class and field, :class:`Bounds` on its integers and its length; checked
            on reading and stated in the schema.
        fields: per class and field, a type hint that replaces the field's own for the
            format: :class:`AnyRules`, :class:`AnyAction` or :class:`AnyEvent` for a field
            typed ``Any``.

    Raises:
        TricktakerError: a class cannot be registered (not attrs, a private field, a field
            type the format cannot write, a tag taken, a type that could hold itself).
    """
    if not isinstance(namespace, str) or "." in namespace:
        raise TricktakerError(f"a namespace is a game name without dots, not {namespace!r}")
    checks = dict(checks or {})
    derived = dict(derived or {})
    bounds = dict(bounds or {})
    fields = dict(fields or {})
    added: dict[str, codec.Kind] = {}
    twins: dict[type, codec.Kind] = {}
    for cls in classes:
        if not (isinstance(cls, type) and codec.is_record(cls)):
            raise TricktakerError(
                f"only attrs classes (or classes with an attrs __record__) can be registered, "
                f"not {cls!r}"
            )
        tag = f"{namespace}.{cls.__name__}" if namespace else cls.__name__
        known = codec.BY_TAG.get(tag)
        options: dict[str, Any] = {
            "check": checks.pop(cls, None),
            "derived": derived.pop(cls, ()),
            "bounds": bounds.pop(cls, None),
            "fields": fields.pop(cls, None),
        }
        if known is not None and known.cls is cls:
            continue
        if known is not None and known.origin == f"{cls.__module__}.{cls.__qualname__}":
            # The defining module was imported a second time (pytest's doctest collection
            # does that): the copy's values are written alike, the tag reads the original.
            twins[cls] = codec.Kind(tag, cls, **options)
            continue
        if known is not None or cls in codec.BY_CLASS or tag in ("Card", *added):
            raise TricktakerError(f"cannot register {cls!r} as {tag!r}: already taken")
        if namespace and cls.__name__ in ("Action", "Event"):
            raise TricktakerError(f"{tag!r} names the union of a game's {cls.__name__}s")
        added[tag] = codec.Kind(tag, cls, **options)
    leftover = [*checks, *derived, *bounds, *fields]
    if leftover:
        raise TricktakerError(f"options given for classes not registered: {leftover}")
    roles = _roles(added, twins, rules=rules, actions=actions, events=events)
    new_roles = [(kind, role) for kind, role in roles if role not in kind.roles]
    for kind, role in new_roles:  # try them, and take them back if they make a ring
        kind.roles.add(role)
    ring = codec.find_cycle([*codec.BY_TAG.values(), *added.values()])
    if ring:
        for kind, role in new_roles:
            kind.roles.discard(role)
        raise TricktakerError(f"{ring[0]} could hold itself, through {' -> '.join(ring)}")
    for tag, kind in added.items():
        codec.BY_TAG[tag] = kind
        codec.BY_CLASS[kind.cls] = kind
        _ENCODERS[kind.cls] = _object_encoder(kind)
    for cls, twin in twins.items():
        codec.BY_CLASS[cls] = twin
        _ENCODERS[cls] = _object_encoder(twin)
    codec.NAMESPACES.add(namespace)
    group = codec.GROUPS.setdefault(namespace, {})
    for kind, role in roles:
        members = group.setdefault(role, [])
        if kind not in members:
            members.append(kind)


def _roles(
    added: Mapping[str, codec.Kind],
    twins: Mapping[type, codec.Kind],
    *,
    rules: type | None,
    actions: Iterable[type],
    events: Iterable[type],
) -> list[tuple[codec.Kind, str]]:
    """The registered kinds that ``rules``, ``actions`` and ``events`` name, with their role."""
    by_class = {kind.cls: kind for kind in added.values()}
    wanted = [(cls, "rules") for cls in ([rules] if rules is not None else [])]
    wanted += [(cls, "action") for cls in actions] + [(cls, "event") for cls in events]
    found = []
    for cls, role in wanted:
        kind = by_class.get(cls) or codec.BY_CLASS.get(cls)
        if cls in twins:
            kind = codec.BY_TAG[twins[cls].tag]
        if kind is None:
            raise TricktakerError(f"{cls!r} is named as {role} but not registered")
        found.append((codec.BY_TAG.get(kind.tag, kind), role))
    return found


def registered_types() -> Mapping[str, type]:
    """Every registered class by its tag (the built-in games' are always registered).

    >>> registered_types()["Play"]
    <class 'tricktaker.Play'>
    """
    return {tag: kind.cls for tag, kind in codec.BY_TAG.items()}


def game_types(namespace: str, role: Role) -> tuple[type, ...]:
    """The classes registered as ``namespace``'s ``"rules"``, ``"action"`` or ``"event"``.

    >>> [cls.__name__ for cls in game_types("wizard", "action")]
    ['Bid', 'ChooseTrump', 'Play']
    """
    return tuple(kind.cls for kind in codec.GROUPS.get(namespace, {}).get(role, ()))


# -- writing ------------------------------------------------------------------------------------


def _same(value: Any) -> Any:
    return value


def _encode_card(card: Card) -> str:
    return codec.CARD_TEXT[card.index]


def _encode_tuple(values: tuple[Any, ...]) -> list[Any]:
    encoders = _ENCODERS
    texts = codec.CARD_TEXT
    plain = _PLAIN
    out = []
    for value in values:
        kind = type(value)
        if kind is Card:  # most tuples are of cards: _encode_card without its call
            out.append(texts[value.index])
        elif kind in plain:  # the rest mostly of numbers and None: _same without its call
            out.append(value)
        else:
            encode = encoders.get(kind)
            out.append(encode(value) if encode is not None else _encode(value))
    return out


def _encode(value: Any) -> Any:
    encode = _ENCODERS.get(type(value))
    if encode is None:
        cls = type(value)
        if isinstance(value, enum.Enum):
            texts = codec.enum_texts(type(value))
            encode = texts.__getitem__
            _ENCODERS[cls] = encode
        else:
            hint = " (register it with register_types)" if codec.is_record(cls) else ""
            raise SerializationError(f"cannot write a {cls.__qualname__} as JSON{hint}")
    return encode(value)


def _object_encoder(kind: codec.Kind) -> Callable[[Any], dict[str, Any]]:
    tag = kind.tag
    names = kind.names
    # all the fields in one call (a lean value's are properties), a tuple even for one field
    fields = operator.attrgetter(*names, *names[:1]) if names else lambda value: ()
    derived = tuple((name, get) for name, _, _, get in kind.derived)
    encoders = _ENCODERS

    plain = _PLAIN

    def encode(value: Any) -> dict[str, Any]:
        out: dict[str, Any] = {"type": tag}
        for name, field in zip(names, fields(value), strict=False):  # stops at the last name
            kind = type(field)
            if kind in plain:  # written as it is: _same without its call
                out[name] = field
                continue
            known = encoders.get(kind)  # _encode's first step, without its call
            out[name] = known(field) if known is not None else _encode(field)
        for name, get in derived:
            out[name] = _encode(get(value))
        return out

    return encode


_ENCODERS: dict[type, Callable[[Any], Any]] = {
    int: _same,
    bool: _same,
    str: _same,
    type(None): _same,
    Card: _encode_card,
    tuple: _encode_tuple,
}

_PLAIN = frozenset(kind for kind, encode in _ENCODERS.items() if encode is _same)
"""The types JSON writes as they are (those :data:`_ENCODERS` gives :func:`_same`)."""


def to_data(value: object) -> dict[str, Any]:
    """``value`` in its JSON form as Python data: dicts, lists, strs, ints, bools and None.

    ``json.dumps(to_data(value))`` is the text of :func:`~tricktaker.to_json`; the result is
    new each time, and the caller may change it.

    >>> from tricktaker import Card, to_data, wizard
    >>> to_data(Card.parse("8♥"))
    {'format': 1, 'type': 'Card', 'card': '8H'}
    >>> view = wizard.new_game(wizard.Rules(players=3), seed=2).view(1)
    >>> [action["tricks"] for action in to_data(view)["legal_actions"]]
    [0, 1]

    A refusal, :class:`~tricktaker.IllegalActionError`, gives what a client that acted is
    sent back: its ``type``, ``code`` and ``message`` (written only: :func:`from_data` reads
    values, not errors).

    >>> from tricktaker import IllegalActionError
    >>> to_data(IllegalActionError("it is seat 0's turn, not seat 1's", code="not_your_turn"))
    {'format': 1, 'type': 'IllegalActionError', 'code': 'not_your_turn', 'message': "it is ..."}

    Raises:
        SerializationError: ``value`` is not a card, a refusal or a value of a registered type.
    """
    document: dict[str, Any] = {"format": FORMAT}
    if isinstance(value, IllegalActionError):
        document.update(value.as_message())
        return document
    if type(value) is Card:
        document["type"] = "Card"
        document["card"] = codec.CARD_TEXT[value.index]
        return document
    kind = codec.BY_CLASS.get(type(value))
    if kind is None:
        raise SerializationError(
            f"to_json takes a card or a value of a registered type, "
            f"not a {type(value).__qualname__}"
        )
    document.update(_ENCODERS[kind.cls](value))
    return document


def to_json(value: object, *, indent: int | None = None) -> str:
    """``value`` as JSON text: a card, or a value of a registered type (actions, events,
    rules, states, views, :class:`~tricktaker.GameRecord`).

    The text is compact unless ``indent`` is given.

    >>> from tricktaker import Card, to_json, wizard
    >>> to_json(Card.parse("8♥"))
    '{"format":1,"type":"Card","card":"8H"}'
    >>> print(to_json(wizard.Rules(players=3), indent=1))
    {
     "format": 1,
     "type": "wizard.Rules",
     "players": 3,
     "hook": false,
     "first_dealer": 0,
     "rounds": 20
    }

    Raises:
        SerializationError: ``value`` is not a card or a value of a registered type.
    """
    document = to_data(value)
    separators = (",", ":") if indent is None else (",", ": ")
    try:
        return json.dumps(document, indent=indent, separators=separators)
    except ValueError as error:  # an int too long to write
        raise SerializationError(f"cannot write {document['type']} as JSON: {error}") from None


# -- reading ------------------------------------------------------------------------------------


@overload
def from_data(data: object, expected: None = None) -> Any: ...


@overload
def from_data(data: object, expected: type[T]) -> T: ...


@overload
def from_data(data: object, expected: tuple[type[T], type[T2]]) -> T | T2: ...


@overload
def from_data(data: object, expected: tuple[type[T], type[T2], type[T3]]) -> T | T2 | T3: ...


@overload
def from_data(data: object, expected: tuple[type[Any], ...] | types.UnionType) -> Any: ...


def from_data(data: object, expected: Expected = None) -> Any:
    """The value whose JSON form :func:`~tricktaker.to_data` gave as ``data``.

    The same checks as :func:`~tricktaker.from_json`, for a server whose messages carry
    tricktaker's values inside their own (already parsed) JSON; ``data`` is not changed.

    >>> from tricktaker import Play, from_data, wizard
    >>> message = {"id": 7, "action": {"type": "wizard.Bid", "tricks": 1}}
    >>> from_data(message["action"], wizard.Action)
    Bid(tricks=1)
    >>> from_data({"type": "Play", "card": "8H"})  # an action needs no format, nor a suit
    Play(card=Card.parse('8♥'), suit=None)
    >>> from_data({"type": "wizard.Bid", "tricks": 1}, Play)
    Traceback (most recent call last):
    ...
    tricktaker.SerializationError: expected a Play, got 'wizard.Bid'

    Raises:
        SerializationError: as :func:`~tricktaker.from_json`, for anything that is not the
            data form of a value it reads: a dict with a known ``type``, the fields of that
            type (their values exactly of their JSON types: a list, not a tuple; an int, not
            a float or a bool), consistent.
    """
    try:
        return _decode(data, _expected(expected))
    except RecursionError:  # the caller's own stack was nearly full
        raise SerializationError(_TOO_DEEP) from None


@overload
def from_json(
    text: str | bytes | bytearray, expected: None = None, *, max_size: int = MAX_SIZE
) -> Any: ...


@overload
def from_json(
    text: str | bytes | bytearray, expected: type[T], *, max_size: int = MAX_SIZE
) -> T: ...


@overload
def from_json(
    text: str | bytes | bytearray,
    expected: tuple[type[T], type[T2]],
    *,
    max_size: int = MAX_SIZE,
) -> T | T2: ...


@overload
def from_json(
    text: str | bytes | bytearray,
    expected: tuple[type[T], type[T2], type[T3]],
    *,
    max_size: int = MAX_SIZE,
) -> T | T2 | T3: ...


@overload
def from_json(
    text: str | bytes | bytearray,
    expected: tuple[type[Any], ...] | types.UnionType,
    *,
    max_size: int = MAX_SIZE,
) -> Any: ...


def from_json(
    text: str | bytes | bytearray,
    expected: Expected = None,
    *,
    max_size: int = MAX_SIZE,
) -> Any:
    """The value that :func:`~tricktaker.to_json` wrote as ``text`` (a str, or UTF-8 bytes).

    ``expected`` (a class, a tuple of classes, or a union such as ``wizard.Action``) refuses
    any other type of value, and tells the type checker what comes back. Text longer than
    ``max_size`` is refused unread.

    >>> from tricktaker import Card, Play, from_json
    >>> from_json('{"format":1,"type":"Play","card":"8H","suit":null}', Play)
    Play(card=Card.parse('8♥'), suit=None)
    >>> from_json('{"format":1,"type":"Play","card":"8H","suite":null}')
    Traceback (most recent call last):
    ...
    tricktaker.SerializationError: Play: unknown field 'suite'
    >>> from_json('[]')
    Traceback (most recent call last):
    ...
    tricktaker.SerializationError: expected a JSON object naming its type, got an array

    Raises:
        SerializationError: for anything that is not exactly a value that
            :func:`~tricktaker.to_json` writes: not JSON, not a JSON object, no or a newer
            ``format`` (only an action may leave it out), an unknown ``type``, a missing or
            unknown field, a field of the wrong type or out of its bounds, a value its class
            refuses (``Rules(players=9)``) or that is inconsistent (a state the rules cannot
            reach, an event that cannot happen). Nothing else leaves this function.
    """
    try:
        return _read(text, _expected(expected), max_size)
    except RecursionError:  # the caller's own stack was nearly full
        raise SerializationError(_TOO_DEEP) from None


_TOO_DEEP = "the value cannot be read this deep in the stack"


def _read(text: str | bytes | bytearray, wanted: tuple[type, ...] | None, max_size: int) -> Any:
    if isinstance(text, (bytes, bytearray)):
        if len(text) > max_size:
            raise SerializationError(f"the text is {len(text)} bytes long (at most {max_size})")
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError as error:
            raise SerializationError(f"the bytes are not UTF-8: {error}") from None
    elif not isinstance(text, str):
        raise SerializationError(
            f"from_json reads JSON text (a str or UTF-8 bytes), not a {type(text).__qualname__}"
        )
    if len(text) > max_size:
        raise SerializationError(f"the text is {len(text)} characters long (at most {max_size})")
    try:
        data = json.loads(
            text,
            object_pairs_hook=codec.object_pairs,
            parse_int=codec.parse_int,
            parse_constant=codec.parse_constant,
        )
    except Failure as failure:
        raise SerializationError(f"not valid JSON: {failure.message}") from None
    except RecursionError:
        raise SerializationError("not valid JSON: nested too deeply") from None
    except ValueError as error:  # json.JSONDecodeError, an int too long, a bad escape
        raise SerializationError(f"not valid JSON: {error}") from None
    return _decode(data, wanted)


def _decode(data: Any, wanted: tuple[type, ...] | None) -> Any:
    try:
        return _decode_document(data, wanted)
    except Failure as failure:
        raise SerializationError(_message(failure, data)) from None


def _expected(expected: object) -> tuple[type, ...] | None:
    """``expected`` as a tuple of classes (a union is taken apart)."""
    if expected is None:
        return None
    if isinstance(expected, types.UnionType) or typing.get_origin(expected) is typing.Union:
        expected = typing.get_args(expected)
    wanted = expected if isinstance(expected, tuple) else (expected,)
    if not wanted or not all(isinstance(cls, type) for cls in wanted):
        raise TricktakerError(f"expected is a class, a tuple or a union of them, not {expected!r}")
    return wanted


def _message(failure: Failure, data: Any) -> str:
    where = "".join(reversed(failure.path))
    if not where:
        return failure.message
    return f"{data.get('type')}{where}: {failure.message}"


def _decode_document(data: Any, expected: tuple[type, ...] | None) -> Any:
    if type(data) is not dict:
        raise Failure(f"expected a JSON object naming its type, got {codec.show(data)}")
    tag = data.get("type")
    if type(tag) is not str:
        raise Failure("expected a JSON object naming its type: 'type' is missing or not a string")
    if "format" in data:
        codec.check_format(data["format"])
    kind = None if tag == "Card" else codec.kind_for_tag(tag)
    if kind is None and tag != "Card":
        raise Failure(f"unknown type {codec.short(tag)}")
    if "format" not in data and (kind is None or "action" not in kind.roles):
        raise Failure(f"no 'format' (the format version; this library reads {FORMAT})")
    if expected is not None:
        cls = Card if kind is None else kind.cls
        if not issubclass(cls, expected):
            names = " or ".join("Card" if c is Card else codec.tag_of(c) for c in expected)
            raise Failure(f"expected a {names}, got {codec.short(tag)}")
    if kind is None:
        if data.keys() - {"format"} != {"type", "card"}:
            keys = sorted(map(str, data))
            raise Failure(f"a Card object has exactly 'type' and 'card', got {keys}")
        try:
            return codec.decode_card(data["card"])
        except Failure as failure:
            failure.path.append(".card")
            raise
    return codec.decode_object(kind, data)


register_types(
    "",
    [Play, CardPlayed, GameOver, CompletedTrick],
    checks={
        CardPlayed: check_card_played,
        GameOver: check_game_over,
        CompletedTrick: check_completed_trick,
    },
    bounds={
        CardPlayed: {"seat": Bounds(minimum=0)},
        GameOver: {"scores": Bounds(min_items=1)},
        CompletedTrick: {
            "cards": Bounds(min_items=2),
            "leader": Bounds(minimum=0),
            "winner": Bounds(minimum=0),
        },
    },
)
