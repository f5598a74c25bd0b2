"""The JSON Schema of the format, built from the registry (see :func:`json_schema`).

A private module with plain names; :mod:`tricktaker.serialize` re-exports :func:`json_schema`.
"""

from __future__ import annotations

import enum
import inspect
import types
import typing
from typing import Any, Literal

import tricktaker._codec as codec
from tricktaker.cards import Card, Suit

FORMAT = codec.FORMAT
ROLE_TITLES = {"rules": "Rules", "action": "Action", "event": "Event"}


def title(tag: str) -> str:
    """The name a code generator gives a definition: ``"wizard.Rules"`` -> ``"WizardRules"``."""
    return "".join(part[:1].upper() + part[1:] for part in tag.split("."))


def field_schema(hint: Any, bounds: codec.Bounds | None, outer: bool = True) -> dict[str, Any]:
    """The schema of a field of type ``hint``, with its bounds (lengths on the outer array)."""
    if hint is int:
        schema: dict[str, Any] = {"type": "integer"}
        if bounds is not None and bounds.minimum is not None:
            schema["minimum"] = bounds.minimum
        if bounds is not None and bounds.maximum is not None:
            schema["maximum"] = bounds.maximum
        return schema
    if hint is bool:
        return {"type": "boolean"}
    if hint is str:
        return {"type": "string"}
    if hint is Card:
        return {"$ref": "#/$defs/card"}
    if hint is type(None):
        return {"type": "null"}
    role = codec.ROLES.get(hint)
    if role is not None:
        return {"$ref": f"#/$defs/{role}"}
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin is tuple:
        schema = {"type": "array", "items": field_schema(args[0], bounds, outer=False)}
        if outer and bounds is not None and bounds.min_items is not None:
            schema["minItems"] = bounds.min_items
        if outer and bounds is not None and bounds.max_items is not None:
            schema["maxItems"] = bounds.max_items
        return schema
    if origin is typing.Union or origin is types.UnionType:
        options: list[dict[str, Any]] = []
        for arg in args:
            option = field_schema(arg, bounds, outer)
            options += option["anyOf"] if list(option) == ["anyOf"] else [option]
        return {"anyOf": options}
    if origin is Literal:
        return {"enum": list(args)}
    if hint is Suit:
        return {"$ref": "#/$defs/suit"}
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        return {"enum": list(codec.enum_texts(hint).values())}
    refs = [
        {"$ref": f"#/$defs/{tag}"} for tag, k in codec.BY_TAG.items() if issubclass(k.cls, hint)
    ]
    return refs[0] if len(refs) == 1 else {"anyOf": refs}


def summary(cls: type) -> str:
    # cleandoc: Python 3.13 strips docstrings' indentation at compile time, older ones do not.
    first = inspect.cleandoc(cls.__doc__ or "").split("\n\n")[0]
    return " ".join(first.split()).replace("``", "`")


def object_schema(kind: codec.Kind) -> dict[str, Any]:
    properties: dict[str, Any] = {
        "format": {"const": FORMAT, "description": "Required on the outermost object."},
        "type": {"const": kind.tag},
    }
    for name, hint in zip(kind.names, kind.hints, strict=True):
        properties[name] = field_schema(hint, kind.bounds.get(name))
    for name, hint, _, _ in kind.derived:
        properties[name] = {
            **field_schema(hint, kind.bounds.get(name)),
            "description": "Derived: always written; on input optional, and checked if given.",
        }
    required = [name for name in ("type", *kind.names) if name not in kind.optional]
    return {
        "title": title(kind.tag),
        "description": summary(kind.cls),
        "type": "object",
        "properties": properties,
        "required": required,
        "additionalProperties": False,
    }


def json_schema() -> dict[str, Any]:
    """The JSON Schema (draft 2020-12) of what :func:`~tricktaker.to_json` writes, for every
    registered type; for the built-in games it equals the shipped ``tricktaker.schema.json``.

    Each type's definition in ``$defs`` is named by its tag and valid for the type on its own
    or inside another; ``"<game>.Action"`` and ``"<game>.Event"`` are each game's unions. The
    definitions carry ``title``\\ s, so code generators name the types ``WizardRules``,
    ``SzamanView``, ``WizardAction`` and so on.

    >>> from tricktaker.serialize import json_schema
    >>> schema = json_schema()
    >>> schema["$defs"]["Play"]["required"], schema["$defs"]["wizard.Rules"]["title"]
    (['type', 'card'], 'WizardRules')
    >>> [ref["$ref"] for ref in schema["$defs"]["wizard.Action"]["anyOf"]]
    ['#/$defs/wizard.Bid', '#/$defs/wizard.ChooseTrump', '#/$defs/Play']
    """
    defs: dict[str, Any] = {
        "card": {
            "title": "CardCode",
            "description": (
                "A card as ASCII text: rank and suit letter, or RJ BJ W1-W4 N1-N4, a tarot "
                "trump T1-T22 or a knight CC CD CH CS; a suited card's second copy (a double "
                "deck's) ends in #2."
            ),
            "enum": list(codec.CARD_TEXT),
        },
        "suit": {
            "title": "Suit",
            "description": "A suit by its letter.",
            "enum": list(codec.enum_texts(Suit).values()),
        },
        "Card": {
            "title": "Card",
            "description": "A card on its own.",
            "type": "object",
            "properties": {
                "format": {"const": FORMAT, "description": "Required on the outermost object."},
                "type": {"const": "Card"},
                "card": {"$ref": "#/$defs/card"},
            },
            "required": ["type", "card"],
            "additionalProperties": False,
        },
    }
    for tag in sorted(codec.BY_TAG):
        defs[tag] = object_schema(codec.BY_TAG[tag])
    every: dict[str, list[dict[str, str]]] = {role: [] for role in ROLE_TITLES}
    for namespace in sorted(codec.GROUPS):
        for role, kinds in codec.GROUPS[namespace].items():
            refs = [{"$ref": f"#/$defs/{kind.tag}"} for kind in kinds]
            if role == "rules":
                every[role] += refs
                continue
            name = f"{namespace}.{ROLE_TITLES[role]}"
            defs[name] = {
                "title": title(name),
                "description": f"Any {ROLE_TITLES[role].lower()} of {namespace}.",
                "anyOf": refs,
            }
            every[role].append({"$ref": f"#/$defs/{name}"})
    for role, refs in every.items():
        defs[role] = {
            "title": f"Any{ROLE_TITLES[role]}",
            "description": f"{codec.ROLE_WORDS[role].capitalize()} of any game.",
            "anyOf": refs,
        }
    documents = [{"$ref": f"#/$defs/{tag}"} for tag in ("Card", *sorted(codec.BY_TAG))]
    actions = [tag for tag in sorted(codec.BY_TAG) if "action" in codec.BY_TAG[tag].roles]
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": f"urn:tricktaker:json:format:{FORMAT}",
        "title": f"tricktaker JSON, format {FORMAT}",
        "description": (
            "One value written by tricktaker.to_json: an object naming its type, with the "
            "format version and one key per field. Nested values carry only their type."
        ),
        "anyOf": documents,
        # The outermost object carries format, unless it is an action. (Not "$ref" with
        # "required" beside it: code generators would make a second, renamed type of it.)
        "if": {"properties": {"type": {"enum": actions}}, "required": ["type"]},
        "else": {"required": ["format"]},
        "$defs": defs,
    }
