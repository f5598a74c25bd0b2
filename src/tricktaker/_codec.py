"""The machinery behind :mod:`tricktaker.serialize`: the registry of tagged classes, the
texts of cards and enums, and the decoders that the registry builds from type hints.

Decoders take parsed JSON and return values, or raise :class:`_Failure` with a message and,
filled in on the way out, the path to the bad part (``.hands[1][0]``).
"""

from __future__ import annotations

import enum
import sys
import types
import typing
from collections.abc import Callable, Sequence
from typing import Any, Literal

import attrs

from tricktaker.cards import CARD_COUNT, Card, Rank, Suit
from tricktaker.errors import TricktakerError

_MAX_INT_DIGITS = 4300  # Python's own limit for int(str) since 3.11, on every version
_MAX_SHOWN = 40  # characters of a bad input quoted in an error message

_Decoder = Callable[[Any], Any]
_Check = Callable[[Any], None]


def _card_text(card: Card) -> str:
    if card.suit is None:
        return str(card)
    return f"{card.rank}{card.suit.letter}"


_CARDS = tuple(Card.from_index(index) for index in range(CARD_COUNT))
_CARD_TEXT: tuple[str, ...] = tuple(_card_text(card) for card in _CARDS)
_CARD_BY_TEXT: dict[str, Card] = dict(zip(_CARD_TEXT, _CARDS, strict=True))


class _Failure(Exception):
    """A decoding problem; ``path`` is filled in (innermost first) as it travels outwards."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message
        self.path: list[str] = []


def _show(value: object) -> str:
    """A short description of a JSON value for an error message."""
    if value is None:
        return "null"
    if type(value) is bool:
        return "true" if value else "false"
    if type(value) is dict:
        tag = value.get("type")
        return f"an object of type {_short(tag)}" if type(tag) is str else "an object"
    if type(value) is list:
        return "an array"
    return _short(value)


def _short(value: object) -> str:
    text = repr(value)
    return text if len(text) <= _MAX_SHOWN else text[: _MAX_SHOWN - 3] + "..."


# -- enums --------------------------------------------------------------------------------------

_ENUM_TEXT: dict[type[enum.Enum], dict[Any, str]] = {}
_ENUM_BY_TEXT: dict[type[enum.Enum], dict[str, Any]] = {}


def _enum_texts(cls: type[enum.Enum]) -> dict[Any, str]:
    """Each member's stable JSON text: a suit's letter, a rank as printed, else the value."""
    texts = _ENUM_TEXT.get(cls)
    if texts is None:
        if cls is Suit:
            texts = {suit: suit.letter for suit in Suit}
        elif cls is Rank:
            texts = {rank: str(rank) for rank in Rank}
        elif all(type(member.value) is str for member in cls):
            texts = {member: member.value for member in cls}
        else:
            texts = {member: member.name.lower() for member in cls}
        _ENUM_TEXT[cls] = texts
        _ENUM_BY_TEXT[cls] = {text: member for member, text in texts.items()}
    return texts


# -- the registry -------------------------------------------------------------------------------


class _Kind:
    """A registered class: its tag, fields, their decoders and its consistency check."""

    __slots__ = ("check", "cls", "fields", "hints", "keys", "names", "origin", "tag")

    def __init__(self, tag: str, cls: type, check: _Check | None) -> None:
        self.tag = tag
        self.cls = cls
        self.check = check
        self.origin = f"{cls.__module__}.{cls.__qualname__}"  # before present_as renames it
        try:
            hints = typing.get_type_hints(cls, globalns=_defining_namespace(cls))
        except Exception as error:  # a name the annotations use is not importable
            raise TricktakerError(f"cannot read the type hints of {tag}: {error}") from None
        names: list[str] = []
        for field in attrs.fields(cls):
            if not field.init or field.name.startswith("_") or field.alias != field.name:
                raise TricktakerError(f"{tag}.{field.name}: only public init fields are written")
            if field.name in ("type", "format"):
                raise TricktakerError(f"{tag}.{field.name}: the name is reserved by the format")
            names.append(field.name)
        self.names = tuple(names)
        self.hints = tuple(hints[name] for name in names)
        self.fields = tuple(
            (name, _decoder(hint, f"{tag}.{name}"))
            for name, hint in zip(self.names, self.hints, strict=True)
        )
        self.keys = frozenset(("type", *names))


def _defining_namespace(cls: type) -> dict[str, Any]:
    """The globals of the module that defined ``cls``, where its string annotations resolve.

    That is ``cls.__module__``'s, unless the class was re-presented under its package (see
    ``_public.present_as``); then a method of the class still knows its module's globals.
    """
    own = cls.__qualname__ + "."
    for value in vars(cls).values():
        function = value.fget if isinstance(value, property) else value
        namespace = getattr(function, "__globals__", None)
        if namespace is not None and getattr(function, "__qualname__", "").startswith(own):
            return dict(namespace)
    return vars(sys.modules[cls.__module__])


_BY_TAG: dict[str, _Kind] = {}
_BY_CLASS: dict[type, _Kind] = {}
_DISCOVERED: set[str] = set()


def _kind_for_tag(tag: str) -> _Kind | None:
    kind = _BY_TAG.get(tag)
    if kind is None and "." in tag:
        # A game installed as a plug-in registers its types when it is loaded: load it once.
        name = tag.partition(".")[0]
        if name not in _DISCOVERED:
            _DISCOVERED.add(name)
            from tricktaker.games import available_games

            available_games()
            kind = _BY_TAG.get(tag)
    return kind


def _tag_of(cls: type) -> str:
    kind = _BY_CLASS.get(cls)
    return kind.tag if kind is not None else cls.__name__


def _decode_int(value: Any) -> int:
    if type(value) is not int:
        raise _Failure(f"expected an integer, got {_show(value)}")
    return value


def _decode_bool(value: Any) -> bool:
    if type(value) is not bool:
        raise _Failure(f"expected true or false, got {_show(value)}")
    return value


def _decode_str(value: Any) -> str:
    if type(value) is not str:
        raise _Failure(f"expected a string, got {_show(value)}")
    return value


def _decode_none(value: Any) -> None:
    if value is not None:
        raise _Failure(f"expected null, got {_show(value)}")


def _decode_card(value: Any) -> Card:
    card = _CARD_BY_TEXT.get(value) if type(value) is str else None
    if card is None:
        raise _Failure(
            f"expected a card such as '8H', '10S', 'RJ', 'W1' or 'N3', got {_show(value)}"
        )
    return card


def _tuple_decoder(item: _Decoder) -> _Decoder:
    def decode(value: Any) -> tuple[Any, ...]:
        if type(value) is not list:
            raise _Failure(f"expected an array, got {_show(value)}")
        out = []
        for index, element in enumerate(value):
            try:
                out.append(item(element))
            except _Failure as failure:
                failure.path.append(f"[{index}]")
                raise
        return tuple(out)

    return decode


def _card_tuple_decoder(value: Any) -> tuple[Card, ...]:
    """The common ``tuple[Card, ...]``, decoded without a call per card."""
    if type(value) is not list:
        raise _Failure(f"expected an array, got {_show(value)}")
    by_text = _CARD_BY_TEXT
    try:
        return tuple([by_text[text] for text in value])
    except (KeyError, TypeError):
        for index, text in enumerate(value):
            try:
                _decode_card(text)
            except _Failure as failure:
                failure.path.append(f"[{index}]")
                raise
        raise  # unreachable: some element failed above


def _optional_decoder(item: _Decoder) -> _Decoder:
    def decode(value: Any) -> Any:
        return None if value is None else item(value)

    return decode


def _union_decoder(options: Sequence[_Decoder], names: str) -> _Decoder:
    def decode(value: Any) -> Any:
        for option in options:
            try:
                return option(value)
            except _Failure:
                continue
        raise _Failure(f"expected {names}, got {_show(value)}")

    return decode


def _enum_decoder(cls: type[enum.Enum]) -> _Decoder:
    texts = _enum_texts(cls)
    by_text = _ENUM_BY_TEXT[cls]
    allowed = ", ".join(map(repr, texts.values()))

    def decode(value: Any) -> Any:
        member = by_text.get(value) if type(value) is str else None
        if member is None:
            raise _Failure(f"expected one of {allowed}, got {_show(value)}")
        return member

    return decode


def _literal_decoder(values: tuple[Any, ...]) -> _Decoder:
    if not all(type(value) in (str, int, bool) for value in values):
        raise TricktakerError(f"Literal{list(values)}: only str, int and bool literals are written")
    allowed = ", ".join(map(repr, values))

    def decode(value: Any) -> Any:
        for literal in values:
            if type(value) is type(literal) and value == literal:
                return literal
        raise _Failure(f"expected one of {allowed}, got {_show(value)}")

    return decode


def _object_decoder(base: type | None) -> _Decoder:
    """A tagged object of a registered type that is ``base`` or a subclass (any if None)."""

    def decode(value: Any) -> Any:
        if type(value) is not dict:
            wanted = "a JSON object" if base is None else f"a {_tag_of(base)} object"
            raise _Failure(f"expected {wanted}, got {_show(value)}")
        tag = value.get("type")
        if type(tag) is not str:
            raise _Failure("an object without a string 'type' naming its type")
        kind = _kind_for_tag(tag)
        if kind is None:
            raise _Failure(f"unknown type {_short(tag)}")
        if base is not None and not issubclass(kind.cls, base):
            raise _Failure(f"expected a {_tag_of(base)} here, got {_short(tag)}")
        return _decode_object(kind, value)

    return decode


def _decoder(hint: Any, where: str) -> _Decoder:
    """The decoder of a field whose type hint is ``hint``."""
    if hint is int:
        return _decode_int
    if hint is bool:
        return _decode_bool
    if hint is str:
        return _decode_str
    if hint is Card:
        return _decode_card
    if hint is None or hint is type(None):
        return _decode_none
    if hint is Any or hint is object:
        return _object_decoder(None)
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        if args[0] is Card:
            return _card_tuple_decoder
        return _tuple_decoder(_decoder(args[0], where))
    if origin is typing.Union or origin is types.UnionType:
        options = [arg for arg in args if arg is not type(None)]
        if len(options) == 1:
            return _optional_decoder(_decoder(options[0], where))
        decoders = [_decoder(arg, where) for arg in args]
        return _union_decoder(decoders, " or ".join(_hint_name(arg) for arg in args))
    if origin is Literal:
        return _literal_decoder(args)
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        return _enum_decoder(hint)
    if isinstance(hint, type) and attrs.has(hint):
        return _object_decoder(hint)
    raise TricktakerError(f"{where}: cannot write a field of type {hint!r} as JSON")


def _hint_name(hint: Any) -> str:
    if hint is type(None):
        return "null"
    if isinstance(hint, type):
        return _tag_of(hint) if attrs.has(hint) else hint.__name__
    return str(hint)


def _decode_object(kind: _Kind, value: dict[str, Any]) -> Any:
    if value.keys() != kind.keys:
        missing = sorted(kind.keys - value.keys())
        unknown = sorted(value.keys() - kind.keys)
        problems = []
        if missing:
            problems.append(f"missing {_names(missing)}")
        if unknown:
            problems.append(f"unknown {_names(unknown)}")
        raise _Failure(f"{kind.tag}: " + "; ".join(problems))
    arguments = {}
    for name, decode in kind.fields:
        try:
            arguments[name] = decode(value[name])
        except _Failure as failure:
            failure.path.append(f".{name}")
            raise
    try:
        result = kind.cls(**arguments)
    except (TricktakerError, TypeError, ValueError) as error:
        raise _Failure(f"not a valid {kind.tag}: {error}") from None
    if kind.check is not None:
        try:
            kind.check(result)
        except TricktakerError as error:
            raise _Failure(f"inconsistent {kind.tag}: {error}") from None
    return result


def _names(names: Sequence[str]) -> str:
    word = "field" if len(names) == 1 else "fields"
    shown = ", ".join(_short(name) for name in names[:5])
    return f"{word} {shown}" + (f" and {len(names) - 5} more" if len(names) > 5 else "")


def _object_pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result = dict(pairs)
    if len(result) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise _Failure(f"the key {_short(key)} appears twice in one object")
            seen.add(key)
    return result


def _parse_int(text: str) -> int:
    if len(text) > _MAX_INT_DIGITS:
        raise _Failure(f"an integer of {len(text)} digits (at most {_MAX_INT_DIGITS})")
    return int(text)


def _parse_constant(text: str) -> Any:
    raise _Failure(f"{text} is not JSON")
