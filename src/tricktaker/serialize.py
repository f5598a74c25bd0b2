"""JSON for every public value: cards, actions, events, rules, states, views and game records.

:func:`~tricktaker.to_json` writes one value as a JSON object that names its type and the
format version; :func:`~tricktaker.from_json` reads exactly what it writes and nothing else,
so it is safe on text from the network: anything malformed, truncated, of the wrong type or
with unknown fields raises :class:`~tricktaker.SerializationError` (a
:class:`~tricktaker.TricktakerError`).

>>> from tricktaker import Card, Play, from_json, to_json, wizard
>>> to_json(Play(Card.parse("10S")))
'{"format":1,"type":"Play","card":"10S","suit":null}'
>>> from_json('{"format":1,"type":"wizard.Bid","tricks":2}')
Bid(tricks=2)

The format, version :data:`FORMAT`:

- every value is a JSON object with ``"type"``, its tag: ``"Play"``, ``"CardPlayed"``,
  ``"GameRecord"`` for the core's types, ``"wizard.State"``, ``"szaman.Rules"`` and so on for
  a game's (the game's name, a dot, the class name), then one key per field, in field order;
  the outermost object also carries ``"format": 1``;
- a card is its ASCII text (``"8H"``, ``"10S"``, ``"RJ"``, ``"W1"``, ``"N3"``); a card on its
  own is the object ``{"format": 1, "type": "Card", "card": "8H"}``;
- a suit is its letter (``"C"``, ``"D"``, ``"H"``, ``"S"``); other enums (a game's ``Phase``)
  are their values (``"bid"``); tuples are arrays; None is null.

A game registers its types with :func:`register_types` when its package is imported; the
codecs come from the classes' attrs fields and type hints, so they follow the classes.
The JSON Schema of the format is shipped as ``tricktaker/schema/tricktaker.schema.json``
(the same as :func:`json_schema` returns for the built-in games).
"""

from __future__ import annotations

import enum
import inspect
import json
import types
import typing
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, Literal, TypeVar, overload

import attrs

from tricktaker._codec import (
    _BY_CLASS,
    _BY_TAG,
    _CARD_TEXT,
    _Check,
    _decode_card,
    _decode_object,
    _enum_texts,
    _Failure,
    _Kind,
    _kind_for_tag,
    _object_pairs,
    _parse_constant,
    _parse_int,
    _short,
    _show,
    _tag_of,
)
from tricktaker.actions import Play
from tricktaker.cards import Card, Suit
from tricktaker.errors import SerializationError, TricktakerError
from tricktaker.events import CardPlayed, GameOver
from tricktaker.tricks import CompletedTrick

__all__ = [
    "FORMAT",
    "MAX_SIZE",
    "check_cards",
    "check_per_seat",
    "check_seat",
    "from_json",
    "json_schema",
    "register_types",
    "registered_types",
    "to_json",
]

FORMAT = 1
"""The version of the JSON format that :func:`~tricktaker.to_json` writes and
:func:`~tricktaker.from_json` reads."""

MAX_SIZE = 1_000_000
"""The longest text (in characters, or bytes for bytes) that :func:`~tricktaker.from_json`
reads by default."""

T = TypeVar("T")
T2 = TypeVar("T2")
T3 = TypeVar("T3")


def register_types(
    namespace: str, classes: Iterable[type], *, checks: Mapping[type, _Check] | None = None
) -> None:
    """Make attrs classes writable and readable as JSON, tagged ``"namespace.ClassName"``.

    A game calls this from its package's ``__init__`` with its game name as ``namespace``, for
    its rules, state, view, actions and events (the core's own types use the empty namespace).
    ``checks`` maps a class to a function that :func:`~tricktaker.from_json` calls on each
    decoded value of it; it raises :class:`~tricktaker.TricktakerError` if the value is
    inconsistent (a card twice in a state, say). Registering a class again under the same tag
    does nothing.

    Every field must be public, and its type hint one of: ``int``, ``bool``, ``str``,
    :class:`~tricktaker.Card`, an enum, a ``Literal`` of strings, a registered class,
    ``tuple[X, ...]``, a union of these (``X | None``), or ``Any`` for any registered value.
    """
    if not isinstance(namespace, str) or "." in namespace:
        raise TricktakerError(f"a namespace is a game name without dots, not {namespace!r}")
    checks = dict(checks or {})
    for cls in classes:
        if not (isinstance(cls, type) and attrs.has(cls)):
            raise TricktakerError(f"only attrs classes can be registered, not {cls!r}")
        tag = f"{namespace}.{cls.__name__}" if namespace else cls.__name__
        known = _BY_TAG.get(tag)
        if known is not None and known.cls is cls:
            continue
        if known is not None and known.origin == f"{cls.__module__}.{cls.__qualname__}":
            # The defining module was imported a second time (pytest's doctest collection
            # does that): the copy's values are written alike, the tag reads the original.
            twin = _Kind(tag, cls, checks.pop(cls, None))
            _BY_CLASS[cls] = twin
            _ENCODERS[cls] = _object_encoder(twin)
            continue
        if known is not None or cls in _BY_CLASS or tag == "Card":
            raise TricktakerError(f"cannot register {cls!r} as {tag!r}: already taken")
        kind = _Kind(tag, cls, checks.pop(cls, None))
        _BY_TAG[tag] = kind
        _BY_CLASS[cls] = kind
        _ENCODERS[cls] = _object_encoder(kind)
    if checks:
        raise TricktakerError(f"checks given for classes not registered: {list(checks)}")


def registered_types() -> Mapping[str, type]:
    """Every registered class by its tag (the built-in games' are always registered).

    >>> registered_types()["Play"]
    <class 'tricktaker.Play'>
    """
    return {tag: kind.cls for tag, kind in _BY_TAG.items()}


# -- writing ------------------------------------------------------------------------------------


def _same(value: Any) -> Any:
    return value


def _encode_card(card: Card) -> str:
    return _CARD_TEXT[card.index]


def _encode_tuple(values: tuple[Any, ...]) -> list[Any]:
    encoders = _ENCODERS
    out = []
    for value in values:
        encode = encoders.get(type(value))
        out.append(encode(value) if encode is not None else _encode(value))
    return out


def _encode(value: Any) -> Any:
    encode = _ENCODERS.get(type(value))
    if encode is None:
        cls = type(value)
        if isinstance(value, enum.Enum):
            texts = _enum_texts(type(value))
            encode = texts.__getitem__
            _ENCODERS[cls] = encode
        else:
            hint = " (register it with register_types)" if attrs.has(cls) else ""
            raise SerializationError(f"cannot write a {cls.__qualname__} as JSON{hint}")
    return encode(value)


def _object_encoder(kind: _Kind) -> Callable[[Any], dict[str, Any]]:
    tag = kind.tag
    names = kind.names

    def encode(value: Any) -> dict[str, Any]:
        out: dict[str, Any] = {"type": tag}
        for name in names:
            out[name] = _encode(getattr(value, name))
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
     "first_dealer": 0
    }

    Raises:
        SerializationError: ``value`` is not a card or a value of a registered type.
    """
    document: dict[str, Any] = {"format": FORMAT}
    if type(value) is Card:
        document["type"] = "Card"
        document["card"] = _CARD_TEXT[value.index]
    else:
        kind = _BY_CLASS.get(type(value))
        if kind is None:
            raise SerializationError(
                f"to_json takes a card or a value of a registered type, "
                f"not a {type(value).__qualname__}"
            )
        document.update(_ENCODERS[kind.cls](value))
    separators = (",", ":") if indent is None else (",", ": ")
    try:
        return json.dumps(document, indent=indent, separators=separators)
    except ValueError as error:  # an int too long to write
        raise SerializationError(f"cannot write {document['type']} as JSON: {error}") from None


# -- reading ------------------------------------------------------------------------------------


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
    expected: tuple[type[Any], ...],
    *,
    max_size: int = MAX_SIZE,
) -> Any: ...


def from_json(
    text: str | bytes | bytearray,
    expected: type[Any] | tuple[type[Any], ...] | None = None,
    *,
    max_size: int = MAX_SIZE,
) -> Any:
    """The value that :func:`~tricktaker.to_json` wrote as ``text`` (a str, or UTF-8 bytes).

    ``expected`` (a class or a tuple of classes) refuses any other type of value, and tells
    the type checker what comes back. Text longer than ``max_size`` is refused unread.

    >>> from tricktaker import Card, Play, from_json
    >>> from_json('{"format":1,"type":"Play","card":"8H","suit":null}', Play)
    Play(card=Card.parse('8♥'), suit=None)
    >>> from_json('{"format":1,"type":"Play","card":"8H"}')
    Traceback (most recent call last):
    ...
    tricktaker.SerializationError: Play: missing field 'suit'
    >>> from_json('[]')
    Traceback (most recent call last):
    ...
    tricktaker.SerializationError: expected a JSON object naming its type, got an array

    Raises:
        SerializationError: for anything that is not exactly a value that
            :func:`~tricktaker.to_json` writes: not JSON, not a JSON object, no or a newer
            ``format``, an unknown ``type``, a missing or unknown field, a field of the wrong
            type, a value its class refuses (``Rules(players=9)``) or that is inconsistent (a
            card twice in a state).
    """
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
            object_pairs_hook=_object_pairs,
            parse_int=_parse_int,
            parse_constant=_parse_constant,
        )
    except _Failure as failure:
        raise SerializationError(f"not valid JSON: {failure.message}") from None
    except RecursionError:
        raise SerializationError("not valid JSON: nested too deeply") from None
    except ValueError as error:  # json.JSONDecodeError, an int too long, a bad escape
        raise SerializationError(f"not valid JSON: {error}") from None
    try:
        return _decode_document(data, expected)
    except _Failure as failure:
        where = "".join(reversed(failure.path))
        prefix = f"{data.get('type')}{where}: " if where else ""
        raise SerializationError(prefix + failure.message) from None


def _decode_document(data: Any, expected: type[Any] | tuple[type[Any], ...] | None) -> Any:
    if type(data) is not dict:
        raise _Failure(f"expected a JSON object naming its type, got {_show(data)}")
    tag = data.get("type")
    if type(tag) is not str:
        raise _Failure("expected a JSON object naming its type: 'type' is missing or not a string")
    if "format" not in data:
        raise _Failure(f"no 'format' (the format version; this library reads {FORMAT})")
    version = data.pop("format")
    if type(version) is not int:
        raise _Failure(f"'format' must be an integer, not {_show(version)}")
    if version != FORMAT:
        raise _Failure(f"format {version} is not one this library reads (it reads {FORMAT})")
    if tag == "Card":
        _check_expected(Card, tag, expected)
        if data.keys() != {"type", "card"}:
            raise _Failure(f"a Card object has exactly 'type' and 'card', got {sorted(data)}")
        try:
            return _decode_card(data["card"])
        except _Failure as failure:
            failure.path.append(".card")
            raise
    kind = _kind_for_tag(tag)
    if kind is None:
        raise _Failure(f"unknown type {_short(tag)}")
    _check_expected(kind.cls, tag, expected)
    return _decode_object(kind, data)


def _check_expected(
    cls: type, tag: str, expected: type[Any] | tuple[type[Any], ...] | None
) -> None:
    if expected is not None and not issubclass(cls, expected):
        wanted = expected if isinstance(expected, tuple) else (expected,)
        names = " or ".join("Card" if c is Card else _tag_of(c) for c in wanted)
        raise _Failure(f"expected a {names}, got {_short(tag)}")


# -- the schema ---------------------------------------------------------------------------------


def _schema(hint: Any) -> dict[str, Any]:
    if hint is int:
        return {"type": "integer"}
    if hint is bool:
        return {"type": "boolean"}
    if hint is str:
        return {"type": "string"}
    if hint is Card:
        return {"$ref": "#/$defs/card"}
    if hint is type(None):
        return {"type": "null"}
    if hint is Any or hint is object:
        return {"$ref": "#/$defs/value"}
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin is tuple:
        return {"type": "array", "items": _schema(args[0])}
    if origin is typing.Union or origin is types.UnionType:
        return {"anyOf": [_schema(arg) for arg in args]}
    if origin is Literal:
        return {"enum": list(args)}
    if hint is Suit:
        return {"$ref": "#/$defs/suit"}
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        return {"enum": list(_enum_texts(hint).values())}
    refs = [{"$ref": f"#/$defs/{tag}"} for tag, k in _BY_TAG.items() if issubclass(k.cls, hint)]
    return refs[0] if len(refs) == 1 else {"anyOf": refs}


def _summary(cls: type) -> str:
    # cleandoc: Python 3.13 strips docstrings' indentation at compile time, older ones do not.
    first = inspect.cleandoc(cls.__doc__ or "").split("\n\n")[0]
    return " ".join(first.split()).replace("``", "`")


def json_schema() -> dict[str, Any]:
    """The JSON Schema (draft 2020-12) of what :func:`~tricktaker.to_json` writes, for every
    registered type; for the built-in games it equals the shipped ``tricktaker.schema.json``.

    >>> schema = json_schema()
    >>> schema["$schema"], schema["$defs"]["Play"]["required"]
    ('https://json-schema.org/draft/2020-12/schema', ['type', 'card', 'suit'])
    """
    defs: dict[str, Any] = {
        "card": {
            "description": "A card as ASCII text: rank and suit letter, or RJ BJ W1-W4 N1-N4.",
            "enum": list(_CARD_TEXT),
        },
        "suit": {"description": "A suit by its letter.", "enum": list(_enum_texts(Suit).values())},
        "value": {
            "description": "A value of any registered type.",
            "anyOf": [{"$ref": f"#/$defs/{tag}"} for tag in sorted(_BY_TAG)],
        },
    }
    documents: list[dict[str, Any]] = [
        {
            "description": "A card on its own.",
            "type": "object",
            "properties": {
                "format": {"const": FORMAT},
                "type": {"const": "Card"},
                "card": {"$ref": "#/$defs/card"},
            },
            "required": ["format", "type", "card"],
            "additionalProperties": False,
        }
    ]
    for tag in sorted(_BY_TAG):
        kind = _BY_TAG[tag]
        properties = {"type": {"const": tag}}
        for name, hint in zip(kind.names, kind.hints, strict=True):
            properties[name] = _schema(hint)
        defs[tag] = {
            "description": _summary(kind.cls),
            "type": "object",
            "properties": properties,
            "required": ["type", *kind.names],
            "additionalProperties": False,
        }
        pointers = {name: {"$ref": f"#/$defs/{tag}/properties/{name}"} for name in properties}
        documents.append(
            {
                "type": "object",
                "properties": {"format": {"const": FORMAT}, **pointers},
                "required": ["format", "type", *kind.names],
                "additionalProperties": False,
            }
        )
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": f"urn:tricktaker:json:format:{FORMAT}",
        "title": f"tricktaker JSON, format {FORMAT}",
        "description": (
            "One value written by tricktaker.to_json: an object naming its type, with the "
            "format version and one key per field. Nested values carry only their type."
        ),
        "anyOf": documents,
        "$defs": defs,
    }


# -- helpers for the games' consistency checks --------------------------------------------------


def check_seat(name: str, seat: object, players: int, *, optional: bool = False) -> None:
    """Raise unless ``seat`` is a seat number below ``players`` (or None, if ``optional``)."""
    if seat is None and optional:
        return
    if type(seat) is not int or not 0 <= seat < players:
        raise TricktakerError(f"{name} is {seat!r}, not a seat from 0 to {players - 1}")


def check_per_seat(players: int, **sequences: Sequence[Any]) -> None:
    """Raise unless each of ``sequences`` has one entry per seat."""
    for name, sequence in sequences.items():
        if len(sequence) != players:
            raise TricktakerError(f"{name} has {len(sequence)} entries for {players} players")


def check_cards(deck: Iterable[Card], *groups: Iterable[Card]) -> None:
    """Raise unless the cards of ``groups`` are all of ``deck`` and none appears twice."""
    allowed = frozenset(deck)
    seen: set[Card] = set()
    for group in groups:
        for card in group:
            if card not in allowed:
                raise TricktakerError(f"{card} is not a card of this game")
            if card in seen:
                raise TricktakerError(f"{card} is in two places")
            seen.add(card)


register_types("", [Play, CardPlayed, GameOver, CompletedTrick])
