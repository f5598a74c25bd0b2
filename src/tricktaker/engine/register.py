"""A game's types registered for JSON in one call, with the bounds of its fields read off
their names; and its :class:`~tricktaker.Game` with what the engine gives every game.

Every game of the engine names its fields alike: a seat is ``seat``, ``dealer``, ``leader``,
``winner``, ``receiver`` or ``to_act``; ``winners`` are seats; ``hands``, ``scores``,
``points``, ``bids``, ``tricks_taken``, ``taken`` and ``hand_sizes`` hold one entry a seat; a
bid's ``tricks`` is a number of tricks. So the bounds that
:func:`~tricktaker.serialize.register_types` checks as it reads a value (a seat is from 0
to the most players less one) are made here from those names, once for every game, and a
game adds the bounds of its own fields.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import attrs

from tricktaker.actions import Play
from tricktaker.cards import Card
from tricktaker.consistency import SEED, check_cards, check_sorted
from tricktaker.engine.options import option_bounds
from tricktaker.errors import TricktakerError
from tricktaker.events import CardPlayed, GameOver
from tricktaker.serialize import Bounds, register_types

__all__ = ["game_entry", "register_game_types"]

_SEAT = ("seat", "dealer", "leader", "winner", "receiver", "to_act", "first_dealer")
_PER_SEAT = ("hands", "scores", "points", "hand_sizes", "bids", "tricks_taken", "taken")
_TRICKS = ("bids", "tricks_taken", "taken", "hand_sizes")


def _bounds_of(
    cls: type, players: tuple[int, int], tricks: int, number: str, deals: int | None
) -> dict[str, Bounds]:
    fields = {field.name for field in attrs.fields(cls)}
    seat = Bounds(minimum=0, maximum=players[1] - 1)
    found: dict[str, Bounds] = {}
    for name in fields:
        if name in _SEAT:
            found[name] = seat
        elif name in ("winners", "unseen"):  # seats
            found[name] = Bounds(minimum=0, maximum=players[1] - 1, max_items=players[1])
        elif name in _TRICKS:
            found[name] = Bounds(
                minimum=0, maximum=tricks, min_items=players[0], max_items=players[1]
            )
        elif name in _PER_SEAT:
            found[name] = Bounds(min_items=players[0], max_items=players[1])
        elif name == "tricks":
            found[name] = Bounds(minimum=0, maximum=tricks)
        elif name in (number, "rounds"):  # a deal's number, the number of deals
            found[name] = Bounds(minimum=1, maximum=deals)
        elif name == "seed":
            found[name] = SEED
        elif name == "players":
            found[name] = Bounds(minimum=players[0], maximum=players[1])
        elif name == "trick":
            found[name] = Bounds(max_items=players[1] - 1)
        elif name == "hand":
            found[name] = Bounds(max_items=tricks)
    return found


def _event_check(deck: frozenset[Card]) -> Any:
    """The check of a game's events read from JSON: what is structure, not a rule, asked of
    every event alike. Its cards are cards of the game's ``deck``, none twice (a hand's in
    canonical order), and where it has an entry a seat, its seats are among them."""

    def check(event: Any) -> None:
        cards: list[Card] = []
        seats: int | None = None
        for field in attrs.fields(type(event)):
            value = getattr(event, field.name)
            if type(value) is Card:
                cards.append(value)
            elif isinstance(value, tuple):
                if field.name in _PER_SEAT:
                    seats = len(value)
                for item in value:
                    if type(item) is Card:
                        cards.append(item)
                    elif isinstance(item, tuple):
                        check_sorted(f"{field.name}: a hand", item)
                        cards.extend(item)
        check_cards(deck, cards)
        if seats is not None:
            for name in _SEAT:
                seat = getattr(event, name, None)
                if type(seat) is int and seat >= seats:
                    raise TricktakerError(f"{name} is {seat}, not one of the {seats} seats")

    return check


def register_game_types(
    game: Any,
    *,
    rules: type,
    players: tuple[int, int],
    tricks: int,
    actions: Sequence[type],
    events: Sequence[type],
    others: Sequence[type] = (),
    derived: Mapping[type, Sequence[str]] | None = None,
    bounds: Mapping[type, Mapping[str, Bounds]] | None = None,
    deals: int | None = None,
    seats: Sequence[str] = (),
) -> None:
    """Register ``game``'s types for JSON under its name: its rules, state and view (their
    records made by the engine), ``actions`` (``Play`` included), ``events`` (with the core's
    ``CardPlayed`` and ``GameOver``) and ``others`` (a given deal), with the bounds of their
    fields for a game of ``players`` (the fewest and the most) and hands of at most
    ``tricks`` cards, the game's own fields named in ``seats`` bounded as a seat is (in every
    class but the rules), and the game's own ``bounds``."""
    state, view = game.state_class, game.view_class
    own = [rules, state, view, *others, *actions, *events]
    classes = [cls for cls in own if cls not in (Play, CardPlayed, GameOver)]  # the core's
    found = {
        cls: _bounds_of(cls, players, tricks, game.number_field, deals)
        for cls in classes
        if cls not in others
    }
    seat = Bounds(minimum=0, maximum=players[1] - 1)
    for cls, values in found.items():
        if cls is not rules:
            names = {field.name for field in attrs.fields(cls)}
            values.update({name: seat for name in seats if name in names})
    found[rules].update(option_bounds(rules))  # the options' ranges, where they declare one
    for cls, extra in (bounds or {}).items():
        found.setdefault(cls, {}).update(extra)
    check = _event_check(frozenset(game.deck))
    register_types(
        game.name,
        classes,
        checks={
            state: game.check_state,
            view: game.check_view,
            **{cls: check for cls in events if cls in classes},
        },
        rules=rules,
        actions=actions,
        events=[*events, GameOver],
        derived={view: ["legal_actions"], **(derived or {})},
        bounds={cls: dict(values) for cls, values in found.items() if values},
    )


def game_entry(
    game: Any,
    *,
    rules: type,
    start: Any,
    deal_round: Any,
    deal: Any = None,
    given: type | None = None,
    dealt: Any = None,
    policy: type | None = None,
    bots: Mapping[str, Any] | None = None,
    narrate: Any = None,
    describe: Any = None,
    words: Any = None,
    encoding: bool = True,
    resample: Any = None,
    ends_early: bool = True,
    extra_decisions: Any = None,
) -> Any:
    """``game``'s :class:`~tricktaker.Game`, with what the engine gives every game where the
    game gives none: explicit chance (:func:`~tricktaker.engine.dealing.engine_dealing`,
    the deal made by ``deal(rules, number, hands, rest)``, by default the ``given`` class (a
    :class:`~tricktaker.engine.GivenDeal`) of those hands and rest, and laid out by
    ``deal_round``, a state's ``dealt`` hands and rest, if the game says, the worlds of its
    search or the game's ``resample``, unless ``ends_early`` is False a game of more than one
    deal that may end before its last, and ``extra_decisions(rules, number)`` if given),
    the bots (``random``; ``heuristic``, the game's ``policy`` bot or else
    :class:`~tricktaker.engine.bots.TrickBot`; ``search``, the tree search on the engine's
    worlds and a deal's points, its playouts the ``heuristic``'s), the deals, their scores and
    the game's end told as they print, and the encoding
    (:func:`~tricktaker.engine.encoding.game_encoding`); ``words`` how it reads to people
    (:class:`~tricktaker.words.Words`; a plain game's if None)."""
    from tricktaker.bots.basic import RandomBot
    from tricktaker.bots.parts import SearchParts
    from tricktaker.encoding import register_encoding
    from tricktaker.engine.bots import TrickBot
    from tricktaker.engine.dealing import engine_dealing
    from tricktaker.engine.encoding import game_encoding
    from tricktaker.engine.worlds import deal_value, determinize_view
    from tricktaker.games import Game
    from tricktaker.words import PLAIN

    heuristic = policy or TrickBot
    search = SearchParts(determinize=determinize_view, evaluate=deal_value, policy=heuristic)
    chosen: dict[str, Any] = {
        "random": RandomBot,
        "heuristic": heuristic,
        "search": search.search_bot,
    }
    if deal is None and given is not None:
        made = given

        def deal(rules: Any, number: int, hands: Any, rest: tuple[Card, ...]) -> Any:
            return made(hands, rest)  # a given deal of the cards dealt

    if deal is None:
        raise TricktakerError(f"game_entry: {game.name} gives neither deal nor given")
    if encoding:
        register_encoding(game_encoding(game, rules))
    sheet = (game.deal_started, game.deal_scored, GameOver)  # a demo's lines: deals and scores
    return Game(
        name=game.name,
        title=game.title,
        rules=rules,
        start=start,
        bots={**chosen, **(bots or {})},
        narrate=narrate or (lambda event, _: str(event) if type(event) in sheet else None),
        describe=describe,
        words=PLAIN if words is None else words,
        dealing=engine_dealing(
            game,
            deal=deal,
            deal_round=deal_round,
            resample=resample or determinize_view,
            ends_early=(lambda rules: game.deals(rules) > 1) if ends_early else None,
            dealt=dealt,
            extra_decisions=extra_decisions,
        ),
    )
