"""The command line's options for a game's rules, derived from the game's ``Rules`` class.

Nothing here knows a game: every field of an attrs ``Rules`` class becomes an option of
``tricktaker play``, ``simulate`` and ``demo`` for that game. The field ``lead_starting_card``
is ``--lead-starting-card``; its help is the field's entry in the class docstring's
``Attributes:`` section; its default is the field's. The field's type says how the text is read:

- ``bool``: a pair of flags, ``--lead-starting-card`` and ``--no-lead-starting-card``;
- ``int``, ``float``, ``str``: one value of that type;
- a ``Literal`` of values, or an ``Enum``: one of them (an ``Enum`` member by name or value);
- ``X | None``: as ``X``, or the word ``none``;
- ``tuple[X, ...]`` or ``tuple[X, Y]`` of the types above: the values separated by commas
  (``--lucky 7,11``; an empty text for the empty tuple);
- anything else is not offered on the command line: ``--help`` says so, by name.

A field whose option would take the name of one of the command's own options (``--seed``,
``--bots``, ...) is left out the same way. Only the options given on the command line are
passed to ``Rules``, so each game keeps its own defaults.
"""

from __future__ import annotations

import argparse
import enum
import inspect
import re
import textwrap
import types
import typing
from collections.abc import Callable, Collection, Iterable
from typing import Any, Literal

import attrs

from tricktaker.errors import TricktakerError

__all__ = [
    "RuleOption",
    "RuleOptions",
    "add_rule_options",
    "attribute_docs",
    "option_list",
    "rule_options",
    "rules_line",
]

_DEST = "rules."  # argparse destinations of the rule options: "rules.<field>"


@attrs.frozen(kw_only=True)
class RuleOption:
    """One field of a ``Rules`` class as a command-line option.

    Attributes:
        field: the field's name.
        flag: the option, ``--`` and the field's name with hyphens.
        help: the field's description from the class docstring.
        default: the field's default, or ``attrs.NOTHING`` if it has none.
        read: reads the option's text into the field's value; None for a flag pair (bool).
        choices: the values a ``Literal`` or ``Enum`` field allows, as typed; else empty.
        metavar: how ``--help`` names the value (``N``, ``TEXT``, ``N,N,...``).
    """

    field: str
    flag: str
    help: str
    default: object
    read: Callable[[str], object] | None
    choices: tuple[str, ...] = ()
    metavar: str | None = None

    @property
    def flags(self) -> tuple[str, ...]:
        """The option strings: the flag, and ``--no-...`` for a bool field.

        >>> RuleOption(field="hook", flag="--hook", help="", default=False, read=None).flags
        ('--hook', '--no-hook')
        """
        if self.read is None:
            return (self.flag, "--no-" + self.flag[2:])
        return (self.flag,)

    @property
    def usage(self) -> str:
        """The option as a list of options names it: ``--[no-]hook``, ``--players``."""
        return f"--[no-]{self.flag[2:]}" if self.read is None else self.flag


@attrs.frozen(kw_only=True)
class RuleOptions:
    """The options of one ``Rules`` class, and the fields left out with the reason."""

    rules: Any
    options: tuple[RuleOption, ...]
    left_out: tuple[tuple[str, str], ...] = ()

    def given(self, args: argparse.Namespace) -> dict[str, Any]:
        """The field values given on the command line that ``args`` holds."""
        values = vars(args)
        return {
            option.field: values[_DEST + option.field]
            for option in self.options
            if values.get(_DEST + option.field) is not None
        }

    def make(self, values: dict[str, Any]) -> Any:
        """``Rules(**values)``; an error names the options, not the fields.

        Raises:
            TricktakerError: a value is refused, with the option in the message
                (``--players must be an int from 2 to 6, not 9``).
        """
        try:
            return self.rules(**values)
        except (TricktakerError, TypeError, ValueError) as error:
            raise TricktakerError(self.in_option_words(str(error))) from None

    def in_option_words(self, message: str) -> str:
        """``message`` with ``Rules.field`` (the API's names) replaced by the options.

        >>> from tricktaker import szaman
        >>> rule_options(szaman.Rules).in_option_words("Rules.players must be 2 to 6")
        '--players must be 2 to 6'
        """
        by_field = {option.field: option.flag for option in self.options}
        name = re.escape(getattr(self.rules, "__name__", "Rules"))
        return re.sub(
            rf"\b{name}\.(\w+)\b",
            lambda match: by_field.get(match.group(1), match.group(0)),
            message,
        )


def _clean(text: str) -> str:
    """Docstring markup as plain text: ``x`` and :role:`~a.b` as x and b; one line."""
    text = re.sub(r":\w+:`~?([^`<]*?)\s*(?:<[^`]*>)?`", lambda m: m.group(1).split(".")[-1], text)
    text = text.replace("``", "").replace("`", "")
    return " ".join(text.split())


def attribute_docs(cls: type) -> dict[str, str]:
    """Each attribute's description in the ``Attributes:`` section of ``cls``'s docstring.

    >>> class Example:
    ...     '''An example.
    ...
    ...     Attributes:
    ...         size: how big, ``3`` by
    ...             default.
    ...         name (str): what it is called.
    ...     '''
    >>> attribute_docs(Example)
    {'size': 'how big, 3 by default.', 'name': 'what it is called.'}
    """
    lines = (inspect.getdoc(cls) or "").splitlines()
    docs: dict[str, list[str]] = {}
    section: int | None = None  # the indentation of "Attributes:", once found
    entries: int | None = None  # the indentation of its entries
    for line in lines:
        depth = len(line) - len(line.lstrip())
        if section is None:
            if line.strip() == "Attributes:":
                section = depth
            continue
        if not line.strip():
            continue
        if depth <= section:
            break
        entry = re.match(r"(\w+)(?:\s*\([^)]*\))?:\s*(.*)", line.strip())
        if entry is not None and depth == (depth if entries is None else entries):
            entries = depth
            docs[entry.group(1)] = [entry.group(2)]
        elif docs:
            docs[next(reversed(docs))].append(line.strip())
    return {name: _clean(" ".join(words)) for name, words in docs.items()}


class _Unreadable(Exception):
    """A field type that has no text form on the command line."""


def _scalar_reader(kind: Any) -> tuple[Callable[[str], object], tuple[str, ...], str | None]:
    """How to read one value of ``kind``: the reader, the choices as typed, the metavar."""
    if typing.get_origin(kind) is Literal:
        values = typing.get_args(kind)
        by_text = {str(value): value for value in values}

        def read_literal(text: str) -> object:
            if text not in by_text:
                raise argparse.ArgumentTypeError(
                    f"{text!r} is not one of {', '.join(map(repr, by_text))}"
                )
            return by_text[text]

        return read_literal, tuple(by_text), None
    if isinstance(kind, type) and issubclass(kind, enum.Enum):
        members = list(kind)
        by_name = {member.name.lower(): member for member in members}
        by_name.update({str(member.value).lower(): member for member in members})

        def read_enum(text: str) -> object:
            try:
                return by_name[text.lower()]
            except KeyError:
                names = ", ".join(member.name.lower() for member in members)
                raise argparse.ArgumentTypeError(f"{text!r} is not one of {names}") from None

        return read_enum, tuple(member.name.lower() for member in members), None
    if kind is bool:
        words = {"true": True, "yes": True, "1": True, "false": False, "no": False, "0": False}

        def read_bool(text: str) -> object:
            try:
                return words[text.lower()]
            except KeyError:
                raise argparse.ArgumentTypeError(f"{text!r} is not true or false") from None

        return read_bool, (), "BOOL"
    if kind in (int, float, str):
        metavar = {int: "N", float: "X", str: "TEXT"}[kind]

        def read_plain(text: str) -> object:
            try:
                return kind(text)
            except ValueError:
                word = {int: "a whole number", float: "a number", str: "text"}[kind]
                raise argparse.ArgumentTypeError(f"{text!r} is not {word}") from None

        return read_plain, (), metavar
    raise _Unreadable(kind)


def _reader(kind: Any) -> tuple[Callable[[str], object] | None, tuple[str, ...], str | None]:
    """How to read a field of type ``kind``; the reader is None for a flag pair (bool)."""
    if kind is bool:
        return None, (), None
    origin, args = typing.get_origin(kind), typing.get_args(kind)
    if origin in (typing.Union, types.UnionType) and type(None) in args:
        rest = [arg for arg in args if arg is not type(None)]
        if len(rest) != 1:
            raise _Unreadable(kind)
        inner, choices, metavar = _scalar_reader(rest[0])

        def read_optional(text: str) -> object:
            return None if text.lower() == "none" else inner(text)

        return read_optional, (*choices, "none") if choices else (), metavar and f"{metavar}|none"
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            each, _, metavar = _scalar_reader(args[0])
            readers: list[Callable[[str], object]] | None = None
            shown = f"{metavar or 'V'},{metavar or 'V'},..."
        else:
            readers = [_scalar_reader(arg)[0] for arg in args]
            each = readers[0] if readers else str
            shown = ",".join(_scalar_reader(arg)[2] or "V" for arg in args)

        def read_tuple(text: str) -> object:
            parts = [part.strip() for part in text.split(",")] if text.strip() else []
            if readers is None:
                return tuple(each(part) for part in parts)
            if len(parts) != len(readers):
                raise argparse.ArgumentTypeError(
                    f"{text!r} is not {len(readers)} values separated by commas"
                )
            return tuple(read(part) for read, part in zip(readers, parts, strict=True))

        return read_tuple, (), shown
    return _scalar_reader(kind)


def _shown(value: object) -> str:
    """A default as it is typed on the command line."""
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "on" if value else "off"
    if isinstance(value, enum.Enum):
        return value.name.lower()
    if isinstance(value, tuple):
        return ",".join(map(_shown, value)) or "(empty)"
    return str(value)


def rule_options(rules: Any, reserved: Collection[str] = ()) -> RuleOptions:
    """The command-line options of the attrs class ``rules``, one per field.

    A field whose option would be one of ``reserved`` (the command's own options), or whose
    type has no text form, is left out, with the reason.

    >>> from tricktaker import wizard
    >>> [option.usage for option in rule_options(wizard.Rules).options]
    ['--players', '--[no-]hook', '--first-dealer']
    >>> rule_options(wizard.Rules, reserved={"--players"}).left_out
    (('players', 'its option --players is taken by the command'),)
    """
    if not (isinstance(rules, type) and attrs.has(rules)):
        return RuleOptions(
            rules=rules, options=(), left_out=(("*", "Rules is not an attrs class"),)
        )
    try:
        hints = typing.get_type_hints(rules)
    except Exception:  # an annotation that cannot be resolved: use the fields' own types
        hints = {}
    docs = attribute_docs(rules)
    options: list[RuleOption] = []
    left_out: list[tuple[str, str]] = []
    for field in attrs.fields(rules):
        if not field.init:
            continue
        flag = "--" + field.name.replace("_", "-")
        kind = hints.get(field.name, field.type)
        try:
            read, choices, metavar = _reader(kind)
        except _Unreadable:
            left_out.append((field.name, f"its type {_type_name(kind)} has no text form here"))
            continue
        flags = (flag,) if read is not None else (flag, "--no-" + flag[2:])
        if set(flags) & set(reserved):
            clash = next(name for name in flags if name in reserved)
            left_out.append((field.name, f"its option {clash} is taken by the command"))
            continue
        default = field.default
        if isinstance(default, attrs.Factory):  # type: ignore[arg-type]
            default = None if default.takes_self else default.factory()
        options.append(
            RuleOption(
                field=field.name,
                flag=flag,
                help=docs.get(field.name, ""),
                default=default,
                read=read,
                choices=choices,
                metavar=metavar,
            )
        )
    return RuleOptions(rules=rules, options=tuple(options), left_out=tuple(left_out))


def _type_name(kind: Any) -> str:
    """``int``, ``dict[str, int]``: a type as it is written."""
    if isinstance(kind, type) and not typing.get_args(kind):
        return kind.__name__
    return str(kind).replace("typing.", "")


def _help(option: RuleOption) -> str:
    """The option's help line for argparse (whose help is %-formatted)."""
    text = option.help or option.field.replace("_", " ")
    if option.default is not attrs.NOTHING:
        text += f" (default: {_shown(option.default)})"
    return text.replace("%", "%%")


_RULES_GROUP = "Every field of the game's Rules; a rule not given keeps the game's default."


def add_rule_options(
    parser: argparse.ArgumentParser,
    title: str,
    options: RuleOptions,
    description: str = _RULES_GROUP,
) -> None:
    """Add ``options`` to ``parser``, as a group titled ``title`` (any attrs class's fields:
    ``tricktaker serve`` offers its limits so)."""
    group = parser.add_argument_group(
        title,
        description
        + "".join(f" Not settable here: {field} ({why})." for field, why in options.left_out),
    )
    for option in options.options:
        if option.read is None:
            group.add_argument(
                option.flag,
                dest=_DEST + option.field,
                action=argparse.BooleanOptionalAction,
                default=None,
                help=_help(option),
            )
        else:
            group.add_argument(
                option.flag,
                dest=_DEST + option.field,
                type=option.read,
                default=None,
                metavar=option.metavar or "{" + ",".join(option.choices) + "}",
                help=_help(option),
            )


def option_list(options: Iterable[RuleOption]) -> str:
    """The options' names, for a message: ``--players, --[no-]hook``."""
    return ", ".join(option.usage for option in options) or "none"


def rules_line(rules: Any, width: int = 100) -> list[str]:
    """The fields of a ``Rules`` value as the options that set them, as they would be typed
    (``--hook`` or ``--no-hook``, ``--players 3``), wrapped: the terminal's ``rules``
    command (``--help`` says what each means).

    >>> from tricktaker import wizard
    >>> rules_line(wizard.Rules(players=3, hook=True))
    ['Options: --players 3, --hook, --first-dealer 0']
    """
    typed = []
    for option in rule_options(type(rules)).options:
        value = getattr(rules, option.field)
        if isinstance(value, bool):
            typed.append(option.flag if value else "--no-" + option.flag[2:])
        else:
            typed.append(f"{option.flag} {_shown(value)}")
    return textwrap.wrap(
        "Options: " + ", ".join(typed), width, subsequent_indent="  ", break_on_hyphens=False
    )
