"""The machinery behind :mod:`tricktaker.serialize`: the registry of tagged classes, the texts
of cards and enums, and the decoders that the registry builds from type hints.

A private module with plain names; :mod:`tricktaker.serialize` is its public face. Decoders
take parsed JSON (or the same data built by a server) and return values, or raise
:class:`Failure` with a message and, filled in on the way out, the path to the bad part
(``.hands[1][0]``).

Untrusted input shapes nothing that stays: the registry holds only what games register, and
an unknown tag costs a lookup. Nesting is bounded by the types: a field's type hint says which
registered types it may hold, and the registry refuses types that could hold themselves.
"""

from __future__ import annotations

import enum
import functools
import inspect
import operator
import sys
import types
import typing
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, Literal

import attrs

from tricktaker.cards import CARD_COUNT, Card, Rank, Suit
from tricktaker.errors import TricktakerError

FORMAT = 1  # the version of the format (serialize.FORMAT)
MAX_INT_DIGITS = 4300  # Python's own limit for int(str) since 3.11, on every version
INT_LIMIT = 10**MAX_INT_DIGITS  # the same limit for ints that arrive as data
MAX_SHOWN = 40  # characters of a bad input quoted in an error message

Decoder = Callable[[Any], Any]
Check = Callable[[Any], None]

CARDS = tuple(Card.from_index(index) for index in range(CARD_COUNT))
CARD_TEXT: tuple[str, ...] = tuple(card.code for card in CARDS)
CARD_BY_TEXT: dict[str, Card] = dict(zip(CARD_TEXT, CARDS, strict=True))


class Failure(Exception):
    """A decoding problem; ``path`` is filled in (innermost first) as it travels outwards."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message
        self.path: list[str] = []


def show(value: object) -> str:
    """A short description of a JSON value for an error message."""
    if value is None:
        return "null"
    if type(value) is bool:
        return "true" if value else "false"
    if type(value) is dict:
        tag = value.get("type")
        return f"an object of type {short(tag)}" if type(tag) is str else "an object"
    if type(value) is list:
        return "an array"
    return short(value)


def short(value: object) -> str:
    """``repr(value)``, cut to a length fit for a message."""
    if type(value) is int and not -INT_LIMIT < value < INT_LIMIT:
        return f"an integer of more than {MAX_INT_DIGITS} digits"
    if type(value) is str and len(value) > MAX_SHOWN:
        value = value[:MAX_SHOWN]  # repr of the head only: the whole may be a megabyte
    text = repr(value)
    return text if len(text) <= MAX_SHOWN else text[: MAX_SHOWN - 3] + "..."


# -- enums --------------------------------------------------------------------------------------

ENUM_TEXT: dict[type[enum.Enum], dict[Any, str]] = {}
ENUM_BY_TEXT: dict[type[enum.Enum], dict[str, Any]] = {}


def enum_texts(cls: type[enum.Enum]) -> dict[Any, str]:
    """Each member's stable JSON text: a suit's letter, a rank as printed, else the value."""
    texts = ENUM_TEXT.get(cls)
    if texts is None:
        if cls is Suit:
            texts = {suit: suit.letter for suit in Suit}
        elif cls is Rank:
            texts = {rank: str(rank) for rank in Rank}
        elif all(type(member.value) is str for member in cls):
            texts = {member: member.value for member in cls}
        else:
            texts = {member: member.name.lower() for member in cls}
        ENUM_TEXT[cls] = texts
        ENUM_BY_TEXT[cls] = {text: member for member, text in texts.items()}
    return texts


# -- what a field may hold ----------------------------------------------------------------------


class AnyRules:
    """A field type for :func:`~tricktaker.serialize.register_types`' ``fields``: the rules of
    any registered game (each game names its ``Rules`` when it registers)."""


class AnyAction:
    """A field type for ``fields``: an action of any registered game."""


class AnyEvent:
    """A field type for ``fields``: an event of any registered game."""


ROLES: dict[type, str] = {AnyRules: "rules", AnyAction: "action", AnyEvent: "event"}
ROLE_WORDS = {"rules": "a game's rules", "action": "an action", "event": "an event"}


@attrs.frozen
class Bounds:
    """Limits on a field: on its integers (an array's items', at any depth) and on the length
    of the array it is.

    They are checked when the field is read, and the schema states them, so the two agree.
    """

    minimum: int | None = None
    maximum: int | None = None
    min_items: int | None = None
    max_items: int | None = None


def check_bounds(value: Any, bounds: Bounds) -> None:
    """Raise :class:`Failure` if a decoded field ``value`` breaks ``bounds``."""
    if type(value) is tuple:
        if bounds.min_items is not None and len(value) < bounds.min_items:
            raise Failure(f"expected at least {bounds.min_items} items, got {len(value)}")
        if bounds.max_items is not None and len(value) > bounds.max_items:
            raise Failure(f"expected at most {bounds.max_items} items, got {len(value)}")
    if bounds.minimum is not None or bounds.maximum is not None:
        check_range(value, bounds.minimum, bounds.maximum)


def check_range(value: Any, low: int | None, high: int | None) -> None:
    if type(value) is tuple:
        for index, item in enumerate(value):
            try:
                check_range(item, low, high)
            except Failure as failure:
                failure.path.append(f"[{index}]")
                raise
    elif type(value) is int and not (
        (low is None or low <= value) and (high is None or value <= high)
    ):
        if high is None:
            wanted = f"at least {low}"
        else:
            wanted = f"at most {high}" if low is None else f"from {low} to {high}"
        raise Failure(f"expected an integer {wanted}, got {short(value)}")


# -- the registry -------------------------------------------------------------------------------


def record_of(cls: type) -> type | None:
    """The attrs class that declares what JSON writes of ``cls``: ``cls`` itself when it is
    an attrs class, else its ``__record__``; None for neither.

    A value on a game's hot path (a lean, two-level state) need not be an attrs class: it
    names an attrs class of its public fields as ``__record__``, reads each of them as an
    attribute (a slot or a property) and takes them all by keyword in its ``__init__``.
    """
    record = getattr(cls, "__record__", None)  # first: a lean value reports its record's fields
    if isinstance(record, type) and attrs.has(record):
        return record
    return cls if attrs.has(cls) else None


def is_record(hint: Any) -> bool:
    """Whether ``hint`` is a class JSON writes field by field (see :func:`record_of`)."""
    return isinstance(hint, type) and record_of(hint) is not None


class Kind:
    """A registered class: its tag, fields, their decoders, its check and derived values.

    ``derived`` are read-only values written after the fields (a view's legal actions): on
    input each may be left out, and if given must equal what the value computes.
    """

    __slots__ = (
        "allowed",
        "bounds",
        "check",
        "cls",
        "decoders",
        "derived",
        "hints",
        "names",
        "optional",
        "origin",
        "record",
        "required",
        "roles",
        "tag",
    )

    def __init__(
        self,
        tag: str,
        cls: type,
        *,
        check: Check | None = None,
        fields: Mapping[str, Any] | None = None,
        derived: Sequence[str] = (),
        bounds: Mapping[str, Bounds] | None = None,
    ) -> None:
        self.tag = tag
        self.cls = cls
        self.check = check
        self.roles: set[str] = set()
        self.origin = f"{cls.__module__}.{cls.__qualname__}"  # before present_as renames it
        record = record_of(cls)
        if record is None:
            raise TricktakerError(f"{tag}: neither an attrs class nor one with a __record__")
        self.record = record
        try:
            hints = typing.get_type_hints(record, globalns=annotation_namespace(record))
        except Exception as error:  # a name the annotations use is not importable
            raise TricktakerError(f"cannot read the type hints of {tag}: {error}") from None
        hints.update(fields or {})
        names: list[str] = []
        optional: set[str] = set()
        for field in attrs.fields(record):
            if not field.init or field.name.startswith("_") or field.alias != field.name:
                raise TricktakerError(f"{tag}.{field.name}: only public init fields are written")
            if field.name in ("type", "format"):
                raise TricktakerError(f"{tag}.{field.name}: the name is reserved by the format")
            names.append(field.name)
            if field.default is not attrs.NOTHING:  # docs/stability.md: a field added with a
                optional.add(field.name)  # default leaves the documents before it readable
        self.names = tuple(names)
        self.hints = tuple(hints[name] for name in names)
        self.bounds = dict(bounds or {})
        unknown = (set(self.bounds) - set(derived) | set(fields or {})) - set(names)
        if unknown:
            raise TricktakerError(f"{tag}: bounds or types given for no field: {sorted(unknown)}")
        self.decoders = tuple(
            (name, self._bounded(name, decoder(hint, f"{tag}.{name}")))
            for name, hint in zip(self.names, self.hints, strict=True)
        )
        self.derived = tuple(self._derived(name) for name in derived)
        self.optional = frozenset(optional)
        self.required = frozenset(("type", *names)) - self.optional
        self.allowed = frozenset(("format", "type", *names, *derived))

    def _bounded(self, name: str, decode: Decoder) -> Decoder:
        bounds = self.bounds.get(name)
        if bounds is None:
            return decode

        def decode_bounded(value: Any) -> Any:
            result = decode(value)
            check_bounds(result, bounds)
            return result

        return decode_bounded

    def _derived(self, name: str) -> tuple[str, Any, Decoder, Callable[[Any], Any]]:
        member = inspect.getattr_static(self.cls, name, None)
        function = member.fget if isinstance(member, property) else member
        if not callable(function) or name in self.names or name in ("type", "format"):
            raise TricktakerError(f"{self.tag}.{name}: a derived value is a property or method")
        try:
            hint = _bound(typing.get_type_hints(function)["return"], self.cls)
        except Exception as error:
            raise TricktakerError(f"{self.tag}.{name}: no usable return type: {error}") from None
        if isinstance(member, property):
            get: Callable[[Any], Any] = member.fget  # type: ignore[assignment]
        else:

            def get(value: Any) -> Any:
                return getattr(value, name)()

        return name, hint, self._bounded(name, decoder(hint, f"{self.tag}.{name}")), get


def _bound(hint: Any, cls: type) -> Any:
    """``hint`` with the type variables of ``cls``'s generic bases replaced by the types
    ``cls`` gives them (a game's ``View(TrickView[Rules, Phase, Action])`` makes a base's
    ``tuple[A, ...]`` its ``tuple[Action, ...]``)."""
    bindings: dict[Any, Any] = {}
    for klass in cls.__mro__:
        for base in getattr(klass, "__orig_bases__", ()):
            origin = typing.get_origin(base)
            parameters = getattr(origin, "__parameters__", ())
            for parameter, argument in zip(parameters, typing.get_args(base), strict=False):
                bindings.setdefault(parameter, argument)
    return _substituted(hint, bindings)


def _substituted(hint: Any, bindings: dict[Any, Any]) -> Any:
    if isinstance(hint, typing.TypeVar):
        return _substituted(bindings.get(hint, hint), bindings) if hint in bindings else hint
    arguments = typing.get_args(hint)
    if not arguments:
        return hint
    replaced = tuple(
        ... if argument is Ellipsis else _substituted(argument, bindings) for argument in arguments
    )
    if replaced == arguments:
        return hint
    origin = typing.get_origin(hint)
    if origin is types.UnionType or origin is typing.Union:
        return functools.reduce(operator.or_, replaced)
    return origin[replaced]


def defining_namespace(cls: type) -> dict[str, Any]:
    """The globals of the module that defined ``cls``, where its string annotations resolve.

    That is ``cls.__module__``'s, unless the class was re-presented under its package (see
    ``_public.present_as``); then a method of the class still knows its module's globals.
    """
    own = cls.__qualname__ + "."
    for value in vars(cls).values():
        function = value.fget if isinstance(value, property) else value
        namespace = getattr(function, "__globals__", None)
        if namespace is None or not getattr(function, "__qualname__", "").startswith(own):
            continue
        name = namespace.get("__name__", "")
        module = sys.modules.get(name)
        # Not a method attrs wrote: those have attrs' globals (on Python 3.13 its __replace__
        # is named "<class>.evolve", so the name alone does not tell).
        by_attrs = name.partition(".")[0] in ("attr", "attrs")
        if module is not None and vars(module) is namespace and not by_attrs:
            return dict(namespace)
    return vars(sys.modules[cls.__module__])


def annotation_namespace(cls: type) -> dict[str, Any]:
    """Where the annotations of ``cls`` and of the classes it derives from resolve: the
    :func:`defining_namespace` of each, a subclass's names above its bases'."""
    namespace: dict[str, Any] = {}
    for klass in reversed(cls.__mro__[:-1]):  # without object
        namespace.update(defining_namespace(klass))
    return namespace


BY_TAG: dict[str, Kind] = {}
BY_CLASS: dict[type, Kind] = {}
NAMESPACES: set[str] = set()  # every namespace that registered a type
GROUPS: dict[str, dict[str, list[Kind]]] = {}  # namespace -> role -> its kinds


def kind_for_tag(tag: str) -> Kind | None:
    """The registered kind of ``tag``; a game that is installed but not yet imported is
    loaded first. An unknown tag costs lookups only, and leaves nothing behind."""
    kind = BY_TAG.get(tag)
    if kind is None:
        name, dot, _ = tag.partition(".")
        if dot and name not in NAMESPACES:
            from tricktaker.games import find_game  # the registry imports the games lazily

            try:
                found = find_game(name)
            except Exception as error:  # a broken plug-in: name it, whatever it raised
                raise Failure(f"cannot load the game {short(name)}: {error}") from None
            if found is not None:
                kind = BY_TAG.get(tag)
    return kind


def tag_of(cls: type) -> str:
    kind = BY_CLASS.get(cls)
    return kind.tag if kind is not None else cls.__name__


def references(hint: Any) -> list[type]:
    """The registered-type classes and role markers that a field of type ``hint`` may hold."""
    if hint in ROLES or is_record(hint):
        return [hint]
    found: list[type] = []
    for arg in typing.get_args(hint):
        found += references(arg)
    return found


def holds(kind: Kind, target: type) -> bool:
    """Whether a field typed ``target`` (a class or a role marker) may hold a ``kind``."""
    role = ROLES.get(target)
    return role in kind.roles if role is not None else issubclass(kind.cls, target)


def find_cycle(kinds: Iterable[Kind]) -> list[str]:
    """Tags of registered types that may hold each other in a ring (empty if none)."""
    kinds = list(kinds)
    inside: dict[str, list[Kind]] = {}
    for kind in kinds:
        targets = [t for hint in kind.hints for t in references(hint)]
        targets += [t for _, hint, _, _ in kind.derived for t in references(hint)]
        inside[kind.tag] = [other for other in kinds if any(holds(other, t) for t in targets)]
    state: dict[str, int] = {}  # 1 on the path, 2 done

    def visit(kind: Kind, path: list[str]) -> list[str]:
        state[kind.tag] = 1
        for other in inside[kind.tag]:
            if state.get(other.tag) == 1:
                return [*path, kind.tag, other.tag]
            if other.tag not in state:
                ring = visit(other, [*path, kind.tag])
                if ring:
                    return ring
        state[kind.tag] = 2
        return []

    for kind in kinds:
        if kind.tag not in state:
            ring = visit(kind, [])
            if ring:
                return ring
    return []


# -- decoders -----------------------------------------------------------------------------------


def decode_int(value: Any) -> int:
    if type(value) is not int:
        raise Failure(f"expected an integer, got {show(value)}")
    if not -INT_LIMIT < value < INT_LIMIT:  # what JSON text cannot carry, data may not either
        raise Failure(f"an integer of more than {MAX_INT_DIGITS} digits")
    return value


def decode_bool(value: Any) -> bool:
    if type(value) is not bool:
        raise Failure(f"expected true or false, got {show(value)}")
    return value


def decode_str(value: Any) -> str:
    if type(value) is not str:
        raise Failure(f"expected a string, got {show(value)}")
    return value


def decode_none(value: Any) -> None:
    if value is not None:
        raise Failure(f"expected null, got {show(value)}")


def decode_card(value: Any) -> Card:
    card = CARD_BY_TEXT.get(value) if type(value) is str else None
    if card is None:
        raise Failure(f"expected a card such as '8H', '10S', 'RJ', 'W1' or 'N3', got {show(value)}")
    return card


def tuple_decoder(item: Decoder) -> Decoder:
    def decode(value: Any) -> tuple[Any, ...]:
        if type(value) is not list:
            raise Failure(f"expected an array, got {show(value)}")
        out = []
        for index, element in enumerate(value):
            try:
                out.append(item(element))
            except Failure as failure:
                failure.path.append(f"[{index}]")
                raise
        return tuple(out)

    return decode


def decode_cards(value: Any) -> tuple[Card, ...]:
    """The common ``tuple[Card, ...]``, decoded without a call per card."""
    if type(value) is not list:
        raise Failure(f"expected an array, got {show(value)}")
    by_text = CARD_BY_TEXT
    try:
        return tuple([by_text[text] for text in value])
    except (KeyError, TypeError):
        for index, text in enumerate(value):
            try:
                decode_card(text)
            except Failure as failure:
                failure.path.append(f"[{index}]")
                raise
        raise  # unreachable: some element failed above


def optional_decoder(item: Decoder) -> Decoder:
    def decode(value: Any) -> Any:
        return None if value is None else item(value)

    return decode


def union_decoder(options: Sequence[Decoder], names: str) -> Decoder:
    def decode(value: Any) -> Any:
        for option in options:
            try:
                return option(value)
            except Failure:
                continue
        raise Failure(f"expected {names}, got {show(value)}")

    return decode


def enum_decoder(cls: type[enum.Enum]) -> Decoder:
    texts = enum_texts(cls)
    by_text = ENUM_BY_TEXT[cls]
    allowed = ", ".join(map(repr, texts.values()))

    def decode(value: Any) -> Any:
        member = by_text.get(value) if type(value) is str else None
        if member is None:
            raise Failure(f"expected one of {allowed}, got {show(value)}")
        return member

    return decode


def literal_decoder(values: tuple[Any, ...]) -> Decoder:
    if not all(type(value) in (str, int, bool) for value in values):
        raise TricktakerError(f"Literal{list(values)}: only str, int and bool literals are written")
    allowed = ", ".join(map(repr, values))

    def decode(value: Any) -> Any:
        for literal in values:
            if type(value) is type(literal) and value == literal:
                return literal
        raise Failure(f"expected one of {allowed}, got {show(value)}")

    return decode


def object_decoder(targets: Sequence[type]) -> Decoder:
    """A tagged object of a registered type that a field typed as one of ``targets`` (classes
    or role markers) may hold."""

    def wanted() -> str:  # asked only on failure: the targets' tags may be registered later
        return " or ".join(ROLE_WORDS.get(ROLES.get(t, ""), f"a {tag_of(t)}") for t in targets)

    def decode(value: Any) -> Any:
        if type(value) is not dict:
            raise Failure(f"expected a JSON object ({wanted()}), got {show(value)}")
        tag = value.get("type")
        if type(tag) is not str:
            raise Failure(f"expected {wanted()}: an object without a string 'type' naming its type")
        kind = kind_for_tag(tag)
        if kind is None:
            raise Failure(f"unknown type {short(tag)}")
        if not any(holds(kind, target) for target in targets):
            raise Failure(f"expected {wanted()} here, got {short(tag)}")
        return decode_object(kind, value)

    return decode


def decoder(hint: Any, where: str) -> Decoder:
    """The decoder of a field whose type hint is ``hint``."""
    if hint is int:
        return decode_int
    if hint is bool:
        return decode_bool
    if hint is str:
        return decode_str
    if hint is Card:
        return decode_card
    if hint is None or hint is type(None):
        return decode_none
    if hint is Any or hint is object:
        raise TricktakerError(
            f"{where}: a field of type Any could hold anything, itself included; "
            "name what it holds with register_types(fields=...)"
        )
    if hint in ROLES or is_record(hint):
        return object_decoder([hint])
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        if args[0] is Card:
            return decode_cards
        return tuple_decoder(decoder(args[0], where))
    if origin is typing.Union or origin is types.UnionType:
        options = [arg for arg in args if arg is not type(None)]
        if all(arg in ROLES or is_record(arg) for arg in options):
            decode = object_decoder(options)  # one lookup of the tag, whichever it is
        elif len(options) == 1:
            decode = decoder(options[0], where)
        else:
            decoders = [decoder(arg, where) for arg in options]
            decode = union_decoder(decoders, " or ".join(hint_name(arg) for arg in options))
        return optional_decoder(decode) if len(options) < len(args) else decode
    if origin is Literal:
        return literal_decoder(args)
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        return enum_decoder(hint)
    raise TricktakerError(f"{where}: cannot write a field of type {hint!r} as JSON")


def hint_name(hint: Any) -> str:
    if hint is type(None):
        return "null"
    if isinstance(hint, type):
        return tag_of(hint) if is_record(hint) else hint.__name__
    return str(hint)


def decode_object(kind: Kind, value: dict[str, Any]) -> Any:
    """The value of ``kind`` that the JSON object ``value`` holds."""
    keys = value.keys()
    missing = kind.required - keys
    unknown = keys - kind.allowed
    if "format" in value:  # optional inside (a value written alone may be nested as it is)
        check_format(value["format"])
    if missing or unknown:
        problems = []
        if missing:
            problems.append(f"missing {field_names(sorted(missing))}")
        if unknown:
            problems.append(f"unknown {field_names(sorted(map(str, unknown)))}")
        raise Failure(f"{kind.tag}: " + "; ".join(problems))
    arguments = {}
    for name, decode in kind.decoders:
        if name in value:
            try:
                arguments[name] = decode(value[name])
            except Failure as failure:
                failure.path.append(f".{name}")
                raise
    # A lean value is checked as its record, the fields as JSON gave them: its own slots may
    # not keep them so (a hand kept as a mask of cards is in order, each card once).
    lean = kind.check is not None and kind.record is not kind.cls
    try:
        result = (kind.record if lean else kind.cls)(**arguments)
    except TricktakerError as error:
        raise Failure(f"not a valid {kind.tag}: {error}") from None
    except RecursionError:  # the caller's stack is full: from_json says so
        raise
    except Exception as error:  # nothing but a TricktakerError leaves from_json
        raise Failure(f"not a valid {kind.tag}: {type(error).__name__}: {error}") from None
    if kind.check is not None:
        try:
            kind.check(result)
        except TricktakerError as error:
            raise Failure(f"inconsistent {kind.tag}: {error}") from None
        except RecursionError:
            raise
        except Exception as error:
            raise Failure(
                f"inconsistent {kind.tag}: its check failed: {type(error).__name__}: {error}"
            ) from None
        if lean:  # its constructor may refuse what its record's check let through
            try:
                result = kind.cls(**arguments)
            except TricktakerError as error:
                raise Failure(f"not a valid {kind.tag}: {error}") from None
    for name, _, decode, get in kind.derived:
        if name in value:
            try:
                given = decode(value[name])
            except Failure as failure:
                failure.path.append(f".{name}")
                raise
            if given != get(result):
                raise Failure(f"{kind.tag}: {name} is not what the value gives (leave it out)")
    return result


def check_format(version: Any) -> None:
    if type(version) is not int:
        raise Failure(f"'format' must be an integer, not {show(version)}")
    if version != FORMAT:
        raise Failure(f"format {short(version)} is not one this library reads (it reads {FORMAT})")


def field_names(names: Sequence[str]) -> str:
    word = "field" if len(names) == 1 else "fields"
    shown = ", ".join(short(name) for name in names[:5])
    return f"{word} {shown}" + (f" and {len(names) - 5} more" if len(names) > 5 else "")


def object_pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result = dict(pairs)
    if len(result) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise Failure(f"the key {short(key)} appears twice in one object")
            seen.add(key)
    return result


def parse_int(text: str) -> int:
    if len(text) > MAX_INT_DIGITS:
        raise Failure(f"an integer of {len(text)} digits (at most {MAX_INT_DIGITS})")
    return int(text)


def parse_constant(text: str) -> Any:
    raise Failure(f"{text} is not JSON")
