"""What the page is told of a game in its own words (:mod:`tricktaker.words`), in the
language of each connection: the table's names and how the game ends (``joined``), each
view's words for its actions, bids and standing (``view``), and each event's line of the log
(``event``, and ``log`` for a seat that comes back).

The page reads these and knows no game: every name, ranking and colour it shows of a game
comes from the game's words here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tricktaker.errors import TricktakerError
from tricktaker.events import Event
from tricktaker.games import AnyGame
from tricktaker.serialize import from_data, to_data
from tricktaker.teams import teams_of
from tricktaker.web.i18n import narrate, teller
from tricktaker.web.spectate import common

__all__ = ["event_message", "spectators_event", "standing", "table_words", "view_words"]


def table_words(game: AnyGame, rules: Any, language: str) -> dict[str, Any]:
    """What stays the same through a game: the seats' and the teams' names, what a deal is
    called and how many there are, how the game ends, which way the scores run, and the order
    a hand is shown in (every card of the deck, as codes; null: as the view keeps it).

    >>> from tricktaker import get_game
    >>> words = table_words(get_game("hearts"), get_game("hearts").rules(), "en")
    >>> words["end"], words["aim"], words["deal"]["numbered"], words["deals"]
    ('to 100', 'lowest', 'hand {number}', None)
    """
    words = game.words
    tell = teller(words, seat=None, language=language, rules=rules)
    teams = [team for team in teams_of(rules) if len(team) > 1]
    deal = words.deal
    order = None
    if words.order is not None and game.dealing is not None:
        order = [card.code for card in words.sort(game.dealing.deck(rules))]
    return {
        "seats": [tell.text(name) for name in words.seats],
        "teams": [tell.team(index) for index in range(len(teams))],
        "deal": {
            "name": tell.text(deal.name),
            "numbered": tell.template(deal.numbered),
            "of": tell.template(deal.of),
        },
        "deals": words.deals(rules),
        "end": words.end_text(rules, tell),
        "aim": words.aim.value,
        "order": order,
    }


def view_words(
    game: AnyGame, view: Any, language: str, *, spectator: bool = False
) -> dict[str, Any]:
    """What the game says of a seat's ``view``: each legal action's text (null where the game
    has no word of its own), each seat's bid (null where the game shows no bids), what the
    seat is asked to do, how many of its next decisions are one choice, notes about the deal,
    the standing, best first, and the order a hand is shown in where the deal decides it
    (every card of the deck, as codes; null: the table's order). A ``spectator`` is told what
    every seat is (any seat's view gives it): the bids, the notes and the standing, with
    nothing to choose."""
    words = game.words
    tell = teller(words, seat=None if spectator else view.seat, language=language, rules=view.rules)
    players = len(view.scores)
    bids = None
    if getattr(view, "bids", None) is not None:
        bids = [words.bid(view, other, tell) for other in range(players)]
    order = None
    if words.view_order(view) is not None and game.dealing is not None:
        order = [card.code for card in words.sort_in(view, game.dealing.deck(view.rules))]
    return {
        "actions": [] if spectator else [words.action(a, tell) for a in view.legal_actions()],
        "bids": bids,
        "prompt": None if spectator else words.prompt(view, tell),
        "batch": 1 if spectator else words.batch(view),
        "notes": list(words.notes(view, tell)),
        "standing": standing(game, view.rules, view.scores),
        "order": order,
    }


def standing(game: AnyGame, rules: Any, scores: Sequence[int]) -> list[dict[str, Any]]:
    """The seats, or the teams, by their totals, best first, with their places."""
    return [
        {"seats": list(place.seats), "score": place.score, "place": place.place}
        for place in game.words.standing(rules, scores)
    ]


def event_message(
    game: AnyGame,
    rules: Any,
    event: Event,
    *,
    seat: int | None,
    names: Sequence[str | None],
    language: str,
    data: Any = None,
) -> dict[str, Any]:
    """The ``event`` message of ``event`` (in ``seat``'s form; None: a spectator's, whose
    JSON ``data`` is given): its line of the log (null where the log need not tell it) and,
    for an event that scores (its ``points`` and ``scores`` by seat), the ``trend`` of each
    seat: 1 where the points did it good, -1 harm, 0 neither."""
    message: dict[str, Any] = {
        "type": "event",
        "event": to_data(event) if data is None else data,
        "text": narrate(
            event, seat=seat, names=names, language=language, words=game.words, rules=rules
        ),
    }
    points = _by_seat(getattr(event, "points", None), rules.players)
    scores = _by_seat(getattr(event, "scores", None), rules.players)
    if points is not None and scores is not None:
        message["trend"] = list(game.words.trend(rules, points, scores))
    return message


def _by_seat(values: object, players: int) -> tuple[int, ...] | None:
    """``values`` if they are an int for each of the ``players`` seats, else None."""
    if not isinstance(values, tuple) or len(values) != players:
        return None
    return values if all(type(value) is int for value in values) else None


def spectators_event(game: AnyGame, event: Event, players: int) -> tuple[Event | None, Any]:
    """A spectator's form of ``event``, and its JSON data: what every seat's form shows (see
    :mod:`tricktaker.web.spectate`). The event is None where that data is no event of the
    game (a field that only some seats see, and that the event must have)."""
    forms = [to_data(event.for_seat(seat)) for seat in range(players)]
    data = common(forms)
    told = dict(data) if isinstance(data, dict) else {}
    for key, value in told.items():
        # A list by seat that no seat sees whole (the hands dealt): each entry hidden.
        lists = [item for form in forms if isinstance(item := form.get(key), list)]
        whole = value is None and len(lists) == len(forms)
        if whole and len({len(item) for item in lists}) == 1:
            told[key] = [None] * len(lists[0])
    try:
        shown = from_data(told, game.event_types)
    except (TricktakerError, TypeError, ValueError):
        return None, data
    return shown, data
